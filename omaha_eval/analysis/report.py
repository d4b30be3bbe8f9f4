"""The full analysis of one hand on a board: what it has made, where it
ranks, its draws, outs and blockers, in one object (``analyze``)."""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple

from ..core import _core
from ..core.cards import DECK, Card, CardsLike, cards_text
from ..core.games import check_hilo, hilo_from_game
from ..core.values import Category, HandValue, LowValue, hand_value, low_value
from ._spot import FULL_DECK, NO_LOW, Spot, hand_value_from_table
from .draws import Blockers, Draws, StraightDraw, blockers, flush_draws, ranks_text, straight_draw
from .made import FLUSH_VALUES, STRAIGHT_VALUES, MadeHand, classify
from .outs import NextCards

_LOW_BITS = {12: 1, 0: 2, 1: 4, 2: 8, 3: 16, 4: 32, 5: 64, 6: 128}  # rank -> low bit


@dataclass(frozen=True)
class LowDraw:
    """Low prospects (Omaha) after the next card: outs to a qualifying low
    (when the hand has none yet) and to the nut low; the unseen cards that
    counterfeit it: they pair a low card of the hole, and so leave a drawing
    hand without a low although the board now allows one, or a made low no
    longer the nut low (a board card never makes an Omaha low worse, but it
    lets other hands past); and on the flop whether a low can come
    runner-runner."""

    outs: Tuple[Card, ...]
    nut_outs: Tuple[Card, ...]
    counterfeits: Tuple[Card, ...]
    backdoor: bool


@dataclass(frozen=True)
class HandAnalysis:
    """Everything ``analyze`` finds about one hand on a board; ``str()`` of it
    is the report ``omaha-eval analyze`` prints."""

    hole: Tuple[Card, ...]
    board: Tuple[Card, ...]
    game: str
    value: HandValue
    made: MadeHand
    nut_rank: int                      # 1 = the nuts (see analysis.nuts)
    is_nuts: bool
    low: Optional[LowValue]            # Omaha games: the 8-or-better low now
    low_nut_rank: Optional[int]
    draws: Optional[Draws]             # None on the river
    low_draw: Optional[LowDraw]        # Omaha games before the river
    blockers: Blockers
    outs_to: Dict[Category, Tuple[Card, ...]]   # each better category: the cards that make it
    outs_to_nuts: Tuple[Card, ...]
    unseen: int                        # cards that may come
    hilo: bool = False                 # the low lines are for a Hi-Lo game only

    def __str__(self) -> str:
        lines = [f"{cards_text(self.hole)} on {cards_text(self.board)} ({self.game})",
                 f"made:      {self.made.label} ({self.value.name})",
                 f"nut rank:  {self.nut_rank}" + (" (the nuts)" if self.is_nuts else "")]
        if self.hilo and (self.low is not None or self.low_draw is not None):
            low = "none" if self.low is None else f"{self.low.name} (nut rank {self.low_nut_rank})"
            lines.append(f"low:       {low}")
        d = self.draws
        if d is not None:
            for f in d.flush:
                kind = "backdoor flush draw" if f.backdoor else "flush draw"
                lines.append(f"draw:      {'nut ' if f.nut else ''}{kind} in {f.suit}"
                             + ("" if f.backdoor else f", {f.outs} outs"))
            if d.straight is not StraightDraw.NONE:
                lines.append(f"draw:      {d.straight.label} straight draw, "
                             f"{d.straight_outs} outs ({ranks_text(d.straight_out_cards)})")
            elif d.straight_outs:  # a made straight: not a draw, but it can improve
                lines.append(f"draw:      to a higher straight, {d.straight_outs} outs "
                             f"({ranks_text(d.straight_out_cards)})")
            if d.backdoor_straight:
                lines.append("draw:      backdoor straight")
        if self.hilo and self.low_draw is not None:
            ld = self.low_draw
            if ld.outs:
                lines.append(f"draw:      low, {len(ld.outs)} outs ({len(ld.nut_outs)} to the nut low)")
            if ld.counterfeits:
                lines.append(f"counterfeit: {cards_text(ld.counterfeits, ' ')}")
            if ld.backdoor:
                lines.append("draw:      backdoor low")
        if self.blockers.nut_flush:
            lines.append(f"blocks:    the nut flush ({cards_text(self.blockers.nut_flush, ' ')})")
        if self.blockers.nut_straight:
            lines.append(f"blocks:    the nut straight ({cards_text(self.blockers.nut_straight, ' ')})")
        if self.draws is not None:
            better = ", ".join(f"{c.label.lower()} {len(v)}" for c, v in self.outs_to.items() if v)
            lines.append(f"outs:      to the nuts {len(self.outs_to_nuts)} of {self.unseen} unseen"
                         + (f"; to this or better: {better}" if better else ""))
        return "\n".join(lines)


def _low_ranks(cards: List[int]) -> int:
    m = 0
    for c in cards:
        m |= _LOW_BITS.get(c >> 2, 0)
    return m


def _runner_runner_low(hole: List[int], board: List[int]) -> bool:
    """Whether two more board cards can give the hand a low: two of its low
    ranks play, and the board then holds three other low ranks (two cards
    add at most two new ones)."""
    h, b = _low_ranks(hole), _low_ranks(board)
    bits = [1 << i for i in range(8) if h >> i & 1]
    for i, p in enumerate(bits):
        for q in bits[i + 1:]:
            mine = p | q
            have = bin(b & ~mine).count("1")
            free = 8 - bin(b | mine).count("1")
            if have + min(2, free) >= 3:
                return True
    return False


def _low_draw(spot: Spot, nexts: NextCards, low_now: int) -> LowDraw:
    outs = nexts.to_low() if low_now >= NO_LOW else ()
    board_low = _low_ranks(spot.board)
    hole_low = _low_ranks(spot.hole)
    counterfeits = []
    for c in nexts.cards:
        bit = _LOW_BITS.get(c >> 2, 0)
        if not bit or board_low & bit or not hole_low & bit:
            continue
        low_after = nexts.hero_low[c]
        if low_now < NO_LOW:  # a made low that this card pairs, and that stops being the nuts
            counterfeit = bool(low_now & bit) and low_after != nexts.nut_low[c]
        else:  # a low becomes possible, but this card pairs the hole's low card
            counterfeit = bin(board_low | bit).count("1") >= 3 and low_after >= NO_LOW
        if counterfeit:
            counterfeits.append(DECK[c])
    backdoor = len(spot.board) == 3 and low_now >= NO_LOW and not outs and _runner_runner_low(spot.hole, spot.board)
    return LowDraw(outs, nexts.to_low(nut=True), tuple(counterfeits), backdoor)


@hilo_from_game
def analyze(hole: CardsLike, board: CardsLike, dead: CardsLike = "", game: Optional[str] = None,
            hilo: bool = False) -> HandAnalysis:
    """Everything about one hand on a flop, turn or river. The low (``low``,
    ``low_nut_rank``, ``low_draw``) is found in Omaha games and printed with
    hilo=True (a Hi-Lo game); a high-only report has no low lines.

    >>> from omaha_eval.analysis import analyze
    >>> a = analyze("JdTc7s6h", "9c8d2h")
    >>> a.made.name, a.draws.straight.name, a.draws.straight_outs
    ('NOTHING', 'WRAP', 20)
    """
    spot = Spot(hole, board, dead, game)
    check_hilo(spot.game, hilo)  # as equity: Hold'em has no low to report
    live = FULL_DECK & ~spot.used_by_board()
    high_table = spot.table()
    mine = hand_value_from_table(high_table, spot.hole)
    nut_high = _core.table_best(high_table, live)
    made = classify(mine, spot.board, _core.table_best_between(high_table, live, *FLUSH_VALUES),
                    _core.table_best_between(high_table, live, *STRAIGHT_VALUES))
    rank = 1 + _core.table_count_better(high_table, live, mine)
    low: Optional[LowValue] = None
    low_rank: Optional[int] = None
    low_now = NO_LOW
    if not spot.holdem:
        low_table = spot.table(low=True)
        low_now = hand_value_from_table(low_table, spot.hole)
        if low_now < NO_LOW:
            low = low_value(low_now)
            low_rank = 1 + _core.table_count_better(low_table, live, low_now)
    gone = spot.used_by_board()
    draws: Optional[Draws] = None
    low_draw: Optional[LowDraw] = None
    outs_to: Dict[Category, Tuple[Card, ...]] = {}
    to_nuts: Tuple[Card, ...] = ()
    if len(spot.board) < 5:
        kind, cards, backdoor = straight_draw(spot.hole, spot.board, spot.unseen, spot.holdem)
        if STRAIGHT_VALUES[0] <= mine <= STRAIGHT_VALUES[1]:
            kind = StraightDraw.NONE  # a made straight is not a wrap: its outs only improve it
        draws = Draws(flush_draws(spot.hole, spot.board, gone, spot.unseen, spot.holdem),
                      kind, len(cards), cards, backdoor)
        nexts = NextCards(spot)
        current = hand_value(mine).category
        # each category's outs are the cards whose value is at most the
        # category's last value: one sort, then a bisection per category
        ranked = sorted((nexts.hero_high[c], c) for c in nexts.cards)
        values = [v for v, _ in ranked]
        for category in Category:
            if category > current:
                upto = bisect_right(values, _core.CATEGORY_FIRST[9 - category] - 1)
                outs_to[category] = tuple(DECK[c] for c in sorted(c for _, c in ranked[:upto]))
        to_nuts = nexts.to_nuts()
        if not spot.holdem:
            low_draw = _low_draw(spot, nexts, low_now)
    return HandAnalysis(tuple(DECK[c] for c in spot.hole), tuple(DECK[c] for c in spot.board), spot.game,
                        hand_value(mine), made, rank, mine == nut_high, low, low_rank, draws, low_draw,
                        blockers(spot.hole, spot.board, gone, spot.holdem), outs_to, to_nuts,
                        bin(spot.unseen).count("1"), bool(hilo) and not spot.holdem)

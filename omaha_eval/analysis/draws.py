"""Draws and blockers, from ranks and suits alone: flush draws (and which
suit, nut or not), straight draws with their outs (gutshot, open-ended,
wraps), backdoor draws on the flop, and the cards a hand holds that the
nut flush or nut straight needs.

Omaha uses exactly two hole and three board cards; Hold'em any five.
Outs count the cards still unseen (not held, not on the board, not dead).
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import List, Sequence, Tuple

from ..core.cards import DECK, RANKS, SUITS, Card, card_mask

# The ten straights as 13-bit rank masks, the highest first; the last is
# the wheel (A-2-3-4-5, the ace playing low).
STRAIGHTS: Tuple[Tuple[int, int], ...] = tuple(
    (top, (0b11111 << (top - 4)) if top >= 4 else 0b1111 | 1 << 12) for top in range(12, 2, -1))


_POPCOUNT = tuple(bin(i).count("1") for i in range(1 << 13))  # rank masks are 13 bits


def _rank_mask(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << (c >> 2)
    return m


def straight_top(hole_ranks: int, board_ranks: int, holdem: bool) -> int:
    """The top rank of the best straight the ranks make (3 = the wheel), or -1.

    Omaha: the ranks of the straight missing from the board (at most two)
    must be in the hole, and the hole must hold two of its ranks in all."""
    for top, s in STRAIGHTS:
        missing = s & ~board_ranks
        if holdem:
            if not missing & ~hole_ranks:
                return top
        elif not missing & ~hole_ranks and _POPCOUNT[missing] <= 2 \
                and _POPCOUNT[hole_ranks & s] >= 2:
            return top
    return -1


class StraightDraw(enum.IntEnum):
    """By the number of ranks that complete a straight: one (GUTSHOT, 4
    outs), two (OPEN_ENDED, 8 outs; double gutshots too), three or more
    (WRAP: 9 to 20 outs in Omaha, e.g. 13, 17 and 20)."""

    NONE = 0
    GUTSHOT = 1
    OPEN_ENDED = 2
    WRAP = 3

    @property
    def label(self) -> str:
        return self.name.lower().replace("_", "-")

    def __str__(self) -> str:
        return self.label


@dataclass(frozen=True)
class FlushDraw:
    """A flush draw in one suit (one card to come, or on the flop backdoor)."""

    suit: str      # 'c', 'd', 'h' or 's'
    nut: bool      # the hand holds the best card of the suit still out
    outs: int      # unseen cards of the suit (for a backdoor draw: to come runner-runner)
    backdoor: bool


@dataclass(frozen=True)
class Draws:
    """The hand's flush and straight draws (flop and turn)."""

    flush: Tuple[FlushDraw, ...]           # one-card flush draws (and backdoor ones on the flop)
    straight: StraightDraw
    straight_outs: int                     # unseen cards that make a better straight than now
    straight_out_cards: Tuple[Card, ...]
    backdoor_straight: bool                # a straight runner-runner only (flop)

    @property
    def flush_draw(self) -> bool:
        return any(not d.backdoor for d in self.flush)

    @property
    def nut_flush_draw(self) -> bool:
        return any(d.nut and not d.backdoor for d in self.flush)

    @property
    def backdoor_flush(self) -> bool:
        return any(d.backdoor for d in self.flush)


@dataclass(frozen=True)
class Blockers:
    """Hole cards that the best flush or straight needs (in another hand)."""

    nut_flush: Tuple[Card, ...]     # the best card of a suit with a flush made or drawing
    nut_straight: Tuple[Card, ...]  # a rank the board's best straight needs from the hole


def _suit_counts(cards: Sequence[int]) -> List[int]:
    counts = [0, 0, 0, 0]
    for c in cards:
        counts[c & 3] += 1
    return counts


def _top_card(suit: int, gone: int) -> int:
    """The best card of the suit not on the board or dead (-1 if none)."""
    for rank in range(12, -1, -1):
        if not gone >> (rank * 4 + suit) & 1:
            return rank * 4 + suit
    return -1


def flush_draws(hole: Sequence[int], board: Sequence[int], gone: int, unseen: int,
                holdem: bool) -> Tuple[FlushDraw, ...]:
    """`gone`: board and dead cards; `unseen`: cards that may come."""
    if len(board) >= 5:
        return ()
    hs, bs = _suit_counts(hole), _suit_counts(board)
    hole_mask = card_mask(hole)
    out = []
    for s in range(4):
        outs = sum(1 for r in range(13) if unseen >> (r * 4 + s) & 1)
        if holdem:
            draw, backdoor = hs[s] >= 1 and hs[s] + bs[s] == 4, hs[s] >= 1 and hs[s] + bs[s] == 3
        else:
            draw, backdoor = hs[s] >= 2 and bs[s] == 2, hs[s] >= 2 and bs[s] == 1
        backdoor = backdoor and len(board) == 3
        if draw or backdoor:
            top = _top_card(s, gone)
            out.append(FlushDraw(SUITS[s], top >= 0 and bool(hole_mask >> top & 1), outs, not draw))
    return tuple(out)




def _count(x: int) -> int:
    return _POPCOUNT[x]


def straight_draw(hole: Sequence[int], board: Sequence[int], unseen: int,
                  holdem: bool) -> Tuple[StraightDraw, Tuple[Card, ...], bool]:
    """(kind, the unseen cards that make a better straight than now, and
    whether a straight can come runner-runner with two new ranks: flop)."""
    if len(board) >= 5:
        return StraightDraw.NONE, (), False
    h, b = _rank_mask(hole), _rank_mask(board)
    now = straight_top(h, b, holdem)
    better = 0  # ranks that make a straight above `now`
    backdoor = False
    for top, s in STRAIGHTS:
        if top <= now:
            break
        if not holdem and _count(h & s) < 2:
            continue  # Omaha: two hole cards must play
        m = s & ~b  # ranks of the straight not on the board
        for r in range(13):
            if m >> r & 1:
                rest = m & ~(1 << r)
                if not rest & ~h and (holdem or _count(rest) <= 2):
                    better |= 1 << r
        # runner-runner: two ranks must come that the hole cannot supply
        need = _count(m & ~h) if holdem else _count(m) - min(2, _count(m & h))
        backdoor = backdoor or need == 2
    cards = tuple(DECK[c] for c in range(52) if better >> (c >> 2) & 1 and unseen >> c & 1)
    kind = StraightDraw(min(_count(better), 3))
    return kind, cards, backdoor and len(board) == 3 and now < 0


def blockers(hole: Sequence[int], board: Sequence[int], gone: int, holdem: bool) -> Blockers:
    bs = _suit_counts(board)
    hole_mask = card_mask(hole)
    flush = []
    for s in range(4):
        if bs[s] >= 3 or (bs[s] == 2 and len(board) < 5):
            top = _top_card(s, gone)
            if top >= 0 and hole_mask >> top & 1:
                flush.append(DECK[top])
    straight: List[Card] = []
    b = _rank_mask(board)
    for _, s in STRAIGHTS:  # the best straight anyone can make
        missing = s & ~b
        if bin(missing).count("1") <= 2 and (holdem or bin(s & b).count("1") >= 3):
            straight = [DECK[c] for c in hole if missing >> (c >> 2) & 1]
            break
    return Blockers(tuple(flush), tuple(straight))


def ranks_text(cards: Sequence[Card]) -> str:
    """The distinct ranks of cards, highest first: 'QJT765'."""
    return "".join(RANKS[r] for r in sorted({c.rank for c in cards}, reverse=True))

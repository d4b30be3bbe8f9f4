"""Outs: what each possible next card (turn or river) does for a hand.

Without opponents: the cards that give the hand a category at least as
good as a target (``outs_to("flush")``), a qualifying low, or the nuts.
Against specific hands or a range: for every card that can come, whether
the hand then wins, ties or loses (high, low, scoop) as if the hand ended
there, and the cards after which it wins.
"""
from __future__ import annotations

from array import array
from dataclasses import dataclass
from typing import Any, List, Optional, Sequence, Tuple, Union

from ..core import _core
from ..core.cards import DECK, Card, CardsLike
from ..core.games import check_flag, hilo_from_game
from ..core.values import Category
from ._spot import NO_LOW, Spot, check_low_game, hand_value_from_table, range_rows

CategoryLike = Union[Category, str]


def parse_category(target: CategoryLike) -> Category:
    """A Category from itself or a name: "flush", "full house", "full_house",
    "trips", "quads", "two pair", "straight flush"..."""
    if isinstance(target, Category):
        return target
    if not isinstance(target, str):
        raise TypeError(f"category {target!r}: expected a Category or a name such as 'flush'")
    key = target.strip().lower().replace(" ", "_").replace("-", "_")
    key = {"trips": "three_of_a_kind", "set": "three_of_a_kind", "quads": "four_of_a_kind",
           "boat": "full_house", "high": "high_card", "one_pair": "pair"}.get(key, key)
    try:
        return Category[key.upper()]
    except KeyError:
        names = ", ".join(c.name.lower() for c in Category)
        raise ValueError(f"unknown hand category {target!r}: expected one of {names}") from None


class NextCards:
    """The hand's high and low, and the nuts, after each card that can come
    (one C call for the whole deck)."""

    __slots__ = ("spot", "hero_high", "hero_low", "nut_high", "nut_low", "cards")

    def __init__(self, spot: Spot) -> None:
        if len(spot.board) >= 5:
            raise ValueError("the board is complete (5 cards): no card comes next")
        self.spot = spot
        self.hero_high, self.hero_low, self.nut_high, self.nut_low = (array("H", bytes(104)) for _ in range(4))
        _core.next_cards(spot.hole, spot.board, spot.dead, spot.holdem,
                         self.hero_high, self.hero_low, self.nut_high, self.nut_low)
        unseen = spot.unseen
        self.cards = [c for c in range(52) if unseen >> c & 1]

    def to_category(self, target: Category) -> Tuple[Card, ...]:
        """Cards after which the hand is `target` or better: its value is
        below the first value of the next weaker category."""
        last = _core.CATEGORY_FIRST[9 - target] - 1
        return tuple(DECK[c] for c in self.cards if self.hero_high[c] <= last)

    def to_low(self, nut: bool = False) -> Tuple[Card, ...]:
        check_low_game(self.spot.game)
        if nut:
            return tuple(DECK[c] for c in self.cards
                         if self.hero_low[c] < NO_LOW and self.hero_low[c] == self.nut_low[c])
        return tuple(DECK[c] for c in self.cards if self.hero_low[c] < NO_LOW)

    def to_nuts(self, low: bool = False) -> Tuple[Card, ...]:
        if low:
            return self.to_low(nut=True)
        return tuple(DECK[c] for c in self.cards if self.hero_high[c] == self.nut_high[c])


def outs_to(hole: CardsLike, board: CardsLike, target: CategoryLike, dead: CardsLike = "",
            game: Optional[str] = None) -> Tuple[Card, ...]:
    """The unseen cards after which the hand is `target` or better (from the
    flop: the turn card; from the turn: the river card).

    >>> from omaha_eval.analysis import outs_to
    >>> len(outs_to("AsQs7h2c", "Ks9s4d", "flush"))     # the nine spades
    9
    """
    category = parse_category(target)
    return NextCards(Spot(hole, board, dead, game, boards=(3, 4))).to_category(category)


def outs_to_low(hole: CardsLike, board: CardsLike, dead: CardsLike = "", game: Optional[str] = None,
                nut: bool = False) -> Tuple[Card, ...]:
    """The unseen cards after which the hand has a qualifying 8-or-better
    low (with ``nut=True``: the nut low)."""
    return NextCards(Spot(hole, board, dead, game, boards=(3, 4))).to_low(nut)


@hilo_from_game
def outs_to_nuts(hole: CardsLike, board: CardsLike, dead: CardsLike = "", game: Optional[str] = None,
                 hilo: bool = False) -> Tuple[Card, ...]:
    """The unseen cards after which the hand is the nuts (high; with
    ``hilo=True`` the nut low)."""
    return NextCards(Spot(hole, board, dead, game, boards=(3, 4))).to_nuts(hilo)


# --- against opponents ---------------------------------------------------------

@dataclass(frozen=True)
class Result:
    """Shares (0..1, weighted over a range's hands) of winning outright,
    tying and losing."""

    win: float
    tie: float
    lose: float


@dataclass(frozen=True)
class CardOutcome:
    """What one next card does for the hand against its opponents."""

    card: Card
    high: Result
    low: Optional[Result]   # Hi-Lo only; no low loses to any low, two "no lows" tie
    scoop: float            # the share of the whole pot won alone
    share: float            # the expected share of the pot (ties and halves split)
    nuts: bool              # the hand is the board's high nuts after this card


@dataclass(frozen=True)
class Outs:
    """Per next card, the hand against its opponents as if the hand ended there."""

    cards: Tuple[CardOutcome, ...]

    @property
    def outs(self) -> Tuple[Card, ...]:
        """Cards after which the hand takes more than half the pot (against a
        range: on average over its hands)."""
        return tuple(o.card for o in self.cards if o.share > 0.5)

    @property
    def high_outs(self) -> Tuple[Card, ...]:
        """Cards after which the hand wins the high outright (against a range:
        against more than half of it)."""
        return tuple(o.card for o in self.cards if o.high.win > 0.5)

    @property
    def low_outs(self) -> Tuple[Card, ...]:
        return tuple(o.card for o in self.cards if o.low is not None and o.low.win > 0.5)

    @property
    def scoop_outs(self) -> Tuple[Card, ...]:
        return tuple(o.card for o in self.cards if o.scoop > 0.5)

    @property
    def nut_outs(self) -> Tuple[Card, ...]:
        return tuple(o.card for o in self.cards if o.nuts)

    def __len__(self) -> int:
        return len(self.cards)


def _share(values: Sequence[Tuple[int, int]], hilo: bool) -> List[float]:
    """Each player's share of one pot from (high, low) values (lower is
    better, NO_LOW = none); the high takes all when no one has a low."""
    best_high = min(v[0] for v in values)
    high = [v[0] == best_high for v in values]
    best_low = min(v[1] for v in values) if hilo else NO_LOW
    if best_low >= NO_LOW:
        return [h / sum(high) for h in high]
    low = [v[1] == best_low for v in values]
    return [h / sum(high) / 2 + lo / sum(low) / 2 for h, lo in zip(high, low)]


def _is_range(player: Any, k: int) -> bool:
    if hasattr(player, "hands") or hasattr(player, "ndim"):
        return True
    if isinstance(player, str):  # a hand's cards, or range text such as "AA$ds"
        try:
            return len(_core.cards(player)) != k
        except ValueError:
            return True
    if isinstance(player, (list, tuple)) and player and not isinstance(player[0], int):
        first = player[0]
        return not (isinstance(first, str) and len(_core.cards(first)) == 1)
    return False


@hilo_from_game
def outs(hole: CardsLike, board: CardsLike, opponents: Sequence[Any], dead: CardsLike = "",
         game: Optional[str] = None, hilo: bool = False) -> Outs:
    """The hand against opponents after each card that can come next.

    `opponents`: a list with one entry per opponent: a hand ("KhKd7c2s"),
    or for a single opponent a range as the list's one entry (a list of
    hands, an (n, k) array, or a Range with ``.hands`` and optional
    ``.weights``): ``[["KhKc8d3c", "QhQc8d3c"]]``. A plain list of hands is
    that many opponents.

    >>> from omaha_eval.analysis import outs
    >>> o = outs("AsQs7h2c", "Ks9s4d", ["KhKc8d3c"])
    >>> len(o.outs), len(o.nut_outs)
    (8, 6)
    """
    if isinstance(opponents, (str, bytes)) or not isinstance(opponents, (list, tuple)):
        raise TypeError(f"opponents {opponents!r}: expected a list with one hand (or one range) per opponent")
    if not opponents:
        raise ValueError("no opponents: use outs_to for outs without opponents")
    spot = Spot(hole, board, dead, game, boards=(3, 4))
    if check_flag("hilo", hilo):
        check_low_game(spot.game)
    k = spot.nhole
    if len(opponents) == 1 and _is_range(opponents[0], k):
        rows, n, weights = range_rows(opponents[0], spot.game, k)
        return _against_range(spot, rows, n, weights, hilo)
    hands: List[List[int]] = []
    for i, hand in enumerate(opponents):
        if _is_range(hand, k):
            raise ValueError(f"opponent {i + 1} is a range: a range is only allowed against a single "
                             f"opponent (one entry in opponents); several opponents must be single hands")
        cards = _core.cards(hand)
        if len(cards) != k:
            raise ValueError(f"opponent {i + 1} has {len(cards)} cards: expected {k}")
        for c in cards:
            if spot.used >> c & 1:
                raise ValueError(f"duplicate card {_core.card_name(c)} in opponent {i + 1}'s hand: "
                                 f"each card may appear only once")
            spot.used |= 1 << c
        hands.append(cards)
    return _multiway(spot, hands, hilo)


def _values(spot: Spot, board: List[int], hands: Sequence[Sequence[int]], low: bool) -> List[int]:
    table = spot.table(low, board)
    return [hand_value_from_table(table, h) for h in hands]


def _multiway(spot: Spot, hands: List[List[int]], hilo: bool) -> Outs:
    nexts = NextCards(spot)
    everyone = [spot.hole] + hands
    result = []
    for c in nexts.cards:
        board = spot.board + [c]
        highs = _values(spot, board, everyone, False)
        lows = _values(spot, board, everyone, True) if hilo else [NO_LOW] * len(everyone)
        share = _share(list(zip(highs, lows)), hilo)
        best_other_high, best_other_low = min(highs[1:]), min(lows[1:])
        high = _compare(highs[0], best_other_high)
        low = _compare(lows[0], best_other_low) if hilo else None
        scoop = high.win * (1.0 if not hilo or lows[0] < best_other_low or
                            (lows[0] >= NO_LOW and best_other_low >= NO_LOW) else 0.0)
        result.append(CardOutcome(DECK[c], high, low, scoop, share[0],
                                  nexts.hero_high[c] == nexts.nut_high[c]))
    return Outs(tuple(result))


def _compare(mine: int, theirs: int) -> Result:
    return Result(float(mine < theirs), float(mine == theirs), float(mine > theirs))


def _quarters(mine_high: int, high: int, mine_low: int, low: int, hilo: bool) -> int:
    """The hero's quarters of the pot heads-up (lower values are better)."""
    h = 4 if mine_high < high else 2 if mine_high == high else 0
    if not hilo or (mine_low >= NO_LOW and low >= NO_LOW):
        return h
    return (h + (4 if mine_low < low else 2 if mine_low == low else 0)) // 2


def _against_range(spot: Spot, rows: Any, n: int, weights: Any, hilo: bool) -> Outs:
    nexts = NextCards(spot)
    result = []
    w = [1] * n if weights is None else [int(x) for x in weights]
    np: Any
    try:
        import numpy as np
    except ImportError:  # pragma: no cover - depends on the environment
        np = None
    warr = np.asarray(w, dtype=np.float64) if np is not None else None
    for c in nexts.cards:
        board = spot.board + [c]
        excluded = spot.used | 1 << c
        tables = [spot.table(False, board)] + ([spot.table(True, board)] if hilo else [])
        mine = [hand_value_from_table(t, spot.hole) for t in tables] + [NO_LOW]
        theirs = []
        for t in tables:
            out = array("H", bytes(2 * n))
            if n:
                _core.table_hands(t, rows, excluded, out)
            theirs.append(out)
        if np is not None:
            f = _tally_numpy(np, mine, theirs, warr, hilo)
        else:  # pragma: no cover - without numpy
            f = _tally_python(mine, theirs, w, hilo)
        low = Result(f[3], f[4], f[5]) if hilo else None
        result.append(CardOutcome(DECK[c], Result(f[0], f[1], f[2]), low, f[6], f[7],
                                  nexts.hero_high[c] == nexts.nut_high[c]))
    return Outs(tuple(result))


def _tally_numpy(np: Any, mine: List[int], theirs: List[Any], w: Any, hilo: bool) -> List[float]:
    """High win/tie/lose, low win/tie/lose, scoop, share: weighted means over
    the hands that can still be held (value 0: they hold a seen card)."""
    high = np.frombuffer(theirs[0], dtype=np.uint16)
    ok = high != 0
    total = w[ok].sum()
    if not total:
        return [0.0] * 8
    ww = w * ok
    h_win, h_tie = mine[0] < high, mine[0] == high
    out = [float((ww * h_win).sum()), float((ww * h_tie).sum())]
    out.append(float(total) - out[0] - out[1])
    h_q = 4 * h_win + 2 * h_tie
    if hilo:
        low = np.frombuffer(theirs[1], dtype=np.uint16)
        l_win, l_tie = mine[1] < low, mine[1] == low
        lows = [float((ww * l_win).sum()), float((ww * l_tie).sum())]
        out += lows + [float(total) - lows[0] - lows[1]]
        nobody = (low >= NO_LOW) & (mine[1] >= NO_LOW)
        scoop = h_win & (l_win | nobody)
        quarters = np.where(nobody, h_q, (h_q + 4 * l_win + 2 * l_tie) // 2)
    else:
        out += [0.0, 0.0, 0.0]
        scoop, quarters = h_win, h_q
    out += [float((ww * scoop).sum()), float((ww * quarters).sum()) / 4]
    return [x / float(total) for x in out]


def _tally_python(mine: List[int], theirs: List[Any], w: List[int], hilo: bool) -> List[float]:
    tally = [0.0] * 8
    total = 0
    for i, h in enumerate(theirs[0]):
        if not h:
            continue
        total += w[i]
        hi = 0 if mine[0] < h else 1 if mine[0] == h else 2
        tally[hi] += w[i]
        lo_theirs = theirs[1][i] if hilo else NO_LOW
        if hilo:
            lo = 0 if mine[1] < lo_theirs else 1 if mine[1] == lo_theirs else 2
            tally[3 + lo] += w[i]
            nobody = mine[1] >= NO_LOW and lo_theirs >= NO_LOW
            tally[6] += w[i] * (hi == 0 and (lo == 0 or nobody))
        else:
            tally[6] += w[i] * (hi == 0)
        tally[7] += w[i] * _quarters(mine[0], h, mine[1], lo_theirs, hilo) / 4
    return [x / total if total else 0.0 for x in tally]

"""The nuts of a board: the best possible high (or 8-or-better low) hand,
the two-card combinations that make it, and where a given hand ranks.

"Possible" means made by any two cards not on the board and not dead (the
hero's own cards included: these are the board's absolute nuts). In Omaha a
hand's value is that of its best two-card combination with three board
cards, so the nuts and the nut rank are the same for 4, 5 and 6 hole cards;
Hold'em differs (the board may play).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple, Union

from ..core import _core
from ..core.cards import DECK, RANKS, Card, CardsLike
from ..core.games import hilo_from_game
from ..core.values import HandValue, LowValue, hand_value, low_value
from ._spot import FULL_DECK, NO_LOW, Spot, hand_value_from_table

Value = Union[HandValue, LowValue]


@dataclass(frozen=True)
class Nuts:
    """The best hand a board allows and every two-card combination that
    makes it (``combos``, each pair of Cards in increasing order)."""

    value: Value
    combos: Tuple[Tuple[Card, Card], ...]

    @property
    def groups(self) -> List[str]:
        """The combos in short: "As+any" for a card that makes it with any
        other card, then by rank pair, strongest ranks first: the ranks alone
        ("KK", "A5") where every live combination of those ranks makes the
        nuts, else each combination with its suits ("AsQs")."""
        return _group(self.combos, self._live)

    _live: int = field(default=0, repr=False, compare=False)  # cards that could be held

    def __str__(self) -> str:
        return f"{self.value.name}: {' '.join(self.groups)}"


def _group(combos: Tuple[Tuple[Card, Card], ...], live: int) -> List[str]:
    out = []
    every = {(min(a, b), max(a, b)) for a, b in combos}
    live_cards = [c for c in range(52) if live >> c & 1]
    if len(every) == len(live_cards) * (len(live_cards) - 1) // 2:
        return ["any two"]  # the board plays (Hold'em)
    # a card that makes it with any other card (Hold'em: the ace on a
    # five-flush board): "As+any"
    pairs = set(every)
    for c in sorted(live_cards, reverse=True):
        mine = {(min(c, x), max(c, x)) for x in live_cards if x != c}
        if len(mine) > 1 and mine <= every:
            out.append(f"{DECK[c]}+any")
            pairs -= mine
    by_ranks: Dict[Tuple[int, int], List[Tuple[int, int]]] = {}
    for a, b in pairs:
        key = (max(a >> 2, b >> 2), min(a >> 2, b >> 2))
        by_ranks.setdefault(key, []).append((a, b))
    for (hi, lo), found in sorted(by_ranks.items(), reverse=True):
        cards_hi = [c for c in range(hi * 4, hi * 4 + 4) if live >> c & 1]
        cards_lo = [c for c in range(lo * 4, lo * 4 + 4) if live >> c & 1]
        possible = len({(min(x, y), max(x, y)) for x in cards_hi for y in cards_lo if x != y})
        if len(found) == possible:
            out.append(RANKS[hi] + RANKS[lo])
        else:
            out.extend(f"{DECK[max(a, b)]}{DECK[min(a, b)]}" for a, b in sorted(found, reverse=True))
    return out


def _nuts_from_table(spot: Spot, low: bool) -> Optional[Nuts]:
    table = spot.table(low)
    live = FULL_DECK & ~spot.used_by_board()
    best = _core.table_best(table, live)
    if best >= (NO_LOW if low else _core.NO_PAIR):
        return None
    cards = [c for c in range(52) if live >> c & 1]
    combos = tuple((DECK[a], DECK[b]) for i, a in enumerate(cards) for b in cards[i + 1:]
                   if table[a * 52 + b] == best)
    value: Value = low_value(best) if low else hand_value(best)  # type: ignore[assignment]
    return Nuts(value, combos, live)


def nuts(board: CardsLike, dead: CardsLike = "", game: Optional[str] = None) -> Nuts:
    """The best high hand possible on a flop, turn or river board (game:
    None for Omaha; Hold'em and the other Omaha games by name).

    >>> from omaha_eval.analysis import nuts
    >>> n = nuts("Ks9s4d")
    >>> n.value.name, n.groups
    ('Three of a kind, kings', ['KK'])
    """
    found = _nuts_from_table(Spot(None, board, dead, game or "omaha", board_only=True), low=False)
    assert found is not None  # some two cards always remain
    return found


def nut_low(board: CardsLike, dead: CardsLike = "", game: Optional[str] = None) -> Optional[Nuts]:
    """The best 8-or-better low possible on the board (Omaha), or None when
    the board allows no low (fewer than three different low ranks)."""
    return _nuts_from_table(Spot(None, board, dead, game or "omaha", board_only=True), low=True)


@hilo_from_game
def nut_rank(hole: CardsLike, board: CardsLike, dead: CardsLike = "", game: Optional[str] = None,
             hilo: bool = False) -> Optional[int]:
    """1 if the hand is the nuts, 2 if hands of only one better value are
    possible, and so on (distinct values, not combinations). With
    ``hilo=True`` the rank of the hand's low, or None when it has no low."""
    spot = Spot(hole, board, dead, game)
    return rank_in_table(spot, spot.table(hilo), hilo)


def rank_in_table(spot: Spot, table: "object", low: bool) -> Optional[int]:
    mine = hand_value_from_table(table, spot.hole)  # type: ignore[arg-type]
    if low and mine >= NO_LOW:
        return None
    live = FULL_DECK & ~spot.used_by_board()
    return 1 + _core.table_count_better(table, live, mine)  # type: ignore[arg-type]


@hilo_from_game
def is_nuts(hole: CardsLike, board: CardsLike, dead: CardsLike = "", game: Optional[str] = None,
            hilo: bool = False) -> bool:
    """Whether the hand makes the board's best possible high hand (with
    ``hilo=True``: the best low).

    >>> from omaha_eval.analysis import is_nuts
    >>> is_nuts("AsQs7h2c", "Ks9s4s")   # the ace-high flush
    True
    """
    return nut_rank(hole, board, dead=dead, game=game, hilo=hilo) == 1

"""Hand values as objects: HandValue (high) and LowValue (8-or-better).

Both order by strength: the better hand compares greater. HandValue wraps the
field's standard number (1 = royal flush ... 7462 = 7-5-4-3-2, lower is
better), so ``.rank`` compares directly with treys and phevaluator.
"""
from __future__ import annotations

import enum
from bisect import bisect_right
from functools import total_ordering
TYPE_CHECKING = False  # type checkers take it as True; importing typing costs most of an import
if TYPE_CHECKING:
    from typing import List, Optional, Sequence, Tuple

from . import _core
from .cards import RANKS, Card, cards_text

_PLURAL = ("deuces", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines",
           "tens", "jacks", "queens", "kings", "aces")
_SINGULAR = ("deuce", "three", "four", "five", "six", "seven", "eight", "nine",
             "ten", "jack", "queen", "king", "ace")


class Category(enum.IntEnum):
    """Hand categories; a stronger category has a larger value."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def label(self) -> str:
        return self.name.replace("_", " ").capitalize()


# first value of straight flush .. high card, then 7463 (one past the worst)
CATEGORY_FIRST = _core.CATEGORY_FIRST
_FIRSTS = CATEGORY_FIRST[:9]
# rank_pattern(value): the five ranks (0 = deuce .. 12 = ace) of a high value, most important first
rank_pattern = _core.rank_pattern


def category_of(rank: int) -> Category:
    return Category(8 - (bisect_right(_FIRSTS, rank) - 1))


def _describe(rank: int) -> str:
    cat = category_of(rank)
    r = _core.rank_pattern(rank)
    if cat is Category.STRAIGHT_FLUSH:
        return "Royal flush" if rank == 1 else f"Straight flush, {_SINGULAR[r[0]]} high"
    if cat is Category.FOUR_OF_A_KIND:
        return f"Four of a kind, {_PLURAL[r[0]]}"
    if cat is Category.FULL_HOUSE:
        return f"Full house, {_PLURAL[r[0]]} full of {_PLURAL[r[3]]}"
    if cat is Category.FLUSH:
        return f"Flush, {_SINGULAR[r[0]]} high"
    if cat is Category.STRAIGHT:
        return f"Straight, {_SINGULAR[r[0]]} high"
    if cat is Category.THREE_OF_A_KIND:
        return f"Three of a kind, {_PLURAL[r[0]]}"
    if cat is Category.TWO_PAIR:
        return f"Two pair, {_PLURAL[r[0]]} and {_PLURAL[r[2]]}"
    if cat is Category.PAIR:
        return f"Pair of {_PLURAL[r[0]]}"
    return f"High card, {_SINGULAR[r[0]]}"


@total_ordering
class HandValue:
    """The value of a high hand: compare, sort and hash by strength.

    ``rank`` is the standard number (1 = royal flush ... 7462); ``cards``
    holds the five cards that made it when they were asked for
    (``best_hand``), else ``None``.
    """

    __slots__ = ("rank", "cards")

    def __init__(self, rank: int, cards: Optional[Sequence[int]] = None) -> None:
        if isinstance(rank, bool) or not isinstance(rank, int):
            raise TypeError(f"hand rank {rank!r}: expected an int 1..7462")
        if not 1 <= rank <= 7462:
            raise ValueError(f"hand rank {rank} is out of range: expected 1..7462")
        self.rank = rank
        self.cards: Optional[Tuple[Card, ...]] = None if cards is None else tuple(Card(c) for c in cards)

    @classmethod
    def from_core(cls, rank: int, cards: Optional[Tuple[Card, ...]] = None) -> "HandValue":
        """A value the C core computed, built without the constructor's
        checks: ``rank`` must be 1..7462 and ``cards`` Card objects (or
        None). For the evaluator's hot paths; anything else calls
        ``HandValue(rank, cards)``, which checks.

        >>> HandValue.from_core(1).name
        'Royal flush'
        """
        value = object.__new__(cls)
        value.rank = rank
        value.cards = cards
        return value

    @property
    def category(self) -> Category:
        return category_of(self.rank)

    @property
    def name(self) -> str:
        """A readable name, e.g. 'Full house, kings full of fives'."""
        return _describe(self.rank)

    @property
    def ranks(self) -> str:
        """The five ranks in tie-break order, e.g. 'KKK55'."""
        return "".join(RANKS[r] for r in _core.rank_pattern(self.rank))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self.rank == other.rank
        return NotImplemented

    def __lt__(self, other: "HandValue") -> bool:
        if isinstance(other, HandValue):
            return self.rank > other.rank  # a larger number is a weaker hand
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("HandValue", self.rank))

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        used = f", cards='{cards_text(self.cards)}'" if self.cards else ""
        return f"HandValue({self.rank}, '{self.name}'{used})"


def _low_ranks(mask: int) -> List[int]:
    """Low bits high to low, as ranks 1..8 (1 = ace)."""
    return [bit + 1 for bit in range(7, -1, -1) if mask >> bit & 1]


@total_ordering
class LowValue:
    """A qualifying 8-or-better low: the 8-bit mask of its five ranks (bit 0
    = ace ... bit 7 = eight). A smaller mask is a better low and compares
    greater."""

    __slots__ = ("mask", "cards")

    def __init__(self, mask: int, cards: Optional[Sequence[int]] = None) -> None:
        if isinstance(mask, bool) or not isinstance(mask, int):
            raise TypeError(f"low mask {mask!r}: expected an int")
        if not 0 < mask < 256 or bin(mask).count("1") != 5:
            raise ValueError(f"low mask {mask} is not five low ranks: expected 8 bits with exactly 5 set")
        self.mask = mask
        self.cards: Optional[Tuple[Card, ...]] = None if cards is None else tuple(Card(c) for c in cards)

    @classmethod
    def from_core(cls, mask: int, cards: Optional[Tuple[Card, ...]] = None) -> "LowValue":
        """A low the C core computed, built without the constructor's
        checks: ``mask`` must be five low ranks and ``cards`` Card objects
        (or None). For the evaluator's hot paths; anything else calls
        ``LowValue(mask, cards)``, which checks.

        >>> LowValue.from_core(31).ranks
        (5, 4, 3, 2, 1)
        """
        value = object.__new__(cls)
        value.mask = mask
        value.cards = cards
        return value

    @property
    def ranks(self) -> Tuple[int, ...]:
        """The five ranks, highest first, ace as 1: (7, 5, 3, 2, 1)."""
        return tuple(_low_ranks(self.mask))

    @property
    def name(self) -> str:
        """e.g. '7-5-3-2-A'."""
        return "-".join("A" if r == 1 else str(r) for r in self.ranks)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LowValue):
            return self.mask == other.mask
        return NotImplemented

    def __lt__(self, other: "LowValue") -> bool:
        if isinstance(other, LowValue):
            return self.mask > other.mask
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("LowValue", self.mask))

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        used = f", cards='{cards_text(self.cards)}'" if self.cards else ""
        return f"LowValue({self.mask}, '{self.name}'{used})"


# Values without cards are immutable and few: build each once, on first use,
# and hand out the same object every time (every entry point that returns a
# value without cards goes through these).
HAND_VALUE_CACHE: List[Optional[HandValue]] = [None] * 7463
LOW_VALUE_CACHE: List[Optional[LowValue]] = [None] * 256


def hand_value(rank: int) -> HandValue:
    """The shared HandValue of a rank 1..7462."""
    if isinstance(rank, bool) or not isinstance(rank, int) or not 1 <= rank <= 7462:
        return HandValue(rank)  # raises, naming the bad rank
    value = HAND_VALUE_CACHE[rank]
    if value is None:
        value = HAND_VALUE_CACHE[rank] = HandValue.from_core(rank)
    return value


def low_value(mask: int) -> Optional[LowValue]:
    """The shared LowValue of a low mask, or None for 0 (no low)."""
    if not mask:
        return None
    if isinstance(mask, bool) or not isinstance(mask, int) or not 0 < mask < 256:
        return LowValue(mask)  # raises, naming the bad mask
    value = LOW_VALUE_CACHE[mask]
    if value is None:
        value = LOW_VALUE_CACHE[mask] = LowValue(mask)
    return value

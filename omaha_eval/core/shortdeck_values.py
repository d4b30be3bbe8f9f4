"""Short Deck hand values as objects: compare by Short Deck strength under
their rule set, named as the ordinary hands are ("Flush, ace high").

The number (``rank``) is Short Deck's own: 1 = royal flush ... 1404 = J-9-8-7-6
high, lower is better, in the order of the rule set (src/oe_shortdeck.h); it
is not the 7462-value Hold'em scale, whose categories rank differently.
"""
from __future__ import annotations

from functools import total_ordering
from typing import Optional, Sequence, Tuple

from . import _core
from .cards import RANKS, Card, cards_text
from .values import Category, _PLURAL, _SINGULAR

RULES = ("trips", "straights")   # 0: trips beat a straight; 1: a straight beats trips


def _describe(category: Category, r: Tuple[int, ...]) -> str:
    if category is Category.STRAIGHT_FLUSH:
        return "Royal flush" if r[0] == 12 and r[4] == 8 else f"Straight flush, {_SINGULAR[r[0]]} high"
    if category is Category.FOUR_OF_A_KIND:
        return f"Four of a kind, {_PLURAL[r[0]]}"
    if category is Category.FULL_HOUSE:
        return f"Full house, {_PLURAL[r[0]]} full of {_PLURAL[r[3]]}"
    if category is Category.FLUSH:
        return f"Flush, {_SINGULAR[r[0]]} high"
    if category is Category.STRAIGHT:
        return f"Straight, {_SINGULAR[r[0]]} high"
    if category is Category.THREE_OF_A_KIND:
        return f"Three of a kind, {_PLURAL[r[0]]}"
    if category is Category.TWO_PAIR:
        return f"Two pair, {_PLURAL[r[0]]} and {_PLURAL[r[2]]}"
    if category is Category.PAIR:
        return f"Pair of {_PLURAL[r[0]]}"
    return f"High card, {_SINGULAR[r[0]]}"


@total_ordering
class ShortDeckValue:
    """The value of a Short Deck high hand: compare, sort and hash by
    strength (a stronger hand compares greater) within one rule set.

    ``rank``: 1 = royal flush ... 1404, in the rule set's order; ``rules``:
    0 (trips beat a straight) or 1 (a straight beats trips); ``cards``: the
    five that made it, when asked for.

    >>> from omaha_eval import evaluate
    >>> v = evaluate("As9d", "6c7h8sKdQc", game="shortdeck")
    >>> v.name, v.category.label
    ('Straight, nine high', 'Straight')
    """

    __slots__ = ("rank", "rules", "cards")

    def __init__(self, rank: int, rules: int = 0, cards: Optional[Sequence[int]] = None) -> None:
        if isinstance(rank, bool) or not isinstance(rank, int):
            raise TypeError(f"Short Deck rank {rank!r}: expected an int 1..{_core.SD_VALUES}")
        if not 1 <= rank <= _core.SD_VALUES:
            raise ValueError(f"Short Deck rank {rank} is out of range: expected 1..{_core.SD_VALUES}")
        if rules not in (0, 1):
            raise ValueError(f"Short Deck rule set {rules!r}: expected 0 (trips beat a straight) or 1")
        self.rank, self.rules = rank, rules
        self.cards: Optional[Tuple[Card, ...]] = None if cards is None else tuple(Card(c) for c in cards)

    @property
    def category(self) -> Category:
        return Category(_core.sd_pattern(self.rank, self.rules)[0])

    @property
    def ranks(self) -> str:
        """The five ranks in tie-break order, e.g. '9876A' (the ace of
        A-6-7-8-9 last: it plays low)."""
        return "".join(RANKS[r] for r in _core.sd_pattern(self.rank, self.rules)[1])

    @property
    def name(self) -> str:
        category, ranks = _core.sd_pattern(self.rank, self.rules)
        return _describe(Category(category), ranks)

    def _check(self, other: "ShortDeckValue") -> None:
        if other.rules != self.rules:
            raise ValueError("Short Deck values of different rule sets do not compare")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ShortDeckValue):
            return self.rank == other.rank and self.rules == other.rules
        return NotImplemented

    def __lt__(self, other: "ShortDeckValue") -> bool:
        if isinstance(other, ShortDeckValue):
            self._check(other)
            return self.rank > other.rank
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("ShortDeckValue", self.rank, self.rules))

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        used = f", cards='{cards_text(self.cards)}'" if self.cards else ""
        return f"ShortDeckValue({self.rank}, '{self.name}', rules={self.rules}{used})"


def short_deck_value(rank: int, rules: int) -> ShortDeckValue:
    """The value object of a rank the core computed."""
    value = object.__new__(ShortDeckValue)
    value.rank, value.rules, value.cards = rank, rules, None
    return value

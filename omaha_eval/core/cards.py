"""Cards as friendly objects: Card, parse_cards and Deck.

A card is an int, ``rank * 4 + suit`` (rank 0 = deuce ... 12 = ace; suit 0 =
clubs, 1 = diamonds, 2 = hearts, 3 = spades), so ``2c`` = 0 and ``As`` = 51.
``Card`` is an ``int`` subclass: it works anywhere a card number does.
"""
from __future__ import annotations

import math
from functools import lru_cache

from . import _core

# typing and random are not imported at run time: they would be most of the
# cost of `import omaha_eval` (bench/import_time.py). Annotations are not
# evaluated (the __future__ import); CardsLike is built on first use by the
# module __getattr__ below, random when a Deck is made.
TYPE_CHECKING = False  # type checkers take it as True
if TYPE_CHECKING:
    import random
    from typing import Callable, Iterable, List, Optional, Tuple, Union

    CardsLike = Union[str, int, Iterable[Union[int, str]]]

RANKS = "23456789TJQKA"
SUITS = "cdhs"
RANK_NAMES = ("deuce", "three", "four", "five", "six", "seven", "eight", "nine",
              "ten", "jack", "queen", "king", "ace")
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


def __getattr__(name: str) -> object:
    if name == "CardsLike":  # the type alias, for modules that import it at run time
        from typing import Iterable, Union

        alias = Union[str, int, Iterable[Union[int, str]]]
        globals()["CardsLike"] = alias
        return alias
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class Card(int):
    """One card; an int 0..51 that prints as text ("As")."""

    __slots__ = ()

    def __new__(cls, card: Union[int, str]) -> "Card":
        if isinstance(card, Card):
            return card
        if isinstance(card, str):
            found = _core.parse_cards(card)
            if len(found) != 1:
                raise ValueError(f"{card!r} is not exactly one card")
            return DECK[found[0]]
        (number,) = _core.cards([card])
        return DECK[number]

    @classmethod
    def _make(cls, number: int) -> "Card":
        return int.__new__(cls, number)

    @property
    def rank(self) -> int:
        """0 = deuce ... 12 = ace."""
        return int(self) >> 2

    @property
    def suit(self) -> int:
        """0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades."""
        return int(self) & 3

    @property
    def rank_char(self) -> str:
        return RANKS[self.rank]

    @property
    def suit_char(self) -> str:
        return SUITS[self.suit]

    @property
    def name(self) -> str:
        """'ace of spades'."""
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return _TEXT[self]

    def __repr__(self) -> str:
        return f"Card('{_TEXT[self]}')"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


_TEXT = [RANKS[c >> 2] + SUITS[c & 3] for c in range(52)]
# the 52 cards by number (2c = 0 ... As = 51), one Card object each
DECK: Tuple[Card, ...] = tuple(Card._make(c) for c in range(52))


# Card text as src/oe_cards.c's oe_parse_cards reads it: a rank (2-9, 10,
# T J Q K A in either case), a suit (c d h s in either case, or a suit
# symbol U+2660..U+2667), with spaces, tabs, newlines and commas between.
_CARD_TEXT = r"[ ,\t\n]*(?:(?:10|[2-9tjqkaTJQKA])[cdhsCDHS\u2660-\u2667][ ,\t\n]*)*"
_card_text_match: "Optional[Callable[[str], object]]" = None


# The same few texts (hands, boards) come back call after call: each is
# classified once (the regular expression costs about as much as parsing).
@lru_cache(maxsize=4096)
def is_card_text(text: str) -> bool:
    """Whether ``text`` is card text by its syntax alone (the cards may
    repeat or be too many for a hand): how the equity engine tells a hand
    from range text and a board from a board range, without trying a parse
    and catching its error (tests/core/test_card_text.py holds it to the parser).

    >>> is_card_text("As Kd"), is_card_text("AA$ds"), is_card_text("*")
    (True, False, False)
    """
    global _card_text_match
    if _card_text_match is None:
        import re  # on first use: `import omaha_eval` stays light
        _card_text_match = re.compile(_CARD_TEXT).fullmatch
    return _card_text_match(text) is not None


def card_mask(cards: Iterable[int]) -> int:
    """The set of card numbers as a 64-bit mask: bit ``card`` set for each."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def parse_cards(cards: CardsLike) -> List[Card]:
    """Cards in any accepted form as a list of Card.

    Accepts text ("AsKd", "As Kd Qh", "10s", "a♠k♦"), a list of ints, card
    strings or Cards, or one card. Duplicates raise ValueError.
    """
    return [DECK[c] for c in _core.cards(cards)]


@lru_cache(maxsize=None)
def _orderings(n: int) -> int:
    return math.factorial(n)


def shuffle_cards(cards: List[Card], rng: random.Random) -> None:
    """Shuffle in place, every order equally likely. Draws one number below
    n! and reads the Fisher-Yates swaps off it as mixed-radix digits: one
    call to the generator instead of n - 1, which is what makes it faster
    than random.shuffle for a deck."""
    n = len(cards)
    total = _orderings(n)
    number = rng.getrandbits(total.bit_length())
    while number >= total:  # rejection keeps every order equally likely
        number = rng.getrandbits(total.bit_length())
    for i in range(n - 1, 0, -1):
        number, j = divmod(number, i + 1)
        cards[i], cards[j] = cards[j], cards[i]


def valid_cards_text(cards: "Iterable[int]") -> str:
    """cards_text for cards already checked (parsed by the core): no checks."""
    return "".join(map(_TEXT.__getitem__, cards))


def cards_text(cards: Iterable[int], sep: str = "") -> str:
    """Cards as text: cards_text([51, 46]) == 'AsKh'. Each card is an int
    0..51 or a Card (duplicates allowed); anything else is a ValueError or
    TypeError naming it."""
    if isinstance(cards, (str, bytes, int)) or not hasattr(cards, "__iter__"):
        raise TypeError(f"cards {cards!r} have type {type(cards).__name__}: expected a list of card numbers")
    names = []
    for card in cards:
        if type(card) is not int and type(card) is not Card:
            card = _core.cards([card])[0]  # other forms: checked (bool refused) and read by the core
        elif not 0 <= card <= 51:
            raise ValueError(f"card {card} is out of range: expected 0..51")
        names.append(_TEXT[card])
    return sep.join(names)


class Deck:
    """A 52-card deck; reproducible with a seed.

    >>> deck = Deck(seed=7, remove="AsKs")   # known cards taken out
    >>> hand = deck.deal(4)
    """

    def __init__(self, seed: Optional[int] = None, remove: CardsLike = ()) -> None:
        import random

        self._rng = random.Random(seed)
        gone = set(parse_cards(remove))
        self._cards: List[Card] = [c for c in DECK if c not in gone]
        self.shuffle()

    def shuffle(self) -> None:
        """Shuffle the cards still in the deck."""
        shuffle_cards(self._cards, self._rng)

    def deal(self, n: int = 1) -> List[Card]:
        """Take n cards from the top."""
        if isinstance(n, bool) or not isinstance(n, int):
            raise TypeError(f"deal count {n!r}: expected an int")
        if not 0 <= n <= len(self._cards):
            raise ValueError(f"cannot deal {n} cards: expected 0..{len(self._cards)} (cards left)")
        dealt = self._cards[-n:] if n else []
        del self._cards[len(self._cards) - n:]
        return dealt[::-1]

    def remove(self, cards: CardsLike) -> None:
        """Take known cards out of the deck; all must still be in it."""
        gone = parse_cards(cards)
        missing = [c for c in gone if c not in self._cards]
        if missing:
            raise ValueError(f"cards not in the deck: {cards_text(missing, ' ')}")
        keep = set(gone)
        self._cards = [c for c in self._cards if c not in keep]

    @property
    def cards(self) -> List[Card]:
        """The cards left, top first."""
        return self._cards[::-1]

    def __len__(self) -> int:
        return len(self._cards)

    def __contains__(self, card: object) -> bool:
        return card in self._cards

    def __repr__(self) -> str:
        return f"Deck({len(self._cards)} cards)"

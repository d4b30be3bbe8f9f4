"""Range: a set of hands of one game, with weights, read from the range
language of docs/ranges.md.

The set is kept as one byte per hand of the game (colex order, see
src/oe_range.h): membership is one lookup, and union, intersection and
difference are elementwise. Hands are listed (``.hands``) only when asked.
"""
from __future__ import annotations

from typing import Any, Iterator, Optional, Tuple, Union as TUnion

import numpy as np

from ..core import _core
from ..core.cards import CardsLike, card_mask, cards_text
from ..core.games import HOLE_CARDS, SHORT_DECK, a_game, canonical_game, hilo_from_game
from .c_parser import game_of, hands_of, parse_dense
from .percent import prepared


def _holdem_dense(text: str) -> Tuple["np.ndarray", bool]:
    """A Hold'em range's dense form and weighted flag (what Short Deck reads
    its text as, before dropping the hands outside its deck)."""
    r = Range(text, "holdem")
    return r._dense, r._weighted


class Range:
    """A set of hands of one game, each with a weight (1 when unweighted).

    >>> import omaha_eval as oe
    >>> r = oe.Range("AA$ds", game="omaha")
    >>> len(r), "AsAhKsKh" in r, "AsAhKsKd" in r
    (864, True, False)
    """

    __slots__ = ("_text", "_game", "_k", "_dense", "_weighted", "_len", "_hands", "_weights", "_orderings")

    @hilo_from_game
    def __init__(self, text: str, game: Optional[str] = None, *, ordering: Any = None,
                 hilo: bool = False) -> None:
        if not isinstance(text, str):
            raise TypeError(f"range text {text!r} has type {type(text).__name__}: expected a str")
        self._game = game_of(text, game)
        if self._game in SHORT_DECK:   # Hold'em text on the 36-card deck: ranges/shortdeck.py
            from .shortdeck import short_deck_dense
            self._k, self._text = 2, text.strip()
            dense, weighted, self._orderings = short_deck_dense(text, self._game, ordering, _holdem_dense)
            self._init(dense, weighted)
            return
        self._k = HOLE_CARDS[self._game]
        self._text = text.strip()
        # read and expanded in C (src/oe_range_*.c); the orderings its percents cut, full ring first
        dense, weighted, self._orderings = parse_dense(text, self._game, ordering=ordering, hilo=hilo)
        self._init(dense, weighted)

    def _init(self, dense: "np.ndarray", weighted: bool) -> None:
        self._dense = dense
        self._weighted = weighted
        self._len: Optional[int] = None
        self._hands: Optional["np.ndarray"] = None
        self._weights: Optional["np.ndarray"] = None

    @classmethod
    def from_dense(cls, text: str, game: str, dense: "np.ndarray", weighted: bool) -> "Range":
        """A range built from its dense form, one uint8 weight per hand of
        the game in the core's range order (0 = not in the range), without
        parsing: ``text`` is only its name. For code that computes a range
        (a breakdown's selection, a set operation); ``dense`` is kept, not
        copied, and must be ``range_size`` long.

        >>> import numpy as np
        >>> len(Range.from_dense("every hand", "holdem", np.ones(1326, np.uint8), False))
        1326
        """
        r = cls.__new__(cls)
        r._text = text
        r._game = game
        r._k = 2 if game in SHORT_DECK else HOLE_CARDS[game]
        r._init(dense, weighted)
        r._orderings = []
        return r

    @classmethod
    def from_hands(cls, hands: "np.ndarray", weights: "np.ndarray", game: str, text: str = "") -> "Range":
        """A range of the given hands (a uint8 array of rows of hole cards)
        with integer weights 0..100 (0 leaves a hand out; all 1 is an
        unweighted range): how other packages (the solver) hand a range
        back. `text` says where it came from.

        >>> import numpy as np
        >>> r = Range.from_hands(np.array([[51, 50], [47, 46]], np.uint8), np.array([100, 50]), "holdem")
        >>> len(r), r.weight("AsAh"), r.weight("KsKh")
        (2, 100, 50)
        """
        game = canonical_game(game)
        k = 2 if game in SHORT_DECK else HOLE_CARDS[game]
        hands = np.ascontiguousarray(hands, dtype=np.uint8).reshape(-1, k)
        if game in SHORT_DECK and hands.size and int(hands.min()) < 16:   # 16 = 6c, the lowest card of the deck
            raise ValueError(f"card {_core.card_name(int(hands.min()))} is not in the Short Deck deck: "
                             "expected sixes to aces")
        w = np.asarray(weights)
        if w.shape != (len(hands),) or (len(w) and (w.min() < 0 or w.max() > 100)):
            raise ValueError(f"weights: expected {len(hands)} integers 0..100, one per hand")
        dense = np.zeros(_core.range_size(k), dtype=np.uint8)
        keep = w > 0
        if keep.any():
            dense[_core.range_indices(np.ascontiguousarray(hands[keep]))] = w[keep].astype(np.uint8)
        return cls.from_dense(text, game, dense, bool(keep.any() and w[keep].max() > 1))

    @classmethod
    def all(cls, game: str) -> "Range":
        """Every hand of the game (the range `*`)."""
        return cls("*", game)

    # -- what it is --------------------------------------------------------
    @property
    def text(self) -> str:
        return self._text

    @property
    def game(self) -> str:
        return self._game

    @property
    def hole_cards(self) -> int:
        return self._k

    @property
    def weighted(self) -> bool:
        """Whether the text gave weights (else every weight is 1)."""
        return self._weighted

    def __len__(self) -> int:
        if self._len is None:
            self._len = int(np.count_nonzero(self._dense))
        return self._len

    def __bool__(self) -> bool:
        return len(self) > 0

    @property
    def share(self) -> float:
        """The share of all the game's hands that are in the range."""
        return len(self) / (630 if self._game in SHORT_DECK else len(self._dense))  # Short Deck: C(36, 2)

    def _list(self) -> Tuple["np.ndarray", "np.ndarray"]:
        if self._hands is None:
            self._hands, self._weights = hands_of(self._k, self._dense)  # read-only, int64 weights
        assert self._weights is not None
        return self._hands, self._weights

    @property
    def hands(self) -> "np.ndarray":
        """The hands, a read-only numpy uint8 array (n, hole cards), highest
        card first in each row (cards numbered as everywhere: rank*4+suit)."""
        return self._list()[0]

    @property
    def weights(self) -> "np.ndarray":
        """Each hand's weight (numpy int64, same order as .hands)."""
        return self._list()[1]

    def __iter__(self) -> Iterator[str]:
        """The hands as text ("AsAhKd2c"), in the order of .hands."""
        hands = self.hands
        names = [_core.card_name(c) for c in range(52)]
        for row in hands.tolist():
            yield "".join(names[c] for c in row)

    def best_first(self, ordering: Any = None) -> "np.ndarray":
        """The hands (as .hands) best first by an ordering: the one the
        range's own percent parts used (the full-ring one when there are
        several), else ``ordering``; ValueError when there is none."""
        chosen = ordering if ordering is not None else (self._orderings[0] if self._orderings else None)
        if chosen is None:
            raise ValueError(f"range {self._text!r} has no percent part: pass ordering= to list it best first")
        _o, indices, _c = prepared(chosen, self._k)
        keep = self._dense[indices] > 0
        rows = np.sort(chosen.hands_in_order()[keep], axis=1)[:, ::-1]  # highest card first, as .hands
        return np.ascontiguousarray(rows)

    def _index(self, hand: CardsLike) -> int:
        index: int = _core.range_index(hand, self._k)
        return index

    def __contains__(self, hand: object) -> bool:
        return bool(self._dense[_core.range_index(hand, self._k)])

    def weight(self, hand: CardsLike) -> int:
        """The hand's weight, 0 if it is not in the range."""
        return int(self._dense[self._index(hand)])

    def holds(self, hands: "np.ndarray") -> "np.ndarray":
        """Which rows of a (hands, hole cards) uint8 array of card numbers
        the range holds, as a bool array: ``in`` over many hands at once.

        >>> import numpy as np
        >>> Range("AA", "holdem").holds(np.array([[51, 50], [51, 47]], dtype=np.uint8)).tolist()
        [True, False]
        """
        rows = np.asarray(hands)
        if rows.dtype == bool or rows.dtype.kind not in "iu":
            raise TypeError(f"hands of dtype {rows.dtype}: expected an integer array of card numbers 0..51")
        if rows.ndim != 2 or rows.shape[1] != self.hole_cards:
            raise ValueError(f"hands of shape {rows.shape}: expected (hands, {self.hole_cards}) for {self._game}")
        if rows.dtype != np.uint8:  # range-checked before narrowing (300 must not become 44)
            if rows.size and (rows.min() < 0 or rows.max() > 51):
                raise ValueError(f"hands hold a card outside 0..51 ({int(rows.min())}..{int(rows.max())})")
            rows = rows.astype(np.uint8)
        held: "np.ndarray" = self._dense[_core.range_indices(np.ascontiguousarray(rows))] > 0
        return held

    # -- new ranges from this one ------------------------------------------
    def without(self, cards: CardsLike, *, who: Optional[str] = None) -> "Range":
        """The hands that hold none of the cards (known cards: a board, other
        players' hands, dead cards). With who= (e.g. "player 2"), a range left
        empty is an error that names who it belongs to."""
        found = _core.cards(cards)
        mask = card_mask(found)
        dense = self._dense.copy()
        _core.range_without(self._k, mask, dense)
        text = self._text if not found else f"({self._text})" + "".join(f"!{_core.card_name(c)}" for c in found)
        out = Range.from_dense(text, self._game, dense, self._weighted)
        out._orderings = self._orderings
        if who is not None and not out:
            raise ValueError(f"the range of {who}, {self._text!r}, is empty once the known cards "
                             f"{cards_text(found)} are removed")
        return out

    def _other(self, other: object, op: str) -> "Range":
        if isinstance(other, str):
            other = Range(other, self._game)
        if not isinstance(other, Range):
            raise TypeError(f"cannot combine a Range with {type(other).__name__}: expected a Range or range text")
        if other._game != self._game and other._k != self._k:
            raise ValueError(f"cannot combine {a_game(self._game)} range with {a_game(other._game)} range")
        return other

    def _texts(self, other: "Range") -> Tuple[str, str]:
        a, b = f"({self._text})", f"({other._text})"
        if self._weighted and not other._weighted:
            b += "@1"
        if other._weighted and not self._weighted:
            a += "@1"
        return a, b

    def __or__(self, other: TUnion["Range", str]) -> "Range":
        o = self._other(other, "|")
        a, b = self._texts(o)
        return Range.from_dense(f"{a},{b}", self._game, np.maximum(self._dense, o._dense),
                           self._weighted or o._weighted)

    def __and__(self, other: TUnion["Range", str]) -> "Range":
        """The hands in both, with this range's weights."""
        o = self._other(other, "&")
        dense = self._dense.copy()
        dense[o._dense == 0] = 0
        return Range.from_dense(f"({self._text}):({o._text})", self._game, dense, self._weighted)

    def __sub__(self, other: TUnion["Range", str]) -> "Range":
        o = self._other(other, "-")
        dense = self._dense.copy()
        dense[o._dense > 0] = 0
        return Range.from_dense(f"({self._text})!({o._text})", self._game, dense, self._weighted)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Range):
            return NotImplemented
        return self._k == other._k and bool(np.array_equal(self._dense, other._dense))

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        n = len(self)
        return f"Range({self._text!r}, game={self._game!r})  # {n:,} hand{'s' if n != 1 else ''}"


@hilo_from_game
def parse_player(text: str, game: Optional[str], hilo: bool = False) -> Range:
    """A player's range from text (for oe.equity): raises ValueError when the
    text is not a range of the game. A Hi-Lo job (hilo=True) cuts percent
    ranges by the game's Hi-Lo ordering."""
    return Range(text, game, hilo=hilo and game != "holdem")



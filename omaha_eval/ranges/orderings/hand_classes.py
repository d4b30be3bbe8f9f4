"""Suit-isomorphism classes of starting hands.

Two hands are in one class when a relabelling of the suits turns one into
the other; they then have the same equity against random hands. A hand is
described, up to suits, by the multiset of its four per-suit rank masks
(13 bits each: which ranks it holds in that suit). Sorting the four masks
gives a canonical key (packed into 52 bits), so a hand's class is found by
sorting four numbers and a binary search: vectorised with numpy, no loop
over the 24 suit permutations.

Classes are numbered in increasing key order. A class's size (how many
hands it holds) is 24 divided by the number of suit permutations that fix
its masks.
"""
from __future__ import annotations

import functools
import itertools
from typing import Any, Dict, List, Optional, Sequence, Union

import numpy as np

from ...core.cards import parse_cards
from ...core.games import HOLE_CARDS, canonical_game

RANKS = "23456789TJQKA"
SUITS = "cdhs"
_CARD_NAMES = np.array([(RANKS[c >> 2] + SUITS[c & 3]).encode() for c in range(52)], dtype="S2")
_BLOCK = 1 << 20  # rows per step in lookups: bounds the memory of big inputs

# popcount of every 13-bit mask
_POPCOUNT = np.array([bin(m).count("1") for m in range(1 << 13)], dtype=np.int8)
_PERMS = np.array(list(itertools.permutations(range(4))), dtype=np.intp)


def _partitions(total: int, parts: int, largest: int) -> List[List[int]]:
    """Non-increasing lists of `parts` integers >= 0 summing to total."""
    if parts == 0:
        return [[]] if total == 0 else []
    out = []
    for first in range(min(total, largest), -1, -1):
        for rest in _partitions(total - first, parts - 1, first):
            out.append([first] + rest)
    return out


def _multisets(values: np.ndarray, r: int) -> np.ndarray:
    """Every multiset of r items of values, as rows (combinations with replacement)."""
    idx = np.array(list(itertools.combinations_with_replacement(range(len(values)), r)),
                   dtype=np.intp).reshape(-1, r)
    return values[idx]


def _product_rows(blocks: Sequence[np.ndarray]) -> np.ndarray:
    """Cartesian product of row blocks, concatenated column-wise."""
    out = np.zeros((1, 0), dtype=np.uint16)
    for b in blocks:
        out = np.concatenate([np.repeat(out, len(b), axis=0), np.tile(b, (len(out), 1))], axis=1)
    return out


def _pack(masks: np.ndarray) -> np.ndarray:
    """Sorted (descending) rows of four masks -> uint64 keys."""
    m = masks.astype(np.uint64)
    keys: np.ndarray = (m[:, 0] << np.uint64(39)) | (m[:, 1] << np.uint64(26)) | (m[:, 2] << np.uint64(13)) | m[:, 3]
    return keys


def _unpack(keys: np.ndarray) -> np.ndarray:
    k = keys.astype(np.uint64)
    cols = [(k >> np.uint64(s)) & np.uint64(0x1FFF) for s in (39, 26, 13, 0)]
    return np.stack(cols, axis=1).astype(np.uint16)


def _enumerate_keys(k: int) -> np.ndarray:
    """Every class key for k hole cards, built directly (not from hands):
    for each split of k cards over four suits, every multiset of masks."""
    masks_by_count = [np.nonzero(_POPCOUNT == c)[0].astype(np.uint16) for c in range(14)]
    keys = []
    for split in _partitions(k, 4, k):
        blocks = [_multisets(masks_by_count[c], len(list(run)))
                  for c, run in itertools.groupby(split)]
        rows = _product_rows(blocks)
        keys.append(_pack(-np.sort(-rows.astype(np.int32), axis=1)))
    return np.unique(np.concatenate(keys))


def _suit_masks(hands: np.ndarray) -> np.ndarray:
    """(n, k) card numbers -> (n, 4) rank masks, one per suit."""
    ranks = np.left_shift(np.uint16(1), (hands >> 2).astype(np.uint16))
    suits = hands & 3
    out = np.zeros((len(hands), 4), dtype=np.uint16)
    for s in range(4):
        out[:, s] = np.bitwise_or.reduce(np.where(suits == s, ranks, np.uint16(0)), axis=1)
    return out


def _as_hand_array(hands: Any, k: int) -> np.ndarray:
    arr = np.asarray(hands)
    if arr.ndim == 1:
        arr = arr.reshape(1, -1)
    if arr.ndim != 2 or arr.shape[1] != k:
        raise ValueError(f"hands of shape {np.shape(hands)}: expected (n, {k}) card numbers")
    if not np.issubdtype(arr.dtype, np.integer):
        raise TypeError(f"hands of dtype {arr.dtype}: expected integer card numbers 0..51")
    if arr.size and (arr.min() < 0 or arr.max() > 51):
        raise ValueError(f"card number {int(arr.max() if arr.max() > 51 else arr.min())}: expected 0..51")
    return arr.astype(np.uint8)


class HandClasses:
    """The suit-isomorphism classes of one hole-card count.

    ``keys`` (sorted uint64), ``sizes`` (int64, hands per class) and
    ``count`` describe them; ``lookup`` maps hands to class numbers,
    ``text``/``texts`` give each class's canonical text (Hold'em: ``AA``,
    ``AKs``, ``AKo``; Omaha: a representative hand, suits assigned s, h, d, c
    in order, e.g. ``AsAhKsKh``), and ``index`` finds a class from a text
    or a hand.
    """

    def __init__(self, hole_cards: int) -> None:
        self.hole_cards = hole_cards
        self.keys = _enumerate_keys(hole_cards)
        masks = _unpack(self.keys)
        fixed = np.zeros(len(masks), dtype=np.int64)
        for perm in _PERMS:  # suit permutations that leave the masks unchanged
            fixed += np.all(masks[:, perm] == masks, axis=1)
        self.sizes = 24 // fixed
        self._texts: Optional[List[str]] = None
        self._text_index: Optional[Dict[str, int]] = None

    @property
    def count(self) -> int:
        return len(self.keys)

    def __len__(self) -> int:
        return len(self.keys)

    def __repr__(self) -> str:
        return f"HandClasses({self.hole_cards} cards: {self.count:,} classes, {int(self.sizes.sum()):,} hands)"

    def lookup(self, hands: Any) -> np.ndarray:
        """Class number of each hand: (n, k) card numbers -> int64 (n,).
        Raises ValueError for a card outside 0..51 or a repeated card."""
        arr = _as_hand_array(hands, self.hole_cards)
        out = np.empty(len(arr), dtype=np.int64)
        for start in range(0, len(arr), _BLOCK):
            block = arr[start:start + _BLOCK]
            masks = _suit_masks(block)
            held = _POPCOUNT[masks].sum(axis=1)
            if np.any(held != self.hole_cards):
                bad = int(np.nonzero(held != self.hole_cards)[0][0])
                raise ValueError(f"hand {_text_of(block[bad])!r} (row {start + bad}) repeats a card")
            keys = _pack(-np.sort(-masks.astype(np.int32), axis=1))
            out[start:start + len(block)] = np.searchsorted(self.keys, keys)
        return out

    def representatives(self, classes: Optional[Any] = None) -> np.ndarray:
        """One hand per class (the canonical one), (n, k) uint8, cards in
        descending order; all classes unless `classes` picks some."""
        keys = self.keys if classes is None else self.keys[np.asarray(classes, dtype=np.intp)]
        masks = _unpack(keys).astype(np.int64)  # column j -> suit 3 - j (s, h, d, c)
        present = np.zeros((len(keys), 52), dtype=bool)
        for col in range(4):
            suit = 3 - col
            for r in range(13):
                present[:, r * 4 + suit] = (masks[:, col] >> r) & 1
        desc = present[:, ::-1]
        pos = np.argsort(~desc, axis=1, kind="stable")[:, :self.hole_cards]
        return (51 - pos).astype(np.uint8)

    @property
    def texts(self) -> List[str]:
        """Every class's canonical text, in class order."""
        if self._texts is None:
            reps = self.representatives()
            if self.hole_cards == 2:
                self._texts = [_holdem_text(row) for row in reps]
            else:
                joined = _CARD_NAMES[reps].view(f"S{2 * self.hole_cards}").ravel()
                self._texts = [t.decode() for t in joined]
        return self._texts

    def text(self, cls: int) -> str:
        """The canonical text of class number `cls`."""
        return self.texts[self.check_class(cls)]

    def check_class(self, cls: Any) -> int:
        """``cls`` as a class number, checked: an int 0..count-1 (TypeError
        or ValueError naming it otherwise).

        >>> classes("holdem").check_class(168)
        168
        """
        if isinstance(cls, bool) or not isinstance(cls, (int, np.integer)):
            raise TypeError(f"class {cls!r}: expected a class number 0..{self.count - 1}")
        if not 0 <= cls < self.count:
            raise ValueError(f"class {cls}: expected 0..{self.count - 1}")
        return int(cls)

    def index(self, hand: Union[str, Sequence[Any]]) -> int:
        """The class number of one hand (text, or card numbers/names) or of
        a class's canonical text (Hold'em also ``AKs``/``AKo``/``AA``)."""
        if isinstance(hand, str) and self.hole_cards == 2:
            short = _holdem_short(hand)
            if short is not None:
                return short if isinstance(short, int) else self.index(short)
        cards = parse_cards(hand)
        if len(cards) != self.hole_cards:
            raise ValueError(f"hand {hand!r} has {len(cards)} cards: expected {self.hole_cards}")
        return int(self.lookup(np.array([cards], dtype=np.uint8))[0])

    def hands(self) -> np.ndarray:
        """Every hand of C(52, k), (n, k) uint8, in lexicographic order."""
        return all_hands(self.hole_cards)


def _text_of(cards: Sequence[int]) -> str:
    return "".join(_CARD_NAMES[int(c)].decode() if 0 <= int(c) < 52 else "?" for c in cards)


def _holdem_text(rep: np.ndarray) -> str:
    hi, lo = int(rep[0]), int(rep[1])
    r1, r2 = RANKS[hi >> 2], RANKS[lo >> 2]
    if r1 == r2:
        return r1 + r2
    return r1 + r2 + ("s" if (hi & 3) == (lo & 3) else "o")


def _holdem_short(text: str) -> Optional[str]:
    """``AKs`` -> ``AsKs``, ``AKo`` -> ``AsKh``, ``AA`` -> ``AsAh``; None if
    the text is not that shorthand."""
    t = text.strip()
    if len(t) == 2 and t[0].upper() in RANKS and t[1].upper() == t[0].upper():
        return f"{t[0].upper()}s{t[0].upper()}h"
    if len(t) == 3 and t[0].upper() in RANKS and t[1].upper() in RANKS and t[2].lower() in "so" \
            and t[0].upper() != t[1].upper():
        a, b = t[0].upper(), t[1].upper()
        return f"{a}s{b}s" if t[2].lower() == "s" else f"{a}s{b}h"
    return None


def all_hands(k: int) -> np.ndarray:
    """Every k-card hand from 52 cards, (C(52, k), k) uint8, lexicographic."""
    rows = np.arange(52, dtype=np.uint8).reshape(-1, 1)
    for _ in range(k - 1):
        last = rows[:, -1].astype(np.int64)
        counts = 51 - last
        rep = np.repeat(rows, counts, axis=0)
        starts = np.repeat(np.cumsum(counts) - counts, counts)
        offset = np.arange(int(counts.sum())) - starts
        nxt = (np.repeat(last, counts) + 1 + offset).astype(np.uint8)
        rows = np.concatenate([rep, nxt[:, None]], axis=1)
    return rows


@functools.lru_cache(maxsize=None)
def _classes_for(hole_cards: int) -> HandClasses:
    return HandClasses(hole_cards)


def classes(game: str) -> HandClasses:
    """The starting-hand classes of a game ("holdem" 169, "omaha" 16,432,
    "omaha5" and "courchevel" 134,459, "omaha6"). Built once, then cached."""
    return _classes_for(HOLE_CARDS[canonical_game(game)])

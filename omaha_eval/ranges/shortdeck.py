"""Short Deck (6+) Hold'em ranges: the Hold'em range language read on the
36-card deck (docs/shortdeck.md "Ranges").

A layer over the Hold'em parser, whichever parser that is: the text is
checked for ranks outside the deck (2, 3, 4, 5 are refused by name, with
their column), its percent parts (``N%``, ``N%-M%``, ``N%6h``) are written
out as the Short Deck classes they take by the Short Deck ordering, the
result is read as Hold'em, and the hands holding a card below the six
(from ``*``, ``xx`` or a macro) are dropped. Percents are of Short Deck's
630 hands.
"""
from __future__ import annotations

import os
import re
from typing import Any, Callable, List, Optional, Tuple

import numpy as np

from ..core import _core
from .errors import RangeSyntaxError

DECK_MIN_CARD = 16                  # cards are rank*4 + suit, rank 0 the deuce: 16 is the first six
RANKS = "AKQJT9876"                 # best first
HANDS = 630                         # C(36, 2)
DATA_DIR = os.path.join(os.path.dirname(__file__), "orderings", "data")
# what may hold digits that are not ranks: a weight, a macro name, a percent
_NOT_RANKS = re.compile(r"@\s*-?\d+|\$[0-9A-Za-z]*|\d+(?:\.\d*)?\s*%(?:\s*-\s*\d+(?:\.\d*)?\s*%)?(?:6h)?",
                        re.IGNORECASE)
_PERCENT = re.compile(r"(\d+(?:\.\d*)?)\s*%(?:\s*-\s*(\d+(?:\.\d*)?)\s*%)?(6h)?", re.IGNORECASE)


def class_texts() -> List[str]:
    """Short Deck's 81 starting-hand classes in a fixed order: pairs, then
    suited, then offsuit, each highest rank first (AA, KK, ..., AKs, ...)."""
    pairs = [r + r for r in RANKS]
    twos = [(a, b) for i, a in enumerate(RANKS) for b in RANKS[i + 1:]]
    return pairs + [a + b + "s" for a, b in twos] + [a + b + "o" for a, b in twos]


def class_hands(text: str) -> "np.ndarray":
    """A class's hands as uint8 rows (higher card first), e.g. 'AKs' -> 4 rows."""
    hi, lo = ("23456789TJQKA".index(text[0]), "23456789TJQKA".index(text[1]))
    rows = [(hi * 4 + s1, lo * 4 + s2) for s1 in range(4) for s2 in range(4)
            if (hi != lo or s1 > s2) and (len(text) == 2 or (s1 == s2) == (text[2] == "s"))]
    return np.array(rows, dtype=np.uint8).reshape(-1, 2)


class ShortDeckOrdering:
    """Short Deck's classes best first (what ``N%`` cuts), as shipped in
    ``ranges/orderings/data/<game>-vs1.txt``: each class's all-in equity
    against one random hand by seeded Monte Carlo through the package's own
    Short Deck equity (``python -m omaha_eval.tables.shortdeck_ordering``)."""

    def __init__(self, name: str, game: str, texts: List[str], equity: List[float], std_error: List[float],
                 trials: int, seed: int) -> None:
        if sorted(texts) != sorted(class_texts()):
            raise ValueError(f"ordering {name!r}: expected each of Short Deck's 81 classes once")
        self.name, self.game, self.trials, self.seed = name, game, trials, seed
        self._texts = list(texts)
        self.equity = np.array(equity, dtype=np.float64)
        self.std_error = np.array(std_error, dtype=np.float64)
        self.class_sizes = np.array([len(class_hands(t)) for t in texts], dtype=np.int64)

    def __len__(self) -> int:
        return len(self._texts)

    def __repr__(self) -> str:
        return f"<ShortDeckOrdering {self.name}: 81 classes, {self.trials:,} trials per class, seed {self.seed}>"

    def texts(self) -> List[str]:
        """The classes' texts, best first."""
        return list(self._texts)

    def hands_in_order(self) -> "np.ndarray":
        """The 630 hands, (630, 2) uint8, best class first."""
        return np.concatenate([class_hands(t) for t in self._texts])

    def top(self, percent: float) -> List[str]:
        """The classes of the top ``percent``% of the 630 hands: taken in
        order while their hands stay within it (as Hold'em's percents)."""
        cumulative = np.cumsum(self.class_sizes)
        taken = int(np.searchsorted(cumulative, percent / 100.0 * HANDS + 1e-9, side="right"))
        return self._texts[:taken]

    @classmethod
    def read(cls, path: str) -> "ShortDeckOrdering":
        """Read a shipped ordering file (``# key: value`` lines, then
        ``class equity std_error`` best first)."""
        meta, texts, eq, se = {}, [], [], []
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.startswith("#"):
                    key, _, value = line[1:].partition(":")
                    meta[key.strip()] = value.strip()
                elif line.strip():
                    t, e, s = line.split()
                    texts.append(t)
                    eq.append(float(e))
                    se.append(float(s))
        return cls(os.path.basename(path)[:-4], meta.get("game", ""), texts, eq, se, int(meta.get("trials", 0)),
                   int(meta.get("seed", 0)))


_LOADED: "dict[str, ShortDeckOrdering]" = {}


def shipped_ordering(game: str) -> ShortDeckOrdering:
    """The shipped ordering of a Short Deck game ("shortdeck" or
    "shortdeck_straights"), read once."""
    if game not in _LOADED:
        path = os.path.join(DATA_DIR, f"{game}-vs1.txt")
        try:
            _LOADED[game] = ShortDeckOrdering.read(path)
        except OSError as err:
            raise ValueError(f"no hand ordering for {game}: {err}") from None
    return _LOADED[game]


def check_ranks(text: str) -> None:
    """RangeSyntaxError naming the first rank or card below the six."""
    i = 0
    while i < len(text):
        skip = _NOT_RANKS.match(text, i)
        if skip:
            i = skip.end()
            continue
        if text[i] in "2345":
            suit = text[i + 1:i + 2].lower()
            shorthand = suit in ("s", "o") and i > 0 and text[i - 1].upper() in RANKS + "2345"   # A5s: a rank
            what = f"card {text[i]}{suit}" if suit and suit in "shdc" and not shorthand else f"rank {text[i]}"
            raise RangeSyntaxError(f"{what} is not in the Short Deck deck: expected ranks A K Q J T 9 8 7 6",
                                   text, i + 1)
        i += 1


def _percent_parts(text: str, ordering: ShortDeckOrdering) -> Tuple[str, List[Tuple[int, int, int, int]]]:
    """The text with each percent part written out as its classes, and the
    spans replaced: (start and length in the new text, in the old)."""
    out: List[str] = []
    spans: List[Tuple[int, int, int, int]] = []
    at, new_len = 0, 0
    for m in _PERCENT.finditer(text):
        low, high = (0.0, float(m.group(1))) if m.group(2) is None else (float(m.group(1)), float(m.group(2)))
        if high > 100 or low > high:
            raise RangeSyntaxError(f"percent range {m.group(0)!r}: expected 0 <= N <= M <= 100", text, m.start() + 1)
        above = set(ordering.top(low))
        chosen = [t for t in ordering.top(high) if t not in above]
        written = f"({','.join(chosen)})" if chosen else "(AA!AA)"      # an empty part stays a part
        out.append(text[at:m.start()])
        new_len += m.start() - at
        spans.append((new_len, len(written), m.start(), m.end() - m.start()))
        out.append(written)
        new_len += len(written)
        at = m.end()
    out.append(text[at:])
    return "".join(out), spans


_DECK_MASK: "Optional[np.ndarray]" = None


def outside_deck() -> "np.ndarray":
    """A bool per Hold'em hand (the core's range order): holds a card below
    the six."""
    global _DECK_MASK
    if _DECK_MASK is None:
        low = np.array([(a, b) for a in range(52) for b in range(a) if b < DECK_MIN_CARD], dtype=np.uint8)
        mask = np.zeros(_core.range_size(2), dtype=bool)
        mask[_core.range_indices(np.ascontiguousarray(low))] = True
        _DECK_MASK = mask
    return _DECK_MASK


def short_deck_dense(text: str, game: str, ordering: Any,
                     holdem: Callable[[str], Tuple["np.ndarray", bool]]) -> Tuple["np.ndarray", bool, List[Any]]:
    """(dense, weighted, the orderings used) of a Short Deck range text:
    one weight per Hold'em hand in the core's range order, 0 for every hand
    outside the 36-card deck. ``holdem`` reads Hold'em range text (Range's
    parser, whichever it is) into (dense, weighted)."""
    if ordering is not None and not isinstance(ordering, ShortDeckOrdering):
        raise TypeError(f"ordering={ordering!r}: a Short Deck range takes a ShortDeckOrdering "
                        "(omaha_eval.ranges.shortdeck), or None for the shipped one")
    check_ranks(text)
    used: List[Any] = []
    rewritten = text
    spans: List[Tuple[int, int, int, int]] = []
    if _PERCENT.search(text):
        chosen = ordering if ordering is not None else shipped_ordering(game)
        rewritten, spans = _percent_parts(text, chosen)
        used.append(chosen)
    try:
        found, weighted = holdem(rewritten)
    except RangeSyntaxError as err:
        if not spans:
            raise
        raise RangeSyntaxError(err.message, text, _column_back(err.column, spans), err.hint) from None
    dense = np.array(found, dtype=np.uint8)
    dense[outside_deck()] = 0
    return dense, weighted, used


def _column_back(column: int, spans: List[Tuple[int, int, int, int]]) -> int:
    """A 1-based column of the rewritten text, in the user's text: inside a
    written-out percent, that percent's start; after one, shifted back."""
    at = column - 1
    old = at
    for new_start, new_len, old_start, old_len in spans:
        if at < new_start:
            break
        if at < new_start + new_len:
            return old_start + 1
        old = at - (new_start + new_len) + old_start + old_len
    return old + 1

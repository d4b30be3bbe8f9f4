"""HandIndexer: one dense number per suit-isomorphism class of deals, per
round, for Hold'em, Omaha 4/5/6 and Courchevel; the C core does the work
(src/oe_index.h, after Waugh's "A Fast and Optimal Hand Isomorphism
Algorithm", 2013)."""
from __future__ import annotations

import os
import threading
from functools import lru_cache
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple, Union

import numpy as np

from ..core import _core
from ..core.pool import shared_pool
from ..core.cards import Card, CardsLike, parse_cards
from ..core.games import HOLE_CARDS, a_game, canonical_game, game_for_hole_count

ROUNDS = ("preflop", "flop", "turn", "river")
ORDERINGS = ("street", "board")
#: the C core's game numbers: hole cards, and 7 for Courchevel
_GAME_CODES = {"holdem": 2, "omaha": 4, "omaha5": 5, "omaha6": 6, "courchevel": 7}
#: fewer rows than this per thread cost more in handing out than they save
MIN_ROWS_PER_THREAD = 16384
#: rows per C call: between calls Ctrl-C is seen (the main thread) and a
#: stop is checked (the others), so a long array stops within ~50 ms
STEP_ROWS = 1 << 20

RoundLike = Union[int, str]


def _thread_count(threads: Any, n: int) -> int:
    """Threads for n rows: `threads` (None: all cores), at most one per
    MIN_ROWS_PER_THREAD rows, at least one."""
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise ValueError(f"threads={threads!r}: expected a positive int or None (all cores)")
    wanted = threads if threads is not None else (os.cpu_count() or 1)
    return max(1, min(wanted, n // MIN_ROWS_PER_THREAD))


def _split_rows(kernel: Callable[[int, int], None], n: int, threads: Any) -> None:
    """kernel(lo, hi) over contiguous parts of rows 0..n, on `threads`
    threads (the C loops release the GIL). Every part runs to its end; the
    error of the first part that failed is raised, so a bad row reported is
    the first bad row of the whole array, as on one thread."""
    workers = _thread_count(threads, n)
    edges = [n * i // workers for i in range(workers + 1)]
    parts = list(zip(edges, edges[1:]))
    stop = threading.Event()

    def steps(lo: int, hi: int) -> None:
        for a in range(lo, hi, STEP_ROWS):
            if stop.is_set():
                return
            kernel(a, min(a + STEP_ROWS, hi))

    if workers == 1:
        steps(0, n)
        return
    # the calling thread takes the first part itself, the shared pool the rest
    jobs = [shared_pool().submit(steps, lo, hi) for lo, hi in parts[1:]]
    first: Optional[BaseException] = None
    try:
        steps(*parts[0])
    except BaseException as err:  # noqa: B902 - re-raised below once the others are done
        first = err
        stop.set()  # Ctrl-C or an error: the other parts stop at their next step
    try:
        for job in jobs:  # in row order: the earliest part's error wins
            failed = job.exception()
            if first is None and failed is not None:
                first = failed
    except BaseException:  # Ctrl-C while waiting: the others stop at their next step
        stop.set()
        raise
    if first is not None:
        raise first


def _round_number(round: Any) -> int:
    if isinstance(round, str):
        key = round.strip().lower()
        if key in ROUNDS:
            return ROUNDS.index(key)
        raise ValueError(f"round {round!r}: expected one of {', '.join(ROUNDS)} or 0..3")
    if isinstance(round, bool) or not isinstance(round, (int, np.integer)):
        raise TypeError(f"round {round!r} has type {type(round).__name__}: expected a name or 0..3")
    if not 0 <= round <= 3:
        raise ValueError(f"round {round}: expected 0..3 (preflop, flop, turn, river)")
    return int(round)


class HandIndexer:
    """The canonical indexer of one game and board ordering.

    ``ordering="street"`` keeps the flop's cards, the turn and the river
    apart (a game tree's view); ``"board"`` takes the board as one set.
    Courchevel deals its first board card with the hole cards: its preflop
    deal is six cards (five hole cards and that board card).

    A deal is its hole cards, then its board cards as dealt; ``index``
    returns the class number, 0 .. ``count(round) - 1``, the same for every
    relabelling of the suits; ``unindex`` gives back the class's canonical
    deal. ``index_array``/``unindex_array`` do millions of deals in C.
    """

    def __init__(self, game: Optional[str] = None, ordering: str = "street") -> None:
        self.game = canonical_game(game) if game is not None else "omaha"  # no cards to imply it: Omaha
        if ordering not in ORDERINGS:
            raise ValueError(f"ordering {ordering!r}: expected 'street' or 'board'")
        self.ordering = ordering
        code = _GAME_CODES[self.game]
        self.hole_cards = HOLE_CARDS[self.game]
        self._rounds = tuple(_core.IndexRound(_core.index_groups(code, ordering == "street", r))
                             for r in range(4))

    def __repr__(self) -> str:
        return f"HandIndexer({self.game!r}, ordering={self.ordering!r})"

    def groups(self, round: RoundLike) -> Tuple[int, ...]:
        """The sizes of the card groups of a round, in deal order: e.g.
        (4, 3, 1, 1) for Omaha's river by street, (4, 5) by board."""
        return tuple(self._rounds[_round_number(round)].groups)

    def cards(self, round: RoundLike) -> int:
        """The number of cards in a deal of the round."""
        return int(self._rounds[_round_number(round)].ncards)

    def count(self, round: RoundLike) -> int:
        """The number of classes of the round (its indices are 0..count-1)."""
        return int(self._rounds[_round_number(round)].count)

    def deals(self, round: RoundLike) -> int:
        """The number of deals of the round (the class sizes add up to it)."""
        return int(self._rounds[_round_number(round)].deals)

    def counts(self) -> Dict[str, int]:
        """Classes per round, by round name."""
        return {name: self.count(r) for r, name in enumerate(ROUNDS)}

    def round_of(self, ncards: int) -> int:
        """The round whose deals have ncards cards."""
        for r in range(4):
            if self._rounds[r].ncards == ncards:
                return r
        sizes = ", ".join(str(self._rounds[r].ncards) for r in range(4))
        raise ValueError(f"{ncards} cards: {a_game(self.game)} deal has {sizes} cards (preflop .. river)")

    def _deal(self, cards: CardsLike, board: Optional[CardsLike]) -> List[Card]:
        deal = parse_cards(cards)
        if board is not None:
            if len(deal) != self.hole_cards:
                raise ValueError(f"hole cards {cards!r}: expected {self.hole_cards} for {self.game}")
            deal += parse_cards(board)
            if len(set(deal)) != len(deal):
                raise ValueError(f"cards {cards!r} and board {board!r} share a card")
        return deal

    def index_and_size(self, cards: CardsLike, board: Optional[CardsLike] = None) -> Tuple[int, int, int]:
        """(round, index, class size) of one deal: `cards` all its cards,
        or its hole cards with `board` given apart."""
        deal = self._deal(cards, board)
        r = self.round_of(len(deal))
        out = np.empty(1, dtype=np.uint64)
        sizes = np.empty(1, dtype=np.uint8)
        self._rounds[r].index_rows(np.array([deal], dtype=np.uint8), out, sizes)
        return r, int(out[0]), int(sizes[0])

    def index(self, cards: CardsLike, board: Optional[CardsLike] = None) -> int:
        """The index of one deal (its round is implied by its card count)."""
        return self.index_and_size(cards, board)[1]

    def unindex(self, round: RoundLike, index: int) -> List[Card]:
        """The canonical deal of an index: hole cards then the board, each
        group in increasing card order, suits taken as spades, hearts,
        diamonds, clubs."""
        r = _round_number(round)
        cards, _ = self.unindex_array(r, np.array([self._check_index(r, index)], dtype=np.uint64))
        return [Card(int(c)) for c in cards[0]]

    def class_size(self, round: RoundLike, index: int) -> int:
        """How many deals the class of `index` stands for (1 .. 24)."""
        r = _round_number(round)
        _, sizes = self.unindex_array(r, np.array([self._check_index(r, index)], dtype=np.uint64))
        return int(sizes[0])

    def _check_index(self, r: int, index: Any) -> int:
        if isinstance(index, bool) or not isinstance(index, (int, np.integer)):
            raise TypeError(f"index {index!r} has type {type(index).__name__}: expected an integer")
        if not 0 <= index < self.count(r):
            raise ValueError(f"index {index}: expected 0..{self.count(r) - 1} for the {ROUNDS[r]}")
        return int(index)

    def index_array(self, deals: Any, threads: Optional[int] = None) -> Tuple[np.ndarray, np.ndarray]:
        """Indices (uint64) and class sizes (uint8) of many deals: an (n, k)
        array of card numbers, k the cards of one round. ValueError names
        the first bad row (a card outside 0..51 or repeated). ``threads``
        splits the rows over threads (None: all cores); the answer is the
        same for any number."""
        arr = np.asarray(deals)
        if arr.ndim != 2:
            raise ValueError(f"deals of shape {arr.shape}: expected (n, cards) card numbers")
        if arr.dtype == bool or not np.issubdtype(arr.dtype, np.integer):
            raise TypeError(f"deals of dtype {arr.dtype}: expected integer card numbers 0..51")
        r = self.round_of(arr.shape[1])
        if arr.size and arr.dtype != np.uint8 and (arr.min() < 0 or arr.max() > 51):  # before narrowing
            bad = int(np.nonzero((arr < 0).any(axis=1) | (arr > 51).any(axis=1))[0][0])
            raise ValueError(f"deal {arr[bad].tolist()} (row {bad}) has a card outside 0..51")
        cards = np.ascontiguousarray(arr, dtype=np.uint8)  # uint8 rows: C checks them as it goes
        out = np.empty(len(cards), dtype=np.uint64)
        sizes = np.empty(len(cards), dtype=np.uint8)
        rows = self._rounds[r]

        def part(lo: int, hi: int) -> None:
            rows.index_rows(cards[lo:hi], out[lo:hi], sizes[lo:hi], lo)

        _split_rows(part, len(cards), threads)
        return out, sizes

    def unindex_array(self, round: RoundLike, indices: Any,
                      threads: Optional[int] = None) -> Tuple[np.ndarray, np.ndarray]:
        """Canonical deals ((n, k) uint8) and class sizes (uint8) of many
        indices of one round; ``threads`` as for index_array."""
        r = _round_number(round)
        arr = np.asarray(indices)
        if arr.ndim != 1 or not (np.issubdtype(arr.dtype, np.integer) or arr.size == 0):
            raise ValueError(f"indices of shape {arr.shape} and dtype {arr.dtype}: expected a 1-d integer array")
        if arr.size and (arr.min() < 0 or int(arr.max()) >= self.count(r)):
            bad = int(arr.max()) if int(arr.max()) >= self.count(r) else int(arr.min())
            raise ValueError(f"index {bad}: expected 0..{self.count(r) - 1} for the {ROUNDS[r]}")
        idx = np.ascontiguousarray(arr, dtype=np.uint64)
        cards = np.empty((len(idx), self.cards(r)), dtype=np.uint8)
        sizes = np.empty(len(idx), dtype=np.uint8)
        rows = self._rounds[r]

        def part(lo: int, hi: int) -> None:
            rows.unindex_rows(idx[lo:hi], cards[lo:hi], sizes[lo:hi], lo)

        _split_rows(part, len(idx), threads)
        return cards, sizes


def indexer(game: Optional[str] = None, ordering: str = "street") -> HandIndexer:
    """The shared HandIndexer of a game (None: Omaha; any name, PLO or PO
    too) and ordering (built once: its tables take a few milliseconds)."""
    return _shared(canonical_game(game) if game is not None else "omaha", ordering)


@lru_cache(maxsize=None)
def _shared(game: str, ordering: str) -> HandIndexer:
    return HandIndexer(game, ordering)


def index(hole: CardsLike, board: CardsLike = "", game: Optional[str] = None,
          ordering: str = "street") -> int:
    """The canonical index of hole cards and a board (0, 3, 4 or 5 cards;
    Courchevel: 1, 3, 4 or 5). The game is implied by the hole count when
    not given (2 Hold'em, 4/5/6 Omaha)."""
    hole_cards = parse_cards(hole)
    name = canonical_game(game) if game is not None else game_for_hole_count(len(hole_cards))
    return indexer(name, ordering).index(hole_cards, board)


def unindex(round: RoundLike, index: int, game: Optional[str] = None, ordering: str = "street") -> List[Card]:
    """The canonical deal of an index of a round (see HandIndexer.unindex;
    game None: Omaha)."""
    return indexer(game, ordering).unindex(round, index)


def counts_table(games: Sequence[str] = tuple(_GAME_CODES)) -> List[Tuple[str, str, Dict[str, int]]]:
    """(game, ordering, classes per round) for each game and both orderings."""
    return [(g, o, indexer(g, o).counts()) for g in games for o in ORDERINGS]

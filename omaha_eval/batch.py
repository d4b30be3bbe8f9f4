"""Batch evaluation over numpy arrays: the loop runs in C without the GIL.

    >>> import numpy as np, omaha_eval.batch as batch
    >>> holes = np.array([[51, 50, 25, 3], [47, 46, 21, 5]])
    >>> batch.evaluate(holes, [[0, 4, 8, 12, 20]])   # one board for all hands
    array([...], dtype=uint16)

Every row is checked as the C loop reaches it (cards 0..51, no card twice
in a hand and its board); a bad row raises ValueError naming it. ``threads=`` splits the rows over
Python threads, which run truly in parallel since C holds no GIL.
"""
from __future__ import annotations

import threading
from concurrent.futures import wait
from typing import Any, Callable, Optional, Tuple

import numpy as np

from .core import _core
from .core.pool import shared_pool
from .core.games import HOLE_CARDS, SHORT_DECK, canonical_game, check_hilo

MIN_ROWS_PER_THREAD = 4096


def _as_cards(array: Any, what: str) -> "np.ndarray":
    """A C-contiguous 2-D uint8 array, range-checked before any narrowing."""
    a = np.asarray(array)
    if a.dtype == bool or not np.issubdtype(a.dtype, np.integer):
        raise TypeError(f"{what} have dtype {a.dtype}: expected an integer array of card numbers 0..51")
    if a.ndim == 1:
        a = a.reshape(1, -1)
    if a.ndim != 2:
        raise ValueError(f"{what} have shape {a.shape}: expected (hands, cards)")
    if a.size and a.dtype != np.uint8:
        bad = (a < 0) | (a > 51)
        if bad.any():
            row = int(np.argwhere(bad)[0][0])
            raise ValueError(f"{what} row {row}: a card outside 0..51 in {a[row].tolist()}")
    return np.ascontiguousarray(a, dtype=np.uint8)


def _prepare(holes: Any, boards: Any, game: Optional[str],
             omaha_only: bool) -> Tuple["np.ndarray", "np.ndarray"]:
    h = _as_cards(holes, "holes")
    b = _as_cards(boards, "boards")
    nhole, nboard = h.shape[1], b.shape[1]
    expected = HOLE_CARDS[canonical_game(game)] if game is not None else nhole
    if nhole != expected or nhole not in (2, 4, 5, 6):
        raise ValueError(f"holes have {nhole} cards per row: expected "
                         + (f"{expected} for {game}" if game else "2 (Hold'em) or 4, 5 or 6 (Omaha)"))
    check_hilo("holdem" if nhole == 2 else "omaha", omaha_only, "the low")
    if not 3 <= nboard <= 5:
        raise ValueError(f"boards have {nboard} cards per row: expected 3, 4 or 5")
    if b.shape[0] not in (h.shape[0], 1):
        raise ValueError(f"{b.shape[0]} board rows for {h.shape[0]} hands: expected {h.shape[0]} or 1")
    return h, b


def _run(kernel: Callable[..., int], h: "np.ndarray", b: "np.ndarray", out: "np.ndarray", threads: Optional[int]) -> None:
    n = h.shape[0]
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise ValueError(f"threads={threads!r}: expected a positive int or None")
    workers = min(threads or 1, max(1, n // MIN_ROWS_PER_THREAD))
    if workers == 1:
        kernel(h, b, out, 0)  # checks for Ctrl-C between blocks of rows
        return
    edges = [n * i // workers for i in range(workers + 1)]
    broadcast = b.shape[0] == 1 and n != 1
    parts = [(h[lo:hi], b if broadcast else b[lo:hi], out[lo:hi], lo) for lo, hi in zip(edges, edges[1:])]
    stop = threading.Event()  # set on Ctrl-C or an error: the other workers stop at their next block
    # the calling thread takes the first part itself, the shared pool the rest
    jobs = [shared_pool().submit(kernel, *part, stop) for part in parts[1:]]
    try:
        kernel(*parts[0], stop)
        for job in jobs:  # in row order, so the first bad row is the one reported
            job.result()
    except BaseException:
        stop.set()
        wait(jobs)
        raise


def evaluate(holes: Any, boards: Any, game: Optional[str] = None, threads: Optional[int] = None) -> "np.ndarray":
    """High values (1 = royal flush ... 7462) of N hands, as uint16.

    holes: (N, hole count); boards: (N, 3..5) or one board for all.
    The game is implied by the hole count (2 = Hold'em) or named; a Short
    Deck game gives its own values (1 = royal flush ... 1404, in the order
    of its rule set).
    """
    if game is not None and canonical_game(game) in SHORT_DECK:
        return _short_deck(holes, boards, SHORT_DECK[canonical_game(game)])
    h, b = _prepare(holes, boards, game, omaha_only=False)
    out = np.empty(h.shape[0], dtype=np.uint16)
    _run(_core.batch_high, h, b, out, threads)
    return out


PAIR_CELLS = _core.PAIR_CELLS  # cells of a pair table: one per two-card combination (52 x 52)
# pair_table(board, dead, holdem, low, out): fills ``out`` (PAIR_CELLS
# uint16 cells) with a board's pair table, the value of every two-card
# combination with the board (Hold'em's hand, or Omaha's two hole cards;
# ``low``: the 8-or-better low), the board and dead cards holding NO_PAIR.
# The nut counts of analysis and PQL read it; the binding's own function,
# not a wrapper, as PQL calls it once per distinct board (19,600 flops).
pair_table = _core.pair_table


def _short_deck(holes: Any, boards: Any, rules: int) -> "np.ndarray":
    """Short Deck values (1 = royal flush ... 1404, the rule set's order)."""
    h = _as_cards(holes, "holes")
    b = _as_cards(boards, "boards")
    if h.shape[1] != 2:
        raise ValueError(f"holes have {h.shape[1]} cards per row: expected 2 (Short Deck)")
    if b.shape[0] == 1 and h.shape[0] != 1:
        b = np.ascontiguousarray(np.broadcast_to(b, (h.shape[0], b.shape[1])))
    if b.shape[0] != h.shape[0]:
        raise ValueError(f"{b.shape[0]} board rows for {h.shape[0]} hands: expected {h.shape[0]} or 1")
    out = np.empty(h.shape[0], dtype=np.uint16)
    _core.sd_batch(h, b, out, rules)
    return out


def evaluate_low(holes: Any, boards: Any, game: Optional[str] = None, threads: Optional[int] = None) -> "np.ndarray":
    """8-or-better low masks of N Omaha hands, as uint8 (0 = no low;
    otherwise smaller is better, bit 0 = ace ... bit 7 = eight)."""
    h, b = _prepare(holes, boards, game, omaha_only=True)
    out = np.empty(h.shape[0], dtype=np.uint8)
    _run(_core.batch_low, h, b, out, threads)
    return out

"""Heads-up range against range on a flop, turn or river, exact, by the C
sweep (src/oe_rvr.c): every board to come is one river pass that sorts both
ranges by value and counts, for each hand of the queried range, the weight
of the other range's compatible hands it beats, ties and loses to, split by
the low's outcome in Hi-Lo. Those cells give the equity engine's counters
(bit for bit the pair-by-pair path's, which stays as the tests' oracle) and
every hand's own equity.

Chunks are runs of boards fixed by the job; cells are integers, so any
split of the chunks over threads adds up to the same result.
"""
from __future__ import annotations

from array import array
from typing import Any, List, Optional, Sequence, Tuple

from ..core import _core
from . import runner
from .checks import no_deal
from .players import PlayerRange, all_hands
from .results import NCOUNTERS

# Boards per chunk (enough chunks for 16 threads on a flop: C(47, 2) =
# 1,081 boards, about 135 chunks), the cost model and the limits: the C
# plan's (src/oe_plan.h), one copy for every face.
MAX_BOARDS_PER_CHUNK: int = _core.PLAN_SWEEP_MAX_BOARDS_PER_CHUNK
MAX_SECONDS: float = _core.PLAN_MAX_EXACT_SECONDS
MAX_SCRATCH_BYTES: int = _core.PLAN_SWEEP_MAX_SCRATCH_BYTES
# A range's card-subset ids are kept with a cached range up to this size
# (a 15% PLO4 range: 2 MB); larger ones are rebuilt each job, whose sweep
# then dwarfs them anyway.
MAX_KEPT_BYTES = 8 << 20


def _outcomes(hilo: bool, side: int) -> List[Tuple[int, ...]]:
    """Per cell, the counters one pair of hands adds to the query hand
    (side 0) or the other (side 1): the C core's rules (oe_rvr.h)."""
    ncells = _core.VERSUS_CELLS_HILO if hilo else _core.VERSUS_CELLS_HI
    return [_core.versus_cell_counters(hilo, x, side) for x in range(ncells)]


def counters_of(cells: Sequence[int], hilo: bool) -> Tuple[List[int], List[int], int]:
    """(queried player's counters, the other's, weighted boards) from the
    cells summed over a job."""
    sides = []
    for side in (0, 1):
        out = [0] * NCOUNTERS
        for x, per_pair in enumerate(_outcomes(hilo, side)):
            for k in range(NCOUNTERS):
                out[k] += per_pair[k] * cells[x]
        sides.append(out)
    return sides[0], sides[1], sum(cells)


def coefficients(hilo: bool) -> Any:
    """A (cells, counters) int64 matrix: per-hand cells @ it = counters."""
    import numpy as np
    return np.array(_outcomes(hilo, 0), dtype=np.int64)


def applies(ranges: List[PlayerRange], nboard: int) -> bool:
    """The sweep serves two players who both hold ranges (neither one hand)
    on a flop, turn or river."""
    return len(ranges) == 2 and nboard in (3, 4, 5) and not any(r.single for r in ranges)


def side_of(r: PlayerRange, nhole: int, known: int) -> Tuple[Any, Any, Any]:
    """(cards, weights, the checked C side with its card-subset ids); the
    side is kept with a range that the players' cache holds (the same range
    text on the same board, call after call), so that work is done once."""
    if r.random:
        cards = all_hands(nhole, known)
        return cards, None, _core.VersusRange(cards, None, nhole)
    tables = r.tables
    side = tables.get(nhole) if tables is not None else None
    if side is None:
        side = _core.VersusRange(r.cards, r.weights, nhole)
        if tables is not None and r.n * ((1 << nhole) - 2) * 4 <= MAX_KEPT_BYTES:
            tables[nhole] = side
    return r.cards, r.weights, side


def range_sizes(ranges: List[PlayerRange], nhole: int, known: int) -> List[int]:
    from math import comb
    left = 52 - bin(known).count("1")
    return [comb(left, nhole) if r.random else r.n for r in ranges]


def estimate_seconds(sizes: Sequence[int], nhole: int, nboards: int, hilo: bool) -> float:
    """Rough one-core seconds: each board evaluates both ranges and passes
    every hand's subsets through the running weights (twice for an inserted
    hand, three times for a queried one; Hi-Lo about three times more)."""
    small, large = sorted(sizes)
    seconds: float = _core.plan_sweep_seconds(small, large, nhole, nboards, hilo)
    return seconds


def nboards_of(nleft: int, nboard: int) -> int:
    from math import comb
    return comb(nleft, 5 - nboard)


def check_feasible(sizes: Sequence[int], nhole: int, nboards: int, hilo: bool) -> float:
    """Refuses a job of hours (or of more memory than a machine has) with a
    message naming trials=; returns the estimate in seconds."""
    seconds = estimate_seconds(sizes, nhole, nboards, hilo)
    scratch = sum(sizes) * ((1 << nhole) - 2) * 4
    if seconds > MAX_SECONDS or scratch > MAX_SCRATCH_BYTES:
        size = f"{sizes[0]:,} against {sizes[1]:,} hands on {nboards:,} boards"
        why = (f"would take about {seconds / 3600:,.1f} hours on one core" if seconds > MAX_SECONDS
               else f"needs about {scratch / 2**30:,.1f} GiB of card-subset tables")
        raise ValueError(f"exact equity of {size} {why}: pass trials=N for Monte Carlo "
                         f"(--trials N on the command line)")
    return seconds


class Sweep:
    """One range-against-range job, run in chunks of boards on threads.
    query: the range whose hands get their own cells."""

    def __init__(self, query: PlayerRange, other: PlayerRange, board: Sequence[int], dead_mask: int,
                 known: int, nhole: int, hilo: bool) -> None:
        qc, qw, qside = side_of(query, nhole, known)
        _, _, iside = side_of(other, nhole, known)
        self.nq, self.ni = int(qside.n), int(iside.n)
        self.query_cards = qc
        self.query_weights = qw
        self.hilo = hilo
        self.job = _core.Versus(qside, iside, board, dead_mask, hilo)
        self.ncells = self.job.ncells
        self.nboards = int(self.job.nboards)

    def run(self, threads: Optional[int], progress: bool, each: bool) -> Tuple[List[int], Any]:
        """(the cells summed, 128-bit exact) and, with each, an (nq, cells)
        uint64 array of every query hand's cells."""
        per = max(1, min(MAX_BOARDS_PER_CHUNK, self.nboards // 128))
        nchunks = -(-self.nboards // per)
        width = 2 * self.ncells + (self.nq * self.ncells if each else 0)
        job, ncells = self.job, self.ncells

        def chunk(k: int, acc: Any) -> int:
            first = k * per
            count = min(per, self.nboards - first)
            if each:
                view = memoryview(acc)
                job.run(first, count, view[:2 * ncells], view[2 * ncells:])
            else:
                job.run(first, count, acc)
            return count

        bar = runner.progress_bar(self.nboards, progress, "boards")
        accs = runner.run_chunks(nchunks, width, chunk, threads, bar)
        cells = runner.sum128([a[:2 * ncells] for a in accs], ncells)
        if not each:
            return cells, None
        import numpy as np
        flat = np.zeros(self.nq * ncells, dtype=np.uint64)
        for a in accs:
            flat += np.frombuffer(a, dtype=np.uint64)[2 * ncells:]
        return cells, flat.reshape(self.nq, ncells)


def versus_counters(ranges: List[PlayerRange], board: Sequence[int], dead_mask: int, known: int, nhole: int,
                    hilo: bool, threads: Optional[int], progress: bool,
                    trials: Optional[int] = None) -> Tuple[List[List[int]], int, str]:
    """oe.equity's counters for two ranges (the equity engine's layout), the
    weighted number of boards, and the method line (trials: what was asked
    for, when the sweep was chosen as the quicker)."""
    sizes = range_sizes(ranges, nhole, known)
    nboards = nboards_of(52 - bin(known).count("1"), len(board))
    seconds = check_feasible(sizes, nhole, nboards, hilo)
    runner.announce(seconds, f"range against range ({sizes[0]:,} against {sizes[1]:,} hands, {nboards:,} boards)",
                    trials)
    q = 0 if sizes[0] <= sizes[1] else 1  # the smaller range is queried: three passes a hand, not two
    sweep = Sweep(ranges[q], ranges[1 - q], board, dead_mask, known, nhole, hilo)
    cells, _ = sweep.run(threads, progress, each=False)
    mine, theirs, boards = counters_of(cells, hilo)
    if boards == 0:
        raise no_deal([r.label for r in ranges])
    counters = [mine, theirs] if q == 0 else [theirs, mine]
    method = (f"exact: {sizes[0]:,} against {sizes[1]:,} hands, range against range on "
              f"{nboards:,} board{'s' if nboards != 1 else ''}")
    return counters, boards, method


def array_of(cards: Any, n: int, nhole: int) -> Any:
    import numpy as np
    if isinstance(cards, (bytes, bytearray)):
        return np.frombuffer(cards, dtype=np.uint8).reshape(n, nhole).copy()
    return np.asarray(cards, dtype=np.uint8).reshape(n, nhole).copy()


def weights_of(weights: Optional["array[int]"], n: int) -> Any:
    import numpy as np
    if weights is None:
        return np.ones(n, dtype=np.int64)
    return np.frombuffer(weights, dtype=np.uint32).astype(np.int64)

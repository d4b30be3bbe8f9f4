"""Runs a job's chunks of C work and returns the per-worker counters.

Chunks are fixed by the job, never by the thread count, and their counters
are integers, so any split of the chunks over threads sums to the same
result. One worker, or one chunk, runs inline in the calling thread (the C
call releases the GIL; Python checks for Ctrl-C between chunks). More run on
the calling thread and one reusable thread pool, created on first need: no
pool is built per call.
"""
from __future__ import annotations

import os
import sys
import threading
from array import array
from typing import Any, Callable, List, Optional

from ..core import _core
from ..core.pool import POOL_THREADS, shared_pool

ChunkFn = Callable[[int, "array[int]"], int]  # (chunk index, counters) -> units done


def default_threads() -> int:
    return os.cpu_count() or 1


# An exact job estimated longer than this says so before it starts.
ANNOUNCE_SECONDS = 10.0


def announce(seconds: float, what: str, trials: Optional[int] = None) -> None:
    """A line on standard error before a long exact job: its estimate, and
    how to get a quicker answer (or, where trials= was passed, that exact
    was chosen as the quicker: never "pass" what was passed)."""
    if seconds > ANNOUNCE_SECONDS:
        hint = ("pass trials=N for Monte Carlo; --trials N on the command line" if trials is None else
                f"estimated quicker than the {trials:,} Monte Carlo trials asked for")
        print(f"omaha-eval: exact {what}: about {seconds:,.0f} s on one core ({hint})", file=sys.stderr, flush=True)


# A Monte Carlo job estimated longer than this on one core is refused: long
# before it, more trials no longer move the answer by anything its standard
# error would show (a million trials: under 0.05 %).
MAX_SAMPLED_SECONDS: float = _core.PLAN_MAX_SAMPLED_SECONDS  # the C plan's (src/oe_plan.h)


def duration(seconds: float) -> str:
    """A rough time in the unit a reader takes in at a glance."""
    if seconds < 120:
        return f"{seconds:,.0f} s"
    if seconds < 7200:
        return f"{seconds / 60:,.0f} minutes"
    if seconds < 3 * 86400:
        return f"{seconds / 3600:,.1f} hours"
    return f"{seconds / 86400:,.0f} days"


def refuse_sampled(trials: int, seconds_per_trial: float) -> float:
    """Refuses trials= estimated past MAX_SAMPLED_SECONDS of one core
    (before any path is chosen: an exact sweep the estimate prefers would
    still not be what was asked); returns the estimate."""
    seconds = trials * seconds_per_trial
    if seconds > MAX_SAMPLED_SECONDS:
        raise ValueError(f"trials={trials:,}: Monte Carlo would take about {duration(seconds)} on one core, "
                         f"past the limit of {MAX_SAMPLED_SECONDS / 3600:.0f} hours; a million trials give a "
                         f"standard error under 0.05% (--trials N on the command line)")
    return seconds


def check_sampled(trials: int, seconds_per_trial: float) -> None:
    """Before a Monte Carlo job starts: refuse one estimated past
    MAX_SAMPLED_SECONDS, and say the estimate of one past ANNOUNCE_SECONDS."""
    seconds = refuse_sampled(trials, seconds_per_trial)
    if seconds > ANNOUNCE_SECONDS:
        print(f"omaha-eval: Monte Carlo, {trials:,} trials: about {duration(seconds)} on one core "
              f"(fewer trials are quicker; --trials N on the command line)", file=sys.stderr, flush=True)


def progress_bar(total: int, enabled: bool, unit: str) -> Any:
    """tqdm's bar when it is installed (the progress extra), else a plain
    one-line counter on standard error: progress=True always shows one."""
    if not enabled:
        return None
    try:
        from tqdm import tqdm
    except ImportError:
        return PlainBar(total, unit)
    return tqdm(total=total, unit=unit, unit_scale=True, file=sys.stderr)


class PlainBar:
    """The part of tqdm's interface the runners use (update, close): done
    out of total and the percent, redrawn at most every half second."""

    def __init__(self, total: int, unit: str) -> None:
        import time
        self.total, self.unit, self.done = max(total, 1), unit, 0
        self._clock = time.monotonic
        self._last = 0.0
        self._draw()

    def update(self, n: int) -> None:
        self.done += n
        if self._clock() - self._last >= 0.5 or self.done >= self.total:
            self._draw()

    def _draw(self) -> None:
        self._last = self._clock()
        share = min(self.done, self.total) / self.total
        sys.stderr.write(f"\r{self.done:,}/{self.total:,} {self.unit} ({share:.0%})")
        sys.stderr.flush()

    def close(self) -> None:
        self._draw()
        sys.stderr.write("\n")
        sys.stderr.flush()


def run_chunks(nchunks: int, width: int, run_chunk: ChunkFn, threads: Optional[int],
               bar: Any = None) -> List["array[int]"]:
    """Runs chunks 0..nchunks-1; returns each worker's uint64 counters."""
    workers = max(1, min(threads or default_threads(), nchunks, POOL_THREADS))
    try:
        if workers == 1:
            acc = array("Q", bytes(8 * width))
            for k in range(nchunks):
                done = run_chunk(k, acc)
                if bar is not None:
                    bar.update(done)
            return [acc]
        return _run_pooled(nchunks, width, run_chunk, workers, bar)
    finally:
        if bar is not None:
            bar.close()


def _run_pooled(nchunks: int, width: int, run_chunk: ChunkFn, workers: int,
                bar: Any) -> List["array[int]"]:
    """The calling thread takes chunks too, beside workers - 1 pool threads:
    one thread fewer to wake, and work starts at once. A worker that fails
    stops the others at their next chunk; Ctrl-C reaches the calling thread
    between its chunks."""
    from concurrent.futures import wait

    chunks = iter(range(nchunks))
    lock = threading.Lock()
    stop = threading.Event()

    def worker() -> "array[int]":
        acc = array("Q", bytes(8 * width))
        try:
            while not stop.is_set():
                with lock:
                    k = next(chunks, None)
                if k is None:
                    break
                done = run_chunk(k, acc)
                if bar is not None:
                    with lock:
                        bar.update(done)
        except BaseException:
            stop.set()
            raise
        return acc

    jobs = [shared_pool().submit(worker) for _ in range(workers - 1)]
    try:
        mine = worker()
        pending = set(jobs)
        while pending:  # short waits, so Ctrl-C reaches this thread
            _, pending = wait(pending, timeout=0.1)
        return [mine] + [j.result() for j in jobs]
    except BaseException:
        stop.set()
        wait(jobs)
        raise


def sum64(accs: List["array[int]"], width: int) -> List[int]:
    return [sum(acc[i] for acc in accs) for i in range(width)]


def sum128(accs: List["array[int]"], width: int) -> List[int]:
    """Adds (low, high) word pairs: width numbers from 2 * width words."""
    return [sum(acc[2 * i] + (acc[2 * i + 1] << 64) for acc in accs) for i in range(width)]

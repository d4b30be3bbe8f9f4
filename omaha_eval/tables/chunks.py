"""Running a job in chunks on any executor, with an optional checkpoint.

A job (see ``ChunkedJob``) is cut into chunks by its own description, never
by the number of workers. Each chunk returns integer counters for a run of
rows of the job's result; the result is the sum of the chunks' counters.
Integer addition does not care about order, so a table is bit-identical
whatever ran it: threads here, a process pool, or a Dask cluster
(``client.get_executor()``).

A checkpoint file holds the job's fingerprint, which chunks are finished,
and the sum of their counters. It is rewritten atomically (a temporary file
in the same folder, then ``os.replace``), at most every few seconds and
always when the run stops, so a killed run loses little and a restarted
one computes only the chunks that are missing.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ThreadPoolExecutor, wait
from typing import Any, Dict, Optional, Protocol, Set, Tuple, Union

import numpy as np

PathLike = Union[str, "os.PathLike[str]"]
CHECKPOINT_FORMAT = 1
SAVE_EVERY_S = 2.0  # checkpoint rewrites at most this often while running


class ChunkedJob(Protocol):
    """What run_chunks needs from a job. Jobs are small picklable objects,
    so a process pool or a Dask cluster can run their chunks."""

    @property
    def chunks(self) -> int: ...        # how many chunks (fixed by the job)

    @property
    def shape(self) -> Tuple[int, int]: ...  # (rows, counters) of the result

    def fingerprint(self) -> Dict[str, Any]: ...  # JSON-able; equal iff same job

    def run_chunk(self, index: int) -> Tuple[int, np.ndarray]: ...  # (first row, int64 counters)


def _run_one(job: ChunkedJob, index: int) -> Tuple[int, int, np.ndarray]:
    start, counters = job.run_chunk(index)
    return index, start, counters


class Checkpoint:
    """A checkpoint file for one job: loads what is done, saves atomically."""

    def __init__(self, path: PathLike, job: ChunkedJob) -> None:
        if not isinstance(path, (str, os.PathLike)):
            raise TypeError(f"checkpoint={path!r}: expected a file path")
        self.path = os.fspath(path)
        self.fingerprint = json.dumps({"format": CHECKPOINT_FORMAT, **job.fingerprint()}, sort_keys=True)
        self.chunks = job.chunks
        self.shape = job.shape
        folder = os.path.dirname(os.path.abspath(self.path))
        if not os.path.isdir(folder):
            raise ValueError(f"checkpoint {self.path!r}: folder {folder!r} does not exist")
        if not os.access(folder, os.W_OK):
            raise ValueError(f"checkpoint {self.path!r}: folder {folder!r} is not writable")

    def load(self) -> Tuple[np.ndarray, np.ndarray]:
        """(done flags per chunk, summed counters): from the file if it
        exists, else nothing done. A file from another job is refused."""
        if not os.path.exists(self.path):
            return np.zeros(self.chunks, dtype=bool), np.zeros(self.shape, dtype=np.int64)
        try:
            with np.load(self.path, allow_pickle=False) as data:
                theirs = str(data["fingerprint"])
                done = np.array(data["done"], dtype=bool)
                totals = np.array(data["totals"], dtype=np.int64)
        except Exception as err:  # not an npz, or missing fields
            raise ValueError(f"checkpoint {self.path!r} is not an omaha-eval checkpoint ({err})") from None
        if theirs != self.fingerprint:
            raise ValueError(f"checkpoint {self.path!r} belongs to another job: {_difference(theirs, self.fingerprint)}; "
                             "use another checkpoint file or delete this one")
        if done.shape != (self.chunks,) or totals.shape != self.shape:
            raise ValueError(f"checkpoint {self.path!r} is damaged: its arrays have the wrong shape")
        return done, totals

    def save(self, done: np.ndarray, totals: np.ndarray) -> None:
        """Replace the file atomically: readers see the old or the new one."""
        folder = os.path.dirname(os.path.abspath(self.path))
        fd, tmp = tempfile.mkstemp(prefix=os.path.basename(self.path) + ".", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "wb") as f:
                np.savez(f, fingerprint=np.array(self.fingerprint), done=done, totals=totals)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise


def _difference(theirs: str, ours: str) -> str:
    try:
        a, b = json.loads(theirs), json.loads(ours)
    except ValueError:
        return "its description cannot be read"
    diffs = [f"{k} {a.get(k)!r} there, {b.get(k)!r} here" for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k)]
    return "; ".join(diffs) or "different description"


def _progress_bar(total: int, initial: int, enabled: bool, desc: str) -> Any:
    if not enabled:
        return None
    try:
        from tqdm import tqdm
    except ImportError:
        raise ImportError("progress=True needs tqdm: pip install 'omaha-eval[progress]'") from None
    return tqdm(total=total, initial=initial, unit="chunk", desc=desc, file=sys.stderr, smoothing=0.05)


def check_executor(executor: Any) -> None:
    if executor is not None and not isinstance(executor, Executor):
        raise TypeError(f"executor={executor!r}: expected a concurrent.futures.Executor "
                        "(ThreadPoolExecutor, ProcessPoolExecutor, dask's client.get_executor()) or None")


def run_chunks(job: ChunkedJob, executor: Optional[Executor] = None,
               checkpoint: Optional[PathLike] = None, progress: bool = False,
               desc: str = "", threads: Optional[int] = None) -> np.ndarray:
    """Runs every unfinished chunk of `job` and returns the summed int64
    counters, shape job.shape. executor: any concurrent.futures.Executor
    (default: ``threads`` threads, None: one per core). checkpoint: a file to resume from and
    to record finished chunks in. On an error in a chunk (or Ctrl-C) the
    finished chunks are saved first, then the error is raised."""
    check_executor(executor)
    ckpt = Checkpoint(checkpoint, job) if checkpoint is not None else None
    if ckpt is not None:
        done, totals = ckpt.load()
    else:
        done, totals = np.zeros(job.chunks, dtype=bool), np.zeros(job.shape, dtype=np.int64)
    todo = [i for i in range(job.chunks) if not done[i]]
    if not todo:
        return totals
    own = executor is None
    pool: Executor = ThreadPoolExecutor(threads or os.cpu_count() or 1) if own else executor  # type: ignore[assignment]
    bar = _progress_bar(job.chunks, int(done.sum()), progress, desc)
    pending: Set[Future[Tuple[int, int, np.ndarray]]] = set()
    failure: Optional[BaseException] = None
    last_save = time.monotonic()
    try:
        pending = {pool.submit(_run_one, job, i) for i in todo}
        while pending:
            finished, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            for fut in finished:
                try:
                    index, start, counters = fut.result()
                except BaseException as err:  # keep the rest; raise after saving
                    if failure is None:
                        failure = err
                        for other in pending:
                            other.cancel()
                    continue
                _merge(totals, start, counters, job)
                done[index] = True
                if bar is not None:
                    bar.update(1)
            if failure is not None:
                pending = {f for f in pending if not f.cancelled()}
            if ckpt is not None and time.monotonic() - last_save >= SAVE_EVERY_S:
                ckpt.save(done, totals)
                last_save = time.monotonic()
        if failure is not None:
            raise failure
        return totals
    except BaseException:
        for fut in pending:
            fut.cancel()
        raise
    finally:
        if ckpt is not None:
            ckpt.save(done, totals)
        if bar is not None:
            bar.close()
        if own:
            pool.shutdown(wait=True, cancel_futures=True)


def _merge(totals: np.ndarray, start: int, counters: np.ndarray, job: ChunkedJob) -> None:
    counters = np.asarray(counters)
    if counters.ndim != 2 or counters.shape[1] != job.shape[1] or not 0 <= start <= job.shape[0] - len(counters):
        raise ValueError(f"a chunk returned counters of shape {counters.shape} at row {start}: "
                         f"expected rows within {job.shape[0]} and {job.shape[1]} columns")
    totals[start:start + len(counters)] += counters.astype(np.int64)

"""The package's one thread pool, shared by the equity runner and
``omaha_eval.batch``: created on first need, its threads started only as
work needs them and kept between calls, so a threaded call does not pay
for starting threads (a fresh pool cost 2-3 ms a call, a quarter of a
batch of a million rivers on two threads). A forked child process starts
without it: the parent's threads do not exist there, and work handed to
the inherited pool would wait for them forever. The process pools the
package starts (process_pool) are never forked, for the same reason."""
from __future__ import annotations

import os
import threading
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

_pool: Any = None
_pool_lock = threading.Lock()
POOL_THREADS = max(32, os.cpu_count() or 1)


def shared_pool() -> Any:
    """The pool (a ThreadPoolExecutor of up to POOL_THREADS threads)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            from concurrent.futures import ThreadPoolExecutor
            _pool = ThreadPoolExecutor(max_workers=POOL_THREADS, thread_name_prefix="omaha-eval")
        return _pool


def _forget_pool_in_child() -> None:
    global _pool, _pool_lock
    _pool = None
    _pool_lock = threading.Lock()  # another thread may have held it at the fork


if hasattr(os, "register_at_fork"):  # not on Windows, which has no fork
    os.register_at_fork(after_in_child=_forget_pool_in_child)


def process_pool(workers: int) -> ProcessPoolExecutor:
    """A ProcessPoolExecutor of ``workers`` processes that are not forked
    from this one: forking a process that runs threads (this package's
    pool, a caller's) may copy a lock some thread holds and deadlock the
    child (Python 3.12+ warns so), so its workers start from a fork server
    (Python 3.14's default on Linux), or are spawned where there is none."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context(method))


def check_executor(executor: Any) -> None:
    """executor=: None or any concurrent.futures.Executor."""
    from concurrent.futures import Executor
    if executor is not None and not isinstance(executor, Executor):
        raise TypeError(f"executor={executor!r}: expected a concurrent.futures.Executor (a thread or process "
                        f"pool, dask's client.get_executor()) or None")


def map_in_order(fn: Any, items: Any, threads: Any = None, executor: Any = None) -> Any:
    """fn(item) for each item, yielded in the items' order whatever ran
    them, so sums over the results never depend on the split: on
    ``executor`` when given (fn and the items must pickle for a process
    pool), else on up to ``threads`` threads (None: every core; the C
    calls inside release the GIL), one thread running inline. At most two
    items per worker are in flight, so memory stays bounded."""
    check_executor(executor)
    items = iter(items)
    if executor is None:
        workers = min(threads or os.cpu_count() or 1, POOL_THREADS)
        if workers == 1:
            for item in items:
                yield fn(item)
            return
        submit = shared_pool().submit
    else:
        workers = getattr(executor, "_max_workers", None) or os.cpu_count() or 1
        submit = executor.submit
    from collections import deque
    pending: Any = deque()
    try:
        for item in items:
            pending.append(submit(fn, item))
            if len(pending) >= 2 * workers:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:  # an error or a consumer that stops early: drop what has not started
        for f in pending:
            f.cancel()


def check_count(name: str, value: Any) -> None:
    """A count argument (threads=, trials=): None or a positive int."""
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}={value!r}: expected a positive int or None")
    if value < 1:
        raise ValueError(f"{name}={value}: expected a positive int or None")


def check_threads(threads: Any) -> None:
    """threads=: None (every core) or a positive int."""
    check_count("threads", threads)

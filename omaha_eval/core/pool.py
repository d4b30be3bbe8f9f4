"""The package's one thread pool, shared by the equity runner and
``omaha_eval.batch``: created on first need, its threads started only as
work needs them and kept between calls, so a threaded call does not pay
for starting threads (a fresh pool cost 2-3 ms a call, a quarter of a
batch of a million rivers on two threads). A forked child process starts
without it: the parent's threads do not exist there, and work handed to
the inherited pool would wait for them forever."""
from __future__ import annotations

import os
import threading
from typing import Any

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

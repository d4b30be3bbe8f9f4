"""The package's one thread pool, shared by the equity runner and
``omaha_eval.batch``: created on first need, its threads started only as
work needs them and kept between calls, so a threaded call does not pay
for starting threads (a fresh pool cost 2-3 ms a call, a quarter of a
batch of a million rivers on two threads)."""
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

"""No fork under threads: every process pool the package starts (the
tables' command lines, the orderings' builder, core.pool.process_pool,
which the tests' own pools use too) starts its workers from a fork server
or by spawning, never by forking this process, whose threads (the
package's pool, pytest-run-parallel's) might hold a lock the child would
inherit forever. Python 3.12+ warns of such a fork with a
DeprecationWarning ("use of fork() may lead to deadlocks"), which fails
the run anywhere in the suite (tests/conftest.py) and this file's tests
here."""
import argparse
import threading
import warnings
from contextlib import ExitStack

import pytest

import omaha_eval as oe
from omaha_eval.core.pool import process_pool
from omaha_eval.tables import build_orderings
from omaha_eval.cli import table as tables_cli

FORK_WARNING = "use of fork() may lead to deadlocks"  # as tests/conftest.py

pytestmark = pytest.mark.thread_unsafe  # each test starts a process pool


def _start_method(pool):
    return pool._mp_context.get_start_method()


def test_process_pool_does_not_fork():
    with process_pool(2) as pool:
        assert _start_method(pool) in ("forkserver", "spawn")


def test_process_pool_works_while_threads_run():
    # the package's own pool threads exist, and one more thread is busy:
    # a fork now would warn, and the warning is an error here
    oe.equity(["AsAhKsKh", "*"], trials=20_000, seed=1, threads=2)
    stop = threading.Event()
    busy = threading.Thread(target=stop.wait)
    busy.start()
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            with process_pool(2) as pool:
                assert list(pool.map(abs, [-1, -2, 3])) == [1, 2, 3]
    finally:
        stop.set()
        busy.join()
    assert not [w for w in caught if FORK_WARNING in str(w.message)]


@pytest.mark.parametrize("make", [
    lambda args, stack: tables_cli._executor(args, stack),
    lambda args, stack: build_orderings._executor(args, stack),
], ids=["omaha-eval table", "build_orderings"])
def test_the_command_lines_pools_do_not_fork(make):
    args = argparse.Namespace(scheduler=None, workers=2)
    with ExitStack() as stack:
        pool = make(args, stack)
        assert _start_method(pool) in ("forkserver", "spawn")

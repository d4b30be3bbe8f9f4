"""Child processes that cannot outlive the test run.

A test that starts a long child (a two-thread equity job, a batch of
millions of rows) must not leave it running when the test fails, times out
or the whole run is killed. ``dies_with_parent`` is a ``preexec_fn`` that,
on Linux, asks the kernel to kill the child when the test process exits
(however it exits, SIGKILL included); elsewhere it does nothing and the
tests' ``finally`` blocks (and subprocess.run's own kill on an exception)
do the work.
"""
import ctypes
import ctypes.util
import signal
import sys

_PR_SET_PDEATHSIG = 1


def dies_with_parent() -> None:
    # runs in the child between fork and exec: only async-signal-safe work
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)

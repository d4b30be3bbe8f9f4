"""Shared test setup.

OMAHA_EVAL_REQUIRE_ALL=1 (set by .ci/run for the in-tree run) turns a skip
of a test that must run into a failure: the C core and sanitizer tests need
the source tree and a compiler, the numpy tests need numpy, and CI has all
of them, so a skip there means something broke (a missing extra, a lost
compiler), not that the test does not apply. A skip because a module of
the test extras (numpy, tqdm, pokerkit...) could not be imported counts
wherever it is. Elsewhere (cibuildwheel's
copied tests, platforms without numpy) these skips stay skips.
"""
import os
import signal
import sys
import threading

import pytest

# the reference evaluator lives beside the tests
sys.path.insert(0, os.path.dirname(__file__))

# figures are drawn to files only (the plot tests), never to a screen
os.environ.setdefault("MPLBACKEND", "Agg")


_TEST_RUN_PID = os.getpid()


def _stop_on_sigterm(signum, frame):
    if os.getpid() != _TEST_RUN_PID:
        # a forked worker (a process pool's) inherits this handler: it dies as it would have
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)
        return
    # unwinds like Ctrl-C: finally blocks and subprocess.run kill the children a test started
    raise KeyboardInterrupt(f"signal {signum}")


if threading.current_thread() is threading.main_thread():
    signal.signal(signal.SIGTERM, _stop_on_sigterm)
    # a non-interactive shell starts background jobs with SIGINT ignored, which
    # every child would inherit: the suite runs the same however it is started
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)

REQUIRE_ALL = os.environ.get("OMAHA_EVAL_REQUIRE_ALL", "") not in ("", "0")

# (path of the test file, test name prefix or "" for the whole file)
MUST_RUN = (
    ("tests/test_c_core.py", ""),
    ("tests/test_batch.py", ""),
    ("tests/core/test_core_checks.py", ""),
    ("tests/test_tables.py", ""),
    ("tests/test_api.py", "test_numpy"),
    ("tests/test_threads.py", ""),
    ("tests/test_threads_components.py", ""),
    ("tests/test_no_fork.py", ""),
    ("tests/engine/test_pokerkit_diff.py", ""),
    ("tests/equity_engine/test_equity_oracle.py", ""),
    ("tests/test_docs_citations.py", ""),
    ("tests/test_docs_site.py", ""),
    ("tests/equity_engine/test_equity_engine.py", ""),
    ("tests/test_c_api.py", ""),
    ("tests/test_cython_api.py", ""),
    ("tests/tables/test_chunks.py", ""),
    ("tests/test_mutants_current.py", ""),
    ("tests/test_fresh_install.py", ""),
)
# modules of pyproject's test extras (pokerkit only exists for Python 3.11+),
# and matplotlib, pandas and pyarrow, which .ci/run installs with them (the
# plot and hands extras)
TEST_EXTRAS = (("numpy", "tqdm", "hypothesis", "matplotlib", "pandas", "pyarrow")
               + (("pokerkit",) if sys.version_info >= (3, 11) else ()))
# skips that stay allowed even in must-run files (they depend on the
# interpreter, not on the environment CI sets up)
ALLOWED_REASONS = ("free-threaded",)

_skipped_must_run = []


def _must_run(nodeid):
    path, _, name = nodeid.partition("::")
    path = path.replace("\\", "/")
    for file, prefix in MUST_RUN:
        if path.endswith(file) and (not prefix or name.startswith(prefix)):
            return True
    return False


def _reason(report):
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2])
    return str(longrepr)


def _note(report):
    if not (REQUIRE_ALL and report.skipped):
        return
    reason = _reason(report)
    # anywhere in the suite, a missing module of the test extras means the
    # environment is broken: CI installs them all
    # (a submodule too: importorskip("pyarrow.parquet") names 'pyarrow.parquet')
    missing_extra = any(f"could not import '{name}'" in reason or f"could not import '{name}." in reason
                        for name in TEST_EXTRAS)
    if (missing_extra or _must_run(report.nodeid)) and not any(allowed in reason for allowed in ALLOWED_REASONS):
        _skipped_must_run.append(f"{report.nodeid}: {reason}")


def pytest_runtest_logreport(report):
    _note(report)


def pytest_collectreport(report):
    _note(report)


# A process forked while threads run may deadlock (a lock some thread held
# stays held in the child): anywhere in the suite, on any interpreter,
# Python 3.12+'s warning of such a fork fails the run (tests/test_no_fork.py).
# A warnings filter cannot: os.fork() clears the warning when it is an error.
FORK_WARNING = "use of fork() may lead to deadlocks"
_forks_under_threads = []


def pytest_warning_recorded(warning_message, when, nodeid, location):
    if FORK_WARNING in str(warning_message.message):
        _forks_under_threads.append(f"{nodeid or when}: {warning_message.filename}:{warning_message.lineno}")


def pytest_sessionfinish(session, exitstatus):
    if _skipped_must_run or _forks_under_threads:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter):
    if _forks_under_threads:
        terminalreporter.section("a process was forked while threads ran", red=True)
        for line in _forks_under_threads:
            terminalreporter.line(line)
    if _skipped_must_run:
        terminalreporter.section("must-run tests were skipped (OMAHA_EVAL_REQUIRE_ALL=1)", red=True)
        for line in _skipped_must_run:
            terminalreporter.line(line)


def pytest_collection_modifyitems(config, items):
    from slow_tests import is_slow  # (tests/ is on sys.path, above)

    for item in items:
        if is_slow(item.nodeid):
            item.add_marker(pytest.mark.slow)


def pytest_configure(config):
    # pytest-run-parallel's marker (free-threaded CI runs each test on several
    # threads): declared here so plain pytest knows it in every folder
    config.addinivalue_line("markers", "thread_unsafe: run this test on one thread only")

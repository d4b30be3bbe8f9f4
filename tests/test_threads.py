"""The evaluator (scalar, batch and equity APIs) is correct when called
from many threads at once.

The extension declares itself free-threading compatible (setup.py,
``freethreading_compatible``), so on a free-threaded CPython (3.13t in
.ci/run, 3.14t in the wheels' tests) these calls really run in parallel
with no GIL. Every thread evaluates the same
fixed deals, each in its own order, started together behind a barrier, and
must get exactly what one thread got. On a normal CPython the same test runs
with a tiny switch interval, so the threads still interleave inside the
binding as much as the GIL allows.
"""
import os
import random
import subprocess
import sys
import sysconfig
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

import omaha_eval as oe

THREADS = 8
ROUNDS = 3
FREE_THREADED = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))
# set by .ci/run's free-threaded step: there the GIL test must run, not skip
REQUIRE_FREE_THREADED = os.environ.get("OMAHA_EVAL_REQUIRE_FREE_THREADED", "") not in ("", "0")


def make_deals(seed, count):
    """Fixed random deals of every game: (hole, board) as lists of ints."""
    rng = random.Random(seed)
    deals = []
    for hole in (2, 4, 5, 6):
        for board in (3, 4, 5):
            for _ in range(count):
                cards = rng.sample(range(52), hole + board)
                deals.append((cards[:hole], cards[hole:]))
    return deals


DEALS = make_deals(2026, 150)  # 1,800 deals


def evaluate_all(deals, order):
    """Everything the scalar API says about each deal, keyed by index."""
    out = {}
    for i in order:
        hole, board = deals[i]
        value, used_hole, used_board = oe.best_hand(hole, board)
        five = (hole + board)[:5]
        if len(hole) == 2:
            low = None
        else:
            found = oe.evaluate_low(hole, board)
            low = None if found is None else found.mask
        out[i] = (
            oe.evaluate(hole, board).rank,
            value.rank,
            tuple(used_hole),
            tuple(used_board),
            low,
            oe.rank5(five),
        )
    return out


def hammer(work, expected_len):
    """Runs work(thread_index) on THREADS threads that start together."""
    barrier = threading.Barrier(THREADS)

    def run(index):
        barrier.wait()
        return work(index)

    old = sys.getswitchinterval()
    if not FREE_THREADED:  # interleave often where there is a GIL
        sys.setswitchinterval(1e-6)
    try:
        with ThreadPoolExecutor(max_workers=THREADS) as pool:
            results = list(pool.map(run, range(THREADS)))
    finally:
        if not FREE_THREADED:
            sys.setswitchinterval(old)
    assert len(results) == expected_len
    return results


def test_scalar_api_from_many_threads():
    expected = evaluate_all(DEALS, range(len(DEALS)))

    def work(index):
        rng = random.Random(index)
        got = {}
        for _ in range(ROUNDS):
            order = list(range(len(DEALS)))
            rng.shuffle(order)  # each thread walks the deals its own way
            got = evaluate_all(DEALS, order)
        return got

    for got in hammer(work, THREADS):
        assert got == expected


def test_errors_from_many_threads():
    # The error paths build messages from the same buffers: they must not
    # leak state between threads either.
    bad = [("AsAs", "KdQdJd"), ("AsKs", "2c"), ("AsKsQsJsTs9s8s", "2c3c4c")]

    def work(index):
        messages = []
        for _ in range(200):
            for hole, board in bad:
                with pytest.raises(ValueError) as info:
                    oe.evaluate(hole, board)
                messages.append(str(info.value))
        return messages

    results = hammer(work, THREADS)
    assert all(r == results[0] for r in results)


def test_batch_api_from_many_threads():
    np = pytest.importorskip("numpy")
    batch = pytest.importorskip("omaha_eval.batch")
    rng = np.random.default_rng(7)
    n = 4000
    decks = np.argsort(rng.random((n, 52)), axis=1).astype(np.uint8)
    holes, boards = decks[:, :4].copy(), decks[:, 4:9].copy()
    expected = np.asarray(batch.evaluate(holes, boards, game="omaha"))
    scalar = [oe.evaluate(h.tolist(), b.tolist()).rank for h, b in zip(holes[:200], boards[:200])]
    assert expected[:200].tolist() == scalar
    low = getattr(batch, "evaluate_low", None)
    expected_low = None if low is None else np.asarray(low(holes, boards, game="omaha"))

    def work(index):
        got = [np.asarray(batch.evaluate(holes, boards, game="omaha")) for _ in range(ROUNDS)]
        got_low = [] if low is None else [np.asarray(low(holes, boards, game="omaha"))
                                          for _ in range(ROUNDS)]
        return got, got_low

    for got, got_low in hammer(work, THREADS):
        for values in got:
            assert np.array_equal(values, expected)
        for values in got_low:
            assert np.array_equal(values, expected_low)


def test_equity_from_many_threads():
    # Exact enumeration adds integer counters, so every thread must get
    # exactly the single-threaded numbers, whatever its own thread count.
    equity = getattr(oe, "equity", None)
    if equity is None:
        pytest.skip("omaha_eval.equity is not there yet")
    deals = [(["AsAhKsKh", "JdTd9c8c"], "2c7d9h", False),
             (["As2dKhKc", "3s4d8h9c", "QdQsJh5c"], "Ad6s7c", True),
             (["AcKd", "7h7s"], "Jc8d2h", False)]
    expected = [equity(hands, board=board, hilo=hilo, threads=1).equities
                for hands, board, hilo in deals]

    def work(index):
        return [[equity(hands, board=board, hilo=hilo, threads=1 + index % 2).equities
                 for hands, board, hilo in deals] for _ in range(ROUNDS)]

    for got in hammer(work, THREADS):
        for one_round in got:
            assert one_round == expected


@pytest.mark.skipif(not (FREE_THREADED or REQUIRE_FREE_THREADED),
                    reason="needs a free-threaded CPython (3.13t, 3.14t)")
def test_import_keeps_the_gil_disabled():
    # A module that does not declare free-threading support turns the GIL
    # back on when imported, with a RuntimeWarning; ours must not. A fresh
    # interpreter, so nothing imported by other tests can interfere. Every
    # module of the package is imported (an extension module, or a module
    # of the test extras one of ours imports, could turn the GIL back on).
    env = {k: v for k, v in os.environ.items() if k != "PYTHON_GIL"}
    code = ("import sys, pkgutil, importlib, omaha_eval\n"
            "for m in pkgutil.walk_packages(omaha_eval.__path__, 'omaha_eval.'):\n"
            "    if not m.name.endswith('__main__'):\n"
            "        importlib.import_module(m.name)\n"
            "print(sys._is_gil_enabled())")
    # cwd: beside the package this process imported, not the source tree
    where = os.path.dirname(os.path.dirname(os.path.abspath(oe.__file__)))
    result = subprocess.run([sys.executable, "-W", "error::RuntimeWarning", "-c", code],
                            capture_output=True, text=True, env=env, cwd=where)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"

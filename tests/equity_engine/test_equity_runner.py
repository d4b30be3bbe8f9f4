"""The chunk runner under equity: every chunk runs once, whatever the thread
count, and a failing chunk stops the rest and reaches the caller; the pool
it shares with batch works in a forked child."""
import threading
import time

import pytest

from omaha_eval.equity_engine import runner


@pytest.mark.parametrize("threads", [1, 2, 3, 8])
def test_every_chunk_runs_once(threads):
    seen = []
    lock = threading.Lock()

    def chunk(k, acc):
        with lock:
            seen.append(k)
        acc[0] += k
        acc[1] += 1
        return 1

    accs = runner.run_chunks(50, 2, chunk, threads)
    assert sorted(seen) == list(range(50))
    assert sum(a[0] for a in accs) == sum(range(50)) and sum(a[1] for a in accs) == 50
    assert len(accs) == min(threads, 50)


@pytest.mark.parametrize("threads", [2, 4])
def test_a_failing_chunk_stops_the_others(threads):
    started = []

    def chunk(k, acc):
        started.append(k)
        if k == 3:
            raise ValueError("chunk 3 failed")
        time.sleep(0.005)
        return 1

    with pytest.raises(ValueError, match="chunk 3 failed"):
        runner.run_chunks(1000, 1, chunk, threads)
    time.sleep(0.05)
    assert len(started) < 100  # stopped long before the end


def _threaded_calls_in_a_child(out):
    import numpy as np

    import omaha_eval as oe
    from omaha_eval import batch

    out.put(oe.equity(["AsAhKsKh", "*"], trials=100_000, seed=1, threads=2).equities)
    holes = np.array([[51, 50, 25, 3]] * 10000, dtype=np.uint8)
    out.put(int(batch.evaluate(holes, [[0, 4, 8, 12, 20]], threads=2).sum()))


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="needs fork")
@pytest.mark.filterwarnings("ignore:This process .* is multi-threaded")  # Python 3.12+ says so on fork
def test_a_forked_child_gets_a_pool_of_its_own():
    """The parent's pool threads do not exist in a forked child: work handed
    to the inherited pool would wait forever."""
    import multiprocessing

    import omaha_eval as oe
    from omaha_eval.core import pool as _pool

    pytest.importorskip("numpy")
    expected = oe.equity(["AsAhKsKh", "*"], trials=100_000, seed=1, threads=2).equities
    assert _pool._pool is not None  # the parent's pool exists, its threads idle
    ctx = multiprocessing.get_context("fork")
    out = ctx.Queue()
    # daemon, and killed in a finally: an interrupted run leaves no child behind
    child = ctx.Process(target=_threaded_calls_in_a_child, args=(out,), daemon=True)
    child.start()
    try:
        child.join(60)
        if child.is_alive():
            pytest.fail("a threaded call in a forked child hung")
    finally:
        if child.is_alive():
            child.kill()
            child.join(5)
    assert child.exitcode == 0
    assert out.get(timeout=5) == expected
    assert out.get(timeout=5) > 0

"""The chunk runner under equity: every chunk runs once, whatever the thread
count, and a failing chunk stops the rest and reaches the caller."""
import threading
import time

import pytest

from omaha_eval._equity import runner


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

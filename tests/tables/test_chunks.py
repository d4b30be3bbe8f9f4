"""The chunk mechanism: the same table from threads, a process pool and a
Dask cluster; checkpoints that resume and refuse other jobs; bad input."""
import os
from concurrent.futures import ThreadPoolExecutor

import pytest

np = pytest.importorskip("numpy")

from omaha_eval import tables  # noqa: E402
from omaha_eval.core.pool import process_pool  # noqa: E402
from omaha_eval.tables import chunks, jobs  # noqa: E402

SMALL = dict(game="holdem", trials=40, seed=11, hands=["AA", "KK", "AKs", "72o", "T9s", "22"], rows_per_chunk=2)


@pytest.mark.thread_unsafe  # starts a process pool
def test_same_table_from_threads_and_processes():
    a = tables.preflop(**SMALL)
    with ThreadPoolExecutor(1) as one:
        b = tables.preflop(**SMALL, executor=one)
    with process_pool(2) as pool:
        c = tables.preflop(**SMALL, executor=pool)
    assert a.counters.dtype == np.int64
    assert np.array_equal(a.counters, b.counters) and np.array_equal(a.counters, c.counters)
    # a class's random stream comes from the seed and the class alone, so
    # even another cut of the job (a different job for checkpoints) agrees
    d = tables.preflop(**{**SMALL, "rows_per_chunk": 5})
    assert np.array_equal(a.counters, d.counters)
    for threads in (1, 2):  # the package's own pool, of that many threads
        assert np.array_equal(a.counters, tables.preflop(**SMALL, threads=threads).counters)


@pytest.mark.thread_unsafe  # starts a cluster of processes
def test_same_table_from_dask_local_cluster():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            d = tables.preflop(**SMALL, executor=client.get_executor())
    a = tables.preflop(**SMALL)
    assert np.array_equal(a.counters, d.counters)


class Crash(RuntimeError):
    pass


@pytest.mark.thread_unsafe  # patches PreflopJob
def test_resume_after_crash(tmp_path, monkeypatch):
    path = tmp_path / "t.ckpt"
    full = tables.preflop(**SMALL)
    calls = []
    real = jobs.PreflopJob.run_chunk

    def crashing(self, index):
        calls.append(index)
        if index == 1:
            raise Crash("simulated crash in chunk 1")
        return real(self, index)

    monkeypatch.setattr(jobs.PreflopJob, "run_chunk", crashing)
    with ThreadPoolExecutor(1) as one, pytest.raises(Crash):
        tables.preflop(**SMALL, checkpoint=path, executor=one)
    assert path.exists()
    with np.load(path) as data:
        done = data["done"].copy()
    assert done[0] and not done[1]  # chunk 2 may or may not have run before the stop
    calls.clear()
    monkeypatch.setattr(jobs.PreflopJob, "run_chunk", lambda self, i: calls.append(i) or real(self, i))
    resumed = tables.preflop(**SMALL, checkpoint=path)
    assert sorted(calls) == [i for i in range(3) if not done[i]]  # only the missing chunks
    assert np.array_equal(resumed.counters, full.counters)
    calls.clear()
    again = tables.preflop(**SMALL, checkpoint=path)  # finished: nothing recomputed
    assert calls == [] and np.array_equal(again.counters, full.counters)
    assert [p.name for p in tmp_path.iterdir()] == ["t.ckpt"]  # no temporary files left


def test_checkpoint_of_another_job_is_refused(tmp_path):
    path = tmp_path / "t.ckpt"
    tables.preflop(**SMALL, checkpoint=path)
    before = path.read_bytes()
    with pytest.raises(ValueError, match="another job.*seed 11 there, 12 here"):
        tables.preflop(**{**SMALL, "seed": 12}, checkpoint=path)
    with pytest.raises(ValueError, match="another job"):
        tables.preflop(**{**SMALL, "game": "omaha", "hands": None, "rows_per_chunk": None}, checkpoint=path)
    assert path.read_bytes() == before
    junk = tmp_path / "junk.ckpt"
    junk.write_text("not a checkpoint")
    with pytest.raises(ValueError, match="not an omaha-eval checkpoint"):
        tables.preflop(**SMALL, checkpoint=junk)


@pytest.mark.parametrize("kwargs,error,match", [
    (dict(game="stud"), ValueError, "unknown game"),
    (dict(threads=0), ValueError, "threads=0"),
    (dict(opponents=0), ValueError, "opponents=0"),
    (dict(opponents=10), ValueError, "opponents=10"),
    (dict(opponents=1.5), TypeError, "opponents"),
    (dict(trials=0), ValueError, "trials=0"),
    (dict(trials=-5), ValueError, "trials=-5"),
    (dict(executor="threads"), TypeError, "Executor"),
    (dict(hilo=True), ValueError, "Hold'em has no 8-or-better low"),
    (dict(hands=["AAA"]), ValueError, "AA"),
    (dict(checkpoint="/nonexistent-folder/x.ckpt"), ValueError, "does not exist"),
])
def test_bad_input(kwargs, error, match):
    with pytest.raises(error, match=match):
        tables.preflop(**{**SMALL, **kwargs})


def test_unwritable_output_leaves_nothing(tmp_path):
    t = tables.preflop(**SMALL)
    with pytest.raises(ValueError, match="does not exist"):
        t.to_csv(tmp_path / "missing" / "t.csv")
    with pytest.raises(ValueError, match="csv or .parquet"):
        t.write(tmp_path / "t.txt")
    if os.geteuid() != 0:  # root writes anywhere
        ro = tmp_path / "ro"
        ro.mkdir()
        ro.chmod(0o500)
        with pytest.raises(ValueError, match="not writable"):
            t.to_csv(ro / "t.csv")
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == []


def test_a_chunk_with_wrong_counters_is_an_error():
    class Bad(jobs.PreflopJob):
        def run_chunk(self, index):
            return 0, np.zeros((1, 3), dtype=np.int64)
    job = Bad("holdem", 1, False, 10, 1, (0, 1), 1)
    with pytest.raises(ValueError, match="3 columns|columns"):
        chunks.run_chunks(job)

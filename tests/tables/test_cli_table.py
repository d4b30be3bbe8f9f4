"""omaha-eval table: writes the table, resumes from the checkpoint, refuses
an unwritable output before doing any work."""
import csv

import pytest

pytest.importorskip("numpy")

from omaha_eval.cli import main  # noqa: E402

ARGS = ["table", "preflop", "--game", "holdem", "--trials", "50", "--hands", "AA", "KK", "72o",
        "--workers", "1", "--quiet"]


def test_table_preflop_csv_and_checkpoint(tmp_path, capsys):
    out, ckpt = tmp_path / "t.csv", tmp_path / "t.ckpt"
    assert main(ARGS + ["--out", str(out), "--checkpoint", str(ckpt)]) == 0
    with open(out) as f:
        first = list(csv.DictReader(f))
    assert [r["text"] for r in first] == ["AA", "KK", "72o"]
    assert ckpt.exists()
    out.unlink()
    assert main(ARGS + ["--out", str(out), "--checkpoint", str(ckpt)]) == 0  # straight from the checkpoint
    with open(out) as f:
        assert list(csv.DictReader(f)) == first
    assert "wrote 3 rows" in capsys.readouterr().err


def test_table_bad_output(tmp_path, capsys):
    assert main(ARGS + ["--out", str(tmp_path / "no" / "t.csv")]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert main(ARGS + ["--out", str(tmp_path / "t.txt")]) == 2
    assert ".csv or .parquet" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_table_bad_workers(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(ARGS[:-2] + ["--workers", "0", "--out", str(tmp_path / "t.csv")])


@pytest.mark.thread_unsafe  # starts a cluster of processes
def test_table_on_a_dask_scheduler(tmp_path, capsys):
    distributed = pytest.importorskip("distributed")
    out = tmp_path / "t.csv"
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        assert main(ARGS + ["--out", str(out), "--scheduler", cluster.scheduler_address]) == 0
    assert "on the Dask cluster" in capsys.readouterr().err
    local = tmp_path / "local.csv"
    assert main(ARGS + ["--out", str(local)]) == 0
    assert out.read_text() == local.read_text()  # the same table, bit for bit


def test_progress_bar(capsys):
    pytest.importorskip("tqdm")
    from omaha_eval import tables
    tables.preflop("holdem", trials=20, seed=1, hands=["AA", "KK"], rows_per_chunk=1, progress=True)
    err = capsys.readouterr().err
    assert "holdem preflop" in err and "2/2" in err

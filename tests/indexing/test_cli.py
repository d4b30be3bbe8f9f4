"""`omaha-eval index`."""
import pytest

pytest.importorskip("numpy")

from omaha_eval.cli import main  # noqa: E402


def test_index_of_a_deal(capsys):
    assert main(["index", "AsAhKsKh", "--board", "2c3d4h5s6s"]) == 0
    out = capsys.readouterr().out
    assert "omaha street river: index" in out and "of 389,802,959,832" in out and "class size 24" in out


def test_whole_deal_with_game(capsys):
    assert main(["index", "AsKs2s3h4d", "--game", "holdem", "--ordering", "board"]) == 0
    assert "holdem board flop" in capsys.readouterr().out


def test_counts(capsys):
    assert main(["index", "--counts", "--game", "holdem", "--ordering", "street"]) == 0
    out = capsys.readouterr().out
    assert "2,428,287,420" in out and "board" not in out.splitlines()[1]


def test_errors(capsys):
    assert main(["index", "AsKs8h", "--game", "holdem"]) == 2
    assert "3 cards" in capsys.readouterr().err
    assert main(["index"]) == 2

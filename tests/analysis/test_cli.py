"""omaha-eval analyze."""
import pytest

from omaha_eval.cli import main


def test_analyze_prints_made_hand_draws_and_rank(capsys):
    assert main(["analyze", "JdTc7s6h", "9c8d2h"]) == 0
    out = capsys.readouterr().out
    assert "wrap straight draw, 20 outs" in out and "nut rank:" in out and "strength:" in out


def test_analyze_vs_hands_with_plot(capsys, tmp_path):
    pytest.importorskip("numpy")
    pytest.importorskip("matplotlib")
    png = tmp_path / "d.png"
    assert main(["analyze", "AsKsQdJd", "AdKh3s", "--vs", "QhQc2d2c,7h7c5d4s", "--plot", str(png)]) == 0
    out = capsys.readouterr().out
    assert "equity:" in out and "against 2 hands" in out and png.exists()


def test_analyze_river_vs_hands(capsys):
    assert main(["analyze", "AsKsQdJd", "AdKh3s2c2d", "--vs", "QhQc8d8c"]) == 0
    assert "vs range:  beats 1" in capsys.readouterr().out


def test_analyze_errors(capsys):
    assert main(["analyze", "AsKsQdJd", "AdKs3s"]) == 2
    assert "duplicate card Ks" in capsys.readouterr().err
    assert main(["analyze", "AsKsQdJd", "AdKh3s", "--plot", "x.png"]) == 2
    assert "--plot needs --vs" in capsys.readouterr().err


def test_analyze_vs_range_text_needs_the_ranges_module(capsys, monkeypatch):
    import sys

    import omaha_eval.cli.ranges  # noqa: F401  the parser registers it: load it first, whatever ran before
    monkeypatch.setitem(sys.modules, "omaha_eval.ranges", None)  # as if not installed
    assert main(["analyze", "AsKsQdJd", "AdKh3s", "--vs", "AA$ds"]) == 2
    assert "range text needs omaha_eval.ranges" in capsys.readouterr().err

"""omaha-eval range."""
import pytest

pytestmark = pytest.mark.thread_unsafe  # captures stdout

pytest.importorskip("numpy")

from omaha_eval.cli import main  # noqa: E402


def test_range_size_and_share(capsys):
    assert main(["range", "AA$ds", "--game", "omaha"]) == 0
    out = capsys.readouterr().out
    assert "864 of 270,725" in out and "0.3191%" in out


def test_range_list(capsys):
    assert main(["range", "AKs", "--game", "holdem", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert sorted(lines[-4:]) == ["AcKc", "AdKd", "AhKh", "AsKs"]


def test_range_list_weights_and_limit(capsys):
    assert main(["range", "AA@5,KK@2", "--game", "omaha", "--without", "AsKd", "--list", "--limit", "2"]) == 0
    out = capsys.readouterr().out
    assert "@2" in out and "more (raise --limit)" in out and "without: AsKd" in out


def test_range_error(capsys):
    assert main(["range", "AAK$qq", "--game", "omaha"]) == 2
    assert "unknown macro $qq at column 4" in capsys.readouterr().err

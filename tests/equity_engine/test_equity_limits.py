"""Issue 51/52: flags read exactly and huge jobs refused as docs/equity.md
says: trials= past a day of one core is refused before anything runs,
whichever method would be chosen, with one estimate per call, and no
message tells a user to pass what they passed."""
import pytest

np = pytest.importorskip("numpy")

import omaha_eval as oe  # noqa: E402
import omaha_eval.pql as pql  # noqa: E402
from omaha_eval.equity_engine import runner  # noqa: E402


@pytest.mark.parametrize("flag", ["false", "True", 1, 0, None, 0.0])
def test_hilo_must_be_a_bool(flag):
    with pytest.raises(TypeError, match="hilo=.*expected True or False"):
        oe.equity(["AsAhKsKh", "QdQcJdJc"], board="2c3d4h", hilo=flag)


def test_numpy_bools_are_bools():
    a = oe.equity(["AsAhKsKh", "QdQcJdJc"], board="2c3d4h", hilo=np.bool_(True)).equities
    b = oe.equity(["AsAhKsKh", "QdQcJdJc"], board="2c3d4h", hilo=True).equities
    assert list(a) == list(b)


def test_progress_must_be_a_bool():
    with pytest.raises(TypeError, match="progress="):
        oe.equity(["AsAhKsKh", "QdQcJdJc"], board="2c3d4h", progress="no")


@pytest.mark.parametrize("board", ["", "xxx", "2c3d4h"])
def test_trials_past_a_day_refused_whatever_the_method(board, capsys):
    with pytest.raises(ValueError, match="past the limit of 24 hours"):
        oe.equity(["AsAhKsKh", "*"], board=board, trials=10 ** 13)
    assert capsys.readouterr().err == ""  # refused before any estimate is printed


def test_pql_gives_one_estimate(capsys):
    q = "select avg(equity(hero)) from game='omahahi', hero='AsAhKdQd', villain='15%', board=''"
    with pytest.raises(ValueError) as err:
        pql.query(q, trials=10 ** 12)
    printed = capsys.readouterr().err
    assert "38.9 hours" in str(err.value) and printed == ""
    nut = "select count(nutHi(villain, river)) from game='omahahi', hero='AsAhKdQd', villain='15%', board=''"
    with pytest.raises(ValueError, match="past the limit"):
        pql.query(nut, trials=10 ** 12)
    assert capsys.readouterr().err == ""


def test_an_exact_job_chosen_over_trials_never_says_pass_trials(capsys, monkeypatch):
    monkeypatch.setattr(runner, "ANNOUNCE_SECONDS", 0.0)
    oe.equity(["AsAhKsKh", "QdQcJdJc"], board="2c3d4h", trials=10 ** 9)
    printed = capsys.readouterr().err
    assert "pass trials" not in printed
    runner.announce(20.0, "a job", 5000)
    assert "quicker than the 5,000 Monte Carlo trials asked for" in capsys.readouterr().err
    runner.announce(20.0, "a job")
    assert "pass trials=N" in capsys.readouterr().err

"""Command-line papercuts (issue 40): a library message that reaches the
command line names the command line's flag; an optional dependency of an
output is checked before the work starts; a Monte Carlo job says its
estimated time first, and one of days is refused before it starts."""
import re
import sys

import pytest

import omaha_eval as oe
from omaha_eval.cli import main

pytestmark = pytest.mark.thread_unsafe  # patches modules and reads standard error


def python_names_have_flags(message):
    """Every Python keyword the message names (``game=``) comes with its
    command-line flag (``--game``)."""
    names = set(re.findall(r"\b([a-z_]+)=", message))
    return names and all(f"--{name.replace('_', '-')}" in message for name in names)


@pytest.mark.parametrize("argv,flag", [
    (["range", "AA"], "--game"),
    (["equity", "AA", "KK"], "--game"),
    (["breakdown", "15%", "Jh9h4c", "--filter", "nut low"], "--hilo"),
    (["table", "preflop", "--game", "omaha", "--exact", "--out", "OUT.csv", "--workers", "1", "--quiet"],
     "--trials"),
])
def test_a_library_message_names_the_command_line_flag(argv, flag, tmp_path, capsys):
    if argv[0] in ("range", "breakdown", "table"):
        pytest.importorskip("numpy")
    argv = [str(tmp_path / "x.csv") if a == "OUT.csv" else a for a in argv]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert flag in err and "Traceback" not in err, err
    assert python_names_have_flags(err), err


def test_the_flag_checker_sees_a_bare_keyword():
    assert not python_names_have_flags("range 'AA' needs a game: pass game=")
    assert python_names_have_flags("pass game= (--game on the command line)")


def refuse_work(monkeypatch, module, name):
    def work(*args, **kwargs):
        raise AssertionError(f"{name} ran before the missing dependency was found")
    monkeypatch.setattr(module, name, work)


def test_table_to_parquet_without_pyarrow_fails_before_the_work(tmp_path, monkeypatch, capsys):
    pytest.importorskip("numpy")
    from omaha_eval.tables import compute

    monkeypatch.setitem(sys.modules, "pyarrow", None)  # as if not installed
    refuse_work(monkeypatch, compute, "preflop")
    out = tmp_path / "x.parquet"
    assert main(["table", "preflop", "--trials", "300", "--out", str(out), "--workers", "1", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "--out" in err and "pyarrow" in err and "omaha-eval[parquet]" in err, err
    assert not out.exists()


def test_analyze_plot_without_matplotlib_fails_before_the_work(tmp_path, monkeypatch, capsys):
    pytest.importorskip("numpy")
    import importlib
    distribution = importlib.import_module("omaha_eval.analysis.distribution")  # the module, not the function

    monkeypatch.setitem(sys.modules, "matplotlib", None)
    refuse_work(monkeypatch, distribution, "distribution")
    assert main(["analyze", "AsKsQdJd", "AdKh3s", "--vs", "QhQc2d2c,7h7c5d4s",
                 "--plot", str(tmp_path / "d.png")]) == 2
    err = capsys.readouterr().err
    assert "--plot needs matplotlib" in err, err


def test_trials_of_days_are_refused_before_any_work(monkeypatch, capsys):
    from omaha_eval.core import _core
    from omaha_eval.equity_engine import double_board

    # a planted miss fails here instead of running for days
    monkeypatch.setattr(_core, "Job", lambda *a, **k: pytest.fail("a job was built"))
    monkeypatch.setattr(double_board._Job, "monte_carlo", lambda *a, **k: pytest.fail("the deals ran"))
    with pytest.raises(ValueError, match=r"trials=10,000,000,000,000: Monte Carlo would take about [\d,]+ days"):
        oe.equity(["AsAhKsKh", "*", "*"], trials=10**13, seed=1)
    with pytest.raises(ValueError, match="trials=10,000,000,000: .* days"):  # a double board's Python loop
        oe.equity(["AsAhKsKh", "*"], boards=2, trials=10**10)
    assert main(["equity", "AsAhKsKh", "*", "*", "--trials", str(10**13)]) == 2
    err = capsys.readouterr().err
    assert "--trials N on the command line" in err and python_names_have_flags(err), err


def test_a_long_monte_carlo_job_says_its_estimate_first(monkeypatch, capsys):
    from omaha_eval.equity_engine import known_board

    # as if each trial took a second: 20 trials are past the few seconds that get an estimate
    monkeypatch.setattr(known_board, "MC_SECONDS_PER_TRIAL", 1.0)
    result = oe.equity(["AsAhKsKh", "*"], trials=20, seed=1)
    assert not result.exact
    err = capsys.readouterr().err
    assert "omaha-eval: Monte Carlo, 20 trials: about 40 s on one core" in err, err
    oe.equity(["AsAhKsKh", "*"], trials=2, seed=1)  # 4 s: no line
    assert capsys.readouterr().err == ""

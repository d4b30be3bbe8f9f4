import subprocess
import sys
from pathlib import Path

import omaha_eval
from omaha_eval.cli import main

# Run child Pythons beside the package this process imported, not in the
# source tree (an uninstalled copy without the compiled core).
PACKAGE_PARENT = Path(omaha_eval.__file__).resolve().parents[1]


def test_eval_prints_hand_category_rank_and_cards(capsys):
    assert main(["eval", "AhAd7c2s", "KsKd7h3c2d"]) == 0
    out = capsys.readouterr().out
    assert "Two pair, aces and kings" in out
    assert "rank:     2473" in out
    assert "Ah Ad Ks Kd 7h" in out


def test_eval_hilo(capsys):
    assert main(["eval", "As2dKhKc", "3c4d8sQhJd", "--hilo"]) == 0
    assert "8-4-3-2-A" in capsys.readouterr().out


def test_bad_cards_are_an_error_not_a_traceback(capsys):
    assert main(["eval", "AhAd7c2X", "KsKd7h3c2d"]) == 2
    err = capsys.readouterr().err
    assert "unknown card '2X'" in err and "Traceback" not in err


def test_python_dash_m():
    result = subprocess.run([sys.executable, "-m", "omaha_eval", "eval", "AcKd", "5cKs5h9s8s"],
                            capture_output=True, text=True, cwd=PACKAGE_PARENT)
    assert result.returncode == 0 and "Two pair, kings and fives" in result.stdout


def test_equity_command(capsys):
    assert main(["equity", "AsAhKsKh", "JdTd9c8c", "--board", "2c7d9h"]) == 0
    out = capsys.readouterr().out
    assert "38.9024%" in out and "exact: all 820 boards" in out


def test_equity_command_monte_carlo_and_errors(capsys):
    assert main(["equity", "As2sKdQd", "Ah3h4c5c", "--hilo", "--trials", "20000", "--seed", "3"]) == 0
    assert "Monte Carlo: 20,000 trials, seed 3" in capsys.readouterr().out
    assert main(["equity", "As2sKdQd", "Ah3h"]) == 2
    assert "player 2 has 2 hole cards: expected 4" in capsys.readouterr().err


def test_bench_command(capsys):
    assert main(["bench", "--repeats", "1"]) == 0
    out = capsys.readouterr().out
    assert "PLO4 exact equity" in out and "million" in out


def test_the_command_line_needs_no_numpy():
    """`omaha-eval eval` is the README's first command: numpy (a dependency)
    is loaded only by the subcommands that use it, not at start-up."""
    code = ("import sys; sys.modules['numpy'] = None\n"
            "from omaha_eval.cli import main\n"
            "sys.exit(main(['eval', 'AhAd7c2s', 'KsKd7h3c2d']))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=PACKAGE_PARENT)
    assert result.returncode == 0, result.stderr
    assert "Two pair, aces and kings" in result.stdout

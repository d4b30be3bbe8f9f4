import subprocess
import sys

from omaha_eval.cli import main


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
                            capture_output=True, text=True)
    assert result.returncode == 0 and "Two pair, kings and fives" in result.stdout

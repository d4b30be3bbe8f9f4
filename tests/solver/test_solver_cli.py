"""omaha-eval solve: the report, the tree view, errors."""
from omaha_eval.cli import main


def test_solve_prints_the_root_by_category(capsys):
    code = main(["solve", "KsQd7h4c2s", "--game", "holdem", "--oop", "77, T9s, AK", "--ip", "QJs, AQ",
                 "--pot", "100", "--stack", "200", "--target", "0.2"])
    out = capsys.readouterr().out
    assert code == 0
    assert "OOP at the root" in out and "check" in out and "middle set" in out
    assert "exploitability" in out and "% of the pot after" in out


def test_solve_tree_only(capsys):
    code = main(["solve", "KsQd7h4c2s", "--game", "holdem", "--oop", "77", "--ip", "QJs", "--pot", "100",
                 "--stack", "300", "--bets", "33%, pot", "--tree"])
    out = capsys.readouterr().out
    assert code == 0 and "OOP: check | bet 33 | bet 100 | all-in 300" in out and "MiB" in out


def test_solve_bad_sizes(capsys):
    code = main(["solve", "KsQd7h4c2s", "--game", "holdem", "--oop", "77", "--ip", "QJs", "--pot", "100",
                 "--stack", "300", "--bets", "pot, 33%"])
    assert code == 2 and "increasing order" in capsys.readouterr().err


def test_solve_a_turn_reports_by_draw_too(capsys):
    code = main(["solve", "Ks7d2c9h", "--game", "holdem", "--oop", "KK, 99, T9s", "--ip", "AK, QQ, JTs",
                 "--pot", "100", "--stack", "150", "--bets", "pot", "--raises", "", "--no-allin", "--quiet",
                 "--iterations", "20"])
    out = capsys.readouterr().out
    assert code == 0
    assert "by draw:" in out and "no draw" in out and "exploitability" in out
    code = main(["solve", "Ks7d2c9h", "--game", "holdem", "--oop", "KK", "--ip", "AK", "--pot", "100",
                 "--stack", "150", "--tree"])
    assert code == 0 and "IP:" in capsys.readouterr().out

"""analyze tidy-ups (issue 29): names when printed, no low lines in a
high-only game, a made straight is not also a wrap."""
import pytest

from omaha_eval.analysis import MadeHand, StraightDraw, analyze
from omaha_eval.cli import main


def test_made_hand_and_straight_draw_print_as_names():
    a = analyze("AsKsQdJd", "AdKh3s")
    assert str(a.made) == "top two pair" and f"{a.made}" == "top two pair"
    assert str(MadeHand.SET) == "set" and str(StraightDraw.OPEN_ENDED) == "open-ended"
    assert a.made == MadeHand.TOP_TWO_PAIR == 8  # still an IntEnum


def test_high_only_report_has_no_low_lines():
    high = str(analyze("As2dKcKh", "3c4dKs"))
    assert "low" not in high and "counterfeit" not in high
    hilo = str(analyze("As2dKcKh", "3c4dKs", hilo=True))
    assert "draw:      low, 16 outs" in hilo and "counterfeit: 2c 2h 2s Ac Ad Ah" in hilo


def test_holdem_has_no_low_and_hilo_is_refused_as_equity_refuses_it():
    assert "low" not in str(analyze("As2d", "3c4dKs"))
    with pytest.raises(ValueError, match="Hold'em has no 8-or-better low"):  # issue 52: as oe.equity
        analyze("As2d", "3c4dKs", hilo=True)


@pytest.mark.parametrize("hole, board", [("JT65", "9c8d7h"), ("QJT6", "9c8d7h"), ("JsTs65", "9c8d7h")])
def test_a_made_straight_is_not_a_wrap(hole, board):
    hole = {"JT65": "JcTd6h5s", "QJT6": "QcJdTh6s", "JsTs65": "JsTs6h5c"}[hole]
    a = analyze(hole, board)
    assert a.made in (MadeHand.STRAIGHT, MadeHand.NUT_STRAIGHT)
    assert a.draws.straight is StraightDraw.NONE
    assert "wrap" not in str(a)
    if a.draws.straight_outs:
        assert f"to a higher straight, {a.draws.straight_outs} outs" in str(a)


def test_a_wrap_without_a_straight_is_still_a_wrap():
    assert analyze("JdTc7s6h", "9c8d2h").draws.straight is StraightDraw.WRAP


def test_cli_analyze_high_only_and_hilo(capsys):
    assert main(["analyze", "As2dKcKh", "3c4dKs"]) == 0
    assert "counterfeit" not in capsys.readouterr().out
    assert main(["analyze", "As2dKcKh", "3c4dKs", "--hilo"]) == 0
    assert "counterfeit" in capsys.readouterr().out

"""analyze on a double board: each board's made hand and draws, with the
other board's cards unable to come (checked against one-board analyses
and the public evaluator)."""
import pytest

import omaha_eval as oe
from omaha_eval import parse_cards
from omaha_eval.analysis import analyze, analyze_double
from omaha_eval.cli import main


def test_each_board_is_its_own_analysis_without_the_other_boards_cards():
    hole, one, two = "JdTc7s6h", "9c8d2h", "QsQh5c"
    double = analyze_double(hole, [one, two])
    alone = analyze(hole, one)
    gone = set(parse_cards(two))
    # board 2 holds three of board 1's wrap outs: they cannot come
    lost = [c for c in alone.draws.straight_out_cards if c in gone]
    assert len(lost) == 3
    assert double.boards[0].draws.straight_outs == alone.draws.straight_outs - len(lost)
    assert not set(double.boards[0].draws.straight_out_cards) & gone
    for report, board in zip(double.boards, (one, two)):
        assert report.unseen == 52 - 4 - 6
        assert report.value.category == oe.evaluate(hole, board).category
        for cards in report.outs_to.values():
            assert not set(cards) & set(parse_cards(one + two))


def test_bad_double_boards():
    with pytest.raises(ValueError, match="as many cards"):
        analyze_double("JdTc7s6h", ["9c8d2h", "QsQh5c4d"])
    with pytest.raises(ValueError, match="duplicate card 9c"):
        analyze_double("JdTc7s6h", ["9c8d2h", "9cQh5c"])
    with pytest.raises(ValueError, match="flops"):
        analyze_double("JdTc7s6h", 2)


def test_the_command_line_reports_both_boards_and_the_equity(capsys):
    assert main(["analyze", "JdTc7s6h", "9c8d2h", "--board2", "AsKs3d", "--vs", "QhQc2d2c,7h7c5d4s"]) == 0
    out = capsys.readouterr().out
    assert "board 1: JdTc7s6h on 9c8d2h" in out and "board 2: JdTc7s6h on AsKs3d" in out
    assert "wrap straight draw, 20 outs" in out and "scoops both" in out
    assert main(["analyze", "JdTc7s6h", "9c8d2h", "--board2", "AsKs3d4h"]) == 2
    assert "as many cards" in capsys.readouterr().err

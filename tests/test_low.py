"""The 8-or-better low: docs/RULES.md §3 examples, the issue's examples, random
deals against the reference, and every rank pattern exhaustively."""
import itertools
import random

import pytest

import omaha_eval as oe
from omaha_eval.core import _core

import reference


def name(hole, board):
    low = oe.evaluate_low(hole, board)
    return None if low is None else low.name


def test_rules_compare_from_the_top():
    # 8-5-4-3-2 loses to 7-6-5-4-3; 7-5-4-3-2 beats 7-6-3-2-A; the wheel is best
    a = oe.evaluate_low("8s5dKhKc", "4c3h2sKdQc")
    b = oe.evaluate_low("7s6dKhKc", "5c4h3sKdQc")
    assert a.name == "8-5-4-3-2" and b.name == "7-6-5-4-3" and b > a
    c = oe.evaluate_low("7s5dKhKc", "4c3h2sKdQc")
    d = oe.evaluate_low("7s6dKhKc", "3c2hAsKdQc")
    assert c.name == "7-5-4-3-2" and d.name == "7-6-3-2-A" and c > d
    wheel = oe.evaluate_low("As2dKhKc", "3c4h5sKdQc")
    assert wheel.name == "5-4-3-2-A" and wheel.mask == 31 and wheel > c


def test_straights_and_flushes_do_not_spoil_a_low():
    low = oe.evaluate_low("As2sKhKc", "3s4s5sKdQc")
    assert low.name == "5-4-3-2-A"
    assert oe.evaluate("As2sKhKc", "3s4s5sKdQc").name == "Straight flush, five high"


def test_issue_examples():
    assert name("As2dKhKc", "3c4d8sQhJd") == "8-4-3-2-A"
    assert name("As2dKhKc", "2c4d5sQhJd") is None
    assert name("As3d4hKc", "2c5d7sQhJd") == "7-5-3-2-A"


def test_fewer_than_three_low_board_ranks_never_give_a_low():
    assert name("As2d3h4c", "5c5d9sQhJd") is None
    assert name("As2d3h4c", "5c6d6sQhJd") is None
    assert name("As2d3h4c", "5c6d8s") == "8-6-5-2-A"


def test_high_and_low_may_use_different_hole_cards():
    high, low = oe.evaluate_hilo("As2dKhKc", "3c4d8sKdJd")
    assert high.name == "Three of a kind, kings" and low.name == "8-4-3-2-A"
    value, lhole, lboard = oe.best_low("As2dKhKc", "3c4d8sKdJd")
    assert sorted(map(str, lhole)) == ["2d", "As"] and sorted(map(str, lboard)) == ["3c", "4d", "8s"]


def random_deals(seed, n, nhole, nboard):
    rng = random.Random(seed)
    # weight towards low cards so lows are common
    low_cards = [c for c in range(52) if c // 4 <= 6 or c // 4 == 12]
    for _ in range(n):
        deck = low_cards if rng.random() < 0.6 else list(range(52))
        cards = rng.sample(deck, nhole + nboard)
        yield cards[:nhole], cards[nhole:]


@pytest.mark.parametrize("nhole", [4, 5, 6])
@pytest.mark.parametrize("nboard", [3, 4, 5])
def test_low_against_reference(nhole, nboard):
    # 9 cases x 12,000 = 108,000 deals
    for hole, board in random_deals(nhole * 10 + nboard, 12000, nhole, nboard):
        expected = reference.low_to_mask(reference.best_omaha_low(hole, board))
        assert _core.eval_low(hole, board) == expected, (hole, board)


@pytest.mark.parametrize("nhole", [4, 6])
def test_best_low_cards_make_the_low(nhole):
    for hole, board in random_deals(nhole, 3000, nhole, 5):
        found = oe.best_low(hole, board)
        expected = reference.best_omaha_low(hole, board)
        if expected is None:
            assert found is None
            continue
        low, used_hole, used_board = found
        assert set(used_hole) <= set(hole) and set(used_board) <= set(board)
        assert reference.low5(used_hole + used_board) == expected


def test_every_pair_of_low_rank_sets():
    """Exhaustive: a low depends only on which low ranks (A..8) the hand and
    the board hold, so every hole set (0..6 ranks) x board set (0..5 ranks)
    is built once, padded with high cards, and checked."""
    low_ranks = [12, 0, 1, 2, 3, 4, 5, 6]  # A 2 3 4 5 6 7 8
    hole_pad, board_pad = [11, 10, 9, 8], [11, 10, 9, 8, 7]  # K Q J T (9)
    checked = 0
    for hole_set in range(256):
        hole_ranks = [r for i, r in enumerate(low_ranks) if hole_set >> i & 1]
        if len(hole_ranks) > 6:
            continue
        hole_ranks += hole_pad[:max(0, 4 - len(hole_ranks))]
        hole = [r * 4 for r in hole_ranks]  # clubs
        for board_set in range(256):
            board_ranks = [r for i, r in enumerate(low_ranks) if board_set >> i & 1]
            if len(board_ranks) > 5:
                continue
            board_ranks += board_pad[:max(0, 5 - len(board_ranks))]
            board = [r * 4 + 1 for r in board_ranks]  # diamonds
            expected = reference.low_to_mask(reference.best_omaha_low(hole, board))
            assert _core.eval_low(hole, board) == expected, (hole, board)
            checked += 1
    assert checked == 247 * 219


def test_hilo_matches_separate_calls():
    for hole, board in random_deals(77, 5000, 4, 5):
        assert _core.eval_hilo(hole, board) == (_core.eval_high(hole, board), _core.eval_low(hole, board))

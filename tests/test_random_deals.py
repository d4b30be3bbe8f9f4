"""Random Omaha and Hold'em deals against the brute-force reference:
every 2-of-hole x 3-of-board hand (Omaha) or 5 of 7 (Hold'em)."""
import random

import pytest

import omaha_eval as oe
from omaha_eval.core import _core

import reference


def deals(seed, n, hole, board, suits=4):
    """Random deals; suits < 4 draws from fewer suits, so flushes and the
    two-plus-three rule come up often."""
    rng = random.Random(seed)
    deck = [c for c in range(52) if c % 4 < suits]
    for _ in range(n):
        cards = rng.sample(deck, hole + board)
        yield cards[:hole], cards[hole:]


@pytest.mark.parametrize("hole", [4, 5, 6])
@pytest.mark.parametrize("board", [3, 4, 5])
@pytest.mark.parametrize("suits", [4, 2])
def test_omaha_high_random(hole, board, suits):
    # 18 cases x 6,000 = 108,000 deals
    for h, b in deals(hole * 100 + board * 10 + suits, 6000, hole, board, suits):
        assert _core.eval_high(h, b, hole) == reference.best_omaha(h, b), (h, b)


@pytest.mark.parametrize("board", [3, 4, 5])
@pytest.mark.parametrize("suits", [4, 2, 1])
def test_holdem_random(board, suits):
    if suits == 1 and board + 2 > 13:
        pytest.skip("not enough cards")
    for h, b in deals(board * 10 + suits, 12000, 2, board, suits):
        assert _core.eval_high(h, b, 2) == reference.best_holdem(h + b), (h, b)


@pytest.mark.parametrize("hole", [4, 5, 6])
def test_best_hand_cards_make_the_value(hole):
    for h, b in deals(hole, 2000, hole, 5, 2):
        value, used_hole, used_board = oe.best_hand(h, b)
        assert len(used_hole) == 2 and len(used_board) == 3
        assert set(used_hole) <= set(h) and set(used_board) <= set(b)
        assert reference.rank5(used_hole + used_board) == value.rank
        assert value.rank == reference.best_omaha(h, b)   # the best, not just a hand


def test_holdem_best_hand_cards_make_the_value():
    for h, b in deals(99, 3000, 2, 5, 2):
        value, used_hole, used_board = oe.best_hand(h, b)
        assert len(used_hole) + len(used_board) == 5
        assert set(used_hole) <= set(h) and set(used_board) <= set(b)
        assert reference.rank5(used_hole + used_board) == value.rank
        assert value.rank == reference.best_holdem(h + b)

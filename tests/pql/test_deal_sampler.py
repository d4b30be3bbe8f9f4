"""PQL's deal sampler in C (src/oe_deals.c): deals follow the definition's
weights (each source's row by weight, compatible deals only, the rest of
the board uniform over the cards left), the same for a seed and stream, and
the binding refuses what would make C read or loop wrongly."""
from collections import Counter
from itertools import product

import numpy as np
import pytest

from omaha_eval.core import _core
from omaha_eval.equity_engine.rows import row_masks
from omaha_eval.pql.deals import Source, fixed_board, sample_deals


def _source(name, rows, weights):
    return Source(name, np.array(rows, dtype=np.uint8), np.array(weights, dtype=np.int64))


def test_deals_follow_the_weights_over_compatible_deals_only():
    """Two players whose rows overlap, unequal weights: each pair's share of
    the draws is its weight product over the compatible pairs' total (a
    sampler that redrew only the clashing player, or ignored the weights,
    is tens of standard errors off)."""
    a = _source("a", [[0, 1], [2, 3], [4, 5]], [1, 2, 5])
    b = _source("b", [[1, 2], [5, 6], [7, 8]], [3, 1, 1])
    board = fixed_board([20, 21, 22])
    n = 200_000
    deals = sample_deals([a, b], board, 0, n, 9, 0)
    got = Counter(zip(deals.picks[0].tolist(), deals.picks[1].tolist()))
    want = {}
    for i, j in product(range(3), range(3)):
        if not set(a.rows[i].tolist()) & set(b.rows[j].tolist()):
            want[(i, j)] = int(a.weights[i] * b.weights[j])
    total = sum(want.values())
    assert set(got) <= set(want)
    for pair, w in want.items():
        p = w / total
        assert abs(got[pair] / n - p) <= 5 * (p * (1 - p) / n) ** 0.5, (pair, got[pair] / n, p)
    # the holes are the picked rows; the board keeps its cards and adds two distinct free ones
    assert (deals.holes[0] == a.rows[deals.picks[0]]).all()
    assert (deals.board[:, :3] == [20, 21, 22]).all()
    for row, h0, h1 in zip(deals.board[:1000], deals.holes[0][:1000], deals.holes[1][:1000]):
        cards = row.tolist() + h0.tolist() + h1.tolist()
        assert len(set(cards)) == 9


def test_the_rest_of_the_board_is_uniform_over_the_cards_left():
    """One fixed hand and a fixed flop: every turn card left comes equally often."""
    hand = _source("a", [[0, 1, 2, 3]], [1])
    deals = sample_deals([hand], fixed_board([4, 5, 6]), 1 << 51, 450_000, 3, 1)
    turns = Counter(deals.board[:, 3].tolist())
    assert set(turns) == set(range(7, 51))           # not the hand, the flop or the dead card
    expect = 450_000 / 44
    assert all(abs(c - expect) <= 5 * expect ** 0.5 for c in turns.values())


def test_a_seed_and_stream_give_the_same_deals_and_another_stream_others():
    a = _source("a", [[0, 1], [2, 3], [4, 5]], [1, 2, 5])
    board = fixed_board([20, 21, 22])
    one = sample_deals([a], board, 0, 1000, 4, 2)
    two = sample_deals([a], board, 0, 1000, 4, 2)
    other = sample_deals([a], board, 0, 1000, 4, 3)
    assert (one.board == two.board).all() and (one.picks[0] == two.picks[0]).all()
    assert not (one.board == other.board).all()


def test_no_possible_deal_is_an_error_not_a_hang():
    a = _source("a", [[0, 1]], [1])
    with pytest.raises(ValueError, match="leave .almost. no possible deal"):
        sample_deals([a, a], fixed_board([20, 21, 22]), 0, 10, 1, 0)


def _specs(rows, width=2, cumulative=None):
    masks = row_masks(np.array(rows, dtype=np.uint8))
    return [(masks, width, cumulative)]


@pytest.mark.parametrize("specs, dead, need, message", [
    ([], 0, 2, "0 sources"),
    (_specs([[0, 1]]), 1 << 60, 2, "names cards above 51"),
    (_specs([[0, 1]]), 0, 6, "0 to 5 board cards"),
    ([(np.zeros(0, np.uint64), 2, None)], 0, 2, "no rows"),
    (_specs([[0, 1]], width=3), 0, 2, "does not name 3 cards"),
    ([(np.array([1 << 55], np.uint64), 1, None)], 0, 2, "does not name 1 cards"),
    (_specs([[0, 1], [2, 3]], cumulative=np.array([3, 2], np.uint64)), 0, 2, "decrease at row 2"),
    (_specs([[0, 1], [2, 3]], cumulative=np.array([0, 0], np.uint64)), 0, 2, "add up to 0"),
    (_specs([[0, 1], [2, 3]], cumulative=np.array([1], np.uint64)), 0, 2, "1 running weights for 2"),
    (_specs([[0, 1]]), (1 << 50) - 1, 2, "more than 52"),
])
def test_the_binding_checks_what_c_reads(specs, dead, need, message):
    picks, rest = np.empty(10, np.int64), np.empty(20, np.uint8)
    with pytest.raises(ValueError, match=message):
        _core.sample_deals(specs, dead, need, 1, 0, 5, 100, picks, rest)


def test_the_binding_checks_its_output_buffers():
    with pytest.raises(ValueError, match="output buffers"):
        _core.sample_deals(_specs([[0, 1]]), 0, 2, 1, 0, 5, 100, np.empty(4, np.int64), np.empty(10, np.uint8))
    assert _core.sample_deals(_specs([[0, 1]]), 0, 2, 1, 0, 0, 100, np.empty(0, np.int64),
                              np.empty(0, np.uint8)) == 0

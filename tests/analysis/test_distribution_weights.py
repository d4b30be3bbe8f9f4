"""Equity distributions of weighted ranges whose middle hands are dropped by
card removal: the kept hands keep their own weights (in input order), and
the mean, the histogram and the per-turn equities are weighted by them. The
oracle enumerates every completion of the board with the plain reference."""
import random

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.analysis import distribution  # noqa: E402

import reference as R  # noqa: E402


def exact(hero, villain, board):
    return R.equity_by_enumeration([hero, villain], board)[0][0]


class WeightedRange:
    def __init__(self, hands, weights):
        self.hands = np.array(hands, dtype=np.uint8)
        self.weights = np.array(weights)


def expected_histogram(equities, weights, buckets):
    """Weight per equal-width bucket [i/b, (i+1)/b); equity 1 in the last."""
    counts = [0] * buckets
    for eq, w in zip(equities, weights):
        counts[min(int(eq * buckets), buckets - 1)] += w
    return counts


@pytest.mark.parametrize("seed", range(4))
def test_weights_follow_their_hands_when_card_removal_drops_the_middle_of_the_range(seed):
    rng = random.Random(f"weights-{seed}")
    hero = rng.sample(range(52), 4)
    rest = [c for c in range(52) if c not in hero]
    board = rng.sample(rest, 4)                         # the turn: 44 rivers per hand
    live = [c for c in rest if c not in board]
    blocked = [hero[0], board[1]]                       # cards that drop a hand
    hands, weights = [], []
    for i in range(9):
        hand = rng.sample(live, 4)
        if i in (2, 3, 5):                              # the middle of the range holds a used card
            hand[rng.randrange(4)] = blocked[i % 2]
        hands.append(hand)
        weights.append(1 + 3 * i)                        # unequal: 1, 4, 7, ...
    d = distribution(hero, board, WeightedRange(hands, weights))
    kept = [i for i in range(9) if i not in (2, 3, 5)]
    assert d.opponents.tolist() == [hands[i] for i in kept]
    assert d.weights.tolist() == [weights[i] for i in kept]
    equities = [exact(hero, hands[i], board) for i in kept]
    assert d.equity.tolist() == pytest.approx(equities)
    kept_w = [weights[i] for i in kept]
    assert d.mean == pytest.approx(sum(e * w for e, w in zip(equities, kept_w)) / sum(kept_w))
    for buckets in (2, 5, 10):
        counts, edges = d.histogram(buckets)
        assert counts == expected_histogram(equities, kept_w, buckets)
        assert edges == pytest.approx([i / buckets for i in range(buckets + 1)])


def test_turn_equities_weight_the_hands_that_do_not_hold_the_turn_card():
    hero, board = [51, 47, 26, 22], [50, 33, 4]          # As Ks Qh Jh on Ah Tc 3c
    hands = [[49, 45, 0, 1], [51, 2, 3, 5], [30, 31, 17, 13], [48, 44, 40, 36]]   # the second holds As
    weights = [5, 7, 1, 3]
    d = distribution(hero, board, WeightedRange(hands, weights))
    kept, kept_w = [hands[0], hands[2], hands[3]], [5, 1, 3]
    assert d.weights.tolist() == kept_w
    for turn in (2, 13, 40):       # a card no hand holds, one the second kept hand holds, one the last holds
        pairs = [(h, w) for h, w in zip(kept, kept_w) if turn not in h]
        expect = sum(w * exact(hero, h, board + [turn]) for h, w in pairs) / sum(w for _, w in pairs)
        assert d.turn_equity[turn] == pytest.approx(expect)


def test_the_histogram_of_a_weighted_turn_spot_written_out():
    # on the river each hand's equity is 0, 1/2 or 1
    hero, board = [51, 47, 26, 22], [50, 33, 4, 8, 12]   # As Ks Qh Jh on Ah Tc 3c 4c 5c
    hands = [[48, 44, 40, 36], [49, 45, 43, 39], [0, 1, 2, 3], [30, 31, 17, 13]]
    d = distribution(hero, board, WeightedRange(hands, [2, 3, 4, 6]))
    # hand 3 holds 2c (card 0): ...; every equity from the reference
    equities = [1.0 if R.best_omaha(hero, board) < R.best_omaha(h, board) else
                0.5 if R.best_omaha(hero, board) == R.best_omaha(h, board) else 0.0 for h in hands]
    assert d.equity.tolist() == equities
    assert d.histogram(2)[0] == expected_histogram(equities, [2, 3, 4, 6], 2)
    assert d.mean == pytest.approx(sum(e * w for e, w in zip(equities, [2, 3, 4, 6])) / 15)


def test_an_equity_on_a_bucket_edge_counts_in_the_bucket_above():
    from omaha_eval.analysis.distribution import EquityDistribution

    # 0.3 and 0.6 are edges np.linspace writes as 0.30000000000000004 and 0.6000000000000001
    equity = np.array([0.3, 0.6, 1.0, 0.0, 0.7, 0.29999])
    d = EquityDistribution(np.zeros((6, 4), np.uint8), equity, np.array([1, 2, 4, 8, 16, 32]), None)
    counts, edges = d.histogram(10)
    assert counts == [8, 0, 32, 1, 0, 0, 2, 16, 0, 4]
    assert edges == [i / 10 for i in range(11)]
    assert d.histogram(5)[0] == [8, 33, 0, 18, 4]

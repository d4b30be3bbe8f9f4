"""Monte Carlo with small, unequally weighted ranges against the exact value.

The exact value is written here from the rules of a weighted range: every
compatible combination of the players' hands (no card held twice) counts in
proportion to the product of their weights, and each combination's equity is
the exact all-in equity of those single hands (``oe.equity`` on single
hands, which tests/equity_engine/test_equity_oracle.py checks against a plain-Python
enumeration). The sampler must draw each hand in proportion to its weight:
a draw that ignores the weights, or shifts them by one, moves these spots by
many standard errors. Each spot is chosen so that the weighted and the
unweighted answers are far apart, which the test checks first.
"""
import itertools
import math

import pytest

import omaha_eval as oe

TRIALS = 200_000
# (id, game, board, [(hands, weights) per player])
SPOTS = [
    ("holdem-preflop", "holdem", "",
     [(["AsAh", "7c2d", "KdQd"], [1, 9, 3]), (["KsKh", "AdKc", "9h8h"], [6, 1, 2])]),
    ("omaha-preflop", "omaha", "",
     [(["AsAhKsKh", "7c6d2h2s"], [1, 6]), (["QsQhJdTd", "AcKc9s8s", "7h6h5d4d"], [4, 1, 2])]),
    ("omaha-preflop-overlap", "omaha", "",
     # ranges that share cards: colliding combinations are never dealt
     [(["AsAhKsKh", "9s9hQdQc", "7c6d2h2s"], [1, 2, 8]), (["AsKc9d8d", "QsQhJdTd", "7h6h5d4d"], [5, 1, 2])]),
    ("omaha-3way-overlap", "omaha", "",
     # three ranges (the sampler's general batched draw) sharing cards
     [(["AsAhKsKh", "9s9hQdQc", "7c6d2h2s"], [1, 9, 1]), (["AsKc9d8d", "QsQhJdTd", "7h6h5d4d"], [9, 1, 1]),
      (["KhKdQs7c", "2c3c4c5c", "Ah9c8c7d"], [9, 1, 1])]),
    ("holdem-3way", "holdem", "",
     [(["AsAh", "7c2d"], [1, 5]), (["KsKh", "AdKd"], [7, 1]), (["QcJc", "2s2h", "AhKh"], [1, 3, 4])]),
]


def exact_weighted(game, board, players, weighted=True, dead=""):
    """Each player's equity over the compatible combinations, weighted by
    the product of the weights (all 1 when not ``weighted``)."""
    total = 0
    sums = [0.0] * len(players)
    known = oe.parse_cards(board) + oe.parse_cards(dead)
    for combo in itertools.product(*[list(zip(hands, weights)) for hands, weights in players]):
        cards = [c for hand, _ in combo for c in oe.parse_cards(hand)]
        if len(set(cards) | set(known)) != len(cards) + len(known):
            continue  # a card held twice, or a board or dead card: this combination is never dealt
        w = math.prod(wt for _, wt in combo) if weighted else 1
        result = oe.equity([hand for hand, _ in combo], board=board, dead=dead, game=game)
        assert result.exact
        total += w
        for p, eq in enumerate(result.equities):
            sums[p] += w * eq
    return [s / total for s in sums]


@pytest.mark.parametrize("spot", SPOTS, ids=[s[0] for s in SPOTS])
def test_weighted_monte_carlo_is_within_a_few_standard_errors_of_the_exact_value(spot):
    _, game, board, players = spot
    expect = exact_weighted(game, board, players)
    unweighted = exact_weighted(game, board, players, weighted=False)
    bound = math.sqrt(0.25 / TRIALS)  # a share's standard deviation is at most this
    # the weights matter here: a sampler that ignored them would be far off
    assert max(abs(a - b) for a, b in zip(expect, unweighted)) > 20 * bound
    for seed in (1, 2):
        result = oe.equity([(list(h), list(w)) for h, w in players], board=board, game=game, trials=TRIALS,
                           seed=seed, threads=2)
        assert not result.exact
        for p, (got, want) in enumerate(zip(result.equities, expect)):
            se = result.players[p].std_error
            assert 0 < se <= 1.01 * bound
            assert abs(got - want) < 5 * bound, (p, seed, got, want, se)


def test_exact_weighted_ranges_match_the_combinations_weighted_by_hand():
    # the exact path, through the same oracle (the weighted exact path has its own tests too)
    for _, game, board, players in SPOTS[:3]:
        result = oe.equity([(list(h), list(w)) for h, w in players], board=board, game=game)
        assert result.exact
        assert result.equities == pytest.approx(exact_weighted(game, board, players), abs=1e-12)


def test_a_weight_of_one_hand_far_above_the_rest_is_drawn_that_often():
    # hero holds AA with weight 1 and 72o with weight 99: nearly always 72o
    players = [(["AsAh", "7c2d"], [1, 99]), (["KsKh"], [1])]
    expect = exact_weighted("holdem", "", players)
    result = oe.equity([(h, w) for h, w in players], game="holdem", trials=TRIALS, seed=3, threads=2)
    assert abs(result.equities[0] - expect[0]) < 5 * math.sqrt(0.25 / TRIALS)


@pytest.mark.parametrize("as_array", [False, True])
def test_weights_stay_with_their_hands_when_dead_cards_drop_the_middle_of_a_range(as_array):
    np = pytest.importorskip("numpy")
    # Kd and 9h are dead: the middle hands of each range go, the weights of the rest must follow them
    hero = (["AsAh", "KdQd", "7c2d", "JcTc"], [1, 40, 9, 2])
    villain = (["KsKh", "9h8h", "AdKc", "6s6c"], [6, 30, 1, 2])
    players = [hero, villain]
    dead = "Kd9h"
    expect = exact_weighted("holdem", "", players, dead=dead)
    if as_array:
        class Weighted:
            def __init__(self, hands, weights):
                self.hands = np.array([oe.parse_cards(h) for h in hands], dtype=np.uint8)
                self.weights = np.array(weights, dtype=np.int64)
        given = [Weighted(*hero), Weighted(*villain)]
    else:
        given = [(list(h), list(w)) for h, w in players]
    exact = oe.equity(given, dead=dead, game="holdem")
    assert exact.equities == pytest.approx(expect, abs=1e-12)
    result = oe.equity(given, dead=dead, game="holdem", trials=TRIALS, seed=4, threads=2)
    assert not result.exact
    for got, want in zip(result.equities, expect):
        assert abs(got - want) < 5 * math.sqrt(0.25 / TRIALS)

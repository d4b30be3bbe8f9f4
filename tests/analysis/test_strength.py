"""Counts of better, tied and worse holdings against brute force."""
import itertools
import random

import pytest

from omaha_eval.analysis import strength

from . import oracle as O


def brute(hole, board, others, holdem, low):
    def score(h):
        return O.low_key(O.low(h, board)) if low else O.high(h, board, holdem)
    mine = score(hole)
    counts = [0, 0, 0]
    for h in others:
        v = score(h)
        counts[(v >= mine) + (v > mine)] += 1  # better, tie, worse
    return counts


@pytest.mark.parametrize("nboard", [3, 4, 5])
def test_holdem_against_every_hand(nboard):
    rng = random.Random(f"hs-{nboard}")
    for _ in range(O.boards(4)):
        hole, board, _ = O.deal(rng, 2, nboard)
        live = [c for c in range(52) if c not in hole + board]
        s = strength(hole, board)
        assert [s.better, s.ties, s.worse] == brute(hole, board, itertools.combinations(live, 2), True, False)


def test_omaha_river_against_every_hand_by_two_card_values():
    """All 123,410 opposing PLO4 hands on two rivers: each hand's value is
    the best of its six two-card holdings (docs/RULES.md), scored by the oracle."""
    rng = random.Random("omaha-all")
    for low in (False, True):
        hole, board, _ = O.deal(rng, 4, 5)
        live = [c for c in range(52) if c not in hole + board]
        pair = O.two_card_values(board, hole, False, lows=low)
        mine = O.low_key(O.low(hole, board)) if low else O.high(hole, board, False)
        counts = [0, 0, 0]
        for h in itertools.combinations(live, 4):
            v = min(pair[(a, b)] for a, b in itertools.combinations(h, 2))
            counts[(v >= mine) + (v > mine)] += 1
        s = strength(hole, board, hilo=low)
        assert [s.better, s.ties, s.worse] == counts
        assert s.total == 123410


@pytest.mark.parametrize("game,nhole", [("omaha", 4), ("omaha5", 5), ("omaha6", 6)])
@pytest.mark.parametrize("low", [False, True])
def test_against_given_hands(game, nhole, low):
    rng = random.Random(f"given-{game}-{low}")
    for _ in range(O.boards(10)):
        hole, board, _ = O.deal(rng, nhole, rng.choice([3, 4, 5]))
        live = [c for c in range(52) if c not in hole + board]
        others = [rng.sample(live, nhole) for _ in range(30)]
        clash = rng.sample(hole, 1) + rng.sample(live, nhole - 1)   # holds a hero card: skipped
        s = strength(hole, board, opponents=others + [clash], game=game, hilo=low)
        assert [s.better, s.ties, s.worse] == brute(hole, board, others, False, low)


def test_all_hands_partition_and_percentile():
    s = strength("AsQs7h2c", "Ks9s4s")
    assert (s.better, s.ties) == (0, 0) and s.percentile == 100.0
    s = strength("2c3d4h5s", "KsKdKh")  # board trips: everyone plays them, kickers differ
    assert s.total == 148995 and 0 <= s.share <= 1


def test_weights_count():
    class Weighted:
        hands = [[51, 47, 43, 39], [4, 5, 6, 7], [0, 1, 2, 3]]  # the last holds 2h 2d: skipped
        weights = [3, 5, 7]
    s = strength("2h2d7c8c", "AcKcJh", opponents=Weighted())
    assert s.total == 8

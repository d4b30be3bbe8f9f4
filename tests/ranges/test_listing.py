"""Listing a set's hands (src/oe_range_fast.c's oe_rl_list_rows and
oe_rl_list, _core.range_c_hands, c_parser.hands_of): the rows and weights
against a listing written from the rules (itertools in colex order: the
highest card slowest), for sparse and dense sets, and the shared read-only
table of every hand."""
import itertools
import random

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.core import _core  # noqa: E402
from omaha_eval.ranges.c_parser import c_range, hands_of  # noqa: E402
from omaha_eval.ranges.range import Range  # noqa: E402

_COLEX = {}


def colex_rows(k):
    """Every hand of k cards in colex order, each row highest card first."""
    if k not in _COLEX:
        combos = sorted(itertools.combinations(range(52), k), key=lambda c: c[::-1])
        _COLEX[k] = np.array([c[::-1] for c in combos], dtype=np.uint8).reshape(-1, k)
    return _COLEX[k]


def oracle(k, dense):
    keep = dense != 0
    return colex_rows(k)[keep], dense[keep].astype(np.int64)


def random_dense(k, share, seed):
    rng = np.random.default_rng(seed)
    size = len(colex_rows(k))
    weights = rng.integers(1, 101, size).astype(np.uint8)
    return np.where(rng.random(size) < share, weights, 0).astype(np.uint8)


@pytest.mark.parametrize("k", [1, 2, 3, 4])
@pytest.mark.parametrize("share", [0.0, 0.01, 0.2, 0.7, 1.0])
def test_listing_matches_the_rules(k, share):
    dense = random_dense(k, share, seed=k * 100 + int(share * 10))
    want_hands, want_weights = oracle(k, dense)
    for hands, weights in (_core.range_c_hands(k, dense), hands_of(k, dense)):
        assert hands.shape == (len(want_hands), k) and weights.dtype == np.int64
        assert np.array_equal(hands, want_hands) and np.array_equal(weights, want_weights)


@pytest.mark.parametrize("k", [2, 4])
def test_edges_of_a_dense_set(k):
    """The first and the last hand, alone among empties or missing from an
    otherwise full set (the spare slot and the last run)."""
    size = len(colex_rows(k))
    for holes in ([0], [size - 1], [0, size - 1], random.Random(k).sample(range(size), 50)):
        dense = np.ones(size, dtype=np.uint8)
        dense[holes] = 0
        assert all(np.array_equal(a, b) for a, b in zip(_core.range_c_hands(k, dense), oracle(k, dense)))
        single = np.zeros(size, dtype=np.uint8)
        single[holes] = 3
        assert all(np.array_equal(a, b) for a, b in zip(_core.range_c_hands(k, single), oracle(k, single)))


def test_five_cards_as_the_plain_walk():
    """Five-card hands (2.6 million: too many for the Python listing)
    against oe_range_hands, the plain walk over every hand."""
    dense = random_dense(5, 0.5, seed=5)
    n = int(np.count_nonzero(dense))
    hands, weights = np.empty((n, 5), np.uint8), np.empty(n, np.uint8)
    _core.range_hands(5, dense, hands, weights)
    got_hands, got_weights = _core.range_c_hands(5, dense)
    assert np.array_equal(got_hands, hands) and np.array_equal(got_weights, weights.astype(np.int64))


def test_every_hand_is_one_shared_read_only_table():
    for game, k in (("holdem", 2), ("omaha", 4)):
        hands, weights = c_range("*", game=game)
        assert np.array_equal(hands, colex_rows(k)) and (weights == 1).all()
        assert not hands.flags.writeable and not weights.flags.writeable
        again = Range("random", game=game)
        assert again.hands is hands and again.weights is weights
        with pytest.raises(ValueError):
            hands[0, 0] = 0


def test_a_full_set_with_weights_is_not_the_table():
    dense = np.ones(len(colex_rows(2)), dtype=np.uint8)
    dense[7] = 9
    hands, weights = hands_of(2, dense)
    assert np.array_equal(hands, colex_rows(2)) and weights[7] == 9 and weights.sum() == len(dense) + 8
    assert np.array_equal(c_range("*@1, AA@5", game="holdem")[1], Range("*@1, AA@5", game="holdem").weights)
    # five cards: no hand tables (src/oe_range_tables.h), the plain listing's check
    dense = np.ones(_core.range_size(5), dtype=np.uint8)
    dense[7] = 9
    hands, weights = hands_of(5, dense)
    assert len(hands) == len(dense) and weights[7] == 9 and int(weights.sum()) == len(dense) + 8


def test_bad_sets_are_refused():
    with pytest.raises(ValueError, match="needs 1326 bytes"):
        _core.range_c_hands(2, np.ones(5, dtype=np.uint8))
    with pytest.raises(ValueError):
        _core.range_c_hands(7, np.ones(5, dtype=np.uint8))

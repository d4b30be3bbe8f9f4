"""The three methods against the factorial reference and each other."""
import random

import numpy as np
import pytest

from omaha_eval import icm

from . import reference


def random_field(rng, n):
    kind = rng.randrange(3)
    if kind == 0:
        return [rng.randint(1, 10_000) for _ in range(n)]
    if kind == 1:   # one huge stack and crumbs: the far ends of the clocks' rates
        return [rng.choice([1, 2, 5, 100_000]) for _ in range(n)]
    return [rng.uniform(0.001, 1.0) for _ in range(n)]


@pytest.mark.parametrize("n", range(1, 9))
def test_exact_matches_the_factorial_reference(n):
    rng = random.Random(n)
    for _ in range(6):
        stacks = random_field(rng, n)
        paid = rng.randint(1, n)
        want = np.array(reference.places(stacks, paid))
        got = icm.place_probabilities(stacks, paid, "exact")[0]
        assert np.abs(got - want).max() <= 1e-12, (stacks, paid)


def test_the_reference_in_fractions_agrees_with_itself_in_floats():
    stacks = [7, 3, 2, 1]
    a = reference.places(stacks, 3, exact=True)
    b = reference.places(stacks, 3)
    assert max(abs(float(x) - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb)) < 1e-15


def test_the_three_player_example_by_hand():
    """docs/icm.md: 5000, 3000, 2000 chips for 50, 30, 20."""
    places = icm.place_probabilities([5000, 3000, 2000], 3)[0]
    assert places[0].tolist() == pytest.approx([1 / 2, 3 / 10 * 5 / 7 + 2 / 10 * 5 / 8,
                                                 1 - 1 / 2 - (3 / 14 + 1 / 8)], abs=1e-15)
    eq = icm.icm_equity([5000, 3000, 2000], [50, 30, 20]).equities
    assert eq == pytest.approx([1075 / 28, 32.75, 202 / 7], abs=1e-12)


@pytest.mark.parametrize("n", [2, 5, 9, 13, 17, 20])
def test_the_integral_matches_the_subset_program(n):
    rng = random.Random(100 + n)
    for _ in range(4):
        stacks = random_field(rng, n)
        paid = rng.randint(1, n)
        exact = icm.place_probabilities(stacks, paid, "exact")[0]
        integral, method, error, _ = icm.place_probabilities(stacks, paid, "integral")
        assert method == "integral" and error < 1e-9
        assert np.abs(exact - integral).max() <= 1e-9, (stacks, paid)


def test_a_large_equal_field_splits_the_pool_equally():
    payouts = [1000 / (k + 1) for k in range(150)]
    r = icm.icm_equity([1500] * 1000, payouts)
    assert r.method == "integral"
    assert np.abs(np.array(r.equities) - sum(payouts) / 1000).max() <= 1e-9
    assert np.abs(r.places - 1 / 1000).max() <= 1e-9


def test_a_large_field_sums_to_the_pool_and_each_place_to_one():
    rng = random.Random(5)
    stacks = [rng.randint(100, 20_000) for _ in range(300)] + [400_000, 250_000]   # two giants
    payouts = [rng.uniform(1, 100) for _ in range(40)]
    r = icm.icm_equity(stacks, payouts)
    assert sum(r.equities) == pytest.approx(sum(payouts), abs=1e-8)
    assert np.abs(r.places.sum(axis=0) - 1).max() <= 1e-9
    assert (r.places >= -1e-15).all() and (r.places.sum(axis=1) <= 1 + 1e-9).all()


def test_monte_carlo_is_within_four_standard_errors():
    rng = random.Random(9)
    for n in (3, 7, 12):
        stacks = random_field(rng, n)
        payouts = sorted((rng.uniform(0, 100) for _ in range(rng.randint(1, n))), reverse=True)
        exact = icm.icm_equity(stacks, payouts)
        mc = icm.icm_equity(stacks, payouts, method="montecarlo", trials=40_000, seed=n)
        assert mc.method == "monte carlo" and mc.seed == n
        for e, m, se in zip(exact.equities, mc.equities, mc.standard_errors):
            assert abs(e - m) <= 4 * se + 1e-12, (stacks, payouts)


def test_monte_carlo_is_reproducible_by_its_seed():
    a = icm.icm_equity([3, 2, 1], [5, 3], method="montecarlo", trials=1000, seed=42)
    b = icm.icm_equity([3, 2, 1], [5, 3], method="montecarlo", trials=1000, seed=42)
    assert a.equities == b.equities
    assert icm.icm_equity([3, 2, 1], [5, 3], method="montecarlo", trials=1000).seed is not None


def test_exact_asked_for_a_field_too_large_says_it_used_the_integral():
    r = icm.icm_equity([10] * 30, [3, 2, 1], method="exact")
    assert r.method == "integral" and "20 players" in r.note
    assert r.equities == pytest.approx([0.2] * 30, abs=1e-12)

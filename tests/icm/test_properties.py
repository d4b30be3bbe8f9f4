"""Properties every ICM answer has, whatever the stacks (hypothesis)."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from omaha_eval import icm

stacks_st = st.lists(st.floats(min_value=1e-3, max_value=1e6), min_size=1, max_size=10)


@st.composite
def fields(draw):
    stacks = draw(stacks_st)
    paid = draw(st.integers(1, len(stacks)))
    payouts = sorted(draw(st.lists(st.floats(0, 1000), min_size=paid, max_size=paid)), reverse=True)
    return stacks, payouts


@settings(max_examples=150, deadline=None)
@given(fields(), st.sampled_from(["exact", "integral"]))
def test_equities_sum_to_the_prize_pool(field, method):
    stacks, payouts = field
    r = icm.icm_equity(stacks, payouts, method=method)
    assert sum(r.equities) == pytest.approx(sum(payouts), rel=1e-9, abs=1e-9)
    assert np.abs(r.places.sum(axis=0) - 1).max() < 1e-9


@settings(max_examples=150, deadline=None)
@given(fields(), st.randoms(use_true_random=False))
def test_equities_follow_the_players_when_the_seats_are_shuffled(field, rnd):
    stacks, payouts = field
    order = list(range(len(stacks)))
    rnd.shuffle(order)
    a = icm.icm_equity(stacks, payouts).equities
    b = icm.icm_equity([stacks[i] for i in order], payouts).equities
    assert [b[order.index(i)] for i in range(len(stacks))] == pytest.approx(a, abs=1e-9)


@settings(max_examples=150, deadline=None)
@given(fields())
def test_equal_stacks_get_equal_equity_and_more_chips_never_less(field):
    stacks, payouts = field   # payouts non-increasing
    stacks = stacks + [stacks[0]]
    payouts = payouts + [0.0] * 0
    e = icm.icm_equity(stacks, payouts).equities
    assert e[0] == pytest.approx(e[-1], abs=1e-9)
    for i in range(len(stacks)):
        for j in range(len(stacks)):
            if stacks[i] > stacks[j]:
                assert e[i] >= e[j] - 1e-9


@settings(max_examples=60, deadline=None)
@given(fields(), st.lists(st.floats(0, 100), min_size=10, max_size=10))
def test_a_bounty_is_added_to_its_holders_equity(field, bounty_pool):
    stacks, payouts = field
    bounties = bounty_pool[:len(stacks)]
    plain = icm.icm_equity(stacks, payouts).equities
    with_b = icm.icm_equity(stacks, payouts, bounties=bounties)
    assert with_b.equities == pytest.approx([p + b for p, b in zip(plain, bounties)], abs=1e-9)
    assert with_b.prize_pool == pytest.approx(sum(payouts) + sum(bounties))

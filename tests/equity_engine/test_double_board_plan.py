"""A double board's plan in C (oe_plan_double_make, src/oe_plan.c, read by
equity_engine/plan.make_double) against a plain-Python reference written
from the rules double_board.py used before the plan moved to C: exact for
at most 400 combinations of hands with both boards on the flop or later
and (with trials) no more joint deals than trials; else Monte Carlo, 20,000
deals by default, refused past a day at 2e-5 s a deal and player, in chunks
of 20,000 deals (one stream for the default job); exact one combination a
chunk. And what the job does with it: the answer's method and deals."""
from __future__ import annotations

from math import comb

import pytest
from hypothesis import given, settings, strategies as st

import omaha_eval as oe
from omaha_eval.equity_engine import plan

# The reference's numbers, written out here (not read from the C core).
EXACT_TUPLES = 400
DEFAULT_TRIALS = 20_000
PER_CHUNK = 20_000
SECONDS_PER_DEAL = 2e-5
MAX_SAMPLED_SECONDS = 24 * 3600.0


def reference(nplayers, nhole, nboard, ndead, tuples, trials):
    """(method, refused, seconds, units, per_chunk, nchunks)."""
    left = 52 - 2 * nboard - ndead - nhole * nplayers
    need = 10 - 2 * nboard
    exact_work = tuples * comb(left, 5 - nboard) * comb(left - 5 + nboard, 5 - nboard)
    if need <= 4 and tuples <= EXACT_TUPLES and (trials is None or exact_work <= trials):
        return "tuples", "", 0.0, tuples, 1, tuples
    deals = DEFAULT_TRIALS if trials is None else trials
    seconds = deals * (SECONDS_PER_DEAL * nplayers)
    refused = "too many trials" if seconds > MAX_SAMPLED_SECONDS else ""
    return "sample", refused, seconds, deals, PER_CHUNK, -(-deals // PER_CHUNK)


@st.composite
def jobs(draw):
    nhole = draw(st.sampled_from((2, 4, 5, 6)))
    nboard = draw(st.sampled_from((0, 3, 4, 5)))
    nplayers = draw(st.integers(2, min(10, (42 - 2 * nboard) // nhole)))
    ndead = draw(st.integers(0, max(0, 42 - 2 * nboard - nhole * nplayers)))
    tuples = draw(st.one_of(st.integers(1, 1000), st.just(1 << 62)))  # 1 << 62: a random player
    trials = draw(st.one_of(st.none(), st.integers(1, 1 << 40)))
    return nplayers, nhole, nboard, ndead, tuples, trials


@settings(max_examples=400, deadline=None)
@given(jobs())
def test_the_c_plan_is_the_reference(job):
    p = plan.make_double(*job)
    method, refused, seconds, units, per_chunk, nchunks = reference(*job)
    assert (p.method, p.refused, p.units, p.per_chunk, p.nchunks) == (method, refused, units, per_chunk, nchunks)
    assert p.seconds == seconds  # the same doubles: the same operations in the same order
    if nchunks <= 1000:  # (a job of 2**40 deals has 55 million chunks)
        assert p.chunks() == [(k, min(per_chunk, units - k * per_chunk)) for k in range(nchunks)]
        assert sum(n for _, n in p.chunks()) == units


def test_the_constants_are_the_c_plans():
    assert (plan.DOUBLE_EXACT_TUPLES, plan.DOUBLE_DEFAULT_TRIALS, plan.DOUBLE_TRIALS_PER_CHUNK,
            plan.DOUBLE_SECONDS_PER_DEAL, plan.DOUBLE_MAX_REJECTS) == (400, 20_000, 20_000, 2e-5, 10_000)


def test_the_boundaries():
    """400 combinations are exact, 401 sampled; trials equal to the exact
    deals stay exact, one fewer sample; a day of Monte Carlo is accepted,
    a deal more refused; 20,000 deals are one chunk, 20,001 two."""
    deals = plan.make_double(2, 4, 3, 0, 1, None).boards_per_tuple
    assert plan.make_double(2, 4, 3, 0, 400, None).exact and not plan.make_double(2, 4, 3, 0, 401, None).exact
    assert plan.make_double(2, 4, 3, 0, 1, deals).exact and not plan.make_double(2, 4, 3, 0, 1, deals - 1).exact
    day = int(MAX_SAMPLED_SECONDS / (SECONDS_PER_DEAL * 2))
    assert plan.make_double(2, 4, 0, 0, 1, day).refused == ""
    assert plan.make_double(2, 4, 0, 0, 1, day + 1).refused == "too many trials"
    assert plan.make_double(2, 4, 0, 0, 1, 20_000).chunks() == [(0, 20_000)]
    assert plan.make_double(2, 4, 0, 0, 1, 20_001).chunks() == [(0, 20_000), (1, 1)]
    assert plan.make_double(2, 4, 0, 0, 1, None).units == 20_000


def test_bad_double_plans_are_refused_with_their_values():
    with pytest.raises(ValueError, match="too few cards"):
        plan.make_double(10, 5, 5, 0, 1, None)  # 50 hole cards and two rivers
    with pytest.raises(ValueError, match="out of range.*3 hole cards"):
        plan.make_double(2, 3, 3, 0, 1, None)
    with pytest.raises(ValueError, match="positive"):
        plan.make_double(2, 4, 3, 0, 1, 0)
    with pytest.raises(ValueError, match="positive"):
        plan.make_double(2, 4, 3, 0, 0, None)


def test_the_answer_follows_the_plan():
    """Exact where the plan says tuples (deals counted), Monte Carlo with
    the plan's deals otherwise; trials below the exact deals sample."""
    boards = ["Kd6hTs2s", "7c8d9h3h"]
    exact = oe.equity(["AsAh2c3d", "KsKh4c5d"], boards=boards)
    p = plan.make_double(2, 4, 4, 0, 1, None)
    assert exact.exact and p.exact and exact.boards == p.boards_per_tuple
    sampled = oe.equity(["AsAh2c3d", "KsKh4c5d"], boards=boards, trials=p.boards_per_tuple - 1, seed=2)
    assert not sampled.exact and sampled.boards == p.boards_per_tuple - 1
    preflop = oe.equity(["AsAh2c3d", "KsKh4c5d"], boards=2, trials=1000, seed=2)
    assert not preflop.exact and preflop.boards == 1000

"""The equity job's plan in C (src/oe_plan.c, read by equity_engine/plan.py)
against a plain-Python reference written from the rules the Python engine
used before the plan moved to C (exact unless trials are asked for and
Monte Carlo is estimated quicker; the sweep for two ranges on a flop, turn
or river; the limits; chunks; precomputations), over hypothesis-drawn jobs;
and the seeded streams: chunk k is stream k of the seed."""
from __future__ import annotations

from array import array
from math import comb

import pytest
from hypothesis import given, settings, strategies as st

import omaha_eval as oe
from omaha_eval.core import _core
from omaha_eval.equity_engine import plan

# The reference's numbers, written out here (not read from the C core).
TRIALS_PER_CHUNK = 1 << 14
TUPLES_PER_CHUNK = {0: 4, 1: 8, 3: 256, 4: 2048, 5: 4096}
SECONDS_PER_TUPLE = {0: 2e-3, 1: 1e-3, 3: 3e-5, 4: 5e-6, 5: 1e-6}
MAX_EXACT_SECONDS = 3600.0
MAX_SAMPLED_SECONDS = 24 * 3600.0
MC = 7e-8


def sweep_seconds(sizes, nhole, nboards, hilo):
    nsub = (1 << nhole) - 2
    small, large = sorted(sizes)
    per_board = (small + large) * 20.0 + (2 * large + 3 * small) * nsub * 0.6
    return nboards * per_board * (1.8 if hilo else 1.0) * 1e-9


def reference(sizes, randoms, nhole, nboard, ndead, hilo, trials):
    """(method, refused, seconds, nchunks, prepare, places, classes)."""
    np_ = len(sizes)
    single = [not r and n == 1 for n, r in zip(sizes, randoms)]
    known = nboard + ndead
    left = 52 - known - nhole * np_
    bpt = comb(left, 5 - nboard)
    tuples = 1
    if not all(single):
        deck = 52 - known - nhole * sum(single)
        for n, r in zip(sizes, randoms):
            tuples *= comb(deck, nhole) if r else n
    sweep = np_ == 2 and nboard >= 3 and not any(single)
    if sweep:
        counts = [comb(52 - known, nhole) if r else n for n, r in zip(sizes, randoms)]
        seconds = sweep_seconds(counts, nhole, comb(52 - known, 5 - nboard), hilo)
        exact = trials is None or (seconds <= trials * MC and seconds <= MAX_EXACT_SECONDS)
    else:
        seconds = tuples * SECONDS_PER_TUPLE[nboard]
        exact = trials is None or (tuples * bpt <= trials and seconds <= MAX_EXACT_SECONDS)
    refused = ""
    prepare = places = [False] * np_
    classes = False
    if exact and sweep:
        method = "sweep"
        scratch = sum(counts) * ((1 << nhole) - 2) * 4
        refused = ("sweep too long" if seconds > MAX_EXACT_SECONDS else
                   "sweep too big" if scratch > 2 << 30 else "")
        nboards = comb(52 - known, 5 - nboard)
        per = max(1, min(8, nboards // 128))
        nchunks = -(-nboards // per)
    elif exact:
        method = "tuples"
        refused = "exact too long" if seconds > MAX_EXACT_SECONDS else ""
        nchunks = 1 if tuples <= 1 else -(-tuples // TUPLES_PER_CHUNK[nboard])
        deck = 52 - known - nhole * sum(single)
        prepare = [(comb(deck, nhole) if r else n) <= 20000 for n, r in zip(sizes, randoms)]
    else:
        method = "sample"
        seconds = trials * (MC * np_)
        nchunks = -(-trials // TRIALS_PER_CHUNK)
        rows = {3: 91, 4: 13}.get(nboard, 0)
        classes = not any(randoms) and nhole > 2 and rows > 0 and trials >= rows * comb(12 + nhole, nhole)
        prepare = [not r and (n == 1 or (n <= 4096 and n * 32 <= trials)) for n, r in zip(sizes, randoms)]
        places = [s and nhole > 2 and nchunks > 1 and not classes for s in single]
    if trials is not None and trials * (MC * np_) > MAX_SAMPLED_SECONDS:
        refused = "too many trials"
    return method, refused, seconds, nchunks, prepare, places, classes


@st.composite
def jobs(draw):
    nhole = draw(st.sampled_from((2, 4, 5, 6)))
    nboard = draw(st.sampled_from((0, 3, 4, 5) + ((1,) if nhole == 5 else ())))
    np_ = draw(st.integers(2, min(10, (47 - nboard) // nhole)))
    ndead = draw(st.integers(0, max(0, 47 - nboard - nhole * np_)))
    randoms = draw(st.lists(st.booleans(), min_size=np_, max_size=np_))
    sizes = [0 if r else draw(st.one_of(st.just(1), st.integers(1, 50_000))) for r in randoms]
    trials = draw(st.one_of(st.none(), st.integers(1, 1 << 45)))
    return sizes, randoms, nhole, nboard, ndead, draw(st.booleans()) and nhole > 2, trials


@settings(max_examples=400, deadline=None)
@given(jobs())
def test_the_c_plan_is_the_reference(job):
    sizes, randoms, nhole, nboard, ndead, hilo, trials = job
    p = plan.make(sizes, randoms, nhole, nboard, ndead, hilo, trials)
    method, refused, seconds, nchunks, prepare, places, classes = reference(*job)
    assert (p.method, p.refused) == (method, refused)
    if p.tuples < 2**64 - 1:
        assert p.seconds == seconds  # the same doubles: the same operations in the same order
    else:  # past 2**64 combinations the C plan multiplies doubles (refused either way)
        assert p.seconds == pytest.approx(seconds, rel=1e-12)
    if not refused:  # a refused job's chunks are never run (and its count may saturate)
        assert p.nchunks == nchunks
    if method != "sweep":
        assert (p.prepare, p.places, p.classes) == (prepare, places, classes)


def test_the_limits_are_one_constant_each():
    """MAX_REJECTS (10,000,000; src/oe_api_equity.c once had 1,000,000) and
    the sampling limit 4,096 come from the C plan, one copy."""
    assert plan.MAX_REJECTS == _core.PLAN_MAX_REJECTS == 10_000_000
    assert plan.SAMPLE_PREPARE_HANDS == 4096
    assert plan.TRIALS_PER_CHUNK == TRIALS_PER_CHUNK
    assert plan.TUPLES_PER_CHUNK == TUPLES_PER_CHUNK and plan.SECONDS_PER_TUPLE == SECONDS_PER_TUPLE


def test_bad_plans_are_refused_with_their_values():
    with pytest.raises(ValueError, match="nhole 3"):
        plan.make([1, 1], [False, False], 3, 0, 0, False, None)
    with pytest.raises(ValueError, match="expected 1 to 10"):
        plan.make([1] * 11, [False] * 11, 2, 0, 0, False, None)
    with pytest.raises(ValueError, match="positive"):
        plan.make([1, 1], [False, False], 2, 0, 0, False, 0)
    with pytest.raises(ValueError, match="sizes"):
        plan.make([0, 1], [False, False], 2, 0, 0, False, None)  # a range of no hands


def test_chunk_k_is_stream_k_of_the_seed():
    """The sampled counters are the sum over chunks of stream k's deals:
    Job.sample_chunk(trials, seed, k) = Job.sample(seed, k, that chunk's
    count, MAX_REJECTS); and oe.equity's counters are their sum."""
    hands = [oe.parse_cards("AsAhKsKh"), oe.parse_cards("QdQcJdJc")]
    job = _core.Job([(bytes(h), None, False) for h in hands], [], 0, 4, False, [True, True])
    trials, seed = 40000, 12345
    total = [0] * 16
    for k in range(3):
        a, b = array("Q", bytes(8 * 16)), array("Q", bytes(8 * 16))
        count = min(TRIALS_PER_CHUNK, trials - k * TRIALS_PER_CHUNK)
        assert job.sample_chunk(trials, seed, k, a) == job.sample(seed, k, count, plan.MAX_REJECTS, b) > 0
        assert a == b
        total = [x + y for x, y in zip(total, a)]
    r = oe.equity(["AsAhKsKh", "QdQcJdJc"], trials=trials, seed=seed)
    assert [c for row in r.counters for c in row] == total
    with pytest.raises(ValueError, match="chunk 3"):
        job.sample_chunk(trials, seed, 3, array("Q", bytes(8 * 16)))


@pytest.mark.parametrize("sizes, randoms, nhole, nboard, trials, method", [
    ([1000, 1000], [False, False], 4, 3, 1000, "sample"),     # the sweep (0.1 s) is slower than 1,000 trials
    ([1000, 1000], [False, False], 4, 3, 10 ** 7, "sweep"),   # and quicker than ten million
    ([1000, 1000], [False, False], 4, 3, None, "sweep"),
    ([1, 1], [False, False], 4, 0, 1000, "sample"),           # 1,086,008 boards against 1,000 trials
    ([1, 1], [False, False], 4, 0, 2_000_000, "tuples"),
    ([1, 0], [False, True], 4, 5, 100, "sample"),             # any hand: 38,916 hands to enumerate
    ([1, 0], [False, True], 4, 5, None, "tuples"),
])
def test_named_choices(sizes, randoms, nhole, nboard, trials, method):
    p = plan.make(sizes, randoms, nhole, nboard, 0, False, trials)
    assert p.method == method
    assert reference(sizes, randoms, nhole, nboard, 0, False, trials)[0] == method

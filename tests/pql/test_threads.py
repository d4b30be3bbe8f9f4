"""threads= and executor= on PQL: the chunks of deals are fixed by the
statement and merged in order, so every split gives the same answer to
the last bit (seeded sampling included), and a process pool runs them
too (the compiled statement is rebuilt in each process)."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from omaha_eval import pql
from omaha_eval.core.pool import process_pool
from omaha_eval.pql import Plan, planner

ENUMERATED = ("select avg(riverEquity(hero)), count(winsHi(villain)), max(handType(hero, river)), "
              "histogram(handType(villain, river)) from game='holdem', hero='AsKs', villain='QQ+', "
              "board='Ts9s2d' where handType(hero, river) >= pair")
SAMPLED = ("select avg(equity(hero, flop)), count(scoops(hero)) from game='omaha8', hero='As2sKdQd', "
           "villain='*', board='' where riverEquity(hero) > 0")


@pytest.fixture
def small_chunks(monkeypatch):
    monkeypatch.setattr(planner, "CHUNK", 700)  # several chunks in a small job


def _runs(text, **kw):
    out = [pql.query(text, threads=t, **kw)[0] for t in (1, 2, None)]
    with ThreadPoolExecutor(2) as pool:
        out.append(pql.query(text, executor=pool, **kw)[0])
    with process_pool(2) as pool:
        out.append(pql.query(text, executor=pool, **kw)[0])
    return out


def test_enumeration_is_the_same_on_any_split(monkeypatch):
    whole = pql.query(ENUMERATED)[0]  # one chunk
    monkeypatch.setattr(planner, "CHUNK", 700)  # several chunks in a small job
    first, *rest = _runs(ENUMERATED)
    assert first.deals == whole.deals and first.kept == pytest.approx(whole.kept, rel=1e-12)
    for got, want in zip(first.values, whole.values):
        assert got.name == want.name
        assert got.value == (pytest.approx(want.value, rel=1e-12) if isinstance(want.value, float) else
                             want.value if not isinstance(want.value, dict) else
                             pytest.approx(want.value, rel=1e-12))
    assert first.plan is Plan.ENUMERATION and first.deals > 3 * planner.CHUNK
    for r in rest:
        assert r.values == first.values and r.kept == first.kept


def test_seeded_sampling_is_the_same_on_any_split(small_chunks):
    first, *rest = _runs(SAMPLED, trials=3000, seed=5, exact=False)
    assert first.plan is Plan.MONTE_CARLO
    for r in rest:
        assert r.values == first.values and r.kept == first.kept


def test_one_chunk_passes_the_threads_inside():
    # one chunk: its batch evaluations and earlier-street equity run on the threads
    a, b = (pql.query(SAMPLED, trials=400, seed=9, exact=False, threads=t)[0] for t in (1, 2))
    assert a.values == b.values


def test_the_engine_path_takes_threads():
    text = "select avg(equity(hero)) from game='omahahi', hero='AsAhKdQd', villain='JJ$ds', board='Ks9s4d'"
    a, b = (pql.query(text, threads=t)[0] for t in (1, 2))
    assert a.plan is Plan.ENGINE and a.values == b.values


@pytest.mark.parametrize("bad, error", [({"threads": 0}, ValueError), ({"threads": 1.5}, TypeError),
                                        ({"executor": 2}, TypeError)])
def test_bad_threads_and_executors(bad, error):
    with pytest.raises(error):
        pql.query("select avg(riverEquity(hero)) from game='holdem', hero='AsKs', villain='QQ'", **bad)


def test_run_passes_them_on(small_chunks):
    with ThreadPoolExecutor(2) as pool:
        assert pql.run(ENUMERATED, executor=pool) == pql.run(ENUMERATED, threads=1)

"""threads= and executor= on the analysis jobs that grow with a range
(distribution, breakdown): the hands are cut into fixed chunks and each
hand's answer is its own, so every split gives the same arrays."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from omaha_eval.analysis import breakdown, distribution, hand_features
from omaha_eval.equity_engine import each as _each  # the one "against each" kernel's chunks
from omaha_eval.core.pool import process_pool


@pytest.fixture
def small_chunks(monkeypatch):
    monkeypatch.setattr(_each, "ROWS_PER_CHUNK", 50)
    monkeypatch.setattr(hand_features, "ROWS_PER_CHUNK", 300)


def _splits(run):
    out = [run(threads=1), run(threads=2)]
    with ThreadPoolExecutor(3) as pool:
        out.append(run(executor=pool))
    with process_pool(2) as pool:
        out.append(run(executor=pool))
    return out


def test_distribution_is_the_same_on_any_split(small_chunks):
    whole = distribution("AsKsQdJd", "Jh9h4c", "JJ+", game="omaha")  # chunks of 50: several
    for d in _splits(lambda **kw: distribution("AsKsQdJd", "Jh9h4c", "JJ+", game="omaha", **kw)):
        assert np.array_equal(d.equity, whole.equity) and np.array_equal(d.opponents, whole.opponents)
        assert d.turn_equity == whole.turn_equity


def test_distribution_in_chunks_equals_one_chunk(monkeypatch):
    one = distribution("As2sKdQd", "Jh9h4c", "AA", game="omaha", hilo=True)
    monkeypatch.setattr(_each, "ROWS_PER_CHUNK", 7)
    many = distribution("As2sKdQd", "Jh9h4c", "AA", game="omaha", hilo=True, threads=2)
    assert np.array_equal(one.equity, many.equity) and one.turn_equity == many.turn_equity


def test_breakdown_is_the_same_on_any_split(small_chunks):
    whole = breakdown("AA,KK,QQ,JT98", "Jh9h4c", game="omaha", hilo=True, threads=1)
    assert len(whole) > 3 * hand_features.ROWS_PER_CHUNK
    for b in _splits(lambda **kw: breakdown("AA,KK,QQ,JT98", "Jh9h4c", game="omaha", hilo=True, **kw)):
        assert str(b) == str(whole)
        for name in ("value", "made", "nut_rank", "straight_outs", "low_outs", "nut_low_outs"):
            assert np.array_equal(getattr(b.features, name), getattr(whole.features, name)), name


def test_breakdown_in_chunks_equals_one_call(monkeypatch):
    one = breakdown("AA,KK,QQ,JT98", "Jh9h4c", game="omaha", hilo=True)
    monkeypatch.setattr(hand_features, "ROWS_PER_CHUNK", 100)
    many = breakdown("AA,KK,QQ,JT98", "Jh9h4c", game="omaha", hilo=True, threads=2)
    assert str(one) == str(many)


@pytest.mark.parametrize("bad, error", [({"threads": 0}, ValueError), ({"threads": "2"}, TypeError),
                                        ({"executor": object()}, TypeError)])
def test_bad_threads_and_executors(bad, error):
    with pytest.raises(error):
        distribution("AsKsQdJd", "Jh9h4c", "JJ+", game="omaha", **bad)
    with pytest.raises(error):
        breakdown("AA", "Jh9h4c", game="omaha", **bad)

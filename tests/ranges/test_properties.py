"""hypothesis properties of Range over generated range texts (PLO4)."""
import random

import pytest

pytestmark = pytest.mark.thread_unsafe  # hypothesis

pytest.importorskip("numpy")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from omaha_eval.ranges import Range  # noqa: E402

from .oracle import random_range  # noqa: E402

texts = st.integers(min_value=0, max_value=2 ** 32).map(lambda seed: random_range(random.Random(seed), 4).text)
weighted_texts = st.lists(st.tuples(st.sampled_from(["AA", "KK", "$ds", "AK", "RROO", "ss", "T9+", "[A-J]xx"]),
                                    st.integers(1, 100)), min_size=1, max_size=4).map(
    lambda parts: ",".join(f"{t}@{w}" for t, w in parts))
known = st.lists(st.integers(0, 51), min_size=0, max_size=7, unique=True)
SETTINGS = settings(max_examples=25, deadline=None)


@SETTINGS
@given(texts, texts)
def test_inclusion_exclusion(a, b):
    ra, rb = Range(a, game="omaha"), Range(b, game="omaha")
    assert len(ra | rb) + len(ra & rb) == len(ra) + len(rb)


@SETTINGS
@given(texts, texts)
def test_difference_is_disjoint(a, b):
    ra, rb = Range(a, game="omaha"), Range(b, game="omaha")
    d = ra - rb
    assert len(d & rb) == 0
    assert len(d) + len(ra & rb) == len(ra)


@SETTINGS
@given(texts)
def test_str_parses_back(text):
    r = Range(text, game="omaha")
    assert Range(str(r), game="omaha") == r


@SETTINGS
@given(texts, texts, known)
def test_combined_str_parses_back(a, b, cards):
    r = (Range(a, game="omaha") | Range(b, game="omaha")).without(cards)
    assert Range(str(r), game="omaha") == r


@SETTINGS
@given(weighted_texts, known)
def test_weights_survive_without(text, cards):
    r = Range(text, game="omaha")
    w = r.without(cards)
    import numpy as np
    assert len(w) == int((~np.isin(r.hands, cards).any(axis=1)).sum())
    sample = w.hands[:: max(1, len(w) // 300)]
    for hand in sample.tolist():
        assert w.weight(hand) == r.weight(hand)
    assert set(w.weights.tolist()) <= set(r.weights.tolist())


@SETTINGS
@given(weighted_texts)
def test_union_takes_the_larger_weight(text):
    r = Range(text, game="omaha")
    parts = [Range(p, game="omaha") for p in text.split(",")]
    for hand in r.hands[:: max(1, len(r) // 200)].tolist():
        assert r.weight(hand) == max(p.weight(hand) for p in parts)

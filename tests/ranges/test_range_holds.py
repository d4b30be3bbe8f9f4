"""Range.holds: ``in`` over many hands at once (PQL's inRange reads it),
checked row by row against ``in`` and ``weight``, and bad input refused."""
import random

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.ranges.range import Range  # noqa: E402


@pytest.mark.parametrize("text, game, hole", [
    ("AA,KQs", "holdem", 2), ("AA$ds,KQJT", "omaha", 4), ("AA@3,KK@1", "omaha", 4), ("AAK", "omaha5", 5),
])
def test_holds_agrees_with_in_row_by_row(text, game, hole):
    r = Range(text, game)
    rng = random.Random(7)
    rows = [rng.sample(range(52), hole) for _ in range(3000)] + [list(h) for h in r.hands[:50].tolist()]
    held = r.holds(np.array(rows, dtype=np.uint8))
    assert held.dtype == bool and held.shape == (len(rows),)
    assert held.tolist() == [row in r for row in rows] == [r.weight(row) > 0 for row in rows]
    assert held[-min(50, len(r)):].all()  # the range's own hands
    assert r.holds(np.array(rows, dtype=np.int64)).tolist() == held.tolist()  # any integer type


def test_holds_of_no_hands():
    assert Range("AA", "holdem").holds(np.zeros((0, 2), np.uint8)).tolist() == []


@pytest.mark.parametrize("hands, error, match", [
    (np.array([[51, 50, 49]], np.uint8), ValueError, r"shape \(1, 3\): expected \(hands, 2\)"),
    (np.array([51, 50], np.uint8), ValueError, r"shape \(2,\)"),
    (np.array([[60, 50]], np.uint8), ValueError, "outside 0..51"),
    (np.array([[300, 50]]), ValueError, "outside 0..51"),  # not narrowed to 44 first
    (np.array([[-1, 50]]), ValueError, "outside 0..51"),
    (np.array([[51, 51]], np.uint8), ValueError, "repeated card"),
    (np.array([[51.0, 50.0]]), TypeError, "dtype float64"),
    (np.array([[True, False]]), TypeError, "dtype bool"),
])
def test_holds_refuses_bad_hands(hands, error, match):
    with pytest.raises(error, match=match):
        Range("AA", "holdem").holds(hands)

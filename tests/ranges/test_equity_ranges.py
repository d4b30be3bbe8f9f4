"""Equity with ranges (issue 10, point 3) through the equity contract:
exact results against a plain-Python enumeration of every compatible tuple
of hands (weighted by the product of their weights) and every board, scored
by tests/reference.py."""
import itertools
import os

import pytest

np = pytest.importorskip("numpy")

import omaha_eval as oe  # noqa: E402
from omaha_eval.ranges import Range  # noqa: E402

import reference  # noqa: E402


def _engine_takes_ranges() -> bool:
    try:
        oe.equity(["AsAhKsKh", Range("QQ", game="omaha")], board="2c3d4h5s", game="omaha")
    except Exception:
        return False
    return True


pytestmark = pytest.mark.skipif(not _engine_takes_ranges(),
                                reason="the equity engine on this branch does not take ranges yet")


def by_enumeration(players, board, game="omaha"):
    """players: list of (hands, weights); board: card list."""
    board = list(board)
    totals = [0.0] * len(players)
    weight_sum = 0
    for combo in itertools.product(*[list(zip(h.tolist(), w.tolist())) for h, w in players]):
        cards = [c for hand, _ in combo for c in hand]
        if len(set(cards) | set(board)) != len(cards) + len(board):
            continue
        weight = 1
        for _, w in combo:
            weight *= w
        shares, _ = reference.equity_by_enumeration([hand for hand, _ in combo], board, game=game)
        for p, s in enumerate(shares):
            totals[p] += weight * s
        weight_sum += weight
    return [t / weight_sum for t in totals]


def arrays(text, game="omaha", known=""):
    r = Range(text, game=game).without(known)
    return r.hands, r.weights


def test_hand_against_a_small_weighted_range():
    board = oe.parse_cards("AdKs3s7c")
    hero = oe.parse_cards("QsTsJd2d")
    villain = "AsAhQ9@3,KhKd[J,T]@1"
    hands, weights = arrays(villain, known="AdKs3s7cQsTsJd2d")
    assert 0 < len(hands) <= 40
    expected = by_enumeration([(np.array([hero], dtype=np.uint8), np.array([1])), (hands, weights)], board)
    got = oe.equity(["QsTsJd2d", Range(villain, game="omaha")], board="AdKs3s7c", game="omaha")
    assert [p.equity for p in got.players] == pytest.approx(expected, abs=1e-9)
    text = oe.equity(["QsTsJd2d", villain], board="AdKs3s7c", game="omaha")  # range text works too
    assert [p.equity for p in text.players] == pytest.approx(expected, abs=1e-9)


def test_range_against_range():
    board = oe.parse_cards("2c7d9hTs")
    a = "AsAh[K,Q]x@2,JJ[8,6]@1"
    b = "KK[Q,8]@1"
    ha, wa = arrays(a, known="2c7d9hTs")
    hb, wb = arrays(b, known="2c7d9hTs")
    pairs = sum(1 for x in ha.tolist() for y in hb.tolist() if not set(x) & set(y))
    assert 0 < pairs <= 400, pairs
    expected = by_enumeration([(ha, wa), (hb, wb)], board)
    got = oe.equity([Range(a, game="omaha"), Range(b, game="omaha")], board="2c7d9hTs", game="omaha")
    assert [p.equity for p in got.players] == pytest.approx(expected, abs=1e-9)


@pytest.mark.skipif(os.environ.get("OMAHA_EVAL_FULL", "") in ("", "0"),
                    reason="preflop range against range: OMAHA_EVAL_FULL=1")
def test_aakk_double_suited_example():
    r = oe.equity(["AAKK$ds", "QQJJ$ds,JT98$ds"], game="omaha")
    assert r.players[0].equity == pytest.approx(0.644301, abs=5e-7)


def test_monte_carlo_on_overlapping_ranges():
    board = "Ac7d2h"
    exact = oe.equity(["AK", "AA"], board=board, game="omaha")
    mc = oe.equity(["AK", "AA"], board=board, game="omaha", trials=200_000, seed=3)
    for e, m in zip(exact.players, mc.players):
        assert abs(e.equity - m.equity) <= 4 * m.std_error + 1e-12

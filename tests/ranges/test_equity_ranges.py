"""Equity with ranges (issue 10, point 3) through the equity contract:
exact results against a plain-Python enumeration of every compatible tuple
of hands (weighted by the product of their weights) and every board, scored
by tests/reference.py."""
import itertools

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


def weighted(parts, known):
    """The text of weighted parts, and its hands and weights worked out
    here: each part unweighted, a hand taking the largest weight of the
    parts that hold it (docs/ranges.md), so a bug in Range's weights shows."""
    best = {}
    for text, w in parts:
        for hand in Range(text, game="omaha").without(known).hands.tolist():
            best[tuple(hand)] = max(best.get(tuple(hand), 0), w)
    hands = np.array(sorted(best), dtype=np.uint8).reshape(-1, 4)
    weights = np.array([best[tuple(h)] for h in hands.tolist()], dtype=np.int64)
    return ",".join(f"{t}@{w}" for t, w in parts), hands, weights


def test_hand_against_a_small_weighted_range():
    board = oe.parse_cards("AdKs3s7c")
    hero = oe.parse_cards("QsTsJd2d")
    villain, hands, weights = weighted([("AsAhQ9", 3), ("KhKd[J,T]2", 1), ("AsAh[Q,J]9", 2)],
                                       known="AdKs3s7cQsTsJd2d")
    assert 0 < len(hands) <= 60
    expected = by_enumeration([(np.array([hero], dtype=np.uint8), np.array([1])), (hands, weights)], board)
    got = oe.equity(["QsTsJd2d", Range(villain, game="omaha")], board="AdKs3s7c", game="omaha")
    assert [p.equity for p in got.players] == pytest.approx(expected, abs=1e-9)
    text = oe.equity(["QsTsJd2d", villain], board="AdKs3s7c", game="omaha")  # range text works too
    assert [p.equity for p in text.players] == pytest.approx(expected, abs=1e-9)


def test_range_against_range():
    board = oe.parse_cards("2c7d9hTs")
    a, ha, wa = weighted([("AsAh[Ks,Qs][Jh,Th]", 2), ("JcJd8c[6c,6d]", 1)], known="2c7d9hTs")
    b, hb, wb = weighted([("KcKh[Q,8]9d", 5), ("KcKh[Q,J]9d", 7)], known="2c7d9hTs")
    pairs = sum(1 for x in ha.tolist() for y in hb.tolist() if not set(x) & set(y))
    assert 0 < pairs <= 100, pairs
    expected = by_enumeration([(ha, wa), (hb, wb)], board)
    got = oe.equity([Range(a, game="omaha"), Range(b, game="omaha")], board="2c7d9hTs", game="omaha")
    assert [p.equity for p in got.players] == pytest.approx(expected, abs=1e-9)


def test_aakk_double_suited_example():
    """docs/ranges.md: 6 x 42 hands, 252 compatible pairs, every preflop board."""
    r = oe.equity(["AAKK$ds", "QQJJ$ds,JT98$ds"], game="omaha")
    assert r.players[0].equity == pytest.approx(0.644301, abs=5e-7)
    assert r.players[0].equity + r.players[1].equity == pytest.approx(1.0)


def test_monte_carlo_on_overlapping_ranges():
    board = "Kc7d2h9s"
    players = ["AsJT", "AhA[K,Q]"]  # both want the As: heavy overlap
    exact = oe.equity(players, board=board, game="omaha")
    mc = oe.equity(players, board=board, game="omaha", trials=200_000, seed=3)
    for e, m in zip(exact.players, mc.players):
        assert abs(e.equity - m.equity) <= 4 * m.std_error + 1e-12

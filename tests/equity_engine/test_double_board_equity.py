"""Double-board equity (``oe.equity(..., boards=...)``, docs/RULES.md §8)
against oracles written here from the rules: every joint deal of both
boards walked one by one (no card on both runouts), each board scored with
the plain-Python reference evaluator (tests/reference.py); complete boards
against the engine's payouts; Monte Carlo within 4 standard errors of exact.
"""
import itertools
import math
import random
from fractions import Fraction

import pytest

import omaha_eval as oe
import reference as ref
from omaha_eval import parse_cards
from omaha_eval.core import _core, games
from omaha_eval.equity_engine import double_board as db
from omaha_eval.engine import Game


def board_outcome(holes, board, hilo, holdem=False):
    """Per player: (won or shared the high, won or shared the low, shared
    a high or a low with someone) on one complete board."""
    n = len(holes)
    if holdem:
        highs = [ref.best_holdem(list(h) + list(board)) for h in holes]
    else:
        highs = [ref.best_omaha(h, board) for h in holes]
    hi = [p for p in range(n) if highs[p] == min(highs)]
    lo = []
    if hilo:
        lows = [ref.best_omaha_low(h, board) for h in holes]
        ok = [x for x in lows if x is not None]
        lo = [p for p in range(n) if ok and lows[p] == min(ok)]
    return [(p in hi, p in lo, (p in hi and len(hi) > 1) or (p in lo and len(lo) > 1)) for p in range(n)]


def board_half(holes, board, hilo, holdem=False):
    """Fractions of one board's half per player, and who scoops it (§5, §8)."""
    n = len(holes)
    if holdem:
        highs = [ref.best_holdem(list(h) + list(board)) for h in holes]
    else:
        highs = [ref.best_omaha(h, board) for h in holes]
    hi = [p for p in range(n) if highs[p] == min(highs)]
    lo = []
    if hilo:
        lows = [ref.best_omaha_low(h, board) for h in holes]
        ok = [x for x in lows if x is not None]
        lo = [p for p in range(n) if ok and lows[p] == min(ok)]
    shares = [Fraction(0)] * n
    for p in hi:
        shares[p] += Fraction(1 if not lo else 1, len(hi) * (2 if lo else 1))
    for p in lo:
        shares[p] += Fraction(1, 2 * len(lo))
    return shares


def brute_force(holes, first, second, dead=(), hilo=False, holdem=False):
    """(equity, board 1 share, board 2 share, scoop both) per player, as
    Fractions, over every joint deal of both boards (each board's scores
    looked up per runout; every pair of runouts with no card in common is
    one deal)."""
    used = set(first) | set(second) | set(dead) | {c for h in holes for c in h}
    deck = [c for c in range(52) if c not in used]
    n = len(holes)
    unit = 5040  # integer units of a board's half: every split here is whole

    def table(board, k):
        rows = []
        for run in itertools.combinations(deck, k):
            full = list(board) + list(run)
            shares = board_half(holes, full, hilo, holdem)
            rows.append((sum(1 << c for c in run), [int(x * unit) for x in shares],
                         board_outcome(holes, full, hilo, holdem)))
        return rows
    rows1, rows2 = table(first, 5 - len(first)), table(second, 5 - len(second))
    # board 1 units, board 2 units, scoops of both, then high 1, low 1, high 2, low 2, a tie on either
    sums = [[0] * 8 for _ in range(n)]
    deals = 0
    for m1, a, x in rows1:
        for m2, b, y in rows2:
            if m1 & m2:
                continue
            deals += 1
            for p in range(n):
                t = sums[p]
                t[0] += a[p]
                t[1] += b[p]
                t[2] += a[p] == unit and b[p] == unit
                t[3] += x[p][0]
                t[4] += x[p][1]
                t[5] += y[p][0]
                t[6] += y[p][1]
                t[7] += x[p][2] or y[p][2]
    out = []
    for one, two, scoop, *rest in sums:
        one, two = Fraction(one, unit * deals), Fraction(two, unit * deals)
        out.append([(one + two) / 2, one, two, Fraction(scoop, deals)] + [Fraction(v, deals) for v in rest])
    return out, deals


def cards(text):
    return parse_cards(text)


def check_against_brute(hands, first, second, hilo=False, dead="", game=None):
    result = oe.equity(hands, boards=[first, second], hilo=hilo, dead=dead, game=game)
    assert result.exact
    expected, deals = brute_force([cards(h) for h in hands], cards(first), cards(second), cards(dead), hilo,
                                  holdem=len(cards(hands[0])) == 2)
    assert result.boards == deals
    for player, (equity, one, two, scoop, high1, low1, high2, low2, tie) in zip(result.players, expected):
        assert player.equity == pytest.approx(float(equity), abs=1e-12)
        assert player.board_equity[0] == pytest.approx(float(one), abs=1e-12)
        assert player.board_equity[1] == pytest.approx(float(two), abs=1e-12)
        assert player.scoop == player.win == pytest.approx(float(scoop), abs=1e-12)
        assert player.board_high == pytest.approx((float(high1), float(high2)), abs=1e-12)
        assert player.board_low == pytest.approx((float(low1), float(low2)), abs=1e-12)
        assert player.tie == pytest.approx(float(tie), abs=1e-12)
    return result


# -- complete boards: the payout rules -----------------------------------------------------------

@pytest.mark.parametrize("hilo", [False, True])
def test_river_equity_equals_the_engines_payouts(hilo):
    rng = random.Random(7 if hilo else 8)
    game = Game("omaha", hilo, "no-limit", 1, 2, double_board=True)
    for _ in range(60):
        n = rng.randint(2, 5)
        deck = rng.sample(range(52), 4 * n + 10)
        holes = [deck[4 * p:4 * p + 4] for p in range(n)]
        first, second = deck[4 * n:4 * n + 5], deck[4 * n + 5:]
        # 5040 each: every split of a half among up to 5 players, halved again, is whole
        hand = game.deal([5040] * n, 0, cards=holes, boards=[first, second], bomb_pot=5040)
        result = oe.equity(holes, boards=[first, second], hilo=hilo)
        pot = 5040 * n
        for p, player in enumerate(result.players):
            assert player.equity == pytest.approx(hand.payouts.get(p, 0) / pot, abs=1e-12)
        expected = [(a + b) / 2 for a, b in zip(board_half(holes, first, hilo), board_half(holes, second, hilo))]
        assert result.equities == pytest.approx([float(e) for e in expected], abs=1e-12)


# -- turn and flop: every joint deal -------------------------------------------------------------

def test_turn_exact_against_every_joint_deal():
    check_against_brute(["AsAh2c3d", "KsKh4c5d"], "Kd6hTs2s", "7c8d9hQc")
    check_against_brute(["AsAh2c3d", "KsKh4c5d", "QdJdTc9c"], "Kd6hTs2s", "7c8d9hQc", hilo=True)
    # the same low for both: quartered lows, never a scoop by a tied low
    check_against_brute(["As2sKdKh", "Ah2hQdQc"], "3c4d9hJs", "5c6d8sTh", hilo=True)


def test_one_board_on_the_river_the_other_on_the_turn_is_refused_but_mixed_runouts_are_not_needed():
    with pytest.raises(ValueError, match="as many cards"):
        oe.equity(["AsAh2c3d", "KsKh4c5d"], boards=["Kd6hTs2s3h", "7c8d9hQc"])


def test_flop_exact_against_every_joint_deal():
    check_against_brute(["AsAh2c3d", "KsKh4c5d"], "Kd6hTs", "7c8d9h", hilo=True)


def test_flop_exact_holdem_and_five_card_omaha_against_every_joint_deal():
    check_against_brute(["AsKs", "QhQd"], "2c7d9h", "JcTc3s")
    check_against_brute(["AsAh2c3d5s", "KsKh4c5dQs", "Jh9h8h7h6c"], "Kd6hTs", "7c8d9c", hilo=True)


def test_shares_add_up():
    result = oe.equity(["AsAh2c3d", "KsKh4c5d", "QdJdTc9c"], boards=["Kd6hTs", "7c8d9h"], hilo=True)
    assert sum(result.equities) == pytest.approx(1.0)
    for b in (0, 1):
        assert sum(p.board_equity[b] for p in result.players) == pytest.approx(1.0)
        assert sum(p.board_high[b] for p in result.players) >= 1.0 - 1e-12


# -- Monte Carlo against exact -----------------------------------------------------------------

def test_monte_carlo_within_four_standard_errors_of_exact():
    hands = ["AsAh2c3d", "KsKh4c5d"]
    exact = oe.equity(hands, boards=["Kd6hTs", "7c8d9h"], hilo=True)
    sampled = oe.equity(hands, boards=["Kd6hTs", "7c8d9h"], hilo=True, trials=6000, seed=3)
    assert not sampled.exact and sampled.boards == 6000
    for e, s in zip(exact.players, sampled.players):
        assert s.std_error > 0
        assert abs(e.equity - s.equity) < 4 * s.std_error
        n = 6000
        se_scoop = math.sqrt(e.scoop * (1 - e.scoop) / n)
        assert abs(e.scoop - s.scoop) < 4 * se_scoop + 1e-9


def test_preflop_is_monte_carlo_and_reproducible():
    a = oe.equity(["AsAh2c3d", "KsKh4c5d"], boards=2, trials=2000, seed=11)
    b = oe.equity(["AsAh2c3d", "KsKh4c5d"], boards=2, trials=2000, seed=11)
    assert a == b and not a.exact
    single = oe.equity(["AsAh2c3d", "KsKh4c5d"])  # each board alone is a preflop deal
    for p, s in zip(a.players, single.players):
        assert abs(p.board_equity[0] - s.equity) < 4 * math.sqrt(0.25 / 2000) + 0.01


# -- ranges ----------------------------------------------------------------------------------

def test_a_small_range_is_the_weighted_average_of_its_hands():
    hands = ["AsAh2c3d", "KsKh4c5d"]
    other = ["QsQh4c5d", "JsJh8c9c"]
    both = oe.equity([hands[0], (other, [1, 3])], boards=["Kd6hTs", "7c8d9h"])
    assert both.exact
    parts = [oe.equity([hands[0], h], boards=["Kd6hTs", "7c8d9h"]) for h in other]
    weights = [1, 3]
    # every hand leaves as many deals: the weighted average of the two
    expected = sum(w * p.players[0].equity for w, p in zip(weights, parts)) / 4
    assert both.players[0].equity == pytest.approx(expected, abs=1e-12)
    expected_scoop = sum(w * p.players[0].scoop for w, p in zip(weights, parts)) / 4
    assert both.players[0].scoop == pytest.approx(expected_scoop, abs=1e-12)


def test_range_text_and_any_hand_by_monte_carlo():
    exact = oe.equity(["AsAh2c3d", ["KsKh4c5d", "QsQh4c5d"]], boards=["Kd6hTs", "7c8d9h"])
    sampled = oe.equity(["AsAh2c3d", ["KsKh4c5d", "QsQh4c5d"]], boards=["Kd6hTs", "7c8d9h"], trials=4000,
                        seed=5)
    assert abs(exact.players[0].equity - sampled.players[0].equity) < 4 * sampled.players[0].std_error
    anything = oe.equity(["AsAh2c3d", "*"], boards=["Kd6hTs", "7c8d9h"], trials=1000, seed=1)
    assert not anything.exact and 0 < anything.players[0].equity < 1
    text = oe.equity(["AsAh2c3d", "KK"], boards=["Kd6hTs", "7c8d9h"], trials=1000, seed=1)
    assert 0 < text.players[1].equity < 1


# -- the C path and the Python path agree ----------------------------------------------------------

def test_c_and_python_counts_agree():
    if getattr(_core, "double_exact", None) is None:
        pytest.skip("the C double-board counter is not built")
    rng = random.Random(4)
    for trial in range(12):
        n = rng.randint(2, 4)
        nhole = rng.choice([4, 5])
        length = rng.choice([3, 4, 5])
        hilo = trial % 2 == 0
        deck = rng.sample(range(52), nhole * n + 2 * length + 1)
        holes = [tuple(deck[nhole * p:nhole * p + nhole]) for p in range(n)]
        first = deck[nhole * n:nhole * n + length]
        second = deck[nhole * n + length:nhole * n + 2 * length]
        known = db.card_mask(first) | db.card_mask(second) | 1 << deck[-1]
        code = games.game_code("omaha" if nhole == 4 else "omaha5")
        fast, deals = db.exact_counts(holes, first, second, known, code, hilo)
        slow, slow_deals = db.exact_counts_python(holes, first, second, known, code, hilo)
        assert deals == slow_deals
        for a, b in zip(fast, slow):
            assert a == pytest.approx(b, abs=1e-12)


# -- bad input -------------------------------------------------------------------------------

@pytest.mark.parametrize("kwargs, words", [
    (dict(boards=["Kd6hTs"]), "two boards"),
    (dict(boards=["Kd6hTs", ""]), "as many cards"),
    (dict(boards=["Kd6hTs", "Kd8d9h"]), "duplicate card Kd"),
    (dict(boards=3), "expected 2"),
    (dict(boards=["Kd6hTs", "7c8d9h"], board="2c3c4c"), "boards=\\(board 1, board 2\\)"),
    (dict(boards=["Kd6h", "7c8d"]), "boards of 2 cards"),
    (dict(boards=["As6hTs", "7c8d9h"]), "As"),
    (dict(boards=["Kd6hTs", "7c8d9h"], trials=0), "trials"),
])
def test_bad_double_board_equity_input(kwargs, words):
    with pytest.raises((ValueError, TypeError), match=words):
        oe.equity(["AsAh2c3d", "KsKh4c5d"], **kwargs)


def test_hilo_holdem_is_refused():
    with pytest.raises(ValueError, match="Hold'em"):
        oe.equity(["AsKs", "QhQd"], boards=["2c7d9h", "JcTc3s"], hilo=True)


def test_threads_and_executors_give_the_same_answer(monkeypatch):
    """Exact: one chunk per hand tuple; Monte Carlo: chunks of deals, chunk
    k from stream k of the seed: summed in order, the same on any split."""
    from concurrent.futures import ThreadPoolExecutor

    from omaha_eval.core.pool import process_pool

    from omaha_eval.equity_engine import plan as job_plan
    real = job_plan.make_double

    def small_chunks(*args):  # the C plan's, cut into chunks of 700 deals
        p = real(*args)
        return p._replace(per_chunk=700, nchunks=-(-p.units // 700))
    monkeypatch.setattr(job_plan, "make_double", small_chunks)
    hands = ["AsAh2c3d", ["KsKh4c5d", "QsQh4c5d", "JsJh4c5d"]]
    for kw in ({}, {"trials": 3000, "seed": 8}):
        runs = [oe.equity(hands, boards=["Kd6hTs", "7c8d9h"], threads=t, **kw) for t in (1, 2)]
        with ThreadPoolExecutor(3) as pool, process_pool(2) as procs:
            runs += [oe.equity(hands, boards=["Kd6hTs", "7c8d9h"], executor=e, **kw) for e in (pool, procs)]
        assert all(r.players == runs[0].players for r in runs), kw
    # one chunk is the old single stream: the default job's seeded answer is unchanged
    monkeypatch.setattr(job_plan, "make_double", real)
    a = oe.equity(["AsAh2c3d", "KsKh4c5d"], boards=2, trials=2000, seed=11, threads=2)
    b = oe.equity(["AsAh2c3d", "KsKh4c5d"], boards=2, trials=2000, seed=11, threads=1)
    assert a.players == b.players and a.seed == 11
    with pytest.raises(TypeError, match="executor"):
        oe.equity(hands, boards=2, executor=3)

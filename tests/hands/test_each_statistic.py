"""Every statistic of docs/hands.md, one by one, on hands where its
numerator and its denominator differ from every other statistic's.

Seven kinds of hand are played on the engine for players A, B and C
(seats 0, 1, 2; $1/$2 no-limit Hold'em, 100 each) and repeated 4, 3, 6, 1,
1, 1 and 1 times: A's count of each statistic is then a different number
(17 hands, VPIP 16, PFR 14, ...), so a statistic read from the wrong count,
divided by the wrong count, or credited to the wrong player, is a different
number. Each hand's contribution to each count is worked out by hand from
the definitions below it. The same hands go through PHH text into the hand
database, whose SQL statistics must be the same."""
from fractions import Fraction

import pytest

from omaha_eval.engine import Game
from omaha_eval.engine.histories import to_phh
from omaha_eval.hands import HandDatabase, all_in_ev, player_stats

GAME = Game.no_limit_holdem(1, 2)
BOARD = "3c8d9hTs4c"


def _deal(button, cards, board=BOARD):
    hand = GAME.deal([100, 100, 100], button=button, cards=list(cards), board=board)
    hand.info["players"] = ["A", "B", "C"]
    return hand


def open_bet_twice():
    """A (button, first to act) opens, C calls; A bets the flop and the turn, C folds.
    A: +15 (6 + 8 in, 29 back). B: -1. C: -14."""
    hand = _deal(0, ["AsKs", "7c2d", "QhQd"])
    hand.raise_to(6); hand.fold(); hand.call()
    hand.check(); hand.bet(8); hand.call()
    hand.check(); hand.bet(20); hand.fold()
    return hand


def open_folds_to_three_bet():
    """A opens, B (small blind) 3-bets, C folds, A folds. A: -6. B: +8. C: -2."""
    hand = _deal(0, ["AsKs", "7c2d", "QhQd"])
    hand.raise_to(6); hand.raise_to(20); hand.fold(); hand.fold()
    return hand


def open_calls_three_bet_to_showdown():
    """A opens, B folds, C (big blind) 3-bets, A calls; C bets the flop, A
    calls; checked down, A's aces beat C's kings. A: +46 (45 in, 91 back).
    B: -1. C: -45."""
    hand = _deal(0, ["AsAh", "7c2d", "KsKh"])
    hand.raise_to(6); hand.fold(); hand.raise_to(20); hand.call()
    hand.bet(25); hand.call()
    hand.check(); hand.check()
    hand.check(); hand.check()
    return hand


def limp_bet_and_call_down():
    """Everyone limps; A bets the flop (B calls, C folds), checks the turn,
    calls B's river bet and loses to B's kings. A: -16. B: +18. C: -2."""
    hand = _deal(0, ["7c2d", "KsKh", "QhQd"])
    hand.call(); hand.call(); hand.check()
    hand.check(); hand.check(); hand.bet(4); hand.call(); hand.fold()
    hand.check(); hand.check()
    hand.bet(10); hand.call()
    return hand


def three_bet_then_check_fold():
    """C (button) opens, A (small blind) 3-bets, B folds, C calls; A checks
    the flop (a continuation bet not made) and folds to C's bet.
    A: -18. B: -2. C: +20."""
    hand = _deal(2, ["AsKs", "7c2d", "QhQd"])
    hand.raise_to(6); hand.raise_to(18); hand.fold(); hand.call()
    hand.check(); hand.bet(10); hand.fold()
    return hand


def walk_to_the_big_blind():
    """C and A fold, B's big blind walks. A: -1. B: +1. C: 0."""
    hand = _deal(2, ["AsKs", "7c2d", "QhQd"])
    hand.fold(); hand.fold()
    return hand


def check_raise_all_in_runs_badly(a="TdTh", c="6c5c"):
    """C opens, A calls, B folds; A check-raises C's flop bet to 30, C calls;
    A moves in for 64 on the turn and C calls. A's set of tens (3c8d9hTs)
    against C's open-ended straight draw: four sevens of 42 unseen cards
    (B's 2d2h are known and out) beat A, and the river is the 7c.
    A: -100. B: -2. C: +102."""
    hand = _deal(2, [a, "2d2h", c], board="3c8d9hTs7c")
    hand.raise_to(6); hand.call(); hand.fold()
    hand.check(); hand.bet(8); hand.raise_to(30); hand.call()
    hand.all_in(); hand.call()
    return hand


KINDS = [open_bet_twice, open_folds_to_three_bet, open_calls_three_bet_to_showdown, limp_bet_and_call_down,
         three_bet_then_check_fold, walk_to_the_big_blind, check_raise_all_in_runs_badly]
TIMES = [4, 3, 6, 1, 1, 1, 1]

# A's part of each count in each kind of hand (in KINDS' order), from docs/hands.md's table
A_PER_HAND = {
    "vpip": [1, 1, 1, 1, 1, 0, 1],           # a call, bet or raise preflop (the walk: a blind only)
    "pfr": [1, 1, 1, 0, 1, 0, 0],
    "three_bet_chance": [0, 0, 0, 0, 1, 0, 1],  # first decision facing exactly one raise (A acts first at 0)
    "three_bet": [0, 0, 0, 0, 1, 0, 0],
    "fold_to_three_bet_chance": [0, 1, 1, 0, 0, 0, 0],  # the first raiser facing a re-raise
    "fold_to_three_bet": [0, 1, 0, 0, 0, 0, 0],
    "cbet_chance": [1, 0, 0, 0, 1, 0, 0],    # the last preflop raiser's first flop decision, no bet before
    "cbet": [1, 0, 0, 0, 0, 0, 0],
    "saw_flop": [1, 0, 1, 1, 1, 0, 1],
    "showdown": [0, 0, 1, 1, 0, 0, 1],
    "won_showdown": [0, 0, 1, 0, 0, 0, 0],
    "postflop_aggressive": [2, 0, 0, 1, 0, 0, 2],  # bets and raises after the flop
    "postflop_calls": [0, 0, 1, 1, 0, 0, 0],
}
A_NET = [15, -6, 46, -16, -18, -1, -100]
B_NET = [-1, 8, -1, 18, -2, 1, -2]
C_NET = [-14, -2, -45, -2, 20, 0, 102]
# B's and C's preflop counts, so that a statistic credited to the wrong seat shows
B_PER_HAND = {"vpip": [0, 1, 0, 1, 0, 0, 0], "pfr": [0, 1, 0, 0, 0, 0, 0],
              # at 4 B faces C's open and A's 3-bet: two raises, no chance
              "three_bet_chance": [1, 1, 1, 0, 0, 0, 1], "three_bet": [0, 1, 0, 0, 0, 0, 0],
              "fold_to_three_bet_chance": [0] * 7, "cbet_chance": [0] * 7,
              # B wins 2 and 6 before a flop is dealt: it saw no flop
              "saw_flop": [0, 0, 0, 1, 0, 0, 0]}
C_PER_HAND = {"vpip": [1, 0, 1, 0, 1, 0, 1], "pfr": [0, 0, 1, 0, 1, 0, 1],
              # at 1 C faces A's open and B's 3-bet: two raises, no chance
              "three_bet_chance": [1, 0, 1, 0, 0, 0, 0], "three_bet": [0, 0, 1, 0, 0, 0, 0],
              "fold_to_three_bet_chance": [0, 0, 0, 0, 1, 0, 0], "fold_to_three_bet": [0] * 7,
              "cbet_chance": [0, 0, 1, 0, 0, 0, 1], "cbet": [0, 0, 1, 0, 0, 0, 1],
              "saw_flop": [1, 0, 1, 1, 1, 0, 1], "showdown": [0, 0, 1, 0, 0, 0, 1],
              "won_showdown": [0, 0, 0, 0, 0, 0, 1]}

# The all-in hand: pot 202 (A 100, C 100, B's blind 2); A's share 38/42.
A_ALL_IN_EV = Fraction(202 * 38, 42) - 100


def total(per_hand):
    return sum(x * n for x, n in zip(per_hand, TIMES))


def hands():
    return [kind() for kind, n in zip(KINDS, TIMES) for _ in range(n)]


def expected_a():
    counts = {k: total(v) for k, v in A_PER_HAND.items()}
    counts["hands"] = sum(TIMES)
    return counts


def test_the_design_gives_every_count_a_different_value():
    counts = expected_a()
    assert counts == dict(vpip=16, pfr=14, three_bet_chance=2, three_bet=1, fold_to_three_bet_chance=9,
                          fold_to_three_bet=3, cbet_chance=5, cbet=4, saw_flop=13, showdown=8, won_showdown=6,
                          postflop_aggressive=11, postflop_calls=7, hands=17)
    assert len(set(counts.values())) == len(counts)


def _check_a(a):
    want = expected_a()
    assert a.hands == 17
    assert {k: a.counts[k] for k in A_PER_HAND} == {k: want[k] for k in A_PER_HAND}
    # each statistic: its numerator over its denominator, nothing else
    assert a.vpip_pct == pytest.approx(100 * 16 / 17)
    assert a.pfr_pct == pytest.approx(100 * 14 / 17)
    assert a.three_bet_pct == pytest.approx(100 * 1 / 2)
    assert a.fold_to_three_bet_pct == pytest.approx(100 * 3 / 9)
    assert a.cbet_pct == pytest.approx(100 * 4 / 5)
    assert a.wtsd_pct == pytest.approx(100 * 8 / 13)
    assert a.wsd_pct == pytest.approx(100 * 6 / 8)
    assert a.aggression == pytest.approx(11 / 7)
    net = total(A_NET)
    assert net == 4 * 15 - 3 * 6 + 6 * 46 - 16 - 18 - 1 - 100 == 183
    assert a.net == net
    assert a.bb_per_100 == pytest.approx(100 * (183 / 2) / 17)
    # all-in EV won: net + EV - actual, only the all-in hand adjusted
    ev_won = net + A_ALL_IN_EV - (-100)
    assert float(a.ev_won) == pytest.approx(float(ev_won))
    assert a.ev_bb_per_100 == pytest.approx(100 * float(ev_won) / 2 / 17)


def _check_others(stats):
    for name, per, net in (("B", B_PER_HAND, B_NET), ("C", C_PER_HAND, C_NET)):
        got = stats[name]
        assert got.hands == 17
        assert {k: got.counts[k] for k in per} == {k: total(v) for k, v in per.items()}, name
        assert got.net == total(net), name
    assert total(A_NET) + total(B_NET) + total(C_NET) == 0


def test_each_statistic_in_memory():
    stats = player_stats(hands())
    _check_a(stats["A"])
    _check_others(stats)


@pytest.fixture(scope="module")
def database():
    db = HandDatabase(":memory:")
    for i, hand in enumerate(hands()):
        hand.info["hand"] = 1000 + i
        report = db.import_text(to_phh(hand), f"hand{i}.phh")
        assert report.imported == 1, report
    yield db
    db.close()


def test_each_statistic_from_the_database(database):
    stats = database.stats()
    _check_a(stats["A"])
    _check_others(stats)


def test_all_in_ev_sign_and_size_when_it_ran_badly_and_well():
    # ran badly: A's set is behind C's straight on the river
    bad = check_raise_all_in_runs_badly()
    found = all_in_ev(bad)
    assert found.street == "turn" and found.actual[0] == -100
    assert found.ev[0] == A_ALL_IN_EV == Fraction(1738, 21)        # 82.76: A was a big favourite
    assert found.ev[2] == Fraction(202 * 4, 42) - 100 and found.actual[2] == 102
    a = player_stats([bad])["A"]
    assert a.net == -100 and float(a.ev_won) == pytest.approx(1738 / 21) and a.ev_won > a.net
    # ran well: the same hand with A holding the draw, which got there
    good = check_raise_all_in_runs_badly(a="6c5c", c="TdTh")
    found = all_in_ev(good)
    assert found.actual[0] == 102
    assert found.ev[0] == Fraction(202 * 4, 42) - 100 == Fraction(-1696, 21)   # -80.76
    a = player_stats([good])["A"]
    assert a.net == 102 and float(a.ev_won) == pytest.approx(-1696 / 21) and a.ev_won < a.net
    assert a.ev_bb_per_100 == pytest.approx(100 * (-1696 / 21) / 2)

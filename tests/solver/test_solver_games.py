"""The solver on games whose answers are known: the half-street polarized
river, Hi-Lo quarters, card removal by brute force, rake, the tree's sizes
by RULES.md, node locking, threads."""
import itertools

import numpy as np
import pytest

import omaha_eval as oe
from omaha_eval.solver import BetTree, Spot, build, solve

from . import solver_reference as ref
from .solver_helpers import c_strategy, reference_of, solved

# Hold'em on Ks Qd 7h 4c 2s: 77 is the nuts (a set), QJs a bluff catcher
# (beats T9s, loses to 77), T9s air; none of them shares a card.
POLAR_BOARD = "KsQd7h4c2s"


@pytest.mark.parametrize("fraction", [1.0, 0.75, 0.5])
def test_half_street_polarized_river(fraction):
    pot = 100
    bet = fraction * pot
    spot = Spot("holdem", POLAR_BOARD, pot=pot, stack=1000, oop="77, T9s", ip="QJs")
    tree = BetTree(bets={"oop": f"{100 * fraction:g}%", "ip": ""}, raises="", allin=False)
    sol = solve(spot, tree, target=1e-6, max_iterations=20000, check_every=100)
    hands = sol.hands("oop")
    strat = sol.strategy()
    bet_col = sol.actions().index(f"bet {bet:g}")
    nuts = np.array([h.startswith("7") for h in hands])
    bets = strat[:, bet_col]
    assert bets[nuts].min() > 0.99                       # the nuts always bet
    bluffs = bets[~nuts].sum()
    share = bluffs / (bluffs + bets[nuts].sum())
    assert share == pytest.approx(bet / (pot + 2 * bet), rel=0.01)
    call = sol.strategy(f"bet {bet:g}")[:, sol.actions(f"bet {bet:g}").index("call")]
    assert call.mean() == pytest.approx(pot / (pot + bet), rel=0.01)


def test_hilo_quarters_and_splits():
    # low tie (A-2 both), high to OOP's trips: OOP takes 3/4
    spot = Spot("omaha8", "3c4d8hJsTs", pot=100, stack=100, oop=["As2sJdJc"], ip=["Ah2hKcQc"])
    sol = build(spot, BetTree(bets="", raises="", allin=False))
    assert sol.values("check/check", "oop")["equity"][0] == pytest.approx(0.75)
    assert sol.values("check/check", "ip")["equity"][0] == pytest.approx(0.25)
    assert sol.ev[0] == pytest.approx(75) and sol.ev[1] == pytest.approx(25)


def test_card_removal_by_brute_force():
    game, board = "omaha", "Ah8d7c2h3s"
    oop = ["AsAd5c4c", "6s5sTc9c", "8s8cKhQh", "KcQcJdTd", "AcKsQsJs"]
    # the last IP hand is also OOP's: an identical hand blocks all four cards
    ip = ["KsKdQdJh", "AcJc9d6d", "9s9hTsTh", "5h4hKdJc", "Kh9c6c5d", "KcQcJdTd"]
    spot = Spot(game, board, pot=100, stack=300, oop=oop, ip=ip)
    sol = build(spot, BetTree())
    for t in range(1, 6):
        sol._core.iterate(t, 1.5, 0.0, 2.0)
    path = "check/check"
    ip_reach = sol.reach(path, "ip")
    got = sol.values(path, "oop")
    for h, hand in enumerate(sol.hands("oop")):
        mine = set(oe.core._core.cards(hand))
        num = den = 0.0
        for j, other in enumerate(sol.hands("ip")):
            if mine & set(oe.core._core.cards(other)):
                continue                                  # a blocked pair never meets
            den += ip_reach[j]
            num += ip_reach[j] * ref.pot_share(hand, other, board, game, False)
        assert got["weight"][h] == pytest.approx(den, rel=1e-5)
        assert got["equity"][h] == pytest.approx(num / den if den else 0.0, abs=1e-5)


def test_rake_comes_off_every_pot():
    spot = Spot("holdem", POLAR_BOARD, pot=100, stack=100, oop="77, T9s", ip="QJs")
    free = solve(spot, BetTree(bets="pot", raises="", allin=False), target=1e-4, max_iterations=3000)
    raked = solve(spot, BetTree(bets="pot", raises="", allin=False, rake=0.05), target=1e-4, max_iterations=3000)
    capped = solve(spot, BetTree(bets="pot", raises="", allin=False, rake=0.05, rake_cap=2),
                   target=1e-4, max_iterations=3000)
    assert sum(free.ev) == pytest.approx(100, abs=1e-4)
    assert 100 - 0.05 * 300 - 1e-4 <= sum(raked.ev) <= 100 - 0.05 * 100 + 1e-4
    assert sum(capped.ev) == pytest.approx(98, abs=1e-4)    # every pot here is over 40


def _root_labels(tree, pot, stack, path=()):
    spot = Spot("holdem", POLAR_BOARD, pot=pot, stack=stack, oop="77", ip="QJs")
    return build(spot, tree).actions(list(path))


def test_pot_limit_sizes_follow_the_rules():
    tree = BetTree(bets="pot", raises="pot", allin=True, pot_limit=True, raise_cap=3)
    # RULES.md: flop pot 570, first to act bets at most 570; the next may raise to 2,280
    assert _root_labels(tree, 570, 100000) == ["check", "bet 570"]
    assert _root_labels(tree, 570, 100000, ["bet 570"]) == ["fold", "call", "raise 2280"]
    # and a pot-sized raise can be no more than the maximum, whatever is asked
    big = BetTree(bets="200%", raises="300%", allin=False, pot_limit=True)
    assert _root_labels(big, 570, 100000) == ["check", "bet 570"]
    assert _root_labels(big, 570, 100000, ["bet 570"]) == ["fold", "call", "raise 2280"]


def test_minimum_raise_and_all_in():
    tree = BetTree(bets="50%", raises="10%", allin=True)
    # a raise must add at least the bet (50): to 100, not 50 + 10% of 200
    assert _root_labels(tree, 100, 1000, ["bet 50"]) == ["fold", "call", "raise 100", "all-in 1000"]
    # a size past the stack is the all-in
    assert _root_labels(BetTree(bets="pot", allin=False), 100, 60) == ["check", "all-in 60"]


def test_all_in_threshold():
    tree = BetTree(bets="75%", raises="", allin=False, allin_threshold=0.3)
    assert _root_labels(tree, 100, 100) == ["check", "all-in 100"]     # 25 behind < 30
    assert _root_labels(tree, 100, 200) == ["check", "bet 75"]


def test_raise_cap():
    path = ["bet 50", "raise 250"]
    none = BetTree(bets="50%", raises="pot", allin=False, raise_cap=0)
    assert _root_labels(none, 100, 10000, ["bet 50"]) == ["fold", "call"]
    two = BetTree(bets="50%", raises="pot", allin=False, raise_cap=2)
    assert _root_labels(two, 100, 10000, path) == ["fold", "call", "raise 850"]
    assert _root_labels(two, 100, 10000, path + ["raise 850"]) == ["fold", "call"]


def test_donk_off_leaves_oop_checking():
    tree = BetTree(bets="50%", raises="", allin=False, donk=False)
    assert _root_labels(tree, 100, 1000) == ["check"]
    assert _root_labels(tree, 100, 1000, ["check"]) == ["check", "bet 50"]


def test_node_locking_keeps_the_lock_and_the_other_best_responds():
    from .test_solver_reference import SPOTS
    game, board, oop, ip, pot, stack, hilo, kw = SPOTS[1]
    sol, tree = solved(game, board, oop, ip, pot, stack, 0, hilo=hilo, **kw)
    n = len(sol.hands("oop"))
    locked = np.zeros((n, len(sol.actions())))
    locked[:, 0] = 1.0                                   # always check
    locked[1] = np.nan                                   # one hand left free
    sol.lock("", locked)
    sol.run(target=0.0005, max_iterations=4000)
    strat = sol.strategy()
    keep = [h for h in range(n) if h != 1]
    assert np.allclose(strat[keep, 0], 1.0)
    g = reference_of(sol, tree)
    mine = c_strategy(sol, g)
    # IP's value is (nearly) its best response to the locked OOP
    assert ref.value(g, mine, 1, True) - ref.value(g, mine, 1, False) < 0.002 * pot
    sol.lock("", None)


def test_same_answer_with_one_and_two_threads():
    spot = Spot("omaha", "Ks7d2c9h4s", pot=100, stack=300, oop="AA, KK, 98, T8", ip="AK, QQ, JT, 65")
    tree = BetTree(bets="33%, 75%", raises="pot", allin=True)
    one = build(spot, tree, threads=1).run(target=0, max_iterations=12)
    two = build(spot, tree, threads=2).run(target=0, max_iterations=12)
    assert one.exploitability == two.exploitability
    for path in ("", "check", "bet 33", "check/bet 75"):
        assert np.array_equal(one.strategy(path), two.strategy(path))


def test_stopping_keeps_the_strategy_so_far():
    spot = Spot("holdem", POLAR_BOARD, pot=100, stack=1000, oop="77, T9s, AK", ip="QJs, AQ")
    tree = BetTree(bets="pot", raises="", allin=False)
    seen = []
    sol = build(spot, tree).run(target=0, max_iterations=1000, check_every=5,
                                progress=lambda it, e: seen.append(it) or it >= 20)
    assert sol.stopped and sol.iterations == 20 and seen == [5, 10, 15, 20]
    assert 0 < sol.exploitability < 1

    def interrupt(it, e):   # what Ctrl-C raises inside the callback
        raise KeyboardInterrupt

    sol = build(spot, tree).run(target=0, max_iterations=1000, check_every=5, progress=interrupt)
    assert sol.stopped and sol.iterations == 5 and sol.exploitability > 0


def test_sizes_in_any_unit():
    # a pot of 1 (big blinds, or a normalised pot): 33% stays 0.33
    assert _root_labels(BetTree(bets="33%", raises="", allin=False), 1, 3) == ["check", "bet 0.33"]
    # with a big blind given, a smaller bet is raised to it
    assert _root_labels(BetTree(bets="33%", raises="", allin=False, min_bet=0.5), 1, 3) == ["check", "bet 0.5"]

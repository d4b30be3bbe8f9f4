"""Locking a decision below a turn's deal ("check/check/Ah/..."): the lock
holds on that river (with suit isomorphism, on its class: the rivers whose
suits swap onto it play it with the hands' suits swapped), the locked
frequencies are kept, the other player best-responds, and the figures
agree with the turn reference (solver_reference_turn.py) playing the same
lock. Unlocking, and bad paths, cards and frequencies."""
import numpy as np
import pytest

from omaha_eval.core import _core
from omaha_eval.solver import BetTree, Spot, build

from . import solver_reference_turn as ref
from .test_solver_turn import SPOTS, c_strategy


def _spot(index, iso):
    game, board, oop, ip, pot, stack, hilo, bets, raises, cap = SPOTS[index]
    tree = BetTree(bets=", ".join(f"{100 * b:g}%" for b in bets), raises=", ".join(f"{100 * r:g}%" for r in raises),
                   allin=False, raise_cap=cap)
    spot = Spot(game, board, pot, stack, oop, ip, hilo=hilo, isomorphism=iso)
    return spot, tree


def _game(index, sol, tree):
    game, board, oop, ip, pot, stack, hilo, bets, raises, cap = SPOTS[index]
    spot = sol.spot
    return ref.Game(ref.build_tree(pot, stack, bets, raises, False, cap, tree.smallest_bet(pot)), pot, spot.board,
                    [], spot.game, hilo, [sol.hands("oop"), sol.hands("ip")],
                    [list(map(float, spot.weights[0])), list(map(float, spot.weights[1]))])


def _iterate(sol, first, last):
    for t in range(first, last + 1):
        sol._core.iterate(t, 1.5, 0.0, 2.0)
    sol._measure()


def _ref_node(g, path):
    """The reference's decision and river card at a path ("check/check/Ah/...")."""
    for steps, river, node in ref.decisions(g.tree, g.rivers):
        if list(steps) == path.split("/"):
            return node, river
    raise KeyError(path)


def _lock_table(sol, path, rows):
    """A lock for `path`: rows {hand: frequencies}, every other hand free."""
    table = np.full((len(sol.hands(sol.player(path))), len(sol.actions(path))), np.nan)
    for hand, freqs in rows.items():
        table[sol.hands(sol.player(path)).index(hand)] = freqs
    return table


def test_a_river_lock_is_kept_and_the_other_player_best_responds():
    spot, tree = _spot(0, iso=False)
    sol = build(spot, tree)
    path = "check/check/Qh"                     # OOP first to act on the Qh river
    rows = {"AcAd": [0.0, 1.0], "6s5s": [0.25, 0.75], "7h6h": [1.0, 0.0]}
    sol.lock(path, _lock_table(sol, path, rows))
    sol.run(target=0.0, max_iterations=600)
    strat = sol.strategy(path)
    for hand, freqs in rows.items():
        assert np.allclose(strat[sol.hands("oop").index(hand)], freqs, atol=1e-6)
    # the other rivers are not locked: AcAd does not bet all of them
    aa = sol.hands("oop").index("AcAd")
    assert min(sol.strategy(f"check/check/{r}")[aa, 1] for r in ("Qd", "3c", "9s")) < 0.99
    g = _game(0, sol, tree)
    mine = c_strategy(sol, g)
    # the figure is the exact one for the strategy held, the lock included
    assert sol.exploitability == pytest.approx(ref.exploitability(g, mine), abs=2e-6)
    assert sol.ev[1] == pytest.approx(ref.value(g, mine, 1, False), abs=1e-4 * g.pot)
    # IP's value is (nearly) its best response to OOP with the lock
    assert ref.value(g, mine, 1, True) - ref.value(g, mine, 1, False) < 0.002 * g.pot


# locks that leave no exact tie between two actions' values anywhere (the
# reference's tie stays uniform, float rounding in C breaks it either way:
# on spot 2, IP's straight on a 6 river after bet/call meets one whenever
# the lock makes OOP fold all of its range there)
@pytest.mark.parametrize("index, path, rows", [
    (4, "check/check/Ah", {"AcAd": [0.3, 0.7], "QdJd": [1.0, 0.0]}),
    (4, "bet 75/call/9h/check", {"KsKc": [0.0, 1.0], "9d9c": [0.6, 0.4]}),
    (2, "check/check/Jc/check", {"KsKdQsJs": [0.2, 0.8]}),
])
def test_river_lock_iterates_match_the_reference(index, path, rows):
    spot, tree = _spot(index, iso=False)
    sol = build(spot, tree)
    sol.lock(path, _lock_table(sol, path, rows))
    _iterate(sol, 1, 15)
    g = _game(index, sol, tree)
    node, river = _ref_node(g, path)
    who = node["player"]
    locks = {(id(node), river, g.hands[who].index(h)): f for h, f in rows.items()}
    theirs = ref.dcfr(g, 15, locks=locks)
    mine = c_strategy(sol, g)
    worst = 0.0
    for steps, r, nd in ref.decisions(g.tree, g.rivers):
        p = nd["player"]
        reach = sol.reach(list(steps), ("oop", "ip")[p])
        for h in range(len(g.hands[p])):
            if reach[h] > 1e-3:
                key = (id(nd), r, h)
                worst = max(worst, *(abs(a - b) for a, b in zip(mine[key], theirs[key])))
    assert worst < 2e-3
    for key, lock in locks.items():
        assert mine[key] == pytest.approx(lock, abs=1e-6)
    assert ref.exploitability(g, theirs) == pytest.approx(sol.exploitability, abs=1e-4)


def test_a_lock_on_an_isomorphic_river_holds_for_its_class():
    # AsKs7s2h: clubs and diamonds swap (the ranges too), so 3c and 3d are
    # one class, kept in the order of its first river, 3c: a lock given on
    # 3d goes through the swap
    spot, tree = _spot(1, iso=True)
    sol = build(spot, tree)
    assert sol._core.rivers() == (48, 35)
    rows = {"5d4d": [0.0, 1.0], "5c4c": [1.0, 0.0], "QcQd": [0.5, 0.5]}
    sol.lock("check/check/3d", _lock_table(sol, "check/check/3d", rows))
    _iterate(sol, 1, 20)
    hands = sol.hands("oop")
    on_3d, on_3c = sol.strategy("check/check/3d"), sol.strategy("check/check/3c")
    for hand, freqs in rows.items():
        assert np.allclose(on_3d[hands.index(hand)], freqs, atol=1e-6)
    assert np.allclose(on_3c[hands.index("5c4c")], [0, 1]) and np.allclose(on_3c[hands.index("5d4d")], [1, 0])
    assert np.allclose(on_3c[hands.index("QcQd")], [0.5, 0.5])
    g = _game(1, sol, tree)
    assert sol.exploitability == pytest.approx(ref.exploitability(g, c_strategy(sol, g)), abs=2e-6)
    # the same as locking both rivers, suits swapped, without isomorphism
    plain = build(_spot(1, iso=False)[0], tree)
    plain.lock("check/check/3d", _lock_table(plain, "check/check/3d", rows))
    swapped = {"5c4c": [0.0, 1.0], "5d4d": [1.0, 0.0], "QcQd": [0.5, 0.5]}
    plain.lock("check/check/3c", _lock_table(plain, "check/check/3c", swapped))
    _iterate(plain, 1, 20)
    assert sol.exploitability == pytest.approx(plain.exploitability, abs=1e-5)
    for path in ("", "check/check/3c", "check/check/3d", "check/check/3c/check"):
        assert np.allclose(sol.strategy(path), plain.strategy(path), atol=1e-4)


def test_unlocking_a_river_gives_the_unlocked_solve():
    spot, tree = _spot(0, iso=True)
    free = build(spot, tree)
    _iterate(free, 1, 12)
    sol = build(spot, tree)
    path = "check/check/Qh"
    sol.lock(path, np.tile([0.0, 1.0], (len(sol.hands("oop")), 1)))
    sol.lock(path, None)
    _iterate(sol, 1, 12)
    assert sol.exploitability == free.exploitability
    assert np.array_equal(sol.strategy(path), free.strategy(path))
    # a lock kept for a few iterations, then lifted: the strategy moves off it
    sol.lock(path, np.tile([0.0, 1.0], (len(sol.hands("oop")), 1)))
    _iterate(sol, 13, 20)
    assert np.allclose(sol.strategy(path)[sol.hands("oop").index("AcAd")], [0, 1])
    sol.lock(path, None)
    _iterate(sol, 21, 200)
    assert not np.allclose(sol.strategy(path), [0, 1], atol=1e-3)


def test_rows_of_hands_holding_the_river_card_are_not_read():
    spot, tree = _spot(0, iso=True)
    sol = build(spot, tree)
    table = np.tile([0.0, 1.0], (len(sol.hands("oop")), 1))
    table[sol.hands("oop").index("AcAd")] = [7.0, -3.0]   # not dealt on the Ac river
    sol.lock("check/check/Ac", table)
    _iterate(sol, 1, 5)
    strat = sol.strategy("check/check/Ac")
    assert not strat[sol.hands("oop").index("AcAd")].any()
    assert np.allclose(strat[sol.hands("oop").index("6s5s")], [0, 1])


def test_bad_river_locks_are_refused_naming_what_is_wrong():
    spot, tree = _spot(0, iso=True)
    sol = build(spot, tree)
    n = len(sol.hands("oop"))
    even = np.full((n, 2), 0.5)
    with pytest.raises(ValueError, match=r"'Kd' where the river comes"):
        sol.lock("check/check/Kd", even)                     # on the board
    with pytest.raises(ValueError, match=r"'raise' is not one action here"):
        sol.lock("check/check/Qh/raise", even)
    with pytest.raises(ValueError, match=r"'Xx' where the river comes"):
        sol.lock("check/check/Xx", even)
    with pytest.raises(ValueError, match="river card comes next"):
        sol.lock("check/check", even)
    with pytest.raises(ValueError, match="holds the river card Ac"):
        sol.lock("check/check/Ac", {"AcAd": [0, 1]})
    with pytest.raises(ValueError, match="sum to 1"):
        sol.lock("check/check/Qh", np.full((n, 2), 0.7))
    with pytest.raises(ValueError, match="shape"):
        sol.lock("check/check/Qh", np.full((n, 3), 0.5))
    at = sol.node_index("check/check/Qh")
    flat = np.full(2 * n, 0.5, dtype=np.float32)
    for card in (-1, _core.cards("As")[0]):                  # no river card; a board card
        with pytest.raises(ValueError, match=f"river card {card}"):
            sol._core.lock(at, card, flat)
    # nothing refused was kept: the Qh river plays as before
    _iterate(sol, 1, 3)
    other = build(spot, tree)
    _iterate(other, 1, 3)
    assert np.array_equal(sol.strategy("check/check/Qh"), other.strategy("check/check/Qh"))

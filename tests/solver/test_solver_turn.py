"""Turn spots: the C solver against the turn reference
(solver_reference_turn.py: every river dealt, card removal from the rules)
on small spots in Hold'em and Omaha, high and Hi-Lo; suit isomorphism
against the same spot solved without it; threads; paths through the deal."""
import random

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from omaha_eval.core import _core
from omaha_eval.solver import BetTree, Spot, build

from . import solver_reference_turn as ref

SPOTS = [
    # (game, board, oop, ip, pot, stack, hilo, bets, raises, raise_cap)
    ("holdem", "AsKd7c2h", ["AcAd", "6s5s", "QcJc", "7h6h"], ["KsKc", "AhJh", "9s9c", "8d8c"],
     100, 150, False, [0.5], [1.0], 1),
    ("holdem", "AsKs7s2h", ["QcQd", "JcJd", "5c4c", "5d4d", "As2s"], ["AcQc", "AdQd", "9h9s", "KhKc", "KhKd"],
     60, 200, False, [0.75], [], 0),
    ("omaha", "Ah8d7c2h", ["AsAd5c4c", "6s5sTc9c", "KcQcJdTd"], ["KsKdQsJs", "9s9hTsTh", "5h4hKdJh"],
     100, 120, False, [1.0], [], 0),
    ("omaha", "Ah8d7c2h", ["AsAd5c4c", "6s5sTc9c", "KhQcJd3d"], ["KsKdQsJs", "4s3sTsTh", "5h4hKdJh"],
     100, 200, True, [0.5], [], 0),
    ("holdem", "Td8d5c2h", ["AcAd", "7s6s", "QdJd", "TcTs"], ["KsKc", "AsTs", "9d9c", "8c8h"], 100, 150, False,
     [0.75], [1.0], 1),
]
# whose DCFR iterates agree with the reference's: no exact ties in the
# values of two actions (float rounding then breaks a tie either way, and
# the reference's tie stays uniform)
TRACKED = [2, 4]


def _solved(index, iterations, threads=1, iso=True):
    game, board, oop, ip, pot, stack, hilo, bets, raises, cap = SPOTS[index]
    tree = BetTree(bets=", ".join(f"{100 * b:g}%" for b in bets), raises=", ".join(f"{100 * r:g}%" for r in raises),
                   allin=False, raise_cap=cap)
    spot = Spot(game, board, pot, stack, oop, ip, hilo=hilo, isomorphism=iso)
    sol = build(spot, tree, threads=threads)
    for t in range(1, iterations + 1):
        sol._core.iterate(t, 1.5, 0.0, 2.0)
    sol._measure()
    g = ref.Game(ref.build_tree(pot, stack, bets, raises, False, cap, tree.smallest_bet(pot)), pot, spot.board,
                 [], spot.game, hilo, [sol.hands("oop"), sol.hands("ip")],
                 [list(map(float, spot.weights[0])), list(map(float, spot.weights[1]))])
    return sol, g


def c_strategy(sol, g):
    out = {}
    for path, river, node in ref.decisions(g.tree, g.rivers):
        labels = [label for label, _ in node["children"]]
        assert sol.actions(list(path)) == labels, (path, labels)
        s = sol.strategy(list(path))
        for h in range(len(g.hands[node["player"]])):
            out[id(node), river, h] = [float(x) for x in s[h]]
    return out


@pytest.mark.parametrize("index", range(len(SPOTS)))
def test_turn_values_and_best_responses_match_the_reference(index):
    for iterations in (0, 6):
        sol, g = _solved(index, iterations)
        strat = c_strategy(sol, g)
        assert sol.exploitability == pytest.approx(ref.exploitability(g, strat), abs=2e-6)
        for p in (0, 1):
            assert sol.ev[p] == pytest.approx(ref.value(g, strat, p, False), abs=1e-4 * g.pot)


def test_isomorphic_rivers_are_shared_and_change_nothing():
    with_iso, _ = _solved(1, 30)
    without, _ = _solved(1, 30, iso=False)
    assert with_iso._core.rivers() == (48, 35)   # the two suits missing from the board pair up
    assert without._core.rivers() == (48, 48)
    assert with_iso.exploitability == pytest.approx(without.exploitability, abs=1e-5)
    for path in ("", "check", "check/check/3c", "check/check/3d", "bet 45/call/Qh"):
        for who in ("oop", "ip"):
            assert np.allclose(with_iso.reach(path, who), without.reach(path, who), atol=1e-4)
    assert np.allclose(with_iso.strategy("check/check/3d"), without.strategy("check/check/3d"), atol=1e-4)


def test_a_river_card_held_removes_the_hand_below_the_deal():
    sol, g = _solved(0, 20)
    # the Ac river: OOP's AcAd is not dealt below it; the Kc river: IP's KsKc
    reach = sol.reach("check/check/Ac", "oop")
    assert reach[sol.hands("oop").index("AcAd")] == 0
    assert reach[sol.hands("oop").index("6s5s")] > 0
    assert sol.reach("check/check/Kc", "ip")[sol.hands("ip").index("KsKc")] == 0
    assert sol.reach("check/check/Ac", "ip")[sol.hands("ip").index("KsKc")] > 0
    vals = sol.values("check/check/Ac", "oop")
    assert vals["weight"][sol.hands("oop").index("AcAd")] == 0
    assert not sol.strategy("check/check/Ac")[sol.hands("oop").index("AcAd")].any()


def test_threads_give_the_same_turn_answer():
    one, _ = _solved(2, 12, threads=1)
    two, _ = _solved(2, 12, threads=2)
    assert one.exploitability == two.exploitability
    assert one.ev == two.ev
    assert np.array_equal(one.strategy("check/check/Qh"), two.strategy("check/check/Qh"))


def test_range_at_through_the_deal_names_the_river():
    sol, _ = _solved(0, 10)
    r = sol.range_at("check/check/3s", "ip")
    assert "3s" in r.text and len(r) >= 1
    assert sol.river("check/check/3s") == "3s" and sol.river("check") is None
    with pytest.raises(ValueError, match="river comes"):
        sol.strategy("check/check/As")
    with pytest.raises(ValueError, match="river card comes next"):
        sol.strategy("check/check")


def test_turn_save_and_load_round_trip(tmp_path):
    from omaha_eval.solver import load

    sol, _ = _solved(1, 10)
    sol.save(tmp_path / "turn.sol")
    back = load(tmp_path / "turn.sol")
    assert back.exploitability == pytest.approx(sol.exploitability, abs=1e-9)
    assert np.array_equal(back.strategy("bet 45/call/Qh"), sol.strategy("bet 45/call/Qh"))
    back.run(target=0, max_iterations=12)
    assert back.iterations == 12


def test_turn_estimate_counts_every_river_before_allocating():
    spot = Spot("omaha", "Ah8d7c2h", 100, 300, "AA", "KK")
    tree = BetTree(bets="50%, pot", raises="pot")
    need = spot.estimate(tree)
    river_only = Spot("omaha", "Ah8d7c2h3s", 100, 300, "AA", "KK").estimate(tree)
    # 48 rivers' stores against one; the river spot's figure also holds a
    # fixed few MiB (its batched sweep's subset table), hence 25
    assert need["bytes"] > 25 * river_only["bytes"]
    with pytest.raises(MemoryError, match="MiB"):
        build(spot, tree, memory_limit=need["bytes"] - 1)


def test_draw_classes_on_the_turn():
    sol, _ = _solved(2, 5)
    rows = sol.by_category("", by="draw")
    assert abs(sum(r["share"] for r in rows) - 1) < 1e-9
    names = {r["category"] for r in rows}
    assert names <= {"no draw"} | {n for n in names if "draw" in n or "wrap" in n or "gutshot" in n
                                   or "open-ended" in n}
    with pytest.raises(ValueError, match="turn"):
        sol.by_category("check/check/3s", by="draw")


def test_ranges_that_a_suit_swap_does_not_keep_get_no_isomorphism():
    game, board, oop, ip, pot, stack, hilo, bets, raises, cap = SPOTS[1]
    lopsided = [(h, 0.5 if h == "5c4c" else 1.0) for h in oop]
    spot = Spot(game, board, pot, stack, lopsided, ip)
    tree = BetTree(bets="75%", raises="", allin=False, raise_cap=0)
    sol = build(spot, tree)
    assert sol._core.rivers() == (48, 48)
    for t in range(1, 7):
        sol._core.iterate(t, 1.5, 0.0, 2.0)
    sol._measure()
    g = ref.Game(ref.build_tree(pot, stack, bets, raises, False, cap, tree.smallest_bet(pot)), pot, spot.board,
                 [], spot.game, hilo, [sol.hands("oop"), sol.hands("ip")],
                 [list(map(float, spot.weights[0])), list(map(float, spot.weights[1]))])
    assert sol.exploitability == pytest.approx(ref.exploitability(g, c_strategy(sol, g)), abs=2e-6)


def test_reach_below_the_deal_multiplies_the_river_strategy():
    sol, _ = _solved(0, 15)
    before = sol.reach("check/check/Qh", "oop")
    strat = sol.strategy("check/check/Qh")
    after = sol.reach("check/check/Qh/check", "oop")
    assert np.allclose(after, before * strat[:, 0], atol=1e-7)
    assert (strat[:, 0] < 0.999).any()


def test_a_turn_lock_must_treat_suit_swapped_hands_alike():
    sol, _ = _solved(1, 3)
    hands = sol.hands("oop")
    n = len(hands)
    even = np.full((n, 2), 0.5)
    sol.lock("", even)                      # symmetric: kept
    odd = even.copy()
    odd[hands.index("5c4c")] = [1, 0]       # 5c4c and 5d4d differ: refused
    with pytest.raises(ValueError, match="suit-swapped"):
        sol.lock("", odd)
    plain, _ = _solved(1, 3, iso=False)
    plain.lock("", odd)                     # without isomorphism any lock goes


@pytest.mark.parametrize("index", TRACKED)
def test_turn_dcfr_iterates_match_the_reference(index):
    sol, g = _solved(index, 15)
    theirs = ref.dcfr(g, 15)
    mine = c_strategy(sol, g)
    worst = 0.0
    for path, river, node in ref.decisions(g.tree, g.rivers):
        p = node["player"]
        reach = sol.reach(list(path), ("oop", "ip")[p])
        for h in range(len(g.hands[p])):
            if reach[h] > 1e-3:   # where the hand arrives (a river it holds: never)
                key = (id(node), river, h)
                worst = max(worst, *(abs(a - b) for a, b in zip(mine[key], theirs[key])))
    assert worst < 2e-3
    assert ref.exploitability(g, theirs) == pytest.approx(sol.exploitability, abs=1e-4)


@pytest.mark.parametrize("game, oop, ip", [
    ("omaha5", ["AsAd5c4c3c", "6s5sTc9cQc"], ["KsKdQsJs3s", "9s9hTsTh4d"]),
    ("omaha6", ["AsAd5c4c3c6h", "6s5sTc9cQc3h"], ["KsKdQsJs3s4s", "9s9hTsTh4d5d"]),
])
def test_plo5_and_plo6_turns_match_the_reference(game, oop, ip):
    spot = Spot(game, "Ah8d7c2h", 100, 100, oop, ip)
    tree = BetTree(bets="pot", raises="", allin=False, raise_cap=0)
    sol = build(spot, tree)
    for t in range(1, 4):
        sol._core.iterate(t, 1.5, 0.0, 2.0)
    sol._measure()
    g = ref.Game(ref.build_tree(100, 100, [1.0], [], False, 0, tree.smallest_bet(100)), 100, spot.board, [],
                 spot.game, False, [sol.hands("oop"), sol.hands("ip")], [[1.0] * 2, [1.0] * 2])
    assert sol.exploitability == pytest.approx(ref.exploitability(g, c_strategy(sol, g)), abs=2e-6)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from([("holdem", 2, False), ("omaha", 4, False), ("omaha", 4, True)]),
       seed=st.integers(0, 2**32 - 1), dead=st.booleans(), iterations=st.integers(0, 4))
def test_random_turns_match_the_reference(game, seed, dead, iterations):
    """Random hands (the two sides may share cards), weights, dead cards."""
    name, k, hilo = game
    rng = random.Random(seed)
    cards = rng.sample(range(52), 5)
    board, dead_cards = cards[:4], cards[4:] if dead else []
    left = [c for c in range(52) if c not in cards]
    sides = []
    for _ in range(2):
        hands = {}
        while len(hands) < rng.randint(2, 3):
            h = rng.sample(left, k)
            hands[tuple(sorted(h))] = ("".join(_core.card_name(c) for c in h), rng.choice([0.5, 1.0]))
        sides.append(list(hands.values()))
    masks = [[set(_core.cards(h)) for h, _ in side] for side in sides]
    assume(any(not a & b for a in masks[0] for b in masks[1]))
    spot = Spot(name, board, 60, 100, sides[0], sides[1], dead=dead_cards, hilo=hilo)
    tree = BetTree(bets="pot", raises="", allin=False, raise_cap=0)
    sol = build(spot, tree)
    for t in range(1, iterations + 1):
        sol._core.iterate(t, 1.5, 0.0, 2.0)
    sol._measure()
    g = ref.Game(ref.build_tree(60, 100, [1.0], [], False, 0, tree.smallest_bet(60)), 60, spot.board,
                 list(spot.dead), spot.game, hilo, [sol.hands("oop"), sol.hands("ip")],
                 [list(map(float, spot.weights[0])), list(map(float, spot.weights[1]))])
    assert sol.exploitability == pytest.approx(ref.exploitability(g, c_strategy(sol, g)), abs=3e-6)


def test_values_at_the_deal_and_json_below_it():
    import json

    sol, _ = _solved(0, 20)
    at_deal = sol.values("check/check", "oop")          # the turn checked through: every river to come
    live = at_deal["weight"] > 0
    assert live.any() and ((at_deal["equity"][live] >= 0) & (at_deal["equity"][live] <= 1)).all()
    data = json.loads(json.dumps(sol.to_json("check/check/3s")))
    assert data["river"] == "3s" and data["player"] == "oop"
    assert sol.to_json("")["river"] is None

"""The exploitability checks of a run: without rake the two values add up
to the pot (on a river, and on a turn: docs/testing.md), so the check
walks only the best responses; with rake, or when the values are asked
for, it walks the values too.
Either way the figure a run reports (its progress) must be the one the
full walk gives for the same strategy."""
import pytest

from omaha_eval.solver import BetTree, Spot, build

SPOTS = [
    ("omaha", "Ks7d2c9h4s", "AA, KK, QQ, JT, 98", "AK, 76, 53, QJ", False),
    ("omaha", "Ks7d2c9h4s", "AA2, KK, 345, 9T", "A3, 76, 53, QJ", True),
    ("holdem", "KsQd7h4c2s", "77, T9s, AK, QJ", "QJs, AQ, 22, 65s", False),
]


def checks_and_full(spot, tree, threads=1):
    """The figures a run's progress reported, and the full walk's figure
    and values for the strategy the run ended with."""
    sol = build(spot, tree, threads=threads)
    seen = []
    sol.run(target=0.0, max_iterations=12, check_every=6, progress=lambda t, e: seen.append(e))
    return seen, sol._core.exploitability()


@pytest.mark.parametrize("game, board, oop, ip, hilo", SPOTS)
@pytest.mark.parametrize("rake", [0.0, 0.05])
def test_check_equals_the_full_walk(game, board, oop, ip, hilo, rake):
    spot = Spot(game, board, pot=100, stack=300, oop=oop, ip=ip, hilo=hilo)
    tree = BetTree(bets="50%, pot", raises="pot", allin=True, raise_cap=1, rake=rake)
    seen, (full, v0, v1) = checks_and_full(spot, tree)
    assert len(seen) == 2
    assert seen[-1] == pytest.approx(full, abs=1e-6)
    assert seen[-1] > 0
    if rake == 0:
        assert v0 + v1 == pytest.approx(100, abs=1e-4)       # what the short check relies on
    else:
        assert v0 + v1 < 100 - 1e-3                            # the rake comes off


TURNS = [
    # (game, board, oop, ip, hilo, dead)
    ("omaha", "Ks7d2c9h", "AA, KK, QQ", "AK, 76, 53", False, ""),
    ("omaha", "Ks7d2c9h", [("AsAd3c2h", 0.5), ("KhKd5c4s", 1.0), ("5h4h3s6d", 1.0), ("Tc9dJhQs", 0.25)],
     [("Ac3d8h8s", 1.0), ("7c6c5s4d", 1.0), ("5d3h2d2s", 0.5), ("AhJd3h4c", 1.0)], True, "Qh"),
    ("holdem", "KsQd7h4c", "77@100, T9s@100, AK@30, QJ@100", "QJs, AQ, 22, 65s", False, "2c3c"),
]


@pytest.mark.parametrize("game, board, oop, ip, hilo, dead", TURNS)
@pytest.mark.parametrize("rake", [0.0, 0.05])
def test_turn_check_equals_the_full_walk(game, board, oop, ip, hilo, dead, rake):
    spot = Spot(game, board, pot=100, stack=200, oop=oop, ip=ip, hilo=hilo, dead=dead)
    tree = BetTree(bets="pot", raises="", allin=False, rake=rake)
    seen, (full, v0, v1) = checks_and_full(spot, tree)
    assert seen[-1] == pytest.approx(full, abs=1e-6)
    assert seen[-1] > 0
    if rake == 0:
        assert v0 + v1 == pytest.approx(100, abs=1e-4)       # the rivers' weights sum to one for every pair
    else:
        assert v0 + v1 < 100 - 1e-3


def test_threads_give_the_same_checks():
    game, board, oop, ip, hilo = SPOTS[0]
    spot = Spot(game, board, pot=100, stack=300, oop=oop, ip=ip, hilo=hilo)
    tree = BetTree(bets="50%, pot", raises="pot", allin=True, raise_cap=1)
    assert checks_and_full(spot, tree, 1) == checks_and_full(spot, tree, 2)


def test_checks_come_early_where_the_trend_says_the_target_falls():
    # checks change nothing, so a run checked every iteration shows where
    # the target is first met; one checked every 20 should stop soon after
    # it, not at the next multiple of 20, with its checks a quarter of
    # that apart at least
    game, board, oop, ip, hilo = SPOTS[0]
    spot = Spot(game, board, pot=100, stack=300, oop=oop, ip=ip, hilo=hilo)
    tree = BetTree(bets="50%, pot", raises="pot", allin=True, raise_cap=1)
    every = {}
    build(spot, tree).run(target=0.0, max_iterations=70, check_every=1,
                          progress=lambda t, e: every.__setitem__(t, e))
    target = every[50]
    first = min(t for t, e in every.items() if e <= target)
    seen = []
    sol = build(spot, tree).run(target=target, max_iterations=1000, check_every=20,
                                progress=lambda t, e: seen.append((t, e)))
    its = [t for t, _ in seen]
    assert its[:2] == [20, 40]
    assert all(e == every[t] for t, e in seen)
    assert sol.iterations == its[-1] and seen[-1][1] <= target
    assert first <= its[-1] < 60
    assert all(b - a >= 5 for a, b in zip(its, its[1:]))
    assert all(b - a <= 20 for a, b in zip(its, its[1:]))


def schedule(es, target, every, least):
    """The checks a run makes (written from the rule, not the C): multiples
    of every, or sooner where the last two checks' power-law trend meets
    the target, never closer than `least` to the last check."""
    import math
    t, t0, e0, check, out = 0, 0, 0.0, every, []
    while t < len(es):
        t += 1
        if t < check:
            continue
        e = es[t - 1]
        out.append(t)
        if e <= target:
            return out
        check = (t // every + 1) * every
        if t0 and e0 > e > target:
            k = math.log(e0 / e) / math.log(t / t0)
            more = math.log(e / target) / k
            if k > 0 and more < 0.7:
                check = min(check, max(t + least, math.ceil(t * math.exp(more))))
        t0, e0 = t, e
    return out


def test_the_checks_follow_the_rule():
    game, board, oop, ip, hilo = SPOTS[0]
    spot = Spot(game, board, pot=100, stack=300, oop=oop, ip=ip, hilo=hilo)
    tree = BetTree(bets="50%, pot", raises="pot", allin=True, raise_cap=1)
    every = {}
    build(spot, tree).run(target=0.0, max_iterations=80, check_every=1,
                          progress=lambda t, e: every.__setitem__(t, e))
    es = [every[t] for t in range(1, 81)]
    # a target whose first prediction falls short, so the rule's floor of
    # a quarter of check_every between checks decides the next one
    targets = [e for e in es[40:] if schedule(es, e, 20, 5) != schedule(es, e, 20, 1)]
    assert targets
    for target in targets[:2]:
        seen = []
        build(spot, tree).run(target=target, max_iterations=80, check_every=20,
                              progress=lambda t, e: seen.append(t))
        assert seen == schedule(es, target, 20, 5)

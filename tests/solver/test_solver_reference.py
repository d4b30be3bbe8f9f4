"""The C solver against the slow reference (solver_reference.py, written
from the rules and the DCFR paper): the same tree at every decision, the
same values and best responses for any strategy, and the same DCFR
iterates on spots whose regrets have no exact ties (where float rounding
may break a tie either way)."""
import pytest

from . import solver_reference as ref
from .solver_helpers import c_strategy, reference_of, solved

SPOTS = [
    # (game, board, oop, ip, pot, stack, hilo, tree settings)
    ("holdem", "Ah8d7c2h3s", ["AsAd", "6s5s", "8s8c", "KcQc", "7h6h"], ["KsKd", "AcJc", "9s9c", "5h4h"],
     100, 300, False, {}),
    ("omaha", "Ah8d7c2h3s", ["AsAd5c4c", "6s5sTc9c", "8s8cKhQh", "KcQcJdTd"],
     ["KsKdQsJs", "AcJc9d6d", "9s9hTsTh", "5h4hKdJh"], 100, 250, False,
     {"raise_cap": 2, "rake": 0.05, "rake_cap": 3}),
    ("omaha", "Ah8d7c2h3s", ["AsAd5c4c", "6s5sTc9c", "8s8cKhQh", "Ac4d5d6c"],
     ["KsKdQsJs", "AcJc9d6d", "9s9hTsTh", "5h4hKdJh", "4s5c6d9h"], 100, 400, True,
     {"pot_limit": True, "raise_cap": 2}),
    ("omaha5", "Kh9d4c2s7s", [("AsKsQd9h3c", 1.0), ("7h7d6c5c3d", 0.5), ("AdQsJsTs8s", 1.0)],
     [("KdKc9s8d6h", 1.0), ("Ah5h3h8c6d", 0.7)], 60, 100, False,
     {"bets": "33%, 75%", "raises": "2.5x", "allin_threshold": 0.3}),
]
# whose DCFR iterates agree with the reference's (no exact ties)
TRACKED = [1, 2, 3]


@pytest.mark.parametrize("index", range(len(SPOTS)))
def test_values_and_best_responses_match_the_reference(index):
    game, board, oop, ip, pot, stack, hilo, kw = SPOTS[index]
    for iterations in (0, 7):
        sol, tree = solved(game, board, oop, ip, pot, stack, iterations, hilo=hilo, **kw)
        g = reference_of(sol, tree)
        strat = c_strategy(sol, g)
        assert sol.exploitability == pytest.approx(ref.exploitability(g, strat), abs=2e-6)
        for p in (0, 1):
            assert sol.ev[p] == pytest.approx(ref.value(g, strat, p, False), abs=1e-4 * pot)


@pytest.mark.parametrize("index", TRACKED)
def test_dcfr_iterates_match_the_reference(index):
    game, board, oop, ip, pot, stack, hilo, kw = SPOTS[index]
    sol, tree = solved(game, board, oop, ip, pot, stack, 25, hilo=hilo, **kw)
    g = reference_of(sol, tree)
    theirs = ref.dcfr(g, 25)
    mine = c_strategy(sol, g)
    worst = max(abs(a - b) for key in mine for a, b in zip(mine[key], theirs[key]))
    assert worst < 2e-3
    assert ref.exploitability(g, theirs) == pytest.approx(sol.exploitability, abs=1e-4)


def test_uniform_is_exploitable_and_the_solution_is_not():
    game, board, oop, ip, pot, stack, hilo, kw = SPOTS[1]
    sol, tree = solved(game, board, oop, ip, pot, stack, 0, hilo=hilo, **kw)
    g = reference_of(sol, tree)
    assert sol.exploitability == pytest.approx(ref.exploitability(g, ref.uniform(g)), abs=2e-6)
    assert sol.exploitability > 0.2
    sol.run(target=0.001, max_iterations=3000)
    assert sol.exploitability < 0.001
    assert ref.exploitability(g, c_strategy(sol, g)) == pytest.approx(sol.exploitability, abs=2e-6)

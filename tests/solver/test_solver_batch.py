"""The batched walk (src/oe_solve_batch.c, src/oe_solve_showdown_batch.c)
against the walk that evaluates one terminal at a time: a river solve's
values (DCFR, best response and evaluation) come from the batched walk,
while ``Solution.values`` walks a node the old way (src/oe_solve.c,
oe_solver_values). After a few iterations (reaches uneven, some exactly
0), each player's value of the strategies held, from the batched walk,
must equal the old walk's per-hand EVs summed with the same weights, in
every game the batch takes (Hold'em's two-card rows, Omaha 4's unrolled
rows, Omaha 5's general rows), with hands both players hold (the
identical-hand term), a paired board (ties), rake, and one or two
threads (the lanes split into two groups)."""
import numpy as np
import pytest

from omaha_eval.solver import BetTree, Spot, build
from omaha_eval.solver.solution import DCFR

CASES = [("holdem", "Ks7d7c2h2s", "30%", "40%"), ("omaha", "Ks7d2c9h4s", "2%", "3%"),
         ("omaha", "AhKh5c4d3s", "AA, KK, 1%", "AA, 1%"), ("omaha5", "Ks7d7c2h2s", "0.5%", "0.5%")]


@pytest.mark.parametrize("game,board,oop,ip", CASES, ids=lambda c: str(c))
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("rake", [0.0, 0.05])
def test_batched_values_equal_one_terminal_at_a_time(game, board, oop, ip, threads, rake):
    spot = Spot(game, board, pot=100, stack=400, oop=oop, ip=ip)
    tree = BetTree(bets="33%, 75%", raises="pot", allin=True, raise_cap=1, rake=rake, rake_cap=0)
    sol = build(spot, tree, threads=threads)
    for t in range(1, 6):
        sol._core.iterate(t, *DCFR)
    _, v0, v1 = sol._core.exploitability()       # the batched evaluation walk
    for p, batched in (("oop", v0), ("ip", v1)):
        vals = sol.values("", p)                  # one terminal at a time
        w = sol.reach("", p).astype(np.float64)
        norm = float(np.sum(w * vals["weight"]))
        old = float(np.sum(w * vals["ev"] * vals["weight"])) / norm
        assert batched == pytest.approx(old, rel=1e-9, abs=1e-9), (p, batched, old)

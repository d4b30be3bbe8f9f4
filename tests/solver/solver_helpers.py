"""Shared by the solver's tests: a spot solved in C beside the reference
(tests/solver/solver_reference.py) on the same tree and hands."""
from __future__ import annotations

from typing import Any, Dict, Tuple

from . import solver_reference as ref

from omaha_eval.solver import BetTree, Spot, build
from omaha_eval.solver.tree import KIND_POT, parse_sizes


def reference_of(sol: Any, tree: BetTree) -> ref.Game:
    """The reference game of a C solution's spot and tree."""
    spot = sol.spot
    st = tree.settings()
    kinds = {KIND_POT: "pot", 1: "x"}
    bets, bet_allin = parse_sizes(st["bets"], False)
    raises, raise_allin = parse_sizes(st["raises"], True)
    rt = ref.build_tree(spot.pot, spot.stack, [(kinds[k], v) for k, v in bets],
                        [(kinds[k], v) for k, v in raises], st["allin"] or bet_allin or raise_allin,
                        st["raise_cap"], st["pot_limit"], tree.smallest_bet(spot.pot), st["allin_threshold"],
                        st["donk"])
    board = "".join(__import__("omaha_eval").core._core.card_name(c) for c in spot.board)
    return ref.Game(rt, spot.pot, board, spot.game, spot.hilo, [sol.hands("oop"), sol.hands("ip")],
                    [list(map(float, spot.weights[0])), list(map(float, spot.weights[1]))], st["rake"],
                    st["rake_cap"])


def c_strategy(sol: Any, game: ref.Game) -> Dict[Any, list]:
    """The C solution's average strategy in the reference's keys; checks
    that both trees have the same actions at every decision."""
    out = {}
    for path, node in ref.decisions(game.tree):
        labels = [label for label, _ in node["children"]]
        assert sol.actions(list(path)) == labels, (path, sol.actions(list(path)), labels)
        s = sol.strategy(list(path))
        for h in range(len(game.hands[node["player"]])):
            out[id(node), h] = [float(x) for x in s[h]]
    return out


def solved(game: str, board: str, oop: Any, ip: Any, pot: float, stack: float, iterations: int,
           hilo: bool = False, threads: int = 1, **tree_kw: Any) -> Tuple[Any, BetTree]:
    """A C solution after exactly `iterations` DCFR iterations."""
    tree = BetTree(**tree_kw)
    sol = build(Spot(game, board, pot, stack, oop, ip, hilo=hilo), tree, threads=threads)
    for t in range(1, iterations + 1):
        sol._core.iterate(t, 1.5, 0.0, 2.0)
    sol._measure()
    return sol, tree

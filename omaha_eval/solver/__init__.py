"""A river solver for Omaha and Hold'em (docs/solver.md): Discounted CFR in
C over a two-player bet tree, with exact card removal and an exact best
response.

>>> from omaha_eval.solver import Spot, BetTree, solve
>>> spot = Spot("omaha", "Ks7d2c9h3s", pot=100, stack=200, oop="AA$ds", ip="KK, 99")
>>> spot.sizes()
(693, 5755)
"""
from .solution import Solution, build, load, solve
from .spot import Spot
from .tree import BetTree

__all__ = ["Spot", "BetTree", "Solution", "solve", "build", "load"]

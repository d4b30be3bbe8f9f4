"""A turn and river solver for Omaha and Hold'em (docs/solver.md):
Discounted CFR in C over a two-player bet tree (on a turn, every river card
dealt), with exact card removal and an exact best response. Its names
load on first use (they need numpy; the command line registers
``omaha-eval solve`` without it).

>>> from omaha_eval.solver import Spot, BetTree, solve
>>> spot = Spot("omaha", "Ks7d2c9h3s", pot=100, stack=200, oop="AA$ds", ip="KK, 99")
>>> spot.sizes()
(693, 5755)
"""
from ..core.lazy import lazy_names

__all__ = ["Spot", "BetTree", "Solution", "solve", "build", "load"]
__getattr__, __dir__ = lazy_names(__name__, globals(), {
    "Spot": ".spot", "BetTree": ".tree", "Solution": ".solution", "solve": ".solution", "build": ".solution",
    "load": ".solution"})
TYPE_CHECKING = False
if TYPE_CHECKING:
    from .solution import Solution, build, load, solve
    from .spot import Spot
    from .tree import BetTree

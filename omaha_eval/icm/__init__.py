"""Tournament prize equity: the Independent Chip Model (Malmuth-Harville).

Each player's expected prize from stacks and payouts (exact by a subset
program for up to 20 players, then by an integral over exponential clocks
that stays within 1e-9 of the exact value for thousands of players, or by
seeded Monte Carlo), an all-in's equity when calling or folding, deals (ICM
and chip chop) and progressive-knockout bounties. The C kernel is
src/oe_icm.c; docs/icm.md works an example by hand.

>>> from omaha_eval import icm
>>> print(icm.icm_equity([5000, 3000, 2000], [50, 30, 20]).equities[1])
32.75
"""
from ..core.lazy import lazy_names

# numpy (the results' place tables) is loaded on first use, so the command
# line, which registers `omaha-eval icm`, starts without it
__all__ = ["icm_equity", "place_probabilities", "ICMResult", "allin", "AllInResult", "deal", "EXACT_LIMIT"]
__getattr__, __dir__ = lazy_names(__name__, globals(), {
    "icm_equity": ".model", "place_probabilities": ".model", "EXACT_LIMIT": ".model", "ICMResult": ".result",
    "allin": ".decisions", "AllInResult": ".decisions", "deal": ".deals"})
TYPE_CHECKING = False
if TYPE_CHECKING:
    from .decisions import AllInResult, allin
    from .deals import deal
    from .model import EXACT_LIMIT, icm_equity, place_probabilities
    from .result import ICMResult

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
from .allin import AllInResult, allin
from .deal import deal
from .model import EXACT_LIMIT, icm_equity, place_probabilities
from .result import ICMResult

__all__ = ["icm_equity", "place_probabilities", "ICMResult", "allin", "AllInResult", "deal", "EXACT_LIMIT"]

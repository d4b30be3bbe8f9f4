"""Board analysis: the nuts, hand strength against all hands or a range,
outs, made hands, draws and blockers, and equity distributions.

>>> from omaha_eval import analysis
>>> analysis.is_nuts("AsQs7h2c", "Ks9s4s")
True
"""
from .nuts import Nuts, is_nuts, nut_low, nut_rank, nuts

__all__ = ["Nuts", "nuts", "nut_low", "nut_rank", "is_nuts"]
from .strength import Strength, strength

__all__ += ["Strength", "strength"]
from .outs import CardOutcome, Outs, Result, outs, outs_to, outs_to_low, outs_to_nuts

__all__ += ["Outs", "CardOutcome", "Result", "outs", "outs_to", "outs_to_low", "outs_to_nuts"]
from .draws import Blockers, Draws, FlushDraw, StraightDraw
from .made import MadeHand
from .report import HandAnalysis, LowDraw, analyze

__all__ += ["MadeHand", "Draws", "FlushDraw", "StraightDraw", "Blockers", "LowDraw",
            "HandAnalysis", "analyze"]
from .distribution import EquityDistribution, distribution

__all__ += ["EquityDistribution", "distribution"]
from .double_board import DoubleBoardAnalysis, analyze_double

__all__ += ["DoubleBoardAnalysis", "analyze_double"]
from ._spot import resolve_game as resolve_game  # the game named, or implied by the hole count (for the command line)

from ..core.lazy import lazy_names

# a range's breakdown brings numpy: loaded on first use
__all__ += ["Breakdown", "breakdown"]
__getattr__, __dir__ = lazy_names(__name__, globals(), {"Breakdown": ".range_breakdown", "breakdown": ".range_breakdown"})
TYPE_CHECKING = False
if TYPE_CHECKING:
    from .range_breakdown import Breakdown, breakdown

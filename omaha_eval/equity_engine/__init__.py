"""The equity engine: each player's share of the pot, exact or by Monte
Carlo, for hands, ranges, board ranges and double boards.

This package's one public face is this module: ``omaha_eval.equity`` and
the rest of the package's equity names come from here, and so do the
parts that other layers build on (PQL, analysis, tables); they import
nothing from the modules behind it. Those modules, one job each:
calculator (``equity``, the entry point that picks a path), players (each
player's hand, range or text turned into hand rows and weights), single
(the short path for one hand per player), known_board (a known board: exact
or sampled, hand by hand or by range sweep), versus (the range-against-range
sweep's tables), per_hand (``range_equity``: every hand's own equity),
each (``equity_each``: one hand against each of many, and
``against_each``, its one kernel, which analysis uses too), board_range (boards
drawn from board-range text), double_board (two boards, one pot), plan (how
a job is cut into chunks, and its cost model), runner (chunks run inline or
on the shared thread pool, progress bars), checks (argument checks and the
``NoDeal`` error), rows (card rows as 64-bit masks), results (the result
objects), sampling (deals drawn from weighted rows, for PQL).
"""
from .board_range import is_range_text
from .calculator import equity, equity_each, range_equity
from .checks import NoDeal, board_sizes, check_count, check_seed
from .each import against_each
from .double_board import DoubleBoardPlayer, DoubleBoardResult, check_double_boards, double_board_equity
from .per_hand import HandEquities, RangeEquity
from .plan import MAX_REJECTS, MC_SECONDS_PER_TRIAL
from .results import EachResult, EquityResult, PlayerEquity
from .rows import row_masks, take_rows
from .sampling import draw_deals
from .runner import MAX_SAMPLED_SECONDS, default_threads, duration, progress_bar, refuse_sampled

__all__ = ["equity", "equity_each", "against_each", "range_equity", "double_board_equity",
           "EquityResult", "PlayerEquity", "EachResult", "RangeEquity", "HandEquities",
           "DoubleBoardResult", "DoubleBoardPlayer", "NoDeal",
           "is_range_text", "check_double_boards", "check_count", "check_seed", "default_threads",
           "progress_bar", "row_masks", "take_rows", "MAX_REJECTS", "draw_deals",
           # the trials limit and board sizes, for PQL's one estimate per call
           "board_sizes", "MC_SECONDS_PER_TRIAL", "MAX_SAMPLED_SECONDS", "duration", "refuse_sampled"]

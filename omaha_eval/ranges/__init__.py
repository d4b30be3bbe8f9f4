"""The range language (docs/ranges.md): ProPokerTools' generic syntax for sets of
hands of every game, and Hold'em's classic shorthand.

>>> from omaha_eval.ranges import Range
>>> len(Range("AA", game="omaha"))
6961

Range is imported on first use, so that the rest of the package (and the
command line) starts without loading numpy.
"""
from typing import TYPE_CHECKING, Any

from .errors import RangeSyntaxError
from .macros import MACROS

if TYPE_CHECKING:
    from .boards import board_range
    from .range import Range, parse_player

__all__ = ["Range", "RangeSyntaxError", "MACROS", "parse_player", "board_range"]


def __getattr__(name: str) -> Any:
    if name in ("Range", "parse_player"):
        from . import range as module

        return getattr(module, name)
    if name == "board_range":
        from .boards import board_range

        return board_range
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

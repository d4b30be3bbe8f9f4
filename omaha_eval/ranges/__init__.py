"""The range language (RANGES.md): ProPokerTools' generic syntax for sets of
hands of every game, and Hold'em's classic shorthand.

>>> from omaha_eval.ranges import Range
>>> len(Range("AA", game="omaha"))
6961
"""
from .errors import RangeSyntaxError
from .macros import MACROS
from .range import Range, parse_player

__all__ = ["Range", "RangeSyntaxError", "MACROS", "parse_player"]

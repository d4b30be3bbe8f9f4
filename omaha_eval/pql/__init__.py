"""PQL, the Poker Query Language of Odds Oracle and Open PQL (docs/pql.md):
questions over every deal of a spot, exact where the deals can be
enumerated and by Monte Carlo otherwise.

    >>> from omaha_eval import pql
    >>> r = pql.query("select avg(riverEquity(hero)) as eq from game='holdem', "
    ...               "hero='AsAh', villain='KsKh', board='2c7d9hTd'")[0]
    >>> round(r["eq"], 4), r.exact
    (0.9545, True)

The names load on first use, so that the command line can register
`omaha-eval pql` without importing numpy.
"""
from __future__ import annotations

from ..core.lazy import lazy_names
from .syntax import PQLSyntaxError, parse, unparse

__all__ = ["run", "query", "parse", "unparse", "StatementResult", "Plan", "Value", "PQLSyntaxError", "FUNCTIONS"]

_LAZY = {"run": ".format", "query": ".planner", "StatementResult": ".results", "Plan": ".results", "Value": ".results",
         "FUNCTIONS": ".functions"}

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .functions import FUNCTIONS
    from .format import run
    from .planner import query
    from .results import Plan, StatementResult, Value

__getattr__, __dir__ = lazy_names(__name__, globals(), _LAZY)

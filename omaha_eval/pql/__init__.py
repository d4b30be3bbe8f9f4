"""PQL, the Poker Query Language of Odds Oracle and Open PQL (docs/pql.md):
questions over every deal of a spot, exact where the deals can be
enumerated and by Monte Carlo otherwise.

    >>> from omaha_eval import pql
    >>> r = pql.query("select avg(riverEquity(hero)) as eq from game='holdem', "
    ...               "hero='AsAh', villain='KsKh', board='2c7d9hTd'")[0]
    >>> round(r["eq"], 4), r.exact
    (0.9545, True)
"""
from __future__ import annotations

from typing import List, Optional

from .functions import FUNCTIONS
from .query import StatementResult, Value, query
from .syntax import PQLSyntaxError, parse, unparse

__all__ = ["run", "query", "parse", "unparse", "StatementResult", "Value", "PQLSyntaxError", "FUNCTIONS"]


def run(text: str, trials: Optional[int] = None, seed: Optional[int] = None, exact: Optional[bool] = None,
        progress: bool = False) -> str:
    """Runs every statement of the text and returns the results as a
    readable table (what ``omaha-eval pql`` prints); ``query`` returns them
    as objects."""
    from .format import table
    results: List[StatementResult] = query(text, trials=trials, seed=seed, exact=exact, progress=progress)
    return table(results)

"""Canonical hand indexing: one dense number per suit-isomorphism class of
deals, for every round of Hold'em, Omaha 4/5/6 and Courchevel, and back.
Needs numpy.

    >>> from omaha_eval.indexing import HandIndexer
    >>> ix = HandIndexer("holdem")
    >>> ix.count("preflop"), ix.count("flop")
    (169, 1286792)
    >>> ix.index("AsKs") == ix.index("AhKh")
    True

See docs/indexing.md. The names load on first use, so that the command line
(which registers the ``index`` subcommand) works where numpy is not
installed."""
from ..core.lazy import lazy_names

__all__ = ["HandIndexer", "ORDERINGS", "ROUNDS", "counts_table", "index", "indexer", "unindex"]

_LAZY = {"HandIndexer": ".hand_indexer", "ORDERINGS": ".hand_indexer", "ROUNDS": ".hand_indexer",
         "counts_table": ".hand_indexer", "index": ".hand_indexer", "indexer": ".hand_indexer",
         "unindex": ".hand_indexer"}

TYPE_CHECKING = False  # type checkers take it as True
if TYPE_CHECKING:
    from .hand_indexer import ORDERINGS, ROUNDS, HandIndexer, counts_table, index, indexer, unindex

__getattr__, __dir__ = lazy_names(__name__, globals(), _LAZY)

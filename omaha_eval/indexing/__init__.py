"""Canonical hand indexing: one dense number per suit-isomorphism class of
deals, for every round of Hold'em, Omaha 4/5/6 and Courchevel, and back.

    >>> from omaha_eval.indexing import HandIndexer
    >>> ix = HandIndexer("holdem")
    >>> ix.count("preflop"), ix.count("flop")
    (169, 1286792)
    >>> ix.index("AsKs") == ix.index("AhKh")
    True

See docs/indexing.md.
"""
from .indexer import ORDERINGS, ROUNDS, HandIndexer, counts_table, index, indexer, unindex

__all__ = ["HandIndexer", "ORDERINGS", "ROUNDS", "counts_table", "index", "indexer", "unindex"]

"""The rules engine: games, hands as state machines, pots, history, tables.

>>> from omaha_eval.engine import Game
>>> hand = Game.pot_limit_omaha(small_blind=10, big_blind=20).deal([1000] * 3, button=0, seed=1)
>>> hand.legal_actions().max_to
70
"""
from .betting import LegalActions
from .game import FIXED_LIMIT, NO_LIMIT, POT_LIMIT, Game
from .hand import ACTIVE, ALL_IN, FOLDED, Hand, IllegalAction
from .history import Event

__all__ = ["Game", "Hand", "LegalActions", "IllegalAction", "Event",
           "NO_LIMIT", "POT_LIMIT", "FIXED_LIMIT", "ACTIVE", "FOLDED", "ALL_IN"]
from .table import BlindLevel, Table  # noqa: E402  (after Hand: the table builds on it)

__all__ += ["Table", "BlindLevel"]

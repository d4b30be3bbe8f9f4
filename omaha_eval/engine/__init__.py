"""The rules engine: games, hands as state machines, pots, history, tables.

>>> from omaha_eval.engine import Game
>>> hand = Game.pot_limit_omaha(small_blind=10, big_blind=20).deal([1000] * 3, button=0, seed=1)
>>> hand.legal_actions().max_to
70

Modules: game (Game), hand (Hand, the state machine), settlement (its
showdown and payouts), phases (street, phase and status names), forced (antes,
blinds, straddles, dead blinds per seat), special (bomb pots and double
boards: their checks and a bomb's forced bets), betting (legal actions and
bounds), pots (main and side pots), history (Event log), state (views,
JSON, copies), histories (PHH, PokerStars/GGPoker text, OHH; ``phh`` is
kept as an alias), table (Table), bots (simple players), shuffle, checks,
errors, cli_play (``omaha-eval play``).

Structure. ``Hand`` is one object whose methods live in a chain of base
classes, one file each: Settlement (showdown and paying) <- HandView (the
read-only accessors) <- Dealing (forced bets and the deal) <- Hand (the
betting). Its collaborators are plain functions and values: the forced-bet
plan (forced, special), the pots (pots.build_pots), the checks (checks),
the views, JSON and copies (state, which Hand calls and which never
imports Hand: ``from_json`` is handed the class). Game.deal starts the
class that hand.py registers with game.py. Layers, bottom first; a module
imports only from layers below its own at run time (type-checking imports
aside), which tests/engine/test_structure.py checks:

    errors phases history betting pots shuffle
    game
    checks forced
    special settlement
    hand_view
    dealing state
    hand
    table bots
    histories
    phh cli_play
"""
from .betting import LegalActions
from .errors import IllegalAction
from .game import FIXED_LIMIT, NO_LIMIT, POT_LIMIT, Game
from .hand import ACTIVE, ALL_IN, FOLDED, Hand
from .history import Event
from .table import BlindLevel, Table

__all__ = ["Game", "Hand", "LegalActions", "IllegalAction", "Event", "Table", "BlindLevel",
           "NO_LIMIT", "POT_LIMIT", "FIXED_LIMIT", "ACTIVE", "FOLDED", "ALL_IN"]

"""The rules engine: games, hands as state machines, pots, history, tables.

>>> from omaha_eval.engine import Game
>>> hand = Game.pot_limit_omaha(small_blind=10, big_blind=20).deal([1000] * 3, button=0, seed=1)
>>> hand.legal_actions().max_to
70

Modules: rules (Rules: a game's definition), hand (Hand, the state
machine's public face, and Game: the rules that deal a Hand),
hand_state (HandState: the declared record of a hand's state that its
parts share), start (a new hand's state), dealing (forced
bets, the deal, burns, runs and double boards), rounds (legal actions and
the flow of the betting rounds), settlement (the showdown, the pots and
paying them), hand_view (the accessors that build their answer), phases
(street, phase and status names), forced (antes, blinds, straddles, dead
blinds per seat), special (bomb pots and double boards: their checks and a
bomb's forced bets), betting (legal-action records and bounds), pots (main
and side pots), history (the Event log: one event type per kind),
recorded (what a history file records beyond the play, typed),
hand_data (views, JSON, copies),
histories (PHH, PokerStars/GGPoker text, OHH: readers that return
one record shape, over one shared replay), table (Table), bots (simple players), shuffle, checks, errors.
Its command line, ``omaha-eval play``, is omaha_eval/cli/play.py.

Structure. ``Hand`` holds a hand's state as ``hand.state``, one
hand_state.HandState (a slotted record with public, typed fields, built
by start.new_state), and has no base class. Its parts are functions
handed that state explicitly (``deal_board(state, 3)``), one file each,
never importing hand.py: dealing (forced bets, the deal, the
board's runs and a double board's two boards), rounds (legal actions, a
bet put in, whose turn, closing a round), settlement (showdown, pots,
uncalled chips, paying) and hand_view (results, boards, pots, log).
``Hand``'s methods check the action and call them; its properties read
the state or call hand_view. The forced-bet plan is plain values (forced,
special), the pots come from pots.build_pots, the checks from checks; the
views, JSON and copies are in hand_data, a part like the others that Hand
calls and which never imports Hand (``from_json`` is handed the classes).
What one module keeps to itself stays in that module (Hand's legal-action
cache is Hand's); the hot actions read the state through one local name.

Rules and dealing. A game's definition (rules.Rules: its fields, their
checks, the named constructors) sits below every part of a hand; the
public ``Game`` is those rules plus ``deal``, defined beside ``Hand`` in
hand.py because each makes the other (``game.deal`` starts a Hand,
``Hand.from_json`` restores its Game). So no module below hand.py names
Hand or Game, at run time or for type checkers, and the engine has no
import circle. Layers, bottom first; a module imports only from layers
below its own at run time (type-checking imports aside), which
tests/engine/test_structure.py checks (tests/test_layers.py checks the
whole package, type-checking imports included):

    errors phases history betting pots shuffle rules recorded
    hand_state checks forced
    special settlement
    hand_view dealing
    rounds
    hand_data start
    hand
    table bots
    histories
"""
from .betting import LegalActions
from .errors import IllegalAction
from .hand import ACTIVE, ALL_IN, FOLDED, Game, Hand
from .history import Event
from .rules import FIXED_LIMIT, NO_LIMIT, POT_LIMIT
from .table import BlindLevel, Table

__all__ = ["Game", "Hand", "LegalActions", "IllegalAction", "Event", "Table", "BlindLevel",
           "NO_LIMIT", "POT_LIMIT", "FIXED_LIMIT", "ACTIVE", "FOLDED", "ALL_IN"]

"""The action a history reader hands the replay, typed: who acts, what they
do, the amount and the cards, and where the file says it. Every reader
(PHH, OHH, a room's text) makes these from its own format; the replay
(replay.py) plays them and never reads a format's words again.

>>> from decimal import Decimal
>>> Action("line 12", 0, BET_RAISE, Decimal("1.50"))
Action(key='line 12', player=0, verb='bet_raise', amount=Decimal('1.50'), cards=(), bad='')
"""
from __future__ import annotations

from decimal import Decimal
from typing import Any, NamedTuple, Tuple

from ...core.cards import Card

# what a player does (PHH's f, cc, cbr, sm CARDS, sm), or a line a reader
# could not make an action of
FOLD, CHECK_CALL, BET_RAISE, SHOW, MUCK, UNKNOWN = "fold", "check_call", "bet_raise", "show", "muck", "unknown"
BETTING = frozenset((FOLD, CHECK_CALL, BET_RAISE))

_ZERO = Decimal(0)


class Action(NamedTuple):
    """One player's action as the file records it.

    key: where the file says it (a field's name, a line's index), named in
    errors. player: the player's place in the file's order (p1 is 0; -1: a
    player the file does not have, ``bad`` says why). verb: FOLD,
    CHECK_CALL (a check, or a call: whichever the hand allows), BET_RAISE,
    SHOW or MUCK. amount: a bet or raise's street total ("raise to") in the
    file's money. cards: the cards a show shows, where the file writes them
    (the replay takes them from the deal). bad: why the action cannot be
    played as written ("" for a well-formed one): the replay refuses it
    when it comes to it, so an earlier action's error is still the one
    reported (and a room's irregular action is still taken for what it
    came to)."""

    key: Any
    player: int
    verb: str
    amount: Decimal = _ZERO
    cards: Tuple[Card, ...] = ()
    bad: str = ""

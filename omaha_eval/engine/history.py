"""The hand's log: one Event per thing that happened, in order.

Each kind of event has its own type (``Fold``, ``Raise``, ``Win``, ...),
a named tuple with Event's fields: read them by name (``event.amount``);
every type is an ``Event``, so ``isinstance(e, Event)`` holds and old code
that unpacks an event by position still works.

>>> from omaha_eval.engine import Game
>>> hand = Game.pot_limit_omaha(small_blind=1, big_blind=2).deal([100] * 3, button=0, seed=1)
>>> hand.call()
>>> event = hand.history[-1]
>>> type(event).__name__, event.seat, event.amount, isinstance(event, Event)
('Call', 0, 2, True)
"""
from __future__ import annotations

from typing import Dict, NamedTuple, Optional, Tuple, Type

from ..core.cards import Card, cards_text

# Event kinds, in the order they can first happen in a hand
ANTE, SMALL_BLIND, BIG_BLIND, POST = "ante", "small_blind", "big_blind", "post"
STRADDLE, DEAD_BLIND = "straddle", "dead_blind"
DEAL_HOLE, BURN, DEAL_BOARD = "deal_hole", "burn", "deal_board"
FOLD, CHECK, CALL, BET, RAISE = "fold", "check", "call", "bet", "raise"
RETURN, SHOW, MUCK, WIN = "return", "show", "muck", "win"

PLAYER_ACTIONS = (FOLD, CHECK, CALL, BET, RAISE)


class Event(NamedTuple):
    """One thing that happened.

    amount: chips posted, called, returned or won; for a bet or raise, the
    player's street total after it ("raise to"). cards: hole cards dealt or
    shown, board cards dealt, the burned card. pot: for a win, which pot
    (0 = main). run: which run of the board (run it twice: 0 or 1).
    """

    kind: str
    seat: Optional[int] = None
    amount: int = 0
    cards: Tuple[Card, ...] = ()
    street: str = ""
    all_in: bool = False
    pot: int = 0
    run: int = 0

    def __str__(self) -> str:
        who = f"seat {self.seat} " if self.seat is not None else ""
        cards = f" {cards_text(self.cards)}" if self.cards else ""
        amount = f" {self.amount}" if self.amount else ""
        if self.kind in (BET, RAISE):
            amount = f" to {self.amount}"
        tail = " (all-in)" if self.all_in else ""
        if self.kind == WIN:
            tail = f" from {'the main pot' if self.pot == 0 else f'side pot {self.pot}'}"
        if self.run:
            tail += f" (run {self.run + 1})"
        return f"{who}{self.kind.replace('_', ' ')}{amount}{cards}{tail}"


# one type per kind: the same fields as Event (a subclass adds none), so an
# event of any kind is read by name and still unpacks by position
class Ante(Event):
    """A seat's ante (dead money)."""
    __slots__ = ()


class SmallBlind(Event):
    """The small blind posted."""
    __slots__ = ()


class BigBlind(Event):
    """The big blind posted."""
    __slots__ = ()


class Post(Event):
    """A big blind posted to come into the game."""
    __slots__ = ()


class Straddle(Event):
    """A live straddle (or a blind given by the hand's ``blinds``)."""
    __slots__ = ()


class DeadBlind(Event):
    """Chips posted dead (a missed small blind)."""
    __slots__ = ()


class DealHole(Event):
    """A seat's hole cards dealt (``cards``)."""
    __slots__ = ()


class Burn(Event):
    """A card burned before board cards (``cards``: the one card)."""
    __slots__ = ()


class DealBoard(Event):
    """Board cards dealt (``run``: which run or board)."""
    __slots__ = ()


class Fold(Event):
    """A fold."""
    __slots__ = ()


class Check(Event):
    """A check."""
    __slots__ = ()


class Call(Event):
    """A call of ``amount`` chips."""
    __slots__ = ()


class Bet(Event):
    """A bet: ``amount`` is the seat's street total after it."""
    __slots__ = ()


class Raise(Event):
    """A raise to ``amount`` (the seat's street total after it)."""
    __slots__ = ()


class Return(Event):
    """Uncalled chips returned to the seat."""
    __slots__ = ()


class Show(Event):
    """Hole cards shown (``cards``)."""
    __slots__ = ()


class Muck(Event):
    """A hand mucked unseen."""
    __slots__ = ()


class Win(Event):
    """``amount`` won from pot ``pot`` (0 = main) on run ``run``."""
    __slots__ = ()


# kind -> its event type (hand_view.history makes the log's plain tuples typed events by it)
EVENT_TYPES: Dict[object, Type[Event]] = {
    ANTE: Ante, SMALL_BLIND: SmallBlind, BIG_BLIND: BigBlind, POST: Post, STRADDLE: Straddle, DEAD_BLIND: DeadBlind,
    DEAL_HOLE: DealHole, BURN: Burn, DEAL_BOARD: DealBoard, FOLD: Fold, CHECK: Check, CALL: Call, BET: Bet,
    RAISE: Raise, RETURN: Return, SHOW: Show, MUCK: Muck, WIN: Win}

"""The hand's log: one Event per thing that happened, in order."""
from __future__ import annotations

from typing import NamedTuple, Optional, Tuple

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

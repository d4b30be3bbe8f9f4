"""Simple bots: each picks one legal action for the hand's actor.

A bot is any callable ``bot(hand) -> (action, amount)`` whose answer can be
passed to ``hand.act(action, amount)``. These are opponents for the terminal
game and drivers for tests and benchmarks, not strategy.
"""
from __future__ import annotations

import random
from typing import Callable, Mapping, Optional, Sequence, Tuple, Union

from .betting import LegalActions
from .hand import Hand
from .phases import COMPLETE, SHOWDOWN

Decision = Tuple[str, Optional[int]]
Bot = Callable[[Hand], Decision]
# one bot for everyone, or one per seat
Bots = Union[Bot, Mapping[int, Bot], Sequence[Bot]]


def calling_station(hand: Hand) -> Decision:
    """Checks or calls, never folds or raises; shows at showdown."""
    street = hand.street
    if street == SHOWDOWN:
        return "show", None
    if hand.actor is None or street == COMPLETE:
        return "check", None
    return ("check", None) if hand.to_call == 0 else ("call", None)


class RandomBot:
    """Any legal action, amounts uniform within the legal bounds."""

    def __init__(self, seed: Optional[int] = None) -> None:
        self.rng = random.Random(seed)

    def __call__(self, hand: Hand) -> Decision:
        legal = hand.legal_actions()
        rng = self.rng
        if legal.can_show:
            return ("muck", None) if legal.can_muck and rng.random() < 0.3 else ("show", None)
        choices = [name for name in legal.names if name != "fold" or not legal.can_check]
        name = rng.choice(choices)
        if name in ("bet", "raise_to"):
            assert legal.min_to is not None and legal.max_to is not None  # set when betting is legal
            amount = rng.randint(legal.min_to, legal.max_to)
            if not legal.allows_to(amount):  # between an all-in for less and the full minimum
                amount = legal.max_to
            return name, amount
        return name, None


class PotBot:
    """Folds, calls or raises the maximum (the pot, in pot-limit) at random,
    with the given probabilities; checks instead of folding when free."""

    def __init__(self, seed: Optional[int] = None, fold: float = 0.2, raise_: float = 0.15) -> None:
        self.rng = random.Random(seed)
        self.fold, self.raise_ = fold, raise_

    def __call__(self, hand: Hand) -> Decision:
        if hand.actor is None or hand.street in (SHOWDOWN, COMPLETE):  # over, or the showdown
            return self._decide(hand, hand.legal_actions())
        # a betting decision: the full legal actions only when the roll asks
        # for a raise; otherwise whether a check is free is all it needs
        # (the same answers and the same draws as _decide)
        roll = self.rng.random()
        if roll < self.raise_:
            return self._decide(hand, hand.legal_actions(), roll)
        if hand.to_call == 0:  # legal.can_check
            return "check", None
        if roll < self.raise_ + self.fold:
            return "fold", None
        return "call", None

    def _decide(self, hand: Hand, legal: LegalActions, roll: Optional[float] = None) -> Decision:
        """The policy on the full legal actions; draws the roll unless given."""
        if legal.can_show:
            return "show", None
        if roll is None:
            roll = self.rng.random()
        if roll < self.raise_ and (legal.can_bet or legal.can_raise):
            return ("bet" if legal.can_bet else "raise_to"), legal.max_to
        if legal.can_check:
            return "check", None
        if roll < self.raise_ + self.fold:
            return "fold", None
        return "call", None


def play_out(hand: Hand, bots: Bots) -> Hand:
    """Let bots (one callable for everyone, or one per seat) finish the hand."""
    if callable(bots):
        act = hand.act
        while hand.actor is not None:
            act(*bots(hand))
    else:
        while hand.actor is not None:
            hand.act(*bots[hand.actor](hand))
    return hand

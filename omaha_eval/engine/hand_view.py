"""What a hand looks like: the read-only accessors of ``Hand``.

``HandView`` is a part of ``Hand`` (its base class), kept apart so that
hand.py holds the betting state machine; no accessor here hands out the
hand's own lists, only copies.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from ..cards import Card
from ..showdown import Pot, ShowdownResult, settle_trusted
from . import history as ev
from .history import Event
from .phases import COMPLETE, STREET_NAMES
from .settlement import Settlement

_new_tuple = tuple.__new__


class HandView(Settlement):
    """The read-only accessors of ``Hand``."""

    # the hand's state read here besides Settlement's (set by Hand.__init__)
    starting_stacks: Tuple[int, ...]
    _in_middle: int
    _to_match: int

    @property
    def num_players(self) -> int:
        return self._n

    @property
    def actor(self) -> Optional[int]:
        """The seat to act, or None when the hand is over."""
        return self._actor

    @property
    def street(self) -> str:
        """'preflop', 'flop', 'turn', 'river', 'showdown' or 'complete'."""
        return self._phase or STREET_NAMES[self._street]

    @property
    def is_over(self) -> bool:
        return self._phase == COMPLETE

    @property
    def board(self) -> List[Card]:
        return list(self._board)

    @property
    def stacks(self) -> List[int]:
        return list(self._stacks)

    @property
    def bets(self) -> List[int]:
        """Each seat's bet on the current street."""
        return list(self._bets)

    @property
    def committed(self) -> List[int]:
        """Each seat's chips in the middle this hand (antes, blinds, bets)."""
        return list(self._committed)

    @property
    def statuses(self) -> List[str]:
        """'active', 'folded' or 'all-in' per seat."""
        return list(self._status)

    def hole_cards(self, seat: int) -> List[Card]:
        """The seat's hole cards ([] when unknown, as in a history's ``????``)."""
        if seat in self.unknown_seats:
            return []
        return list(self._holes[seat])

    @property
    def result(self) -> Optional[ShowdownResult]:
        """How the showdown was paid (the first run's, when run more than
        once); None without a showdown."""
        results = self.results
        return results[0] if results else None

    @property
    def results(self) -> List[ShowdownResult]:
        """Each run's showdown result."""
        if self._result_args is not None and not self._results:
            # the engine paid the pots itself; the full account is built on demand
            args = self._result_args
            for pots, live, board, button, variant, hilo in args if isinstance(args, list) else [args]:
                hands = {seat: self._holes[seat] for seat in range(self._n) if live[seat]}
                self._results.append(settle_trusted(pots, hands, board, button, variant, hilo))
        return list(self._results)

    @property
    def boards(self) -> List[List[Card]]:
        """The board of each run (one board unless the hand was run more than once)."""
        return [list(b) for b in self._boards] if self._boards else [list(self._board)]

    @property
    def collected(self) -> List[int]:
        """Chips each seat took back from the middle: pots won plus uncalled
        chips returned (what a history's "collected" lines add up to, with
        returns listed on their own there)."""
        got = [0] * self._n
        for kind, seat, amount, *_ in self._events:
            if kind == ev.RETURN or kind == ev.WIN:
                got[seat] += amount
        return got

    @property
    def shown(self) -> Dict[int, Tuple[Card, ...]]:
        """Hole cards shown at showdown, by seat."""
        return dict(self._shown)

    @property
    def pots(self) -> List[Pot]:
        """Main pot then side pots, each with the seats that can win it
        (current bets included); empty once the hand is paid."""
        if self.is_over:
            return []
        return self._build_pots(self._live_flags())

    @property
    def total_pot(self) -> int:
        return 0 if self.is_over else self._in_middle

    @property
    def to_call(self) -> int:
        """What the actor owes to call (0 = may check)."""
        if self._actor is None or self._phase:
            return 0
        return min(self._to_match - self._bets[self._actor], self._stacks[self._actor])

    @property
    def payouts(self) -> Dict[int, int]:
        """Chips each seat took from the pots (after the hand)."""
        return dict(self._won)

    @property
    def winnings(self) -> List[int]:
        """Net result per seat: final stack minus starting stack."""
        return [now - start for now, start in zip(self._stacks, self.starting_stacks)]

    @property
    def history(self) -> Tuple[Event, ...]:
        return tuple([_new_tuple(Event, e) for e in self._events])

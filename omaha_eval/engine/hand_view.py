"""What a hand looks like: the read-only accessors of ``Hand`` that build
their answer (the showdown results, the boards, the pots, the log), and
the check of its bookkeeping.

Functions over a hand's state (hand_state.HandState); ``Hand``'s
properties call them. None hands out the hand's own lists, only copies.
"""
from __future__ import annotations

from typing import Dict, List, Tuple

from ..core.cards import Card
from ..showdown import Pot, ShowdownResult, settle_trusted
from . import history as ev
from .hand_state import HandState
from .history import Event
from .phases import ACTIVE, COMPLETE, FOLDED
from .settlement import current_pots, live_flags

_new_tuple = tuple.__new__


def hole_cards(hand: HandState, seat: int) -> List[Card]:
    """The seat's hole cards ([] when unknown, as in a history's ``????``)."""
    if seat in hand.unknown_seats:
        return []
    return list(hand._holes[seat])


def results(hand: HandState) -> List[ShowdownResult]:
    """Each run's showdown result."""
    if hand._result_args is not None and not hand._results:
        # the engine paid the pots itself; the full account is built on demand
        args = hand._result_args
        for pots, live, board, button, variant, hilo in args if isinstance(args, list) else [args]:
            hands = {seat: hand._holes[seat] for seat in range(hand._n) if live[seat]}
            hand._results.append(settle_trusted(pots, hands, board, button, variant, hilo))
    return list(hand._results)


def showdown_pots(hand: HandState) -> List[Tuple[int, Tuple[int, ...]]]:
    """(amount, eligible seats) of each pot paid at the showdown, main pot
    first, a pot run more than once counted once; [] without a showdown.
    What ``results`` holds of the pots, read without building its full
    account (which evaluates the hands again)."""
    amounts: Dict[int, int] = {}
    eligible: Dict[int, Tuple[int, ...]] = {}
    if hand._result_args is not None and not hand._results:
        args = hand._result_args
        for pots, *_ in args if isinstance(args, list) else [args]:
            for index, pot in enumerate(pots):
                amounts[index] = amounts.get(index, 0) + pot.amount
                eligible.setdefault(index, tuple(pot.eligible))
    else:
        for result in hand._results:
            for award in result.awards:
                amounts[award.index] = amounts.get(award.index, 0) + award.amount
                eligible.setdefault(award.index, tuple(award.eligible))
    return [(amounts[i], eligible[i]) for i in sorted(amounts)]


def boards(hand: HandState) -> List[List[Card]]:
    """The board of each run (one board unless the hand was run more than once)."""
    return [list(b) for b in hand._boards] if hand._boards else [list(hand._board)]


def collected(hand: HandState) -> List[int]:
    """Chips each seat took back from the middle: pots won plus uncalled
    chips returned."""
    got = [0] * hand._n
    for kind, seat, amount, *_ in hand._events:
        if kind == ev.RETURN or kind == ev.WIN:
            got[seat] += amount
    return got


def pots(hand: HandState) -> List[Pot]:
    """Main pot then side pots (current bets included); empty once paid."""
    if hand._phase == COMPLETE:
        return []
    return current_pots(hand, live_flags(hand))


def to_call(hand: HandState) -> int:
    """What the actor owes to call (0 = may check)."""
    if hand._actor is None or hand._phase:
        return 0
    return min(hand._to_match - hand._bets[hand._actor], hand._stacks[hand._actor])


def history(hand: HandState) -> Tuple[Event, ...]:
    # built once per state of the log: a finished hand is read many times
    # (all-in EV, statistics, the database), and the log is only appended to
    events = hand._events
    seen = hand._history_seen
    if seen is not None and seen[0] is events and seen[1] == len(events):
        return seen[2]
    found = tuple([_new_tuple(Event, e) for e in events])
    hand._history_seen = (events, len(events), found)
    return found


def check_invariants(hand: HandState) -> None:
    """Raise AssertionError if the hand's bookkeeping is inconsistent."""
    over = hand._phase == COMPLETE
    total = sum(hand._stacks) + (0 if over else sum(hand._committed))
    assert total == hand._total, f"chips: {total} != {hand._total}"
    assert hand._in_middle == sum(hand._committed)
    if not over:
        assert sum(p.amount for p in current_pots(hand, live_flags(hand))) == hand._in_middle
    assert hand._n_active == hand._status.count(ACTIVE), (hand._n_active, hand._status)
    assert hand._live_count == hand._n - hand._status.count(FOLDED)
    assert all(s >= 0 for s in hand._stacks), f"negative stack in {hand._stacks}"
    if not over:
        every = pots(hand)
        assert sum(p.amount for p in every) == sum(hand._committed)
        for pot in every:
            assert all(hand._status[s] != FOLDED for s in pot.eligible), pot

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
    return list(hand.holes[seat])


def results(hand: HandState) -> List[ShowdownResult]:
    """Each run's showdown result."""
    if hand.result_args is not None and not hand.results:
        # the engine paid the pots itself; the full account is built on demand
        args = hand.result_args
        for pots, live, board, button, variant, hilo in args if isinstance(args, list) else [args]:
            hands = {seat: hand.holes[seat] for seat in range(hand.n) if live[seat]}
            hand.results.append(settle_trusted(pots, hands, board, button, variant, hilo))
    return list(hand.results)


def showdown_pots(hand: HandState) -> List[Tuple[int, Tuple[int, ...]]]:
    """(amount, eligible seats) of each pot paid at the showdown, main pot
    first, a pot run more than once counted once; [] without a showdown.
    What ``results`` holds of the pots, read without building its full
    account (which evaluates the hands again)."""
    amounts: Dict[int, int] = {}
    eligible: Dict[int, Tuple[int, ...]] = {}
    if hand.result_args is not None and not hand.results:
        args = hand.result_args
        for pots, *_ in args if isinstance(args, list) else [args]:
            for index, pot in enumerate(pots):
                amounts[index] = amounts.get(index, 0) + pot.amount
                eligible.setdefault(index, tuple(pot.eligible))
    else:
        for result in hand.results:
            for award in result.awards:
                amounts[award.index] = amounts.get(award.index, 0) + award.amount
                eligible.setdefault(award.index, tuple(award.eligible))
    return [(amounts[i], eligible[i]) for i in sorted(amounts)]


def boards(hand: HandState) -> List[List[Card]]:
    """The board of each run (one board unless the hand was run more than once)."""
    return [list(b) for b in hand.boards] if hand.boards else [list(hand.board)]


def collected(hand: HandState) -> List[int]:
    """Chips each seat took back from the middle: pots won plus uncalled
    chips returned."""
    got = [0] * hand.n
    for kind, seat, amount, *_ in hand.events:
        if kind == ev.RETURN or kind == ev.WIN:
            got[seat] += amount
    return got


def pots(hand: HandState) -> List[Pot]:
    """Main pot then side pots (current bets included); empty once paid."""
    if hand.phase == COMPLETE:
        return []
    return current_pots(hand, live_flags(hand))


def to_call(hand: HandState) -> int:
    """What the actor owes to call (0 = may check)."""
    if hand.actor is None or hand.phase:
        return 0
    return min(hand.to_match - hand.bets[hand.actor], hand.stacks[hand.actor])


def history(hand: HandState) -> Tuple[Event, ...]:
    # built once per state of the log: a finished hand is read many times
    # (all-in EV, statistics, the database), and the log is only appended to
    events = hand.events
    seen = hand.history_seen
    if seen is not None and seen[0] is events and seen[1] == len(events):
        return seen[2]
    types = ev.EVENT_TYPES  # each entry as its kind's event type
    found = tuple([_new_tuple(types[e[0]], e) for e in events])
    hand.history_seen = (events, len(events), found)
    return found


def check_invariants(hand: HandState) -> None:
    """Raise AssertionError if the hand's bookkeeping is inconsistent."""
    over = hand.phase == COMPLETE
    total = sum(hand.stacks) + (0 if over else sum(hand.committed))
    assert total == hand.total, f"chips: {total} != {hand.total}"
    assert hand.in_middle == sum(hand.committed)
    if not over:
        assert sum(p.amount for p in current_pots(hand, live_flags(hand))) == hand.in_middle
    assert hand.n_active == hand.status.count(ACTIVE), (hand.n_active, hand.status)
    assert hand.live_count == hand.n - hand.status.count(FOLDED)
    assert all(s >= 0 for s in hand.stacks), f"negative stack in {hand.stacks}"
    if not over:
        every = pots(hand)
        assert sum(p.amount for p in every) == sum(hand.committed)
        for pot in every:
            assert all(hand.status[s] != FOLDED for s in pot.eligible), pot

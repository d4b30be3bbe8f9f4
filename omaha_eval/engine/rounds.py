"""The betting rounds: what the actor may do, a bet or raise put in, whose
turn is next, and closing a round (uncalled chips back, then the next
street, the run-out to the river, the showdown or an uncontested pot).

Functions over a hand's state (hand_state.HandState), which ``Hand`` calls
after every action: written with the state bound to locals, as this is
the engine's hot path.
"""
from __future__ import annotations

from typing import Optional

from .betting import LegalActions, fixed_limit_bounds
from .dealing import deal_board, run_out, street_cards
from .rules import FIXED_LIMIT, NO_LIMIT, POT_LIMIT
from .hand_state import HandState
from .phases import AFTER as _AFTER
from .phases import ACTIVE, ALL_IN, FOLDED, PREFLOP, RIVER, SHOWDOWN, STREET_NAMES, TURN
from .phases import ROTATIONS as _ROTATIONS
from .settlement import begin_showdown, may_muck, pay_uncontested, return_uncalled

_new_tuple = tuple.__new__


def compute_legal_actions(hand: HandState) -> LegalActions:
    """The actor's legal actions now (Hand.legal_actions caches them)."""
    seat = hand.actor
    if seat is None:
        return LegalActions(None)
    if hand.phase == SHOWDOWN:
        return LegalActions(seat, can_show=True, can_muck=may_muck(hand, seat))
    stack, bet, to_match = hand.stacks[seat], hand.bets[seat], hand.to_match
    owed = to_match - bet
    all_in_total = bet + stack
    call_amount = (owed if owed < stack else stack) if owed > 0 else None
    # may bet or raise: chips beyond a call, the action reopened to them,
    # someone left who could call more, and (fixed-limit) the round not
    # capped (written out here: this runs for nearly every decision)
    game = hand.game
    may = stack > owed
    if may:
        acted = hand.acted[seat]
        if acted is not None and acted >= hand.raise_id:
            may = False  # nobody raises their own bet; a short all-in reopens nothing
        elif game.structure == FIXED_LIMIT and game.max_raises is not None \
                and hand.bets_made >= 1 + game.max_raises \
                and not (game.uncapped_heads_up and hand.live_count == 2):
            may = False
        else:
            # somebody must be able to put in more than the current bet,
            # or the raise could only come back as uncalled chips
            may = False
            status, bets, stacks = hand.status, hand.bets, hand.stacks
            for other in _ROTATIONS[hand.n][seat][1:]:
                if status[other] == ACTIVE and bets[other] + stacks[other] > to_match:
                    may = True
                    break
    if not may:
        return _new_tuple(LegalActions, (seat, True, owed <= 0, call_amount, False, False, None, None,
                                         all_in_total if stack <= owed else None, False, False, None))
    structure = game.structure
    if structure == POT_LIMIT:
        full_min = to_match + hand.min_raise if to_match else hand.smallest
        # "call, then raise the pot": the pot (every chip in the middle) counted after the call
        max_to = to_match + hand.in_middle + owed
        if max_to < full_min:  # a pot below the minimum bet (a small bomb pot): the minimum stands
            max_to = full_min
    elif structure == NO_LIMIT:
        full_min = to_match + hand.min_raise if to_match else hand.smallest
        max_to = all_in_total
    else:
        full_min, max_to = fixed_limit_bounds(hand.street, to_match, game.small_bet, game.big_bet)
    if max_to > all_in_total:
        max_to = all_in_total
    min_to = full_min if full_min < all_in_total else all_in_total
    # positional: the order of LegalActions' fields
    # every field, in order: tuple.__new__ skips the NamedTuple's argument handling
    return _new_tuple(LegalActions, (seat, True, owed <= 0, call_amount, to_match == 0, to_match > 0, min_to,
                                     max_to, all_in_total if all_in_total <= max_to else None, False, False,
                                     full_min))


def wager(hand: HandState, to: int, kind: str) -> None:
    """The actor bets or raises to ``to``, already checked legal."""
    actor = hand.actor
    assert actor is not None  # called after Hand._turn found the player to act
    increment = to - hand.to_match
    game = hand.game
    if game.structure == FIXED_LIMIT:
        full = increment == (game.small_bet if hand.street < TURN else game.big_bet)
    else:
        full = increment >= hand.min_raise
    stacks = hand.stacks
    chips = to - hand.bets[actor]
    stacks[actor] -= chips  # _put, written out
    hand.bets[actor] = to
    hand.committed[actor] += chips
    hand.in_middle += chips
    all_in = stacks[actor] == 0
    if all_in:
        hand.status[actor] = ALL_IN
        hand.n_active -= 1
    if full:  # only a full bet or raise reopens the betting
        hand.min_raise = increment
        hand.raise_id += 1
        hand.bets_made += 1
    hand.to_match = to
    hand.acted[actor] = hand.raise_id
    street = hand.street
    if street == RIVER:
        hand.river_aggressor = actor
    hand.events.append((kind, actor, to, (), STREET_NAMES[street], all_in, 0, 0))
    if hand.live_count == 1:
        close_round(hand)
        return
    pass_turn(hand, actor)


def pass_turn(hand: HandState, actor: int) -> None:
    """The turn passes from ``actor`` to the next seat that still has to
    act, or the betting round closes. This runs after every action, so
    _find_actor's usual case (two or more seats still active) is
    written out here."""
    if hand.n_active > 1:
        status, bets, acted, to_match = hand.status, hand.bets, hand.acted, hand.to_match
        for seat in _AFTER[hand.n][actor]:
            if status[seat] == ACTIVE and (acted[seat] is None or bets[seat] < to_match):
                hand.actor = seat
                return
        hand.actor = None
    else:
        actor += 1
        hand.actor = find_actor(hand, 0 if actor == hand.n else actor)
        if hand.actor is not None:
            return
    close_round(hand)


def find_actor(hand: HandState, start: int) -> Optional[int]:
    """The next seat from ``start`` that still has to act, or None when
    the betting round is over."""
    status, bets, acted, to_match, n = hand.status, hand.bets, hand.acted, hand.to_match, hand.n
    if hand.n_active > 1:  # the usual case: the first active seat that owes an action
        for seat in _ROTATIONS[n][start]:
            if status[seat] == ACTIVE and (acted[seat] is None or bets[seat] < to_match):
                return seat
        return None
    first = None
    active = 0
    for seat in _ROTATIONS[n][start]:  # one pass, stopping early: this runs after every action
        if status[seat] == ACTIVE:
            active += 1
            if first is None:
                if acted[seat] is None or bets[seat] < to_match:
                    first = seat
                    if active > 1:
                        return first
            elif active > 1:
                return first
    if active == 1 and first is not None:
        # everyone else is all-in: act only when owing them chips
        others = max((bets[s] for s in range(n) if s != first and status[s] != FOLDED), default=0)
        if bets[first] >= others:
            return None
    return first

# -- internals: the flow of the hand ----------------------------------------------------------


def start_round(hand: HandState, first: int) -> None:
    preflop = hand.street == PREFLOP
    hand.to_match = hand.open_price if preflop else 0
    # preflop a raise is at least the largest blind or straddle
    hand.min_raise = max(hand.open_price, hand.smallest) if preflop else hand.smallest
    hand.raise_id = 0
    hand.bets_made = 1 if preflop and hand.open_price else 0  # preflop the big blind is the bet
    hand.acted = [None] * hand.n
    hand.actor = find_actor(hand, first)
    if hand.actor is None:
        close_round(hand)


def close_round(hand: HandState) -> None:
    hand.actor = None
    bets = hand.bets
    top = max(bets)
    if top and bets.count(top) == 1:  # one bet above all others (builtins: this runs every round)
        return_uncalled(hand)
    if hand.live_count == 1:
        pay_uncontested(hand, next(s for s in range(hand.n) if hand.status[s] != FOLDED))
        return
    if hand.street == RIVER:
        begin_showdown(hand)
        return
    if hand.n_active <= 1:
        run_out(hand)
        return
    hand.street += 1
    deal_board(hand, street_cards(hand))
    hand.bets = [0] * hand.n
    start_round(hand, first=(hand.button + 1) % hand.n)
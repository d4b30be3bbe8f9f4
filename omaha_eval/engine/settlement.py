"""The end of a hand: who shows and in what order, the main and side pots,
uncalled chips going back, and paying the pots (docs/RULES.md §5).

Functions over a hand's state (hand_state.HandState), which ``Hand`` calls:
the betting state machine in hand.py and the showdown here each read on
their own. The pots are paid by the rules of ``omaha_eval.showdown.settle``.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from ..core.cards import Card
from ..core.games import game_code
from ..showdown import Pot, award_high, settle_trusted
from . import history as ev
from .hand_state import HandState
from .phases import ACTIVE, ALL_IN, COMPLETE, FOLDED, ROTATIONS, SHOWDOWN, STREET_NAMES
from .pots import build_pots

_SHOW = ev.SHOW



def showdown_order(hand: HandState) -> List[int]:
    """The last river bettor first, else the first live player left of
    the button; then clockwise."""
    n = hand.n
    first = hand.river_aggressor
    status = hand.status
    if first is None or status[first] == FOLDED:
        first = (hand.button + 1) % n
    return [seat for seat in ROTATIONS[n][first] if status[seat] != FOLDED]


def begin_showdown(hand: HandState) -> None:
    hand.bets = [0] * hand.n
    order = showdown_order(hand)
    hand.phase = SHOWDOWN
    if hand.auto_showdown:
        if hand.unknown_seats:
            for seat in order:
                show(hand, seat)
        else:  # show(), written out: every hand that reaches the river comes here
            holes, shown, events = hand.holes, hand.shown, hand.events
            for seat in order:
                shown[seat] = cards = holes[seat]
                events.append((_SHOW, seat, 0, cards, SHOWDOWN, False, 0, 0))
        settle(hand)
        return
    hand.show_order = order
    hand.actor = order[0]


def next_shower(hand: HandState) -> None:
    order = hand.show_order
    assert hand.actor is not None  # called after a show or muck by the actor
    position = order.index(hand.actor) + 1
    if position < len(order):
        hand.actor = order[position]
    else:
        hand.actor = None
        settle(hand)


def show(hand: HandState, seat: int) -> None:
    if seat in hand.unknown_seats:
        raise ValueError(f"seat {seat} must show at the showdown, but its hole cards are unknown")
    hand.shown[seat] = hand.holes[seat]
    log(hand, ev.SHOW, seat, cards=tuple(hand.holes[seat]))


def live_flags(hand: HandState) -> List[bool]:
    return [status != FOLDED and not mucked for status, mucked in zip(hand.status, hand.mucked)]


def all_in_flags(hand: HandState) -> List[bool]:
    return [status == ALL_IN for status in hand.status]


def current_pots(hand: HandState, live: List[bool]) -> List[Pot]:
    """The pots. Table money (an ante one seat posts for everyone, as the
    big-blind ante, and dead blinds) is dead money in the main pot: it
    sets no player's share (docs/engine.md)."""
    if not hand.table_dead:
        if hand.n_active == hand.live_count:
            # nobody is all-in: one pot for every live player (build_pots' first case)
            return [Pot(sum(hand.committed), tuple([seat for seat in range(hand.n) if live[seat]]))]
        return build_pots(hand.committed, live, all_in_flags(hand))
    dead = hand.table_dead
    layered = [c - d for c, d in zip(hand.committed, dead)]
    pots = build_pots(layered, live, all_in_flags(hand))
    extra = sum(dead)
    if not pots:
        return [Pot(extra, tuple(s for s in range(hand.n) if live[s]))]
    pots[0] = Pot(pots[0].amount + extra, pots[0].eligible)
    return pots


def may_muck(hand: HandState, seat: int) -> bool:
    """A player may muck unless that would leave a pot they could win
    with nobody left to claim it."""
    live = live_flags(hand)
    for pot in current_pots(hand, live):
        if seat in pot.eligible and not any(s != seat for s in pot.eligible):
            return False
    return True


def settle(hand: HandState) -> None:
    live = live_flags(hand)
    pots = current_pots(hand, live)
    boards = hand.boards or [hand.board]
    game = hand.game
    if not game.hilo and len(boards) == 1:
        settle_high(hand, pots, live)
        return
    if not game.hilo and hand.double:
        settle_high_double(hand, pots, live)
        return
    hands = {seat: hand.holes[seat] for seat in range(hand.n) if live[seat]}
    runs = len(boards)
    won: Dict[int, int] = {}
    for run, board in enumerate(boards):
        # run it N times: each pot in N equal parts, odd chips to the first runs
        part = pots if runs == 1 else [Pot(p.amount // runs + (run < p.amount % runs), p.eligible)
                                       for p in pots]
        # the cards were checked when the hand was dealt: skip settle()'s checks
        result = settle_trusted(part, hands, board, hand.button, game.variant, game.hilo)
        hand.results.append(result)
        hand.run = run
        for award in result.awards:
            for seat, chips in award.won.items():
                log(hand, ev.WIN, seat, chips, pot=award.index)
        for seat, chips in result.won.items():
            won[seat] = won.get(seat, 0) + chips
    hand.run = 0
    finish(hand, won)


def settle_high(hand: HandState, pots: List[Pot], live: List[bool]) -> None:
    """High-only showdown on one board, paid here directly (the hot
    path of every hand that reaches a showdown); the same rules as
    showdown.settle, which builds ``result`` on demand and which the
    tests hold this to: each pot to the best hand among its eligible
    seats, ties split with odd chips clockwise from the button's left."""
    board, button = hand.board, hand.button
    won: Dict[int, int] = {}
    pay_high(hand, pots, board, 0, won)
    # the hands are gathered when ``result`` is asked for
    hand.result_args = (pots, live, board, button, hand.game.variant, False)
    finish_ordered(hand, won)


def settle_high_double(hand: HandState, pots: List[Pot], live: List[bool]) -> None:
    """High-only showdown on a double board, paid as settle_high pays
    one board: each pot halved, board 1 taking the odd chip, each half
    to the best hand on its board among the pot's seats."""
    won: Dict[int, int] = {}
    args = []
    for run, board in enumerate(hand.boards):
        part = [Pot(p.amount - p.amount // 2 if run == 0 else p.amount // 2, p.eligible) for p in pots]
        pay_high(hand, part, board, run, won)
        args.append((part, live, board, hand.button, hand.game.variant, False))
    hand.result_args = args
    finish_ordered(hand, won)


def pay_high(hand: HandState, pots: List[Pot], board: List[Card], run: int, won: Dict[int, int]) -> None:
    """Each pot to the best high hand on ``board`` among its eligible
    seats, logged and added to ``won``."""
    street = hand.phase or STREET_NAMES[hand.street]
    events = hand.events
    # showdown's own awarding: the same rules as settle() and settle_trusted()
    for index, shares in enumerate(award_high(pots, hand.holes, board, hand.button,
                                              game_code(hand.game.variant))):
        for seat, chips in shares:
            events.append((ev.WIN, seat, chips, (), street, False, index, run))
            won[seat] = won.get(seat, 0) + chips


def finish_ordered(hand: HandState, won: Dict[int, int]) -> None:
    """finish() with the winners clockwise from the button's left."""
    button = hand.button
    if len(won) == 1:  # one winner: nothing to order
        for seat, chips in won.items():
            finish(hand, {seat: chips} if chips else {})
        return
    # clockwise from the button's left, as showdown.settle lists them
    finish(hand, {seat: won[seat] for seat in sorted(won, key=lambda s: (s <= button, s)) if won[seat]})


def pay_uncontested(hand: HandState, seat: int) -> None:
    chips = sum(hand.committed)
    log(hand, ev.WIN, seat, chips)
    finish(hand, {seat: chips})


def finish(hand: HandState, won: Dict[int, int]) -> None:
    for seat, chips in won.items():
        hand.stacks[seat] += chips
    hand.won = dict(won)
    hand.phase = COMPLETE
    hand.actor = None
    if sum(hand.stacks) != hand.total or sum(won.values()) != sum(hand.committed):
        raise AssertionError(f"chips not conserved: stacks {hand.stacks} sum to {sum(hand.stacks)}, "
                             f"the hand started with {hand.total}")


def log(hand: HandState, kind: str, seat: Optional[int] = None, amount: int = 0, cards: Tuple[Card, ...] = (),
        all_in: bool = False, pot: int = 0) -> None:
    hand.events.append((kind, seat, amount, cards, hand.phase or STREET_NAMES[hand.street],
                         all_in, pot, hand.run))


def return_uncalled(hand: HandState) -> None:
    """The chips of a bet nobody called go back to its player."""
    # this street's bets only: antes and dead blinds are never "called",
    # so with unequal antes the totals would return the wrong chips
    bets = hand.bets
    top = max(bets)
    if top and bets.count(top) == 1:  # one bet above all others
        seat = bets.index(top)
        chips = top - sorted(bets)[-2]
        if chips > 0:
            hand.stacks[seat] += chips
            hand.bets[seat] -= chips
            hand.committed[seat] -= chips
            hand.in_middle -= chips
            if hand.status[seat] == ALL_IN:
                hand.status[seat] = ACTIVE
                hand.n_active += 1
            log(hand, ev.RETURN, seat, chips)

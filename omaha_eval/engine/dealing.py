"""The forced bets and the deal: putting antes and blinds in, dealing the
hole cards and the board, a burn before each street, every run of a board
run more than once, and a double board's two boards (docs/RULES.md §4, §6
and §8).

Functions over a hand's state (hand_state.HandState), which ``Hand`` calls.
"""
from __future__ import annotations

from typing import List, Optional, Sequence, Tuple

from ..core.cards import Card, cards_text
from . import history as ev
from .hand_state import HandState
from .phases import ALL_IN, FLOP, RIVER, STREET_NAMES
from .phases import ROTATIONS as _ROTATIONS
from .settlement import log, may_muck, settle, show, showdown_order

_DEAL_HOLE, _BURN, _DEAL_BOARD = ev.DEAL_HOLE, ev.BURN, ev.DEAL_BOARD
_ANTE, _DEAD = ev.ANTE, ev.DEAD_BLIND

def post_forced_bets(hand: HandState, plan: Tuple[Tuple[int, int, str, bool], ...]) -> None:
    """Antes first (dead money; a short stack's ante comes before its
    blind), then the live blinds and straddles in posting order from
    the small blind, then dead blinds (forced.resolve_plan)."""
    stacks, bets, committed, status, events = hand.stacks, hand.bets, hand.committed, hand.status, hand.events
    # an ante posted by one seat alone is the table's (big blind or button ante)
    table_ante = bool(plan) and plan[0][2] == _ANTE and sum(1 for post in plan if post[2] == _ANTE) == 1
    hand.table_dead = None
    for seat, amount, kind, live in plan:
        stack = stacks[seat]
        chips = amount if amount < stack else stack
        if not chips:
            continue
        stacks[seat] = stack - chips
        if live:
            bets[seat] += chips
        elif kind == _DEAD or table_ante:
            if hand.table_dead is None:
                hand.table_dead = [0] * hand.n
            hand.table_dead[seat] += chips
        committed[seat] += chips
        hand.in_middle += chips
        all_in = chips == stack
        if all_in:
            status[seat] = ALL_IN
            hand.n_active -= 1
        events.append((kind, seat, chips, (), "preflop", all_in, 0, 0))


def deal_hole_cards(hand: HandState, given: Optional[List[Tuple[Card, ...]]]) -> None:
    n = hand.n
    order = _ROTATIONS[n][hand.small_blind_seat]
    if given is not None:
        holes = given
    else:  # one card at a time, clockwise from the small blind
        deck = hand.deck
        total = n * hand.game.hole_cards
        drawn = deck[-total:]
        del deck[-total:]
        drawn.reverse()  # top card first
        holes = [()] * n
        i = 0
        for seat in order:  # the i-th player gets draws i, i+n, i+2n, ...
            holes[seat] = tuple(drawn[i::n])
            i += 1
    hand.holes = holes
    hand.events.extend([(_DEAL_HOLE, seat, 0, holes[seat], "preflop", False, 0, 0) for seat in order])


def deal_board(hand: HandState, count: int) -> None:
    # a burn card before each deal, unless the deck must keep every card
    # it has left for the board (only with many players in big-hand games)
    if hand.double:
        deal_double(hand, count)
        return
    if not hand.board_plan and hand.deal_missing_board:  # all from the deck: the usual case
        deck, k, run = hand.deck, hand.deck_len, hand.run
        street = hand.phase or STREET_NAMES[hand.street]
        if k > 5 - len(hand.board) + hand.reserve:
            k -= 1
            hand.events.append((_BURN, None, 0, (deck[k],), street, False, 0, run))
        dealt = tuple(deck[k - count:k][::-1])  # top card first
        hand.deck_len = k - count
        hand.board.extend(dealt)
        hand.events.append((_DEAL_BOARD, None, 0, dealt, street, False, 0, run))
        return
    from_deck = 5 - max(len(hand.board), len(hand.board_plan))
    if hand.deck_len > from_deck + hand.reserve:
        hand.deck_len -= 1
        log(hand, ev.BURN, cards=(hand.deck[hand.deck_len],))
    run = hand.run
    plan = hand.board_plan if run == 0 else hand.run_plans[run - 1] if run <= len(hand.run_plans) else []
    log(hand, ev.DEAL_BOARD, cards=_planned_cards(hand, hand.board, plan, count, "board"))


def _planned_cards(hand: HandState, board: List[Card], plan: Sequence[Card], count: int,
                   name: str) -> Tuple[Card, ...]:
    """count cards onto board: the plan's (a history's board) where it has
    them, else the deck's when the hand may deal missing cards."""
    drawn: List[Card] = []
    for _ in range(count):
        position = len(board)
        if position < len(plan):
            card = plan[position]
        elif not hand.deal_missing_board:
            raise ValueError(f"{name} card {position + 1} is needed but the history does not deal it "
                             f"(board so far: {cards_text(board) or 'none'})")
        else:
            hand.deck_len -= 1
            card = hand.deck[hand.deck_len]
        board.append(card)
        drawn.append(card)
    return tuple(drawn)


def deal_double(hand: HandState, count: int) -> None:
    """One street of a double board (docs/RULES.md §8): board 1's cards,
    then board 2's, each after a burn while the deck has a card to
    spare; the events carry the board (0 or 1) as their ``run``."""
    boards = hand.boards
    if not hand.board_plan and not hand.run_plans and hand.deal_missing_board:
        # all from the deck (the usual case), as below without the plans
        deck, k, events = hand.deck, hand.deck_len, hand.events
        street = hand.phase or STREET_NAMES[hand.street]
        for index in (0, 1):
            if k > 10 - len(boards[0]) - len(boards[1]):
                k -= 1
                events.append((_BURN, None, 0, (deck[k],), street, False, 0, index))
            dealt = tuple(deck[k - count:k][::-1])  # top card first
            k -= count
            boards[index].extend(dealt)
            events.append((_DEAL_BOARD, None, 0, dealt, street, False, 0, index))
        hand.deck_len = k
        return
    plans = (hand.board_plan, hand.run_plans[0] if hand.run_plans else [])
    for index in (0, 1):
        board, plan = boards[index], plans[index]
        hand.run, hand.board = index, board
        from_deck = sum(5 - max(len(b), len(p)) for b, p in zip(boards, plans))
        if hand.deck_len > from_deck:
            hand.deck_len -= 1
            log(hand, ev.BURN, cards=(hand.deck[hand.deck_len],))
        log(hand, ev.DEAL_BOARD, cards=_planned_cards(hand, board, plan, count, f"board {index + 1}"))
    hand.run, hand.board = 0, boards[0]


def street_cards(hand: HandState) -> int:
    """The board cards the street just begun deals."""
    if hand.street == FLOP:
        return 2 if hand.game.variant == "courchevel" else 3
    return 1


def run_out(hand: HandState) -> None:
    """Everyone (or all but one) is all-in: hands are shown and the board
    is dealt to the river without betting. A hand whose cards are unknown
    must show, unless the history says its room settled it as forfeited
    (``recorded.forfeit_unknown``, a reader that checks the room's results
    sets it): then it is, where another player is left to take its pots."""
    forfeit = hand.unknown_seats and hand.recorded is not None and hand.recorded.forfeit_unknown
    for seat in showdown_order(hand):
        if forfeit and seat in hand.unknown_seats and may_muck(hand, seat):
            hand.mucked[seat] = True
            log(hand, ev.MUCK, seat)
        else:
            show(hand, seat)
    runs = hand.runs if hand.street < RIVER else 1
    if runs == 1:
        while hand.street < RIVER:
            hand.street += 1
            deal_board(hand, street_cards(hand))
    else:  # each run deals the rest of the board again from the deck
        base, street = list(hand.board), hand.street
        for run in range(runs):
            hand.run, hand.board, hand.street = run, list(base), street
            hand.reserve = (runs - 1 - run) * (5 - len(base))
            while hand.street < RIVER:
                hand.street += 1
                deal_board(hand, street_cards(hand))
            hand.boards.append(hand.board)
        hand.run, hand.board, hand.reserve = 0, hand.boards[0], 0
    hand.bets = [0] * hand.n
    settle(hand)

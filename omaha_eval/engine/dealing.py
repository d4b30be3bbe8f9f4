"""The forced bets and the deal: the part of ``Hand`` that puts antes and
blinds in and deals hole and board cards (docs/RULES.md §4 and §6).

``Dealing`` is a base class of ``Hand``, kept apart so that hand.py holds
the betting; it works on the hand's state declared in its bases and below.
"""
from __future__ import annotations

from typing import List, Optional, Tuple

from ..cards import Card, cards_text
from ..games import HOLE_CARDS
from . import history as ev
from .hand_view import HandView
from .phases import ALL_IN, STREET_NAMES
from .phases import ROTATIONS as _ROTATIONS

_DEAL_HOLE, _BURN, _DEAL_BOARD = ev.DEAL_HOLE, ev.BURN, ev.DEAL_BOARD
_ANTE, _DEAD = ev.ANTE, ev.DEAD_BLIND


class Dealing(HandView):
    """Forced bets and dealing methods of ``Hand``."""

    # the hand's state read here besides its bases' (set by Hand.__init__)
    small_blind_seat: int
    deal_missing_board: bool
    _deck: List[Card]
    _deck_len: int
    _board_plan: List[Card]
    _run_plans: List[List[Card]]
    _double: bool
    # cards the runs still to come will deal (set by the run-out while it
    # deals one run of several): a burn never takes one of them
    _reserve: int = 0

    def _post_forced_bets(self, plan: Tuple[Tuple[int, int, str, bool], ...]) -> None:
        """Antes first (dead money; a short stack's ante comes before its
        blind), then the live blinds and straddles in posting order from
        the small blind, then dead blinds (forced.resolve_plan)."""
        stacks, bets, committed, status, events = self._stacks, self._bets, self._committed, self._status, self._events
        # an ante posted by one seat alone is the table's (big blind or button ante)
        table_ante = bool(plan) and plan[0][2] == _ANTE and sum(1 for post in plan if post[2] == _ANTE) == 1
        self._table_dead = None
        for seat, amount, kind, live in plan:
            stack = stacks[seat]
            chips = amount if amount < stack else stack
            if not chips:
                continue
            stacks[seat] = stack - chips
            if live:
                bets[seat] += chips
            elif kind == _DEAD or table_ante:
                if self._table_dead is None:
                    self._table_dead = [0] * self._n
                self._table_dead[seat] += chips
            committed[seat] += chips
            self._in_middle += chips
            all_in = chips == stack
            if all_in:
                status[seat] = ALL_IN
                self._n_active -= 1
            events.append((kind, seat, chips, (), "preflop", all_in, 0, 0))

    def _deal_hole_cards(self, given: Optional[List[Tuple[Card, ...]]]) -> None:
        n = self._n
        order = _ROTATIONS[n][self.small_blind_seat]
        if given is not None:
            holes = given
        else:  # one card at a time, clockwise from the small blind
            deck = self._deck
            total = n * HOLE_CARDS[self.game.variant]
            drawn = deck[-total:]
            del deck[-total:]
            drawn.reverse()  # top card first
            holes = [()] * n
            i = 0
            for seat in order:  # the i-th player gets draws i, i+n, i+2n, ...
                holes[seat] = tuple(drawn[i::n])
                i += 1
        self._holes = holes
        self._events.extend([(_DEAL_HOLE, seat, 0, holes[seat], "preflop", False, 0, 0) for seat in order])

    def _deal_board(self, count: int) -> None:
        # a burn card before each deal, unless the deck must keep every card
        # it has left for the board (only with many players in big-hand games)
        if self._double:
            self._deal_double(count)
            return
        if not self._board_plan and self.deal_missing_board:  # all from the deck: the usual case
            deck, k, run = self._deck, self._deck_len, self._run
            street = self._phase or STREET_NAMES[self._street]
            if k > 5 - len(self._board) + self._reserve:
                k -= 1
                self._events.append((_BURN, None, 0, (deck[k],), street, False, 0, run))
            dealt = tuple(deck[k - count:k][::-1])  # top card first
            self._deck_len = k - count
            self._board.extend(dealt)
            self._events.append((_DEAL_BOARD, None, 0, dealt, street, False, 0, run))
            return
        from_deck = 5 - max(len(self._board), len(self._board_plan))
        if self._deck_len > from_deck + self._reserve:
            self._deck_len -= 1
            self._log(ev.BURN, cards=(self._deck[self._deck_len],))
        drawn: List[Card] = []
        run = self._run
        plan = self._board_plan if run == 0 else self._run_plans[run - 1] if run <= len(self._run_plans) else []
        for _ in range(count):
            position = len(self._board)
            if position < len(plan):
                card = plan[position]
            elif not self.deal_missing_board:
                raise ValueError(f"board card {position + 1} is needed but the history does not deal it "
                                 f"(board so far: {cards_text(self._board) or 'none'})")
            else:
                self._deck_len -= 1
                card = self._deck[self._deck_len]
            self._board.append(card)
            drawn.append(card)
        self._log(ev.DEAL_BOARD, cards=tuple(drawn))

    def _deal_double(self, count: int) -> None:
        """One street of a double board (docs/RULES.md §8): board 1's cards,
        then board 2's, each after a burn while the deck has a card to
        spare; the events carry the board (0 or 1) as their ``run``."""
        boards = self._boards
        if not self._board_plan and not self._run_plans and self.deal_missing_board:
            # all from the deck (the usual case), as below without the plans
            deck, k, events = self._deck, self._deck_len, self._events
            street = self._phase or STREET_NAMES[self._street]
            for index in (0, 1):
                if k > 10 - len(boards[0]) - len(boards[1]):
                    k -= 1
                    events.append((_BURN, None, 0, (deck[k],), street, False, 0, index))
                dealt = tuple(deck[k - count:k][::-1])  # top card first
                k -= count
                boards[index].extend(dealt)
                events.append((_DEAL_BOARD, None, 0, dealt, street, False, 0, index))
            self._deck_len = k
            return
        plans = (self._board_plan, self._run_plans[0] if self._run_plans else [])
        for index in (0, 1):
            board, plan = boards[index], plans[index]
            self._run, self._board = index, board
            from_deck = sum(5 - max(len(b), len(p)) for b, p in zip(boards, plans))
            if self._deck_len > from_deck:
                self._deck_len -= 1
                self._log(ev.BURN, cards=(self._deck[self._deck_len],))
            drawn: List[Card] = []
            for _ in range(count):
                position = len(board)
                if position < len(plan):
                    card = plan[position]
                elif not self.deal_missing_board:
                    raise ValueError(f"board {index + 1} card {position + 1} is needed but the history does "
                                     f"not deal it (board so far: {cards_text(board) or 'none'})")
                else:
                    self._deck_len -= 1
                    card = self._deck[self._deck_len]
                board.append(card)
                drawn.append(card)
            self._log(ev.DEAL_BOARD, cards=tuple(drawn))
        self._run, self._board = 0, boards[0]

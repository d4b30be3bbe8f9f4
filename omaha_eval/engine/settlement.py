"""The end of a hand: who shows and in what order, the main and side pots,
and paying them (docs/RULES.md §5).

``Settlement`` is a part of ``Hand`` (its base class), kept apart so that
the betting state machine in hand.py and the showdown here each read on
their own. It works on the hand's state, declared below; the pots are paid
by the rules of ``omaha_eval.showdown.settle``.
"""
from __future__ import annotations

from bisect import bisect_right
from typing import Any, Dict, List, Optional, Tuple

from .._core import eval_high
from ..cards import Card
from ..games import HOLE_CARDS
from ..showdown import Pot, ShowdownResult, settle_trusted
from . import history as ev
from .game import Game
from .phases import ALL_IN, COMPLETE, FOLDED, ROTATIONS, SHOWDOWN, STREET_NAMES
from .pots import build_pots

_SHOW = ev.SHOW


class Settlement:
    """Showdown and settlement methods of ``Hand``."""

    # the hand's state these methods read and write (set by Hand.__init__)
    game: Game
    button: int
    auto_showdown: bool
    unknown_seats: Tuple[int, ...]
    _n: int
    _stacks: List[int]
    _bets: List[int]
    _committed: List[int]
    _total: int
    _status: List[str]
    _mucked: List[bool]
    _live_count: int
    _n_active: int
    _table_dead: Optional[List[int]]
    _holes: List[Tuple[Card, ...]]
    _shown: Dict[int, Tuple[Card, ...]]
    _board: List[Card]
    _boards: List[List[Card]]
    _events: List[Tuple[Any, ...]]
    _results: List[ShowdownResult]
    _result_args: Optional[Any]
    _won: Dict[int, int]
    _street: int
    _phase: str
    _run: int
    _actor: Optional[int]
    _show_order: List[int]
    _river_aggressor: Optional[int]
    _double: bool

    def _showdown_order(self) -> List[int]:
        """The last river bettor first, else the first live player left of
        the button; then clockwise."""
        n = self._n
        first = self._river_aggressor
        status = self._status
        if first is None or status[first] == FOLDED:
            first = (self.button + 1) % n
        return [seat for seat in ROTATIONS[n][first] if status[seat] != FOLDED]

    def _begin_showdown(self) -> None:
        self._bets = [0] * self._n
        order = self._showdown_order()
        self._phase = SHOWDOWN
        if self.auto_showdown:
            if self.unknown_seats:
                for seat in order:
                    self._show(seat)
            else:  # _show, written out: every hand that reaches the river comes here
                holes, shown, events = self._holes, self._shown, self._events
                for seat in order:
                    shown[seat] = cards = holes[seat]
                    events.append((_SHOW, seat, 0, cards, SHOWDOWN, False, 0, 0))
            self._settle()
            return
        self._show_order = order
        self._actor = order[0]

    def _next_shower(self) -> None:
        order = self._show_order
        assert self._actor is not None  # called after a show or muck by the actor
        position = order.index(self._actor) + 1
        if position < len(order):
            self._actor = order[position]
        else:
            self._actor = None
            self._settle()

    def _show(self, seat: int) -> None:
        if seat in self.unknown_seats:
            raise ValueError(f"seat {seat} must show at the showdown, but its hole cards are unknown")
        self._shown[seat] = self._holes[seat]
        self._log(ev.SHOW, seat, cards=tuple(self._holes[seat]))

    def _live_flags(self) -> List[bool]:
        return [status != FOLDED and not mucked for status, mucked in zip(self._status, self._mucked)]

    def _all_in_flags(self) -> List[bool]:
        return [status == ALL_IN for status in self._status]

    def _build_pots(self, live: List[bool]) -> List[Pot]:
        """The pots. Table money (an ante one seat posts for everyone, as the
        big-blind ante, and dead blinds) is dead money in the main pot: it
        sets no player's share (docs/engine.md)."""
        if not self._table_dead:
            if self._n_active == self._live_count:
                # nobody is all-in: one pot for every live player (build_pots' first case)
                return [Pot(sum(self._committed), tuple([seat for seat in range(self._n) if live[seat]]))]
            return build_pots(self._committed, live, self._all_in_flags())
        dead = self._table_dead
        layered = [c - d for c, d in zip(self._committed, dead)]
        pots = build_pots(layered, live, self._all_in_flags())
        extra = sum(dead)
        if not pots:
            return [Pot(extra, tuple(s for s in range(self._n) if live[s]))]
        pots[0] = Pot(pots[0].amount + extra, pots[0].eligible)
        return pots

    def _may_muck(self, seat: int) -> bool:
        """A player may muck unless that would leave a pot they could win
        with nobody left to claim it."""
        live = self._live_flags()
        for pot in self._build_pots(live):
            if seat in pot.eligible and not any(s != seat for s in pot.eligible):
                return False
        return True

    def _settle(self) -> None:
        live = self._live_flags()
        pots = self._build_pots(live)
        boards = self._boards or [self._board]
        game = self.game
        if not game.hilo and len(boards) == 1:
            self._settle_high(pots, live)
            return
        if not game.hilo and self._double:
            self._settle_high_double(pots, live)
            return
        hands = {seat: self._holes[seat] for seat in range(self._n) if live[seat]}
        runs = len(boards)
        won: Dict[int, int] = {}
        for run, board in enumerate(boards):
            # run it N times: each pot in N equal parts, odd chips to the first runs
            part = pots if runs == 1 else [Pot(p.amount // runs + (run < p.amount % runs), p.eligible)
                                           for p in pots]
            # the cards were checked when the hand was dealt: skip settle()'s checks
            result = settle_trusted(part, hands, board, self.button, game.variant, game.hilo)
            self._results.append(result)
            self._run = run
            for award in result.awards:
                for seat, chips in award.won.items():
                    self._log(ev.WIN, seat, chips, pot=award.index)
            for seat, chips in result.won.items():
                won[seat] = won.get(seat, 0) + chips
        self._run = 0
        self._finish(won)

    def _settle_high(self, pots: List[Pot], live: List[bool]) -> None:
        """High-only showdown on one board, paid here directly (the hot
        path of every hand that reaches a showdown); the same rules as
        showdown.settle, which builds ``result`` on demand and which the
        tests hold this to: each pot to the best hand among its eligible
        seats, ties split with odd chips clockwise from the button's left."""
        board, button = self._board, self.button
        won: Dict[int, int] = {}
        self._pay_high(pots, board, 0, won)
        # the hands are gathered when ``result`` is asked for
        self._result_args = (pots, live, board, button, self.game.variant, False)
        self._finish_ordered(won)

    def _settle_high_double(self, pots: List[Pot], live: List[bool]) -> None:
        """High-only showdown on a double board, paid as _settle_high pays
        one board: each pot halved, board 1 taking the odd chip, each half
        to the best hand on its board among the pot's seats."""
        won: Dict[int, int] = {}
        args = []
        for run, board in enumerate(self._boards):
            part = [Pot(p.amount - p.amount // 2 if run == 0 else p.amount // 2, p.eligible) for p in pots]
            self._pay_high(part, board, run, won)
            args.append((part, live, board, self.button, self.game.variant, False))
        self._result_args = args
        self._finish_ordered(won)

    def _pay_high(self, pots: List[Pot], board: List[Card], run: int, won: Dict[int, int]) -> None:
        """Each pot to the best high hand on ``board`` among its eligible
        seats, logged and added to ``won``."""
        holes, button = self._holes, self.button
        code = HOLE_CARDS[self.game.variant]
        street = self._phase or STREET_NAMES[self._street]
        events = self._events
        ranks: Dict[int, int] = {}
        for index, pot in enumerate(pots):
            eligible = pot.eligible  # ascending seats
            if len(eligible) == 1:
                winners = list(eligible)
            else:
                best = 1 << 30
                winners = []
                left = bisect_right(eligible, button)  # the first seat left of the button
                for seat in eligible[left:] + eligible[:left]:
                    rank = ranks.get(seat)
                    if rank is None:
                        rank = ranks[seat] = eval_high(holes[seat], board, code)
                    if rank < best:
                        best, winners = rank, [seat]
                    elif rank == best:
                        winners.append(seat)
            share, odd = divmod(pot.amount, len(winners))
            for i, seat in enumerate(winners):
                chips = share + 1 if i < odd else share
                events.append((ev.WIN, seat, chips, (), street, False, index, run))
                won[seat] = won.get(seat, 0) + chips

    def _finish_ordered(self, won: Dict[int, int]) -> None:
        """_finish with the winners clockwise from the button's left."""
        button = self.button
        if len(won) == 1:  # one winner: nothing to order
            for seat, chips in won.items():
                self._finish({seat: chips} if chips else {})
            return
        # clockwise from the button's left, as showdown.settle lists them
        self._finish({seat: won[seat] for seat in sorted(won, key=lambda s: (s <= button, s)) if won[seat]})

    def _pay_uncontested(self, seat: int) -> None:
        chips = sum(self._committed)
        self._log(ev.WIN, seat, chips)
        self._finish({seat: chips})

    def _finish(self, won: Dict[int, int]) -> None:
        for seat, chips in won.items():
            self._stacks[seat] += chips
        self._won = dict(won)
        self._phase = COMPLETE
        self._actor = None
        if sum(self._stacks) != self._total or sum(won.values()) != sum(self._committed):
            raise AssertionError(f"chips not conserved: stacks {self._stacks} sum to {sum(self._stacks)}, "
                                 f"the hand started with {self._total}")

    def _log(self, kind: str, seat: Optional[int] = None, amount: int = 0, cards: Tuple[Card, ...] = (),
             all_in: bool = False, pot: int = 0) -> None:
        self._events.append((kind, seat, amount, cards, self._phase or STREET_NAMES[self._street],
                             all_in, pot, self._run))

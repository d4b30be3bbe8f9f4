"""Hand: one hand of poker as a state machine (docs/RULES.md §4-6).

A hand is started with ``game.deal(stacks, button, ...)``; it posts antes and
blinds, deals, and then waits for the player in ``actor`` to act through
``fold()``, ``check()``, ``call()``, ``bet(to)``, ``raise_to(to)``,
``all_in()`` (and ``show()`` / ``muck()`` at a manual showdown). It runs the
board out when no more betting is possible and pays by the rules of
``omaha_eval.showdown.settle``.

An illegal action raises ``IllegalAction`` (a ValueError) saying what is
legal now, and leaves the hand exactly as it was: every action is checked in
full before anything changes.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple

from ..cards import Card, CardsLike, cards_text
from ..showdown import Pot, ShowdownResult, settle_trusted
from . import history as ev
from .betting import LegalActions, wager_bounds
from .checks import check_amount, check_posts, check_stacks, is_chips, prepare_cards
from .errors import IllegalAction
from .game import FIXED_LIMIT, Game
from .history import Event
from .pots import build_pots, uncalled_excess

PREFLOP, FLOP, TURN, RIVER = 0, 1, 2, 3
STREET_NAMES = ("preflop", "flop", "turn", "river")
SHOWDOWN, COMPLETE = "showdown", "complete"

ACTIVE, FOLDED, ALL_IN = "active", "folded", "all-in"

_new_tuple = tuple.__new__
_ACTION_NAMES = frozenset(("fold", "check", "call", "bet", "raise_to", "all_in", "show", "muck"))
_ALIASES = {name: name for name in _ACTION_NAMES}
_ALIASES.update({"raise": "raise_to", "allin": "all_in"})


class Hand:
    """One hand in progress (or finished).

    stacks: chips of each player at the start, by seat 0..n-1 (2..10 players,
            every stack above 0); seats are clockwise.
    button: the seat with the dealer button.
    seed:   shuffle seed (reproducible deals); None = random.
    cards:  optional known hole cards, one entry per seat (text or ints);
            then the board comes from ``board`` and the rest of the deck.
    board:  optional known board cards, in dealing order (up to 5).
    auto_showdown: show every hand at showdown (True) or let each player in
            turn ``show()`` or ``muck()`` (False). All-in hands always show.
    posts:  seats (other than the blinds) that post a big blind to come into
            the game (docs/RULES.md §6); the post is live, like the big blind.
    """

    def __init__(self, game: Game, stacks: Sequence[int], button: int = 0, seed: Optional[int] = None,
                 cards: Optional[Sequence[CardsLike]] = None, board: Optional[CardsLike] = None,
                 auto_showdown: bool = True, posts: Sequence[int] = ()) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"game {game!r}: expected an omaha_eval.engine.Game")
        self.game = game
        self._n = n = check_stacks(stacks, game)
        if isinstance(button, bool) or not isinstance(button, int) or not 0 <= button < n:
            raise ValueError(f"button {button!r}: expected a seat 0..{n - 1}")
        self.button = button
        self.auto_showdown = bool(auto_showdown)
        self.posts: Tuple[int, ...] = check_posts(posts, n, button)
        self.starting_stacks: Tuple[int, ...] = tuple(stacks)
        self._total = sum(stacks)
        holes, self._board_plan, self._deck = prepare_cards(game, n, seed, cards, board)
        self._holes: List[Tuple[Card, ...]] = []  # set by _deal_hole_cards

        self._stacks: List[int] = list(stacks)
        self._bets: List[int] = [0] * n          # this street
        self._committed: List[int] = [0] * n     # this hand, antes included
        self._in_middle = 0                      # sum of _committed, kept as it changes
        self._status: List[str] = [ACTIVE] * n
        self._mucked: List[bool] = [False] * n
        self._shown: Dict[int, Tuple[Card, ...]] = {}
        self._board: List[Card] = []
        self._events: List[Event] = []
        self._street = PREFLOP
        self._phase = ""  # "", SHOWDOWN or COMPLETE
        self._actor: Optional[int] = None
        self._show_order: List[int] = []
        self._river_aggressor: Optional[int] = None
        self.result: Optional[ShowdownResult] = None
        self._won: Dict[int, int] = {}
        # betting-round state (see _start_round)
        self._to_match = 0
        self._min_raise = 0
        self._raise_id = 0
        self._bets_made = 0
        self._acted: List[Optional[int]] = [None] * n
        self._live_count = n  # players not folded
        self._legal_key: object = None
        self._legal = LegalActions(None)

        self.small_blind_seat = button if n == 2 else (button + 1) % n  # heads-up: the button
        self.big_blind_seat = (self.small_blind_seat + 1) % n
        self._post_forced_bets()
        self._deal_hole_cards(holes)
        if game.variant == "courchevel":  # one flop card face up before the preflop betting
            self._deal_board(1)
        self._start_round(first=(self.big_blind_seat + 1) % n)

    # -- what the hand looks like ------------------------------------------------------

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
        return list(self._holes[seat])

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
        return build_pots(self._committed, self._live_flags(), self._all_in_flags())

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
        return tuple(self._events)

    def __repr__(self) -> str:
        return (f"<Hand {self.game.name} {self.street} board={cards_text(self._board) or '-'} "
                f"pot={self.total_pot} actor={self._actor}>")

    # -- what the actor may do ------------------------------------------------------------

    def legal_actions(self) -> LegalActions:
        """The actor's legal actions with their exact amounts."""
        # every change of state logs an event or moves the turn: both are in
        # the key, so a cached answer is never stale
        key = (len(self._events), self._actor, self._phase)
        if self._legal_key != key:
            self._legal = self._compute_legal_actions()
            self._legal_key = key
        return self._legal

    def _compute_legal_actions(self) -> LegalActions:
        seat = self._actor
        if seat is None:
            return LegalActions(None)
        if self._phase == SHOWDOWN:
            return LegalActions(seat, can_show=True, can_muck=self._may_muck(seat))
        stack, bet, to_match = self._stacks[seat], self._bets[seat], self._to_match
        owed = to_match - bet
        all_in_total = bet + stack
        call_amount = (owed if owed < stack else stack) if owed > 0 else None
        if not self._may_wager(seat, owed):
            return LegalActions(seat, True, owed <= 0, call_amount, False, False, None, None,
                                all_in_total if stack <= owed else None)
        game = self.game
        pot = self._in_middle
        full_min, max_to = wager_bounds(game.structure, self._street, to_match, bet, stack, pot,
                                        self._min_raise, game.big_blind, game.small_bet, game.big_bet)
        if max_to > all_in_total:
            max_to = all_in_total
        min_to = full_min if full_min < all_in_total else all_in_total
        # positional: the order of LegalActions' fields
        return LegalActions(seat, True, owed <= 0, call_amount, to_match == 0, to_match > 0, min_to, max_to,
                            all_in_total if all_in_total <= max_to else None, False, False, full_min)

    def _may_wager(self, seat: int, owed: int) -> bool:
        """May bet or raise: chips beyond a call, the action reopened to them,
        someone left who could call more, and (fixed-limit) the round not capped."""
        if self._stacks[seat] <= owed:
            return False
        acted = self._acted[seat]
        if acted is not None and acted >= self._raise_id:
            return False  # nobody raises their own bet; a short all-in reopens nothing
        game = self.game
        if game.structure == FIXED_LIMIT and game.max_raises is not None \
                and self._bets_made >= 1 + game.max_raises \
                and not (game.uncapped_heads_up and self._live_count == 2):
            return False
        # somebody must be able to put in more than the current bet, or the
        # raise could only come back as uncalled chips
        status, bets, stacks, to_match = self._status, self._bets, self._stacks, self._to_match
        for other in range(self._n):
            if other != seat and status[other] == ACTIVE and bets[other] + stacks[other] > to_match:
                return True
        return False

    def _may_muck(self, seat: int) -> bool:
        """A player may muck unless that would leave a pot they could win
        with nobody left to claim it."""
        live = self._live_flags()
        for pot in build_pots(self._committed, live, self._all_in_flags()):
            if seat in pot.eligible and not any(s != seat for s in pot.eligible):
                return False
        return True

    def can_fold(self) -> bool:
        return self.legal_actions().can_fold

    def can_check(self) -> bool:
        return self.legal_actions().can_check

    def can_call(self) -> bool:
        return self.legal_actions().can_call

    def can_bet(self, amount: Optional[int] = None) -> bool:
        legal = self.legal_actions()
        return legal.can_bet and (amount is None or (is_chips(amount) and legal.allows_to(amount)))

    def can_raise_to(self, amount: Optional[int] = None) -> bool:
        legal = self.legal_actions()
        return legal.can_raise and (amount is None or (is_chips(amount) and legal.allows_to(amount)))

    def can_all_in(self) -> bool:
        return self.legal_actions().all_in_to is not None

    def can_show(self) -> bool:
        return self.legal_actions().can_show

    def can_muck(self) -> bool:
        return self.legal_actions().can_muck

    # -- actions ------------------------------------------------------------------------------

    # fold, check and call are checked without building LegalActions (they
    # are most of the actions in a hand); the full list only goes into errors

    def fold(self, seat: Optional[int] = None) -> None:
        actor = self._actor_for("fold", seat)
        if self._phase == SHOWDOWN:
            raise IllegalAction(f"cannot fold at the showdown (show or muck); {self.legal_actions()}")
        self._status[actor] = FOLDED
        self._live_count -= 1
        self._log(ev.FOLD, actor)
        self._after_action(actor)

    def check(self, seat: Optional[int] = None) -> None:
        actor = self._actor_for("check", seat)
        owed = self._to_match - self._bets[actor]
        if owed > 0 or self._phase == SHOWDOWN:
            why = f"{min(owed, self._stacks[actor])} to call" if owed > 0 else "it is the showdown"
            raise IllegalAction(f"cannot check: {why}; {self.legal_actions()}")
        self._acted[actor] = self._raise_id
        self._log(ev.CHECK, actor)
        self._after_action(actor)

    def call(self, seat: Optional[int] = None) -> None:
        actor = self._actor_for("call", seat)
        owed = self._to_match - self._bets[actor]
        if owed <= 0 or self._phase == SHOWDOWN:
            raise IllegalAction(f"cannot call: nothing to call; {self.legal_actions()}")
        chips = owed if owed < self._stacks[actor] else self._stacks[actor]
        self._put(actor, chips)
        self._acted[actor] = self._raise_id
        self._log(ev.CALL, actor, chips, all_in=self._status[actor] == ALL_IN)
        self._after_action(actor)

    def bet(self, amount: int, seat: Optional[int] = None) -> None:
        """Bet ``amount`` chips when nobody has bet on this street."""
        legal = self._turn("bet", seat)
        check_amount(amount, legal)
        if not legal.can_bet:
            why = "there is already a bet: raise_to instead" if legal.can_raise else "betting is closed"
            raise IllegalAction(f"cannot bet {amount}: {why}; {legal}")
        if not legal.allows_to(amount):
            raise IllegalAction(f"cannot bet {amount}; {legal}")
        self._wager(amount, ev.BET)

    def raise_to(self, amount: int, seat: Optional[int] = None) -> None:
        """Raise so that the street total is ``amount``."""
        legal = self._turn("raise", seat)
        check_amount(amount, legal)
        if not legal.can_raise:
            why = "nobody has bet: bet instead" if legal.can_bet else "raising is closed to this player"
            raise IllegalAction(f"cannot raise to {amount}: {why}; {legal}")
        if not legal.allows_to(amount):
            raise IllegalAction(f"cannot raise to {amount}; {legal}")
        self._wager(amount, ev.RAISE)

    def all_in(self, seat: Optional[int] = None) -> None:
        """Put every chip in: a call, bet or raise, whichever it is."""
        legal = self._turn("go all-in", seat)
        if legal.all_in_to is None:
            actor = legal.seat
            assert actor is not None  # _turn checked there is a player to act
            raise IllegalAction(f"cannot go all-in for {self._bets[actor] + self._stacks[actor]}; {legal}")
        if legal.all_in_to <= self._to_match:
            self.call()
        else:
            self._wager(legal.all_in_to, ev.BET if legal.can_bet else ev.RAISE)

    def show(self, seat: Optional[int] = None) -> None:
        legal = self._turn("show", seat)
        if not legal.can_show:
            raise IllegalAction(f"nothing to show before the showdown; {legal}")
        assert legal.seat is not None  # _turn checked there is a player to act
        self._show(legal.seat)
        self._next_shower()

    def muck(self, seat: Optional[int] = None) -> None:
        legal = self._turn("muck", seat)
        if not legal.can_muck:
            raise IllegalAction(f"cannot muck now; {legal}")
        assert legal.seat is not None  # _turn checked there is a player to act
        self._mucked[legal.seat] = True
        self._log(ev.MUCK, legal.seat)
        self._next_shower()

    def act(self, action: str, amount: Optional[int] = None, seat: Optional[int] = None) -> None:
        """Any action by name: 'fold', 'check', 'call', 'bet', 'raise_to'
        ('raise'), 'all_in', 'show', 'muck'."""
        name: Optional[str]
        if isinstance(action, str) and action in _ACTION_NAMES:
            name = action
        else:
            name = _ALIASES.get(str(action).strip().lower().replace("-", "_").replace(" ", "_"))
        if name in ("bet", "raise_to"):
            if amount is None:
                raise IllegalAction(f"{name} needs an amount; {self.legal_actions()}")
            getattr(self, name)(amount, seat)
        elif name in ("fold", "check", "call", "all_in", "show", "muck"):
            if amount is not None:
                raise IllegalAction(f"{name} takes no amount; {self.legal_actions()}")
            getattr(self, name)(seat)
        else:
            raise IllegalAction(f"unknown action {action!r}; {self.legal_actions()}")

    def misdeal(self, seed: Optional[int] = None) -> "Hand":
        """A card was exposed while dealing (docs/RULES.md §6): this deal is void
        and the same players are dealt again after a new shuffle. Only
        before anybody has acted; returns the new hand."""
        if any(event.kind in ev.PLAYER_ACTIONS for event in self._events):
            raise IllegalAction("too late for a misdeal: the betting has started")
        return Hand(self.game, self.starting_stacks, self.button, seed=seed,
                    auto_showdown=self.auto_showdown, posts=self.posts)

    # -- internals: actions ---------------------------------------------------------------------

    def _turn(self, what: str, seat: Optional[int]) -> LegalActions:
        self._actor_for(what, seat)
        return self.legal_actions()

    def _actor_for(self, what: str, seat: Optional[int]) -> int:
        actor = self._actor
        if actor is None:
            raise IllegalAction(f"cannot {what}: the hand is over")
        if seat is not None and seat != actor:
            raise IllegalAction(f"seat {seat} cannot {what}: it is seat {actor}'s turn; {self.legal_actions()}")
        return actor

    def _put(self, seat: int, chips: int) -> None:
        self._stacks[seat] -= chips
        self._bets[seat] += chips
        self._committed[seat] += chips
        self._in_middle += chips
        if self._stacks[seat] == 0:
            self._status[seat] = ALL_IN

    def _wager(self, to: int, kind: str) -> None:
        actor = self._actor
        assert actor is not None  # called after _turn found the player to act
        increment = to - self._to_match
        game = self.game
        if game.structure == FIXED_LIMIT:
            full = increment == (game.small_bet if self._street < TURN else game.big_bet)
        else:
            full = increment >= self._min_raise
        self._put(actor, to - self._bets[actor])
        if full:  # only a full bet or raise reopens the betting
            self._min_raise = increment
            self._raise_id += 1
            self._bets_made += 1
        self._to_match = to
        self._acted[actor] = self._raise_id
        if self._street == RIVER:
            self._river_aggressor = actor
        self._log(kind, actor, to, all_in=self._status[actor] == ALL_IN)
        self._after_action(actor)

    def _after_action(self, actor: int) -> None:
        if self._live_count == 1:
            self._close_round()
            return
        self._actor = self._find_actor((actor + 1) % self._n)
        if self._actor is None:
            self._close_round()

    def _find_actor(self, start: int) -> Optional[int]:
        """The next seat from ``start`` that still has to act, or None when
        the betting round is over."""
        status, bets, acted, to_match, n = self._status, self._bets, self._acted, self._to_match, self._n
        first = None
        active = 0
        seat = start
        for _ in range(n):  # one pass, stopping early: this runs after every action
            if status[seat] == ACTIVE:
                active += 1
                if first is None:
                    if acted[seat] is None or bets[seat] < to_match:
                        first = seat
                        if active > 1:
                            return first
                elif active > 1:
                    return first
            seat += 1
            if seat == n:
                seat = 0
        if active == 1 and first is not None:
            # everyone else is all-in: act only when owing them chips
            others = max((bets[s] for s in range(n) if s != first and status[s] != FOLDED), default=0)
            if bets[first] >= others:
                return None
        return first

    # -- internals: the flow of the hand ----------------------------------------------------------

    def _post_forced_bets(self) -> None:
        game, n = self.game, self._n
        if game.ante:
            for i in range(n):
                seat = (self.small_blind_seat + i) % n
                chips = min(game.ante, self._stacks[seat])
                self._stacks[seat] -= chips
                self._committed[seat] += chips  # dead money: not part of the street bet
                self._in_middle += chips
                if self._stacks[seat] == 0:
                    self._status[seat] = ALL_IN
                self._log(ev.ANTE, seat, chips, all_in=self._status[seat] == ALL_IN)
        for seat, blind, kind in ((self.small_blind_seat, game.small_blind, ev.SMALL_BLIND),
                                  (self.big_blind_seat, game.big_blind, ev.BIG_BLIND)):
            chips = min(blind, self._stacks[seat])
            if chips:
                self._put(seat, chips)
                self._log(kind, seat, chips, all_in=self._status[seat] == ALL_IN)
        for seat in sorted(self.posts, key=lambda s: (s - self.small_blind_seat) % n):  # clockwise
            if seat in (self.small_blind_seat, self.big_blind_seat):
                continue  # already in a blind this hand
            chips = min(game.big_blind, self._stacks[seat])
            self._put(seat, chips)
            self._log(ev.POST, seat, chips, all_in=self._status[seat] == ALL_IN)

    def _deal_hole_cards(self, given: Optional[List[Tuple[Card, ...]]]) -> None:
        n = self._n
        order = [(self.small_blind_seat + i) % n for i in range(n)]
        if given is not None:
            self._holes = given
        else:  # one card at a time, clockwise from the small blind
            deck = self._deck
            total = n * self.game.hole_cards
            drawn = deck[len(deck) - total:][::-1]  # top card first
            del deck[len(deck) - total:]
            holes: List[Tuple[Card, ...]] = [()] * n
            for i, seat in enumerate(order):  # the i-th player gets draws i, i+n, i+2n, ...
                holes[seat] = tuple(drawn[i::n])
            self._holes = holes
        for seat in order:
            self._log(ev.DEAL_HOLE, seat, cards=tuple(self._holes[seat]))

    def _deal_board(self, count: int) -> None:
        # a burn card before each deal, unless the deck must keep every card
        # it has left for the board (only with many players in big-hand games)
        from_deck = 5 - max(len(self._board), len(self._board_plan))
        if len(self._deck) > from_deck:
            self._log(ev.BURN, cards=(self._deck.pop(),))
        dealt = []
        for _ in range(count):
            position = len(self._board)
            card = self._board_plan[position] if position < len(self._board_plan) else self._deck.pop()
            self._board.append(card)
            dealt.append(card)
        self._log(ev.DEAL_BOARD, cards=tuple(dealt))

    def _start_round(self, first: int) -> None:
        game = self.game
        preflop = self._street == PREFLOP
        self._to_match = game.big_blind if preflop else 0
        self._min_raise = game.big_blind
        self._raise_id = 0
        self._bets_made = 1 if preflop else 0  # preflop the big blind is the bet
        self._acted = [None] * self._n
        self._actor = self._find_actor(first)
        if self._actor is None:
            self._close_round()

    def _close_round(self) -> None:
        self._actor = None
        self._return_uncalled()
        live = [s for s in range(self._n) if self._status[s] != FOLDED]
        if len(live) == 1:
            self._pay_uncontested(live[0])
            return
        if self._street == RIVER:
            self._begin_showdown()
            return
        if sum(1 for s in self._status if s == ACTIVE) <= 1:
            self._run_out()
            return
        self._street += 1
        self._deal_board(self._street_cards())
        self._bets = [0] * self._n
        self._start_round(first=(self.button + 1) % self._n)

    def _street_cards(self) -> int:
        if self._street == FLOP:
            return 2 if self.game.variant == "courchevel" else 3
        return 1

    def _return_uncalled(self) -> None:
        excess = uncalled_excess(self._committed)
        if excess:
            seat, chips = excess
            chips = min(chips, self._bets[seat])  # only this street's chips can be uncalled
            if chips > 0:
                self._stacks[seat] += chips
                self._bets[seat] -= chips
                self._committed[seat] -= chips
                self._in_middle -= chips
                if self._status[seat] == ALL_IN:
                    self._status[seat] = ACTIVE
                self._log(ev.RETURN, seat, chips)

    def _run_out(self) -> None:
        """Everyone (or all but one) is all-in: hands are shown and the board
        is dealt to the river without betting."""
        for seat in self._showdown_order():
            self._show(seat)
        while self._street < RIVER:
            self._street += 1
            self._deal_board(self._street_cards())
        self._bets = [0] * self._n
        self._settle()

    def _showdown_order(self) -> List[int]:
        """The last river bettor first, else the first live player left of
        the button; then clockwise."""
        n = self._n
        first = self._river_aggressor
        if first is None or self._status[first] == FOLDED:
            first = (self.button + 1) % n
        return [seat for seat in ((first + i) % n for i in range(n)) if self._status[seat] != FOLDED]

    def _begin_showdown(self) -> None:
        self._bets = [0] * self._n
        order = self._showdown_order()
        self._phase = SHOWDOWN
        if self.auto_showdown:
            for seat in order:
                self._show(seat)
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
        self._shown[seat] = self._holes[seat]
        self._log(ev.SHOW, seat, cards=tuple(self._holes[seat]))

    def _live_flags(self) -> List[bool]:
        return [self._status[s] != FOLDED and not self._mucked[s] for s in range(self._n)]

    def _all_in_flags(self) -> List[bool]:
        return [status == ALL_IN for status in self._status]

    def _settle(self) -> None:
        live = self._live_flags()
        pots = build_pots(self._committed, live, self._all_in_flags())
        hands = {seat: self._holes[seat] for seat in range(self._n) if live[seat]}
        # the cards were checked when the hand was dealt: skip settle()'s checks
        self.result = settle_trusted(pots, hands, self._board, self.button, self.game.variant, self.game.hilo)
        for award in self.result.awards:
            for seat, chips in award.won.items():
                self._log(ev.WIN, seat, chips, pot=award.index)
        self._finish(self.result.won)

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
        # tuple.__new__ skips the NamedTuple's keyword handling: logging runs ~30 times a hand
        self._events.append(_new_tuple(Event, (kind, seat, amount, cards, self._phase or STREET_NAMES[self._street],
                                               all_in, pot)))

    def check_invariants(self) -> None:
        """Raise AssertionError if the hand's bookkeeping is inconsistent
        (used by the tests after every step)."""
        total = sum(self._stacks) + (0 if self.is_over else sum(self._committed))
        assert total == self._total, f"chips: {total} != {self._total}"
        assert self._in_middle == sum(self._committed)
        assert all(s >= 0 for s in self._stacks), f"negative stack in {self._stacks}"
        if not self.is_over:
            assert sum(p.amount for p in self.pots) == sum(self._committed)
            for pot in self.pots:
                assert all(self._status[s] != FOLDED for s in pot.eligible), pot

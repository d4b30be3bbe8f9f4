"""Hand: one hand of poker as a state machine (docs/RULES.md §4-6).

A hand is started with ``game.deal(stacks, button, ...)``; it posts antes and
blinds, deals, and then waits for the player in ``actor`` to act through
``fold()``, ``check()``, ``call()``, ``bet(to)``, ``raise_to(to)``,
``all_in()`` (and ``show()`` / ``muck()`` at a manual showdown). It runs the
board out when no more betting is possible and pays by the rules of
``omaha_eval.showdown.settle`` (the showdown and the paying of the pots are
in settlement.py, what the hand looks like in hand_view.py, the forced bets
and the deal in dealing.py: its base classes).

An illegal action raises ``IllegalAction`` (a ValueError) saying what is
legal now, and leaves the hand exactly as it was: every action is checked in
full before anything changes.
"""
from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

from ..cards import Card, CardsLike, cards_text, parse_cards
from ..showdown import ShowdownResult
from . import history as ev
from .betting import LegalActions, fixed_limit_bounds
from .checks import check_amount, check_posts, check_stacks, is_chips, prepare_cards
from .special import bomb_plan, check_runs, check_special
from .errors import IllegalAction
from .forced import blind_seats, resolve_plan
from .game import FIXED_LIMIT, NO_LIMIT, POT_LIMIT, Game, register_hand_class
from .phases import AFTER as _AFTER
from .phases import ACTIVE, ALL_IN, COMPLETE, FLOP, FOLDED, PREFLOP, RIVER, SHOWDOWN, STREET_NAMES, TURN
from .phases import ROTATIONS as _ROTATIONS
from .dealing import Dealing

# the street, phase and status names were defined here first: still importable from here
__all__ = ["Hand", "PREFLOP", "FLOP", "TURN", "RIVER", "STREET_NAMES", "SHOWDOWN", "COMPLETE",
           "ACTIVE", "FOLDED", "ALL_IN"]

_new_tuple = tuple.__new__
_ACTION_NAMES = frozenset(("fold", "check", "call", "bet", "raise_to", "all_in", "show", "muck"))
_ALIASES = {name: name for name in _ACTION_NAMES}
_ALIASES.update({"raise": "raise_to", "allin": "all_in"})
_NO_LEGAL = LegalActions(None)
_FOLD, _CHECK, _CALL = ev.FOLD, ev.CHECK, ev.CALL


class Hand(Dealing):
    """One hand in progress (or finished); the forced bets and the deal are
    in dealing.py, what it looks like in hand_view.py, the showdown and the
    paying of the pots in settlement.py.

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
    antes:  the ante of each seat (dead money), instead of the game's.
    blinds: the live blind or straddle of each seat, instead of the game's
            blinds, straddles and ``posts``; the largest sets the preflop
            price, and the player left of it acts first.
    dead:   {seat: chips} posted dead (a missed small blind): in the pot,
            not part of the player's bet.
    deal_missing_board: when ``board`` is given and the hand needs more
            board cards than it holds, deal them from the deck (True) or
            raise ValueError (False: a replayed history must not invent cards).
    runs:   how many times the board is run when every player is all-in
            before the river (run it twice: 2); can be changed until then.
    deck:   the undealt cards, top card last, instead of a shuffle (with
            ``cards`` given: a stacked deck; how from_json restores a hand).
    run_boards: the full boards of the second and later runs, when a
            history says how the board was run (with ``board`` the first).
    bomb_pot: make this hand a bomb pot of this many chips a player (the
            game's ``bomb_pot`` when None): every player puts it in as dead
            money, no blinds or antes are posted, and the first betting
            round is on the flop (docs/RULES.md §8).
    boards: a double board's known cards, (board 1, board 2), each in
            dealing order and as many cards on each (``board`` is for one
            board only).
    A ``cards`` entry of None is an unknown hand (a history's ``????``):
    the player can fold or muck, but the hand cannot be shown.
    """

    # betting-round state, set by _start_round; the rest by __init__
    _to_match: int
    _min_raise: int
    _raise_id: int
    _bets_made: int
    _acted: List[Optional[int]]
    _deck_len: int
    _table_dead: Optional[List[int]]

    def __init__(self, game: Game, stacks: Sequence[int], button: int = 0, seed: Optional[int] = None,
                 cards: Optional[Sequence[Optional[CardsLike]]] = None, board: Optional[CardsLike] = None,
                 auto_showdown: bool = True, posts: Sequence[int] = (), antes: Optional[Sequence[int]] = None,
                 blinds: Optional[Sequence[int]] = None, dead: Optional[Mapping[int, int]] = None,
                 deal_missing_board: bool = True, runs: int = 1, deck: Optional[Sequence[int]] = None,
                 run_boards: Sequence[CardsLike] = (), bomb_pot: Optional[int] = None,
                 boards: Optional[Sequence[CardsLike]] = None) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"game {game!r}: expected an omaha_eval.engine.Game")
        self.game = game
        self._n = n = check_stacks(stacks, game)
        if isinstance(button, bool) or not isinstance(button, int) or not 0 <= button < n:
            raise ValueError(f"button {button!r}: expected a seat 0..{n - 1}")
        self.button = button
        self.auto_showdown = bool(auto_showdown)
        self.posts: Tuple[int, ...] = check_posts(posts, n, button) if posts else ()
        double = game.double_board
        board2: List[Card] = []
        if double or boards is not None or bomb_pot is not None or game.bomb_pot:
            board, board2, self.bomb_pot = check_special(game, stacks, board, boards, runs, run_boards, bomb_pot)
        else:
            self.bomb_pot = 0
        if self.bomb_pot:
            self.antes, self.blinds, self.dead, plan, (self._open_price, first) = \
                bomb_plan(n, button, self.bomb_pot, self.posts, antes, blinds, dead)
        else:
            self.antes, self.blinds, self.dead, plan, (self._open_price, first) = \
                resolve_plan(game, n, button, self.posts, antes, blinds, dead)
        self.deal_missing_board = bool(deal_missing_board)
        self._runs = check_runs(runs, game, n)
        self.starting_stacks: Tuple[int, ...] = tuple(stacks)
        self._total = sum(stacks)
        holes, self._board_plan, self._deck, self.unknown_seats = \
            prepare_cards(game, n, seed, cards, board, deck, board2)
        self.info: Dict[str, object] = {}        # a history's fields that the engine does not play by
        self._run_plans: List[List[Card]] = [parse_cards(b) for b in run_boards] if run_boards else []
        if board2:  # a double board's second board is dealt as a second run's
            self._run_plans = [board2]
        self._holes: List[Tuple[Card, ...]]  # set by _deal_hole_cards

        self._stacks: List[int] = list(stacks)
        self._bets: List[int] = [0] * n          # this street
        self._committed: List[int] = [0] * n     # this hand, antes included
        self._in_middle = 0                      # sum of _committed, kept as it changes
        self._status: List[str] = [ACTIVE] * n
        self._mucked: List[bool] = [False] * n
        self._shown: Dict[int, Tuple[Card, ...]] = {}
        self._board: List[Card] = []
        # the log, as plain tuples in Event's field order (one allocation
        # each); ``history`` hands them out as Events
        self._events: List[Tuple[Any, ...]] = []
        self._run = 0                            # which run of the board (run it twice), or board
        self._boards: List[List[Card]] = []      # every run's board, once run more than once
        self._double = double                    # two boards: _boards from the start, _board is board 1
        if double:
            self._boards = [self._board, []]
        self._results: List[ShowdownResult] = []
        self._result_args: Optional[Any] = None   # a fast showdown's inputs, for ``result``
        self._street = PREFLOP
        self._phase = ""  # "", SHOWDOWN or COMPLETE
        self._actor: Optional[int] = None
        self._show_order: List[int] = []
        self._river_aggressor: Optional[int] = None
        self._won: Dict[int, int] = {}
        # betting-round state: _to_match, _min_raise, _raise_id, _bets_made,
        # _acted (set by _start_round)
        self._live_count = n  # players not folded
        self._n_active = n    # players with status ACTIVE (neither folded nor all-in)
        self._smallest = game.smallest_bet
        self._legal_key: object = None
        self._legal = _NO_LEGAL

        self.small_blind_seat, self.big_blind_seat = blind_seats(n, button)  # heads-up: the button is small
        self._post_forced_bets(plan)
        self._deal_hole_cards(holes)
        # the deck is never changed after the hole cards: board cards and
        # burns are read below _deck_len, so the hand's future stays on
        # record (to_json) and copies can share the list
        self._deck_len = len(self._deck)
        if game.variant == "courchevel":  # one flop card face up before the preflop betting
            self._deal_board(1)
        if self.bomb_pot:  # no preflop round: the flop at once, first to act left of the button
            self._street = FLOP
            self._deal_board(self._street_cards())
            first = (button + 1) % n
        self._start_round(first=first)

    @property
    def runs(self) -> int:
        """How many times the board is run when every player is all-in
        before the river (run it twice: 2); can be changed until then."""
        return self._runs

    @runs.setter
    def runs(self, runs: int) -> None:
        self._runs = check_runs(runs, self.game, self._n)

    @property
    def double_board(self) -> bool:
        """Two boards: ``boards`` lists them, each pot is halved between them."""
        return self._double

    # -- as data: views, JSON, copies (see state.py) -------------------------------------------

    def view(self, seat: Optional[int]) -> Dict[str, object]:
        """What ``seat`` may see, as JSON-ready data: every card they have
        not seen is hidden. ``view(None)``: a spectator's view, only what
        every player sees."""
        from .state import view
        return view(self, seat)

    def to_json(self) -> str:
        """The full state (the deck included) as JSON; ``Hand.from_json``
        restores an identical hand."""
        from .state import to_json
        return to_json(self)

    @classmethod
    def from_json(cls, text: str) -> "Hand":
        from .state import from_json
        return from_json(text, cls)

    def copy(self) -> "Hand":
        """An independent copy (cheap: shares what never changes)."""
        from .state import copy_hand
        return copy_hand(self)

    def __repr__(self) -> str:
        return (f"<Hand {self.game.name} {self.street} board={cards_text(self._board) or '-'} "
                f"pot={self.total_pot} actor={self._actor}>")

    # -- what the actor may do ------------------------------------------------------------

    def legal_actions(self) -> LegalActions:
        """The actor's legal actions with their exact amounts. In pot limit
        going all-in is legal only within the pot-size raise: with a larger
        stack ``can_all_in()`` is False and ``all_in_to`` None, so drive a
        hand by ``min_to`` / ``max_to`` (docs/engine.md, "A driver loop")."""
        # every change of state logs an event (a turn moves only with one),
        # so the log's length keys the cache: a cached answer is never stale
        key = len(self._events)
        if self._legal_key == key:
            return self._legal
        self._legal_key = key
        self._legal = legal = self._compute_legal_actions()
        return legal

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
        # may bet or raise: chips beyond a call, the action reopened to them,
        # someone left who could call more, and (fixed-limit) the round not
        # capped (written out here: this runs for nearly every decision)
        game = self.game
        may = stack > owed
        if may:
            acted = self._acted[seat]
            if acted is not None and acted >= self._raise_id:
                may = False  # nobody raises their own bet; a short all-in reopens nothing
            elif game.structure == FIXED_LIMIT and game.max_raises is not None \
                    and self._bets_made >= 1 + game.max_raises \
                    and not (game.uncapped_heads_up and self._live_count == 2):
                may = False
            else:
                # somebody must be able to put in more than the current bet,
                # or the raise could only come back as uncalled chips
                may = False
                status, bets, stacks = self._status, self._bets, self._stacks
                for other in _ROTATIONS[self._n][seat][1:]:
                    if status[other] == ACTIVE and bets[other] + stacks[other] > to_match:
                        may = True
                        break
        if not may:
            return _new_tuple(LegalActions, (seat, True, owed <= 0, call_amount, False, False, None, None,
                                             all_in_total if stack <= owed else None, False, False, None))
        structure = game.structure
        if structure == POT_LIMIT:
            full_min = to_match + self._min_raise if to_match else self._smallest
            # "call, then raise the pot": the pot (every chip in the middle) counted after the call
            max_to = to_match + self._in_middle + owed
            if max_to < full_min:  # a pot below the minimum bet (a small bomb pot): the minimum stands
                max_to = full_min
        elif structure == NO_LIMIT:
            full_min = to_match + self._min_raise if to_match else self._smallest
            max_to = all_in_total
        else:
            full_min, max_to = fixed_limit_bounds(self._street, to_match, game.small_bet, game.big_bet)
        if max_to > all_in_total:
            max_to = all_in_total
        min_to = full_min if full_min < all_in_total else all_in_total
        # positional: the order of LegalActions' fields
        # every field, in order: tuple.__new__ skips the NamedTuple's argument handling
        return _new_tuple(LegalActions, (seat, True, owed <= 0, call_amount, to_match == 0, to_match > 0, min_to,
                                         max_to, all_in_total if all_in_total <= max_to else None, False, False,
                                         full_min))

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
        """Whether pushing every chip is legal now: in pot limit, False when
        the stack is above the pot-size raise (bet ``max_to`` instead)."""
        return self.legal_actions().all_in_to is not None

    def can_show(self) -> bool:
        return self.legal_actions().can_show

    def can_muck(self) -> bool:
        return self.legal_actions().can_muck

    # -- actions ------------------------------------------------------------------------------

    # fold, check and call are checked without building LegalActions (they
    # are most of the actions in a hand); the full list only goes into errors

    # (the three below are most of a hand's actions: the log entry and the
    # next turn are written out inline rather than through helper calls)

    def fold(self, seat: Optional[int] = None) -> None:
        actor = self._actor
        if actor is None or self._phase or (seat is not None and seat != actor):
            self._actor_for("fold", seat)
            raise IllegalAction(f"cannot fold at the showdown (show or muck); {self.legal_actions()}")
        self._status[actor] = FOLDED
        self._live_count -= 1
        self._n_active -= 1
        self._events.append((_FOLD, actor, 0, (), STREET_NAMES[self._street], False, 0, 0))
        if self._live_count == 1:
            self._close_round()
            return
        self._pass_turn(actor)

    def check(self, seat: Optional[int] = None) -> None:
        actor = self._actor
        if actor is None or self._phase or (seat is not None and seat != actor) \
                or self._to_match > self._bets[actor]:
            actor = self._actor_for("check", seat)
            owed = self._to_match - self._bets[actor]
            why = f"{min(owed, self._stacks[actor])} to call" if owed > 0 else "it is the showdown"
            raise IllegalAction(f"cannot check: {why}; {self.legal_actions()}")
        self._acted[actor] = self._raise_id
        self._events.append((_CHECK, actor, 0, (), STREET_NAMES[self._street], False, 0, 0))
        self._pass_turn(actor)

    def call(self, seat: Optional[int] = None) -> None:
        actor = self._actor
        if actor is None or self._phase or (seat is not None and seat != actor) \
                or self._to_match <= self._bets[actor]:
            self._actor_for("call", seat)
            raise IllegalAction(f"cannot call: nothing to call; {self.legal_actions()}")
        stacks, bets, to_match = self._stacks, self._bets, self._to_match
        owed = to_match - bets[actor]
        stack = stacks[actor]
        chips = owed if owed < stack else stack
        stacks[actor] = stack - chips
        bets[actor] += chips
        self._committed[actor] += chips
        self._in_middle += chips
        all_in = chips == stack
        if all_in:
            self._status[actor] = ALL_IN
            self._n_active -= 1
        self._acted[actor] = self._raise_id
        self._events.append((_CALL, actor, chips, (), STREET_NAMES[self._street], all_in, 0, 0))
        self._pass_turn(actor)

    def bet(self, amount: int, seat: Optional[int] = None) -> None:
        """Bet ``amount`` chips when nobody has bet on this street."""
        self._sized_wager(amount, seat, ev.BET)

    def raise_to(self, amount: int, seat: Optional[int] = None) -> None:
        """Raise so that the street total is ``amount``."""
        self._sized_wager(amount, seat, ev.RAISE)

    def _sized_wager(self, amount: int, seat: Optional[int], kind: str) -> None:
        """bet() and raise_to(): the legal case at once, else why it is not."""
        is_bet = kind == ev.BET
        if self._actor is not None and (seat is None or seat == self._actor) and type(amount) is int:
            legal = self.legal_actions()  # the legal case without detours; the rest explains below
            low, high, full = legal.min_to, legal.max_to, legal.full_min_to
            if (legal.can_bet if is_bet else legal.can_raise) and low is not None and high is not None \
                    and full is not None and low <= amount <= high \
                    and (amount >= full or amount == legal.all_in_to):
                self._wager(amount, kind)
                return
        legal = self._turn("bet" if is_bet else "raise", seat)
        check_amount(amount, legal)
        what = f"bet {amount}" if is_bet else f"raise to {amount}"
        if is_bet and not legal.can_bet:
            why = "there is already a bet: raise_to instead" if legal.can_raise else "betting is closed"
            raise IllegalAction(f"cannot {what}: {why}; {legal}")
        if not is_bet and not legal.can_raise:
            why = "nobody has bet: bet instead" if legal.can_bet else "raising is closed to this player"
            raise IllegalAction(f"cannot {what}: {why}; {legal}")
        if not legal.allows_to(amount):
            raise IllegalAction(f"cannot {what}; {legal}")
        self._wager(amount, kind)

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

    def note_show(self, seat: int) -> None:
        """Record a show that changes nothing (bookkeeping of a history): a
        show after the hand is over. The cards become shown."""
        self._check_note(seat, "show")
        cards: Tuple[Card, ...] = ()
        if seat not in self.unknown_seats:
            cards = self._holes[seat]
            self._shown[seat] = cards
        self._log(ev.SHOW, seat, cards=cards)

    def note_muck(self, seat: int) -> None:
        """Record a muck that changes nothing: after the hand is over, or by
        a player whose hand was already shown."""
        self._check_note(seat, "muck", shown_ok=True)
        self._log(ev.MUCK, seat)

    def _check_note(self, seat: int, what: str, shown_ok: bool = False) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self._n:
            raise ValueError(f"seat {seat!r}: expected a seat 0..{self._n - 1}")
        if not (self.is_over or (shown_ok and seat in self._shown)):
            raise IllegalAction(f"seat {seat} cannot {what} now: the hand is not over; {self.legal_actions()}")

    def act(self, action: str, amount: Optional[int] = None, seat: Optional[int] = None) -> None:
        """Any action by name: 'fold', 'check', 'call', 'bet', 'raise_to'
        ('raise'), 'all_in', 'show', 'muck'."""
        method: Any
        try:
            method = (_PLAIN_ACTIONS if amount is None else _SIZED_ACTIONS).get(action)
        except TypeError:  # an unhashable action: reported below
            method = None
        if method is not None:
            if amount is None:
                method(self, seat)  # the common cases, straight to the method
            else:
                method(self, amount, seat)
            return
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
        if any(event[0] in ev.PLAYER_ACTIONS for event in self._events):
            raise IllegalAction("too late for a misdeal: the betting has started")
        return Hand(self.game, self.starting_stacks, self.button, seed=seed,
                    auto_showdown=self.auto_showdown, posts=self.posts,
                    bomb_pot=self.bomb_pot if self.bomb_pot != self.game.bomb_pot else None)

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
            self._n_active -= 1

    def _wager(self, to: int, kind: str) -> None:
        actor = self._actor
        assert actor is not None  # called after _turn found the player to act
        increment = to - self._to_match
        game = self.game
        if game.structure == FIXED_LIMIT:
            full = increment == (game.small_bet if self._street < TURN else game.big_bet)
        else:
            full = increment >= self._min_raise
        stacks = self._stacks
        chips = to - self._bets[actor]
        stacks[actor] -= chips  # _put, written out
        self._bets[actor] = to
        self._committed[actor] += chips
        self._in_middle += chips
        all_in = stacks[actor] == 0
        if all_in:
            self._status[actor] = ALL_IN
            self._n_active -= 1
        if full:  # only a full bet or raise reopens the betting
            self._min_raise = increment
            self._raise_id += 1
            self._bets_made += 1
        self._to_match = to
        self._acted[actor] = self._raise_id
        street = self._street
        if street == RIVER:
            self._river_aggressor = actor
        self._events.append((kind, actor, to, (), STREET_NAMES[street], all_in, 0, 0))
        if self._live_count == 1:
            self._close_round()
            return
        self._pass_turn(actor)

    def _pass_turn(self, actor: int) -> None:
        """The turn passes from ``actor`` to the next seat that still has to
        act, or the betting round closes. This runs after every action, so
        _find_actor's usual case (two or more seats still active) is
        written out here."""
        if self._n_active > 1:
            status, bets, acted, to_match = self._status, self._bets, self._acted, self._to_match
            for seat in _AFTER[self._n][actor]:
                if status[seat] == ACTIVE and (acted[seat] is None or bets[seat] < to_match):
                    self._actor = seat
                    return
            self._actor = None
        else:
            actor += 1
            self._actor = self._find_actor(0 if actor == self._n else actor)
            if self._actor is not None:
                return
        self._close_round()

    def _find_actor(self, start: int) -> Optional[int]:
        """The next seat from ``start`` that still has to act, or None when
        the betting round is over."""
        status, bets, acted, to_match, n = self._status, self._bets, self._acted, self._to_match, self._n
        if self._n_active > 1:  # the usual case: the first active seat that owes an action
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

    def _start_round(self, first: int) -> None:
        preflop = self._street == PREFLOP
        self._to_match = self._open_price if preflop else 0
        # preflop a raise is at least the largest blind or straddle
        self._min_raise = max(self._open_price, self._smallest) if preflop else self._smallest
        self._raise_id = 0
        self._bets_made = 1 if preflop and self._open_price else 0  # preflop the big blind is the bet
        self._acted = [None] * self._n
        self._actor = self._find_actor(first)
        if self._actor is None:
            self._close_round()

    def _close_round(self) -> None:
        self._actor = None
        bets = self._bets
        top = max(bets)
        if top and bets.count(top) == 1:  # one bet above all others (builtins: this runs every round)
            self._return_uncalled()
        if self._live_count == 1:
            self._pay_uncontested(next(s for s in range(self._n) if self._status[s] != FOLDED))
            return
        if self._street == RIVER:
            self._begin_showdown()
            return
        if self._n_active <= 1:
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
        # this street's bets only: antes and dead blinds are never "called",
        # so with unequal antes the totals would return the wrong chips
        bets = self._bets
        top = max(bets)
        if top and bets.count(top) == 1:  # one bet above all others
            seat = bets.index(top)
            chips = top - sorted(bets)[-2]
            if chips > 0:
                self._stacks[seat] += chips
                self._bets[seat] -= chips
                self._committed[seat] -= chips
                self._in_middle -= chips
                if self._status[seat] == ALL_IN:
                    self._status[seat] = ACTIVE
                    self._n_active += 1
                self._log(ev.RETURN, seat, chips)

    def _run_out(self) -> None:
        """Everyone (or all but one) is all-in: hands are shown and the board
        is dealt to the river without betting."""
        for seat in self._showdown_order():
            self._show(seat)
        runs = self._runs if self._street < RIVER else 1
        if runs == 1:
            while self._street < RIVER:
                self._street += 1
                self._deal_board(self._street_cards())
        else:  # each run deals the rest of the board again from the deck
            base, street = list(self._board), self._street
            for run in range(runs):
                self._run, self._board, self._street = run, list(base), street
                self._reserve = (runs - 1 - run) * (5 - len(base))
                while self._street < RIVER:
                    self._street += 1
                    self._deal_board(self._street_cards())
                self._boards.append(self._board)
            self._run, self._board, self._reserve = 0, self._boards[0], 0
        self._bets = [0] * self._n
        self._settle()

    def check_invariants(self) -> None:
        """Raise AssertionError if the hand's bookkeeping is inconsistent
        (used by the tests after every step)."""
        total = sum(self._stacks) + (0 if self.is_over else sum(self._committed))
        assert total == self._total, f"chips: {total} != {self._total}"
        assert self._in_middle == sum(self._committed)
        if not self.is_over:
            assert sum(p.amount for p in self._build_pots(self._live_flags())) == self._in_middle
        assert self._n_active == self._status.count(ACTIVE), (self._n_active, self._status)
        assert self._live_count == self._n - self._status.count(FOLDED)
        assert all(s >= 0 for s in self._stacks), f"negative stack in {self._stacks}"
        if not self.is_over:
            assert sum(p.amount for p in self.pots) == sum(self._committed)
            for pot in self.pots:
                assert all(self._status[s] != FOLDED for s in pot.eligible), pot


# action name -> method, for act() without an amount
_PLAIN_ACTIONS = {"fold": Hand.fold, "check": Hand.check, "call": Hand.call, "all_in": Hand.all_in,
                  "show": Hand.show, "muck": Hand.muck}
_SIZED_ACTIONS = {"bet": Hand.bet, "raise_to": Hand.raise_to, "raise": Hand.raise_to}

register_hand_class(Hand)

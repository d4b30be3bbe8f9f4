"""Hand: one hand of poker as a state machine (docs/RULES.md §4-6), and
Game: a game's rules (rules.Rules) that deal hands.

A hand is started with ``game.deal(stacks, button, ...)``; it posts antes and
blinds, deals, and then waits for the player in ``actor`` to act through
``fold()``, ``check()``, ``call()``, ``bet(to)``, ``raise_to(to)``,
``all_in()`` (and ``show()`` / ``muck()`` at a manual showdown). It runs the
board out when no more betting is possible and pays by the rules of
``omaha_eval.showdown.settle``. The class holds the hand's state
(hand_state.HandState) and its public face; the work is done by the parts
it hands that state to: the forced bets and the deal (dealing.py), the
betting rounds (rounds.py), the showdown and the pots (settlement.py) and
the accessors that build their answer (hand_view.py).

``Game`` is here, beside ``Hand``, because each makes the other:
``game.deal(...)`` starts a Hand and ``Hand.from_json`` restores a hand's
Game. The rules themselves (rules.Rules) sit below every part of a hand,
so the dependency points one way: rules, then the parts, then Hand and Game.

>>> game = Game.pot_limit_omaha(small_blind=10, big_blind=20)
>>> hand = game.deal(stacks=[1000] * 6, button=0, seed=7)
>>> hand.game is game and hand.street
'preflop'

An illegal action raises ``IllegalAction`` (a ValueError) saying what is
legal now, and leaves the hand exactly as it was: every action is checked in
full before anything changes.
"""
from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, cast

from ..core.cards import Card, CardsLike, cards_text
from ..showdown import Pot, ShowdownResult
from . import hand_view
from . import history as ev
from .betting import LegalActions
from .checks import action_name, check_wager, is_chips
from .errors import IllegalAction
from .hand_state import HandState
from .history import Event
from .recorded import Recorded
from .phases import ACTIVE, ALL_IN, COMPLETE, FLOP, FOLDED, PREFLOP, RIVER, SHOWDOWN, STREET_NAMES, TURN
from .rounds import close_round, compute_legal_actions, pass_turn, wager
from .settlement import log, next_shower
from .settlement import show as show_cards
from .rules import Rules
from .special import check_runs
from .start import new_state

# the street, phase and status names were defined here first: still importable from here
__all__ = ["Hand", "Game", "PREFLOP", "FLOP", "TURN", "RIVER", "STREET_NAMES", "SHOWDOWN", "COMPLETE",
           "ACTIVE", "FOLDED", "ALL_IN"]

_NO_LEGAL = LegalActions(None)
_FOLD, _CHECK, _CALL = ev.FOLD, ev.CHECK, ev.CALL


class Hand:
    """One hand in progress (or finished); the forced bets and the deal are
    in dealing.py, the betting rounds in rounds.py, the showdown and the
    paying of the pots in settlement.py, the accessors that build their
    answer in hand_view.py (each handed the hand's state).

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

    def __init__(self, game: Game, stacks: Sequence[int], button: int = 0, seed: Optional[int] = None,
                 cards: Optional[Sequence[Optional[CardsLike]]] = None, board: Optional[CardsLike] = None,
                 auto_showdown: bool = True, posts: Sequence[int] = (), antes: Optional[Sequence[int]] = None,
                 blinds: Optional[Sequence[int]] = None, dead: Optional[Mapping[int, int]] = None,
                 deal_missing_board: bool = True, runs: int = 1, deck: Optional[Sequence[int]] = None,
                 run_boards: Sequence[CardsLike] = (), bomb_pot: Optional[int] = None,
                 boards: Optional[Sequence[CardsLike]] = None) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"game {game!r}: expected an omaha_eval.engine.Game")
        #: the hand's live state, shared by the engine's parts (hand_state.HandState):
        #: read it if you must, change it only through the actions
        self.state: HandState = new_state(game, stacks, button, seed, cards, board, auto_showdown, posts, antes,
                                          blinds, dead, deal_missing_board, runs, deck, run_boards, bomb_pot, boards)
        self._legal_key: object = None  # legal_actions' cache: the log's length it was computed at
        self._legal = _NO_LEGAL

    # -- how the hand was set up (read-only; info and unknown_seats are set by history readers) -----

    @property
    def game(self) -> Game:
        return cast(Game, self.state.game)  # the state holds it as the Rules it is; __init__ checked a Game

    @property
    def button(self) -> int:
        return self.state.button

    @property
    def small_blind_seat(self) -> int:
        return self.state.small_blind_seat

    @property
    def big_blind_seat(self) -> int:
        return self.state.big_blind_seat

    @property
    def auto_showdown(self) -> bool:
        return self.state.auto_showdown

    @property
    def deal_missing_board(self) -> bool:
        return self.state.deal_missing_board

    @property
    def starting_stacks(self) -> Tuple[int, ...]:
        return self.state.starting_stacks

    @property
    def posts(self) -> Tuple[int, ...]:
        return self.state.posts

    @property
    def antes(self) -> Tuple[int, ...]:
        return self.state.antes

    @property
    def blinds(self) -> Tuple[int, ...]:
        return self.state.blinds

    @property
    def dead(self) -> Dict[int, int]:
        return self.state.dead

    @property
    def bomb_pot(self) -> int:
        return self.state.bomb_pot

    @property
    def unknown_seats(self) -> Tuple[int, ...]:
        """Seats whose hole cards are unknown (a history's ``????``)."""
        return self.state.unknown_seats

    @unknown_seats.setter
    def unknown_seats(self, seats: Tuple[int, ...]) -> None:
        self.state.unknown_seats = tuple(seats)

    @property
    def info(self) -> Dict[str, object]:
        """A history's fields that the engine does not play by."""
        return self.state.info

    @info.setter
    def info(self, info: Dict[str, object]) -> None:
        self.state.info = info

    @property
    def recorded(self) -> Recorded:
        """What a history file records of the hand beyond its play (the
        rake, the hero, irregular actions ...: recorded.py), typed; empty
        for a hand that no file recorded."""
        if self.state.recorded is None:
            self.state.recorded = Recorded()
        return self.state.recorded

    @recorded.setter
    def recorded(self, facts: Recorded) -> None:
        if not isinstance(facts, Recorded):
            raise TypeError(f"recorded {facts!r}: expected a Recorded")
        self.state.recorded = facts

    @property
    def runs(self) -> int:
        """How many times the board is run when every player is all-in
        before the river (run it twice: 2); can be changed until then."""
        return self.state.runs

    @runs.setter
    def runs(self, runs: int) -> None:
        self.state.runs = check_runs(runs, self.game, self.state.n)

    @property
    def double_board(self) -> bool:
        """Two boards: ``boards`` lists them, each pot is halved between them."""
        return self.state.double

    # -- what the hand looks like (read-only; copies, never the hand's own lists) -----------------

    @property
    def num_players(self) -> int:
        return self.state.n

    @property
    def actor(self) -> Optional[int]:
        """The seat to act, or None when the hand is over."""
        return self.state.actor

    @property
    def street(self) -> str:
        """'preflop', 'flop', 'turn', 'river', 'showdown' or 'complete'."""
        return self.state.phase or STREET_NAMES[self.state.street]

    @property
    def is_over(self) -> bool:
        return self.state.phase == COMPLETE

    @property
    def board(self) -> List[Card]:
        return list(self.state.board)

    @property
    def stacks(self) -> List[int]:
        return list(self.state.stacks)

    @property
    def bets(self) -> List[int]:
        """Each seat's bet on the current street."""
        return list(self.state.bets)

    @property
    def committed(self) -> List[int]:
        """Each seat's chips in the middle this hand (antes, blinds, bets)."""
        return list(self.state.committed)

    @property
    def statuses(self) -> List[str]:
        """'active', 'folded' or 'all-in' per seat."""
        return list(self.state.status)

    def hole_cards(self, seat: int) -> List[Card]:
        """The seat's hole cards ([] when unknown, as in a history's ``????``)."""
        return hand_view.hole_cards(self.state, seat)

    @property
    def result(self) -> Optional[ShowdownResult]:
        """How the showdown was paid (the first run's, when run more than
        once); None without a showdown."""
        results = hand_view.results(self.state)
        return results[0] if results else None

    @property
    def results(self) -> List[ShowdownResult]:
        """Each run's showdown result."""
        return hand_view.results(self.state)

    @property
    def showdown_pots(self) -> List[Tuple[int, Tuple[int, ...]]]:
        """(amount, eligible seats) of each pot paid at the showdown, main
        pot first, a pot run more than once counted once; [] without a
        showdown. The pots of ``results``, without building its account."""
        return hand_view.showdown_pots(self.state)

    @property
    def boards(self) -> List[List[Card]]:
        """The board of each run (one board unless the hand was run more than once)."""
        return hand_view.boards(self.state)

    @property
    def collected(self) -> List[int]:
        """Chips each seat took back from the middle: pots won plus uncalled
        chips returned (what a history's "collected" lines add up to, with
        returns listed on their own there)."""
        return hand_view.collected(self.state)

    @property
    def shown(self) -> Dict[int, Tuple[Card, ...]]:
        """Hole cards shown at showdown, by seat."""
        return dict(self.state.shown)

    @property
    def pots(self) -> List[Pot]:
        """Main pot then side pots, each with the seats that can win it
        (current bets included); empty once the hand is paid."""
        return hand_view.pots(self.state)

    @property
    def total_pot(self) -> int:
        return 0 if self.state.phase == COMPLETE else self.state.in_middle

    @property
    def to_call(self) -> int:
        """What the actor owes to call (0 = may check)."""
        return hand_view.to_call(self.state)

    @property
    def payouts(self) -> Dict[int, int]:
        """Chips each seat took from the pots (after the hand)."""
        return dict(self.state.won)

    @property
    def winnings(self) -> List[int]:
        """Net result per seat: final stack minus starting stack."""
        return [now - start for now, start in zip(self.state.stacks, self.starting_stacks)]

    @property
    def history(self) -> Tuple[Event, ...]:
        return hand_view.history(self.state)

    def check_invariants(self) -> None:
        """Raise AssertionError if the hand's bookkeeping is inconsistent
        (used by the tests after every step)."""
        hand_view.check_invariants(self.state)

    # -- as data: views, JSON, copies (see hand_data.py) ---------------------------------------

    def view(self, seat: Optional[int]) -> Dict[str, object]:
        """What ``seat`` may see, as JSON-ready data: every card they have
        not seen is hidden. ``view(None)``: a spectator's view, only what
        every player sees."""
        from .hand_data import view
        return view(self.state, seat)

    def to_json(self) -> str:
        """The full state (the deck included) as JSON; ``Hand.from_json``
        restores an identical hand."""
        from .hand_data import to_json
        return to_json(self.state)

    @classmethod
    def from_json(cls, text: str) -> "Hand":
        from .hand_data import from_json
        return from_json(text, cls, Game)

    def copy(self) -> "Hand":
        """An independent copy (cheap: shares what never changes)."""
        from .hand_data import copy_state
        new = object.__new__(type(self))
        new.state = copy_state(self.state)
        new._legal_key, new._legal = self._legal_key, self._legal
        return new

    def __repr__(self) -> str:
        return (f"<Hand {self.game.name} {self.street} board={cards_text(self.state.board) or '-'} "
                f"pot={self.total_pot} actor={self.state.actor}>")

    # -- what the actor may do ------------------------------------------------------------

    def legal_actions(self) -> LegalActions:
        """The actor's legal actions with their exact amounts. In pot limit
        going all-in is legal only within the pot-size raise: with a larger
        stack ``can_all_in()`` is False and ``all_in_to`` None, so drive a
        hand by ``min_to`` / ``max_to`` (docs/engine.md, "A driver loop")."""
        # every change of state logs an event (a turn moves only with one),
        # so the log's length keys the cache: a cached answer is never stale
        key = len(self.state.events)
        if self._legal_key == key:
            return self._legal
        self._legal_key = key
        self._legal = legal = compute_legal_actions(self.state)
        return legal

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
        s = self.state
        actor = s.actor
        if actor is None or s.phase or (seat is not None and seat != actor):
            self._actor_for("fold", seat)
            raise IllegalAction(f"cannot fold at the showdown (show or muck); {self.legal_actions()}")
        s.status[actor] = FOLDED
        s.live_count -= 1
        s.n_active -= 1
        s.events.append((_FOLD, actor, 0, (), STREET_NAMES[s.street], False, 0, 0))
        if s.live_count == 1:
            close_round(s)
            return
        pass_turn(s, actor)

    def check(self, seat: Optional[int] = None) -> None:
        s = self.state
        actor = s.actor
        if actor is None or s.phase or (seat is not None and seat != actor) \
                or s.to_match > s.bets[actor]:
            actor = self._actor_for("check", seat)
            owed = s.to_match - s.bets[actor]
            why = f"{min(owed, s.stacks[actor])} to call" if owed > 0 else "it is the showdown"
            raise IllegalAction(f"cannot check: {why}; {self.legal_actions()}")
        s.acted[actor] = s.raise_id
        s.events.append((_CHECK, actor, 0, (), STREET_NAMES[s.street], False, 0, 0))
        pass_turn(s, actor)

    def call(self, seat: Optional[int] = None) -> None:
        s = self.state
        actor = s.actor
        if actor is None or s.phase or (seat is not None and seat != actor) \
                or s.to_match <= s.bets[actor]:
            self._actor_for("call", seat)
            raise IllegalAction(f"cannot call: nothing to call; {self.legal_actions()}")
        stacks, bets, to_match = s.stacks, s.bets, s.to_match
        owed = to_match - bets[actor]
        stack = stacks[actor]
        chips = owed if owed < stack else stack
        stacks[actor] = stack - chips
        bets[actor] += chips
        s.committed[actor] += chips
        s.in_middle += chips
        all_in = chips == stack
        if all_in:
            s.status[actor] = ALL_IN
            s.n_active -= 1
        s.acted[actor] = s.raise_id
        s.events.append((_CALL, actor, chips, (), STREET_NAMES[s.street], all_in, 0, 0))
        pass_turn(s, actor)

    def bet(self, amount: int, seat: Optional[int] = None) -> None:
        """Bet ``amount`` chips when nobody has bet on this street."""
        self._sized_wager(amount, seat, ev.BET)

    def raise_to(self, amount: int, seat: Optional[int] = None) -> None:
        """Raise so that the street total is ``amount``."""
        self._sized_wager(amount, seat, ev.RAISE)

    def _sized_wager(self, amount: int, seat: Optional[int], kind: str) -> None:
        """bet() and raise_to(): the legal case at once, else why it is not."""
        is_bet = kind == ev.BET
        if self.state.actor is not None and (seat is None or seat == self.state.actor) and type(amount) is int:
            legal = self.legal_actions()  # the legal case without detours; the rest explains below
            low, high, full = legal.min_to, legal.max_to, legal.full_min_to
            if (legal.can_bet if is_bet else legal.can_raise) and low is not None and high is not None \
                    and full is not None and low <= amount <= high \
                    and (amount >= full or amount == legal.all_in_to):
                wager(self.state, amount, kind)
                return
        check_wager(amount, self._turn("bet" if is_bet else "raise", seat), is_bet)
        wager(self.state, amount, kind)

    def all_in(self, seat: Optional[int] = None) -> None:
        """Put every chip in: a call, bet or raise, whichever it is."""
        legal = self._turn("go all-in", seat)
        if legal.all_in_to is None:
            actor = legal.seat
            assert actor is not None  # _turn checked there is a player to act
            raise IllegalAction(f"cannot go all-in for {self.state.bets[actor] + self.state.stacks[actor]}; {legal}")
        if legal.all_in_to <= self.state.to_match:
            self.call()
        else:
            wager(self.state, legal.all_in_to, ev.BET if legal.can_bet else ev.RAISE)

    def show(self, seat: Optional[int] = None) -> None:
        legal = self._turn("show", seat)
        if not legal.can_show:
            raise IllegalAction(f"nothing to show before the showdown; {legal}")
        assert legal.seat is not None  # _turn checked there is a player to act
        show_cards(self.state, legal.seat)
        next_shower(self.state)

    def muck(self, seat: Optional[int] = None) -> None:
        legal = self._turn("muck", seat)
        if not legal.can_muck:
            raise IllegalAction(f"cannot muck now; {legal}")
        assert legal.seat is not None  # _turn checked there is a player to act
        self.state.mucked[legal.seat] = True
        log(self.state, ev.MUCK, legal.seat)
        next_shower(self.state)

    def note_show(self, seat: int) -> None:
        """Record a show that changes nothing (bookkeeping of a history): a
        show after the hand is over. The cards become shown."""
        self._check_note(seat, "show")
        cards: Tuple[Card, ...] = ()
        if seat not in self.unknown_seats:
            cards = self.state.holes[seat]
            self.state.shown[seat] = cards
        log(self.state, ev.SHOW, seat, cards=cards)

    def note_muck(self, seat: int) -> None:
        """Record a muck that changes nothing: after the hand is over, or by
        a player whose hand was already shown."""
        self._check_note(seat, "muck", shown_ok=True)
        log(self.state, ev.MUCK, seat)

    def _check_note(self, seat: int, what: str, shown_ok: bool = False) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.state.n:
            raise ValueError(f"seat {seat!r}: expected a seat 0..{self.state.n - 1}")
        if not (self.is_over or (shown_ok and seat in self.state.shown)):
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
        name = action_name(action)
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
        if any(event[0] in ev.PLAYER_ACTIONS for event in self.state.events):
            raise IllegalAction("too late for a misdeal: the betting has started")
        return Hand(self.game, self.starting_stacks, self.button, seed=seed,
                    auto_showdown=self.auto_showdown, posts=self.posts,
                    bomb_pot=self.bomb_pot if self.bomb_pot != self.game.bomb_pot else None)

    # -- internals: actions ---------------------------------------------------------------------

    def _turn(self, what: str, seat: Optional[int]) -> LegalActions:
        self._actor_for(what, seat)
        return self.legal_actions()

    def _actor_for(self, what: str, seat: Optional[int]) -> int:
        actor = self.state.actor
        if actor is None:
            raise IllegalAction(f"cannot {what}: the hand is over")
        if seat is not None and seat != actor:
            raise IllegalAction(f"seat {seat} cannot {what}: it is seat {actor}'s turn; {self.legal_actions()}")
        return actor

# action name -> method, for act() without an amount
_PLAIN_ACTIONS = {"fold": Hand.fold, "check": Hand.check, "call": Hand.call, "all_in": Hand.all_in,
                  "show": Hand.show, "muck": Hand.muck}
_SIZED_ACTIONS = {"bet": Hand.bet, "raise_to": Hand.raise_to, "raise": Hand.raise_to}


class Game(Rules):
    """A poker game: its rules (``Rules``: variant, Hi-Lo, betting structure,
    stakes, seats, forced bets; every field and named constructor is
    there) and ``deal``, which starts a Hand.

    >>> Game.pot_limit_omaha(small_blind=10, big_blind=20).name
    'Pot-limit Omaha 10/20'
    """

    def deal(self, stacks: Sequence[int], button: int = 0, seed: Optional[int] = None,
             cards: Optional[Sequence[Optional[CardsLike]]] = None, board: Optional[CardsLike] = None,
             auto_showdown: bool = True, posts: Sequence[int] = (), **forced: Any) -> Hand:
        """Start a hand; see ``Hand`` for the arguments (``forced``: antes,
        blinds, dead, deal_missing_board, runs, deck, run_boards, bomb_pot,
        boards)."""
        if not forced:  # the usual case: positional, no keyword dict to build
            return Hand(self, stacks, button, seed, cards, board, auto_showdown, posts)
        return Hand(self, stacks, button, seed=seed, cards=cards, board=board,
                    auto_showdown=auto_showdown, posts=posts, **forced)

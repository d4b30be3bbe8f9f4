"""Table: hand after hand at one table (docs/RULES.md §4, §6).

The button moves one player clockwise after each hand; players who lose
every chip leave (in a tournament they are out, and the table is done when
one player holds every chip); a player who sits down either posts a big
blind to play at once or waits until the big blind reaches them; blind
levels can rise every so many hands.

>>> from omaha_eval.engine import Game, Table
>>> from omaha_eval.engine.bots import calling_station
>>> table = Table(Game.pot_limit_omaha(1, 2), {0: 200, 2: 200, 5: 200})
>>> hand = table.play_hand(calling_station, seed=1)
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Dict, Iterable, List, Mapping, Optional, Sequence, Set, Tuple, Union

from .hand import Game, Hand

if TYPE_CHECKING:
    from .bots import Bots


@dataclass
class Player:
    name: str
    chips: int
    waiting: bool = False     # waiting for the big blind
    posting: bool = False     # posts a big blind in the next hand
    sitting_out: bool = False  # seated, not dealt in (sit_out / sit_in)
    missed_small: bool = False  # blinds that passed while sitting out: owed on return
    missed_big: bool = False


@dataclass(frozen=True)
class BlindLevel:
    small_blind: int
    big_blind: int
    ante: int = 0


class Table:
    """A table of ``game.seats`` seats.

    players: starting chips by table seat (a dict seat -> chips, or a list
             where None / 0 leaves a seat empty).
    button:  the button's seat for the first hand (moved to an occupied seat).
    tournament: busted players are out; ``is_finished`` when one is left.
    levels:  blind levels (small, big[, ante]) after the game's own, each
             lasting ``hands_per_level`` hands.
    """

    def __init__(self, game: Game, players: Union[Mapping[int, int], Sequence[Optional[int]]], button: int = 0, tournament: bool = False,
                 levels: Sequence[Tuple[int, ...]] = (), hands_per_level: int = 10) -> None:
        self.game = game
        self.tournament = tournament
        self.seats: List[Optional[Player]] = [None] * game.seats
        self.hand: Optional[Hand] = None
        self._hand_seats: List[int] = []
        self._last_dealt: Set[int] = set()
        items: Iterable[Tuple[int, Optional[int]]] = players.items() if isinstance(players, Mapping) else enumerate(players)
        for seat, chips in items:
            if chips:
                self.sit(seat, chips)
        if isinstance(button, bool) or not isinstance(button, int) or not 0 <= button < game.seats:
            raise ValueError(f"button {button!r}: expected a seat 0..{game.seats - 1}")
        self.button = button
        self._levels = [BlindLevel(*level) for level in levels]
        if hands_per_level < 1:
            raise ValueError(f"hands_per_level {hands_per_level}: expected 1 or more")
        self.hands_per_level = hands_per_level
        self.hands_played = 0
        self.eliminated: List[str] = []   # tournament: names in the order they went out
        self._first_hand = True
        for player in self.seats:   # players present at the start play at once
            if player:
                player.waiting = False

    # -- seating -------------------------------------------------------------------------------

    def sit(self, seat: int, chips: int, name: Optional[str] = None, wait_for_big_blind: bool = True) -> None:
        """Seat a player; between hands they wait for the big blind, or post
        one in the next hand when ``wait_for_big_blind`` is False."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.game.seats:
            raise ValueError(f"seat {seat!r}: expected 0..{self.game.seats - 1}")
        taken = self.seats[seat]
        if taken is not None:
            raise ValueError(f"seat {seat} is taken by {taken.name}")
        if isinstance(chips, bool) or not isinstance(chips, int) or chips <= 0:
            raise ValueError(f"chips {chips!r}: expected a whole number above 0")
        if self.hand is not None and not self.hand.is_over:
            raise ValueError("players sit down between hands: the current hand is not over")
        self.seats[seat] = Player(name or f"seat {seat}", chips, waiting=wait_for_big_blind,
                                  posting=not wait_for_big_blind)

    def sit_out(self, seat: int) -> None:
        """The player keeps the seat but is not dealt in; blinds that pass
        the seat meanwhile are owed on return (docs/engine.md, missed blinds)."""
        self._occupied(seat).sitting_out = True

    def sit_in(self, seat: int) -> None:
        """Back in from the next hand: a missed big blind is posted live
        with the small blind dead; a missed small blind alone is posted dead."""
        self._occupied(seat).sitting_out = False

    def _occupied(self, seat: int) -> Player:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.game.seats:
            raise ValueError(f"seat {seat!r}: expected 0..{self.game.seats - 1}")
        player = self.seats[seat]
        if player is None:
            raise ValueError(f"seat {seat} is empty")
        return player

    def leave(self, seat: int) -> Player:
        if self.hand is not None and not self.hand.is_over and seat in self._hand_seats:
            raise ValueError(f"seat {seat} is in the current hand: leave after it")
        player = self.seats[seat]
        if player is None:
            raise ValueError(f"seat {seat} is empty")
        self.seats[seat] = None
        return player

    @property
    def chips(self) -> Dict[int, int]:
        """Chips by occupied seat."""
        return {seat: p.chips for seat, p in enumerate(self.seats) if p}

    @property
    def hand_seats(self) -> Tuple[int, ...]:
        """The table seat of each seat of the current hand (hand seat i is
        table seat ``hand_seats[i]``). A hand numbers only the players
        dealt in, 0..n-1 clockwise; ``table_seat`` and ``hand_seat`` turn
        one numbering into the other."""
        return tuple(self._hand_seats)

    def table_seat(self, hand_seat: int) -> int:
        """The table seat of the current hand's seat ``hand_seat`` (e.g.
        ``table.table_seat(table.hand.actor)``: who is to act, at the table)."""
        seats = self._hand_seats
        if isinstance(hand_seat, bool) or not isinstance(hand_seat, int) or not 0 <= hand_seat < len(seats):
            raise ValueError(f"hand seat {hand_seat!r}: expected 0..{len(seats) - 1} (the players dealt in)")
        return seats[hand_seat]

    def hand_seat(self, table_seat: int) -> Optional[int]:
        """The current hand's seat of the player at ``table_seat``, or None
        when that seat is not dealt in (empty, sitting out, waiting)."""
        if isinstance(table_seat, bool) or not isinstance(table_seat, int) \
                or not 0 <= table_seat < self.game.seats:
            raise ValueError(f"table seat {table_seat!r}: expected 0..{self.game.seats - 1}")
        seats = self._hand_seats
        return seats.index(table_seat) if table_seat in seats else None

    @property
    def level(self) -> BlindLevel:
        """The blind level in force."""
        index = self.hands_played // self.hands_per_level
        if index == 0 or not self._levels:
            return BlindLevel(self.game.small_blind, self.game.big_blind, self.game.ante)
        return self._levels[min(index - 1, len(self._levels) - 1)]

    @property
    def is_finished(self) -> bool:
        """Fewer than two players with chips (a tournament is won)."""
        return sum(1 for p in self.seats if p and p.chips > 0) < 2

    # -- playing -----------------------------------------------------------------------------

    def start_hand(self, seed: Optional[int] = None, **deal_options: Any) -> Hand:
        """Move the button, choose who is dealt in, and deal the next hand."""
        if self.hand is not None and not self.hand.is_over:
            raise ValueError("the current hand is not over")
        if self.is_finished:
            raise ValueError("fewer than two players have chips: no hand can be dealt")
        ready = [s for s, p in enumerate(self.seats) if p and not p.waiting and not p.sitting_out]
        # the button goes to a player of the last hand: a newcomer never takes it at once
        veterans = [s for s in ready if s in self._last_dealt] or ready
        if not self._first_hand or self.seats[self.button] is None or self.button not in ready:
            self.button = self._next(self.button, veterans, include_start=self._first_hand)
        self._first_hand = False
        dealt = self._with_big_blind_waiter(ready)
        if len(dealt) < 2:  # only waiting players besides one: let them all in
            dealt = [s for s, p in enumerate(self.seats) if p and not p.sitting_out]
            if len(dealt) < 2:
                raise ValueError("fewer than two players are sitting in: no hand can be dealt")
        self._hand_seats = dealt
        self._last_dealt = set(dealt)
        level = self.level
        game = replace(self.game, small_blind=level.small_blind, big_blind=level.big_blind, ante=level.ante) \
            if level != BlindLevel(self.game.small_blind, self.game.big_blind, self.game.ante) else self.game
        players = [self._player(s) for s in dealt]
        button = dealt.index(self.button)
        n = len(dealt)
        small = button if n == 2 else (button + 1) % n
        blinds = (small, (small + 1) % n)
        if game.bomb_pot or deal_options.get("bomb_pot"):
            # a bomb pot has no blinds: what players owe waits for the next hand with blinds
            self.hand = game.deal([p.chips for p in players], button, seed=seed, **deal_options)
            for p in players:
                p.waiting = False
            return self.hand
        posts = [i for i, p in enumerate(players) if (p.posting or p.missed_big) and i not in blinds]
        dead = {i: game.small_blind for i, p in enumerate(players)
                if (p.missed_small or p.missed_big) and i not in blinds and game.small_blind}
        self.hand = game.deal([p.chips for p in players], button, seed=seed, posts=posts,
                              dead=dead or None, **deal_options)
        for p in players:
            p.waiting = p.posting = p.missed_small = p.missed_big = False
        self._mark_missed_blinds(dealt[blinds[0]], dealt[blinds[1]])
        return self.hand

    def _mark_missed_blinds(self, small: int, big: int) -> None:
        """Players sitting out whose seat the blinds passed this hand: a seat
        from the button's left up to the small blind missed the small blind,
        one after it up to the big blind missed the big blind."""
        size = self.game.seats
        for seat, player in enumerate(self.seats):
            if player is None or not player.sitting_out:
                continue
            after_button = (seat - self.button) % size
            if 0 < after_button <= (small - self.button) % size:
                player.missed_small = True
            elif 0 < after_button <= (big - self.button) % size:
                player.missed_big = True

    def end_hand(self) -> Dict[int, int]:
        """Book the finished hand: chips back to the seats, busted players
        out. Returns each table seat's net result."""
        hand = self.hand
        if hand is None or not hand.is_over:
            raise ValueError("no finished hand to book")
        net = {}
        for i, seat in enumerate(self._hand_seats):
            player = self._player(seat)
            net[seat] = hand.stacks[i] - player.chips
            player.chips = hand.stacks[i]
        busted = [s for s in self._hand_seats if self._player(s).chips == 0]
        # tournament order: the one who started the hand with fewer chips goes out first
        for seat in sorted(busted, key=lambda s: hand.starting_stacks[self._hand_seats.index(s)]):
            self.eliminated.append(self._player(seat).name)
            self.seats[seat] = None
        self.hands_played += 1
        self._hand_seats = []
        return net

    def play_hand(self, bots: Bots, seed: Optional[int] = None, **deal_options: Any) -> Hand:
        """Deal, let ``bots`` act (one callable, or a dict table seat ->
        callable), book the result; returns the finished hand.
        ``deal_options`` go to the deal (e.g. ``bomb_pot=10``: this hand is
        a bomb pot)."""
        hand = self.start_hand(seed=seed, **deal_options)
        seats = self._hand_seats
        while not hand.is_over:
            if callable(bots):
                bot = bots
            else:
                assert hand.actor is not None  # a hand that is not over has a player to act
                bot = bots[seats[hand.actor]]
            hand.act(*bot(hand))
        self.end_hand()
        return hand

    def play(self, bots: Bots, max_hands: int = 10_000, seed: Optional[int] = None) -> int:
        """Play until the table is finished (or max_hands); returns hands played."""
        played = 0
        while not self.is_finished and played < max_hands:
            self.play_hand(bots, seed=None if seed is None else seed + played)
            played += 1
        return played

    def _player(self, seat: int) -> Player:
        """The player in an occupied seat."""
        player = self.seats[seat]
        assert player is not None, f"seat {seat} is empty"
        return player

    # -- positions ------------------------------------------------------------------------------

    def _next(self, start: int, seats: List[int], include_start: bool = False) -> int:
        size = self.game.seats
        for step in range(0 if include_start else 1, size + 1):
            seat = (start + step) % size
            if seat in seats:
                return seat
        raise ValueError("no player to take the button")

    def _with_big_blind_waiter(self, ready: List[int]) -> List[int]:
        """The seats dealt in: the ready players, plus a waiting player whose
        turn for the big blind has come (the first occupied seat after the
        small blind)."""
        size = self.game.seats
        occupied = [s for s, p in enumerate(self.seats) if p]
        if len(ready) == 2 and self.button in ready:
            small = self.button  # heads-up: the button is the small blind
        else:
            small = self._next(self.button, ready)
        big = next(((small + k) % size for k in range(1, size + 1) if (small + k) % size in occupied), None)
        dealt = set(ready)
        if big is not None and self._player(big).waiting:
            dealt.add(big)
        return sorted(dealt)

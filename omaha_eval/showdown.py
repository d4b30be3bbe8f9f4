"""Showdown and payouts: who wins each pot, and how many chips.

One pure function, ``settle``, used by the rules engine and usable on its own
(docs/RULES.md §5):

- each pot (main and every side pot) is awarded on its own, among the seats
  eligible for it;
- ties split a pot (or a half) equally; chips that cannot be split go one at
  a time to the tied winners in seat order, starting with the first seat to
  the left of the button;
- Hi-Lo: each pot is halved, the odd chip going to the high half; whether a
  pot has a low half is decided among that pot's eligible seats only: if none
  of them has a qualifying low, the best high among them takes the whole pot;
- chips in equal chips out, checked on every call.

Every hand is evaluated at most once per call, however many pots there are.

>>> from omaha_eval.showdown import settle
>>> result = settle([(15, [0, 1])], {0: "AsKsQsJs", 1: "2c3d9h9d"},
...                 board="KdTs4c5h8c", button=1, game="omaha", hilo=True)
>>> result.won
{0: 8, 1: 7}
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Callable, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from .core._core import eval_high, sd_eval
from .core.cards import Card, CardsLike, cards_text, parse_cards
from .evaluate import evaluate, evaluate_hilo
from .core.games import HOLE_CARDS, SHORT_DECK_CODE, canonical_game, check_hilo, game_for_hole_count, hilo_from_game
from .core.values import HandValue, LowValue

Seat = int


@dataclass(frozen=True)
class Pot:
    """A pot: its chips and the seats that may win it."""

    amount: int
    eligible: Tuple[Seat, ...]


@dataclass(frozen=True)
class PotAward:
    """How one pot was paid.

    ``high`` and ``low`` map each winning seat to the chips it won from that
    half (``low`` is empty when the pot had no low half, in which case
    ``high`` holds the whole pot).
    """

    index: int
    amount: int
    eligible: Tuple[Seat, ...]
    high_winners: Tuple[Seat, ...]
    low_winners: Tuple[Seat, ...]
    high: Dict[Seat, int]
    low: Dict[Seat, int]

    @property
    def won(self) -> Dict[Seat, int]:
        """Chips per seat from this pot, both halves together."""
        total = dict(self.high)
        for seat, chips in self.low.items():
            total[seat] = total.get(seat, 0) + chips
        return total

    @property
    def scooped_by(self) -> Optional[Seat]:
        """The seat that won the whole pot alone, if one did."""
        won = self.won
        return next(iter(won)) if len(won) == 1 else None


@dataclass(frozen=True)
class ShowdownResult:
    """The outcome of a showdown.

    ``won``: chips per seat over all pots (seats that won nothing are absent).
    ``highs`` / ``lows``: the evaluated hand of every seat that had to be
    compared (lows only in Hi-Lo; ``None`` = no qualifying low), for display
    and logging. ``awards``: one ``PotAward`` per pot, in input order.
    """

    awards: Tuple[PotAward, ...]
    won: Dict[Seat, int]
    highs: Dict[Seat, HandValue] = field(default_factory=dict)
    lows: Dict[Seat, Optional[LowValue]] = field(default_factory=dict)

    def describe(self) -> List[str]:
        """One readable line per pot half, e.g. 'pot 1 high: seat 2 wins 50 with ...'."""
        lines = []
        for award in self.awards:
            label = "main pot" if award.index == 0 else f"side pot {award.index}"
            halves = (("high", award.high, self.highs), ("low", award.low, self.lows))
            for half, paid, values in halves:
                for seat, chips in paid.items():
                    value = values.get(seat)
                    with_hand = f" with {value.name}" if value is not None else ""
                    part = f" {half}" if award.low else ""
                    lines.append(f"{label}{part}: seat {seat} wins {chips}{with_hand}")
        return lines


PotLike = Union[Pot, Tuple[int, Iterable[Seat]], Mapping[str, object]]
SeatOrder = Callable[[Seat], Tuple[bool, int]]


@hilo_from_game
def settle(pots: Sequence[PotLike], hands: Mapping[Seat, CardsLike], board: CardsLike,
           button: Seat, game: Optional[str] = None, hilo: bool = False) -> ShowdownResult:
    """Award every pot to the best hands among its eligible seats.

    pots:   each a ``Pot``, an ``(amount, eligible_seats)`` pair or a mapping
            with ``amount`` and ``eligible``; amounts are non-negative ints.
    hands:  hole cards of every seat still claiming a pot, by seat number.
    board:  the five board cards.
    button: the button's seat; odd chips go from the first seat to its left
            (seat order is clockwise: increasing seat numbers, wrapping).
    game:   "holdem", "omaha", "omaha5", "omaha6" or "courchevel"; None: the
            game the first hand's number of cards implies (2 Hold'em, 4/5/6 Omaha).
    hilo:   split each pot high / 8-or-better low (not for Hold'em).

    Raises ValueError / TypeError naming the bad value before anything is
    computed. Seats that win nothing are absent from ``won``.
    """
    if game is None:
        first = next(iter(hands.values()), "") if isinstance(hands, Mapping) else ""
        game_name = game_for_hole_count(len(parse_cards(first))) if first else "omaha"
    else:
        game_name = canonical_game(game)
    if not isinstance(hilo, bool):
        raise TypeError(f"hilo {hilo!r}: expected True or False")
    check_hilo(game_name, hilo)
    if isinstance(button, bool) or not isinstance(button, int):
        raise TypeError(f"button {button!r}: expected a seat number (an int >= 0)")
    if button < 0:
        raise ValueError(f"button {button}: expected a seat number (an int >= 0)")
    clean_pots = [_check_pot(i, pot) for i, pot in enumerate(pots)]
    clean_hands, board_cards = _check_cards(hands, board, game_name)
    for i, pot in enumerate(clean_pots):
        missing = [seat for seat in pot.eligible if seat not in clean_hands]
        if missing:
            raise ValueError(f"pot {i} lists seat(s) {missing} as eligible but no hand was given for them")

    return settle_trusted(clean_pots, clean_hands, board_cards, button, game_name, hilo)


def settle_trusted(pots: Sequence[Pot], hands: Mapping[Seat, Sequence[int]], board: Sequence[int],
                   button: Seat, game: str, hilo: bool) -> ShowdownResult:
    """``settle`` without the argument checks, for callers that built valid
    arguments themselves (the rules engine): ``Pot`` objects whose seats all
    have hands, card lists without duplicates, a canonical game name."""
    evaluator = _Evaluator(hands, board, game, hilo)
    seat_order: SeatOrder = lambda seat: (seat <= button, seat)  # clockwise from the button's left
    awards = []
    won: Dict[Seat, int] = {}
    for i, pot in enumerate(pots):
        award = _award_pot(i, pot, evaluator, hilo, seat_order)
        awards.append(award)
        for seat, chips in award.won.items():
            won[seat] = won.get(seat, 0) + chips

    chips_in = sum(pot.amount for pot in pots)
    chips_out = sum(won.values())
    if chips_in != chips_out:  # an explicit check: it must hold even under python -O
        raise AssertionError(f"showdown paid {chips_out} chips from pots of {chips_in}")
    won = {seat: chips for seat, chips in sorted(won.items(), key=lambda kv: seat_order(kv[0])) if chips}
    return ShowdownResult(tuple(awards), won, evaluator.highs, evaluator.lows)


class _Evaluator:
    """Evaluates each seat's hand the first time a contested pot needs it,
    then remembers it: one evaluation per seat per showdown."""

    def __init__(self, hands: Mapping[Seat, Sequence[int]], board: Sequence[int], game: str,
                 hilo: bool) -> None:
        self._hands = hands
        self._board = board
        self._game = game
        self._hilo = hilo
        self.highs: Dict[Seat, HandValue] = {}
        self.lows: Dict[Seat, Optional[LowValue]] = {}

    def high(self, seat: Seat) -> HandValue:
        if seat not in self.highs:
            self._evaluate(seat)
        return self.highs[seat]

    def low(self, seat: Seat) -> Optional[LowValue]:
        if seat not in self.highs:
            self._evaluate(seat)
        return self.lows[seat]

    # int keys, larger = better, so comparing is plain int work
    def high_key(self, seat: Seat) -> int:
        return -self.high(seat).rank

    def low_key(self, seat: Seat) -> int:
        low = self.low(seat)
        assert low is not None  # only asked for seats that have a qualifying low
        return -low.mask

    def _evaluate(self, seat: Seat) -> None:
        if self._hilo:
            self.highs[seat], self.lows[seat] = evaluate_hilo(self._hands[seat], self._board, self._game)
        else:
            self.highs[seat] = evaluate(self._hands[seat], self._board, self._game)


def _award_pot(index: int, pot: Pot, evaluator: _Evaluator, hilo: bool,
               seat_order: SeatOrder) -> PotAward:
    eligible = tuple(sorted(pot.eligible, key=seat_order))
    if len(eligible) == 1:  # uncontested: no hand needs to be compared
        only = eligible
        return PotAward(index, pot.amount, pot.eligible, only, (), _split(pot.amount, only), {})
    high_winners = _best(eligible, evaluator.high_key)
    low_winners: Tuple[Seat, ...] = ()
    if hilo:
        with_low = tuple(seat for seat in eligible if evaluator.low(seat) is not None)
        if with_low:
            low_winners = _best(with_low, evaluator.low_key)
    if low_winners:
        low_half = pot.amount // 2  # the odd chip stays with the high half
        high = _split(pot.amount - low_half, high_winners)
        low = _split(low_half, low_winners)
    else:
        high, low = _split(pot.amount, high_winners), {}
    return PotAward(index, pot.amount, pot.eligible, high_winners, low_winners, high, low)


def _best(seats: Tuple[Seat, ...], key_of: Callable[[Seat], int]) -> Tuple[Seat, ...]:
    """The seats holding the best value (the largest int key), kept in the
    given (clockwise) order."""
    keys = [key_of(seat) for seat in seats]
    best = max(keys)
    return tuple(seat for seat, key in zip(seats, keys) if key == best)


def _split(amount: int, winners: Tuple[Seat, ...]) -> Dict[Seat, int]:
    """Equal shares; the chips left over go one each to the first winners
    (the winners are already in order from the button's left)."""
    share, odd = divmod(amount, len(winners))
    return {seat: share + (1 if i < odd else 0) for i, seat in enumerate(winners)}


def award_high(pots: Sequence[Pot], holes: Sequence[Sequence[int]], board: Sequence[int], button: Seat,
               hole_cards: int) -> List[List[Tuple[Seat, int]]]:
    """High-only pots on one board, as ``settle_trusted`` awards them, without
    building value objects (the rules engine's hot path): for each pot, its
    winners clockwise from the button's left with their chips, the odd chips
    one each to the first. ``holes`` by seat; ``pots``' eligible seats
    ascending; ``hole_cards`` the game's code (games.game_code: the hole
    cards, or a Short Deck game's code)."""
    ranks: Dict[Seat, int] = {}
    rank_of = eval_high if hole_cards < SHORT_DECK_CODE else _short_deck_rank
    out = []
    for pot in pots:
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
                    rank = ranks[seat] = rank_of(holes[seat], board, hole_cards)
                if rank < best:
                    best, winners = rank, [seat]
                elif rank == best:
                    winners.append(seat)
        share, odd = divmod(pot.amount, len(winners))
        out.append([(seat, share + 1 if i < odd else share) for i, seat in enumerate(winners)])
    return out


def _short_deck_rank(hole: Sequence[int], board: Sequence[int], code: int) -> int:
    rank: int = sd_eval(hole, board, code - SHORT_DECK_CODE)
    return rank


def _check_pot(index: int, pot: PotLike) -> Pot:
    amount: object
    eligible: object
    if isinstance(pot, Pot):
        amount, eligible = pot.amount, pot.eligible
    elif isinstance(pot, Mapping):
        if "amount" not in pot or "eligible" not in pot:
            raise ValueError(f"pot {index} {pot!r}: expected keys 'amount' and 'eligible'")
        amount, eligible = pot["amount"], pot["eligible"]
    elif isinstance(pot, (tuple, list)) and len(pot) == 2:
        amount, eligible = pot
    else:
        raise TypeError(f"pot {index} {pot!r}: expected a Pot or an (amount, eligible seats) pair")
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise TypeError(f"pot {index} amount {amount!r}: expected a whole number of chips (int)")
    if amount < 0:
        raise ValueError(f"pot {index} amount {amount}: expected 0 or more chips")
    if isinstance(eligible, (str, bytes)) or not isinstance(eligible, Iterable):
        raise TypeError(f"pot {index} eligible seats {eligible!r}: expected a list of seat numbers")
    seats = tuple(eligible)
    for seat in seats:
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
            raise ValueError(f"pot {index} eligible seat {seat!r}: expected a seat number (int >= 0)")
    if len(set(seats)) != len(seats):
        raise ValueError(f"pot {index} lists a seat twice: {list(seats)}")
    if not seats:
        raise ValueError(f"pot {index} of {amount} chips has no eligible seat: somebody must be able to win it")
    return Pot(amount, seats)


def _check_cards(hands: Mapping[Seat, CardsLike], board: CardsLike,
                 game: str) -> Tuple[Dict[Seat, List[Card]], List[Card]]:
    if not isinstance(hands, Mapping):
        raise TypeError(f"hands {hands!r}: expected a mapping of seat -> hole cards")
    board_cards = parse_cards(board)
    if len(board_cards) != 5:
        raise ValueError(f"board {cards_text(board_cards, ' ')!r} has {len(board_cards)} cards: "
                         "expected 5 at a showdown")
    want = HOLE_CARDS[game]
    clean: Dict[Seat, List[Card]] = {}
    owner = {card: "the board" for card in board_cards}
    for seat, hole in hands.items():
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
            raise ValueError(f"hand seat {seat!r}: expected a seat number (int >= 0)")
        cards = parse_cards(hole)
        if len(cards) != want:
            raise ValueError(f"seat {seat} holds {len(cards)} cards ({cards_text(cards, ' ')}): "
                             f"{game} deals {want}")
        for card in cards:
            if card in owner:
                raise ValueError(f"duplicate card {card}: held by seat {seat} and by {owner[card]}")
            owner[card] = f"seat {seat}"
        clean[seat] = cards
    return clean, board_cards

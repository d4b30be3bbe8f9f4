"""All-in EV: what each player should have won when the money went in.

A hand is an all-in hand when the betting ended for good before the river
with two or more players left (every remaining player all-in, or all but
one all-in and called): then each player's EV is, for each pot (main and
side pots, as the engine paid them), its amount times the player's exact
equity share of it over every board that can still come, given the known
hole cards (Hi-Lo halves and ties included), less what the player put in.
A run-it-twice hand has the same EV; its actual result is what happened.
Exact: shares are the equity engine's integer counters as fractions. A pot
contested by a hand whose cards are unknown makes its players' EV unknown
(None), never a guess; so does a player in the all-in whose unknown hand
the room took as forfeited. Known cards of players who folded are out of the
deck, and so are the other known hands for a side pot. Amounts are the hand's chips, before rake.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Dict, List, Optional, Sequence, Set, Tuple

from ..core.cards import Card
from ..engine import history as ev
from ..engine.hand import ALL_IN, Hand
from .equity_memo import pot_shares

_PLAYER_ACTIONS = frozenset(ev.PLAYER_ACTIONS)
_DEAL_BOARD = ev.DEAL_BOARD
_POT_UNITS = 5040   # the counters' units of one pot (oe.equity's EquityResult.counters)


@dataclass(frozen=True)
class AllInEV:
    """One all-in hand's EV by engine seat (chips, before rake)."""

    street: str                          # where the money went in: preflop, flop or turn
    board: Tuple[Card, ...]              # the board cards out then
    pots: Tuple[Tuple[int, Tuple[int, ...]], ...]  # (amount, eligible seats), main pot first
    ev: Dict[int, Optional[Fraction]]    # EV net of what the seat put in; None: a contested hand unknown
    actual: Dict[int, int]               # what happened: won less put in
    shares: Dict[Tuple[int, ...], Dict[int, Fraction]] = field(default_factory=dict)  # equity per eligible set

    @property
    def known(self) -> bool:
        return all(v is not None for v in self.ev.values())

    def luck(self, seat: int) -> Optional[Fraction]:
        """Actual less EV: how much better (or worse) the cards ran."""
        value = self.ev[seat]
        return None if value is None else self.actual[seat] - value


def all_in_board(hand: Hand) -> Optional[Tuple[str, Tuple[Card, ...]]]:
    """(street, board) when the hand's money all went in before the river
    and two or more players saw the rest of the board; else None."""
    if ALL_IN not in hand.statuses:
        # (betting stops before the river with two or more players left only
        # when all of them but one are all-in: most hands end here)
        return None
    if not hand.is_over or not hand.showdown_pots:
        return None
    last = -1   # the last player action's place in the log
    dealt: List[Tuple[int, str, Tuple[Card, ...]]] = []   # (place, street, cards) of each board deal
    for i, event in enumerate(hand.history):
        kind = event.kind
        if kind in _PLAYER_ACTIONS:
            last = i
        elif kind == _DEAL_BOARD:
            dealt.append((i, event.street, event.cards))
    board: List[Card] = []
    for i, street, cards in dealt:
        if i < last or street == "preflop":
            board.extend(cards)
    if len(board) >= 5:
        return None  # the river was out while they still bet: an ordinary showdown
    street = {0: "preflop", 1: "preflop", 3: "flop", 4: "turn"}.get(len(board), "preflop")
    return street, tuple(board)


def all_in_ev(hand: Hand) -> Optional[AllInEV]:
    """The hand's all-in EV, or None when it is not an all-in hand."""
    found = all_in_board(hand)
    if found is None:
        return None
    street, board = found
    pots = hand.showdown_pots   # (main pot first, a pot run twice counted once)
    committed = hand.committed
    n = hand.num_players
    unknown = set(hand.unknown_seats)
    known = {s: hand.hole_cards(s) for s in range(n) if s not in unknown}
    counted: Dict[Tuple[int, ...], Tuple[int, Dict[int, int]]] = {}   # eligible seats -> (total, counters)
    # each seat's EV as an exact fraction num/den in plain ints (a Fraction
    # per step would reduce it each time): normalised once at the end
    num = {s: -committed[s] for s in range(n)}
    den = dict.fromkeys(range(n), 1)
    unknown_ev: Set[int] = set()
    for amount, seats in pots:
        if seats not in counted:
            # every known card outside this pot is out of its deck (a side pot's
            # deck lacks the main pot's other hands, and folded hands seen)
            dead = [c for s, cards in known.items() if s not in seats for c in cards]
            counted[seats] = _shares(hand, seats, board, dead, unknown)
        total, counters = counted[seats]
        for seat in seats:
            if not counters:
                unknown_ev.add(seat)
            else:   # + amount * counter / total
                num[seat] = num[seat] * total + amount * counters[seat] * den[seat]
                den[seat] *= total
    # a player in the all-in whose unknown hand the room took as forfeited
    # (in no pot the engine paid): nobody's EV in it is known
    statuses = hand.statuses
    paid_to = {seat for _, seats in pots for seat in seats}
    if any(statuses[s] != "folded" and s not in paid_to for s in unknown):
        unknown_ev.update(s for s in range(n) if statuses[s] != "folded")
    value: Dict[int, Optional[Fraction]] = {s: None if s in unknown_ev else Fraction(num[s], den[s])
                                            for s in range(n)}
    shares = {seats: {seat: Fraction(c, total) for seat, c in counters.items()}
              for seats, (total, counters) in counted.items()}
    payouts = hand.payouts
    actual = {s: payouts.get(s, 0) - committed[s] for s in range(n)}
    return AllInEV(street, board, tuple(pots), value, actual, shares)


def _shares(hand: Hand, seats: Tuple[int, ...], board: Sequence[Card], dead: Sequence[Card],
            unknown: Set[int]) -> Tuple[int, Dict[int, int]]:
    """(total, each seat's counter): ``counter / total`` is the seat's exact
    expected share of a pot among ``seats`` (no counters when a hand is unknown)."""
    if len(seats) == 1:
        return 1, {seats[0]: 1}
    if unknown.intersection(seats):
        return 1, {}
    game = hand.game
    boards, counters = pot_shares([hand.hole_cards(s) for s in seats], board, dead, game.variant, game.hilo)
    return boards * _POT_UNITS, dict(zip(seats, counters))

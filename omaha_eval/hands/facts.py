"""What one hand says about each player: the counts that player statistics
add up (the standard tracker definitions, docs/hands.md).

- VPIP: put money in preflop voluntarily: a call, bet or raise. Posting a
  blind, an ante or a straddle is not voluntary; a big blind who checks
  did not put money in voluntarily.
- PFR: raised preflop (an all-in for less than a full raise counts).
- 3-bet: faced exactly one preflop raise (blinds and straddles are not
  raises) and raised; the chance is the first such decision.
- fold to 3-bet: made the first preflop raise, then faced a re-raise and
  folded; the chance is the opener's first decision facing it.
- continuation bet: the last preflop raiser, on the flop, with no bet
  before them, bets; the chance is that first flop decision.
- WTSD: saw the flop and was at the showdown (not folded when two or more
  players were left at the end). W$SD: at the showdown and won any part of
  a pot.
- aggression: bets and raises after the flop, and calls after the flop
  (the factor is their ratio).
- net won: what the player got back less what they put in, after rake (a
  room's file says what each player collected, a PHH file's ``winnings``
  what each won after rake, or its ``finishing_stacks`` where they are
  after rake, as HandHQ's files write them; otherwise the rake the file
  records, ``hand.recorded.rake``, is taken from the winners in proportion).
- a raise the file records counts as a raise (PFR, 3-bet, aggression)
  even where the replay took it as a call (an all-in raise nobody left
  could call: ``hand.recorded.raises``).
- all-in EV won: net won, with the all-in luck removed (net + EV - actual)
  where the hand is an all-in hand with every contested hand known.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Dict, List, Mapping, Optional, Set

from ..engine import history as ev
from ..engine.hand import Hand
from ..engine.histories.record import recorded_rake
from .allin_ev import AllInEV, all_in_ev

_VOLUNTARY = (ev.CALL, ev.BET, ev.RAISE)
_AGGRESSIVE = (ev.BET, ev.RAISE)
_PLAYER_ACTIONS = frozenset(ev.PLAYER_ACTIONS)
_FOLD = ev.FOLD


@dataclass
class PlayerFacts:
    """One player's counts in one hand (0/1 flags and chip amounts)."""

    seat: int
    name: str
    vpip: int = 0
    pfr: int = 0
    three_bet_chance: int = 0
    three_bet: int = 0
    fold_to_three_bet_chance: int = 0
    fold_to_three_bet: int = 0
    cbet_chance: int = 0
    cbet: int = 0
    saw_flop: int = 0
    showdown: int = 0
    won_showdown: int = 0
    postflop_aggressive: int = 0
    postflop_calls: int = 0
    put_in: int = 0
    net: int = 0                         # chips, after rake
    rake: int = 0                        # this player's part of the rake
    ev_net: Optional[float] = None       # all-in EV won (None: not an all-in hand, or unknown)
    big_blind: int = 1

    @property
    def ev_won(self) -> float:
        """All-in EV won: ``ev_net`` where known, else the net."""
        return float(self.net) if self.ev_net is None else self.ev_net


_UNSET: object = object()


def hand_facts(hand: Hand, names: Optional[List[str]] = None, collected: Optional[Mapping[str, int]] = None,
               rake: Optional[int] = None, allin: object = _UNSET) -> List[PlayerFacts]:
    """Each player's counts in a finished hand. ``names``: by engine seat
    (default hand.info["players"], else 'Seat N'); ``collected``: what the
    room paid each name (after rake); ``rake``: the hand's rake when no
    ``collected`` is known (default hand.recorded.rake in the hand's units)."""
    if not hand.is_over:
        raise ValueError(f"hand {hand!r}: expected a finished hand for player statistics")
    n = hand.num_players
    if names is None:
        listed = hand.info.get("players")
        names = [str(x) for x in listed] if isinstance(listed, list) and len(listed) == n else \
            [f"Seat {s + 1}" for s in range(n)]
    big_blind = max(1, hand.game.big_blind)
    facts = [PlayerFacts(s, names[s], big_blind=big_blind) for s in range(n)]
    _preflop_and_flop(hand, facts)
    paid = {s: collected.get(names[s], 0) for s in range(n)} if collected is not None else _file_paid(hand)
    _results(hand, facts, paid, rake)
    if allin is _UNSET:   # (the caller may pass it, None included, when it has it)
        allin = all_in_ev(hand)
    if isinstance(allin, AllInEV):
        for f in facts:
            value = allin.ev.get(f.seat)
            if value is not None and allin.known:
                f.ev_net = float(f.net + value - allin.actual[f.seat])
    return facts


def _preflop_and_flop(hand: Hand, facts: List[PlayerFacts]) -> None:
    raises = 0
    opener: Optional[int] = None
    last_raiser: Optional[int] = None
    three_bet_seen: Set[int] = set()
    opener_faced = False
    flop_bet = False
    cbet_done = False
    raised = _recorded_raises(hand)   # raises the replay took as calls: the file's raises
    folded_preflop: Set[int] = set()
    for i, event in enumerate(hand.history):
        kind, seat, street = event.kind, event.seat, event.street
        if raised and i in raised:
            kind = ev.RAISE
        if kind not in _PLAYER_ACTIONS or seat is None:
            continue
        f = facts[seat]
        if street == "preflop":
            if raises == 1 and seat != opener and seat not in three_bet_seen:
                three_bet_seen.add(seat)
                f.three_bet_chance = 1
                f.three_bet = int(kind in _AGGRESSIVE)
            if raises >= 2 and seat == opener and not opener_faced:
                opener_faced = True
                f.fold_to_three_bet_chance = 1
                f.fold_to_three_bet = int(kind == _FOLD)
            if kind in _VOLUNTARY:
                f.vpip = 1
            elif kind == _FOLD:
                folded_preflop.add(seat)
            if kind in _AGGRESSIVE:
                f.pfr = 1
                raises += 1
                last_raiser = seat
                if opener is None:
                    opener = seat
            continue
        if street == "flop":
            if seat == last_raiser and not cbet_done:
                cbet_done = True
                if not flop_bet:
                    f.cbet_chance = 1
                    f.cbet = int(kind == ev.BET)
            if kind == ev.BET:
                flop_bet = True
        if kind in _AGGRESSIVE:
            f.postflop_aggressive += 1
        elif kind == ev.CALL:
            f.postflop_calls += 1
    flop_dealt = len(hand.board) >= 3 or any(len(b) >= 3 for b in hand.boards)
    for f in facts:   # saw the flop: still in when it came (an all-in preflop sees it too)
        f.saw_flop = int(flop_dealt and f.seat not in folded_preflop)


def _recorded_raises(hand: Hand) -> Set[int]:
    """The history positions of the calls the replay made of raises the file records."""
    return set(hand.recorded.raises)


def _file_paid(hand: Hand) -> Optional[Dict[int, int]]:
    """What a PHH file says each player was paid after rake: its
    ``winnings``, else its ``finishing_stacks`` where they are after rake
    (HandHQ's files); None when the file says nothing of the rake."""
    paid = _winnings(hand)
    return paid if paid is not None else _finishing(hand)


def _finishing(hand: Hand) -> Optional[Dict[int, int]]:
    """The payments a PHH file's ``finishing_stacks`` imply, where they are
    the replay's less a rake taken from winners only; None when absent,
    equal to the replay's (before rake), or not so explained."""
    listed = hand.recorded.finishing
    n = hand.num_players
    if listed is None or len(listed) != n:
        return None
    scale, final, payouts = hand.game.chip_scale, hand.stacks, hand.payouts
    paid: Dict[int, int] = {}
    for seat, value in enumerate(listed):
        try:
            chips = Fraction(str(value)) * scale
        except (ValueError, ZeroDivisionError):
            return None
        won = payouts.get(seat, 0)
        taken = final[seat] - chips
        if chips.denominator != 1 or taken < 0 or taken > won or (taken and not won):
            return None
        paid[seat] = won - int(taken)
    return None if all(paid[s] == payouts.get(s, 0) for s in range(n)) else paid


def _winnings(hand: Hand) -> Optional[Dict[int, int]]:
    """A PHH hand's ``winnings`` (what each player won, after rake: how
    HandHQ's files record it) in chips by engine seat; None when absent,
    not whole chips, or equal to the pots paid in total (then before rake:
    the rake recorded says the rake)."""
    listed = hand.info.get("winnings")
    if not isinstance(listed, list) or len(listed) != hand.num_players:
        return None
    scale = hand.game.chip_scale
    paid: Dict[int, int] = {}
    for seat, value in enumerate(listed):
        try:
            chips = Fraction(str(value)) * scale
        except (ValueError, ZeroDivisionError):
            return None
        if chips.denominator != 1 or chips < 0:
            return None
        paid[seat] = int(chips)
    return None if sum(paid.values()) == sum(hand.payouts.values()) else paid


def _results(hand: Hand, facts: List[PlayerFacts], collected: Optional[Mapping[int, int]],
             rake: Optional[int]) -> None:
    committed = hand.committed
    payouts = hand.payouts
    live = [s != "folded" for s in hand.statuses]
    at_showdown = sum(live) >= 2 and bool(hand.showdown_pots)
    taken = _rake_taken(hand, facts, collected, rake)
    for f in facts:
        won = payouts.get(f.seat, 0)
        f.put_in = committed[f.seat]
        f.rake = taken[f.seat]
        f.net = won - f.rake - f.put_in
        if at_showdown and live[f.seat]:
            f.showdown = 1
            f.won_showdown = int(won > 0)


def _rake_taken(hand: Hand, facts: List[PlayerFacts], collected: Optional[Mapping[int, int]],
                rake: Optional[int]) -> Dict[int, int]:
    payouts = hand.payouts
    taken = {f.seat: 0 for f in facts}
    if collected is not None:   # what the room paid each seat, after rake
        for f in facts:
            won = payouts.get(f.seat, 0)
            paid = collected.get(f.seat, 0)
            taken[f.seat] = won - paid if 0 <= paid <= won else 0  # more: a return counted in (old walks)
        return taken
    if rake is None:
        rake = recorded_rake(hand)
    total = sum(payouts.values())
    if rake and total:
        left = rake
        winners = sorted(payouts, key=lambda s: -payouts[s])
        for s in winners:
            share = rake * payouts[s] // total
            taken[s] = share
            left -= share
        taken[winners[0]] += left
    return taken

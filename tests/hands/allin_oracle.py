"""All-in EV by hand, from the rules (never from omaha_eval.hands): the
money each seat put in, read off the log event by event; the main and side
pots cut at each all-in player's total; each pot's share over every board
that can still come, by plain enumeration with the reference evaluators."""
from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Dict, List, Sequence, Tuple

from equity_reference import board_outcome

FORCED = ("ante", "small_blind", "big_blind", "post", "straddle", "dead_blind")


def put_in(history, n: int) -> List[int]:
    """Chips each seat put in, less what came back uncalled."""
    total = [0] * n
    street_bet = [0] * n
    street = None
    for e in history:
        if e.kind in ("fold", "check", "call", "bet", "raise") and e.street != street:
            street, street_bet = e.street, [0] * n
        if e.kind in FORCED:
            total[e.seat] += e.amount
            if e.kind != "ante" and e.kind != "dead_blind":
                street_bet[e.seat] += e.amount
        elif e.kind == "call":
            total[e.seat] += e.amount
            street_bet[e.seat] += e.amount
        elif e.kind in ("bet", "raise"):
            total[e.seat] += e.amount - street_bet[e.seat]
            street_bet[e.seat] = e.amount
        elif e.kind == "return":
            total[e.seat] -= e.amount
    return total


def side_pots(put: Sequence[int], live: Sequence[bool]) -> List[Tuple[int, Tuple[int, ...]]]:
    """(amount, eligible) layers cut at each live player's total."""
    levels = sorted({p for p, alive in zip(put, live) if alive and p > 0})
    pots = []
    previous = 0
    for level in levels:
        amount = sum(min(p, level) - min(p, previous) for p in put)
        eligible = tuple(s for s, p in enumerate(put) if live[s] and p >= level)
        pots.append((amount, eligible))
        previous = level
    # dead money above every live total belongs to the last pot
    extra = sum(p - min(p, previous) for p in put)
    if extra:
        amount, eligible = pots[-1]
        pots[-1] = (amount + extra, eligible)
    return pots


def expected(holes: Dict[int, Sequence[int]], board: Sequence[int], dead: Sequence[int], put: Sequence[int],
             live: Sequence[bool], game: str, hilo: bool) -> Dict[int, Fraction]:
    """Each seat's EV: sum over pots of amount x mean share, less what it put in."""
    pots = side_pots(put, live)
    used = set(board) | set(dead) | {c for h in holes.values() for c in h}
    deck = [c for c in range(52) if c not in used]
    won = {s: Fraction(0) for s in range(len(put))}
    count = 0
    for extra in itertools.combinations(deck, 5 - len(board)):
        count += 1
        full = list(board) + list(extra)
        for amount, seats in pots:
            if len(seats) == 1:
                won[seats[0]] += amount
                continue
            shares, _, _ = board_outcome([holes[s] for s in seats], full, game, hilo)
            for s, share in zip(seats, shares):
                won[s] += amount * share
    return {s: won[s] / count - put[s] for s in range(len(put))}

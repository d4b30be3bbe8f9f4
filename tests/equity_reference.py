"""Every equity statistic by plain enumeration, as exact fractions.

Written from docs/RULES.md §2-3/§5 and the field descriptions of
``omaha_eval.PlayerEquity`` (never from the C code): for each board that
can still come, the hands are scored with the reference evaluators of
tests/reference.py and the pot is paid as the rules say; then, per player:

equity  expected share of the pot (halves and ties as paid)
win     takes the whole pot alone
tie     shares the high or the low with someone (a board counts once)
high    wins or shares the high
low     wins or shares the low (Hi-Lo only, else 0)
scoop   takes the whole pot alone (Hi-Lo: both halves)
"""
from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Dict, List, Sequence

import reference as ref

STATS = ("equity", "win", "tie", "high", "low", "scoop")


def board_outcome(hands: Sequence[Sequence[int]], board: Sequence[int], game: str, hilo: bool):
    """(shares, high winners, low winners) for one complete board."""
    if game == "holdem":
        highs = [ref.best_holdem(list(h) + list(board)) for h in hands]
    else:
        highs = [ref.best_omaha(h, board) for h in hands]
    best = min(highs)
    hi_winners = [p for p, v in enumerate(highs) if v == best]
    lo_winners: List[int] = []
    if hilo:
        lows = [ref.best_omaha_low(h, board) for h in hands]
        qualified = [x for x in lows if x is not None]
        if qualified:
            lo_best = min(qualified)
            lo_winners = [p for p, v in enumerate(lows) if v == lo_best]
    shares = [Fraction(0)] * len(hands)
    high_part = Fraction(1, 2) if lo_winners else Fraction(1)
    for p in hi_winners:
        shares[p] += high_part / len(hi_winners)
    for p in lo_winners:
        shares[p] += Fraction(1, 2) / len(lo_winners)
    return shares, hi_winners, lo_winners


def equity_stats(hands: Sequence[Sequence[int]], board: Sequence[int] = (), dead: Sequence[int] = (),
                 game: str = "omaha", hilo: bool = False) -> Dict[str, object]:
    """{"boards": count, "players": [{stat: Fraction}, ...]} over every
    completion of ``board`` from the cards not held, shown or dead."""
    used = set(board) | set(dead) | {c for h in hands for c in h}
    assert len(used) == len(board) + len(dead) + sum(len(h) for h in hands), "duplicate card"
    deck = [c for c in range(52) if c not in used]
    totals = [dict.fromkeys(STATS, Fraction(0)) for _ in hands]
    boards = 0
    for extra in itertools.combinations(deck, 5 - len(board)):
        boards += 1
        shares, hi_winners, lo_winners = board_outcome(hands, list(board) + list(extra), game, hilo)
        for p, t in enumerate(totals):
            t["equity"] += shares[p]
            alone = shares[p] == 1
            t["win"] += alone
            t["scoop"] += alone
            t["tie"] += (p in hi_winners and len(hi_winners) > 1) or (p in lo_winners and len(lo_winners) > 1)
            t["high"] += p in hi_winners
            t["low"] += p in lo_winners
    return {"boards": boards, "players": [{k: v / boards for k, v in t.items()} for t in totals]}

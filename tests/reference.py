"""A slow, obviously correct reference, written from docs/RULES.md §1-3 and not
from the C code. It ranks hands by comparing tuples, then numbers the 7,462
distinct values strongest first to get the standard scale."""
from __future__ import annotations

import itertools
from functools import lru_cache
from typing import Iterable, Sequence, Tuple

ACE = 12


def strength(cards: Sequence[int]) -> Tuple:
    """A tuple that compares greater for a stronger five-card hand."""
    ranks = sorted((c // 4 for c in cards), reverse=True)
    suits = {c % 4 for c in cards}
    return _strength(tuple(ranks), len(suits) == 1)


@lru_cache(maxsize=None)
def _strength(ranks: Tuple[int, ...], flush: bool) -> Tuple:
    counts = {r: ranks.count(r) for r in set(ranks)}
    # ranks grouped: bigger groups first, then higher ranks
    grouped = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    straight_top = None
    if len(counts) == 5:
        if ranks[0] - ranks[4] == 4:
            straight_top = ranks[0]
        elif ranks == (ACE, 3, 2, 1, 0):  # the wheel: the ace plays low
            straight_top = 3
    if straight_top is not None and flush:
        return (8, straight_top)
    if shape == [4, 1]:
        return (7, *grouped)
    if shape == [3, 2]:
        return (6, *grouped)
    if flush:
        return (5, *ranks)
    if straight_top is not None:
        return (4, straight_top)
    if shape == [3, 1, 1]:
        return (3, *grouped)
    if shape == [2, 2, 1]:
        return (2, *grouped)
    if shape == [2, 1, 1, 1]:
        return (1, *grouped)
    return (0, *ranks)


def _all_strengths():
    seen = set()
    for ranks in itertools.combinations_with_replacement(range(13), 5):
        if max(ranks.count(r) for r in ranks) > 4:
            continue
        key = tuple(sorted(ranks, reverse=True))
        seen.add(_strength(key, False))
        if len(set(ranks)) == 5:
            seen.add(_strength(key, True))
    return sorted(seen, reverse=True)


STRENGTHS = _all_strengths()
STANDARD = {s: i for i, s in enumerate(STRENGTHS, start=1)}


def rank5(cards: Sequence[int]) -> int:
    """Standard value, 1 = royal flush ... 7462."""
    return STANDARD[strength(cards)]


def best_holdem(cards: Sequence[int]) -> int:
    return min(rank5(five) for five in itertools.combinations(cards, 5))


def best_omaha(hole: Sequence[int], board: Sequence[int]) -> int:
    return min(rank5(two + three) for two in itertools.combinations(hole, 2)
               for three in itertools.combinations(board, 3))


def low_rank(card: int) -> int:
    """1 = ace ... 13 = king: the ace counts low."""
    r = card // 4
    return 1 if r == ACE else r + 2


def low5(cards: Iterable[int]):
    """Sorted-descending ranks of a qualifying low, or None."""
    ranks = sorted((low_rank(c) for c in cards), reverse=True)
    if len(set(ranks)) != 5 or ranks[0] > 8:
        return None
    return tuple(ranks)


def best_omaha_low(hole: Sequence[int], board: Sequence[int]):
    """Best low as descending ranks (ace = 1), compared from the top; None if none."""
    lows = [low5(two + three) for two in itertools.combinations(hole, 2)
            for three in itertools.combinations(board, 3)]
    lows = [x for x in lows if x is not None]
    return min(lows) if lows else None


def low_to_mask(low) -> int:
    return 0 if low is None else sum(1 << (r - 1) for r in low)


def equity_by_enumeration(hands, board, dead=(), game="omaha", hilo=False):
    """Exact equities from every completion of the board, scored with the
    reference evaluators and paid as docs/RULES.md §3/§5 say (as fractions)."""
    from fractions import Fraction

    used = set(board) | set(dead) | {c for h in hands for c in h}
    deck = [c for c in range(52) if c not in used]
    shares = [Fraction(0)] * len(hands)
    boards = 0
    for extra in itertools.combinations(deck, 5 - len(board)):
        full = list(board) + list(extra)
        boards += 1
        if game == "holdem":
            highs = [best_holdem(list(h) + full) for h in hands]
        else:
            highs = [best_omaha(h, full) for h in hands]
        best = min(highs)
        hi_winners = [p for p, v in enumerate(highs) if v == best]
        lo_winners = []
        if hilo:
            lows = [best_omaha_low(h, full) for h in hands]
            qualified = [x for x in lows if x is not None]
            if qualified:
                lo_best = min(qualified)
                lo_winners = [p for p, v in enumerate(lows) if v == lo_best]
        high_part = Fraction(1, 2) if lo_winners else Fraction(1)
        for p in hi_winners:
            shares[p] += high_part / len(hi_winners)
        for p in lo_winners:
            shares[p] += Fraction(1, 2) / len(lo_winners)
    return [float(s / boards) for s in shares], boards

"""Brute force for the analysis tests, written from docs/RULES.md with the plain
reference ranker (tests/reference.py), not from the code under test: every
two-card holding and every next card is enumerated and scored directly."""
from __future__ import annotations

import itertools
import os
import random
from typing import Dict, List, Optional, Sequence, Tuple

import reference as R

# A few hundred boards in all by default; OMAHA_EVAL_ANALYSIS_BOARDS=N for more.
BOARDS = int(os.environ.get("OMAHA_EVAL_ANALYSIS_BOARDS", "0")) or None


def boards(default: int) -> int:
    return BOARDS or default


def deal(rng: random.Random, nhole: int, nboard: int, dead: int = 0) -> Tuple[List[int], List[int], List[int]]:
    cards = rng.sample(range(52), nhole + nboard + dead)
    return cards[:nhole], cards[nhole:nhole + nboard], cards[nhole + nboard:]


def high(hole: Sequence[int], board: Sequence[int], holdem: bool) -> int:
    """The standard value (1 = royal flush) of a holding on a board."""
    if holdem:
        return R.best_holdem(list(hole) + list(board))
    return R.best_omaha(list(hole), list(board))


def low(hole: Sequence[int], board: Sequence[int]) -> Optional[Tuple[int, ...]]:
    """Descending low ranks (ace = 1; smaller compares better) or None."""
    return R.best_omaha_low(list(hole), list(board))


def low_key(x: Optional[Tuple[int, ...]]) -> Tuple:
    """A sort key where a better low is smaller and no low is worst."""
    return (1,) if x is None else (0, x)


def two_card_values(board: Sequence[int], dead: Sequence[int], holdem: bool,
                    lows: bool = False) -> Dict[Tuple[int, int], object]:
    """Every two-card holding of cards not on the board nor dead, scored.
    In Omaha a hand plays exactly two hole cards, so these are all the
    values any hand can have."""
    gone = set(board) | set(dead)
    live = [c for c in range(52) if c not in gone]
    out: Dict[Tuple[int, int], object] = {}
    for a, b in itertools.combinations(live, 2):
        out[(a, b)] = low_key(low((a, b), board)) if lows else high((a, b), board, holdem)
    return out


def category(value: int) -> int:
    """8 = straight flush ... 0 = high card, from the reference's ordering."""
    return R.STRENGTHS[value - 1][0]


def straight_top(hole: Sequence[int], board: Sequence[int], holdem: bool) -> int:
    """The top rank of the best straight the ranks make, suits ignored (-1: none)."""
    best = -1
    fives = (itertools.combinations(list(hole) + list(board), 5) if holdem else
             (two + three for two in itertools.combinations(hole, 2)
              for three in itertools.combinations(board, 3)))
    for five in fives:
        s = R._strength(tuple(sorted((c // 4 for c in five), reverse=True)), False)
        if s[0] == 4:
            best = max(best, s[1])
    return best


def showdown_shares(values: List[Tuple[int, Optional[Tuple[int, ...]]]], hilo: bool) -> List[float]:
    """Each player's share of one pot (docs/RULES.md: the high half, the low half
    among qualifying lows, the whole pot high when no one has a low)."""
    best = min(v[0] for v in values)
    hi = [i for i, v in enumerate(values) if v[0] == best]
    qualified = [v[1] for v in values if v[1] is not None] if hilo else []
    shares = [0.0] * len(values)
    part = 0.5 if qualified else 1.0
    for i in hi:
        shares[i] += part / len(hi)
    if qualified:
        lo_best = min(qualified)
        lo = [i for i, v in enumerate(values) if v[1] == lo_best]
        for i in lo:
            shares[i] += 0.5 / len(lo)
    return shares

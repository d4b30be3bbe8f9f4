"""Small checks and counts shared by the equity entry points."""
from __future__ import annotations

import math
from typing import Any, List, Sequence

from ..core.pool import check_count as check_count  # the equity entry points check counts here


class NoDeal(ValueError):
    """The players' hands, the board and the dead cards leave no possible
    deal. A ValueError to callers; a board-range job skips such a board."""


def no_deal(labels: List[str]) -> NoDeal:
    """The error for an exact job that found no compatible deal, naming the
    players whose hands collide."""
    named = ", ".join(f"player {p + 1} ({label})" for p, label in enumerate(labels))
    return NoDeal(f"no deal is possible: every combination of the players' hands shares a card ({named})")

def board_sizes(game: str) -> Sequence[int]:
    # Courchevel shows the first flop card before the preflop betting.
    return (0, 1, 3, 4, 5) if game == "courchevel" else (0, 3, 4, 5)


def check_seed(seed: Any) -> None:
    if seed is None:
        return
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed={seed!r}: expected an int or None")
    if not 0 <= seed < 1 << 64:
        raise ValueError(f"seed={seed}: expected 0 <= seed < 2**64")


def comb(n: int, k: int) -> int:
    """C(n, k), 0 where no k of n exist (math.comb refuses a negative n)."""
    return math.comb(n, k) if 0 <= k <= n else 0



"""Small checks and counts shared by the equity entry points."""
from __future__ import annotations

from typing import Any, Sequence

def board_sizes(game: str) -> Sequence[int]:
    # Courchevel shows the first flop card before the preflop betting.
    return (0, 1, 3, 4, 5) if game == "courchevel" else (0, 3, 4, 5)


def check_count(name: str, value: Any) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}={value!r}: expected a positive int or None")
    if value < 1:
        raise ValueError(f"{name}={value}: expected a positive int or None")


def check_seed(seed: Any) -> None:
    if seed is None:
        return
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed={seed!r}: expected an int or None")
    if not 0 <= seed < 1 << 64:
        raise ValueError(f"seed={seed}: expected 0 <= seed < 2**64")


def comb(n: int, k: int) -> int:
    if k < 0 or k > n:
        return 0
    r = 1
    for i in range(1, k + 1):
        r = r * (n - k + i) // i
    return r


def mask(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m

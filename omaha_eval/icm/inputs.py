"""The checks every ICM function makes of its stacks and payouts: one
place, so each bad value is refused the same way with the same words."""
from __future__ import annotations

import math
from typing import Iterable, List, Sequence


def _numbers(values: Iterable[float], what: str) -> List[float]:
    if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):
        raise TypeError(f"{what} {values!r}: expected a list of numbers")
    out = []
    for v in values:
        if isinstance(v, bool) or not isinstance(v, (int, float)) and not hasattr(v, "__float__"):
            raise TypeError(f"{what}: {v!r} is not a number")
        x = float(v)
        if not math.isfinite(x):
            raise ValueError(f"{what}: {v!r} is not a finite number")
        out.append(x)
    return out


def check_stacks(stacks: Iterable[float]) -> List[float]:
    """The stacks as floats: at least one, each finite and > 0."""
    out = _numbers(stacks, "stacks")
    if not out:
        raise ValueError("stacks: expected at least one player's chips")
    for i, x in enumerate(out):
        if x <= 0:
            raise ValueError(f"stack of player {i + 1}: {x:g} chips; expected more than 0 "
                             "(a busted player has no stack: leave them out and their prize with them)")
    return out


def check_payouts(payouts: Iterable[float], players: int) -> List[float]:
    """The prizes of places 1, 2, ...: at least one, each finite and >= 0,
    no more places than players."""
    out = _numbers(payouts, "payouts")
    if not out:
        raise ValueError("payouts: expected the prize of at least first place")
    for k, x in enumerate(out):
        if x < 0:
            raise ValueError(f"payout of place {k + 1}: {x:g}; expected 0 or more")
    if len(out) > players:
        raise ValueError(f"{len(out)} paid places for {players} players: give the prizes still to be won, "
                         f"at most one per player left")
    return out


def check_player(index: int, players: int, what: str) -> int:
    if isinstance(index, bool) or not isinstance(index, int):
        raise TypeError(f"{what} {index!r}: expected a player's index (0 = the first stack)")
    if not 0 <= index < players:
        raise ValueError(f"{what} {index}: expected a player's index, 0..{players - 1}")
    return index


def check_probability(p: float, what: str) -> float:
    x = _numbers([p], what)[0]
    if not 0 <= x <= 1:
        raise ValueError(f"{what} {p!r}: expected a probability, 0..1")
    return x


def same_length(values: Sequence[float], players: int, what: str) -> None:
    if len(values) != players:
        raise ValueError(f"{what}: {len(values)} values for {players} players; expected one per player")

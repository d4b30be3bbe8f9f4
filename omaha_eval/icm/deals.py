"""Dividing the prizes left among the players left: by ICM, or by chip
chop (each is sure of the last prize; the rest goes by chips)."""
from __future__ import annotations

from typing import Iterable, Tuple

from .inputs import check_payouts, check_stacks
from .model import icm_equity

DEAL_METHODS = ("icm", "chipchop")


def deal(stacks: Iterable[float], payouts: Iterable[float], method: str = "icm") -> Tuple[float, ...]:
    """Each player's share of the prizes still to be won (they add up to the
    payouts). ``method``: "icm" (each gets their ICM equity) or "chipchop"
    (each gets the lowest prize still paid to everyone, i.e. the prize of
    place n, plus the rest of the pool in proportion to chips; it may give
    the chip leader more than first prize, which rooms then cap by hand).

    >>> deal([5000, 3000, 2000], [50, 30, 20], "chipchop")
    (40.0, 32.0, 28.0)
    """
    s = check_stacks(stacks)
    p = check_payouts(payouts, len(s))
    key = method.strip().lower().replace("-", "").replace("_", "").replace(" ", "") if isinstance(method, str) else None
    if key not in DEAL_METHODS:
        raise ValueError(f"deal method {method!r}: expected 'icm' or 'chip-chop'")
    if key == "icm":
        return icm_equity(s, p).equities
    floor = p[len(s) - 1] if len(p) == len(s) else 0.0
    rest = sum(p) - floor * len(s)
    total = sum(s)
    return tuple(floor + rest * x / total for x in s)

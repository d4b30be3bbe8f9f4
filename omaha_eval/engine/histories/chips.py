"""Exact decimal amounts as integer chips.

Histories of cash games write money (``2067.40``); the engine plays
integers. A chip scale of 10**d (d: the most decimals any amount of the
hand uses) turns every amount into a whole number of the smallest unit,
with no rounding, and back into the same text.
"""
from __future__ import annotations

from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Iterable, Union

Amount = Union[int, Decimal, str, float]


def to_decimal(value: object, what: str) -> Decimal:
    """An amount as an exact Decimal; ValueError naming ``what`` if it is not one."""
    if isinstance(value, bool):
        raise ValueError(f"{what} {value!r}: expected an amount")
    if isinstance(value, float):
        value = repr(value)  # the shortest text that reads back as this float
    if not isinstance(value, (int, Decimal, str)):
        raise ValueError(f"{what} {value!r}: expected an amount")
    try:
        number = Decimal(value)
    except (InvalidOperation, ValueError):
        raise ValueError(f"{what} {value!r}: expected an amount") from None
    if not number.is_finite() or number < 0:
        raise ValueError(f"{what} {value!r}: expected an amount, 0 or more")
    return number


def decimals(number: Decimal) -> int:
    text = str(number)   # plain notation (no exponent): the digits after the point, a quick path
    if "E" not in text:
        point = text.find(".")
        return len(text) - point - 1 if point >= 0 else 0
    exponent = number.as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


def scale_for(amounts: Iterable[Decimal]) -> int:
    """The chip scale (a power of ten) that makes every amount whole."""
    return int(10 ** max(map(decimals, amounts), default=0))


def money_unit(currency: object) -> int:
    """The chip scale of a currency's smallest unit: 100 (cents) for a
    money code such as USD or EUR, 1 for tournament or play chips."""
    if isinstance(currency, str) and len(currency) == 3 and currency.isalpha() and currency.isupper():
        return 100
    return 1


@lru_cache(maxsize=8192)   # stacks, blinds and bets repeat hand after hand (a Decimal is immutable)
def to_chips(number: Decimal, scale: int) -> int:
    chips = number * scale
    whole = int(chips)
    assert whole == chips, (number, scale)  # scale_for saw this amount
    return whole


def chips_text(chips: int, scale: int) -> str:
    """Chips back as the amount text: whole amounts as integers, others with
    the scale's decimals (206740 at scale 100: '2067.40')."""
    if scale == 1 or chips % scale == 0:
        return str(chips // scale)
    digits = len(str(scale)) - 1
    return f"{Decimal(chips).scaleb(-digits):.{digits}f}"

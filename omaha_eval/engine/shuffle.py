"""The engine's deck: a seeded, unbiased shuffle, then the known cards taken out.

Speed matters here (one shuffle per hand), so a hand that deals only from
the deck shuffles only the cards it can use: a partial Fisher-Yates from the
top (the end of the list) for ``need`` cards, its swaps read as mixed-radix
digits off one random number below 52!/(52-need)!. A seeded deal takes that
number from BLAKE2b of the seed (a per-hand ``random.Random`` costs more than
the whole shuffle); rejection keeps every order equally likely.
"""
from __future__ import annotations

import random
from hashlib import blake2b
from math import perm
from functools import lru_cache
from typing import Iterable, List, Optional, Tuple

from ..core.cards import DECK, Card

_SHARED = random.Random()  # unseeded deals share one generator: no per-hand seeding cost
_HASH_BITS = 512
_WAYS = [perm(52, k) for k in range(53)]  # orderings of the top k cards
# the largest multiple of _WAYS[k] at most 2**512: below it, x % ways is uniform
_LIMIT = [(1 << _HASH_BITS) - (1 << _HASH_BITS) % ways for ways in _WAYS]
# _SWAPS[need]: (position, how many cards from the bottom up to it) for each
# swap of a partial shuffle of the top ``need`` cards, top first
_SWAPS = [tuple((i, i + 1) for i in range(51, 51 - need, -1)) for need in range(53)]
_FIRST_SALT = (0).to_bytes(16, "little")


def _number(seed: Optional[object], need: int) -> int:
    """A uniform random number below 52!/(52-need)!, reproducible from seed."""
    ways = _WAYS[need]
    if isinstance(seed, int) and not isinstance(seed, bool):
        key = seed.to_bytes(seed.bit_length() // 8 + 1, "little", signed=True)
        x = int.from_bytes(blake2b(key, digest_size=64, salt=_FIRST_SALT).digest(), "little")
        counter = 0
        while x >= _LIMIT[need]:  # almost never (rejection chance below 2**-280)
            counter += 1
            x = int.from_bytes(blake2b(key, digest_size=64, salt=counter.to_bytes(16, "little")).digest(),
                               "little")
        return x % ways
    rng = _SHARED if seed is None else random.Random(seed)  # type: ignore[arg-type]
    bits = ways.bit_length()
    x = rng.getrandbits(bits)
    while x >= ways:
        x = rng.getrandbits(bits)
    return x


def shuffled_deck(seed: Optional[int] = None, remove: Iterable[int] = (), need: int = 52) -> List[Card]:
    """The 52 cards (less ``remove``), the top card last (so ``pop()``
    deals); the top ``need`` cards are in a uniformly random order, the same
    for the same seed (with ``remove``, the whole deck is shuffled)."""
    gone = set(remove)
    if gone:
        need = 52
    need = 0 if need < 0 else 52 if need > 52 else need
    if isinstance(seed, int) and not isinstance(seed, bool):
        cards = list(_seeded_order(seed, need))
    else:
        cards = _shuffle(_number(seed, need), need)
    if gone:
        cards = [c for c in cards if c not in gone]
    return cards


def _shuffle(x: int, need: int) -> List[Card]:
    """The deck with the top ``need`` cards in the order numbered ``x``."""
    cards = list(DECK)
    for i, ways in _SWAPS[need]:
        x, j = divmod(x, ways)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


@lru_cache(maxsize=64)
def _seeded_order(seed: int, need: int) -> Tuple[Card, ...]:
    # a seeded order is the same every time: a history replayed with seed=0
    # (its cards known) need not hash and shuffle again for every hand
    return tuple(_shuffle(_number(seed, need), need))

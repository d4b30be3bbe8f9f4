"""The engine's shuffle: one seeded, unbiased permutation of the deck.

Faster than random.shuffle because it draws one 226-bit number below 52!
and reads the Fisher-Yates swaps off it as mixed-radix digits (every
permutation equally likely), instead of calling the generator 51 times.
"""
from __future__ import annotations

import math
import random
from typing import Iterable, List, Optional

from ..cards import _DECK, Card

_PERMUTATIONS = math.factorial(52)
_BITS = _PERMUTATIONS.bit_length()
_SHARED = random.Random()  # unseeded deals share one generator: no per-hand seeding cost


def shuffled_deck(seed: Optional[int] = None, remove: Iterable[int] = ()) -> List[Card]:
    """The 52 cards (less ``remove``) in a random order, the top card last
    (so ``pop()`` deals); the same seed always gives the same order."""
    rng = _SHARED if seed is None else random.Random(seed)
    number = rng.getrandbits(_BITS)
    while number >= _PERMUTATIONS:  # rejection keeps every permutation equally likely
        number = rng.getrandbits(_BITS)
    cards = list(_DECK)
    for i in range(51, 0, -1):
        number, j = divmod(number, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    if remove:
        gone = set(remove)
        cards = [c for c in cards if c not in gone]
    return cards

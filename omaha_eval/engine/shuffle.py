"""The engine's deck: one seeded, unbiased shuffle of all 52 cards (the
package's shuffle_cards), then the known cards taken out."""
from __future__ import annotations

import random
from typing import Iterable, List, Optional

from ..cards import _DECK, Card, shuffle_cards

_SHARED = random.Random()  # unseeded deals share one generator: no per-hand seeding cost


def shuffled_deck(seed: Optional[int] = None, remove: Iterable[int] = ()) -> List[Card]:
    """The 52 cards (less ``remove``) in a random order, the top card last
    (so ``pop()`` deals); the same seed always gives the same order."""
    cards = list(_DECK)
    shuffle_cards(cards, _SHARED if seed is None else random.Random(seed))
    if remove:
        gone = set(remove)
        cards = [c for c in cards if c not in gone]
    return cards

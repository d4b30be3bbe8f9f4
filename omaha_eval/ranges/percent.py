"""Percent ranges: the top N% of a game's hands by an ordering of
starting-hand classes (docs/ranges.md "Percent ranges").

An ordering (omaha_eval.ranges.orderings, or the user's own) has
``class_sizes`` (combinations per class, best class first) and
``hands_in_order()`` (every hand of the game, class by class). Classes are
taken in order while their combinations stay within N% of all hands.
"""
from __future__ import annotations

from typing import Any, Dict, Tuple

import numpy as np

from ..core import _core
from .orderings.ordering import percent_ordering

# id(ordering) -> (ordering, colex indices in order, cumulative class sizes);
# the ordering is held so that its id stays its own.
_CACHE: Dict[int, Tuple[Any, "np.ndarray", "np.ndarray"]] = {}


def load_ordering(game: str, six_handed: bool, hilo: bool) -> Any:
    """The shipped ordering for the game: ProPokerTools' method, full ring
    or six-handed (omaha_eval/ranges/orderings/data)."""
    try:
        return percent_ordering(game, six_handed=six_handed, hilo=hilo)
    except (LookupError, OSError) as err:
        raise ValueError(f"no hand ordering for {game}{' six-handed' if six_handed else ''}: {err}") from None


def checked_listing(ordering: Any, k: int) -> Tuple[Any, Any]:
    """An ordering's hands in order (uint8 rows of k cards) and its class
    sizes, checked to fit each other and the game: the one check that the
    Python and C paths of percent ranges share."""
    hands = np.ascontiguousarray(ordering.hands_in_order(), dtype=np.uint8)
    sizes = np.asarray(ordering.class_sizes, dtype=np.int64)
    total = _core.range_size(k)
    if hands.ndim != 2 or hands.shape[1] != k:
        raise ValueError(f"ordering {getattr(ordering, 'name', ordering)!r} holds hands of shape "
                         f"{hands.shape}: expected ({total}, {k})")
    if int(sizes.sum()) != hands.shape[0]:
        raise ValueError(f"ordering {getattr(ordering, 'name', ordering)!r}: class sizes add up to "
                         f"{int(sizes.sum())}, but it lists {hands.shape[0]} hands")
    return hands, sizes


def prepared(ordering: Any, k: int) -> Tuple[Any, "np.ndarray", "np.ndarray"]:
    """(ordering, the colex index of each hand in ordering order, the
    cumulative number of hands after each class)."""
    key = id(ordering)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is ordering:
        return hit
    hands, sizes = checked_listing(ordering, k)
    entry = (ordering, _core.range_indices(hands), np.cumsum(sizes))
    _CACHE[key] = entry
    return entry


def top_percent(indices: "np.ndarray", cumulative: "np.ndarray", percent: float, total: int) -> "np.ndarray":
    """The colex indices of the classes taken for the top `percent`%."""
    limit = percent / 100.0 * total
    taken = int(np.searchsorted(cumulative, limit + 1e-9, side="right"))  # classes within the limit
    count = int(cumulative[taken - 1]) if taken else 0
    return indices[:count]

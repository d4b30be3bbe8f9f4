"""Hand categories for the solver's reports: each hand's made-hand class
on the board, from the analysis package's breakdown."""
from __future__ import annotations

from typing import Any

import numpy as np

from ..analysis import breakdown
from ..analysis.hand_features import MADE_NAMES
from ..core import _core
from ..ranges import Range


CATEGORY_ORDER = list(MADE_NAMES)   # best first


def categories(spot: Any, player: int) -> np.ndarray:
    """Per hand of the player (in the spot's order) its made-hand class name."""
    hands = spot.hands[player]
    source = Range.from_hands(hands, np.ones(len(hands), dtype=np.int64), spot.game)
    found = breakdown(source, spot.board, spot.dead, game=spot.game, hilo=spot.hilo, threads=1)
    where = {int(i): k for k, i in enumerate(_core.range_indices(np.ascontiguousarray(found.hands)))}
    order = np.array([where[int(i)] for i in _core.range_indices(np.ascontiguousarray(hands))])
    names = np.array(MADE_NAMES, dtype=object)
    picked: np.ndarray = names[np.asarray(found.features.made)[order]]
    return picked

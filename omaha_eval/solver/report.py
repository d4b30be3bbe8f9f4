"""Hand categories for the solver's reports: each hand's made-hand class,
or on a turn its draws, on the board (with the river card on a turn
spot's river), from the analysis package's breakdown."""
from __future__ import annotations

from typing import Any, List

import numpy as np

from ..analysis import breakdown
from ..analysis.hand_features import MADE_NAMES
from ..core import _core
from ..ranges import Range


CATEGORY_ORDER = list(MADE_NAMES)   # best first
KINDS = ("made", "draw")


def draw_order(names: Any) -> List[str]:
    """Draw classes in report order: nut flush draws first, "no draw" last."""
    def key(name: str) -> Any:
        return (name == "no draw", "nut flush" not in name, "flush" not in name, name)
    return sorted(set(names), key=key)


def categories(spot: Any, player: int, card: int = -1, kind: str = "made") -> np.ndarray:
    """Per hand of the player (in the spot's order) its made-hand class name
    (kind "made") or its draws in words (kind "draw": "nut flush draw +
    wrap (13 outs)", "no draw"; a board of 4 cards). card: the river card
    added to the board (-1 none); hands that hold it get "blocked"."""
    if kind not in KINDS:
        raise ValueError(f"categories by {kind!r}: expected 'made' or 'draw'")
    board = list(spot.board) + ([card] if card >= 0 else [])
    if kind == "draw" and len(board) != 4:
        raise ValueError("draw classes need a turn (4 board cards); on the river every hand is made")
    hands = spot.hands[player]
    holds = (hands == card).any(axis=1) if card >= 0 else np.zeros(len(hands), dtype=bool)
    picked = np.full(len(hands), "blocked", dtype=object)
    live = hands[~holds]
    source = Range.from_hands(live, np.ones(len(live), dtype=np.int64), spot.game)
    found = breakdown(source, board, spot.dead, game=spot.game, hilo=spot.hilo, threads=1)
    where = {int(i): k for k, i in enumerate(_core.range_indices(np.ascontiguousarray(found.hands)))}
    order = np.array([where[int(i)] for i in _core.range_indices(np.ascontiguousarray(live))], dtype=np.int64)
    if kind == "made":
        names = np.array(MADE_NAMES, dtype=object)[np.asarray(found.features.made)]
    else:
        names = found.draw_names()
    picked[~holds] = names[order]
    return picked

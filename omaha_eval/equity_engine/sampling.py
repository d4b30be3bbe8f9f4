"""Deals drawn in C from weighted card rows (src/oe_deals.c): the equity
engine's unbiased rejection scheme, open to the layers above (PQL) that
may not call the binding themselves."""
from __future__ import annotations

from typing import Any, Optional, Sequence, Tuple

from ..core import _core


def draw_deals(sources: Sequence[Tuple[Any, int, Optional[Any]]], dead_mask: int, need: int, seed: int,
               stream: int, trials: int, max_rejects: int, picks: Any, rest: Any) -> bool:
    """Draw ``trials`` deals: for each source (its rows' card masks, cards a
    row, cumulative weights or None for equal weights) one row by weight,
    redrawn whole when two rows or the dead cards share a card; then
    ``need`` more cards one by one from those left. The row numbers go to
    ``picks`` (int64, source by source), the extra cards to ``rest``
    (uint8, deal by deal). False when ``max_rejects`` draws in a row
    shared a card (the sources leave almost no possible deal)."""
    return bool(_core.sample_deals(sources, dead_mask, need, seed, stream, trials, max_rejects, picks, rest))

"""Rows of cards as numpy arrays ((n, k) uint8, a hand or board a row): each
row's card mask, and rows taken by index. Shared by the equity engine's
range filter, board ranges and PQL's deals. numpy is imported on first use:
the core needs only the standard library."""
from __future__ import annotations

import functools
from typing import Any


@functools.lru_cache(maxsize=1)
def _card_bits() -> Any:
    import numpy as np
    return np.left_shift(np.uint64(1), np.arange(64, dtype=np.uint64))


def row_masks(rows: Any) -> Any:
    """The 64-bit card mask (numpy uint64) of each row: a look-up a column,
    several times faster than shifting every card and reducing along rows."""
    import numpy as np
    rows = np.asarray(rows)
    if rows.shape[1] == 0:
        return np.zeros(rows.shape[0], dtype=np.uint64)
    bits = _card_bits()
    masks = bits[rows[:, 0]]
    for j in range(1, rows.shape[1]):
        masks |= bits[rows[:, j]]
    return masks


def take_rows(rows: Any, index: Any) -> Any:
    """rows[index] (index: integers or a boolean mask), each row taken as
    one k-byte item: ten times faster than numpy's row-by-row indexing."""
    import numpy as np
    k = rows.shape[1]
    if k == 0:
        return rows[index]
    items = np.ascontiguousarray(rows, dtype=np.uint8).view(np.dtype((np.void, k))).reshape(-1)
    return items[index].view(np.uint8).reshape(-1, k)

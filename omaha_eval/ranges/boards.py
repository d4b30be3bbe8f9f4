"""Board ranges (docs/ranges.md "Boards and dead cards"): the same language
describes boards. The first three pattern cards match the flop in any order;
the fourth is the turn and the fifth the river, by position. Variables are
shared across the whole board: `RONR` is an unpaired flop that pairs on the
turn.

Read and listed in C (src/oe_range_boards.c; the C API's
``oe_board_range``): the turn and river are pinned one choice at a time,
which binds their variables and narrows the flop patterns, and the flops
are matched over all 22,100. The Python implementation this replaced is the
tests' oracle (tests/ranges/python_boards.py).
"""
from __future__ import annotations

from typing import Tuple

import numpy as np

from ..core import _core
from ..core.cards import CardsLike, card_mask
from .c_parser import MAX_TEXT
from .errors import RangeSyntaxError


def board_range(text: str, cards: int = 3, dead: CardsLike = "") -> Tuple["np.ndarray", "np.ndarray"]:
    """The boards of `cards` cards (3 = flop, 4 = turn, 5 = river) that the
    range text describes and that avoid the dead cards: (boards, weights),
    boards a numpy uint8 array (n, cards) with the flop first (highest card
    first), then the turn and the river; weights int64 (1 where the text
    gives none). Rows are ordered by the turn, then the river (card number,
    2c first), then the flop (colex order of its cards).

    >>> boards, _ = board_range("xxx")          # monotone flops
    >>> len(boards)
    1144
    >>> len(board_range("RONR", cards=4)[0])     # unpaired flop, paired on the turn
    164736
    """
    if not isinstance(text, str):
        raise TypeError(f"board range {text!r} has type {type(text).__name__}: expected a str")
    if cards not in (3, 4, 5) or isinstance(cards, bool):
        raise ValueError(f"boards of {cards} cards: expected 3 (flop), 4 (turn) or 5 (river)")
    if len(text) > MAX_TEXT:
        raise ValueError(f"range text of {len(text):,} characters ({text[:30]!r}...): at most {MAX_TEXT:,}; "
                         "pass a longer list of hands as an array of cards (one row a hand) instead")
    dead_mask = card_mask(_core.cards(dead))
    try:
        return _core.board_range_c(text, int(cards), dead_mask)
    except _core.RangeTextError as err:
        if err.column <= 0:
            raise ValueError(err.message) from None
        raise RangeSyntaxError(err.message, text, err.column, err.hint) from None

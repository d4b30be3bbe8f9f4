"""What a hand has made on the board, in the words players use: top pair,
overpair, set, nut flush... (``MadeHand``), from its value and the ranks
the hole cards add to the board."""
from __future__ import annotations

import enum
from typing import Dict, List, Sequence

from ..core import _core
from ..core.values import Category, category_of

_FIRST = dict(zip(("sf", "quads", "full", "flush", "straight", "trips", "two", "pair", "high", "end"),
                  _core.CATEGORY_FIRST))
FLUSH_VALUES = (_FIRST["flush"], _FIRST["straight"] - 1)
STRAIGHT_VALUES = (_FIRST["straight"], _FIRST["trips"] - 1)


class MadeHand(enum.IntEnum):
    """Board-relative made-hand classes, roughly weakest first.

    NOTHING also covers hands whose pair, two pair or trips are all on the
    board (the board plays). Pairs: TOP/MIDDLE/BOTTOM_PAIR pair a board
    card (MIDDLE is any board rank between the top and the bottom one);
    OVERPAIR/UNDERPAIR are pocket pairs above / not above the top board
    card. On a paired board a hand whose second pair is the board's is
    classed by its own pair. Two pair made with two board ranks: TOP_TWO_PAIR
    (the two highest), TOP_AND_BOTTOM_PAIR (the highest and a lower one),
    BOTTOM_TWO_PAIR (not the highest). SET: a pocket pair matching a board
    card; TRIPS: one hole card matching a board pair. NUT_STRAIGHT and
    NUT_FLUSH: the best straight / flush the board allows (a flush or full
    house may still beat the nut straight).
    """

    NOTHING = 0
    UNDERPAIR = 1
    BOTTOM_PAIR = 2
    MIDDLE_PAIR = 3
    TOP_PAIR = 4
    OVERPAIR = 5
    BOTTOM_TWO_PAIR = 6
    TOP_AND_BOTTOM_PAIR = 7
    TOP_TWO_PAIR = 8
    TRIPS = 9
    SET = 10
    STRAIGHT = 11
    NUT_STRAIGHT = 12
    FLUSH = 13
    NUT_FLUSH = 14
    FULL_HOUSE = 15
    QUADS = 16
    STRAIGHT_FLUSH = 17

    @property
    def label(self) -> str:
        return self.name.replace("_", " ").lower()

    def __str__(self) -> str:  # print(a.made) says "top set", not a number
        return self.label


def _counts(cards: Sequence[int]) -> Dict[int, int]:
    out: Dict[int, int] = {}
    for c in cards:
        out[c >> 2] = out.get(c >> 2, 0) + 1
    return out


def _pair_class(rank: int, board_count: int, distinct: List[int]) -> MadeHand:
    if board_count == 0:  # a pocket pair
        return MadeHand.OVERPAIR if rank > distinct[0] else MadeHand.UNDERPAIR
    if rank == distinct[0]:
        return MadeHand.TOP_PAIR
    return MadeHand.BOTTOM_PAIR if rank == distinct[-1] else MadeHand.MIDDLE_PAIR


def classify(value: int, board: Sequence[int], nut_flush: int, nut_straight: int) -> MadeHand:
    """The class of a hand of high `value` on `board`; nut_flush and
    nut_straight are the best flush and straight values the board allows."""
    category = category_of(value)
    if category is Category.STRAIGHT_FLUSH:
        return MadeHand.STRAIGHT_FLUSH
    if category is Category.FOUR_OF_A_KIND:
        return MadeHand.QUADS
    if category is Category.FULL_HOUSE:
        return MadeHand.FULL_HOUSE
    if category is Category.FLUSH:
        return MadeHand.NUT_FLUSH if value == nut_flush else MadeHand.FLUSH
    if category is Category.STRAIGHT:
        return MadeHand.NUT_STRAIGHT if value == nut_straight else MadeHand.STRAIGHT
    on_board = _counts(board)
    distinct = sorted(on_board, reverse=True)
    pattern = _core.rank_pattern(value)
    if category is Category.THREE_OF_A_KIND:
        n = on_board.get(pattern[0], 0)
        return MadeHand.NOTHING if n >= 3 else MadeHand.TRIPS if n == 2 else MadeHand.SET
    if category is Category.TWO_PAIR:
        own = [r for r in (pattern[0], pattern[2]) if on_board.get(r, 0) < 2]
        if not own:
            return MadeHand.NOTHING
        if len(own) == 1:
            return _pair_class(own[0], on_board.get(own[0], 0), distinct)
        if own[0] == distinct[0]:
            return MadeHand.TOP_TWO_PAIR if own[1] == distinct[1] else MadeHand.TOP_AND_BOTTOM_PAIR
        return MadeHand.BOTTOM_TWO_PAIR
    if category is Category.PAIR:
        n = on_board.get(pattern[0], 0)
        return MadeHand.NOTHING if n >= 2 else _pair_class(pattern[0], n, distinct)
    return MadeHand.NOTHING

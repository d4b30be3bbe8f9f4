"""What every hand of a range has on one board, computed for all hands at
once with numpy over the C pair tables (src/oe_analysis.h): the made-hand
class, the nut rank, flush and straight draws with their outs, and in Hi-Lo
the low and low draws. The rules are those of ``analyze`` (made.py,
draws.py, report.py), applied to arrays instead of one hand.

Straight draws depend only on the ranks the hole holds, so they are found
once for each of the 8,192 rank masks and looked up per hand.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from functools import partial
from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np

from ..core import _core
from ..core.cards import card_mask
from ..core.pool import map_in_order
from .draws import STRAIGHTS
from .made import MadeHand

# Hands a chunk of a breakdown holds: fixed, so the chunks never depend on
# threads or executor. Each chunk builds the board's tables again (about
# 3 ms), so a range up to 65,536 hands (PLO4's 15% is 40,600) is one call,
# as before: splitting it cost more CPU than a second thread saved
# (bench/builds_compared.py).
ROWS_PER_CHUNK = 65536

# board-relative made classes, best first; a set is named by the board card it matches
MADE_NAMES: Tuple[str, ...] = (
    "straight flush", "quads", "full house", "nut flush", "flush", "nut straight", "straight",
    "top set", "middle set", "bottom set", "trips", "top two pair", "top and bottom pair",
    "bottom two pair", "overpair", "top pair", "middle pair", "bottom pair", "underpair", "nothing")
MADE_CODE: Dict[str, int] = {name: i for i, name in enumerate(MADE_NAMES)}
_FROM_MADE_HAND = {MadeHand.STRAIGHT_FLUSH: "straight flush", MadeHand.QUADS: "quads",
                   MadeHand.FULL_HOUSE: "full house", MadeHand.NUT_FLUSH: "nut flush",
                   MadeHand.FLUSH: "flush", MadeHand.NUT_STRAIGHT: "nut straight",
                   MadeHand.STRAIGHT: "straight", MadeHand.TRIPS: "trips",
                   MadeHand.TOP_TWO_PAIR: "top two pair", MadeHand.TOP_AND_BOTTOM_PAIR: "top and bottom pair",
                   MadeHand.BOTTOM_TWO_PAIR: "bottom two pair", MadeHand.OVERPAIR: "overpair",
                   MadeHand.TOP_PAIR: "top pair", MadeHand.MIDDLE_PAIR: "middle pair",
                   MadeHand.BOTTOM_PAIR: "bottom pair", MadeHand.UNDERPAIR: "underpair",
                   MadeHand.NOTHING: "nothing"}


def made_name(made: MadeHand, set_rank: int, board: Sequence[int]) -> str:
    """The breakdown's name for analyze's MadeHand (a SET gets its height)."""
    if made is MadeHand.SET:
        ranks = sorted({c >> 2 for c in board}, reverse=True)
        return "top set" if set_rank == ranks[0] else "bottom set" if set_rank == ranks[-1] else "middle set"
    return _FROM_MADE_HAND[made]


_FIRST = _core.CATEGORY_FIRST  # first value of: sf quads full flush straight trips two pair high end
_PATTERNS: List[np.ndarray] = []


def _value_ranks() -> Tuple[np.ndarray, np.ndarray]:
    """For every high value 0..7462: the rank of its first and of its third
    card in rank-pattern order (the pair / trips rank, the second pair)."""
    if not _PATTERNS:
        first = np.zeros(7463, dtype=np.int64)
        third = np.zeros(7463, dtype=np.int64)
        for v in range(1, 7463):
            p = _core.rank_pattern(v)
            first[v], third[v] = p[0], p[2]
        _PATTERNS.extend((first, third))
    return _PATTERNS[0], _PATTERNS[1]


@dataclass(frozen=True)
class Features:
    """Per hand (rows of ``hands``), on one board."""

    value: np.ndarray          # high value, 1 = royal flush
    made: np.ndarray           # index into MADE_NAMES
    nut_rank: np.ndarray       # 1 = the nuts (as analyze)
    flush_draw: np.ndarray     # bool: a one-card flush draw
    nut_flush_draw: np.ndarray
    backdoor_flush: np.ndarray
    backdoor_nut_flush: np.ndarray
    straight: np.ndarray       # StraightDraw value (0 none .. 3 wrap)
    straight_outs: np.ndarray  # unseen cards that make a better straight
    backdoor_straight: np.ndarray
    low: Optional[np.ndarray]          # Hi-Lo: bool, a made low
    nut_low: Optional[np.ndarray]      # Hi-Lo: the best low the board allows
    low_outs: Optional[np.ndarray]     # Hi-Lo: cards that give a low (no low yet)
    nut_low_outs: Optional[np.ndarray]  # Hi-Lo: cards that give the nut low


def _buf(a: np.ndarray) -> Any:
    """A numpy array where the binding takes a buffer (typed as such)."""
    return a


def _table(board: Sequence[int], dead: Sequence[int], holdem: bool, low: bool) -> np.ndarray:
    t = np.empty(_core.PAIR_CELLS, dtype=np.uint16)
    _core.pair_table(list(board), list(dead), holdem, low, _buf(t))
    return t


def _values(table: np.ndarray, hands: np.ndarray, excluded: int = 0) -> np.ndarray:
    out = np.empty(len(hands), dtype=np.uint16)
    if len(hands):
        _core.table_hands(_buf(table), _buf(hands), excluded, _buf(out))
    return out


def _pair_class(rank: np.ndarray, on_board: np.ndarray, top: int, bottom: int) -> np.ndarray:
    pocket = np.where(rank > top, MADE_CODE["overpair"], MADE_CODE["underpair"])
    paired = np.where(rank == top, MADE_CODE["top pair"],
                      np.where(rank == bottom, MADE_CODE["bottom pair"], MADE_CODE["middle pair"]))
    return np.where(on_board == 0, pocket, paired)


def made_classes(value: np.ndarray, board: Sequence[int], nut_flush: int, nut_straight: int) -> np.ndarray:
    """made.classify for every value at once (sets split by height)."""
    v = value.astype(np.int64)
    first, third = _value_ranks()
    count = np.bincount([c >> 2 for c in board], minlength=13)
    distinct = sorted({c >> 2 for c in board}, reverse=True)
    top, bottom = distinct[0], distinct[-1]
    second = distinct[1] if len(distinct) > 1 else -1
    r0, r2 = first[v], third[v]
    n0, n2 = count[r0], count[r2]
    out = np.full(len(v), MADE_CODE["nothing"], dtype=np.int64)
    cat = np.searchsorted(np.asarray(_FIRST), v, side="right") - 1  # 0 = sf ... 8 = high card
    # trips: on the board (nothing), one hole card to a board pair, or a set
    set_code = np.where(r0 == top, MADE_CODE["top set"],
                        np.where(r0 == bottom, MADE_CODE["bottom set"], MADE_CODE["middle set"]))
    trips = np.where(n0 >= 3, MADE_CODE["nothing"], np.where(n0 == 2, MADE_CODE["trips"], set_code))
    # two pair: the pairs that are not the board's own
    own0, own2 = n0 < 2, n2 < 2
    both = np.where(r0 == top, np.where(r2 == second, MADE_CODE["top two pair"], MADE_CODE["top and bottom pair"]),
                    MADE_CODE["bottom two pair"])
    one = np.where(own0, _pair_class(r0, n0, top, bottom), _pair_class(r2, n2, top, bottom))
    two = np.where(own0 & own2, both, np.where(own0 | own2, one, MADE_CODE["nothing"]))
    pair = np.where(n0 >= 2, MADE_CODE["nothing"], _pair_class(r0, n0, top, bottom))
    out = np.select(
        [cat == 0, cat == 1, cat == 2, cat == 3, cat == 4, cat == 5, cat == 6, cat == 7],
        [MADE_CODE["straight flush"], MADE_CODE["quads"], MADE_CODE["full house"],
         np.where(v == nut_flush, MADE_CODE["nut flush"], MADE_CODE["flush"]),
         np.where(v == nut_straight, MADE_CODE["nut straight"], MADE_CODE["straight"]),
         trips, two, pair], MADE_CODE["nothing"])
    return out


_MASKS = np.arange(1 << 13, dtype=np.int64)
_POP = np.array([bin(i).count("1") for i in range(1 << 13)], dtype=np.int64)


def straight_tables(board_ranks: int, holdem: bool, flop: bool) -> Tuple[np.ndarray, np.ndarray]:
    """draws.straight_draw for every hole rank mask: (the ranks that make a
    better straight than the hand has, whether a straight can come
    runner-runner), each an array over the 8,192 masks."""
    h = _MASKS
    now = np.full(len(h), -1, dtype=np.int64)
    for top, s in STRAIGHTS:  # the best straight made now (draws.straight_top)
        missing = s & ~board_ranks
        if holdem:
            makes = (missing & ~h) == 0
        else:
            makes = ((missing & ~h) == 0) & (_POP[missing] <= 2) & (_POP[h & s] >= 2)
        now = np.where((now < 0) & makes, top, now)
    better = np.zeros(len(h), dtype=np.int64)
    backdoor = np.zeros(len(h), dtype=bool)
    for top, s in STRAIGHTS:
        above = now < top
        if not holdem:
            above &= _POP[h & s] >= 2
        m = s & ~board_ranks
        for r in range(13):
            if m >> r & 1:
                rest = m & ~(1 << r)
                ok = (rest & ~h) == 0
                if not holdem:
                    ok &= _POP[rest] <= 2
                better |= np.where(above & ok, 1 << r, 0)
        if holdem:
            need = _POP[m & ~h]
        else:
            need = _POP[m] - np.minimum(2, _POP[m & h])
        backdoor |= above & (need == 2)
    return better, backdoor & flop & (now < 0)


def _rank_masks(hands: np.ndarray) -> np.ndarray:
    bits = np.left_shift(1, (hands >> 2).astype(np.int64))
    return np.asarray(np.bitwise_or.reduce(bits, axis=1))


def _holds(hands: np.ndarray, card: int) -> np.ndarray:
    return np.asarray((hands == card).any(axis=1), dtype=bool)


def _counts(values: np.ndarray, slots: int) -> np.ndarray:
    """(n, slots): how many entries of each row of `values` equal each slot
    (one bincount, much faster than a comparison per slot)."""
    n, k = values.shape
    rows = np.repeat(np.arange(n, dtype=np.int64) * slots, k)
    return np.bincount(rows + values.ravel().astype(np.int64), minlength=n * slots).reshape(n, slots)


def features(hands: np.ndarray, board: Sequence[int], dead: Sequence[int], holdem: bool,
             hilo: bool) -> Features:
    """The features of every row of `hands` (none holding a board or dead card)."""
    n = len(hands)
    gone = card_mask(board) | card_mask(dead)
    live = ((1 << 52) - 1) & ~gone
    high = _table(board, dead, holdem, low=False)
    value = _values(high, hands)
    nut_flush = _core.table_best_between(_buf(high), live, _FIRST[3], _FIRST[4] - 1)
    nut_straight = _core.table_best_between(_buf(high), live, _FIRST[4], _FIRST[5] - 1)
    made = made_classes(value, board, nut_flush, nut_straight)
    entries = np.unique(high[high != _core.NO_PAIR])
    nut_rank = 1 + np.searchsorted(entries, value, side="left")

    flop, drawing = len(board) == 3, len(board) < 5
    false = np.zeros(n, dtype=bool)
    fd, nfd, bd, bdn = false.copy(), false.copy(), false.copy(), false.copy()
    kind = np.zeros(n, dtype=np.int64)
    outs = np.zeros(n, dtype=np.int64)
    bd_straight = false.copy()
    if drawing:
        suit_count = _counts(hands & 3, 4)
        board_suits = np.bincount([c & 3 for c in board], minlength=4)
        for s in range(4):
            hs = suit_count[:, s]
            bs = int(board_suits[s])
            if holdem:
                draw, back = (hs >= 1) & (hs + bs == 4), (hs >= 1) & (hs + bs == 3)
            else:
                draw, back = (hs >= 2) & (bs == 2), (hs >= 2) & (bs == 1)
            back = back & flop
            top = next((r * 4 + s for r in range(12, -1, -1) if not gone >> (r * 4 + s) & 1), -1)
            holds = _holds(hands, top) if top >= 0 else false
            fd |= draw
            nfd |= draw & holds
            bd |= back & ~draw
            bdn |= back & ~draw & holds
        board_ranks = 0
        for c in board:
            board_ranks |= 1 << (c >> 2)
        better_of, backdoor_of = straight_tables(board_ranks, holdem, flop)
        masks = _rank_masks(hands)
        better = better_of[masks]
        bd_straight = backdoor_of[masks]
        seen_of_rank = np.bincount([c >> 2 for c in list(board) + list(dead)], minlength=13)
        rank_count = _counts(hands >> 2, 13)
        for r in range(13):
            has = (better >> r) & 1
            if has.any():
                outs += has * (4 - seen_of_rank[r] - rank_count[:, r])
        kind = np.minimum(_POP[better], 3)
        is_straight = (value >= _FIRST[4]) & (value < _FIRST[5])
        kind = np.where(is_straight, 0, kind)  # a made straight is not a wrap (as analyze)
    low = nut_low = low_outs = nut_low_outs = None
    if hilo and not holdem:
        low, nut_low, low_outs, nut_low_outs = _lows(hands, board, dead, gone, drawing)
    return Features(value, made, nut_rank, fd, nfd, bd, bdn, kind, outs, bd_straight,
                    low, nut_low, low_outs, nut_low_outs)


def features_in_chunks(hands: np.ndarray, board: Sequence[int], dead: Sequence[int], holdem: bool, hilo: bool,
                       threads: Optional[int] = None, executor: Any = None) -> Features:
    """``features`` of every row, in fixed chunks of ROWS_PER_CHUNK rows on
    ``threads`` or ``executor`` (omaha_eval.core.pool.map_in_order), joined in
    order: a row's features never depend on the other rows."""
    if len(hands) <= ROWS_PER_CHUNK or (threads == 1 and executor is None):  # one piece: nothing to join
        return features(hands, board, dead, holdem, hilo)
    job = partial(features, board=list(board), dead=list(dead), holdem=holdem, hilo=hilo)
    chunks = [hands[i:i + ROWS_PER_CHUNK] for i in range(0, len(hands), ROWS_PER_CHUNK)]
    parts = list(map_in_order(job, chunks, threads, executor))
    joined: Dict[str, Any] = {}
    for f in fields(Features):
        first = getattr(parts[0], f.name)
        joined[f.name] = None if first is None else np.concatenate([getattr(p, f.name) for p in parts])
    return Features(**joined)


def _lows(hands: np.ndarray, board: Sequence[int], dead: Sequence[int], gone: int,
          drawing: bool) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Hi-Lo: a made low, the nut low, and per hand the cards to come that
    give it a low (when it has none) and the nut low (as analyze's low_draw)."""
    no_low = _core.NO_LOW
    live = ((1 << 52) - 1) & ~gone
    table = _table(board, dead, False, low=True)
    now = _values(table, hands)
    best = _core.table_best(_buf(table), live)
    made = now < no_low
    n = len(hands)
    outs = np.zeros(n, dtype=np.int64)
    nut_outs = np.zeros(n, dtype=np.int64)
    if drawing:
        for x in range(52):
            if gone >> x & 1:
                continue
            next_table = _table(list(board) + [x], dead, False, low=True)
            after = _values(next_table, hands, excluded=1 << x)
            comes = after != 0  # 0: the hand holds x, so x cannot come for it
            nut = _core.table_best(_buf(next_table), live & ~(1 << x))
            outs += comes & (after < no_low)
            nut_outs += comes & (after < no_low) & (after == nut)
        outs = np.where(made, 0, outs)
    return made, made & (now == best), outs, nut_outs

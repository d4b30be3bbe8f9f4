"""The deals a PQL statement ranges over, as numpy arrays: one hand per
player, a five-card board, and a weight per deal.

Exact: every compatible deal, built by cross joins that drop the rows
sharing a card (players first, then the board range, then each street's
cards). Sampled: deals drawn in C (src/oe_deals.c) by rejection (each player's
hand by weight, the board row by weight, redrawn whenever two share a
card: the same unbiased scheme as the equity engine's sampler), then the
board completed with cards drawn uniformly from what is left.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any, List, Optional, Sequence, Tuple

import numpy as np

from ..equity_engine import MAX_REJECTS  # draws in a row sharing a card before a job is refused
from ..equity_engine import draw_deals, row_masks, take_rows

Array = Any  # a numpy array (numpy's stubs type most results as Any)

BITS = np.left_shift(np.uint64(1), np.arange(52, dtype=np.uint64))


@dataclass
class Source:
    """Rows of cards to deal from, with integer weights: a player's range,
    the board range, or a fixed board."""

    name: str
    rows: Array  # (n, cards) uint8
    weights: Array  # (n,) int64
    _masks: Optional[Array] = None

    _cumulative: Optional[Array] = None

    @property
    def masks(self) -> Array:
        """The card mask of each row (computed once)."""
        if self._masks is None:
            self._masks = row_masks(self.rows)
        return self._masks

    @property
    def cumulative(self) -> Optional[Array]:
        """The running sums of the weights (uint64, computed once), or None
        when every row weighs the same."""
        w = self.weights
        if len(w) <= 1 or w.min() == w.max():
            return None
        if self._cumulative is None:
            self._cumulative = np.cumsum(w.astype(np.uint64), dtype=np.uint64)
        return self._cumulative


@dataclass
class Deals:
    """The deals: holes[p] (n, k) per player, board (n, 5), weight (n,)."""

    holes: List[Array]
    board: Array
    weight: Array
    exact: bool
    picks: Optional[List[Array]] = None  # each deal's row in each player's range (for per-hand tables)

    def __len__(self) -> int:
        return len(self.weight)

    def rows(self, start: int, stop: int) -> "Deals":
        """The deals start..stop (views, not copies)."""
        if start == 0 and stop >= len(self):
            return self
        picks = None if self.picks is None else [p[start:stop] for p in self.picks]
        return Deals([h[start:stop] for h in self.holes], self.board[start:stop], self.weight[start:stop],
                     self.exact, picks)


def segments(board_cards: int, cuts: Sequence[int], depth: int = 5) -> List[int]:
    """How many cards each dealt segment adds after a board of board_cards,
    up to `depth` cards (no card past what the statement reads is dealt):
    the cards between two cuts that the statement reads as a whole (3 =
    the flop as a set, 4 = the turn) are dealt as one unordered group, so
    that each street the statement reads is uniformly dealt."""
    points = [c for c in sorted(set(cuts)) if board_cards < c < depth] + [depth]
    out, last = [], board_cards
    for p in points:
        if p > last:
            out.append(p - last)
            last = p
    return out


def count_upper(sources: Sequence[Source], live: int, segs: Sequence[int]) -> int:
    """An upper bound on the number of exact deals (before card clashes)."""
    n = 1
    for s in sources:
        n *= len(s.rows)
    for k in segs:
        n *= math.comb(live, k)
        live -= k
    return n


def _cross(rows: Array, masks: Array, weight: Array,
           new: Array, new_masks: Array, new_weight: Array
           ) -> Tuple[Array, Array, Array, Array, Array]:
    """Every pair (row, new row) that shares no card, and which rows they were."""
    ok = (masks[:, None] & new_masks[None, :]) == 0
    i, j = np.nonzero(ok)
    return (np.hstack([rows[i], new[j]]), masks[i] | new_masks[j], weight[i] * new_weight[j], i, j)


def enumerate_deals(players: Sequence[Source], board: Source, dead_mask: int,
                    segs: Sequence[int]) -> Deals:
    """Every compatible deal, weighted by the product of the weights."""
    rows = np.zeros((1, 0), dtype=np.uint8)
    masks = np.full(1, np.uint64(dead_mask), dtype=np.uint64)
    weight = np.ones(1, dtype=np.float64)
    picks = np.zeros((1, 0), dtype=np.int64)  # each row's index in each player's range
    widths = []
    for n, s in enumerate(list(players) + [board]):
        rows, masks, weight, i, j = _cross(rows, masks, weight, s.rows, s.masks, s.weights.astype(np.float64))
        picks = np.hstack([picks[i], j[:, None]]) if n < len(players) else picks[i]
        widths.append(s.rows.shape[1])
    for k in segs:
        # only cards some deal leaves free: not dead, not held by every row (a fixed hand, the board)
        common = int(np.bitwise_and.reduce(masks)) if len(masks) else 0
        free = [c for c in range(52) if not (common >> c) & 1]
        combos = np.array(list(itertools.combinations(free, k)), dtype=np.uint8).reshape(-1, k)
        cm = row_masks(combos)
        rows, masks, weight, i, _ = _cross(rows, masks, weight, combos, cm, np.ones(len(combos)))
        picks = picks[i]
    return _split(rows, weight, widths, True, [picks[:, p] for p in range(len(players))])


def _split(rows: Array, weight: Array, widths: List[int], exact: bool, picks: List[Array]) -> Deals:
    holes, at = [], 0
    for w in widths[:-1]:
        holes.append(np.ascontiguousarray(rows[:, at:at + w]))
        at += w
    board = np.ascontiguousarray(rows[:, at:])
    return Deals(holes, board, weight, exact, picks)


def sample_deals(players: Sequence[Source], board: Source, dead_mask: int, trials: int,
                 seed: int, stream: int, depth: int = 5) -> Deals:
    """trials deals, each with weight 1, drawn in C (src/oe_deals.c) from
    stream `stream` of `seed`: each source's row by weight, redrawn whole
    when two share a card, then the board completed up to `depth` cards
    from the cards left (drawn one by one: every street is uniform)."""
    sources = list(players) + [board]
    need = max(0, depth - board.rows.shape[1])
    picks: Array = np.empty(len(sources) * trials, dtype=np.int64)
    rest: Array = np.empty(trials * need, dtype=np.uint8)
    specs = [(s.masks, s.rows.shape[1], s.cumulative) for s in sources]
    if not draw_deals(specs, dead_mask, need, seed, stream, trials, MAX_REJECTS, picks, rest):
        raise ValueError(f"{MAX_REJECTS:,} random deals in a row shared a card: the players' ranges, the "
                         "board and the dead cards leave (almost) no possible deal")
    index = [picks[p * trials:(p + 1) * trials] for p in range(len(sources))]
    holes = [take_rows(s.rows, ix) for s, ix in zip(players, index)]
    known = board.rows.shape[1]
    full = np.empty((trials, known + need), dtype=np.uint8)
    full[:, :known] = board.rows[0] if len(board.rows) == 1 else take_rows(board.rows, index[-1])
    full[:, known:] = rest.reshape(trials, need)
    return Deals(holes, full, np.ones(trials), False, index[:len(players)])


def fixed_board(cards: Sequence[int]) -> Source:
    return Source("board", np.array([list(cards)], dtype=np.uint8).reshape(1, len(cards)),
                  np.ones(1, dtype=np.int64))


def board_rows(text: str, cards: int, dead: Sequence[int]) -> Optional[Source]:
    from ..ranges.boards import board_range
    rows, weights = board_range(text, cards, dead)
    return Source("board", rows, weights)

"""The deals a PQL statement ranges over, as numpy arrays: one hand per
player, a five-card board, and a weight per deal.

Exact: every compatible deal, built by cross joins that drop the rows
sharing a card (players first, then the board range, then each street's
cards). Sampled: deals drawn by rejection (each player's hand by weight,
the board row by weight, redrawn whenever two share a card: the same
unbiased scheme as the equity engine's sampler), then the board completed
with cards drawn uniformly from what is left.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any, List, Optional, Sequence, Tuple

import numpy as np

Array = Any  # a numpy array (numpy's stubs type most results as Any)

BITS = np.left_shift(np.uint64(1), np.arange(52, dtype=np.uint64))
MAX_ROUNDS = 200  # rejection rounds before a sampled job is declared (almost) impossible


def row_masks(rows: Array) -> Array:
    """The 64-bit card mask of each row of cards."""
    if rows.shape[1] == 0:
        return np.zeros(rows.shape[0], dtype=np.uint64)
    return np.bitwise_or.reduce(BITS[rows], axis=1)


@dataclass
class Source:
    """Rows of cards to deal from, with integer weights: a player's range,
    the board range, or a fixed board."""

    name: str
    rows: Array  # (n, cards) uint8
    weights: Array  # (n,) int64
    _masks: Optional[Array] = None

    @property
    def masks(self) -> Array:
        """The card mask of each row (computed once)."""
        if self._masks is None:
            self._masks = row_masks(self.rows)
        return self._masks


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


def segments(board_cards: int, cuts: Sequence[int]) -> List[int]:
    """How many cards each dealt segment adds after a board of board_cards:
    the cards between two street cuts that the query reads (3 = the flop is
    read as a whole, 4 = the turn) are dealt as one unordered group."""
    points = [c for c in sorted(set(cuts)) if board_cards < c < 5] + [5]
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
    deck = np.arange(52, dtype=np.uint8)
    for k in segs:
        combos = np.array(list(itertools.combinations(range(52), k)), dtype=np.uint8).reshape(-1, k)
        cm = row_masks(combos)
        rows, masks, weight, i, _ = _cross(rows, masks, weight, deck[combos], cm, np.ones(len(combos)))
        picks = picks[i]
    return _split(rows, weight, widths, True, [picks[:, p] for p in range(len(players))])


def _split(rows: Array, weight: Array, widths: List[int], exact: bool, picks: List[Array]) -> Deals:
    holes, at = [], 0
    for w in widths[:-1]:
        holes.append(np.ascontiguousarray(rows[:, at:at + w]))
        at += w
    board = np.ascontiguousarray(rows[:, at:])
    return Deals(holes, board, weight, exact, picks)


def _draw(source: Source, n: int, rng: Any) -> Array:
    if len(source.rows) == 1:
        return np.zeros(n, dtype=np.int64)
    if source.weights[0] == source.weights.max() == source.weights.min():
        return rng.integers(0, len(source.rows), n, dtype=np.int64)
    cum = np.cumsum(source.weights, dtype=np.float64)
    return np.searchsorted(cum, rng.random(n) * cum[-1], side="right").clip(0, len(cum) - 1)


def sample_deals(players: Sequence[Source], board: Source, dead_mask: int, trials: int,
                 rng: Any) -> Deals:
    """trials deals drawn by rejection, each with weight 1."""
    sources = list(players) + [board]
    masks = [s.masks for s in sources]
    got: List[Array] = []
    chosen: List[List[Array]] = []
    have = 0
    tried = 0
    for _ in range(MAX_ROUNDS):
        want = trials - have
        batch = max(1024, int(want * (1.2 if tried == 0 else min(50.0, 1.2 * tried / max(have, 1)))))
        batch = min(batch, 4 * trials + 1024)
        picks = [_draw(s, batch, rng) for s in sources]
        used = np.full(batch, np.uint64(dead_mask), dtype=np.uint64)
        ok = np.ones(batch, dtype=bool)
        for m, idx in zip(masks, picks):
            mm = m[idx]
            ok &= (used & mm) == 0
            used |= mm
        tried += batch
        keep = np.nonzero(ok)[0][:want]
        if len(keep):
            chosen.append([idx[keep] for idx in picks])
            got.append(_complete(used[keep], 5 - board.rows.shape[1], rng))
            have += len(keep)
        if have >= trials:
            break
    else:
        raise ValueError(f"{tried:,} random deals gave only {have:,} without a shared card: the players' "
                         "ranges, the board and the dead cards leave (almost) no possible deal")
    # each player's hands and the board gathered once, from the chosen rows of each source
    index = [np.concatenate([c[p] for c in chosen]) if len(chosen) > 1 else chosen[0][p]
             for p in range(len(sources))]
    holes = [s.rows[ix] for s, ix in zip(players, index)]
    board_rows = board.rows[index[-1]]
    rest = np.concatenate(got) if len(got) > 1 else got[0]
    full = np.hstack([board_rows, rest]) if rest.shape[1] else np.ascontiguousarray(board_rows)
    return Deals(holes, full, np.ones(len(full)), False, index[:len(players)])


def _complete(used: Array, need: int, rng: Any) -> Array:
    """need cards per row, each uniform among the cards not yet in the row's
    mask (drawn one at a time, redrawn where it is taken: a uniform draw
    without replacement from what is left)."""
    n = len(used)
    out = np.empty((n, need), dtype=np.uint8)
    used = used.copy()
    for j in range(need):
        card = rng.integers(0, 52, n, dtype=np.int64)
        bad = np.nonzero(used & BITS[card])[0]
        while len(bad):
            card[bad] = rng.integers(0, 52, len(bad), dtype=np.int64)
            bad = bad[(used[bad] & BITS[card[bad]]) != 0]
        out[:, j] = card
        used |= BITS[card]
    return out


def fixed_board(cards: Sequence[int]) -> Source:
    return Source("board", np.array([list(cards)], dtype=np.uint8).reshape(1, len(cards)),
                  np.ones(1, dtype=np.int64))


def board_rows(text: str, cards: int, dead: str) -> Optional[Source]:
    from ..ranges.boards import board_range
    rows, weights = board_range(text, cards, dead)
    return Source("board", rows, weights)

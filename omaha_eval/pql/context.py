"""What PQL functions read, over arrays of deals: each player's high and
low values on each street (the C batch evaluator, once per player and
street), pot shares on the river, equity on an earlier street, and the
nut tables of the boards (the C pair tables, once per distinct board)."""
from __future__ import annotations

import itertools
from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np

from .. import batch
from ..core.cards import card_mask
from ..core.games import check_hilo
from ..equity_engine import row_masks
from .deals import BITS, Deals

Array = Any  # a numpy array (numpy's stubs type most results as Any)

STREET_CARDS = {"preflop": 0, "flop": 3, "turn": 4, "river": 5}
NO_LOW = 256  # a missing low, as a number that loses to every low
MAX_INNER_ROWS = 40_000_000  # runouts evaluated in all for an earlier street's equity (time)
INNER_BLOCK = 1_000_000  # runouts held at once (memory: about 100 bytes each)
MAX_PREFLOP_STATES = 400  # distinct preflop matchups handed to oe.equity one by one


class Cancelled(Exception):
    """A chunk stopped because its query was interrupted (Ctrl-C, or an
    error in another chunk): never shown, the interruption is."""


class Context:
    """The deals and everything computed from them, cached per query."""

    def __init__(self, deals: Deals, players: List[str], game: str, hilo: bool, dead: List[int],
                 ranges: Optional[List[Array]] = None, known: Sequence[int] = (), threads: int = 1,
                 stop: Any = None) -> None:
        """ranges: each player's range rows, which deals.picks index; known:
        the board cards every deal shares. With both, a player's value on a
        street inside the known board is computed once per hand of the range
        and looked up for each deal. threads: how many threads the batch
        evaluator and the equity engine use on these deals."""
        self.deals = deals
        self.ranges = ranges if deals.picks is not None else None
        self.known = list(known)
        self.players = players
        self.index = {p: i for i, p in enumerate(players)}
        self.game = game
        self.hilo = hilo
        self.holdem = game == "holdem"
        self.dead = dead
        self.dead_mask = card_mask(dead)
        self.n = len(deals)
        self.threads = threads
        self.stop = stop  # a threading.Event set when the query is interrupted, or None
        self._cache: Dict[Tuple[object, ...], Any] = {}

    def check(self) -> None:
        """Raises Cancelled once the query is interrupted: long functions
        call it between their blocks, so a chunk on another thread stops
        within a block's time."""
        if self.stop is not None and self.stop.is_set():
            raise Cancelled()

    def rows(self, start: int, stop: int) -> "Context":
        """The same spot over the deals start..stop (nothing cached)."""
        return Context(self.deals.rows(start, stop), self.players, self.game, self.hilo, self.dead,
                       threads=self.threads, stop=self.stop)

    def hole(self, p: str) -> Array:
        return self.deals.holes[self.index[p]]

    def board(self, street: str) -> Array:
        return self.board_cards(STREET_CARDS[street])

    def board_cards(self, n: int) -> Array:
        """The first n board cards of every deal. The planner deals only as
        many cards as the statement reads (compile.board_reads): a function
        that reads more than it declared is a bug, never a silent answer."""
        if self.deals.board.shape[1] < n:
            raise RuntimeError(f"internal error: {n} board cards read, {self.deals.board.shape[1]} dealt "
                               "(a PQL function reads more of the board than it declares)")
        return self.deals.board[:, :n]

    def per_distinct(self, p: str, street: str, tag: Tuple[object, ...], compute: Any) -> Array:
        """compute(context) once per distinct pair of the player's hand and
        the board up to the street, looked up for each deal: for functions
        that read nothing else and cost far more than the look-up."""
        key = ("distinct", p, street) + tag
        if key not in self._cache:
            self.check()
            n = STREET_CARDS[street]
            hole, board = self.hole(p), self.board(street)
            if self.n < 64:
                self._cache[key] = compute(self)
                return self._cache[key]
            keys = np.stack([row_masks(hole), row_masks(board) if n else np.zeros(self.n, np.uint64)], axis=1)
            first, inverse = _first_and_inverse(keys)
            self.check()
            holes = [np.ascontiguousarray(hole[first])] * len(self.players)
            sub = Context(Deals(holes, np.ascontiguousarray(board[first]), np.ones(len(first)), self.deals.exact),
                          self.players, self.game, self.hilo, self.dead, threads=self.threads, stop=self.stop)
            self._cache[key] = np.asarray(compute(sub))[inverse.reshape(-1)]
        return self._cache[key]

    def need_board(self, street: str, what: str) -> int:
        n = STREET_CARDS[street]
        if n == 0:
            raise ValueError(f"{what} reads the board: pass flop, turn or river, not preflop")
        return n

    def hi(self, p: str, street: str) -> Array:
        """High values (1 = royal flush ... 7462), as int32."""
        key = ("hi", p, street)
        if key not in self._cache:
            n = self.need_board(street, "a hand value")
            per_hand = self.per_hand(p, n)
            if per_hand is not None:
                rows, board, picks = per_hand
                self._cache[key] = batch.evaluate(rows, board, game=self.game, threads=self.threads).astype(np.int32)[picks]
            else:
                self._cache[key] = batch.evaluate(self.hole(p), self.board(street)[:, :n], game=self.game,
                                                  threads=self.threads).astype(np.int32)
        return self._cache[key]

    def per_hand(self, p: str, n: int) -> Optional[Tuple[Array, Array, Array]]:
        """(range rows, the known board's first n cards, each deal's row)
        when the street lies inside the known board and the range is smaller
        than the deals: then work once per hand and look it up per deal."""
        if self.ranges is None or n > len(self.known) or self.deals.picks is None:
            return None
        rows = self.ranges[self.index[p]]
        if len(rows) * 2 > self.n:
            return None
        return rows, np.array([self.known[:n]], dtype=np.uint8), self.deals.picks[self.index[p]]

    def lo(self, p: str, street: str) -> Array:
        """8-or-better low masks (smaller is better), NO_LOW where none."""
        key = ("lo", p, street)
        if key not in self._cache:
            check_hilo(self.game, True, "low functions need omaha8 or omaha85")
            n = self.need_board(street, "a low value")
            v = batch.evaluate_low(self.hole(p), self.board(street)[:, :n], game=self.game,
                                   threads=self.threads).astype(np.int32)
            v[v == 0] = NO_LOW
            self._cache[key] = v
        return self._cache[key]

    def all_hi(self, street: str) -> Array:
        return np.stack([self.hi(p, street) for p in self.players], axis=1)

    def all_lo(self, street: str) -> Array:
        return np.stack([self.lo(p, street) for p in self.players], axis=1)

    def shares(self) -> Array:
        """(n, players): each player's share of the pot on the river."""
        key = ("shares",)
        if key not in self._cache:
            lo = self.all_lo("river") if self.hilo else None
            self._cache[key] = pot_shares(self.all_hi("river"), lo)
        return self._cache[key]

    def street_equity(self, p: str, street: str) -> Array:
        """The player's equity knowing every hand and the board up to the
        street: the mean river share over every runout of the rest."""
        n = STREET_CARDS[street]
        if n == 5:
            return self.shares()[:, self.index[p]]
        key = ("equity", street)
        if key not in self._cache:
            self._cache[key] = self._inner_equity(n)
        return self._cache[key][:, self.index[p]]

    def _inner_equity(self, n: int) -> Array:
        states = np.hstack(self.deals.holes + [self.deals.board[:, :n]])
        uniq, inverse = np.unique(states, axis=0, return_inverse=True)
        inverse = inverse.reshape(-1)
        need = 5 - n
        if n == 0:
            return self._preflop_equity(uniq)[inverse]
        combos = np.array(list(itertools.combinations(range(52), need)), dtype=np.uint8)
        if len(uniq) * len(combos) > MAX_INNER_ROWS:
            raise ValueError(f"equity on the {'flop' if n == 3 else 'turn'} over {len(uniq):,} distinct spots "
                             f"needs {len(uniq) * len(combos):,} runouts: too many at once; ask for fewer "
                             "trials or use riverEquity")
        # the spots a block at a time (a spot's runouts all in one block, in
        # the same order: the same sums), about INNER_BLOCK runouts each
        step = max(1, INNER_BLOCK // len(combos))
        parts = []
        for a in range(0, len(uniq), step):
            self.check()
            parts.append(self._inner_block(uniq[a:a + step], combos))
        return np.concatenate(parts)[inverse]

    def _inner_block(self, uniq: Array, combos: Array) -> Array:
        """Each spot's mean river shares over its runouts (combos of the
        cards still to come that miss the spot's cards and the dead)."""
        masks = row_masks(uniq) | np.uint64(self.dead_mask)
        ok = (masks[:, None] & row_masks(combos)[None, :]) == 0
        i, j = np.nonzero(ok)
        k = self.deals.holes[0].shape[1]
        nplayers = len(self.players)
        boards = np.hstack([uniq[i, nplayers * k:], combos[j]])
        hi = np.stack([batch.evaluate(uniq[i, q * k:(q + 1) * k], boards, game=self.game, threads=self.threads)
                       for q in range(nplayers)], axis=1).astype(np.int32)
        lo = None
        if self.hilo:
            lo = np.stack([batch.evaluate_low(uniq[i, q * k:(q + 1) * k], boards, game=self.game,
                                                      threads=self.threads)
                           for q in range(nplayers)], axis=1).astype(np.int32)
            lo[lo == 0] = NO_LOW
        share = pot_shares(hi, lo)
        counts = np.bincount(i, minlength=len(uniq)).astype(np.float64)
        out = np.stack([np.bincount(i, weights=share[:, q], minlength=len(uniq)) for q in range(nplayers)],
                       axis=1)
        return out / counts[:, None]

    def _preflop_equity(self, uniq: Array) -> Array:
        if len(uniq) > MAX_PREFLOP_STATES:
            raise ValueError(f"preflop equity over {len(uniq):,} distinct matchups: at most "
                             f"{MAX_PREFLOP_STATES} at once; ask for fewer trials or use riverEquity")
        from ..equity_engine import equity
        k = self.deals.holes[0].shape[1]
        out = np.empty((len(uniq), len(self.players)))
        for s, row in enumerate(uniq.tolist()):
            hands = [row[q * k:(q + 1) * k] for q in range(len(self.players))]
            res = equity(hands, dead=self.dead, game=self.game, hilo=self.hilo, threads=self.threads)
            out[s] = res.equities
        return out

    # -- nut tables ----------------------------------------------------------
    def count_better(self, p: str, street: str, *belows: Array, low: bool = False) -> Array:
        """For each deal, how many two-card combinations of cards the player
        does not see (not theirs, not on the board, not dead) make a high
        (or low) value below `below`, i.e. better, with the street's board
        (one array per `below`, or the one array for one)."""
        self.need_board(street, "the nuts")
        counts = count_better_blocked(self.board(street), self.hole(p), belows, self.dead, self.holdem, low,
                                      self.check)
        return counts[0] if len(belows) == 1 else counts

    def next_cards(self, p: str, street: str) -> Tuple[Array, Array]:
        """The boards of the next street for every card the player does not
        see: (n, 52, cards + 1) boards and an (n, 52) mask of the cards that
        may come (not in the hand, on the board or dead)."""
        n = self.need_board(street, "outs")
        if n == 5:
            raise ValueError("outs look at the next card: pass flop or turn, not river")
        board = self.board(street)
        seen = row_masks(np.hstack([self.hole(p), board])) | np.uint64(self.dead_mask)
        ok = (seen[:, None] & BITS[None, :]) == 0
        nxt = np.empty((self.n, 52, n + 1), dtype=np.uint8)
        nxt[:, :, :n] = board[:, None, :]
        nxt[:, :, n] = np.arange(52, dtype=np.uint8)[None, :]
        return nxt, ok

    def outs_values(self, p: str, street: str) -> Tuple[Array, Array, Array]:
        """High values of the player's hand with each next card: (n, 52),
        with the next boards and the mask of cards that may come."""
        nxt, ok = self.next_cards(p, street)
        k = self.hole(p).shape[1]
        rows = np.nonzero(ok.reshape(-1))[0]
        holes = np.repeat(self.hole(p), 52, axis=0)[rows]
        boards = nxt.reshape(-1, nxt.shape[2])[rows]
        values = np.full(self.n * 52, 65535, dtype=np.int32)
        values[rows] = batch.evaluate(np.ascontiguousarray(holes.reshape(-1, k)), np.ascontiguousarray(boards),
                                      game=self.game, threads=self.threads)
        return values.reshape(self.n, 52), nxt, ok


MAX_OUT_BOARDS = 50_000  # next boards (deals times next cards) outs functions deal at once
# Memory: a board's nut tables take about 30 KB (its pair table, the sorted
# upper triangle in int64 and their temporaries) and a deal's count about
# 1 KB of temporaries, so nut functions work through at most this many
# distinct boards and deals at once (about 15 MB each), whatever the chunk.
MAX_TABLE_BOARDS = 512
MAX_TABLE_ROWS = 16_384


def count_better_blocked(boards: Array, hole: Array, belows: Sequence[Array], dead: List[int], holdem: bool,
                         low: bool, check: Any = None) -> List[Array]:
    """count_better for each `below` over rows of boards and hole cards,
    MAX_TABLE_BOARDS distinct boards' tables and MAX_TABLE_ROWS rows at a
    time (the counts are exact integers: the blocks change nothing)."""
    n = len(boards)
    belows = [np.broadcast_to(np.asarray(b, dtype=np.int64), (n,)) for b in belows]
    outs = [np.empty(n, dtype=np.int64) for _ in belows]
    if n == 0:
        return outs
    if check is not None:
        check()
    uniq, inverse, order, starts = _group_boards(boards)
    if check is not None:
        check()
    for lo in range(0, len(uniq), MAX_TABLE_BOARDS):
        if check is not None:
            check()
        hi = min(lo + MAX_TABLE_BOARDS, len(uniq))
        tables, ordered = _tables_of(uniq[lo:hi], dead, holdem, low)
        rows = order[starts[lo]:starts[hi]]
        for a in range(0, len(rows), MAX_TABLE_ROWS):
            part = rows[a:a + MAX_TABLE_ROWS]
            tabled = (tables, inverse[part] - lo, ordered)
            for out, below in zip(outs, belows):
                out[part] = count_better(tabled, hole[part], below[part])
    return outs


def _first_and_inverse(keys: Array) -> Tuple[Array, Array]:
    """np.unique(keys, axis=0, return_index=True, return_inverse=True)'s
    index and inverse for (n, 2) uint64 keys: the same groups in the same
    order from a stable two-key sort, several times faster and with no
    byte-wise sort of the rows that a Ctrl-C had to wait for."""
    n = len(keys)
    order = np.lexsort((keys[:, 1], keys[:, 0]))
    ordered = keys[order]
    new = np.empty(n, dtype=bool)
    new[:1] = True
    np.not_equal(ordered[1:, 0], ordered[:-1, 0], out=new[1:])
    new[1:] |= ordered[1:, 1] != ordered[:-1, 1]
    inverse = np.empty(n, dtype=np.intp)
    inverse[order] = np.cumsum(new) - 1
    return order[np.flatnonzero(new)], inverse


def _group_boards(boards: Array) -> Tuple[Array, Array, Array, Array]:
    """The distinct boards (sorted as np.unique(axis=0) sorts them), each
    row's index into them, the rows board by board (in their order within
    a board) and where each board's rows start. np.unique(axis=0) sorts
    rows compared as bytes, an uninterruptible second or more on a chunk
    (Ctrl-C waited for it): one stable sort of an integer key per row is
    the same grouping in a small fraction of that time."""
    n, k = boards.shape
    fits = n > 0 and 0 < k <= 10 and boards.dtype.kind in "ui"
    if not fits or boards.min() < 0 or boards.max() >= 64:  # no 6-bit card key: the general way
        uniq, inverse = np.unique(boards, axis=0, return_inverse=True)
        inverse = inverse.reshape(-1)
        order = np.argsort(inverse, kind="stable")
        return uniq, inverse, order, np.searchsorted(inverse[order], np.arange(len(uniq) + 1))
    keys = np.zeros(n, dtype=np.int64)
    for j in range(k):  # first card most significant: the rows' lexicographic order
        keys <<= 6
        keys |= boards[:, j]
    order = np.argsort(keys, kind="stable")
    ordered = keys[order]
    new = np.empty(n, dtype=bool)
    new[0] = True
    np.not_equal(ordered[1:], ordered[:-1], out=new[1:])
    firsts = np.flatnonzero(new)
    inverse = np.empty(n, dtype=np.intp)
    inverse[order] = np.cumsum(new) - 1
    return boards[order[firsts]], inverse, order, np.append(firsts, n)


def pair_tables(boards: Array, dead: List[int], holdem: bool, low: bool
                ) -> Tuple[Array, Array, Array]:
    """One C pair table per distinct board (the value of every two-card
    combination with it; board and dead cards hold NO_PAIR), each row's
    table index, and the tables' upper triangles sorted and offset by
    65536 per table (so one searchsorted counts within each table)."""
    uniq, inverse = np.unique(boards, axis=0, return_inverse=True)
    tables, ordered = _tables_of(uniq, dead, holdem, low)
    return tables, inverse.reshape(-1), ordered


def _tables_of(uniq: Array, dead: List[int], holdem: bool, low: bool) -> Tuple[Array, Array]:
    """The pair tables of distinct boards and their sorted, offset upper triangles."""
    tables = np.empty((len(uniq), batch.PAIR_CELLS), dtype=np.uint16)
    for u, b in enumerate(uniq.tolist()):
        batch.pair_table(b, dead, holdem, low, tables[u])
    upper = np.triu_indices(52, 1)
    ordered = np.sort(tables[:, upper[0] * 52 + upper[1]], axis=1).astype(np.int64)
    ordered += (np.arange(len(uniq), dtype=np.int64) * 65536)[:, None]
    return tables, ordered.reshape(-1)


def count_better(tabled: Tuple[Array, Array, Array], hole: Array,
                 below: Array) -> Array:
    """How many two-card combinations avoiding the row's hole cards hold a
    table value below `below` (the counts of the whole table, less the
    combinations that use a hole card)."""
    tables, inv, ordered = tabled
    n = len(inv)
    below = np.broadcast_to(np.asarray(below, dtype=np.int64), (n,))
    total = np.searchsorted(ordered, inv.astype(np.int64) * 65536 + below) - inv * 1326
    hole = hole.astype(np.int64)
    k = hole.shape[1]
    blocked = np.zeros(n, dtype=np.int64)
    flat = tables.reshape(-1)
    base = inv.astype(np.int64) * tables.shape[1]
    for a in range(k):
        cells = flat[(base + hole[:, a] * 52)[:, None] + np.arange(52)[None, :]]
        bad = cells.astype(np.int64) < below[:, None]
        bad[np.arange(n), hole[:, a]] = False
        blocked += bad.sum(axis=1)
        for b in range(a + 1, k):  # a combination of two hole cards was counted twice
            both = flat[base + hole[:, a] * 52 + hole[:, b]]
            blocked -= (both.astype(np.int64) < below)
    return total - blocked


def pot_shares(hi: Array, lo: Optional[Array]) -> Array:
    """(n, players) shares of the pot: the high split among the best high
    hands; Hi-Lo: half to the high, half to the best low if any qualifies."""
    best = _row_min(hi)
    win = hi == best
    share = win / _row_sum(win)
    if lo is None:
        return share
    best_lo = _row_min(lo)
    lwin = (lo == best_lo) & (best_lo < NO_LOW)
    has_low = (best_lo < NO_LOW)[:, 0]
    lshare = np.where(has_low[:, None], lwin / np.maximum(_row_sum(lwin), 1), share)
    return 0.5 * share + 0.5 * lshare


# Reductions across a few players' columns, a column at a time: numpy's
# axis=1 reduction over rows this short costs several times as much.
def _row_min(values: Array) -> Array:
    out = values[:, 0].copy()
    for j in range(1, values.shape[1]):
        np.minimum(out, values[:, j], out=out)
    return out[:, None]


def _row_sum(flags: Array) -> Array:
    out = flags[:, 0].astype(np.int64)
    for j in range(1, flags.shape[1]):
        out += flags[:, j]
    return out[:, None]


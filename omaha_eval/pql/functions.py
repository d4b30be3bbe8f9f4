"""PQL's built-in functions, each a numpy computation over every deal at
once (docs/pql.md gives each one's meaning and the reading taken where
Open PQL's docs and tests differ).

Values: booleans, numbers, hand types 0 (high card) .. 8 (straight flush),
flop categories 0 (flopnothing) .. 17 (flopstraightflush), ranks 2 .. 14
(ace), rank sets as 13-bit masks (bit 0 = deuce), cards 0 .. 51, high
ratings 7463 - value (higher is better), low ratings 256 - low mask
(0 = no low, higher is better).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, Callable, Dict, Optional, Tuple

import numpy as np

from ..core.cards import parse_cards
from ..core.values import CATEGORY_FIRST, rank_pattern
from ..evaluate import rank5
from .context import NO_LOW, STREET_CARDS, Context

Array = Any  # a numpy array (numpy's stubs type most results as Any)

HAND_TYPES = ("highcard", "pair", "twopair", "trips", "straight", "flush", "fullhouse", "quads",
              "straightflush")
FLOP_CATEGORIES = ("flopnothing", "flopunderpair", "flopthirdpair", "floppocket23", "flopsecondpair",
                   "floppocket12", "floptoppair", "flopoverpair", "flopbottomtwo", "floptopandbottom",
                   "floptoptwo", "floptrips", "flopset", "flopstraight", "flopflush", "flopfullhouse",
                   "flopquads", "flopstraightflush")
RANK_CHARS = "23456789TJQKA"
# rough one-core seconds per deal (or per distinct hand and board), for the planner
COST_CHEAP = 3e-8  # a numpy pass over the deals
COST_HAND = 2e-7  # a batch evaluation of one player's hand
COST_TABLE = 4e-7  # all players' hands
COST_NUTS = 5e-6  # a pair table look-up and count per hand
COST_OUTS = 2e-5  # every next card, evaluated
COST_NUT_OUTS = 3e-4  # every next card, with the nut table of each next board
COST_STREET_EQUITY = 1e-4  # every runout of an earlier street, per distinct spot
_FIRSTS = np.array(sorted(CATEGORY_FIRST), dtype=np.int32)  # 1, 11, ... 7463
_PATTERNS = np.array([(0,) * 5] + [rank_pattern(v) for v in range(1, 7463)], dtype=np.int8)
# straight windows as rank masks: the wheel then 2-6 ... T-A
_STRAIGHTS = np.array([0b1000000001111] + [0b11111 << i for i in range(9)], dtype=np.int32)
_POPCOUNT = np.array([bin(i).count("1") for i in range(1 << 13)], dtype=np.int8)


def _category_search(values: Array) -> Array:
    return 8 - (np.searchsorted(_FIRSTS, values, side="right") - 1)


_CATEGORY_OF = _category_search(np.arange(7463))  # a look-up is several times faster than the search


def category(values: Array) -> Array:
    """Hand type 0 (high card) .. 8 (straight flush) of high values."""
    values = np.asarray(values)
    if values.size and values.dtype.kind in "iu" and 0 <= values.min() and values.max() < len(_CATEGORY_OF):
        return _CATEGORY_OF[values]
    return _category_search(values)


def category_first(types: Array) -> Array:
    """The best (smallest) high value of each hand type."""
    return np.asarray(CATEGORY_FIRST, dtype=np.int64)[8 - types]


def rank_set(cards: Array) -> Array:
    if cards.shape[1] == 0:
        return np.zeros(cards.shape[0], dtype=np.int32)
    return np.bitwise_or.reduce(np.left_shift(1, (cards >> 2).astype(np.int32)), axis=1)


def rank_counts(cards: Array) -> Array:
    """(n, 13): how many cards of each rank."""
    out = np.zeros((cards.shape[0], 13), dtype=np.int8)
    for j in range(cards.shape[1]):
        out[np.arange(cards.shape[0]), cards[:, j] >> 2] += 1
    return out


def suit_counts(cards: Array) -> Array:
    out = np.zeros((cards.shape[0], 4), dtype=np.int8)
    for j in range(cards.shape[1]):
        out[np.arange(cards.shape[0]), cards[:, j] & 3] += 1
    return out


def top_rank(ranks: Array, nth: int = 1) -> Array:
    """The nth highest rank (2..14) in each rank-set mask; 0 when it has fewer."""
    out = np.zeros(ranks.shape, dtype=np.int32)
    seen = np.zeros(ranks.shape, dtype=np.int32)
    for r in range(12, -1, -1):
        has = (ranks >> r) & 1 == 1
        seen += has
        out = np.where(has & (seen == nth) & (out == 0), r + 2, out)
    return out


def low_rank(ranks: Array) -> Array:
    out = np.zeros(ranks.shape, dtype=np.int32)
    for r in range(13):
        out = np.where(((ranks >> r) & 1 == 1) & (out == 0), r + 2, out)
    return out


# -- flop categories -----------------------------------------------------------
def _flop_category_two(two: Array, flop: Array) -> Array:
    """Open PQL's flop category of two hole cards with a flop."""
    from .. import batch
    v = batch.evaluate(two, flop, game="holdem").astype(np.int32)
    cat = category(v)
    pat = _PATTERNS[v].astype(np.int32)
    fr = np.sort(flop >> 2, axis=1).astype(np.int32)
    btm, mid, top = fr[:, 0], fr[:, 1], fr[:, 2]
    out = np.zeros(len(v), dtype=np.int32)
    out = np.where(cat == 8, 17, out)
    out = np.where(cat == 7, 16, out)
    out = np.where(cat == 6, 15, out)
    out = np.where(cat == 5, 14, out)
    out = np.where(cat == 4, 13, out)
    trips_on_board = (fr == pat[:, :1]).sum(axis=1) == 2
    out = np.where(cat == 3, np.where(trips_on_board, 11, 12), out)
    p1, p2 = pat[:, 0], pat[:, 2]
    has_top = (p1 == top) | (p2 == top)
    has_mid = (p1 == mid) | (p2 == mid)
    out = np.where(cat == 2, np.where(has_top & has_mid, 10, np.where(has_top, 9, 8)), out)
    pr = pat[:, 0]
    pair = np.select([pr > top, pr == top, pr > mid, pr == mid, pr > btm, pr == btm], [7, 6, 5, 4, 3, 2], 1)
    return np.where(cat == 1, pair, out)


def flop_category(hole: Array, flop: Array) -> Array:
    """The best flop category over the two-card parts of the hand (Omaha
    plays two hole cards; Hold'em's two cards are the only part)."""
    k = hole.shape[1]
    best = np.zeros(len(hole), dtype=np.int32)
    for a in range(k):
        for b in range(a + 1, k):
            best = np.maximum(best, _flop_category_two(np.ascontiguousarray(hole[:, [a, b]]), flop))
    return best


# -- the registry --------------------------------------------------------------
# How a function reads the board, which fixes how the cards still to come
# must be dealt for it (compile.board_reads): "none" reads no board card;
# "street" the cards up to its street argument, as a set; "river" all five;
# "flop" the first three (the flop categories); "turncard" / "rivercard" the
# fourth / fifth card alone; "pattern" the board range's cards (boardInRange).
BOARD_READS = ("none", "street", "river", "flop", "turncard", "rivercard", "pattern")


@dataclass(frozen=True)
class Fn:
    """args: 'player', 'street', 'handtype', 'flopcat', 'text' (read when the
    query is compiled) or a value kind ('num', 'rankset', 'rating',
    'lorating'), computed per deal; a trailing '?' marks an optional
    argument (its default in `defaults`). board: how it reads the board
    (BOARD_READS). cost: rough one-core seconds per deal it is computed on
    (the planner's estimate); distinct: computed once per distinct hand and
    board (the cost is then per distinct pair)."""

    args: Tuple[str, ...]
    returns: str
    run: Callable[..., Any]
    board: str
    defaults: Tuple[Any, ...] = ()
    hilo_only: bool = False
    cost: float = COST_CHEAP
    distinct: bool = False


FUNCTIONS: Dict[str, Fn] = {}


def fn(name: str, board: str, args: Tuple[str, ...], returns: str, defaults: Tuple[Any, ...] = (),
       aliases: Tuple[str, ...] = (), hilo_only: bool = False, cost: float = COST_CHEAP,
       distinct: bool = False) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    if board not in BOARD_READS:
        raise ValueError(f"{name}: board={board!r}, expected one of {BOARD_READS}")

    def register(f: Callable[..., Any]) -> Callable[..., Any]:
        run = once_per_hand_and_board(f) if distinct else f
        for n in (name,) + aliases:
            FUNCTIONS[n.lower()] = Fn(args, returns, run, board, defaults, hilo_only, cost, distinct)
        return run
    return register


def once_per_hand_and_board(f: Callable[..., Any]) -> Callable[..., Any]:
    """f(c, player, street, *literals) computed once per distinct pair of
    the player's hand and the board up to the street (it reads nothing
    else), and looked up for each deal."""
    def run(c: Context, p: str, street: str, *rest: Any) -> Array:
        return c.per_distinct(p, street, (f.__name__,) + rest, lambda sub: f(sub, p, street, *rest))
    run.__name__ = f.__name__
    return run


# equity and outcomes ------------------------------------------------------------
@fn("hvhEquity", board="street", args=("player", "street?"), returns="num", defaults=("river",), aliases=("equity",),
    cost=COST_STREET_EQUITY)
def _equity(c: Context, p: str, street: str) -> Array:
    return c.street_equity(p, street)


@fn("riverEquity", board="river", args=("player",), returns="num", aliases=("fractionalRiverEquity",), cost=COST_TABLE)
def _river_equity(c: Context, p: str) -> Array:
    return c.shares()[:, c.index[p]]


@fn("minHvHEquity", board="street", args=("player", "street", "num"), returns="bool", aliases=("minEquity", "min_equity"),
    cost=COST_STREET_EQUITY)
def _min_equity(c: Context, p: str, street: str, x: Any) -> Array:
    return c.street_equity(p, street) >= x


def _hi_wins(c: Context, p: str) -> Tuple[Array, Array]:
    hi = c.all_hi("river")
    mine = hi[:, c.index[p]]
    best = hi.min(axis=1)
    return mine == best, (hi == best[:, None]).sum(axis=1)


@fn("winsHi", board="river", args=("player",), returns="bool", aliases=("wins",), cost=COST_TABLE)
def _wins_hi(c: Context, p: str) -> Array:
    best, _ = _hi_wins(c, p)  # a share of the high is a win (Open PQL's tests, ProPokerTools)
    return best


@fn("tiesHi", board="river", args=("player",), returns="bool", cost=COST_TABLE)
def _ties_hi(c: Context, p: str) -> Array:
    best, n = _hi_wins(c, p)
    return best & (n > 1)


@fn("scoops", board="river", args=("player",), returns="bool", cost=COST_TABLE)
def _scoops(c: Context, p: str) -> Array:
    return c.shares()[:, c.index[p]] > 1 - 1e-9


def _lo_wins(c: Context, p: str) -> Tuple[Array, Array]:
    lo = c.all_lo("river")
    mine = lo[:, c.index[p]]
    best = lo.min(axis=1)
    return (mine == best) & (mine < NO_LOW), (lo == best[:, None]).sum(axis=1)


@fn("winsLo", board="river", args=("player",), returns="bool", hilo_only=True)
def _wins_lo(c: Context, p: str) -> Array:
    best, _ = _lo_wins(c, p)  # a share of the low is a win, as winsHi
    return best


@fn("tiesLo", board="river", args=("player",), returns="bool", hilo_only=True)
def _ties_lo(c: Context, p: str) -> Array:
    best, n = _lo_wins(c, p)
    return best & (n > 1)


@fn("winningHandType", board="river", args=(), returns="handtype", cost=COST_TABLE)
def _winning_type(c: Context) -> Array:
    return category(c.all_hi("river").min(axis=1))


# hand types and ratings ---------------------------------------------------------------
@fn("handType", board="street", args=("player", "street"), returns="handtype", cost=COST_HAND)
def _hand_type(c: Context, p: str, street: str) -> Array:
    return category(c.hi(p, street))


@fn("exactHandType", board="street", args=("player", "street", "handtype"), returns="bool", cost=COST_HAND)
def _exact_type(c: Context, p: str, street: str, t: int) -> Array:
    return category(c.hi(p, street)) == t


@fn("minHandType", board="street", args=("player", "street", "handtype"), returns="bool", cost=COST_HAND)
def _min_type(c: Context, p: str, street: str, t: int) -> Array:
    return category(c.hi(p, street)) >= t


@fn("hiRating", board="street", args=("player", "street"), returns="rating", cost=COST_HAND)
def _hi_rating(c: Context, p: str, street: str) -> Array:
    return 7463 - c.hi(p, street)


@fn("minHiRating", board="street", args=("player", "street", "rating"), returns="bool", cost=COST_HAND)
def _min_rating(c: Context, p: str, street: str, r: Any) -> Array:
    return 7463 - c.hi(p, street) >= r


@fn("maxHiRating", board="street", args=("street",), returns="rating", cost=COST_TABLE)
def _max_rating(c: Context, street: str) -> Array:
    return 7463 - c.all_hi(street).min(axis=1)


@fn("bestHiRating", board="street", args=("player", "street"), returns="bool", cost=COST_TABLE)
def _best_rating(c: Context, p: str, street: str) -> Array:
    return c.hi(p, street) == c.all_hi(street).min(axis=1)


@fn("rateHiHand", board="none", args=("text",), returns="rating")
def _rate_hi(c: Context, text: str) -> int:
    cards = parse_cards(text)
    if len(cards) != 5:
        raise ValueError(f"rateHiHand({text!r}): expected five cards, got {len(cards)}")
    return 7463 - rank5(cards)


@fn("loRating", board="street", args=("player", "street"), returns="lorating", hilo_only=True, cost=COST_HAND)
def _lo_rating(c: Context, p: str, street: str) -> Array:
    return NO_LOW - c.lo(p, street)


@fn("minLoRating", board="street", args=("player", "street", "lorating"), returns="bool", hilo_only=True, cost=COST_HAND)
def _min_lo_rating(c: Context, p: str, street: str, r: Any) -> Array:
    return NO_LOW - c.lo(p, street) >= r


@fn("bestLoRating", board="street", args=("player", "street"), returns="bool", hilo_only=True, cost=COST_TABLE)
def _best_lo(c: Context, p: str, street: str) -> Array:
    lo = c.lo(p, street)
    return (lo < NO_LOW) & (lo == c.all_lo(street).min(axis=1))


@fn("madeLo", board="street", args=("player", "street"), returns="bool", hilo_only=True, cost=COST_HAND)
def _made_lo(c: Context, p: str, street: str) -> Array:
    return c.lo(p, street) < NO_LOW


@fn("rateLoHand", board="none", args=("text",), returns="lorating")
def _rate_lo(c: Context, text: str) -> int:
    letters = text.replace(" ", "").upper()
    if letters and all(ch in RANK_CHARS for ch in letters):  # ranks alone: 'A2345'
        codes = [RANK_CHARS.index(ch) for ch in letters]
    else:
        codes = [x >> 2 for x in parse_cards(text)]
    if len(codes) != 5:
        raise ValueError(f"rateLoHand({text!r}): expected five ranks or cards, got {len(codes)}")
    ranks = {r + 1 if r != 12 else 0 for r in codes}
    if len(ranks) != 5 or max(ranks) > 7:
        return 0
    return NO_LOW - sum(1 << r for r in ranks)


# nuts ----------------------------------------------------------------------------
@fn("nutHi", board="street", args=("player", "street"), returns="bool", cost=COST_NUTS, distinct=True)
def _nut_hi(c: Context, p: str, street: str) -> Array:
    return c.count_better(p, street, c.hi(p, street)) == 0


@fn("nutHiForHandType", board="street", args=("player", "street"), returns="bool", cost=COST_NUTS,
    distinct=True)
def _nut_for_type(c: Context, p: str, street: str) -> Array:
    v = c.hi(p, street)
    first = category_first(category(v))
    to_value, to_type = c.count_better(p, street, v, first)
    return to_value - to_type == 0


@fn("nutLo", board="street", args=("player", "street"), returns="bool", hilo_only=True, cost=COST_NUTS,
    distinct=True)
def _nut_lo(c: Context, p: str, street: str) -> Array:
    v = c.lo(p, street)
    return (v < NO_LOW) & (c.count_better(p, street, v, low=True) == 0)


@fn("outsToHandType", board="street", args=("player", "street", "handtype"), returns="num", cost=COST_OUTS,
    distinct=True)
def _outs_to_type(c: Context, p: str, street: str, t: int) -> Array:
    def rows(part: Context) -> Array:
        values, _, ok = part.outs_values(p, street)
        return (ok & (category(values) >= t)).sum(axis=1)
    return _in_blocks(c, rows, OUTS_ROWS)


# Deals whose next cards are evaluated at once: about 1 KB each (the
# (deals, 52) boards, values and masks), so a block stays near 16 MB.
OUTS_ROWS = 16_384


def _in_blocks(c: Context, f: Callable[[Context], Array], step: int) -> Array:
    """f over the deals step at a time, joined: bounded memory for
    functions whose temporaries grow with the deals times the next cards."""
    if c.n <= step:
        return f(c)
    parts = []
    for a in range(0, c.n, step):
        c.check()
        parts.append(f(c.rows(a, a + step)))
    return np.concatenate(parts)


@fn("minOutsToHandType", board="street", args=("player", "street", "handtype", "num"), returns="bool",
    cost=COST_OUTS)
def _min_outs_to_type(c: Context, p: str, street: str, t: int, count: Any) -> Array:
    return FUNCTIONS["outstohandtype"].run(c, p, street, t) >= count


@fn("nutHiOuts", board="street", args=("player", "street"), returns="num", cost=COST_NUT_OUTS, distinct=True)
def _nut_outs(c: Context, p: str, street: str) -> Array:
    from .context import MAX_OUT_BOARDS
    step = max(1, MAX_OUT_BOARDS // 52)  # deals whose next boards are dealt at once
    return _in_blocks(c, lambda part: _nut_outs_rows(part, p, street), step)


def _nut_outs_rows(c: Context, p: str, street: str) -> Array:
    from .context import count_better_blocked
    values, nxt, ok = c.outs_values(p, street)
    i, j = np.nonzero(ok)
    boards = nxt[i, j]
    better, = count_better_blocked(boards, c.hole(p)[i], [values[i, j]], c.dead, c.holdem, False, c.check)
    return np.bincount(i, weights=(better == 0), minlength=c.n).astype(np.int32)


# flop categories and pairs ----------------------------------------------------------
@fn("flopHandCategory", board="flop", args=("player",), returns="flopcat", cost=COST_HAND)
def _flop_cat(c: Context, p: str) -> Array:
    return _cached_flop(c, p)


def _cached_flop(c: Context, p: str) -> Array:
    key = ("flopcat", p)
    if key not in c._cache:
        c.need_board("flop", "flopHandCategory")
        per_hand = c.per_hand(p, 3)
        if per_hand is not None:
            rows, flop, picks = per_hand
            c._cache[key] = flop_category(rows, np.repeat(flop, len(rows), axis=0))[picks]
        else:
            c._cache[key] = flop_category(c.hole(p), np.ascontiguousarray(c.board("flop")))
    return c._cache[key]


@fn("exactFlopHandCategory", board="flop", args=("player", "flopcat"), returns="bool", cost=COST_HAND)
def _exact_flop(c: Context, p: str, t: int) -> Array:
    return _cached_flop(c, p) == t


@fn("minFlopHandCategory", board="flop", args=("player", "flopcat"), returns="bool", cost=COST_HAND)
def _min_flop(c: Context, p: str, t: int) -> Array:
    return _cached_flop(c, p) >= t


@fn("pocketPair", board="none", args=("player",), returns="bool")
def _pocket_pair(c: Context, p: str) -> Array:
    return (rank_counts(c.hole(p)) > 1).any(axis=1)


@fn("overpair", board="street", args=("player", "street"), returns="bool")
def _overpair(c: Context, p: str, street: str) -> Array:
    c.need_board(street, "overpair")
    pairs = _mask_of_counts(rank_counts(c.hole(p)) > 1)
    return top_rank(pairs) > top_rank(rank_set(c.board(street)))


def _mask_of_counts(flags: Array) -> Array:
    return (flags.astype(np.int32) << np.arange(13, dtype=np.int32)[None, :]).sum(axis=1)


# board texture ----------------------------------------------------------------------
@fn("boardSuitCount", board="street", args=("street",), returns="num")
def _suit_count(c: Context, street: str) -> Array:
    return (suit_counts(c.board(street)) > 0).sum(axis=1)


@fn("rainbowBoard", board="street", args=("street",), returns="bool")
def _rainbow(c: Context, street: str) -> Array:
    return _suit_count(c, street) == STREET_CARDS[street]


@fn("twoToneBoard", board="street", args=("street",), returns="bool")
def _two_tone(c: Context, street: str) -> Array:
    return _suit_count(c, street) == 2


@fn("monotoneBoard", board="street", args=("street",), returns="bool")
def _monotone(c: Context, street: str) -> Array:
    return _suit_count(c, street) == 1


@fn("flushingBoard", board="street", args=("street",), returns="bool")
def _flushing(c: Context, street: str) -> Array:
    return suit_counts(c.board(street)).max(axis=1) >= 3


@fn("pairedBoard", board="street", args=("street",), returns="bool")
def _paired(c: Context, street: str) -> Array:
    c.need_board(street, "pairedBoard")
    return rank_counts(c.board(street)).max(axis=1) >= 2


@fn("straightBoard", board="street", args=("street",), returns="bool")
def _straight_board(c: Context, street: str) -> Array:
    ranks = rank_set(c.board(street))
    return (_POPCOUNT[ranks[:, None] & _STRAIGHTS[None, :]] >= 3).any(axis=1)


@fn("boardAllowsMadeLo", board="street", args=("street",), returns="bool")
def _allows_lo(c: Context, street: str) -> Array:
    return _POPCOUNT[_low_ranks(c.board(street))] >= 3


def _low_ranks(cards: Array) -> Array:
    ranks = rank_set(cards)
    return ((ranks >> 12) & 1) | ((ranks & 0b1111111) << 1)  # ace low, then 2..8


@fn("boardLoCardCount", board="street", args=("street",), returns="num")
def _lo_cards(c: Context, street: str) -> Array:
    return _POPCOUNT[_low_ranks(c.board(street))].astype(np.int32)


@fn("turnCard", board="turncard", args=(), returns="card")
def _turn(c: Context) -> Array:
    return c.board_cards(4)[:, 3].astype(np.int32)


@fn("riverCard", board="rivercard", args=(), returns="card")
def _river(c: Context) -> Array:
    return c.board_cards(5)[:, 4].astype(np.int32)


# ranks -----------------------------------------------------------------------------
@fn("boardRanks", board="street", args=("street",), returns="rankset")
def _board_ranks(c: Context, street: str) -> Array:
    return rank_set(c.board(street))


@fn("handRanks", board="none", args=("player", "street?"), returns="rankset", defaults=("river",))
def _hand_ranks(c: Context, p: str, street: str) -> Array:
    return rank_set(c.hole(p))


@fn("duplicatedBoardRanks", board="street", args=("street",), returns="rankset")
def _dup_board(c: Context, street: str) -> Array:
    return _mask_of_counts(rank_counts(c.board(street)) > 1)


@fn("duplicatedHandRanks", board="none", args=("player", "street?"), returns="rankset", defaults=("river",))
def _dup_hand(c: Context, p: str, street: str) -> Array:
    return _mask_of_counts(rank_counts(c.hole(p)) > 1)


@fn("intersectingHandRanks", board="street", args=("player", "street"), returns="rankset")
def _intersecting(c: Context, p: str, street: str) -> Array:
    return rank_set(c.hole(p)) & rank_set(c.board(street))


@fn("nonIntersectingHandRanks", board="street", args=("player", "street"), returns="rankset")
def _non_intersecting(c: Context, p: str, street: str) -> Array:
    return rank_set(c.hole(p)) & ~rank_set(c.board(street))


@fn("maxRank", board="none", args=("rankset",), returns="rank")
def _max_rank(c: Context, s: Any) -> Array:
    return top_rank(np.asarray(s))


@fn("minRank", board="none", args=("rankset",), returns="rank")
def _min_rank(c: Context, s: Any) -> Array:
    return low_rank(np.asarray(s))


@fn("nthRank", board="none", args=("num", "rankset"), returns="rank")
def _nth_rank(c: Context, n: Any, s: Any) -> Array:
    if not isinstance(n, (int, float)) or n != int(n) or not 1 <= n <= 13:
        raise ValueError(f"nthRank({n!r}, ...): expected a whole number 1..13 as the first argument")
    return top_rank(np.asarray(s), int(n))


@fn("rankCount", board="none", args=("rankset",), returns="num")
def _rank_count(c: Context, s: Any) -> Array:
    return _POPCOUNT[np.asarray(s)].astype(np.int32)


@fn("handBoardIntersections", board="street", args=("player", "street"), returns="num")
def _intersections(c: Context, p: str, street: str) -> Array:
    # ranks, as Open PQL counts them: AhAc on AdKsQs meets the board once
    return _POPCOUNT[rank_set(c.hole(p)) & rank_set(c.board(street))].astype(np.int32)


@fn("hasTopBoardRank", board="street", args=("player", "street"), returns="bool")
def _has_top(c: Context, p: str, street: str) -> Array:
    return _has_board_rank(c, p, street, 1)


@fn("hasSecondBoardRank", board="street", args=("player", "street"), returns="bool")
def _has_second(c: Context, p: str, street: str) -> Array:
    return _has_board_rank(c, p, street, 2)


def _has_board_rank(c: Context, p: str, street: str, nth: int) -> Array:
    c.need_board(street, "a board rank")
    r = top_rank(rank_set(c.board(street)), nth)
    return (r > 0) & ((rank_set(c.hole(p)) >> np.maximum(r - 2, 0)) & 1 == 1)


# conversions and ranges -------------------------------------------------------------
@fn("toCard", board="none", args=("text",), returns="card")
def _to_card(c: Context, text: str) -> int:
    cards = parse_cards(text)
    if len(cards) != 1:
        raise ValueError(f"toCard({text!r}): expected one card such as 'As'")
    return int(cards[0])


@fn("toRank", board="none", args=("text",), returns="rank")
def _to_rank(c: Context, text: str) -> int:
    t = text.strip().upper()
    t = "T" if t == "10" else t
    if len(t) != 1 or t not in RANK_CHARS:
        raise ValueError(f"toRank({text!r}): expected one rank of {RANK_CHARS}")
    return RANK_CHARS.index(t) + 2


@fn("inRange", board="none", args=("player", "text"), returns="bool")
def _in_range(c: Context, p: str, text: str) -> Array:
    from ..ranges.range import Range
    r = Range(text, c.game)
    return r.holds(c.hole(p))


@fn("boardInRange", board="pattern", args=("text",), returns="bool")
def _board_in_range(c: Context, text: str) -> Array:
    n, keys = board_pattern(text)
    return np.isin(board_keys(c.board_cards(n)), keys)


@functools.lru_cache(maxsize=64)
def board_pattern(text: str) -> Tuple[int, Array]:
    """How many cards a board range names (3, 4 or 5) and the keys of its
    boards: read once per text (the compiler asks first, to deal the
    streets it reads)."""
    from ..ranges.boards import board_range
    error: Optional[ValueError] = None
    for n in (3, 4, 5):
        try:
            rows, _ = board_range(text, n)
        except ValueError as err:
            error = error or err
            continue
        return n, board_keys(rows)
    for pad in ("*", "**"):  # Open PQL's shorter patterns ('AA', '*') name part of the flop
        try:
            rows, _ = board_range(text.strip() + pad, 3)
        except ValueError:
            continue
        return 3, board_keys(rows)
    raise ValueError(f"boardInRange({text!r}): {error}")


def board_keys(boards: Array) -> Array:
    """A number per board: its flop as a set, then the turn and river in order."""
    flop = np.sort(boards[:, :3].astype(np.int64), axis=1)
    key = flop[:, 0] * 2704 + flop[:, 1] * 52 + flop[:, 2]
    for j in range(3, boards.shape[1]):
        key = key * 52 + boards[:, j]
    return key

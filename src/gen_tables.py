#!/usr/bin/env python3
"""Generate src/oe_tables.c: every lookup table the C core reads.

Run from the repository root:  python src/gen_tables.py [--check]

It also writes src/oe_board_tables.c/.h: the Omaha turn and river tables by
board rank multiset (see board_rows below).

The tables are a pure function of the hand-ranking rules, so they are built
once here instead of at run time: the C core then has no initialisation step
and no mutable global state. tests/test_tables.py re-runs this script and
checks the committed file is byte-for-byte what it makes.

Values follow the field's standard scale: 1 = royal flush ... 7462 = 7-5-4-3-2.
Ranks are 0 = deuce ... 12 = ace. Classes are built constructively, strongest
first, and numbered in that order.
"""
from __future__ import annotations

import functools
import itertools
import sys
from pathlib import Path

NRANKS = 13
ACE = 12
OUT_C = Path(__file__).with_name("oe_tables.c")
OUT_H = Path(__file__).with_name("oe_tables.h")
OUT_BOARD_C = Path(__file__).with_name("oe_board_tables.c")
OUT_BOARD_H = Path(__file__).with_name("oe_board_tables.h")

# --- the 7,462 hand classes, strongest first --------------------------------

# Straights by top card, ace-high first; the wheel (5-high) is A-2-3-4-5.
STRAIGHTS = [tuple(range(top, top - 5, -1)) for top in range(ACE, 3, -1)] + [(3, 2, 1, 0, ACE)]
STRAIGHT_MASKS = {sum(1 << r for r in s) for s in STRAIGHTS}
assert len(STRAIGHTS) == 10


def _desc(n: int, exclude=()):
    """All n-subsets of ranks (not in exclude), each sorted high to low,
    listed strongest first."""
    ranks = [r for r in range(ACE, -1, -1) if r not in exclude]
    return list(itertools.combinations(ranks, n))


def hand_classes():
    """Yield (category, five ranks) for every class, strongest first.

    Categories: 0 straight flush, 1 quads, 2 full house, 3 flush, 4 straight,
    5 trips, 6 two pair, 7 pair, 8 high card. The five ranks are the cards'
    ranks in the order that breaks ties.
    """
    no_straight = [s for s in _desc(5) if sum(1 << r for r in s) not in STRAIGHT_MASKS]
    for s in STRAIGHTS:
        yield 0, s
    for q in range(ACE, -1, -1):
        for (k,) in _desc(1, (q,)):
            yield 1, (q, q, q, q, k)
    for t in range(ACE, -1, -1):
        for (p,) in _desc(1, (t,)):
            yield 2, (t, t, t, p, p)
    for s in no_straight:
        yield 3, s
    for s in STRAIGHTS:
        yield 4, s
    for t in range(ACE, -1, -1):
        for k in _desc(2, (t,)):
            yield 5, (t, t, t) + k
    for hi, lo in _desc(2):
        for (k,) in _desc(1, (hi, lo)):
            yield 6, (hi, hi, lo, lo, k)
    for p in range(ACE, -1, -1):
        for k in _desc(3, (p,)):
            yield 7, (p, p) + k
    for s in no_straight:
        yield 8, s


CLASSES = list(hand_classes())
assert len(CLASSES) == 7462
# value 1..7462 of a (sorted rank tuple, is_flush) pair
VALUE = {}
for value, (cat, ranks) in enumerate(CLASSES, start=1):
    VALUE[(tuple(sorted(ranks)), cat in (0, 3))] = value
assert len(VALUE) == 7462
CATEGORY_FIRST = [next(v for v, (c, _) in enumerate(CLASSES, 1) if c == cat) for cat in range(9)]


def value_of(ranks, flush=False) -> int:
    return VALUE[(tuple(sorted(ranks)), flush)]


# --- additive rank keys -----------------------------------------------------

def greedy_keys(n: int, limit: int) -> list[int]:
    """Smallest increasing keys whose sums over every rank multiset of size n
    (no rank more than `limit` times) are all distinct."""
    keys = [0]
    for _ in range(1, NRANKS):
        k = keys[-1] + 1
        while True:
            trial = keys + [k]
            sums = set()
            ok = True
            for combo in itertools.combinations_with_replacement(range(len(trial)), n):
                if max(combo.count(x) for x in combo) > limit:
                    continue
                s = sum(trial[i] for i in combo)
                if s in sums:
                    ok = False
                    break
                sums.add(s)
            if ok:
                break
            k += 1
        keys.append(k)
    return keys


def multisets(n: int):
    for combo in itertools.combinations_with_replacement(range(NRANKS), n):
        if max(combo.count(x) for x in combo) <= 4:
            yield combo


# Triples of board ranks: a dense column index 0..454 through a key sum.
TRI_KEYS = greedy_keys(3, 3)
TRIPLES = list(itertools.combinations_with_replacement(range(NRANKS), 3))
assert len(TRIPLES) == 455
TRI_INDEX_SIZE = 3 * TRI_KEYS[-1] + 1
# Pairs of hole ranks: a dense row index 0..90.
PAIRS = list(itertools.combinations_with_replacement(range(NRANKS), 2))
assert len(PAIRS) == 91

# Seven cards: a minimal perfect hash of the rank counts. Ranking the count
# vectors (c12, c11, ..., c0) lexicographically, a rank's term depends only on
# the counts on one side of it, so the index splits into a part from the six
# high ranks (8..A) and a part from the seven low ones (2..8):
#     index = oe_hash7_hi[hi key sum] + oe_hash7_lo[lo key sum]
# The keys of each half (found by greedy search, see greedy_half_keys) give
# distinct sums for every multiset of 0..7 cards in that half.
LO_RANKS = 7  # ranks 0..6 (deuce..eight) form the low half


def greedy_half_keys(nranks: int, max_cards: int = 7) -> list[int]:
    """Smallest increasing positive keys with distinct sums over every rank
    multiset of 0..max_cards cards (each rank at most four times)."""
    keys: list[int] = []
    while len(keys) < nranks:
        k = keys[-1] + 1 if keys else 1
        while True:
            trial = keys + [k]
            sums = set()
            ok = True
            for n in range(max_cards + 1):
                for combo in itertools.combinations_with_replacement(range(len(trial)), n):
                    if n and max(combo.count(x) for x in combo) > 4:
                        continue
                    s = sum(trial[i] for i in combo)
                    if s in sums:
                        ok = False
                        break
                    sums.add(s)
                if not ok:
                    break
            if ok:
                break
            k += 1
        keys.append(k)
    return keys


def no_flush_best(ranks) -> int:
    """Best value of any 5 of these ranks, suits ignored (no flush)."""
    return min(value_of(sub) for sub in itertools.combinations(ranks, 5))


def flush_table() -> list[int]:
    """Best flush (or straight flush) of any five set bits; 0 below five."""
    table = [0] * 8192
    for mask in range(8192):
        bits = [r for r in range(NRANKS) if mask >> r & 1]
        if len(bits) >= 5:
            table[mask] = min(value_of(s, True) for s in itertools.combinations(bits, 5))
    return table


def pair_triple_table():
    """Value of pair + triple, both rank multisets; 0xFFFF where the five
    cards would need a rank five times (impossible with one deck)."""
    table = []
    for pair in PAIRS:
        for tri in TRIPLES:
            five = pair + tri
            if max(five.count(r) for r in five) > 4:
                table.append(0xFFFF)
            else:
                table.append(value_of(five))
    return table


def tri_index_table() -> list[int]:
    table = [0] * TRI_INDEX_SIZE
    for i, tri in enumerate(TRIPLES):
        s = sum(TRI_KEYS[r] for r in tri)
        assert table[s] == 0 or i == 0
        table[s] = i
    return table


def pair_row_table() -> list[int]:
    rows = [0] * 169
    for i, (a, b) in enumerate(PAIRS):
        rows[a * 13 + b] = rows[b * 13 + a] = i * len(TRIPLES)
    return rows


@functools.lru_cache(maxsize=None)
def count_ways(positions: int, cards: int) -> int:
    """Ways to give `positions` ranks 0..4 cards each, `cards` in all."""
    if positions == 0:
        return 1 if cards == 0 else 0
    return sum(count_ways(positions - 1, cards - v) for v in range(min(4, cards) + 1))


def max_key_sum(keys: list[int], n: int) -> int:
    """Largest sum of n keys, each used at most four times."""
    total = 0
    for k in sorted(keys, reverse=True):
        take = min(4, n)
        total += take * k
        n -= take
    return total


def split_rank_hash(n: int, half_keys: list[int]):
    """A minimal perfect hash of the rank multisets of n cards, in two halves.

    Ranking the count vectors (c12, c11, ..., c0) lexicographically, a rank's
    term depends only on the counts on one side of it, so the index splits
    into a part from the six high ranks and a part from the seven low ones:
        index = hi_part[hi key sum] + lo_part[lo key sum]
    Returns (hi_part, lo_part, multisets in index order)."""
    lo_keys = half_keys
    hi_keys = half_keys[:NRANKS - LO_RANKS]

    def term(rank: int, count: int, cards_left: int) -> int:
        # sequences ranked before this one at this rank: a smaller count here,
        # anything valid below
        return sum(count_ways(rank, cards_left - v) for v in range(count))

    hi_part = [0] * (max_key_sum(hi_keys, n) + 1)
    lo_part = [0] * (max_key_sum(lo_keys, n) + 1)
    order = [None] * count_ways(NRANKS, n)
    for combo in multisets(n):
        counts = [combo.count(r) for r in range(NRANKS)]
        hi_sum = sum(hi_keys[r - LO_RANKS] * counts[r] for r in range(LO_RANKS, NRANKS))
        lo_sum = sum(lo_keys[r] * counts[r] for r in range(LO_RANKS))
        hi_idx, left = 0, n
        for r in range(NRANKS - 1, LO_RANKS - 1, -1):
            hi_idx += term(r, counts[r], left)
            left -= counts[r]
        lo_idx = 0
        for r in range(LO_RANKS - 1, -1, -1):
            lo_idx += term(r, counts[r], left)
            left -= counts[r]
        for part, key, idx in ((hi_part, hi_sum, hi_idx), (lo_part, lo_sum, lo_idx)):
            assert part[key] in (0, idx), "half keys collide"
            part[key] = idx
        assert order[hi_idx + lo_idx] is None, f"{n}-card hash is not perfect"
        order[hi_idx + lo_idx] = combo
    assert None not in order
    return hi_part, lo_part, order


def seven_card_tables():
    """Return (half keys, hi part, lo part, values) of the 7-card hash."""
    half_keys = greedy_half_keys(LO_RANKS)
    hi_part, lo_part, order = split_rank_hash(7, half_keys)
    return half_keys, hi_part, lo_part, [no_flush_best(combo) for combo in order]


def rank_key(half_keys: list[int], rank: int) -> int:
    """A rank's key in a split rank hash: the low ranks' half in bits 0-15,
    the high ranks' (the same keys again) in bits 16-31."""
    return half_keys[rank] if rank < LO_RANKS else half_keys[rank - LO_RANKS] << 16


def card_words(half_keys: list[int]) -> list[str]:
    """Each card's word: its rank key, and a count in its suit's nibble
    (bits 32 + 4 * suit). oe_card_word7 (7-card keys) and oe_board_word
    (board keys) are this table for two sets of keys."""
    return [f"{rank_key(half_keys, card >> 2) | 1 << (32 + 4 * (card & 3)):#x}ull" for card in range(52)]


LOW_BITS = 8  # ace .. eight


def low_table() -> list[int]:
    """best[hole_low_set * 256 + board_low_set]: the best 8-or-better low
    from two hole ranks and three board ranks, all five different; 0 if none.
    Bit 0 = ace ... bit 7 = eight, so a smaller mask is a better low."""
    table = [0] * (256 * 256)
    for hole in range(256):
        hole_pairs = [a | b for a, b in itertools.combinations([1 << i for i in range(8) if hole >> i & 1], 2)]
        for board in range(256):
            board_bits = [1 << i for i in range(8) if board >> i & 1]
            best = 0
            for t in itertools.combinations(board_bits, 3):
                tm = t[0] | t[1] | t[2]
                for p in hole_pairs:
                    if not p & tm and (best == 0 or (p | tm) < best):
                        best = p | tm
            table[hole * 256 + board] = best
    return table


def rank_patterns() -> list[int]:
    """For each value 1..7462, the five tie-break ranks packed 4 bits each,
    first rank in the low nibble; entry 0 unused."""
    out = [0]
    for _cat, ranks in CLASSES:
        out.append(sum(r << (4 * i) for i, r in enumerate(ranks)))
    return out


# --- output -----------------------------------------------------------------

def c_array(ctype: str, name: str, values, per_line: int = 12) -> str:
    lines = [f"const {ctype} {name}[{len(values)}] = {{"]
    for i in range(0, len(values), per_line):
        lines.append("    " + ", ".join(str(v) for v in values[i:i + per_line]) + ",")
    lines.append("};\n")
    return "\n".join(lines)


HEADER = """/* Generated by src/gen_tables.py: do not edit by hand. */
#ifndef OE_TABLES_H
#define OE_TABLES_H
#include <stdint.h>

/* Values: 1 = royal flush ... 7462 = 7-5-4-3-2; first value of each category
   (straight flush, quads, full house, flush, straight, trips, two pair, pair,
   high card) and 7463 as the end. */
extern const uint16_t oe_category_first[10];
/* Best flush of any five set bits of a 13-bit rank mask (0 below five). */
extern const uint16_t oe_flush[8192];
/* Rank keys whose sums over three ranks are distinct, and sum -> triple index. */
extern const uint16_t oe_tri_key[13];
extern const uint16_t oe_tri_index[%(tri_size)d];
/* rank_a * 13 + rank_b -> row offset of that rank pair in oe_pair_triple. */
extern const uint16_t oe_pair_row[169];
/* Non-flush value of a rank pair plus a rank triple: [pair row + triple index]. */
extern const uint16_t oe_pair_triple[%(pt_size)d];
/* Seven cards, no flush: ranks 0..6 add oe_half_key[rank] to a low sum,
   ranks 7..12 add oe_half_key[rank - 7] to a high sum, and
   value = oe_nf7[oe_hash7_hi[high sum] + oe_hash7_lo[low sum]]. */
#define OE_LO_RANKS %(lo_ranks)d
extern const uint16_t oe_half_key[%(lo_ranks)d];
extern const uint16_t oe_hash7_hi[%(hi)d];
extern const uint16_t oe_hash7_lo[%(lo)d];
extern const uint16_t oe_nf7[%(nf7)d];
/* Per card, what it adds to a seven-card accumulator: low-half key in bits
   0..15, high-half key in bits 16..31, and 1 in its suit's nibble at bit
   32 + 4 * suit (seeded with 3 per suit, so bit 3 of a nibble means a flush). */
#define OE_SUIT_SEED7 (0x3333ull << 32)
extern const uint64_t oe_card_word7[52];
/* Best 8-or-better low: [hole low-rank set * 256 + board low-rank set]. */
extern const uint8_t oe_low[65536];
/* The five tie-break ranks of each value, 4 bits each, first in the low bits. */
extern const uint32_t oe_rank_pattern[7463];

#endif
"""


# --- Omaha turn and river by board rank multiset ------------------------------
#
# Without a flush, an Omaha hand's value depends only on its hole rank pairs
# and the board's rank multiset. One row per board multiset (6,175 rivers,
# 1,820 turns) holds, for each of the 91 hole rank pairs, the best value of
# that pair with any three board cards: a river hand is then its C(k, 2) pair
# lookups in one row plus the flush check.
#
# Generated into the sources rather than built when the module loads.
# Measured (2026-12-01, the project's 2-vCPU Xeon VM): building both tables in
# C from oe_pair_triple takes 1.9 ms of CPU (43 million instructions), which
# would be a fifth to a third of `import omaha_eval` (5.6-10 ms of CPU) or a
# stall in the first call, and 1.45 MB of private memory in every process;
# it would also need a thread-safe once-only initialisation on every platform
# (pthread_once, InitOnceExecuteOnce; free-threaded builds included) and be
# the core's only mutable global state. As const data the tables cost
# nothing until touched and are shared between processes through the page
# cache; the price is 4.6 MB of C source (460 KB in the sdist), 1.5 s more
# compile time and about 300 KB more in a compressed wheel, and
# tests/test_tables.py checks them byte for byte like the others.

BOARD_CARDS_MAX = 5
HOLE_PAIRS = len(PAIRS)


def hole_pair_table() -> list[int]:
    """[card_a << 6 | card_b] -> index 0..90 of the two cards' rank pair."""
    index = {pair: i for i, pair in enumerate(PAIRS)}
    table = [0] * (52 * 64)
    for a in range(52):
        for b in range(52):
            table[a << 6 | b] = index[tuple(sorted((a >> 2, b >> 2)))]
    return table


def board_rows(order) -> list[int]:
    """For each board multiset (in hash order) and hole pair, the best
    non-flush value of the pair with any three board cards."""
    pair_triple = pair_triple_table()
    per_pair = [pair_triple[p * len(TRIPLES):(p + 1) * len(TRIPLES)] for p in range(HOLE_PAIRS)]
    tri_index = {tri: i for i, tri in enumerate(TRIPLES)}
    rows: list[int] = []
    for board in order:
        cols = sorted({tri_index[t] for t in itertools.combinations(board, 3)})
        rows.extend(min(map(values.__getitem__, cols)) for values in per_pair)
    return rows


PLACE_UNDER_FLUSH = 128


def river_places(rows: list[int]) -> list[int]:
    """Each river row's values as places, a byte where a value needs two: a
    value's place is the number of distinct values in its row that beat it
    (0 = the row's best, at most 90), plus PLACE_UNDER_FLUSH when any flush
    beats it (a straight or worse; quads and full houses beat every flush
    but a straight flush). On one board, places order hands exactly as
    their values do, and the added bit is all it takes to rank a flush
    among them. The Monte Carlo sampler reads these instead of the rows:
    half the cache for the same comparisons (with two threads each thread's
    misses cost more; measured on the project's 2-vCPU VM, a range-against-
    range job ran about 5 % faster on two threads). The price: 562 KB more
    in the library, about 140 KB in a compressed wheel."""
    places: list[int] = []
    for start in range(0, len(rows), HOLE_PAIRS):
        row = rows[start:start + HOLE_PAIRS]
        distinct = sorted(set(row))
        assert len(distinct) <= PLACE_UNDER_FLUSH
        place = {v: i + (PLACE_UNDER_FLUSH if v >= CATEGORY_FIRST[3] else 0) for i, v in enumerate(distinct)}
        places.extend(place[v] for v in row)
    return places


def river_groups(order) -> list[int]:
    """Each river multiset (in hash order) as its groups of equal ranks,
    lowest first: rank << 3 | count, padded with 0xFF to five bytes. The
    Hold'em exact pass reads a board's weight from them (the product over
    groups of the ways to draw that many cards of the rank)."""
    out: list[int] = []
    for board in order:
        groups = [r << 3 | board.count(r) for r in sorted(set(board))]
        out.extend(groups + [0xFF] * (BOARD_CARDS_MAX - len(groups)))
    return out


def river_words7(order, half_keys7: list[int]) -> list[int]:
    """Each river multiset's part of the seven-card rank hash: the sum of
    its cards' oe_card_word7 rank keys (a hand's two are added to it)."""
    return [sum(rank_key(half_keys7, r) for r in board) for board in order]


def card_bits() -> list[str]:
    """[byte] -> 1 << card for 0..51; bit 63 for 52..255 (not a card)."""
    return [f"{1 << b if b < 52 else 1 << 63:#x}ull" for b in range(256)]



BOARD_HEADER = """/* Generated by src/gen_tables.py: do not edit by hand. */
/* Omaha turn and river without flushes, by board rank multiset: the
   comment above board_rows() in src/gen_tables.py says why these are
   generated rather than built at import. */
#ifndef OE_BOARD_TABLES_H
#define OE_BOARD_TABLES_H
#include <stdint.h>

/* Per card, what it adds to a board accumulator: low-half key (ranks 0..6)
   in bits 0..15, high-half key (ranks 7..12) in bits 16..31, and 1 in its
   suit's nibble at bit 32 + 4 * suit. */
extern const uint64_t oe_board_word[52];
/* Board row of 5 (river) or 4 (turn) cards, from the accumulated keys:
   row = oe_river_hi[bits 16..31] + oe_river_lo[bits 0..15]. */
#define OE_RIVER_BOARDS %(river_boards)d
#define OE_TURN_BOARDS %(turn_boards)d
extern const uint16_t oe_river_hi[%(river_hi)d];
extern const uint16_t oe_river_lo[%(river_lo)d];
extern const uint16_t oe_turn_hi[%(turn_hi)d];
extern const uint16_t oe_turn_lo[%(turn_lo)d];
/* [card_a << 6 | card_b] -> 0..90, the index of the two cards' rank pair. */
#define OE_HOLE_PAIRS %(pairs)d
extern const uint8_t oe_hole_pair[%(hole_pair)d];
/* [any byte] -> 1 << card for a card 0..51; bit 63 for 52..255. A row of n
   bytes holds n distinct cards exactly when the sum of their bits equals
   their OR and bit 63 is clear (a repeat carries into another bit). */
extern const uint64_t oe_card_bit[256];
/* Best non-flush value of hole pair p with any three board cards:
   [row * OE_HOLE_PAIRS + p]. */
extern const uint16_t oe_river_rows[%(river_rows)d];
extern const uint16_t oe_turn_rows[%(turn_rows)d];
/* The river rows as places for the Monte Carlo sampler (river_places() in
   src/gen_tables.py): [row * OE_HOLE_PAIRS + p] is how many distinct values
   of the row beat pair p's, plus OE_PLACE_UNDER_FLUSH when every flush
   beats it too. On one board, places rank hands as values do. */
#define OE_PLACE_UNDER_FLUSH %(under_flush)d
extern const uint8_t oe_river_places[%(river_rows)d];
/* Each river row's rank multiset for Hold'em exact equity: its groups of
   equal ranks, lowest first, as rank << 3 | count, 0xFF padding to five:
   [row * 5 + i]; and its cards' part of the seven-card rank hash (the sum
   of their oe_card_word7 rank keys). */
#define OE_RIVER_GROUP_PAD 0xFF
extern const uint8_t oe_river_groups[%(river_groups)d];
extern const uint32_t oe_river_word7[%(river_boards)d];

#endif
"""


def render_board() -> tuple[str, str]:
    half_keys = greedy_half_keys(LO_RANKS, BOARD_CARDS_MAX)
    river_hi, river_lo, river_order = split_rank_hash(5, half_keys)
    turn_hi, turn_lo, turn_order = split_rank_hash(4, half_keys)
    river_rows, turn_rows = board_rows(river_order), board_rows(turn_order)
    river_place = river_places(river_rows)
    hole_pair = hole_pair_table()
    groups = river_groups(river_order)
    words7 = river_words7(river_order, greedy_half_keys(LO_RANKS))
    header = BOARD_HEADER % dict(river_groups=len(groups),
        river_boards=len(river_order), turn_boards=len(turn_order),
        river_hi=len(river_hi), river_lo=len(river_lo), turn_hi=len(turn_hi), turn_lo=len(turn_lo),
        pairs=HOLE_PAIRS, hole_pair=len(hole_pair), river_rows=len(river_rows), turn_rows=len(turn_rows),
        under_flush=PLACE_UNDER_FLUSH)
    parts = [
        "/* Generated by src/gen_tables.py: do not edit by hand. */\n",
        '#include "oe_board_tables.h"\n',
        c_array("uint64_t", "oe_board_word", card_words(half_keys), 4),
        c_array("uint16_t", "oe_river_hi", river_hi, 16),
        c_array("uint16_t", "oe_river_lo", river_lo, 16),
        c_array("uint16_t", "oe_turn_hi", turn_hi, 16),
        c_array("uint16_t", "oe_turn_lo", turn_lo, 16),
        c_array("uint8_t", "oe_hole_pair", hole_pair, 32),
        c_array("uint64_t", "oe_card_bit", card_bits(), 4),
        c_array("uint16_t", "oe_river_rows", river_rows, 13),
        c_array("uint16_t", "oe_turn_rows", turn_rows, 13),
        c_array("uint8_t", "oe_river_places", river_place, 32),
        c_array("uint8_t", "oe_river_groups", groups, 30),
        c_array("uint32_t", "oe_river_word7", words7, 12),
    ]
    return header, "\n".join(parts)


def render() -> tuple[str, str]:
    half_keys, hi_part, lo_part, nf7 = seven_card_tables()
    pair_triple = pair_triple_table()
    tri_index = tri_index_table()
    header = HEADER % dict(tri_size=len(tri_index), pt_size=len(pair_triple), lo_ranks=LO_RANKS,
                           hi=len(hi_part), lo=len(lo_part), nf7=len(nf7))
    parts = [
        "/* Generated by src/gen_tables.py: do not edit by hand. */\n",
        '#include "oe_tables.h"\n',
        c_array("uint16_t", "oe_category_first", CATEGORY_FIRST + [7463]),
        c_array("uint16_t", "oe_flush", flush_table()),
        c_array("uint16_t", "oe_tri_key", TRI_KEYS),
        c_array("uint16_t", "oe_tri_index", tri_index),
        c_array("uint16_t", "oe_pair_row", pair_row_table()),
        c_array("uint16_t", "oe_pair_triple", pair_triple, 16),
        c_array("uint16_t", "oe_half_key", half_keys),
        c_array("uint16_t", "oe_hash7_hi", hi_part, 16),
        c_array("uint16_t", "oe_hash7_lo", lo_part, 16),
        c_array("uint16_t", "oe_nf7", nf7, 16),
        c_array("uint64_t", "oe_card_word7", card_words(half_keys), 4),
        c_array("uint8_t", "oe_low", low_table(), 32),
        c_array("uint32_t", "oe_rank_pattern", rank_patterns()),
    ]
    return header, "\n".join(parts)


def main(argv: list[str]) -> int:
    header, source = render()
    board_header, board_source = render_board()
    outputs = ((OUT_H, header), (OUT_C, source), (OUT_BOARD_H, board_header), (OUT_BOARD_C, board_source))
    if "--check" in argv:
        stale = [p for p, t in outputs if not p.exists() or p.read_text() != t]
        for p in stale:
            print(f"{p} is stale: run python src/gen_tables.py", file=sys.stderr)
        return 1 if stale else 0
    for path, text in outputs:
        path.write_text(text)
    print("wrote " + ", ".join(str(p) for p, _ in outputs))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Generates src/oe_shortdeck_tables.c: the Short Deck (6+) Hold'em tables.

    python src/gen_shortdeck.py [--check]

The 36-card deck has ranks six to ace (the package's rank numbers 4..12).
Its hands rank straight flush, four of a kind, flush, full house, then
three of a kind and straight in the order of the rule set, two pair, pair,
high card; A-6-7-8-9 is the lowest straight (and straight flush). Values
number the 1404 distinct hands from 1 (royal flush) to 1404 (J-9-8-7-6),
trips above straights (the rule set most rooms play); the other rule set's
value is a fixed swap of those two blocks (src/oe_shortdeck.c), but which
five of six or seven cards are best depends on the rule set, so the
non-flush values come in two tables, one per rule set.

Non-flush hands are looked up by their ranks alone: each rank has a key
(sums over up to seven cards, at most four of a rank, are distinct), and a
sum is split into a row (sum >> 9) and a column (sum & 511); each size of
hand (5, 6, 7 cards) has a row offset table into one shared value table,
the rows packed by first fit so that no two valid sums share a slot.
--check: exit 1 if the committed file differs from what this writes
(tests/shortdeck/test_tables.py runs it).
"""
from __future__ import annotations

import itertools
import sys
from pathlib import Path

OUT = Path(__file__).with_name("oe_shortdeck_tables.c")
LOW_RANK = 4          # six
NRANKS = 9            # six .. ace
# best first, high to low; the last is A-6-7-8-9, the ace played low (written nine high, ace last)
STRAIGHTS = [tuple(range(top, top - 5, -1)) for top in range(12, 7, -1)] + [(7, 6, 5, 4, 12)]
SF, QUADS, FLUSH, FULL, TRIPS, STRAIGHT, TWO_PAIR, PAIR, HIGH = range(9)
CATEGORY_CODE = {SF: 8, QUADS: 7, FLUSH: 5, FULL: 6, TRIPS: 3, STRAIGHT: 4, TWO_PAIR: 2, PAIR: 1, HIGH: 0}
COLUMN_BITS = 9


def classes():
    """Every distinct five-card hand as (order key, category, tie-break ranks)
    in strength order, best first (the trips-beat-straight rule set)."""
    out = []
    ranks = range(LOW_RANK, 13)
    straights = STRAIGHTS
    straight_sets = {frozenset(s) for s in straights}
    for s in straights:
        out.append((SF, s))
    for q in sorted(ranks, reverse=True):
        for k in sorted((r for r in ranks if r != q), reverse=True):
            out.append((QUADS, (q, q, q, q, k)))
    highs = [c for c in itertools.combinations(sorted(ranks, reverse=True), 5) if frozenset(c) not in straight_sets]
    for c in highs:
        out.append((FLUSH, c))
    for t in sorted(ranks, reverse=True):
        for p in sorted((r for r in ranks if r != t), reverse=True):
            out.append((FULL, (t, t, t, p, p)))
    for t in sorted(ranks, reverse=True):
        for k in itertools.combinations(sorted((r for r in ranks if r != t), reverse=True), 2):
            out.append((TRIPS, (t, t, t) + k))
    for s in straights:
        out.append((STRAIGHT, s))
    for hi, lo in itertools.combinations(sorted(ranks, reverse=True), 2):
        for k in sorted((r for r in ranks if r not in (hi, lo)), reverse=True):
            out.append((TWO_PAIR, (hi, hi, lo, lo, k)))
    for p in sorted(ranks, reverse=True):
        for k in itertools.combinations(sorted((r for r in ranks if r != p), reverse=True), 3):
            out.append((PAIR, (p, p) + k))
    for c in highs:
        out.append((HIGH, c))
    return out


def build():
    hands = classes()
    value_of = {}
    for v, (cat, r) in enumerate(hands, start=1):
        value_of[(cat, r)] = v
    return hands, value_of


def five_value(cards_ranks, suited, value_of):
    """Value of five ranks (a tuple), suited or not."""
    rs = sorted(cards_ranks, reverse=True)
    counts = {r: rs.count(r) for r in set(rs)}
    shape = sorted(counts.values(), reverse=True)
    distinct = frozenset(rs)
    straight = None
    if len(distinct) == 5:
        for s in STRAIGHTS:
            if frozenset(s) == distinct:
                straight = s
    if suited:
        return value_of[(SF, straight)] if straight else value_of[(FLUSH, tuple(rs))]
    if shape == [4, 1]:
        q = max(counts, key=lambda r: counts[r])
        return value_of[(QUADS, (q,) * 4 + tuple(r for r in rs if r != q))]
    if shape == [3, 2]:
        t = [r for r in counts if counts[r] == 3][0]
        p = [r for r in counts if counts[r] == 2][0]
        return value_of[(FULL, (t, t, t, p, p))]
    if straight:
        return value_of[(STRAIGHT, straight)]
    if shape == [3, 1, 1]:
        t = [r for r in counts if counts[r] == 3][0]
        return value_of[(TRIPS, (t, t, t) + tuple(r for r in rs if r != t))]
    if shape == [2, 2, 1]:
        hi, lo = sorted((r for r in counts if counts[r] == 2), reverse=True)
        return value_of[(TWO_PAIR, (hi, hi, lo, lo) + tuple(r for r in rs if counts[r] == 1))]
    if shape == [2, 1, 1, 1]:
        p = [r for r in counts if counts[r] == 2][0]
        return value_of[(PAIR, (p, p) + tuple(r for r in rs if r != p))]
    return value_of[(HIGH, tuple(rs))]


def rank_keys():
    """Greedy keys: the smallest increasing keys whose sums over any seven
    ranks (at most four of each) are all distinct."""
    import numpy as np

    keys = [0]
    for r in range(1, NRANKS):
        counts = np.array([[c.count(x) for x in range(r + 1)]
                           for c in itertools.combinations_with_replacement(range(r + 1), 7)
                           if all(c.count(x) <= 4 for x in set(c))], dtype=np.int64)
        k = keys[-1] + 1
        while len(np.unique(counts @ np.array(keys + [k]))) < len(counts):
            k += 1
        keys.append(k)
    return keys


def straights_first(v):
    """A value in the straight-beats-trips order: the six straights move
    ahead of the 252 trips (src/oe_shortdeck.c's by_rules, the same swap)."""
    trips, straight, two_pair = 271, 523, 529
    if trips <= v < two_pair:
        return v - (straight - trips) if v >= straight else v + 6
    return v


def nonflush_tables(keys, value_of, order=lambda v: v):
    """Per size 5, 6, 7: {sum: best value of any five of those ranks}, the
    values numbered (and the best picked) by ``order``."""
    out = {}
    for size in (5, 6, 7):
        table = {}
        for c in itertools.combinations_with_replacement(range(NRANKS), size):
            if any(c.count(x) > 4 for x in set(c)):
                continue
            ranks = [x + LOW_RANK for x in c]
            s = sum(keys[x] for x in c)
            assert s not in table
            table[s] = min(order(five_value(f, False, value_of)) for f in itertools.combinations(ranks, 5))
        out[size] = table
    return out


def pack(tables):
    """First-fit row displacement of all three sizes into one value table."""
    values = []   # 0: free
    offsets = {}
    for size in (5, 6, 7):
        rows = {}
        for s, v in tables[size].items():
            rows.setdefault(s >> COLUMN_BITS, []).append((s & ((1 << COLUMN_BITS) - 1), v))
        nrows = max(rows) + 1
        offs = [0] * nrows
        for row in sorted(rows, key=lambda r: -len(rows[r])):
            cols = rows[row]
            off = 0
            while True:
                if all(off + c >= len(values) or values[off + c] == 0 for c, _ in cols):
                    break
                off += 1
            need = off + max(c for c, _ in cols) + 1
            values.extend([0] * (need - len(values)))
            for c, v in cols:
                values[off + c] = v
            offs[row] = off
        offsets[size] = offs
    return offsets, values


def flush_table(value_of):
    """9-bit mask of suited ranks (bit 0 = six) -> best flush of five of them (0 below five)."""
    out = []
    for mask in range(1 << NRANKS):
        ranks = [r + LOW_RANK for r in range(NRANKS) if mask >> r & 1]
        out.append(min((five_value(c, True, value_of) for c in itertools.combinations(ranks, 5)), default=0))
    return out


def c_array(ctype, name, values, per_line=16):
    lines = [f"const {ctype} {name}[{len(values)}] = {{"]
    for i in range(0, len(values), per_line):
        lines.append("    " + ", ".join(str(v) for v in values[i:i + per_line]) + ",")
    lines.append("};")
    return "\n".join(lines)


def generate() -> str:
    hands, value_of = build()
    assert len(hands) == 1404
    keys = rank_keys()
    offsets, values = pack(nonflush_tables(keys, value_of))
    # the other rule set: the same slots (the same sums), its own best values
    straights = nonflush_tables(keys, value_of, straights_first)
    values_straights = [0] * len(values)
    for size in (5, 6, 7):
        row = offsets[size]
        for key, v in straights[size].items():
            values_straights[row[key >> COLUMN_BITS] + (key & ((1 << COLUMN_BITS) - 1))] = v
    patterns = []
    for cat, r in hands:
        word = CATEGORY_CODE[cat] << 20
        for i, x in enumerate(r):
            word |= x << (4 * i)
        patterns.append(word)
    first = {}
    for v, (cat, _) in enumerate(hands, start=1):
        first.setdefault(cat, v)
    # card word: the rank key (short deck cards only) and 1 in its suit's nibble at bit 32
    words = []
    for card in range(52):
        rank, suit = card >> 2, card & 3
        words.append((keys[rank - LOW_RANK] | (1 << (32 + 4 * suit))) if rank >= LOW_RANK else 0)
    parts = [
        "/* Generated by src/gen_shortdeck.py: do not edit by hand. */",
        '#include "oe_shortdeck_tables.h"',
        "",
        c_array("uint32_t", "oe_sd_key", keys),
        c_array("uint64_t", "oe_sd_card_word", [f"0x{w:x}ull" for w in words], 4),
        c_array("uint16_t", "oe_sd_row5", offsets[5]),
        c_array("uint16_t", "oe_sd_row6", offsets[6]),
        c_array("uint16_t", "oe_sd_row7", offsets[7]),
        c_array("uint16_t", "oe_sd_nonflush", values),
        c_array("uint16_t", "oe_sd_nonflush_straights", values_straights),
        c_array("uint16_t", "oe_sd_flush", flush_table(value_of)),
        c_array("uint32_t", "oe_sd_pattern", [0] + patterns, 8),
        c_array("uint16_t", "oe_sd_category_first",
                [first[c] for c in (SF, QUADS, FLUSH, FULL, TRIPS, STRAIGHT, TWO_PAIR, PAIR, HIGH)] + [1405]),
        "",
    ]
    sizes = (len(offsets[5]), len(offsets[6]), len(offsets[7]), len(values))
    return "\n".join(parts), sizes


def main() -> int:
    text, sizes = generate()
    if "--check" in sys.argv:
        same = OUT.exists() and OUT.read_text() == text
        print("src/oe_shortdeck_tables.c is " + ("what the generator writes" if same else "NOT what the generator writes"))
        return 0 if same else 1
    OUT.write_text(text)
    print(f"wrote {OUT}: rows {sizes[:3]}, values {sizes[3]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

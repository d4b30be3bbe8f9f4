"""Oracles for the hand indexer, written from the definitions (never from
the C code).

- canonical(groups): a deal's canonical form by brute force: relabel the
  suits by each of the 24 permutations, describe each group as its sorted
  cards, take the least. Two deals are isomorphic exactly when their
  canonical forms are equal.
- orbit_size(groups): how many deals the class holds: the distinct images
  under the 24 permutations.
- burnside_count(groups, nranks): the number of classes by Burnside's
  lemma, the average over the 24 permutations of the deals each fixes
  (a fixed deal: every group a union of the permutation's card orbits).
- deals(groups, nranks): how many deals there are.
"""
import itertools
import math
import os
from functools import lru_cache

# OMAHA_EVAL_INDEX_FULL=1: the long runs too (millions of random deals per
# round, bigger reduced decks, Courchevel's 5.6 million preflop classes);
# the default suite keeps to a few CPU seconds.
FULL = os.environ.get("OMAHA_EVAL_INDEX_FULL", "") not in ("", "0")

PERMUTATIONS = list(itertools.permutations(range(4)))


def split(cards, groups):
    """Cards (hole then board, as dealt) cut into the round's groups."""
    out, start = [], 0
    for size in groups:
        out.append(list(cards[start:start + size]))
        start += size
    assert start == len(cards), (cards, groups)
    return out


def relabel(groups_cards, perm):
    return tuple(tuple(sorted((c >> 2) * 4 + perm[c & 3] for c in group)) for group in groups_cards)


def canonical(groups_cards):
    """The least relabelling; sorting suits by their per-group rank sets
    first would pick it faster, trying all 24 keeps it obviously right."""
    return min(relabel(groups_cards, perm) for perm in PERMUTATIONS)


def orbit_size(groups_cards):
    return len({relabel(groups_cards, perm) for perm in PERMUTATIONS})


def deals(groups, nranks=13):
    total, left = 1, 4 * nranks
    for size in groups:
        total *= math.comb(left, size)
        left -= size
    return total


def _cycle_type(perm):
    seen, lengths = set(), []
    for start in range(4):
        if start in seen:
            continue
        length, s = 0, start
        while s not in seen:
            seen.add(s)
            s = perm[s]
            length += 1
        lengths.append(length)
    return tuple(sorted(lengths))


def fixed_deals(cycle_lengths, groups, nranks=13):
    """Deals fixed by a permutation of that cycle type: each group is a
    union of card orbits (one orbit per rank and suit cycle)."""
    orbits = {}  # orbit length -> how many orbits
    for length in cycle_lengths:
        orbits[length] = orbits.get(length, 0) + nranks

    lengths = sorted(orbits)

    @lru_cache(maxsize=None)
    def ways(li, remaining):
        # orbits of length lengths[li..] shared among the groups, `remaining` cards per group still wanted
        if li == len(lengths):
            return 1 if all(r == 0 for r in remaining) else 0
        length, count = lengths[li], orbits[lengths[li]]
        total = 0

        def spread(g, left, rem, mult):
            nonlocal total
            if g == len(groups):
                total += mult * ways(li + 1, tuple(rem))
                return
            for k in range(0, min(left, rem[g] // length) + 1):
                rem2 = list(rem)
                rem2[g] -= k * length
                spread(g + 1, left - k, rem2, mult * math.comb(left, k))

        spread(0, count, list(remaining), 1)
        return total

    return ways(0, tuple(groups))


def burnside_count(groups, nranks=13):
    total = sum(fixed_deals(_cycle_type(p), tuple(groups), nranks) for p in PERMUTATIONS)
    assert total % 24 == 0
    return total // 24

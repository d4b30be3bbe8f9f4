"""How an equity job is cut into chunks and what it precomputes: fixed by
the job, never by the thread count, so results never depend on threads."""
from __future__ import annotations

from math import comb
from typing import List

# Monte Carlo trials per chunk (chunk k is stream k of the seed): about
# 0.5 ms of work, so that a 50 ms job is about 110 chunks, 7 rounds of 16
# threads with 2 % idle (chunks of 1 << 16 left a 50 ms job 28 chunks: two
# rounds of 16 with 12 % idle, and 2 threads on a 110 ms job 31 against 30
# chunks). The C call and the Python around it cost about 2-3 us a chunk.
TRIALS_PER_CHUNK = 1 << 14
# Tuples of hands per exact chunk (and opponents per equity_each chunk), by
# known board cards: about 0.3-0.6 ms of PLO4 heads-up work, as a Monte
# Carlo chunk, up to 6 ms for Hi-Lo preflop. Chunks four times larger left
# a 75 ms preflop job 57 chunks: 3.6 rounds of 16 threads, 11 % idle.
TUPLES_PER_CHUNK = {0: 4, 1: 8, 3: 256, 4: 2048, 5: 4096}
# Rough seconds per tuple, to refuse an exact job that would take hours.
SECONDS_PER_TUPLE = {0: 2e-3, 1: 1e-3, 3: 3e-5, 4: 5e-6, 5: 1e-6}
MAX_EXACT_SECONDS = 3600.0
# Rough one-core seconds a Monte Carlo trial of two ranges: trials=N runs an
# exact range-against-range sweep instead when the sweep is estimated cheaper.
MC_SECONDS_PER_TRIAL = 7e-8
# Ranges up to this many hands keep every hand prepared (about 160 bytes each).
PREPARE_LIMIT = 20000
# Exact Omaha with at most one board card known: hands, smallest ranges
# first, whose river-row tables (12 KB each) a job builds once and reuses
# for every combination they are in, instead of once a combination.
ROW_TABLE_HANDS = 4096
MAX_REJECTS = 10_000_000


def row_tables(sizes: List[int], nhole: int, nboard: int, tuples: int) -> List[bool]:
    """Which players' hands get a river-row table for the whole job: Omaha,
    at most one board card known (where the exact pass wants them), more
    than one combination of hands (one matchup builds its own), and the
    smallest ranges first while the hands fit ROW_TABLE_HANDS."""
    chosen = [False] * len(sizes)
    if nhole == 2 or nboard > 1 or tuples <= 1:
        return chosen
    total = 0
    for p in sorted(range(len(sizes)), key=lambda p: sizes[p]):
        if total + sizes[p] > ROW_TABLE_HANDS:
            break
        total += sizes[p]
        chosen[p] = True
    return chosen


def class_table_pays(nhole: int, nboard: int, trials: int) -> bool:
    """Whether a Monte Carlo job on a known flop or turn builds its class
    table (src/oe_class_places.c: each rank class's place in each row to
    come; 166 K entries for PLO4 on a flop, 1.7 M for PLO6, 0.6 to 12 ms):
    an entry costs a few instructions and a trial saves about as many for
    each hand looked up, so the table pays from as many trials as entries."""
    rows = {3: 91, 4: 13}.get(nboard, 0)
    return nhole > 2 and rows > 0 and trials >= rows * comb(12 + nhole, nhole)

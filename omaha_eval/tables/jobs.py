"""The two table jobs: each class against random hands (preflop), and
classes against classes (matchups). A job is a small frozen description;
its chunks are fixed by that description (rows per chunk follow from the
work per row), so every executor computes the same chunks."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Dict, Optional, Tuple

import numpy as np

from .._version import __version__
from ..ranges.orderings.hand_classes import classes
from .work import NCOLUMNS, matchup_counters, preflop_counters, row_seed

# Random deals (times opponents) per chunk: about a quarter of a second of
# PLO4 heads-up (34 M deals/s on the project's VM), so a checkpoint loses
# little and a progress bar moves, while a Dask task's overhead (a few ms of
# the scheduler's and the workers' CPU) stays small: at 1 << 20, 30 ms
# chunks, a 2-worker LocalCluster took 1.22x a process pool's time; at
# 1 << 23, 1.07-1.16x (bench/tables.py, 256 classes).
DEALS_PER_CHUNK = 1 << 23
EXACT_ROWS_PER_CHUNK = 1


def default_rows_per_chunk(trials: Optional[int], deals_per_row: int = 1) -> int:
    """Rows per chunk: about DEALS_PER_CHUNK random deals, or one exact row."""
    if trials is None:
        return EXACT_ROWS_PER_CHUNK
    return max(1, DEALS_PER_CHUNK // (trials * deals_per_row))


def _digest(rows: Tuple[int, ...]) -> str:
    return hashlib.sha256(np.asarray(rows, dtype=np.int64).tobytes()).hexdigest()[:16]


@dataclass(frozen=True)
class PreflopJob:
    """Rows = classes (numbers in `rows`); each against `opponents` random hands."""

    game: str
    opponents: int
    hilo: bool
    trials: Optional[int]
    seed: int
    rows: Tuple[int, ...]
    rows_per_chunk: int


    @property
    def chunks(self) -> int:
        return -(-len(self.rows) // self.rows_per_chunk)

    @property
    def shape(self) -> Tuple[int, int]:
        return (len(self.rows), NCOLUMNS)

    def fingerprint(self) -> Dict[str, Any]:
        return {"job": "preflop", "game": self.game, "opponents": self.opponents, "hilo": self.hilo,
                "trials": self.trials, "seed": self.seed, "classes": len(self.rows),
                "classes_digest": _digest(self.rows), "rows_per_chunk": self.rows_per_chunk,
                "version": __version__}

    def run_chunk(self, index: int) -> Tuple[int, np.ndarray]:
        start = index * self.rows_per_chunk
        rows = self.rows[start:start + self.rows_per_chunk]
        reps = classes(self.game).representatives(list(rows))
        out = np.zeros((len(rows), NCOLUMNS), dtype=np.int64)
        for i, (cls, hand) in enumerate(zip(rows, reps)):
            out[i] = preflop_counters(self.game, self.hilo, hand.tolist(), self.opponents,
                                      self.trials, row_seed(self.seed, cls))
        return start, out


@dataclass(frozen=True)
class MatchupJob:
    """Rows = pairs (hero class, villain class): the hero class's canonical
    hand against every hand of the villain class (by symmetry, the same as
    every hand of one class against every hand of the other)."""

    game: str
    hilo: bool
    trials: Optional[int]
    seed: int
    pairs: Tuple[Tuple[int, int], ...]
    rows_per_chunk: int


    @property
    def chunks(self) -> int:
        return -(-len(self.pairs) // self.rows_per_chunk)

    @property
    def shape(self) -> Tuple[int, int]:
        return (len(self.pairs), NCOLUMNS)

    def fingerprint(self) -> Dict[str, Any]:
        flat = tuple(x for pair in self.pairs for x in pair)
        return {"job": "matchups", "game": self.game, "hilo": self.hilo, "trials": self.trials,
                "seed": self.seed, "pairs": len(self.pairs), "pairs_digest": _digest(flat),
                "rows_per_chunk": self.rows_per_chunk, "version": __version__}

    def run_chunk(self, index: int) -> Tuple[int, np.ndarray]:
        start = index * self.rows_per_chunk
        pairs = self.pairs[start:start + self.rows_per_chunk]
        table = classes(self.game)
        out = np.zeros((len(pairs), NCOLUMNS), dtype=np.int64)
        for i, (hero, villain) in enumerate(pairs):
            hand = table.representatives([hero])[0].tolist()
            out[i] = matchup_counters(self.game, self.hilo, hand, hands_of_class(self.game, villain),
                                      self.trials, row_seed(self.seed, start + i))
        return start, out


def hands_of_class(game: str, cls: int) -> np.ndarray:
    """Every hand of one class, (size, k) uint8: the canonical hand under
    each of the 24 suit relabellings, duplicates removed."""
    import itertools

    rep = classes(game).representatives([cls])[0].astype(np.int64)
    out = set()
    for perm in itertools.permutations(range(4)):
        out.add(tuple(sorted(int((c & ~3) | perm[c & 3]) for c in rep)))
    return np.array(sorted(out), dtype=np.uint8)

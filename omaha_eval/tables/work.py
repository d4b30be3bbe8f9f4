"""The equity work of one table row, as integer counters.

Every row's counters have the columns below: ``BOARDS`` deals (or boards)
covered, then the equity engine's seven counters for the row's hand:
``SHARE`` is the pot share summed over boards in units of ``POT_UNITS`` (so
split pots stay integers), ``SHARE_SQ`` its square summed (for the Monte
Carlo standard error), the rest are board counts. Rows merge by addition.
"""
from __future__ import annotations

import itertools
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple

import numpy as np

from ..core import _core
from ..equity_engine import equity

BOARDS, SHARE, SHARE_SQ, HI_WIN, HI_TIE, LO_WIN, LO_TIE, SCOOP, TIE = range(9)
COLUMNS = ("boards", "share", "share_sq", "hi_win", "hi_tie", "lo_win", "lo_tie", "scoop", "tie")
NCOLUMNS = len(COLUMNS)
POT_UNITS = int(_core.POT_UNITS)
assert int(_core.NCOUNTERS) == NCOLUMNS - 1  # the engine's counters, in this order
_INT64_MAX = 2**63 - 1


def row_seed(job_seed: int, row: int) -> int:
    """The Monte Carlo seed of one row: from the job's seed and the row's
    class (or pair), never from whoever runs it, so neither the workers nor
    the chunking change the table."""
    state = np.random.SeedSequence([job_seed & (2**64 - 1), row]).generate_state(1, dtype=np.uint64)
    return int(state[0] >> np.uint64(1))


def _row(boards: int, counters: Sequence[int]) -> np.ndarray:
    values = [int(boards)] + [int(c) for c in counters]
    if max(values) > _INT64_MAX:  # exact counters of huge jobs: refuse rather than wrap
        raise OverflowError("a table row's counters exceed 64 bits: use trials= (Monte Carlo; "
                            "--trials N without --exact on the command line)")
    return np.array(values, dtype=np.int64)


def _opponent_orbits(hero: Sequence[int], candidates: Optional[np.ndarray] = None) -> Tuple[np.ndarray, np.ndarray]:
    """Opponent hands (default: every hand of the hero's size) that share no
    card with the hero, up to the suit permutations that fix the hero's
    hand: one hand per orbit and the orbit's size. Hands of one orbit have
    identical counters, so weighting one by the size gives the same
    integers as enumerating all of them, two to six times faster."""
    pool: Iterable[Tuple[int, ...]]
    if candidates is None:
        pool = itertools.combinations([c for c in range(52) if c not in hero], len(hero))
    else:
        pool = (tuple(int(c) for c in row) for row in candidates if not set(row.tolist()) & set(hero))
    perms = [p for p in itertools.permutations(range(4))
             if sorted((c & ~3) | p[c & 3] for c in hero) == sorted(hero)]
    orbits: Dict[Tuple[int, ...], int] = {}
    for opp in pool:
        key = min(tuple(sorted((c & ~3) | p[c & 3] for c in opp)) for p in perms)
        orbits[key] = orbits.get(key, 0) + 1
    k = len(hero)
    return (np.array(list(orbits), dtype=np.uint8).reshape(-1, k),
            np.array(list(orbits.values()), dtype=np.int64))


def preflop_counters(game: str, hilo: bool, hand: Sequence[int], opponents: int,
                     trials: Optional[int], seed: int) -> np.ndarray:
    """One row of a preflop table: `hand` against `opponents` random hands,
    exact (trials=None: Hold'em heads-up) or `trials` random deals."""
    hero = [int(c) for c in hand]
    players: List[Any]
    if trials is None:
        players = [hero, _opponent_orbits(hero)]
    else:
        players = [hero] + ["*"] * opponents
    result: Any = equity(players, game=game, hilo=hilo, trials=trials, seed=seed, threads=1)
    return _row(result.boards, result.counters[0])


def matchup_counters(game: str, hilo: bool, hand: Sequence[int], opponents: np.ndarray,
                     trials: Optional[int], seed: int) -> np.ndarray:
    """One row of a matchup table: `hand` against every hand of `opponents`
    that shares no card with it, each weighing the same; every board
    (trials=None) or `trials` random deals."""
    hero = [int(c) for c in hand]
    reps, weights = _opponent_orbits(hero, np.asarray(opponents))
    if len(reps) == 0:  # every villain hand collides with the hero: an empty row
        return np.zeros(NCOLUMNS, dtype=np.int64)
    villain: Any = (reps, weights) if trials is None else np.repeat(reps, weights, axis=0)
    result: Any = equity([hero, villain], game=game, hilo=hilo, trials=trials, seed=seed, threads=1)
    return _row(result.boards, result.counters[0])

"""The equity work of one table row, as integer counters.

Every row's counters have the columns below. ``SHARE`` is the pot share
summed over boards in units of ``POT_UNITS`` (so split pots stay integers),
``SHARE_SQ`` its square (for the Monte Carlo standard error), the rest are
board counts. Rows merge by addition.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

import numpy as np

from .. import _core
from ..games import HOLE_CARDS

BOARDS, SHARE, SHARE_SQ, HI_WIN, HI_TIE, LO_WIN, LO_TIE, SCOOP = range(8)
COLUMNS = ("boards", "share", "share_sq", "hi_win", "hi_tie", "lo_win", "lo_tie", "scoop")
NCOLUMNS = len(COLUMNS)
POT_UNITS = int(_core.POT_UNITS)
_ENGINE_COLUMNS = 7  # the engine's counters per player, in the order SHARE .. SCOOP


def row_seed(job_seed: int, row: int) -> int:
    """The Monte Carlo seed of one row: from the job's seed and the row's
    place in the job, never from whoever runs it."""
    state = np.random.SeedSequence([job_seed & (2**64 - 1), row]).generate_state(1, dtype=np.uint64)
    return int(state[0] >> np.uint64(1))


def _chunk_counters(game: str, hilo: bool, hand: Sequence[int], opponents: int,
                    trials: Optional[int], seed: int) -> np.ndarray:
    """Counters of `hand` against `opponents` random hands: Monte Carlo,
    `trials` deals (each a fresh random hand per opponent and a random
    board). A stand-in for the equity engine's random-hand players."""
    if trials is None:
        raise ValueError("exact tables need the equity engine with random-hand players (trials=None)")
    k = HOLE_CARDS[game]
    rng = np.random.Generator(np.random.PCG64(seed))
    rest = np.setdiff1d(np.arange(52), np.asarray(hand))
    out = np.zeros(NCOLUMNS, dtype=np.int64)
    acc = np.zeros((opponents + 1) * _ENGINE_COLUMNS, dtype=np.uint64)
    hero = [int(c) for c in hand]
    for t in range(trials):
        drawn = rng.choice(rest, size=opponents * k, replace=False)
        hands: Any = [hero] + [drawn[i * k:(i + 1) * k].tolist() for i in range(opponents)]
        deal = _core.Deal(hands, [], [], k, hilo)
        deal.sample(seed, t, 1, acc)
    out[BOARDS] = trials
    out[SHARE:] = acc[:_ENGINE_COLUMNS].astype(np.int64)
    return out


def preflop_counters(game: str, hilo: bool, hand: Sequence[int], opponents: int,
                     trials: Optional[int], seed: int) -> np.ndarray:
    """One row of a preflop table: `hand` against `opponents` random hands."""
    return _chunk_counters(game, hilo, hand, opponents, trials, seed)


def matchup_counters(game: str, hilo: bool, hand: Sequence[int], opponents: np.ndarray,
                     trials: Optional[int], seed: int) -> np.ndarray:
    """One row of a matchup table: `hand` against each hand of `opponents`
    that shares no card with it, every board (exact) or `trials` random
    boards per opponent hand; every opponent hand weighs the same."""
    k = HOLE_CARDS[game]
    hero = [int(c) for c in hand]
    out = np.zeros(NCOLUMNS, dtype=np.int64)
    acc = np.zeros(2 * _ENGINE_COLUMNS, dtype=np.uint64)
    for j, opp in enumerate(np.asarray(opponents)):
        if set(opp.tolist()) & set(hero):
            continue
        deal = _core.Deal([hero, opp.tolist()], [], [], k, hilo)
        if trials is None:
            n = deal.board_count()
            deal.enumerate(0, n, acc)
        else:
            n = trials
            deal.sample(seed, j, n, acc)
        out[BOARDS] += n
    out[SHARE:] = acc[:_ENGINE_COLUMNS].astype(np.int64)
    return out

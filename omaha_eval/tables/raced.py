"""The evolution program (tables/evolution.py) for fewer deals: racing.

The plain program deals every class ``base_trials << r`` times in round r,
but a round only decides, for each class, whether it is good (profit > 0),
and only the last round's order near the cut points users ask for (5, 10,
15, 20, 25, 30, 40, 50%) is read. So each round is dealt in stages: the
first ``round_trials >> 2 s`` deals of each class (s = stages - 1 .. 1,
skipping stages under ``min_stage`` deals), then the full ``round_trials``
(evolution.round_segments).
After a stage a class stops when its profit is ``margin(z, ...)`` from 0
(z standard errors and a term for the chips' skew: its good/bad decision
is clear); in the last round it must also be ``margin(z_cut, ...)`` from
every cut point's profit (its side of each cut is clear). The rest go on
to the next stage.

Each stage deals a class only its new deals, from a stream of its own
(seed, round << 40 | stage << 32 | class): the plain program run with the
same segments (``evolve(..., stages=, min_stage=)``) deals every class the
same deals, stage by stage. So a class that runs to the end of a round has
exactly that program's profit, a stopped class its first deals, and the
good sets are that program's, round by round, unless a stopped class's
sign would have flipped after that margin (the tests compare them
exactly on Hold'em, and on PLO4 with few deals). The jobs stay stateless (small, picklable, any
executor). Common random numbers (one board and one set of opponents for
every class of a batch) are not used: the hero's cards would have to be
dealt around, which changes what the plain program deals.

Each stage is a ChunkedJob over the classes still running, with its own
checkpoint file, so a build stops and resumes at any point.
"""
from __future__ import annotations

import hashlib
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np

from .._version import __version__
from ..ranges.orderings.hand_classes import classes
from .chunks import PathLike, check_executor, run_chunks
from .evolution import (DEALS_PER_CHUNK, EvolutionResult, RoundDeals, check_arguments, deal_classes,
                        round_profit, round_segments)

CUTS = (5, 10, 15, 20, 25, 30, 40, 50)


@dataclass(frozen=True)
class RacedStageJob(RoundDeals):
    """One stage of one round: the classes `rows` (int32 bytes), each dealt
    `trials` deals from its stream for this stage. Result row i is class
    rows[i]: (deals, chips won, their squares)."""

    rows: bytes
    rows_per_chunk: int
    stage: int

    def _rows(self) -> np.ndarray:
        return np.frombuffer(self.rows, dtype=np.int32)

    @property
    def chunks(self) -> int:
        return max(1, -(-len(self._rows()) // self.rows_per_chunk))

    @property
    def shape(self) -> Tuple[int, int]:
        return (len(self._rows()), 3)

    def fingerprint(self) -> Dict[str, Any]:
        return {**self.round_fingerprint("evolution-raced-stage"),
                "rows": hashlib.sha256(self.rows).hexdigest()[:16], "rows_per_chunk": self.rows_per_chunk,
                "stage": self.stage,
                "version": __version__}

    def run_chunk(self, index: int) -> Tuple[int, np.ndarray]:
        start = index * self.rows_per_chunk
        rows = self._rows()[start:start + self.rows_per_chunk].tolist()
        if not rows:
            return start, np.zeros((0, 3), dtype=np.int64)
        return start, deal_classes(self.game, self.hilo, self.players, self.round, self.trials, self.seed,
                                   self.good, rows, self.stage)


@dataclass(frozen=True)
class RacedResult(EvolutionResult):
    """An EvolutionResult whose classes got different numbers of deals:
    ``deals[r]`` per class in round r; the racing's parameters kept."""

    deals: Tuple[np.ndarray, ...] = ()
    z: float = 4.0
    z_cut: float = 2.0
    skew: float = 1.0
    cuts: Tuple[float, ...] = CUTS
    stages: int = 4
    min_stage: int = 256

    @property
    def method(self) -> str:
        """What an ordering file records: the method and the racing's parameters."""
        return (f"ppt-evolution-raced z={self.z:g} z_cut={self.z_cut:g} skew={self.skew:g} stages={self.stages} "
                f"min_stage={self.min_stage} cuts={','.join(f'{c:g}' for c in self.cuts)}")

    def total_deals(self) -> int:
        return int(sum(int(d.sum()) for d in self.deals))


def cut_profits(profit: np.ndarray, sizes: np.ndarray, cuts: Sequence[float]) -> np.ndarray:
    """For each cut N%, the profit halfway between the last class taken into
    the top N% (by profit, best first, as an ordering cuts) and the first left out."""
    order = np.lexsort((np.arange(len(profit)), -profit))
    cum = np.cumsum(sizes[order])
    total = float(cum[-1])
    out = []
    for pct in cuts:
        taken = int(np.searchsorted(cum, pct / 100 * total + 1e-9, side="right"))
        inside = profit[order[max(taken - 1, 0)]]
        outside = profit[order[min(taken, len(order) - 1)]]
        out.append((inside + outside) / 2)
    return np.array(out, dtype=np.float64)


def margin(z: float, se: np.ndarray, deals: int, players: int, skew: float) -> np.ndarray:
    """How far a profit must be from a threshold to stop: z standard errors,
    plus ``skew * z**2 * players / deals`` because a hand's chips are
    skewed (it loses one chip most deals and wins a pot of up to `players`
    now and then), so a few hundred deals can show a small standard error
    by luck (an empirical-Bernstein bound's second term, in the form of its
    range over the deals). Without it, PLO4 with 32-deal stages stopped
    classes the plain program decides the other way."""
    return z * se + skew * z * z * players / deals


def evolve_raced(game: str, players: int = 10, hilo: bool = False, rounds: int = 10, base_trials: int = 100,
                 seed: int = 1, z: float = 4.0, z_cut: float = 2.0, cuts: Sequence[float] = CUTS,
                 stages: int = 4, min_stage: int = 256, skew: float = 1.0, executor: Optional[Executor] = None,
                 checkpoint: Optional[PathLike] = None, progress: bool = False) -> RacedResult:
    """The evolution program by racing (module docstring): the same
    arguments as ``evolve`` and the racing's own. checkpoint: a file name;
    stage s of round r keeps its chunks in ``{checkpoint}.round{r}.stage{s}``,
    so a rerun with the same arguments resumes where it stopped."""
    name = check_arguments(game, players, hilo, rounds, base_trials, seed, stages, min_stage)
    for what, value, least in (("z", z, "above 0"), ("z_cut", z_cut, "above 0"), ("skew", skew, "0 or more")):
        if (isinstance(value, bool) or not isinstance(value, (int, float))
                or not (value >= 0 if what == "skew" else value > 0)):
            raise ValueError(f"{what}={value!r}: expected a number {least}")
    cut_list = tuple(float(c) for c in cuts)
    if any(not 0 < c < 100 for c in cut_list):
        raise ValueError(f"cuts={cuts!r}: expected percents between 0 and 100")
    check_executor(executor)
    table = classes(name)
    count = table.count
    sizes = table.sizes.astype(np.float64)
    profits: List[np.ndarray] = []
    errors: List[np.ndarray] = []
    goods: List[np.ndarray] = []
    deals: List[np.ndarray] = []
    good = b""
    for r in range(rounds):
        last_round = r == rounds - 1
        full = int(base_trials) << r
        plan = round_segments(full, stages, min_stage)
        profit = np.zeros(count)
        se = np.zeros(count)
        totals = np.zeros((count, 3), dtype=np.int64)
        running = np.arange(count, dtype=np.int32)
        for s, upto in enumerate(plan):
            trials = upto - (plan[s - 1] if s else 0)
            per_chunk = max(1, DEALS_PER_CHUNK // trials)
            job = RacedStageJob(name, hilo, int(players), r, trials, int(seed), good, running.tobytes(),
                                per_chunk, s)
            path = None if checkpoint is None else f"{checkpoint}.round{r}.stage{s}"
            totals[running] += run_chunks(job, executor, path, progress,
                                          desc=f"{name} raced round {r + 1}/{rounds}, stage {s + 1}/{len(plan)}")
            profit[running], se[running] = round_profit(totals[running])
            if s == len(plan) - 1:
                break
            p, e = profit[running], se[running]
            clear = np.abs(p) >= margin(z, e, upto, players, skew)
            if last_round:
                for t in cut_profits(profit, sizes, cut_list):
                    clear &= np.abs(p - t) >= margin(z_cut, e, upto, players, skew)
            running = running[~clear]
            if not len(running):
                break
        profits.append(profit)
        errors.append(se)
        deals.append(totals[:, 0].copy())
        now = profit > 0
        if not now.any():  # as evolve: keep the method total
            now = np.ones(count, dtype=bool)
        goods.append(now)
        good = now.astype(np.uint8).tobytes()
    return RacedResult(name, hilo, int(players), int(rounds), int(base_trials), int(seed), tuple(profits),
                       tuple(errors), tuple(goods), deals=tuple(deals), z=float(z), z_cut=float(z_cut),
                       skew=float(skew), cuts=cut_list, stages=int(stages), min_stage=int(min_stage))

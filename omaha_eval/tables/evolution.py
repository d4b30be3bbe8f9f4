"""ProPokerTools' "evolution program" for ordering starting hands
(pokercoder.blogspot.com, 2006-07, "Towards a Meaningful Ordering of Hands"),
run as a chunked, resumable table job.

Rounds 0..rounds-1. In each, every class's hand is dealt ``trials_r`` times
(``base_trials * 2**r``: doubling each round) at a table of ``players``
seats with one random "blind" hand and ``players - 2`` more random hands.
The hand and the blind put one chip in; each other hand puts one chip in
only if it is "good", else it folds; a board is dealt and the pot awarded
(src/oe_evolution.h). A class is good when it wins more than the chip it
put in, on average (profit > 0); in the first round every hand is good. The
good set shrinks and settles; the classes are ranked by their profit in the
last round. Each round is a ChunkedJob (tables/chunks.py): any executor,
a checkpoint file per round, and the result depends only on the seed.
"""
from __future__ import annotations

import hashlib
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

import numpy as np

from .. import _core
from .._version import __version__
from ..games import HOLE_CARDS, canonical_game, check_hilo
from .chunks import PathLike, check_executor, run_chunks
from .hand_classes import all_hands, classes

METHOD = "ppt-evolution"
DEALS_PER_CHUNK = 1 << 21   # about 0.8 s of ten-handed PLO4 on the project's VM
# most seats the game's deck allows: k cards each and a board of five
MAX_PLAYERS = {"holdem": 10, "omaha": 10, "omaha5": 9, "omaha6": 7, "courchevel": 9}
_COLEX_CLASS: Dict[str, np.ndarray] = {}


def colex_classes(game: str) -> np.ndarray:
    """The class number of every hand of the game, in colex order (one
    entry per hand, as a Range's dense set): cached per process."""
    if game not in _COLEX_CLASS:
        hands = all_hands(HOLE_CARDS[game])
        out = np.empty(len(hands), dtype=np.int32)
        out[_core.range_indices(hands)] = classes(game).lookup(hands)
        _COLEX_CLASS[game] = out
    return _COLEX_CLASS[game]


def _digest(flags: bytes) -> str:
    return hashlib.sha256(flags).hexdigest()[:16]


@dataclass(frozen=True)
class EvolutionRoundJob:
    """One round: rows = classes, counters (deals, chips won in
    EVOLUTION_UNITS, their squares). `good` is one byte per class (1 =
    plays), or empty for the first round (every hand plays)."""

    game: str
    hilo: bool
    players: int
    round: int
    trials: int
    seed: int
    good: bytes
    rows_per_chunk: int

    @property
    def chunks(self) -> int:
        return -(-classes(self.game).count // self.rows_per_chunk)

    @property
    def shape(self) -> Tuple[int, int]:
        return (classes(self.game).count, 3)

    def fingerprint(self) -> Dict[str, Any]:
        return {"job": "evolution-round", "game": self.game, "hilo": self.hilo, "players": self.players,
                "round": self.round, "trials": self.trials, "seed": self.seed,
                "good": _digest(self.good) if self.good else "all", "rows_per_chunk": self.rows_per_chunk,
                "version": __version__}

    def run_chunk(self, index: int) -> Tuple[int, np.ndarray]:
        table = classes(self.game)
        start = index * self.rows_per_chunk
        rows = list(range(start, min(table.count, start + self.rows_per_chunk)))
        heroes = np.ascontiguousarray(table.representatives(rows), dtype=np.uint8)
        good = None
        if self.good:
            by_class = np.frombuffer(self.good, dtype=np.uint8)
            good = np.ascontiguousarray(by_class[colex_classes(self.game)])
        streams = np.array([(self.round << 40) | r for r in rows], dtype=np.uint64)
        out = np.zeros((len(rows), 3), dtype=np.uint64)
        buffers: Any = (heroes, streams, out)  # numpy arrays where the binding takes buffers
        _core.evolution_deals(buffers[0], self.game == "holdem", self.hilo, self.players, good, self.trials,
                              self.seed, buffers[1], buffers[2])
        return start, out.astype(np.int64)


@dataclass(frozen=True)
class EvolutionResult:
    """Every round's profit per class (chips per hand, in class order), its
    standard error and the good set it made; ``profit[-1]`` ranks."""

    game: str
    hilo: bool
    players: int
    rounds: int
    base_trials: int
    seed: int
    profit: Tuple[np.ndarray, ...]
    std_error: Tuple[np.ndarray, ...]
    good: Tuple[np.ndarray, ...]     # bool per class: good after each round

    @property
    def trials(self) -> Tuple[int, ...]:
        return tuple(self.base_trials << r for r in range(self.rounds))

    def order(self) -> np.ndarray:
        """Class numbers best first: by last-round profit, ties to the lower class."""
        last = self.profit[-1]
        return np.lexsort((np.arange(len(last)), -last)).astype(np.int64)


def round_profit(counters: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
    """(profit per hand in chips, its standard error) from a round's counters."""
    units = float(_core.EVOLUTION_UNITS)
    deals = counters[:, 0].astype(np.float64)
    mean = counters[:, 1] / deals / units
    second = counters[:, 2] / deals / (units * units)
    var = np.maximum(second - mean * mean, 0.0)
    return mean - 1.0, np.sqrt(var / deals)


def evolve(game: str, players: int = 10, hilo: bool = False, rounds: int = 10, base_trials: int = 100,
           seed: int = 1, executor: Optional[Executor] = None, checkpoint: Optional[PathLike] = None,
           progress: bool = False) -> EvolutionResult:
    """Runs the evolution program (module docstring) for every class of the
    game. checkpoint: a file name; round r keeps its finished chunks in
    ``{checkpoint}.round{r}``, so a rerun with the same arguments resumes
    where it stopped (finished rounds cost only a read)."""
    name = canonical_game(game)
    if not isinstance(hilo, bool):
        raise TypeError(f"hilo={hilo!r}: expected True or False")
    check_hilo(name, hilo)
    for what, value, low, high in (("players", players, 2, MAX_PLAYERS[name]), ("rounds", rounds, 1, 20),
                                   ("base_trials", base_trials, 1, 1 << 30), ("seed", seed, 0, 2**63 - 1)):
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
            raise TypeError(f"{what}={value!r}: expected an int")
        if not low <= value <= high:
            raise ValueError(f"{what}={value}: expected {low}..{high}"
                             + (f" ({name}: {high} seats fit the deck)" if what == "players" else ""))
    check_executor(executor)
    count = classes(name).count
    profits: List[np.ndarray] = []
    errors: List[np.ndarray] = []
    goods: List[np.ndarray] = []
    good = b""
    for r in range(rounds):
        trials = int(base_trials) << r
        per_chunk = max(1, DEALS_PER_CHUNK // trials)
        job = EvolutionRoundJob(name, hilo, int(players), r, trials, int(seed), good, per_chunk)
        path = None if checkpoint is None else f"{checkpoint}.round{r}"
        counters = run_chunks(job, executor, path, progress, desc=f"{name} evolution round {r + 1}/{rounds}")
        profit, se = round_profit(counters)
        profits.append(profit)
        errors.append(se)
        now = profit > 0
        if not now.any():  # cannot happen with a blind in every pot; keep the method total
            now = np.ones(count, dtype=bool)
        goods.append(now)
        good = now.astype(np.uint8).tobytes()
    return EvolutionResult(name, hilo, int(players), int(rounds), int(base_trials), int(seed),
                           tuple(profits), tuple(errors), tuple(goods))


def top_agreement(first: Any, second: Any, percents: Tuple[float, ...] = (5, 10, 20, 30, 40)) -> Dict[float, float]:
    """How far two orderings of one game agree: for each N, the share of
    the combinations of the first's ``N%`` that are also in the second's."""
    if first.game != second.game:
        raise ValueError(f"orderings of {first.game} and {second.game} cannot be compared")
    sizes = classes(first.game).sizes
    total = int(sizes.sum())
    out: Dict[float, float] = {}
    for pct in percents:
        taken = []
        for o in (first, second):
            cum = np.cumsum(sizes[o.classes])
            n = int(np.searchsorted(cum, pct / 100 * total + 1e-9, side="right"))
            taken.append(set(np.asarray(o.classes[:n]).tolist()))
        a, b = taken
        out[pct] = float(sizes[list(a & b)].sum()) / max(1, int(sizes[list(a)].sum()))
    return out

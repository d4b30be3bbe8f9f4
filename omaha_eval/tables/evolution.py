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

from ..core import _core
from .._version import __version__
from ..core.games import HOLE_CARDS, canonical_game, check_hilo
from .chunks import PathLike, check_executor, run_chunks
from ..ranges.orderings.hand_classes import all_hands, classes

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
class RoundDeals:
    """What fixes a round's deals, which every job of the round shares (a
    round here, a stage of one in raced.py): the game, the players, the
    round, the deals per class, the seed, and `good`, one byte per class
    (1 = plays), or empty for the first round (every hand plays)."""

    game: str
    hilo: bool
    players: int
    round: int
    trials: int
    seed: int
    good: bytes

    def round_fingerprint(self, job: str) -> Dict[str, Any]:
        """The start of a job's fingerprint: its kind and the round's deals."""
        return {"job": job, "game": self.game, "hilo": self.hilo, "players": self.players, "round": self.round,
                "trials": self.trials, "seed": self.seed, "good": _digest(self.good) if self.good else "all"}


@dataclass(frozen=True)
class EvolutionRoundJob(RoundDeals):
    """One round: rows = classes, counters (deals, chips won in
    EVOLUTION_UNITS, their squares)."""

    rows_per_chunk: int
    segment: int = 0   # which of the round's streams (see deal_classes)

    @property
    def chunks(self) -> int:
        return -(-classes(self.game).count // self.rows_per_chunk)

    @property
    def shape(self) -> Tuple[int, int]:
        return (classes(self.game).count, 3)

    def fingerprint(self) -> Dict[str, Any]:
        return {**self.round_fingerprint("evolution-round"), "rows_per_chunk": self.rows_per_chunk,
                "version": __version__, **({"segment": self.segment} if self.segment else {})}

    def run_chunk(self, index: int) -> Tuple[int, np.ndarray]:
        start = index * self.rows_per_chunk
        rows = list(range(start, min(classes(self.game).count, start + self.rows_per_chunk)))
        return start, deal_classes(self.game, self.hilo, self.players, self.round, self.trials, self.seed,
                                   self.good, rows, self.segment)


def deal_classes(game: str, hilo: bool, players: int, round_: int, trials: int, seed: int, good: bytes,
                 rows: List[int], segment: int = 0) -> np.ndarray:
    """(deals, chips won, their squares) of `trials` evolution deals of each
    class in `rows` in round `round_`: class c's deals are the first
    `trials` of its stream (seed, round << 40 | segment << 32 | c), whatever
    else is dealt. A round dealt in segments (round_segments) has one
    stream per segment, so each segment is a job of its own."""
    table = classes(game)
    heroes = np.ascontiguousarray(table.representatives(rows), dtype=np.uint8)
    plays = None
    if good:
        by_class = np.frombuffer(good, dtype=np.uint8)
        plays = np.ascontiguousarray(by_class[colex_classes(game)])
    streams = np.array([(round_ << 40) | (segment << 32) | r for r in rows], dtype=np.uint64)
    out = np.zeros((len(rows), 3), dtype=np.uint64)
    buffers: Any = (heroes, streams, out)  # numpy arrays where the binding takes buffers
    _core.evolution_deals(buffers[0], game == "holdem", hilo, players, plays, trials, seed, buffers[1],
                          buffers[2])
    return out.astype(np.int64)


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


def round_segments(round_trials: int, stages: int = 1, min_stage: int = 256) -> List[int]:
    """Where a round's deals are cut into segments: the cumulative deals at
    the end of each, ``round_trials >> 2 s`` for s = stages - 1 .. 1
    (those of at least min_stage deals), then the round's full count. One
    stage (the default) is one stream a class, as the shipped files were
    dealt; tables/raced.py stops a class at the end of any segment."""
    early = [round_trials >> (2 * s) for s in range(stages - 1, 0, -1)]
    return [n for n in early if min_stage <= n < round_trials] + [round_trials]


def check_arguments(game: str, players: int, hilo: bool, rounds: int, base_trials: int, seed: int,
                    stages: int = 1, min_stage: int = 256) -> str:
    """The canonical game name, once the evolution's arguments are checked."""
    # stages <= 16: a stage's number is 8 bits of the stream (deal_classes)
    for what, value, high in (("stages", stages, 16), ("min_stage", min_stage, 1 << 30)):
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= high:
            raise ValueError(f"{what}={value!r}: expected an int from 1 to {high}")
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
    return name


def evolve(game: str, players: int = 10, hilo: bool = False, rounds: int = 10, base_trials: int = 100,
           seed: int = 1, executor: Optional[Executor] = None, checkpoint: Optional[PathLike] = None,
           progress: bool = False, stages: int = 1, min_stage: int = 256) -> EvolutionResult:
    """Runs the evolution program (module docstring) for every class of the
    game. checkpoint: a file name; round r keeps its finished chunks in
    ``{checkpoint}.round{r}`` (segment s > 0: ``.segment{s}``), so a rerun
    with the same arguments resumes where it stopped (finished rounds cost
    only a read). stages, min_stage: each round's deals in segments of
    their own streams (round_segments), as a raced build (tables/raced.py)
    deals them; every class still gets every deal."""
    name = check_arguments(game, players, hilo, rounds, base_trials, seed, stages, min_stage)
    check_executor(executor)
    count = classes(name).count
    profits: List[np.ndarray] = []
    errors: List[np.ndarray] = []
    goods: List[np.ndarray] = []
    good = b""
    for r in range(rounds):
        counters = np.zeros((count, 3), dtype=np.int64)
        done = 0
        for s, upto in enumerate(round_segments(int(base_trials) << r, stages, min_stage)):
            trials = upto - done
            done = upto
            per_chunk = max(1, DEALS_PER_CHUNK // trials)
            job = EvolutionRoundJob(name, hilo, int(players), r, trials, int(seed), good, per_chunk, s)
            path = None if checkpoint is None else f"{checkpoint}.round{r}" + (f".segment{s}" if s else "")
            counters += run_chunks(job, executor, path, progress, desc=f"{name} evolution round {r + 1}/{rounds}")
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


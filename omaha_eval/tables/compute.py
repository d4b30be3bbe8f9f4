"""tables.preflop and tables.matchups: check the arguments, build the job,
run its chunks, wrap the counters in an EquityTable."""
from __future__ import annotations

from concurrent.futures import Executor
from typing import Any, Iterable, List, Optional, Sequence, Tuple, Union, cast

import numpy as np

from ..core.seeds import new_seed
from ..core.games import canonical_game, check_hilo, hilo_from_game
from .chunks import PathLike, check_executor, run_chunks
from ..ranges.orderings.hand_classes import classes
from .jobs import MatchupJob, PreflopJob, default_rows_per_chunk
from .table import EquityTable

HandLike = Union[str, Sequence[Any], int]


def _check_int(name: str, value: Any, low: int, high: Optional[int] = None, none_ok: bool = False) -> None:
    if value is None and none_ok:
        return
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name}={value!r}: expected an int" + (" or None" if none_ok else ""))
    if value < low or (high is not None and value > high):
        span = f"{low}..{high}" if high is not None else f">= {low}"
        raise ValueError(f"{name}={value}: expected {span}")


def _check_common(game: Any, hilo: Any, trials: Any, seed: Any, threads: Any, executor: Any) -> Tuple[str, int]:
    name = canonical_game(game)
    if not isinstance(hilo, bool):
        raise TypeError(f"hilo={hilo!r}: expected True or False")
    check_hilo(name, hilo)
    _check_int("trials", trials, 1, none_ok=True)
    _check_int("seed", seed, 0, 2**63 - 1, none_ok=True)
    _check_int("threads", threads, 1, none_ok=True)
    check_executor(executor)
    return name, (new_seed() if seed is None else int(seed))


def _class_numbers(game: str, hands: Optional[Iterable[HandLike]], what: str) -> List[int]:
    from ..equity_engine import is_range_text
    from ..ranges import Range
    table = classes(game)
    if hands is None:
        return list(range(table.count))
    if isinstance(hands, (str, bytes)):
        hands = [hands]
    out: List[int] = []
    for h in hands:
        if isinstance(h, (int, np.integer)) and not isinstance(h, bool):
            out.append(table.check_class(h))
        elif isinstance(h, str) and is_range_text(h):  # 'AA$ds': every class it holds
            rows = Range(h, game).hands
            if not len(rows):
                raise ValueError(f"{what}: range {h!r} holds no {game} hand")
            out.extend(int(c) for c in dict.fromkeys(table.lookup(rows).tolist()))
        else:
            out.append(table.index(cast(Any, h)))
    if not out:
        raise ValueError(f"{what}: no hands given")
    return list(dict.fromkeys(out))  # each class once, in the order given


@hilo_from_game
def preflop(game: str, opponents: int = 1, hilo: bool = False, trials: Optional[int] = 100_000,
            seed: Optional[int] = None, threads: Optional[int] = None, executor: Optional[Executor] = None,
            checkpoint: Optional[PathLike] = None, progress: bool = False,
            hands: Optional[Iterable[HandLike]] = None, rows_per_chunk: Optional[int] = None) -> EquityTable:
    """Every class's all-in equity against `opponents` (1..9) random hands.

    trials: Monte Carlo deals per class (each a fresh random hand per
    opponent and a random board), or None for exact enumeration (Hold'em
    heads-up only: about two seconds a class). seed: makes Monte Carlo reproducible (default:
    random, recorded in the table). threads: how many threads run the
    chunks (default: one per core); executor: any concurrent.futures
    Executor instead; the table is bit-identical whichever runs it. checkpoint: a file that records finished chunks, so
    an interrupted run resumes. hands: only these classes (class texts,
    hands or class numbers); default every class. rows_per_chunk: how the
    job is cut (default: about a million deals per chunk); part of the job,
    so a checkpoint is only resumed with the same value.
    """
    name, job_seed = _check_common(game, hilo, trials, seed, threads, executor)
    _check_int("opponents", opponents, 1, 9)
    if trials is None and (name != "holdem" or opponents != 1):
        raise ValueError(f"trials=None (exact; --exact on the command line) is for Hold'em against one hand; "
                         f"{name} against {opponents}: give trials=N for Monte Carlo (--trials N)")
    rows = _class_numbers(name, hands, "hands")
    _check_int("rows_per_chunk", rows_per_chunk, 1, none_ok=True)
    per_chunk = rows_per_chunk or default_rows_per_chunk(trials, int(opponents))
    job = PreflopJob(name, int(opponents), hilo, trials, job_seed, tuple(rows), per_chunk)
    counters = run_chunks(job, executor, checkpoint, progress, desc=f"{name} preflop", threads=threads)
    return EquityTable(game=name, hilo=hilo, opponents=int(opponents), trials=trials,
                 seed=None if trials is None else job_seed, cls=np.array(rows, dtype=np.int64),
                 counters=counters)


@hilo_from_game
def matchups(game: str, hands: Optional[Iterable[HandLike]] = None, opponents: Optional[Iterable[HandLike]] = None,
             hilo: bool = False, trials: Optional[int] = None, seed: Optional[int] = None,
             threads: Optional[int] = None, executor: Optional[Executor] = None, checkpoint: Optional[PathLike] = None,
             progress: bool = False, rows_per_chunk: Optional[int] = None) -> EquityTable:
    """Heads-up equity of each class in `hands` against each class in
    `opponents` (default: the same classes), every hand of one class
    against every compatible hand of the other weighted equally. Exact by
    default (trials=None); `hands=None` means every class (Hold'em's 169 x
    169). Same threads, executor and checkpoint as preflop()."""
    name, job_seed = _check_common(game, hilo, trials, seed, threads, executor)
    heroes = _class_numbers(name, hands, "hands")
    others = heroes if opponents is None else _class_numbers(name, opponents, "opponents")
    pairs = tuple((h, v) for h in heroes for v in others)
    _check_int("rows_per_chunk", rows_per_chunk, 1, none_ok=True)
    per_chunk = rows_per_chunk or default_rows_per_chunk(trials, 24)
    job = MatchupJob(name, hilo, trials, job_seed, pairs, per_chunk)
    counters = run_chunks(job, executor, checkpoint, progress, desc=f"{name} matchups", threads=threads)
    return EquityTable(game=name, hilo=hilo, opponents=1, trials=trials, seed=None if trials is None else job_seed,
                 cls=np.array([p[0] for p in pairs], dtype=np.int64), counters=counters,
                 villain=np.array([p[1] for p in pairs], dtype=np.int64), kind="matchups")

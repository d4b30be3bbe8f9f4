"""Regenerates the shipped orderings (omaha_eval/ranges/orderings/data/*.npz).

    python -m omaha_eval.tables.build_orderings                  # every ordering
    python -m omaha_eval.tables.build_orderings --only omaha-ring --workers 16
    python -m omaha_eval.tables.build_orderings --only omaha-ring --scheduler tcp://host:8786 \\
        --base-trials 2000 --checkpoint-dir ckpt/                 # full precision, on a cluster
    nice -n 19 python -m omaha_eval.tables.build_orderings --only omaha5-ring --raced \\
        --checkpoint-dir ckpt/ --out ckpt/plo5                    # racing (tables/raced.py); rerun to resume

Two kinds (docs/tables.md "Orderings"):

- ProPokerTools' evolution method (tables/evolution.py), ``{game}-ring`` and
  ``{game}-6h`` (and ``-hilo``): what ``N%`` and ``N%6h`` cut. Each round is
  a chunked job with a checkpoint per round under --checkpoint-dir, so an
  interrupted build resumes; the file records the method, rounds, seats,
  the last round's trials, the seed, the package version, each class's
  standard error and the good set of the last round.
- the all-in race against one or five random hands (``{game}-vs1``,
  ``-vs5``), kept as a named ordering of its own.

The PLO4 evolution trials give top N% sets that two seeds agree on for at
least 97% of the combinations at 5-40% (about 77 CPU-minutes for the four
on this project's 2-core VM); docs/tables.md gives the costs. Bump VERSION
when the method or the trials change.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import Executor, ThreadPoolExecutor
from contextlib import ExitStack
from typing import Dict, List, Optional, Tuple

from .compute import preflop
from ..core.pool import process_pool
from .evolution import evolve
from .raced import evolve_raced
from ..ranges.orderings.ordering import DATA_DIR, Ordering, evolution_file_name, file_name

VERSION = "3"
SEED = 20261201
EVOLUTION_SEED = 1
ROUNDS = 10

# (game, six_handed, hilo) -> (seats, base trials: the first round's, doubling each round)
# PLO4: two seeds' top 5-40% sets agree on at least 97% of the combinations
# (docs/tables.md "Orderings": the cost, and the builds on 16 cores or a Dask cluster).
EVOLUTION_PLAN: Dict[Tuple[str, bool, bool], Tuple[int, int]] = {
    ("holdem", False, False): (10, 300),
    ("holdem", True, False): (6, 300),
    ("omaha", False, False): (10, 256),
    ("omaha", True, False): (6, 160),
    ("omaha", False, True): (10, 256),
    ("omaha", True, True): (6, 160),
}
# PLO5 (134,459 classes; at PLO4's trials about 23 CPU-hours for the four,
# about 11 raced): each built with --only omaha5-ring --raced etc., in the
# background over several sittings (--checkpoint-dir resumes) or where there
# are cores, then copied into the package data (about 6.7 CPU-hours for the
# four on this project's 2-vCPU VM). docs/tables.md "A cheaper build".
PLO5_PLAN: Dict[Tuple[str, bool, bool], Tuple[int, int]] = {
    ("omaha5", False, False): (9, 256),   # nine seats: ten five-card hands and a board need 55 cards
    ("omaha5", True, False): (6, 160),
    ("omaha5", False, True): (9, 256),
    ("omaha5", True, True): (6, 160),
}

# (game, opponents, hilo) -> trials per class (None = exact): the race
# (Hold'em heads-up exact, the rest Monte Carlo). PLO4 heads-up takes 1.2
# million deals a class, a standard error of at most 0.0005 (about 17 and 24
# CPU-minutes, high and Hi-Lo); the others are as shipped since version 1.
PLAN: Dict[Tuple[str, int, bool], Optional[int]] = {
    ("holdem", 1, False): None,
    ("holdem", 5, False): 100_000,
    ("omaha", 1, False): 1_200_000,
    ("omaha", 1, True): 1_200_000,
    ("omaha", 5, False): 1_000,
    ("omaha", 5, True): 1_000,
    ("omaha5", 1, False): 300,
    ("omaha5", 1, True): 300,
    ("omaha5", 5, False): 100,
    ("omaha5", 5, True): 100,
}


def ordering_name(game: str, opponents: int, hilo: bool) -> str:
    return f"omaha-eval/{game}{'-hilo' if hilo else ''}/{'hu' if opponents == 1 else '6h'}"


def evolution_name(game: str, six_handed: bool, hilo: bool) -> str:
    return f"omaha-eval/{game}{'-hilo' if hilo else ''}/{'6h' if six_handed else 'ring'}"


def build(game: str, opponents: int, hilo: bool, trials: Optional[int], progress: bool = True,
          out_dir: str = DATA_DIR) -> Ordering:
    """A race ordering (against `opponents` random hands)."""
    table = preflop(game, opponents=opponents, hilo=hilo, trials=trials, seed=SEED, progress=progress)
    ordering = Ordering.from_table(table, ordering_name(game, opponents, hilo), "1")
    os.makedirs(out_dir, exist_ok=True)
    ordering.save(os.path.join(out_dir, file_name(game, opponents, hilo)))
    return ordering


def build_evolution(game: str, six_handed: bool, hilo: bool, seats: int, base_trials: int,
                    rounds: int = ROUNDS, seed: int = EVOLUTION_SEED, executor: Optional[Executor] = None,
                    checkpoint_dir: Optional[str] = None, progress: bool = True,
                    out_dir: str = DATA_DIR, raced: bool = False) -> Ordering:
    """An evolution ordering, written to out_dir (see the module docstring);
    raced: by tables/raced.py (fewer deals, the same good sets)."""
    checkpoint = None
    if checkpoint_dir is not None:
        os.makedirs(checkpoint_dir, exist_ok=True)
        checkpoint = os.path.join(checkpoint_dir, f"{evolution_file_name(game, six_handed, hilo)[:-4]}"
                                                  f"-{seats}-{base_trials}-{seed}{'-raced' if raced else ''}")
    run = evolve_raced if raced else evolve
    result = run(game, players=seats, hilo=hilo, rounds=rounds, base_trials=base_trials, seed=seed,
                 executor=executor, checkpoint=checkpoint, progress=progress)
    ordering = Ordering.from_evolution(result, evolution_name(game, six_handed, hilo), VERSION)
    os.makedirs(out_dir, exist_ok=True)
    ordering.save(os.path.join(out_dir, evolution_file_name(game, six_handed, hilo)))
    return ordering


def _executor(args: argparse.Namespace, stack: ExitStack) -> Optional[Executor]:
    if args.scheduler:
        import importlib

        distributed = importlib.import_module("distributed")
        client = stack.enter_context(distributed.Client(args.scheduler))
        return client.get_executor()  # type: ignore[no-any-return]
    if args.workers:
        return stack.enter_context(process_pool(args.workers))
    return stack.enter_context(ThreadPoolExecutor(os.cpu_count() or 1))


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m omaha_eval.tables.build_orderings",
                                     description="Regenerate the shipped class orderings.")
    parser.add_argument("--only", action="append", default=[],
                        help="file stem to build, e.g. omaha-ring, omaha-hilo-6h or omaha-vs1 (repeatable)")
    parser.add_argument("--race", action="store_true", help="also rebuild the race orderings (-vs1, -vs5)")
    parser.add_argument("--trials", type=int, default=None, help="race: override the trials per class")
    parser.add_argument("--base-trials", type=int, default=None,
                        help="evolution: override the first round's trials (doubling each round)")
    parser.add_argument("--seed", type=int, default=EVOLUTION_SEED, help="evolution seed (default 1)")
    parser.add_argument("--checkpoint-dir", default=None, help="evolution: resume from / record rounds here")
    parser.add_argument("--workers", type=int, default=None, help="local processes (default: threads)")
    parser.add_argument("--scheduler", default=None, help="a Dask scheduler address, e.g. tcp://host:8786")
    parser.add_argument("--out", default=DATA_DIR, help="folder to write to (default: the package's data)")
    parser.add_argument("--raced", action="store_true",
                        help="evolution by racing (tables/raced.py): fewer deals, the same good sets")
    parser.add_argument("--quiet", action="store_true", help="no progress bars")
    args = parser.parse_args(argv)
    with ExitStack() as stack:
        executor = _executor(args, stack)
        for (game, six, hilo), (seats, base) in {**EVOLUTION_PLAN, **PLO5_PLAN}.items():
            stem = evolution_file_name(game, six, hilo)[:-4]
            if (args.only and stem not in args.only) or (not args.only and game == "omaha5"):
                continue
            start = time.perf_counter()
            o = build_evolution(game, six, hilo, seats, args.base_trials or base, seed=args.seed,
                                executor=executor, checkpoint_dir=args.checkpoint_dir,
                                progress=not args.quiet, out_dir=args.out, raced=args.raced)
            print(f"{stem}: {len(o):,} classes, {seats} seats, {o.rounds} rounds, {o.trials:,} trials in the "
                  f"last, largest standard error {o.std_error.max():.4f}, {time.perf_counter() - start:.1f} s",
                  file=sys.stderr)
    for (game, opponents, hilo), trials in PLAN.items():
        stem = file_name(game, opponents, hilo)[:-4]
        if not (args.race or stem in args.only):
            continue
        if args.trials is not None and trials is not None:
            trials = args.trials
        start = time.perf_counter()
        o = build(game, opponents, hilo, trials, progress=not args.quiet, out_dir=args.out)
        print(f"{stem}: {len(o):,} classes, {'exact' if trials is None else f'{trials:,} trials'}, "
              f"largest standard error {o.std_error.max():.4f}, {time.perf_counter() - start:.1f} s",
              file=sys.stderr)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

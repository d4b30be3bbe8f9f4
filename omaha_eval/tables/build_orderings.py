"""Regenerates the shipped orderings (omaha_eval/tables/data/*.npz).

    python -m omaha_eval.tables.build_orderings            # all of them
    python -m omaha_eval.tables.build_orderings --only omaha-vs1 --trials 20000

Each ordering is a preflop table of every class against 1 or 5 random hands
(Hold'em heads-up exact, the rest Monte Carlo with the trials below and a
fixed seed), so the files are reproducible bit for bit. Bump VERSION when
the method or the trials change.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Dict, List, Optional, Tuple

from .compute import preflop
from .orderings import DATA_DIR, Ordering, file_name

VERSION = "1"
SEED = 20261201

# (game, opponents, hilo) -> trials per class (None = exact). Sized so the
# whole build takes minutes of CPU (2 on the project's VM, 2026-12-01):
# Hold'em heads-up exact (opponent hands weighted by suit-symmetry orbits),
# the rest Monte Carlo with a fixed seed. The standard errors are stored; PLO5's are
# the largest (0.03 heads-up, 0.05 six-handed at worst).
PLAN: Dict[Tuple[str, int, bool], Optional[int]] = {
    ("holdem", 1, False): None,
    ("holdem", 5, False): 100_000,
    ("omaha", 1, False): 4_000,
    ("omaha", 1, True): 4_000,
    ("omaha", 5, False): 1_000,
    ("omaha", 5, True): 1_000,
    ("omaha5", 1, False): 300,
    ("omaha5", 1, True): 300,
    ("omaha5", 5, False): 100,
    ("omaha5", 5, True): 100,
}


def ordering_name(game: str, opponents: int, hilo: bool) -> str:
    return f"omaha-eval/{game}{'-hilo' if hilo else ''}/{'hu' if opponents == 1 else '6h'}"


def build(game: str, opponents: int, hilo: bool, trials: Optional[int], progress: bool = True,
          out_dir: str = DATA_DIR) -> Ordering:
    table = preflop(game, opponents=opponents, hilo=hilo, trials=trials, seed=SEED, progress=progress)
    ordering = Ordering.from_table(table, ordering_name(game, opponents, hilo), VERSION)
    os.makedirs(out_dir, exist_ok=True)
    ordering.save(os.path.join(out_dir, file_name(game, opponents, hilo)))
    return ordering


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m omaha_eval.tables.build_orderings",
                                     description="Regenerate the shipped class orderings.")
    parser.add_argument("--only", action="append", default=[],
                        help="file stem to build, e.g. omaha-vs1 or omaha5-hilo-vs5 (repeatable)")
    parser.add_argument("--trials", type=int, default=None, help="override the trials per class")
    parser.add_argument("--out", default=DATA_DIR, help="folder to write to (default: the package's data)")
    parser.add_argument("--quiet", action="store_true", help="no progress bars")
    args = parser.parse_args(argv)
    for (game, opponents, hilo), trials in PLAN.items():
        stem = file_name(game, opponents, hilo)[:-4]
        if args.only and stem not in args.only:
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

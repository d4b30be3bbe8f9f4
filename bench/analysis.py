"""Board analysis timings against the issue's targets, and against the
obvious alternative of evaluating every opponent hand one by one.

    python bench/analysis.py [--repeats 7]

Prints a markdown table: the median of `repeats` runs over fixed seeded
spots, for
  - the full analysis of one PLO4 hand on a flop (target <= 1 ms);
  - strength against all remaining PLO4 hands on a river (target <= 10 ms),
    next to the same count done by evaluating all 123,410 hands with
    omaha_eval.batch.evaluate (C, numpy) and, when installed, with
    phevaluator (on a 5,000-hand sample, scaled up);
  - the equity distribution of a hand against 10,000 PLO4 hands on a flop,
    exact (target <= 0.5 s), with and without the per-turn breakdown.
"""
from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Callable, List

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import machine  # noqa: E402

import numpy as np  # noqa: E402

import omaha_eval as oe  # noqa: E402
from omaha_eval import analysis  # noqa: E402


def median_seconds(run: Callable[[], object], repeats: int, inner: int = 1) -> float:
    run()  # warm up
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        for _ in range(inner):
            run()
        times.append((time.perf_counter() - t) / inner)
    return statistics.median(times)


def main(argv: List[str] = None) -> int:  # type: ignore[assignment]
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args(argv)
    rng = random.Random(12)
    rows = []

    spots = [rng.sample(range(52), 7) for _ in range(50)]
    t = median_seconds(lambda: [analysis.analyze(s[:4], s[4:]) for s in spots], args.repeats) / len(spots)
    rows.append(("analyze: PLO4 hand on a flop", f"{t * 1e3:.3f} ms", "1 ms"))

    hole, board = spots[0][:4], rng.sample([c for c in range(52) if c not in spots[0][:4]], 5)
    t_strength = median_seconds(lambda: analysis.strength(hole, board), args.repeats)
    rows.append(("strength vs all PLO4 hands, river", f"{t_strength * 1e3:.2f} ms", "10 ms"))
    live = [c for c in range(52) if c not in hole + board]
    every = np.array(list(itertools.combinations(live, 4)), dtype=np.uint8)
    mine = oe.evaluate(hole, board).rank

    def batch_count() -> None:
        values = oe.batch.evaluate(every, [board])
        (values < mine).sum(), (values == mine).sum()
    t_batch = median_seconds(batch_count, args.repeats)
    rows.append((f"  same by batch.evaluate of all {len(every):,} hands", f"{t_batch * 1e3:.2f} ms",
                 f"x{t_batch / t_strength:.1f} slower"))
    try:
        from phevaluator import evaluate_omaha_cards

        sample = every[:5000].tolist()
        t_ph = median_seconds(lambda: [evaluate_omaha_cards(*board, *h) for h in sample], 3)
        t_ph *= len(every) / len(sample)
        rows.append(("  same by phevaluator, one call per hand", f"{t_ph * 1e3:.0f} ms",
                     f"x{t_ph / t_strength:.0f} slower"))
    except ImportError:
        rows.append(("  phevaluator", "not installed", ""))

    hero, flop = spots[1][:4], spots[1][4:]
    deck = [c for c in range(52) if c not in hero + flop]
    gen = np.random.default_rng(5)
    hands = np.array([gen.choice(deck, 4, replace=False) for _ in range(10_000)], dtype=np.uint8)
    t = median_seconds(lambda: analysis.distribution(hero, flop, hands, turns=False), max(3, args.repeats // 2))
    rows.append(("distribution vs 10,000 hands, flop, exact", f"{t:.3f} s", "0.5 s"))
    t = median_seconds(lambda: analysis.distribution(hero, flop, hands), max(3, args.repeats // 2))
    rows.append(("  with equity after each turn card", f"{t:.3f} s", ""))

    print(f"Board analysis on {machine()}; median of {args.repeats} runs\n")
    print("| what | time | target / ratio |")
    print("| --- | --- | --- |")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The equity engine's own figures (issue 9), by process CPU time (so other
load on a shared machine counts less), median of several runs:

    python bench/equity_engine.py            # about a minute
    python bench/equity_engine.py --quick

- exact heads-up PLO4 preflop (AsAhKsKh vs JdTd9c8c, and random deals),
  three-way, PLO6, Hold'em, Hi-Lo;
- one river call for two PLO4 hands (the per-call overhead);
- Monte Carlo showdowns per second per thread, hand vs hand and hand vs a
  random hand;
- one PLO4 hand against every other hand on a flop (equity_each);
- 1,000 x 1,000 random PLO4 hands exact preflop, extrapolated from a
  sample of pairs (the same code path, fewer pairs);
- 1 against 2 threads on jobs of >= 50 ms (wall time: that is what threads
  save; `thread_scaling.py` times more thread counts).
Inputs are generated from a fixed seed before timing starts.
"""
from __future__ import annotations

import argparse
import itertools
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import command_line, machine, markdown_table, random_hands  # noqa: E402
from thread_scaling import equity_jobs, measure  # noqa: E402

import omaha_eval as oe  # noqa: E402


def cpu(fn, repeats):
    times = []
    for _ in range(repeats):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return statistics.median(times)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    reps = 3 if args.quick else 7
    rng = random.Random(20261201)
    deals = []
    for _ in range(5 if args.quick else 15):
        cards = rng.sample(range(52), 8)
        deals.append([cards[:4], cards[4:]])
    rows = []

    def exact(title, hands, target, **kw):
        t = cpu(lambda: oe.equity(hands, threads=1, **kw), reps)
        rows.append([title, f"{t * 1e3:.2f} ms", target])

    exact("PLO4 heads-up preflop, AsAhKsKh vs JdTd9c8c", ["AsAhKsKh", "JdTd9c8c"], "≤ 4 ms")
    per_deal = [cpu(lambda d=d: oe.equity(d, threads=1), 3) for d in deals]
    rows.append(["PLO4 heads-up preflop, median of random deals", f"{statistics.median(per_deal) * 1e3:.2f} ms",
                 "≤ 1.5 ms"])
    exact("PLO4 three-way preflop", ["AsAhKsKh", "JdTd9c8c", "7c7d6h6s"], "≤ 2.5 ms")
    exact("PLO6 heads-up preflop", ["AsAhKsKhQdJc", "JdTd9c8c7h6h"], "≤ 2.5 ms")
    exact("Hold'em heads-up preflop", ["AsKs", "7h7d"], "≤ 5 ms")
    exact("PLO4 Hi-Lo heads-up preflop", ["As2sKdQd", "Ah3h4c5c"], "≤ 6 ms", hilo=True)

    n = 2000
    t = cpu(lambda: [oe.equity(["AsAhKsKh", "JdTd9c8c"], board="2c7d9h3s5h") for _ in range(n)], 3) / n
    rows.append(["one river call, two PLO4 hands", f"{t * 1e6:.1f} µs", "≤ 10 µs"])

    trials = 1_000_000 if args.quick else 4_000_000
    t = cpu(lambda: oe.equity(["AsAhKsKh", "*"], trials=trials, seed=1, threads=1), reps)
    rows.append(["Monte Carlo, PLO4 hand vs a random hand", f"{trials / t / 1e6:.1f} M trials/s", "≥ 30 M/s"])
    # hand vs hand: fewer trials than the 1,086,008 boards, or it would be exact
    t = cpu(lambda: oe.equity(["AsAhKsKh", "JdTd9c8c"], trials=1_000_000, seed=1, threads=1), reps)
    rows.append(["Monte Carlo, PLO4 hand vs hand", f"{1e6 / t / 1e6:.1f} M trials/s",
                 "≥ 40 M/s"])

    try:
        import numpy as np
    except ImportError:
        np = None
    if np is not None:
        board = oe.parse_cards("AdKs3s")
        hero = oe.parse_cards("QsTsJd2d")
        rest = [c for c in range(52) if c not in board + hero]
        everyone = np.array(list(itertools.combinations(rest, 4)), dtype=np.uint8)
        t = cpu(lambda: oe.equity_each(hero, everyone, board=board, threads=1), 1 if args.quick else 3)
        rows.append([f"equity_each: PLO4 hand vs all {len(everyone):,} hands on a flop", f"{t:.2f} s", "≤ 1.5 s"])
    a = random_hands(rng, 1000, 4)
    b = random_hands(rng, 1000, 4)
    masks_a = [sum(1 << c for c in h) for h in a]
    masks_b = [sum(1 << c for c in h) for h in b]
    compatible = sum(1 for x in masks_a for y in masks_b if not x & y)
    side = 25 if args.quick else 60
    sample = oe.equity([a[:side], b[:side]], threads=1)  # one range-against-range call
    pairs = int(sample.method.split()[1].replace(",", ""))
    t = cpu(lambda: oe.equity([a[:side], b[:side]], threads=1), 1) / pairs
    rows.append([f"1,000 x 1,000 PLO4 hands, exact preflop ({compatible:,} compatible pairs; "
                 f"timed on {side} x {side})", f"{t * compatible / 60:.1f} min", "≤ 3 min"])

    # 2 over 1 thread on the Monte Carlo and exact range jobs that
    # thread_scaling.py times at every thread count
    for label, run in equity_jobs(each=False):
        medians = measure(run, [1, 2], 5)
        rows.append([f"threads: 2 over 1 on a {medians[1] * 1e3:.0f} ms {label}",
                     f"{medians[1] / medians[2]:.2f}×", "≥ 1.9×"])

    print(f"Command: `{command_line()}`  \nMachine: {machine()}\n")
    print(markdown_table(["equity engine", "measured", "target"], rows, "lrr"))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""A range's breakdown on a board (omaha_eval.analysis.breakdown) against
the issue's target (40,000 PLO4 hands on a flop in <= 50 ms on one core)
and against a Python loop over analyze() (timed on a sample, scaled up).

    python bench/breakdown.py [--repeats 7]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import machine  # noqa: E402

from omaha_eval.analysis import analyze, breakdown  # noqa: E402
from omaha_eval.ranges import Range  # noqa: E402

FLOPS = ["Jh9h4c", "Ks8d3c", "7h6h5s", "AdQd2c", "Tc9s8s"]


def median_ms(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    # a range of about 40,000 hands on each flop: the top 40,000 or so hands that avoid it
    whole = Range("19%", game="omaha")
    print(f"machine: {machine()}")
    print("| flop | hands | breakdown (ms) | with Hi-Lo lows (ms) | analyze() loop, scaled (ms) |")
    print("| --- | ---: | ---: | ---: | ---: |")
    rng = random.Random(1)
    for flop in FLOPS:
        left = whole.without(flop)
        b = breakdown(left, flop)  # warm: the value tables are built once
        fast = median_ms(lambda: (breakdown(left, flop), None)[1], args.repeats)
        low = median_ms(lambda: (breakdown(left, flop, hilo=True), None)[1], max(1, args.repeats // 2))
        sample = rng.sample(range(len(b)), 300)
        start = time.perf_counter()
        for i in sample:
            analyze(b.hands[i], flop, "omaha")
        slow = 1000 * (time.perf_counter() - start) / len(sample) * len(b)
        print(f"| {flop} | {len(b):,} | {fast:.1f} | {low:.1f} | {slow:,.0f} |")


if __name__ == "__main__":
    main()

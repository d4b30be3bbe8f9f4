"""Tournament equity (ICM, issue 55): wall times, medians of several runs,
inputs made from a fixed seed before timing.

- 9 players, all paid: omaha_eval.icm (the subset program) against
  pokerkit.calculate_icm (every finishing order listed), in the same run,
  with the largest difference between their equities;
- 20 players, all paid: the subset program and the integral (target: under
  50 ms);
- 1000 players, 150 paid: the integral (target: under 1 s), with the sum
  of its place probabilities as a check (each place's column adds to 1).

    python bench/icm.py [--runs 5]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parent.parent))  # the source tree's package when none is installed

from omaha_eval.icm import icm_equity  # noqa: E402


def median_time(fn, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--peer-runs", type=int, default=3, help="pokerkit's runs (seconds each)")
    args = parser.parse_args()
    rng = random.Random(55)
    nine = [rng.randint(1000, 30000) for _ in range(9)]
    nine_pay = sorted((rng.uniform(1, 100) for _ in range(9)), reverse=True)
    twenty = [rng.randint(1000, 30000) for _ in range(20)]
    twenty_pay = sorted((rng.uniform(1, 100) for _ in range(20)), reverse=True)
    field = [rng.randint(1000, 100000) for _ in range(1000)]
    field_pay = [1000 / (k + 1) ** 0.8 for k in range(150)]

    ours = median_time(lambda: icm_equity(nine, nine_pay), args.runs)
    print(f"9 players, 9 paid: omaha_eval.icm {ours * 1e3:.3f} ms")
    try:
        import pokerkit
    except ImportError:
        print("  pokerkit: not installed")
    else:
        peer = median_time(lambda: pokerkit.calculate_icm(nine_pay, nine), args.peer_runs)
        diff = max(abs(a - b) for a, b in zip(icm_equity(nine, nine_pay).equities,
                                               pokerkit.calculate_icm(nine_pay, nine)))
        print(f"  pokerkit.calculate_icm {peer * 1e3:.1f} ms: {peer / ours:,.0f}x slower; "
              f"largest difference {diff:.1e}")
    for method in ("exact", "integral"):
        t = median_time(lambda: icm_equity(twenty, twenty_pay, method=method), args.runs)
        print(f"20 players, 20 paid, {method}: {t * 1e3:.2f} ms (target < 50 ms)")
    result = icm_equity(field, field_pay)
    t = median_time(lambda: icm_equity(field, field_pay), args.runs)
    print(f"1000 players, 150 paid, {result.method}: {t * 1e3:.1f} ms (target < 1000 ms); "
          f"error estimate {result.error:.1e}; places' columns add to 1 within "
          f"{abs(result.places.sum(axis=0) - 1).max():.1e}")


if __name__ == "__main__":
    main()

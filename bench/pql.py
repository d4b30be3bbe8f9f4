"""PQL timings against the issue's targets, as same-run ratios.

    python bench/pql.py [--repeats 5] [--trials 1000000]

Prints a markdown table (median of `repeats` runs, one thread where the
work is numpy's):
  - `select avg(equity(hero)) ... hero='AsAhKdQd', villain='15%',
    board='Ks9s4d'` (exact) next to the equivalent `oe.equity` call
    (target: within 2x);
  - a `where` on villain's flop hand with two selectors, 15% against 15%
    on a flop: the equity selectors (the range filter, then the equity
    engine) and a general form (river equity and a hand-type frequency:
    deals drawn in C, values computed over numpy arrays), in deals a second.
No published trials-a-second figure for Open PQL was found, and its Rust
runner is not installed here: there is no peer column.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Callable, List

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import machine, markdown_table  # noqa: E402

import omaha_eval as oe  # noqa: E402
from omaha_eval import pql  # noqa: E402

EQUITY = "select avg(equity(hero)) from game='omahahi', hero='AsAhKdQd', villain='15%', board='Ks9s4d'"
FILTERED_EQUITY = ("select avg(equity(hero)), avg(equity(villain)) from game='omahahi', hero='15%', "
                   "villain='15%', board='Ks9s4d' where minFlopHandCategory(villain, floptoptwo)")
GENERAL = ("select avg(riverEquity(hero)), count(handType(hero, river) >= flush) from game='omahahi', "
           "hero='15%', villain='15%', board='Ks9s4d' where minFlopHandCategory(villain, floptoptwo)")


def median_seconds(run: Callable[[], object], repeats: int) -> float:
    run()  # warm up (range orderings, tables)
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        run()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main(argv: List[str] = None) -> int:  # type: ignore[assignment]
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--trials", type=int, default=1_000_000)
    args = parser.parse_args(argv)
    rows = []
    q = median_seconds(lambda: pql.query(EQUITY), args.repeats)
    e = median_seconds(lambda: oe.equity(["AsAhKdQd", "15%"], board="Ks9s4d", game="omaha"), args.repeats)
    rows.append(["avg(equity(hero)), AsAhKdQd vs 15% on Ks9s4d (exact)", f"{q * 1e3:.1f} ms",
                 f"oe.equity {e * 1e3:.1f} ms", f"{q / e:.2f}x (target <= 2x)"])
    n = args.trials
    f = median_seconds(lambda: pql.query(FILTERED_EQUITY, trials=n, seed=1), args.repeats)
    rows.append([f"where villain top two+, 2 equity selectors, 15% vs 15% ({n:,} trials)", f"{f * 1e3:.0f} ms",
                 f"{n / f / 1e6:.2f} M deals/s", "range filter + equity engine"])
    threads1 = median_seconds(lambda: pql.query(GENERAL, trials=n, seed=1), args.repeats)
    rows.append([f"where villain top two+, river equity + flush frequency ({n:,} deals)",
                 f"{threads1 * 1e3:.0f} ms", f"{n / threads1 / 1e6:.2f} M deals/s", "deals drawn in C, values over numpy arrays"])
    print(f"machine: {machine()}\n")
    print(markdown_table(["query", "time", "rate / peer", "note"], rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())

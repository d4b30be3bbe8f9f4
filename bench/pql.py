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
  - the issue-40 queries: `max(nutHiOuts(hero, turn))` with trials=2000
    (target under 1 s), and the undealt-flop counts of 8s8h.
With `--baseline DIR` (a built checkout of another commit, e.g. a
`git worktree` of main with `python setup.py build_ext --inplace`) every
query is also timed there, in a subprocess of the same run, and the ratio
printed. No published trials-a-second figure for Open PQL was found, and
its Rust runner is not installed here: there is no peer column.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Dict, List

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import machine, markdown_table  # noqa: E402

import omaha_eval as oe  # noqa: E402
from omaha_eval import pql  # noqa: E402

EQUITY = "select avg(equity(hero)) from game='omahahi', hero='AsAhKdQd', villain='15%', board='Ks9s4d'"
FILTERED_EQUITY = ("select avg(equity(hero)), avg(equity(villain)) from game='omahahi', hero='15%', "
                   "villain='15%', board='Ks9s4d' where minFlopHandCategory(villain, floptoptwo)")
NUT_OUTS = ("select max(nutHiOuts(hero, turn)) from game='omahahi', hero='AsAhKdQd', villain='KK', "
            "board='Ks9s4d2h'")
NUT_OUTS_RANGE = NUT_OUTS.replace("AsAhKdQd", "AshKdQd")
FLOP_COUNTS = ("select count(boardInRange('A**')), count(minFlopHandCategory(hero, flopset)) "
               "from game='holdem', hero='8s8h'")
GENERAL = ("select avg(riverEquity(hero)), count(handType(hero, river) >= flush) from game='omahahi', "
           "hero='15%', villain='15%', board='Ks9s4d' where minFlopHandCategory(villain, floptoptwo)")


def median_seconds(run: Callable[[], object], repeats: int, slow: float = 5.0) -> float:
    """Median of `repeats` runs after a warm-up; a run slower than `slow`
    seconds is timed once (its warm-up included)."""
    t = time.perf_counter()
    run()  # warm up (range orderings, tables)
    first = time.perf_counter() - t
    if first > slow:
        return first
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        run()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def timings(repeats: int, n: int, skip: List[str] = ()) -> Dict[str, float]:  # type: ignore[assignment]
    """Seconds of each query, keyed by name (the same in both builds); the
    skipped ones (minutes on an old build) are NaN."""
    out = {
        "equity": median_seconds(lambda: pql.query(EQUITY), repeats),
        "oe.equity": median_seconds(lambda: oe.equity(["AsAhKdQd", "15%"], board="Ks9s4d", game="omaha"), repeats),
        "filtered": median_seconds(lambda: pql.query(FILTERED_EQUITY, trials=n, seed=1), repeats),
        "general": median_seconds(lambda: pql.query(GENERAL, trials=n, seed=1), repeats),
        "nut_outs": median_seconds(lambda: pql.query(NUT_OUTS, trials=2000, seed=1), repeats),
        "nut_outs_range": float("nan") if "nut_outs_range" in skip else
        median_seconds(lambda: pql.query(NUT_OUTS_RANGE, trials=2000, seed=1), repeats),
        "flop_counts": median_seconds(lambda: pql.query(FLOP_COUNTS), repeats),
    }
    return out


def baseline_timings(directory: str, repeats: int, n: int) -> Dict[str, float]:
    env = dict(os.environ, PYTHONPATH=os.path.abspath(directory))
    done = subprocess.run([sys.executable, os.path.abspath(__file__), "--raw", "--repeats", str(repeats),
                           "--trials", str(n), "--skip", "nut_outs_range"],
                          env=env, cwd=os.path.abspath(directory), capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: List[str] = None) -> int:  # type: ignore[assignment]
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--trials", type=int, default=1_000_000)
    parser.add_argument("--baseline", default=None, help="a built checkout of another commit, timed in the same run")
    parser.add_argument("--raw", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--skip", action="append", default=[], help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    n = args.trials
    if args.raw:
        print(json.dumps(timings(args.repeats, n, args.skip)))
        return 0
    base = baseline_timings(args.baseline, args.repeats, n) if args.baseline else None
    t = timings(args.repeats, n)

    def then(key: str) -> str:
        if base is None:
            return ""
        if base[key] != base[key]:
            return "not timed (issue 40 measured 275 s)"
        return f"{base[key] * 1e3:,.0f} ms ({base[key] / t[key]:.1f}x this build's time)"

    rows = [
        ["avg(equity(hero)), AsAhKdQd vs 15% on Ks9s4d (exact)", f"{t['equity'] * 1e3:.1f} ms",
         f"oe.equity {t['oe.equity'] * 1e3:.1f} ms: {t['equity'] / t['oe.equity']:.2f}x (target <= 2x)", then("equity")],
        [f"where villain top two+, 2 equity selectors, 15% vs 15% ({n:,} trials)", f"{t['filtered'] * 1e3:.0f} ms",
         f"{n / t['filtered'] / 1e6:.2f} M deals/s", then("filtered")],
        [f"where villain top two+, river equity + flush frequency ({n:,} deals)", f"{t['general'] * 1e3:.0f} ms",
         f"{n / t['general'] / 1e6:.2f} M deals/s", then("general")],
        ["max(nutHiOuts(hero, turn)), AsAhKdQd vs KK on Ks9s4d2h, trials=2000", f"{t['nut_outs'] * 1e3:.0f} ms",
         "target < 1 s", then("nut_outs")],
        ["the same, hero='AshKdQd' (a range)", f"{t['nut_outs_range'] * 1e3:.0f} ms", "target < 1 s",
         then("nut_outs_range")],
        ["boardInRange('A**') and set-or-better of 8s8h on an undealt flop (exact)",
         f"{t['flop_counts'] * 1e3:.0f} ms", "", then("flop_counts")],
    ]
    print(f"machine: {machine()}\n")
    cols = ["query", "time", "rate / target", "baseline" + (f" ({args.baseline})" if args.baseline else "")]
    print(markdown_table(cols, rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())

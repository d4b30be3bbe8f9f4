"""Speed of the range language (issue 10, point 2): expanding ranges to
hands, membership, and (when the equity engine takes ranges) equity of a
hand against a range.

    python bench/ranges.py [--repeats 7]

Each figure is the median of --repeats runs of the whole job, fresh each
time (parse, match every hand of the game in C, list the hands). Targets
from the issue are shown beside the figures.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
import timeit
from typing import Callable, List, Optional, Tuple

import omaha_eval as oe
from omaha_eval.ranges import Range


def median_ms(job: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def expand(text: str, game: str) -> Callable[[], object]:
    return lambda: Range(text, game=game).hands


def equity_job() -> Optional[Callable[[], object]]:
    try:
        oe.equity(["QsTsJd2d", Range("AsAh", game="omaha")], board="AdKs3s", game="omaha")
    except Exception as err:  # the engine without ranges: say so, skip
        print(f"(equity over ranges unavailable here: {err})", file=sys.stderr)
        return None
    return lambda: oe.equity(["QsTsJd2d", "AA"], board="AdKs3s", game="omaha")


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--exact-preflop", action="store_true",
                        help="also AA$ds against KK$ds,QQ$ds exact (1.5 million pairs x every board: long)")
    args = parser.parse_args(argv)
    rows: List[Tuple[str, str, float, str]] = []
    for text, game, target in [("*", "omaha", "<= 50 ms"), ("$ds", "omaha", "<= 20 ms"),
                               ("AA$ds", "omaha", ""), ("KQJT-T987", "omaha", ""),
                               ("AK,*:xx!RR", "omaha", ""), ("*", "omaha5", "well under 1 s"),
                               ("AA", "omaha5", ""), ("$ds", "omaha5", ""), ("RRON", "omaha5", ""),
                               ("AA", "omaha6", ""), ("$ds", "omaha6", "")]:
        n = len(Range(text, game=game))
        rows.append((f"expand `{text}` ({n:,} hands)", game, median_ms(expand(text, game), args.repeats), target))
    r = Range("AA$ds", game="omaha")
    loops = 200_000
    per = min(timeit.repeat(lambda: "AsAhKsKh" in r, number=loops, repeat=args.repeats)) / loops * 1e6
    rows.append(("membership `\"AsAhKsKh\" in r` (µs)", "omaha", per, "<= 2 µs"))
    job = equity_job()
    if job is not None:
        rows.append(("equity QsTsJd2d vs `AA` on AdKs3s, exact", "omaha", median_ms(job, args.repeats), "<= 50 ms"))
        mc = lambda: oe.equity(["AA$ds", "KK$ds,QQ$ds"], game="omaha", trials=1_000_000, seed=1)  # noqa: E731
        rows.append(("equity `AA$ds` vs `KK$ds,QQ$ds` preflop, 1M trials", "omaha", median_ms(mc, 3), ""))
        if args.exact_preflop:
            aakk = lambda: oe.equity(["AA$ds", "KK$ds,QQ$ds"], game="omaha")  # noqa: E731
            rows.append(("equity `AA$ds` vs `KK$ds,QQ$ds` preflop, exact", "omaha", median_ms(aakk, 1), "report"))
    print("| job | game | ms (median) | target |")
    print("|---|---|---:|---|")
    for name, game, ms, target in rows:
        print(f"| {name} | {game} | {ms:,.3f} | {target} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

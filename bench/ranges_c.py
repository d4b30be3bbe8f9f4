"""The range language in C against the Python parser (issue 54, "Speed"):
every example of docs/ranges.md that is a range of the game, parsed and
expanded to hands and weights, median of --repeats runs each:

- Python uncached: the Python parser (``omaha_eval.ranges.syntax``, the
  test oracle that ``Range`` used until it read text in C) to the same
  hands and weights; orderings already loaded;
- C: ``c_parser.c_range(text, game)`` (the same arrays);
- cached: the cache of parsed range text in the equity engine
  (``players._parsed_range``, an lru_cache hit; its Range reads in C now),
  and the same cache over ``c_range``: what a repeated text costs.

    python bench/ranges_c.py [--repeats 7] [--games omaha,holdem] [--clock cpu]

--clock cpu times CPU time (time.process_time) instead of wall time: on a
shared, loaded machine a sub-millisecond job's wall time is mostly the
other processes' turns.

Targets: C at least 5x faster than Python uncached on every example, and
the cached C path never slower than today's cached one.
"""
from __future__ import annotations

import argparse
import functools
import math
import pathlib
import re
import statistics
import time
from typing import Any, Callable, List, Optional

import numpy as np

from omaha_eval.core import _core
from omaha_eval.core.games import HOLE_CARDS
from omaha_eval.equity_engine import players
from omaha_eval.ranges.c_parser import c_range
from omaha_eval.ranges.errors import RangeSyntaxError
from omaha_eval.ranges.percent import load_ordering, prepared
from omaha_eval.ranges.range import Range
from omaha_eval.ranges.syntax import parse

DOC = pathlib.Path(__file__).resolve().parents[1] / "docs" / "ranges.md"


CLOCK = time.perf_counter


def times_s(job: Callable[[], Any], repeats: int, inner: int = 1) -> List[float]:
    times = []
    for _ in range(repeats):
        start = CLOCK()
        for _ in range(inner):
            job()
        times.append((CLOCK() - start) / inner)
    return times


def median_s(job: Callable[[], Any], repeats: int, inner: int = 1) -> float:
    return statistics.median(times_s(job, repeats, inner))


def examples(game: str) -> List[str]:
    """The docs' code spans that are ranges of the game."""
    out = []
    for text in sorted(set(re.findall(r"`([^`\n]+)`", DOC.read_text(encoding="utf-8")))):
        try:
            Range(text, game=game)
        except (RangeSyntaxError, ValueError):
            continue
        out.append(text)
    return out


def python_uncached(text: str, game: str) -> Any:
    """The Python parser's reading, as Range made it before issue 54."""
    k = HOLE_CARDS[game]

    def resolve(six: bool) -> Any:
        return prepared(load_ordering(game, six, False), k)

    node, weighted = parse(text, k, game, resolve)
    dense = node.dense(k)
    # listed as Range listed it before issue 54 (the plain walk, then a copy
    # to int64), so that this stays the baseline the target names
    n = int(np.count_nonzero(dense))
    hands = np.empty((n, k), dtype=np.uint8)
    weights = np.empty(n, dtype=np.uint8)
    _core.range_hands(k, dense, hands, weights)
    return hands, weights.astype(np.int64)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--games", default="omaha,holdem")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    args = parser.parse_args(argv)
    global CLOCK
    CLOCK = time.process_time if args.clock == "cpu" else time.perf_counter
    cached_c = functools.lru_cache(maxsize=256)(lambda text, game: c_range(text, game=game))
    print("| game | text | hands | Python ms | C ms | C faster (medians) | cached µs (today) | cached µs (C) |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    ratios: List[float] = []
    best_ratios: List[float] = []
    cached_ratios: List[float] = []
    for game in args.games.split(","):
        for text in examples(game):
            python_uncached(text, game)  # orderings loaded, caches of the game warm
            c_range(text, game=game)
            # the two interleaved, so that a busy spell of the machine hits both
            py_t: List[float] = []
            c_t: List[float] = []
            inner = 20 if HOLE_CARDS[game] == 2 else 1  # (microseconds a call: a sample is 20 calls)
            for _ in range(args.repeats):
                py_t += times_s(lambda: python_uncached(text, game), 1, inner)
                c_t += times_s(lambda: c_range(text, game=game), 1, inner)
            py, c = statistics.median(py_t), statistics.median(c_t)
            best_ratios.append(min(py_t) / min(c_t))
            players._parsed_range(text, game, False)
            cached_c(text, game)
            hit_py = median_s(lambda: players._parsed_range(text, game, False), args.repeats, 1000)
            hit_c = median_s(lambda: cached_c(text, game), args.repeats, 1000)
            ratios.append(py / c)
            cached_ratios.append(hit_c / hit_py)
            n = len(c_range(text, game=game)[0])
            print(f"| {game} | `{text}` | {n:,} | {py * 1e3:.2f} | {c * 1e3:.2f} | {py / c:.1f}x "
                  f"| {hit_py * 1e6:.2f} | {hit_c * 1e6:.2f} |")
    geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    print(f"\n{len(ratios)} examples: C faster than Python uncached by {min(ratios):.1f}x at the least, "
          f"{geo:.1f}x geometric mean (target: 5x on every one); cached C / cached today: "
          f"{max(cached_ratios):.2f} at the most (target: <= 1, within timer noise)")
    best_geo = math.exp(sum(math.log(r) for r in best_ratios) / len(best_ratios))
    print(f"best of {args.repeats} (less noise on a loaded machine): {min(best_ratios):.1f}x at the least, "
          f"{best_geo:.1f}x geometric mean, {sum(r >= 5 for r in best_ratios)} of {len(best_ratios)} at 5x or more")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

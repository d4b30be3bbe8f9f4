"""Board ranges in C against the Python implementation they replaced
(issue 54): ``omaha_eval.ranges.board_range`` (src/oe_range_boards.c)
against the oracle kept in tests/ranges/python_boards.py, on the board
examples of the docs and a few harder texts, as flops, turns and rivers;
the two interleaved, medians of --repeats runs each (the Python one at most
--python-repeats where it takes seconds). Both give the same arrays (the
tests hold them to it).

    python bench/board_ranges_c.py [--repeats 5] [--python-repeats 3]
"""
from __future__ import annotations

import argparse
import math
import os
import pathlib
import statistics
import sys
import time
from typing import Any, Callable, List, Optional, Tuple

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "ranges"))

from omaha_eval.ranges import board_range  # noqa: E402
from python_boards import python_board_range  # noqa: E402

# (text, cards): the docs' examples (docs/ranges.md "Boards", the
# specification's "Boards and dead cards", PQL's boardInRange), then texts
# with variables, braces, weights and `:` `!` on the turn and river.
CASES: List[Tuple[str, int]] = [
    ("xxx", 3), ("A**!AA*", 3), ("RONR", 4), ("***A", 4), ("xxx", 4), ("****s", 4), ("xxx", 5),
    ("AAARO", 5), ("KKKRR", 5), ("RRONR", 5), ("{RR}RxR", 5), ("xyz:Rxx", 5),
    ("(xxx@2,RRR@5):[A-T]**!{AA}*", 5), ("RRO,xxx,[A-T][A-T]*!RRR", 5), ("xyzxy,RONRO", 5),
]


def once(job: Callable[[], Any]) -> float:
    start = time.perf_counter()
    job()
    return time.perf_counter() - start


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--python-repeats", type=int, default=3)
    args = parser.parse_args(argv)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average at the start: {load:.1f} ({os.cpu_count()} CPUs)\n")
    print("| text | cards | boards | Python ms | C ms | C faster (medians) |")
    print("|---|---:|---:|---:|---:|---:|")
    ratios = []
    for text, cards in CASES:
        board_range(text, cards)
        py_t: List[float] = []
        c_t: List[float] = []
        for i in range(args.repeats):
            if i < args.python_repeats:
                py_t.append(once(lambda: python_board_range(text, cards)))
            c_t.append(once(lambda: board_range(text, cards)))
        py, c = statistics.median(py_t), statistics.median(c_t)
        ratios.append(py / c)
        n = len(board_range(text, cards)[0])
        print(f"| `{text}` | {cards} | {n:,} | {py * 1e3:.1f} | {c * 1e3:.2f} | {py / c:.0f}x |")
    geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    end = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"\n{len(ratios)} texts: C faster by {min(ratios):.0f}x at the least, {geo:.0f}x geometric mean; "
          f"load average at the end {end:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

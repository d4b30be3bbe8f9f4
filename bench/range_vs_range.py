"""Range against range, exact (issue 24): each job against its floor and
against the pair-by-pair path it replaces, in the same run.

    python bench/range_vs_range.py [--repeats 5] [--old] [--out results/range_vs_range.md]

The floor of a job is what no exact method can do without: ``batch.evaluate``
of every hand of both ranges (less those that meet the board) once on every
board the job needs, timed on one thread on arrays built before timing. The
sweep (oe.equity on one thread, ranges parsed beforehand) is reported as a
multiple of it. --old also times the pair-by-pair path (equity_engine.calculator's
_exact, the tests' oracle) on the river and turn jobs, once each (it takes
seconds to minutes); on flops it was refused, so its own estimate is shown.
Two threads against one on the flop jobs come next, and last Monte Carlo of
range against range beside one hand against a range.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from itertools import combinations
from math import comb
from pathlib import Path
from typing import Any, Callable, List, Tuple

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import omaha_eval as oe  # noqa: E402
from _timing import command_line, machine, markdown_table  # noqa: E402
from omaha_eval.equity_engine import known_board as ec  # noqa: E402
from omaha_eval.core.cards import card_mask as mask  # noqa: E402
from omaha_eval.equity_engine.plan import SECONDS_PER_TUPLE  # noqa: E402
from omaha_eval.equity_engine.players import normalize  # noqa: E402

JOBS = [  # (name, range a, range b, board, hilo, target multiple of the floor)
    ("river AA vs 15%", "AA", "15%", "Ks9s4d2h7c", False, 20),
    ("turn KK vs QQ", "KK", "QQ", "Ks9s4d2h", False, 20),
    ("flop AA vs 15%", "AA", "15%", "Ks9s4d", False, 10),
    ("flop 15% vs 15%", "15%", "15%", "Ks9s4d", False, 10),
    ("river AA vs 15% Hi-Lo", "AA", "15%", "Ks5s4d2h7c", True, None),
    ("flop AA vs 15% Hi-Lo", "AA", "15%", "Ks5s4d", True, None),
]


def median(job: Callable[[], Any], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def floor_job(a: Any, b: Any, board: List[int]) -> Tuple[Callable[[], Any], int]:
    """batch.evaluate of both ranges' hands on every board to come, each
    board with the hands that hold none of its cards, as one array built
    before timing."""
    hands = np.concatenate([a.hands, b.hands]).astype(np.uint8)
    masks = np.bitwise_or.reduce(np.left_shift(np.uint64(1), hands.astype(np.uint64)), axis=1)
    known = mask(board)
    rest = [c for c in range(52) if not known >> c & 1]
    holes, boards = [], []
    for more in combinations(rest, 5 - len(board)):
        full = list(board) + list(more)
        live = hands[(masks & np.uint64(mask(full))) == 0]
        holes.append(live)
        boards.append(np.tile(np.array(full, dtype=np.uint8), (len(live), 1)))
    h, bd = np.ascontiguousarray(np.concatenate(holes)), np.ascontiguousarray(np.concatenate(boards))
    return (lambda: oe.batch.evaluate(h, bd, game="omaha", threads=1)), len(holes)


def old_path(a: Any, b: Any, board: List[int], hilo: bool) -> Tuple[Callable[[], Any], float]:
    name, nhole, ranges = normalize([a, b], board, [], "omaha")
    tuples = ranges[0].n * ranges[1].n
    left = 52 - len(board) - 2 * nhole

    def run() -> Any:
        return ec._exact(ranges, board, 0, mask(board), nhole, hilo, tuples, comb(left, 5 - len(board)), 1, False)
    return run, tuples * SECONDS_PER_TUPLE[len(board)]


def monte_carlo_rows(repeats: int) -> List[List[str]]:
    """Issue 24 item 5: range against range sampled as fast as one hand
    against a range (rounds interleaved, so load moves them alike)."""
    r15 = oe.Range("15%", game="omaha")
    jobs = [("AsAhKdQd against 15% (the yardstick)", ["AsAhKdQd", r15]),
            ("15% against 15%", [r15, r15]), ("AA against 15%", [oe.Range("AA", game="omaha"), r15])]
    times: List[List[float]] = [[] for _ in jobs]
    for _ in range(repeats):
        for k, (_, players) in enumerate(jobs):
            start = time.perf_counter()
            oe.equity(players, board="Ks9s4d", game="omaha", trials=1_000_000, threads=1, seed=1)
            times[k].append(time.perf_counter() - start)
    medians = [statistics.median(t) for t in times]
    return [[name, f"{m * 1e3:.1f} ms", f"{m / medians[0]:.2f}"] for (name, _), m in zip(jobs, medians)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--old", action="store_true", help="also time the pair-by-pair path (minutes)")
    ap.add_argument("--out", default=None, help="also write the table to this markdown file")
    args = ap.parse_args()
    rows = []
    scaling = []
    for name, ta, tb, board_text, hilo, target in JOBS:
        a, b = oe.Range(ta, game="omaha", hilo=hilo) if hilo else oe.Range(ta, game="omaha"), \
            oe.Range(tb, game="omaha", hilo=hilo) if hilo else oe.Range(tb, game="omaha")
        board = oe.parse_cards(board_text)
        result = oe.equity([a, b], board=board, game="omaha", hilo=hilo, threads=1)
        floor_run, nboards = floor_job(a, b, board)
        floor = median(floor_run, args.repeats)
        sweep = median(lambda: oe.equity([a, b], board=board, game="omaha", hilo=hilo, threads=1), args.repeats)
        old = "-"
        if args.old:
            run, estimate = old_path(a, b, board, hilo)
            if len(board) >= 4:
                start = time.perf_counter()
                counters = run()[0]
                old_s = time.perf_counter() - start
                assert [list(c) for c in counters] == [list(c) for c in result.counters], name
                old = f"{old_s:.2f} s ({old_s / sweep:,.0f}x)"
            else:
                old = f"refused (estimate {estimate / 3600:.1f} h)"
        multiple = sweep / floor
        sizes = result.method.split(" hands")[0].replace("exact: ", "")
        rows.append([name, f"{nboards:,}", sizes,
                     f"{floor * 1e3:.2f} ms", f"{sweep * 1e3:.1f} ms", f"{multiple:.1f}x",
                     f"<= {target}x" if target else "-", old, f"{result.equities[0]:.6f}"])
        if len(board) == 3 and not hilo:
            two = median(lambda: oe.equity([a, b], board=board, game="omaha", threads=2), args.repeats)
            scaling.append([name, f"{sweep * 1e3:.0f} ms", f"{two * 1e3:.0f} ms", f"{sweep / two:.2f}x"])
        print(" | ".join(rows[-1]), flush=True)
    monte_carlo = monte_carlo_rows(args.repeats)
    table = markdown_table(["job", "boards", "hands", "floor", "sweep", "sweep/floor", "target",
                            "pair-by-pair (x sweep)", "equity"], rows)
    table2 = markdown_table(["job", "1 thread", "2 threads", "speed-up"], scaling)
    table3 = markdown_table(["Monte Carlo on Ks9s4d, 1,000,000 trials, one thread", "time",
                             "x one hand against 15%"], monte_carlo)
    text = (f"{machine()}\n\n`{command_line()}` (medians of {args.repeats}, wall time, one thread unless said)\n\n"
            f"{table}\n\n{table2}\n\n{table3}\n")
    print(text)
    if args.out:
        Path(args.out).write_text(text)


if __name__ == "__main__":
    main()

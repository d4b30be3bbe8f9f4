"""Exact equity of fixed hands (src/oe_exact.c), counted rather than timed:
instructions per call inside the C core (the functions of src/ and what
they inline) under valgrind's cachegrind, for the Hold'em preflop
all-ins that dominate a hand import's all-in EV and an Omaha heads-up
preflop call. On a shared machine timings move 20-30 % from run to run;
these counts are the same every run, so two builds can be told apart by
a few percent.

    python bench/exact_counts.py [--calls 200] [--time]

Needs valgrind (cachegrind and cg_annotate) on the PATH. Each job runs
in its own process under cachegrind (a few seconds each); only the C
core's functions are counted, so the Python set-up of the call is left
out. --time adds each job's median wall-clock time a call (noisy).
"""
from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _cachegrind  # noqa: E402
from _timing import command_line, machine, markdown_table  # noqa: E402

JOBS = {  # name: (players, dead, game)
    "Hold'em AhAs vs KhKd": ('["AhAs", "KhKd"]', "[]", "holdem"),
    "Hold'em KsKd vs AhAd, Qc Qd dead": ('["KsKd", "AhAd"]', '["Qc", "Qd"]', "holdem"),
    "Hold'em QcQd vs KsKd vs AhAd": ('["QcQd", "KsKd", "AhAd"]', "[]", "holdem"),
    "Hold'em AhKh vs 7d7c vs QsJs": ('["AhKh", "7d7c", "QsJs"]', "[]", "holdem"),
    "Omaha AsAdKsKd vs 2c3c4d5d": ('["AsAdKsKd", "2c3c4d5d"]', "[]", "omaha"),
}
# the C core's own files (inlined code is counted where it lands)
CORE = re.compile(r"/src/oe_\w+\.[ch]:\w+$")


def script(players: str, dead: str, game: str, calls: int) -> str:
    return ("import omaha_eval as oe\n"
            f"hands = [oe.parse_cards(h) for h in {players}]\n"
            f"dead = [c for d in {dead} for c in oe.parse_cards(d)]\n"
            f"for _ in range({calls}):\n"
            f"    oe.equity(hands, board=[], dead=dead, game={game!r}, threads=1)\n")


def counts(job: tuple, calls: int, folder: str) -> int:
    return _cachegrind.counts(script(*job, calls), folder, CORE)["Ir"]


def wall_ms(job: tuple, calls: int) -> float:
    import statistics

    import omaha_eval as oe
    players, dead, game = (eval(job[0]), eval(job[1]), job[2])  # noqa: S307 (literals above)
    hands = [oe.parse_cards(h) for h in players]
    dead = [c for d in dead for c in oe.parse_cards(d)]
    runs = []
    for _ in range(7):
        t = time.perf_counter()
        for _ in range(calls):
            oe.equity(hands, board=[], dead=dead, game=game, threads=1)
        runs.append((time.perf_counter() - t) * 1e3 / calls)
    return statistics.median(runs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=200)
    ap.add_argument("--time", action="store_true", help="add median wall-clock ms a call (noisy)")
    args = ap.parse_args()
    if not _cachegrind.available():
        sys.exit("needs valgrind (cachegrind, cg_annotate) on the PATH")
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for name, job in JOBS.items():
            row = [name, f"{counts(job, args.calls, folder) / args.calls:,.0f}"]
            if args.time:
                row.append(f"{wall_ms(job, max(1, args.calls // 4)):.3f}")
            rows.append(row)
            print(" | ".join(row), flush=True)
    head = ["exact preflop call, one thread", "instructions a call (C core)"]
    if args.time:
        head.append("median ms a call (noisy)")
    print(f"{machine()}\n\n`{command_line()}` ({args.calls} calls a job)\n\n{markdown_table(head, rows)}")


if __name__ == "__main__":
    main()

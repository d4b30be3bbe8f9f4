"""Two Monte Carlo jobs timed in turn, each in its own interpreter (so two
builds of omaha-eval can be compared: the one checked out and an older one
installed in another virtual environment), on one core, in rounds of A B B A:
a drift of the machine's speed within a round then weighs on both alike. On a
shared machine whose speed moves 20-40 % from second to second, and whose
two cores do not move together, this is the fairest timing there is; for
small differences count instructions instead (bench/sampler_counts.py).

    python bench/paired_builds.py A B [--rounds 8] [--repeats 5]

A and B are PYTHON:JOB, JOB one of: rr (15% against 15%), hand (AsAhKdQd
against 15%), aa (AA against 15%), each a million trials on Ks9s4d, one
thread. The hands come from this checkout and are handed to both as arrays,
so both builds draw from the same hands. Issue 24 item 5 was measured as

    python bench/paired_builds.py .venv/bin/python:rr /tmp/old/bin/python:hand

with /tmp/old a venv holding the build of 2ac3fc2 (the code when the issue
was filed: git worktree add /tmp/old-src 2ac3fc2, then pip install it).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import omaha_eval as oe  # noqa: E402
from _timing import command_line, machine, markdown_table  # noqa: E402

JOBS = {"rr": "15% against 15%", "hand": "AsAhKdQd against 15%", "aa": "AA against 15%"}
CHILD = r"""
import sys, time, statistics
import numpy as np
import omaha_eval as oe
hands, aa, job, repeats = np.load(sys.argv[1]), np.load(sys.argv[2]), sys.argv[3], int(sys.argv[4])
players = {"rr": [hands, hands], "hand": ["AsAhKdQd", hands], "aa": [aa, hands]}[job]
oe.equity(players, board="Ks9s4d", game="omaha", trials=200_000, threads=1, seed=1)
times = []
for i in range(repeats):
    start = time.perf_counter()
    oe.equity(players, board="Ks9s4d", game="omaha", trials=1_000_000, threads=1, seed=i)
    times.append(time.perf_counter() - start)
print(min(times), statistics.median(times))
"""


def side(spec: str):
    python, _, job = spec.rpartition(":")
    if job not in JOBS or not python:
        raise SystemExit(f"{spec!r}: expected PYTHON:JOB with JOB one of {', '.join(JOBS)}")
    return python, job


def run_side(side, files, repeats: int, core) -> float:
    python, job = side
    pin = (lambda: os.sched_setaffinity(0, {core})) if core is not None else None
    out = subprocess.run([python, "-c", CHILD, *files, job, str(repeats)], capture_output=True, text=True,
                         preexec_fn=pin)
    if out.returncode:
        raise SystemExit(f"{python} failed:\n{out.stderr}")
    return float(out.stdout.split()[1])


def run_round(a, b, files, repeats: int):
    """A B B A on one core: each side's two medians, summed."""
    core = min(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
    times = {id(a): 0.0, id(b): 0.0}
    for side in (a, b, b, a):
        times[id(side)] += run_side(side, files, repeats, core)
    return times[id(a)] / 2, times[id(b)] / 2


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    a, b = side(args.a), side(args.b)
    with tempfile.TemporaryDirectory() as folder:
        files = [os.path.join(folder, "r15.npy"), os.path.join(folder, "aa.npy")]
        np.save(files[0], np.asarray(oe.Range("15%", game="omaha").hands, dtype=np.uint8))
        np.save(files[1], np.asarray(oe.Range("AA", game="omaha").hands, dtype=np.uint8))
        rounds = [run_round(a, b, files, args.repeats) for _ in range(args.rounds)]
    rows = [[str(k + 1), f"{ta * 1e3:.1f} ms", f"{tb * 1e3:.1f} ms", f"{ta / tb:.3f}"]
            for k, (ta, tb) in enumerate(rounds)]
    ratios = [ta / tb for ta, tb in rounds]
    name = lambda s: f"{JOBS[s[1]]} ({s[0]})"  # noqa: E731
    table = markdown_table(["round", f"A: {name(a)}", f"B: {name(b)}", "A / B"], rows)
    print(f"{machine()}\n\n`{command_line()}` (rounds of A B B A on one core, each run the median of {args.repeats} jobs)\n\n{table}\n\n"
          f"A / B: median {statistics.median(ratios):.3f}, range {min(ratios):.3f}-{max(ratios):.3f}; "
          f"A faster in {sum(r < 1 for r in ratios)} of {len(ratios)} rounds")


if __name__ == "__main__":
    main()

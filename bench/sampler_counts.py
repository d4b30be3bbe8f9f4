"""The Monte Carlo sampler's work per trial, counted rather than timed:
instructions, mispredicted branches and first-level cache misses inside
the sampler (src/oe_rangeq_sample.c and what it inlines), under valgrind's
cachegrind. On a shared machine timings move 20-30 % from run to run;
these counts are the same every run, so two builds can be told apart by
a few percent.

    python bench/sampler_counts.py [--trials 300000]

Needs valgrind (cachegrind and cg_annotate) on the PATH. Each job runs
in its own process under cachegrind (about ten seconds each); the
counts are those of the functions named below, so the Python set-up of
the call is left out.
"""
from __future__ import annotations

import argparse
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _cachegrind  # noqa: E402
from _timing import command_line, machine, markdown_table  # noqa: E402

JOBS = {  # name: the players, on Ks9s4d in Omaha
    "AsAhKdQd against 15%": '["AsAhKdQd", oe.Range("15%", game="omaha")]',
    "15% against 15%": '[oe.Range("15%", game="omaha")] * 2',
    "AA against 15%": '[oe.Range("AA", game="omaha"), oe.Range("15%", game="omaha")]',
}
# the sampler's functions and the class table's build (inlined code is counted where it lands)
SAMPLER = re.compile(r":(sample_omaha\w*|draw_batch|draw_ranges|oe_rq_sample|oe_class_places)$")
EVENTS = ("Ir", "Bcm", "D1mr")


def counts(players: str, trials: int, folder: str) -> dict:
    script = ("import omaha_eval as oe\n"
              f"oe.equity({players}, board='Ks9s4d', game='omaha', trials={trials}, threads=1, seed=1)\n")
    return _cachegrind.counts(script, folder, SAMPLER, EVENTS, simulate=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=300_000)
    args = ap.parse_args()
    if not _cachegrind.available():
        sys.exit("needs valgrind (cachegrind, cg_annotate) on the PATH")
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for name, players in JOBS.items():
            c = counts(players, args.trials, folder)
            rows.append([name] + [f"{c[e] / args.trials:.1f}" for e in EVENTS])
            print(" | ".join(rows[-1]), flush=True)
    table = markdown_table(["Monte Carlo on Ks9s4d, per trial", "instructions", "mispredicted branches",
                            "L1 data misses (simulated)"], rows)
    print(f"{machine()}\n\n`{command_line()}` ({args.trials:,} trials a job)\n\n{table}")


if __name__ == "__main__":
    main()

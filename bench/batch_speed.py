"""batch.evaluate from Python: ns per hand on 1 Mi random river deals for
PLO4, PLO5 and PLO6, one thread, process CPU time (the machine may be
shared), median of the rounds; optionally against other checkouts in the
same run (each with its compiled core built in place).

    python bench/batch_speed.py
    python bench/batch_speed.py --compare /work/main     # before / after

Each checkout runs in its own interpreter, the checkouts alternating round
by round; all must return the same values (their sums are compared).
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import command_line, machine, markdown_table  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TARGETS = {4: 15.0, 6: 25.0}  # issue 15

PROBE = r"""
import sys, time
sys.path.insert(0, {root!r})
import numpy as np
import omaha_eval.batch as batch
assert batch.__file__.startswith({root!r}), batch.__file__
rng = np.random.default_rng({seed})
n = {deals}
cards = np.argsort(rng.random((n, 52)), axis=1)[:, :11].astype(np.uint8)
boards = np.ascontiguousarray(cards[:, 6:11])
for nh in (4, 5, 6):
    holes = np.ascontiguousarray(cards[:, :nh])
    batch.evaluate(holes, boards)  # warm-up: tables into cache
    c = time.process_time()
    r = batch.evaluate(holes, boards)
    ns = (time.process_time() - c) / n * 1e9
    print(nh, ns, int(r.sum(dtype=np.uint64)))
"""


def run(root: str, deals: int, seed: int) -> dict:
    out = subprocess.run([sys.executable, "-c", PROBE.format(root=root, deals=deals, seed=seed)],
                         capture_output=True, text=True, check=True).stdout
    return {int(nh): (float(ns), int(total)) for nh, ns, total in (line.split() for line in out.splitlines())}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=1 << 20)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--seed", type=int, default=20261130)
    ap.add_argument("--compare", nargs="*", default=[], metavar="CHECKOUT",
                    help="other source trees (built in place) to time in the same run")
    args = ap.parse_args(argv)

    roots = [str(ROOT)] + [str(Path(c).resolve()) for c in args.compare]
    samples = {r: {nh: [] for nh in (4, 5, 6)} for r in roots}
    sums = {}
    for _ in range(args.rounds):
        for r in roots:
            for nh, (ns, total) in run(r, args.deals, args.seed).items():
                samples[r][nh].append(ns)
                sums.setdefault(nh, set()).add(total)
    if any(len(s) != 1 for s in sums.values()):
        sys.exit(f"checkouts disagree: value sums {sums}")

    print(f"## batch.evaluate, ns per hand: {args.deals:,} random river deals, one thread, "
          f"CPU time, median of {args.rounds} rounds\n")
    header = ["game", "this tree"] + [f"{c} (× this)" for c in args.compare] + ["target"]
    rows = []
    for nh in (4, 5, 6):
        mine = statistics.median(samples[roots[0]][nh])
        row = [f"PLO{nh} river", f"{mine:.1f}"]
        for r in roots[1:]:
            other = statistics.median(samples[r][nh])
            row.append(f"{other:.1f} ({other / mine:.2f}×)")
        target = TARGETS.get(nh)
        row.append("" if target is None else f"≤ {target:.0f}: {'met' if mine <= target else 'NOT met'}")
        rows.append(row)
    print(markdown_table(header, rows, "l" + "r" * (len(header) - 2) + "l"))
    print()
    print(f"Command: `{command_line()}`  ")
    print(f"Machine: {machine()}  ")
    print("All checkouts returned the same values (sums compared).")
    return 0


if __name__ == "__main__":
    sys.exit(main())

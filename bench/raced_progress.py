"""How far a raced evolution build (tables/raced.py) has got, and what it
dealt against the plain program, from its checkpoint files alone (the
build may be running, stopped, or finished):

    python bench/raced_progress.py ckpt/omaha-ring-10-256-1-raced

Prints, per round, the deals of each finished or partly finished stage and
their sum as a share of the plain program's ``classes * base << r`` deals,
then the share over the rounds finished so far. The stem is
``{file stem}-{seats}-{base trials}-{seed}-raced`` (build_orderings).
"""
from __future__ import annotations

import glob
import re
import sys

import numpy as np


def main(stem: str) -> int:
    base = int(stem.rsplit("-", 3)[-3])
    found = {}
    for path in glob.glob(glob.escape(stem) + ".round*.stage*"):
        m = re.search(r"\.round(\d+)\.stage(\d+)$", path)
        if m is None:
            continue
        with np.load(path, allow_pickle=False) as data:
            found[(int(m.group(1)), int(m.group(2)))] = (int(data["totals"][:, 0].sum()), bool(data["done"].all()),
                                                         len(data["totals"]))
    if not found:
        print(f"no checkpoint files {stem}.round*.stage*", file=sys.stderr)
        return 1
    count = found[(0, 0)][2]
    raced = plain = 0
    for r in sorted({r for r, _ in found}):
        stages = sorted(s for rr, s in found if rr == r)
        dealt = sum(found[(r, s)][0] for s in stages)
        full = count * (base << r)
        last_done = found[(r, stages[-1])][1]
        parts = ", ".join(f"stage {s}: {found[(r, s)][0]:,}{'' if found[(r, s)][1] else ' (running)'}" for s in stages)
        print(f"round {r}: {parts}; {dealt / full:.3f} of the plain {full:,}")
        if last_done and (r, stages[-1] + 1) not in found:
            # finished when its last stage is done and the next round has started
            if any(rr == r + 1 for rr, _ in found):
                raced += dealt
                plain += full
    if plain:
        print(f"rounds finished: {raced:,} deals, {raced / plain:.3f} of the plain program's {plain:,}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

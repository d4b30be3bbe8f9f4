"""Counting a Python script's work in the C core under valgrind's
cachegrind, for the benchmarks that count instead of timing
(sampler_counts.py, exact_counts.py): the counts are the same every run,
where timings on a shared machine move 20-30 %."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict, Sequence


def available() -> bool:
    return bool(shutil.which("valgrind") and shutil.which("cg_annotate"))


def counts(script: str, folder: str, functions: "re.Pattern[str]", events: Sequence[str] = ("Ir",),
           simulate: bool = False) -> Dict[str, int]:
    """Runs ``script`` (Python source) under cachegrind and sums ``events``
    over the functions whose 'file:function' name ``functions`` finds
    (inlined code counts where it lands). ``simulate``: the cache and branch
    simulation, needed for events other than Ir."""
    out = os.path.join(folder, "cachegrind.out")
    # a script file, not -c: cachegrind writes the command line into its
    # output, and a newline there breaks the file for cg_annotate
    path = os.path.join(folder, "job.py")
    Path(path).write_text(script)
    sim = ["--cache-sim=yes", "--branch-sim=yes"] if simulate else ["--cache-sim=no"]
    subprocess.run(["valgrind", "--tool=cachegrind", *sim, f"--cachegrind-out-file={out}", sys.executable, path],
                   check=True, capture_output=True)
    text = subprocess.run(["cg_annotate", "--show-percs=no", f"--show={','.join(events)}", out],
                          check=True, capture_output=True, text=True).stdout
    shown = re.search(r"^Events shown:\s+(.*)$", text, re.M)
    order = shown.group(1).split() if shown else list(events)
    total = dict.fromkeys(order, 0)
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == len(order) + 1 and functions.search(parts[-1]):
            for event, value in zip(order, parts):
                total[event] += 0 if value == "." else int(value.replace(",", ""))
    return total

"""Import cost: how long `import X` takes and how much resident memory it
adds, for omaha-eval and its peers, each in fresh interpreters.

    python bench/import_time.py                   # 20 processes per module
    python bench/import_time.py --runs 40 --breakdown 15

Each run starts a new interpreter (`-S` is not used: site is part of every
real start) that reads its RSS, times `import X` (wall clock, and the
process's CPU time, which leaves out time spent waiting for a core on a
busy machine), and reads its RSS again; the rounds are interleaved across
modules so a burst of load hits all alike, and the median is reported.
A first, untimed import of each module writes its bytecode cache, as
installing a package does (PYTHONDONTWRITEBYTECODE is cleared for the probes):
otherwise a source tree would be timed compiling itself. `--breakdown N` adds the N
costliest modules under `import omaha_eval` from `python -X importtime`
(cumulative µs, median over the runs). RSS is read from /proc/self/statm
(Linux); elsewhere the RSS column is left empty.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import command_line, machine, markdown_table  # noqa: E402

PEERS = ["omaha_eval", "phevaluator", "eval7", "treys", "pokerkit"]
TARGET_MS, TARGET_MB = 12.0, 5.0

PROBE = r"""
import os, sys, time
def rss():
    try:
        with open('/proc/self/statm') as f:
            return int(f.read().split()[1]) * os.sysconf('SC_PAGE_SIZE')
    except OSError:
        return -1
r0 = rss()
c0, t0 = time.process_time(), time.perf_counter()
import {module}
t1, c1 = time.perf_counter(), time.process_time()
r1 = rss()
print((t1 - t0) * 1e3, (c1 - c0) * 1e3, (r1 - r0) / 2**20 if r0 >= 0 else -1)
"""
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def probe(module: str, cwd: str) -> tuple:
    out = subprocess.run([sys.executable, "-c", PROBE.format(module=module)], capture_output=True,
                         text=True, cwd=cwd, env=ENV)
    if out.returncode != 0:
        return None
    ms, cpu_ms, mb = out.stdout.split()
    return float(ms), float(cpu_ms), float(mb)


def importtime(module: str, cwd: str) -> dict:
    """Cumulative µs per module name from one `python -X importtime` run."""
    out = subprocess.run([sys.executable, "-X", "importtime", "-c", f"import {module}"],
                         capture_output=True, text=True, cwd=cwd, env=ENV).stderr
    cumulative = {}
    for line in out.splitlines():
        parts = line[len("import time:"):].split("|") if line.startswith("import time:") else []
        if len(parts) == 3 and parts[1].strip().isdigit():
            cumulative[parts[2].strip()] = int(parts[1])
    return cumulative


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=20, help="fresh processes per module (default 20)")
    ap.add_argument("--modules", nargs="+", default=PEERS, help=f"modules to import (default {' '.join(PEERS)})")
    ap.add_argument("--breakdown", type=int, default=0, metavar="N",
                    help="also list the N costliest modules under import omaha_eval (python -X importtime)")
    ap.add_argument("--cwd", default=str(Path(__file__).resolve().parent.parent),
                    help="directory the probes run in: it comes first on their sys.path (default: this source "
                    "tree, so its in-place build is measured; give another to measure an installed package)")
    args = ap.parse_args(argv)

    samples = {m: [] for m in args.modules}
    missing = {m for m in args.modules if probe(m, args.cwd) is None}  # also writes bytecode
    for _ in range(args.runs):
        for m in args.modules:
            if m in missing:
                continue
            result = probe(m, args.cwd)
            if result is None:
                missing.add(m)
            else:
                samples[m].append(result)

    print(f"## Import cost: median of {args.runs} fresh processes each, interleaved\n")
    def med(m: str, i: int) -> float:
        return statistics.median(s[i] for s in samples[m])

    base = (med("omaha_eval", 0), med("omaha_eval", 1)) if samples.get("omaha_eval") else None
    rows = []
    for m in args.modules:
        if m in missing or not samples[m]:
            rows.append((m, "not installed", "", "", "", ""))
            continue
        ms, cpu, mb = med(m, 0), med(m, 1), med(m, 2)
        ratio = f"{ms / base[0]:.2f}× / {cpu / base[1]:.2f}×" if base else ""
        target = ""
        if m == "omaha_eval":
            time_ok = "met" if ms <= TARGET_MS else ("met in CPU time" if cpu <= TARGET_MS else "NOT met")
            target = f"{time_ok} (≤ {TARGET_MS:.0f} ms); RSS {'met' if 0 <= mb <= TARGET_MB else 'NOT met'}"
        rows.append((m, f"{ms:.1f}", f"{cpu:.1f}", f"{mb:.1f}" if mb >= 0 else "", ratio, target))
    print(markdown_table(["module", "import ms (wall)", "import ms (CPU)", "added RSS MB",
                          "peer / omaha_eval (wall / CPU)", "target"], rows, "lrrrrl"))

    if args.breakdown:
        runs = [importtime("omaha_eval", args.cwd) for _ in range(args.runs)]
        names = set().union(*runs)
        med = {n: statistics.median(r.get(n, 0) for r in runs) for n in names}
        top = sorted(med.items(), key=lambda kv: -kv[1])[:args.breakdown]
        print(f"\n`python -X importtime -c 'import omaha_eval'`: the {args.breakdown} costliest modules, "
              "cumulative µs (median over the runs)\n")
        print(markdown_table(["module", "cumulative µs"], [(n, f"{us:,.0f}") for n, us in top], "lr"))
    print()
    print(f"Command: `{command_line()}`  ")
    print(f"Machine: {machine()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

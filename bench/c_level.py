"""C-level benchmark: builds bench/c_bench.c with the C core's sources (the
same files the extension compiles, with the same -O3) into a temporary
directory, runs it and prints a markdown table of ns per hand against the
targets of issue 2.

    python bench/c_level.py                 # 1 Mi deals, 15 rounds
    python bench/c_level.py --deals 4194304 --passes 15 --native

Needs only a C compiler (`cc`, or $CC); the package need not be installed.
"""
from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import command_line, machine, markdown_table  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def build(cc: str, native: bool, out: Path) -> list:
    sources = sorted(str(p) for p in (ROOT / "src").glob("oe_*.c"))
    if not sources:
        sys.exit(f"no C sources found under {ROOT / 'src'}")
    cmd = shlex.split(cc) + ["-O3", "-std=c99", "-DNDEBUG", "-I", str(ROOT / "src")]
    if native:
        cmd.append("-march=native")
    cmd += sources + [str(ROOT / "bench" / "c_bench.c"), "-o", str(out)]
    subprocess.run(cmd, check=True)
    return cmd


def run(exe: Path, deals: int, passes: int, seed: int, clock: str):
    out = subprocess.run([str(exe), str(deals), str(passes), str(seed), clock],
                         check=True, capture_output=True, text=True).stdout
    cases, checksum = [], None
    for line in out.splitlines():
        fields = line.split("\t")
        if fields[0] == "case":
            cases.append((fields[1], float(fields[2]), float(fields[3]), float(fields[4])))
        elif fields[0] == "checksum":
            checksum = fields[1]
    return cases, checksum


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=1 << 20, help="random deals per pass (default 1048576)")
    ap.add_argument("--passes", type=int, default=15, help="timed rounds; the median is reported (default 15)")
    ap.add_argument("--seed", type=int, default=20261130)
    ap.add_argument("--native", action="store_true",
                    help="add -march=native (like OMAHA_EVAL_NATIVE=1; the default build does not)")
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                    help="cpu: process CPU time, ignores time descheduled on a busy machine (default); wall: elapsed")
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"), help="C compiler (default $CC or cc)")
    args = ap.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="oe-c-bench-") as tmp:
        exe = Path(tmp) / "c_bench"
        cmd = build(args.cc, args.native, exe)
        cases, checksum = run(exe, args.deals, args.passes, args.seed, args.clock)

    rows = []
    for name, median, fastest, target in cases:
        if target:
            verdict = "met" if median <= target else ("met by fastest pass only" if fastest <= target else "NOT met")
            rows.append((name, f"{median:.1f}", f"{fastest:.1f}", f"≤ {target:.0f}", verdict))
        else:
            rows.append((name, f"{median:.1f}", f"{fastest:.1f}", "", ""))
    print(f"## omaha-eval C core: ns per hand, {args.deals:,} random deals, "
          f"median of {args.passes} rounds, {args.clock} time (seed {args.seed})\n")
    print(markdown_table(["case", "median ns", "fastest ns", "target ns", "target"], rows, "lrrrl"))
    print()
    print(f"Command: `{command_line()}`  ")
    compiler = subprocess.run(shlex.split(args.cc) + ["--version"], capture_output=True, text=True).stdout
    compiler = compiler.splitlines()[0] if compiler else args.cc
    shown = [os.path.relpath(c, ROOT) if c.startswith(str(ROOT)) else c for c in cmd[:-1]] + ["<tmp>/c_bench"]
    print(f"Build: `{' '.join(shown)}` ({compiler})  ")
    print(f"Machine: {machine()}  ")
    print(f"Checksum: {checksum} (all results are summed, so no work can be optimised away)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

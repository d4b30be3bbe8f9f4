"""Two threads against one on random reads from tables of growing size: the
part of a lookup-bound loop's scaling that the machine, not the code, sets.

    python bench/cache_contention.py [--cc CC] [--sizes 16,256,...]

Builds bench/cache_contention.c with the C compiler (`cc`, or $CC) into a
temporary folder and runs it once per table size. Each thread does the same
number of independent random byte reads, so on two cores that share nothing
two threads take as long as one; the slowdown column is what sharing costs.
The equity engine's Monte Carlo loop reads a 562 KB table of river places
about twice a trial, which is why it scales less than its exact passes.
"""
from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from bench._timing import command_line, machine, markdown_table  # noqa: E402

SOURCE = Path(__file__).with_name("cache_contention.c")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"), help="C compiler (default $CC or cc)")
    ap.add_argument("--sizes", default="16,256,512,1024,2048,16384", help="table sizes in KB")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        exe = Path(tmp) / "cache_contention"
        subprocess.run(shlex.split(args.cc) + ["-O2", "-pthread", str(SOURCE), "-o", str(exe)], check=True)
        rows = []
        for kb in args.sizes.split(","):
            _, one, two = subprocess.run([str(exe), kb], capture_output=True, text=True,
                                         check=True).stdout.split()
            slowdown = float(two) / float(one)
            rows.append([f"{int(kb):,} KB", f"{float(one) * 1e3:.0f} ms", f"{float(two) * 1e3:.0f} ms",
                         f"{slowdown:.3f}", f"{2 / slowdown:.2f}×"])
    print(f"Command: `{command_line()}`  \nMachine: {machine()}\n")
    print(markdown_table(["table", "1 thread", "2 threads (each the same reads)", "slowdown",
                          "2 over 1 at best"], rows, "lrrrr"))
    return 0


if __name__ == "__main__":
    sys.exit(main())

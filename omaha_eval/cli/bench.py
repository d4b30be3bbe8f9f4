"""`omaha-eval bench`: a few seconds of timing on this machine (the timing
itself is selfbench.py, loaded only when the command runs)."""
from __future__ import annotations

import argparse

from .args import positive_int


def cmd_bench(args: argparse.Namespace) -> int:
    from .selfbench import print_benchmarks

    print_benchmarks(repeats=args.repeats)
    return 0


def register_bench(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("bench", help="time this package on this machine (peers: see bench/ in the source)",
                       description="A few seconds of timing: single calls, batch, exact and Monte Carlo equity.")
    p.add_argument("--repeats", type=positive_int, default=5, help="best of this many runs (default 5)")
    p.set_defaults(run=cmd_bench)

"""C-level benchmark: builds bench/c_bench.c with the C core's sources (the
same files the extension compiles, with the same -O3) into a temporary
directory, runs it and prints a markdown table of ns per hand against the
targets of issues 2 and 15, and the ratios of the Omaha river before the
board-row tables (the pair-by-triple test oracle in tests/c) and of
phevaluator's C code to today's.

    python bench/c_level.py                 # 1 Mi deals, 15 rounds
    python bench/c_level.py --deals 4194304 --passes 15 --native
    pip download --no-deps --no-binary :all: phevaluator==0.6.0 && tar xzf phevaluator-0.6.0.tar.gz
    python bench/c_level.py --phevaluator phevaluator-0.6.0/_pheval_csrc
    python bench/c_level.py --instructions     # also instructions a hand (valgrind)

Needs only a C compiler (`cc`, or $CC); the package need not be installed.
phevaluator's C sources (a 93 MB PLO4 table) take a minute or more to
compile: they are compiled once into --phevaluator-cache and reused.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import command_line, machine, markdown_table  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def phevaluator_objects(cc: str, native: bool, src: Path, cache: Path) -> list:
    """phevaluator's C sources compiled with our flags, once per source tree."""
    sources = sorted((src / "src").glob("*.c"))
    if not sources or not (src / "include" / "phevaluator" / "phevaluator.h").exists():
        sys.exit(f"{src} is not phevaluator's C source tree (expected include/ and src/*.c)")
    tag = hashlib.sha256(f"{src.resolve()} {cc} {native}".encode()).hexdigest()[:12]
    out = cache / f"phevaluator-{tag}"
    out.mkdir(parents=True, exist_ok=True)
    objects = []
    for c in sources:
        obj = out / (c.stem + ".o")
        if not obj.exists() or obj.stat().st_mtime < c.stat().st_mtime:
            print(f"compiling phevaluator's {c.name} into {out}", file=sys.stderr)
            cmd = shlex.split(cc) + ["-O3", "-std=c99", "-DNDEBUG", "-I", str(src / "include"), "-I",
                                     str(src / "src"), "-c", str(c), "-o", str(obj)]
            if native:
                cmd.append("-march=native")
            subprocess.run(cmd, check=True)
        objects.append(str(obj))
    return objects


def build(cc: str, native: bool, out: Path, phevaluator: list, pheval_include: str) -> list:
    sources = sorted(str(p) for p in (ROOT / "src").glob("oe_*.c"))
    if not sources:
        sys.exit(f"no C sources found under {ROOT / 'src'}")
    cmd = shlex.split(cc) + ["-O3", "-std=c99", "-DNDEBUG", "-I", str(ROOT / "src"), "-I", str(ROOT / "tests" / "c")]
    if native:
        cmd.append("-march=native")
    if phevaluator:
        cmd += ["-DOE_BENCH_PHEVAL", "-I", pheval_include]
    cmd += sources + [str(ROOT / "tests" / "c" / "pair_triple_oracle.c"), str(ROOT / "bench" / "c_bench.c")]
    cmd += phevaluator + ["-o", str(out), "-lm"]   # (libm: the ICM kernel's exp and log)
    subprocess.run(cmd, check=True)
    return cmd


def run(exe: Path, deals: int, passes: int, seed: int, clock: str):
    out = subprocess.run([str(exe), str(deals), str(passes), str(seed), clock],
                         check=True, capture_output=True, text=True).stdout
    cases, checksum, mismatches = [], None, None
    for line in out.splitlines():
        fields = line.split("\t")
        if fields[0] == "case":
            cases.append((fields[1], float(fields[2]), float(fields[3]), float(fields[4])))
        elif fields[0] == "checksum":
            checksum = fields[1]
        elif fields[0] == "mismatches":
            mismatches = int(fields[1])
    return cases, checksum, mismatches


def instructions(exe: Path, ncases: int, deals: int, seed: int) -> list:
    """Instructions a hand per case, counted by callgrind inside run_pass
    (a warm-up pass and one timed pass over `deals` deals): unlike times on
    a shared machine, these do not move from run to run."""
    counts = []
    with tempfile.TemporaryDirectory(prefix="oe-c-bench-cg-") as tmp:
        for k in range(ncases):
            out = Path(tmp) / f"cg.{k}"
            subprocess.run(["valgrind", "--tool=callgrind", "--toggle-collect=run_pass", f"--callgrind-out-file={out}",
                            str(exe), str(deals), "1", str(seed), "cpu", str(k)],
                           check=True, capture_output=True, text=True)
            total = next(int(line.split()[1]) for line in out.read_text().splitlines()
                         if line.startswith(("summary:", "totals:")))
            counts.append(total / (2 * deals))
    return counts


def ratios(cases) -> list:
    """Lines: how many times slower the old code and phevaluator are."""
    median = {name: m for name, m, _f, _t in cases}
    lines = []
    for game in ("PLO4 turn", "PLO4 river", "PLO5 river", "PLO6 river"):
        now, batch = median.get(f"omaha_high {game}"), median.get(f"batch_high {game}")
        before = median.get(f"before: pair x triple {game}")
        parts = []
        if before and now:
            parts.append(f"before / single call {before / now:.2f}×")
        if before and batch:
            parts.append(f"before / batch {before / batch:.2f}×")
        pheval = median.get("phevaluator C evaluate_plo4_cards river") if game == "PLO4 river" else None
        if pheval and now:
            parts.append(f"phevaluator C / single call {pheval / now:.2f}×")
        if pheval and batch:
            parts.append(f"phevaluator C / batch {pheval / batch:.2f}×")
        if parts:
            lines.append(f"- {game}: " + ", ".join(parts))
    return lines


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
    ap.add_argument("--instructions", nargs="?", type=int, const=20000, default=0, metavar="DEALS",
                    help="also count instructions a hand with valgrind's callgrind (default 20000 deals)")
    ap.add_argument("--phevaluator", type=Path, metavar="DIR",
                    help="phevaluator's C source tree (its sdist's _pheval_csrc): also time evaluate_plo4_cards")
    ap.add_argument("--phevaluator-cache", type=Path, metavar="DIR",
                    default=Path(tempfile.gettempdir()) / "oe-c-bench-cache",
                    help="where phevaluator's compiled objects are kept between runs")
    args = ap.parse_args(argv)

    pheval = (phevaluator_objects(args.cc, args.native, args.phevaluator, args.phevaluator_cache)
              if args.phevaluator else [])
    with tempfile.TemporaryDirectory(prefix="oe-c-bench-") as tmp:
        exe = Path(tmp) / "c_bench"
        cmd = build(args.cc, args.native, exe, pheval, str(args.phevaluator / "include") if pheval else "")
        cases, checksum, mismatches = run(exe, args.deals, args.passes, args.seed, args.clock)
        counts = instructions(exe, len(cases), args.instructions, args.seed) if args.instructions else []

    rows = []
    for k, (name, median, fastest, target) in enumerate(cases):
        if target:
            verdict = "met" if median <= target else ("met by fastest pass only" if fastest <= target else "NOT met")
            row = [name, f"{median:.1f}", f"{fastest:.1f}", f"≤ {target:.0f}", verdict]
        else:
            row = [name, f"{median:.1f}", f"{fastest:.1f}", "", ""]
        rows.append(row + ([f"{counts[k]:.0f}"] if counts else []))
    print(f"## omaha-eval C core: ns per hand, {args.deals:,} random deals, "
          f"median of {args.passes} rounds, {args.clock} time (seed {args.seed})\n")
    columns = ["case", "median ns", "fastest ns", "target ns", "target"] + (["instructions"] if counts else [])
    print(markdown_table(columns, rows, "lrrrl" + ("r" if counts else "")))
    print()
    print("Ratios of medians (above 1: today's code is faster):")
    print("\n".join(ratios(cases)))
    print()
    print(f"Agreement before timing: {mismatches} mismatches between oe_omaha_high, oe_batch_high, "
          "the pair-by-triple oracle" + (" and phevaluator (PLO4 river)" if pheval else "")
          + f" on every deal, 4-6 hole cards, flop to river.  ")
    print(f"Command: `{command_line()}`  ")
    compiler = subprocess.run(shlex.split(args.cc) + ["--version"], capture_output=True, text=True).stdout
    compiler = compiler.splitlines()[0] if compiler else args.cc
    shown = [os.path.relpath(c, ROOT) if c.startswith(str(ROOT)) else c for c in cmd[:-2]
             if c not in pheval] + (["<phevaluator objects>"] if pheval else []) + ["-o", "<tmp>/c_bench"]
    print(f"Build: `{' '.join(shown)}` ({compiler})  ")
    print(f"Machine: {machine()}  ")
    print(f"Checksum: {checksum} (all results are summed, so no work can be optimised away)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Command-line start-up: the CPU time of `omaha-eval eval AhAd7c2s
KsKd7h3c2d` (and a few other subcommands) against `python -c pass`, each in
fresh interpreters, rounds interleaved, medians reported.

    python bench/cli_startup.py                    # 20 rounds
    python bench/cli_startup.py --runs 40 --modules

CPU time (user + system of the child, from os.wait4) leaves out time spent
waiting for a core on a busy machine; wall time is shown beside it. The
command runs as `python -m omaha_eval ...`, which is what the console
script does (less the script's own few lines). The target of issue 52 is
under 0.15 s of CPU for `eval`. `--modules` adds how many omaha_eval modules
each command imports (from `python -X importtime`). Run from the source tree
the in-place build is measured; `--cwd` measures an installed package.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import command_line, machine, markdown_table  # noqa: E402

TARGET_CPU_S = 0.15
COMMANDS = {
    "python -c pass": ["-c", "pass"],
    "omaha-eval eval AhAd7c2s KsKd7h3c2d": ["-m", "omaha_eval", "eval", "AhAd7c2s", "KsKd7h3c2d"],
    "omaha-eval equity AsAhKsKh JdTd9c8c --board 2c7d9h": ["-m", "omaha_eval", "equity", "AsAhKsKh",
                                                            "JdTd9c8c", "--board", "2c7d9h"],
    "omaha-eval index AhAd7c2s": ["-m", "omaha_eval", "index", "AhAd7c2s"],
    "omaha-eval --help": ["-m", "omaha_eval", "--help"],
}
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run_once(args: list, cwd: str) -> tuple:
    """(CPU seconds, wall seconds) of one fresh interpreter running args."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, *args], cwd=cwd, env=ENV,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(args)} exited {proc.returncode}")
    return usage.ru_utime + usage.ru_stime, wall


def package_modules(args: list, cwd: str) -> int:
    """How many omaha_eval modules the command imports."""
    err = subprocess.run([sys.executable, "-X", "importtime", *args], cwd=cwd, env=ENV,
                         capture_output=True, text=True).stderr
    names = {line.rsplit("|", 1)[-1].strip() for line in err.splitlines() if line.startswith("import time:")}
    return sum(1 for n in names if n == "omaha_eval" or n.startswith("omaha_eval."))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=20, help="fresh processes per command (default 20)")
    ap.add_argument("--modules", action="store_true", help="also count the omaha_eval modules each imports")
    ap.add_argument("--cwd", default=str(Path(__file__).resolve().parent.parent),
                    help="directory the commands run in (default: this source tree and its in-place build)")
    args = ap.parse_args(argv)

    for argv_ in COMMANDS.values():  # writes the bytecode caches, as installing does
        run_once(argv_, args.cwd)
    samples = {name: [] for name in COMMANDS}
    for _ in range(args.runs):
        for name, argv_ in COMMANDS.items():
            samples[name].append(run_once(argv_, args.cwd))

    base_cpu = statistics.median(s[0] for s in samples["python -c pass"])
    rows = []
    for name, argv_ in COMMANDS.items():
        cpu = statistics.median(s[0] for s in samples[name])
        wall = statistics.median(s[1] for s in samples[name])
        extra = f"{(cpu - base_cpu) * 1e3:+.0f}" if name != "python -c pass" else ""
        target = ""
        if name.startswith("omaha-eval eval"):
            target = f"{'met' if cpu < TARGET_CPU_S else 'NOT met'} (< {TARGET_CPU_S} s CPU)"
        count = str(package_modules(argv_, args.cwd)) if args.modules else ""
        rows.append((f"`{name}`", f"{cpu * 1e3:.0f}", f"{wall * 1e3:.0f}", extra, count, target))
    print(f"## Command-line start-up: median of {args.runs} fresh processes each, interleaved\n")
    print(markdown_table(["command", "CPU ms", "wall ms", "CPU ms over `python -c pass`",
                          "omaha_eval modules", "target"], rows, "lrrrrl"))
    print()
    print(f"Command: `{command_line()}`  ")
    print(f"Machine: {machine()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

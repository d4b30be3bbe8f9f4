"""Run the fuzz targets of tests/fuzz/harnesses.py.

    python tests/fuzz/run.py                        # smoke: every target, 20 s in all
    python tests/fuzz/run.py --seconds 3600 --target evaluate   # a long run of one target
    python tests/fuzz/run.py --engine random        # without atheris
    python tests/fuzz/run.py --replay tests/fuzz/findings/evaluate-crash-...   # rerun a finding

With atheris installed (pip install atheris; it is in the "fuzz" extra) each
target runs under libFuzzer with Python coverage guidance; otherwise (or with
--engine random) it is fed seeded random bytes. Each target runs in its own
process, so a crash is reported with the target's name. Findings go to
tests/fuzz/findings/ (atheris: the input that failed; random: the seed and
input) and the run exits non-zero. Under the sanitizer build see
tests/fuzz/sanitized.sh.
"""
from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
FINDINGS = HERE / "findings"


def child(target: str, seconds: float, engine: str, seed: int, corpus: list) -> int:
    sys.path.insert(0, str(HERE))
    if engine == "atheris":
        import atheris

        with atheris.instrument_imports(include=["omaha_eval"]):
            import harnesses
        FINDINGS.mkdir(exist_ok=True)
        args = [sys.argv[0], f"-max_total_time={max(1, int(seconds))}", "-timeout=30",
                "-rss_limit_mb=4096", f"-artifact_prefix={FINDINGS}/{target}-", f"-seed={seed}",
                "-print_final_stats=0", *corpus]
        atheris.Setup(args, harnesses.TARGETS[target])
        atheris.Fuzz()  # exits the process
        return 0
    import faulthandler

    import harnesses

    faulthandler.enable()
    run = harnesses.TARGETS[target]
    rng = random.Random(seed)
    deadline = time.monotonic() + seconds
    count = 0
    while time.monotonic() < deadline:
        data = rng.randbytes(rng.choice([8, 32, 64, 128, 400]))
        try:
            run(data)
        except BaseException:  # noqa: B902 - every escape is a finding
            FINDINGS.mkdir(exist_ok=True)
            path = FINDINGS / f"{target}-random-{seed}-{count}"
            path.write_bytes(data)
            traceback.print_exc()
            print(f"FINDING in {target}: input saved to {path} (replay: python {sys.argv[0]} "
                  f"--replay {path})", file=sys.stderr)
            return 1
        count += 1
    print(f"{target}: {count} inputs, no finding ({seconds:.1f} s)")
    return 0


def replay(paths: list) -> int:
    sys.path.insert(0, str(HERE))
    import harnesses

    status = 0
    for path in paths:
        name = Path(path).name.split("-")[0]
        print(f"replaying {path} on {name}")
        try:
            harnesses.TARGETS[name](Path(path).read_bytes())
        except BaseException:  # noqa: B902
            traceback.print_exc()
            status = 1
    return status


def main(argv=None) -> int:
    sys.path.insert(0, str(HERE))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--target", action="append", help="a target (repeatable; default: all)")
    ap.add_argument("--seconds", type=float, default=20.0, help="total seconds, split over the targets (default 20)")
    ap.add_argument("--engine", choices=("auto", "atheris", "random"), default="auto")
    ap.add_argument("--seed", type=int, default=None, help="random seed (default: from the clock)")
    ap.add_argument("--corpus", action="append", default=[], help="libFuzzer corpus directory (atheris)")
    ap.add_argument("--replay", nargs="+", help="run saved inputs (named TARGET-...) and report")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.replay:
        return replay(args.replay)
    engine = args.engine
    if engine == "auto":
        try:
            import atheris  # noqa: F401
            engine = "atheris"
        except ImportError:
            engine = "random"
    seed = args.seed if args.seed is not None else int(time.time()) % 100_000
    if args.child:
        return child(args.child, args.seconds, engine, seed, args.corpus)

    import harnesses

    targets = args.target or harnesses.all_targets()
    unknown = [t for t in targets if t not in harnesses.TARGETS]
    if unknown:
        ap.error(f"unknown target(s) {unknown}: expected {', '.join(harnesses.TARGETS)}")
    each = args.seconds / len(targets)
    print(f"fuzzing {', '.join(targets)} with {engine}, {each:.1f} s each, seed {seed}", flush=True)
    failed = []
    for name in targets:
        cmd = [sys.executable, __file__, "--child", name, "--seconds", str(each), "--engine", engine,
               "--seed", str(seed)] + [f"--corpus={c}" for c in args.corpus]
        result = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        lines = result.stdout.strip().splitlines()
        if result.returncode != 0:
            failed.append(name)
            how = f"signal {-result.returncode}" if result.returncode < 0 else f"exit {result.returncode}"
            print(f"{name}: FAILED ({how})\n" + "\n".join(lines[-60:]), flush=True)
        else:
            done = [ln for ln in lines if "Done" in ln or "no finding" in ln]
            print(f"{name}: ok {done[-1].strip() if done else ''}", flush=True)
    if failed:
        print(f"fuzz findings in: {', '.join(failed)}")
        return 1
    print("fuzz: no findings")
    return 0


if __name__ == "__main__":
    sys.exit(main())

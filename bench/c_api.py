"""The C library against the extension and a Cython consumer of the C API,
PLO4 river highs on the same random deals, CPU ns per hand (medians):

- C library, single: a C program linked against the CMake-built shared
  library (bench/c_api_bench.c), one oe_eval_high call per hand;
- C library, batch: the same program, one oe_eval_high_batch call;
- extension, batch: omaha_eval._core.batch_high (what oe.batch.evaluate
  runs), the same C loop compiled by setup.py;
- Cython consumer: another extension calling oe_eval_high through the
  capsule (omaha_eval/capi.pxd; tests/c/capi_consumer.pyx) in a nogil loop.

    python bench/c_api.py [--deals 200000] [--passes 15]

Needs cmake, a C compiler, Cython and numpy; builds in a temporary
directory. Targets (issue 17): the library's figures equal the extension's,
and the Cython consumer is within 1.2x of the C program per hand.
"""
from __future__ import annotations

import argparse
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "tests")]
sys.path.append(str(HERE.parent))  # the source tree's package when none is installed
from _timing import command_line, machine, make_deals, markdown_table  # noqa: E402
from c_api_build import ROOT, build_consumer, cmake_build, shared_library  # noqa: E402


def build_harness(build: Path, out: Path, cc: str) -> Path:
    lib = shared_library(build)
    cmd = shlex.split(cc) + ["-O3", "-std=c99", "-I", str(ROOT / "omaha_eval" / "include"),
                             str(HERE / "c_api_bench.c"), "-o", str(out), str(lib),
                             f"-Wl,-rpath,{lib.parent}"]
    subprocess.run(cmd, check=True)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=200_000)
    ap.add_argument("--passes", type=int, default=15)
    ap.add_argument("--seed", type=int, default=20261201)
    ap.add_argument("--cc", default="cc")
    args = ap.parse_args(argv)

    import numpy as np

    from omaha_eval import _core

    deals = np.array(make_deals(args.deals, args.seed, 9), dtype=np.uint8)
    with tempfile.TemporaryDirectory(prefix="oe-c-api-bench-") as tmp:
        work = Path(tmp)
        build = cmake_build(work)
        harness = build_harness(build, work / "c_api_bench", args.cc)
        consumer = build_consumer(work)
        (work / "deals.bin").write_bytes(deals.tobytes())
        out = subprocess.run([str(harness), str(work / "deals.bin"), str(args.passes)],
                             check=True, capture_output=True, text=True).stdout
        c_single, c_batch = (float(line.split()[1]) for line in out.splitlines()[:2])

        holes = np.ascontiguousarray(deals[:, :4])
        boards = np.ascontiguousarray(deals[:, 4:])
        values = np.zeros(len(deals), dtype=np.uint16)
        ext = []
        for _ in range(args.passes):
            start = time.process_time()
            _core.batch_high(holes, boards, values)
            ext.append((time.process_time() - start) / len(deals) * 1e9)
        times, total = consumer.time_plo4(deals.tobytes(), args.passes)
        if total != int(values.astype(np.int64).sum()) * args.passes:
            raise SystemExit("the consumer's values differ from the extension's")
        cy = statistics.median(times) / len(deals) * 1e9

    ext_batch = statistics.median(ext)
    rows = [("C library: oe_eval_high per hand (C program)", c_single, 1.0),
            ("C library: oe_eval_high_batch", c_batch, c_batch / c_single),
            ("extension: _core.batch_high (oe.batch.evaluate)", ext_batch, ext_batch / c_single),
            ("Cython consumer: oe_eval_high via the capsule", cy, cy / c_single)]
    print(f"## C API: PLO4 river high, {args.deals:,} random deals, median of {args.passes} passes, "
          f"CPU ns per hand\n")
    print(markdown_table(["case", "ns per hand", "vs C program"],
                         [(name, f"{ns:.1f}", f"{ratio:.2f}x") for name, ns, ratio in rows], "lrr"))
    print()
    print(f"C library batch / extension batch: {c_batch / ext_batch:.2f} (target 1.00: same sources, -O3)  ")
    print(f"Cython consumer / C program: {cy / c_single:.2f} (target <= 1.2)  ")
    print(f"Command: `{command_line()}`  ")
    print(f"Machine: {machine()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The C library against the extension and a Cython consumer of the C API,
PLO4 river highs on the same random deals, CPU ns per hand (medians):

- C library, single: a C program linked against the CMake-built shared
  library (bench/c_api_bench.c), one oe_eval_high call per hand;
- C library, batch: the same program, one oe_eval_high_batch call;
- extension, batch: omaha_eval.core._core.batch_high (what oe.batch.evaluate
  runs), the same C loop compiled by setup.py;
- Cython consumer: another extension calling oe_eval_high through the
  capsule (omaha_eval/capi.pxd; tests/c/capi_consumer.pyx) in a nogil loop.

Then exact equity of a few deals through the C library (oe_equity_exact,
from the same C program) and through the extension's engine binding
(_core.Job), CPU ms per deal.

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


EQUITY_CASES = [  # (name, game, hands, board)
    ("Hold'em AsAh vs KdKc preflop, exact", 2, ["AsAh", "KdKc"], ""),
    ("PLO4 AhAd7c2s vs KsQsJhTh on 9s8d3c, exact", 4, ["AhAd7c2s", "KsQsJhTh"], "9s8d3c"),
    ("PLO4 Hi-Lo, three hands preflop, exact", 4, ["Ah2d3cKs", "8h8d9c9s", "4h5dJsTs"], ""),
]


def time_equity(passes: int, c_rows: list) -> list:
    """Median CPU ms of one exact equity call, per case: the C program's
    oe_equity_exact (c_rows: ms, equity of player 1, from c_api_bench.c)
    against the extension's engine binding (_core.Job, prepared hands, one
    exact() call), on the same deals; both include preparing the hands."""
    from array import array

    from omaha_eval.core import _core
    from omaha_eval import parse_cards

    rows = []
    for (name, game, hands, board), (c_ms, c_equity) in zip(EQUITY_CASES, c_rows):
        holes = [bytes(int(c) for c in parse_cards(h)) for h in hands]
        cards = [int(c) for c in parse_cards(board)]
        hilo = "Hi-Lo" in name
        ext = []
        reps = 20  # calls per timed pass: a flop takes well under a millisecond
        for _ in range(passes):
            start = time.process_time()
            for _ in range(reps):
                job = _core.Job([(h, None, False) for h in holes], cards, 0, game, hilo,
                                [True] * len(holes))
                acc = array("Q", bytes(8 * (len(holes) * 7 + 1) * 2))
                job.exact(0, 1, acc)
            ext.append((time.process_time() - start) / reps)
        share = (acc[0] + acc[1] * 2.0 ** 64) / (acc[-2] + acc[-1] * 2.0 ** 64) / _core.POT_UNITS
        if abs(share - c_equity) > 1e-12:
            raise SystemExit(f"{name}: the library's equity differs from the extension's")
        rows.append((name, c_ms, statistics.median(ext) * 1e3))
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=200_000)
    ap.add_argument("--passes", type=int, default=15)
    ap.add_argument("--seed", type=int, default=20261201)
    ap.add_argument("--cc", default="cc")
    args = ap.parse_args(argv)

    import numpy as np

    from omaha_eval.core import _core

    deals = np.array(make_deals(args.deals, args.seed, 9), dtype=np.uint8)
    with tempfile.TemporaryDirectory(prefix="oe-c-api-bench-") as tmp:
        work = Path(tmp)
        build = cmake_build(work)
        harness = build_harness(build, work / "c_api_bench", args.cc)
        consumer = build_consumer(work)
        (work / "deals.bin").write_bytes(deals.tobytes())
        out = subprocess.run([str(harness), str(work / "deals.bin"), str(args.passes)],
                             check=True, capture_output=True, text=True).stdout
        lines = out.splitlines()
        c_single, c_batch = (float(line.split()[1]) for line in lines[:2])
        c_equity = [(float(line.split()[1]), float(line.split()[2])) for line in lines
                    if line.startswith("equity ")]

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
        equity_rows = time_equity(args.passes, c_equity)

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
    print(f"## C API: exact equity, median of {args.passes} passes of 20 calls, CPU ms per call\n")
    print(markdown_table(["case", "C library: oe_equity_exact (C program)", "extension: _core.Job", "ratio"],
                         [(n, f"{a:.3f}", f"{b:.3f}", f"{a / b:.2f}") for n, a, b in equity_rows], "lrrr"))
    print()
    print(f"C library batch / extension batch: {c_batch / ext_batch:.2f} (target 1.00: same sources, -O3)  ")
    print(f"Cython consumer / C program: {cy / c_single:.2f} (target <= 1.2)  ")
    print(f"Command: `{command_line()}`  ")
    print(f"Machine: {machine()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

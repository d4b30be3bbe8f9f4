"""The WebAssembly build against the native C library, same machine, same
run, same deals (issue 42):

- batch PLO4 river evaluation: ns per hand, Node (evalHighBatch, the
  copies into wasm memory included) against the native oe_eval_high_batch
  loop (bench/js_speed_native.c, compiled here with -O3 from src/);
  target: within 2x;
- heads-up PLO4 preflop exact equity: ms per matchup, Node
  (OmahaEval.equity) against the native oe_equity_exact; target: within 3x;
- the calculator page in headless Chromium: ms from pressing Run to the
  first exact heads-up PLO4 flop answer on the page, after a fresh load
  (the worker compiles the module and builds its tables once), and for a
  second press; target: within 500 ms;
- the .wasm's size, raw and gzipped (level 9).

Each figure is the median of --passes timed passes inside one process,
and the processes run --rounds times alternately (native, Node, native,
...); the table gives the median over rounds. Inputs are generated before
timing from a fixed seed.

    python bench/js_speed.py [--rows 200000] [--matchups 20] [--passes 7] [--rounds 3]

Needs js/dist/omaha_eval.wasm (python js/build.py), node, a C compiler;
the page figures need chromium and websocket-client (skipped otherwise).
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE), str(ROOT / "tests")]
from _timing import machine  # noqa: E402

WASM = ROOT / "js" / "dist" / "omaha_eval.wasm"


def write_deals(path: Path, rows: int, matchups: int) -> None:
    rng = random.Random(42)
    out = bytearray()
    for _ in range(rows):
        out.extend(rng.sample(range(52), 9))
    for _ in range(matchups):
        out.extend(rng.sample(range(52), 8))
    path.write_bytes(bytes(out))


def build_native(tmp: Path) -> Path:
    cc = os.environ.get("CC", "cc")
    exe = tmp / "js_speed_native"
    sources = sorted(str(p) for p in (ROOT / "src").glob("*.c"))
    subprocess.run([cc, "-O3", "-std=c99", "-DNDEBUG", "-DOE_STATIC=1", "-I", str(ROOT / "src"), "-I",
                    str(ROOT / "omaha_eval" / "include"), str(HERE / "js_speed_native.c"), *sources, "-o", str(exe),
                    "-lm"], check=True)
    return exe


def page_times(presses: int) -> dict:
    """ms from pressing Run to the answer on the page: the first press after
    a fresh load, and a second press, medians over `presses` loads."""
    from js.browser import Browser, Calculator, chromium_path, serve_js
    try:
        import websocket  # noqa: F401
    except ImportError:
        return {}
    if chromium_path() is None:
        return {}
    first, second = [], []
    with serve_js() as base:
        browser = Browser()
        try:
            for _ in range(presses):
                page = Calculator(browser, base)
                page.enter(["AsAhKsKh", "QdQcJdJc"], board="2c7d9h", game="omaha")
                assert page.run() == "done"
                first.append(page.results()["ms"])
                assert page.run() == "done"
                second.append(page.results()["ms"])
        finally:
            browser.close()
    return {"first_ms": statistics.median(first), "first_max_ms": max(first),
            "second_ms": statistics.median(second)}


def main(argv: list | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", type=int, default=200_000)
    ap.add_argument("--matchups", type=int, default=20)
    ap.add_argument("--passes", type=int, default=7)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--presses", type=int, default=5)
    args = ap.parse_args(argv)
    if not WASM.exists():
        sys.exit("no js/dist/omaha_eval.wasm: run python js/build.py first")
    node = shutil.which("node")
    if node is None:
        sys.exit("no node on PATH")
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        deals = tmp / "deals.bin"
        write_deals(deals, args.rows, args.matchups)
        exe = build_native(tmp)
        runs: dict = {"native": [], "node": []}
        common = [str(deals), str(args.rows), str(args.matchups), str(args.passes)]
        for _ in range(args.rounds):
            runs["native"].append(json.loads(subprocess.run([str(exe), *common], check=True, capture_output=True,
                                                            text=True).stdout))
            runs["node"].append(json.loads(subprocess.run([node, str(HERE / "js_speed.mjs"), *common], check=True,
                                                          capture_output=True, text=True).stdout))
    if runs["native"][0]["check"] != runs["node"][0]["check"]:
        sys.exit("the native and Node batches disagree")
    if abs(runs["native"][0]["equity_sum"] - runs["node"][0]["equity_sum"]) > 1e-9:
        sys.exit("the native and Node equities disagree")
    med = {side: {k: statistics.median(r[k] for r in rs) for k in ("batch_ns", "preflop_ms")}
           for side, rs in runs.items()}
    load_ms = statistics.median(r["load_ms"] for r in runs["node"])
    raw = WASM.read_bytes()
    page = page_times(args.presses)
    batch_ratio = med["node"]["batch_ns"] / med["native"]["batch_ns"]
    pre_ratio = med["node"]["preflop_ms"] / med["native"]["preflop_ms"]
    lines = [
        f"Machine: {machine()}; node {subprocess.run([node, '--version'], capture_output=True, text=True).stdout.strip()}",
        f"`python bench/js_speed.py --rows {args.rows} --matchups {args.matchups} --passes {args.passes} "
        f"--rounds {args.rounds}`",
        "",
        "| work | native C | Node (wasm) | ratio | target |",
        "| --- | ---: | ---: | ---: | ---: |",
        f"| PLO4 river batch, ns/hand | {med['native']['batch_ns']:.1f} | {med['node']['batch_ns']:.1f} | "
        f"{batch_ratio:.2f}x | 2x |",
        f"| heads-up PLO4 preflop exact, ms/matchup | {med['native']['preflop_ms']:.2f} | "
        f"{med['node']['preflop_ms']:.2f} | {pre_ratio:.2f}x | 3x |",
        "",
        f"- .wasm: {len(raw):,} bytes, {len(gzip.compress(raw, 9)):,} gzipped; Node compiles and instantiates it "
        f"in {load_ms:.0f} ms (once per process: the tables are in its data segment)",
    ]
    if page:
        lines.append(f"- the page, heads-up PLO4 flop, exact: {page['first_ms']:.0f} ms from pressing Run after a "
                     f"fresh load (median of {args.presses}; worst {page['first_max_ms']:.0f} ms; target 500 ms), "
                     f"{page['second_ms']:.0f} ms for a second press")
    else:
        lines.append("- the page: not measured (needs chromium and websocket-client)")
    text = "\n".join(lines)
    print(text)
    out = HERE / "results" / "js_speed.md"
    out.write_text(f"# bench/js_speed.py ({time.strftime('%Y-%m-%d')})\n\n{text}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

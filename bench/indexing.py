"""The canonical hand indexer (issue 43): CPU ns per deal, medians of
several passes, random deals generated before timing.

- C, single: one oe_ix_index call per deal (bench/index_bench.c, the core
  compiled with -O3 like the extension), and the checked row loop that the
  C API's oe_index_batch and the numpy form run;
- numpy: HandIndexer.index_array on an (n, k) uint8 array (the binding's
  checks, the GIL released around the C loop): on one thread (CPU time
  per deal), and split over all cores (threads=None): its CPU time per
  deal summed over the threads (the work, split included: on N free cores
  the throughput is about this over N), and its wall time per deal (the
  throughput here, which other processes on the machine inflate);
- unindex in C, for scale.

    python bench/indexing.py [--deals 300000] [--passes 7] [--rounds river]

Targets: <= 200 ns per index in C for a PLO4 river by street (a reference
build of Waugh's hand-isomorphism library took 600-900 ns here), and
<= 20 ns per deal through the numpy form.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.append(str(ROOT))  # the source tree's package when none is installed

GAMES = {"holdem": 2, "omaha": 4, "omaha5": 5, "omaha6": 6, "courchevel": 7}
ROUNDS = ("preflop", "flop", "turn", "river")


# The indexer's C files (src/oe_index.h's implementation); the bench links
# only these, not the whole core.
INDEXER_SOURCES = ("oe_index_tables.c", "oe_index.c", "oe_unindex.c", "oe_index_avx2.c")


def build(out: Path) -> Path:
    exe = out / "index_bench"
    cc = os.environ.get("CC", "cc")
    sources = [str(ROOT / "src" / name) for name in INDEXER_SOURCES]
    subprocess.run([cc, "-O3", "-std=c99", f"-I{ROOT / 'src'}", *sources, str(HERE / "index_bench.c"), "-o", str(exe)],
                   check=True)
    return exe


def c_figures(exe: Path, game: str, ordering: str, round_: int, deals: int, passes: int) -> dict:
    line = subprocess.run([str(exe), str(GAMES[game]), "1" if ordering == "street" else "0", str(round_),
                           str(deals), str(passes)], check=True, capture_output=True, text=True).stdout.split()
    return {"c_index": float(line[1]), "c_rows": float(line[3]), "c_unindex": float(line[5])}


def numpy_figures(game: str, ordering: str, round_: int, deals: int, passes: int) -> tuple:
    """(one thread CPU, all cores CPU summed, all cores wall), ns per deal."""
    import numpy as np

    from omaha_eval.indexing import indexer

    ix = indexer(game, ordering)
    k = ix.cards(round_)
    rng = np.random.default_rng(43)
    cards = np.argpartition(rng.random((deals, 52)), k, axis=1)[:, :k].astype(np.uint8)
    one, every_cpu, every_wall = [], [], []
    ix.index_array(cards, threads=None)  # the shared pool's threads started before timing
    for _ in range(passes):
        t0 = time.process_time()
        ix.index_array(cards, threads=1)
        one.append((time.process_time() - t0) / deals * 1e9)
        t0, w0 = time.process_time(), time.perf_counter()
        ix.index_array(cards, threads=None)
        every_cpu.append((time.process_time() - t0) / deals * 1e9)
        every_wall.append((time.perf_counter() - w0) / deals * 1e9)
    return statistics.median(one), statistics.median(every_cpu), statistics.median(every_wall)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=300_000)
    ap.add_argument("--passes", type=int, default=7)
    ap.add_argument("--rounds", default="river", help="comma-separated: " + ",".join(ROUNDS))
    ap.add_argument("--games", default=",".join(GAMES), help="comma-separated: " + ",".join(GAMES))
    args = ap.parse_args()
    for option, given, known in (("--games", args.games, GAMES), ("--rounds", args.rounds, ROUNDS)):
        unknown = [name for name in given.split(",") if name not in known]
        if unknown:
            ap.error(f"{option}: unknown {', '.join(map(repr, unknown))}; expected some of {', '.join(known)}")
    with tempfile.TemporaryDirectory() as tmp:
        exe = build(Path(tmp))
        cores = os.cpu_count()
        print(f"| game | ordering | round | C index ns | C checked rows ns | numpy 1 thread ns "
              f"| numpy {cores} threads CPU ns | numpy {cores} threads wall ns | C unindex ns |")
        print("|---|---|---|---:|---:|---:|---:|---:|---:|")
        for game in args.games.split(","):
            for ordering in ("street", "board"):
                for name in args.rounds.split(","):
                    r = ROUNDS.index(name)
                    c = c_figures(exe, game, ordering, r, args.deals, args.passes)
                    one, every_cpu, every_wall = numpy_figures(game, ordering, r, args.deals, args.passes)
                    print(f"| {game} | {ordering} | {name} | {c['c_index']:.0f} | {c['c_rows']:.0f} | "
                          f"{one:.0f} | {every_cpu:.0f} | {every_wall:.0f} | {c['c_unindex']:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

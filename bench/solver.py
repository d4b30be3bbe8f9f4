"""The river solver's speed and memory (issue 53): a full-range PLO4 river
(every hand left on a dry board, both players), bets of 33% and 75% of the
pot and all-in, one raise (pot or all-in), solved to a target
exploitability; the time per iteration beside its floor, the same
iteration's terminal sweeps alone, measured in the same run.

    python bench/solver.py                       # to 0.3% of the pot, 2 threads
    python bench/solver.py --iterations 20       # a few iterations: the per-iteration figures
    python bench/solver.py --game holdem         # Hold'em, full ranges

Memory is the process's peak resident size (getrusage), which includes
Python and numpy; the solver's own estimate is printed beside it."""
from __future__ import annotations

import argparse
import resource
import statistics
import time

from omaha_eval.solver import BetTree, Spot, build

BOARDS = {"omaha": "Ks7d2c9h4s", "holdem": "Ks7d2c9h4s", "omaha5": "Ks7d2c9h4s"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="omaha")
    ap.add_argument("--board", default=None)
    ap.add_argument("--target", type=float, default=0.3, help="percent of the pot (default 0.3)")
    ap.add_argument("--iterations", type=int, default=1000)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--floor-repeats", type=int, default=3)
    args = ap.parse_args()
    board = args.board or BOARDS.get(args.game, "Ks7d2c9h4s")
    start = time.perf_counter()
    spot = Spot(args.game, board, pot=100, stack=1000, oop="*", ip="*")
    tree = BetTree(bets="33%, 75%", raises="pot", allin=True, raise_cap=1)
    need = spot.estimate(tree, args.threads)
    print(f"{args.game} river {board}: {spot.sizes()[0]:,} hands a side, {need['nodes']} nodes, "
          f"estimate {need['bytes'] / 2**20:.0f} MiB, {args.threads} thread(s)")
    sol = build(spot, tree, threads=args.threads)
    setup = time.perf_counter() - start
    print(f"setup (ranges, tree, strengths, subsets): {setup:.2f} s")
    stamps = []

    def progress(iteration: int, e: float) -> bool:
        stamps.append((time.perf_counter(), iteration, e))
        print(f"  iteration {iteration}: exploitability {100 * e:.3f}% of the pot, "
              f"{stamps[-1][0] - t0:.1f} s", flush=True)
        return False

    t0 = time.perf_counter()
    sol.run(target=args.target / 100, max_iterations=args.iterations, check_every=10, progress=progress)
    solve = time.perf_counter() - t0
    # the floor: one iteration's terminal sweeps alone, several times
    done, reached = sol.iterations, sol.exploitability
    floors, floor_cpu = [], []
    for _ in range(args.floor_repeats):
        t, c = time.perf_counter(), time.process_time()
        count = sol._core.sweeps()
        floors.append(time.perf_counter() - t)
        floor_cpu.append(time.process_time() - c)
    # iterations alone (no exploitability checks), for the per-iteration figure
    per_iter, iter_cpu = [], []
    for _ in range(3):
        t, c = time.perf_counter(), time.process_time()
        sol._core.iterate(sol.iterations + 1, 1.5, 0.0, 2.0)
        per_iter.append(time.perf_counter() - t)
        iter_cpu.append(time.process_time() - c)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"solved to {100 * reached:.3f}% of the pot in {solve:.1f} s, {done} iterations "
          f"(exploitability checked every 10: each check costs about two iterations)")
    it, fl = statistics.median(iter_cpu), statistics.median(floor_cpu)
    print(f"one iteration: median {1e3 * statistics.median(per_iter):.1f} ms wall, {1e3 * it:.1f} ms CPU (all "
          f"threads); its {count} terminal sweeps alone (one thread): {1e3 * statistics.median(floors):.1f} ms wall, "
          f"{1e3 * fl:.1f} ms CPU; the iteration's CPU is {it / fl:.2f}x the floor's")
    print(f"peak resident memory {peak:.0f} MiB")


if __name__ == "__main__":
    main()

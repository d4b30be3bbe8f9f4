"""The river solver's speed and memory (issue 53): a full-range PLO4 river
(every hand left on a dry board, both players), bets of 33% and 75% of the
pot and all-in, one raise (pot or all-in), solved to a target
exploitability; the time per iteration beside its floor, the same
iteration's terminal sweeps alone, measured in the same run (a river walk
evaluates all its terminals in one batched sweep per group of lanes, one
group a thread; the floor runs those same sweeps on one thread).

    python bench/solver.py                       # to 0.3% of the pot, 2 threads
    python bench/solver.py --iterations 20       # a few iterations: the per-iteration figures
    python bench/solver.py --game holdem         # Hold'em, full ranges

CPU times count every thread (time.process_time), so on a machine that
other jobs share they are the figures to read; wall times are printed
beside them with the load average. Per-iteration figures are medians of
--repeats runs. Memory is the process's peak resident size (getrusage),
which includes Python and numpy; the solver's own estimate is printed
beside it."""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import time
from typing import Callable, List, Tuple

from omaha_eval.solver import BetTree, Spot, build
from omaha_eval.solver.solution import DCFR

BOARDS = {"omaha": "Ks7d2c9h4s", "holdem": "Ks7d2c9h4s", "omaha5": "Ks7d2c9h4s"}


def timed(fn: Callable[[], object], repeats: int) -> Tuple[float, float, object]:
    """Median wall and CPU seconds of fn over repeats runs, and its last result."""
    walls: List[float] = []
    cpus: List[float] = []
    out = None
    for _ in range(repeats):
        t, c = time.perf_counter(), time.process_time()
        out = fn()
        walls.append(time.perf_counter() - t)
        cpus.append(time.process_time() - c)
    return statistics.median(walls), statistics.median(cpus), out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="omaha")
    ap.add_argument("--board", default=None)
    ap.add_argument("--target", type=float, default=0.3, help="percent of the pot (default 0.3)")
    ap.add_argument("--iterations", type=int, default=1000)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--check-every", type=int, default=20,
                    help="iterations between exploitability checks (each costs about one iteration)")
    ap.add_argument("--repeats", type=int, default=5, help="runs behind each per-iteration median")
    args = ap.parse_args()
    board = args.board or BOARDS.get(args.game, "Ks7d2c9h4s")
    print(f"load average at the start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    start = time.perf_counter()
    spot = Spot(args.game, board, pot=100, stack=1000, oop="*", ip="*")
    tree = BetTree(bets="33%, 75%", raises="pot", allin=True, raise_cap=1)
    need = spot.estimate(tree, args.threads)
    print(f"{args.game} river {board}: {spot.sizes()[0]:,} hands a side, {need['nodes']} nodes, "
          f"estimate {need['bytes'] / 2**20:.0f} MiB, {args.threads} thread(s)")
    sol = build(spot, tree, threads=args.threads)
    setup = time.perf_counter() - start
    print(f"setup (ranges, tree, strengths, subsets): {setup:.2f} s")

    def progress(iteration: int, e: float) -> bool:
        print(f"  iteration {iteration}: exploitability {100 * e:.3f}% of the pot, "
              f"{time.perf_counter() - t0:.1f} s wall, {time.process_time() - c0:.1f} s CPU", flush=True)
        return False

    t0, c0 = time.perf_counter(), time.process_time()
    sol.run(target=args.target / 100, max_iterations=args.iterations, check_every=args.check_every,
            progress=progress)
    solve, solve_cpu = time.perf_counter() - t0, time.process_time() - c0
    done, reached = sol.iterations, sol.exploitability
    print(f"solved to {100 * reached:.3f}% of the pot in {done} iterations: {solve:.1f} s wall, "
          f"{solve_cpu:.1f} s CPU (exploitability checked every {args.check_every})")
    # the floor: one iteration's terminal sweeps alone (one thread), then
    # iterations alone (no exploitability checks), in the same run
    fl_wall, fl_cpu, count = timed(sol._core.sweeps, args.repeats)
    it_wall, it_cpu, _ = timed(lambda: sol._core.iterate(sol.iterations + 1, *DCFR), args.repeats)
    print(f"one iteration (median of {args.repeats}): {1e3 * it_wall:.1f} ms wall, {1e3 * it_cpu:.1f} ms CPU "
          f"(all threads); its {count} batched terminal sweeps alone (one thread): {1e3 * fl_wall:.1f} ms wall, "
          f"{1e3 * fl_cpu:.1f} ms CPU; the iteration's CPU is {it_cpu / fl_cpu:.2f}x the floor's")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident memory {peak:.0f} MiB; load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()

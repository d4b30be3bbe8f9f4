"""The solver on one thread and on two (issue 53): the same spot, the same
iterations, wall and CPU time of each and their ratios. A river spot's
threads take blocks of hands in the batched walk's passes and groups of
lanes in its sweep (Hi-Lo: whole subtrees under the root); a turn spot's
take river classes at each chance node.

    python bench/solver_threads.py                  # full-range PLO4 river, 10 iterations
    python bench/solver_threads.py --spot turn      # a PLO4 turn (all 48 rivers), 10 iterations
    python bench/solver_threads.py --rounds 5 --iterations 20

Each round builds a solver per thread count (untimed), in a shuffled order,
and times `iterations` DCFR iterations (no exploitability checks); the table
gives the medians over rounds. CPU time counts every thread
(time.process_time), so two threads at full use show CPU near twice the
wall. The answers must be identical for both counts (the solver sums in a
fixed order), and the script exits non-zero if they are not. On a machine
that other jobs share the wall ratio says little: the load average is
printed at the start and the end."""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from typing import Dict, List, Tuple

from omaha_eval.solver import BetTree, Spot, build
from omaha_eval.solver.solution import DCFR

SPOTS = {
    # a full-range river, as bench/solver.py
    "river": ("omaha", "Ks7d2c9h4s", "*", "*", "33%, 75%", "pot"),
    # a turn with ranges of about a thousand hands a side
    "turn": ("omaha", "Ks7d2c9h", "AAKQ, KKQJ, 99T8, 7765, JT98, T986", "AKQJ, QQJT, JT87, 8654, AK76, 6543",
             "50%, pot", "pot"),
}


def one_run(spot: Spot, tree: BetTree, threads: int, iterations: int) -> Tuple[float, float, float]:
    """Wall and CPU seconds of `iterations` iterations on `threads`, and the
    exploitability reached (to check that thread counts agree)."""
    sol = build(spot, tree, threads=threads)
    t, c = time.perf_counter(), time.process_time()
    for it in range(1, iterations + 1):
        sol._core.iterate(it, *DCFR)
    wall, cpu = time.perf_counter() - t, time.process_time() - c
    sol._measure()
    return wall, cpu, sol.exploitability


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--spot", choices=sorted(SPOTS), default="river")
    ap.add_argument("--iterations", type=int, default=10, help="per run")
    ap.add_argument("--rounds", type=int, default=3, help="runs per thread count behind each median")
    ap.add_argument("--seed", type=int, default=1, help="for the order of the runs in a round")
    args = ap.parse_args()
    iterations = args.iterations
    game, board, oop, ip, bets, raises = SPOTS[args.spot]
    spot = Spot(game, board, pot=100, stack=1000, oop=oop, ip=ip)
    tree = BetTree(bets=bets, raises=raises, allin=True, raise_cap=1)
    print(f"load average at the start: {' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs")
    print(f"{game} {args.spot} {board}: {spot.sizes()[0]:,} and {spot.sizes()[1]:,} hands, "
          f"{iterations} iterations per run, {args.rounds} rounds")
    rng = random.Random(args.seed)
    times: Dict[int, List[Tuple[float, float]]] = {1: [], 2: []}
    answers: Dict[int, float] = {}
    for r in range(args.rounds):
        order = [1, 2]
        rng.shuffle(order)
        for threads in order:
            wall, cpu, e = one_run(spot, tree, threads, iterations)
            times[threads].append((wall, cpu))
            answers.setdefault(threads, e)
            print(f"  round {r + 1}, {threads} thread(s): {wall:.2f} s wall, {cpu:.2f} s CPU", flush=True)
    med = {k: (statistics.median(w for w, _ in v), statistics.median(c for _, c in v)) for k, v in times.items()}
    print("threads  wall s  CPU s  CPU/wall")
    for k in (1, 2):
        print(f"{k:>7}  {med[k][0]:6.2f}  {med[k][1]:5.2f}  {med[k][1] / med[k][0]:8.2f}")
    print(f"speed-up of two threads (wall, 1 / 2): {med[1][0] / med[2][0]:.2f}x; "
          f"CPU of two against one: {med[2][1] / med[1][1]:.2f}x")
    print(f"load average at the end: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    if answers[1] != answers[2]:
        print(f"the thread counts disagree: exploitability {answers[1]!r} and {answers[2]!r}")
        return 1
    print(f"same answer on both: exploitability {100 * answers[1]:.4f}% of the pot")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The turn solver's speed and memory (issue 53): a turn on a rainbow
board (no river is suit-isomorphic to another, so all 48 are solved), bets
of 33% and 75% of the pot on both streets, one raise (pot), with N hands a
side drawn (seeded) from the hands the board leaves, or every hand (N 0),
solved to a target exploitability; CPU per iteration beside its floor (the
same iteration's terminal sweeps alone), measured in the same run. The
river rows are bench/solver.py's.

    python bench/solver_turn.py 5000 --target 0.5             # a PLO4 turn, 5,000 hands a side
    python bench/solver_turn.py 0 --game holdem --target 0.5  # a full-range Hold'em turn

Memory is the process's peak resident size (getrusage), which includes
Python and numpy; the solver's own estimate is printed beside it."""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import time

import numpy as np

from omaha_eval.core import _core
from omaha_eval.core.cards import card_mask
from omaha_eval.ranges import Range
from omaha_eval.solver import BetTree, Spot, build

TURN_BOARD = "Ks7d2c9h"


def drawn(game: str, board: str, n: int, seed: int) -> Range:
    """n hands (0: all) that the board leaves, drawn without replacement, weight 1."""
    full = Range("*", game)
    hands = np.asarray(full.hands)
    masks = np.zeros(len(hands), dtype=np.uint64)
    for col in range(hands.shape[1]):
        masks |= np.left_shift(np.uint64(1), hands[:, col].astype(np.uint64))
    left = hands[(masks & np.uint64(card_mask(_core.cards(board)))) == 0]
    if n and n < len(left):
        left = left[np.sort(np.random.default_rng(seed).choice(len(left), n, replace=False))]
    return Range.from_hands(left, np.ones(len(left), dtype=np.int64), game, f"{len(left)} hands")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("hands", type=int, help="hands a side (0: every hand the board leaves)")
    ap.add_argument("--game", default="omaha")
    ap.add_argument("--board", default=TURN_BOARD)
    ap.add_argument("--target", type=float, default=0.5, help="percent of the pot (default 0.5)")
    ap.add_argument("--iterations", type=int, default=1000)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--check-every", type=int, default=10)
    ap.add_argument("--repeats", type=int, default=3, help="runs behind each per-iteration median")
    ap.add_argument("--no-isomorphism", action="store_true")
    args = ap.parse_args()
    print(f"load average at the start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    start = time.perf_counter()
    spot = Spot(args.game, args.board, pot=100, stack=400, oop=drawn(args.game, args.board, args.hands, 1),
                ip=drawn(args.game, args.board, args.hands, 2), isomorphism=not args.no_isomorphism)
    tree = BetTree(bets="33%, 75%", raises="pot", allin=False, raise_cap=1)
    need = spot.estimate(tree, args.threads)
    print(f"{args.game} turn {args.board}: {spot.sizes()[0]:,} hands a side, {need['nodes']} nodes, "
          f"estimate {need['bytes'] / 2**20:.0f} MiB, {args.threads} thread(s)")
    sol = build(spot, tree, threads=args.threads)
    rivers, classes = sol._core.rivers()
    print(f"setup (ranges, tree, strengths, subsets): {time.perf_counter() - start:.2f} s; {rivers} rivers in "
          f"{classes} classes")

    def progress(iteration: int, e: float) -> bool:
        print(f"  iteration {iteration}: exploitability {100 * e:.3f}% of the pot, "
              f"{time.perf_counter() - t0:.1f} s wall, {time.process_time() - c0:.1f} s CPU", flush=True)
        return False

    t0, c0 = time.perf_counter(), time.process_time()
    sol.run(target=args.target / 100, max_iterations=args.iterations, check_every=args.check_every,
            progress=progress)
    solve, solve_cpu = time.perf_counter() - t0, time.process_time() - c0
    print(f"solved to {100 * sol.exploitability:.3f}% of the pot in {sol.iterations} iterations: {solve:.1f} s "
          f"wall, {solve_cpu:.1f} s CPU (exploitability checked every {args.check_every}: each check costs "
          f"about two iterations)")
    floor_cpu, iter_cpu = [], []
    for _ in range(args.repeats):
        c = time.process_time()
        count = sol._core.sweeps()
        floor_cpu.append(time.process_time() - c)
        c = time.process_time()
        sol._core.iterate(sol.iterations + 1, 1.5, 0.0, 2.0)
        iter_cpu.append(time.process_time() - c)
    it, fl = statistics.median(iter_cpu), statistics.median(floor_cpu)
    print(f"one iteration: median {1e3 * it:.1f} ms CPU (all threads); its {count} terminal sweeps alone (one "
          f"thread): {1e3 * fl:.1f} ms CPU; the iteration's CPU is {it / fl:.2f}x the floor's")
    print(f"peak resident memory {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")


if __name__ == "__main__":
    main()

"""The solver's speed and memory (issue 53): a full-range PLO4 river
(every hand left on a dry board, both players), bets of 33% and 75% of the
pot and all-in, one raise (pot or all-in), solved to a target
exploitability; the time per iteration beside its floor, the same
iteration's terminal sweeps alone, measured in the same run. With --turn,
a turn instead: every river dealt, bets of 33% and 75% on both streets,
one raise (pot), N hands a side drawn (seeded) from the hands the board
leaves, or full ranges with --turn 0.

    python bench/solver.py                       # to 0.3% of the pot, 2 threads
    python bench/solver.py --iterations 20       # a few iterations: the per-iteration figures
    python bench/solver.py --game holdem         # Hold'em, full ranges
    python bench/solver.py --turn 5000 --target 0.5   # a PLO4 turn, 5,000 hands a side
    python bench/solver.py --turn 0 --game holdem --target 0.5   # a full-range Hold'em turn

Memory is the process's peak resident size (getrusage), which includes
Python and numpy; the solver's own estimate is printed beside it."""
from __future__ import annotations

import argparse
import resource
import statistics
import time

import numpy as np

from omaha_eval.core.cards import card_mask
from omaha_eval.core import _core
from omaha_eval.ranges import Range
from omaha_eval.solver import BetTree, Spot, build

BOARDS = {"omaha": "Ks7d2c9h4s", "holdem": "Ks7d2c9h4s", "omaha5": "Ks7d2c9h4s"}
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
    ap.add_argument("--game", default="omaha")
    ap.add_argument("--board", default=None)
    ap.add_argument("--target", type=float, default=0.3, help="percent of the pot (default 0.3)")
    ap.add_argument("--iterations", type=int, default=1000)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--floor-repeats", type=int, default=3)
    ap.add_argument("--turn", type=int, default=None, metavar="N",
                    help="a turn spot with N hands a side (0: every hand the board leaves)")
    args = ap.parse_args()
    start = time.perf_counter()
    if args.turn is None:
        board = args.board or BOARDS.get(args.game, "Ks7d2c9h4s")
        spot = Spot(args.game, board, pot=100, stack=1000, oop="*", ip="*")
        tree = BetTree(bets="33%, 75%", raises="pot", allin=True, raise_cap=1)
    else:
        board = args.board or TURN_BOARD
        spot = Spot(args.game, board, pot=100, stack=400, oop=drawn(args.game, board, args.turn, 1),
                    ip=drawn(args.game, board, args.turn, 2))
        tree = BetTree(bets="33%, 75%", raises="pot", allin=False, raise_cap=1)
    need = spot.estimate(tree, args.threads)
    street = "river" if args.turn is None else "turn"
    print(f"{args.game} {street} {board}: {spot.sizes()[0]:,} hands a side, {need['nodes']} nodes, "
          f"estimate {need['bytes'] / 2**20:.0f} MiB, {args.threads} thread(s)")
    sol = build(spot, tree, threads=args.threads)
    setup = time.perf_counter() - start
    rivers, classes = sol._core.rivers()
    print(f"setup (ranges, tree, strengths, subsets): {setup:.2f} s" +
          (f"; {rivers} rivers in {classes} classes" if args.turn is not None else ""))
    stamps = []

    def progress(iteration: int, e: float) -> bool:
        stamps.append((time.perf_counter(), iteration, e))
        print(f"  iteration {iteration}: exploitability {100 * e:.3f}% of the pot, "
              f"{stamps[-1][0] - t0:.1f} s wall, {time.process_time() - c0:.1f} s CPU", flush=True)
        return False

    t0, c0 = time.perf_counter(), time.process_time()
    sol.run(target=args.target / 100, max_iterations=args.iterations, check_every=10, progress=progress)
    solve, solve_cpu = time.perf_counter() - t0, time.process_time() - c0
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
    print(f"solved to {100 * reached:.3f}% of the pot in {solve:.1f} s ({solve_cpu:.1f} s CPU), {done} iterations "
          f"(exploitability checked every 10: each check costs about two iterations)")
    it, fl = statistics.median(iter_cpu), statistics.median(floor_cpu)
    print(f"one iteration: median {1e3 * statistics.median(per_iter):.1f} ms wall, {1e3 * it:.1f} ms CPU (all "
          f"threads); its {count} terminal sweeps alone (one thread): {1e3 * statistics.median(floors):.1f} ms wall, "
          f"{1e3 * fl:.1f} ms CPU; the iteration's CPU is {it / fl:.2f}x the floor's")
    print(f"peak resident memory {peak:.0f} MiB")


if __name__ == "__main__":
    main()

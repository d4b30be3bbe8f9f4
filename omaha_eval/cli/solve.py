"""`omaha-eval solve`: solve a river spot and print the root strategy by
hand category, the exploitability and the time."""
from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from .args import game_action
from ..core.games import game_and_hilo


def register_solve(sub: Any) -> None:
    p = sub.add_parser("solve", help="solve a river spot: strategy by hand category, exploitability",
                       description="Solves a heads-up river spot with Discounted CFR, e.g. omaha-eval solve "
                                   "Ks7d2c9h4s --oop 'AA,KK,98' --ip 'AK,QQ,65' --pot 100 --stack 300")
    p.add_argument("board", help="5 board cards, e.g. Ks7d2c9h4s")
    p.add_argument("--oop", required=True, help="the range out of position (acts first), e.g. '15%%' or 'AA$ds'")
    p.add_argument("--ip", required=True, help="the range in position")
    p.add_argument("--pot", type=float, required=True, help="the pot (chips)")
    p.add_argument("--stack", type=float, required=True, help="the effective stack behind (chips)")
    p.add_argument("--game", action=game_action(game_and_hilo), default="omaha", help="the game (default omaha)")
    p.add_argument("--hilo", action="store_true", help="Hi-Lo 8-or-better")
    p.add_argument("--dead", default="", help="cards known not to come")
    p.add_argument("--bets", default="50%, pot", help="bet sizes (default '50%%, pot')")
    p.add_argument("--raises", default="pot", help="raise sizes (default 'pot'; e.g. '2.5x')")
    p.add_argument("--no-allin", action="store_true", help="no all-in option")
    p.add_argument("--raise-cap", type=int, default=1, help="raises after the bet (default 1)")
    p.add_argument("--pot-limit", action="store_true", help="pot-limit sizes (default no-limit)")
    p.add_argument("--no-donk", action="store_true", help="out of position may only check first")
    p.add_argument("--allin-threshold", type=float, default=0.0, help="a bet leaving less than this share "
                   "of the stack goes all-in (default 0)")
    p.add_argument("--rake", type=float, default=0.0, help="rake, a share of the pot (e.g. 0.05)")
    p.add_argument("--rake-cap", type=float, default=0.0, help="rake cap in chips (0: none)")
    p.add_argument("--target", type=float, default=0.5, help="stop at this exploitability, percent of the pot "
                   "(default 0.5)")
    p.add_argument("--iterations", type=int, default=1000, help="at most this many iterations (default 1000)")
    p.add_argument("--threads", type=int, default=1, help="threads (default 1; the answer is the same)")
    p.add_argument("--tree", action="store_true", help="print the bet tree and the memory, and stop")
    p.add_argument("--quiet", action="store_true", help="no progress line")
    p.set_defaults(run=cmd_solve)


def cmd_solve(args: argparse.Namespace) -> int:
    from ..solver.solution import build
    from ..solver.spot import Spot
    from ..solver.tree import BetTree

    tree = BetTree(args.bets, args.raises, allin=not args.no_allin, raise_cap=args.raise_cap,
                   allin_threshold=args.allin_threshold, donk=not args.no_donk, pot_limit=args.pot_limit,
                   rake=args.rake, rake_cap=args.rake_cap)
    spot = Spot(args.game, args.board, args.pot, args.stack, args.oop, args.ip, dead=args.dead, hilo=args.hilo)
    need = spot.estimate(tree, args.threads)
    n0, n1 = spot.sizes()
    print(f"{spot.game}{' hi-lo' if spot.hilo else ''} on {args.board}: {n0:,} hands out of position, "
          f"{n1:,} in position; {need['nodes']} nodes, {need['bytes'] / 2**20:,.1f} MiB")
    if args.tree:
        print(tree.describe(spot.pot, spot.stack))
        return 0
    start = time.perf_counter()
    sol = build(spot, tree, threads=args.threads)
    per = sol.seconds_per_iteration()
    if per * 100 > 5:   # past a few seconds: say so before spending them
        print(f"about {per:.2f} s an iteration on one thread; solves to 0.5% of the pot often take 50-200 "
              f"iterations (--iterations caps them)")

    def progress(iteration: int, e: float) -> bool:
        if not args.quiet and sys.stderr.isatty():
            print(f"\r  iteration {iteration}: exploitability {100 * e:.3f}% of the pot", end="", file=sys.stderr)
        return False

    sol.run(target=args.target / 100, max_iterations=args.iterations, progress=progress)
    if not args.quiet and sys.stderr.isatty():
        print(file=sys.stderr)
    print(report(sol))
    note = " (stopped early: the strategy so far)" if sol.stopped else ""
    print(f"exploitability {100 * sol.exploitability:.3f}% of the pot after {sol.iterations} iterations, "
          f"{time.perf_counter() - start:.1f} s{note}")
    return 0


def report(sol: Any, path: str = "") -> str:
    """The strategy at a decision: the whole range's frequencies, then by
    made-hand class."""
    actions = sol.actions(path)
    width = max(8, *(len(a) for a in actions))
    head = f"{'':24}{'share':>7}  " + "  ".join(f"{a:>{width}}" for a in actions)
    lines = [f"{sol.player(path).upper()} at {path or 'the root'} (pot {sol.spot.pot:g}):", head]
    freq = sol.frequencies(path)
    lines.append(f"{'all':24}{100:>6.1f}%  " + "  ".join(f"{100 * freq[a]:>{width - 1}.1f}%" for a in actions))
    for row in sol.by_category(path):
        lines.append(f"{row['category']:24}{100 * row['share']:>6.1f}%  "
                     + "  ".join(f"{100 * row['actions'][a]:>{width - 1}.1f}%" for a in actions))
    return "\n".join(lines)

"""`omaha-eval equity HAND HAND ...`: all-in equity of 2 to 10 hands, exact
or Monte Carlo."""
from __future__ import annotations

import argparse
import sys

from ..core.games import game_and_hilo
from .args import game_action, positive_int


def cmd_equity(args: argparse.Namespace) -> int:
    from ..equity_engine import equity

    progress = sys.stderr.isatty() if args.progress is None else args.progress
    result = equity(args.hands, board=args.board, dead=args.dead, game=args.game, hilo=args.hilo,
                    trials=args.trials, seed=args.seed, threads=args.threads, progress=progress)
    print(result)
    return 0


def register_equity(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("equity", help="all-in equity of 2 to 10 hands, exact or Monte Carlo",
                       description="Equity of hands, e.g. omaha-eval equity AsAhKsKh JdTd9c8c --board 2c7d9h")
    p.add_argument("hands", nargs="+", help="one argument per player, e.g. AsAhKsKh JdTd9c8c")
    p.add_argument("--board", default="", help="0, 3 or 4 known board cards (5: a showdown)")
    p.add_argument("--dead", default="", help="cards known not to come")
    p.add_argument("--game", action=game_action(game_and_hilo), default=None, help="the game (default: implied by the hole count)")
    p.add_argument("--hilo", action="store_true", help="split the pot with the 8-or-better low")
    p.add_argument("--trials", type=positive_int, default=None,
                   help="Monte Carlo with this many random boards (default: exact enumeration)")
    p.add_argument("--seed", type=int, default=None, help="random seed, for reproducible Monte Carlo")
    p.add_argument("--threads", type=positive_int, default=None, help="threads to use (default: all cores)")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="show a progress bar on standard error (default: when it is a terminal)")
    p.set_defaults(run=cmd_equity)

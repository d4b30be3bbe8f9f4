"""`omaha-eval icm`: each player's prize equity from stacks and payouts."""
from __future__ import annotations

import argparse


def _number(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None


def cmd_icm(args: argparse.Namespace) -> int:
    from ..icm import deal, icm_equity

    result = icm_equity(args.stacks, args.payouts, method=args.method, bounties=args.bounties,
                        trials=args.trials, seed=args.seed)
    print(result)
    if args.deal:
        shares = deal(args.stacks, args.payouts, args.deal)
        print(f"deal ({args.deal}): " + ", ".join(f"{x:.2f}" for x in shares))
    return 0


def register_icm(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    p = sub.add_parser("icm", help="tournament prize equity (ICM) from stacks and payouts",
                       description="Prize equity by the Independent Chip Model, e.g. "
                                   "omaha-eval icm 5000 3000 2000 --payouts 50 30 20")
    p.add_argument("stacks", nargs="+", type=_number, help="each player's chips")
    p.add_argument("--payouts", nargs="+", type=_number, required=True,
                   help="the prizes of places 1, 2, ... still to be won")
    p.add_argument("--method", default="auto", choices=("auto", "exact", "integral", "montecarlo"),
                   help="auto (default): exact up to 20 players, then the integral")
    p.add_argument("--bounties", nargs="+", type=_number, default=None,
                   help="progressive-knockout bounties, one per player (added to its holder's equity)")
    p.add_argument("--trials", type=int, default=100_000, help="Monte Carlo trials (default 100000)")
    p.add_argument("--seed", type=int, default=None, help="Monte Carlo seed")
    p.add_argument("--deal", choices=("icm", "chip-chop"), default=None, help="also show a deal")
    p.set_defaults(run=cmd_icm)

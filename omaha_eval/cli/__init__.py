"""The omaha-eval command line. Each subcommand has a register function
that adds its parser; SUBCOMMANDS names the module that holds it, and only
the chosen subcommand's module is imported (start-up time: `omaha-eval
eval` loads no other subcommand's package). Later features add theirs to
SUBCOMMANDS."""
from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import Dict, List, Optional, Tuple

from .._version import __version__
from ..core.cards import cards_text
from ..evaluate import best_hand, best_low
from ..core.cli_args import game_action, positive_int
from ..core.games import game_and_hilo
from ..core.values import HandValue


def cmd_eval(args: argparse.Namespace) -> int:
    value, used_hole, used_board = best_hand(args.hole, args.board, args.game)
    print(f"hand:     {value.name}")
    print(f"category: {value.category.label}")
    scale = "7462 = 7-5-4-3-2" if isinstance(value, HandValue) else "1404 = J-9-8-7-6, Short Deck"
    print(f"rank:     {value.rank} (1 = royal flush ... {scale})")
    print(f"cards:    {cards_text(used_hole + used_board, ' ')}"
          f"  (hole {cards_text(used_hole, ' ')}; board {cards_text(used_board, ' ')})")
    if args.hilo:
        low = best_low(args.hole, args.board, args.game)
        if low is None:
            print("low:      none (no 8-or-better low)")
        else:
            print(f"low:      {low[0].name}  (hole {cards_text(low[1], ' ')}; board {cards_text(low[2], ' ')})")
    return 0


def cmd_equity(args: argparse.Namespace) -> int:
    from ..equity_engine import equity

    progress = sys.stderr.isatty() if args.progress is None else args.progress
    result = equity(args.hands, board=args.board, dead=args.dead, game=args.game, hilo=args.hilo,
                    trials=args.trials, seed=args.seed, threads=args.threads, progress=progress)
    print(result)
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from .selfbench import print_benchmarks

    print_benchmarks(repeats=args.repeats)
    return 0


def register_eval(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("eval", help="evaluate one hand: the hand made, its rank and the five cards",
                       description="Evaluate hole cards on a board, e.g. omaha-eval eval AhAd7c2s KsKd7h3c2d")
    p.add_argument("hole", help="hole cards, e.g. AhAd7c2s (2 = Hold'em, 4/5/6 = Omaha)")
    p.add_argument("board", help="3, 4 or 5 board cards, e.g. KsKd7h3c2d")
    p.add_argument("--game", action=game_action(game_and_hilo), default=None, help="the game (default: implied by the hole count)")
    p.add_argument("--hilo", action="store_true", help="also show the 8-or-better low (Omaha)")
    p.set_defaults(run=cmd_eval)


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


def register_bench(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("bench", help="time this package on this machine (peers: see bench/ in the source)",
                       description="A few seconds of timing: single calls, batch, exact and Monte Carlo equity.")
    p.add_argument("--repeats", type=positive_int, default=5, help="best of this many runs (default 5)")
    p.set_defaults(run=cmd_bench)


# name -> (module, its register function), in --help's order. A module is
# imported only when its subcommand is chosen (or for --help).
SUBCOMMANDS: Dict[str, Tuple[str, str]] = {
    "eval": (__name__, "register_eval"),
    "equity": (__name__, "register_equity"),
    "bench": (__name__, "register_bench"),
    "play": ("omaha_eval.engine.cli_play", "register_play"),  # the rules engine's terminal game
    "analyze": ("omaha_eval.analysis.cli", "register_analyze"),  # board analysis
    "breakdown": ("omaha_eval.analysis.cli_breakdown", "register_breakdown"),  # a range on a board
    "table": ("omaha_eval.tables.cli", "register_table"),  # precomputed preflop tables
    "range": ("omaha_eval.ranges.cli", "register_range"),  # the range language
    "hands": ("omaha_eval.hands.cli", "register_hands"),  # hand histories: database, statistics, EV
    "pql": ("omaha_eval.pql.cli", "register_pql"),  # the query language
    "index": ("omaha_eval.indexing.cli", "register_index"),  # canonical hand indexing
    "icm": ("omaha_eval.icm.cli", "register_icm"),  # tournament prize equity
    "solve": ("omaha_eval.solver.cli", "register_solve"),  # the river solver
}


def build_parser(only: Optional[str] = None) -> argparse.ArgumentParser:
    """The whole parser, or with ``only`` a subcommand's name, a parser
    that knows that subcommand alone (what main() parses with)."""
    parser = argparse.ArgumentParser(
        prog="omaha-eval",
        description="Fast poker hand evaluation for Omaha (4/5/6 cards, Hi-Lo) and Hold'em.")
    parser.add_argument("--version", action="version", version=f"omaha-eval {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name, (module, register) in SUBCOMMANDS.items():
        if only is None or name == only:
            getattr(importlib.import_module(module), register)(sub)
    return parser


def chosen_subcommand(argv: List[str]) -> Optional[str]:
    """The subcommand argv names, or None (no argument, an option such as
    --help first, or an unknown name: then the whole parser answers). The
    top-level parser has only options that end the run, so a subcommand can
    only be the first argument."""
    return argv[0] if argv and argv[0] in SUBCOMMANDS else None


def main(argv: Optional[List[str]] = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    parser = build_parser(only=chosen_subcommand(argv))
    args = parser.parse_args(argv)
    try:
        code = int(args.run(args))
        sys.stdout.flush()   # (a pipe closed after the last write shows here, not at exit)
        return code
    except KeyboardInterrupt:
        print("omaha-eval: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return _closed_pipe()
    except (ValueError, TypeError, ImportError) as err:
        print(f"omaha-eval: error: {err}", file=sys.stderr)
        return 2


def _closed_pipe() -> int:
    """The reader of our output went away (``... | head``): end quietly, as
    command-line tools do. Standard output is pointed at the null device so
    that Python's own flush at exit does not raise again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):   # (no real descriptor: a stand-in stdout)
        pass
    return 141   # 128 + SIGPIPE, as a shell reports a command ended by a closed pipe


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

"""The omaha-eval command line: this dispatcher, and beside it one module
a subcommand, named after it (eval's is evaluate.py and range's ranges.py,
not to shadow the builtins here), each with a register function that adds
its parser; args.py holds the argparse types they share. SUBCOMMANDS names each subcommand's module, and
only the chosen one is imported (start-up time: `omaha-eval eval` loads
no other subcommand's package). Later features add theirs to SUBCOMMANDS."""
from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import Dict, List, Optional, Tuple

from .._version import __version__

# name -> (module, its register function), in --help's order. A module is
# imported only when its subcommand is chosen (or for --help).
SUBCOMMANDS: Dict[str, Tuple[str, str]] = {
    "eval": ("omaha_eval.cli.evaluate", "register_eval"),  # one hand (evaluate.py: not to shadow eval())
    "equity": ("omaha_eval.cli.equity", "register_equity"),  # all-in equity of hands
    "bench": ("omaha_eval.cli.bench", "register_bench"),  # this package's speed here
    "play": ("omaha_eval.cli.play", "register_play"),  # the rules engine's terminal game
    "analyze": ("omaha_eval.cli.analyze", "register_analyze"),  # board analysis
    "breakdown": ("omaha_eval.cli.breakdown", "register_breakdown"),  # a range on a board
    "table": ("omaha_eval.cli.table", "register_table"),  # precomputed preflop tables
    "range": ("omaha_eval.cli.ranges", "register_range"),  # the range language (ranges.py: not to shadow range())
    "hands": ("omaha_eval.cli.hands", "register_hands"),  # hand histories: database, statistics, EV
    "pql": ("omaha_eval.cli.pql", "register_pql"),  # the query language
    "index": ("omaha_eval.cli.index", "register_index"),  # canonical hand indexing
    "icm": ("omaha_eval.cli.icm", "register_icm"),  # tournament prize equity
    "solve": ("omaha_eval.cli.solve", "register_solve"),  # the river solver
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

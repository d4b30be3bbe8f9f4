"""The omaha-eval command line. Each subcommand lives in its own function
and registers itself in build_parser(); later features add theirs there."""
from __future__ import annotations

import argparse
import sys
from typing import List, Optional

from . import __version__
from .cards import cards_text
from .evaluate import best_hand, best_low
from .games import GAME_NAMES


def cmd_eval(args: argparse.Namespace) -> int:
    value, used_hole, used_board = best_hand(args.hole, args.board, args.game)
    print(f"hand:     {value.name}")
    print(f"category: {value.category.label}")
    print(f"rank:     {value.rank} (1 = royal flush ... 7462 = 7-5-4-3-2)")
    print(f"cards:    {cards_text(used_hole + used_board, ' ')}"
          f"  (hole {cards_text(used_hole, ' ')}; board {cards_text(used_board, ' ')})")
    if args.hilo:
        low = best_low(args.hole, args.board, args.game)
        if low is None:
            print("low:      none (no 8-or-better low)")
        else:
            print(f"low:      {low[0].name}  (hole {cards_text(low[1], ' ')}; board {cards_text(low[2], ' ')})")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="omaha-eval",
        description="Fast poker hand evaluation for Omaha (4/5/6 cards, Hi-Lo) and Hold'em.")
    parser.add_argument("--version", action="version", version=f"omaha-eval {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = sub.add_parser("eval", help="evaluate one hand: the hand made, its rank and the five cards",
                       description="Evaluate hole cards on a board, e.g. omaha-eval eval AhAd7c2s KsKd7h3c2d")
    p.add_argument("hole", help="hole cards, e.g. AhAd7c2s (2 = Hold'em, 4/5/6 = Omaha)")
    p.add_argument("board", help="3, 4 or 5 board cards, e.g. KsKd7h3c2d")
    p.add_argument("--game", choices=GAME_NAMES, default=None, help="the game (default: implied by the hole count)")
    p.add_argument("--hilo", action="store_true", help="also show the 8-or-better low (Omaha)")
    p.set_defaults(run=cmd_eval)

    from .engine.cli_play import register_play  # the rules engine's terminal game
    register_play(sub)
    return parser


def main(argv: Optional[List[str]] = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args))
    except (ValueError, TypeError) as err:
        print(f"omaha-eval: error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

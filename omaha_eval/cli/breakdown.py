"""`omaha-eval breakdown RANGE BOARD`: what a range holds on a board (made
hands, draws, nut status, and in Hi-Lo lows), and with --filter the hands of
the categories named, to narrow the range street by street."""
from __future__ import annotations

import argparse
from typing import Any

from .args import game_action
from ..core.games import game_and_hilo


def cmd_breakdown(args: argparse.Namespace) -> int:
    from ..analysis.range_breakdown import breakdown

    game = args.game or "omaha"
    b = breakdown(args.range, args.board, game=game, dead=args.dead, hilo=args.hilo)
    if not args.filter:
        print(b.report(min_share=args.min_share / 100))
        return 0
    narrowed = b.range(*args.filter)
    what = " and ".join(args.filter)
    print(f"{args.range} on {args.board} with {what}: {len(narrowed):,} of {len(b):,} hands "
          f"({100 * b.share(*args.filter):.2f}% of the range's weight)")
    if args.list:
        limit = args.limit if args.limit is not None else len(narrowed)
        for i, hand in enumerate(narrowed):
            if i == limit:
                print(f"... and {len(narrowed) - limit:,} more (raise --limit)")
                break
            print(hand)
    return 0


def register_breakdown(sub: Any) -> None:
    p = sub.add_parser("breakdown", help="what a range holds on a board: made hands, draws, nuts",
                       description="A range's breakdown on a flop, turn or river, e.g. omaha-eval breakdown 15% "
                                   "Jh9h4c; --filter 'top set+' --filter 'flush draw' lists the part of the range "
                                   "in every category named ('a|b': either)")
    p.add_argument("range", help="range text, e.g. 15%% or 'AA$ds,KQJT-T987' (quote it for the shell)")
    p.add_argument("board", help="3, 4 or 5 board cards, e.g. Jh9h4c")
    p.add_argument("--game", action=game_action(game_and_hilo), default=None, help="the game (default omaha)")
    p.add_argument("--dead", default="", help="cards known not to come")
    p.add_argument("--hilo", action="store_true", help="Hi-Lo: percent ranges by the Hi-Lo ordering, and lows")
    p.add_argument("--filter", action="append", default=[],
                   help="a category ('top set+', 'nut flush draw', 'wrap (13 outs)', 'nuts', ...); repeat: all of them")
    p.add_argument("--min-share", type=float, default=0.5,
                   help="made-hand-with-draw lines below this percent of the range are summed up (default 0.5)")
    p.add_argument("--list", action="store_true", help="with --filter: list the hands")
    p.add_argument("--limit", type=int, default=None, help="list at most this many hands")
    p.set_defaults(run=cmd_breakdown)

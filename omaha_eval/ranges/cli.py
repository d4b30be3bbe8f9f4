"""`omaha-eval range TEXT --game GAME [--list]`: the size of a range, its
share of all the game's hands, and with --list the hands themselves."""
from __future__ import annotations

import argparse
from typing import Any

from ..games import GAME_NAMES


def cmd_range(args: argparse.Namespace) -> int:
    try:
        from .range import Range
    except ImportError as err:
        raise ImportError(f"omaha-eval range needs numpy (pip install numpy): {err}") from None

    r = Range(args.text, game=args.game)
    if args.without:
        r = r.without(args.without)
    n = len(r)
    print(f"range:  {args.text}  ({r.game})")
    if args.without:
        print(f"without: {args.without}")
    print(f"hands:  {n:,} of {len(Range('*', r.game)):,}  ({100 * r.share:.4g}%)")
    if r.weighted:
        print(f"weight: {int(r.weights.sum()):,} in all (weights {r.weights.min()}..{r.weights.max()})"
              if n else "weight: 0")
    if args.list:
        limit = args.limit if args.limit is not None else n
        for i, (hand, weight) in enumerate(zip(r, r.weights.tolist())):
            if i == limit:
                print(f"... and {n - limit:,} more (raise --limit)")
                break
            print(f"{hand} @{weight}" if r.weighted else hand)
    return 0


def register_range(sub: Any) -> None:
    p = sub.add_parser("range", help="size and hands of a range (ProPokerTools syntax, e.g. AA$ds)",
                       description='A range in the language of docs/ranges.md, e.g. omaha-eval range "AA$ds" '
                                   "--game omaha --list")
    p.add_argument("text", help='the range, e.g. "AA$ds", "KQJT-T987", "AKs,QQ+" (quote it for the shell)')
    p.add_argument("--game", choices=GAME_NAMES, default=None,
                   help="the game (needed unless the text is one hand)")
    p.add_argument("--without", default="", help="known cards to remove, e.g. a board AdKs3s")
    p.add_argument("--list", action="store_true", help="also list the hands, one a line")
    p.add_argument("--limit", type=int, default=None, help="list at most this many hands")
    p.set_defaults(run=cmd_range)

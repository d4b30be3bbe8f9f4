"""`omaha-eval range TEXT --game GAME [--list]`: the size of a range, its
share of all the game's hands, and with --list the hands themselves."""
from __future__ import annotations

import argparse
import math
from typing import Any

from ..core.cards import DECK, parse_cards
from .args import game_action
from ..core.games import game_and_hilo


def cmd_range(args: argparse.Namespace) -> int:
    from ..ranges.range import Range

    r = Range(args.text, game=args.game, hilo=args.hilo and args.game != "holdem")
    known = len(parse_cards(args.without)) if args.without else 0
    if args.without:
        r = r.without(args.without)
    n = len(r)
    # the share is of the hands that are still possible once the known cards are out
    deck = 36 if r.game.startswith("shortdeck") else 52   # Short Deck: sixes to aces
    possible = math.comb(deck - known, r.hole_cards)
    print(f"range:  {args.text}  ({r.game}{', Hi-Lo ordering' if args.hilo and '%' in args.text else ''})")
    if args.without:
        print(f"without: {args.without}")
    print(f"hands:  {n:,} of {possible:,}  ({100 * n / possible:.4g}%)")
    if r.weighted:
        print(f"weight: {int(r.weights.sum()):,} in all (weights {r.weights.min()}..{r.weights.max()})"
              if n else "weight: 0")
    if args.list:
        limit = args.limit if args.limit is not None else n
        if "%" in args.text:  # a percent range lists best first, by its ordering
            hands = r.best_first()
            names = [str(card) for card in DECK]
            texts = ["".join(names[c] for c in row) for row in hands.tolist()]
            weights = [r.weight(row) for row in hands] if r.weighted else [1] * len(texts)
        else:
            texts, weights = list(r), r.weights.tolist()
        for i, (hand, weight) in enumerate(zip(texts, weights)):
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
    p.add_argument("--game", action=game_action(game_and_hilo), default=None,
                   help="the game (needed unless the text is one hand)")
    p.add_argument("--without", default="", help="known cards to remove, e.g. a board AdKs3s")
    p.add_argument("--hilo", action="store_true", help="percent ranges by the Hi-Lo ordering")
    p.add_argument("--list", action="store_true",
                   help="also list the hands, one a line (a percent range best first)")
    p.add_argument("--limit", type=int, default=None, help="list at most this many hands")
    p.set_defaults(run=cmd_range)

"""`omaha-eval index ...`: a deal's canonical index and class size, or the
table of class counts."""
from __future__ import annotations

import argparse
from typing import Any

from ..core.cards import cards_text
from .args import game_action
from ..core.games import GAME_NAMES, game_and_hilo


def cmd_index(args: argparse.Namespace) -> int:
    from ..indexing.hand_indexer import ORDERINGS, ROUNDS, counts_table, indexer

    if args.counts:
        games = [args.game] if args.game else list(GAME_NAMES)
        orderings = [args.ordering] if args.ordering else list(ORDERINGS)
        print(f"{'game':<11} {'ordering':<8} " + " ".join(f"{name:>18}" for name in ROUNDS))
        for game, ordering, counts in counts_table(games):
            if ordering in orderings:
                print(f"{game:<11} {ordering:<8} " + " ".join(f"{counts[r]:>18,}" for r in ROUNDS))
        return 0
    if not args.cards:
        raise ValueError("give a deal's cards (hole cards, then the board as dealt), or --counts")
    from ..core.cards import parse_cards
    from ..core.games import game_for_hole_count

    hole = parse_cards(args.cards)
    board = parse_cards(args.board) if args.board else None
    # without --game: the hole count names it (the board then comes apart, by --board)
    game = args.game or game_for_hole_count(len(hole))
    ix = indexer(game, args.ordering or "street")
    round_, index, size = ix.index_and_size(hole, board)
    canon = ix.unindex(round_, index)
    out: Any = print
    out(f"{ix.game} {ix.ordering} {ROUNDS[round_]}: index {index:,} of {ix.count(round_):,}; "
        f"class size {size} (deals like this one); canonical {cards_text(canon, ' ')}")
    return 0


def register_index(sub: Any) -> None:
    p = sub.add_parser("index", help="a deal's canonical (suit-isomorphism) index and class size, or --counts",
                       description="Canonical hand indexing (docs/indexing.md): the index of a deal among "
                                   "the suit-isomorphism classes of its round, how many deals its class "
                                   "holds, and its canonical deal; --counts prints the classes per round.")
    p.add_argument("cards", nargs="?", default="", help="the hole cards (or the whole deal, with --game)")
    p.add_argument("--board", default="", help="the board as dealt (flop, turn, river)")
    p.add_argument("--game", action=game_action(game_and_hilo), default=None,
                   help="holdem, omaha, omaha5, omaha6, courchevel (default: from the hole cards)")
    p.add_argument("--ordering", choices=("street", "board"), default=None,
                   help="street: flop, turn and river kept apart (default); board: the board as one set")
    p.add_argument("--counts", action="store_true", help="print the number of classes of every round")
    p.set_defaults(run=cmd_index)

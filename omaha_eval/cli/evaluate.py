"""`omaha-eval eval HOLE BOARD`: the hand made, its rank and the five cards
(with --hilo, the 8-or-better low too)."""
from __future__ import annotations

import argparse

from ..core.cards import cards_text
from ..core.games import game_and_hilo
from ..core.values import HandValue
from ..evaluate import best_hand, best_low
from .args import game_action


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


def register_eval(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("eval", help="evaluate one hand: the hand made, its rank and the five cards",
                       description="Evaluate hole cards on a board, e.g. omaha-eval eval AhAd7c2s KsKd7h3c2d")
    p.add_argument("hole", help="hole cards, e.g. AhAd7c2s (2 = Hold'em, 4/5/6 = Omaha)")
    p.add_argument("board", help="3, 4 or 5 board cards, e.g. KsKd7h3c2d")
    p.add_argument("--game", action=game_action(game_and_hilo), default=None, help="the game (default: implied by the hole count)")
    p.add_argument("--hilo", action="store_true", help="also show the 8-or-better low (Omaha)")
    p.set_defaults(run=cmd_eval)

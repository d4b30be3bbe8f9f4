"""`omaha-eval analyze`: the made hand, draws with outs, nut rank and, with
--vs, the equity against those hands (or a range) and its distribution."""
from __future__ import annotations

import argparse
import re
from typing import Any, List, Sequence

from ..analysis import resolve_game
from ..core.cards import parse_cards
from ..core.optional import require
from .args import game_action
from ..core.games import HOLE_CARDS, game_and_hilo


def parse_vs(text: str, nhole: int, game: str, hilo: bool) -> Any:
    """Hands separated by commas or spaces ("QhQc2d2c, 7h7c5d4s"), or range
    text (docs/ranges.md) when omaha_eval.ranges is installed."""
    parts = [p for p in re.split(r"[,\s]+", text.strip()) if p]
    try:
        hands: List[Sequence[int]] = [parse_cards(p) for p in parts]
        if hands and all(len(h) == nhole for h in hands):
            return hands
    except ValueError:
        pass
    try:
        from ..ranges import Range  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        raise ValueError(f"--vs {text!r}: expected hands of {nhole} cards separated by commas "
                         f"(range text needs omaha_eval.ranges)") from None
    return Range(text, game=game, hilo=hilo)


def cmd_analyze(args: argparse.Namespace) -> int:
    from ..analysis.report import analyze
    from ..analysis.strength import strength

    if args.plot and args.vs is not None and not getattr(args, "board2", None):
        require("matplotlib", "--plot", "plot")  # before the distribution's work, not after
    hole = parse_cards(args.hole)
    game = resolve_game(args.game, len(hole))
    hilo = args.hilo and game != "holdem"
    if getattr(args, "board2", None):
        return _analyze_double(args, hole, game, hilo)
    report = analyze(hole, args.board, dead=args.dead, game=game, hilo=hilo)
    print(report)
    s = strength(hole, args.board, game=game, dead=args.dead)
    print(f"strength:  beats {s.worse:,}, ties {s.ties:,}, loses to {s.better:,} of {s.total:,} "
          f"hands ({s.percentile:.1f}th percentile)")
    if args.vs is None:
        if args.plot:
            raise ValueError("--plot needs --vs: the distribution is over the hands it names")
        return 0
    from ..analysis.distribution import distribution

    vs = parse_vs(args.vs, HOLE_CARDS[game], game, hilo)
    if len(report.board) == 5:
        s = strength(hole, args.board, opponents=vs, game=game, dead=args.dead)
        print(f"vs range:  beats {s.worse:,}, ties {s.ties:,}, loses to {s.better:,} ({s.share:.1%})")
        return 0
    d = distribution(hole, args.board, vs, game=game, dead=args.dead, hilo=hilo)
    print(f"equity:    {d.mean:.1%} against {len(d.equity):,} hands" + (" (Hi-Lo)" if hilo else ""))
    counts, edges = d.histogram(args.buckets)
    width = max(counts, default=0) or 1
    for count, lo, hi in zip(counts, edges, edges[1:]):
        print(f"  {lo:4.0%}-{hi:4.0%} {count:8,} {'#' * round(40 * count / width)}")
    if d.turn_equity:
        best = sorted(d.turn_equity.items(), key=lambda kv: -kv[1])
        print("turn:      best " + " ".join(f"{c}:{e:.0%}" for c, e in best[:5])
              + "; worst " + " ".join(f"{c}:{e:.0%}" for c, e in best[-5:]))
    if args.plot:
        d.plot(args.plot)
        print(f"plot:      {args.plot}")
    return 0


def _analyze_double(args: argparse.Namespace, hole: Sequence[int], game: str, hilo: bool) -> int:
    """A double board: each board's report, and with --vs the double-board
    equity against those hands (as one range)."""
    from ..analysis.double_board import analyze_double

    boards = [args.board, args.board2]
    print(analyze_double(hole, boards, dead=args.dead, game=game))
    if args.plot:
        raise ValueError("--plot: the distribution plot is for one board")
    if args.vs is not None:
        from ..equity_engine import double_board_equity

        vs = parse_vs(args.vs, HOLE_CARDS[game], game, hilo)
        result = double_board_equity([hole, vs], boards, dead=args.dead, game=game, hilo=hilo)
        me = result.players[0]
        print(f"equity:    {me.equity:.1%} of the pot (board 1 {me.board_equity[0]:.1%}, board 2 "
              f"{me.board_equity[1]:.1%}); scoops both {me.scoop:.1%}" + (" (Hi-Lo)" if hilo else ""))
    return 0


def register_analyze(sub: Any) -> None:
    p = sub.add_parser("analyze", help="board analysis: made hand, draws, outs, nut rank, equity distribution",
                       description="Analyze a hand on a board, e.g. omaha-eval analyze AsKsQdJd AdKh3s "
                                   "--vs QhQc2d2c,7h7c5d4s --plot dist.png")
    p.add_argument("hole", help="hole cards, e.g. AsKsQdJd")
    p.add_argument("board", help="3, 4 or 5 board cards, e.g. AdKh3s")
    p.add_argument("--board2", default=None, help="a double board's second board (as many cards as the first)")
    p.add_argument("--vs", default=None, help="opponent hands separated by commas, or range text")
    p.add_argument("--game", action=game_action(game_and_hilo), default=None, help="the game (default: implied by the hole count)")
    p.add_argument("--dead", default="", help="cards known not to come")
    p.add_argument("--hilo", action="store_true", help="Hi-Lo equity (8-or-better)")
    p.add_argument("--buckets", type=int, default=10, help="histogram buckets (default 10)")
    p.add_argument("--plot", default=None, help="save the distribution plot to this file (needs matplotlib)")
    p.set_defaults(run=cmd_analyze)

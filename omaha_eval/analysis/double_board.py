"""Analysis on a double board (docs/RULES.md §8): the made hand, nut rank,
draws and outs on each board. The other board's cards cannot come, so each
board is analysed with them out of the deck.

>>> from omaha_eval.analysis import analyze_double
>>> a = analyze_double("JdTc7s6h", ["9c8d2h", "AsKs3d"])
>>> a.boards[0].made.name, a.boards[0].draws.straight.name, a.boards[1].made.name
('NOTHING', 'WRAP', 'NOTHING')
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Tuple

from ..equity_engine import check_double_boards
from ..core.cards import CardsLike, parse_cards
from .report import HandAnalysis, analyze


@dataclass(frozen=True)
class DoubleBoardAnalysis:
    """``analyze`` of one hand on each board; ``str()`` is the report of
    ``omaha-eval analyze HOLE BOARD1 --board2 BOARD2``."""

    boards: Tuple[HandAnalysis, HandAnalysis]

    def __str__(self) -> str:
        return "\n".join(f"board {number}: {report}" for number, report in enumerate(self.boards, 1))


def analyze_double(hole: CardsLike, boards: Any, dead: CardsLike = "",
                   game: Optional[str] = None) -> DoubleBoardAnalysis:
    """Each board's analysis of ``hole`` on the double board ``boards``
    (board 1, board 2: 3, 4 or 5 cards each, as many on each)."""
    first, second = check_double_boards(boards)
    if not first:
        raise ValueError("boards: a double board's analysis needs at least the flops")
    gone = parse_cards(dead)
    return DoubleBoardAnalysis((analyze(hole, first, dead=gone + second, game=game),
                                analyze(hole, second, dead=gone + first, game=game)))

"""Equity over a board range ("xxx", "A**!AA*"): every board of the range,
each an exact equity job of its own, summed with the boards' weights."""
from __future__ import annotations

from typing import Any, List, Optional, Sequence

from .. import _core
from ..cards import CardsLike, cards_text, parse_cards
from .players import parse_range_texts
from .results import NCOUNTERS, EquityResult, player_results


def is_range_text(board: Any) -> bool:
    """Board text that is not plain cards: a board range ("xxx", "A**!AA*")."""
    if not isinstance(board, str) or not board.strip():
        return False
    try:
        parse_cards(board)
    except ValueError:
        return True
    return False


def over_board_range(hands: Sequence[Any], board: str, dead: CardsLike, game: Optional[str],
                      hilo: bool, trials: Optional[int], threads: Optional[int]) -> EquityResult:
    """Equity when the board is a range (docs/ranges.md "Boards and dead
    cards"): every board of the range, weighted by its weight, each with
    every compatible combination of the players' hands, exactly. Boards that
    a player's only hand (or whole range) collides with hold no deal and are
    left out, as the definition of a deal says."""
    from ..equity_calculator import equity
    from ..ranges import board_range

    if trials is not None:
        raise ValueError(f"board range {board!r}: equity over a board range is exact; leave trials=None")
    dead_cards = parse_cards(dead)
    boards: Any = None
    for size in (3, 4, 5):  # the fewest cards the pattern fits: "xxx" is a flop, "RONR" a turn
        try:
            boards, weights = board_range(board, cards=size, known=dead_cards)
            break
        except ValueError:
            if size == 5:
                raise
    hands = parse_range_texts(hands, game, bool(hilo))  # once, not once a board
    total: List[List[int]] = []
    weighted = count = 0
    first: Optional[EquityResult] = None
    error: Optional[ValueError] = None
    for cards, w in zip(boards.tolist(), weights.tolist()):
        try:
            r = equity(hands, board=cards, dead=dead_cards, game=game, hilo=hilo, threads=threads)
        except ValueError as err:  # no deal on this board: a hand uses one of its cards
            error = err
            continue
        first = first or r
        if not total:
            total = [[0] * NCOUNTERS for _ in r.counters]
        for acc, c in zip(total, r.counters):
            for i, v in enumerate(c):
                acc[i] += w * v
        weighted += w * r.boards
        count += 1
    if first is None:
        raise ValueError(f"board range {board!r}: no board of it leaves a possible deal ({error})")
    players = player_results([p.hand for p in first.players], total, weighted, True, hilo, _core.POT_UNITS)
    method = f"exact: {count:,} boards of the board range {board!r}, every completion and combination of hands"
    return EquityResult(players, first.game, bool(hilo), board, cards_text(dead_cards), True, weighted, None,
                        method, tuple(tuple(c) for c in total))

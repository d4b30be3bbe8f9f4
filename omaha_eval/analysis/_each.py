"""One hand against each of many opponent hands, heads-up and exact over
every way the board can finish: the hero's equity against each.

The public ``omaha_eval.equity_each`` (the equity engine's one-against-many
path) is used when it exists; otherwise a fallback here, built on the pair
tables and numpy, does the same. This is the one place to switch."""
from __future__ import annotations

import itertools
from typing import Any, Dict, Optional, Tuple

import numpy as np

from .. import _core
from ._spot import NO_LOW, Spot, hand_value_from_table, mask_of


def equity_each(spot: Spot, rows: "np.ndarray", hilo: bool,
                per_turn: bool = False) -> Tuple["np.ndarray", "np.ndarray", Optional[Dict[int, "np.ndarray"]]]:
    """(mask of the compatible rows, the hero's equity against each of them,
    and with per_turn on a flop: card -> equities after that turn card, NaN
    for hands holding it). Rows holding a hero, board or dead card are not
    compatible."""
    import omaha_eval

    engine = getattr(omaha_eval, "equity_each", None)
    if engine is not None and not per_turn:  # pragma: no cover - once the engine's API is public
        compatible = _compatible(spot, rows)
        result = engine(spot.hole, rows[compatible], board=spot.board, dead=spot.dead,
                        game=spot.game, hilo=hilo)
        return compatible, np.asarray(result.equity, dtype=float), None
    return _fallback(spot, rows, hilo, per_turn)


def _compatible(spot: Spot, rows: Any) -> Any:
    out: Any = np.empty(rows.shape[0], dtype=np.uint16)
    table = spot.table()
    if rows.shape[0]:
        _core.table_hands(table, rows, spot.used, out)
    return out != 0


def _fallback(spot: Spot, rows: "np.ndarray", hilo: bool,
              per_turn: bool) -> Tuple["np.ndarray", "np.ndarray", Optional[Dict[int, "np.ndarray"]]]:
    compatible = _compatible(spot, rows)
    opp: Any = np.ascontiguousarray(rows[compatible])
    n = opp.shape[0]
    won = np.zeros(n)
    boards = np.zeros(n)
    unseen = [c for c in range(52) if spot.unseen >> c & 1]
    need = 5 - len(spot.board)
    turn_won: Dict[int, Any] = {}
    turn_boards: Dict[int, Any] = {}
    if per_turn and need == 2:
        for c in unseen:
            turn_won[c] = np.zeros(n)
            turn_boards[c] = np.zeros(n)
    high: Any = np.empty(n, dtype=np.uint16)
    low: Any = np.empty(n, dtype=np.uint16)
    for extra in itertools.combinations(unseen, need):
        board = spot.board + list(extra)
        excluded = spot.used | mask_of(extra)
        table = spot.table(False, board)
        mine = hand_value_from_table(table, spot.hole)
        if n:
            _core.table_hands(table, opp, excluded, high)
        valid = high != 0
        share = (mine < high) + 0.5 * (mine == high)
        if hilo:
            table = spot.table(True, board)
            mine_low = hand_value_from_table(table, spot.hole)
            if n:
                _core.table_hands(table, opp, excluded, low)
            any_low = (low < NO_LOW) | (mine_low < NO_LOW)
            low_share = (mine_low < low) + 0.5 * (mine_low == low)
            share = np.where(any_low, 0.5 * share + 0.5 * low_share, share)
        share = share * valid
        won += share
        boards += valid
        if turn_won:
            for c in extra:
                turn_won[c] += share
                turn_boards[c] += valid
    with np.errstate(invalid="ignore", divide="ignore"):
        equity = won / boards
        turns = {c: turn_won[c] / turn_boards[c] for c in turn_won} if turn_won else None
    return compatible, equity, turns

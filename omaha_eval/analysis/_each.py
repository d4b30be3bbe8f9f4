"""One hand against each of many opponent hands, heads-up and exact over
every way the board can finish: the hero's equity against each.

The counting is the equity engine's one "hand against each opponent"
kernel (``omaha_eval.equity_engine.against_each``, over src/oe_analysis.c's
``oe_each_runouts``: one pair table per runout, then a few loads per
opponent), the one ``omaha_eval.equity_each`` runs too; it also yields the
per-turn breakdown in the same pass. A showdown (a river) is read straight
from the board's tables here."""
from __future__ import annotations

from typing import Any, Dict, Optional, Tuple

import numpy as np

from ..core import _core
from ..equity_engine import against_each
from ._spot import NO_LOW, Spot, hand_value_from_table


def equities_against_rows(spot: Spot, rows: "np.ndarray", hilo: bool, per_turn: bool = False,
                          threads: Optional[int] = None,
                          executor: Any = None) -> Tuple["np.ndarray", "np.ndarray", Optional[Dict[int, "np.ndarray"]]]:
    """(mask of the compatible rows, the hero's equity against each of them,
    and with per_turn on a flop: card -> equities after that turn card, NaN
    for hands holding it). Rows holding a hero, board or dead card are not
    compatible. The runouts are counted in chunks of rows on ``threads``
    or ``executor`` (omaha_eval.core.pool.map_in_order)."""
    return _every_runout(spot, rows, hilo, per_turn, threads, executor)


def _compatible(spot: Spot, rows: Any) -> Any:
    out: Any = np.empty(rows.shape[0], dtype=np.uint16)
    table = spot.table()
    if rows.shape[0]:
        _core.table_hands(table, rows, spot.used, out)
    return out != 0


def _every_runout(spot: Spot, rows: Any, hilo: bool, per_turn: bool, threads: Optional[int] = None,
                  executor: Any = None) -> Tuple[Any, Any, Optional[Dict[int, Any]]]:
    """Every completion of the board in C (the equity engine's
    against_each), counting the hero's quarters of the pot against each
    opponent."""
    compatible = _compatible(spot, rows)
    opp: Any = np.ascontiguousarray(rows[compatible], dtype=np.uint8)
    n = opp.shape[0]
    turns = per_turn and len(spot.board) == 3
    if len(spot.board) == 5:  # a showdown: one board
        high: Any = np.empty(n, dtype=np.uint16)
        table = spot.table()
        if n:
            _core.table_hands(table, opp, spot.used, high)
        mine = hand_value_from_table(table, spot.hole)
        share = (mine < high) * 4 + (mine == high) * 2
        if hilo:
            low: Any = np.empty(n, dtype=np.uint16)
            table = spot.table(True)
            if n:
                _core.table_hands(table, opp, spot.used, low)
            mine_low = hand_value_from_table(table, spot.hole)
            low_share = (mine_low < low) * 4 + (mine_low == low) * 2
            share = np.where((low < NO_LOW) | (mine_low < NO_LOW), (share + low_share) // 2, share)
        won = share.astype(np.uint32)
        boards = np.ones(n, dtype=np.uint32)
    else:
        won, boards, _wins, _losses, tw, tb = against_each(spot.hole, spot.board, spot.dead, spot.holdem, hilo, opp,
                                                           turns, threads, executor)
    with np.errstate(invalid="ignore", divide="ignore"):
        equity = won / (4.0 * boards)
        by_turn = None
        if turns:
            by_turn = {c: tw[c] / (4.0 * tb[c]) for c in range(52) if spot.unseen >> c & 1}
    return compatible, equity, by_turn

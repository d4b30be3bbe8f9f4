"""How a hand stands now against every hand an opponent could hold (or the
hands of a range): how many beat it, tie it and lose to it."""
from __future__ import annotations

from array import array
from dataclasses import dataclass
from typing import Any, Optional, Union

from ..core import _core
from ..core.cards import CardsLike
from ..core.games import hilo_from_game
from ..core.values import HandValue, LowValue, hand_value, low_value
from ._spot import NO_LOW, Spot, hand_value_from_table, range_rows


@dataclass(frozen=True)
class Strength:
    """Counts of opponent holdings (weighted for a weighted range) that
    beat, tie and lose to the hand now. For a low, holdings without a low
    tie a hand without one and lose to any low."""

    value: Optional[Union[HandValue, LowValue]]  # the hand's value (None: no low)
    better: int
    ties: int
    worse: int

    @property
    def total(self) -> int:
        return self.better + self.ties + self.worse

    @property
    def share(self) -> float:
        """The share of holdings the hand beats, ties counted half (0..1)."""
        return (self.worse + self.ties / 2) / self.total if self.total else 0.0

    @property
    def percentile(self) -> float:
        """``share`` in percent: 100 means nothing beats or ties it."""
        return 100.0 * self.share

    def __str__(self) -> str:
        name = "no low" if self.value is None else self.value.name
        return (f"{name}: beaten by {self.better:,}, ties {self.ties:,}, beats {self.worse:,} "
                f"of {self.total:,} ({self.percentile:.1f}th percentile)")


@hilo_from_game
def strength(hole: CardsLike, board: CardsLike, opponents: Any = None, dead: CardsLike = "",
             game: Optional[str] = None, hilo: bool = False) -> Strength:
    """The hand against every holding of the cards still unseen
    (``opponents=None``)
    or against given hands: a list of hands, an (n, k) numpy array, or a
    Range (anything with ``.hands`` and optional ``.weights``). Hands that
    hold a card of the hero, the board or the dead cards are skipped.

    >>> from omaha_eval.analysis import strength
    >>> s = strength("AsQs7h2c", "Ks9s4s")      # the nut flush on the flop
    >>> s.better, s.percentile > 99
    (0, True)
    """
    spot = Spot(hole, board, dead, game)
    return strength_in_table(spot, spot.table(hilo), opponents, hilo)


def strength_in_table(spot: Spot, table: "array[int]", vs: Any, low: bool) -> Strength:
    mine = hand_value_from_table(table, spot.hole)
    value = (low_value(mine) if mine < NO_LOW else None) if low else hand_value(mine)
    if vs is None:
        hist = array("Q", bytes(8 * (_core.LOW_SLOTS if low else _core.HIGH_SLOTS)))
        _core.table_histogram(table, spot.unseen, spot.nhole, hist, low)
        better = sum(hist[:mine])
        return Strength(value, better, hist[mine], sum(hist[mine + 1:]))
    rows, n, weights = range_rows(vs, spot.game, spot.nhole)
    counts = [0, 0, 0]
    if n:
        out = array("H", bytes(2 * n))
        _core.table_hands(table, rows, spot.used, out)
        for i, v in enumerate(out):
            if v:
                counts[(v >= mine) + (v > mine)] += 1 if weights is None else int(weights[i])
    return Strength(value, counts[0], counts[1], counts[2])

"""Equity results: plain slotted classes (no dataclasses, so importing them
costs nothing) that compare by value and print as a table."""
from __future__ import annotations

import math

SHARE, SHARE_SQ, HI_WIN, HI_TIE, LO_WIN, LO_TIE, SCOOP = range(7)
NCOUNTERS = 7


class _Value:
    """Equality, hashing and repr from __slots__."""

    __slots__ = ()

    def _fields(self):  # type: ignore[no-untyped-def]
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._fields() == other._fields()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        args = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__name__}({args})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only")


class PlayerEquity(_Value):
    """One player's result. Probabilities are per board (exact: weighted by
    the hands' weights when the player or opponents are ranges) or per trial.

    equity: expected share of the pot, ties and halves as paid. win: takes
    the whole pot alone. tie: shares the high (or, Hi-Lo, the high or the
    low) with someone. high / low: wins or shares the high / the low (low is
    0 without Hi-Lo). scoop: takes the whole pot alone (Hi-Lo: both halves).
    std_error: of equity; 0 when exact."""

    __slots__ = ("hand", "equity", "win", "tie", "high", "low", "scoop", "std_error")

    def __init__(self, hand: str, equity: float, win: float, tie: float, high: float, low: float,
                 scoop: float, std_error: float) -> None:
        for name, value in zip(self.__slots__, (hand, equity, win, tie, high, low, scoop, std_error)):
            object.__setattr__(self, name, value)


class EquityResult(_Value):
    """The result of ``oe.equity``: ``players`` (one PlayerEquity each),
    ``equities`` (their equities), how it was computed (``exact``,
    ``boards``: boards enumerated, weighted by the hands' weights, or
    Monte Carlo trials; ``method``, ``seed``), and the raw integer
    ``counters`` per player, in pot units of ``omaha_eval._core.POT_UNITS``,
    which add up across jobs cut into pieces."""

    __slots__ = ("players", "game", "hilo", "board", "dead", "exact", "boards", "seed", "method",
                 "counters")

    def __init__(self, players: list, game: str, hilo: bool, board: str, dead: str, exact: bool,  # type: ignore[type-arg]
                 boards: int, seed: "int | None", method: str, counters: tuple) -> None:  # type: ignore[type-arg]
        values = (players, game, hilo, board, dead, exact, boards, seed, method, counters)
        for name, value in zip(self.__slots__, values):
            object.__setattr__(self, name, value)

    @property
    def equities(self) -> list:  # type: ignore[type-arg]
        return [p.equity for p in self.players]

    def __str__(self) -> str:
        cols = ["hand", "equity", "win", "tie"] + (["high", "low", "scoop"] if self.hilo else [])
        rows = [[p.hand, f"{p.equity:.4%}", f"{p.win:.2%}", f"{p.tie:.2%}"]
                + ([f"{p.high:.2%}", f"{p.low:.2%}", f"{p.scoop:.2%}"] if self.hilo else [])
                for p in self.players]
        if not self.exact:
            cols.append("± s.e.")
            for r, p in zip(rows, self.players):
                r.append(f"{p.std_error:.4%}")
        widths = [max(len(c), *(len(r[i]) for r in rows)) for i, c in enumerate(cols)]

        def line(cells: list) -> str:  # type: ignore[type-arg]
            return "  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths)))
        return "\n".join([line(cols)] + [line(r) for r in rows] + [self.method])


def player_results(labels: list, counters: list, n: int, exact: bool, hilo: bool, pot: int) -> list:  # type: ignore[type-arg]
    """PlayerEquity objects from summed counters over n boards or trials."""
    out = []
    for label, c in zip(labels, counters):
        mean = c[SHARE] / n / pot
        se = 0.0
        if not exact:
            var = max(0.0, c[SHARE_SQ] / n / pot ** 2 - mean * mean)
            se = math.sqrt(var / n)
        tie = (c[HI_TIE] + c[LO_TIE]) / n if hilo else c[HI_TIE] / n
        out.append(PlayerEquity(label, mean, c[SCOOP] / n, tie, (c[HI_WIN] + c[HI_TIE]) / n,
                                (c[LO_WIN] + c[LO_TIE]) / n, c[SCOOP] / n, se))
    return out


class EachResult(_Value):
    """One hand against each of many opponent hands (``oe.equity_each``):
    numpy arrays over the opponent hands that share no card with the hand,
    the board or the dead cards, in input order: ``opponents`` (their cards,
    shape (n, hole cards)), ``index`` (their positions in the input),
    ``equity`` (the hand's equity against each), ``win``, ``tie``, ``lose``
    (of the high, or Hi-Lo the whole pot: win = scoop, lose = the opponent
    scoops), ``boards`` (boards per matchup), plus ``hand``, ``board``,
    ``game`` and ``hilo``. ``mean`` is the equity against the opponents
    together, each weighted equally."""

    __slots__ = ("hand", "board", "game", "hilo", "opponents", "index", "equity", "win", "tie", "lose",
                 "boards")

    def __init__(self, **values: object) -> None:
        for name in self.__slots__:
            object.__setattr__(self, name, values[name])

    def __eq__(self, other: object) -> bool:
        import numpy as np
        if type(other) is not type(self):
            return False
        return all(np.array_equal(a, b) if hasattr(a, "shape") else a == b
                   for a, b in zip(self._fields(), other._fields()))  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]

    def __len__(self) -> int:
        return len(self.equity)

    @property
    def mean(self) -> float:
        return float(self.equity.mean()) if len(self.equity) else math.nan

"""Equity results: immutable records built on tuples (no dataclasses, so
importing them costs nothing and making one costs little), compared by
value, printed as a table."""
from __future__ import annotations

import math
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple

SHARE, SHARE_SQ, HI_WIN, HI_TIE, LO_WIN, LO_TIE, SCOOP, TIE = range(8)
NCOUNTERS = 8


if TYPE_CHECKING:  # a tuple of anything, for type checkers; at run time plain tuple (typing's adds Generic)
    _TupleBase = Tuple[Any, ...]
else:
    _TupleBase = tuple


class _Record(_TupleBase):
    """An immutable record: a tuple with named fields (built with
    tuple.__new__, so making one costs a fraction of a dataclass). A record
    type lists its ``_fields`` and declares each one's type; each field
    becomes a read-only property of its place (an itemgetter: C speed)."""

    __slots__ = ()
    _fields: Tuple[str, ...] = ()

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        for place, name in enumerate(cls._fields):
            setattr(cls, name, property(itemgetter(place), doc=f"field {place}: {name}"))

    def __repr__(self) -> str:
        args = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self))
        return f"{type(self).__name__}({args})"

    def _asdict(self) -> Dict[str, Any]:
        return dict(zip(self._fields, self))


class PlayerEquity(_Record):
    """One player's result. Probabilities are per board (exact: weighted by
    the hands' weights when the player or opponents are ranges) or per trial.

    equity: expected share of the pot, ties and halves as paid. win: takes
    the whole pot alone. tie: shares the high (or, Hi-Lo, the high or the
    low) with someone. high / low: wins or shares the high / the low (low is
    0 without Hi-Lo). scoop: takes the whole pot alone (Hi-Lo: both halves).
    std_error: of equity; 0 when exact."""

    __slots__ = ()
    _fields = ("hand", "equity", "win", "tie", "high", "low", "scoop", "std_error")
    # the fields' types (annotations only: each field is a property of its place, made by _Record)
    hand: str
    equity: float
    win: float
    tie: float
    high: float
    low: float
    scoop: float
    std_error: float

    def __new__(cls, hand: str, equity: float, win: float, tie: float, high: float, low: float,
                scoop: float, std_error: float) -> "PlayerEquity":
        return tuple.__new__(cls, (hand, equity, win, tie, high, low, scoop, std_error))


class EquityResult(_Record):
    """The result of ``oe.equity``: ``players`` (one PlayerEquity each),
    ``equities`` (their equities), how it was computed (``exact``,
    ``boards``: boards enumerated, weighted by the hands' weights, or
    Monte Carlo trials; ``method``, ``seed``), and the raw integer
    ``counters`` per player, in pot units of ``omaha_eval.core._core.POT_UNITS``,
    which add up across jobs cut into pieces. ``beats``: when one player
    holds a single hand and the others ranges, on a flop, turn or river, for
    each range player the share of its hands (weighted) that the single hand
    beats now, ties counting half (its own entry, and every entry otherwise,
    None)."""

    __slots__ = ()
    _fields = ("players", "game", "hilo", "board", "dead", "exact", "boards", "seed", "method", "counters",
               "beats")
    # the fields' types (annotations only: each field is a property of its place, made by _Record)
    players: List[PlayerEquity]
    game: str
    hilo: bool
    board: str
    dead: str
    exact: bool
    boards: int
    seed: Optional[int]
    method: str
    counters: Tuple[Tuple[int, ...], ...]
    beats: Tuple[Optional[float], ...]

    def __new__(cls, players: List[PlayerEquity], game: str, hilo: bool, board: str, dead: str,
                exact: bool, boards: int, seed: Optional[int], method: str,
                counters: Tuple[Tuple[int, ...], ...],
                beats: Tuple[Optional[float], ...] = ()) -> "EquityResult":
        beats = beats or (None,) * len(players)
        return tuple.__new__(cls, (players, game, hilo, board, dead, exact, boards, seed, method, counters,
                                   beats))

    @property
    def equities(self) -> List[float]:
        return [p.equity for p in self.players]

    def __str__(self) -> str:
        cols = ["hand", "equity", "win", "tie"] + (["high", "low", "scoop"] if self.hilo else [])
        rows = [[p.hand, f"{p.equity:.4%}", f"{p.win:.2%}", f"{p.tie:.2%}"]
                + ([f"{p.high:.2%}", f"{p.low:.2%}", f"{p.scoop:.2%}"] if self.hilo else [])
                for p in self.players]
        return result_table(cols, rows, self.players, self.exact, self.method)


def result_table(cols: List[str], rows: List[List[str]], players: Any, exact: bool, method: str) -> str:
    """An equity result printed: a column a figure, the hand's column left
    aligned, the standard error last when sampled, then the method line."""
    if not exact:
        cols = cols + ["± s.e."]
        rows = [r + [f"{p.std_error:.4%}"] for r, p in zip(rows, players)]
    widths = [max(len(c), *(len(r[i]) for r in rows)) for i, c in enumerate(cols)]

    def line(cells: List[str]) -> str:
        return "  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths)))
    return "\n".join([line(cols)] + [line(r) for r in rows] + [method])


def player_results(labels: List[str], counters: List[List[int]], n: int, exact: bool, hilo: bool,
                   pot: int) -> List[PlayerEquity]:
    """PlayerEquity objects from summed counters over n boards or trials."""
    out = []
    new = tuple.__new__
    for label, c in zip(labels, counters):
        mean = c[SHARE] / n / pot
        se = 0.0
        if not exact:
            var = max(0.0, c[SHARE_SQ] / n / pot ** 2 - mean * mean)
            se = math.sqrt(var / n)
        tie = c[TIE] / n  # shares the high or the low: a board counts once
        out.append(new(PlayerEquity, (label, mean, c[SCOOP] / n, tie, (c[HI_WIN] + c[HI_TIE]) / n,
                                      (c[LO_WIN] + c[LO_TIE]) / n, c[SCOOP] / n, se)))
    return out


class EachResult:
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
    hand: str
    board: str
    game: str
    hilo: bool
    opponents: Any
    index: Any
    equity: Any
    win: Any
    tie: Any
    lose: Any
    boards: Any

    def __init__(self, **values: Any) -> None:
        for name in self.__slots__:
            setattr(self, name, values[name])

    def __repr__(self) -> str:
        return (f"EachResult(hand={self.hand!r}, board={self.board!r}, game={self.game!r}, "
                f"hilo={self.hilo}, {len(self)} opponents, mean={self.mean:.6f})")

    def __len__(self) -> int:
        return len(self.equity)

    @property
    def ahead(self) -> float:
        """The share of the opponent hands the hand is ahead of: its equity
        against them above one half (each hand counted once)."""
        return float((self.equity > 0.5).mean()) if len(self.equity) else math.nan

    @property
    def mean(self) -> float:
        return float(self.equity.mean()) if len(self.equity) else math.nan

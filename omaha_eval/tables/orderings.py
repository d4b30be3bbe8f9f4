"""Named, versioned orderings of starting-hand classes, best first: what
percent ranges (``N%``, see docs/ranges.md) cut. Shipped for Hold'em, PLO4 and PLO5,
high and Hi-Lo, against one random hand and against five (``6h``); made by
``python -m omaha_eval.tables.build_orderings``, which records its trials,
seed and each class's standard error in the data.

A class's place is its all-in equity against random hands, descending; ties
(equal stored equity) go to the lower class number. Any preflop Table makes
an ordering too: ``Ordering.from_table(table, name, version)``.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple

import numpy as np

from ..games import canonical_game
from .hand_classes import classes

DATA_DIR = os.path.join(os.path.dirname(__file__), "data")
EQUITY_SCALE = 1e8      # stored equities: uint32 in units of 1e-8
# stored standard errors: float16 (three significant digits are plenty)
SHIPPED_GAMES = ("holdem", "omaha", "omaha5")
SHIPPED_OPPONENTS = (1, 5)


def file_name(game: str, opponents: int, hilo: bool) -> str:
    return f"{game}{'-hilo' if hilo else ''}-vs{opponents}.npz"


@dataclass(frozen=True)
class Ordering:
    """Classes of one game from best to worst.

    ``classes``: class numbers (of ``tables.classes(game)``), best first;
    ``class_sizes``: hands in each, same order; ``equity`` and
    ``std_error``: what ordered them (std_error 0 where exact);
    ``trials``: Monte Carlo deals per class (None = exact).
    """

    name: str
    version: str
    game: str
    hilo: bool
    opponents: int
    classes: np.ndarray
    class_sizes: np.ndarray
    equity: np.ndarray
    std_error: np.ndarray
    trials: Optional[int]
    seed: Optional[int] = None
    _hands: Dict[str, np.ndarray] = field(default_factory=dict, repr=False, compare=False)

    def __len__(self) -> int:
        return len(self.classes)

    def __repr__(self) -> str:
        how = "exact" if self.trials is None else f"{self.trials:,} trials per class"
        return f"<Ordering {self.name} v{self.version}: {len(self):,} classes, {how}>"

    def texts(self) -> List[str]:
        """Canonical texts, best first."""
        t = classes(self.game).texts
        return [t[i] for i in self.classes]

    def hands_in_order(self) -> np.ndarray:
        """Every hand of the game, (C(52, k), k) uint8, best class first; a
        class's hands are contiguous (in lexicographic order within it)."""
        if "all" not in self._hands:
            table = classes(self.game)
            hands = table.hands()
            place = np.empty(table.count, dtype=np.int64)
            place[self.classes] = np.arange(len(self.classes))
            order = np.argsort(place[table.lookup(hands)], kind="stable")
            self._hands["all"] = hands[order]
        return self._hands["all"].copy()

    def place(self, hand: Any) -> int:
        """0-based place of a hand's class (0 = best)."""
        cls = classes(self.game).index(hand)
        return int(np.nonzero(self.classes == cls)[0][0])

    @classmethod
    def from_table(cls, table: Any, name: str, version: str = "1") -> "Ordering":
        """An ordering from a preflop Table that holds every class."""
        if getattr(table, "kind", None) != "preflop" or len(table) != classes(table.game).count:
            raise ValueError("Ordering.from_table needs a preflop table of every class of the game")
        eq = np.round(np.asarray(table.equity) * EQUITY_SCALE) / EQUITY_SCALE
        order = np.lexsort((table.cls, -eq))
        return cls(name=name, version=version, game=table.game, hilo=table.hilo, opponents=table.opponents,
                   classes=np.asarray(table.cls)[order].astype(np.int64),
                   class_sizes=np.asarray(table.hands)[order].astype(np.int64),
                   equity=eq[order], std_error=np.asarray(table.std_error)[order],
                   trials=table.trials, seed=table.seed)

    # -- storage -------------------------------------------------------
    def save(self, path: str) -> None:
        """Compact npz: per class, in class order, the equity as a
        fixed-point integer and the standard error as float16; the order
        follows from the stored equities."""
        n = classes(self.game).count
        eq = np.zeros(n, dtype=np.uint32)
        se = np.zeros(n, dtype=np.float16)
        eq[self.classes] = np.round(self.equity * EQUITY_SCALE).astype(np.uint32)
        se[self.classes] = self.std_error.astype(np.float16)
        meta = np.array([self.name, self.version, self.game, str(int(self.hilo)), str(self.opponents),
                         "" if self.trials is None else str(self.trials),
                         "" if self.seed is None else str(self.seed)])
        tmp = path + ".tmp"
        with open(tmp, "wb") as f:
            np.savez_compressed(f, meta=meta, equity=eq, std_error=se)
        os.replace(tmp, path)

    @classmethod
    def read(cls, path: str) -> "Ordering":
        with np.load(path, allow_pickle=False) as data:
            name, version, game, hilo, opponents, trials, seed = (str(x) for x in data["meta"])
            eq_units = data["equity"].astype(np.int64)
            se = data["std_error"].astype(np.float64)
        table = classes(game)
        if len(eq_units) != table.count:
            raise ValueError(f"ordering file {path!r} holds {len(eq_units)} classes: expected {table.count}")
        order = np.lexsort((np.arange(table.count), -eq_units))
        return cls(name=name, version=version, game=game, hilo=hilo == "1", opponents=int(opponents),
                   classes=order.astype(np.int64), class_sizes=table.sizes[order].astype(np.int64),
                   equity=eq_units[order] / EQUITY_SCALE, std_error=se[order],
                   trials=int(trials) if trials else None, seed=int(seed) if seed else None)


_CACHE: Dict[Tuple[str, int, bool], Ordering] = {}


def load(game: str, opponents: int = 1, hilo: bool = False) -> Ordering:
    """The shipped ordering of a game: against `opponents` random hands
    (1, or 5 for six-handed), high or Hi-Lo."""
    name = canonical_game(game)
    if name not in SHIPPED_GAMES:
        raise ValueError(f"no shipped ordering for {name!r}: shipped for {', '.join(SHIPPED_GAMES)}; "
                         "make one with Ordering.from_table(tables.preflop(...), name)")
    if isinstance(opponents, bool) or not isinstance(opponents, int):
        raise TypeError(f"opponents={opponents!r}: expected 1 or 5")
    if opponents not in SHIPPED_OPPONENTS:
        raise ValueError(f"opponents={opponents}: shipped orderings are against 1 or 5 random hands")
    if not isinstance(hilo, bool):
        raise TypeError(f"hilo={hilo!r}: expected True or False")
    if hilo and name == "holdem":
        raise ValueError("hilo=True: Hold'em has no Hi-Lo ordering")
    key = (name, opponents, hilo)
    if key not in _CACHE:
        path = os.path.join(DATA_DIR, file_name(name, opponents, hilo))
        if not os.path.exists(path):
            raise ValueError(f"the ordering {file_name(name, opponents, hilo)!r} is missing from this install "
                             "(python -m omaha_eval.tables.build_orderings makes it)")
        _CACHE[key] = Ordering.read(path)
    return _CACHE[key]


def available() -> List[Tuple[str, int, bool]]:
    """(game, opponents, hilo) of every shipped ordering."""
    out: List[Tuple[str, int, bool]] = []
    for g in SHIPPED_GAMES:
        for hilo in ((False,) if g == "holdem" else (False, True)):
            for n in SHIPPED_OPPONENTS:
                if os.path.exists(os.path.join(DATA_DIR, file_name(g, n, hilo))):
                    out.append((g, n, hilo))
    return out

"""Named, versioned orderings of starting-hand classes, best first: what
percent ranges (``N%``, see docs/ranges.md) cut. Two kinds are shipped, made
by ``python -m omaha_eval.tables.build_orderings``, which records the
method, rounds, trials, seats, seed, package version and each class's
standard error in the data:

- ProPokerTools' evolution method (tables/evolution.py), full ring and
  six-handed: what ``N%`` and ``N%6h`` mean (``load_evolution``);
- the all-in race against random hands (one, or five), kept as a named
  ordering of its own (``load``).

A class's place is its score (the evolution's last-round profit, or the
race's equity), descending; ties (equal stored score) go to the lower class
number. Any preflop EquityTable makes an ordering too
(``Ordering.from_table(table, name, version)``), and ProPokerTools' own
ordering files load with ``Ordering.read_ppt``.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, Dict, Iterator, List, Optional, Tuple

import numpy as np

from ..._version import __version__
from ...core.games import canonical_game, check_hilo
from .hand_classes import classes
from .ppt_format import parse_ppt, ppt_text

DATA_DIR = os.path.join(os.path.dirname(__file__), "data")
EQUITY_SCALE = 1e8      # stored equities: uint32 in units of 1e-8
# stored standard errors: float16 (three significant digits are plenty)
SHIPPED_GAMES = ("holdem", "omaha", "omaha5")
SHIPPED_OPPONENTS = (1, 5)


# games with every evolution ordering shipped (PLO5's four are raced builds,
# build_orderings.PLO5_PLAN)
EVOLUTION_GAMES = ("holdem", "omaha", "omaha5")
# games whose evolution build is out of reach of the machines this project
# has (docs/tables.md "A cheaper build"): said in the error
OUT_OF_REACH = {"omaha6": " (962,988 classes: its build is out of reach here)",
                "courchevel": " (134,459 classes and a board card dealt before the betting: not built)"}


def file_name(game: str, opponents: int, hilo: bool) -> str:
    return f"{game}{'-hilo' if hilo else ''}-vs{opponents}.npz"


def evolution_file_name(game: str, six_handed: bool, hilo: bool) -> str:
    return f"{game}{'-hilo' if hilo else ''}-{'6h' if six_handed else 'ring'}.npz"


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
    method: str = "race"             # "race", "ppt-evolution", "ppt-file", "table"
    rounds: Optional[int] = None     # evolution: rounds (trials = the last round's)
    seats: Optional[int] = None      # evolution: players at the table
    built_by: str = ""               # the omaha-eval version that made it
    # evolution: the good classes the last round played against (1 byte a
    # class, in class order), so that any class's score can be recomputed
    good: Optional[np.ndarray] = field(default=None, repr=False, compare=False)
    # raced evolution (tables/raced.py): each class's deals in the last
    # round, in class order (the plain program deals every class `trials`)
    deals: Optional[np.ndarray] = field(default=None, repr=False, compare=False)
    _hands: Dict[str, np.ndarray] = field(default_factory=dict, repr=False, compare=False)

    def __len__(self) -> int:
        return len(self.classes)

    def __repr__(self) -> str:
        how = "exact" if self.trials is None else f"{self.trials:,} trials per class"
        if self.method.startswith("ppt-evolution"):
            how = f"evolution, {self.seats} seats, {self.rounds} rounds, {how} in the last"
        return f"<Ordering {self.name} v{self.version}: {len(self):,} classes, {how}>"

    def __iter__(self) -> Iterator[str]:
        """The classes' canonical texts, best first."""
        return iter(self.texts())

    def _places(self) -> np.ndarray:
        if "places" not in self._hands:
            place = np.empty(classes(self.game).count, dtype=np.int64)
            place[self.classes] = np.arange(len(self.classes))
            self._hands["places"] = place
            self._hands["cumulative"] = np.cumsum(self.class_sizes)
        return self._hands["places"]

    def percentile(self, hand: Any) -> float:
        """The smallest N for which the hand is in ``N%`` by this ordering:
        the percent of all hands in its class and the classes above it."""
        place = self.place(hand)
        total = int(classes(self.game).sizes.sum())
        return 100.0 * float(self._hands["cumulative"][place]) / total

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
        return int(self._places()[cls])

    @classmethod
    def from_table(cls, table: Any, name: str, version: str = "1") -> "Ordering":
        """An ordering from a preflop EquityTable that holds every class."""
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
        se = np.zeros(n, dtype=np.float16)
        se[self.classes] = self.std_error.astype(np.float16)
        # a score below 0 (an evolution profit) is stored signed; files
        # without one keep the unsigned layout older readers expect
        scores = np.round(np.asarray(self.equity) * EQUITY_SCALE)
        eq = np.zeros(n, dtype=np.int64 if scores.min(initial=0) < 0 else np.uint32)
        eq[self.classes] = scores.astype(eq.dtype)
        meta = np.array([self.name, self.version, self.game, str(int(self.hilo)), str(self.opponents),
                         "" if self.trials is None else str(self.trials),
                         "" if self.seed is None else str(self.seed),
                         self.method, "" if self.rounds is None else str(self.rounds),
                         "" if self.seats is None else str(self.seats), self.built_by])
        extra: Dict[str, Any] = {} if self.good is None else {"good": np.asarray(self.good, dtype=np.uint8)}
        if self.deals is not None:
            extra["deals"] = np.asarray(self.deals, dtype=np.int64)
        tmp = path + ".tmp"
        with open(tmp, "wb") as f:
            np.savez_compressed(f, meta=meta, equity=eq, std_error=se, **extra)
        os.replace(tmp, path)

    @classmethod
    def read(cls, path: str) -> "Ordering":
        with np.load(path, allow_pickle=False) as data:
            meta = [str(x) for x in data["meta"]]
            name, version, game, hilo, opponents, trials, seed = meta[:7]
            method, rounds, seats, built_by = (meta[7:] + ["race", "", "", ""][len(meta) - 7:])[:4]
            eq_units = data["equity"].astype(np.int64)
            good = data["good"].astype(np.uint8) if "good" in data.files else None
            deals = data["deals"].astype(np.int64) if "deals" in data.files else None
            se = data["std_error"].astype(np.float64)
        table = classes(game)
        if len(eq_units) != table.count:
            raise ValueError(f"ordering file {path!r} holds {len(eq_units)} classes: expected {table.count}")
        order = np.lexsort((np.arange(table.count), -eq_units))
        return cls(name=name, version=version, game=game, hilo=hilo == "1", opponents=int(opponents),
                   classes=order.astype(np.int64), class_sizes=table.sizes[order].astype(np.int64),
                   equity=eq_units[order] / EQUITY_SCALE, std_error=se[order],
                   trials=int(trials) if trials else None, seed=int(seed) if seed else None,
                   method=method, rounds=int(rounds) if rounds else None, seats=int(seats) if seats else None,
                   built_by=built_by, good=good, deals=deals)

    @classmethod
    def from_evolution(cls, result: Any, name: str, version: str = "1") -> "Ordering":
        """The ordering an evolution run makes (tables.evolution.evolve):
        by last-round profit, its standard error kept. A raced run
        (tables/raced.py) records its racing parameters in ``method`` and
        each class's last-round deals."""
        table = classes(result.game)
        profit = np.round(result.profit[-1] * EQUITY_SCALE) / EQUITY_SCALE
        order = np.lexsort((np.arange(len(profit)), -profit)).astype(np.int64)  # as read() will
        return cls(name=name, version=version, game=result.game, hilo=result.hilo,
                   opponents=result.players - 1, classes=order, class_sizes=table.sizes[order].astype(np.int64),
                   equity=profit[order], std_error=np.asarray(result.std_error[-1])[order],
                   trials=result.trials[-1], seed=result.seed, method=getattr(result, "method", "ppt-evolution"),
                   rounds=result.rounds, seats=result.players, built_by=__version__,
                   deals=result.deals[-1].astype(np.int64) if getattr(result, "deals", ()) else None,
                   good=(result.good[-2] if result.rounds > 1 else np.ones(table.count, dtype=bool)).astype(np.uint8))

    # -- ProPokerTools' ordering files ----------------------------------
    def write_ppt(self, path: str) -> None:
        """ProPokerTools' ordering file: one class a line, best first, the
        cards of each suit with two or more in parentheses (AsAhKsKh:
        ``(AK)(AK)``), the other cards bare, highest group first."""
        lines = [ppt_text(hand) for hand in classes(self.game).representatives(list(self.classes))]
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        os.replace(tmp, path)

    @classmethod
    def read_ppt(cls, path: str, game: str, name: Optional[str] = None, hilo: bool = False) -> "Ordering":
        """An ordering from a ProPokerTools ordering file (``write_ppt``'s
        format; blank lines and ``#`` comments skipped, anything after the
        class on a line ignored). Every class of the game must appear once."""
        game = canonical_game(game)
        table = classes(game)
        k = table.hole_cards
        found: List[int] = []
        where: Dict[int, int] = {}
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                text = line.split("#", 1)[0].strip()
                if not text:
                    continue
                word = text.split()[0].rstrip(",")
                try:
                    cards = parse_ppt(word, k)
                except ValueError as err:
                    raise ValueError(f"{path}, line {number}: {err}") from None
                c = int(table.lookup(np.array([cards], dtype=np.uint8))[0])
                if c in where:
                    raise ValueError(f"{path}, line {number}: {word!r} is the class of line {where[c]} again")
                where[c] = number
                found.append(c)
        if not found:
            raise ValueError(f"{path}: no hand classes found (expected one class a line, e.g. (AK)(AK))")
        if len(found) != table.count:
            raise ValueError(f"{path}: {len(found):,} classes, but {game} has {table.count:,}: "
                             "an ordering lists every class once")
        order = np.array(found, dtype=np.int64)
        score = np.linspace(1.0, 0.0, len(order))  # the file gives places only
        return cls(name=name or os.path.basename(path), version="1", game=game, hilo=hilo, opponents=0,
                   classes=order, class_sizes=table.sizes[order].astype(np.int64), equity=score,
                   std_error=np.zeros(len(order)), trials=None, method="ppt-file", built_by=__version__)


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
    check_hilo(name, hilo)
    key = (name, opponents, hilo)
    if key not in _CACHE:
        path = os.path.join(DATA_DIR, file_name(name, opponents, hilo))
        if not os.path.exists(path):
            raise ValueError(f"the ordering {file_name(name, opponents, hilo)!r} is missing from this install "
                             "(python -m omaha_eval.tables.build_orderings makes it)")
        _CACHE[key] = Ordering.read(path)
    return _CACHE[key]


_EVOLUTION_CACHE: Dict[Tuple[str, bool, bool], Ordering] = {}


def load_evolution(game: str, six_handed: bool = False, hilo: bool = False) -> Ordering:
    """The shipped ProPokerTools-method ordering of a game (full ring, or
    six-handed), high or Hi-Lo: what ``N%`` and ``N%6h`` cut."""
    name = canonical_game(game)
    if not isinstance(six_handed, bool):
        raise TypeError(f"six_handed={six_handed!r}: expected True or False")
    if not isinstance(hilo, bool):
        raise TypeError(f"hilo={hilo!r}: expected True or False")
    stem = evolution_file_name(name, six_handed, hilo)
    if name not in EVOLUTION_GAMES:
        raise ValueError(f"no shipped evolution ordering {stem[:-4]!r}{OUT_OF_REACH.get(name, '')}: shipped for "
                         f"{', '.join(EVOLUTION_GAMES)}; make one with "
                         "tables.evolution.evolve(...) and Ordering.from_evolution, or "
                         "Ordering.from_table(tables.preflop(...), name)")
    check_hilo(name, hilo)
    key = (name, six_handed, hilo)
    if key not in _EVOLUTION_CACHE:
        path = os.path.join(DATA_DIR, stem)
        if not os.path.exists(path):
            raise ValueError(f"the ordering {stem!r} is missing from this install "
                             "(python -m omaha_eval.tables.build_orderings makes it)")
        _EVOLUTION_CACHE[key] = Ordering.read(path)
    return _EVOLUTION_CACHE[key]


def percent_ordering(game: str, six_handed: bool = False, hilo: bool = False) -> Ordering:
    """What ``N%`` (``N%6h``) cuts: the game's evolution ordering of that
    kind (an error naming what is shipped where there is none: PLO6,
    Courchevel). The race orderings are never a silent stand-in."""
    return load_evolution(game, six_handed, hilo)


def available() -> List[Tuple[str, int, bool]]:
    """(game, opponents, hilo) of every shipped ordering."""
    out: List[Tuple[str, int, bool]] = []
    for g in SHIPPED_GAMES:
        for hilo in ((False,) if g == "holdem" else (False, True)):
            for n in SHIPPED_OPPONENTS:
                if os.path.exists(os.path.join(DATA_DIR, file_name(g, n, hilo))):
                    out.append((g, n, hilo))
    return out

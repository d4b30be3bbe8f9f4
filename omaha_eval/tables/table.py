"""The EquityTable: a computed table of equities as numpy columns, with
lookups and writers. (Named apart from the rules engine's Table, where
players sit; its old name ``Table`` still works, with a DeprecationWarning.)"""
from __future__ import annotations

import csv
import os
import tempfile
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Sequence, Union

import numpy as np

from ..ranges.orderings.hand_classes import classes
from .work import BOARDS, HI_TIE, HI_WIN, LO_TIE, LO_WIN, POT_UNITS, SCOOP, SHARE, SHARE_SQ, TIE

PathLike = Union[str, "os.PathLike[str]"]


@dataclass
class EquityTable:
    """A preflop table (one row per class) or a matchup table (one row per
    pair of classes). ``counters`` holds the raw integer counters (see
    ``omaha_eval.tables.work``); every other column is computed from them.

    Columns (numpy arrays, one entry per row): ``cls`` (class number),
    ``text`` (canonical text), ``hands`` (hands in the class), ``equity``,
    ``std_error`` (0 when exact), ``win``, ``tie``; Hi-Lo tables also
    ``high``, ``low``, ``scoop``. Matchup tables add ``villain`` and
    ``villain_text``.
    """

    game: str
    hilo: bool
    opponents: int
    trials: Optional[int]
    seed: Optional[int]
    cls: np.ndarray
    counters: np.ndarray
    villain: Optional[np.ndarray] = None
    kind: str = "preflop"
    _index: Dict[int, int] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        c = self.counters.astype(np.float64)
        n = np.maximum(c[:, BOARDS], 1.0)
        self.boards = self.counters[:, BOARDS]
        self.equity = c[:, SHARE] / n / POT_UNITS
        if self.trials is None:
            self.std_error = np.zeros(len(n))
        else:
            var = np.maximum(c[:, SHARE_SQ] / n / POT_UNITS**2 - self.equity**2, 0.0)
            self.std_error = np.sqrt(var / n)
        self.win = c[:, SCOOP] / n
        self.tie = c[:, TIE] / n  # shares the high or the low: a board counts once
        self.high = (c[:, HI_WIN] + c[:, HI_TIE]) / n
        self.low = (c[:, LO_WIN] + c[:, LO_TIE]) / n
        self.scoop = c[:, SCOOP] / n
        table = classes(self.game)
        self.hands = table.sizes[self.cls]
        texts = table.texts
        self.text = np.array([texts[i] for i in self.cls], dtype=object)
        if self.villain is not None:
            self.villain_text = np.array([texts[i] for i in self.villain], dtype=object)
        self._index = {int(c): i for i, c in enumerate(self.cls)} if self.villain is None else {}

    def __len__(self) -> int:
        return len(self.cls)

    def __repr__(self) -> str:
        how = "exact" if self.trials is None else f"{self.trials:,} trials"
        vs = "matchups" if self.kind == "matchups" else f"vs {self.opponents} random"
        return f"<EquityTable {self.game}{' hi-lo' if self.hilo else ''} {vs}: {len(self):,} rows, {how}>"

    # -- lookups -------------------------------------------------------
    def row(self, hand: Union[str, Sequence[Any]], villain: Optional[Union[str, Sequence[Any]]] = None) -> int:
        """The row of a hand (any hand of the class, or the class's text);
        matchup tables also take the villain's hand."""
        table = classes(self.game)
        cls = table.index(hand)
        if self.villain is None:
            if villain is not None:
                raise TypeError("villain= is for matchup tables")
            if cls not in self._index:
                raise ValueError(f"hand {hand!r} (class {table.text(cls)}) is not in this table")
            return self._index[cls]
        if villain is None:
            raise TypeError("a matchup table needs the villain's hand too: table.row(hand, villain)")
        vcls = table.index(villain)
        hits = np.nonzero((self.cls == cls) & (self.villain == vcls))[0]
        if len(hits) == 0:
            raise ValueError(f"{table.text(cls)} against {table.text(vcls)} is not in this table")
        return int(hits[0])

    def lookup(self, hand: Union[str, Sequence[Any]], villain: Optional[Union[str, Sequence[Any]]] = None) -> Dict[str, Any]:
        """One row as a dict of its columns."""
        return self._row_dict(self.row(hand, villain))

    def equity_of(self, hand: Union[str, Sequence[Any]], villain: Optional[Union[str, Sequence[Any]]] = None) -> float:
        return float(self.equity[self.row(hand, villain)])

    def rank(self, hand: Union[str, Sequence[Any]]) -> int:
        """1 for the class with the highest equity in the table, 2 for the
        next, ...; classes of equal equity share a rank."""
        self._preflop_only("rank")
        e = self.equity[self.row(hand)]
        return int(np.sum(self.equity > e)) + 1

    def percentile(self, hand: Union[str, Sequence[Any]]) -> float:
        """Top what percent of hands: the percentage of the table's hands
        (combinations, not classes) whose class's equity is at least this
        hand's. AA in Hold'em: 0.45."""
        self._preflop_only("percentile")
        e = self.equity[self.row(hand)]
        return float(100.0 * self.hands[self.equity >= e].sum() / self.hands.sum())

    def order(self) -> np.ndarray:
        """Row numbers from best to worst equity (ties: lower class number first)."""
        return np.lexsort((self.cls, -self.equity))

    def _preflop_only(self, what: str) -> None:
        if self.kind != "preflop":
            raise TypeError(f"{what}() is for preflop tables (one row per class)")

    # -- columns and writers -------------------------------------------
    def column_names(self) -> List[str]:
        names = ["cls", "text"] + (["villain", "villain_text"] if self.villain is not None else [])
        names += ["hands", "equity", "std_error", "win", "tie"]
        if self.hilo:
            names += ["high", "low", "scoop"]
        return names + ["boards"]

    def columns(self) -> Dict[str, np.ndarray]:
        return {name: getattr(self, name) for name in self.column_names()}

    def _row_dict(self, i: int) -> Dict[str, Any]:
        out: Dict[str, Any] = {}
        for name, col in self.columns().items():
            v = col[i]
            out[name] = v.item() if isinstance(v, np.generic) else v
        return out

    def to_pandas(self) -> Any:
        try:
            import pandas as pd
        except ImportError:
            raise ImportError("to_pandas() needs pandas: pip install pandas") from None
        return pd.DataFrame({k: (v.astype(str) if v.dtype == object else v) for k, v in self.columns().items()})

    def to_csv(self, path: PathLike) -> None:
        """Writes the table as CSV (atomically: the file appears complete or not at all)."""
        def write(f: Any) -> None:
            with open(f, "w", newline="") as fh:
                w = csv.writer(fh)
                cols = self.columns()
                w.writerow(list(cols))
                for i in range(len(self)):
                    w.writerow([_cell(cols[k][i]) for k in cols])
        _atomic_write(path, write)

    def to_parquet(self, path: PathLike) -> None:
        """Writes the table as Parquet (needs pyarrow: pip install 'omaha-eval[parquet]'),
        with the game, trials and seed in the file's metadata."""
        try:
            import pyarrow as pa
            import pyarrow.parquet as pq
        except ImportError:
            raise ImportError("to_parquet() needs pyarrow: pip install 'omaha-eval[parquet]'") from None
        cols = {k: (pa.array(v.astype(str)) if v.dtype == object else pa.array(v)) for k, v in self.columns().items()}
        meta = {"game": self.game, "hilo": str(self.hilo), "opponents": str(self.opponents),
                "trials": str(self.trials), "seed": str(self.seed), "kind": self.kind}
        table = pa.table(cols).replace_schema_metadata({f"omaha_eval.{k}": v for k, v in meta.items()})
        _atomic_write(path, lambda tmp: pq.write_table(table, tmp))

    def write(self, path: PathLike) -> None:
        """CSV or Parquet, by the file's extension (.csv, .parquet/.pq)."""
        ext = os.path.splitext(os.fspath(path))[1].lower()
        if ext == ".csv":
            self.to_csv(path)
        elif ext in (".parquet", ".pq"):
            self.to_parquet(path)
        else:
            raise ValueError(f"output {os.fspath(path)!r}: expected a .csv or .parquet file")


def _cell(v: Any) -> Any:
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return v.item() if isinstance(v, np.generic) else v


def check_writable(path: PathLike) -> str:
    """Raises ValueError unless a file can be created at `path`."""
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"output {path!r}: expected a file path")
    p = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(p))
    if not os.path.isdir(folder):
        raise ValueError(f"output {p!r}: folder {folder!r} does not exist")
    if not os.access(folder, os.W_OK) or (os.path.exists(p) and not os.access(p, os.W_OK)):
        raise ValueError(f"output {p!r} is not writable")
    if os.path.isdir(p):
        raise ValueError(f"output {p!r} is a folder: expected a file")
    return p


def _atomic_write(path: PathLike, write: Callable[[str], None]) -> None:
    p = check_writable(path)
    fd, tmp = tempfile.mkstemp(prefix=os.path.basename(p) + ".", suffix=".tmp", dir=os.path.dirname(os.path.abspath(p)))
    os.close(fd)
    try:
        write(tmp)
        os.replace(tmp, p)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def __getattr__(name: str) -> Any:
    """The old name: ``Table`` is ``EquityTable`` (deprecated, so that the
    package has one Table: the rules engine's)."""
    if name == "Table":
        warnings.warn("omaha_eval.tables.Table is now EquityTable; the old name will be removed",
                      DeprecationWarning, stacklevel=2)
        return EquityTable
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

"""The hand database's queries: counts, refusals, player statistics (SQL
over the per-player ``totals`` kept at import, never a re-reading of
files), the EV series, and tables as DataFrames or Parquet.

``Queries`` is ``HandDatabase``'s query half (database.py mixes it in): it
reads the database's connection, ``self.db``.
"""
from __future__ import annotations

import os
import sqlite3
from decimal import Decimal, InvalidOperation
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple, Union

from .game_names import game_matcher
from .mapping import TABLES
from .schema import SUMMED
from .stats import COUNTS, MIXED, PlayerStats, check_groups

PathLike = Union[str, "os.PathLike[str]"]


class Queries:
    """Reads ``self.db`` (the database's connection)."""

    db: sqlite3.Connection

    def count(self, refused: bool = False) -> int:
        """Hands stored (``refused=True``: those refused, with their errors)."""
        return int(self.db.execute("SELECT COUNT(*) FROM hands WHERE ok = ?", (0 if refused else 1,)).fetchone()[0])

    def refused(self) -> List[Tuple[str, str, str]]:
        """(site, hand number, error) of every refused hand."""
        return [(str(r[0]), str(r[1]), str(r[2])) for r in self.db.execute(
            "SELECT site, hand_no, error FROM hands WHERE ok = 0 ORDER BY id")]

    def stats(self, player: Optional[str] = None, game: Optional[str] = None, stakes: Optional[str] = None,
              by: Sequence[str] = ("player",)) -> Dict[Any, PlayerStats]:
        """Player statistics in SQL, keyed as ``player_stats`` keys them:
        the name, or (name, game, ...) tuples for ``by`` with more than the
        player (any of "game", "stakes", "currency"). ``game``: any name the
        package writes a game by: a name that says a structure (PLO, PO,
        FLO8, NLH, PO/8 ...) that structure only, another (omaha, omahahi,
        omaha8, holdem) the game and Hi-Lo in every structure; ``stakes``: '0.25/0.50' (compared as
        numbers: '0.5/1.00' is the same). A group over several currencies
        has currency "mixed" and no ``net_units``."""
        keys = tuple(by)
        check_groups(keys, by)
        where, args = [], []
        for column, value in (("player", player), ("game", game), ("stakes", stakes)):
            if value is None:
                continue
            if not isinstance(value, str):
                raise TypeError(f"{column} {value!r}: expected a str")
            if column == "player":
                where.append("player = ?")
                args.append(value)
                continue
            stored = [r[0] for r in self.db.execute(f"SELECT DISTINCT {column} FROM totals")]
            match = game_matcher(value) if column == "game" else _stakes_matcher(value)
            chosen = [v for v in stored if match(v)]
            where.append(f"{column} IN ({', '.join('?' * len(chosen))})" if chosen else "0")
            args.extend(chosen)
        # the per-player totals kept at import: a few rows a player, not one a hand
        sums = ", ".join(f"SUM({k})" for k in SUMMED)
        sql = (f"SELECT {', '.join(keys)}, {sums}, COUNT(DISTINCT currency), MIN(currency) FROM totals"
               + (f" WHERE {' AND '.join(where)}" if where else "") + f" GROUP BY {', '.join(keys)}")
        out: Dict[Any, PlayerStats] = {}
        for row in self.db.execute(sql, args):
            parts = dict(zip(keys, row[:len(keys)]))
            sums_of = dict(zip(SUMMED, row[len(keys):len(keys) + len(SUMMED)]))
            units, currency = row[-2], row[-1]
            one = units == 1
            found = PlayerStats(parts["player"], parts.get("game", ""), parts.get("stakes", ""),
                                hands=sums_of["hands"], counts={k: int(sums_of[k]) for k in COUNTS},
                                net_bb=sums_of["net_bb"], ev_won=sums_of["ev_won"], ev_bb=sums_of["ev_bb"],
                                currency=currency if one else MIXED,
                                net_units=sums_of["net_units"] if one else None,
                                ev_units=sums_of["ev_units"] if one else None)
            out[parts["player"] if keys == ("player",) else tuple(parts[k] for k in keys)] = found
        return out

    def ev_series(self, player: str) -> List[Tuple[str, int, float]]:
        """(hand number, net won, all-in EV won) of each of the player's
        hands in the order played, for an actual-against-EV chart."""
        return [(r[0], int(r[1]), float(r[2])) for r in self.db.execute(
            "SELECT h.hand_no, r.net, r.ev_won FROM results r JOIN hands h ON h.id = r.hand_id "
            "WHERE r.player = ? ORDER BY h.date, h.time, h.id", (player,))]

    def players(self) -> List[Tuple[str, int]]:
        """(name, hands) of every player, most hands first."""
        return [(r[0], int(r[1])) for r in self.db.execute(
            "SELECT player, COUNT(*) AS n FROM results GROUP BY player ORDER BY n DESC, player")]

    # -- export ----------------------------------------------------------------------------

    def dataframe(self, table: str = "results") -> Any:
        """One table as a pandas DataFrame (needs pandas: pip install 'omaha-eval[hands]')."""
        if table not in TABLES:
            raise ValueError(f"table {table!r}: expected one of {', '.join(TABLES)}")
        try:
            import pandas
        except ImportError:
            raise ImportError("dataframe() needs pandas: pip install 'omaha-eval[hands]'") from None
        return pandas.read_sql_query(f"SELECT * FROM {table}", self.db)

    def to_parquet(self, path: PathLike, table: str = "results") -> None:
        """One table as a Parquet file (needs pandas and pyarrow: pip install 'omaha-eval[hands]')."""
        frame = self.dataframe(table)
        try:
            import pyarrow  # noqa: F401
        except ImportError:
            raise ImportError("to_parquet() needs pyarrow: pip install 'omaha-eval[hands]'") from None
        frame.to_parquet(os.fspath(path), index=False)


def _stakes_matcher(text: str) -> Callable[[str], bool]:
    """Stored stakes equal to ``text`` as numbers ('0.50/1.00' is '0.5/1')."""
    wanted = _stakes_numbers(text)
    if wanted is None:
        raise ValueError(f"stakes {text!r}: expected two amounts such as '0.25/0.50'")
    return lambda stored: _stakes_numbers(stored) == wanted


def _stakes_numbers(text: str) -> Optional[Tuple[Decimal, ...]]:
    try:
        found = tuple(Decimal(part.strip().lstrip("$€£¥")) for part in text.split("/"))
    except (InvalidOperation, ValueError):
        return None
    return found if len(found) == 2 and all(v.is_finite() for v in found) else None

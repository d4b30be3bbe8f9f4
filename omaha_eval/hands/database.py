"""A database of played hands on SQLite (the standard library: nothing to
install), with the schema of schema.py.

Import is incremental and idempotent: a hand is known by its site and hand
number (or, where the format numbers no hands, by a digest of the deal and
the actions: files.py), so importing the same files again adds nothing; the work is
committed every few hundred hands (across files) and at the end, so a killed
import loses nothing already committed and the next one resumes where it
stopped; a hand that cannot be read or replayed is recorded with its error
and the rest of the file still imports. Statistics are SQL over the
``results`` table, never a re-reading of files.

>>> from omaha_eval.hands import HandDatabase
>>> with HandDatabase("hands.sqlite") as db:             # doctest: +SKIP
...     summary = db.import_paths(["histories/"])
...     print(db.stats(player="Hero")["Hero"].bb_per_100)
"""
from __future__ import annotations

import os
import sqlite3
from itertools import chain
from operator import attrgetter
import sys
import time
from decimal import Decimal, InvalidOperation
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union

from ..core.cards import valid_cards_text   # the engine's cards are valid: no checks
from ..engine import history as ev
from ..engine.histories import HistoryRecord
from .allin_ev import all_in_ev
from .facts import hand_facts
from .files import SUFFIXES, file_records, read_text
from .schema import ADD_BATCH_TOTALS, REBUILD_TOTALS, SCHEMA, SCHEMA_VERSION, SUMMED
from ..core.games import game_and_hilo
from ..engine.histories.phh import parse_variant
from .stats import COUNTS, MIXED, PlayerStats, check_groups, game_label, stakes_label, unit_label

PathLike = Union[str, "os.PathLike[str]"]
TABLES = ("hands", "seats", "actions", "boards", "pots", "results", "all_in_ev", "totals")
_COUNTS_OF = attrgetter(*COUNTS)   # a PlayerFacts' counts, in the columns' order
# the deal is in seats and boards; the log's deal events would add the
# burns and the unknown players' hole cards, which the engine fills from
# its deck and the room never showed (an unknown hand is never shown: the
# engine refuses such a showdown)
_DEALING = frozenset((ev.DEAL_HOLE, ev.DEAL_BOARD, ev.BURN))
# SQLite's smallest default limit on a statement's parameters (builds
# before 3.32): many rows an INSERT, so the per-statement work is paid once
_MAX_VARIABLES = 999


@dataclass
class ImportSummary:
    """What an import did."""

    files: int = 0
    imported: int = 0
    duplicates: int = 0
    refused: List[Tuple[str, str, str]] = field(default_factory=list)   # (file, hand number, error)
    skipped: List[Tuple[str, str]] = field(default_factory=list)        # (file found in a folder, why)
    seconds: float = 0.0

    @property
    def hands_per_second(self) -> float:
        return (self.imported + len(self.refused)) / self.seconds if self.seconds else 0.0

    def __str__(self) -> str:
        stored = self.imported + len(self.refused)
        # (a rate only when hands were stored: a re-import reads and stores none)
        rate = f" ({self.hands_per_second:,.0f} hands a second)" if stored and self.seconds else ""
        lines = [f"{self.files} files: {self.imported} hands imported, {self.duplicates} already known, "
                 f"{len(self.refused)} refused{rate}"]
        lines += [f"  refused {source} #{number}: {error}" for source, number, error in self.refused]
        lines += [f"  skipped {source}: {why}" for source, why in self.skipped]
        return "\n".join(lines)


class HandDatabase:
    """Hands, seats, actions, boards, pots, per-player results and all-in
    EV in one SQLite file (``":memory:"`` for a throwaway one)."""

    def __init__(self, path: PathLike, commit_every: int = 500) -> None:
        if isinstance(commit_every, bool) or not isinstance(commit_every, int) or commit_every < 1:
            raise ValueError(f"commit_every {commit_every!r}: expected a whole number of hands, 1 or more")
        self.path = os.fspath(path)
        self.commit_every = commit_every
        self._unflushed = 0   # hands stored since the last commit
        try:
            self.db = sqlite3.connect(self.path)
        except sqlite3.Error as err:
            raise ValueError(f"hand database {self.path!r}: {err}") from None
        try:
            self.db.execute("PRAGMA journal_mode=WAL" if self.path != ":memory:" else "PRAGMA journal_mode=MEMORY")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.executescript(SCHEMA)
        except sqlite3.DatabaseError as err:
            self.db.close()
            raise ValueError(f"hand database {self.path!r}: not a hand database ({err})") from None
        found = self.db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        if found is None:
            self.db.execute("INSERT INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
            self.db.commit()
        self._pending: Dict[str, List[Tuple[Any, ...]]] = {table: [] for table in TABLES}
        self._keys: Optional[Dict[Tuple[str, str], Tuple[int, bool]]] = None
        self._next_id = 1
        if found is not None and found[0] != str(SCHEMA_VERSION):
            self.db.close()
            raise ValueError(f"hand database {self.path!r}: schema version {found[0]}, expected {SCHEMA_VERSION}")

    def __enter__(self) -> "HandDatabase":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def close(self) -> None:
        self._flush()
        self.db.close()

    # -- import ----------------------------------------------------------------------------

    def import_paths(self, paths: Sequence[PathLike], progress: bool = False,
                     on_hand: Optional[Callable[[str], None]] = None) -> ImportSummary:
        """Import every hand-history file of ``paths`` (files, or folders
        searched for .txt, .log, .phh, .phhs and .ohh files; each file's
        encoding told by ``read_text``). A file named in ``paths``
        with no hand in it is an error naming it; one found in a folder is
        listed in ``summary.skipped`` and the import goes on. ``on_hand``
        is called with each hand number as it is stored (a hook for
        progress or tests)."""
        files = list(_files(paths))
        summary = ImportSummary()
        started = time.perf_counter()
        bar = _bar(len(files), progress)
        try:
            for path, named in files:
                try:
                    text = read_text(path)
                    self._import_text(text, path, summary, on_hand)
                except ValueError as err:
                    if named:
                        raise
                    summary.skipped.append((path, str(err)))
                if bar is not None:
                    bar.update(1)
        finally:
            self._flush()
            if bar is not None:
                bar.close()
            summary.seconds = time.perf_counter() - started
        return summary

    def import_text(self, text: str, source: str = "text", on_hand: Optional[Callable[[str], None]] = None
                    ) -> ImportSummary:
        """Import hand-history text (PokerStars, GGPoker, or one PHH hand)."""
        summary = ImportSummary()
        started = time.perf_counter()
        try:
            self._import_text(text, source, summary, on_hand)
        finally:
            self._flush()
            summary.seconds = time.perf_counter() - started
        return summary

    def _import_text(self, text: str, source: str, summary: ImportSummary,
                     on_hand: Optional[Callable[[str], None]]) -> None:
        summary.files += 1
        known = self._known()
        for record in file_records(text, source):
            key = (record.site, record.key)
            found = known.get(key)
            if found is not None:
                if found[1] or not record.ok:
                    summary.duplicates += 1
                    continue
                self._flush()
                self._delete(found[0])   # refused before, read now: replaced
            known[key] = (self._store(record, source), record.ok)
            self._unflushed += 1
            if record.ok:
                summary.imported += 1
            else:
                summary.refused.append((source, record.key, str(record.error)))
            if on_hand is not None:
                on_hand(record.key)
            # committed every commit_every hands, across files: a commit a file
            # made a folder of one-hand PHH files wait on the disk once a hand
            if self._unflushed >= self.commit_every:
                self._flush()

    def _known(self) -> Dict[Tuple[str, str], Tuple[int, bool]]:
        """(site, hand number) -> (id, ok) of the hands stored, read once
        (this object is the database's one writer while it imports)."""
        if self._keys is None:
            self._keys = {(site, number): (ident, bool(ok)) for ident, site, number, ok in
                          self.db.execute("SELECT id, site, hand_no, ok FROM hands")}
            top = self.db.execute("SELECT MAX(id) FROM hands").fetchone()[0]
            self._next_id = (top or 0) + 1
        return self._keys

    def _flush(self) -> None:
        """Write the rows gathered so far, and add them to the totals, in
        one transaction per batch of hands."""
        results = self._pending["results"]
        first = results[0][0] if results else None
        for table, rows in self._pending.items():
            if rows:
                _insert(self.db, table, rows)
                rows.clear()
        if first is not None:
            self.db.execute(ADD_BATCH_TOTALS, (first,))
        self.db.commit()
        self._unflushed = 0

    def rebuild_totals(self) -> None:
        """Recompute the per-player totals from the results rows (after
        changing ``results`` by hand, say)."""
        self._flush()
        self.db.executescript(REBUILD_TOTALS)
        self.db.commit()

    def _delete(self, hand_id: int) -> None:
        for table in TABLES[1:-1]:   # a refused hand has rows in hands only; totals has no hand_id
            self.db.execute(f"DELETE FROM {table} WHERE hand_id = ?", (hand_id,))
        self.db.execute("DELETE FROM hands WHERE id = ?", (hand_id,))

    def _store(self, record: HistoryRecord, source: str) -> int:
        """Gathers the hand's rows for the next _flush; returns its id."""
        pending = self._pending
        hand_id = self._next_id
        self._next_id += 1
        hand = record.hand
        if hand is None:
            pending["hands"].append((
                hand_id, record.site, record.key, source, record.line, 0, str(record.error), record.date, record.time,
                record.time_zone, record.table, record.seat_count, record.currency, None, record.game, None, None,
                None, None, record.tournament, record.hero, None, None, None, None))
            return hand_id
        game, stakes, scale = game_label(hand), stakes_label(hand), hand.game.chip_scale
        unit = unit_label(hand, record.currency)
        allin = all_in_ev(hand)
        facts = hand_facts(hand, list(record.players), dict(record.collected) or None, record.rake, allin=allin)
        pending["hands"].append((
            hand_id, record.site, record.key, source, record.line, 1, None, record.date, record.time, record.time_zone,
            record.table, record.seat_count, record.currency, game, record.game, stakes, hand.game.small_blind,
            hand.game.big_blind, scale, record.tournament, record.hero, hand.num_players, sum(hand.payouts.values()),
            record.rake, allin.street if allin else None))
        unknown = set(hand.unknown_seats)
        n = hand.num_players
        room_seats = record.seats if len(record.seats) == n else [None] * n
        # each of the hand's views read once (each call builds a fresh list)
        players, starting, final, button = record.players, hand.starting_stacks, hand.stacks, hand.button
        # (rows as list comprehensions: a generator resumes once a row)
        pending["seats"].extend([
            (hand_id, s, players[s], room_seats[s], starting[s], final[s],
             "" if s in unknown else valid_cards_text(hand.hole_cards(s)), int(s == button)) for s in range(n)])
        logged = [event for event in hand.history if event[0] not in _DEALING]
        pending["actions"].extend([
            (hand_id, i, seat, street, kind, amount, int(all_in), valid_cards_text(cards) if cards else None)
            for i, (kind, seat, amount, cards, street, all_in, _, _) in enumerate(logged)])
        pending["boards"].extend([(hand_id, run, valid_cards_text(b)) for run, b in enumerate(hand.boards) if b])
        pots = allin.pots if allin is not None else hand.showdown_pots
        if pots:
            pending["pots"].extend((hand_id, i, amount, ",".join(map(str, seats)))
                                   for i, (amount, seats) in enumerate(pots))
        pending["results"].extend([
            (hand_id, f.seat, f.name, game, stakes, f.big_blind, *_COUNTS_OF(f), f.put_in,
             f.net / f.big_blind, ev_won, ev_won / f.big_blind, unit, f.net / scale, ev_won / scale)
            for f in facts for ev_won in [f.ev_won]])
        if allin is not None:
            pending["all_in_ev"].extend(
                (hand_id, s, allin.street, None if v is None else float(v), None if v is None else str(v),
                 allin.actual[s]) for s, v in allin.ev.items())
        return hand_id

    # -- queries ---------------------------------------------------------------------------

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
        package writes a game by (PLO, omaha, PO, PO/8, omahahi ...: the
        game and Hi-Lo; a PHH code with its structure letter, such as PO,
        is that structure only); ``stakes``: '0.25/0.50' (compared as
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
            match = _game_matcher(value) if column == "game" else _stakes_matcher(value)
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


def _game_matcher(name: str) -> Callable[[str], bool]:
    """Stored PHH codes that a game name stands for: a PHH code with its
    structure (PO, NT, FO/8) only itself; any other name (PLO, omaha,
    omahahi, PO5 ...) its game and Hi-Lo in every structure."""
    wanted = game_and_hilo(name)   # (raises ValueError naming a name it does not know)
    code = name.strip().upper()

    def matches(stored: str) -> bool:
        try:
            variant, hilo, _ = parse_variant(stored)
        except ValueError:
            return False
        return stored == code or (variant, hilo) == wanted and not _is_phh_code(code)
    return matches


def _is_phh_code(code: str) -> bool:
    try:
        parse_variant(code)
    except ValueError:
        return False
    return True


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


def _insert(db: sqlite3.Connection, table: str, rows: List[Tuple[Any, ...]]) -> None:
    width = len(rows[0])
    per = max(1, _MAX_VARIABLES // width)
    one = "(" + ", ".join("?" * width) + ")"
    for start in range(0, len(rows), per):
        part = rows[start:start + per]
        db.execute(f"INSERT INTO {table} VALUES " + ", ".join([one] * len(part)), list(chain.from_iterable(part)))


def _files(paths: Sequence[PathLike]) -> Iterator[Tuple[str, bool]]:
    """(path, named in ``paths``) of every file to read."""
    if isinstance(paths, (str, bytes)) or not isinstance(paths, Iterable):
        raise TypeError(f"paths {paths!r}: expected a list of files or folders")
    for item in paths:
        path = os.fspath(item)
        if os.path.isdir(path):
            for root, dirs, names in os.walk(path):
                dirs.sort()
                for name in sorted(names):
                    if name.lower().endswith(SUFFIXES):
                        yield os.path.join(root, name), False
        elif os.path.isfile(path):
            yield path, True
        else:
            raise ValueError(f"{path}: no such file or folder")


def _bar(total: int, enabled: bool) -> Any:
    if not enabled:
        return None
    try:
        from tqdm import tqdm
    except ImportError:
        return None   # no tqdm: no bar (the summary still comes)
    return tqdm(total=total, unit="file", desc="importing", file=sys.stderr)


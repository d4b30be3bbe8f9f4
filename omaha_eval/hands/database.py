"""A database of played hands on SQLite (the standard library: nothing to
install), with the schema of schema.py.

Import is incremental and idempotent: a hand is known by its site and hand
number (or, where the format numbers no hands, by a digest of the deal and
the actions, the same in every format), so importing the same files again
adds nothing, and a known hand is skipped before it is replayed. Files are
read a hand at a time (files.py). Each hand is stored whole or not at all:
the hands gathered are committed together every few hundred hands or few
seconds, and an interrupt or a failed write drops the batch in progress,
so a killed import loses at most that and the next one completes it. A
hand that cannot be read or replayed is recorded with its error and the
rest of the file still imports. The file is this package's own or is left
alone (opening.py). Statistics are SQL over the ``results`` table, never a
re-reading of files.

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
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Set, Tuple, Union

from ..core.cards import valid_cards_text   # the engine's cards are valid: no checks
from ..engine import history as ev
from ..engine.histories import HistoryError, HistoryRecord
from .allin_ev import all_in_ev
from .facts import hand_facts
from .files import SUFFIXES, HandText, file_hands, text_hands
from .opening import APPLICATION_ID, HandDatabaseError, check_ours, connect, existing, write_error
from .schema import ADD_BATCH_TOTALS, REBUILD_TOTALS, SCHEMA, SCHEMA_VERSION, SUMMED
from .game_names import game_matcher
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
        skipped = f" ({len(self.skipped)} skipped)" if self.skipped else ""
        lines = [f"{_plural(self.files, 'file')}{skipped}: {_plural(self.imported, 'hand')} imported, "
                 f"{self.duplicates:,} already known, {len(self.refused):,} refused{rate}"]
        lines += [f"  refused {source} #{number}: {error}" for source, number, error in self.refused]
        lines += [f"  skipped {source}: {why}" for source, why in self.skipped]
        return "\n".join(lines)


def _plural(count: int, noun: str) -> str:
    return f"{count:,} {noun}" + ("" if count == 1 else "s")


class HandDatabase:
    """Hands, seats, actions, boards, pots, per-player results and all-in
    EV in one SQLite file (``":memory:"`` for a throwaway one).

    ``readonly=True`` opens an existing database for queries only (a
    read-only file can be read). A file that is not this package's database
    is refused by name and never written. Imports commit every
    ``commit_every`` hands or ``commit_seconds`` seconds, whichever comes
    first; another import's commit is waited for up to ``timeout`` seconds."""

    def __init__(self, path: PathLike, commit_every: int = 500, readonly: bool = False,
                 commit_seconds: float = 2.0, timeout: float = 60.0) -> None:
        if isinstance(commit_every, bool) or not isinstance(commit_every, int) or commit_every < 1:
            raise ValueError(f"commit_every {commit_every!r}: expected a whole number of hands, 1 or more")
        self.path = os.fspath(path)
        self.commit_every = commit_every
        self.commit_seconds = float(commit_seconds)
        self.readonly = bool(readonly)
        made = not existing(self.path)
        if made and self.readonly:
            raise HandDatabaseError(f"hand database {self.path}: no such database (import hands into it first)")
        if not made:
            check_ours(self.path, SCHEMA_VERSION)   # (read-only: another program's file is left as it was)
        self.db = connect(self.path, self.readonly, timeout)
        if not self.readonly:
            self._prepare(made)
        self._pending: Dict[str, List[Tuple[Any, ...]]] = {table: [] for table in TABLES}
        self._batch: List[_Stored] = []     # the hands of the next commit, whole (their rows in _pending)
        self._keys: Optional[Dict[Tuple[str, str], Tuple[int, bool]]] = None
        self._texts: Dict[str, Tuple[bool, int]] = {}   # text digest -> (every hand of it read, hands)
        self._seen_top = 0                  # the largest hand id read from the file
        self._next_id = 1
        self._last_commit = time.monotonic()
        self._summary: Optional[ImportSummary] = None

    def _prepare(self, made: bool) -> None:
        db = self.db
        try:
            if made:
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute("PRAGMA journal_mode=WAL" if self.path != ":memory:" else "PRAGMA journal_mode=MEMORY")
            db.execute("PRAGMA synchronous=NORMAL")
            # (made here, or by another import that may be making it now: the
            # schema's statements do nothing to a made one, and wait for its maker)
            if made or not db.execute("SELECT COUNT(*) FROM sqlite_master WHERE name = 'totals'").fetchone()[0]:
                db.executescript("BEGIN IMMEDIATE;\n" + SCHEMA + "\nINSERT OR IGNORE INTO meta VALUES "
                                 f"('schema_version', '{SCHEMA_VERSION}');\nCOMMIT;")
        except sqlite3.Error as err:
            if db.in_transaction:
                db.execute("ROLLBACK")
            db.close()
            raise write_error(self.path, err, "making the database") from None

    def __enter__(self) -> "HandDatabase":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def close(self) -> None:
        """Commit what is gathered, and close; the file is closed even when
        that last write fails (its error is raised after)."""
        try:
            self._flush()
        finally:
            self.db.close()

    # -- import ----------------------------------------------------------------------------

    def import_paths(self, paths: Sequence[PathLike], progress: bool = False,
                     on_hand: Optional[Callable[[str], None]] = None) -> ImportSummary:
        """Import every hand-history file of ``paths`` (files, or folders
        searched for .txt, .log, .phh, .phhs and .ohh files; each file's
        encoding told by ``read_text``), a hand at a time. A file named in
        ``paths`` with no hand in it, or that is not a regular file, is an
        error naming it; one found in a folder is listed in
        ``summary.skipped`` and the import goes on. ``on_hand`` is called
        with each hand number as it is stored (a hook for progress or
        tests). Each hand is stored whole or not at all: an interrupt or an
        error keeps what was committed and drops the hands not yet
        committed, and importing again completes it."""
        self._writable()
        files = list(_files(paths))
        summary = ImportSummary()
        started = time.perf_counter()
        bar = _bar(len(files), progress)
        self._summary = summary
        try:
            for path, named in files:
                summary.files += 1
                try:
                    self._import_hands(file_hands(path), path, summary, on_hand)
                except HandDatabaseError:
                    raise
                except ValueError as err:
                    if named:
                        self._flush()   # (the hands gathered are whole: kept)
                        raise
                    summary.skipped.append((path, str(err)))
                if bar is not None:
                    bar.update(1)
            self._flush()
        except BaseException:
            self._discard()   # an interrupt or an error: nothing half-gathered is written
            raise
        finally:
            self._summary = None
            if bar is not None:
                bar.close()
            summary.seconds = time.perf_counter() - started
        return summary

    def import_text(self, text: str, source: str = "text", on_hand: Optional[Callable[[str], None]] = None
                    ) -> ImportSummary:
        """Import hand-history text (PokerStars, GGPoker, or one PHH hand)."""
        self._writable()
        summary = ImportSummary()
        started = time.perf_counter()
        self._summary = summary
        summary.files += 1
        try:
            self._import_hands(text_hands(text, source), source, summary, on_hand)
            self._flush()
        except BaseException:
            self._discard()
            raise
        finally:
            self._summary = None
            summary.seconds = time.perf_counter() - started
        return summary

    def _writable(self) -> None:
        if self.readonly:
            raise HandDatabaseError(f"hand database {self.path}: opened read-only; nothing can be imported")

    def _import_hands(self, hands: Iterable[HandText], source: str, summary: ImportSummary,
                      on_hand: Optional[Callable[[str], None]]) -> None:
        known, texts = self._known(), self._texts
        for piece in hands:
            # known before it is read: by the room and number, else by its text
            if piece.lines is not None:
                found = known.get((piece.site, piece.number))
                if found is not None and found[1]:
                    summary.duplicates += 1
                    continue
                text_key = None
            else:
                text_key = piece.digest
                seen = texts.get(text_key)
                if seen is not None and seen[0]:
                    summary.duplicates += seen[1]
                    continue
            for record in piece.records():
                key = _identity(record)
                found = known.get(key)
                replaces = None
                if found is not None:
                    if found[1] or not record.ok:
                        summary.duplicates += 1
                        continue
                    replaces = found[0]   # refused before, read now: replaced
                    if replaces > self._seen_top:
                        self._flush()   # (the refusal is in this batch: committed first, then replaced)
                stored = self._store(record, source, text_key, key)
                stored.replaces = replaces
                known[key] = (stored.id, stored.ok)
                if text_key is not None:
                    _count_text(texts, text_key, stored.ok)
                if on_hand is not None:
                    on_hand(record.key)
            # committed every commit_every hands (across files) or every few
            # seconds: a killed import loses at most that
            if len(self._batch) >= self.commit_every or (
                    self._batch and time.monotonic() - self._last_commit >= self.commit_seconds):
                self._flush()

    def _known(self) -> Dict[Tuple[str, str], Tuple[int, bool]]:
        """(site, hand number) -> (id, ok) of the hands stored, read once
        (and brought up to date at each commit: another import may write)."""
        if self._keys is None:
            self._keys, self._texts = {}, {}
            self._seen_top = 0
            self._read_new()
            self._next_id = self._seen_top + 1
        return self._keys

    def _read_new(self) -> Tuple[Set[Tuple[str, str]], Set[str]]:
        """Reads the hands stored since the last read (another import's);
        returns their identities and text digests."""
        assert self._keys is not None
        keys, texts = self._keys, self._texts
        added_keys: Set[Tuple[str, str]] = set()
        added_texts: Set[str] = set()
        top = self._seen_top
        for ident, site, number, ok, text_key in self.db.execute(
                "SELECT id, site, hand_no, ok, text_key FROM hands WHERE id > ? ORDER BY id", (self._seen_top,)):
            key = ("", number) if number.startswith("#") else (site, number)
            keys[key] = (ident, bool(ok))
            added_keys.add(key)
            if text_key is not None:
                _count_text(texts, text_key, bool(ok))
                added_texts.add(text_key)
            top = ident
        self._seen_top = top
        return added_keys, added_texts

    def _flush(self) -> None:
        """Write the whole hands gathered so far, and add them to the
        totals, in one transaction; another writer's commit is waited for.
        A failed write writes nothing of the batch and says why."""
        batch = self._batch
        if not batch:
            return
        db = self.db
        try:
            db.execute("BEGIN IMMEDIATE")   # (waits for another import's commit)
            try:
                self._make_room()
                for stored in self._batch:
                    if stored.replaces is not None:
                        self._delete(stored.replaces)
                results = self._pending["results"]
                first = min((s.id for s in self._batch), default=None)
                for table, rows in self._pending.items():
                    if rows:
                        _insert(db, table, rows)
                if results and first is not None:
                    db.execute(ADD_BATCH_TOTALS, (first,))
                db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                raise
        except sqlite3.Error as err:
            self._discard()
            raise write_error(self.path, err, "writing hands") from None
        except BaseException:
            self._discard()
            raise
        summary = self._summary
        for stored in self._batch:
            if summary is not None:
                if stored.ok:
                    summary.imported += 1
                else:
                    summary.refused.append((stored.source, stored.key, stored.error or ""))
        self._seen_top = max([self._seen_top, *(s.id for s in self._batch)])   # (all may have been dropped)
        self._clear()
        self._last_commit = time.monotonic()

    def _make_room(self) -> None:
        """Inside the write transaction: hands another import stored since
        we last read are not stored again, and ours take the ids after
        theirs."""
        top = self.db.execute("SELECT MAX(id) FROM hands").fetchone()[0] or 0
        if top == self._seen_top:
            return
        theirs, their_texts = self._read_new()
        ids: Dict[int, int] = {}
        kept: List[_Stored] = []
        next_id = top + 1
        for stored in self._batch:
            if stored.identity in theirs or stored.text_key in their_texts:
                if self._summary is not None:
                    self._summary.duplicates += 1
                continue
            ids[stored.id] = next_id
            stored.id = next_id
            next_id += 1
            kept.append(stored)
        self._batch[:] = kept
        for table, rows in self._pending.items():
            rows[:] = [(ids[r[0]], *r[1:]) for r in rows if r[0] in ids]
        for stored in kept:
            self._keys[stored.identity] = (stored.id, stored.ok)   # type: ignore[index]
        self._next_id = next_id

    def _clear(self) -> None:
        for rows in self._pending.values():
            rows.clear()
        self._batch.clear()

    def _discard(self) -> None:
        """Forget the hands not committed (and what was known: read again)."""
        self._clear()
        self._keys = None
        self._texts = {}

    def rebuild_totals(self) -> None:
        """Recompute the per-player totals from the results rows (after
        changing ``results`` by hand, say)."""
        self._writable()
        self._flush()
        try:
            self.db.executescript("BEGIN IMMEDIATE;\n" + REBUILD_TOTALS + "\nCOMMIT;")
        except sqlite3.Error as err:
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise write_error(self.path, err, "rebuilding the totals") from None

    def _delete(self, hand_id: int) -> None:
        for table in TABLES[1:-1]:   # a refused hand has rows in hands only; totals has no hand_id
            self.db.execute(f"DELETE FROM {table} WHERE hand_id = ?", (hand_id,))
        self.db.execute("DELETE FROM hands WHERE id = ?", (hand_id,))

    def _store(self, record: HistoryRecord, source: str, text_key: Optional[str],
               identity: Tuple[str, str]) -> "_Stored":
        """Gathers the hand's rows for the next _flush, all or none: they
        are made first, then added to the batch in one step."""
        hand_id = self._next_id
        try:
            rows = _hand_rows(record, source, hand_id, text_key) if record.ok else None
        except Exception as err:   # (a number beyond SQLite's integers, say: the hand is refused by name)
            record = _refused(record, err)
            rows = None
        if rows is None:
            rows = {"hands": [(
                hand_id, record.site, record.key, source, record.line, 0, str(record.error), record.date,
                record.time, record.time_zone, record.table, record.seat_count, record.currency, None, record.game,
                None, None, None, None, record.tournament, record.hero, None, None, None, None, text_key)]}
        self._next_id += 1
        stored = _Stored(hand_id, identity, text_key, record.ok, source, record.key,
                         None if record.ok else str(record.error))
        pending = self._pending
        # (no interrupt can leave part of the hand here: an interrupt drops the whole batch)
        for table, table_rows in rows.items():
            pending[table].extend(table_rows)
        self._batch.append(stored)
        return stored

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


class _Stored:
    """A hand gathered for the next commit."""

    __slots__ = ("id", "identity", "text_key", "ok", "source", "key", "error", "replaces")

    def __init__(self, hand_id: int, identity: Tuple[str, str], text_key: Optional[str], ok: bool, source: str,
                 key: str, error: Optional[str]) -> None:
        self.id, self.identity, self.text_key, self.ok = hand_id, identity, text_key, ok
        self.source, self.key, self.error = source, key, error
        self.replaces: Optional[int] = None   # the id of its refusal, stored before


def _identity(record: HistoryRecord) -> Tuple[str, str]:
    """What a hand is known by: the room and its number, or its digest
    alone (a digest is the same whatever format or venue wrote the hand)."""
    return ("", record.key) if record.key.startswith("#") else (record.site, record.key)


def _count_text(texts: Dict[str, Tuple[bool, int]], text_key: str, ok: bool) -> None:
    all_ok, count = texts.get(text_key, (True, 0))
    texts[text_key] = (all_ok and ok, count + 1)


def _refused(record: HistoryRecord, err: Exception) -> HistoryRecord:
    """The record refused for what storing it met (named like a reader's refusal)."""
    why = f"a number too large to store ({err})" if isinstance(err, OverflowError) else \
        f"could not be stored ({type(err).__name__}: {err})"
    return replace(record, hand=None, error=HistoryError(record.site or "hand", f"hand {record.key}", "", why,
                                                         record.key))


_LARGEST = 2 ** 63 - 1   # SQLite's largest integer


def _hand_rows(record: HistoryRecord, source: str, hand_id: int, text_key: Optional[str]
               ) -> Dict[str, List[Tuple[Any, ...]]]:
    """Every row of a replayed hand, by table."""
    hand = record.hand
    assert hand is not None
    # each of the hand's views read once (each call builds a fresh list)
    players, starting, final, button = record.players, hand.starting_stacks, hand.stacks, hand.button
    if sum(starting) > _LARGEST:   # (every amount of the hand is at most the chips in play)
        raise OverflowError(f"{sum(starting)} chips in play; SQLite stores at most 2^63 - 1")
    game, stakes, scale = game_label(hand), stakes_label(hand), hand.game.chip_scale
    unit = unit_label(hand, record.currency)
    allin = all_in_ev(hand)
    facts = hand_facts(hand, list(record.players), dict(record.collected) or None, record.rake, allin=allin)
    rows: Dict[str, List[Tuple[Any, ...]]] = {}
    rows["hands"] = [(
        hand_id, record.site, record.key, source, record.line, 1, None, record.date, record.time, record.time_zone,
        record.table, record.seat_count, record.currency, game, record.game, stakes, hand.game.small_blind,
        hand.game.big_blind, scale, record.tournament, record.hero, hand.num_players, sum(hand.payouts.values()),
        record.rake, allin.street if allin else None, text_key)]
    unknown = set(hand.unknown_seats)
    n = hand.num_players
    room_seats = record.seats if len(record.seats) == n else [None] * n
    # (rows as list comprehensions: a generator resumes once a row)
    rows["seats"] = [
        (hand_id, s, players[s], room_seats[s], starting[s], final[s],
         "" if s in unknown else valid_cards_text(hand.hole_cards(s)), int(s == button)) for s in range(n)]
    logged = [event for event in hand.history if event.kind not in _DEALING]
    rows["actions"] = [
        (hand_id, i, e.seat, e.street, e.kind, e.amount, int(e.all_in), valid_cards_text(e.cards) if e.cards else None)
        for i, e in enumerate(logged)]
    rows["boards"] = [(hand_id, run, valid_cards_text(b)) for run, b in enumerate(hand.boards) if b]
    pots = allin.pots if allin is not None else hand.showdown_pots
    rows["pots"] = [(hand_id, i, amount, ",".join(map(str, seats))) for i, (amount, seats) in enumerate(pots or ())]
    rows["results"] = [
        (hand_id, f.seat, f.name, game, stakes, f.big_blind, *_COUNTS_OF(f), f.put_in,
         f.net / f.big_blind, ev_won, ev_won / f.big_blind, unit, f.net / scale, ev_won / scale)
        for f in facts for ev_won in [f.ev_won]]
    if allin is not None:
        # (a row for each player in the all-in: all-in or calling one; not those who folded before)
        contesting = {seat for seat, status in enumerate(hand.statuses) if status != "folded"}
        rows["all_in_ev"] = [
            (hand_id, s, allin.street, None if v is None else float(v), None if v is None else str(v),
             allin.actual[s]) for s, v in allin.ev.items() if s in contesting]
    return rows


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
        elif os.path.lexists(path):
            yield path, True   # (a FIFO, a device or a link to one: refused by name when read)
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


"""The hand database's import pipeline: hand-history files read a hand at
a time (files.py), each hand mapped to its rows (mapping.py) and stored
whole or not at all.

A hand is known by its site and hand number (or, where the format numbers
no hands, by a digest of the deal and the actions), so importing the same
files again adds nothing, and a known hand is skipped before it is
replayed. The hands gathered are committed together, in one transaction,
every ``commit_every`` hands or ``commit_seconds`` seconds; an interrupt or
a failed write drops the batch in progress, so a killed import loses at
most that and the next one completes it. A hand that cannot be read or
replayed is recorded with its error and the rest of the file still
imports. Another import writing the same file meanwhile is waited for, and
the hands it stored are not stored again.

``ImportPipeline`` is ``HandDatabase``'s import half (database.py mixes it
in): it works on the database's connection, ``self.db``.
"""
from __future__ import annotations

import os
import sqlite3
import sys
import time
from dataclasses import dataclass, field, replace
from itertools import chain
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Set, Tuple, Union

from ..engine.histories import HistoryError, HistoryRecord
from .files import SUFFIXES, HandText, file_hands, text_hands
from .mapping import TABLES, hand_rows, refused_rows
from .opening import HandDatabaseError, write_error
from .schema import ADD_BATCH_TOTALS, REBUILD_TOTALS

PathLike = Union[str, "os.PathLike[str]"]
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


class ImportPipeline:
    """Imports into ``self.db`` (the database's connection): whole hands,
    in batches of one transaction each (see the module)."""

    db: sqlite3.Connection
    path: str
    readonly: bool
    commit_every: int
    commit_seconds: float

    def _start_imports(self) -> None:
        """Nothing gathered, nothing known yet (read on the first import)."""
        self._pending: Dict[str, List[Tuple[Any, ...]]] = {table: [] for table in TABLES}
        self._batch: List[_Stored] = []     # the hands of the next commit, whole (their rows in _pending)
        self._keys: Optional[Dict[Tuple[str, str], Tuple[int, bool]]] = None
        self._texts: Dict[str, Tuple[bool, int]] = {}   # text digest -> (every hand of it read, hands)
        self._seen_top = 0                  # the largest hand id read from the file
        self._next_id = 1
        self._last_commit = time.monotonic()
        self._summary: Optional[ImportSummary] = None

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
            rows = hand_rows(record, source, hand_id, text_key) if record.ok else None
        except Exception as err:   # (a number beyond SQLite's integers, say: the hand is refused by name)
            record = _refused(record, err)
            rows = None
        if rows is None:
            rows = refused_rows(record, source, hand_id, text_key)
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

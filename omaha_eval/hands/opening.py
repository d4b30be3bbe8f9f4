"""Opening a hand database without touching any other file: a SQLite file
that is not this package's database is refused by name and left byte for
byte as it was (it is looked at through a read-only connection first);
a database that cannot be written (a read-only file) can still be read.

A hand database is told by SQLite's ``application_id`` header field (set
when the file is made) and its ``meta`` table's schema version.
"""
from __future__ import annotations

import os
import sqlite3
from typing import List, Optional, Tuple
from urllib.parse import quote

APPLICATION_ID = 0x4F454844   # 'OEHD': omaha-eval hand database
_MAGIC = b"SQLite format 3\x00"


class HandDatabaseError(ValueError):
    """A hand database that cannot be opened, read or written, with the
    reason: not this package's file, locked, full, read-only ..."""


def write_error(path: str, err: sqlite3.Error, doing: str) -> HandDatabaseError:
    """A failed write as an error that says what happened."""
    text = str(err)
    if "locked" in text or "busy" in text:
        why = "locked by another import or program (it waited, then gave up); try again when that one ends"
    elif "full" in text:
        why = "the disk (or the database's size limit) is full"
    elif "readonly" in text or "read-only" in text:
        why = "it cannot be written (a read-only file or folder)"
    else:
        why = text
    return HandDatabaseError(f"hand database {path}: {doing} failed: {why} ({text}); nothing of the hands "
                             f"being written was stored, what was committed before stays")


def existing(path: str) -> bool:
    """A file with something in it (an empty file is made into a database)."""
    return path != ":memory:" and os.path.exists(path) and os.path.getsize(path) > 0


def _uri(path: str, mode: str, immutable: bool = False) -> str:
    return f"file:{quote(os.path.abspath(path))}?mode={mode}" + ("&immutable=1" if immutable else "")


def check_ours(path: str, version: int) -> None:
    """Raise HandDatabaseError naming ``path`` unless it is a hand database
    of this schema ``version``; never writes to it."""
    try:
        with open(path, "rb") as f:
            header = f.read(100)
    except OSError as err:
        raise HandDatabaseError(f"hand database {path}: cannot be read ({err.strerror})") from None
    if not header.startswith(_MAGIC):
        raise HandDatabaseError(f"{path}: not a hand database (not a SQLite file); left unchanged")
    tables, found = _look(path)
    ours = int.from_bytes(header[68:72], "big") == APPLICATION_ID
    # (a database of an earlier version, before the application id: its meta and totals tables)
    if not ours and not ({"meta", "totals"} <= set(tables) and found is not None):
        shown = ", ".join(sorted(tables)[:8]) or "none"
        raise HandDatabaseError(f"{path}: not a hand database of omaha-eval (a SQLite file with tables {shown}); "
                                f"left unchanged")
    if found is None and ours:
        return   # (being made by another import this moment: its schema is waited for)
    if found is None:
        raise HandDatabaseError(f"{path}: not a hand database of omaha-eval (no schema version); left unchanged")
    if found != str(version):
        raise HandDatabaseError(f"hand database {path}: schema version {found}, expected {version}; import the "
                                f"files into a new database")


def _look(path: str) -> Tuple[List[str], Optional[str]]:
    """The file's tables and its meta schema version, read-only."""
    last: Optional[sqlite3.Error] = None
    for immutable in (False, True):   # (immutable: a read-only WAL file whose folder cannot hold its -shm)
        try:
            db = sqlite3.connect(_uri(path, "ro", immutable), uri=True)
        except sqlite3.Error as err:
            last = err
            continue
        try:
            tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
            found = None
            if "meta" in tables:
                try:
                    row = db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
                    found = None if row is None else str(row[0])
                except sqlite3.Error:
                    found = None
            return tables, found
        except sqlite3.Error as err:
            last = err
        finally:
            db.close()
    raise HandDatabaseError(f"{path}: not a hand database ({last}); left unchanged")


def connect(path: str, readonly: bool, timeout: float) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are begun by hand:
    ``BEGIN IMMEDIATE`` waits for another writer for up to ``timeout``
    seconds). ``readonly``: a read-only one, also for a file that cannot
    be written."""
    try:
        if path == ":memory:":
            return sqlite3.connect(path, isolation_level=None)
        if not readonly:
            return sqlite3.connect(path, timeout=timeout, isolation_level=None)
        db = sqlite3.connect(_uri(path, "ro"), uri=True, timeout=timeout, isolation_level=None)
        try:
            db.execute("SELECT COUNT(*) FROM meta").fetchone()
            return db
        except sqlite3.Error:   # a read-only WAL file in a read-only folder
            db.close()
            return sqlite3.connect(_uri(path, "ro", immutable=True), uri=True, isolation_level=None)
    except sqlite3.Error as err:
        raise HandDatabaseError(f"hand database {path}: cannot be opened ({err})") from None

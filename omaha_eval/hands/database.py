"""A database of played hands on SQLite (the standard library: nothing to
install), with the schema of schema.py: the file opened or made here, the
import pipeline in importing.py (each hand's rows from mapping.py), the
queries in queries.py.

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
from typing import Any

from .importing import ImportPipeline, ImportSummary, PathLike
from .mapping import TABLES
from .opening import APPLICATION_ID, HandDatabaseError, check_ours, connect, existing, write_error
from .queries import Queries
from .schema import SCHEMA, SCHEMA_VERSION

__all__ = ["HandDatabase", "ImportSummary", "TABLES"]


class HandDatabase(ImportPipeline, Queries):
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
        self._start_imports()

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

"""The database owns only its own files (issue 51, issue 52): another
program's SQLite file is refused by name and left byte for byte as it was,
by every command; a read-only database can be read; a full disk, a lock
held by another writer and any failed write say so and leave a handle that
closes; two imports at once both complete with nothing stored twice."""
import hashlib
import os
import sqlite3
import stat
import subprocess
import sys

import pytest

import omaha_eval
from omaha_eval.cli import main
from omaha_eval.hands import HandDatabase
from omaha_eval.hands.opening import HandDatabaseError

from .integrity import check_consistent, make_corpus, snapshot

ROOT = os.path.dirname(os.path.dirname(omaha_eval.__file__))


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    folder = make_corpus(tmp_path_factory.mktemp("corpus"))
    path = str(tmp_path_factory.mktemp("baseline") / "hands.sqlite")
    with HandDatabase(path) as db:
        db.import_paths([folder])
    return folder, path, snapshot(path)


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def foreign(path, with_meta=False):
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    db.execute("INSERT INTO notes (text) VALUES ('mine')")
    if with_meta == "other columns":   # (a table named as ours, with other columns)
        db.execute("CREATE TABLE meta (name TEXT, data BLOB)")
    elif with_meta == "ours too":   # (another program's key-value table, even with our key and version)
        db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
        db.execute("INSERT INTO meta VALUES ('schema_version', '4')")
    db.commit()
    db.close()
    return path


@pytest.mark.parametrize("with_meta", ["", "other columns", "ours too"])
def test_another_programs_sqlite_file_is_refused_and_left_unchanged(tmp_path, capsys, corpus, with_meta):
    path = foreign(str(tmp_path / "other.sqlite"), with_meta)
    before = digest(path)
    with pytest.raises(HandDatabaseError, match="other.sqlite: not a hand database of omaha-eval"):
        HandDatabase(path)
    with pytest.raises(HandDatabaseError, match="not a hand database"):
        HandDatabase(path, readonly=True)
    for command in (["hands", "stats", "--db", path], ["hands", "ev", "--db", path],
                    ["hands", "import", str(corpus[0]), "--db", path, "--quiet"]):
        assert main(command) == 2
        err = capsys.readouterr().err
        assert "other.sqlite: not a hand database" in err and "Traceback" not in err, err
    assert digest(path) == before
    assert sorted(os.listdir(tmp_path)) == ["other.sqlite"]   # (no journal, no WAL left beside it)


def test_a_file_that_is_not_sqlite_is_refused_and_left_unchanged(tmp_path):
    path = tmp_path / "notes.sqlite"
    path.write_bytes(b"my notes, not a database\n" * 10)
    with pytest.raises(HandDatabaseError, match="notes.sqlite: not a hand database"):
        HandDatabase(str(path))
    assert path.read_bytes() == b"my notes, not a database\n" * 10


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root writes read-only files")
def test_a_read_only_database_can_be_read(tmp_path, corpus, capsys):
    path = str(tmp_path / "ro.sqlite")
    with HandDatabase(path) as db:
        db.import_paths([corpus[0]])
    os.chmod(path, stat.S_IRUSR)
    try:
        with HandDatabase(path, readonly=True) as db:
            assert db.count() == len([h for h in corpus[2]["hands"] if h[2]])
        assert main(["hands", "stats", "--db", path, "--player", "Hero"]) == 0
        with pytest.raises(HandDatabaseError, match="cannot be written"):
            HandDatabase(path).import_paths([corpus[0]])
    finally:
        os.chmod(path, stat.S_IRUSR | stat.S_IWUSR)


def test_a_read_only_handle_reads_and_writes_nothing(tmp_path, corpus):
    path = str(tmp_path / "h.sqlite")
    with HandDatabase(path) as db:
        db.import_paths([corpus[0]])
    before = digest(path)
    with HandDatabase(path, readonly=True) as db:
        assert db.stats(player="Hero")
        with pytest.raises(HandDatabaseError, match="read-only"):
            db.import_paths([corpus[0]])
    assert digest(path) == before


def test_a_full_disk_is_said_and_the_handle_still_closes(tmp_path, corpus):
    folder, _, baseline = corpus
    path = str(tmp_path / "h.sqlite")
    db = HandDatabase(path, commit_every=4)
    pages = db.db.execute("PRAGMA page_count").fetchone()[0]
    db.db.execute(f"PRAGMA max_page_count = {pages + 2}")   # the disk fills after a few hands
    with pytest.raises(HandDatabaseError, match="full"):
        db.import_paths([folder])
    db.close()   # (closes: no lock kept, nothing half-written)
    check_consistent(path)
    with HandDatabase(path) as db:
        db.import_paths([folder])
    assert snapshot(path) == baseline


def test_a_lock_held_by_another_writer_is_said_and_waited_for(tmp_path, corpus):
    folder, _, baseline = corpus
    path = str(tmp_path / "h.sqlite")
    HandDatabase(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")   # another program writing, and not finishing
    db = HandDatabase(path, timeout=0.3)
    with pytest.raises(HandDatabaseError, match="locked by another import"):
        db.import_paths([folder])
    db.close()
    other.execute("ROLLBACK")
    other.close()
    with HandDatabase(path) as db:
        db.import_paths([folder])
    assert snapshot(path) == baseline


IMPORT = ("import sys; from omaha_eval.hands import HandDatabase\n"
          "db = HandDatabase(sys.argv[1], commit_every=2); s = db.import_paths([sys.argv[2]]); db.close()\n"
          "print(s.imported, s.duplicates, len(s.refused))")


@pytest.mark.parametrize("made_first", [True, False])
def test_two_imports_at_once_both_complete_and_store_each_hand_once(tmp_path, corpus, made_first):
    folder, _, baseline = corpus
    path = str(tmp_path / "h.sqlite")
    if made_first:
        HandDatabase(path).close()
    env = dict(os.environ, PYTHONPATH=ROOT)
    runs = [subprocess.Popen([sys.executable, "-c", IMPORT, path, str(folder)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path) for _ in range(2)]
    outs = [run.communicate(timeout=180) for run in runs]
    assert [run.returncode for run in runs] == [0, 0], [err for _, err in outs]
    counts = [tuple(map(int, out.split())) for out, _ in outs]
    hands = len(baseline["hands"])
    assert sum(c[0] for c in counts) == hands and all(c[0] + c[1] == hands for c in counts), counts
    check_consistent(path)
    assert snapshot(path) == baseline

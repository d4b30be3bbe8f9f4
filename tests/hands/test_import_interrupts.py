"""An import is all or nothing per hand (issue 51): interrupted at every
stage (Ctrl-C injected deterministically, as a KeyboardInterrupt at the
k-th call of each step) or killed outright, the database holds only whole
hands, and importing again gives exactly what an uninterrupted import gives."""
import os
import signal
import subprocess
import sys

import pytest

import omaha_eval
from omaha_eval.hands import HandDatabase
from omaha_eval.hands import importing as importing_module
from omaha_eval.hands import files as files_module

from .integrity import check_consistent, make_corpus, snapshot

ROOT = os.path.dirname(os.path.dirname(omaha_eval.__file__))


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    folder = make_corpus(tmp_path_factory.mktemp("corpus"))
    path = str(tmp_path_factory.mktemp("baseline") / "hands.sqlite")
    with HandDatabase(path) as db:
        summary = db.import_paths([folder])
    assert summary.imported >= 35 and not summary.refused
    check_consistent(path)
    return folder, snapshot(path)


class Interrupt:
    """Raises KeyboardInterrupt at the k-th call (before or after the call)."""

    def __init__(self, function, k, after=False):
        self.function, self.k, self.after, self.calls = function, k, after, 0

    def __call__(self, *args, **kwargs):
        self.calls += 1
        if self.calls == self.k and not self.after:
            raise KeyboardInterrupt
        out = self.function(*args, **kwargs)
        if self.calls == self.k and self.after:
            raise KeyboardInterrupt
        return out


class InterruptingConnection:
    """The database's connection, interrupted at its k-th statement."""

    def __init__(self, db, k, after):
        self._db = db
        self.execute = Interrupt(db.execute, k, after)
        self.executescript = db.executescript

    def __getattr__(self, name):
        return getattr(self._db, name)


class InterruptingList(list):
    """A table's gathered rows, interrupted at the k-th hand added."""

    def __init__(self, k):
        super().__init__()
        self.k, self.calls = k, 0

    def extend(self, rows):
        self.calls += 1
        if self.calls == self.k:
            raise KeyboardInterrupt
        super().extend(rows)


def _interrupted_import(path, folder, stage, k, monkeypatch):
    """Import with an interrupt at the k-th step of ``stage``; True when it came."""
    db = HandDatabase(path, commit_every=3)
    raw = db.db
    with monkeypatch.context() as patch:
        if stage == "reading":
            interrupt = Interrupt(files_module.HandText.records, k)
            patch.setattr(files_module.HandText, "records", lambda self: interrupt(self))
        elif stage == "gathering":
            patch.setattr(importing_module, "hand_rows", Interrupt(importing_module.hand_rows, k))
        elif stage == "adding":
            db._pending["actions"] = InterruptingList(k)
        elif stage in ("writing", "written"):
            db.db = InterruptingConnection(raw, k, after=stage == "written")
        try:
            db.import_paths([folder])
            came = False
        except KeyboardInterrupt:
            came = True
        finally:
            db.db = raw
            db.close()   # (closes: nothing half-gathered is left to write)
    return came


@pytest.mark.parametrize("stage", ["reading", "gathering", "adding", "writing", "written"])
def test_an_interrupt_at_any_step_keeps_whole_hands_and_re_import_completes(corpus, tmp_path, monkeypatch,
                                                                             stage):
    folder, baseline = corpus
    came = 0
    for k in (1, 2, 3, 4, 5, 7, 9, 12, 16, 21, 28, 37, 50, 66, 90, 120):
        path = str(tmp_path / f"{stage}{k}.sqlite")
        if not _interrupted_import(path, folder, stage, k, monkeypatch):
            break
        came += 1
        check_consistent(path)
        with HandDatabase(path) as db:
            again = db.import_paths([folder])
        assert not again.refused
        check_consistent(path)
        assert snapshot(path) == baseline, (stage, k)
    assert came >= 4, stage   # (the interrupts came at several places)


def _env():
    return dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))


CTRL_C = r"""
import os, signal, sys
from omaha_eval.cli import main
from omaha_eval.hands import importing
rows, calls = importing.hand_rows, [0]
def interrupting(*args):
    calls[0] += 1
    if calls[0] == int(sys.argv[3]):
        os.kill(os.getpid(), signal.SIGINT)   # Ctrl-C, as the terminal sends it
    return rows(*args)
importing.hand_rows = interrupting
sys.exit(main(["hands", "import", sys.argv[2], "--db", sys.argv[1], "--quiet"]))
"""


@pytest.mark.parametrize("at", [2, 17, 33])
def test_ctrl_c_ends_the_command_with_130_and_no_traceback(corpus, tmp_path, at):
    folder, baseline = corpus
    path = str(tmp_path / "hands.sqlite")
    done = subprocess.run([sys.executable, "-c", CTRL_C, path, str(folder), str(at)], capture_output=True,
                          text=True, env=_env(), cwd=str(tmp_path), timeout=120)
    assert done.returncode == 130, done.stderr
    assert "Traceback" not in done.stderr and "interrupted" in done.stderr
    check_consistent(path)
    again = subprocess.run([sys.executable, "-m", "omaha_eval", "hands", "import", str(folder), "--db", path,
                            "--quiet"], capture_output=True, text=True, env=_env(), cwd=str(tmp_path), timeout=120)
    assert again.returncode == 0, again.stderr
    assert snapshot(path) == baseline


KILL = r"""
import os, signal, sys
from omaha_eval.hands import HandDatabase, importing
where, k = sys.argv[3], int(sys.argv[4])
calls = [0]
def kill():
    calls[0] += 1
    if calls[0] == k:
        os.kill(os.getpid(), signal.SIGKILL)   # no cleanup, no last commit
db = HandDatabase(sys.argv[1], commit_every=4)
if where == "gathering":
    rows = importing.hand_rows
    def killing(*args):
        kill()
        return rows(*args)
    importing.hand_rows = killing
else:   # in the middle of a commit: before its k-th statement
    class Killing:
        def __init__(self, db):
            self.db = db
        def execute(self, *args):
            kill()
            return self.db.execute(*args)
        def __getattr__(self, name):
            return getattr(self.db, name)
    db.db = Killing(db.db)
db.import_paths([sys.argv[2]])
"""


@pytest.mark.parametrize("where, k", [("gathering", 3), ("gathering", 30), ("writing", 5), ("writing", 40)])
def test_a_killed_import_keeps_whole_hands_and_re_import_gives_the_baseline(corpus, tmp_path, where, k):
    folder, baseline = corpus
    path = str(tmp_path / "hands.sqlite")
    done = subprocess.run([sys.executable, "-c", KILL, path, str(folder), where, str(k)], capture_output=True,
                          env=_env(), cwd=str(tmp_path), timeout=120)
    assert done.returncode == -signal.SIGKILL, done.stderr
    check_consistent(path)
    with HandDatabase(path) as db:
        db.import_paths([folder])
    check_consistent(path)
    assert snapshot(path) == baseline


def test_commits_come_every_few_seconds_as_well_as_every_n_hands(corpus, tmp_path, monkeypatch):
    folder, _ = corpus
    clock = [0.0]
    monkeypatch.setattr(importing_module.time, "monotonic", lambda: clock[0])
    commits = []
    with HandDatabase(str(tmp_path / "h.sqlite"), commit_every=10_000, commit_seconds=2.0) as db:
        flush = db._flush

        def counting():
            commits.append(len(db._batch))
            flush()
        monkeypatch.setattr(db, "_flush", counting)

        def tick(number):
            clock[0] += 0.5   # each hand takes half a second
        db.import_paths([folder], on_hand=tick)
    stored = [n for n in commits if n]
    assert len(stored) > 5 and max(stored) <= 5   # a commit at least every 2 s: 4 hands (5 with a collection)


def test_a_re_import_skips_known_hands_before_reading_them(corpus, tmp_path, monkeypatch):
    folder, _ = corpus
    path = str(tmp_path / "h.sqlite")
    with HandDatabase(path) as db:
        first = db.import_paths([folder])
    read = []
    records = files_module.HandText.records
    monkeypatch.setattr(files_module.HandText, "records", lambda self: read.append(self) or records(self))
    with HandDatabase(path) as db:
        again = db.import_paths([folder])
    assert again.imported == 0 and again.duplicates == first.imported
    assert read == []   # nothing replayed: every hand known by its number or its text

"""Command-line papercuts of issue 40: game and stakes names as the rest of
the package writes them, a closed pipe, the re-import message, the import
help."""
import os
import subprocess
import sys

import pytest

from omaha_eval.cli import main
from omaha_eval.core.games import game_and_hilo
from omaha_eval.hands import HandDatabase

HISTORIES = os.path.join(os.path.dirname(__file__), "..", "engine", "histories")


@pytest.mark.parametrize("name, expected", [
    ("PLO", ("omaha", False)), ("plo", ("omaha", False)), ("omaha", ("omaha", False)), ("PO", ("omaha", False)),
    ("NO", ("omaha", False)), ("omahahi", ("omaha", False)), ("PO/8", ("omaha", True)),
    ("omahahilo", ("omaha", True)), ("omaha8", ("omaha", True)), ("PLO5", ("omaha5", False)),
    ("PO5", ("omaha5", False)), ("omahahi5", ("omaha5", False)), ("omaha85", ("omaha5", True)),
    ("FO6/8", ("omaha6", True)), ("NT", ("holdem", False)), ("holdem", ("holdem", False)),
    ("Hold'em", ("holdem", False)), ("PC", ("courchevel", False)), ("courchevel8", ("courchevel", True)),
    (" plo ", ("omaha", False)),
])
def test_game_names_as_the_package_writes_them(name, expected):
    assert game_and_hilo(name) == expected


@pytest.mark.parametrize("name", ["stud", "NT/8", "XO", "P", "", "omaha7"])
def test_unknown_game_names_are_refused_by_name(name):
    with pytest.raises(ValueError, match=f"unknown game {name!r}"):
        game_and_hilo(name)
    with pytest.raises(TypeError):
        game_and_hilo(4)


@pytest.fixture(scope="module")
def db_path(tmp_path_factory):
    path = str(tmp_path_factory.mktemp("db") / "hands.sqlite")
    with HandDatabase(path) as db:
        db.import_paths([HISTORIES])
    return path


def test_the_database_takes_any_game_name(db_path):
    with HandDatabase(db_path) as db:
        plo = db.stats(game="PO")
        assert plo   # the fixtures' pot-limit Omaha hands
        for name in ("PLO", "plo", "omaha", "omahahi", "Omaha"):
            assert db.stats(game=name) == plo, name
        assert db.stats(game="PO/8") == db.stats(game="omahahilo")
        assert db.stats(game="PLO6") == db.stats(game="PO6") != {}
        with pytest.raises(ValueError, match="unknown game 'stud'"):
            db.stats(game="stud")


def test_stakes_are_compared_as_numbers(db_path):
    with HandDatabase(db_path) as db:
        stored = db.stats(stakes="0.50/1", by=("player", "stakes"))
        assert stored
        for text in ("0.50/1.00", "0.5/1", "$0.50/$1"):
            assert db.stats(stakes=text, by=("player", "stakes")) == stored, text
        with pytest.raises(ValueError, match="stakes 'big': expected two amounts"):
            db.stats(stakes="big")


def test_the_command_line_takes_them_too(db_path, capsys):
    assert main(["hands", "stats", "--db", db_path, "--game", "PLO", "--stakes", "0.50/1.00"]) == 0
    assert "USD" in capsys.readouterr().out
    assert main(["hands", "stats", "--db", db_path, "--game", "omaha", "--stakes", "7/9"]) == 2
    assert "no hands match game 'omaha', stakes '7/9'" in capsys.readouterr().err


def test_re_import_says_no_rate(tmp_path, capsys):
    db = str(tmp_path / "h.sqlite")
    assert main(["hands", "import", os.path.join(HISTORIES, "stars.txt"), "--db", db, "--quiet"]) == 0
    assert "hands a second" in capsys.readouterr().out
    assert main(["hands", "import", os.path.join(HISTORIES, "stars.txt"), "--db", db, "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "0 hands imported, 5 already known, 0 refused" in out and "a second" not in out


def test_import_help_lists_every_kind_of_file(capsys):
    with pytest.raises(SystemExit):
        main(["hands", "import", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for suffix in (".txt", ".log", ".phh", ".phhs", ".ohh"):
        assert suffix in out


class _ClosedPipe:
    def write(self, text):
        raise BrokenPipeError(32, "Broken pipe")

    def flush(self):
        raise BrokenPipeError(32, "Broken pipe")


def test_a_closed_pipe_ends_quietly(db_path, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdout", _ClosedPipe())
    assert main(["hands", "stats", "--db", db_path]) == 141
    assert capsys.readouterr().err == ""


def test_a_closed_pipe_ends_quietly_in_a_real_process(db_path):
    # the reader goes away before anything is read, as `| head -0` does
    script = ("import sys; from omaha_eval.cli import main; "
              "sys.exit(main(['hands', 'stats', '--db', sys.argv[1], '--limit', '1000']))")
    process = subprocess.Popen([sys.executable, "-c", script, db_path], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, cwd=os.path.dirname(db_path))
    process.stdout.close()
    err = process.stderr.read().decode()
    process.wait(timeout=60)
    process.stderr.close()
    assert "Traceback" not in err and "BrokenPipe" not in err, err
    assert process.returncode == 141

"""Every hand of a file read or refused by name (issue 51): a file joining
several rooms' hands, hands the readers cannot read (numbers too large,
nesting too deep), special files; and the promises of docs/hands.md about
empty files and the import's report (issue 52)."""
import os
import subprocess
import sys

import pytest

import omaha_eval
from omaha_eval.engine.histories import to_phh
from omaha_eval.hands import HandDatabase

from .integrity import check_consistent, engine_hand

SAMPLES = os.path.join(os.path.dirname(omaha_eval.__file__), "engine", "histories", "samples")
ROOT = os.path.dirname(os.path.dirname(omaha_eval.__file__))


def sample(name):
    with open(os.path.join(SAMPLES, name), encoding="utf-8") as f:
        return f.read()


def test_a_file_of_two_rooms_reads_every_hand_of_each(tmp_path):
    (tmp_path / "both.txt").write_text(sample("gg.txt") + "\n\n" + sample("stars.txt"), encoding="utf-8")
    (tmp_path / "other way.txt").write_text(sample("stars.txt") + "\n" + sample("gg.txt"), encoding="utf-8")
    path = str(tmp_path / "h.sqlite")
    with HandDatabase(path) as db:
        summary = db.import_paths([tmp_path / "both.txt"])
        assert (summary.imported, len(summary.refused)) == (7, 0), str(summary)
        sites = dict(db.db.execute("SELECT site, COUNT(*) FROM hands GROUP BY site").fetchall())
        assert sites == {"GGPoker": 2, "PokerStars": 5}
        again = db.import_paths([tmp_path / "other way.txt"])
        assert (again.imported, again.duplicates) == (0, 7)
    check_consistent(path)


HUGE_PHH = """variant = "PO"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [{stack}, 100]
actions = ["d dh p1 AsAhKsKh", "d dh p2 2c3c4c5c", "p2 f"]
hand = {number}
"""


def _stars_with_stack(text, stack):
    first = text.split("\n\n\n")[0] if "\n\n\n" in text else text[:text.index("PokerStars Hand", 10)]
    return first.replace("($50 in chips)", f"(${stack} in chips)", 1)


@pytest.mark.parametrize("stack", ["10000000000000000000", str(2 ** 63), str(2 ** 64 + 5)])
def test_a_stack_too_large_refuses_that_hand_only(tmp_path, stack):
    (tmp_path / "a.phh").write_text(HUGE_PHH.format(stack=stack, number=1), encoding="utf-8")
    (tmp_path / "b.phh").write_text(HUGE_PHH.format(stack=100, number=2), encoding="utf-8")
    path = str(tmp_path / "h.sqlite")
    with HandDatabase(path) as db:
        summary = db.import_paths([tmp_path])
        assert summary.imported == 1 and len(summary.refused) == 1, str(summary)
        assert "too large" in summary.refused[0][2]
        assert "refused" in str(summary) and "too large" in str(summary)
        assert db.import_paths([tmp_path]).imported == 0   # (and again: no error, nothing new)
    check_consistent(path)


def test_a_pokerstars_stack_of_2_to_the_63_cents_is_refused_by_name(tmp_path):
    text = sample("stars.txt")
    hands = text.split("PokerStars Hand #")
    first = "PokerStars Hand #" + hands[1]
    seat = next(line for line in first.splitlines() if line.startswith("Seat 1:"))
    stack = seat[seat.index("(") + 1:seat.index(" in chips")]
    huge = first.replace(seat, seat.replace(stack, "$92233720368547758.08"))
    (tmp_path / "huge.txt").write_text(huge + "\n" + text, encoding="utf-8")
    with HandDatabase(str(tmp_path / "h.sqlite")) as db:
        summary = db.import_paths([tmp_path / "huge.txt"])
        refused = summary.refused
        assert len(refused) == 1 and "too large" in refused[0][2] and refused[0][1] == "245678901234", str(summary)
        # the real hand of that number, read after it, replaces the refusal
        assert summary.imported == 5 and db.count() == 5 and db.count(refused=True) == 0


@pytest.mark.parametrize("name, text", [
    ("deep.phh", "x = " + "[" * 20000 + "]" * 20000 + "\n"),
    ("deep.ohh", "[" * 200000 + "]" * 200000),
    ("deep.phhs", "[1]\nx = " + "[" * 20000 + "]" * 20000 + "\n"),
])
def test_nesting_too_deep_is_refused_by_name_and_the_import_goes_on(tmp_path, name, text):
    (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "fine.phh").write_text(to_phh(engine_hand(1)), encoding="utf-8")
    with HandDatabase(str(tmp_path / "h.sqlite")) as db:
        summary = db.import_paths([tmp_path])
    assert summary.imported == 1, str(summary)
    why = [e for _, _, e in summary.refused] + [w for _, w in summary.skipped]
    assert len(why) == 1 and "nested too deeply" in why[0] and name in str(summary)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_special_files_are_skipped_with_a_message_and_never_read(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    os.mkfifo(folder / "pipe.txt")
    os.symlink("/dev/zero", folder / "z.txt")
    (folder / "good.phh").write_text(to_phh(engine_hand(2)), encoding="utf-8")
    db_path = str(tmp_path / "h.sqlite")
    # in a child with a timeout: a read of either would hang or fill the memory
    script = ("import sys; from omaha_eval.hands import HandDatabase\n"
              "db = HandDatabase(sys.argv[1]); s = db.import_paths(sys.argv[2:]); db.close(); print(s)")
    done = subprocess.run([sys.executable, "-c", script, db_path, str(folder)], capture_output=True, text=True,
                          timeout=60, env=dict(os.environ, PYTHONPATH=ROOT), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "1 hand imported" in done.stdout and "2 skipped" in done.stdout
    assert "pipe.txt: not a regular file: a FIFO" in done.stdout
    assert "z.txt: not a regular file: a character device (through a link)" in done.stdout
    # named, each is an error naming it
    for name in ("pipe.txt", "z.txt"):
        done = subprocess.run([sys.executable, "-c", script, db_path, str(folder / name)], capture_output=True,
                              text=True, timeout=60, env=dict(os.environ, PYTHONPATH=ROOT), cwd=tmp_path)
        assert done.returncode == 1 and f"{name}: not a regular file" in done.stderr


@pytest.mark.parametrize("data", [b"", b"\xef\xbb\xbf", b"\xef\xbb\xbf\n\n  \n", b"\xff\xfe"])
def test_an_empty_or_mark_only_file_is_an_error_naming_it(tmp_path, data):
    (tmp_path / "empty.txt").write_bytes(data)
    with HandDatabase(":memory:") as db:
        with pytest.raises(ValueError, match="empty.txt: no hand found"):
            db.import_paths([tmp_path / "empty.txt"])


def test_the_report_counts_files_and_speaks_plainly(tmp_path, capsys):
    from omaha_eval.cli import main
    folder = tmp_path / "six"
    folder.mkdir()
    for k in range(3):
        (folder / f"hand{k}.phh").write_text(to_phh(engine_hand(10 + k)), encoding="utf-8")
    for k in range(3):
        (folder / f"notes{k}.txt").write_text("no hands here\n", encoding="utf-8")
    db = str(tmp_path / "h.sqlite")
    assert main(["hands", "import", str(folder), "--db", db, "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("6 files (3 skipped): 3 hands imported, 0 already known, 0 refused"), out
    assert out.count("skipped ") == 3
    (tmp_path / "one.phh").write_text(to_phh(engine_hand(20)), encoding="utf-8")
    assert main(["hands", "import", str(tmp_path / "one.phh"), "--db", db, "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1 file: 1 hand imported, 0 already known, 0 refused"), out


def test_every_refusal_is_in_the_report(tmp_path, capsys):
    from omaha_eval.cli import main
    for k in range(14):
        (tmp_path / f"bad{k:02d}.phh").write_text(HUGE_PHH.format(stack=2 ** 64, number=k), encoding="utf-8")
    db = str(tmp_path / "h.sqlite")
    assert main(["hands", "import", str(tmp_path), "--db", db, "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("14 files: 0 hands imported, 0 already known, 14 refused"), out
    assert out.count("  refused ") == 10 and "and 4 more; by reason" in out   # (--show 10, then by reason)
    assert main(["hands", "import", str(tmp_path), "--db", str(tmp_path / "g.sqlite"), "--quiet",
                 "--show", "100"]) == 0
    assert capsys.readouterr().out.count("  refused ") == 14


def test_a_big_file_is_read_a_line_at_a_time_with_the_same_hands(tmp_path, monkeypatch):
    from omaha_eval.hands import files
    text = "\ufeff" + sample("gg.txt") + "\n" + sample("stars.txt").replace("\n", "\r\n")
    (tmp_path / "both.txt").write_text(text, encoding="utf-8")
    (tmp_path / "both16.txt").write_text(text, encoding="utf-16")
    (tmp_path / "old.txt").write_bytes(sample("stars.txt").replace("$", "€").replace("USD", "EUR").encode("cp1252"))
    whole = {name: [h.number for h in files.file_hands(str(tmp_path / name))] for name in os.listdir(tmp_path)}
    monkeypatch.setattr(files, "_WHOLE", 0)   # every file streamed
    streamed = {name: [h.number for h in files.file_hands(str(tmp_path / name))] for name in os.listdir(tmp_path)}
    assert streamed == whole and len(whole["both.txt"]) == len(whole["both16.txt"]) == 7
    assert files.file_codec(str(tmp_path / "old.txt")) == "cp1252"
    with HandDatabase(":memory:") as db:
        summary = db.import_paths([tmp_path / "both.txt", tmp_path / "old.txt"])
        assert (summary.imported, summary.duplicates, len(summary.refused)) == (7, 5, 0), str(summary)

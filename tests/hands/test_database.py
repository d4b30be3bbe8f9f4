"""The hand database: idempotent, resumable import; refused hands kept with
their errors; SQL statistics equal to the in-memory ones."""
import os
import shutil
import subprocess
import sys

import pytest

from omaha_eval.engine.histories import read_ggpoker, read_pokerstars, to_phh
from omaha_eval.hands import HandDatabase, player_stats
from omaha_eval.hands.database import TABLES

from .collection import HANDS

HISTORIES = os.path.join(os.path.dirname(__file__), "..", "engine", "histories")
FILES = ["stars.txt", "gg.txt", "stars_generations.txt", "gg_generations.txt"]


@pytest.fixture
def folder(tmp_path):
    for name in FILES:
        shutil.copy(os.path.join(HISTORIES, name), tmp_path / name)
    for i, make in enumerate(HANDS):
        hand = make()
        hand.info["hand"] = f"c{i}"
        (tmp_path / f"collection{i}.phh").write_text(to_phh(hand), encoding="utf-8")
    return tmp_path


def table_counts(db):
    return {t: db.db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in TABLES}


def in_memory_records():
    records = []
    for name, reader in zip(FILES, (read_pokerstars, read_ggpoker, read_pokerstars, read_ggpoker)):
        with open(os.path.join(HISTORIES, name), encoding="utf-8") as f:
            records += reader(f.read())
    return records + [make() for make in HANDS]


def test_import_twice_adds_nothing(folder):
    path = folder / "hands.sqlite"
    with HandDatabase(path) as db:
        first = db.import_paths([folder])
        counts = table_counts(db)
    assert first.imported == 18 + len(HANDS) and first.duplicates == 0 and not first.refused
    with HandDatabase(path) as db:
        again = db.import_paths([folder])
        assert again.imported == 0 and again.duplicates == first.imported
        assert table_counts(db) == counts


def test_sql_statistics_equal_the_in_memory_ones(folder):
    with HandDatabase(":memory:") as db:
        db.import_paths([folder])
        for by in (("player",), ("player", "game", "stakes")):
            sql = db.stats(by=by)
            memory = player_stats(in_memory_records(), by=by)
            assert set(sql) == set(memory)
            for key, stats in memory.items():
                a, b = sql[key].as_dict(), stats.as_dict()
                for field, value in b.items():
                    assert a[field] == pytest.approx(value), (key, field)
        hero = db.stats(player="Hero")
        assert list(hero) == ["Hero"] and hero["Hero"].hands == 4
        assert db.stats(game="PO/8", by=("player", "game"))  # the Hi-Lo hands
        # the totals kept at import equal the totals rebuilt from the results rows
        before = db.db.execute("SELECT * FROM totals ORDER BY player, game, stakes").fetchall()
        db.rebuild_totals()
        after = db.db.execute("SELECT * FROM totals ORDER BY player, game, stakes").fetchall()
        assert [r[:-3] for r in before] == [r[:-3] for r in after]
        assert all(a[-3:] == pytest.approx(b[-3:]) for a, b in zip(before, after))
        assert [row[0] for row in db.ev_series("Hero")] == ["RC2001", "RC2002", "RC3001", "RC5001"]


def test_all_in_ev_is_stored_exactly(folder):
    with HandDatabase(":memory:") as db:
        db.import_paths([folder])
        rows = db.db.execute("SELECT h.hand_no, a.seat, a.ev_exact, a.actual FROM all_in_ev a "
                             "JOIN hands h ON h.id = a.hand_id ORDER BY h.hand_no, a.seat").fetchall()
        assert {r[0] for r in rows} >= {"245678901300", "245678901500", "TM4001", "RC5001"}
        from fractions import Fraction
        for number in {r[0] for r in rows}:
            # the players in the all-in expect, together, what they won together
            assert sum(Fraction(r[2]) for r in rows if r[0] == number) == sum(r[3] for r in rows if r[0] == number)


def test_a_broken_hand_is_recorded_and_the_rest_imports(tmp_path):
    with open(os.path.join(HISTORIES, "stars.txt"), encoding="utf-8") as f:
        text = f.read().replace("carol: raises $6 to $9", "carol: raises $600 to $609")
    (tmp_path / "broken.txt").write_text(text, encoding="utf-8")
    with HandDatabase(":memory:") as db:
        summary = db.import_paths([tmp_path])
        assert summary.imported == 4 and [r[1] for r in summary.refused] == ["245678901234"]
        assert "refused" in str(summary) and db.count() == 4 and db.count(refused=True) == 1
        [(site, number, error)] = db.refused()
        assert site == "PokerStars" and number == "245678901234" and "cannot be replayed" in error
        # the file mended: the refused hand is read now, and replaces the refusal
        (tmp_path / "broken.txt").write_text(text.replace("$600 to $609", "$6 to $9"), encoding="utf-8")
        again = db.import_paths([tmp_path])
        assert again.imported == 1 and again.duplicates == 4 and db.count(refused=True) == 0


def test_a_file_with_no_hand_is_an_error_naming_it(tmp_path):
    (tmp_path / "notes.txt").write_text("my notes\n", encoding="utf-8")
    with HandDatabase(":memory:") as db:
        with pytest.raises(ValueError, match="notes.txt: no hand found"):
            db.import_paths([tmp_path / "notes.txt"])
        with pytest.raises(ValueError, match="no such file"):
            db.import_paths([tmp_path / "missing.txt"])
        # found in a folder, it is skipped and named; the other files import
        shutil.copy(os.path.join(HISTORIES, "gg.txt"), tmp_path / "gg.txt")
        summary = db.import_paths([tmp_path])
        assert summary.imported == 2 and [os.path.basename(p) for p, _ in summary.skipped] == ["notes.txt"]
        assert "skipped" in str(summary) and "no hand found" in summary.skipped[0][1]


KILLER = r"""
import os, sys
from omaha_eval.hands import HandDatabase
seen = []
def on_hand(number):
    seen.append(number)
    if len(seen) == 7:
        os._exit(9)          # killed: no cleanup, no final commit
db = HandDatabase(sys.argv[1], commit_every=3)
db.import_paths([sys.argv[2]], on_hand=on_hand)
"""


def test_a_killed_import_loses_nothing_committed_and_resumes(folder):
    path = str(folder / "hands.sqlite")
    # run from the temporary folder: the installed package, not the source tree (no built _core there)
    done = subprocess.run([sys.executable, "-c", KILLER, path, str(folder)], capture_output=True, cwd=str(folder))
    assert done.returncode == 9, done.stderr
    with HandDatabase(path) as db:
        kept = db.count()
        # committed every 3 hands across files: the first six (the five one-hand
        # PHH files, sorted first, and gg.txt's first hand); the seventh was not
        assert kept == 6
        rows = db.db.execute("SELECT COUNT(*) FROM hands h WHERE NOT EXISTS "
                             "(SELECT 1 FROM results r WHERE r.hand_id = h.id)").fetchone()[0]
        assert rows == 0                      # no hand half stored
        resumed = db.import_paths([folder])
        assert resumed.duplicates == kept and db.count() == 18 + len(HANDS)
        counts = table_counts(db)
    with HandDatabase(":memory:") as clean:
        clean.import_paths([folder])
        assert table_counts(clean) == counts


def test_bad_arguments(tmp_path):
    with pytest.raises(ValueError, match="commit_every"):
        HandDatabase(":memory:", commit_every=0)
    (tmp_path / "x.sqlite").write_bytes(b"not a database at all, just some bytes" * 10)
    with pytest.raises(ValueError, match="not a hand database"):
        HandDatabase(tmp_path / "x.sqlite")
    with HandDatabase(":memory:") as db:
        with pytest.raises(ValueError, match="table"):
            db.dataframe("players; DROP TABLE hands")
        with pytest.raises(TypeError):
            db.stats(player=3)
        with pytest.raises(TypeError):
            db.import_paths("one/path")


def test_dataframe_export_needs_pandas():
    pytest.importorskip("pandas")
    with HandDatabase(":memory:") as db:
        with open(os.path.join(HISTORIES, "gg.txt"), encoding="utf-8") as f:
            db.import_text(f.read(), "gg.txt")
        frame = db.dataframe("results")
        assert len(frame) == 7 and "ev_won" in frame.columns


def test_parquet_export(tmp_path):
    pytest.importorskip("pyarrow")
    pandas = pytest.importorskip("pandas")
    with HandDatabase(":memory:") as db:
        with open(os.path.join(HISTORIES, "stars.txt"), encoding="utf-8") as f:
            db.import_text(f.read(), "stars.txt")
        db.to_parquet(tmp_path / "results.parquet")
        db.to_parquet(tmp_path / "ev.parquet", table="all_in_ev")
        frame = pandas.read_parquet(tmp_path / "results.parquet")
        assert len(frame) == db.db.execute("SELECT COUNT(*) FROM results").fetchone()[0]
        assert set(pandas.read_parquet(tmp_path / "ev.parquet")["street"]) == {"preflop"}


_VERB = {"folds": "fold", "checks": "check", "calls": "call", "bets": "bet", "raises": "raise"}


def _text_actions(path):
    """{hand number: [(player, kind), ...]} of the betting lines as the file
    writes them ('Name: raises ...'), read without the replay."""
    import re
    start = re.compile(r"^(?:PokerStars|Poker)\b.*?(?:Hand|Game) #([A-Z]*\d+)")
    verb = re.compile(r"^(.+?): (folds|checks|calls|bets|raises)\b")
    found, current, summary = {}, None, False
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            head = start.match(line)
            if head:
                current, summary = found.setdefault(head.group(1), []), False
            elif line.startswith("*** SUMMARY"):
                summary = True
            elif current is not None and not summary and verb.match(line):
                name, word = verb.match(line).groups()
                current.append((name, _VERB[word]))
    return found


def test_actions_are_the_files_betting_and_hold_no_card_the_room_did_not_show(tmp_path):
    for name in FILES:
        shutil.copy(os.path.join(HISTORIES, name), tmp_path / name)
    with HandDatabase(":memory:") as db:
        db.import_paths([tmp_path])
        sql = db.db.execute
        checked = 0
        for name in FILES:
            for number, expected in _text_actions(os.path.join(HISTORIES, name)).items():
                row = sql("SELECT id FROM hands WHERE hand_no = ? AND ok = 1", (number,)).fetchone()
                assert row is not None, number
                got = sql("SELECT s.player, a.kind FROM actions a JOIN seats s ON s.hand_id = a.hand_id "
                          "AND s.seat = a.seat WHERE a.hand_id = ? AND a.kind IN "
                          "('fold', 'check', 'call', 'bet', 'raise') ORDER BY a.n", row).fetchall()
                assert got == expected, number
                checked += 1
        assert checked == 18
        ns = sql("SELECT hand_id, COUNT(*), MIN(n), MAX(n) FROM actions GROUP BY hand_id").fetchall()
        assert all(low == 0 and high == count - 1 for _, count, low, high in ns)
        assert not sql("SELECT COUNT(*) FROM actions WHERE kind IN ('deal_hole', 'deal_board', 'burn')").fetchone()[0]
        # every card in the actions is a shown hand, and a seat the room never showed has none
        shown = sql("SELECT s.hole_cards, a.cards, a.kind FROM actions a JOIN seats s ON s.hand_id = a.hand_id "
                    "AND s.seat = a.seat WHERE a.cards IS NOT NULL").fetchall()
        def card_set(text):
            return {text[i:i + 2] for i in range(0, len(text), 2)}
        assert shown and all(kind == "show" and card_set(cards) == card_set(hole) for hole, cards, kind in shown)

"""Issue 57: the hand database in three parts behind one class: the import
pipeline (importing.py), a hand's rows (mapping.py) and the queries
(queries.py); ``HandDatabase``'s methods are the same as before the split.
(No child processes here: the guarantees under kills are in
test_database.py and test_import_interrupts.py.)"""
import os

from omaha_eval.engine.histories import read_pokerstars
from omaha_eval.hands import HandDatabase
from omaha_eval.hands.importing import ImportPipeline
from omaha_eval.hands.mapping import TABLES, hand_rows, refused_rows
from omaha_eval.hands.queries import Queries

HISTORIES = os.path.join(os.path.dirname(__file__), "..", "engine", "histories")
# HandDatabase's public methods before the split
PUBLIC = {"close", "import_paths", "import_text", "rebuild_totals", "count", "refused", "stats", "ev_series",
          "players", "dataframe", "to_parquet"}


def _stars():
    with open(os.path.join(HISTORIES, "stars.txt"), encoding="utf-8") as f:
        return f.read()


def test_the_class_is_the_two_halves_with_the_same_methods():
    assert issubclass(HandDatabase, ImportPipeline) and issubclass(HandDatabase, Queries)
    public = {name for name in dir(HandDatabase) if not name.startswith("_") and callable(getattr(HandDatabase, name))}
    assert public == PUBLIC


def test_refused_lists_the_refused_hands_only():
    text = _stars().replace("carol: raises $6 to $9", "carol: raises $600 to $609")
    with HandDatabase(":memory:") as db:
        summary = db.import_text(text, "broken.txt")
        assert summary.imported == 4 and db.count() == 4 and db.count(refused=True) == 1
        [(site, number, error)] = db.refused()
        assert (site, number) == ("PokerStars", "245678901234") and "cannot be replayed" in error
        assert len(db.players()) > 1 and db.stats()


def test_every_row_fits_its_table():
    records = read_pokerstars(_stars(), "stars.txt")
    refused = read_pokerstars(_stars().replace("carol: raises $6 to $9", "carol: raises $600 to $609"), "b.txt")[0]
    assert not refused.ok
    with HandDatabase(":memory:") as db:
        width = {t: len(db.db.execute(f"PRAGMA table_info({t})").fetchall()) for t in TABLES}
    for number, record in enumerate(records, 1):
        rows = hand_rows(record, "stars.txt", number, None)
        assert set(rows) <= set(TABLES) and rows["hands"][0][:3] == (number, "PokerStars", record.key)
        for table, table_rows in rows.items():
            assert all(len(row) == width[table] for row in table_rows), table
    [row] = refused_rows(refused, "b.txt", 9, "#text")["hands"]
    assert len(row) == width["hands"] and row[5] == 0 and "cannot be replayed" in row[6] and row[-1] == "#text"

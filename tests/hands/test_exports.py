"""The hand database's pandas and Parquet exports (docs/hands.md: the
`dataframe(table)` and `to_parquet(path, table)` of every table of the
schema). pandas and pyarrow are the `hands` extra, which CI installs:
under OMAHA_EVAL_REQUIRE_ALL a skip here for want of them is a failure
(tests/conftest.py)."""
import os
import re
import sqlite3

import pytest

from omaha_eval.hands import HandDatabase

pandas = pytest.importorskip("pandas")
pytest.importorskip("pyarrow")

HERE = os.path.dirname(os.path.abspath(__file__))
HISTORIES = os.path.join(HERE, "..", "engine", "histories")
DOCS = os.path.join(HERE, "..", "..", "docs", "hands.md")
TABLES = ("hands", "seats", "actions", "boards", "pots", "results", "all_in_ev")


@pytest.fixture(scope="module")
def db():
    with HandDatabase(":memory:") as database:
        for name in ("stars.txt", "gg.txt"):
            with open(os.path.join(HISTORIES, name), encoding="utf-8") as f:
                database.import_text(f.read(), name)
        yield database


def documented_columns():
    """The schema table of docs/hands.md: {table: [columns]}."""
    text = open(DOCS, encoding="utf-8").read()
    out = {}
    for line in text.splitlines():
        m = re.match(r"\| `(\w+)` \| [^|]+ \| (.+) \|$", line)
        if m and m.group(1) in TABLES:
            cols = re.sub(r"\([^)]*\)", "", m.group(2))
            out[m.group(1)] = [c.strip() for c in cols.split(",") if c.strip()]
    return out


@pytest.mark.parametrize("table", TABLES)
def test_dataframe_is_the_table(db, table):
    frame = db.dataframe(table)
    rows = db.db.execute(f"SELECT * FROM {table}").fetchall()
    names = [d[0] for d in db.db.execute(f"SELECT * FROM {table}").description]
    assert list(frame.columns) == names
    assert len(frame) == len(rows) > 0
    assert [tuple(None if pandas.isna(v) else v for v in r) for r in frame.itertuples(index=False)] == \
        [tuple(r) for r in rows]


@pytest.mark.skipif(not os.path.exists(DOCS), reason="needs the source tree's docs/")
def test_exported_columns_are_the_documented_schema(db):
    docs = documented_columns()
    assert set(docs) == set(TABLES)
    for table, cols in docs.items():
        assert list(db.dataframe(table).columns) == cols, table


@pytest.mark.parametrize("table", TABLES)
def test_parquet_round_trip(db, table, tmp_path):
    path = tmp_path / f"{table}.parquet"
    db.to_parquet(path, table=table)
    back = pandas.read_parquet(path)
    frame = db.dataframe(table)
    pandas.testing.assert_frame_equal(back.reset_index(drop=True), frame, check_dtype=False)


def test_the_statistics_add_up_in_the_dataframe(db):
    """What a user does with the export: sums per player equal db.stats()."""
    frame = db.dataframe("results")
    sums = frame.groupby("player")[["vpip", "pfr", "net"]].sum()
    stats = db.stats()
    for player, row in sums.iterrows():
        got = stats[player]
        assert (got.counts["vpip"], got.counts["pfr"], got.net) == (row["vpip"], row["pfr"], row["net"])
        assert got.hands == int((frame["player"] == player).sum())


def test_an_unknown_table_is_refused_before_anything_is_read(db, tmp_path):
    with pytest.raises(ValueError, match="table"):
        db.to_parquet(tmp_path / "x.parquet", table="players")
    assert not (tmp_path / "x.parquet").exists()
    with pytest.raises(ValueError, match="table"):
        db.dataframe("sqlite_master")


def test_a_file_database_exports_the_same(tmp_path):
    path = tmp_path / "hands.sqlite"
    with HandDatabase(str(path)) as database:
        with open(os.path.join(HISTORIES, "stars.txt"), encoding="utf-8") as f:
            database.import_text(f.read(), "stars.txt")
    with HandDatabase(str(path)) as database:
        frame = database.dataframe("seats")
    with sqlite3.connect(str(path)) as raw:
        assert len(frame) == raw.execute("SELECT COUNT(*) FROM seats").fetchone()[0]

"""The EquityTable object: columns, lookups, rank/percentile, writers."""
import csv

import pytest

np = pytest.importorskip("numpy")

from omaha_eval import tables  # noqa: E402

HANDS = ["AA", "KK", "AKs", "AKo", "72o", "T9s"]


@pytest.fixture(scope="module")
def table():
    return tables.preflop("holdem", trials=300, seed=5, hands=HANDS)


def test_columns(table):
    assert len(table) == 6
    assert list(table.text) == HANDS
    assert table.hands.tolist() == [6, 6, 4, 12, 12, 4]
    assert table.counters.dtype == np.int64 and table.counters.shape == (6, 9)
    assert np.all(table.boards == 300)
    assert np.all((0 <= table.equity) & (table.equity <= 1))
    assert np.all(table.std_error > 0) and np.all(table.std_error < 0.05)
    assert np.all(table.win <= table.equity + 1e-12)
    assert table.column_names() == ["cls", "text", "hands", "equity", "std_error", "win", "tie", "boards"]


def test_lookups(table):
    assert table.lookup("AcAd")["text"] == "AA"
    assert table.equity_of("AsKs") == table.equity_of("AKs") == table.equity[2]
    assert table.rank("AA") == 1 and table.rank("72o") == 6
    # top 6 of the table's 44 hands
    assert table.percentile("AA") == pytest.approx(100 * 6 / 44)
    assert table.percentile("72o") == pytest.approx(100.0)
    assert [table.text[i] for i in table.order()][0] == "AA"
    with pytest.raises(ValueError, match="not in this table"):
        table.row("QQ")
    with pytest.raises(ValueError):
        table.row("AsAs")


def test_csv_parquet_pandas(table, tmp_path):
    table.to_csv(tmp_path / "t.csv")
    with open(tmp_path / "t.csv") as f:
        rows = list(csv.DictReader(f))
    assert [r["text"] for r in rows] == HANDS
    assert float(rows[0]["equity"]) == table.equity[0]  # repr round-trips floats
    pq = pytest.importorskip("pyarrow.parquet")
    table.write(tmp_path / "t.parquet")
    back = pq.read_table(tmp_path / "t.parquet")
    assert back.column("text").to_pylist() == HANDS
    assert np.array_equal(back.column("equity").to_numpy(), table.equity)
    assert back.schema.metadata[b"omaha_eval.game"] == b"holdem"
    pd = pytest.importorskip("pandas")
    df = table.to_pandas()
    assert isinstance(df, pd.DataFrame) and list(df["text"]) == HANDS


def test_multiway_table_is_consistent():
    t = tables.preflop("omaha", opponents=3, trials=200, seed=2, hands=["AsAhKsKh", "7c5d3h2s"])
    assert t.opponents == 3 and t.equity[0] > 0.35 > t.equity[1]


def test_matchups_small():
    m = tables.matchups("holdem", hands=["AA", "KK"], trials=2000, seed=3)
    assert len(m) == 4 and m.kind == "matchups"
    assert list(m.villain_text) == ["AA", "KK", "AA", "KK"]
    aa_kk = m.equity_of("AA", "KK")
    kk_aa = m.equity_of("KK", "AA")
    assert 0.78 < aa_kk < 0.86 and 0.14 < kk_aa < 0.22
    assert abs(m.equity_of("AA", "AA") - 0.5) < 0.03
    with pytest.raises(TypeError, match="preflop"):
        m.rank("AA")


def test_the_old_name_table_still_works_and_warns():
    import warnings

    import omaha_eval.tables.table as module
    from omaha_eval.tables import EquityTable
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert module.Table is EquityTable
    assert [w.category for w in caught] == [DeprecationWarning] and "EquityTable" in str(caught[0].message)
    from omaha_eval.engine import Table
    assert Table is not EquityTable  # the package's one Table: where players sit

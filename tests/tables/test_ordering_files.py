"""Orderings written with ``Ordering.save`` read back as the same ordering:
the same classes in the same order (ties to the lower class number), the
stored equities to the unit of 1e-8, the standard errors to float16's three
digits, and every field of the header. The shipped Hold'em ordering's
values are pinned to the stored unit, not within it."""
import math

import pytest

np = pytest.importorskip("numpy")

from omaha_eval import tables  # noqa: E402
from omaha_eval.ranges.orderings import ordering as orderings  # noqa: E402
from omaha_eval.ranges.orderings import Ordering  # noqa: E402


def assert_same_ordering(again, o):
    assert (again.name, again.version, again.game, again.hilo, again.opponents, again.trials, again.seed) == \
        (o.name, o.version, o.game, o.hilo, o.opponents, o.trials, o.seed)
    assert again.classes.tolist() == o.classes.tolist()
    assert again.class_sizes.tolist() == o.class_sizes.tolist()
    # equities: whole units of 1e-8, read back to the same float
    assert np.array_equal(np.round(again.equity * 1e8), np.round(o.equity * 1e8))
    assert np.array_equal(again.equity, np.round(o.equity * 1e8) / 1e8)
    assert np.array_equal(again.std_error, o.std_error.astype(np.float16).astype(np.float64))
    assert again.texts() == o.texts()


@pytest.mark.parametrize("game,opponents,hilo,trials,seed", [
    ("holdem", 1, False, 300, 4),
    ("holdem", 3, False, 40, 11),      # few trials: many equal equities, ordered by class number
    ("omaha", 5, True, 4, 2),
])
def test_a_saved_ordering_reads_back_the_same(tmp_path, game, opponents, hilo, trials, seed):
    t = tables.preflop(game, opponents=opponents, hilo=hilo, trials=trials, seed=seed)
    o = Ordering.from_table(t, f"mine-{game}", "2.1")
    path = str(tmp_path / "o.npz")
    o.save(path)
    again = Ordering.read(path)
    assert_same_ordering(again, o)
    # ties: equal stored equity, lower class number first
    eq_units = np.round(again.equity * 1e8)
    for i in np.flatnonzero(np.diff(eq_units) == 0):
        assert again.classes[i] < again.classes[i + 1]
    # and once more: saving what was read changes nothing
    again.save(path)
    assert_same_ordering(Ordering.read(path), o)


def test_the_shipped_exact_ordering_saves_and_reads_back_with_no_trials_and_no_seed(tmp_path):
    o = orderings.load("holdem")
    assert o.trials is None
    path = str(tmp_path / "exact.npz")
    o.save(path)
    again = Ordering.read(path)
    assert again.trials is None and again.seed is None
    assert_same_ordering(again, o)
    assert np.array_equal(again.equity, o.equity)


def test_a_file_of_the_wrong_game_size_is_refused(tmp_path):
    o = orderings.load("holdem")
    path = str(tmp_path / "o.npz")
    o.save(path)
    with np.load(path) as data:
        meta = data["meta"].copy()
        meta[2] = "omaha"
        np.savez(str(tmp_path / "bad.npz"), meta=meta, equity=data["equity"], std_error=data["std_error"])
    with pytest.raises(ValueError, match="169 classes"):
        Ordering.read(str(tmp_path / "bad.npz"))


def test_the_shipped_holdem_values_are_the_exact_equities_rounded_to_the_stored_unit():
    o = orderings.load("holdem")
    # AA against a random hand: 893604787 / 1048786200 (PokerStove: 85.20 %)
    assert o.equity[0] * 1e8 == pytest.approx(round(893604787 / 1048786200 * 1e8), abs=1e-6)
    assert o.equity[0] == round(893604787 / 1048786200 * 1e8) / 1e8
    # two more classes, exact here (a few seconds each), to the same unit
    t = tables.preflop("holdem", trials=None, hands=["KK", "72o"])
    for text in ("KK", "72o"):
        row = t.row(text)
        place = o.texts().index(text)
        assert round(o.equity[place] * 1e8) == round(float(t.equity[row]) * 1e8), text
    assert math.isclose(sum(o.class_sizes), math.comb(52, 2))


def test_from_table_orders_every_class_by_the_tables_equity_best_first():
    t = tables.preflop("holdem", trials=200, seed=4)
    o = Ordering.from_table(t, "mine", "0")
    c = tables.classes("holdem")
    rows = {int(cls): i for i, cls in enumerate(np.asarray(t.cls))}
    # the oracle: sort the table's classes by stored equity (units of 1e-8), then class number
    units = {cls: round(float(t.equity[i]) * 1e8) for cls, i in rows.items()}
    expect = sorted(units, key=lambda cls: (-units[cls], cls))
    assert o.classes.tolist() == expect
    assert o.class_sizes.tolist() == [int(c.sizes[cls]) for cls in expect]
    assert [round(e * 1e8) for e in o.equity] == [units[cls] for cls in expect]
    assert o.std_error.tolist() == [float(t.std_error[rows[cls]]) for cls in expect]
    assert (o.game, o.hilo, o.opponents, o.trials, o.seed) == ("holdem", False, 1, 200, 4)

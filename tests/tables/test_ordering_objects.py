"""Orderings as objects (issue 29): places, percentiles, top sets,
iteration best first, ProPokerTools' ordering files, and files of the first
format still read."""

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.ranges import Range  # noqa: E402
from omaha_eval.tables import classes  # noqa: E402
from omaha_eval.ranges.orderings import ordering as orderings  # noqa: E402
from omaha_eval.ranges.orderings.ppt_format import parse_ppt, ppt_text  # noqa: E402


def top(ordering, percent):
    """The range ``{percent}%`` cut by `ordering` (Range's own ordering= argument)."""
    return Range(f"{percent}%", ordering.game, ordering=ordering, hilo=ordering.hilo)


@pytest.fixture(scope="module")
def race():
    return orderings.load("omaha")


def test_iteration_is_best_first_and_place_counts_from_zero(race):
    texts = list(race)
    assert len(texts) == 16_432 and texts == race.texts()
    for i in (0, 1, 500, 16_431):
        assert race.place(texts[i]) == i
    assert race.place("AhAsKhKs") == race.place("AdAcKdKc")  # one class


def test_percentile_is_the_smallest_percent_that_holds_the_hand(race):
    for text in ("AsAhKsKh", "JsTs9h8h", "7c5d3h2s"):
        p = race.percentile(text)
        assert text in Range(f"{p + 1e-7}%", game="omaha", ordering=race)
        assert text not in Range(f"{p * 0.999}%", game="omaha", ordering=race)
    assert race.percentile(list(race)[-1]) == pytest.approx(100.0)


def test_a_percent_range_cut_by_an_ordering_holds_its_best_classes(race):
    # (Ordering.top is gone: the ordering sits below Range, which cuts it)
    ten, twenty = top(race, 10), top(race, 20)
    best = Range(race.texts()[0], game="omaha")
    assert len(ten) < len(twenty)
    assert all(hand in ten for hand in best)


def test_ppt_notation_by_hand():
    assert ppt_text([51, 47, 50, 46]) == "(AK)(AK)"            # AsKs AhKh
    assert ppt_text([51, 47, 41, 36]) == "(AK)QJ"              # AsKs Qd Jc
    assert ppt_text([51, 50, 49, 48]) == "AAAA"
    assert ppt_text([0, 4, 8, 12]) == "(5432)"
    table = classes("omaha")
    same = table.lookup(np.array([parse_ppt("(AK)QJ", 4), [51, 47, 41, 36]], dtype=np.uint8))
    assert same[0] == same[1]
    for bad, message in [("(AK", "without"), ("(A)KQJ", "two or more ranks"), ("AKQJT", "5 suits"),
                         ("AKQ", "holds 3 cards"), ("(AA)KK", "a rank twice"), ("AKQx", "unexpected 'x'")]:
        with pytest.raises(ValueError, match=message):
            parse_ppt(bad, 4)


@pytest.mark.parametrize("game", ["holdem", "omaha"])
def test_every_class_round_trips_through_the_notation(game):
    table = classes(game)
    reps = table.representatives()
    back = table.lookup(np.array([parse_ppt(ppt_text(r), table.hole_cards) for r in reps], dtype=np.uint8))
    assert np.array_equal(back, np.arange(table.count))
    assert len({ppt_text(r) for r in reps}) == table.count


def test_ppt_file_round_trip_and_percent_by_it(tmp_path, race):
    path = str(tmp_path / "plo.txt")
    race.write_ppt(path)
    lines = open(path).read().splitlines()
    assert len(lines) == 16_432 and lines[0] == ppt_text(classes("omaha").representatives([race.classes[0]])[0])
    mine = orderings.Ordering.read_ppt(path, "omaha", name="from-ppt")
    assert np.array_equal(mine.classes, race.classes) and mine.name == "from-ppt" and mine.method == "ppt-file"
    assert Range("15%", game="omaha", ordering=mine) == Range("15%", game="omaha", ordering=race)
    mine.save(str(tmp_path / "mine.npz"))  # and it stores like any other
    assert np.array_equal(orderings.Ordering.read(str(tmp_path / "mine.npz")).classes, race.classes)


def test_ppt_file_errors(tmp_path):
    def write(text):
        p = tmp_path / "o.txt"
        p.write_text(text)
        return str(p)

    table = classes("holdem")
    every = [ppt_text(r) for r in table.representatives()]
    with pytest.raises(ValueError, match="no hand classes found"):
        orderings.Ordering.read_ppt(write("# nothing\n\n"), "holdem")
    with pytest.raises(ValueError, match="168 classes, but holdem has 169"):
        orderings.Ordering.read_ppt(write("\n".join(every[:-1])), "holdem")
    with pytest.raises(ValueError, match="line 3: 'AA' is the class of line 1 again"):
        orderings.Ordering.read_ppt(write("\n".join(["AA", "KK", "AA"] + every)), "holdem")
    with pytest.raises(ValueError, match="line 2: .*holds 3 cards"):
        orderings.Ordering.read_ppt(write("AA\nAKQ\n"), "holdem")
    # comments, blank lines and trailing numbers are fine
    o = orderings.Ordering.read_ppt(write("# PPT\n" + "\n".join(f"{t} 0.5" for t in every) + "\n"), "holdem")
    assert list(o) == table.texts


def test_first_format_files_still_read(tmp_path, race):
    """A file of the first format (seven meta fields, unsigned scores)."""
    n = classes("omaha").count
    eq = np.zeros(n, dtype=np.uint32)
    eq[race.classes] = np.round(race.equity * orderings.EQUITY_SCALE).astype(np.uint32)
    se = np.zeros(n, dtype=np.float16)
    meta = np.array(["old", "1", "omaha", "0", "1", "4000", "5"])
    path = str(tmp_path / "old.npz")
    np.savez_compressed(path, meta=meta, equity=eq, std_error=se)
    o = orderings.Ordering.read(path)
    assert np.array_equal(o.classes, race.classes) and o.method == "race" and o.rounds is None and o.good is None


def test_negative_scores_are_stored_signed(tmp_path):
    o = orderings.load_evolution("holdem")
    assert o.equity.min() < 0  # an evolution profit
    o.save(str(tmp_path / "e.npz"))
    back = orderings.Ordering.read(str(tmp_path / "e.npz"))
    assert np.array_equal(back.classes, o.classes) and np.allclose(back.equity, o.equity)
    assert (back.method, back.rounds, back.seats, back.trials, back.seed) == \
        (o.method, o.rounds, o.seats, o.trials, o.seed)
    assert np.array_equal(back.good, o.good)

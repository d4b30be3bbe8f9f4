"""The shipped orderings: the interface percent ranges use, and a sample of
classes recomputed here (another seed) agreeing with the shipped equities
within their standard errors."""
import math

import pytest

np = pytest.importorskip("numpy")

from omaha_eval import tables  # noqa: E402
from omaha_eval.ranges.orderings import ordering as orderings  # noqa: E402
from omaha_eval.tables.build_orderings import PLAN  # noqa: E402

SHIPPED = sorted(PLAN, key=lambda k: (tables.classes(k[0]).count, k))


@pytest.mark.parametrize("game,opponents,hilo", SHIPPED)
def test_interface(game, opponents, hilo):
    o = orderings.load(game, opponents=opponents, hilo=hilo)
    c = tables.classes(game)
    assert o.game == game and o.opponents == opponents and o.hilo == hilo
    assert isinstance(o.name, str) and o.name and isinstance(o.version, str) and o.version
    assert np.issubdtype(o.class_sizes.dtype, np.integer)
    assert int(o.class_sizes.sum()) == math.comb(52, c.hole_cards)
    assert sorted(o.classes.tolist()) == list(range(c.count))
    assert np.array_equal(o.class_sizes, c.sizes[o.classes])
    assert np.all(np.diff(o.equity) <= 0)  # best first
    assert o.trials == PLAN[(game, opponents, hilo)]
    if o.trials is None:
        assert np.all(o.std_error == 0)
    else:  # 0 only where a class never won a pot in its trials
        assert np.all(o.std_error >= 0) and np.all(o.std_error[o.equity > 0] > 0)
    assert orderings.load(game, opponents, hilo) is o  # loaded once


@pytest.mark.parametrize("game", ["holdem", "omaha"])
def test_hands_in_order(game):
    o = orderings.load(game)
    hands = o.hands_in_order()
    c = tables.classes(game)
    assert hands.dtype == np.uint8 and hands.shape == (math.comb(52, c.hole_cards), c.hole_cards)
    place = np.empty(c.count, dtype=np.int64)
    place[o.classes] = np.arange(c.count)
    seq = place[c.lookup(hands)]
    assert np.all(np.diff(seq) >= 0)  # best class first, each class contiguous
    assert np.array_equal(np.bincount(seq), o.class_sizes)
    assert len(np.unique(hands, axis=0)) == len(hands)


def test_holdem_heads_up_is_exact_and_known():
    o = orderings.load("holdem")
    assert o.trials is None
    assert o.texts()[:5] == ["AA", "KK", "QQ", "JJ", "TT"]
    assert o.texts()[-1] == "32o"
    # AA against a random hand: 893604787 / 1048786200 (PokerStove: 85.20 %)
    assert o.equity[0] == pytest.approx(893604787 / 1048786200, abs=1e-8)


@pytest.mark.parametrize("game,opponents,hilo", [k for k in SHIPPED if PLAN[k] is not None])
def test_sample_recomputed_within_standard_errors(game, opponents, hilo):
    o = orderings.load(game, opponents=opponents, hilo=hilo)
    # best, middle and three-quarters down (at the very bottom a class can
    # win nothing in PLO5's 100 trials, and its estimated error is then 0)
    picks = [0, len(o) // 2, 3 * len(o) // 4]
    classes = [int(o.classes[i]) for i in picks]
    trials = 4000 if game != "holdem" else 20000
    t = tables.preflop(game, opponents=opponents, hilo=hilo, trials=trials, seed=987, hands=classes)
    for i, cls in zip(picks, classes):
        row = t.row(tables.classes(game).representatives([cls])[0].tolist())
        se = math.hypot(max(o.std_error[i], 1 / o.trials), t.std_error[row])
        assert abs(o.equity[i] - t.equity[row]) < 5 * se, (tables.classes(game).text(cls), o.equity[i], t.equity[row], se)


def test_bad_input():
    with pytest.raises(ValueError, match="no shipped ordering"):
        orderings.load("courchevel")
    with pytest.raises(ValueError, match="1 or 5"):
        orderings.load("omaha", opponents=2)
    with pytest.raises(TypeError):
        orderings.load("omaha", opponents="5")
    with pytest.raises(ValueError, match="Hold'em"):
        orderings.load("holdem", hilo=True)
    with pytest.raises(ValueError, match="unknown game"):
        orderings.load("stud")


def test_from_table_refuses_a_table_missing_classes():
    # what it builds from a whole table is checked in test_ordering_files.py
    with pytest.raises(ValueError, match="every class"):
        orderings.Ordering.from_table(tables.preflop("holdem", trials=10, seed=4, hands=["AA"]), "x")

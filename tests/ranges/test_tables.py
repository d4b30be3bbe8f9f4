"""The hand tables that fill and list range sets (src/oe_range_tables.c,
_core.range_tables, c_parser.tables): every way a pattern is filled through
them, checked against the Python parser (the oracle, tests/ranges/
python_parser.py) and against the scans that need no tables; the listing
against a listing written from the rules (colex order, highest card
slowest); and the tables themselves against the rules."""
import itertools

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.core import _core  # noqa: E402
from omaha_eval.ranges import c_parser  # noqa: E402
from omaha_eval.ranges.c_parser import c_range  # noqa: E402

from .python_parser import python_range  # noqa: E402

# Each text picks one path of oe_rl_fill_tables (PLO4 unless said):
TEXTS = [
    "AA", "RRON", "xxx",               # blind to suits: rank multisets' lists (RRON: names no card)
    "ss", "xxyy", "shdc",              # blind to ranks: suit counts' lists
    "[A-T]", ":xy", "!RR", "$o",       # over half the hands: every hand less the others (fresh)
    "AA,[A-T]", "AA@5,[A-T]@2",        # the broad part second: not fresh, the scan instead
    "[A-T]@7,KK@9",                    # broad and fresh at weight 7, then a heavier part on top
    "AsKd", "KsTsxx", "Ahhxy",         # the hands holding the cards named, by suit counts
    "AKs", "AxAyxz", "T9s-65s",        # rank candidates tested once per suit shape
    "[As,Ah,K]K", "A:hhxy",            # rank candidates tested one by one (a named suit)
    "AsAh**", "AsAhKsKh", "Ah**:ss",   # named cards: several, all four, and under `:`
    "AsKd[2-9][2-9]",                  # named cards, the rest blind to suits: once per rank multiset
    "A**!AA*", "*:xx!RR", "$ds!AA**",  # `!` after the first operand: the cut of eight hands a step
    "15%!$np", "10%@2,AA@3", "*", "random", "P+",
]


def expect_same(text, game):
    want = python_range(text, game)
    hands, weights = c_range(text, game=game)
    np.testing.assert_array_equal(hands, want.hands, err_msg=f"{game} {text!r}")
    np.testing.assert_array_equal(weights, want.weights, err_msg=f"{game} {text!r}")
    assert weights.dtype == np.int64 and not hands.flags.writeable and not weights.flags.writeable


@pytest.mark.parametrize("text", TEXTS)
def test_omaha_texts_as_the_oracle(text):
    expect_same(text, "omaha")


@pytest.mark.parametrize("text", ["AA", "AKs", "AsKd", "ss", "[A-T]", "!RR", ":xy", "A2s+", "10%", "AA@9,[2-9]@2"])
def test_holdem_texts_as_the_oracle(text):
    expect_same(text, "holdem")


@pytest.mark.parametrize("text", TEXTS)
def test_tables_fill_as_the_scans(text):
    """The same dense set with the tables as with the scans alone."""
    if "%" in text:
        pytest.skip("percents need orderings; the oracle test covers them")
    tree = _core.range_tree(text, 4, "omaha", _core.RANGE_RING | _core.RANGE_SIX)
    np.testing.assert_array_equal(tree.dense(None, None, c_parser.tables(4)), tree.dense(None, None))


def colex_rows(k):
    combos = sorted(itertools.combinations(range(52), k), key=lambda c: c[::-1])
    return np.array([c[::-1] for c in combos], dtype=np.uint8).reshape(-1, k)


@pytest.mark.parametrize("k", [1, 2, 3])
@pytest.mark.parametrize("share", [0.0, 0.02, 0.5, 0.97, 1.0])
def test_listing_as_the_rules(k, share):
    rng = np.random.default_rng(int(share * 100) + k)
    rows = colex_rows(k)
    dense = np.where(rng.random(len(rows)) < share, rng.integers(1, 101, len(rows)), 0).astype(np.uint8)
    dense[-1] = 3  # the tail after the last run of eight
    hands, weights = _core.range_tables_hands(_core.range_tables(k), dense)
    keep = dense != 0
    np.testing.assert_array_equal(hands, rows[keep])
    np.testing.assert_array_equal(weights, dense[keep].astype(np.int64))


def test_listing_runs_of_eight_at_weight():
    """Eight hands in a row copied whole keep each hand's own weight."""
    rows = colex_rows(2)
    dense = np.zeros(len(rows), np.uint8)
    dense[8:24] = np.arange(1, 17, dtype=np.uint8)
    dense[40:48] = 1
    hands, weights = _core.range_tables_hands(_core.range_tables(2), dense)
    keep = dense != 0
    np.testing.assert_array_equal(hands, rows[keep])
    np.testing.assert_array_equal(weights, dense[keep])


def test_every_hand_at_weight_one_is_the_shared_table():
    every = c_parser.every_hand(4)
    assert c_range("*", game="omaha") is every
    assert c_range("[2-A]", game="omaha") is every  # a pattern that matches every hand, listed as `*`
    dense = np.full(_core.range_size(4), 2, np.uint8)
    hands, weights = _core.range_tables_hands(c_parser.tables(4), dense, every)
    assert hands is not every[0] and int(weights.max()) == 2


def test_tables_refuse_bad_input():
    with pytest.raises(ValueError, match="1..4"):
        _core.range_tables(5)
    with pytest.raises(ValueError, match="1326 bytes"):
        _core.range_tables_hands(_core.range_tables(2), np.zeros(10, np.uint8))
    with pytest.raises(ValueError, match="empty RangeTables"):
        _core.RangeTables.__new__(_core.RangeTables).hole_cards
    tree = _core.range_tree("AA", 2, "holdem", 3)
    # tables of another hand size are not used (the scans instead)
    np.testing.assert_array_equal(tree.dense(None, None, _core.range_tables(4)), tree.dense(None, None))

"""Issue 52, item 7: each message and doc fix with its own assertion."""
import pytest

np = pytest.importorskip("numpy")

import omaha_eval as oe  # noqa: E402
from omaha_eval import batch  # noqa: E402
from omaha_eval.analysis import analyze, outs  # noqa: E402
from omaha_eval.core.games import a_game  # noqa: E402
from omaha_eval.indexing import HandIndexer  # noqa: E402
from omaha_eval.tables import compute  # noqa: E402


def test_an_omaha_hand():
    assert a_game("omaha") == "an Omaha" and a_game("holdem") == "a Hold'em"
    with pytest.raises(ValueError, match="cannot combine an Omaha range with a Hold'em range"):
        oe.Range("AA", "omaha") | oe.Range("AA", "holdem")
    with pytest.raises(ValueError, match="an Omaha deal has"):
        HandIndexer("omaha").round_of(6)


def test_unknown_card_message_has_no_stray_word():
    with pytest.raises(ValueError) as err:
        oe.parse_cards("AA$ds")
    assert "in 'AA$ds'" in str(err.value) and "in the '" not in str(err.value)


def test_three_card_rows_say_what_is_expected():
    with pytest.raises(ValueError) as err:
        batch.evaluate(np.zeros((2, 3), dtype=np.uint8) + np.arange(3, dtype=np.uint8), [[10, 11, 12, 13, 14]])
    assert "holes have 3 cards per row: expected 2 (Hold'em) or 4, 5 or 6 (Omaha)" in str(err.value)
    with pytest.raises(ValueError, match="expected 4 for omaha"):
        batch.evaluate(np.array([[0, 1, 2]], dtype=np.uint8), [[10, 11, 12, 13, 14]], game="omaha")


def test_analyze_refuses_hilo_on_holdem_like_equity():
    with pytest.raises(ValueError, match="Hold'em has no 8-or-better low"):
        analyze("AsKd", "Ks9s4d", hilo=True)
    with pytest.raises(ValueError, match="Hold'em has no 8-or-better low"):
        oe.equity(["AsKd", "QhQc"], board="Ks9s4d", hilo=True)
    with pytest.raises(TypeError, match="hilo="):
        analyze("AsKdQh2c", "Ks9s4d", hilo="false")


def test_outs_reads_a_plain_list_as_several_opponents():
    one = outs("AsQs7h2c", "Ks9s4d", [["KhKc8d3c", "QhQc8d3c"]])  # one opponent, a range
    assert len(one.outs) == 8
    with pytest.raises(ValueError, match="opponent 2"):  # two opponents sharing 8d 3c: no deal
        outs("AsQs7h2c", "Ks9s4d", ["KhKc8d3c", "QhQc8d3c"])


def test_table_hands_take_range_text():
    numbers = compute._class_numbers("omaha", ["AA$ds"], "hands")
    table = compute.classes("omaha")
    want = set(table.lookup(oe.Range("AA$ds", "omaha").hands).tolist())
    assert set(numbers) == want and len(numbers) == len(want) > 1
    assert compute._class_numbers("holdem", ["AKs", "AsKs"], "hands") == [table_index("holdem", "AsKs")]


def table_index(game, hand):
    return compute.classes(game).index(hand)

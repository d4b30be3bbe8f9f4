"""Bad input raises ValueError/TypeError naming the bad value; never crashes."""
import pytest

import omaha_eval as oe
from omaha_eval.core import _core


@pytest.mark.parametrize("text", ["Xs", "As Kx", "1s", "A", "Ass", "10", "♠A"])
def test_unknown_card_text(text):
    with pytest.raises(ValueError, match="unknown card"):
        oe.parse_cards(text)


def test_unknown_card_named_in_message():
    with pytest.raises(ValueError, match=r"'Kx'"):
        oe.evaluate("AsKxQhJc", "2c3c4c")


@pytest.mark.parametrize("card", [52, -1, 255, 1000, 2**70])
def test_card_out_of_range(card):
    with pytest.raises(ValueError, match=f"{card} is out of range"):
        oe.evaluate([card, 1, 2, 3], [4, 5, 6])
    with pytest.raises(ValueError, match="out of range"):
        oe.rank5([card, 1, 2, 3, 4])
    with pytest.raises(ValueError, match="out of range"):
        oe.Card(card)


def test_duplicate_in_hole():
    with pytest.raises(ValueError, match="duplicate card As"):
        oe.evaluate("AsAsKdQh", "2c3c4c")


def test_duplicate_across_hole_and_board():
    with pytest.raises(ValueError, match="duplicate card Kd"):
        oe.evaluate("AsKdQhJh", "2c3cKd")


def test_duplicate_in_rank5_and_parse():
    with pytest.raises(ValueError, match="duplicate"):
        oe.rank5("AsAsKdQhJc")
    with pytest.raises(ValueError, match="duplicate"):
        oe.parse_cards([0, 0])


@pytest.mark.parametrize("hole", ["As", "AsKdQh", "AsKdQhJcTc9c8c"])
def test_wrong_hole_count(hole):
    with pytest.raises(ValueError, match="hole cards"):
        oe.evaluate(hole, "2c3c4c")


@pytest.mark.parametrize("board", ["", "2c", "2c3c", "2c3c4c5c6c7c"])
def test_wrong_board_count(board):
    with pytest.raises(ValueError, match="board"):
        oe.evaluate("AsKdQhJh", board)


def test_hole_count_must_match_named_game():
    with pytest.raises(ValueError, match="5-card Omaha needs 5 hole cards, got 4"):
        oe.evaluate("AsKdQhJh", "2c3c4c", game="omaha5")
    with pytest.raises(ValueError, match="Hold'em needs 2"):
        oe.evaluate("AsKdQhJh", "2c3c4c", game="holdem")


def test_unknown_game():
    with pytest.raises(ValueError, match="unknown game 'stud'"):
        oe.evaluate("AsKdQhJh", "2c3c4c", game="stud")
    with pytest.raises(TypeError, match="game 5"):
        oe.evaluate("AsKdQhJh", "2c3c4c", game=5)


@pytest.mark.parametrize("bad", [None, 1.5, b"AsKd", {"a": 1}, True, object()])
def test_wrong_types(bad):
    with pytest.raises(TypeError):
        oe.evaluate(bad, "2c3c4c")


@pytest.mark.parametrize("item", [None, 1.0, True, [1], b"As"])
def test_wrong_item_types(item):
    with pytest.raises(TypeError):
        oe.evaluate([item, 1, 2, 3], [4, 5, 6])


def test_list_item_with_two_cards():
    with pytest.raises(ValueError, match="not exactly one card"):
        oe.evaluate(["AsKd", "Qh", "Jc", "Tc"], "2c3c4c")


def test_low_for_holdem_is_an_error():
    with pytest.raises(ValueError, match="Hold'em has no 8-or-better low"):
        oe.evaluate_low("As2d", "3c4d5h")
    with pytest.raises(ValueError, match="Hold'em has no 8-or-better low"):
        oe.evaluate_low("AsKdQhJh", "2c3c4c", game="holdem")


def test_hand_value_out_of_range():
    with pytest.raises(ValueError, match="7463"):
        oe.HandValue(7463)
    with pytest.raises(ValueError, match="out of range"):
        _core.rank_pattern(0)


def test_deck_bad_input():
    deck = oe.Deck(seed=1)
    with pytest.raises(ValueError, match="cannot deal 53"):
        deck.deal(53)
    with pytest.raises(TypeError):
        deck.deal("3")
    deck.remove("As")
    with pytest.raises(ValueError, match="not in the deck: As"):
        deck.remove("As")
    assert len(deck) == 51

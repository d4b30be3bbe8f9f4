"""Every example of docs/RULES.md §1-2, each its own test."""
import omaha_eval as oe
from omaha_eval import Category


def test_full_house_by_trips_first():
    assert oe.evaluate("KsKd", "KhQcQd3s3c") > oe.evaluate("QsQh", "AcAdQc2s3h")
    assert oe.rank5("KsKdKh3s3c") < oe.rank5("QsQdQhAsAc")


def test_flush_by_highest_then_next():
    assert oe.rank5("AsKs8s5s3s") < oe.rank5("As9s8s5s3s")
    assert oe.rank5("AsKsJs5s2s") < oe.rank5("AhKhJh4h2h")


def test_wheel_is_lowest_straight_and_no_wraparound():
    wheel = oe.rank5("As2d3h4c5s")
    assert oe.HandValue(wheel).name == "Straight, five high"
    assert wheel > oe.rank5("2d3h4c5s6s")  # six-high straight is better
    assert oe.HandValue(oe.rank5("AsKdQhJcTs")).name == "Straight, ace high"
    assert oe.HandValue(oe.rank5("QsKdAh2c3s")).category is Category.HIGH_CARD


def test_suits_never_break_ties():
    assert oe.rank5("AsKdQh9c7s") == oe.rank5("AhKcQd9s7h")


def test_royal_flush_is_one():
    assert oe.rank5("AsKsQsJsTs") == 1
    assert oe.HandValue(1).name == "Royal flush"
    assert oe.rank5("7s5d4h3c2s") == 7462


def test_omaha_kkk3_in_hand_is_not_trips():
    v = oe.evaluate("KsKdKh3c", "2c7d9hJsQc")
    assert v.category is Category.PAIR and v.name == "Pair of kings"


def test_omaha_four_queens_on_board_is_not_quads():
    v = oe.evaluate("AsAd2h3c", "QcQdQhQs2d")
    assert v.name == "Full house, queens full of aces"


def test_omaha_four_suited_board_one_suited_hole_is_no_flush():
    v = oe.evaluate("AhKc7d2s", "2h5h9hJhKd")
    assert v.category is not Category.FLUSH
    assert oe.evaluate("AhKh7d2s", "2h5h9hJhKd").category is Category.FLUSH


def test_omaha_four_board_cards_in_a_row_need_two_hole_cards():
    v = oe.evaluate("9cAdAhKs", "5c6d7h8s2c")
    assert v.category is not Category.STRAIGHT
    assert oe.evaluate("9cTdAhKs", "5c6d7h8s2c").name == "Straight, ten high"


def test_omaha_paired_board_trips_need_exactly_one_king():
    assert oe.evaluate("KsQd4c3h", "KhKd7s2c9h").category is Category.THREE_OF_A_KIND
    # no king in the hand: the board's pair of kings is all there is
    assert oe.evaluate("QsQd4c3h", "KhKd7s2c9h").name == "Two pair, kings and queens"
    assert oe.evaluate("AsJd4c3h", "KhKd7s2c9h").name == "Pair of kings"
    # two kings in the hand play with both board kings: quads, not trips
    assert oe.evaluate("KsKc4c3h", "KhKd7s2c9h").name == "Four of a kind, kings"


def test_holdem_seed_example():
    board = "5cKs5h9s8s"
    ace_five = oe.evaluate("Ac5d", board)
    assert ace_five.name == "Three of a kind, fives" and ace_five.ranks == "555AK"
    ace_ten = oe.evaluate("AsTs", board)
    assert ace_ten.name == "Flush, ace high"
    kings = oe.evaluate("KhKd", board)
    assert kings.name == "Full house, kings full of fives"
    seven_six = oe.evaluate("6d7d", board)
    assert seven_six.name == "Straight, nine high"
    assert max([ace_five, ace_ten, kings, seven_six]) is kings


def test_evaluation_before_the_river():
    assert oe.evaluate("AsAdKc2h", "AhKdQs").name == "Three of a kind, aces"  # flop
    assert oe.evaluate("AsAdKc2h", "AhKdQsKs").name == "Full house, aces full of kings"  # turn

"""The Python objects: Card, Deck, HandValue, LowValue and card forms."""
import pytest

import omaha_eval as oe
from omaha_eval import Card, Category, HandValue, LowValue


def test_card_numbering():
    assert Card("2c") == 0 and Card("As") == 51 and Card("Kh") == 46
    assert str(Card(51)) == "As" and repr(Card(0)) == "Card('2c')"
    assert Card("As").rank == 12 and Card("As").suit == 3
    assert Card("Td").name == "ten of diamonds"


@pytest.mark.parametrize("form", [
    "AsKdQhJc", "As Kd Qh Jc", "as,kd,qh,jc", "A♠K♦Q♥J♣", "a♠ k♦ q♡ j♧",
    ["As", "Kd", "Qh", "Jc"], [51, 45, 42, 36], [Card("As"), Card("Kd"), Card("Qh"), Card("Jc")],
    ("As", 45, Card("Qh"), "jc"),
])
def test_card_forms_agree(form):
    assert oe.parse_cards(form) == [51, 45, 42, 36]


def test_ten_as_10():
    assert oe.parse_cards("10s Td") == [35, 33]


def test_numpy_integers_are_cards():
    np = pytest.importorskip("numpy")
    assert oe.parse_cards(np.array([51, 0], dtype=np.int64)) == [51, 0]


def test_deck_is_reproducible_and_removes_known_cards():
    a, b = oe.Deck(seed=7, remove="AsKs"), oe.Deck(seed=7, remove="AsKs")
    assert a.deal(10) == b.deal(10)
    deck = oe.Deck(seed=3, remove="AsKs")
    dealt = deck.deal(50)
    assert len(set(dealt)) == 50 and 51 not in dealt and Card("Ks") not in dealt
    assert len(deck) == 0


def test_hand_value_orders_by_strength():
    royal, worst = HandValue(1), HandValue(7462)
    assert royal > worst and worst < royal and royal == HandValue(1)
    assert sorted([worst, royal]) == [worst, royal]
    assert len({HandValue(5), HandValue(5), HandValue(6)}) == 2
    assert repr(HandValue(1)) == "HandValue(1, 'Royal flush')"


def test_hand_value_categories_and_names():
    cases = {
        "AsKsQsJsTs": (Category.STRAIGHT_FLUSH, "Royal flush"),
        "9s8s7s6s5s": (Category.STRAIGHT_FLUSH, "Straight flush, nine high"),
        "AsAdAhAc2d": (Category.FOUR_OF_A_KIND, "Four of a kind, aces"),
        "KsKdKh5c5d": (Category.FULL_HOUSE, "Full house, kings full of fives"),
        "As9s7s4s2s": (Category.FLUSH, "Flush, ace high"),
        "9s8d7h6c5s": (Category.STRAIGHT, "Straight, nine high"),
        "5s5d5hKcQd": (Category.THREE_OF_A_KIND, "Three of a kind, fives"),
        "KsKd5h5c2d": (Category.TWO_PAIR, "Two pair, kings and fives"),
        "5s5dAhKcQd": (Category.PAIR, "Pair of fives"),
        "As9d7h4c2d": (Category.HIGH_CARD, "High card, ace"),
    }
    for cards, (category, name) in cases.items():
        value = HandValue(oe.rank5(cards))
        assert (value.category, value.name) == (category, name), cards


def test_best_hand_reports_cards():
    value, hole, board = oe.best_hand("AhAd7c2s", "KsKd7h3c2d")
    assert [str(c) for c in hole] == ["Ah", "Ad"]
    assert [str(c) for c in board] == ["Ks", "Kd", "7h"]
    assert value.cards == tuple(hole + board)
    assert value == oe.evaluate("AhAd7c2s", "KsKd7h3c2d")


def test_game_implied_or_named():
    assert oe.evaluate("AsKsQsJs5d", "2s3s9hTd4c", game="omaha5") == oe.evaluate("AsKsQsJs5d", "2s3s9hTd4c")
    assert oe.evaluate("AsKsQsJs5d", "2s3s9hTd4c", game="courchevel").rank == oe.evaluate(
        "AsKsQsJs5d", "2s3s9hTd4c").rank
    assert oe.evaluate("AsKsQsJs", "2s3s9hTd4c", game="PLO") == oe.evaluate("AsKsQsJs", "2s3s9hTd4c")


def test_low_value():
    low = LowValue(0b01010111)
    assert low.name == "7-5-3-2-A" and low.ranks == (7, 5, 3, 2, 1)
    assert LowValue(31) > LowValue(158)  # the wheel beats 8-5-4-3-2
    with pytest.raises(ValueError):
        LowValue(0b111)


def test_missing_compiled_core_fails_loudly(tmp_path):
    """No silent pure-Python fallback: a copy of the package without its
    compiled module refuses to import, and says why."""
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    source = Path(oe.__file__).parent
    copy = tmp_path / "omaha_eval"
    copy.mkdir()
    for py in source.glob("*.py"):
        shutil.copy(py, copy / py.name)
    # -S: no site-packages, so neither an installed copy nor an editable
    # install's import hook can stand in for the copy
    result = subprocess.run([sys.executable, "-S", "-c", "import omaha_eval"], cwd=tmp_path,
                            capture_output=True, text=True)
    assert result.returncode != 0
    assert "compiled core (omaha_eval.core._core) is missing" in result.stderr


def test_shuffle_is_a_permutation_with_every_order_equally_likely():
    import random
    from collections import Counter

    from omaha_eval.core.cards import shuffle_cards

    rng = random.Random(5)
    counts = Counter()
    for _ in range(6000):
        cards = [Card(c) for c in (0, 1, 2)]
        shuffle_cards(cards, rng)
        counts[tuple(cards)] += 1
    assert len(counts) == 6
    assert all(850 < n < 1150 for n in counts.values())  # 1000 expected, sd about 29
    deck = [Card(c) for c in range(52)]
    shuffle_cards(deck, rng)
    assert sorted(deck) == list(range(52)) and deck != list(range(52))

"""The Short Deck evaluator against the plain-Python reference written from
the rules (tests/shortdeck/reference.py), both rule sets: every five-card
hand of the 36-card deck, random six- and seven-card hands, names."""
import random
from itertools import combinations

import numpy as np
import pytest

import omaha_eval as oe
from omaha_eval import batch
from omaha_eval.core import _core

from . import reference

RULES = {"shortdeck": "trips", "shortdeck_straights": "straights"}


@pytest.fixture(scope="module")
def five_card_hands():
    hands = np.array(list(combinations(reference.DECK, 5)), dtype=np.uint8)
    assert len(hands) == 376_992
    return hands


@pytest.mark.parametrize("game", RULES)
def test_every_five_card_hand(game, five_card_hands):
    """Each value is the hand's place among all distinct hands, by the rules."""
    table = reference.value_table(RULES[game])
    assert len(table) == 1404
    want = np.array([table[reference.key5(tuple(h), RULES[game])] for h in five_card_hands.tolist()])
    got = batch.evaluate(five_card_hands[:, :2].copy(), five_card_hands[:, 2:].copy(), game=game)
    bad = np.flatnonzero(got != want)
    assert not len(bad), f"{len(bad)} hands differ, first {five_card_hands[bad[0]].tolist()}: {got[bad[0]]} != {want[bad[0]]}"


@pytest.mark.parametrize("game", RULES)
@pytest.mark.parametrize("board_size", [4, 5])
def test_random_six_and_seven_card_hands(game, board_size):
    rng = random.Random(55 + board_size)
    table = reference.value_table(RULES[game])
    for _ in range(3000):
        cards = rng.sample(reference.DECK, 2 + board_size)
        want = table[reference.best_key(cards, RULES[game])]
        value = oe.evaluate(cards[:2], cards[2:], game=game)
        assert value.rank == want, cards
        best, hole, board = oe.best_hand(cards[:2], cards[2:], game=game)
        assert best.rank == want and len(hole) + len(board) == 5
        assert table[reference.key5(tuple(int(c) for c in best.cards), RULES[game])] == want


def test_the_rule_sets_differ_only_on_trips_against_a_straight():
    trips = oe.evaluate("AsAd", "Ac7d2s"[:4] + "Kh9c", game="shortdeck")
    straight = oe.evaluate("Ts9d", "8c7h6sKdQc"[:6], game="shortdeck")
    assert trips > straight
    trips = oe.evaluate("AsAd", "AcKh9c", game="shortdeck_straights")
    straight = oe.evaluate("Ts9d", "8c7h6s", game="shortdeck_straights")
    assert straight > trips
    assert oe.evaluate("AsAd", "AcKh9c", game="shortdeck").rules == 0
    assert trips.name == "Three of a kind, aces" and straight.name == "Straight, ten high"


@pytest.mark.parametrize("game", RULES)
def test_every_value_is_named_by_its_category_and_ranks(game):
    """The category and tie-break ranks of each value are the reference's
    key of that place (reference scores: 9 straight flush ... 1 high card)."""
    from omaha_eval.core.shortdeck_values import ShortDeckValue
    rules = list(RULES).index(game)
    straight_score = 4 if RULES[game] == "trips" else 5
    category_of_score = {9: 8, 8: 7, 7: 5, 6: 6, 3: 2, 2: 1, 1: 0}
    for key, value in reference.value_table(RULES[game]).items():
        category, ranks = _core.sd_pattern(value, rules)
        want = 4 if key[0] == straight_score else 3 if key[0] in (4, 5) else category_of_score[key[0]]
        assert category == want, (key, value)
        if want in (4, 8):   # straights: by the top card (the nine of A-6-7-8-9)
            assert ranks[0] == key[1]
        else:                # the rest: the ranks by how many, then by rank
            assert sorted(set(ranks), key=lambda r: (ranks.count(r), r), reverse=True) == list(key[1:])
        assert ShortDeckValue(value, rules).category == want


def test_categories_and_names():
    cases = {
        "As9d 6c7h8s": ("Straight, nine high", "Straight"),                # A-6-7-8-9 plays low
        "As9s 6s7s8s": ("Straight flush, nine high", "Straight flush"),
        "AsKs QsJsTs": ("Royal flush", "Straight flush"),
        "AsKs Qs6s7s": ("Flush, ace high", "Flush"),
        "AsAd AcKdKh": ("Full house, aces full of kings", "Full house"),
        "9s8d 7c6h6s": ("Pair of sixes", "Pair"),
        "JsTd 9c8h6s": ("High card, jack", "High card"),
    }
    for text, (name, label) in cases.items():
        hole, board = text.split()
        v = oe.evaluate(hole, board, game="shortdeck")
        assert (v.name, v.category.label) == (name, label), text
    assert oe.evaluate("As9d", "6c7h8s", game="shortdeck") < oe.evaluate("Ts9d", "6c7h8s", game="shortdeck")
    flush = oe.evaluate("AsKs", "Qs6s7s", game="shortdeck")
    full = oe.evaluate("AsAd", "AcKdKh", game="shortdeck")
    assert flush > full   # a flush beats a full house


@pytest.mark.parametrize("hole,board,words", [
    ("As5d", "KcQdJh", "card 5d is not in the Short Deck deck"),
    ("AsKd", "2cQdJh", "card 2c is not in the Short Deck deck"),
    ("AsAs", "KcQdJh", "duplicate card As"),
    ("AsKdQh", "KcQdJh", "2 hole cards, got 3"),
    ("AsKd", "KcQd", "2 board cards"),
])
def test_cards_outside_the_deck_are_refused_by_name(hole, board, words):
    with pytest.raises(ValueError, match=words):
        oe.evaluate(hole, board, game="shortdeck")
    with pytest.raises(ValueError, match=words):
        oe.best_hand(hole, board, game="shortdeck")


def test_batch_refuses_a_row_outside_the_deck():
    holes = np.array([[48, 49], [0, 51]], dtype=np.uint8)
    boards = np.array([[40, 41, 42, 43, 44]], dtype=np.uint8)
    with pytest.raises(ValueError, match="row 1 .*card 2c is not in the Short Deck deck"):
        batch.evaluate(holes, boards, game="shortdeck")


def test_game_names():
    from omaha_eval.core.games import canonical_game, game_code
    assert canonical_game("6+") == canonical_game("Short Deck") == "shortdeck"
    assert game_code("shortdeck_straights") == 101
    with pytest.raises(ValueError, match="shortdeck"):
        canonical_game("shortdek")
    with pytest.raises(ValueError, match="no 8-or-better low"):
        oe.equity(["AsKd", "QhQc"], game="shortdeck", hilo=True)


def test_pattern_bounds():
    with pytest.raises(ValueError, match="1405"):
        _core.sd_pattern(1405, 0)


def test_the_command_line_and_no_low(capsys):
    from omaha_eval.cli import main
    assert main(["eval", "AsKs", "Qs6s7sJd", "--game", "shortdeck"]) == 0
    out = capsys.readouterr().out
    assert "Flush, ace high" in out and "1404 = J-9-8-7-6, Short Deck" in out
    assert main(["eval", "AsKs", "Qs6s7sJd", "--game", "shortdeck", "--hilo"]) == 2
    assert "Short Deck has no 8-or-better low" in capsys.readouterr().err
    for low in (oe.evaluate_low, oe.best_low, oe.evaluate_hilo):
        with pytest.raises(ValueError, match="Short Deck has no 8-or-better low"):
            low("AsKs", "Qs6s7sJd", game="shortdeck")

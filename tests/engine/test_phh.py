"""PHH export, import and replay."""
import pytest
from hypothesis import given, settings

from omaha_eval.engine import Game
from omaha_eval.engine.bots import RandomBot, play_out
from omaha_eval.engine.histories.phh import from_phh, to_phh, variant_code

from .test_properties import deals


def without_burns(hand):
    return [e for e in hand.history if e.kind != "burn"]


def assert_round_trip(hand):
    text = to_phh(hand)
    again = from_phh(text)
    assert without_burns(again) == without_burns(hand)
    assert again.stacks == hand.stacks and again.is_over == hand.is_over
    assert to_phh(again) == text


def test_variant_codes():
    assert variant_code(Game.no_limit_holdem(1, 2)) == "NT"
    assert variant_code(Game.fixed_limit_holdem(2)) == "FT"
    assert variant_code(Game.pot_limit_omaha(1, 2)) == "PO"
    assert variant_code(Game.fixed_limit_omaha_hilo(2)) == "FO/8"
    assert variant_code(Game.pot_limit_omaha(1, 2, cards=5, hilo=True)) == "PO5/8"
    assert variant_code(Game.pot_limit_courchevel(1, 2)) == "PC"


def test_export_names_positions_and_actions():
    game = Game.pot_limit_omaha(10, 20)
    hand = game.deal([1000, 1000, 1000], button=0, cards=["AsAhKsKh", "2c3c4d5d", "9s9h8d8c"],
                     board="AdKd7c6h2s")
    hand.raise_to(70)   # seat 0 = button = p3
    hand.fold()         # seat 1 = SB = p1
    hand.call()         # seat 2 = BB = p2
    text = to_phh(hand)
    assert 'variant = "PO"' in text and "blinds_or_straddles = [10, 20, 0]" in text
    assert "min_bet = 20" in text
    assert '"d dh p1 2c3c4d5d"' in text and '"d dh p3 AsAhKsKh"' in text
    assert '"p3 cbr 70",\n    "p1 f",\n    "p2 cc",\n    "d db AdKd7c"' in text
    assert "finishing_stacks" not in text   # the hand is not over
    assert_round_trip(hand)


def test_heads_up_p1_is_big_blind():
    hand = Game.no_limit_holdem(1, 2).deal([100, 100], button=0, seed=3)
    hand.fold()  # the button folds
    text = to_phh(hand)
    assert "seats = [2, 1]" in text and '"p2 f"' in text
    assert_round_trip(hand)


def test_import_of_a_written_file_with_comments():
    text = '''
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = [
  "d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 2c7d  # dealt",
  "p3 f", "p1 cbr 6", "p2 cbr 18", "p1 cc",
  "d db 2h3d9s", "p1 cc", "p2 cbr 20", "p1 f",
]
'''
    hand = from_phh(text)
    assert hand.is_over and hand.stacks == [182, 218, 200]


def test_showdown_actions_replay_shows_and_mucks():
    text = '''variant = "PO"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ["d dh p1 AsAhKsKh", "d dh p2 2c3c4d5d", "p2 cc", "p1 cc", "d db 9d8c7h",
           "p1 cc", "p2 cc", "d db Tc", "p1 cc", "p2 cc", "d db Jd", "p1 cc", "p2 cc",
           "p1 sm -", "p2 sm"]
'''
    hand = from_phh(text)
    assert hand.is_over and list(hand.shown) == [0] and hand.payouts == {0: 4}   # p1 is seat 0


@pytest.mark.parametrize("patch, words", [
    (('"NT"', '"F7S"'), "F7S"),
    (("antes = [0, 0, 0]", "antes = [0, 0]"), "antes: 2 entries for 3 players"),
    (('"p1 cbr 6"', '"p1 cbr 1000"'), "cannot be replayed"),
    (('"p3 f"', '"p2 f"'), "cannot be replayed"),
    (('"d dh p3 2c7d"', '"d dh p3 AsKd"'), "duplicate card As"),
])
def test_bad_phh(patch, words):
    text = '''variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = ["d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 2c7d", "p3 f", "p1 cbr 6"]
'''
    with pytest.raises(ValueError) as info:
        from_phh(text.replace(*patch))
    assert words in str(info.value)


@settings(max_examples=300, deadline=None)
@given(deals())
def test_random_hands_round_trip(case):
    game, stacks, button, seed, auto = case
    hand = play_out(game.deal(stacks, button, seed=seed, auto_showdown=auto), RandomBot(seed))
    assert_round_trip(hand)


def test_play_chips_with_one_decimal_are_tenths():
    # no currency, so no money unit: the amounts' own decimals set the
    # scale; one decimal is tenths (10.5 is 105 chips, not 10)
    text = "\n".join([
        'variant = "NT"', "antes = [0, 0, 0]", "blinds_or_straddles = [0.5, 1, 0]", "min_bet = 1",
        "starting_stacks = [10.5, 20, 5.5]",
        'actions = ["d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 7c2d", "p3 f", "p1 cbr 2.5", "p2 f"]', ""])
    hand = from_phh(text)
    assert hand.is_over and hand.stacks == [115, 190, 55]   # p1 wins the big blind's 1
    written = to_phh(hand)
    assert "starting_stacks = [10.5, 20, 5.5]" in written and "finishing_stacks = [11.5, 19, 5.5]" in written


def test_player_words_by_the_rule():
    # pN names seat N-1 of n; the quick look-up must agree with the rule
    from omaha_eval.engine.histories.phh import player_index
    for n in (2, 6, 10):
        for word in ["p0", "p1", "p2", "p6", "p7", "p10", "p11", "p01", "p", "q1", "p-1", "P1", "p1x"]:
            digits = word[1:]
            ok = word.startswith("p") and digits.isdigit() and 1 <= int(digits) <= n
            if ok:
                assert player_index(word, n) == int(digits) - 1
            else:
                with pytest.raises(ValueError):
                    player_index(word, n)

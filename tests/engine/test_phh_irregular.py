"""Recorded PHH hands replay as the room played them: actions the rules
refuse but a room accepted are replayed as what they came to and listed in
hand.recorded.irregular, never refused."""
import pytest

from omaha_eval.engine.histories import from_phh, phh_seats, to_phh

ALL_IN = '''variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [50, 300, 40]
actions = ["d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 QsQh", "p3 cbr 40", "p1 cbr 50", "p2 cbr 300",
           "d db 2c3d7h", "d db 8s", "d db 9c"]
'''


def stacks_by_player(hand):
    return [hand.stacks[seat] for seat in phh_seats(hand)]


def test_all_in_raise_that_nobody_left_could_call_is_a_call():
    hand = from_phh(ALL_IN)
    # p1's aces win the main pot (3 x 40) and the side pot (2 x 10); p2 keeps what nobody could call
    assert hand.is_over and stacks_by_player(hand) == [140, 250, 0]
    [note] = hand.recorded.irregular
    assert "'p2 cbr 300'" in note and "a call" in note


def test_fold_and_call_once_the_betting_is_over_are_recorded_not_refused():
    text = ALL_IN.replace('"p2 cbr 300",', '"p2 cc", "p3 cc", "p2 f",')
    hand = from_phh(text)
    assert hand.is_over and stacks_by_player(hand) == [140, 250, 0]
    notes = hand.recorded.irregular
    assert len(notes) == 2 and all("betting was over" in n for n in notes)


def test_unknown_cards_mucked_at_the_showdown():
    text = '''variant = "PO"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 ????????", "d dh p2 KsKhQdJc", "d dh p3 ????????", "p3 cc", "p1 cc", "p2 cc",
           "d db 2c3d7h", "p1 cc", "p2 cc", "p3 cc", "d db 8s", "p1 cc", "p2 cc", "p3 cc",
           "d db 9c", "p1 cc", "p2 cc", "p3 cc", "p1 sm ????????", "p2 sm KsKhQdJc", "p3 sm ????"]
'''
    hand = from_phh(text)
    assert hand.is_over and stacks_by_player(hand) == [98, 104, 98]


def test_out_of_turn_action_by_a_live_player_is_still_refused():
    with pytest.raises(ValueError, match="cannot be replayed"):
        from_phh(ALL_IN.replace('"p3 cbr 40", "p1 cbr 50"', '"p1 cbr 50", "p3 cbr 40"'))


def test_a_files_own_irregular_field_does_not_break_the_replay():
    hand = from_phh(ALL_IN + "_irregular = 3\n")
    assert len(hand.recorded.irregular) == 1 and "_irregular" not in hand.info
    assert to_phh(hand).count("_irregular =") == 1

"""Open Hand History (JSON) import and export."""
import json
import os

import pytest
from hypothesis import given, settings

from omaha_eval.engine.bots import RandomBot, play_out
from omaha_eval.engine.histories.ohh import from_ohh, to_ohh
from omaha_eval.engine.histories.sites import read_ggpoker, read_pokerstars

from .test_properties import deals

HERE = os.path.join(os.path.dirname(__file__), "histories")


def without_burns(hand):
    return [e for e in hand.history if e.kind != "burn"]


def assert_round_trip(hand):
    text = to_ohh(hand)
    again = from_ohh(text)
    assert without_burns(again) == without_burns(hand)
    assert again.stacks == hand.stacks and again.payouts == hand.payouts
    assert to_ohh(again) == text


@settings(max_examples=100, deadline=None)
@given(deals())
def test_random_hands_round_trip(case):
    game, stacks, button, seed, auto = case
    hand = play_out(game.deal(stacks, button, seed=seed, auto_showdown=auto), RandomBot(seed))
    assert_round_trip(hand)


def test_site_hands_through_ohh():
    for name, reader in (("stars.txt", read_pokerstars), ("gg.txt", read_ggpoker)):
        with open(os.path.join(HERE, name), encoding="utf-8") as f:
            records = reader(f.read())
        for record in records:
            if len(record.hand.boards) > 1:
                continue  # OHH has no run-it-twice
            data = json.loads(to_ohh(record.hand))["ohh"]
            assert [p["name"] for p in data["players"]] == record.players
            again = from_ohh(data)
            assert again.payouts == record.hand.payouts and again.game.chip_scale == record.hand.game.chip_scale
            assert again.unknown_seats == record.hand.unknown_seats


SAMPLE = {"ohh": {
    "spec_version": "1.4.6", "site_name": "Example", "game_number": "77", "game_type": "Holdem",
    "bet_limit": {"bet_type": "NL"}, "table_size": 6, "dealer_seat": 2,
    "small_blind_amount": 0.5, "big_blind_amount": 1, "ante_amount": 0,
    "players": [{"id": 1, "seat": 1, "name": "Hero", "starting_stack": 100},
                {"id": 2, "seat": 2, "name": "Villain", "starting_stack": 100}],
    "rounds": [
        {"id": 0, "street": "Preflop", "cards": [], "actions": [
            {"action_number": 1, "player_id": 2, "action": "Post SB", "amount": 0.5},
            {"action_number": 2, "player_id": 1, "action": "Post BB", "amount": 1},
            {"action_number": 3, "player_id": 1, "action": "Dealt Cards", "cards": ["Ah", "Kh"]},
            {"action_number": 4, "player_id": 2, "action": "Dealt Cards", "cards": ["??", "??"]},
            {"action_number": 5, "player_id": 2, "action": "Raise", "amount": 3},
            {"action_number": 6, "player_id": 1, "action": "Call", "amount": 2}]},
        {"id": 1, "street": "Flop", "cards": ["Tc", "9c", "8c"], "actions": [
            {"action_number": 7, "player_id": 1, "action": "Bet", "amount": 4.5},
            {"action_number": 8, "player_id": 2, "action": "Fold"}]}],
    "pots": [{"number": 0, "amount": 6, "rake": 0, "player_wins": [{"player_id": 1, "win_amount": 6}]}]}}


def test_a_written_ohh_hand():
    hand = from_ohh(SAMPLE)
    assert hand.is_over and hand.payouts == {0: 60} and hand.game.chip_scale == 10
    assert hand.unknown_seats == (1,) and hand.collected[0] == 60 + 45


@pytest.mark.parametrize("path, value, words", [
    (("game_type",), "Stud", "game_type"),
    (("bet_limit",), {"bet_type": "XL"}, "bet_limit.bet_type"),
    (("players",), [], "players"),
    (("players", 0, "seat"), "one", "players[0].seat"),
    (("players", 1, "starting_stack"), "lots", "players[1].starting_stack"),
    (("rounds", 0, "actions", 4, "player_id"), 9, "rounds[0].actions[4].player_id"),
    (("rounds", 0, "actions", 4, "amount"), 300, "rounds[0].actions[4]"),
    (("rounds", 0, "actions", 4, "action"), "Dances", "Dances"),
    (("rounds", 1, "cards"), ["Tc", "9c", "8x"], "rounds[1].cards"),
    (("rounds",), "none", "rounds"),
])
def test_bad_ohh_names_the_hand_and_field(path, value, words):
    data = json.loads(json.dumps(SAMPLE))
    target = data["ohh"]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(ValueError) as info:
        from_ohh(data)
    assert "OHH hand 77" in str(info.value) and words in str(info.value)


def test_bad_ohh_documents():
    for bad in ("{", "[]", json.dumps({"ohh": {"game_number": "5"}})):
        with pytest.raises(ValueError, match="OHH hand"):
            from_ohh(bad)


from hypothesis import strategies as st  # noqa: E402

SAMPLE_TEXT = json.dumps(SAMPLE)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, len(SAMPLE_TEXT) - 1), st.integers(0, 10), st.text('{}[]":,0123456789.aAhKc -', max_size=6))
def test_mangled_ohh_is_a_value_error_or_a_hand(start, length, insert):
    try:
        from_ohh(SAMPLE_TEXT[:start] + insert + SAMPLE_TEXT[start + length:])
    except ValueError:
        pass

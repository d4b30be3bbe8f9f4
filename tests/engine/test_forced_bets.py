"""Blinds, antes and straddles as card rooms state them (docs/engine.md)."""
import pytest

from omaha_eval.engine import Game, Table
from omaha_eval.engine.bots import calling_station


def posted(hand):
    return [(e.kind, e.seat, e.amount) for e in hand.history if e.street == "preflop" and
            e.kind in ("ante", "small_blind", "big_blind", "straddle", "post", "dead_blind")]


def test_big_blind_ante_is_posted_by_the_big_blind_for_the_table():
    # "the player in the big blind posts the ante for the whole table"; the
    # ante is dead money and does not count toward the blind
    game = Game.no_limit_holdem(100, 200, ante=200).__class__(
        "holdem", False, "no-limit", 100, 200, 200, ante_by="big_blind")
    hand = game.deal([10_000] * 6, button=0, seed=1)
    assert posted(hand) == [("ante", 2, 200), ("small_blind", 1, 100), ("big_blind", 2, 200)]
    assert hand.total_pot == 500 and hand.to_call == 200 and hand.actor == 3
    legal = hand.legal_actions()
    assert legal.min_to == 400   # the ante does not change the raise size


def test_big_blind_ante_comes_before_a_short_big_blind():
    # ante first: with 300 chips the big blind antes 200 and is all-in for a
    # 100 blind; the others still owe the full big blind (200) to call
    game = Game("holdem", False, "no-limit", 100, 200, 200, ante_by="big_blind")
    hand = game.deal([10_000, 10_000, 300, 10_000], button=0, seed=1)
    assert posted(hand) == [("ante", 2, 200), ("small_blind", 1, 100), ("big_blind", 2, 100)]
    assert hand.statuses[2] == "all-in" and hand.to_call == 200


def test_button_ante():
    game = Game("holdem", False, "no-limit", 1, 2, 3, ante_by="button")
    hand = game.deal([100] * 4, button=1, seed=2)
    assert posted(hand)[0] == ("ante", 1, 3) and sum(hand.antes) == 3


def test_per_seat_antes_and_blinds_given_by_the_caller():
    game = Game.pot_limit_omaha(1, 2)
    hand = game.deal([100] * 3, button=0, seed=3, antes=[1, 2, 3], blinds=[0, 5, 10])
    assert hand.total_pot == 21 and hand.actor == 0 and hand.to_call == 10


def test_given_amounts_are_planned_once_a_seating_and_still_checked():
    """Given antes, blinds and dead blinds (a hand history's) are cached by
    seating on the game: the second hand gets the same plan, its own dead
    map, and a bool where an amount belongs is refused even after the
    equal ints were cached."""
    game = Game.no_limit_holdem(1, 2)
    first = game.deal([100] * 4, button=0, seed=1, blinds=[0, 1, 2, 0], dead={3: 1})
    first.dead[3] = 99   # must not reach the next hand through the cache
    second = game.deal([100] * 4, button=0, seed=2, blinds=[0, 1, 2, 0], dead={3: 1})
    assert second.dead == {3: 1} and posted(second) == posted(first) and second.total_pot == 4
    game.deal([100] * 3, button=0, seed=3, antes=[1, 1, 1], blinds=[0, 1, 2])
    with pytest.raises(ValueError, match="True"):
        game.deal([100] * 3, button=0, seed=3, antes=[True, 1, 1], blinds=[0, 1, 2])


def test_utg_straddle_acts_last_preflop_with_the_option():
    # a live straddle: twice the big blind, the player left of it acts first,
    # and when everyone calls the straddler may still raise
    game = Game("holdem", False, "no-limit", 1, 2, straddles=(4,))
    hand = game.deal([100] * 5, button=0, seed=4)
    assert posted(hand) == [("small_blind", 1, 1), ("big_blind", 2, 2), ("straddle", 3, 4)]
    assert hand.actor == 4 and hand.to_call == 4 and hand.legal_actions().min_to == 8
    for _ in range(3):
        hand.call()   # seats 4, 0, 1
    hand.call()       # the big blind
    assert hand.actor == 3 and hand.street == "preflop" and hand.can_raise_to(8) and hand.can_check()
    hand.check()
    assert hand.street == "flop" and hand.total_pot == 20


def test_double_straddle_and_straddles_that_do_not_fit():
    game = Game("holdem", False, "no-limit", 1, 2, straddles=(4, 8))
    hand = game.deal([100] * 6, button=0, seed=5)
    assert [k for k, _, _ in posted(hand)] == ["small_blind", "big_blind", "straddle", "straddle"]
    assert hand.actor == 5 and hand.to_call == 8
    # heads-up and three-handed there is no seat outside the blinds left for both
    assert posted(game.deal([100] * 2, button=0, seed=5))[-1][0] == "big_blind"
    three = game.deal([100] * 3, button=0, seed=5)
    # three-handed the one straddle is on the button: the small blind acts first
    assert [k for k, _, _ in posted(three)] == ["small_blind", "big_blind", "straddle"]
    assert three.actor == 1 and three.to_call == 3


def test_mississippi_straddle_on_the_button():
    # the button straddles; the small blind acts first and the button last
    game = Game("holdem", False, "no-limit", 1, 2, straddles=(4,), straddle_from="button")
    hand = game.deal([100] * 5, button=0, seed=6)
    assert posted(hand)[-1] == ("straddle", 0, 4)
    assert hand.actor == 1 and hand.to_call == 3
    while hand.actor != 0:
        hand.call()
    assert hand.can_raise_to(8) and hand.street == "preflop"
    with pytest.raises(ValueError, match="single straddle"):
        Game("holdem", False, "no-limit", 1, 2, straddles=(4, 8), straddle_from="button")


def test_single_blind():
    game = Game("holdem", False, "no-limit", 0, 2)
    hand = game.deal([100] * 3, button=0, seed=7)
    assert posted(hand) == [("big_blind", 2, 2)] and hand.actor == 0 and hand.total_pot == 2


def test_dead_and_live_blinds_of_a_returning_player():
    # a player who missed the blinds posts the big blind live and the small
    # blind dead: the dead chips are in the pot but not part of the bet
    game = Game.no_limit_holdem(1, 2)
    hand = game.deal([100] * 5, button=0, seed=8, posts=[4], dead={4: 1})
    assert posted(hand)[-2:] == [("post", 4, 2), ("dead_blind", 4, 1)]
    assert hand.committed[4] == 3 and hand.bets[4] == 2 and hand.total_pot == 6
    hand.fold()              # seat 3
    assert hand.actor == 4 and hand.can_check()   # the live post may check


def test_short_all_in_big_blind_keeps_the_full_price():
    # PokerStars and omaha-eval: calling costs the full big blind even when
    # the big blind is all-in for less (pokerkit lowers it)
    hand = Game.no_limit_holdem(1, 2).deal([100, 100, 1], button=0, seed=9)
    assert hand.statuses[2] == "all-in" and hand.to_call == 2
    hand.call()
    hand.call()
    assert hand.committed == [2, 2, 1]


def test_bad_forced_bet_settings():
    for kwargs, words in (({"ante_by": "cutoff"}, "ante_by"), ({"straddles": (1,)}, "straddle 1"),
                          ({"straddle_from": "sb"}, "straddle_from"), ({"min_bet": 0}, "min_bet"),
                          ({"straddles": "4"}, "straddles")):
        with pytest.raises((ValueError, TypeError), match=words):
            Game("holdem", False, "no-limit", 1, 2, **kwargs)
    game = Game.no_limit_holdem(1, 2)
    for kwargs in ({"antes": [1, 2]}, {"blinds": [0, -1, 2]}, {"dead": {7: 1}}, {"dead": {0: 0}}):
        with pytest.raises(ValueError):
            game.deal([100] * 3, **kwargs)


def test_table_missed_blinds_are_owed_on_return():
    table = Table(Game.no_limit_holdem(1, 2), {0: 100, 1: 100, 2: 100, 3: 100, 4: 100})
    table.sit_out(3)
    for _ in range(3):   # the blinds pass seat 3
        table.play_hand(calling_station, seed=1)
        assert 3 not in table.hand_seats
    table.sit_in(3)
    hand = table.start_hand(seed=2)
    me = table.hand_seats.index(3)
    kinds = [(e.kind, e.amount) for e in hand.history if e.seat == me and e.street == "preflop"
             and e.kind in ("post", "dead_blind", "small_blind", "big_blind")]
    assert kinds == [("post", 2), ("dead_blind", 1)]
    total = sum(table.chips.values())
    while not hand.is_over:
        hand.act(*calling_station(hand))
    table.end_hand()
    assert sum(table.chips.values()) == total
    with pytest.raises(ValueError):
        table.sit_out(9)

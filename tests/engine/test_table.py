"""Table: button movement, busting, joiners, tournaments, blind levels."""
import pytest

from omaha_eval.engine import Game, Table
from omaha_eval.engine.bots import PotBot, RandomBot, calling_station

GAME = Game.pot_limit_omaha(1, 2, seats=6)


def folder(hand):
    legal = hand.legal_actions()
    return ("check", None) if legal.can_check else ("fold", None)


def test_button_moves_one_player_clockwise_skipping_empty_seats():
    table = Table(GAME, {0: 100, 2: 100, 5: 100}, button=0)
    buttons = []
    for i in range(4):
        table.play_hand(folder, seed=i)
        buttons.append(table.button)
    assert buttons == [0, 2, 5, 0]


def test_chips_are_booked_and_conserved():
    table = Table(GAME, [100, 100, 100])
    played = 0
    for i in range(20):
        if table.is_finished:  # one player has every chip: no more hands
            break
        table.play_hand(RandomBot(i), seed=i)
        played += 1
        # busted players leave with 0 chips: the total never changes
        assert sum(table.chips.values()) == 300
        assert all(chips > 0 for chips in table.chips.values())
    assert played > 0


def test_busted_players_leave_and_tournament_ends_with_one_winner():
    game = Game.no_limit_holdem(5, 10, seats=6)
    table = Table(game, [100, 60, 150, 80], tournament=True, levels=[(10, 20), (25, 50, 5)],
                  hands_per_level=3)
    played = table.play(PotBot(7, fold=0.1, raise_=0.5), seed=1)
    assert table.is_finished and played > 0
    assert list(table.chips.values()) == [390]
    assert len(table.eliminated) == 3


def test_blind_levels_rise():
    table = Table(GAME, [1000, 1000], levels=[(2, 4), (5, 10, 1)], hands_per_level=2)
    seen = []
    for i in range(6):
        hand = table.play_hand(folder, seed=i)
        seen.append((hand.game.small_blind, hand.game.big_blind, hand.game.ante))
    assert seen == [(1, 2, 0), (1, 2, 0), (2, 4, 0), (2, 4, 0), (5, 10, 1), (5, 10, 1)]


def test_joiner_waits_for_the_big_blind():
    table = Table(GAME, {0: 100, 1: 100, 2: 100}, button=0)
    table.play_hand(folder, seed=1)        # button 0, blinds 1 and 2
    table.sit(3, 100, name="late")       # waits
    hand = table.start_hand(seed=2)        # button 1: SB 2, BB would be 3 -> joins now
    assert table.button == 1 and len(hand.starting_stacks) == 4
    assert hand.big_blind_seat == 3         # hand seat 3 is table seat 3
    while not hand.is_over:
        hand.act(*folder(hand))
    table.end_hand()


def test_joiner_waiting_is_not_dealt_until_big_blind():
    table = Table(GAME, {0: 100, 1: 100, 2: 100}, button=0)
    table.sit(4, 100)                       # the big blind is on seat 2 next
    hand = table.start_hand(seed=3)         # button moves to 1? first hand keeps 0
    assert len(hand.starting_stacks) == 3
    while not hand.is_over:
        hand.act(*folder(hand))
    table.end_hand()


def test_joiner_may_post_a_big_blind_to_play_at_once():
    table = Table(GAME, {0: 100, 2: 100, 4: 100}, button=0)
    table.play_hand(folder, seed=1)
    table.sit(1, 100, wait_for_big_blind=False)   # next hand: button 2, blinds 4 and 0
    hand = table.start_hand(seed=4)
    assert table.button == 2
    joiner = 1  # hand seats are table seats 0, 1, 2, 4
    assert hand.bets == [2, 2, 0, 1] and [e.kind for e in hand.history].count("post") == 1
    assert hand.history[2].seat == joiner
    while not hand.is_over:
        hand.act(*calling_station(hand))
    table.end_hand()
    assert sum(table.chips.values()) == 400


def test_table_errors():
    table = Table(GAME, {0: 100, 1: 100})
    with pytest.raises(ValueError, match="taken"):
        table.sit(0, 100)
    with pytest.raises(ValueError, match="seat 9"):
        table.sit(9, 100)
    table.start_hand(seed=1)
    with pytest.raises(ValueError, match="not over"):
        table.start_hand()
    with pytest.raises(ValueError, match="in the current hand"):
        table.leave(0)


from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 6), st.sampled_from(["no-limit", "pot-limit", "fixed-limit"]),
       st.booleans(), st.integers(0, 10**6))
def test_random_sessions_conserve_chips(players, structure, tournament, seed):
    game = Game("omaha", False, structure, 1, 2, seats=6)
    table = Table(game, [40] * players, button=seed % players, tournament=tournament,
                  levels=[(2, 4), (5, 10, 1)], hands_per_level=5)
    bot = RandomBot(seed)
    for i in range(30):
        if table.is_finished:
            break
        hand = table.play_hand(bot, seed=seed + i)
        assert hand.is_over
        assert sum(table.chips.values()) == 40 * players
        assert all(chips > 0 for chips in table.chips.values())
    assert len(table.chips) + len(table.eliminated) == players


def test_a_table_of_double_board_bomb_pots_and_its_seat_mapping():
    from omaha_eval.engine import Game, Table
    from omaha_eval.engine.bots import calling_station
    table = Table(Game.pot_limit_omaha(1, 2, double_board=True, bomb_pot=4), {1: 100, 4: 100, 7: 3})
    hand = table.start_hand(seed=2)
    assert hand.street == "flop" and len(hand.boards) == 2 and hand.total_pot == 4 + 4 + 3
    assert [table.table_seat(i) for i in range(3)] == [1, 4, 7] == list(table.hand_seats)
    assert table.hand_seat(4) == 1 and table.hand_seat(0) is None
    import pytest
    with pytest.raises(ValueError, match="hand seat 3"):
        table.table_seat(3)
    while not hand.is_over:
        hand.act(*calling_station(hand))
    table.end_hand()
    assert sum(table.chips.values()) == 203
    plain = Table(Game.pot_limit_omaha(1, 2), {0: 100, 3: 100})
    bomb = plain.play_hand(calling_station, seed=1, bomb_pot=10)
    assert bomb.bomb_pot == 10 and "small_blind" not in [e.kind for e in bomb.history]
    assert plain.play_hand(calling_station, seed=2).bomb_pot == 0

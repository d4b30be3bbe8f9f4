"""Bomb pots and double boards in the engine (docs/RULES.md §8).

The worked examples of §8 are played as real hands whose premises (who has
the best high and low on each board) are checked with the plain-Python
reference evaluator first; thousands of random hands, 2-6 players with
side pots, are paid against an independent settlement written here from
§8 (each pot halved per board, odd chip to board 1, each half paid by §5 on
its own board), never with omaha_eval.showdown.
"""
import json
import os
import random
from collections import Counter

import pytest

from omaha_eval import parse_cards
from omaha_eval.core.cards import cards_text
from omaha_eval.engine import FOLDED, Game, Hand
from omaha_eval.engine.bots import calling_station, play_out

from .edge_policy import EdgePolicy
from .test_random_play_oracle import actual_legal, best_high, best_low, expected_legal

HANDS = 20000 if os.environ.get("OMAHA_EVAL_FULL") else 2000


def cards(text):
    return parse_cards(text)


# -- the independent settlement ------------------------------------------------------------------

def layered_pots(committed, live):
    """[amount, eligible] main pot first: cut at each live player's total;
    chips above every live total (folded, called by nobody live) join the last."""
    n = len(committed)
    live_seats = [s for s in range(n) if live[s]]
    pots, previous = [], 0
    for level in sorted({committed[s] for s in live_seats}):
        amount = sum(min(c, level) - min(c, previous) for c in committed)
        pots.append([amount, tuple(s for s in live_seats if committed[s] >= level)])
        previous = level
    pots[-1][0] += sum(committed) - sum(p[0] for p in pots)
    return [p for p in pots if p[0]]


def pay_half(game, chips, eligible, holes, board, button, n):
    """One board's part of one pot, by §5: high and low halves (odd chip to
    the high), ties split with odd chips clockwise from the button's left."""
    if len(eligible) == 1:
        return Counter({eligible[0]: chips})
    order = lambda s: (s - button - 1) % n  # noqa: E731
    highs = {s: best_high(game, holes[s], board) for s in eligible}
    winners = [sorted((s for s in eligible if highs[s] == max(highs.values())), key=order)]
    parts = [chips]
    if game.hilo:
        lows = {s: best_low(holes[s], board) for s in eligible}
        qualified = [v for v in lows.values() if v is not None]
        if qualified:
            winners.append(sorted((s for s in eligible if lows[s] == max(qualified)), key=order))
            parts = [chips - chips // 2, chips // 2]
    won = Counter()
    for part, who in zip(parts, winners):
        share, odd = divmod(part, len(who))
        for i, s in enumerate(who):
            won[s] += share + (i < odd)
    return won


def double_board_settlement(game, committed, live, holes, boards, button):
    """{seat: chips} by §8: every pot halved, board 1 first (its odd chip)."""
    n = len(committed)
    live_seats = [s for s in range(n) if live[s]]
    if len(live_seats) == 1:
        return Counter({live_seats[0]: sum(committed)})
    won = Counter()
    for amount, eligible in layered_pots(committed, live):
        halves = (amount - amount // 2, amount // 2)
        for chips, board in zip(halves, boards):
            won += pay_half(game, chips, eligible, holes, board, button, n)
    return won


def all_in_hand(game, holes, boards, stacks, button=0):
    """Every player all-in in a bomb pot of the smallest stack... or above:
    each stack at most the bomb is all-in for it, the rest go all-in on the
    flop."""
    hand = game.deal(stacks, button, cards=holes, boards=boards, bomb_pot=min(stacks))
    while not hand.is_over:
        legal = hand.legal_actions()
        hand.all_in() if legal.all_in_to is not None else hand.call() if legal.can_call else hand.check()
    return hand


def premise(game, hole, board):
    return best_high(game, cards(hole), cards(board)), best_low(cards(hole), cards(board))


# -- the worked examples of §8 ---------------------------------------------------------------

PLO = Game.pot_limit_omaha(1, 2, double_board=True)
PLO8 = Game.pot_limit_omaha_hilo(1, 2, double_board=True)


def test_each_pot_halved_per_board():
    a, b = "AsAh2c3d", "KsKh4c5d"
    one, two = "Ad7c8d9sJh", "Kd6hTs2sQc"
    assert premise(PLO, a, one)[0] > premise(PLO, b, one)[0]
    assert premise(PLO, b, two)[0] > premise(PLO, a, two)[0]
    hand = all_in_hand(PLO, [a, b], [one, two], [50, 50])
    assert hand.payouts == {0: 50, 1: 50}


def test_a_win_and_a_tie():
    a, b = "AsAh2c3d", "KsKh2h3s"
    one, two = "Ad7c8d9sJh", "4c5c6hQdJd"
    assert premise(PLO, a, one)[0] > premise(PLO, b, one)[0]
    assert premise(PLO, a, two)[0] == premise(PLO, b, two)[0]
    hand = all_in_hand(PLO, [a, b], [one, two], [50, 50])
    assert hand.winnings == [25, -25]  # A 75, B 25 of the 100


def test_hilo_a_scoop_on_one_board_and_a_high_with_no_low_on_the_other():
    a, b = "Ah2c3dKc", "QsQhJcJs"
    one, two = "4s5h7dKdTs", "Qd9c9h8sJd"
    (ha1, la1), (hb1, lb1) = premise(PLO8, a, one), premise(PLO8, b, one)
    (ha2, la2), (hb2, lb2) = premise(PLO8, a, two), premise(PLO8, b, two)
    assert ha1 > hb1 and la1 is not None and lb1 is None
    assert hb2 > ha2 and la2 is None and lb2 is None
    hand = all_in_hand(PLO8, [a, b], [one, two], [50, 50])
    assert hand.winnings == [0, 0]  # A 50, B 50


def test_hilo_quartering_on_one_board_and_a_scoop_on_the_other():
    a, b = "AsAh4cKc", "2d3dQhQs"
    one, two = "Ad7h8sJcTd", "5h6hKd9s2s"
    (ha1, la1), (hb1, lb1) = premise(PLO8, a, one), premise(PLO8, b, one)
    (ha2, la2), (hb2, lb2) = premise(PLO8, a, two), premise(PLO8, b, two)
    assert ha1 > hb1 and la1 is None and lb1 is not None
    assert ha2 > hb2 and la2 is not None and lb2 is None
    hand = all_in_hand(PLO8, [a, b], [one, two], [50, 50])
    assert hand.winnings == [25, -25]  # A 75, B 25


def test_odd_chips_board_1_then_high():
    # a 101-chip pot in Hi-Lo: board 1 takes 51 (high 26, low 25), board 2 50
    a, b = "AsAh4cKc", "2d3dQhQs"
    one, two = "Ad7h8sJcTd", "5h6hKd9s2s"
    game = Game("omaha", True, "no-limit", 1, 2, double_board=True)
    # A's dead blind of 1 makes the one pot odd: 50 + 50 + 1
    hand = game.deal([51, 50], 0, cards=[a, b], boards=[one, two], dead={0: 1})
    hand.all_in()
    hand.call()
    assert hand.is_over and sum(hand.committed) == 101
    assert hand.collected == [26 + 50, 25]  # board 1's high, board 2; board 1's low
    wins = [(e.seat, e.amount, e.run) for e in hand.history if e.kind == "win"]
    assert sorted(wins) == [(0, 26, 0), (0, 50, 1), (1, 25, 0)]


def test_a_side_pot_whose_halves_go_to_different_players():
    # C (seat 2) is all-in for the bomb; A and B play a side pot on the flop
    a, b, c = "AsAh2c3d", "KsKh4c5d", "QsQhQdJs"
    one, two = "Qc7c8d9sJh", "Kd6hTs2sTc"
    assert premise(PLO, c, one)[0] > premise(PLO, a, one)[0] > premise(PLO, b, one)[0]
    assert premise(PLO, b, two)[0] > max(premise(PLO, a, two)[0], premise(PLO, c, two)[0])
    hand = PLO.deal([100, 100, 20], 0, cards=[a, b, c], boards=[one, two], bomb_pot=20)
    assert hand.street == "flop" and hand.statuses[2] == "all-in"
    hand.bet(60)
    hand.call()
    while not hand.is_over:
        hand.check()
    # main pot 60: board 1 to C, board 2 to B; side pot 120: board 1 to A, board 2 to B
    assert hand.payouts == {2: 30, 1: 30 + 60, 0: 60}
    wins = sorted((e.pot, e.run, e.seat, e.amount) for e in hand.history if e.kind == "win")
    assert wins == [(0, 0, 2, 30), (0, 1, 1, 30), (1, 0, 0, 60), (1, 1, 1, 60)]


# -- bomb pots --------------------------------------------------------------------------------

def test_bomb_pot_no_preflop_round_antes_dead_and_the_flops_first_actor():
    game = Game.pot_limit_omaha(5, 10, double_board=True)
    hand = game.deal([500] * 4, button=1, seed=4, bomb_pot=20)
    kinds = [e.kind for e in hand.history]
    assert kinds.count("ante") == 4 and "small_blind" not in kinds and "big_blind" not in kinds
    assert not any(e.street == "preflop" and e.kind in ("fold", "check", "call", "bet", "raise")
                   for e in hand.history)
    assert hand.street == "flop" and len(hand.boards) == 2 and all(len(b) == 3 for b in hand.boards)
    assert hand.actor == 2  # the first player left of the button
    assert hand.bets == [0] * 4 and hand.to_call == 0 and hand.total_pot == 80
    legal = hand.legal_actions()
    assert legal.can_check and legal.can_bet and legal.min_to == 10 and legal.max_to == 80  # pot: the bombs
    # the bomb is dead: checking round goes on to the turn without anyone owing
    for _ in range(4):
        hand.check()
    assert hand.street == "turn" and all(len(b) == 4 for b in hand.boards)


def test_bomb_pot_every_hand_from_the_game_and_blinds_otherwise():
    bomb_game = Game.pot_limit_omaha(1, 2, bomb_pot=10)
    hand = bomb_game.deal([100] * 3, seed=1)
    assert hand.bomb_pot == 10 and hand.street == "flop" and hand.total_pot == 30
    plain = Game.pot_limit_omaha(1, 2).deal([100] * 3, seed=1)
    assert plain.bomb_pot == 0 and plain.street == "preflop"


def test_an_all_in_during_the_bomb():
    hand = PLO.deal([100, 15, 100], button=0, seed=9, bomb_pot=20)
    assert hand.statuses == ["active", "all-in", "active"] and hand.committed == [20, 15, 20]
    hand.bet(30)
    hand.call()
    while not hand.is_over:
        hand.check() if hand.legal_actions().can_check else hand.call()
    assert sum(hand.stacks) == 215
    # the short stack can win at most 3 x 15 = 45
    assert hand.payouts.get(1, 0) <= 45


def test_everyone_all_in_for_the_bomb_runs_both_boards_out():
    hand = PLO8.deal([10, 10, 10], seed=2, bomb_pot=10)
    assert hand.is_over and all(len(b) == 5 for b in hand.boards)
    assert sum(hand.payouts.values()) == 30


def test_heads_up_bomb_pot_first_actor_is_the_big_blind_seat():
    hand = PLO.deal([100, 100], button=0, seed=3, bomb_pot=5)
    assert hand.actor == 1


# -- events, views, JSON, copies ----------------------------------------------------------------

def test_events_say_which_board_each_card_belongs_to():
    hand = play_out(PLO.deal([100] * 3, seed=5, bomb_pot=5), calling_station)
    dealt = {0: [], 1: []}
    for e in hand.history:
        if e.kind == "deal_board":
            dealt[e.run].extend(e.cards)
    assert dealt[0] == hand.boards[0] and dealt[1] == hand.boards[1]
    streets = [(e.street, e.run) for e in hand.history if e.kind == "deal_board"]
    assert streets == [("flop", 0), ("flop", 1), ("turn", 0), ("turn", 1), ("river", 0), ("river", 1)]
    burns = [e for e in hand.history if e.kind == "burn"]
    assert len(burns) == 6
    everything = [c for s in range(3) for c in hand.hole_cards(s)] + hand.boards[0] + hand.boards[1] \
        + [e.cards[0] for e in burns]
    assert len(set(everything)) == len(everything)


def test_spectator_and_player_views_of_a_double_board():
    hand = PLO.deal([100] * 3, seed=6, bomb_pot=5)
    spectator = hand.view(None)
    assert spectator["hole_cards"] == [] and spectator["legal"] is None
    assert spectator["double_board"] is True and spectator["bomb_pot"] == 5
    assert len(spectator["boards"]) == 2
    text = json.dumps(spectator)
    for seat in range(3):
        for card in hand.hole_cards(seat):
            assert f'"{card}"' not in text
    own = hand.view(hand.actor)
    assert own["legal"] is not None and len(own["hole_cards"]) == 4


def test_json_and_copy_keep_both_boards():
    for seed in range(20):
        hand = PLO8.deal([60, 100, 200], seed=seed, bomb_pot=10)
        policy = EdgePolicy(seed)
        steps = 0
        while not hand.is_over and steps < 3:
            hand.act(*policy(hand))
            steps += 1
        again = Hand.from_json(hand.to_json())
        twin = hand.copy()
        assert again.boards == hand.boards and again.legal_actions() == hand.legal_actions()
        for other in (again, twin):
            play_out(other, calling_station)
        play_out(hand, calling_station)
        assert again.payouts == hand.payouts == twin.payouts and again.boards == hand.boards == twin.boards


def test_copy_is_independent_of_the_original():
    hand = PLO.deal([100] * 3, seed=8, bomb_pot=5)
    twin = hand.copy()
    play_out(twin, calling_station)
    assert hand.street == "flop" and all(len(b) == 3 for b in hand.boards)
    play_out(hand, calling_station)
    assert hand.boards == twin.boards
    assert twin.board == twin.boards[0] and len(twin.board) == 5  # board 1 is the copy's own board


# -- bad input: clear errors -------------------------------------------------------------------

@pytest.mark.parametrize("kwargs, words", [
    (dict(boards=["AsKdQh"]), "two boards"),
    (dict(boards=["AsKdQh", ""]), "as many cards"),
    (dict(boards=["AsKdQh", "As2c3c"]), "duplicate card"),
    (dict(board="AsKdQh"), "boards=(board 1, board 2)"),
    (dict(bomb_pot=0), "bomb_pot 0"),
    (dict(bomb_pot=-5), "bomb_pot -5"),
    (dict(bomb_pot=1000), "largest stack"),
    (dict(bomb_pot=True), "bomb_pot True"),
    (dict(runs=2), "run it twice"),
    (dict(bomb_pot=5, antes=[1, 1, 1]), "bomb replaces"),
])
def test_bad_double_board_and_bomb_input(kwargs, words):
    with pytest.raises((ValueError, TypeError), match=words.replace("(", r"\(").replace(")", r"\)")):
        PLO.deal([100] * 3, seed=1, **kwargs)


def test_boards_on_a_single_board_game_and_run_it_twice_later_are_refused():
    with pytest.raises(ValueError, match="one board"):
        Game.pot_limit_omaha(1, 2).deal([100] * 2, boards=["AsKdQh", "2c3c4c"])
    hand = PLO.deal([100] * 2, seed=1)
    before = hand.to_json()
    with pytest.raises(ValueError, match="run it twice"):
        hand.runs = 2
    assert hand.to_json() == before and hand.runs == 1
    with pytest.raises(ValueError, match="more than 52"):
        Game.pot_limit_omaha(1, 2, cards=6, double_board=True).deal([100] * 8)
    with pytest.raises(TypeError, match="double_board"):
        Game(double_board=1)


# -- random hands against the independent settlement ---------------------------------------------

def random_double_game(rng):
    variant = rng.choice(["omaha", "omaha5", "omaha6"])
    return Game(variant, rng.random() < 0.5, rng.choice(["pot-limit", "no-limit"]), 5, 10,
                double_board=True)


def play_and_check(seed):
    rng = random.Random(seed)
    game = random_double_game(rng)
    n = rng.randint(2, 6)
    stacks = [rng.choice([rng.randint(1, 30), rng.randint(30, 300), rng.randint(300, 2000)]) for _ in range(n)]
    bomb = rng.choice([None, rng.randint(1, min(40, max(stacks)))])
    hand = game.deal(stacks, rng.randrange(n), seed=seed, auto_showdown=rng.random() < 0.5, bomb_pot=bomb)
    policy = EdgePolicy(seed)
    while not hand.is_over:
        if hand.street not in ("showdown", "preflop"):
            assert actual_legal(hand) == expected_legal(hand), (seed, hand.history)
        hand.act(*policy(hand))
        hand.check_invariants()
    mucked = {e.seat for e in hand.history if e.kind == "muck"}
    live = [hand.statuses[s] != FOLDED and s not in mucked for s in range(n)]
    holes = [hand.hole_cards(s) for s in range(n)]
    won = double_board_settlement(game, hand.committed, live, holes, hand.boards, hand.button)
    assert {s: c for s, c in hand.payouts.items() if c} == {s: c for s, c in won.items() if c}, \
        (seed, hand.history)
    if sum(live) > 1 and seed % 10 == 0:  # the full account, built on demand, agrees
        assert len(hand.results) == 2
        paid = Counter()
        for result in hand.results:
            paid.update(result.won)
        assert {s: c for s, c in paid.items() if c} == {s: c for s, c in won.items() if c}
    return hand, len(layered_pots(hand.committed, live)) if sum(live) > 1 else 1


def test_random_double_board_hands_match_the_independent_settlement():
    side_pots = split_boards = bombs = 0
    for seed in range(HANDS):
        hand, pots = play_and_check(seed)
        side_pots += pots > 1
        bombs += hand.bomb_pot > 0
        by_board = {e.run for e in hand.history if e.kind == "win"}
        split_boards += len(by_board) == 2
    assert side_pots > HANDS // 20 and split_boards > HANDS // 5 and bombs > HANDS // 3, \
        (side_pots, split_boards, bombs)


def test_the_settlement_oracle_on_a_hand_checked_case():
    # the side-pot example above, settled by the oracle alone
    holes = [cards("AsAh2c3d"), cards("KsKh4c5d"), cards("QsQhQdJs")]
    boards = [cards("Qc7c8d9sJh"), cards("Kd6hTs2sTc")]
    won = double_board_settlement(PLO, [80, 80, 20], [True] * 3, holes, boards, 0)
    assert won == {2: 30, 1: 90, 0: 60}


# -- hand histories ----------------------------------------------------------------------------

def test_phh_round_trip_of_double_board_bomb_pots():
    from omaha_eval.engine.bots import PotBot
    from omaha_eval.engine.histories import from_phh, to_phh
    for seed in range(40):
        rng = random.Random(seed)
        game = random_double_game(rng)
        n = rng.randint(2, 5)
        stacks = [rng.randint(5, 400) for _ in range(n)]
        bomb = rng.choice([None, rng.randint(1, 20)])
        hand = play_out(game.deal(stacks, rng.randrange(n), seed=seed, bomb_pot=bomb), PotBot(seed=seed))
        text = to_phh(hand)
        assert "_boards = 2" in text and ("_bomb_pot = true" in text) == bool(bomb)
        again = from_phh(text)
        assert again.double_board and again.bomb_pot == hand.bomb_pot
        assert again.boards == hand.boards and again.payouts == hand.payouts and again.stacks == hand.stacks


def test_phh_double_board_fields_are_checked():
    from omaha_eval.engine.histories import from_phh, to_phh
    text = to_phh(play_out(PLO.deal([100] * 3, seed=2, bomb_pot=5), calling_station))
    with pytest.raises(ValueError, match="_boards"):
        from_phh(text.replace("_boards = 2", "_boards = 3"))
    with pytest.raises(ValueError, match="_bomb_pot"):
        from_phh(text.replace("_bomb_pot = true", "_bomb_pot = 5"))
    with pytest.raises(ValueError, match="run once"):
        from_phh(text.replace("_boards = 2", "_boards = 2\n_runs = 2"))


def test_ohh_refuses_what_it_cannot_carry():
    from omaha_eval.engine.histories import to_ohh
    with pytest.raises(ValueError, match="second board"):
        to_ohh(play_out(PLO.deal([100] * 3, seed=2), calling_station))
    with pytest.raises(ValueError, match="bomb pot"):
        to_ohh(play_out(Game.pot_limit_omaha(1, 2).deal([100] * 3, seed=2, bomb_pot=5), calling_station))


# -- properties: every step of random double-board hands ----------------------------------------

from dataclasses import replace  # noqa: E402

from hypothesis import given, settings, strategies as st  # noqa: E402

from .test_properties import check_state, games  # noqa: E402
from .test_state import assert_no_leak, assert_same, hidden_cards  # noqa: E402

DOUBLE_MAX_PLAYERS = {"holdem": 10, "omaha": 10, "omaha5": 8, "omaha6": 7, "courchevel": 8}


@st.composite
def double_deals(draw):
    game = replace(draw(games()), double_board=True)
    n = draw(st.integers(2, DOUBLE_MAX_PLAYERS[game.variant]))
    stacks = draw(st.lists(st.integers(1, 60 * game.big_blind), min_size=n, max_size=n))
    bomb = draw(st.sampled_from([None, None, 1, game.big_blind, 3 * game.big_blind]))
    if bomb is not None:
        bomb = min(bomb, max(stacks))
    return game, stacks, draw(st.integers(0, n - 1)), draw(st.integers(0, 2 ** 31)), draw(st.booleans()), bomb


@settings(max_examples=150, deadline=None)
@given(double_deals(), st.integers(0, 2 ** 32 - 1))
def test_double_board_hands_keep_every_invariant_leak_nothing_and_restore(case, bot_seed):
    from omaha_eval.engine.bots import RandomBot
    game, stacks, button, seed, auto, bomb = case
    hand = game.deal(stacks, button, seed=seed, auto_showdown=auto, bomb_pot=bomb)
    bot = RandomBot(bot_seed)
    steps = 0
    while True:
        check_state(hand)
        assert_no_leak(hand)
        spectator = json.dumps(hand.view(None))
        everyone_sees = set(range(52)) - {c for s in range(hand.num_players) for c in hidden_cards(hand, s)}
        for seat in range(hand.num_players):
            for card in hand.hole_cards(seat):
                if card not in everyone_sees:
                    assert f'"{cards_text((card,))}"' not in spectator
        again = Hand.from_json(hand.to_json())
        assert_same(hand, again)
        if hand.is_over:
            break
        hand.act(*bot(hand))
        steps += 1
        assert steps < 300
    assert sum(hand.stacks) == sum(stacks) and len(hand.boards) == 2
    assert all(len(b) == 5 for b in hand.boards) or len([s for s in hand.statuses if s != "folded"]) == 1

"""Random hands with the forced bets real rooms use (dead blinds, posts,
straddles, antes of every kind, all-ins for less, boards run several
times; tests/engine/strategies.py): every invariant holds after every
step, and each hand survives PHH, OHH and JSON round trips and copies."""
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from omaha_eval.engine import Game, Hand
from omaha_eval.engine.bots import RandomBot, play_out

from . import test_ohh, test_phh
from .strategies import forced_deals
from .test_properties import play
from .test_state import assert_same

# OE_LONG_TESTS=1 for the full-size run
SCALE = 10 if os.environ.get("OE_LONG_TESTS") else 1


def deal(case):
    game, stacks, button, seed, kwargs = case
    return game.deal(stacks, button, seed=seed, **kwargs)


@settings(max_examples=400 * SCALE, deadline=None)
@given(forced_deals())
def test_random_hands_with_every_kind_of_forced_bet_keep_every_invariant(case):
    hand = deal(case)
    play(hand, case[3])
    assert sum(hand.payouts.values()) == sum(hand.committed)
    assert sum(hand.stacks) == sum(hand.starting_stacks)


@settings(max_examples=150 * SCALE, deadline=None)
@given(forced_deals())
def test_phh_round_trip(case):
    hand = play_out(deal(case), RandomBot(case[3]))
    test_phh.assert_round_trip(hand)


@settings(max_examples=100 * SCALE, deadline=None)
@given(forced_deals(runs=(1,)))
def test_ohh_round_trip(case):
    hand = play_out(deal(case), RandomBot(case[3]))
    test_ohh.assert_round_trip(hand)


@settings(max_examples=40 * SCALE, deadline=None)
@given(forced_deals(), st.integers(0, 2 ** 32 - 1))
def test_json_and_copies_follow_the_hand_at_every_step(case, bot_seed):
    hand = deal(case)
    bot = RandomBot(bot_seed)
    while hand.actor is not None:
        copy, again = hand.copy(), Hand.from_json(hand.to_json())
        assert_same(hand, copy)
        assert_same(hand, again)
        decision = bot(hand)
        for h in (hand, copy, again):
            h.act(*decision)
        assert_same(hand, copy)
        assert_same(hand, again)


# Found by the strategies above, when runs were not checked: a bad number of
# runs, or more runs than the deck can deal, failed deep in the run-out (an
# IndexError, a duplicate board card, a two-card board) instead of being
# refused when the hand is dealt.
@pytest.mark.parametrize("runs", [0, -1, "2", 2.0])
def test_a_bad_number_of_runs_is_refused_when_dealt(runs):
    with pytest.raises((ValueError, TypeError), match="runs"):
        Game.no_limit_holdem(1, 2).deal([100, 100], runs=runs)


def test_more_runs_than_the_deck_holds_are_refused_not_dealt_twice():
    # nine Omaha-5 players hold 45 cards: 7 are left, not two boards of five
    game = Game("omaha5", False, "pot-limit", 1, 2)
    with pytest.raises(ValueError, match="runs 2: 9 players x 5 hole cards leave 7 cards"):
        game.deal([10] * 9, seed=1, runs=2)
    hand = game.deal([10] * 9, seed=1)
    with pytest.raises(ValueError, match="runs 2"):
        hand.runs = 2            # the setter checks the same, and leaves the hand as it was
    assert hand.runs == 1
    six = game.deal([2] * 6, seed=1, runs=4)  # 22 cards left: four boards of five; all-in preflop
    while not six.is_over:
        six.all_in()
    cards = [c for b in six.boards for c in b] + [c for s in range(6) for c in six.hole_cards(s)]
    assert len(six.boards) == 4 and len(cards) == len(set(cards)) == 50, "a card dealt twice"

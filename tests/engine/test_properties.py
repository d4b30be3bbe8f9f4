"""Property tests: thousands of random legal hands in every game and
structure, checked after every step."""
import random

from hypothesis import given, settings, strategies as st

from omaha_eval.engine import ACTIVE, FOLDED, Game, IllegalAction
from omaha_eval.engine.bots import RandomBot

VARIANTS = ["holdem", "omaha", "omaha5", "omaha6", "courchevel"]
STRUCTURES = ["no-limit", "pot-limit", "fixed-limit"]
MAX_PLAYERS = {"holdem": 10, "omaha": 10, "omaha5": 9, "omaha6": 7, "courchevel": 9}


@st.composite
def games(draw):
    variant = draw(st.sampled_from(VARIANTS))
    hilo = variant != "holdem" and draw(st.booleans())
    structure = draw(st.sampled_from(STRUCTURES))
    big = draw(st.integers(2, 50))
    small = draw(st.integers(0, big))
    ante = draw(st.sampled_from([0, 0, 1, big // 4]))
    kwargs = {}
    if structure == "fixed-limit":
        kwargs = dict(small_bet=big, max_raises=draw(st.sampled_from([3, 4, None])),
                      uncapped_heads_up=draw(st.booleans()))
    return Game(variant, hilo, structure, small, big, ante, **kwargs)


@st.composite
def deals(draw):
    game = draw(games())
    n = draw(st.integers(2, MAX_PLAYERS[game.variant]))
    stacks = draw(st.lists(st.integers(1, 60 * game.big_blind), min_size=n, max_size=n))
    button = draw(st.integers(0, n - 1))
    seed = draw(st.integers(0, 2**31))
    auto = draw(st.booleans())
    return game, stacks, button, seed, auto


def check_state(hand):
    hand.check_invariants()
    statuses = hand.statuses
    for pot in hand.pots:
        assert pot.eligible and all(statuses[s] != FOLDED for s in pot.eligible)
    if hand.is_over:
        assert hand.actor is None and sum(hand.stacks) == sum(hand.starting_stacks)
        return
    seat = hand.actor
    assert seat is not None
    legal = hand.legal_actions()
    assert legal.seat == seat
    if hand.street == "showdown":
        assert legal.can_show
        return
    assert statuses[seat] == ACTIVE
    stack, bet = hand.stacks[seat], hand.bets[seat]
    if legal.call_amount is not None:
        assert 0 < legal.call_amount <= stack
        assert not legal.can_check
    if legal.can_bet or legal.can_raise:
        assert not (legal.can_bet and legal.can_raise)
        assert bet < legal.min_to <= legal.max_to <= bet + stack
        assert legal.min_to > max(hand.bets)
        assert legal.allows_to(legal.max_to) and legal.allows_to(legal.min_to)
        assert not legal.allows_to(legal.max_to + 1)
    if legal.all_in_to is not None:
        assert legal.all_in_to == bet + stack


def play(hand, seed):
    bot = RandomBot(seed)
    steps = 0
    while not hand.is_over:
        check_state(hand)
        action, amount = bot(hand)
        hand.act(action, amount)
        steps += 1
        assert steps < 200, "the hand did not end"
    check_state(hand)
    return steps


@settings(max_examples=1500, deadline=None)
@given(deals())
def test_random_hands_keep_every_invariant(case):
    game, stacks, button, seed, auto = case
    hand = game.deal(stacks, button, seed=seed, auto_showdown=auto)
    play(hand, seed)
    assert sum(hand.payouts.values()) == sum(hand.committed)
    winners = set(hand.payouts)
    assert all(hand.statuses[s] != FOLDED for s in winners)


@settings(max_examples=200, deadline=None)
@given(deals(), st.integers(0, 2**31))
def test_illegal_random_actions_change_nothing(case, seed):
    game, stacks, button, deal_seed, auto = case
    hand = game.deal(stacks, button, seed=deal_seed, auto_showdown=auto)
    rng = random.Random(seed)
    bot = RandomBot(seed)
    while not hand.is_over:
        before = (hand.stacks, hand.bets, hand.statuses, hand.actor, hand.history, hand.street)
        action = rng.choice(["fold", "check", "call", "bet", "raise_to", "all_in", "show", "muck"])
        amount = rng.choice([None, -1, 0, 1, 10**9, rng.randint(0, 500), 2.5]) \
            if action in ("bet", "raise_to") else None
        try:
            hand.act(action, amount)
        except IllegalAction as err:
            assert "may:" in str(err) or "over" in str(err)
            assert (hand.stacks, hand.bets, hand.statuses, hand.actor, hand.history, hand.street) == before
            hand.act(*bot(hand))
    assert sum(hand.stacks) == sum(stacks)

"""The engine as a backend: views that never leak, JSON that restores the
same hand at any point, cheap copies, run it twice."""
import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from omaha_eval.core.cards import cards_text
from omaha_eval.engine import Game, Hand
from omaha_eval.engine.bots import RandomBot, play_out

from .test_properties import deals

# OE_LONG_TESTS=1 for the full-size run
EXAMPLES = 400 if os.environ.get("OE_LONG_TESTS") else 40


def hidden_cards(hand, seat):
    """Every card ``seat`` has not seen: all 52 less own hole cards, the
    board(s) and shown hands."""
    seen = set(hand.hole_cards(seat))
    for board in hand.boards:
        seen.update(board)
    for cards in hand.shown.values():
        seen.update(cards)
    return [c for c in range(52) if c not in seen]


def assert_no_leak(hand):
    for seat in range(hand.num_players):
        text = json.dumps(hand.view(seat))
        for card in hidden_cards(hand, seat):
            assert f'"{cards_text((card,))}"' not in text, (seat, cards_text((card,)))


def assert_view_matches(hand):
    """Each view says what the Hand's public API says (state.view reads the
    hand's declared state and the parts, never the Hand)."""
    for seat in [None] + list(range(hand.num_players)):
        view = hand.view(seat)
        theirs = seat is not None and hand.actor == seat
        assert (view["street"], view["actor"], view["button"], view["num_players"]) == \
            (hand.street, hand.actor, hand.button, hand.num_players)
        assert (view["stacks"], view["bets"], view["committed"], view["statuses"]) == \
            (hand.stacks, hand.bets, hand.committed, hand.statuses)
        assert view["board"] == [cards_text((c,)) for c in hand.board]
        assert view["pots"] == [{"amount": p.amount, "eligible": list(p.eligible)} for p in hand.pots]
        assert view["to_call"] == (hand.to_call if theirs else None)
        assert view["legal"] == (dict(hand.legal_actions()._asdict(), names=list(hand.legal_actions().names))
                                 if theirs else None)
        assert view["collected"] == (hand.collected if hand.is_over else None)
        assert view["hole_cards"] == ([] if seat is None else [cards_text((c,)) for c in hand.hole_cards(seat)])
        assert len(view["history"]) == len(hand.history)


def assert_same(a, b):
    assert a.history == b.history and a.legal_actions() == b.legal_actions()
    assert a.stacks == b.stacks and a.street == b.street and a.to_json() == b.to_json()


@settings(max_examples=EXAMPLES, deadline=None)
@given(deals(), st.integers(0, 2 ** 32 - 1))
def test_views_never_leak_and_json_restores_every_step(case, bot_seed):
    game, stacks, button, seed, auto = case
    hand = game.deal(stacks, button, seed=seed, auto_showdown=auto)
    bot = RandomBot(bot_seed)
    while True:
        assert_no_leak(hand)
        assert_view_matches(hand)
        again = Hand.from_json(hand.to_json())
        assert_same(hand, again)
        copy = hand.copy()
        assert_same(hand, copy)
        if hand.actor is None:
            break
        decision = bot(hand)
        hand.act(*decision)
        copy.act(*decision)   # the copy and a restored hand go on the same way
        again.act(*decision)
        assert_same(hand, copy)
        assert_same(hand, again)
    assert_no_leak(hand)


def test_copy_is_independent():
    hand = Game.pot_limit_omaha(1, 2).deal([100] * 3, seed=1)
    copy = hand.copy()
    copy.fold()
    assert hand.statuses == ["active"] * 3 and copy.statuses[copy.history[-1].seat] == "folded"
    assert len(hand.history) + 1 == len(copy.history)


def test_view_of_the_actor_has_legal_actions():
    hand = Game.pot_limit_omaha(10, 20).deal([1000] * 3, button=0, seed=2)
    view = hand.view(hand.actor)
    assert view["legal"]["max_to"] == 70 and "raise_to" in view["legal"]["names"]
    assert hand.view((hand.actor + 1) % 3)["legal"] is None
    assert len(view["hole_cards"]) == 4
    with pytest.raises(ValueError):
        hand.view(3)


@pytest.mark.parametrize("text, words", [
    ("{", "not JSON"), ("[]", "format"), ('{"format": "omaha-eval-hand", "version": 9}', "version"),
])
def test_bad_json(text, words):
    with pytest.raises(ValueError, match=words):
        Hand.from_json(text)


def test_bad_json_fields():
    hand = Game.pot_limit_omaha(1, 2).deal([100] * 3, seed=1)
    hand.call()
    state = json.loads(hand.to_json())
    for key, value in (("stacks", "x"), ("button", 9), ("actions", [["raise", 0, 10 ** 6]]),
                       ("deck", "AsAs"), ("holes", ["AsKs"]), ("game", {"variant": "chess"})):
        broken = dict(state, **{key: value})
        with pytest.raises(ValueError):
            Hand.from_json(json.dumps(broken))
        del broken[key]
        with pytest.raises(ValueError, match=key):
            Hand.from_json(json.dumps(broken))


def test_run_it_twice_splits_each_pot_over_two_boards():
    game = Game.no_limit_holdem(1, 2)
    # AA against KK all-in preflop; the first run gives the kings a set
    hand = game.deal([100, 100], button=0, cards=["AsAh", "KsKh"], board="Kd7c2h3s4d", runs=2)
    hand.all_in()
    hand.call()
    assert hand.is_over and len(hand.boards) == 2 and hand.boards[0] == hand.board
    first, second = hand.boards
    assert cards_text(first) == "Kd7c2h3s4d" and first[:0] == second[:0]
    assert len(set(first) | set(second)) == 10          # the second run is five new cards
    assert len(hand.results) == 2
    # each run pays half the pot (100) on its own board
    assert sum(hand.results[0].won.values()) == 100 and sum(hand.results[1].won.values()) == 100
    assert hand.results[0].won == {1: 100}
    assert sum(hand.stacks) == 200
    runs = {e.run for e in hand.history if e.kind == "win"}
    assert runs == {0, 1}
    again = Hand.from_json(hand.to_json())
    assert again.boards == hand.boards and again.stacks == hand.stacks


def test_run_three_times_with_side_pots_and_odd_chips():
    game = Game.no_limit_holdem(1, 2)
    hand = game.deal([51, 50, 200], button=2, seed=9, runs=3)
    hand.all_in()        # the button
    hand.all_in()        # small blind, 51
    hand.all_in()        # big blind, 50
    assert hand.is_over and len(hand.boards) == 3
    # main pot 150 (50 a run), side pot 2 between seats 0 and 2 (1, 1, 0)
    assert [sum(r.won.values()) for r in hand.results] == [51, 51, 50]
    assert hand.collected[2] >= 149 and sum(hand.stacks) == 301
    assert len({c for b in hand.boards for c in b}) == 15


def test_copy_at_the_showdown_is_independent():
    hand = Game.pot_limit_omaha(1, 2).deal([100] * 2, seed=3, auto_showdown=False)
    while hand.street != "showdown":
        hand.call() if hand.to_call else hand.check()
    copy = hand.copy()
    copy.show()
    assert hand.shown == {} and len(copy.shown) == 1 and hand.actor == copy.history[-1].seat


@settings(max_examples=EXAMPLES * 3, deadline=None)
@given(deals(), st.integers(0, 2 ** 32 - 1))
def test_the_engines_own_showdown_pays_as_showdown_settle(case, bot_seed):
    # the engine pays high-only showdowns itself (its hot path);
    # omaha_eval.showdown.settle is the oracle it must agree with
    game, stacks, button, seed, auto = case
    hand = play_out(game.deal(stacks, button, seed=seed, auto_showdown=auto), RandomBot(bot_seed))
    result = hand.result
    if result is None:
        return
    assert result.won == hand.payouts
    wins = [(e.seat, e.amount, e.pot) for e in hand.history if e.kind == "win"]
    assert wins == [(seat, chips, award.index) for award in result.awards for seat, chips in award.won.items()]

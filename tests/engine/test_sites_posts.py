"""The rarer forced posts of room histories, each hand's figures worked out
by hand from the room's text: a returning player's "small & big blinds"
(the big blind live, the small dead), a missed blind posted dead, a big
blind all-in for less (the price stays the big blind), and a file whose
bets carry more decimals than any stack or blind. Each also converts to
PHH and back, the button away from the last seat."""
import os
import sys

import pytest

from omaha_eval.core.cards import parse_cards
from omaha_eval.engine.histories import from_phh, to_phh
from omaha_eval.engine.histories.ohh import from_ohh, to_ohh
from omaha_eval.engine.histories.sites import read_pokerstars

HERE = os.path.join(os.path.dirname(__file__), "histories")


@pytest.fixture(scope="module")
def hands():
    with open(os.path.join(HERE, "stars_posts.txt"), encoding="utf-8") as f:
        found = read_pokerstars(f.read())
    assert all(h.ok for h in found), [h.error for h in found]
    return found


def forced(hand):
    return [(e.kind, e.seat, e.amount, e.all_in) for e in hand.history
            if e.kind in ("ante", "small_blind", "big_blind", "straddle", "post", "dead_blind")]


def test_small_and_big_blinds_and_a_missed_blind(hands):
    record = hands[0]
    hand = record.hand
    assert record.players == ["ann", "bob", "cy", "dee", "eve"]
    assert hand.button == 1 and hand.game.chip_scale == 100           # bob, seat 2 of the room
    # ann: $0.10 live and $0.05 dead; eve: $0.05 dead only
    assert hand.blinds == (10, 0, 5, 10, 0) and hand.dead == {0: 5, 4: 5}
    # dead blinds after the live ones, clockwise from the small blind
    assert forced(hand) == [("small_blind", 2, 5, False), ("big_blind", 3, 10, False), ("post", 0, 10, False),
                            ("dead_blind", 4, 5, False), ("dead_blind", 0, 5, False)]
    # the live post counts toward ann's raise to $0.30; her dead $0.05 does not
    assert hand.committed == [5 + 30 + 100, 30, 5, 30 + 100, 5]
    assert hand.payouts == {3: 305} and record.collected == {"dee": 290} and record.rake == 15
    assert hand.board == parse_cards("As7d2cKs3h")


def test_a_big_blind_all_in_for_less(hands):
    record = hands[1]
    hand = record.hand
    assert hand.blinds == (0, 25, 50) and hand.dead == {}
    assert forced(hand)[1] == ("big_blind", 2, 40, True)
    # the price stayed 50: pat raised by 100 to 150
    assert [(e.kind, e.seat, e.amount) for e in hand.history if e.kind == "raise"] == [("raise", 0, 150)]
    # main pot 40 x 3, side pot 110 x 2 (quin folded), pat's flop bet returned
    assert [(a.amount, a.eligible) for a in hand.result.awards] == [(120, (0, 2)), (220, (0,))]
    assert hand.payouts == {0: 340} and record.collected == {"pat": 340}


def test_bets_with_more_decimals_than_any_stack_or_blind(hands):
    record = hands[2]
    hand = record.hand
    assert hand.game.chip_scale == 1000                              # $4.125: three decimals
    assert hand.starting_stacks == (100_000, 100_000, 100_000)
    assert (hand.game.small_blind, hand.game.big_blind) == (1000, 2000)
    wagers = [(e.kind, e.seat, e.amount) for e in hand.history if e.kind in ("raise", "bet", "call")]
    assert wagers == [("raise", 0, 5250), ("call", 2, 3250), ("bet", 2, 4125), ("call", 0, 4125)]
    assert hand.payouts == {2: 19750} and record.collected == {"zed": 19250} and record.rake == 500
    text = to_phh(hand)
    assert "5.25" in text and "4.125" in text
    again = from_phh(text)
    assert again.game.chip_scale == 1000 and again.payouts == hand.payouts


@pytest.mark.parametrize("index", [0, 1, 2])
def test_each_converts_to_phh_and_ohh_and_back(hands, index):
    hand = hands[index].hand
    for again in (from_phh(to_phh(hand)), from_ohh(to_ohh(hand))):
        assert again.button == hand.button and again.dead == hand.dead
        assert again.blinds == hand.blinds and again.antes == hand.antes
        assert again.starting_stacks == hand.starting_stacks
        assert forced(again) == forced(hand)
        assert again.payouts == hand.payouts and again.stacks == hand.stacks


def test_phh_writes_dead_blinds_and_posts_by_player_from_the_buttons_left():
    from omaha_eval.engine import Game
    from omaha_eval.engine.bots import RandomBot, play_out

    toml = pytest.importorskip("tomllib" if sys.version_info >= (3, 11) else "tomli")
    # five seats, the button on seat 2: p1 is seat 3 (small blind), p2 seat 4, p3 seat 0 ...
    game = Game.no_limit_holdem(1, 2)
    hand = game.deal([50, 60, 70, 80, 90], button=2, seed=8, posts=[0], dead={0: 1, 1: 1})
    play_out(hand, RandomBot(8))
    text = to_phh(hand)
    data = toml.loads(text)
    assert data["starting_stacks"] == [80, 90, 50, 60, 70]
    assert data["blinds_or_straddles"] == [1, 2, 2, 0, 0]
    assert data["_dead_blinds"] == [0, 0, 1, 1, 0]
    assert data["seats"] == [4, 5, 1, 2, 3]
    again = from_phh(text)
    assert again.button == 2 and again.dead == {0: 1, 1: 1} and again.blinds == hand.blinds
    assert forced(again) == forced(hand) and again.payouts == hand.payouts

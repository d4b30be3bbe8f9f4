"""Player statistics against values worked out by hand (tests/hands/collection.py)."""
import pytest

from omaha_eval.hands import player_stats
from omaha_eval.hands.facts import hand_facts

from .collection import EXPECTED, HANDS


def test_stats_match_the_hand_computed_values():
    stats = player_stats([make() for make in HANDS])
    for name, want in EXPECTED.items():
        got = stats[name]
        assert got.hands == want["hands"]
        assert {k: got.counts[k] for k in want if k != "hands"} == {k: v for k, v in want.items() if k != "hands"}
    assert sum(s.net for s in stats.values()) == 0
    a = stats["A"]
    assert a.vpip_pct == 80 and a.pfr_pct == 60 and a.fold_to_three_bet_pct == 100 and a.cbet_pct == 100
    assert a.bb_per_100 == pytest.approx(100 * (5 / 2) / 5)
    assert stats["B"].aggression == 1 and stats["B"].wsd_pct == 50 and stats["C"].three_bet_pct == 0


def test_walk_and_the_big_blinds_option_are_not_voluntary():
    from .collection import limp_to_showdown, walk
    facts = hand_facts(walk())
    assert [f.vpip for f in facts] == [0, 0, 0] and [f.net for f in facts] == [0, -1, 1]
    facts = hand_facts(limp_to_showdown())
    assert [f.vpip for f in facts] == [1, 1, 0]          # the big blind checked its option


def test_all_in_for_less_is_a_raise_and_sees_the_flop():
    from .collection import all_in_for_less
    a, b, c = hand_facts(all_in_for_less())
    assert a.pfr == 1 and a.saw_flop == 1 and a.cbet_chance == 0 and a.won_showdown == 1
    assert b.three_bet_chance == 1 and b.three_bet == 0


def test_rake_comes_off_the_winners_net():
    from .collection import limp_to_showdown
    hand = limp_to_showdown()
    facts = hand_facts(hand, rake=3)
    assert [f.net for f in facts] == [-2, 15, -16] and facts[1].rake == 3


def test_grouping_by_game_and_stakes():
    stats = player_stats([make() for make in HANDS], by=("player", "game", "stakes"))
    assert set(stats) == {(name, "NT", "1/2") for name in "ABC"}
    with pytest.raises(ValueError, match="by"):
        player_stats([], by=("seat",))


def test_a_bet_before_the_preflop_raiser_is_no_continuation_bet_chance():
    from .collection import _deal
    hand = _deal()
    hand.raise_to(6); hand.fold(); hand.call()
    hand.bet(8); hand.fold()                       # C bets first on the flop
    a, b, c = hand_facts(hand)
    assert a.cbet_chance == 0 and a.cbet == 0 and c.postflop_aggressive == 1


def test_winning_a_quarter_of_a_pot_at_showdown_counts_for_w_sd():
    from omaha_eval.engine import Game
    from omaha_eval.engine import NO_LIMIT
    hand = Game("omaha", True, NO_LIMIT, 1, 2).deal([100] * 3, button=0,
                                                    cards=["KsKhQdQc", "As2d9c9h", "Ac2h9s9d"], board="3c4d8sKdJh")
    hand.call(); hand.call(); hand.check()
    for _ in range(9):
        hand.check()
    facts = hand_facts(hand)
    assert sorted(f.net for f in facts) == [-1, 0, 1]       # high 3, the low's 3 split 2 and 1
    assert [f.won_showdown for f in facts] == [1, 1, 1] and [f.showdown for f in facts] == [1, 1, 1]

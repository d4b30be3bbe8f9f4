"""engine.pots.build_pots and uncalled_excess on hand-made contributions
(docs/RULES.md §4, side pots): the cases the engine rarely reaches."""
from omaha_eval.engine.pots import build_pots, uncalled_excess
from omaha_eval.showdown import Pot


def test_no_all_in_one_pot_for_the_live_players():
    assert build_pots([50, 50, 20], [True, True, False], [False, False, False]) == [Pot(120, (0, 1))]


def test_side_pots_cut_at_each_live_all_in():
    pots = build_pots([100, 300, 500, 500], [True, True, True, True], [True, True, False, False])
    assert pots == [Pot(400, (0, 1, 2, 3)), Pot(600, (1, 2, 3)), Pot(400, (2, 3))]


def test_folded_chips_are_dead_money_in_the_layers_they_reached():
    pots = build_pots([100, 250, 300, 300], [True, False, True, True], [True, False, False, False])
    assert pots == [Pot(400, (0, 2, 3)), Pot(550, (2, 3))]


def test_chips_above_every_live_player_join_the_pot_below():
    # seat 0 all-in for 100; seats 1 and 2 put in 300 and are out of the pot
    # (folded, or mucked at the showdown): nobody live can win the layer above
    # 100, so it belongs to the pot below, never to a pot nobody can claim
    assert build_pots([100, 300, 300], [True, False, False], [True, False, False]) == [Pot(700, (0,))]


def test_a_mucked_all_in_does_not_cut_a_pot():
    pots = build_pots([100, 200, 300, 300], [True, False, True, True], [True, True, False, False])
    assert pots == [Pot(400, (0, 2, 3)), Pot(500, (2, 3))]


def test_uncalled_excess_goes_back_to_the_top_contributor():
    assert uncalled_excess([100, 40, 60]) == (0, 40)
    assert uncalled_excess([60, 60, 10]) is None
    assert uncalled_excess([0, 0]) is None
    assert uncalled_excess([5, 0]) == (0, 5)

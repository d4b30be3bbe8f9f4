"""Short Deck equity against the reference's enumeration, Monte Carlo
within its standard errors, dead cards, and pokerkit's Short Deck
(straight beats trips) where it is installed."""
import random

import pytest

import omaha_eval as oe

from . import reference

RULES = {"shortdeck": "trips", "shortdeck_straights": "straights"}


def card_list(text):
    return [int(c) for c in oe.parse_cards(text)]


@pytest.mark.parametrize("game", RULES)
def test_exact_equity_against_the_reference(game):
    rng = random.Random(7 if game == "shortdeck" else 8)
    for board_size in (5, 4, 3):
        for _ in range(3):
            cards = rng.sample(reference.DECK, 4 + board_size + 1)
            holes = [cards[0:2], cards[2:4]]
            board, dead = cards[4:4 + board_size], cards[4 + board_size:]
            want, count = reference.equity(holes, board, dead, RULES[game])
            got = oe.equity(holes, board=board, dead=dead, game=game)
            assert got.exact and got.boards == count
            assert got.equities == pytest.approx(want, abs=1e-12)


def test_three_players_on_the_flop():
    holes = [card_list("AsKs"), card_list("9h9d"), card_list("7c6c")]
    board = card_list("8c9cTd")
    want, _ = reference.equity(holes, board, (), "trips")
    assert oe.equity(holes, board=board, game="shortdeck").equities == pytest.approx(want, abs=1e-12)


def test_preflop_is_enumerated_from_the_short_deck():
    r = oe.equity(["AsAd", "KsKd"], game="shortdeck")
    assert r.boards == 201_376   # C(32, 5): the runouts of the 32 cards left


def test_monte_carlo():
    exact = oe.equity(["AsKd", "7h7c", "QdJd"], game="shortdeck_straights")
    mc = oe.equity(["AsKd", "7h7c", "QdJd"], game="shortdeck_straights", trials=40_000, seed=3)
    assert not mc.exact and mc.seed == 3
    for e, p in zip(exact.equities, mc.players):
        assert abs(e - p.equity) <= 4 * p.std_error
    again = oe.equity(["AsKd", "7h7c", "QdJd"], game="shortdeck_straights", trials=40_000, seed=3)
    assert again.equities == mc.equities


def test_monte_carlo_never_deals_a_card_outside_the_deck():
    # every card left but two sixes is dead: the runout must be those exact cards
    known = card_list("AsAd KsKd QsQd")
    left = [c for c in reference.DECK if c not in known]
    dead = left[5:]
    board_cards = left[:5]
    exact = oe.equity(["AsAd", "KsKd"], board=board_cards, game="shortdeck")
    mc = oe.equity(["AsAd", "KsKd"], dead=dead + card_list("QsQd"), game="shortdeck", trials=200, seed=1)
    assert mc.equities == exact.equities


@pytest.mark.parametrize("hands,board,dead,words", [
    (["As5d", "KsKd"], "", "", "card 5d is not in the Short Deck deck"),
    (["AsKd", "QsQd"], "2c7h8h", "", "board card 2c is not in the Short Deck deck"),
    (["AsKd", "QsQd"], "", "3h", "dead card 3h is not in the Short Deck deck"),
    (["AsKd", "AsQd"], "", "", "duplicate card As"),
    (["AA", "22"], "", "", "rank 2 is not in the Short Deck deck"),
])
def test_bad_input(hands, board, dead, words):
    with pytest.raises(ValueError, match=words):
        oe.equity(hands, board=board, dead=dead, game="shortdeck")


def test_against_pokerkit_where_it_runs():
    pokerkit = pytest.importorskip("pokerkit")
    hand_type = getattr(pokerkit, "ShortDeckHoldemHand", None)
    if hand_type is None:
        pytest.skip("this pokerkit has no Short Deck hand")
    rng = random.Random(12)
    for _ in range(300):
        cards = rng.sample(reference.DECK, 9)
        a = hand_type.from_game("".join(str(oe.Card(c)) for c in cards[:2]),
                                "".join(str(oe.Card(c)) for c in cards[4:]))
        b = hand_type.from_game("".join(str(oe.Card(c)) for c in cards[2:4]),
                                "".join(str(oe.Card(c)) for c in cards[4:]))
        ours = (oe.evaluate(cards[:2], cards[4:], game="shortdeck_straights"),
                oe.evaluate(cards[2:4], cards[4:], game="shortdeck_straights"))
        assert (a > b) == (ours[0] > ours[1]) and (a == b) == (ours[0] == ours[1]), cards


def test_the_command_line(capsys):
    from omaha_eval.cli import main
    assert main(["equity", "AsKd", "7h7c", "--game", "shortdeck"]) == 0
    out = capsys.readouterr().out
    want = oe.equity(["AsKd", "7h7c"], game="shortdeck")
    assert f"{want.equities[0]:.2%}"[:4] in out or f"{100 * want.equities[0]:.2f}" in out
    assert main(["equity", "As5d", "7h7c", "--game", "6+"]) == 2
    assert "5d is not in the Short Deck deck" in capsys.readouterr().err


def test_trials_past_a_day_are_refused_before_anything_runs():
    # as every other game's equity: the limit is the equity engine's, not a copy
    with pytest.raises(ValueError, match=r"trials=10,000,000,000,000: Monte Carlo would take about .* past the limit"):
        oe.equity(["AsKd", "7h7c"], game="shortdeck", trials=10**13)


def test_flags_are_read_exactly():
    with pytest.raises(TypeError, match="hilo='false'"):
        oe.equity(["AsKd", "7h7c"], game="shortdeck", hilo="false")


def test_exact_results_carry_the_share_counters():
    r = oe.equity(["AsAd", "KsKd"], board="Ts9h8c", game="shortdeck")
    from omaha_eval.core import _core
    assert [c[0] / (r.boards * _core.POT_UNITS) for c in r.counters] == pytest.approx(r.equities, abs=1e-15)
    assert oe.equity(["AsAd", "KsKd"], game="shortdeck", trials=100, seed=1).counters == ()

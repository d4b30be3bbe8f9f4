"""Showdown and payouts (issue 3 point 3, docs/RULES.md §5)."""
import random

import pytest
from hypothesis import given, settings, strategies as st

import omaha_eval as oe
from omaha_eval.core import games
from omaha_eval.showdown import Pot, settle

BOARD = "KdTs4c5h8c"  # lows 8-5-4-3-2 with 2-3, no straight with low cards


def test_doctest_example():
    result = settle([(15, [0, 1])], {0: "AsKsQsJs", 1: "2c3d9h9d"}, BOARD, button=1, hilo=True)
    assert result.won == {0: 8, 1: 7}


def test_pot_of_15_split_high_low_gives_8_and_7():
    # seat 0: pair of kings, no low; seat 1: pair of nines and 8-5-4-3-2
    result = settle([Pot(15, (0, 1))], {0: "AsKsQsJs", 1: "2c3d9h9d"}, BOARD, button=0, hilo=True)
    (award,) = result.awards
    assert award.high == {0: 8} and award.low == {1: 7}
    assert result.won == {0: 8, 1: 7}
    assert str(result.lows[1]) == "8-5-4-3-2" and result.lows[0] is None


def test_quartered_pot_of_100_gives_75_and_25():
    # both have the 8-5-4-3-2 low; seat 0 also has the high (trip kings)
    hands = {0: "KsKh2c3d", 1: "2d3h9s8d"}
    result = settle([(100, [0, 1])], hands, BOARD, button=1, hilo=True)
    (award,) = result.awards
    assert award.high_winners == (0,) and set(award.low_winners) == {0, 1}
    assert result.won == {0: 75, 1: 25}


def test_three_way_tie_of_35_gives_12_12_11_from_left_of_button():
    # the board plays (a straight on board, nobody improves) in Hold'em
    board = "2c3d4h5s6c"
    hands = {0: "KdQd", 1: "KhQh", 2: "KsQs"}
    for button, expected in [(0, {1: 12, 2: 12, 0: 11}), (1, {2: 12, 0: 12, 1: 11}),
                             (2, {0: 12, 1: 12, 2: 11})]:
        result = settle([(35, [0, 1, 2])], hands, board, button=button, game="holdem")
        assert result.won == expected
        assert list(result.won) == list(expected)  # ordered from the button's left


def test_odd_chip_goes_to_high_half_and_then_left_of_button():
    # pot 31: high half 16 to seat 2 alone; low half 15 tied between 0 and 1
    hands = {0: "2d3hJsJd", 1: "2h3sQdQh", 2: "KsKhTd9d"}
    result = settle([(31, [0, 1, 2])], hands, BOARD, button=0, hilo=True)
    (award,) = result.awards
    assert award.high == {2: 16}
    assert award.low == {1: 8, 0: 7}  # seat 1 is first left of button 0


def test_side_pot_without_low_goes_whole_to_best_high_despite_outsider_low():
    # seat 0 (all-in, main pot only) holds the only low; the side pot between
    # seats 1 and 2 has no low half, so its best high takes it all.
    hands = {0: "2d3hJsJd", 1: "KsKhQdQh", 2: "AdAhJcJh"}
    result = settle([(90, [0, 1, 2]), (200, [1, 2])], hands, BOARD, button=2, hilo=True)
    main, side = result.awards
    assert main.high == {1: 45} and main.low == {0: 45}
    assert side.low == {} and side.high == {1: 200} and side.low_winners == ()
    assert result.won == {0: 45, 1: 245}


def test_nobody_low_high_takes_whole_pot():
    board = "KsQdJc9hTh"  # no three low ranks: no low possible
    hands = {0: "AsAhKdKh", 1: "2c3c4c5c"}
    result = settle([(101, [0, 1])], hands, board, button=0, hilo=True)
    assert result.won == {0: 101}
    assert result.awards[0].low_winners == ()


def test_scoop():
    hands = {0: "As2s3hKh", 1: "9d9hJsJd"}
    result = settle([(60, [0, 1])], hands, BOARD, button=0, hilo=True)
    assert result.won == {0: 60}
    assert result.awards[0].scooped_by == 0


def test_uncontested_pot_needs_no_evaluation():
    result = settle([(40, [3])], {3: "AsAhAdAc"}, "2c3d4h5s7c", button=0)
    assert result.won == {3: 40} and result.highs == {}


def test_each_hand_evaluated_once(monkeypatch):
    from omaha_eval import showdown
    calls = []
    real = showdown.evaluate_hilo
    monkeypatch.setattr(showdown, "evaluate_hilo", lambda *a: calls.append(a) or real(*a))
    hands = {0: "2d3hJsJd", 1: "KsKhQdQh", 2: "AdAhJcJh"}
    settle([(90, [0, 1, 2]), (200, [1, 2]), (50, [1, 2])], hands, BOARD, button=2, hilo=True)
    assert len(calls) == 3


def test_describe_lines():
    result = settle([Pot(15, (0, 1))], {0: "AsKsQsJs", 1: "2c3d9h9d"}, BOARD, button=0, hilo=True)
    assert result.describe() == ["main pot high: seat 0 wins 8 with Pair of kings",
                                 "main pot low: seat 1 wins 7 with 8-5-4-3-2"]


# -- bad input: a clear error, nothing half-done --------------------------------

@pytest.mark.parametrize("pots, hands, board, game, hilo, exc, words", [
    ([(10, [0, 1])], {0: "AsKsQsJs"}, BOARD, "omaha", False, ValueError, "seat(s) [1]"),
    ([(10, [0, 1])], {0: "AsKsQsJs", 1: "AsKhQhJh"}, BOARD, "omaha", False, ValueError, "duplicate card As"),
    ([(10, [0, 1])], {0: "AsKsQsJs", 1: "Ts9h7h6h"}, BOARD, "omaha", False, ValueError, "duplicate card Ts"),
    ([(-5, [0])], {0: "AsKsQsJs"}, BOARD, "omaha", False, ValueError, "-5"),
    ([(2.5, [0])], {0: "AsKsQsJs"}, BOARD, "omaha", False, TypeError, "2.5"),
    ([(True, [0])], {0: "AsKsQsJs"}, BOARD, "omaha", False, TypeError, "True"),
    ([(10, [0])], {0: "AsKsQsJs"}, BOARD, "razz", False, ValueError, "razz"),
    ([(10, [0])], {0: "AsKs"}, BOARD, "holdem", True, ValueError, "Hold'em"),
    ([(10, [0])], {0: "AsKsQs"}, BOARD, "omaha", False, ValueError, "3 cards"),
    ([(10, [0])], {0: "AsKsQsJs"}, "TsKd4c", "omaha", False, ValueError, "expected 5"),
    ([(10, [])], {0: "AsKsQsJs"}, BOARD, "omaha", False, ValueError, "no eligible"),
    ([(10, [0, 0])], {0: "AsKsQsJs"}, BOARD, "omaha", False, ValueError, "twice"),
    (["junk"], {0: "AsKsQsJs"}, BOARD, "omaha", False, TypeError, "junk"),
])
def test_bad_input(pots, hands, board, game, hilo, exc, words):
    with pytest.raises(exc) as info:
        settle(pots, hands, board, button=0, game=game, hilo=hilo)
    assert words in str(info.value)


# -- properties -------------------------------------------------------------------

@st.composite
def showdowns(draw):
    game = draw(st.sampled_from(["holdem", "omaha", "omaha5", "omaha6", "courchevel"]))
    hilo = game != "holdem" and draw(st.booleans())
    seats = draw(st.lists(st.integers(0, 9), min_size=2, max_size=6, unique=True))
    rng = random.Random(draw(st.integers(0, 2**32)))
    deck = oe.Deck(seed=rng.random())
    n = games.HOLE_CARDS[game]
    hands = {seat: deck.deal(n) for seat in seats}
    board = deck.deal(5)
    pots = []
    for _ in range(draw(st.integers(1, 4))):
        eligible = draw(st.lists(st.sampled_from(seats), min_size=1, unique=True))
        pots.append((draw(st.integers(0, 10_000)), eligible))
    button = draw(st.integers(0, 9))
    return pots, hands, board, button, game, hilo


@settings(max_examples=300, deadline=None)
@given(showdowns())
def test_payout_properties(case):
    pots, hands, board, button, game, hilo = case
    result = settle(pots, hands, board, button, game, hilo)
    assert sum(result.won.values()) == sum(amount for amount, _ in pots)
    for (amount, eligible), award in zip(pots, result.awards):
        assert sum(award.won.values()) == amount
        assert set(award.won) <= set(eligible) or amount == 0
        assert set(award.high_winners) <= set(eligible)
        assert set(award.low_winners) <= set(eligible)
        if award.high and len(award.high_winners) > 1:  # equal shares, at most one chip apart
            shares = [award.high[s] for s in award.high_winners]
            assert max(shares) - min(shares) <= 1
        if not hilo:
            assert award.low == {}
    assert all(chips > 0 for chips in result.won.values())

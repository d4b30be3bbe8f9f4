"""Hypothesis property tests of the evaluator."""
import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

import omaha_eval as oe
from omaha_eval.core import _core

import reference

deals = st.lists(st.integers(0, 51), min_size=11, max_size=11, unique=True)
suit_maps = st.permutations(range(4))


def deal(cards, nhole, nboard):
    return cards[:nhole], cards[nhole:nhole + nboard]


@settings(max_examples=300, deadline=None)
@given(deals, suit_maps, st.sampled_from([2, 4, 5, 6]), st.sampled_from([3, 4, 5]))
def test_renaming_suits_changes_nothing(cards, perm, nhole, nboard):
    hole, board = deal(cards, nhole, nboard)
    rename = lambda cs: [c - c % 4 + perm[c % 4] for c in cs]  # noqa: E731
    assert _core.eval_high(hole, board) == _core.eval_high(rename(hole), rename(board))
    if nhole > 2:
        assert _core.eval_low(hole, board) == _core.eval_low(rename(hole), rename(board))


@settings(max_examples=300, deadline=None)
@given(deals, st.sampled_from([4, 5, 6]), st.sampled_from([3, 4, 5]))
def test_omaha_is_best_two_plus_three(cards, nhole, nboard):
    hole, board = deal(cards, nhole, nboard)
    assert _core.eval_high(hole, board) == reference.best_omaha(hole, board)
    expected = min(_core.rank5(list(h) + list(b))
                   for h in itertools.combinations(hole, 2) for b in itertools.combinations(board, 3))
    assert _core.eval_high(hole, board) == expected


@settings(max_examples=300, deadline=None)
@given(deals, st.sampled_from([2, 4, 5, 6]))
def test_another_board_card_never_hurts(cards, nhole):
    hole = cards[:nhole]
    flop, turn, river = cards[nhole:nhole + 3], cards[nhole:nhole + 4], cards[nhole:nhole + 5]
    a, b, c = (oe.evaluate(hole, board) for board in (flop, turn, river))
    assert a <= b <= c


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 7462), st.integers(1, 7462))
def test_hand_value_order_is_the_reverse_of_rank(a, b):
    va, vb = oe.HandValue(a), oe.HandValue(b)
    assert (va > vb) == (a < b) and (va == vb) == (a == b)
    assert (hash(va) == hash(vb)) or a != b


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 51), max_size=10, unique=True), st.sampled_from(["", " ", ","]))
def test_card_text_round_trip(cards, sep):
    assert oe.parse_cards(oe.cards_text(cards, sep)) == cards


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=12))
def test_arbitrary_text_parses_or_raises_value_error(text):
    try:
        cards = oe.parse_cards(text)
    except ValueError:
        return
    assert all(0 <= c <= 51 for c in cards)

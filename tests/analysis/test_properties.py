"""Properties that hold for every deal (hypothesis)."""
from hypothesis import given, settings, strategies as st

from omaha_eval.analysis import analyze, is_nuts, nut_rank, nuts, outs_to, strength
from omaha_eval.core.values import Category


@st.composite
def deals(draw, nholes=(2, 4, 5, 6), nboards=(3, 4, 5)):
    nhole = draw(st.sampled_from(nholes))
    nboard = draw(st.sampled_from(nboards))
    cards = draw(st.permutations(range(52)))[:nhole + nboard]
    return cards[:nhole], cards[nhole:]


@settings(max_examples=60, deadline=None)
@given(deals())
def test_rank_nuts_and_strength_agree(deal):
    hole, board = deal
    rank = nut_rank(hole, board)
    assert (rank == 1) == is_nuts(hole, board)
    s = strength(hole, board)
    if rank == 1:
        assert s.better == 0  # nothing beats the nuts
    assert s.value.rank >= nuts(board, game="holdem" if len(hole) == 2 else "omaha").value.rank


@settings(max_examples=40, deadline=None)
@given(deals(nboards=(3, 4)))
def test_outs_to_weaker_categories_are_every_card(deal):
    hole, board = deal
    a = analyze(hole, board)
    unseen = 52 - len(hole) - len(board)
    assert len(outs_to(hole, board, a.value.category)) == unseen  # a board card never makes it worse
    assert set(outs_to(hole, board, Category.STRAIGHT_FLUSH)) <= set(outs_to(hole, board, Category.FLUSH))
    assert set(a.outs_to_nuts) <= set(range(52)) - set(hole) - set(board)
    assert a.draws is not None and a.draws.straight_outs == len(a.draws.straight_out_cards)
    for category, cards in a.outs_to.items():
        assert cards == outs_to(hole, board, category)

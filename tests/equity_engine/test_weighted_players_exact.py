"""Exact equity with several weighted players at once, against a brute force.

Each deal of hands is weighted by the product of every player's weight for
the hand it holds (docs/ranges.md, "Weights"), so two weighted ranges in one
job must multiply. The range-against-range tests cover two players; these
take three, where the job goes through the general enumerator
(src/oe_rangeq_exact.c), and check its totals against a plain enumeration
written here from that definition and the reference evaluators.
"""
from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

import omaha_eval as oe
from omaha_eval.core.cards import parse_cards

import equity_reference as eref


def _weighted_brute(ranges, board, game, hilo):
    """Each player's equity: the weighted mean over every deal of one hand
    per player with no card shared, of the exact equity over the boards."""
    totals = [Fraction(0)] * len(ranges)
    weight_sum = Fraction(0)
    for deal in product(*ranges):
        cards = [c for hand, _ in deal for c in hand]
        if len(set(cards)) != len(cards) or set(cards) & set(board):
            continue
        w = Fraction(1)
        for _, hand_weight in deal:
            w *= hand_weight
        stats = eref.equity_stats([hand for hand, _ in deal], board, game=game, hilo=hilo)
        for p, s in enumerate(stats["players"]):
            totals[p] += w * s["equity"]
        weight_sum += w
    return [t / weight_sum for t in totals]


def _hands(text, game):
    """(cards, weight) of each hand of a range, weights as the range holds them."""
    r = oe.Range(text, game=game)
    return [(list(parse_cards(h)), Fraction(r.weight(h))) for h in r]


@pytest.mark.parametrize("game,texts,board,hilo", [
    ("holdem", ["AA@40, KK@10", "QQ@30, JJ@5, AK@2", "9c8c"], "2h3d7sTd", False),
    ("omaha", ["AsAdKsKd@7, AcAhQcQh@2", "JsJdTsTd@3, 9c9h8c8h@11", "6c6h5c5h"], "2h3d7sTd", True),
])
def test_three_players_two_weighted_equal_the_weighted_brute_force(game, texts, board, hilo):
    cards = list(parse_cards(board))
    ranges = [_hands(t, game) for t in texts]
    want = _weighted_brute(ranges, cards, game, hilo)
    got = oe.equity(texts, board=board, game=game, hilo=hilo)
    assert got.exact
    for p in range(len(texts)):
        assert got.equities[p] == pytest.approx(float(want[p]), abs=1e-12), (p, got.equities, want)

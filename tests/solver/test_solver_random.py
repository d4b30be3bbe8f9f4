"""Random small spots in every game: after a few iterations the C
solver's exploitability and values equal the reference's best responses
and values for the same strategy (card removal, Hi-Lo, pot-limit, rake and
caps included). Hands are drawn for each player independently, so the two
ranges share cards and even whole hands."""
import random

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from omaha_eval.core import _core

from . import solver_reference as ref
from .solver_helpers import c_strategy, reference_of, solved

GAMES = [("holdem", 2, False), ("omaha", 4, False), ("omaha", 4, True), ("omaha5", 5, False),
         ("omaha5", 5, True), ("omaha6", 6, False)]


def deal(rng, k, board):
    left = [c for c in range(52) if c not in board]
    return "".join(_core.card_name(c) for c in rng.sample(left, k))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 2**32 - 1), pot_limit=st.booleans(),
       raise_cap=st.integers(0, 2), rake=st.sampled_from([0.0, 0.05]), iterations=st.integers(0, 6))
def test_random_spots_match_the_reference(game, seed, pot_limit, raise_cap, rake, iterations):
    name, k, hilo = game
    rng = random.Random(seed)
    board = rng.sample(range(52), 5)
    board_text = "".join(_core.card_name(c) for c in board)
    sides = []
    for _ in range(2):
        hands = {}
        while len(hands) < rng.randint(2, 4):
            h = deal(rng, k, board)
            hands[tuple(sorted(_core.cards(h)))] = (h, rng.choice([0.5, 1.0]))
        sides.append(list(hands.values()))
    masks = [[set(_core.cards(h)) for h, _ in side] for side in sides]
    assume(any(not a & b for a in masks[0] for b in masks[1]))   # some pair can be dealt
    sol, tree = solved(name, board_text, sides[0], sides[1], 60, 150, iterations, hilo=hilo,
                       bets="50%, pot", raises="pot", pot_limit=pot_limit, raise_cap=raise_cap, rake=rake,
                       rake_cap=4 if rake else 0)
    g = reference_of(sol, tree)
    strat = c_strategy(sol, g)
    assert sol.exploitability == pytest.approx(ref.exploitability(g, strat), abs=3e-6)
    for p in (0, 1):
        assert sol.ev[p] == pytest.approx(ref.value(g, strat, p, False), abs=1e-4)

"""The all-in EV's memo (omaha_eval/hands/equity_memo.py): its suit form
against a brute force over the 24 suit relabellings, and its shares
against plain enumeration with the reference evaluators and against
oe.equity on the deal itself (never on the memo's representative)."""
import itertools
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import omaha_eval as oe
from omaha_eval.hands.equity_memo import pot_shares, suit_form

from equity_reference import board_outcome

PERMUTATIONS = list(itertools.permutations(range(4)))
HOLE = {"holdem": 2, "omaha": 4, "omaha5": 5, "omaha6": 6}


def relabel(parts, perm):
    return [[c - (c & 3) + perm[c & 3] for c in part] for part in parts]


def same_up_to_suits(a, b):
    """Brute force: some relabelling turns deal a into deal b (parts as sets)."""
    return any([set(p) for p in relabel(a, perm)] == [set(p) for p in b] for perm in PERMUTATIONS)


def random_deal(rng, players, hole, board, dead):
    cards = rng.sample(range(52), players * hole + board + dead)
    hands = [cards[i * hole:(i + 1) * hole] for i in range(players)]
    rest = cards[players * hole:]
    return hands, rest[:board], rest[board:]


def shares_by_enumeration(hands, board, dead, game, hilo):
    """Each hand's mean pot share over every board that can still come."""
    used = {c for h in hands for c in h} | set(board) | set(dead)
    deck = [c for c in range(52) if c not in used]
    total = [Fraction(0)] * len(hands)
    count = 0
    for extra in itertools.combinations(deck, 5 - len(board)):
        count += 1
        shares, _, _ = board_outcome(hands, list(board) + list(extra), game, hilo)
        total = [t + s for t, s in zip(total, shares)]
    return [t / count for t in total]


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(2, 3), st.sampled_from([2, 4]), st.sampled_from([0, 3, 4, 5]),
       st.integers(0, 3))
def test_suit_form_is_equal_exactly_for_relabelled_deals(rng, players, hole, board, dead):
    hands, b, d = random_deal(rng, players, hole, board, dead)
    deal = [*hands, b, d]
    perm = rng.choice(PERMUTATIONS)
    moved = relabel(deal, perm)
    for part in moved:
        rng.shuffle(part)                      # the order of cards within a part does not matter
    assert suit_form(moved) == suit_form(deal)
    # a deal with the same ranks in each part, suits drawn again: equal forms only if relabelled
    other = [[c - (c & 3) + rng.randrange(4) for c in part] for part in deal]
    if len({c for part in other for c in part}) == sum(map(len, other)):
        assert (suit_form(other) == suit_form(deal)) == same_up_to_suits(other, deal)


def test_suit_form_tells_apart_suited_and_offsuit():
    assert suit_form([[48, 44], [40, 41], [], []]) != suit_form([[48, 45], [40, 41], [], []])   # AcKc/AcKd v QQ
    assert suit_form([[48, 44], [40, 41], [], []]) == suit_form([[51, 47], [42, 43], [], []])
    assert suit_form([[48, 44], [], []]) != suit_form([[48], [44], []])                         # which part


@pytest.mark.parametrize("game,hilo,players,board", [
    ("omaha", False, 2, 4), ("omaha", True, 3, 4), ("holdem", False, 3, 3), ("omaha5", False, 2, 4),
    ("omaha", True, 2, 3)])
def test_shares_equal_plain_enumeration(game, hilo, players, board):
    rng = random.Random(f"{game}{hilo}{players}{board}")
    for _ in range(4):
        hands, b, d = random_deal(rng, players, HOLE[game], board, rng.randrange(3))
        boards, counters = pot_shares(hands, b, d, game, hilo)
        assert [Fraction(c, boards * 5040) for c in counters] == shares_by_enumeration(hands, b, d, game, hilo)


@pytest.mark.parametrize("game,hilo,players,board,dead", [
    ("holdem", False, 2, 0, 0), ("holdem", False, 2, 0, 2), ("holdem", False, 3, 0, 0), ("omaha6", False, 2, 0, 0),
    ("omaha", True, 2, 0, 1), ("holdem", False, 2, 3, 0)])
def test_shares_equal_oe_equity_on_the_deal_itself(game, hilo, players, board, dead):
    rng = random.Random(f"{game}{players}{board}{dead}")
    for _ in range(3):
        hands, b, d = random_deal(rng, players, HOLE[game], board, dead)
        result = oe.equity(hands, board=b, dead=d, game=game, hilo=hilo)
        assert pot_shares(hands, b, d, game, hilo) == (result.boards, tuple(c[0] for c in result.counters))
        # the same class met again (suits relabelled, cards reordered) gives the same answer
        perm = rng.choice(PERMUTATIONS)
        moved = relabel([*hands, b, d], perm)
        assert pot_shares(moved[:-2], moved[-2], moved[-1], game, hilo) == pot_shares(hands, b, d, game, hilo)

"""The planner at its limits, each with the input that showed a planted bug
the rest of tests/pql let through (issue 58): a query just under the
3,000,000-deal limit is enumerated and one just over it is sampled (the
live deck shrinks street by street in the count of deals); turnCard()
inside a where on a flop board is applied deal by deal, not read on the
flop; a weighted player whom no expression reads still holds cards. The
expected figures are worked out by hand (or by a count over the deals
written here), not read from the package."""
import itertools
from fractions import Fraction

import pytest

from omaha_eval import parse_cards
from omaha_eval.pql import Plan, query


def exactly(fraction):
    """An exact fraction as a float answer may equal it (to rounding)."""
    return pytest.approx(float(fraction), rel=0, abs=1e-12)

# 14 dead cards: with two Omaha hands the live deck is 52 - 8 - 14 = 30
# cards, so the flop, turn and river are 4,060 * 27 * 26 = 2,850,120 deals
NEAR_LIMIT = ("select count(turnCard() > riverCard()) from game='omaha', hero='AsKsQhJh', villain='AdKdQcJc', "
              "dead='{}'")
DEAD_14 = "2c3c4c5c6c7c8c9c2d3d4d5d6d7d"


def test_a_query_just_under_the_deal_limit_is_enumerated():
    r = query(NEAR_LIMIT.format(DEAD_14), seed=1)[0]
    assert r.plan == Plan.ENUMERATION and r.exact
    assert r.deals == 4060 * 27 * 26 == 2_850_120
    # the turn and the river are two different cards: the turn is the
    # higher one in exactly half the deals
    assert r.values[0].value == 0.5 and r.values[0].std_error == 0.0


def test_a_query_just_over_the_deal_limit_is_sampled():
    # one dead card fewer: 31 live cards, 4,495 * 28 * 27 = 3,398,220 deals
    r = query(NEAR_LIMIT.format(DEAD_14[:-2]), seed=1, trials=20_000)[0]
    assert r.plan != Plan.ENUMERATION and not r.exact and r.deals == 20_000
    assert abs(r.values[0].value - 0.5) <= 5 * r.values[0].std_error


FLUSH = "select count(minHandType(hero, river, flush)) from game='holdem', hero='AsKs', board='2s7d9c' where {}"


def test_turn_card_in_a_where_on_a_flop_board_is_applied_deal_by_deal():
    # AsKs on 2s7d9c: a flush needs a spade on the turn and on the river;
    # 10 spades are live among 47 cards, the deals are 47 * 46 ordered
    # (turn, river) pairs, 10 * 9 = 90 of them flushes
    everything = query(FLUSH.format("turnCard() >= toCard('2c')"))[0]
    assert everything.values[0].value == exactly(Fraction(90, 47 * 46))
    # not the Qs on the turn: 46 turns; 9 spade turns, then 9 spade rivers
    r = query(FLUSH.format("turnCard() != toCard('Qs')"))[0]
    assert r.values[0].value == exactly(Fraction(9 * 9, 46 * 46))
    assert r.kept == exactly(Fraction(46, 47))
    # a turn below the Qs (cards in order 2c 2d 2h 2s 3c ... As): 43 cards
    # are, less the dead 2s, 7d and 9c: 40 turns, 9 of them spades (3s-Js)
    r = query(FLUSH.format("turnCard() < toCard('Qs')"))[0]
    assert r.values[0].value == exactly(Fraction(9 * 9, 40 * 46))
    assert r.kept == exactly(Fraction(40, 47))
    # the Qs on the turn: 1 turn of 47, then 9 spade rivers of 46 (a where
    # read on the flop alone is false on every deal: an error, not this)
    r = query(FLUSH.format("turnCard() = toCard('Qs')"))[0]
    assert r.values[0].value == exactly(Fraction(9, 46))
    assert r.kept == exactly(Fraction(1, 47))


def _weighted_unread_by_count():
    """count(pocketPair(villain)) by listing every (villain, other) deal
    with its weight: villain 'KK,QJ' (weight 1 each), other 'KK@100,*@1'."""
    known = set(parse_cards("AsAh2c3d4h5s9c"))
    deck = [c for c in parse_cards("".join(r + s for r in "23456789TJQKA" for s in "cdhs")) if c not in known]
    rank = {c: str(c)[0] for c in deck}
    villain = [h for h in itertools.combinations(deck, 2)
               if sorted(rank[c] for c in h) in (["K", "K"], ["J", "Q"])]
    pair = total = 0
    for v in villain:
        for o in itertools.combinations([c for c in deck if c not in v], 2):
            w = 100 if rank[o[0]] == rank[o[1]] == "K" else 1
            total += w
            pair += w * (rank[v[0]] == rank[v[1]])
    return Fraction(pair, total)


def test_a_weighted_player_no_expression_reads_still_holds_cards():
    # the weights make the unread player hold kings far more often, and so
    # the villain less often: by hand, KK: 6 hands * (1 KK * 100 + 902),
    # QJ: 16 hands * (6 KK * 100 + 897), so 6,012 / 29,964 = 501 / 2,497
    want = _weighted_unread_by_count()
    assert want == Fraction(501, 2497)
    r = query("select count(pocketPair(villain)) from game='holdem', hero='AsAh', villain='KK,QJ', "
              "other='KK@100,*@1', board='2c3d4h5s9c'")[0]
    assert r.values[0].value == exactly(want)
    assert r.exact
    # without the other player (or with one whose every hand weighs the
    # same) it is 6 of 22 villain hands
    plain = query("select count(pocketPair(villain)) from game='holdem', hero='AsAh', villain='KK,QJ', "
                  "other='*', board='2c3d4h5s9c'")[0]
    assert plain.values[0].value == exactly(Fraction(6, 22))

"""A breakdown's category given back as a range keeps exactly its hands,
each with the weight the original range gave it (docs/analysis.md, "Range
breakdown"). The expected weights are worked out from the range text here,
not read from the package: a hand in several weighted parts takes the
larger weight (docs/ranges.md)."""
import itertools

import numpy as np
import pytest

import omaha_eval as oe
from omaha_eval import cards_text, parse_cards
from omaha_eval.analysis import breakdown

RANKS = "23456789TJQKA"


def omaha_weight(hand):
    """'AA@60,KK@25,QJT9@7,T98@2' by hand: the largest weight of a part the hand holds."""
    ranks = [RANKS[c // 4] for c in hand]
    parts = [("AA", 60), ("KK", 25), ("QJT9", 7), ("T98", 2)]
    held = [w for need, w in parts if all(ranks.count(r) >= need.count(r) for r in set(need))]
    return max(held, default=0)


OMAHA_TEXT = "AA@60,KK@25,QJT9@7,T98@2"
NAMES = ["top set+", "flush draw", "top set+|nut flush draw", "overpair", "wrap", "no draw", "gutshot|bottom set",
         "top two pair", "straight draw"]


def _weights(r):
    return {frozenset(h.tolist()): int(w) for h, w in zip(r.hands, r.weights) if w}


@pytest.fixture(scope="module")
def flop():
    return breakdown(oe.Range(OMAHA_TEXT, game="omaha"), "Jh9h4c", game="omaha")


def test_the_breakdown_keeps_the_ranges_weights(flop):
    board = set(parse_cards("Jh9h4c"))
    want = {frozenset(h): omaha_weight(h) for h in itertools.combinations(range(52), 4)
            if not set(h) & board and omaha_weight(h)}
    got = {frozenset(h.tolist()): int(w) for h, w in zip(flop.hands, flop.weights)}
    assert got == want


@pytest.mark.parametrize("name", NAMES)
def test_a_category_as_a_range_has_its_hands_and_their_weights(flop, name):
    keep = flop.select(name)
    assert keep.any() and not keep.all(), name
    narrowed = flop.range(name)
    assert narrowed.weighted
    want = {frozenset(h.tolist()): omaha_weight(h.tolist()) for h in flop.hands[keep]}
    assert _weights(narrowed) == want
    assert len(narrowed) == int(keep.sum())
    # its share of the range's weight, by hand
    assert flop.share(name) == pytest.approx(sum(want.values()) / sum(_weights_of(flop).values()))
    for hand, w in list(want.items())[:20]:
        assert narrowed.weight(cards_text(sorted(hand))) == w


def _weights_of(b):
    return {frozenset(h.tolist()): int(w) for h, w in zip(b.hands, b.weights)}


def test_narrowed_on_the_turn_keeps_the_weights(flop):
    narrowed = flop.range("top set+|flush draw")
    turn = breakdown(narrowed, "Jh9h4c2d", game="omaha")
    gone = set(parse_cards("2d"))
    want = {h: w for h, w in _weights(narrowed).items() if not h & gone}
    assert _weights_of(turn) == want
    # shares on the turn are of the narrowed range's weight, not of its hand count
    sets = turn.select("top set+")
    assert turn.share("top set+") == pytest.approx(turn.weights[sets].sum() / turn.weights.sum())
    assert turn.share("top set+") != pytest.approx(sets.mean())


def test_equity_of_the_narrowed_range_is_that_of_its_hands_written_out():
    """The narrowed range in oe.equity weighs each hand as the written-out
    list with the same weights does (Hold'em, so the check is quick)."""
    b = breakdown(oe.Range("AA@50,KK@20,AKs@9,QQ@3", game="holdem"), "Kh7c2d", game="holdem")
    narrowed = b.range("top set+|overpair|top pair")
    pairs = sorted(_weights(narrowed).items(), key=lambda kv: sorted(kv[0]))
    assert sorted({w for _, w in pairs}) == [9, 20, 50]      # AA overpair, KK set, AKs top pair; QQ left out
    written = ",".join(f"{cards_text(sorted(h))}@{w}" for h, w in pairs)
    a = oe.equity([narrowed, "JJ"], board="Kh7c2d", game="holdem")
    b2 = oe.equity([oe.Range(written, game="holdem"), "JJ"], board="Kh7c2d", game="holdem")
    assert np.allclose(a.equities, b2.equities)
    unweighted = oe.equity([oe.Range(written.replace("@50", "@9").replace("@20", "@9"), game="holdem"), "JJ"],
                           board="Kh7c2d", game="holdem")
    assert not np.allclose(a.equities, unweighted.equities)

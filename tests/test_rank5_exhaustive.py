"""All 2,598,960 five-card hands against the reference."""
import itertools
from collections import Counter

from omaha_eval.core import _core
from omaha_eval.core.values import Category, category_of

import reference

EXPECTED_COUNTS = {
    Category.STRAIGHT_FLUSH: 40,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3744,
    Category.FLUSH: 5108,
    Category.STRAIGHT: 10200,
    Category.THREE_OF_A_KIND: 54912,
    Category.TWO_PAIR: 123552,
    Category.PAIR: 1098240,
    Category.HIGH_CARD: 1302540,
}


def test_reference_has_7462_values():
    assert len(reference.STRENGTHS) == 7462


def test_every_five_card_hand():
    rank5 = _core.rank5
    values = Counter()
    mismatches = []
    for hand in itertools.combinations(range(52), 5):
        got = rank5(hand)
        values[got] += 1
        if got != reference.rank5(hand):
            mismatches.append(hand)
    assert not mismatches[:10]
    assert sum(values.values()) == 2598960
    assert len(values) == 7462
    per_category = Counter()
    for value, n in values.items():
        per_category[category_of(value)] += n
    assert per_category == EXPECTED_COUNTS

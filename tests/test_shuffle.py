"""The shuffle (cards.shuffle_cards, used by Deck and the engine): every
order equally likely, checked by counting, and Deck's top-first dealing."""
import itertools
import random
from collections import Counter

from omaha_eval import Deck
from omaha_eval.core.cards import shuffle_cards


def test_every_order_of_four_cards_is_equally_likely():
    rng = random.Random(2024)
    draws = 48_000
    counts = Counter()
    for _ in range(draws):
        cards = [0, 1, 2, 3]
        shuffle_cards(cards, rng)
        counts[tuple(cards)] += 1
    assert set(counts) == set(itertools.permutations(range(4)))
    expected = draws / 24
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi2 < 60, chi2     # 23 degrees of freedom: P(chi2 > 60) < 1e-4


def test_each_card_lands_in_each_place_equally_often():
    rng = random.Random(7)
    n, draws = 10, 20_000
    where = Counter()
    for _ in range(draws):
        cards = list(range(n))
        shuffle_cards(cards, rng)
        where.update((card, place) for place, card in enumerate(cards))
    expected = draws / n
    assert all(abs(where[(card, place)] - expected) < 6 * (expected * (1 - 1 / n)) ** 0.5
               for card in range(n) for place in range(n))


def test_deck_deals_from_the_top_and_is_seeded():
    deck = Deck(seed=3)
    top = deck.cards[:5]
    assert deck.deal(5) == top and len(deck) == 47
    assert Deck(seed=3).deal(52) == Deck(seed=3).cards
    assert sorted(Deck(seed=4).deal(52)) == list(range(52))
    assert Deck(seed=3).deal(52) != Deck(seed=4).deal(52)


def test_engine_seeded_deck_is_the_mixed_radix_shuffle_of_its_number_every_time():
    # the engine's seeded order is remembered; each call must still give the
    # same cards as shuffling afresh, in a list of its own
    from omaha_eval.engine.shuffle import _SWAPS, _number, shuffled_deck

    def afresh(seed, need, remove=()):
        gone = set(remove)
        need = 52 if gone else need
        cards, x = list(range(52)), _number(seed, need)
        for i, ways in _SWAPS[need]:
            x, j = divmod(x, ways)
            cards[i], cards[j] = cards[j], cards[i]
        return [c for c in cards if c not in gone]

    for seed in (0, 1, 7, -3, 2 ** 70):
        for need, remove in ((52, ()), (13, ()), (0, ()), (20, (5, 9, 51))):
            first = shuffled_deck(seed, remove, need)
            assert first == afresh(seed, need, remove)
            first.pop()
            first[0] = 99
            assert shuffled_deck(seed, remove, need) == afresh(seed, need, remove)
    assert shuffled_deck(1) != shuffled_deck(2)

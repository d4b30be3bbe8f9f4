"""Outs per next card against brute force: every card that can come is
dealt, every hand scored with the reference ranker."""
import random

import pytest

from omaha_eval.analysis import outs, outs_to, outs_to_low, outs_to_nuts
from omaha_eval.core.values import Category

from . import oracle as O


def next_cards(used):
    return [c for c in range(52) if c not in used]


@pytest.mark.parametrize("hilo", [False, True])
@pytest.mark.parametrize("nboard", [3, 4])
def test_against_specific_hands(hilo, nboard):
    rng = random.Random(f"outs-{hilo}-{nboard}")
    for _ in range(O.boards(12)):
        players = rng.choice([1, 1, 2])
        cards = rng.sample(range(52), 4 * (players + 1) + nboard)
        hands = [cards[4 * i:4 * i + 4] for i in range(players + 1)]
        board = cards[4 * (players + 1):]
        result = outs(hands[0], board, hands[1:], hilo=hilo)
        expected_cards = next_cards(cards)
        assert [o.card for o in result.cards] == expected_cards
        for o in result.cards:
            full = board + [o.card]
            values = [(O.high(h, full, False), O.low(h, full)) for h in hands]
            share = O.showdown_shares(values, hilo)[0]
            assert o.share == pytest.approx(share)
            best_other = min(v[0] for v in values[1:])
            assert (o.high.win, o.high.tie, o.high.lose) == (
                values[0][0] < best_other, values[0][0] == best_other, values[0][0] > best_other)
            if hilo:
                mine, other = O.low_key(values[0][1]), min(O.low_key(v[1]) for v in values[1:])
                assert (o.low.win, o.low.tie) == (mine < other, mine == other)
        assert set(result.outs) == {o.card for o in result.cards if o.share > 0.5}


def test_against_a_range_averages_over_its_hands():
    rng = random.Random("outs-range")
    for hilo in (False, True):
        hole, board, _ = O.deal(rng, 4, 3)
        live = next_cards(hole + board)
        rng_hands = [rng.sample(live, 4) for _ in range(6)]
        result = outs(hole, board, [rng_hands], hilo=hilo)
        for o in result.cards:
            full = board + [o.card]
            shares = [O.showdown_shares([(O.high(hole, full, False), O.low(hole, full)),
                                         (O.high(h, full, False), O.low(h, full))], hilo)[0]
                      for h in rng_hands if o.card not in h]
            assert o.share == pytest.approx(sum(shares) / len(shares))


@pytest.mark.parametrize("game,nhole", [("omaha", 4), ("holdem", 2), ("omaha5", 5)])
def test_outs_to_categories_low_and_nuts(game, nhole):
    rng = random.Random(f"outs-to-{game}")
    holdem = game == "holdem"
    for i in range(O.boards(8)):
        nboard = 3 + i % 2
        hole, board, _ = O.deal(rng, nhole, nboard)
        comes = next_cards(hole + board)
        cats = {c: O.category(O.high(hole, board + [c], holdem)) for c in comes}
        for target in (Category.PAIR, Category.STRAIGHT, Category.FLUSH, Category.FULL_HOUSE):
            assert set(outs_to(hole, board, target, game=game)) == {c for c in comes if cats[c] >= target}
        if not holdem:
            assert set(outs_to_low(hole, board, game=game)) == {c for c in comes if O.low(hole, board + [c])}
        if i == 0:  # the nuts of every next board: the slow part
            nut = {c: min(O.two_card_values(board + [c], [], holdem).values()) for c in comes}
            assert set(outs_to_nuts(hole, board, game=game)) == {
                c for c in comes if O.high(hole, board + [c], holdem) == nut[c]}


def test_outs_to_names():
    assert len(outs_to("AsQs7h2c", "Ks9s4d", "flush")) == 9
    assert outs_to("AsQs7h2c", "Ks9s4d", "Flush") == outs_to("AsQs7h2c", "Ks9s4d", Category.FLUSH)
    assert len(outs_to("AsQs7h2c", "Ks9s4d", "full house")) == 0
    # three fours, three nines, and the last king (quads count as "or better")
    assert len(outs_to("KhKd7h2c", "Ks9s4d", "full_house")) == 7


def test_nut_flush_draw_outs_against_a_set():
    o = outs("AsQs7h2c", "Ks9s4d", ["KhKc8d3c"])
    # the spades win except 4s and 9s, which pair the board and fill up the set
    assert sorted(str(c) for c in o.outs) == ["2s", "3s", "5s", "6s", "7s", "8s", "Js", "Ts"]


def test_outs_to_nuts_on_paired_boards_with_dead_cards():
    """Ranks with a single live card left (two on the board, one dead, one
    to come) cannot make a pocket pair: the nuts must not count one."""
    rng = random.Random("nuts-dead")
    for _ in range(O.boards(2)):
        r = rng.randrange(13)
        suits = rng.sample(range(4), 3)
        board = [r * 4 + suits[0], r * 4 + suits[1], rng.choice([c for c in range(52) if c // 4 != r])]
        dead = [r * 4 + suits[2]]
        hole = rng.sample([c for c in range(52) if c not in board + dead], 4)
        comes = [c for c in range(52) if c not in hole + board + dead]
        nut = {c: min(O.two_card_values(board + [c], dead, False).values()) for c in comes}
        assert set(outs_to_nuts(hole, board, dead=dead)) == {
            c for c in comes if O.high(hole, board + [c], False) == nut[c]}


def test_range_tallies_without_numpy_agree():
    np = pytest.importorskip("numpy")
    from array import array

    from omaha_eval.analysis.outs import NO_LOW, _tally_numpy, _tally_python
    rng = random.Random("tally")
    for hilo in (False, True):
        for _ in range(20):
            n = 40
            high = array("H", [rng.choice([0, 5, 1000, 1001, 3000]) for _ in range(n)])
            low = array("H", [rng.choice([31, 62, 200, NO_LOW]) for _ in range(n)])
            mine = [1000, rng.choice([62, NO_LOW]), NO_LOW]
            w = [rng.randint(1, 4) for _ in range(n)]
            a = _tally_numpy(np, mine, [high, low], np.asarray(w, dtype=float), hilo)
            b = _tally_python(mine, [high, low], w, hilo)
            assert a == pytest.approx(b)


def test_against_a_range_object_with_weights():
    class Range:  # what omaha_eval.ranges.Range offers: .hands and .weights
        hands = [[49, 45, 0, 1], [30, 31, 17, 13]]
        weights = [1, 3]
    hero, board = [51, 47, 26, 22], [50, 33, 4]
    o = outs(hero, board, [Range()])
    single = [{c.card: c.share for c in outs(hero, board, [h]).cards} for h in Range.hands]
    for card in o.cards:  # a hand holding the card drops out for that card
        parts = [(w, s[card.card]) for w, s in zip(Range.weights, single) if card.card in s]
        expect = sum(w * x for w, x in parts) / sum(w for w, _ in parts)
        assert card.share == pytest.approx(expect)

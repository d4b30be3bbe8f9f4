"""Made-hand classes, draws and blockers: the cases a player checks by
hand, and straight-draw outs against brute force."""
import random

import pytest

from omaha_eval.analysis import MadeHand, StraightDraw, analyze
from omaha_eval.analysis.draws import straight_draw

from . import oracle as O


def made(hole, board, game=None):
    return analyze(hole, board, game=game).made


# --- the named cases --------------------------------------------------

def test_nut_flush_draw_on_ks9s4d_needs_the_ace():
    nut = analyze("AsQs7h2c", "Ks9s4d").draws
    assert nut.nut_flush_draw and nut.flush[0].suit == "s" and nut.flush[0].outs == 9
    other = analyze("QsJs7h2c", "Ks9s4d").draws
    assert other.flush_draw and not other.nut_flush_draw
    assert analyze("AsQs7h2c", "Ks9s4d").blockers.nut_flush == (analyze("AsQs7h2c", "Ks9s4d").hole[0],)
    # one spade is no Omaha flush draw
    assert not analyze("As8c7h2c", "Ks9s4d").draws.flush_draw


def test_twenty_out_wrap():
    d = analyze("JdTc7s6h", "9c8d2h").draws
    assert (d.straight, d.straight_outs) == (StraightDraw.WRAP, 20)


def test_thirteen_out_wrap():
    d = analyze("JdTc9s8h", "7c6d2h").draws
    assert (d.straight, d.straight_outs) == (StraightDraw.WRAP, 13)


def test_seventeen_out_wrap():
    d = analyze("9c8d6h5s", "7c6d2h").draws  # tens and fours 4 each, nines, eights, fives 3 each
    assert d.straight is StraightDraw.WRAP and d.straight_outs == 17


def test_gutshot_and_open_ended():
    assert analyze("JsTs7h2c", "Ks9s4d").draws.straight is StraightDraw.GUTSHOT
    d = analyze("JsTs3h2c", "9s8d2d").draws
    assert d.straight is StraightDraw.OPEN_ENDED and d.straight_outs == 8


def test_paired_board_made_hands():
    assert made("KhKc7h2c", "KsKd4s") is MadeHand.QUADS
    assert made("4h4c7h2c", "KsKd4s") is MadeHand.FULL_HOUSE
    assert made("Kh7c7h2c", "KsKd4s") is MadeHand.TRIPS
    assert made("AhAc7h2c", "KsKd4s") is MadeHand.OVERPAIR    # aces up; the kings are the board's
    assert made("9h8c7h2c", "KsKd4s") is MadeHand.NOTHING     # the board pair plays


def test_turn_flush_kills_the_nut_straight():
    assert made("JsTc5d5c", "9h8d7h") is MadeHand.NUT_STRAIGHT
    a = analyze("JsTc5d5c", "9h8d7h2h")
    assert a.made is MadeHand.NUT_STRAIGHT and not a.is_nuts and a.nut_rank > 1


def test_low_draw_with_counterfeiting():
    a = analyze("As2dKcKh", "3c4dKs")
    assert a.low is None
    assert sorted({c.rank for c in a.low_draw.outs}) == [3, 4, 5, 6]   # 5, 6, 7, 8: 16 outs
    assert len(a.low_draw.outs) == 16 and len(a.low_draw.nut_outs) == 16
    # an ace or a deuce brings the board a third low rank but pairs the hole's
    assert sorted(str(c) for c in a.low_draw.counterfeits) == ["2c", "2h", "2s", "Ac", "Ad", "Ah"]


def test_made_low_counterfeited_on_the_turn():
    # A-3 with 2-7-8: the low is 8-7-3-2-A (the nuts); a three on the turn
    # pairs the hole's three: A-4 or 4-x would now beat it
    a = analyze("As3dKcKh", "2c7d8s")
    assert a.low is not None and a.low.name == "8-7-3-2-A" and a.low_nut_rank == 1
    assert sorted(str(c) for c in a.low_draw.counterfeits) == ["3c", "3h", "3s", "Ac", "Ad", "Ah"]


# --- classes -------------------------------------------------------------------

@pytest.mark.parametrize("hole,board,expected", [
    ("AsAd7h2c", "Ks9s4d", MadeHand.OVERPAIR),
    ("QsQd7h2c", "Ks9s4d", MadeHand.UNDERPAIR),
    ("KhQd7h2c", "Ks9s4d", MadeHand.TOP_PAIR),
    ("9hQd7h2c", "Ks9s4d", MadeHand.MIDDLE_PAIR),
    ("4hQd7h2c", "Ks9s4d", MadeHand.BOTTOM_PAIR),
    ("Kh9d7h2c", "Ks9s4d", MadeHand.TOP_TWO_PAIR),
    ("Kh4h7h2c", "Ks9s4d", MadeHand.TOP_AND_BOTTOM_PAIR),
    ("9h4h7h2c", "Ks9s4d", MadeHand.BOTTOM_TWO_PAIR),
    ("9h9d7h2c", "Ks9s4d", MadeHand.SET),
    ("AhQd7h2c", "Ks9s4d", MadeHand.NOTHING),
    ("QhJd7h2c", "KsTs9d", MadeHand.NUT_STRAIGHT),
    ("8h7d6h2c", "KsTs9d", MadeHand.NOTHING),
    ("Jh7d6h2c", "Ts9d8c", MadeHand.STRAIGHT),
    ("QhJd6h2c", "Ts9d8c", MadeHand.NUT_STRAIGHT),
    ("AsQs7h2c", "Ks9s4s", MadeHand.NUT_FLUSH),
    ("JsTs7h2c", "Ks9s4s", MadeHand.FLUSH),
    ("QsJs7h2c", "KsTs9s", MadeHand.STRAIGHT_FLUSH),
    ("AcKd", "Ks9s4d", MadeHand.TOP_PAIR),
    ("AcAd", "Ks9s4d", MadeHand.OVERPAIR),
    ("AcKd", "KsAs4d", MadeHand.TOP_TWO_PAIR),
])
def test_made_hand_classes(hole, board, expected):
    assert made(hole, board) is expected


# --- straight outs against brute force -----------------------------------------

@pytest.mark.parametrize("game,nhole", [("omaha", 4), ("holdem", 2), ("omaha6", 6)])
def test_straight_outs_match_brute_force(game, nhole):
    rng = random.Random(f"straight-{game}")
    holdem = game == "holdem"
    for i in range(O.boards(40)):
        hole, board, _ = O.deal(rng, nhole, 3 + i % 2)
        now = O.straight_top(hole, board, holdem)
        comes = [c for c in range(52) if c not in hole + board]
        expected = {c for c in comes if O.straight_top(hole, board + [c], holdem) > now}
        kind, cards, _ = straight_draw(hole, board, sum(1 << c for c in comes), holdem)
        assert set(cards) == expected
        assert kind == min(3, len({c // 4 for c in expected}))


def test_backdoor_low_against_brute_force():
    """A low can come runner-runner exactly when some turn and river give
    the hand a low (the oracle deals them all)."""
    import itertools

    rng = random.Random("bdlow")
    low_cards = [c for c in range(52) if c // 4 in (12, 0, 1, 2, 3, 4, 5, 6)]
    checked = 0
    while checked < O.boards(12):
        hole = rng.sample(low_cards, 2) + rng.sample(range(52), 2)
        if len(set(hole)) < 4:
            continue
        board = rng.sample([c for c in range(52) if c not in hole], 3)
        a = analyze(hole, board)
        if a.low is not None or a.low_draw.outs:
            continue
        comes = [c for c in range(52) if c not in hole + board]
        # suits never matter to a low and a rank twice is no more than once
        # (which would be a one-card draw): one card per rank, pairs of ranks
        by_rank = {c // 4: c for c in comes}
        expect = any(O.low(hole, board + [x, y]) for x, y in itertools.combinations(by_rank.values(), 2))
        assert a.low_draw.backdoor == expect
        checked += 1

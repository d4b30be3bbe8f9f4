"""Short Deck hands in the rules engine, as rooms deal them: every player
antes, the button posts the only blind and acts last preflop; the 36-card
deck; the showdown by the Short Deck rules (against the plain-Python
reference of tests/shortdeck/reference.py, both rule sets); PHH's NS code
read and written, round trips included."""
import random
from pathlib import Path

import pytest

from omaha_eval.engine import Game
from omaha_eval.engine.histories import from_phh, to_phh

def _load(path, name):
    """A helper module of another test folder by its path, under its own
    name (tests/icm/reference.py and tests/shortdeck/reference.py share one)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


reference = _load(Path(__file__).resolve().parents[1] / "shortdeck" / "reference.py", "shortdeck_reference")

RULES = {False: "trips", True: "straights"}


def calling_down(hand):
    while not hand.is_over:
        if hand.can_check():
            hand.check()
        else:
            hand.call()
    return hand


def test_antes_and_the_button_blind_are_posted_and_the_button_acts_last():
    game = Game.no_limit_short_deck(ante=100, button_blind=200)
    hand = game.deal([10_000] * 6, button=2, seed=1)
    posted = [(e.kind, e.seat, e.amount) for e in hand.history if e.kind in ("ante", "big_blind", "small_blind")]
    assert posted == [("ante", s, 100) for s in (3, 4, 5, 0, 1, 2)] + [("big_blind", 2, 200)]
    assert hand.big_blind_seat == 2
    assert hand.actor == 3            # left of the button
    for _ in range(5):
        hand.call()
    assert hand.actor == 2 and hand.can_check() and hand.can_raise_to(400)   # the button's option
    hand.check()
    assert hand.street == "flop" and hand.actor == 3   # after the flop: left of the button first


def test_heads_up_the_other_player_acts_first_preflop():
    hand = Game.no_limit_short_deck(ante=50, button_blind=100).deal([5000, 5000], button=0, seed=2)
    assert hand.blinds == (100, 0) and hand.antes == (50, 50)
    assert hand.actor == 1
    hand.call()
    assert hand.actor == 0 and hand.can_check()


def test_the_deck_is_sixes_to_aces():
    game = Game.no_limit_short_deck(ante=1, button_blind=2)
    for seed in range(200):
        hand = calling_down(game.deal([100] * 6, button=0, seed=seed))
        cards = [c for s in range(6) for c in hand.hole_cards(s)] + list(hand.board)
        assert len(set(cards)) == 17 and min(int(c) for c in cards) >= 16


@pytest.mark.parametrize("straights", [False, True])
def test_showdowns_against_the_reference(straights):
    game = Game.no_limit_short_deck(ante=10, button_blind=20, straights_beat_trips=straights)
    rng = random.Random(55 + straights)
    for _ in range(150):
        n = rng.randint(2, 6)
        hand = calling_down(game.deal([1000] * n, button=rng.randrange(n), seed=rng.randrange(1 << 40)))
        board = [int(c) for c in hand.board]
        keys = [reference.best_key([int(c) for c in hand.hole_cards(s)] + board, RULES[straights]) for s in range(n)]
        best = max(keys)
        winners = {s for s in range(n) if keys[s] == best}
        assert set(hand.payouts) == winners
        pot = sum(hand.payouts.values())
        assert pot == n * 30 and all(abs(hand.payouts[s] - pot / len(winners)) < 1 for s in winners)


def test_the_rule_sets_differ_where_trips_meet_a_straight():
    cards = ["AsAd", "Tc9d"]
    board = "AcKh8s7c6d"      # aces full? no: trips of aces against T-9-8-7-6
    results = {}
    for straights in (False, True):
        game = Game.no_limit_short_deck(ante=10, button_blind=20, straights_beat_trips=straights)
        hand = calling_down(game.deal([1000, 1000], button=0, cards=cards, board=board))
        results[straights] = set(hand.payouts)
    assert results == {False: {0}, True: {1}}


def test_a_card_outside_the_deck_is_refused_by_name():
    game = Game.no_limit_short_deck(ante=1, button_blind=2)
    with pytest.raises(ValueError, match="card 5h is not in the Short Deck deck"):
        game.deal([100, 100], button=0, cards=["AsAd", "5hKc"])
    with pytest.raises(ValueError, match="card 2c is not in the Short Deck deck"):
        game.deal([100, 100], button=0, cards=["AsAd", "KhKc"], board="2c7d8h")


def test_bad_button_blind_rules():
    with pytest.raises(ValueError, match="small_blind 0"):
        Game("shortdeck", False, "no-limit", 1, 2, 1, button_blind=True)
    with pytest.raises(TypeError, match="button_blind"):
        Game("shortdeck", False, "no-limit", 0, 2, 1, button_blind=1)
    with pytest.raises(ValueError, match="8-or-better"):
        Game("shortdeck", True, "no-limit", 0, 2, 1, button_blind=True)


@pytest.mark.parametrize("straights", [False, True])
def test_phh_round_trip(straights):
    game = Game.no_limit_short_deck(ante=100, button_blind=200, straights_beat_trips=straights)
    for seed in range(20):
        hand = calling_down(game.deal([10_000] * 6, button=5, seed=seed))
        text = to_phh(hand)
        assert 'variant = "NS"' in text and "blinds_or_straddles = [0, 0, 0, 0, 0, 200]" in text
        assert ('_short_deck_rules = "straights"' in text) == straights
        again = from_phh(text)
        assert again.game.variant == game.variant
        assert to_phh(again) == text
        assert again.payouts == hand.payouts


def test_reads_a_phh_ns_hand_written_elsewhere():
    """PHH's own shape of a Short Deck hand: antes, the button's blind
    last in blinds_or_straddles, min_bet; trips over a straight read as
    rooms play it."""
    text = "\n".join([
        'variant = "NS"', "antes = [3, 3, 3]", "blinds_or_straddles = [0, 0, 3]", "min_bet = 3",
        "starting_stacks = [300, 300, 300]", "actions = [",
        '  "d dh p1 AsAd", "d dh p2 Tc9d", "d dh p3 7h6h",',
        '  "p1 cc", "p2 cc", "p3 f",', '  "d db AcKh8s", "p1 cc", "p2 cc",', '  "d db 7c", "p1 cc", "p2 cc",',
        '  "d db 6d", "p1 cc", "p2 cc",', '  "p1 sm AsAd", "p2 sm Tc9d",', "]"])
    hand = from_phh(text)
    assert hand.game.variant == "shortdeck"
    assert set(hand.payouts) == {0} and hand.payouts[0] == 3 * 3 + 3 + 3 + 3
    straights = from_phh(text.replace('variant = "NS"', 'variant = "NS"\n_short_deck_rules = "straights"'))
    assert straights.game.variant == "shortdeck_straights" and set(straights.payouts) == {1}
    with pytest.raises(ValueError, match="_short_deck_rules"):
        from_phh(text.replace('variant = "NS"', 'variant = "NS"\n_short_deck_rules = "wheel"'))


def test_json_round_trip_keeps_the_button_blind():
    from omaha_eval.engine import Hand
    hand = calling_down(Game.no_limit_short_deck(ante=5, button_blind=10).deal([500] * 4, button=1, seed=4))
    again = Hand.from_json(hand.to_json())
    assert again.game == hand.game and again.game.button_blind and again.payouts == hand.payouts


def test_ohh_has_no_short_deck_and_says_so():
    from omaha_eval.engine.histories import to_ohh
    hand = calling_down(Game.no_limit_short_deck(ante=5, button_blind=10).deal([500] * 3, button=1, seed=4))
    with pytest.raises(ValueError, match="OHH has no Short Deck game type"):
        to_ohh(hand)


def test_against_pokerkit_where_it_runs():
    """pokerkit plays PHH's NS with a straight over trips: our hands,
    written as PHH, replay there to the same stacks."""
    pytest.importorskip("pokerkit")
    from pokerkit import HandHistory
    from omaha_eval.engine.histories import phh_seats
    game = Game.no_limit_short_deck(ante=100, button_blind=200, straights_beat_trips=True)
    rng = random.Random(6)
    for _ in range(40):
        n = rng.randint(2, 6)
        hand = game.deal([rng.randrange(2000, 20_000) for _ in range(n)], button=rng.randrange(n),
                         seed=rng.randrange(1 << 30))
        while not hand.is_over:
            legal = hand.legal_actions()
            roll = rng.random()
            if roll < 0.15 and legal.min_to is not None and hand.can_bet(legal.min_to):
                hand.bet(legal.min_to)
            elif roll < 0.15 and legal.min_to is not None and hand.can_raise_to(legal.min_to):
                hand.raise_to(legal.min_to)
            elif roll < 0.25 and hand.can_fold() and not hand.can_check():
                hand.fold()
            else:
                _ = hand.check() if hand.can_check() else hand.call()
        text = to_phh(hand).replace('_short_deck_rules = "straights"\n', "")
        state = None
        for state in HandHistory.loads(text):
            pass
        assert list(state.stacks) == [hand.stacks[s] for s in phh_seats(hand)], text

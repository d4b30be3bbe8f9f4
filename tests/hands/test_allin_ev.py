"""All-in EV against an independent calculation (tests/hands/allin_oracle.py:
pots from the log's actions, equity by enumerating the boards with the
plain reference evaluator)."""
from omaha_eval.core.cards import parse_cards
from omaha_eval.engine import Game
from omaha_eval.engine import NO_LIMIT
from omaha_eval.hands.allin_ev import all_in_ev

from . import allin_oracle as O


def check_against_oracle(hand, street):
    found = all_in_ev(hand)
    assert found is not None and found.street == street
    n = hand.num_players
    put = O.put_in(hand.history, n)
    assert put == hand.committed
    live = [s != "folded" for s in hand.statuses]
    assert [p for p in found.pots] == O.side_pots(put, live)
    holes = {s: hand.hole_cards(s) for s in range(n) if live[s]}
    dead = [c for s in range(n) if not live[s] and s not in hand.unknown_seats for c in hand.hole_cards(s)]
    want = O.expected(holes, found.board, dead, put, live, hand.game.variant, hand.game.hilo)
    assert found.ev == want
    assert found.actual == {s: hand.payouts.get(s, 0) - put[s] for s in range(n)}
    assert sum(found.ev.values()) == 0          # chips only move between the players
    return found


def test_heads_up_flop_all_in_omaha():
    hand = Game.no_limit_omaha(1, 2).deal([100, 60], button=0, cards=["AsAhKd7c", "JdTd9c8c"],
                                          board="2h7h8d3s4c")
    hand.call(); hand.check()
    hand.all_in(); hand.call()
    found = check_against_oracle(hand, "flop")
    assert found.board == tuple(parse_cards("2h7h8d"))


def test_three_way_holdem_side_pot_with_dead_money():
    hand = Game.no_limit_holdem(1, 2).deal([200, 50, 120, 300], button=0,
                                           cards=["7c2d", "AsAh", "KsKh", "QdJd"], board="Qc8h3dTs9h")
    hand.raise_to(6); hand.call(); hand.call(); hand.call()
    hand.all_in(); hand.all_in(); hand.call(); hand.fold()
    found = check_against_oracle(hand, "flop")
    assert len(found.pots) == 2 and found.ev[0] == -6


def test_hi_lo_three_way_turn_all_in_side_pot():
    game = Game("omaha", True, NO_LIMIT, 1, 2)
    hand = game.deal([30, 50, 80], button=0, cards=["As2s9h9d", "3c4dKhKd", "Ac5hQsJs"], board="6d7c8s2hTc")
    hand.call(); hand.call(); hand.check()
    hand.check(); hand.check(); hand.check()
    hand.all_in(); hand.call(); hand.call()
    found = check_against_oracle(hand, "turn")
    assert len(found.pots) == 2


def test_run_it_twice_same_ev_actual_as_it_happened():
    hand = Game.no_limit_holdem(1, 2).deal([100, 100], button=0, cards=["AsAh", "KsKd"], board="2c7d9hKcAd",
                                           runs=2, run_boards=["2c7d9hKc4s"])
    hand.call(); hand.check()
    hand.check(); hand.check()
    hand.all_in(); hand.call()
    found = check_against_oracle(hand, "turn")
    assert found.actual == {0: 0, 1: 0}          # one run each
    once = Game.no_limit_holdem(1, 2).deal([100, 100], button=0, cards=["AsAh", "KsKd"], board="2c7d9hKc3s")
    once.call(); once.check(); once.check(); once.check()
    once.all_in(); once.call()
    assert all_in_ev(once).ev == found.ev


def test_five_card_omaha_turn_all_in():
    hand = Game.no_limit_omaha(1, 2, cards=5).deal([80, 80, 80], button=0,
                                                   cards=["AsAhKdQc2c", "JdTd9c8c3h", "7s6s5d4d2h"],
                                                   board="Ks8h3dTc5c")
    hand.call(); hand.call(); hand.check()
    for _ in range(3):
        hand.check()
    hand.check(); hand.all_in(); hand.call(); hand.call()
    check_against_oracle(hand, "turn")


def test_unknown_hole_cards_make_the_ev_unknown():
    # the engine cannot settle an all-in with unknown cards, so a history
    # that leaves them unknown is simulated on a settled hand
    hand = Game.no_limit_holdem(1, 2).deal([100, 100, 100], button=0, cards=["7c2d", "AsAh", "KsKh"],
                                           board="Qc8h3dTs9h")
    hand.fold(); hand.all_in(); hand.call()
    hand.unknown_seats = (1,)
    found = all_in_ev(hand)
    assert found.ev == {0: 0, 1: None, 2: None} and not found.known and found.luck(1) is None


def test_not_all_in_hands_have_no_all_in_ev():
    hand = Game.no_limit_holdem(1, 2).deal([100, 100], button=0, cards=["AsAh", "KsKd"], board="2c7d9hKc3s")
    hand.raise_to(6); hand.fold()
    assert all_in_ev(hand) is None
    river = Game.no_limit_holdem(1, 2).deal([100, 100], button=0, cards=["AsAh", "KsKd"], board="2c7d9hKc3s")
    for _ in range(8):
        river.check() if river.can_check() else river.call()
    assert river.is_over and all_in_ev(river) is None

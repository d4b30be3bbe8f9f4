"""The engine against docs/RULES.md §4-6: every worked example, exactly."""
import pytest

from omaha_eval.engine import ALL_IN, Game, IllegalAction

PLO = Game.pot_limit_omaha(small_blind=10, big_blind=20)


def snapshot(hand):
    return (hand.stacks, hand.bets, hand.committed, hand.statuses, hand.actor, hand.street,
            hand.history, hand.board, hand.pots, str(hand.legal_actions()))


# -- pot-limit: docs/RULES.md §4 worked examples -------------------------------------------

def test_pot_limit_raise_to_70_then_240():
    hand = PLO.deal([1000] * 6, button=0, seed=1)
    legal = hand.legal_actions()
    assert (legal.call_amount, legal.max_to) == (20, 70)
    hand.raise_to(70)
    assert hand.legal_actions().max_to == 240
    hand.raise_to(240)


def test_pot_limit_pot_570_bet_570_then_raise_to_2280():
    hand = PLO.deal([10_000] * 3, button=0, seed=2)
    hand.raise_to(70)     # button (first to act three-handed)
    hand.raise_to(190)    # small blind
    hand.call()           # big blind
    hand.call()           # button
    assert hand.street == "flop" and hand.total_pot == 570
    assert hand.actor == 1 and hand.legal_actions().max_to == 570
    hand.bet(570)
    assert hand.legal_actions().max_to == 2280
    hand.raise_to(2280)


def test_pot_limit_flop_pot_3000_bet_2000_raise_to_9000():
    game = Game.pot_limit_omaha(small_blind=500, big_blind=1000)
    hand = game.deal([50_000] * 3, button=0, seed=3)
    hand.call()
    hand.call()
    hand.check()
    assert hand.street == "flop" and hand.total_pot == 3000
    hand.bet(2000)
    assert hand.legal_actions().max_to == 9000


def test_pot_limit_pot_200_bet_150_call_raise_to_800():
    game = Game.pot_limit_omaha(small_blind=25, big_blind=50)
    hand = game.deal([5000] * 4, button=0, seed=4)
    for _ in range(3):
        hand.call()
    hand.check()
    assert hand.total_pot == 200
    hand.bet(150)
    hand.call()
    assert hand.legal_actions().max_to == 800
    hand.raise_to(800)


def test_no_limit_min_raise_is_last_full_raise():
    game = Game.no_limit_holdem(small_blind=10, big_blind=20)
    hand = game.deal([1000] * 4, button=0, seed=5)
    assert hand.legal_actions().min_to == 40
    hand.raise_to(100)            # a raise of 80
    legal = hand.legal_actions()
    assert (legal.min_to, legal.max_to) == (180, 1000)


# -- positions, blinds, antes ------------------------------------------------------------

def test_heads_up_button_posts_small_blind_acts_first_preflop_last_after():
    hand = PLO.deal([1000, 1000], button=1, seed=6)
    assert hand.small_blind_seat == 1 and hand.big_blind_seat == 0
    assert hand.committed == [20, 10]
    assert hand.actor == 1            # the button acts first preflop
    hand.call()
    assert hand.actor == 0            # the big blind's option
    hand.check()
    assert hand.street == "flop" and hand.actor == 0   # the button acts last after the flop
    hand.check()
    assert hand.actor == 1


def test_blinds_and_first_actor_multiway():
    hand = PLO.deal([1000] * 5, button=2, seed=7)
    assert hand.small_blind_seat == 3 and hand.big_blind_seat == 4
    assert hand.bets == [0, 0, 0, 10, 20]
    assert hand.actor == 0


def test_big_blind_may_raise_when_limped_to():
    hand = PLO.deal([1000] * 3, button=0, seed=8)
    hand.call()
    hand.call()
    assert hand.actor == 2 and hand.can_check() and hand.can_raise_to(80)


def test_antes_are_in_the_pot_and_count_for_pot_limit():
    game = Game.pot_limit_omaha(small_blind=10, big_blind=20, ante=5)
    hand = game.deal([1000] * 3, button=0, seed=9)
    assert hand.total_pot == 45 and hand.committed == [5, 15, 25]
    assert hand.bets == [0, 10, 20]
    assert hand.legal_actions().max_to == 20 + 45 + 20   # call 20, pot 65, raise 65


def test_dealing_starts_with_small_blind_one_card_at_a_time():
    from omaha_eval.engine.shuffle import shuffled_deck
    hand = PLO.deal([1000] * 3, button=0, seed=10)
    deck = shuffled_deck(10)[::-1][:12]   # top card first
    order = [1, 2, 0]
    for i, seat in enumerate(order):
        assert hand.hole_cards(seat) == deck[i::3]


def test_courchevel_first_flop_card_before_preflop_betting():
    game = Game.pot_limit_courchevel(small_blind=10, big_blind=20)
    hand = game.deal([1000] * 3, button=0, seed=11)
    assert len(hand.board) == 1 and hand.street == "preflop"
    hand.call(); hand.call(); hand.check()
    assert len(hand.board) == 3 and hand.street == "flop"


def test_shuffle_is_seeded_and_a_permutation():
    from omaha_eval.engine.shuffle import shuffled_deck
    assert shuffled_deck(3) == shuffled_deck(3) != shuffled_deck(4)
    assert sorted(shuffled_deck(5)) == list(range(52))
    assert sorted(shuffled_deck(5, remove=[0, 51])) == list(range(1, 51))
    # every card reaches every position: a rough check of the permutation's spread
    tops = {shuffled_deck(seed)[-1] for seed in range(2000)}
    assert len(tops) == 52


def test_burn_card_before_each_board_deal():
    hand = PLO.deal([1000] * 2, button=0, seed=12)
    hand.call(); hand.check()
    kinds = [e.kind for e in hand.history]
    assert kinds[-2:] == ["burn", "deal_board"]


# -- all-in rules -----------------------------------------------------------------------

def test_short_all_in_does_not_reopen_betting():
    game = Game.no_limit_holdem(small_blind=10, big_blind=20)
    hand = game.deal([1000, 1000, 1000, 170], button=0, seed=13)
    for _ in range(3):
        hand.call()
    hand.check()                  # flop: seats 1, 2, 3 (20 each in), 0
    hand.bet(100)                 # seat 1
    hand.call()                   # seat 2
    hand.all_in()                 # seat 3: 150, a raise of 50 < 100
    assert hand.statuses[3] == ALL_IN and hand.bets[3] == 150
    hand.call()                   # seat 0 had not acted: may call
    legal = hand.legal_actions()  # seat 1 already acted: call or fold only
    assert hand.actor == 1 and not legal.can_raise and legal.call_amount == 50
    with pytest.raises(IllegalAction, match="raising is closed"):
        hand.raise_to(400)


def test_short_all_in_lets_unacted_player_raise():
    game = Game.no_limit_holdem(small_blind=10, big_blind=20)
    hand = game.deal([1000, 1000, 1000, 170], button=0, seed=13)
    for _ in range(3):
        hand.call()
    hand.check()
    hand.bet(100)
    hand.call()
    hand.all_in()                 # seat 3 short all-in to 150
    legal = hand.legal_actions()  # seat 0 has not acted on the flop
    assert hand.actor == 0 and legal.can_raise and legal.min_to == 250


def test_nobody_raises_own_bet():
    hand = PLO.deal([1000] * 2, button=0, seed=14)
    hand.raise_to(60)
    hand.call()
    hand.bet(40)
    hand.call()          # the round closes: no chance to re-raise oneself
    assert hand.street == "turn"


def test_three_way_all_in_side_pots_and_uncalled_chips():
    game = Game.no_limit_holdem(small_blind=10, big_blind=20)
    # seat 0 (button) 500 with the best hand, seat 1: 100, seat 2: 300
    hand = game.deal([500, 100, 300], button=0, cards=["AsAh", "KsKh", "QsQh"], board="2c7d9hJcTd")
    hand.all_in()   # button 500
    hand.all_in()   # SB 100
    hand.all_in()   # BB 300
    assert hand.is_over
    returned = [e for e in hand.history if e.kind == "return"]
    assert returned and returned[0].seat == 0 and returned[0].amount == 200
    main, side = hand.result.awards
    assert (main.amount, set(main.eligible)) == (300, {0, 1, 2})
    assert (side.amount, set(side.eligible)) == (400, {0, 2})
    assert hand.stacks == [900, 0, 0]


def test_side_pots_while_betting():
    game = Game.no_limit_holdem(small_blind=10, big_blind=20)
    hand = game.deal([500, 100, 300, 1000], button=0, seed=15)
    hand.raise_to(500)     # seat 3 (UTG)
    hand.all_in()          # seat 0, 500
    hand.all_in()          # seat 1, 100
    hand.all_in()          # seat 2, 300
    hand2 = hand
    assert hand2.is_over
    assert sum(hand2.stacks) == 1900


def test_side_pot_winner_differs_from_main():
    game = Game.no_limit_holdem(small_blind=10, big_blind=20)
    hand = game.deal([500, 100, 300], button=0, cards=["QsQh", "AsAh", "KsKh"], board="2c7d9hJcTd")
    hand.all_in(); hand.all_in(); hand.all_in()
    # AA (seat 1) wins the main 300, KK (seat 2) the side 400, QQ gets 200 back
    assert hand.stacks == [200, 300, 400]


def test_board_runs_out_when_all_in():
    hand = PLO.deal([200, 1000], button=0, seed=16)
    hand.raise_to(60)
    hand.raise_to(180)
    hand.all_in()     # button all-in for 200; seat 1 owes 20
    hand.call()
    assert hand.is_over and len(hand.board) == 5
    assert [e.kind for e in hand.history].count("show") == 2


# -- fixed limit --------------------------------------------------------------------------

FL = Game.fixed_limit_holdem(small_bet=20)


def test_fixed_limit_preflop_cap_40_60_80():
    hand = FL.deal([1000] * 5, button=0, seed=17)
    assert hand.bets[1:3] == [10, 20]
    for to in (40, 60, 80):
        legal = hand.legal_actions()
        assert (legal.min_to, legal.max_to) == (to, to)
        hand.raise_to(to)
    legal = hand.legal_actions()
    assert not legal.can_raise and legal.call_amount == 70   # the small blind owes 70


def test_fixed_limit_bet_plus_three_raises_after_flop_and_big_bet_on_turn():
    hand = FL.deal([1000] * 3, button=0, seed=18)
    hand.call(); hand.call(); hand.check()
    assert hand.street == "flop"
    hand.bet(20)
    for to in (40, 60, 80):
        hand.raise_to(to)
    assert not hand.legal_actions().can_raise
    hand.call(); hand.call()
    assert hand.street == "turn"
    legal = hand.legal_actions()
    assert (legal.min_to, legal.max_to) == (40, 40)
    with pytest.raises(IllegalAction):
        hand.bet(20)


def test_fixed_limit_uncapped_heads_up_setting():
    game = Game.fixed_limit_holdem(small_bet=20, uncapped_heads_up=True)
    hand = game.deal([1000] * 2, button=0, seed=19)
    for to in (40, 60, 80, 100, 120):
        hand.raise_to(to)
    assert hand.can_raise_to(140)
    capped = FL.deal([1000] * 2, button=0, seed=19)
    for to in (40, 60, 80):
        capped.raise_to(to)
    assert not capped.can_raise_to(100)


def test_fixed_limit_four_raise_setting():
    game = Game.fixed_limit_holdem(small_bet=20, max_raises=4)
    hand = game.deal([1000] * 3, button=0, seed=20)
    for to in (40, 60, 80, 100):
        hand.raise_to(to)
    assert not hand.can_raise_to(120)


# -- showdown -----------------------------------------------------------------------------

def play_to_river_with_bet(hand, river_bettor_bets):
    hand.call(); hand.call(); hand.check()
    for street in ("flop", "turn"):
        while hand.street == street:
            hand.check()
    assert hand.street == "river"
    if river_bettor_bets:
        hand.check()
        hand.bet(20)
        hand.call(); hand.call()
    else:
        while hand.street == "river":
            hand.check()


def test_showdown_order_last_river_aggressor_first():
    hand = PLO.deal([1000] * 3, button=0, seed=21)
    play_to_river_with_bet(hand, river_bettor_bets=True)
    shows = [e.seat for e in hand.history if e.kind == "show"]
    assert shows == [2, 0, 1]


def test_showdown_order_without_river_bet_starts_left_of_button():
    hand = PLO.deal([1000] * 3, button=0, seed=21)
    play_to_river_with_bet(hand, river_bettor_bets=False)
    shows = [e.seat for e in hand.history if e.kind == "show"]
    assert shows == [1, 2, 0]


def test_mucking_gives_up_the_pot():
    cards = ["AsAhKsKh", "2c3c4d5d", "9s9h8d8c"]
    hand = PLO.deal([1000] * 3, button=0, cards=cards, board="AdKd7c6h2s", auto_showdown=False)
    play_to_river_with_bet(hand, river_bettor_bets=False)
    assert hand.street == "showdown" and hand.actor == 1
    assert hand.legal_actions().names == ("show", "muck")
    hand.muck()        # seat 1 gives up
    hand.muck()        # seat 2 too
    assert not hand.can_muck()   # seat 0 is the last claimant of the pot
    with pytest.raises(IllegalAction, match="cannot muck"):
        hand.muck()
    hand.show()
    assert hand.is_over and hand.payouts == {0: 60}
    assert list(hand.shown) == [0]


def test_a_mucked_winner_loses_to_a_shown_worse_hand():
    cards = ["AsAhKsKh", "2c3c4d5d", "9s9h8d8c"]
    hand = PLO.deal([1000] * 3, button=0, cards=cards, board="AdKd7c6h2s", auto_showdown=False)
    play_to_river_with_bet(hand, river_bettor_bets=False)
    hand.show()        # seat 1
    hand.show()        # seat 2
    hand.muck()        # seat 0 throws away trip aces
    assert hand.payouts == {2: 60} and hand.winnings == [-20, -20, 40]


def test_hilo_full_hand_split_quarter_and_odd_chips():
    game = Game.pot_limit_omaha_hilo(small_blind=5, big_blind=10)
    # seats 0 and 1 share the wheel-ish low, seat 2 has the high
    cards = ["As2dJhJd", "Ac2hQsQd", "KhKdKs9c"]
    hand = game.deal([1000, 1000, 1000], button=2, cards=cards, board="3c4h8dKc7s")
    hand.call()    # seat 2 (button) first? three-handed: button acts first preflop
    hand.call()
    hand.check()
    while not hand.is_over:
        hand.check()
    # pot 30: high 15 to seat 2 (trip kings); low 15 split between 0 and 1
    # (both 7-4-3-2-A / 8-4-3-2-A ...): the odd chip to the first left of the button
    award = hand.result.awards[0]
    assert award.high == {2: 15}
    assert award.low == {0: 8, 1: 7}
    assert hand.winnings == [-2, -3, 5]


def test_everyone_folds_winner_takes_pot_unshown():
    hand = PLO.deal([1000] * 3, button=0, seed=22)
    hand.raise_to(70)
    hand.fold()
    hand.fold()
    assert hand.is_over and hand.payouts == {0: 30 + 20}
    assert hand.stacks == [1030, 990, 980]
    assert not any(e.kind == "show" for e in hand.history)


# -- bad input leaves the state unchanged ---------------------------------------------

@pytest.mark.parametrize("action, words", [
    (lambda h: h.check(), "cannot check"),
    (lambda h: h.call(seat=1), "seat 3's turn"),
    (lambda h: h.raise_to(30), "cannot raise to 30"),
    (lambda h: h.raise_to(71), "raise to 40..70"),
    (lambda h: h.raise_to(50.5), "not a whole number"),
    (lambda h: h.raise_to(-40), "negative"),
    (lambda h: h.raise_to(True), "not a whole number"),
    (lambda h: h.bet(40), "raise_to instead"),
    (lambda h: h.act("dance"), "unknown action"),
    (lambda h: h.act("bet"), "needs an amount"),
])
def test_illegal_actions_leave_state_unchanged(action, words):
    hand = PLO.deal([1000] * 6, button=0, seed=23)
    before = snapshot(hand)
    with pytest.raises(IllegalAction) as info:
        action(hand)
    assert words in str(info.value)
    assert "may:" in str(info.value) or "turn" in str(info.value)
    assert snapshot(hand) == before
    assert isinstance(info.value, ValueError)


def test_acting_after_the_hand_is_over():
    hand = PLO.deal([1000] * 2, button=0, seed=24)
    hand.fold()
    before = snapshot(hand)
    with pytest.raises(IllegalAction, match="the hand is over"):
        hand.call()
    assert snapshot(hand) == before
    assert hand.legal_actions().names == ()


def test_can_checks_ask_first():
    hand = PLO.deal([1000] * 3, button=0, seed=25)
    assert hand.can_call() and hand.can_fold() and not hand.can_check()
    assert hand.can_raise_to(70) and not hand.can_raise_to(71) and not hand.can_bet()
    assert not hand.can_raise_to("70") and not hand.can_all_in()


@pytest.mark.parametrize("kwargs, words", [
    (dict(stacks=[1000]), "1 players"),
    (dict(stacks=[1000, 0]), "seat 1 is 0"),
    (dict(stacks=[1000, 10.5]), "10.5"),
    (dict(stacks=[1000] * 3, button=3), "button 3"),
    (dict(stacks=[1000] * 2, cards=["AsAhKsKh", "AsAd2c3c"]), "duplicate card As"),
    (dict(stacks=[1000] * 2, cards=["AsAhKsKh"]), "one hole-card entry per seat"),
])
def test_bad_deal_arguments(kwargs, words):
    with pytest.raises((ValueError, TypeError)) as info:
        PLO.deal(**kwargs)
    assert words in str(info.value)


def test_bad_game_arguments():
    with pytest.raises(ValueError, match="seats 11"):
        Game.pot_limit_omaha(10, 20, seats=11)
    with pytest.raises(ValueError, match="Hold.em has no 8-or-better low"):
        Game("holdem", hilo=True)
    with pytest.raises(ValueError, match="structure"):
        Game("omaha", structure="spread-limit")
    with pytest.raises(TypeError, match="big blind"):
        Game.no_limit_holdem(10, 20.0)


def test_hilo_side_pot_without_low_goes_to_best_high_through_a_full_hand():
    game = Game.pot_limit_omaha_hilo(small_blind=5, big_blind=10)
    cards = ["As2d9c9h", "KsKhQdQc", "JsJhTdTc"]   # only seat 0 (all-in) can make a low
    hand = game.deal([30, 1000, 1000], button=2, cards=cards, board="3c4h8dKcQs")
    hand.raise_to(30)     # seat 2, the button
    hand.call()           # seat 0: all-in for 25 more
    hand.call()           # seat 1
    assert hand.statuses[0] == ALL_IN and hand.street == "flop"
    hand.bet(90)          # seat 1: the pot
    hand.call()           # seat 2
    assert [(p.amount, p.eligible) for p in hand.pots] == [(90, (0, 1, 2)), (180, (1, 2))]
    while not hand.is_over:
        hand.check()
    main, side = hand.result.awards
    assert main.high == {1: 45} and main.low == {0: 45}
    assert side.high == {1: 180} and side.low == {}
    assert hand.stacks == [45, 1105, 880]


def test_hilo_quartered_pot_through_a_full_hand():
    game = Game.pot_limit_omaha_hilo(small_blind=5, big_blind=10)
    # seat 0: trip kings and 8-5-4-3-2; seat 1: a pair and the same low
    hand = game.deal([1000, 1000], button=0, cards=["KsKh2c3d", "2d3h9s8d"], board="KdTs4c5h8c")
    hand.raise_to(30)     # the button (small blind) acts first heads-up
    hand.call()
    hand.bet(20)          # big blind, first after the flop
    hand.call()
    while not hand.is_over:
        hand.check()
    (award,) = hand.result.awards
    assert award.amount == 100 and award.high == {0: 50} and award.low == {1: 25, 0: 25}
    assert hand.payouts == {0: 75, 1: 25} and hand.stacks == [1025, 975]


def test_misdeal_redeals_with_a_new_shuffle_before_any_action():
    hand = PLO.deal([1000] * 3, button=1, seed=30)
    again = hand.misdeal(seed=31)
    assert again.starting_stacks == hand.starting_stacks and again.button == 1
    assert again.hole_cards(0) != hand.hole_cards(0) and again.committed == hand.committed
    again.call()
    with pytest.raises(IllegalAction, match="too late"):
        again.misdeal()


def test_raise_before_a_bet_says_bet_instead_and_changes_nothing():
    hand = PLO.deal([1000] * 3, button=0, seed=5)
    while hand.street == "preflop":
        hand.call() if hand.to_call else hand.check()
    before = snapshot(hand)
    with pytest.raises(IllegalAction, match="cannot raise to 40: nobody has bet: bet instead"):
        hand.raise_to(40)
    assert snapshot(hand) == before
    hand.bet(40)
    with pytest.raises(IllegalAction, match="cannot bet 80: there is already a bet: raise_to instead"):
        hand.bet(80)

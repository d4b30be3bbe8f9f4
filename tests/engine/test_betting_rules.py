"""Every betting rule of docs/RULES.md §4 with exact amounts, without any
optional package (the pokerkit comparison is a second opinion, not the
only one). The worked examples marked "docs/RULES.md §4" are quoted there."""
import pytest

from omaha_eval.engine import ALL_IN, Game, IllegalAction

NL = Game.no_limit_holdem(small_blind=10, big_blind=20)
PL = Game.pot_limit_omaha(small_blind=10, big_blind=20)
FL = Game.fixed_limit_holdem(small_bet=20)


def to_flop_heads_up(game, stacks=(1000, 1000)):
    """Heads-up, button 0: the button limps, the big blind checks."""
    hand = game.deal(list(stacks), button=0, seed=1)
    hand.call()
    hand.check()
    assert hand.street == "flop" and hand.actor == 1
    return hand


# -- the minimum bet and raise -------------------------------------------------------------

@pytest.mark.parametrize("game", [NL, PL], ids=["no-limit", "pot-limit"])
def test_minimum_bet_is_the_big_blind(game):
    hand = to_flop_heads_up(game)
    legal = hand.legal_actions()
    assert legal.can_bet and legal.min_to == legal.full_min_to == 20
    with pytest.raises(IllegalAction):
        hand.bet(19)
    hand.bet(20)
    assert hand.bets == [0, 20]


@pytest.mark.parametrize("game, max_to", [(NL, 980), (PL, 100)], ids=["no-limit", "pot-limit"])
def test_exact_minimum_bet_reopens_the_betting_check_raise(game, max_to):
    # docs/RULES.md §4 worked example: the big blind checks, the button bets
    # exactly the minimum (20); the big blind may check-raise, to 40 at least
    # (pot-limit: call 20 makes the pot 80, so at most to 100)
    hand = to_flop_heads_up(game)
    hand.check()
    hand.bet(20)
    legal = hand.legal_actions()
    assert hand.actor == 1 and legal.can_raise
    assert (legal.min_to, legal.max_to) == (40, max_to)
    hand.raise_to(40)
    assert hand.bets == [20, 40] and hand.actor == 0


def test_exact_minimum_raise_reopens_the_betting_preflop():
    hand = NL.deal([1000] * 3, button=0, seed=2)
    hand.call()              # button limps 20
    hand.raise_to(40)        # small blind: a raise of exactly 20, the minimum
    hand.call()              # big blind
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.can_raise and legal.min_to == 60


def test_minimum_raise_is_the_largest_raise_so_far_in_the_round():
    hand = to_flop_heads_up(NL)
    hand.bet(20)
    hand.raise_to(40)
    hand.raise_to(100)       # a raise of 60
    legal = hand.legal_actions()
    assert (legal.min_to, legal.full_min_to) == (160, 160)
    with pytest.raises(IllegalAction):
        hand.raise_to(159)


def test_all_in_for_exactly_a_full_raise_reopens_to_the_bettor():
    hand = NL.deal([1000, 1000, 220], button=0, seed=3)
    hand.call(); hand.call(); hand.check()     # flop: each 20 in, seat 2 has 200 left
    hand.bet(100)                              # seat 1
    hand.all_in()                              # seat 2: to 200, a raise of exactly 100
    assert hand.statuses[2] == ALL_IN
    hand.call()                                # seat 0
    legal = hand.legal_actions()
    assert hand.actor == 1 and legal.can_raise and legal.min_to == 300


def test_short_all_in_reopens_nothing_for_those_who_acted():
    hand = NL.deal([1000, 1000, 170], button=0, seed=3)
    hand.call(); hand.call(); hand.check()
    hand.bet(100)                              # seat 1
    hand.all_in()                              # seat 2: to 150, a raise of 50 < 100
    hand.call()                                # seat 0 (not yet acted): may call...
    legal = hand.legal_actions()
    assert hand.actor == 1 and not legal.can_raise and legal.call_amount == 50


def test_unacted_player_may_raise_after_a_short_all_in_minimum_from_last_full_raise():
    hand = NL.deal([1000, 1000, 170], button=0, seed=3)
    hand.call(); hand.call(); hand.check()
    hand.bet(100)
    hand.all_in()                              # to 150
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.can_raise and legal.min_to == 250


def test_all_in_bet_below_the_minimum_is_legal_and_nothing_else_between():
    hand = to_flop_heads_up(NL, stacks=(1000, 35))   # seat 1 has 15 left
    legal = hand.legal_actions()
    assert (legal.min_to, legal.max_to, legal.all_in_to) == (15, 15, 15)
    assert legal.allows_to(15) and not legal.allows_to(14) and not legal.allows_to(20)
    hand.all_in()
    assert hand.bets == [0, 15] and hand.legal_actions().call_amount == 15
    assert not hand.legal_actions().can_raise  # nobody left who could call a raise


def test_short_big_blind_all_in_still_costs_others_the_full_big_blind():
    hand = NL.deal([1000, 1000, 5], button=0, seed=4)
    assert hand.committed == [0, 10, 5] and hand.statuses[2] == ALL_IN
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.call_amount == 20 and legal.min_to == 40


def test_call_for_less_is_an_all_in():
    hand = to_flop_heads_up(NL, stacks=(1000, 120))
    hand.check()
    hand.bet(500)
    legal = hand.legal_actions()
    assert legal.call_amount == 100 and not legal.can_raise
    hand.call()
    assert hand.is_over and len(hand.board) == 5
    assert any(e.kind == "return" and e.seat == 0 and e.amount == 400 for e in hand.history)


# -- maximums ---------------------------------------------------------------------------------

def test_no_limit_maximum_is_the_whole_stack():
    hand = NL.deal([1000, 700, 900], button=0, seed=5)
    assert hand.legal_actions().max_to == 1000
    hand.raise_to(500)
    assert hand.legal_actions().max_to == 700    # small blind: 10 in + 690


def test_pot_limit_maximum_counts_the_raisers_chips_already_in_preflop():
    # docs/RULES.md §4 worked example: blinds 10/20, the button raises to 70
    # (pot 100). The small blind, 10 already in, owes 60: after the call the
    # pot is 160, so the small blind may raise to 70 + 160 = 230.
    hand = PL.deal([1000] * 3, button=0, seed=6)
    hand.raise_to(70)
    legal = hand.legal_actions()
    assert hand.actor == 1 and (legal.call_amount, legal.max_to) == (60, 230)
    hand.call()
    # the big blind, 20 in, owes 50: pot 160 + 50 = 210, raise to 70 + 210 = 280
    legal = hand.legal_actions()
    assert hand.actor == 2 and (legal.call_amount, legal.max_to) == (50, 280)
    with pytest.raises(IllegalAction):
        hand.raise_to(281)
    hand.raise_to(280)


def test_pot_limit_reraise_counts_the_players_own_bet():
    # flop pot 40; seat 1 bets 40 (the pot); seat 0 raises the pot: call 40
    # makes 120, to 160. Seat 1, with 40 in, owes 120: pot 240 + 120 = 360,
    # the maximum re-raise is to 160 + 360 = 520.
    hand = to_flop_heads_up(PL)
    assert hand.legal_actions().max_to == 40
    hand.bet(40)
    assert hand.legal_actions().max_to == 160
    hand.raise_to(160)
    legal = hand.legal_actions()
    assert (legal.call_amount, legal.min_to, legal.max_to) == (120, 280, 520)


def test_pot_limit_all_in_above_the_pot_is_not_legal():
    hand = to_flop_heads_up(PL, stacks=(1000, 1000))
    legal = hand.legal_actions()
    assert legal.max_to == 40 and legal.all_in_to is None
    with pytest.raises(IllegalAction):
        hand.all_in()


def test_pot_limit_all_in_below_the_pot_is_legal():
    hand = to_flop_heads_up(PL, stacks=(1000, 50))     # seat 1: 30 left, pot 40
    legal = hand.legal_actions()
    assert legal.max_to == 30 and legal.all_in_to == 30


def test_fixed_limit_bets_are_exactly_one_unit():
    hand = FL.deal([1000] * 2, button=0, seed=7)
    legal = hand.legal_actions()
    assert (legal.min_to, legal.max_to) == (40, 40)
    hand.call(); hand.check()
    legal = hand.legal_actions()
    assert (legal.min_to, legal.max_to) == (20, 20)     # flop: the small bet
    hand.check(); hand.check()
    legal = hand.legal_actions()
    assert (legal.min_to, legal.max_to) == (40, 40)     # turn: the big bet
    hand.bet(40)
    assert hand.legal_actions().max_to == 80


# -- raising when nobody can call ---------------------------------------------------------

def test_no_raise_when_nobody_could_call_it():
    # docs/RULES.md §4 worked example: blinds 10/20, the button goes all-in
    # for 200; the small blind has 1,000, the big blind 200 in all (20 posted,
    # 180 behind). The small blind may call or fold, not raise: nobody could
    # put in a chip more than the 200.
    hand = NL.deal([200, 1000, 200], button=0, seed=8)
    hand.all_in()
    legal = hand.legal_actions()
    assert hand.actor == 1 and legal.call_amount == 190
    assert not legal.can_raise and legal.all_in_to is None
    with pytest.raises(IllegalAction):
        hand.raise_to(400)
    with pytest.raises(IllegalAction):
        hand.all_in()


def test_raise_allowed_when_one_opponent_could_put_in_one_chip_more():
    hand = NL.deal([200, 1000, 201], button=0, seed=8)
    hand.all_in()
    legal = hand.legal_actions()
    assert legal.can_raise and (legal.min_to, legal.max_to) == (380, 1000)


def test_no_raise_against_an_all_in_heads_up():
    hand = NL.deal([1000, 300], button=0, seed=9)
    hand.raise_to(100)
    hand.all_in()                 # big blind, to 300
    legal = hand.legal_actions()
    assert legal.call_amount == 200 and not legal.can_raise
    with pytest.raises(IllegalAction):
        hand.raise_to(600)


# -- order of action and closing the round --------------------------------------------------

def test_big_blind_has_the_option_when_limped_to():
    hand = NL.deal([1000] * 3, button=0, seed=10)
    hand.call(); hand.call()
    legal = hand.legal_actions()
    assert hand.actor == 2 and legal.can_check and legal.can_raise and legal.min_to == 40


def test_round_closes_when_everyone_has_matched_and_acted():
    hand = NL.deal([1000] * 3, button=0, seed=11)
    hand.raise_to(60); hand.call(); hand.call()
    assert hand.street == "flop" and hand.actor == 1 and hand.bets == [0, 0, 0]


def test_no_player_raises_their_own_bet():
    hand = to_flop_heads_up(NL)
    hand.bet(20)
    hand.call()
    assert hand.street == "turn"


def test_everyone_folds_to_a_bet_the_bettor_wins_uncontested():
    hand = NL.deal([1000] * 3, button=0, seed=12)
    hand.raise_to(60); hand.fold(); hand.fold()
    assert hand.is_over and hand.stacks == [1030, 990, 980]


# -- forced bets and all-ins that are calls ----------------------------------------------------

def test_an_ante_larger_than_the_stack_puts_the_player_all_in():
    game = Game.no_limit_holdem(small_blind=10, big_blind=20, ante=5)
    hand = game.deal([1000, 1000, 3], button=0, seed=13)
    assert hand.stacks[2] == 0 and hand.committed[2] == 3 and hand.statuses[2] == ALL_IN
    assert [e.amount for e in hand.history if e.kind == "ante"] == [5, 3, 5]   # from the small blind on


def test_no_decision_left_when_the_only_opponent_is_all_in_for_exactly_the_big_blind():
    hand = NL.deal([20, 1000], button=0, seed=14)   # the button (small blind) has 20 in all
    hand.call()                                      # all-in for exactly the big blind
    assert hand.is_over and len(hand.board) == 5     # nothing left to decide: the board runs out


def test_an_all_in_that_only_matches_the_bet_is_a_call():
    hand = to_flop_heads_up(NL, stacks=(1000, 120))   # seat 1: 100 left
    hand.check()
    hand.bet(100)
    assert hand.legal_actions().all_in_to == 100
    hand.all_in()
    last = [e for e in hand.history if e.kind in ("check", "call", "bet", "raise")][-1]
    assert (last.kind, last.seat, last.amount, last.all_in) == ("call", 1, 100, True)

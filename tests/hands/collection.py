"""A small collection of hands played on the engine, for the statistics
tests: every definition's edge case once (an open and a 3-bet folded to, a
limp and the big blind's option to a showdown, a walk, a continuation bet,
an all-in for less than a raise)."""
from omaha_eval.engine import Game

NAMES = ["A", "B", "C"]
GAME = Game.no_limit_holdem(1, 2)
CARDS = ["7c2d", "AsAh", "KsKh"]
BOARD = "3c8d9hTs4c"


def _deal(stacks=(100, 100, 100), cards=CARDS):
    hand = GAME.deal(list(stacks), button=0, cards=list(cards), board=BOARD)
    hand.info["players"] = list(NAMES)
    return hand


def three_bet_folded():
    hand = _deal()
    hand.raise_to(6); hand.raise_to(20); hand.fold(); hand.fold()
    return hand


def limp_to_showdown():
    hand = _deal()
    hand.call(); hand.call(); hand.check()
    hand.bet(4); hand.call(); hand.fold()
    hand.check(); hand.bet(10); hand.call()
    hand.check(); hand.check()
    return hand


def walk():
    hand = _deal()
    hand.fold(); hand.fold()
    return hand


def continuation_bet():
    hand = _deal()
    hand.raise_to(6); hand.fold(); hand.call()
    hand.check(); hand.bet(8); hand.fold()
    return hand


def all_in_for_less():
    hand = _deal(stacks=(3, 100, 100), cards=["AsAh", "KsKh", "QsQh"])
    hand.all_in(); hand.call(); hand.call()
    for _ in range(3):
        hand.check(); hand.check()
    return hand


HANDS = [three_bet_folded, limp_to_showdown, walk, continuation_bet, all_in_for_less]

# worked out by hand from the definitions (docs/hands.md)
EXPECTED = {
    "A": dict(hands=5, vpip=4, pfr=3, three_bet_chance=0, three_bet=0, fold_to_three_bet_chance=1,
              fold_to_three_bet=1, cbet_chance=1, cbet=1, saw_flop=3, showdown=1, won_showdown=1,
              postflop_aggressive=1, postflop_calls=0, net=-6 - 2 + 0 + 7 + 6),
    "B": dict(hands=5, vpip=3, pfr=1, three_bet_chance=3, three_bet=1, fold_to_three_bet_chance=0,
              fold_to_three_bet=0, cbet_chance=0, cbet=0, saw_flop=2, showdown=2, won_showdown=1,
              postflop_aggressive=1, postflop_calls=1, net=8 + 18 - 1 - 1 - 3),
    "C": dict(hands=5, vpip=2, pfr=0, three_bet_chance=2, three_bet=0, fold_to_three_bet_chance=0,
              fold_to_three_bet=0, cbet_chance=0, cbet=0, saw_flop=3, showdown=2, won_showdown=0,
              postflop_aggressive=1, postflop_calls=1, net=-2 - 16 + 1 - 6 - 3),
}

"""Random hands played by an aggressive policy (minimum bets, maximum bets
and all-ins, often), each checked against oracles written in this file
from docs/RULES.md §4-5, not from the engine:

- before every action, the legal actions and their amounts, recomputed
  from the public state and the street's history (who bet what, which
  raises were full, who has acted since);
- after every hand, the pots (main and side), who wins each and every
  seat's chips, settled with the plain-Python reference evaluator
  (tests/reference.py), never with omaha_eval.showdown.

OMAHA_EVAL_FULL=1 plays ten times more hands (15,000).
"""
import os
import random
from collections import Counter

import reference as ref
from omaha_eval.engine import ACTIVE, FOLDED, Game

from .edge_policy import EdgePolicy

HANDS = 15000 if os.environ.get("OMAHA_EVAL_FULL") else 1500
VARIANTS = ["holdem", "omaha", "omaha5", "omaha6", "courchevel"]
STRUCTURES = ["no-limit", "pot-limit", "fixed-limit"]
MAX_PLAYERS = {"holdem": 6, "omaha": 6, "omaha5": 6, "omaha6": 6, "courchevel": 6}


def random_game(rng):
    variant = rng.choice(VARIANTS)
    hilo = variant != "holdem" and rng.random() < 0.4
    structure = rng.choice(STRUCTURES)
    big = rng.choice([2, 10, 20, 25])
    small = rng.choice([0, big // 2, big // 2, big])
    ante = rng.choice([0, 0, 0, 1, big // 5])
    kwargs = {}
    if structure == "fixed-limit":
        kwargs = dict(small_bet=big, max_raises=rng.choice([3, 4, None]), uncapped_heads_up=rng.random() < 0.5)
    return Game(variant, hilo, structure, small, big, ante, **kwargs)


def random_stacks(rng, n, big):
    # short stacks (even below a blind), middling and deep: side pots galore
    return [rng.choice([rng.randint(1, 2 * big), rng.randint(2 * big, 20 * big), rng.randint(20 * big, 100 * big)])
            for _ in range(n)]


# -- oracle 1: the legal actions from the public state and the history -------------------------

def expected_legal(hand):
    """(can_check, call_amount, can_bet, can_raise, min_to, max_to, all_in_to)
    from docs/RULES.md §4."""
    game, seat = hand.game, hand.actor
    street = hand.street
    street_index = ("preflop", "flop", "turn", "river").index(street)
    unit = game.small_bet if street_index < 2 else game.big_bet
    to_match = game.big_blind if street == "preflop" else 0
    min_raise = game.big_blind
    full_bets = 1 if street == "preflop" else 0     # preflop the big blind is the bet
    last_full = -1                                  # index of the last full bet or raise
    last_acted = {}
    events = [e for e in hand.history if e.street == street]
    for i, e in enumerate(events):
        if e.kind in ("bet", "raise"):
            increment = e.amount - to_match
            full = increment == unit if game.structure == "fixed-limit" else increment >= min_raise
            if full:
                if game.structure != "fixed-limit":
                    min_raise = increment
                full_bets += 1
                last_full = i
            to_match = max(to_match, e.amount)
        if e.kind in ("check", "call", "bet", "raise"):
            last_acted[e.seat] = i
    bets, stacks, statuses = hand.bets, hand.stacks, hand.statuses
    bet, stack = bets[seat], stacks[seat]
    owed = to_match - bet
    call_amount = min(owed, stack) if owed > 0 else None
    live = sum(1 for s in statuses if s != FOLDED)
    reopened = seat not in last_acted or last_acted[seat] < last_full
    capped = (game.structure == "fixed-limit" and game.max_raises is not None
              and full_bets >= 1 + game.max_raises and not (game.uncapped_heads_up and live == 2))
    someone_can_call = any(other != seat and statuses[other] == ACTIVE and bets[other] + stacks[other] > to_match
                           for other in range(len(bets)))
    if not (stack > owed and reopened and not capped and someone_can_call):
        return (owed <= 0, call_amount, False, False, None, None, bet + stack if stack <= owed else None)
    if game.structure == "fixed-limit":
        full_min = max_to = to_match + unit
    else:
        full_min = to_match + min_raise if to_match else game.big_blind
        if game.structure == "pot-limit":
            max_to = to_match + hand.total_pot + owed   # the pot after the call, raised on top of it
            max_to = max(max_to, full_min)   # "minimums as in no-limit", even when the pot holds less
        else:
            max_to = bet + stack
    max_to = min(max_to, bet + stack)
    min_to = min(full_min, bet + stack)
    all_in_to = bet + stack if bet + stack <= max_to else None
    return (owed <= 0, call_amount, to_match == 0, to_match > 0, min_to, max_to, all_in_to)


def actual_legal(hand):
    legal = hand.legal_actions()
    return (legal.can_check, legal.call_amount, legal.can_bet, legal.can_raise, legal.min_to, legal.max_to,
            legal.all_in_to)


# -- oracle 2: pots and payouts from what each seat put in -------------------------------------

def best_high(game, hole, board):
    """A key that compares greater for the better high hand."""
    if game.variant == "holdem":
        return -ref.best_holdem(list(hole) + list(board))
    return -ref.best_omaha(hole, board)


def best_low(hole, board):
    low = ref.best_omaha_low(hole, board)
    return None if low is None else tuple(-r for r in low)   # greater = better


def expected_settlement(game, committed, live, holes, board, button):
    """[(amount, eligible seats, {seat: chips won})] per pot, main first.

    A pot is cut at each live player's total: nobody wins more from anyone
    than they put in themselves. Chips above every live player's total
    (folded bets that were called by nobody live) join the last pot.
    """
    n = len(committed)
    live_seats = [s for s in range(n) if live[s]]
    if len(live_seats) == 1:
        total = sum(committed)
        return [(total, tuple(live_seats), {live_seats[0]: total} if total else {})]
    pots = []
    previous = 0
    for level in sorted({committed[s] for s in live_seats}):
        amount = sum(min(c, level) - min(c, previous) for c in committed)
        eligible = tuple(s for s in live_seats if committed[s] >= level)
        pots.append([amount, eligible])
        previous = level
    pots[-1][0] += sum(committed) - sum(p[0] for p in pots)
    left_of_button = lambda s: (s - button - 1) % n  # noqa: E731
    result = []
    for amount, eligible in pots:
        if len(eligible) == 1:
            result.append((amount, eligible, {eligible[0]: amount}))
            continue
        highs = {s: best_high(game, holes[s], board) for s in eligible}
        top = max(highs.values())
        high_winners = sorted((s for s in eligible if highs[s] == top), key=left_of_button)
        low_winners = []
        if game.hilo:
            lows = {s: best_low(holes[s], board) for s in eligible}
            qualified = [v for v in lows.values() if v is not None]
            if qualified:
                low_winners = sorted((s for s in eligible if lows[s] == max(qualified)), key=left_of_button)
        won = Counter()
        halves = [(amount - amount // 2, high_winners), (amount // 2, low_winners)] if low_winners \
            else [(amount, high_winners)]
        for chips, winners in halves:
            share, odd = divmod(chips, len(winners))
            for i, s in enumerate(winners):   # odd chips from the button's left
                won[s] += share + (1 if i < odd else 0)
        result.append((amount, eligible, {s: c for s, c in won.items() if c}))
    return result


def play_and_check(seed):
    rng = random.Random(seed)
    game = random_game(rng)
    n = rng.randint(2, MAX_PLAYERS[game.variant])
    stacks = random_stacks(rng, n, game.big_blind)
    button = rng.randrange(n)
    hand = game.deal(stacks, button, seed=seed, auto_showdown=rng.random() < 0.5)
    policy = EdgePolicy(seed)
    steps = 0
    while not hand.is_over:
        assert min(hand.stacks) >= 0, (seed, hand.history)
        if hand.street != "showdown":
            assert actual_legal(hand) == expected_legal(hand), (seed, hand.history)
        hand.act(*policy(hand))
        steps += 1
        assert steps < 300
    mucked = {e.seat for e in hand.history if e.kind == "muck"}
    live = [hand.statuses[s] != FOLDED and s not in mucked for s in range(n)]
    holes = [hand.hole_cards(s) for s in range(n)]
    expected = expected_settlement(game, hand.committed, live, holes, hand.board, button)
    won = Counter()
    for _, _, paid in expected:
        won.update(paid)
    assert {s: c for s, c in hand.payouts.items() if c} == dict(won), (seed, hand.history)
    assert hand.stacks == [stacks[s] - hand.committed[s] + won[s] for s in range(n)]
    if hand.result is not None and sum(live) > 1:
        actual = [(a.amount, tuple(sorted(a.eligible)), {s: c for s, c in a.won.items() if c})
                  for a in hand.result.awards]
        assert actual == expected, (seed, hand.history)
    return hand, expected


def test_random_hands_match_the_betting_and_settlement_oracles():
    side_pots = all_ins = splits = 0
    for seed in range(HANDS):
        hand, pots = play_and_check(seed)
        side_pots += len(pots) > 1
        all_ins += "all-in" in hand.statuses
        splits += any(len(paid) > 1 for _, _, paid in pots)
    # the policy reaches the edges it is there for
    assert side_pots > HANDS // 20 and all_ins > HANDS // 5 and splits > HANDS // 50, (side_pots, all_ins, splits)


def test_the_policy_bets_minimum_maximum_and_all_in_often():
    kinds = Counter()
    for seed in range(60):
        rng = random.Random(seed)
        game = Game.no_limit_holdem(10, 20) if seed % 2 else Game.pot_limit_omaha(10, 20)
        hand = game.deal([rng.randint(100, 3000) for _ in range(4)], seed=seed)
        policy = EdgePolicy(seed)
        while not hand.is_over:
            legal = hand.legal_actions()
            action, amount = policy(hand)
            if action in ("bet", "raise_to"):
                kinds["min" if amount == legal.min_to else "max" if amount == legal.max_to else "other"] += 1
            kinds[action] += 1
            hand.act(action, amount)
    assert kinds["min"] >= 20 and kinds["max"] >= 20 and kinds["all_in"] >= 10, kinds


def test_settlement_oracle_agrees_on_known_three_way_all_ins():
    # a hand-checked case for the oracle itself: AA > KK > QQ, stacks 500/100/300
    game = Game.no_limit_holdem(small_blind=10, big_blind=20)
    holes = [ref_cards("QsQh"), ref_cards("AsAh"), ref_cards("KsKh")]
    pots = expected_settlement(game, [300, 100, 300], [True] * 3, holes, ref_cards("2c7d9hJcTd"), button=0)
    assert pots == [(300, (0, 1, 2), {1: 300}), (400, (0, 2), {2: 400})]


def ref_cards(text):
    from omaha_eval import parse_cards
    return parse_cards(text)

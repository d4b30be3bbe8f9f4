"""Hand.showdown_pots, the pots as the engine paid them, read without
building the showdown's account: the same as the pots of ``results``
(summed over runs), on either of the engine's paths (a fast showdown whose
account is built on demand, and one settled with its account at once), and
the side pots of the betting oracle of test_random_play_oracle."""
import random

from omaha_eval.engine import FOLDED, Game

from .edge_policy import EdgePolicy
from .test_random_play_oracle import MAX_PLAYERS, expected_settlement, random_game, random_stacks


def pots_of_results(hand):
    amounts, eligible = {}, {}
    for result in hand.results:
        for award in result.awards:
            amounts[award.index] = amounts.get(award.index, 0) + award.amount
            eligible.setdefault(award.index, tuple(award.eligible))
    return [(amounts[i], eligible[i]) for i in sorted(amounts)]


def played(game, seed, n=4, runs=1):
    rng = random.Random(seed)
    hand = game.deal([rng.choice([rng.randint(2, 60), rng.randint(60, 600)]) for _ in range(n)], seed=seed)
    policy = EdgePolicy(seed)
    while not hand.is_over:
        if runs > 1 and hand.street == "preflop" and hand.can_all_in():
            hand.runs = runs
        hand.act(*policy(hand))
    return hand


def test_showdown_pots_are_the_pots_the_showdown_paid_on_random_hands():
    showdowns = side_pots = 0
    for seed in range(600):
        rng = random.Random(seed)
        game = random_game(rng)
        n = rng.randint(2, MAX_PLAYERS[game.variant])
        button = rng.randrange(n)
        hand = game.deal(random_stacks(rng, n, game.big_blind), button, seed=seed, auto_showdown=rng.random() < 0.5)
        policy = EdgePolicy(seed)
        while not hand.is_over:
            hand.act(*policy(hand))
        pots = hand.showdown_pots          # read first: the account is not built yet
        assert pots == pots_of_results(hand) == hand.showdown_pots, seed
        mucked = {e.seat for e in hand.history if e.kind == "muck"}
        live = [hand.statuses[s] != FOLDED and s not in mucked for s in range(n)]
        if not hand.results:
            assert pots == [], seed
            continue
        showdowns += 1
        side_pots += len(pots) > 1
        if sum(live) > 1:   # the oracle's pots (one pot when a single player is left)
            expected = expected_settlement(game, hand.committed, live, [hand.hole_cards(s) for s in range(n)],
                                           hand.board, button)
            assert [(a, tuple(sorted(e))) for a, e in pots] == [(a, e) for a, e, _ in expected], seed
    assert showdowns > 100 and side_pots > 20, (showdowns, side_pots)


def test_showdown_pots_count_a_pot_run_twice_or_on_two_boards_once():
    games = [Game.pot_limit_omaha(1, 2, double_board=True), Game.pot_limit_omaha_hilo(1, 2, double_board=True),
             Game.no_limit_holdem(1, 2), Game.pot_limit_omaha_hilo(1, 2)]
    checked = 0
    for seed in range(300):
        game = games[seed % len(games)]
        hand = played(game, seed, n=2 + seed % 4, runs=2 if not game.double_board else 1)
        pots = hand.copy().showdown_pots
        assert pots == pots_of_results(hand), seed
        if pots:
            checked += 1
            paid_at_showdown = sum(a for a, _ in pots)
            assert paid_at_showdown <= sum(hand.committed), seed
    assert checked > 60, checked

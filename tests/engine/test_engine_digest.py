"""The engine's fast paths change nothing: seeded hands played by the
benchmark's policies (and by a random policy over many games) give exactly
the hands they gave before the speed work of issue 13.

Each digest is a SHA-256 of every hand's full log (every event with all its
fields), payouts, chips collected and final stacks, and, for the random
games, the legal actions offered before every decision and the showdown
result. The expected values were computed with the engine as it was on main
at 5eca3b1, before the engine was made faster; a change to any action,
amount, card, pot or legal-action bound changes them.

To print the digests of the current code: python tests/engine/test_engine_digest.py
"""
from __future__ import annotations

import hashlib
import random
from typing import Callable, List

from omaha_eval.engine import Game
from omaha_eval.engine.bots import PotBot, RandomBot, calling_station, play_out

HANDS = 300
PLO6 = Game.pot_limit_omaha(1, 2, seats=6)

EXPECTED = {
    "calldown": "d43d2115bcd22f365d05502b1e1d5c8844410ed416f48a642aceedf9ce6aba9e",
    "potbot": "56edacc26786f542b69676e4d397fa3eca564e5c39543c4521d43206cb9d858e",
    "random_games": "c40febc0db77072f11c9747b22d0ba4f7fcac1d5aed23531aa1ac92d51abfa7d",
}


def _hand_record(hand) -> str:
    return repr((tuple(tuple(e) for e in hand.history), sorted(hand.payouts.items()), hand.collected,
                 hand.stacks, hand.winnings, hand.street, hand.actor))


def bench_digest(policy: str) -> str:
    """Hand i dealt from seed i, button i % 6, 200 chips each: the
    benchmark's hands, driven by play_out as the benchmark drives them."""
    bot: Callable = calling_station if policy == "calldown" else PotBot(seed=1)
    digest = hashlib.sha256()
    for i in range(HANDS):
        hand = play_out(PLO6.deal([200] * 6, button=i % 6, seed=i), bot)
        digest.update(_hand_record(hand).encode())
    return digest.hexdigest()


def _random_game(rng: random.Random) -> Game:
    variant = rng.choice(["holdem", "omaha", "omaha5", "omaha6", "courchevel"])
    hilo = variant != "holdem" and rng.random() < 0.4
    structure = rng.choice(["no-limit", "pot-limit", "fixed-limit"])
    big = rng.choice([2, 10, 20])
    small = rng.choice([0, big // 2, big])
    ante = rng.choice([0, 0, 1, big // 5])
    kwargs = {}
    if structure == "fixed-limit":
        kwargs = dict(small_bet=big, max_raises=rng.choice([3, 4, None]), uncapped_heads_up=rng.random() < 0.5)
    return Game(variant, hilo, structure, small, big, ante, **kwargs)


def random_games_digest() -> str:
    """Random games, stacks (short ones too: all-ins, side pots), manual
    showdowns and a random policy; the legal actions before every decision
    are part of the digest."""
    rng = random.Random(2026)
    digest = hashlib.sha256()
    for i in range(HANDS):
        game = _random_game(rng)
        n = rng.randint(2, 6)
        big = game.big_blind
        stacks = [rng.choice([rng.randint(1, 3 * big), rng.randint(3 * big, 60 * big)]) for _ in range(n)]
        hand = game.deal(stacks, button=rng.randrange(n), seed=i, auto_showdown=rng.random() < 0.7)
        bot = RandomBot(seed=i)
        offered: List[tuple] = []
        while hand.actor is not None:
            offered.append(tuple(hand.legal_actions()))
            hand.act(*bot(hand))
        result = hand.result
        digest.update(_hand_record(hand).encode())
        digest.update(repr((offered, None if result is None else (result.won, result.awards))).encode())
    return digest.hexdigest()


def test_calldown_hands_unchanged():
    assert bench_digest("calldown") == EXPECTED["calldown"]


def test_potbot_hands_unchanged():
    assert bench_digest("potbot") == EXPECTED["potbot"]


def test_random_games_unchanged():
    assert random_games_digest() == EXPECTED["random_games"]


if __name__ == "__main__":
    print({"calldown": bench_digest("calldown"), "potbot": bench_digest("potbot"),
           "random_games": random_games_digest()})

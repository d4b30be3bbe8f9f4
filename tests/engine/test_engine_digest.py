"""The engine's fast paths change nothing: seeded hands played by the
benchmark's policies (and by a random policy over many games) give exactly
the hands they gave before the speed work of issue 13.

Each digest is a SHA-256 of every hand's full log (every event with all its
fields), payouts, chips collected, final stacks and showdown result, and,
for the random games, the legal actions offered before every decision. The expected values were computed with the engine as it was on main
at 5eca3b1, before the engine was made faster; a change to any action,
amount, card, pot or legal-action bound changes them.

The records hold plain ints, strings and tuples only (cards as ints), so a
new repr of an engine class does not change them. To print the digests of
the code on PYTHONPATH (e.g. an export of 5eca3b1, built):
python tests/engine/test_engine_digest.py
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
    "calldown": "004f2c3d145f9655c45f18260defbfc900afa3babcbdbaf9800ee36a404eb73f",
    "potbot": "d11faa2dacba31b0a863e3a97bc44e1f2a9ab41dd985b0a4c57851c4d464a7cc",
    "random_games": "83262d1be445333b9a6f2b797b0ffa64be551d2084476bc9133de8d2387319fd",
}


def _hand_record(hand) -> str:
    # plain ints, strings and tuples only (no repr of the engine's own classes),
    # dicts as their items in order (the order is part of the API)
    events = tuple((e.kind, e.seat, e.amount, tuple(int(c) for c in e.cards), e.street, e.all_in, e.pot, e.run)
                   for e in hand.history)
    return repr((events, list(hand.payouts.items()), hand.collected, hand.stacks, hand.winnings, hand.street,
                 hand.actor))


def _result_record(result) -> object:
    if result is None:
        return None
    return (list(result.won.items()),
            [(a.index, a.amount, a.eligible, a.high_winners, a.low_winners, list(a.high.items()),
              list(a.low.items())) for a in result.awards],
            [(seat, value.rank) for seat, value in result.highs.items()],
            [(seat, None if value is None else value.mask) for seat, value in result.lows.items()])


def bench_digest(policy: str) -> str:
    """Hand i dealt from seed i, button i % 6, 200 chips each: the
    benchmark's hands, driven by play_out as the benchmark drives them."""
    bot: Callable = calling_station if policy == "calldown" else PotBot(seed=1)
    digest = hashlib.sha256()
    for i in range(HANDS):
        hand = play_out(PLO6.deal([200] * 6, button=i % 6, seed=i), bot)
        digest.update(_hand_record(hand).encode())
        digest.update(repr(_result_record(hand.result)).encode())  # built on demand, after the hand
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
        digest.update(repr((offered, _result_record(result))).encode())
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

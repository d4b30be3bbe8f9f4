"""Monte Carlo results are fixed by the seed. These digests of the integer
counters were recorded when Monte Carlo chunks became 16,384 trials (the
stream a chunk draws from is its index, so the chunk size is part of what a
seed deals); the scoring rewrites since (river places) left them equal, and
two ranges or more drawn in batches (2026-12-02) changed the two jobs of two
ranges (the same draws, taken from the stream in another order; then two
equally weighted ranges' indices from one number, 32 bits each). A
change that alters what a seed deals must be deliberate, and must update
the printed examples in docs/. This is a pin, not an oracle: that the draws
are right is checked against exact results in tests/equity_engine/test_equity_engine.py
and tests/equity_engine/test_equity.py."""
import hashlib

import pytest

import omaha_eval as oe

SEEDED = [
    (['AsAhKsKh', '*'], '', None, False, 'ea5d0a701dd4a32a'),
    (['AsAhKsKh', 'JdTd9c8c'], '', None, False, 'be5c7586502d0654'),
    (['As2sKdQd', '*', '*'], '', None, True, 'd0c4d99645525ca0'),
    (['AsKsQhJh9c', '*'], '2c', 'courchevel', False, 'ac4670b9446bc584'),
    (['AsKsQhJh9c8d', '*', '*'], '', None, False, 'e89d5ed4dbd1a5da'),
    (['AhKh', '*'], '', None, False, '012114770f4f372d'),
    (['AsAhKsKh', '*'], 'Td9d2c', None, False, '27ccda0de13fe56c'),
    (['AsAhKsKh', '*'], 'Td9d2c8c', None, True, '82d84cb1da3f1fce'),
    # three of a suit on the flop, fixed hands with row tables, ranges drawn
    (['AsAhKsKh', 'JdTc9c8c', '*'], '5d9d2d', None, False, 'af77ed6f8e215762'),
    (['AA**', 'KK**'], 'Qd7d2d', 'omaha', False, '135284573cdcbb96'),
    (['AA**', 'KQ**', '*'], '', 'omaha', True, '0b6510b450a29e83'),
    (['AsKsQhJh9c8d', 'AA****'], '7s6s2c', None, False, '1f93729523de877c'),
]


@pytest.mark.parametrize("hands, board, game, hilo, digest", SEEDED)
def test_a_seed_deals_what_it_dealt_before(hands, board, game, hilo, digest):
    for threads in (1, 2):
        r = oe.equity(hands, board=board, game=game, hilo=hilo, trials=100_000, seed=99, threads=threads)
        assert hashlib.sha256(repr(r.counters).encode()).hexdigest()[:16] == digest

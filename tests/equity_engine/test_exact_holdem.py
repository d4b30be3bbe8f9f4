"""Hold'em exact equity by rank pattern (src/oe_exact.c: the preflop path
that notes the flush passes' boards per rank multiset, and the counts by
set of winners for three to six players) against the board-by-board
oracle (src/oe_equity.c), bit for bit: every counter and the board count,
on a few hundred random preflop, flop and turn deals of 2-6 players with
0-6 dead cards, some drawn from fewer suits so that suited hands and
flush-heavy decks are common."""
import random

import pytest

import omaha_eval as oe

from exact_and_oracle import pattern_and_oracle


def random_deal(rng, players, nboard, ndead):
    suits = rng.choice([(0, 1, 2, 3), (0, 1, 2, 3), (0, 1, 2, 3), (0, 1), (2,), (1, 3)])
    deck = [c for c in range(52) if c % 4 in suits]
    need = 2 * players + nboard + ndead
    if len(deck) < need + 5:
        deck = list(range(52))
    cards = rng.sample(deck, need)
    hands = [cards[2 * i:2 * i + 2] for i in range(players)]
    rest = cards[2 * players:]
    return hands, rest[:nboard], rest[nboard:]


def deals(count, seed):
    rng = random.Random(seed)
    for i in range(count):
        nboard = (0, 0, 3, 4)[i % 4]
        players = rng.randint(2, 6)
        ndead = rng.randint(0, 6)
        yield random_deal(rng, players, nboard, ndead)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_holdem_pattern_is_bit_identical_to_the_oracle(seed):
    for hands, board, dead in deals(100, seed):
        pattern, oracle = pattern_and_oracle(hands, board, dead)
        assert pattern == oracle, (hands, board, dead)


def test_public_call_matches_the_oracle():
    """oe.equity with plain int card lists (the hand import's call) gives
    the oracle's counters and board count."""
    rng = random.Random(7)
    for players in (2, 3, 4, 6):
        for ndead in (0, 2, 6):
            hands, board, dead = random_deal(rng, players, 0, ndead)
            r = oe.equity(hands, board=[], dead=dead, game="holdem", threads=1)
            _, oracle = pattern_and_oracle(hands, board, dead)
            counters = [c for p in r.counters for c in p]
            assert counters + [r.boards] == oracle


@pytest.mark.parametrize("hands, dead", [
    ([[50, 51], [46, 45]], []),                       # AhAs vs KhKd
    ([[47, 45], [50, 49]], [40, 41]),                 # KsKd vs AhAd, Qc Qd dead
    ([[40, 41], [47, 45], [50, 49]], []),             # QcQd vs KsKd vs AhAd
    ([[50, 46], [21, 20], [43, 39]], []),             # AhKh vs 7d7c vs QsJs
    ([[50, 46], [42, 38], [34, 30], [26, 22], [18, 14], [10, 6]], []),  # six suited in one suit
    ([[0, 4], [8, 12]], [16, 20, 24, 28, 32, 36]),    # 2c3c vs 4c5c, six clubs dead
])
def test_named_preflop_spots(hands, dead):
    pattern, oracle = pattern_and_oracle(hands, [], dead)
    assert pattern == oracle


def test_other_player_counts_match_the_oracle():
    """One player, and seven to ten (no count by set of winners: the
    general scoring), preflop and on a flop."""
    rng = random.Random(5)
    for players in (1, 7, 8, 10):
        for nboard in (0, 0, 3):
            hands, board, dead = random_deal(rng, players, nboard, rng.randint(0, 2))
            pattern, oracle = pattern_and_oracle(hands, board, dead)
            assert pattern == oracle, (hands, board, dead)

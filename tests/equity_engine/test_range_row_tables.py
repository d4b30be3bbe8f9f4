"""Exact range jobs reuse each hand's river-row table (built once per job,
_core.Job(rows=...)) for every combination of hands it is in. A range job
must give exactly (integer counters) the sum of its combinations scored one
at a time, and tables handed to the exact pass must change nothing, on any
board: checked against single matchups and the board-by-board oracle.
The Monte Carlo sampler uses a fixed hand's place table (_core.Job(
places=...)) the same way."""
import random
from array import array

import pytest

import omaha_eval as oe
from omaha_eval.core import _core

W = _core.NCOUNTERS


def random_range(rng, n, nhole, pool):
    return [rng.sample(pool, nhole) for _ in range(n)]


def one_by_one(ranges, weights, board, game, hilo):
    """Each compatible combination as its own single-matchup call (no job
    tables), counters times the product of the weights, summed."""
    total = [[0] * W for _ in ranges]
    boards = pairs = 0

    def walk(p, hands, w, used):
        nonlocal boards, pairs
        if p == len(ranges):
            r = oe.equity(hands, board=board, game=game, hilo=hilo, threads=1)
            for acc, c in zip(total, r.counters):
                for i, v in enumerate(c):
                    acc[i] += w * v
            boards += w * r.boards
            pairs += 1
            return
        for h, hw in zip(ranges[p], weights[p]):
            if not used & set(h):
                walk(p + 1, hands + [h], w * hw, used | set(h))

    walk(0, [], 1, set(board))
    return [tuple(c) for c in total], boards, pairs


CASES = [  # game, hole cards, players, range size, board cards, hilo
    ("omaha", 4, 2, 5, 0, False),
    ("omaha", 4, 2, 4, 0, True),
    ("omaha5", 5, 2, 3, 0, False),
    ("omaha6", 6, 2, 3, 0, False),
    ("omaha", 4, 3, 2, 0, False),
    ("omaha", 4, 4, 2, 0, False),  # four players: only the job's tables
    ("courchevel", 5, 2, 3, 1, False),
    ("holdem", 2, 2, 5, 0, False),  # no tables: the path stays the same
]


@pytest.mark.parametrize("game,nhole,players,size,nboard,hilo", CASES)
def test_range_job_is_the_sum_of_its_combinations(game, nhole, players, size, nboard, hilo):
    rng = random.Random(f"{game}{players}{size}{nboard}{hilo}")
    board = rng.sample(range(52), nboard)
    # a small pool of cards, so that the ranges overlap and some
    # combinations share a card; each range's first hand disjoint from the
    # others' first hands, so that some combinations are possible
    pool = rng.sample([c for c in range(52) if c not in board], (players + 3) * nhole)
    ranges = [[pool[p * nhole:(p + 1) * nhole]] + random_range(rng, size - 1, nhole, pool)
              for p in range(players)]
    # unequal weights (equal ones are dropped, which scales the counters)
    weights = [[1] + [rng.randint(2, 5) for _ in r[1:]] for r in ranges]
    counters, boards, pairs = one_by_one(ranges, weights, board, game, hilo)
    assert pairs > 1
    result = oe.equity(list(zip(ranges, weights)), board=board, game=game, hilo=hilo, threads=1)
    assert result.exact
    assert result.counters == tuple(counters)
    assert result.boards == boards


def job_counters(hands, board, nhole, hilo, rows):
    job = _core.Job([(bytes(h), None, False) for h in hands], board, 0, nhole, hilo,
                    [True] * len(hands), rows)
    width = len(hands) * W + 1
    acc = array("Q", bytes(16 * width))
    job.exact(0, 1, acc)
    return [acc[2 * i] + (acc[2 * i + 1] << 64) for i in range(width)]


def oracle_counters(hands, board, nhole, hilo):
    job = _core.Job([(bytes(h), None, False) for h in hands], board, 0, nhole, hilo, [True] * len(hands))
    acc = array("Q", bytes(8 * len(hands) * W))
    boards = job.oracle(acc)
    return list(acc) + [boards]


def test_tables_given_for_some_or_all_players_change_nothing_on_any_board():
    """Tables for every player, some, or none, preflop, on one known card
    (Courchevel), flops (paired, suited, monotone), turns and rivers,
    heads-up (the fast path) and three-way, Hi-Lo or not: the board-by-board
    oracle's counters every time."""
    rng = random.Random(9)
    boards = [[], oe.parse_cards("Qs"), oe.parse_cards("2s7s9s"), oe.parse_cards("7c7d2h"),
              oe.parse_cards("Ks9s9c"), oe.parse_cards("Ah5s3s"), oe.parse_cards("2c7d9h4c"),
              oe.parse_cards("Ts9s2s3d8s")]
    checked = 0
    for board in boards:
        for trial in range(3 if len(board) < 3 else 6):
            nhole = rng.choice([4, 4, 5, 6])
            players = 2 if trial % 3 else 3
            suits = rng.choice([(0, 1, 2, 3), (3,), (0, 3)])
            deck = [c for c in range(52) if c not in board and c % 4 in suits]
            if len(deck) < players * nhole + 5:
                deck = [c for c in range(52) if c not in board]
            cards = rng.sample(deck, players * nhole)
            hands = [cards[i * nhole:(i + 1) * nhole] for i in range(players)]
            hilo = trial % 2 == 1
            expected = oracle_counters(hands, board, nhole, hilo)
            for rows in ([True] * players, [False] + [True] * (players - 1), [True] + [False] * (players - 1),
                         None):
                assert job_counters(hands, board, nhole, hilo, rows) == expected, (hands, board, rows, hilo)
                checked += 1
    assert checked > 150


def test_one_preflop_matchup_with_tables_matches_the_oracle():
    hands = [oe.parse_cards("AsAhKsKh"), oe.parse_cards("JdTd9c8c")]
    assert job_counters(hands, [], 4, False, [True, True]) == oracle_counters(hands, [], 4, False)


def test_hold_em_ignores_the_tables():
    hands = [oe.parse_cards("AsKs"), oe.parse_cards("7h7d")]
    assert job_counters(hands, [], 2, False, [True, True]) == job_counters(hands, [], 2, False, None)


def test_the_job_builds_tables_for_the_smallest_ranges_that_fit():
    from omaha_eval.equity_engine.plan import ROW_TABLE_HANDS, row_tables as _row_tables
    assert _row_tables([10, 3], 4, 0, 30) == [True, True]
    assert _row_tables([ROW_TABLE_HANDS, 1], 4, 0, ROW_TABLE_HANDS) == [False, True]
    assert _row_tables([10, 3], 4, 3, 30) == [False, False]  # a flop: not worth it
    assert _row_tables([10, 3], 2, 0, 30) == [False, False]  # Hold'em has no river rows
    assert _row_tables([1, 1], 4, 0, 1) == [False, False]  # one matchup builds its own


def test_equity_each_preflop_with_the_hero_table_matches_single_calls():
    np = pytest.importorskip("numpy")
    rng = random.Random(4)
    hero = "AsKsQhJh"
    rest = [c for c in range(52) if c not in oe.parse_cards(hero)]
    opps = [rng.sample(rest, 4) for _ in range(4)] + [oe.parse_cards("As2c3c4c")]  # the last shares As
    res = oe.equity_each(hero, np.array(opps, dtype=np.uint8), threads=1)
    assert list(res.index) == [0, 1, 2, 3]
    for i in range(4):
        single = oe.equity([hero, opps[i]], threads=1)
        assert res.equity[i] == pytest.approx(single.players[0].equity, abs=1e-15)
        assert res.lose[i] == pytest.approx(single.players[1].win, abs=1e-15)
        assert res.boards[i] == single.boards


@pytest.mark.parametrize("nhole, hilo, board", [(4, False, []), (4, True, [0, 17, 34]), (5, False, [51]),
                                               (6, False, [3, 9, 27, 40])])
def test_monte_carlo_with_job_tables_draws_and_scores_the_same(nhole, hilo, board):
    """A fixed hand's river-place table built once by the job (places=...)
    instead of once a chunk by the sampler (a chunk of 16,384 trials or
    more) or not at all (a shorter chunk looks the hand up in each row):
    the same counters, seed for seed. That places score as the values did
    is pinned by tests/equity_engine/test_equity_seeded.py."""
    rng = random.Random(nhole * 7 + len(board))
    pool = [c for c in range(52) if c not in board]
    hero = rng.sample(pool, nhole)
    villain = rng.sample([c for c in pool if c not in hero], nhole)
    for others in ([(bytes(range(nhole)), None, True)],
                   [(bytes(villain), None, False)],
                   [(bytes(villain), None, False), (bytes(range(nhole)), None, True)]):
        specs = [(bytes(hero), None, False)] + others
        for count in (20000, 10000):
            counters = []
            for places in (None, [True] + [False] * len(others), [not random for _, _, random in specs]):
                job = _core.Job(specs, board, 0, nhole, hilo, [not random for _, _, random in specs],
                                places=places)
                acc = array("Q", bytes(8 * W * len(specs)))
                assert job.sample(11, 3, count, 1000, acc) > 0
                counters.append(list(acc))
            assert counters[0] == counters[1] == counters[2]


@pytest.mark.parametrize("nhole, hilo, board", [(4, False, [0, 17, 34]), (4, True, [5, 9, 22, 40]),
                                               (5, False, [48, 49, 2]), (6, False, [3, 9, 27, 40]),
                                               (4, False, [12, 13, 14])])
def test_monte_carlo_with_the_class_table_draws_and_scores_the_same(nhole, hilo, board):
    """On a known flop or turn the job's class table (classes=True: each
    rank class's place in each row to come, src/oe_class_places.c) scores
    every hand by the class stored in its record; without it each hand is
    looked up pair by pair in its river row. Same counters, seed for seed:
    ranges drawn (weighted or not, a range against itself), a fixed hand
    beside them, boards with three of a suit and with pairs (the last flop
    is three of one rank). A class numbered wrongly, or a row taken from
    the wrong card, moves the counters."""
    rng = random.Random(nhole * 11 + len(board) + hilo)
    pool = [c for c in range(52) if c not in board]
    hero = rng.sample(pool, nhole)
    small = [c for c in pool if c not in hero][:3 * nhole]   # ranges from few cards: heavy overlap
    a = random_range(rng, 40, nhole, pool)
    b = random_range(rng, 25, nhole, sorted(set(small + rng.sample(pool, 6))))
    flat = lambda hands: bytes(c for h in hands for c in h)  # noqa: E731
    weights = array("I", [rng.randint(1, 9) for _ in b])
    for specs in ([(flat(a), None, False), (flat(b), weights, False)],
                  [(flat(a), None, False), (flat(a), None, False)],
                  [(bytes(hero), None, False), (flat(a), None, False), (flat(b), weights, False)]):
        prepare = [len(s[0]) == nhole for s in specs]
        counters = []
        for classes in (False, True):
            job = _core.Job(specs, board, 0, nhole, hilo, prepare, classes=classes)
            acc = array("Q", bytes(8 * W * len(specs)))
            assert job.sample(5, 2, 30000, 100000, acc) > 0
            counters.append(list(acc))
        assert counters[0] == counters[1]
        assert sum(counters[0][_core.NCOUNTERS * p] for p in range(len(specs))) > 0

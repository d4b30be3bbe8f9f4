"""The equity engine (issue 9): exact by rank pattern against the
board-by-board oracle bit for bit, ranges against a plain-Python
enumeration, Monte Carlo over overlapping ranges, one hand against many,
threads, and bad input."""
import itertools
import math
import random
from array import array

import pytest

import omaha_eval as oe
from omaha_eval.core import _core

import reference
from exact_and_oracle import pattern_and_oracle

GAMES = [("holdem", 2), ("omaha", 4), ("omaha5", 5), ("omaha6", 6), ("courchevel", 5)]
W = _core.NCOUNTERS


def deal(rng, nhole, players, nboard, ndead, suits):
    """A random deal from the cards of the given suits (fewer suits: more flushes)."""
    deck = [c for c in range(52) if c % 4 in suits]
    need = players * nhole + nboard + ndead
    if len(deck) < need + 5 - nboard:
        deck = list(range(52))
    cards = rng.sample(deck, need)
    hands = [cards[i * nhole:(i + 1) * nhole] for i in range(players)]
    rest = cards[players * nhole:]
    return hands, rest[:nboard], rest[nboard:]


def flushable_suits(hands, nhole):
    return sum(any(sum(1 for c in h if c % 4 == s) >= (2 if nhole > 2 else 1) for h in hands)
               for s in range(4))


def test_pattern_is_bit_identical_to_the_board_by_board_oracle():
    """2,000+ random deals: every game, Hi-Lo or not, 2-10 players, preflop
    to river (Courchevel's one-card board too), dead cards, and deals drawn
    from fewer suits so that 0 to 4 suits are flushable."""
    rng = random.Random(2026)
    seen_flushable = set()
    checked = 0
    for i in range(2100):
        game, nhole = GAMES[i % len(GAMES)]
        sizes = [1, 3, 4, 5] if game == "courchevel" else [3, 4, 5]
        # preflop is the oracle's slow case: a few dozen of those
        nboard = 0 if i % 50 == 7 else rng.choice(sizes)
        most = min(10, (52 - 5 - 3) // nhole)
        players = rng.randint(2, most if nboard else min(most, 3))
        suits = rng.choice([(0, 1, 2, 3), (0, 1, 2, 3), (0, 1), (2,), (1, 3)])
        hands, board, dead = deal(rng, nhole, players, nboard, rng.choice([0, 0, 2, 5]), suits)
        if nhole == 4 and i % 7 == 3:  # rainbow hands: no suit is flushable
            ranks = rng.sample(range(13 * 4), 52)
            used = set(board) | set(dead)
            hands = []
            for _ in range(players):
                hand = []
                for suit in range(4):
                    c = next(c for c in ranks if c % 4 == suit and c not in used)
                    used.add(c)
                    hand.append(c)
                hands.append(hand)
        hilo = nhole > 2 and rng.random() < 0.4
        pattern, oracle = pattern_and_oracle(hands, board, dead, nhole, hilo)
        assert pattern == oracle, (game, hands, board, dead, hilo)
        seen_flushable.add(flushable_suits(hands, nhole))
        checked += 1
    assert checked >= 2000
    assert seen_flushable >= {0, 1, 2, 3, 4}


def test_monotone_and_four_flush_boards_match_the_oracle():
    """Boards that already hold three or four of a suit take the direct path."""
    rng = random.Random(5)
    for known in (["2s", "7s", "9s"], ["2s", "7s", "9s", "3h"], ["2s", "7s", "9s", "3s"],
                  ["2s", "7s", "9s", "3s", "Qs"], ["2c", "7c", "9c"]):
        for _ in range(5):
            rest = [c for c in range(52) if c not in oe.parse_cards(known)]
            cards = rng.sample(rest, 8)
            hs = [cards[:4], cards[4:]]
            pattern, oracle = pattern_and_oracle(hs, oe.parse_cards(known), [], 4, rng.random() < 0.5)
            assert pattern == oracle
        hs = [rng.sample(rest, 2)]
        hs.append(rng.sample([c for c in rest if c not in hs[0]], 2))
        pattern, oracle = pattern_and_oracle(hs, oe.parse_cards(known), [], 2, False)
        assert pattern == oracle


def test_known_exact_values_hold():
    assert [round(e, 6) for e in oe.equity(["AsAhKsKh", "JdTd9c8c"]).equities] == [0.614813, 0.385187]
    assert [round(e, 6) for e in oe.equity(["As2sKdQd", "Ah3h4c5c"], hilo=True).equities] == \
        [0.550911, 0.449089]


def reference_range_equity(ranges, weights, board, game, hilo):
    """Plain Python: every compatible tuple of hands, weighted by the product
    of its weights, each scored over every board by the reference."""
    total = 0
    shares = [0.0] * len(ranges)
    for combo in itertools.product(*[range(len(r)) for r in ranges]):
        hands = [ranges[p][i] for p, i in enumerate(combo)]
        cards = [c for h in hands for c in h]
        if len(set(cards)) != len(cards) or set(cards) & set(board):
            continue
        w = math.prod(weights[p][i] for p, i in enumerate(combo))
        eq, boards = reference.equity_by_enumeration(hands, board, game=game, hilo=hilo)
        for p in range(len(hands)):
            shares[p] += eq[p] * w * boards
        total += w * boards
    assert total, "no compatible tuple: the test's ranges are too small"
    return [s / total for s in shares]


@pytest.mark.parametrize("game,nhole,nboard,hilo", [
    ("omaha", 4, 5, False), ("omaha", 4, 4, True), ("holdem", 2, 4, False), ("omaha5", 5, 5, True)])
def test_small_weighted_ranges_against_plain_python(game, nhole, nboard, hilo):
    rng = random.Random(f"{game}{nboard}{hilo}")
    board = rng.sample(range(52), nboard)
    rest = [c for c in range(52) if c not in board]
    pool = rng.sample(rest, 18)  # a small pool so the ranges overlap
    # each range's first hand disjoint from the other's, the rest overlapping
    ranges = [[pool[:nhole]] + [rng.sample(pool, nhole) for _ in range(2)],
              [pool[nhole:2 * nhole], rng.sample(pool, nhole)]]
    weights = [[rng.randint(1, 9) for _ in r] for r in ranges]
    expected = reference_range_equity(ranges, weights, board, game, hilo)
    result = oe.equity([(ranges[0], weights[0]), (ranges[1], weights[1])], board=board, game=game, hilo=hilo)
    assert result.exact
    assert result.equities == pytest.approx(expected, abs=1e-9)


def test_a_hand_against_a_range_is_the_weighted_mean_of_its_matchups():
    board = oe.parse_cards("AdKs3s")
    hero = "QsTsJd2d"
    rng = random.Random(3)
    rest = [c for c in range(52) if c not in board + oe.parse_cards(hero)]
    opponents = [rng.sample(rest, 4) for _ in range(6)]
    weights = [1, 2, 3, 1, 5, 2]
    num = den = 0
    for h, w in zip(opponents, weights):
        r = oe.equity([hero, h], board=board)
        num += w * r.players[0].equity * r.boards
        den += w * r.boards
    result = oe.equity([hero, (opponents, weights)], board=board)
    assert result.players[0].equity == pytest.approx(num / den, abs=1e-12)
    assert sum(result.equities) == pytest.approx(1.0)


def hands_with(cards_needed, nhole, allowed, exclude=()):
    """Every nhole-card hand of the `allowed` cards containing all of one of
    the alternatives in cards_needed (a list of card lists)."""
    out = set()
    for hand in itertools.combinations(sorted(allowed), nhole):
        if set(hand) & set(exclude):
            continue
        if any(set(need) <= set(hand) for need in cards_needed):
            out.add(hand)
    return sorted(out)


def test_monte_carlo_converges_on_heavily_overlapping_ranges():
    """Aces against ace-king from a small deck on a flop: the ranges share
    most of their cards, yet sampling matches the exact value."""
    board = oe.parse_cards("7c8d2h")
    aces = [c for c in range(48, 52)]
    kings = [c for c in range(44, 48)]
    allowed = aces + kings + oe.parse_cards("QcQd JhJs 5c6d")
    aa = hands_with([list(p) for p in itertools.combinations(aces, 2)], 4, allowed)
    ak = hands_with([[a, k] for a in aces for k in kings], 4, allowed)
    exact = oe.equity([aa, ak], board=board)
    assert exact.exact
    n = 400_000
    for seed in (1, 2):
        mc = oe.equity([aa, ak], board=board, trials=n, seed=seed)
        assert not mc.exact and mc.boards == n
        bound = 4 * math.sqrt(0.25 / n)  # from the trial count, not the code's own s.e.
        assert abs(mc.players[0].equity - exact.players[0].equity) < bound


def test_monte_carlo_against_random_hands_matches_exact_on_the_river():
    board = "AdKs3s7h2c"
    exact = oe.equity(["QsTsJd2d", "*"], board=board)
    assert exact.exact and exact.boards == math.comb(52 - 9, 4)
    mc = oe.equity(["QsTsJd2d", "*"], board=board, trials=100_000, seed=9)
    # fewer trials than the exact work: Monte Carlo
    assert not mc.exact
    assert abs(mc.equities[0] - exact.equities[0]) < 4 * math.sqrt(0.25 / 100_000)


@pytest.mark.parametrize("threads", [1, 2, 4])
def test_same_results_for_any_thread_count(threads):
    rng = random.Random(4)
    rest = [c for c in range(52) if c not in oe.parse_cards("AdKs3s")]
    r1 = [rng.sample(rest, 4) for _ in range(40)]
    r2 = [rng.sample(rest, 4) for _ in range(40)]
    base_exact = oe.equity([r1, r2], board="AdKs3s", threads=1)
    base_mc = oe.equity([r1, r2, "*"], board="AdKs3s", trials=300_000, seed=5, threads=1)
    assert oe.equity([r1, r2], board="AdKs3s", threads=threads) == base_exact
    assert oe.equity([r1, r2, "*"], board="AdKs3s", trials=300_000, seed=5, threads=threads) == base_mc


@pytest.mark.parametrize("threads", [1, 2])
def test_counters_past_64_bits_are_exact(threads):
    """Weights near 2**32 push the exact counters far past 64 bits, within
    a tuple, within a chunk and across the chunks a thread adds up: scaling
    every weight by k must scale every counter by exactly k * k."""
    rng = random.Random(11)
    rest = [c for c in range(52) if c not in oe.parse_cards("AdKs3s")]
    r1 = [rng.sample(rest, 4) for _ in range(30)]
    r2 = [rng.sample(rest, 4) for _ in range(30)]  # 900 pairs: two chunks of 512
    w1 = [1 + i % 2 for i in range(30)]
    w2 = [1 + i % 3 for i in range(30)]
    k = 2 ** 30 - 1
    small = oe.equity([(r1, w1), (r2, w2)], board="AdKs3s", game="omaha", threads=threads)
    large = oe.equity([(r1, [w * k for w in w1]), (r2, [w * k for w in w2])], board="AdKs3s", game="omaha",
                      threads=threads)
    assert max(max(c) for c in large.counters) >= 2 ** 64
    assert [[x * k * k for x in c] for c in small.counters] == [list(c) for c in large.counters]
    assert large.equities == small.equities


def test_monte_carlo_chunks_use_different_streams():
    """Two chunks of the same job must not repeat each other's deals."""
    job = _core.Job([(bytes(oe.parse_cards("AsAhKsKh")), None, False), (bytes(range(4)), None, True)],
                    [], 0, 4, False, [True, False])
    a, b = array("Q", bytes(8 * 2 * W)), array("Q", bytes(8 * 2 * W))
    job.sample(7, 0, 1000, 100, a)
    job.sample(7, 1, 1000, 100, b)
    assert list(a) != list(b)
    c = array("Q", bytes(8 * 2 * W))
    job.sample(7, 0, 1000, 100, c)
    assert list(a) == list(c)


def test_equity_each_matches_single_calls():
    np = pytest.importorskip("numpy")
    board = "AdKs3s"
    rng = random.Random(8)
    rest = [c for c in range(52) if c not in oe.parse_cards(board + "QsTsJd2d")]
    opps = [rng.sample(rest, 4) for _ in range(30)] + [oe.parse_cards("QsAh4c5c")]  # the last shares Qs
    res = oe.equity_each("QsTsJd2d", np.array(opps, dtype=np.uint8), board=board)
    assert len(res) == 30 and list(res.index) == list(range(30))
    for i in (0, 7, 29):
        single = oe.equity(["QsTsJd2d", opps[i]], board=board)
        assert res.equity[i] == pytest.approx(single.players[0].equity, abs=1e-12)
        assert res.win[i] == pytest.approx(single.players[0].win, abs=1e-12)
        assert res.lose[i] == pytest.approx(single.players[1].win, abs=1e-12)
        assert res.boards[i] == single.boards
    free = [c for c in range(52) if c not in opps[0] + oe.parse_cards("As2sKdQd")]
    flop = [c for c in free if c // 4 <= 6][:3]  # low cards: a low is possible
    hilo = oe.equity_each("As2sKdQd", [opps[0]], board=flop, hilo=True)
    single = oe.equity(["As2sKdQd", opps[0]], board=flop, hilo=True)
    assert hilo.equity[0] == pytest.approx(single.players[0].equity, abs=1e-12)
    assert hilo.win[0] == pytest.approx(single.players[0].scoop, abs=1e-12)  # Hi-Lo: win = scoop
    assert hilo.lose[0] == pytest.approx(single.players[1].scoop, abs=1e-12)


def test_equity_each_same_for_any_thread_count():
    np = pytest.importorskip("numpy")
    rng = random.Random(9)
    rest = [c for c in range(52) if c not in oe.parse_cards("AdKs3sQsTsJd2d")]
    opps = np.array([rng.sample(rest, 4) for _ in range(1500)], dtype=np.uint8)  # 3 chunks
    runs = [oe.equity_each("QsTsJd2d", opps, board="AdKs3s", threads=n) for n in (1, 2, 4)]
    for res in runs[1:]:
        assert res.equity.tobytes() == runs[0].equity.tobytes()
        assert res.boards.tobytes() == runs[0].boards.tobytes()


def test_equity_each_preflop_holdem():
    np = pytest.importorskip("numpy")
    opps = np.array([[0, 1], [4, 9], [50, 46]], dtype=np.uint8)
    res = oe.equity_each("AsKd", opps)
    for i, row in enumerate(opps.tolist()):
        assert res.equity[i] == pytest.approx(oe.equity(["AsKd", row]).equities[0], abs=1e-12)


@pytest.mark.parametrize("kwargs,error,match", [
    (dict(hands=["AsAhKsKh", ["AsAd2c3c", "AsKd2c3c"]], board=""), ValueError, "player 2's range .* is empty"),
    (dict(hands=["AsAhKsKh", (["2c3c4c5c", "2d3d4d5d"], [1])]), ValueError, "1 weights for 2 hands"),
    (dict(hands=["AsAhKsKh", (["2c3c4c5c", "2d3d4d5d"], [1, -2])]), ValueError, "weight -2"),
    (dict(hands=["AsAhKsKh", (["2c3c4c5c", "2d3d4d5d"], [1, 0])]), ValueError, "weight 0"),
    (dict(hands=["AsAhKsKh", (["2c3c4c5c", "2d3d4d5d"], [1, 1.5])]), TypeError, "weight 1.5"),
    (dict(hands=["AsAhKsKh", "JdTd9c8c"], seed=-1, trials=10), ValueError, "seed=-1"),
    (dict(hands=["AsAhKsKh", "JdTd9c8c"], seed=2 ** 64, trials=10), ValueError, "seed="),
    (dict(hands=["AsAhKsKh", "*", "*"], trials=None), ValueError, "pass trials=N"),
])
def test_bad_input(kwargs, error, match):
    with pytest.raises(error, match=match):
        oe.equity(**kwargs)


def test_numpy_weights_are_checked_and_used_as_lists_are():
    np = pytest.importorskip("numpy")
    hands = ["2c3c4c5c", "2d3d4d5d", "2h3h4h5h"]
    for bad, shown in ((np.array([1, -2, 3]), "weight -2"), (np.array([1, 0, 3], dtype=np.uint8), "weight 0"),
                       (np.array([1, 2, 2 ** 32], dtype=np.uint64), f"player 2: weight {2 ** 32}: expected 1 to")):
        with pytest.raises(ValueError, match=shown):
            oe.equity(["AsAhKsKh", (hands, bad)])
    board = "KdQh9s"
    listed = oe.equity(["AsAhKsKh", (hands, [1, 2, 3])], board=board)
    arrayed = oe.equity(["AsAhKsKh", (hands, np.array([1, 2, 3], dtype=np.int16))], board=board)
    assert arrayed.counters == listed.counters
    assert arrayed.counters != oe.equity(["AsAhKsKh", hands], board=board).counters
    same = oe.equity(["AsAhKsKh", (hands, np.full(3, 7))], board=board)
    assert same.counters == oe.equity(["AsAhKsKh", hands], board=board).counters


def test_bad_arrays():
    np = pytest.importorskip("numpy")
    with pytest.raises(ValueError, match=r"shape \(2, 3\): expected \(n, 4\)"):
        oe.equity(["AsAhKsKh", np.zeros((2, 3), dtype=np.uint8)])
    with pytest.raises(TypeError, match="float64"):
        oe.equity(["AsAhKsKh", np.zeros((2, 4))])
    with pytest.raises(ValueError, match="outside 0..51"):
        oe.equity(["AsAhKsKh", np.full((2, 4), 60, dtype=np.uint8)])
    with pytest.raises(ValueError, match="repeated"):
        oe.equity(["AsAhKsKh", np.array([[0, 0, 1, 2]], dtype=np.uint8)])
    with pytest.raises(ValueError, match="shape"):
        oe.equity_each("AsAhKsKh", np.zeros((2, 5), dtype=np.uint8))
    with pytest.raises(ValueError, match="hand 3 '3c3d3c3h' repeats a card"):
        oe.equity_each("AsAhKsKh", np.array([[0, 1, 2, 3], [8, 9, 10, 11], [4, 5, 4, 6]], dtype=np.uint8))
    with pytest.raises(TypeError, match="float64"):
        oe.equity_each("AsAhKsKh", np.zeros((2, 4)))
    with pytest.raises(ValueError, match="outside 0..51"):
        oe.equity_each("AsAhKsKh", np.array([[0, 1, 2, 52]], dtype=np.int64))


def test_board_range_is_every_board_of_it_weighted_equally():
    """board="xxx": each monotone flop the hands leave possible, every
    completion; the same as adding up the flops one by one (each has as many
    completions here, so the mean of their equities)."""
    hands = ["AsAhKsKh", "JdTd9c8c"]
    r = oe.equity(hands, board="xxx")
    used = set(oe.parse_cards("".join(hands)))
    flops = [f for s in range(4) for f in itertools.combinations([c for c in range(s, 52, 4)], 3)
             if not used & set(f)]
    assert len(flops) == 660 and r.exact and r.boards == 660 * math.comb(41, 2)
    mean = sum(oe.equity(hands, board=list(f)).equities[0] for f in flops) / len(flops)
    assert r.equities[0] == pytest.approx(mean, abs=1e-12)


def test_board_range_against_plain_python():
    hands, text = [[51, 46], [45, 44]], "AhKh*"     # AsKh vs KdKc on flops holding Ah and Kh: none
    with pytest.raises(ValueError, match="no board of it"):
        oe.equity(hands, board=text)
    hands = [[51, 47], [43, 42]]                    # AsKs vs QhQd on flops with Ah and Kh
    r = oe.equity(hands, board=text)
    share = total = 0.0
    for third in range(52):
        flop = [50, 46, third]
        if third in (50, 46) or third in hands[0] + hands[1]:
            continue
        eq, boards = reference.equity_by_enumeration(hands, flop, game="holdem")
        share += eq[0] * boards
        total += boards
    assert r.boards == total and r.equities[0] == pytest.approx(share / total, abs=1e-12)


def test_board_range_samples_boards_with_trials():
    """trials=N over a board range draws the boards too (docs/equity.md);
    the same seed deals the same (tests/equity_engine/test_range_vs_range.py checks it
    against exact values)."""
    a = oe.equity(["AsAhKsKh", "JdTd9c8c"], board="xxx", trials=20_000, seed=5)
    b = oe.equity(["AsAhKsKh", "JdTd9c8c"], board="xxx", trials=20_000, seed=5)
    assert not a.exact and a.equities == b.equities and a.boards == 20_000


def test_beats_is_the_weighted_share_of_a_range_the_hand_beats_now():
    board = "Ks9s4d"
    hero = "4c4h2c3d"                              # a set of fours
    opponents = ["KcKhQd2d", "Ac9c8h7h", "4s2h2d3c", "AhQhJd8d"]
    # independently: each opponent's current best hand by the plain-Python reference
    b = oe.parse_cards(board)
    mine = reference.best_omaha(oe.parse_cards(hero), b)
    theirs = [reference.best_omaha(oe.parse_cards(h), b) for h in opponents]
    weights = [3, 1, 2, 5]
    expected = sum(w * (2 if mine < v else 1 if mine == v else 0) for w, v in zip(weights, theirs))
    expected /= 2 * sum(weights)
    r = oe.equity([hero, (opponents, weights)], board=board)
    assert r.beats[0] is None and r.beats[1] == pytest.approx(expected, abs=1e-12)
    assert 0 < r.beats[1] < 1
    assert oe.equity([hero, opponents[0]], board=board).beats == (None, None)  # no range: None
    assert oe.equity([hero, (opponents, weights)]).beats == (None, None)       # preflop: None

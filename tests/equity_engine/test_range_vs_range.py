"""Range against range (src/oe_rvr.c, omaha_eval/equity_engine/versus.py) against
two independent oracles:

- a brute force written here from the rules: every compatible pair of
  hands, every board to come, the pot paid by the plain-Python reference
  evaluators (tests/equity_reference.py), weights multiplied, as exact
  fractions; it checks the totals and every hand's own equity;
- the pair-by-pair C path (equity_engine.known_board._exact, kept as the oracle),
  whose integer counters the sweep must equal bit for bit.
"""
from __future__ import annotations

import random
import zlib
from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

import omaha_eval as oe
from omaha_eval.equity_engine import known_board as ec
from omaha_eval.equity_engine import runner
from omaha_eval.core.cards import card_mask as mask
from omaha_eval.equity_engine.players import normalize
from omaha_eval.core.cards import cards_text

np = pytest.importorskip("numpy")
import equity_reference as eref  # noqa: E402

NHOLE = {"holdem": 2, "omaha": 4, "omaha5": 5, "omaha6": 6, "courchevel": 5}


def _random_range(rng, cards, nhole, n):
    n = min(n, comb(len(cards), nhole))
    out = set()
    while len(out) < n:
        out.add(tuple(sorted(rng.sample(cards, nhole))))
    return [list(h) for h in sorted(out)]


def _spot(rng, game, nboard, pool_extra=6, most=6, least=1):
    """A board and two weighted ranges drawn from few cards, so that they
    overlap heavily (shared cards, the same hands on both sides)."""
    nhole = NHOLE[game]
    deck = list(range(52))
    rng.shuffle(deck)
    board = deck[:nboard]
    pool = deck[nboard:nboard + nhole + pool_extra]
    a = _random_range(rng, pool, nhole, rng.randint(least, most))
    b = _random_range(rng, pool, nhole, rng.randint(least, most))
    if all(set(x) & set(y) for x in a for y in b) and len(pool) >= 2 * nhole:
        b[0] = sorted(rng.sample([c for c in pool if c not in a[0]], nhole))  # at least one deal
    wa = [rng.randint(1, 9) for _ in a]
    wb = [rng.randint(1, 9) for _ in b]
    return board, (a, wa), (b, wb)


def _brute(board, ra, rb, game, hilo):
    """(per player stats as Fractions, per-hand equity of a's hands), from the
    rules: a deal is a pair of hands that share no card with each other or
    the board; every board to come counts once; weights multiply."""
    stats = [{k: Fraction(0) for k in eref.STATS} for _ in range(2)]
    total = 0
    per_hand = []
    known = set(board)
    deck = [c for c in range(52) if c not in known]
    for ha, wa in zip(*ra):
        won = Fraction(0)
        weight = 0
        for hb, wb in zip(*rb):
            if set(ha) & set(hb):
                continue
            rest = [c for c in deck if c not in ha and c not in hb]
            for more in combinations(rest, 5 - len(board)):
                full = list(board) + list(more)
                shares, hi_w, lo_w = eref.board_outcome([ha, hb], full, game, hilo)
                w = wa * wb
                total += w
                weight += wb
                won += wb * shares[0]
                for p in range(2):
                    s = stats[p]
                    s["equity"] += w * shares[p]
                    alone = shares[p] == 1
                    s["win"] += w * alone
                    s["scoop"] += w * alone
                    tie_hi = p in hi_w and len(hi_w) > 1
                    tie_lo = p in lo_w and len(lo_w) > 1
                    s["tie"] += w * (tie_hi or tie_lo)
                    s["high"] += w * (p in hi_w)
                    s["low"] += w * (p in lo_w)
        per_hand.append(won / weight if weight else None)
    if not total:
        return None, per_hand
    return [{k: v / total for k, v in s.items()} for s in stats], per_hand


CASES = [(g, nb, hilo) for g, nb, hilo in [
    ("holdem", 5, False), ("holdem", 4, False), ("holdem", 3, False),
    ("omaha", 5, False), ("omaha", 4, False), ("omaha", 3, False),
    ("omaha", 5, True), ("omaha", 4, True), ("omaha", 3, True),
    ("omaha5", 5, False), ("omaha5", 4, True), ("omaha6", 5, False), ("omaha6", 5, True),
    ("courchevel", 5, True),
]]


@pytest.mark.parametrize("game,nboard,hilo", CASES)
def test_against_brute_force(game, nboard, hilo):
    rng = random.Random(zlib.crc32(f"{game}{nboard}{hilo}".encode()))
    cases = 8 if nboard == 3 else 12
    checked = 0
    for _ in range(cases):
        flop = nboard == 3
        board, ra, rb = _spot(rng, game, nboard, pool_extra=NHOLE[game] + (6 if flop else 3),
                              most=2 if flop else 5)
        truth, per_hand = _brute(board, ra, rb, game, hilo)
        if truth is None:
            with pytest.raises(ValueError, match="no deal is possible"):
                oe.range_equity(ra, rb, board=board, game=game, hilo=hilo)
            continue
        r = oe.range_equity(ra, rb, board=board, game=game, hilo=hilo)
        for p in range(2):
            got = r.result.players[p]
            for k in eref.STATS:
                assert getattr(got, k) == pytest.approx(float(truth[p][k]), abs=1e-12), (game, board, p, k)
        mine = r.players[0]
        for i, hand in enumerate(ra[0]):
            j = [list(h) for h in mine.hands.tolist()].index(hand)
            if per_hand[i] is None:
                assert mine.compatible[j] == 0 and np.isnan(mine.equity[j])
            else:
                assert mine.equity[j] == pytest.approx(float(per_hand[i]), abs=1e-12)
        checked += 1
    assert checked


def _pair_oracle(players, board, game, hilo, dead=""):
    """The pair-by-pair C path's counters and board weight."""
    b, d = oe.parse_cards(board), oe.parse_cards(dead)
    name, nhole, ranges = normalize(players, b, d, game)
    tuples = 1
    for r in ranges:
        tuples *= r.n
    left = 52 - len(b) - len(d) - 2 * nhole
    counters, boards, _ = ec._exact(ranges, b, mask(d), mask(b) | mask(d), nhole, hilo, tuples,
                                    comb(left, 5 - len(b)), 1, False)
    return [list(c) for c in counters], boards


GAMES = [("holdem", False), ("omaha", False), ("omaha", True), ("omaha5", False), ("omaha5", True),
         ("omaha6", False), ("omaha6", True)]


@pytest.mark.parametrize("game,hilo", GAMES)
def test_counters_bit_identical_to_the_pair_path(game, hilo):
    rng = random.Random(sum(map(ord, game)) + hilo)
    runs = 0
    for _ in range(70):
        nboard = rng.choice((5, 5, 4, 4, 3)) if NHOLE[game] < 6 else rng.choice((5, 4))
        board, ra, rb = _spot(rng, game, nboard, pool_extra=NHOLE[game] + rng.randint(2, 8), most=8, least=2)
        try:
            want = _pair_oracle([ra, rb], cards_text(board), game, hilo)
        except ValueError:
            continue
        r = oe.equity([ra, rb], board=board, game=game, hilo=hilo)
        if "range against range" not in r.method:  # a range of one hand takes the one-hand path
            continue
        assert ([list(c) for c in r.counters], r.boards) == want
        runs += 1
    assert runs >= 25


def test_a_range_against_itself_is_even_and_matches_the_pair_path():
    rng = random.Random(3)
    for game, hilo in (("omaha", False), ("omaha", True), ("holdem", False)):
        board, ra, _ = _spot(rng, game, 4, pool_extra=NHOLE[game] + 6, most=10, least=4)
        r = oe.equity([ra, ra], board=board, game=game, hilo=hilo)
        assert r.equities[0] == pytest.approx(0.5, abs=1e-12)
        assert ([list(c) for c in r.counters], r.boards) == _pair_oracle([ra, ra], cards_text(board), game, hilo)


def test_ranges_of_one_hand_equal_two_hands():
    for hands, board, game, hilo in ((["AsAhKsKh", "JdTd9c8c"], "2c7d9h", "omaha", False),
                                     (["As2sKdQd", "3h4h5c6c"], "7s8d9hTc", "omaha", True),
                                     (["AsKs", "QhQd"], "2c7d9h", "holdem", False)):
        r = oe.range_equity([hands[0]], [hands[1]], board=board, game=game, hilo=hilo)
        assert r.result.counters == oe.equity(hands, board=board, game=game, hilo=hilo).counters


def test_heavy_overlap_aa_against_ak():
    aa = oe.Range("AA", game="omaha")
    ak = oe.Range("AK", game="omaha")
    rng = np.random.default_rng(5)
    a = aa.hands[rng.choice(len(aa.hands), 60, replace=False)]
    k = ak.hands[rng.choice(len(ak.hands), 60, replace=False)]
    board = "Qs9s4d2h"
    assert ([list(c) for c in oe.equity([a, k], board=board, game="omaha").counters]
            == _pair_oracle([a, k], board, "omaha", False)[0])


def test_each_hand_equals_one_hand_against_the_range():
    r = oe.range_equity("AA", "KK$ds", board="Ks9s4d2h", game="omaha", hilo=False)
    rng = random.Random(1)
    for side in (0, 1):
        p = r.players[side]
        other = ("KK$ds", "AA")[side]
        for i in rng.sample(range(len(p)), 12):
            one = oe.equity([p.hand_text(i), other], board="Ks9s4d2h", game="omaha")
            assert p.equity[i] == pytest.approx(one.equities[0], abs=1e-12)
        assert p.mean == pytest.approx(r.equities[side], abs=1e-12)


def test_weighted_means_equal_the_range_totals_hilo():
    a = oe.Range("AA@40, A2@100", game="omaha")
    r = oe.range_equity(a, "5%", board="Ks5s4d3c", game="omaha", hilo=True)
    for side in (0, 1):
        assert r.players[side].mean == pytest.approx(r.equities[side], abs=1e-12)
    assert sum(r.equities) == pytest.approx(1.0, abs=1e-12)


def test_same_counters_for_any_thread_count():
    base = oe.equity(["KK", "QQ$ds"], board="Ks9s4d", game="omaha", threads=1)
    for t in (2, 3):
        assert oe.equity(["KK", "QQ$ds"], board="Ks9s4d", game="omaha", threads=t).counters == base.counters
    each1 = oe.range_equity("KK", "QQ$ds", board="Ks9s4d", game="omaha", threads=1)
    each2 = oe.range_equity("KK", "QQ$ds", board="Ks9s4d", game="omaha", threads=2)
    assert np.array_equal(each1.players[1].equity, each2.players[1].equity, equal_nan=True)
    assert (each1.players[1].compatible == each2.players[1].compatible).all()


def test_counters_past_64_bits_are_exact():
    """Weights near 2**32 times a flop's boards pass 64 bits: the 128-bit
    cells keep every counter exact (the pair-by-pair path's, bit for bit)."""
    rng = np.random.default_rng(9)
    a = oe.Range("KK", game="omaha").hands[:25]
    b = oe.Range("QQ$ds", game="omaha").hands[:25]
    wa = rng.integers(2**32 - 1000, 2**32, len(a))
    wb = rng.integers(2**32 - 1000, 2**32, len(b))
    big = oe.equity([(a, wa), (b, wb)], board="Js9s4d", game="omaha")
    assert big.boards > 2**64
    assert ([list(c) for c in big.counters], big.boards) == _pair_oracle([(a, wa), (b, wb)], "Js9s4d", "omaha",
                                                                         False)


def test_random_hand_against_a_range():
    r = oe.equity(["*", "AA$ds"], board="Ks9s4d2h7c", game="omaha")
    assert "range against range" in r.method
    assert sum(r.equities) == pytest.approx(1.0)


def test_no_possible_deal_names_the_players():
    with pytest.raises(ValueError, match=r"no deal is possible.*player 1.*player 2"):
        oe.equity([["AsAhKdQd"], ["AsKhKcQc"]], board="Ks9s4d", game="omaha")
    with pytest.raises(ValueError, match=r"no deal is possible"):
        oe.equity([["AsAhKdQd", "AsAcKdQd"], ["AsKhKcQc", "AsJhJcTc"]], board="Ks9s4d", game="omaha")


def test_monte_carlo_of_ranges_that_always_share_a_card_is_no_deal():
    # the batched draws of two ranges or more count their rejected candidates
    from omaha_eval.equity_engine.checks import NoDeal
    a, b = ["AsAhKdQd", "AsAcKdQd"], ["AsKhKcQc", "AsJhJcTc"]
    for players in ([a, b], [a, b, ["2c2d3c3d", "4c4d5c5d"]]):
        with pytest.raises(NoDeal, match="no possible deal"):
            oe.equity(players, game="omaha", trials=10_000, seed=1)


def test_an_empty_range_after_card_removal_names_the_player():
    with pytest.raises(ValueError, match="player 2's range"):
        oe.equity(["AA", ["KsKhQdQc", "KsKdQdQc"]], board="Ks9s4d", game="omaha")


def test_a_card_in_a_hand_and_on_the_board_says_so():
    with pytest.raises(ValueError, match=r"Ks: both in player 1's hole cards and in the board"):
        oe.equity(["AsAhKsQhJd", "AA"], game="omaha5", board="Ks8h2c")


def test_range_equity_bad_input():
    with pytest.raises(ValueError, match="flop, turn or river"):
        oe.range_equity("AA", "KK", board="", game="omaha")
    with pytest.raises(ValueError, match="Hold'em has no"):
        oe.range_equity("AA", "KK", board="2c3c4c", game="holdem", hilo=True)
    with pytest.raises(ValueError, match="weight 0"):
        oe.range_equity((["AsAhKdQd"], [0]), "KK", board="2c3c4c", game="omaha")


def test_flop_ranges_of_any_size_are_exact_not_refused():
    # was: "exact equity over 191,262,887 combinations ... about 2 hours"
    r = oe.equity(["AA$ds", "10%"], board="Ks9s4d", game="omaha")
    assert r.exact and "range against range" in r.method


def test_progress_without_tqdm(monkeypatch, capsys):
    import builtins
    real = builtins.__import__

    def no_tqdm(name, *args, **kwargs):
        if name == "tqdm":
            raise ImportError("no tqdm here")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_tqdm)
    r = oe.equity(["KK", "QQ"], board="Ks9s4d2h", game="omaha", progress=True)
    assert r.exact
    err = capsys.readouterr().err
    assert "48/48 boards (100%)" in err


def test_long_jobs_announce_their_estimate(monkeypatch, capsys):
    monkeypatch.setattr(runner, "ANNOUNCE_SECONDS", 0.0)
    oe.equity(["KK", "QQ"], board="Ks9s4d2h", game="omaha")
    assert "about" in capsys.readouterr().err


def _small_ranges():
    """AA and AK hands that often hold a card of an AKQ flop, unequally
    weighted: the card removal, and so the deals, differ board by board."""
    aa = oe.Range("AA", game="omaha").hands[::200]
    ak = oe.Range("AK:[Q,K]", game="omaha").hands[::300]
    return [(aa, [1 + i % 4 for i in range(len(aa))]), (ak, [1 + i % 3 for i in range(len(ak))])]


def test_board_range_with_ranges_on_an_executor_is_the_same():
    from concurrent.futures import ThreadPoolExecutor
    players = _small_ranges()
    base = oe.equity(players, game="omaha", board="AKQ!AAA")
    assert base.exact and "64 boards" in base.method
    with ThreadPoolExecutor(3) as pool:
        other = oe.equity(players, game="omaha", board="AKQ!AAA", executor=pool)
    assert other.counters == base.counters and other.boards == base.boards
    with pytest.raises(ValueError, match="board range"):
        oe.equity(["AA$ds", "KK$ds"], game="omaha", board="AsKdQc", executor=ThreadPoolExecutor(1))


def test_board_range_sampled_agrees_with_exact():
    """Boards drawn by weight, each board's trials weighted by the deals it
    allows: within 4 standard errors of the exact value, on ranges whose
    card removal differs a lot from board to board."""
    players = _small_ranges()
    exact = oe.equity(players, game="omaha", board="AKQ!AAA")
    sampled = oe.equity(players, game="omaha", board="AKQ!AAA", trials=400_000, seed=11)
    assert not sampled.exact and sampled.seed == 11
    for e, s in zip(exact.players, sampled.players):
        assert abs(e.equity - s.equity) <= 4 * s.std_error, (e.equity, s.equity, s.std_error)


def test_board_range_sampled_weights_each_board_by_its_deals():
    """Two flops on which player 1 keeps 15 or 30 hands and the players'
    hands collide more or less often: a sampler that weighted the drawn
    boards by the board range's weights alone is tens of standard errors
    off (without the kept range weight: -90; without the acceptance: -39)."""
    rng = random.Random(2)
    d2 = oe.parse_cards("2d")[0]
    deck = [c for c in range(52) if c not in oe.parse_cards("KsQh2d7c")]
    pool, far = deck[:11], deck[11:]
    a = [sorted([d2] + rng.sample(far, 3)) for _ in range(15)] + [sorted(rng.sample(pool, 4)) for _ in range(15)]
    b = [sorted(rng.sample(pool, 4)) for _ in range(10)] + [sorted([d2] + rng.sample(far, 3)) for _ in range(3)]
    exact = oe.equity([a, b], game="omaha", board="KsQh[2d,7c]")
    sampled = oe.equity([a, b], game="omaha", board="KsQh[2d,7c]", trials=400_000, seed=3)
    assert abs(sampled.equities[0] - exact.equities[0]) <= 4 * sampled.players[0].std_error


@pytest.mark.parametrize("players, game, board, hilo", [
    (["AK", "QQ,JJ"], "holdem", "AK[2,3]", False),         # Hold'em sampler
    (["AsAh7c2d", "KK"], "omaha", "AKQ!AAA", True),        # a fixed hand that meets some boards
    (["AsKd", "*"], "holdem", "[2,3]Q[4,5]", False),       # a random player dealt on each board
])
def test_board_range_sampled_draws_its_boards_in_the_engine(players, game, board, hilo):
    """One job draws each trial's board by weight, then the hands: within 4
    standard errors of the exact value for Hold'em, a fixed hand that
    collides with some boards, and a random player."""
    exact = oe.equity(players, game=game, board=board, hilo=hilo)
    sampled = oe.equity(players, game=game, board=board, hilo=hilo, trials=300_000, seed=5)
    assert not sampled.exact and "drawn by weight" in sampled.method
    for e, s in zip(exact.players, sampled.players):
        assert abs(e.equity - s.equity) <= 4 * s.std_error, (e.equity, s.equity, s.std_error)
    again = oe.equity(players, game=game, board=board, hilo=hilo, trials=300_000, seed=5, threads=1)
    assert again.counters == sampled.counters  # chunks fixed by the job, not by the threads


def test_board_range_sampled_draws_boards_by_their_weights():
    """Weighted parts of a board range (9 to 1): a sampler that drew the
    boards uniformly is tens of standard errors off."""
    players = _small_ranges()
    board = "AKQ!AAA@9, KQJ!AAA@1"
    exact = oe.equity(players, game="omaha", board=board)
    sampled = oe.equity(players, game="omaha", board=board, trials=300_000, seed=8)
    for e, s in zip(exact.players, sampled.players):
        assert abs(e.equity - s.equity) <= 4 * s.std_error, (e.equity, s.equity, s.std_error)


def test_board_range_sampled_reads_the_ranges_once():
    """Few trials over a board range of thousands of boards with big ranges:
    the ranges are read once, not once a drawn board (this took seconds a
    board before), and a string of hands is refused, not read a character
    a player (a fuzz finding: 'AsKs' became four range players)."""
    r = oe.equity(["A", "K"], board="2", game="omaha", trials=50, seed=0)
    assert "4,804 boards" in r.method or "boards of the board range" in r.method
    with pytest.raises(TypeError, match="expected a list of hands"):
        oe.equity("AsKs", board="2", game="omaha6", hilo=True, trials=10, seed=0)


def test_board_range_sampled_refuses_what_no_board_allows():
    with pytest.raises(ValueError, match="every board of it shares a card"):
        oe.equity(["AsAhKdKc", "QQ"], board="As**", game="omaha", trials=1000)
    with pytest.raises(ValueError, match="8-or-better"):
        oe.equity(["AK", "QQ"], board="xxx", game="holdem", hilo=True, trials=1000)


def test_job_board_list_is_checked():
    """The binding's board list: shapes, cards, dead cards and weights are
    checked before C reads them, and only sampling takes one."""
    import omaha_eval.core._core as core
    hands = (bytes([0, 1, 2, 3]), None, False)
    other = (bytes([4, 5, 6, 7]), None, False)
    good = np.array([[10, 11, 12], [20, 21, 22]], dtype=np.uint8)
    cases = [
        (dict(board_list=good[:0]), "holds no board"),
        (dict(board_list=np.zeros((2, 2), np.uint8)), "3, 4 or 5"),
        (dict(board_list=np.array([[10, 10, 12]], np.uint8)), "outside 0..51 or repeated"),
        (dict(board_list=np.array([[10, 60, 12]], np.uint8)), "outside 0..51 or repeated"),
        (dict(board_list=np.array([[10, 40, 12]], np.uint8)), "dead card"),
        (dict(board_list=good, board_weights=np.array([1], np.uint32)), "1 board weights for 2"),
        (dict(board_list=good, board_weights=np.array([1, 0], np.uint32)), "weight 0"),
    ]
    for kwargs, message in cases:
        with pytest.raises(ValueError, match=message):
            core.Job([hands, other], [], 1 << 40, 4, False, [True, True], **kwargs)
    with pytest.raises(ValueError, match="replaces the board"):
        core.Job([hands, other], [30, 31, 32], 0, 4, False, [True, True], board_list=good)
    job = core.Job([hands, other], [], 0, 4, False, [True, True], board_list=good)
    with pytest.raises(ValueError, match="only samples"):
        job.exact(0, 1, np.zeros(2 * (2 * core.NCOUNTERS + 1), np.uint64))
    acc = np.zeros(2 * core.NCOUNTERS, np.uint64)
    assert job.sample(1, 0, 1000, 100, acc) == 1000  # no hand meets a board: nothing rejected
    # a fixed hand that meets one of two boards: about half the deals are drawn again
    meets = np.array([[0, 10, 11], [20, 21, 22]], dtype=np.uint8)
    job = core.Job([hands, other], [], 0, 4, False, [True, True], board_list=meets)
    drawn = job.sample(1, 0, 10_000, 100, acc)
    assert 17_000 < drawn < 23_000, drawn


def test_no_deal_is_one_error_kind_a_value_error():
    """Every way a job has no deal raises NoDeal (a ValueError), which is
    what a board-range job skips a board on; repeating a card inside one
    hand stays a plain input error."""
    from omaha_eval.equity_engine.checks import NoDeal
    for call in (lambda: oe.equity(["AsAh", "AsAh"], board="2c7d9h"),
                 lambda: oe.equity([["AsAhKdQd"], ["AsKhKcQc"]], board="Ks9s4d", game="omaha"),
                 lambda: oe.equity(["AA", ["KsKhQdQc"]], board="Ks9s4d", game="omaha")):
        with pytest.raises(NoDeal):
            call()
    with pytest.raises(ValueError) as err:
        oe.equity(["AsAsKdQd", "AA"], board="2c7d9h", game="omaha")
    assert not isinstance(err.value, NoDeal)

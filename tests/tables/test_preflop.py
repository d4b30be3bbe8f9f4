"""Preflop equities against random hands: exact Hold'em against values
computed independently (the board-by-board enumerator over every opponent
hand, grouped by the suit symmetries of the hero's hand: see
exact_vs_random below), and identities every table must satisfy."""
import itertools
import os
from fractions import Fraction

import pytest

np = pytest.importorskip("numpy")

from omaha_eval import _core, tables  # noqa: E402
from omaha_eval.tables.work import BOARDS, POT_UNITS, SHARE  # noqa: E402

# Computed once by exact_vs_random() (about 20 s and 55 s); AA agrees with
# PokerStove's published 85.20 %, 72o with its 34.58 %.
AA = Fraction(893604787, 1048786200)
SEVEN_DEUCE = Fraction(725417041, 2097572400)


def exact_vs_random(hero):
    """Hero's exact equity against one random hand: every opponent hand
    (one per orbit of the suit permutations fixing the hero, weighted by the
    orbit's size) against every board, by the engine's test oracle: the
    plain board-by-board enumerator, not the rank-pattern path tables use."""
    perms = [p for p in itertools.permutations(range(4))
             if sorted((c & ~3) | p[c & 3] for c in hero) == sorted(hero)]
    orbits = {}
    for opp in itertools.combinations([c for c in range(52) if c not in hero], 2):
        key = min(tuple(sorted((c & ~3) | p[c & 3] for c in opp)) for p in perms)
        orbits[key] = orbits.get(key, 0) + 1
    share = boards = 0
    for opp, weight in orbits.items():
        job = _core.Job([(bytes(hero), None, False), (bytes(opp), None, False)], [], 0, 2, False,
                        [False, False])
        acc = np.zeros(2 * _core.NCOUNTERS, dtype=np.uint64)
        n = job.oracle(acc)  # the plain board-by-board enumerator
        share += weight * int(acc[0])
        boards += weight * n
    return Fraction(share, boards * POT_UNITS)


FULL = os.environ.get("OMAHA_EVAL_FULL_TESTS") == "1"
full_only = pytest.mark.skipif(not FULL, reason="OMAHA_EVAL_FULL_TESTS=1: the full exact Hold'em table (minutes)")


@pytest.fixture(scope="module")
def holdem_exact():
    """The exact table: all 169 classes with OMAHA_EVAL_FULL_TESTS=1, else
    a few (each class takes a second or two)."""
    return tables.preflop("holdem", trials=None, hands=None if FULL else ["AA", "72o"])


def test_aa_against_a_random_hand(holdem_exact):
    row = holdem_exact.row("AA")
    c = holdem_exact.counters[row]
    assert Fraction(int(c[SHARE]), int(c[BOARDS]) * POT_UNITS) == AA
    assert holdem_exact.equity_of("AsAd") == pytest.approx(float(AA), abs=1e-15)
    assert holdem_exact.std_error[row] == 0


def test_seven_deuce_against_a_random_hand(holdem_exact):
    c = holdem_exact.counters[holdem_exact.row("72o")]
    assert Fraction(int(c[SHARE]), int(c[BOARDS]) * POT_UNITS) == SEVEN_DEUCE


@full_only
@pytest.mark.parametrize("text", ["AA", "72o", "T9s"])
def test_exact_against_independent_enumeration(holdem_exact, text):
    hero = tables.classes("holdem").representatives([tables.classes("holdem").index(text)])[0].tolist()
    c = holdem_exact.counters[holdem_exact.row(text)]
    assert Fraction(int(c[SHARE]), int(c[BOARDS]) * POT_UNITS) == exact_vs_random(hero)


@full_only
def test_exact_table_is_zero_sum(holdem_exact):
    """A random hand against a random hand wins half the pot: over every
    hand, the shares add up to exactly half of everything."""
    t = holdem_exact
    assert len(t) == 169
    boards = int(t.counters[0, BOARDS])
    assert np.all(t.counters[:, BOARDS] == boards)
    total = sum(int(n) * int(s) for n, s in zip(t.hands, t.counters[:, SHARE]))
    assert 2 * total == 1326 * boards * POT_UNITS
    assert [t.text[i] for i in t.order()[:5]] == ["AA", "KK", "QQ", "JJ", "TT"]
    assert t.text[t.order()[-1]] == "32o"
    assert t.percentile("AA") == pytest.approx(100 * 6 / 1326)


def test_monte_carlo_agrees_with_exact(holdem_exact):
    mc = tables.preflop("holdem", trials=20_000, seed=3, hands=["AA", "72o"])
    for i, text in enumerate(mc.text):
        assert abs(mc.equity[i] - holdem_exact.equity_of(text)) < 5 * mc.std_error[i]


def test_multiway_shares_add_up():
    """Against k random hands the hands' equities average 1/(k+1)."""
    t = tables.preflop("omaha", opponents=2, trials=100, seed=8, hands=None, rows_per_chunk=4096)
    mean = float((t.hands * t.equity).sum() / t.hands.sum())
    se = float(np.sqrt((t.hands ** 2 * t.std_error ** 2).sum()) / t.hands.sum())
    assert abs(mean - 1 / 3) < 5 * se + 1e-3

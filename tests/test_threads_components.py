"""Four threads get exactly what one thread gets, for each part of the
package that keeps state a thread might share: engine hands (seeded deals
played by seeded bots), Range parsing and its hands, PQL (seeded sampling
and exact enumeration), the hand indexer (its lazily built tables), on top
of the evaluator and equity in tests/test_threads.py. The threads start
together behind a barrier; where there is a GIL the switch interval is tiny,
so they interleave as much as it allows, and on a free-threaded CPython
they run in parallel. The threads run before the single thread, so a table
built on first use (the indexer's) is built while they race, unless an
earlier test of the same process built it."""
import sys
import sysconfig
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from omaha_eval import pql
from omaha_eval.engine import Game
from omaha_eval.engine.bots import PotBot, play_out
from omaha_eval.ranges import Range

THREADS = 4
FREE_THREADED = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))


def on_threads(work):
    """[work() on each of THREADS threads started together]."""
    barrier = threading.Barrier(THREADS)

    def run(_):
        barrier.wait()
        return work()

    old = sys.getswitchinterval()
    if not FREE_THREADED:
        sys.setswitchinterval(1e-6)
    try:
        with ThreadPoolExecutor(THREADS) as pool:
            return list(pool.map(run, range(THREADS)))
    finally:
        if not FREE_THREADED:
            sys.setswitchinterval(old)


def same_on_threads(work):
    got = on_threads(work)
    expected = work()
    assert all(g == expected for g in got)


def test_engine_hands():
    game = Game.pot_limit_omaha(1, 2, seats=6)

    def work():
        bot = PotBot(seed=1)  # a bot has its own random stream: one per thread
        hands = [play_out(game.deal([200] * 6, button=i % 6, seed=i), bot) for i in range(60)]
        return [(tuple((e.kind, e.seat, e.amount, e.street) for e in h.history), list(h.payouts.items()), h.stacks)
                for h in hands]

    same_on_threads(work)


def test_ranges():
    np = pytest.importorskip("numpy")
    texts = [("AA$ds,KK", "omaha"), ("JJ+,AKs,T9s", "holdem"), ("AAxx@10,KK@3", "omaha"), ("15%", "omaha")]

    def work():
        out = []
        for text, game in texts:
            r = Range(text, game=game)
            out.append((str(r), len(r), np.asarray(r.hands).tobytes()))
        return out

    same_on_threads(work)


@pytest.mark.parametrize("statement,kw", [
    ("select avg(riverEquity(hero)), count(winsHi(villain)) from game='holdem', hero='AsKs', "
     "villain='QQ+', board='Ts9s2d'", {}),
    ("select avg(equity(hero, flop)), count(scoops(hero)) from game='omaha8', hero='As2sKdQd', "
     "villain='*', board='Kh7d2c'", {"trials": 1000, "seed": 5}),
])
def test_pql(statement, kw):
    def work():
        result = pql.query(statement, threads=1, **kw)[0]
        return result.deals, [(v.name, v.value) for v in result.values]

    same_on_threads(work)


def test_indexer():
    np = pytest.importorskip("numpy")
    indexing = pytest.importorskip("omaha_eval.indexing")
    rng = np.random.default_rng(3)
    decks = np.argsort(rng.random((3000, 52)), axis=1).astype(np.uint8)

    def work():
        out = []
        for game, hole in (("holdem", 2), ("omaha", 4)):
            ix = indexing.HandIndexer(game)
            for board in (0, 3, 5):
                index, size = ix.index_array(decks[:, :hole + board], threads=1)
                out.append((index.tobytes(), size.tobytes()))
            out.append(ix.index(decks[0, :hole].tolist(), decks[0, hole:hole + 3].tolist()))
        return out

    same_on_threads(work)


def test_each_thread_keeps_its_own_forced_bet_plans():
    # On a free-threaded CPython 3.13, reading tuples another thread made
    # from a shared dict stalls (issue 56: a hand dealt in a thread from a
    # game made by another took 0.3-40 ms instead of 20 µs), so the game's
    # cache of posting plans is kept per thread.
    game = Game.pot_limit_omaha(1, 2, seats=6)
    game.deal([200] * 6, seed=1)
    on_threads(lambda: game.deal([200] * 6, seed=1))
    assert len(game._plans) == 1 + THREADS
    assert all(isinstance(plans, dict) and plans for plans in game._plans.values())

"""Jobs for bench/thread_scaling.py --python-threads: the public API called
from several Python threads at once (each thread doing the same fixed work,
every call single-threaded inside), which scales only where the interpreter
lets threads run together: a free-threaded CPython, or C work that releases
the GIL. The speed-up of n threads is n times the work done in the wall
time of one: n * T(1) / T(n)."""
from __future__ import annotations

import random
import statistics
import threading
import time
from typing import Any, Callable, Dict, List, Sequence, Tuple

import omaha_eval as oe
from omaha_eval import pql
from omaha_eval.engine import Game
from omaha_eval.engine.bots import PotBot, play_out
from omaha_eval.ranges import Range

Job = Tuple[str, Callable[[], Any]]  # (label, one thread's work -> comparable result)


def python_thread_jobs() -> List[Job]:
    rng = random.Random(11)
    deals = []
    for _ in range(4000):
        cards = rng.sample(range(52), 9)
        deals.append((cards[:4], cards[4:]))
    game = Game.pot_limit_omaha(1, 2, seats=6)

    def evaluate() -> Any:
        return [[oe.evaluate(hole, board).rank for hole, board in deals] for _ in range(100)][0]

    def equity() -> Any:
        return oe.equity(["AsAhKsKh", "*"], trials=1_000_000, seed=3, threads=1).equities

    def engine_hands() -> Any:
        bot = PotBot(seed=1)
        return [play_out(game.deal([200] * 6, button=i % 6, seed=i), bot).stacks for i in range(400)]

    def ranges() -> Any:
        return [[len(Range(text, game="omaha")) for text in ("AA$ds,KK$ds", "15%", "AAxx,KQJT,T9s8s7")]
                for _ in range(5)]

    def pql_query() -> Any:
        result = pql.query("select avg(riverEquity(hero)), count(winsHi(villain)) from game='omaha', "
                           "hero='AsAhKsKh', villain='*', board='Qd7c2h'", trials=20_000, seed=1, threads=1)[0]
        return [(v.name, v.value) for v in result.values]

    return [("evaluate (400,000 calls: 4,000 Omaha hands 100 times)", evaluate),
            ("equity (Monte Carlo, 1,000,000 trials, threads=1)", equity),
            ("engine hands (400 six-handed PLO hands, PotBot)", engine_hands),
            ("Range (three Omaha range texts parsed and expanded, 5 times)", ranges),
            ("PQL (a sampled query, 20,000 deals, threads=1)", pql_query)]


def on_threads(work: Callable[[], Any], n: int) -> Tuple[float, List[Any]]:
    """Wall seconds for n threads, started together, each doing work()."""
    barrier = threading.Barrier(n + 1)
    results: List[Any] = [None] * n

    def run(i: int) -> None:
        barrier.wait()
        results[i] = work()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    barrier.wait()
    start = time.perf_counter()
    for t in threads:
        t.join()
    return time.perf_counter() - start, results


def measure(work: Callable[[], Any], counts: Sequence[int], rounds: int, seed: int = 1) -> Dict[int, float]:
    """Median wall seconds per thread count over shuffled rounds, each timed
    run after an untimed one; raises if any thread got another result."""
    reference = work()
    order = list(counts)
    shuffle = random.Random(seed)
    times: Dict[int, List[float]] = {n: [] for n in counts}
    for _ in range(rounds):
        shuffle.shuffle(order)
        for n in order:
            on_threads(work, n)
            seconds, results = on_threads(work, n)
            if any(r != reference for r in results):
                raise SystemExit(f"{n} threads: a thread got another result than one thread")
            times[n].append(seconds)
    return {n: statistics.median(t) for n, t in times.items()}

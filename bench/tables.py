"""Preflop tables at scale: how long they take, and on what.

    python bench/tables.py                      # a sample, extrapolated
    python bench/tables.py --classes 16432      # the full PLO4 table
    python bench/tables.py --skip-dask --skip-matchups

1. PLO4, every class against one random hand at --trials (250,000) deals:
   a sample of --classes classes (spread evenly over all 16,432), timed on
   one process, on a process pool of --workers, and on a Dask LocalCluster
   with as many single-threaded worker processes; each time is scaled to
   all 16,432 classes. The three tables are checked to be bit-identical.
2. Hold'em 169 x 169 heads-up matchups, exact, on one core: a sample of
   pairs scaled to all 28,561 (or --matchup-classes 169 for all of them);
   and a random sample of PLO4 class pairs, scaled to all 16,432^2 class
   pairs, per core and on a cluster of --cluster-cores cores.

Times are medians of --repeats runs; on a shared machine they are noise
beyond their ratios.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any, Callable, List, Optional

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from omaha_eval import tables  # noqa: E402


CPU_TIMES: List[float] = []  # process CPU time of the last median_time's runs


def median_time(run: Callable[[], Any], repeats: int) -> tuple:
    times, result = [], None
    CPU_TIMES.clear()
    for _ in range(repeats):
        start, cpu = time.perf_counter(), time.process_time()
        result = run()
        times.append(time.perf_counter() - start)
        CPU_TIMES.append(time.process_time() - cpu)
    return statistics.median(times), result


def sample_classes(game: str, n: int) -> List[int]:
    count = tables.classes(game).count
    return sorted(set(np.linspace(0, count - 1, num=min(n, count)).astype(int).tolist()))


def preflop_bench(args: argparse.Namespace) -> None:
    game, count = "omaha", tables.classes("omaha").count
    rows = sample_classes(game, args.classes)
    scale = count / len(rows)
    print(f"PLO4 vs 1 random hand, {args.trials:,} trials per class: {len(rows):,} of {count:,} classes "
          f"timed, scaled x{scale:.1f}")

    def table(executor: Optional[Executor]) -> Any:
        return tables.preflop(game, trials=args.trials, seed=1, hands=rows, executor=executor)

    results = {}
    cpu = 0.0
    setups: List[tuple] = [("1 process", lambda: ThreadPoolExecutor(1)),
                           (f"process pool, {args.workers} workers", lambda: ProcessPoolExecutor(args.workers))]
    for name, make in setups:
        with make() as ex:
            if isinstance(ex, ProcessPoolExecutor):
                list(ex.map(abs, range(args.workers)))  # start the workers before timing
            t, res = median_time(lambda: table(ex), args.repeats)
            if name == "1 process":  # this process's CPU time: what one core takes, whatever the load
                cpu = statistics.median(CPU_TIMES)
        results[name] = (t, res)
    if not args.skip_dask:
        try:
            from distributed import Client, LocalCluster
        except ImportError:
            print("  (Dask not installed: pip install 'omaha-eval[dask]')")
        else:
            with LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                              dashboard_address=None) as cluster, Client(cluster) as client:
                ex = client.get_executor(pure=False)  # no reuse of an earlier repeat's results
                t, res = median_time(lambda: table(ex), args.repeats)
            results[f"Dask LocalCluster, {args.workers} workers"] = (t, res)
    base = results["1 process"][0]
    first = next(iter(results.values()))[1]
    for name, (t, res) in results.items():
        same = np.array_equal(res.counters, first.counters)
        print(f"  {name:34s} {t:8.2f} s sample   {t * scale / 60:8.1f} min all classes   "
              f"x{base / t:4.2f}   {'bit-identical' if same else 'DIFFERENT TABLE'}")
    print(f"  one core, CPU time (not counting time lost to other jobs): {cpu:.2f} s sample, "
          f"{cpu * scale / 60:.1f} min all classes ({len(rows) * args.trials / cpu / 1e6:.2f} M trials/s)")
    pool = [v for k, v in results.items() if k.startswith("process pool")][0][0]
    for name, (t, _) in results.items():
        if name.startswith("Dask"):
            print(f"  Dask / process pool: {t / pool:.3f}")


def matchup_bench(args: argparse.Namespace) -> None:
    one = ThreadPoolExecutor(1)  # per-core figures: one thread
    h = tables.classes("holdem")
    rows = sample_classes("holdem", args.matchup_classes)
    t, m = median_time(lambda: tables.matchups("holdem", hands=rows, executor=one), 1)
    pairs, total = len(rows) ** 2, h.count ** 2
    print(f"Hold'em matchups, exact, one core: {pairs} pairs in {t:.2f} s "
          f"({int(m.boards.sum()) / t / 1e6:.0f} M boards/s); all {total:,} pairs: "
          f"{t * total / pairs / 60:.1f} min on one core, {t * total / pairs / 60 / args.workers:.1f} min "
          f"on {args.workers}")
    p4 = tables.classes("omaha")
    rng = np.random.default_rng(7)
    rows = sorted(rng.choice(p4.count, args.plo4_classes, replace=False).tolist())
    t, m = median_time(lambda: tables.matchups("omaha", hands=rows, executor=one), 1)
    pairs, total = len(rows) ** 2, p4.count ** 2
    per_pair = t / pairs
    core_days = per_pair * total / 86400
    print(f"PLO4 matchups, exact, one core: {pairs} random class pairs in {t:.2f} s "
          f"({per_pair * 1e3:.0f} ms a pair, {int(m.boards.sum()) / t / 1e6:.0f} M boards/s); "
          f"all {total:,} class pairs: {core_days:,.0f} core-days, "
          f"{core_days * 24 / args.cluster_cores:.1f} h on a {args.cluster_cores:,}-core cluster")
    one.shutdown()


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--classes", type=int, default=256, help="PLO4 classes to time (default 256: 8 chunks; "
                   "16432 = all)")
    p.add_argument("--trials", type=int, default=250_000, help="trials per class (default 250,000)")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes / Dask workers")
    p.add_argument("--repeats", type=int, default=3, help="median of this many runs (default 3)")
    p.add_argument("--matchup-classes", type=int, default=6, help="Hold'em classes in the matchup sample")
    p.add_argument("--plo4-classes", type=int, default=4, help="PLO4 classes in the matchup sample (squared)")
    p.add_argument("--cluster-cores", type=int, default=1000, help="cluster size for the PLO4 estimate")
    p.add_argument("--skip-dask", action="store_true")
    p.add_argument("--skip-matchups", action="store_true")
    args = p.parse_args()
    print(f"cores: {os.cpu_count()}, load average {os.getloadavg()[0]:.1f}")
    preflop_bench(args)
    if not args.skip_matchups:
        matchup_bench(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How `oe.equity` scales with threads (issue 9: two threads >= 1.9x one
here, 16 threads >= 14x one on a many-core machine), by wall time:

    python bench/thread_scaling.py                    # 1, 2, 4, ... up to the CPUs
    python bench/thread_scaling.py --threads 1,2,16   # on a 16-core machine
    python bench/thread_scaling.py --python-threads   # the API from n Python threads
    python bench/thread_scaling.py --interpreters python3.13t,python3.13
                                   # --python-threads on each, one table

--python-threads (bench/_python_threads.py) runs each job (evaluate, equity,
engine hands, Range, PQL) on n Python threads at once instead, each thread
doing the same work with threads=1 inside: that scales only on a
free-threaded CPython (or where C work releases the GIL). --interpreters runs
that on each interpreter named (each must have omaha_eval installed) and
prints one table, so the free-threaded and the GIL build are compared in
one run.

Each job is a public `oe.equity` (or `equity_each`) call of 50 ms or more on
one thread here. A round runs every thread count once, in a shuffled order,
each timed run just after an untimed one with the same count (an idle core
of a VM starts slow); the table gives the median over rounds and its ratio
to one thread. The results must be identical for every thread count (chunks
are fixed by the job), and the script exits non-zero if they are not.
Inputs are generated from a fixed seed before timing starts.
"""
from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import statistics
import subprocess
import sys
import sysconfig
import time
from typing import Any, Callable, Dict, List, Sequence, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import command_line, machine, markdown_table, random_hands  # noqa: E402

import omaha_eval as oe  # noqa: E402

Job = Tuple[str, Callable[[int], Any]]  # (label, run with n threads -> comparable result)


def equity_jobs(each: bool = True) -> List[Job]:
    """The jobs: Monte Carlo heads-up, six-handed and over ranges, exact
    over ranges on a flop and a river, and (with numpy) one hand against
    every hand on a flop."""
    rng = random.Random(7)
    board = oe.parse_cards("AdKs3s")
    ra, rb = random_hands(rng, 300, 4, board), random_hands(rng, 300, 4, board)
    river = oe.parse_cards("AdKs3s7h2c")
    wa, wb = random_hands(rng, 1000, 4, river), random_hands(rng, 1000, 4, river)
    jobs: List[Job] = [
        ("Monte Carlo job (a hand against a random hand, 2 M trials)",
         lambda n: oe.equity(["AsAhKsKh", "*"], trials=2_000_000, seed=3, threads=n).equities),
        ("Monte Carlo job (a hand against a random hand, 4 M trials)",
         lambda n: oe.equity(["AsAhKsKh", "*"], trials=4_000_000, seed=3, threads=n).equities),
        ("Monte Carlo job (300 hands against 300, preflop)",
         lambda n: oe.equity([ra, rb], trials=4_000_000, seed=3, threads=n).equities),
        ("Monte Carlo job (a hand against five random hands, 1 M trials)",
         lambda n: oe.equity(["AsAhKsKh"] + ["*"] * 5, trials=1_000_000, seed=3, threads=n).equities),
        ("exact range job (300 hands against 300 on a flop)",
         lambda n: oe.equity([ra, rb], board=board, threads=n).equities),
        ("exact range job (1,000 hands against 1,000 on a river)",
         lambda n: oe.equity([wa, wb], board=river, threads=n).equities),
    ]
    if each:
        try:
            import numpy as np
        except ImportError:
            return jobs
        hero = oe.parse_cards("QsTsJd2d")
        rest = [c for c in range(52) if c not in board + hero]
        everyone = np.array(list(itertools.combinations(rest, 4)), dtype=np.uint8)
        jobs.append(("exact equity_each (a hand against all 148,995 hands on a flop)",
                     lambda n: oe.equity_each(hero, everyone, board=board, threads=n).equity.tobytes()))
    return jobs


def measure(run: Callable[[int], Any], counts: Sequence[int], rounds: int,
            seed: int = 1) -> Dict[int, float]:
    """Median wall seconds per thread count; raises if results differ."""
    order = list(counts)
    shuffle = random.Random(seed)
    times: Dict[int, List[float]] = {n: [] for n in counts}
    reference = run(counts[0])
    for _ in range(rounds):
        shuffle.shuffle(order)
        for n in order:
            run(n)
            start = time.perf_counter()
            result = run(n)
            times[n].append(time.perf_counter() - start)
            if result != reference:
                raise SystemExit(f"threads={n} gave a different result from threads={counts[0]}")
    return {n: statistics.median(t) for n, t in times.items()}


def runner_cost(counts: Sequence[int], chunks: int = 20000) -> Dict[int, float]:
    """Seconds a chunk that the equity runner costs besides its C work (its
    Python, held under the GIL): chunks of a single Monte Carlo trial."""
    from omaha_eval.core import _core
    from omaha_eval.equity_engine import runner

    job = _core.Job([(bytes(oe.parse_cards("AsAhKsKh")), None, False), (bytes(range(4)), None, True)],
                    [], 0, 4, False, [True, False])

    def chunk(k: int, acc: Any) -> int:
        job.sample(1, k, 1, 100, acc)
        return 1

    cost: Dict[int, float] = {}
    for n in counts:
        runner.run_chunks(chunks // 10, 2 * _core.NCOUNTERS, chunk, n)
        start = time.perf_counter()
        runner.run_chunks(chunks, 2 * _core.NCOUNTERS, chunk, n)
        cost[n] = (time.perf_counter() - start) / chunks
    return cost


def default_counts() -> List[int]:
    cpus = os.cpu_count() or 1
    counts = [1]
    while counts[-1] * 2 <= cpus:
        counts.append(counts[-1] * 2)
    if counts[-1] != cpus:
        counts.append(cpus)
    return counts


def interpreter_name() -> str:
    free = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))
    gil = "GIL on" if not free or getattr(sys, "_is_gil_enabled", lambda: True)() else "GIL off"
    return f"CPython {sys.version.split()[0]}{'t' if free else ''} ({gil})"


def python_threads(counts: Sequence[int], rounds: int) -> Dict[str, Any]:
    """--python-threads in this interpreter: {interpreter, rows: [label, {n: seconds}]}."""
    from _python_threads import measure as measure_threads, python_thread_jobs

    rows = [[label, measure_threads(work, counts, rounds)] for label, work in python_thread_jobs()]
    return {"interpreter": interpreter_name(), "machine": machine(), "load": os.getloadavg(), "rows": rows}


def python_threads_table(runs: List[Dict[str, Any]], counts: Sequence[int]) -> str:
    heads = ["job"]
    for run in runs:
        heads += [f"{run['interpreter']}: 1 thread"] + [f"{n} threads" for n in counts[1:]]
    rows = []
    for i, (label, _) in enumerate(runs[0]["rows"]):
        row = [label]
        for run in runs:
            t = {int(k): v for k, v in run["rows"][i][1].items()}
            row += [f"{t[1] * 1e3:.0f} ms"] + [f"{n * t[1] / t[n]:.2f}×" for n in counts[1:]]
        rows.append(row)
    return markdown_table(heads, rows, "l" + "r" * (len(heads) - 1))


def main(argv: Any = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", default=",".join(map(str, default_counts())),
                        help="comma-separated thread counts, starting with 1 (default: %(default)s)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--no-each", action="store_true", help="leave out the equity_each job")
    parser.add_argument("--python-threads", action="store_true",
                        help="the API called from n Python threads at once (bench/_python_threads.py)")
    parser.add_argument("--interpreters", help="comma-separated Pythons to run --python-threads on, one table")
    parser.add_argument("--json", action="store_true", help="with --python-threads: print JSON")
    args = parser.parse_args(argv)
    counts = [int(x) for x in args.threads.split(",")]
    if counts[0] != 1:
        parser.error("--threads must start with 1: ratios are to one thread")
    if args.interpreters:
        runs = []
        for python in args.interpreters.split(","):
            out = subprocess.run([python, os.path.abspath(__file__), "--python-threads", "--json",
                                  "--threads", args.threads, "--rounds", str(args.rounds)],
                                 check=True, capture_output=True, text=True).stdout
            runs.append(json.loads(out))
        print(f"Command: `{command_line()}`  \nMachine: {runs[0]['machine']}  \nLoad average (1, 5, 15 min) "
              + "; ".join(f"before {r['interpreter']}: {', '.join(f'{x:.1f}' for x in r['load'])}" for r in runs)
              + "\n")
        print("Each of n threads does the same work at once; n threads' speed-up is n × T(1) / T(n), "
              f"wall time, median of {args.rounds} rounds; every thread got the same results as one.\n")
        print(python_threads_table(runs, counts))
        return 0
    if args.python_threads:
        run = python_threads(counts, args.rounds)
        print(json.dumps(run) if args.json else python_threads_table([run], counts))
        return 0
    rows = []
    for label, run in equity_jobs(each=not args.no_each):
        medians = measure(run, counts, args.rounds)
        one = medians[1]
        rows.append([label, f"{one * 1e3:.0f} ms"]
                    + [f"{one / medians[n]:.2f}× ({medians[n] * 1e3:.1f} ms)" for n in counts[1:]])
    print(f"Command: `{command_line()}`  \nMachine: {machine()}\n")
    print("Wall time on one thread, and for each thread count its speed-up over one "
          f"(median of {args.rounds} rounds); every thread count gave identical results.\n")
    heads = ["job", "1 thread"] + [f"{n} threads" for n in counts[1:]]
    print(markdown_table(heads, rows, "l" + "r" * (len(heads) - 1)))
    from omaha_eval.equity_engine.plan import TRIALS_PER_CHUNK

    cost = runner_cost(counts)
    print("\nWhat the runner itself costs a chunk (the wall time of 20,000 chunks of one trial each, "
          "divided by 20,000): "
          + ", ".join(f"{cost[n] * 1e6:.2f} µs on {n} thread{'s' if n > 1 else ''}" for n in counts)
          + f"; a chunk of the jobs above ({TRIALS_PER_CHUNK:,} Monte Carlo trials) is 0.3-0.6 ms.")
    return 0


if __name__ == "__main__":
    sys.exit(main())

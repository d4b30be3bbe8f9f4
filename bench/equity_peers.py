"""Equity and batch throughput: omaha-eval against poker-equity, xiapl and
pokerkit, in one run, on the same matchups.

    python bench/equity_peers.py            # about three minutes
    python bench/equity_peers.py --quick

Each job is one whole call (an exact enumeration, or a Monte Carlo run of a
fixed number of trials), timed by the wall clock since several use threads;
rounds are interleaved (every entry once per round, each run once untimed
just before its timed run) and the median is reported, with the ratio
peer / omaha-eval as the median of same-round ratios. Thread counts are fixed and printed: one thread unless a row says
otherwise. Every peer's equities are compared with omaha-eval's before
timing (exact runs must agree to 1e-9; Monte Carlo within 5 standard errors).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from typing import Callable, Dict, List, Optional, Sequence, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import command_line, machine, markdown_table, optional_import  # noqa: E402

import omaha_eval as oe  # noqa: E402

Run = Callable[[], Sequence[float]]


class Job:
    """One matchup: omaha-eval's run and each peer's, all returning the
    players' equities."""

    def __init__(self, title: str, exact: bool, ours: Run, trials: int = 0) -> None:
        self.title = title
        self.exact = exact
        self.trials = trials
        self.entries: List[Tuple[str, Run]] = [("omaha-eval", ours)]
        self.samples: Dict[str, List[float]] = {}
        self.reference: Sequence[float] = ()

    def add(self, label: str, run: Optional[Run]) -> None:
        if run is not None:
            self.entries.append((label, run))


def poker_equity_runs(pe, notes):
    if pe is None:
        return {}
    variants = {v["key"] for v in pe.variants()}
    threads = pe.default_thread_count()
    notes.setdefault("poker-equity", f"poker-equity's exact mode takes no thread count; it used its default "
                     f"({threads} here). Its Monte Carlo runs were given threads=1.")

    def exact(variant, hands):
        if variant not in variants:
            return None
        return lambda: [p["equity"] for p in pe.exact_from_text(variant, list(hands))["players"]]

    def sample(variant, hands, trials):
        return lambda: [p["equity"] for p in
                        pe.chunk_from_text(variant, list(hands), samples=trials, seed=1, threads=1)["players"]]

    return {"exact": exact, "sample": sample}


def xiapl_runs(xs, xc):
    if xs is None:
        return {}

    def mask(text):
        m = 0
        for i in range(0, len(text), 2):
            m |= 1 << xc.Card.from_string(text[i:i + 2]).id
        return m

    def run(hands, game, options, threads):
        masks = [mask(h) for h in hands]
        options.threads = threads
        return lambda: [p.equity for p in xs.calculate_equity(masks, 0, options, game=game).players]

    def exact(hands, threads=1):
        game = xs.GameType.Holdem if len(hands[0]) == 4 else xs.GameType.Plo
        return run(hands, game, xs.SimulationOptions.exact(), threads)

    def sample(hands, trials):
        game = xs.GameType.Holdem if len(hands[0]) == 4 else xs.GameType.Plo
        return run(hands, game, xs.SimulationOptions.mc_seeded(trials, 1), 1)

    return {"exact": exact, "sample": sample}


def pokerkit_sample(pk, hands, trials):
    if pk is None:
        return None
    ranges = [pk.parse_range(h) for h in hands]
    hand_type = pk.StandardHighHand if len(hands[0]) == 4 else pk.OmahaHoldemHand
    nhole = len(hands[0]) // 2
    return lambda: pk.calculate_equities(ranges, (), nhole, 5, pk.Deck.STANDARD, (hand_type,),
                                         sample_count=trials)


def build_jobs(quick: bool, notes: Dict[str, str]) -> List[Job]:
    pe = optional_import("poker_equity", notes)
    xs = optional_import("xiapl.simulation", notes)
    xc = optional_import("xiapl.card", notes) if xs is not None else None
    pk = optional_import("pokerkit", notes)
    pe_run, x_run = poker_equity_runs(pe, notes), xiapl_runs(xs, xc)
    jobs: List[Job] = []

    def exact_job(title, hands, hilo=False, variant="omaha", xiapl=True, two_threads=False):
        job = Job(title, True, lambda: oe.equity(hands, hilo=hilo, threads=1).equities)
        if two_threads:
            job.add("omaha-eval, 2 threads", lambda: oe.equity(hands, hilo=hilo, threads=2).equities)
        if pe_run:
            job.add("poker-equity", pe_run["exact"](variant, hands))
        if x_run and xiapl:
            job.add("xiapl", x_run["exact"](hands))
            if two_threads:
                job.add("xiapl, 2 threads", x_run["exact"](hands, threads=2))
        jobs.append(job)

    exact_job("PLO4 heads-up preflop, exact (1,086,008 boards)", ["AsAhKsKh", "JdTd9c8c"], two_threads=True)
    exact_job("PLO4 Hi-Lo heads-up preflop, exact", ["As2sKdQd", "Ah3h4c5c"], hilo=True,
              variant="omaha_hi_lo", xiapl=False)
    exact_job("PLO4 three-way preflop, exact (658,008 boards)", ["AsAhKsKh", "JdTd9c8c", "7c7d6h6s"])
    exact_job("PLO6 heads-up preflop, exact (658,008 boards)", ["AsAhKsKhQdJc", "JdTd9c8c7h6h"],
              variant="omaha_six", xiapl=False)
    exact_job("Hold'em heads-up preflop, exact (1,712,304 boards)", ["AsKs", "7h7d"], variant="holdem")

    trials = 200_000 if quick else 1_000_000
    hands = ["AsAhKsKh", "JdTd9c8c"]
    job = Job(f"PLO4 heads-up Monte Carlo, {trials:,} trials", False,
              lambda: oe.equity(hands, trials=trials, seed=1, threads=1).equities, trials)
    if pe_run:
        job.add("poker-equity", pe_run["sample"]("omaha", hands, trials))
    if x_run:
        job.add("xiapl", x_run["sample"](hands, trials))
    jobs.append(job)
    if pk is not None:
        few = 500 if quick else 2000
        job = Job(f"PLO4 heads-up Monte Carlo, {few:,} trials (pokerkit is slow)", False,
                  lambda: oe.equity(hands, trials=few, seed=1, threads=1).equities, few)
        job.add("pokerkit", pokerkit_sample(pk, hands, few))
        jobs.append(job)
    return jobs


def check(job: Job) -> List[str]:
    """Runs every entry once; returns disagreements with omaha-eval."""
    problems = []
    ours = list(job.entries[0][1]())
    job.reference = ours
    for label, run in job.entries[1:]:
        theirs = list(run())
        # Monte Carlo: five standard errors of the difference of two runs
        tolerance = 1e-9 if job.exact else 5 * (2 * 0.25 / job.trials) ** 0.5
        if len(theirs) != len(ours) or max(abs(a - b) for a, b in zip(ours, theirs)) > tolerance:
            problems.append(f"{job.title}: {label} gives {theirs}, omaha-eval {ours}")
    return problems


def time_job(job: Job, repeats: int) -> None:
    for label, _ in job.entries:
        job.samples[label] = []
    for _ in range(repeats):
        for label, run in job.entries:
            # an untimed run first: on the shared VMs this runs on, memory a
            # process leaves idle while another library runs is reclaimed
            # and faulted back in at the next touch (several ms of tables)
            run()
            start = time.perf_counter()
            run()
            job.samples[label].append(time.perf_counter() - start)


def batch_rows(repeats: int) -> List[List[str]]:
    try:
        import numpy as np
    except ImportError:
        return [["batch", "skipped: needs numpy"]]
    rng = np.random.default_rng(20261130)
    n = 1 << 20
    cards = np.argsort(rng.random((n, 52)), axis=1)[:, :9].astype(np.uint8)
    holes, boards = np.ascontiguousarray(cards[:, :4]), np.ascontiguousarray(cards[:, 4:])
    times: Dict[int, List[float]] = {1: [], 2: []}
    for _ in range(repeats):
        for threads in (1, 2):
            start = time.perf_counter()
            oe.batch.evaluate(holes, boards, threads=threads)
            times[threads].append(time.perf_counter() - start)
    one, two = (statistics.median(times[t]) / n * 1e9 for t in (1, 2))
    speedup = statistics.median(a / b for a, b in zip(times[1], times[2]))
    return [["PLO4 river, 1 thread", f"{one:.1f} ns/hand"],
            ["PLO4 river, 2 threads", f"{two:.1f} ns/hand"],
            ["speed-up, 2 threads over 1", f"{speedup:.2f}×"]]


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=None, help="rounds per job (default 5, --quick 3)")
    parser.add_argument("--quick", action="store_true", help="fewer rounds and trials")
    args = parser.parse_args(argv)
    repeats = args.repeats or (3 if args.quick else 5)
    notes: Dict[str, str] = {}
    jobs = build_jobs(args.quick, notes)

    problems = [p for job in jobs for p in check(job)]
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    for job in jobs:
        time_job(job, repeats)

    print(f"Command: `{command_line()}`  \nMachine: {machine()}\n")
    rows = []
    for job in jobs:
        ours = job.samples["omaha-eval"]
        for label, _ in job.entries:
            t = statistics.median(job.samples[label])
            ratio = statistics.median(a / b for a, b in zip(job.samples[label], ours))
            rows.append([job.title if label == "omaha-eval" else "", label, f"{t * 1e3:,.2f} ms",
                         "1" if label == "omaha-eval" else f"{ratio:.1f}×"])
    print(markdown_table(["equity job", "library", "median time", "peer / omaha-eval"], rows, "llrr"))
    print()
    print(markdown_table(["batch.evaluate (numpy, GIL released)", "median"], batch_rows(repeats), "lr"))
    print("\nAgreement: every peer's equities matched omaha-eval's (exact: to 1e-9; Monte Carlo: within 5 standard errors).")
    for name, note in sorted(notes.items()):
        print(f"- {name}: {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

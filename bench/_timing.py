"""Shared helpers for the benchmark scripts: seeded deals, interleaved
median-of-runs timing, machine description and markdown tables.

Not a test module (bench/ is outside pytest's testpaths, and no file here is
named test_*.py).
"""
from __future__ import annotations

import gc
import platform
import random
import shlex
import statistics
import subprocess
import sys
import time
from datetime import datetime, timezone
from typing import Callable, Dict, List, Optional, Sequence, Tuple

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def card_name(card: int) -> str:
    """docs/DESIGN.md numbering: card = rank * 4 + suit, 2c = 0 ... As = 51."""
    return RANKS[card >> 2] + SUITS[card & 3]


def make_deals(count: int, seed: int, size: int = 11) -> List[Tuple[int, ...]]:
    """`count` deals of `size` distinct cards each, from a fixed seed. By
    convention positions 0..5 are hole cards and 6..10 the board."""
    rng = random.Random(seed)
    deck = range(52)
    return [tuple(rng.sample(deck, size)) for _ in range(count)]


def random_hands(rng: random.Random, n: int, nhole: int, exclude: Sequence[int] = ()) -> List[List[int]]:
    """n hands of nhole distinct cards each (hands may share cards with one
    another), none of them in `exclude`."""
    deck = [c for c in range(52) if c not in exclude]
    return [rng.sample(deck, nhole) for _ in range(n)]


def lscpu_model() -> str:
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    for line in out.splitlines():
        if line.lower().startswith("model name"):
            return line.split(":", 1)[1].strip()
    return "unknown"


def machine() -> str:
    """One line naming the machine, the interpreter and the date (UTC)."""
    import os

    cpus = os.cpu_count()
    return (f"{lscpu_model()} (platform.processor: {platform.processor() or 'n/a'}), "
            f"{cpus} logical CPUs, {platform.system()} {platform.machine()}, "
            f"Python {platform.python_version()}, "
            f"{datetime.now(timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}")


def command_line() -> str:
    return "python " + " ".join(shlex.quote(a) for a in sys.argv)


# The clock: CPU time of this process by default, so that time spent
# descheduled while other jobs use the (shared, 2-core) machine is not
# counted; "wall" uses time.perf_counter instead.
CLOCKS = {"cpu": time.process_time, "wall": time.perf_counter}
_clock = CLOCKS["cpu"]


def set_clock(name: str) -> None:
    global _clock
    _clock = CLOCKS[name]


def median_cpu_seconds(fn: Callable[[], object], repeats: int) -> float:
    """The median CPU time (process_time: all threads) of ``repeats`` calls."""
    times = []
    for _ in range(repeats):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return statistics.median(times)


def per_item_seconds(run: Callable[[int], None], n: int) -> float:
    """Time of run(n) divided by n."""
    t0 = _clock()
    run(n)
    return (_clock() - t0) / n


def calibrate(run: Callable[[int], None], available: int, budget: float) -> int:
    """How many items (at most `available`) make one repeat take about
    `budget` seconds; the same prefix of the deals is then timed each repeat.
    Doubles a probe until it takes a fifth of the budget, so one hiccup on a
    tiny probe cannot shrink the sample."""
    n = min(available, 16)
    while True:
        elapsed = per_item_seconds(run, n) * n
        if n >= available or elapsed >= budget / 5:
            break
        n = min(available, n * 2)
    per = elapsed / n
    return available if per <= 0 else max(1, min(available, int(budget / per)))


class Entry:
    """One library's way of doing one job. `run(n)` processes the first n
    prepared inputs; preparation happens before any timing."""

    def __init__(self, label: str, run: Callable[[int], None], available: int,
                 budget: float) -> None:
        self.label = label
        self.run = run
        self.available = available
        self.budget = budget
        self.n = 0
        self.samples: List[float] = []

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    def ratio_to(self, ref: "Entry") -> float:
        """Median over rounds of this entry's time / ref's time in the same
        round: rounds are interleaved, so each ratio compares two timings
        taken moments apart, which cancels most of a shared machine's drift."""
        return statistics.median(a / b for a, b in zip(self.samples, ref.samples))


def time_entries(entries: Sequence[Entry], repeats: int) -> None:
    """Median-of-repeats timing, interleaved: each round times every entry
    once, so a burst of load on a shared machine hits all entries alike,
    in a shuffled order each round.
    Just before its timed pass each entry runs the same inputs once untimed,
    so every library is timed with its own tables in cache, as in a long
    loop, and not on whatever the entry before it left there.
    Garbage collection is off while timing."""
    for e in entries:
        e.run(min(e.available, 20))  # warm-up: imports, caches, branch history
        e.n = calibrate(e.run, e.available, e.budget)
    enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        order = list(entries)
        shuffler = random.Random(0)
        for _ in range(repeats):
            # a new order each round (fixed seed): no library always follows
            # the same one, whose leftovers (caches, allocator state) it
            # would otherwise always pay for
            shuffler.shuffle(order)
            for e in order:
                e.run(e.n)  # warm pass, untimed
                e.samples.append(per_item_seconds(e.run, e.n))
    finally:
        if enabled:
            gc.enable()


def fmt_us(seconds: float) -> str:
    us = seconds * 1e6
    if us >= 100:
        return f"{us:,.0f}"
    if us >= 10:
        return f"{us:.1f}"
    return f"{us:.3f}" if us < 1 else f"{us:.2f}"


def fmt_ratio(x: float) -> str:
    if x >= 100:
        return f"{x:,.0f}×"
    if x >= 10:
        return f"{x:.1f}×"
    return f"{x:.2f}×"


def markdown_table(header: Sequence[str], rows: Sequence[Sequence[str]],
                   align: Optional[str] = None) -> str:
    """A GitHub markdown table; `align` is one of 'l'/'r' per column."""
    align = align or "l" * len(header)
    sep = ["---:" if a == "r" else "---" for a in align]
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(sep) + " |"]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def optional_import(name: str, notes: Dict[str, str]):
    """Imports a peer, or records why it is skipped and returns None."""
    import importlib

    try:
        return importlib.import_module(name)
    except Exception as exc:  # a broken install should skip, not abort
        notes[name] = f"not installed or failed to import ({type(exc).__name__}: {exc})"
        return None

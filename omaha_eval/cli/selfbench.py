"""`omaha-eval bench`: a quick look at this package's speed on this machine.

The comparison with other libraries lives in bench/ of the source tree; this
one needs nothing but the package (numpy for the batch line) and takes a few
seconds. Inputs are dealt before timing; each figure is the best of several
repeats, as shared machines are noisy.
"""
from __future__ import annotations

import random
import time
from typing import Any, Callable, List, Sequence, Tuple

from ..core.cards import cards_text
from ..equity_engine import equity
from ..evaluate import evaluate


def _best_of(repeats: int, run: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def _deals(n: int, nhole: int, seed: int = 1) -> List[Tuple[List[int], List[int]]]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        cards = rng.sample(range(52), nhole + 5)
        out.append((cards[:nhole], cards[nhole:]))
    return out


def run_benchmarks(repeats: int = 5, hands: int = 20000) -> List[Tuple[str, str]]:
    rows: List[Tuple[str, str]] = []
    for nhole, name in ((2, "Hold'em 7 cards"), (4, "PLO4 river"), (5, "PLO5 river"), (6, "PLO6 river")):
        deals = _deals(hands, nhole)
        texts = [(cards_text(h), cards_text(b)) for h, b in deals]
        ev = evaluate  # the public one-call entry point (a HandValue from a shared cache)

        def ints(deals: Sequence[Any] = deals) -> None:
            for h, b in deals:
                ev(h, b)

        def strs(texts: Sequence[Any] = texts) -> None:
            for h, b in texts:
                ev(h, b)

        rows.append((f"{name}: one call, int cards", f"{_best_of(repeats, ints) / hands * 1e9:,.0f} ns"))
        rows.append((f"{name}: one call, text cards", f"{_best_of(repeats, strs) / hands * 1e9:,.0f} ns"))
    import numpy as np

    from .. import batch

    deals = _deals(200000, 4)
    holes = np.array([h for h, _ in deals], dtype=np.uint8)
    boards = np.array([b for _, b in deals], dtype=np.uint8)
    t = _best_of(repeats, lambda: batch.evaluate(holes, boards, threads=1))
    rows.append(("PLO4 river: batch, per hand, 1 thread", f"{t / len(deals) * 1e9:,.0f} ns"))
    t = _best_of(repeats, lambda: equity(["AsAhKsKh", "JdTd9c8c"], threads=1))
    rows.append(("PLO4 exact equity, heads-up preflop, 1 thread", f"{t:.3f} s (1,086,008 boards)"))
    t = _best_of(repeats, lambda: equity(["As2sKdQd", "Ah3h4c5c"], hilo=True, threads=1))
    rows.append(("PLO8 exact equity, heads-up preflop, 1 thread", f"{t:.3f} s"))
    trials = 1_000_000  # fewer than the 1,086,008 boards, so this samples
    t = _best_of(repeats, lambda: equity(["AsAhKsKh", "JdTd9c8c"], trials=trials, seed=1, threads=1))
    rows.append(("PLO4 Monte Carlo showdowns per second, 1 thread", f"{trials / t / 1e6:.1f} million"))
    return rows


def print_benchmarks(repeats: int = 5) -> None:
    rows = run_benchmarks(repeats)
    width = max(len(r[0]) for r in rows)
    for label, value in rows:
        print(f"{label.ljust(width)}  {value}")

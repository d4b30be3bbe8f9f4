"""Short Deck 7-card evaluation (issue 55) against Hold'em's, in one run:
ns per hand through omaha_eval.batch.evaluate on one thread (the same
numpy rows of 2 hole and 5 board cards, random, made from a fixed seed
before timing), medians of several passes; and pokerkit's Short Deck hand
(per hand, a few thousand) for scale.

    python bench/shortdeck.py [--hands 1000000] [--passes 7]

Target: Short Deck within 1.5x of Hold'em.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.append(str(Path(__file__).resolve().parent.parent))  # the source tree's package when none is installed

from omaha_eval import batch  # noqa: E402


def rows(rng, n, low):
    deck = np.arange(low, 52, dtype=np.uint8)
    cards = np.array([rng.choice(deck, 7, replace=False) for _ in range(n)], dtype=np.uint8)
    return np.ascontiguousarray(cards[:, :2]), np.ascontiguousarray(cards[:, 2:])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1_000_000)
    parser.add_argument("--passes", type=int, default=7)
    args = parser.parse_args()
    rng = np.random.default_rng(55)
    holdem = rows(rng, args.hands, 0)
    short = rows(rng, args.hands, 16)
    times = {"holdem": [], "shortdeck": [], "shortdeck_straights": []}
    for _ in range(args.passes):   # interleaved, so load changes hit all alike
        for game in times:
            h, b = holdem if game == "holdem" else short
            start = time.perf_counter()
            batch.evaluate(h, b, game=game, threads=1)
            times[game].append(time.perf_counter() - start)
    ns = {g: statistics.median(t) / args.hands * 1e9 for g, t in times.items()}
    for g, v in ns.items():
        print(f"{g:22s} {v:6.2f} ns/hand  ({v / ns['holdem']:.2f}x Hold'em)")
    try:
        from pokerkit import ShortDeckHoldemHand
    except ImportError:
        print("pokerkit: not installed")
        return
    from omaha_eval.core.cards import cards_text
    n = 2000
    h, b = short
    texts = [(cards_text(h[i].tolist()), cards_text(b[i].tolist())) for i in range(n)]
    start = time.perf_counter()
    for hole, board in texts:
        ShortDeckHoldemHand.from_game(hole, board)
    per = (time.perf_counter() - start) / n * 1e9
    print(f"pokerkit ShortDeckHoldemHand.from_game {per:,.0f} ns/hand ({per / ns['shortdeck']:,.0f}x ours)")


if __name__ == "__main__":
    main()

"""Builds Short Deck's shipped orderings (what ``N%`` means in a Short Deck
range): each of the 81 starting-hand classes' all-in equity against one
random hand, by the package's own Short Deck equity (seeded Monte Carlo,
class i on stream SEED + i), best first, ties to the fixed class order.

    python -m omaha_eval.tables.shortdeck_ordering [--trials N] [--out DIR]

writes ``omaha_eval/ranges/orderings/data/<game>-vs1.txt`` for both rule
sets; tests/shortdeck/test_ranges.py checks the committed files are
what this writes.
"""
from __future__ import annotations

import argparse
import os
from typing import List, Optional

from ..equity_engine import equity
from ..ranges.shortdeck import DATA_DIR, class_hands, class_texts

TRIALS = 100_000
SEED = 55


def ordering_text(game: str, trials: int = TRIALS, seed: int = SEED) -> str:
    """The ordering file of a Short Deck game, as shipped."""
    rows = []
    for i, text in enumerate(class_texts()):
        a, b = class_hands(text)[0].tolist()
        r = equity([[a, b], "*"], game=game, trials=trials, seed=seed + i)
        rows.append((-round(r.equities[0], 6), i, text, r.equities[0], r.players[0].std_error))
    rows.sort()
    lines = [f"# game: {game}", "# method: all-in equity against one random hand, seeded Monte Carlo",
             f"# trials: {trials}", f"# seed: {seed}", "# columns: class equity std_error (best first)"]
    lines += [f"{text} {eq:.6f} {se:.6f}" for _key, _i, text, eq, se in rows]
    return "\n".join(lines) + "\n"


def main(argv: Optional[List[str]] = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m omaha_eval.tables.shortdeck_ordering",
                                     description="Build Short Deck's percent-range orderings.")
    parser.add_argument("--trials", type=int, default=TRIALS)
    parser.add_argument("--out", default=DATA_DIR)
    args = parser.parse_args(argv)
    for game in ("shortdeck", "shortdeck_straights"):
        path = os.path.join(args.out, f"{game}-vs1.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write(ordering_text(game, args.trials))
        print(path)


if __name__ == "__main__":
    main()

"""How precise an ordering's top N% sets are.

``top_agreement`` compares two orderings of one game (two builds with
different seeds, or a raced build against a plain one). ``noise_agreement``
predicts what two seeds would give from one build alone: it draws each
class's score twice from its recorded profit and standard error and compares
the two draws' orders. A second seed of a PLO5 build costs hours; the
prediction costs seconds, and on the four PLO4 orderings, whose seed-2
builds are kept in the tests, it lands within a point of the measured
agreement (tests/tables/test_agreement.py)."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any, Dict, Tuple

import numpy as np

from ..ranges.orderings.hand_classes import classes

PERCENTS = (5, 10, 20, 30, 40)


def top_agreement(first: Any, second: Any, percents: Tuple[float, ...] = PERCENTS) -> Dict[float, float]:
    """How far two orderings of one game agree: for each N, the share of
    the combinations of the first's ``N%`` that are also in the second's."""
    if first.game != second.game:
        raise ValueError(f"orderings of {first.game} and {second.game} cannot be compared")
    sizes = classes(first.game).sizes
    total = int(sizes.sum())
    out: Dict[float, float] = {}
    for pct in percents:
        taken = []
        for o in (first, second):
            cum = np.cumsum(sizes[o.classes])
            n = int(np.searchsorted(cum, pct / 100 * total + 1e-9, side="right"))
            taken.append(set(np.asarray(o.classes[:n]).tolist()))
        a, b = taken
        out[pct] = float(sizes[list(a & b)].sum()) / max(1, int(sizes[list(a)].sum()))
    return out


def noise_agreement(ordering: Any, percents: Tuple[float, ...] = PERCENTS, samples: int = 20,
                    seed: int = 0) -> Dict[float, float]:
    """The two-seed agreement an ordering's own standard errors predict:
    the mean over ``samples`` pairs of draws (each class's score its
    profit plus a normal error of its standard error, twice) of
    ``top_agreement`` between the two draws' orders.

    It leaves out that two seeds may also differ in an earlier round's
    good set, which moves every profit a little; the PLO4 files show that
    this is small next to the last round's noise."""
    if isinstance(samples, bool) or not isinstance(samples, int):
        raise TypeError(f"samples={samples!r}: expected a positive int")
    if samples < 1:
        raise ValueError(f"samples={samples}: expected a positive int")
    se = np.asarray(ordering.std_error, dtype=np.float64)
    if not np.any(se > 0):
        raise ValueError(f"the ordering {ordering.name!r} records no standard error (exact, or read "
                         "from a file without one): nothing to draw from")
    rng = np.random.default_rng(seed)
    score = np.asarray(ordering.equity, dtype=np.float64)
    results = []
    for _ in range(samples):
        draws = []
        for _ in range(2):
            noisy = score + rng.standard_normal(len(score)) * se
            draws.append(SimpleNamespace(game=ordering.game, classes=ordering.classes[np.argsort(-noisy, kind="stable")]))
        results.append(top_agreement(draws[0], draws[1], percents))
    return {pct: float(np.mean([r[pct] for r in results])) for pct in percents}

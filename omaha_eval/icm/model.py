"""Prize equity from stacks and payouts under the Malmuth-Harville model,
by one of three methods of the C kernel (src/oe_icm.h)."""
from __future__ import annotations

from typing import Iterable, List, Optional, Sequence

import numpy as np

from ..core import _core
from ..core.seeds import new_seed
from .inputs import check_payouts, check_stacks, same_length, _numbers
from .result import ICMResult

METHODS = ("auto", "exact", "integral", "montecarlo")
# The subset program's work and memory double with each player (2^n sets):
# 20 players is 8 MB and tens of milliseconds; beyond, the integral, which
# agrees with it to 1e-12 (tests/icm/test_methods.py), is the faster exact value.
EXACT_LIMIT = 20
INTEGRAL_TOLERANCE = 1e-11
DEFAULT_TRIALS = 100_000


def place_probabilities(stacks: Iterable[float], paid: int, method: str = "auto") -> "tuple[np.ndarray, str, float, str]":
    """(places, method used, error estimate, note): places[i, k] is the
    probability that player i finishes in place k + 1, for the first
    ``paid`` places. ``method``: "auto", "exact" or "integral"."""
    s = np.ascontiguousarray(check_stacks(stacks), dtype=np.float64)
    n = len(s)
    if isinstance(paid, bool) or not isinstance(paid, int) or not 1 <= paid <= n:
        raise ValueError(f"paid places {paid!r}: expected 1..{n} (one per player at most)")
    method = _method(method)
    note = ""
    if method == "montecarlo":
        raise ValueError("place_probabilities: method 'montecarlo' is icm_equity's (it needs the payouts)")
    if method == "exact" and n > EXACT_LIMIT:
        note = (f"{n} players: the exact subset program stops at {EXACT_LIMIT} players (2^n sets); "
                f"the integral method was used (within {INTEGRAL_TOLERANCE:g} of the exact value)")
        method = "integral"
    if method == "auto":
        method = "exact" if n <= EXACT_LIMIT else "integral"
    out = np.empty(n * paid, dtype=np.float64)
    error = 0.0
    if method == "exact":
        _core.icm_exact(s, paid, out)
    else:
        converged, error = _core.icm_integral(s, paid, INTEGRAL_TOLERANCE, out)
        if not converged:   # (never seen: the panel limit is far above any field tried)
            note = (note + "; " if note else "") + f"the integral did not reach its tolerance (error estimate {error:.1e})"
    return out.reshape(n, paid), method, error, note


def icm_equity(stacks: Iterable[float], payouts: Iterable[float], *, method: str = "auto",
               bounties: Optional[Sequence[float]] = None, trials: int = DEFAULT_TRIALS,
               seed: Optional[int] = None) -> ICMResult:
    """Each player's prize equity (Malmuth-Harville ICM).

    ``payouts``: the prizes of places 1, 2, ... still to be won (no more
    than the players). ``method``: "auto" (exact up to 20 players, then the
    integral), "exact", "integral" or "montecarlo" (``trials`` seeded
    finishing orders). ``bounties``: progressive-knockout bounties, one per
    player, each added to its holder's equity.

    >>> r = icm_equity([5000, 3000, 2000], [50, 30, 20])
    >>> [round(e, 4) for e in r.equities], r.method
    ([38.3929, 32.75, 28.8571], 'exact')
    """
    s = check_stacks(stacks)
    p = check_payouts(payouts, len(s))
    b = None
    if bounties is not None:
        b = _numbers(bounties, "bounties")
        same_length(b, len(s), "bounties")
        for i, x in enumerate(b):
            if x < 0:
                raise ValueError(f"bounty of player {i + 1}: {x:g}; expected 0 or more")
    method = _method(method)
    prizes = np.asarray(p, dtype=np.float64)
    if method == "montecarlo":
        return _monte_carlo(s, p, b, trials, seed)
    places, used, error, note = place_probabilities(s, len(p), method)
    equities = places @ prizes
    if b is not None:
        equities = equities + np.asarray(b)
    return ICMResult(tuple(s), tuple(p), tuple(float(e) for e in equities), places, used, error, note,
                     bounties=None if b is None else tuple(b))


def _monte_carlo(s: List[float], p: List[float], b: Optional[List[float]], trials: int,
                 seed: Optional[int]) -> ICMResult:
    if isinstance(trials, bool) or not isinstance(trials, int) or trials < 2:
        raise ValueError(f"trials {trials!r}: expected a whole number, 2 or more")
    if seed is None:
        seed = new_seed()
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 64:
        raise ValueError(f"seed {seed!r}: expected a whole number, 0..2^64-1")
    n, paid = len(s), len(p)
    counts = np.zeros(n * paid, dtype=np.uint64)
    total = np.zeros(n)
    squares = np.zeros(n)
    _core.icm_sample(np.asarray(s, dtype=np.float64), paid, np.asarray(p, dtype=np.float64), trials, seed,
                     counts, total, squares)
    mean = total / trials
    variance = np.maximum(squares / trials - mean * mean, 0.0) * trials / (trials - 1)
    errors = np.sqrt(variance / trials)
    equities = mean + (np.asarray(b) if b is not None else 0.0)
    return ICMResult(tuple(s), tuple(p), tuple(float(e) for e in equities),
                     counts.reshape(n, paid) / trials, "monte carlo", float(errors.max()), "",
                     standard_errors=tuple(float(e) for e in errors),
                     bounties=None if b is None else tuple(b), trials=trials, seed=seed)


def _method(method: str) -> str:
    key = method.strip().lower().replace(" ", "").replace("-", "").replace("_", "") if isinstance(method, str) else None
    if key not in METHODS:
        raise ValueError(f"method {method!r}: expected one of {', '.join(METHODS)}")
    return key

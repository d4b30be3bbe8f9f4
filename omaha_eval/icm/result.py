"""What an ICM calculation returns: each player's prize equity, the place
probabilities behind it, and how they were found."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Tuple

import numpy as np


@dataclass(frozen=True)
class ICMResult:
    """Prize equities under the Malmuth-Harville model.

    ``equities[i]`` is player i's expected prize (bounties included when
    given); ``places[i, k]`` the probability that player i finishes in place
    k + 1 (paid places only); ``method`` is ``"exact"`` (the subset
    program), ``"integral"`` (the exponential-clock integral) or
    ``"monte carlo"``; ``error`` the largest error estimate of a place
    probability (the integral) or of an equity (Monte Carlo: its standard
    error; 0 for the exact method); ``note`` says why a method other than
    the one asked for was used, or is empty.
    """
    stacks: Tuple[float, ...]
    payouts: Tuple[float, ...]
    equities: Tuple[float, ...]
    places: np.ndarray
    method: str
    error: float = 0.0
    note: str = ""
    standard_errors: Optional[Tuple[float, ...]] = None   # Monte Carlo: per equity
    bounties: Optional[Tuple[float, ...]] = None
    trials: int = 0
    seed: Optional[int] = None

    @property
    def prize_pool(self) -> float:
        """The payouts plus any bounties: what the equities add up to."""
        return sum(self.payouts) + (sum(self.bounties) if self.bounties else 0.0)

    def __len__(self) -> int:
        return len(self.equities)

    def __getitem__(self, player: int) -> float:
        return self.equities[player]

    def __str__(self) -> str:
        total = sum(self.stacks)
        pool = self.prize_pool or 1.0
        lines = [f"{'player':>6} {'stack':>12} {'chips %':>8} {'equity':>12} {'pool %':>8}"]
        for i, (s, e) in enumerate(zip(self.stacks, self.equities)):
            lines.append(f"{i + 1:>6} {s:>12g} {100 * s / total:>8.2f} {e:>12.4f} {100 * e / pool:>8.2f}")
        how = {"exact": "exact (subset dynamic program)",
               "integral": f"integral over exponential clocks (error below {max(self.error, 1e-15):.0e})",
               "monte carlo": f"Monte Carlo, {self.trials} trials, seed {self.seed} "
                              f"(standard error up to {self.error:.4f})"}[self.method]
        lines.append(f"method: {how}")
        if self.note:
            lines.append(f"note: {self.note}")
        return "\n".join(lines)

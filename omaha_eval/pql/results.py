"""A PQL statement's result: its values (``Value``) and how they were found
(``Plan``, ``StatementResult``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Dict, Optional, Tuple


@dataclass(frozen=True)
class Value:
    """One selector's result. value: a number (avg, count as a fraction
    0..1, max, min), a name (max or min of hand types, ranks, cards) or, for
    histogram, {value: fraction}. std_error: of a sampled value (0 exact)."""

    name: str
    aggregate: str
    value: Any
    std_error: float = 0.0


class Plan(Enum):
    """How a statement was run: what its ``deals`` and ``kept`` count."""

    ENGINE = "equity engine"  # the equity engine answered (deals: its boards or trials; kept 1)
    ENUMERATION = "exact enumeration"  # every deal, weighted (kept: the weighted share where holds)
    MONTE_CARLO = "Monte Carlo"  # sampled deals (kept: how many where held on)


@dataclass(frozen=True)
class StatementResult:
    """A statement's values and how they were found: ``plan`` (a Plan) says
    which way, ``method`` says it in words."""

    values: Tuple[Value, ...]
    plan: Plan
    exact: bool
    method: str  # the plan in words, with its figures
    deals: int  # deals enumerated (exact) or sampled (Monte Carlo), before where
    kept: float  # exact: weighted share of deals where `where` holds; sampled: how many held
    seed: Optional[int] = None
    text: str = field(default="", compare=False)

    def __getitem__(self, key: Any) -> Any:
        """A value by selector name (its alias, or e.g. 'avg(equity(hero))') or position."""
        if isinstance(key, int):
            return self.values[key].value
        for v in self.values:
            if v.name == key:
                return v.value
        raise KeyError(f"no selector named {key!r}: the names are {', '.join(v.name for v in self.values)}")

    def as_dict(self) -> Dict[str, Any]:
        return {"values": [{"name": v.name, "aggregate": v.aggregate, "value": v.value,
                            "std_error": v.std_error} for v in self.values],
                "plan": self.plan.value, "exact": self.exact, "method": self.method, "deals": self.deals, "kept": self.kept,
                "seed": self.seed}

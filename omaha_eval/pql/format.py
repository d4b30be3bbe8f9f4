"""PQL results as a readable table (the command line's output)."""
from __future__ import annotations

from typing import Any, List, Optional

from .planner import query
from .results import Plan, StatementResult


def _value(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:.6f}"
    return str(v)


def table(results: List[StatementResult]) -> str:
    out: List[str] = []
    for k, r in enumerate(results):
        if len(results) > 1:
            out.append(f"statement {k + 1}")
        rows = []
        for v in r.values:
            if v.aggregate == "histogram":
                rows.append((v.name, "", ""))
                for key, share in v.value.items():
                    rows.append((f"  {key}", f"{share:.6f}", ""))
            else:
                rows.append((v.name, _value(v.value), "exact" if r.exact else f"± {v.std_error:.6f}"))
        width = max(len(a) for a, _, _ in rows)
        vwidth = max(len(b) for _, b, _ in rows)
        out.extend(f"{a:<{width}}  {b:>{vwidth}}  {c}".rstrip() for a, b, c in rows)
        engine = r.plan is Plan.ENGINE  # the engine's method says its own counts
        how = r.method if engine else f"{r.method}; {r.deals:,} deals"
        if r.kept != 1.0 and r.exact:
            how += f"; where holds on {r.kept:.4%} of them (weighted)"
        elif not r.exact and not engine and r.kept != r.deals:
            how += f"; where holds on {int(r.kept):,}"
        out.append(f"({how})")
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def run(text: str, trials: Optional[int] = None, seed: Optional[int] = None, exact: Optional[bool] = None,
        threads: Optional[int] = None, executor: Any = None, progress: bool = False) -> str:
    """Runs every statement of the text and returns the results as a
    readable table (what ``omaha-eval pql`` prints); ``query`` returns them
    as objects (with the same arguments)."""
    return table(query(text, trials=trials, seed=seed, exact=exact, threads=threads, executor=executor,
                       progress=progress))

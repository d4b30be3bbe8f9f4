"""Aggregating a statement's selectors over deals: sums, squares, extremes
and histograms per selector, weighted by the deals that pass ``where``;
partial states merge by addition in chunk order (so a result never depends
on the threads or processes that ran the chunks); ``show`` turns a
function's number back into the name PQL prints."""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

import numpy as np

from .context import Context
from .deals import Deals
from .functions import FLOP_CATEGORIES, HAND_TYPES, RANK_CHARS
from .results import Plan, StatementResult, Value
from .syntax import Statement, unparse_expr


def selector_name(sel: Any) -> str:
    """A selector's name in results: its text as written, else unparsed."""
    if sel.source:
        return " ".join(sel.source.split())
    text = unparse_expr(sel.expr)
    return f"{sel.aggregate}({text})"


class Accumulators:
    """Sums that merge over chunks of deals: weighted totals for avg and
    count, running extremes for max and min, weights per value for histogram."""

    def __init__(self, compiled: List[Any]) -> None:
        self.compiled = compiled
        self.total = 0.0
        self.sums = [0.0] * len(compiled)
        self.squares = [0.0] * len(compiled)
        self.extreme: List[Optional[float]] = [None] * len(compiled)
        self.hist: List[Dict[Any, float]] = [{} for _ in compiled]

    def add(self, ctx: Context, deals: Deals, where: Any) -> float:
        w = deals.weight
        if where is not None:
            keep = np.broadcast_to(np.asarray(where(ctx), dtype=bool), w.shape)
            w = np.where(keep, w, 0.0)
        else:
            keep = None
        got = float(w.sum())
        self.total += got
        if got == 0:
            return 0.0
        plain = not deals.exact and keep is None  # every weight 1: plain sums, no float copies
        for i, (sel, kind, f) in enumerate(self.compiled):
            ctx.check()
            raw = f(ctx)
            if plain and sel.aggregate in ("avg", "count") and np.ndim(raw) == 1:
                if raw.dtype == bool:
                    hits = float(np.count_nonzero(raw))
                    self.sums[i] += hits
                    self.squares[i] += hits
                else:
                    xf = raw.astype(np.float64, copy=False)
                    self.sums[i] += float(xf.sum())
                    self.squares[i] += float(np.dot(xf, xf))
                continue
            x = np.broadcast_to(np.asarray(raw, dtype=np.float64), w.shape)
            if sel.aggregate in ("avg", "count"):
                self.sums[i] += float(np.dot(w, x))
                self.squares[i] += float(np.dot(w, x * x))
            elif sel.aggregate in ("max", "min"):
                xs = x[w > 0]
                v = float(xs.max() if sel.aggregate == "max" else xs.min())
                old = self.extreme[i]
                self.extreme[i] = v if old is None else (max(old, v) if sel.aggregate == "max" else min(old, v))
            else:
                vals, inv = np.unique(x, return_inverse=True)
                sums = np.bincount(inv.reshape(-1), weights=w, minlength=len(vals))
                h = self.hist[i]
                for v, s in zip(vals.tolist(), sums.tolist()):
                    if s:
                        h[v] = h.get(v, 0.0) + s
        return got

    def state(self) -> Tuple[Any, ...]:
        """The sums without the compiled functions: what a chunk run
        elsewhere sends back (it pickles)."""
        return self.total, self.sums, self.squares, self.extreme, self.hist

    def merge(self, state: Tuple[Any, ...]) -> float:
        """Adds a chunk's sums (from ``state``); returns its total weight.
        Merged in chunk order the floats add up exactly as one accumulator
        fed the chunks one by one would (each chunk's sums start at 0)."""
        total, sums, squares, extreme, hist = state
        self.total += total
        for i, (sel, _, _) in enumerate(self.compiled):
            self.sums[i] += sums[i]
            self.squares[i] += squares[i]
            if extreme[i] is not None:
                old = self.extreme[i]
                self.extreme[i] = extreme[i] if old is None else (
                    max(old, extreme[i]) if sel.aggregate == "max" else min(old, extreme[i]))
            h = self.hist[i]
            for v, w in hist[i].items():
                h[v] = h.get(v, 0.0) + w
        return float(total)

    def result(self, st: Statement, exact: bool, method: str, deals: int, kept: float,
               seed: Optional[int]) -> StatementResult:
        if self.total == 0:
            where_text = unparse_expr(st.where) if st.where is not None else ""
            if exact:
                raise ValueError(f"the where clause ({where_text}) holds on no deal: nothing to aggregate")
            raise ValueError(f"the where clause ({where_text}) holds on none of the {deals:,} sampled deals: "
                             "pass more trials, or widen it")
        n = self.total  # sampled: the number of deals kept (weights are 1)
        values = []
        for i, (sel, kind, f) in enumerate(self.compiled):
            name = sel.alias or selector_name(sel)
            se = 0.0
            if sel.aggregate in ("avg", "count"):
                mean = self.sums[i] / self.total
                if not exact:
                    var = max(self.squares[i] / self.total - mean * mean, 0.0)
                    se = (var / max(n - 1, 1)) ** 0.5
                values.append(Value(name, sel.aggregate, mean, se))
            elif sel.aggregate in ("max", "min"):
                values.append(Value(name, sel.aggregate, show(kind, self.extreme[i])))
            else:
                hist = {show(kind, v): s / self.total for v, s in sorted(self.hist[i].items())}
                values.append(Value(name, "histogram", hist))
        plan = Plan.ENUMERATION if exact else Plan.MONTE_CARLO
        return StatementResult(tuple(values), plan, exact, method, deals, kept, seed, st.text)


def show(kind: str, v: Any) -> Any:
    """A value as users read it: hand types and flop categories by name,
    ranks as characters, cards as text; numbers as numbers."""
    if v is None:
        return None
    if kind == "handtype":
        return HAND_TYPES[int(v)]
    if kind == "flopcat":
        return FLOP_CATEGORIES[int(v)]
    if kind == "rank":
        return RANK_CHARS[int(v) - 2] if int(v) >= 2 else None
    if kind == "card":
        from ..core.cards import DECK
        return str(DECK[int(v)])
    if kind == "bool":
        return bool(v)
    f = float(v)
    return int(f) if f.is_integer() and kind in ("rating", "lorating", "num") else f

"""A decision's strategy by hand category as a picture (matplotlib, the
``plot`` extra): one stacked bar per made-hand class, its height the share
of the range, split by the share of each action."""
from __future__ import annotations

from typing import Any

from ..core.optional import require


def plot_node(sol: Any, path: Any = None, ax: Any = None) -> Any:
    """Draws the node on `ax` (a new figure's when None) and returns the axes."""
    require("matplotlib", "Solution.plot", "plot")
    import matplotlib.pyplot as plt

    rows = sol.by_category(path)
    actions = sol.actions(path)
    if ax is None:
        _, ax = plt.subplots(figsize=(max(6, 0.6 * len(rows)), 4))
    names = [row["category"] for row in rows]
    bottom = [0.0] * len(rows)
    for action in actions:
        heights = [100 * row["share"] * row["actions"][action] for row in rows]
        ax.bar(names, heights, bottom=bottom, label=action)
        bottom = [b + h for b, h in zip(bottom, heights)]
    ax.set_ylabel("% of the range")
    ax.set_title(f"{sol.player(path).upper()} at {path or 'the root'}")
    ax.tick_params(axis="x", labelrotation=60)
    ax.legend(fontsize="small")
    return ax

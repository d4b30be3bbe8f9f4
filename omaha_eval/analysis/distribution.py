"""Equity distributions: a hand against each hand of a range on a board,
the histogram of its equity over the range (equal-width buckets), and on
the flop its equity after each possible turn card. Plots need matplotlib
(``pip install "omaha-eval[plot]"``)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

from ..core.pool import check_executor, check_threads
from ..core.cards import DECK, Card, CardsLike
from ..core.games import hilo_from_game
from ._spot import Spot, check_low_game, range_rows


def _numpy() -> Any:
    import numpy as np  # on first use: `import omaha_eval.analysis` stays cheap

    return np


@dataclass(frozen=True)
class EquityDistribution:
    """The hero's equity against each compatible hand of the range (hands
    that hold a hero, board or dead card are left out, the rest kept in
    input order)."""

    opponents: Any            # numpy uint8 (m, k): the compatible hands
    equity: Any               # numpy float (m,): the hero's equity against each
    weights: Any              # numpy int (m,)
    turn_equity: Optional[Dict[Card, float]]  # flop only: card -> equity against the range after it

    @property
    def mean(self) -> float:
        """The hero's equity against the whole range (weighted)."""
        np = _numpy()
        total = self.weights.sum()
        return float((self.equity * self.weights).sum() / total) if total else 0.0

    def histogram(self, buckets: int = 10) -> Tuple[List[int], List[float]]:
        """(weight of the range's hands in each equal-width equity bucket,
        the bucket edges from 0 to 1). Equity 1 falls in the last bucket."""
        if isinstance(buckets, bool) or not isinstance(buckets, int) or buckets < 1:
            raise ValueError(f"buckets={buckets!r}: expected a positive int")
        np = _numpy()
        # not np.histogram: its float edges put an equity that is exactly
        # an edge (0.6 with 5 buckets: 24 boards of 40) in the bucket below.
        # Equities are whole quarters of the pot over the boards, so one
        # truly below an edge is far more than 1e-9 below it.
        index = np.clip(np.floor(self.equity * buckets + 1e-9).astype(np.int64), 0, buckets - 1)
        counts = np.zeros(buckets, dtype=np.int64)
        np.add.at(counts, index, self.weights)
        return [int(x) for x in counts], [i / buckets for i in range(buckets + 1)]

    def plot(self, path: Optional[str] = None, buckets: int = 20, title: Optional[str] = None) -> Any:
        """A figure: the equity histogram and the equity distribution curve
        (the share of the range, by weight, against which the hero has at
        least a given equity), and on the flop the equity after each turn
        card. Saved to `path` when given; returns the matplotlib Figure."""
        try:
            import matplotlib

            if path is not None:
                matplotlib.use("Agg")
            import matplotlib.pyplot as plt
        except ImportError as err:
            raise ImportError("plots need matplotlib: pip install 'omaha-eval[plot]'") from err
        np = _numpy()
        panels = 3 if self.turn_equity else 2
        fig, axes = plt.subplots(1, panels, figsize=(5 * panels, 4))
        counts, edges = self.histogram(buckets)
        axes[0].bar(edges[:-1], counts, width=1.0 / buckets, align="edge", edgecolor="black")
        axes[0].set_xlabel("hero equity against the hand")
        axes[0].set_ylabel("hands of the range (weight)")
        order = np.argsort(-self.equity)
        share = np.cumsum(self.weights[order]) / max(1, self.weights.sum())
        axes[1].plot(share, self.equity[order])
        axes[1].set_xlabel("share of the range")
        axes[1].set_ylabel("hero equity")
        axes[1].set_ylim(0, 1)
        if self.turn_equity:
            cards = sorted(self.turn_equity, key=lambda c: -self.turn_equity[c])  # type: ignore[index]
            axes[2].bar(range(len(cards)), [self.turn_equity[c] for c in cards])
            axes[2].set_xticks(range(len(cards)))
            axes[2].set_xticklabels([str(c) for c in cards], rotation=90, fontsize=6)
            axes[2].set_ylabel("equity after the turn")
            axes[2].axhline(self.mean, color="black", linewidth=0.8)
        fig.suptitle(title or f"equity {self.mean:.1%} against {len(self.equity)} hands")
        fig.tight_layout()
        if path is not None:
            fig.savefig(path)
            plt.close(fig)
        return fig


@hilo_from_game
def distribution(hole: CardsLike, board: CardsLike, opponents: Any, dead: CardsLike = "",
                 game: Optional[str] = None, hilo: bool = False, turns: bool = True,
                 threads: Optional[int] = None, executor: Any = None) -> EquityDistribution:
    """The hand against each hand of `opponents` (a range in any form ``oe.equity``
    takes: range text such as "15%", a Range, a list of hands, an (n, k)
    numpy array, or a (hands, weights) pair), exact over every
    way the board (flop or turn; a river is a showdown) can finish.
    ``turns=True`` on a flop adds the equity after each possible turn card.
    threads: how many threads count the runouts (default: all cores);
    executor: any concurrent.futures.Executor (a process pool, a Dask
    cluster's ``client.get_executor()``) runs the chunks of opponent hands
    instead. Each hand's count is exact, so neither changes the answer.

    >>> from omaha_eval.analysis import distribution
    >>> d = distribution("AsKsQdJd", "AdKs3s".replace("Ks", "Kh"), ["QhQc2d2c", "7h7c5d4s"])
    >>> round(d.mean, 3) > 0.5
    True
    """
    np = _numpy()
    spot = Spot(hole, board, dead, game)
    if hilo:
        check_low_game(spot.game)
    rows, n, weights = range_rows(opponents, spot.game, spot.nhole)
    rows = np.zeros((0, spot.nhole), dtype=np.uint8) if rows is None else np.ascontiguousarray(rows, dtype=np.uint8)
    w = np.ones(n, dtype=np.int64) if weights is None else np.asarray(weights, dtype=np.int64)
    if w.shape != (n,):
        raise ValueError(f"weights have shape {w.shape}: expected ({n},)")
    if n and w.min() < 1:
        raise ValueError("weights must be integers >= 1")
    from ._each import equities_against_rows

    per_turn = turns and len(spot.board) == 3
    check_threads(threads)
    check_executor(executor)
    compatible, equity, by_turn = equities_against_rows(spot, rows, hilo, per_turn, threads, executor)
    kept_w = w[compatible]
    turn_equity: Optional[Dict[Card, float]] = None
    if by_turn is not None:
        turn_equity = {}
        for c, eq in by_turn.items():
            ok = ~np.isnan(eq)
            total = kept_w[ok].sum()
            turn_equity[DECK[c]] = float((eq[ok] * kept_w[ok]).sum() / total) if total else 0.0
    return EquityDistribution(rows[compatible], equity, kept_w, turn_equity)

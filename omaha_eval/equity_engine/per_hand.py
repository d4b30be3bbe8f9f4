"""``oe.range_equity``: two ranges against each other on a flop, turn or
river, exact, with every hand's own equity on both sides, from the
range-against-range sweep (versus.py): what range charts, equity
distributions and board analysis read. Needs numpy."""
from __future__ import annotations

import math
from typing import Any, List, Optional, Sequence

from ..core import _core
from ..core.cards import card_mask, CardsLike, valid_cards_text, cards_text, parse_cards
from . import runner, versus
from .checks import board_sizes, check_count, no_deal
from .players import PlayerRange, normalize
from .results import HI_TIE, HI_WIN, LO_TIE, LO_WIN, SCOOP, SHARE, TIE, EquityResult, player_results
from ..core.games import check_hilo, hilo_from_game


class HandEquities:
    """One range's hands and each hand's result against the other range,
    over every board to come: numpy arrays in the range's order, less the
    hands that hold a board or dead card. ``hands`` (n, hole cards) uint8;
    ``weights`` int64 (the range's own); ``compatible`` uint64: the weight
    of the other range's hands that share no card with the hand, summed
    over the boards (0: the hand meets none, its results are NaN);
    ``equity``, ``win`` (takes the whole pot alone), ``tie`` (shares the
    high or the low), ``high`` (wins or shares the high), ``low`` (wins or
    shares the low; 0 without Hi-Lo), ``scoop``: float64 shares of that
    compatible weight. ``mean``: the range's equity, the hands' equities
    weighted by weight times compatible weight."""

    __slots__ = ("label", "hands", "weights", "compatible", "equity", "win", "tie", "high", "low", "scoop")

    def __init__(self, label: str, hands: Any, weights: Any, each: Any, hilo: bool) -> None:
        import numpy as np

        self.label, self.hands, self.weights = label, hands, weights
        if each.size and int(each.max()) >= 1 << 53:
            raise ValueError("range weights too large for per-hand results (a hand's compatible weight "
                             "over the boards passes 2**53): scale the weights down")
        counts = each.astype(np.float64) @ versus.coefficients(hilo).astype(np.float64)
        self.compatible = each.sum(axis=1, dtype=np.uint64)
        with np.errstate(invalid="ignore", divide="ignore"):
            total = self.compatible.astype(np.float64)
            self.equity = counts[:, SHARE] / (total * _core.POT_UNITS)
            self.win = counts[:, SCOOP] / total
            self.scoop = self.win
            self.tie = counts[:, TIE] / total
            self.high = (counts[:, HI_WIN] + counts[:, HI_TIE]) / total
            self.low = (counts[:, LO_WIN] + counts[:, LO_TIE]) / total

    def __len__(self) -> int:
        return len(self.equity)

    @property
    def mean(self) -> float:
        import numpy as np
        w = self.weights.astype(np.float64) * self.compatible.astype(np.float64)
        ok = w > 0
        total = w[ok].sum()
        return float((self.equity[ok] * w[ok]).sum() / total) if total else math.nan

    def hand_text(self, i: int) -> str:
        return cards_text([int(c) for c in self.hands[i]])

    def __repr__(self) -> str:
        return f"HandEquities({self.label!r}, {len(self)} hands, mean={self.mean:.6f})"


class RangeEquity:
    """The result of ``oe.range_equity``: ``players`` (one HandEquities per
    range), ``result`` (the EquityResult that ``oe.equity`` gives for the
    same job: the ranges' equities, counters and method), and ``game``,
    ``hilo``, ``board``, ``dead``, ``boards`` (boards to come)."""

    __slots__ = ("players", "result", "game", "hilo", "board", "dead", "boards")

    def __init__(self, players: List[HandEquities], result: EquityResult, boards: int) -> None:
        self.players, self.result, self.boards = players, result, boards
        self.game, self.hilo, self.board, self.dead = result.game, result.hilo, result.board, result.dead

    @property
    def equities(self) -> List[float]:
        return self.result.equities

    def __repr__(self) -> str:
        ranges = ", ".join(f"{p.label!r}: {len(p)} hands" for p in self.players)
        eq = ", ".join(f"{e:.6f}" for e in self.equities)
        return f"RangeEquity({ranges}; board {self.board!r}; equities [{eq}])"


@hilo_from_game
def range_equity(a: Any, b: Any, board: CardsLike, dead: CardsLike = "", game: Optional[str] = None,
                 hilo: bool = False, threads: Optional[int] = None, progress: bool = False) -> RangeEquity:
    """Two ranges heads-up on a flop, turn or river (3 to 5 known cards),
    exact: every compatible pair of hands weighted by the product of their
    weights, every board to come equally, and each hand's own equity
    against the other range on both sides.

    a, b: a range in any form ``oe.equity`` takes (range text such as
    "15%", a Range, a list of hands, an (n, k) array, (hands, weights), a
    single hand, "*"). The sweep counts every board at once: AA against 15%
    in PLO4 is about 10 ms on a river and a few seconds on a flop.

    >>> import omaha_eval as oe
    >>> r = oe.range_equity("AA", "KK", board="Ks9s4d2h", game="omaha")
    >>> [round(e, 4) for e in r.equities]          # the turn: AA needs an ace on the river
    [0.122, 0.878]
    >>> abs(r.players[0].mean - r.equities[0]) < 1e-12
    True
    >>> oe.range_equity("AA", "KK", board="Ks9s4d2h7c", game="omaha").equities   # nothing beats a set of kings
    [0.0, 1.0]
    """
    check_count("threads", threads)
    board_cards, dead_cards = parse_cards(board), parse_cards(dead)
    name, nhole, ranges = normalize([a, b], board_cards, dead_cards, game)
    check_hilo(name, hilo)
    if len(board_cards) not in (3, 4, 5) or len(board_cards) not in board_sizes(name):
        raise ValueError(f"board {cards_text(board_cards)!r} has {len(board_cards)} cards: range_equity needs "
                         f"a flop, turn or river (3, 4 or 5 cards); preflop, use oe.equity or "
                         f"omaha_eval.tables")
    known = card_mask(board_cards) | card_mask(dead_cards)
    sizes = versus.range_sizes(ranges, nhole, known)
    nboards = versus.nboards_of(52 - bin(known).count("1"), len(board_cards))
    seconds = versus.check_feasible(sizes, nhole, nboards, hilo)
    runner.announce(2 * seconds, f"range against range, every hand ({sizes[0]:,} against {sizes[1]:,} "
                                 f"hands, {nboards:,} boards)")
    dead_mask = card_mask(dead_cards)
    players: List[HandEquities] = []
    totals: List[Any] = []
    for q in (0, 1):
        sweep = versus.Sweep(ranges[q], ranges[1 - q], board_cards, dead_mask, known, nhole, hilo)
        cells, each = sweep.run(threads, progress, each=True)
        totals.append(cells)
        hands = versus.array_of(sweep.query_cards, sweep.nq, nhole)
        weights = versus.weights_of(sweep.query_weights, sweep.nq)
        players.append(HandEquities(ranges[q].label, hands, weights, each, hilo))
    mine, theirs, boards = versus.counters_of(totals[0], hilo)
    if boards == 0:
        raise no_deal([r.label for r in ranges])
    counters = [mine, theirs]
    labels = [r.label for r in ranges]
    method = (f"exact: {sizes[0]:,} against {sizes[1]:,} hands, range against range on "
              f"{nboards:,} board{'s' if nboards != 1 else ''}, every hand")
    result = EquityResult(player_results(labels, counters, boards, True, hilo, _core.POT_UNITS), name,
                          bool(hilo), valid_cards_text(board_cards), valid_cards_text(dead_cards), True, boards, None,
                          method, tuple(tuple(c) for c in counters))
    return RangeEquity(players, result, nboards)


__all__: Sequence[str] = ("range_equity", "RangeEquity", "HandEquities")

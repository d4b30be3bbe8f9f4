"""Equity over a board range ("xxx", "A**!AA*"): every board of the range,
each an equity job of its own (two ranges take the range-against-range
sweep), summed with the boards' weights.

Exact: each board is one chunk of work, fixed by the job, so the boards run
on any ``concurrent.futures`` executor (threads here, a process pool, a
Dask cluster's ``client.get_executor()``) and add up to the same integer
counters whatever ran them. Without an executor the boards run one after
another, each on every thread.

Monte Carlo (trials=N): one sampling job (src/oe_rangeq_sample.c with a board
list) draws each trial's board in proportion to its weight, then the
players' hands, and throws the whole deal away when two of them share a
card: rejection leaves exactly the definition's distribution (board weight
times the hands' weights), so nothing is reweighted afterwards.
"""
from __future__ import annotations

from typing import Any, List, Optional, Sequence, Tuple

from ..core import _core
from ..core.cards import CardsLike, cards_text, is_card_text, parse_cards
from . import runner
from ..core.seeds import new_seed
from .checks import NoDeal
from .known_board import known_board_equity, sample_board_range
from .players import normalize, parse_range_texts
from .rows import row_masks
from .results import NCOUNTERS, EquityResult, player_results
from ..core.games import check_hilo


def is_range_text(board: Any) -> bool:
    """Board text that is not plain cards: a board range ("xxx", "A**!AA*"),
    told by its syntax (is_card_text), not by trying a parse."""
    return isinstance(board, str) and not is_card_text(board) and bool(board.strip())


def _boards_of(board: str, dead_cards: Sequence[int]) -> Tuple[Any, Any]:
    from ..ranges import board_range
    for size in (3, 4, 5):  # the fewest cards the pattern fits: "xxx" is a flop, "RONR" a turn
        try:
            return board_range(board, cards=size, dead=dead_cards)
        except ValueError:
            if size == 5:
                raise
    raise AssertionError("unreachable")


def _plain(players: Sequence[Any]) -> List[Any]:
    """Players as text, card lists or (hands, weights) arrays: what pickles
    to another process or machine."""
    out = []
    for p in players:
        if hasattr(p, "hands") and hasattr(p, "weights"):
            out.append((p.hands, p.weights))
        else:
            out.append(p)
    return out


def board_counters(players: Sequence[Any], board: Sequence[int], dead: Sequence[int], game: Optional[str],
                   hilo: bool, threads: Optional[int]) -> Optional[Tuple[List[List[int]], int, str]]:
    """One board's exact counters, weighted boards and game; None when no
    deal is possible on it (a hand uses one of its cards). A chunk of the
    board-range job: module level, so executors can pickle it."""
    try:  # the engine below the public equity(): the players are parsed already
        r = known_board_equity(players, list(board), list(dead), game, hilo, None, None, threads, False)
    except NoDeal:
        return None
    return [list(c) for c in r.counters], r.boards, r.game


def over_board_range(hands: Sequence[Any], board: str, dead: CardsLike, game: Optional[str], hilo: bool,
                     trials: Optional[int], threads: Optional[int], seed: Optional[int] = None,
                     executor: Any = None, progress: bool = False) -> EquityResult:
    """Equity when the board is a range (docs/ranges.md "Boards and dead
    cards"): every board of the range, weighted by its weight, each with
    every compatible combination of the players' hands. Boards that a
    player's only hand (or whole range) collides with hold no deal and are
    left out, as the definition of a deal says."""
    dead_cards = parse_cards(dead)
    boards, weights = _boards_of(board, dead_cards)
    players = _plain(parse_range_texts(hands, game, bool(hilo)))  # parsed once, not once a board
    if trials is not None:
        if executor is not None:
            raise ValueError("executor= runs exact board-range jobs; with trials=N the boards are sampled "
                             "on this machine's threads")
        return _sampled(players, board, boards, weights, dead_cards, game, hilo, trials, seed, threads)
    rows = boards.tolist()
    bar = runner.progress_bar(len(rows), progress, "boards")
    if executor is None:
        results = []
        for cards in rows:
            results.append(board_counters(players, cards, dead_cards, game, hilo, threads))
            if bar is not None:
                bar.update(1)
    else:
        from concurrent.futures import Executor
        if not isinstance(executor, Executor):
            raise TypeError(f"executor={executor!r}: expected a concurrent.futures.Executor (a process pool, "
                            f"dask's client.get_executor()) or None")
        futures = [executor.submit(board_counters, players, cards, dead_cards, game, hilo, 1) for cards in rows]
        results = []
        try:
            for f in futures:  # in board order: the sum never depends on what ran them
                results.append(f.result())
                if bar is not None:
                    bar.update(1)
        except BaseException:  # Ctrl-C or a failed board: the boards not started are dropped, so the
            for f in futures:  # caller's executor (its `with` waits for them) is free at once
                f.cancel()
            raise
    if bar is not None:
        bar.close()
    total = [[0] * NCOUNTERS for _ in players]
    weighted = count = 0
    name = None
    for res, w in zip(results, weights.tolist()):
        if res is None:
            continue
        counters, nboards, name = res
        for acc, c in zip(total, counters):
            for i, v in enumerate(c):
                acc[i] += w * v
        weighted += w * nboards
        count += 1
    if name is None:
        raise ValueError(f"board range {board!r}: no board of it leaves a possible deal")
    labels = _labels(hands, players, name, dead_cards, rows)
    result = player_results(labels, total, weighted, True, hilo, _core.POT_UNITS)
    method = f"exact: {count:,} boards of the board range {board!r}, every completion and combination of hands"
    return EquityResult(result, name, bool(hilo), board, cards_text(dead_cards), True, weighted, None,
                        method, tuple(tuple(c) for c in total))


def _labels(hands: Sequence[Any], players: Sequence[Any], game: str, dead: Sequence[int],
            rows: List[List[int]]) -> List[str]:
    """The players' labels as a plain equity job prints them."""
    from .players import normalize
    for cards in rows:
        try:
            return [r.label for r in normalize(list(hands), cards, dead, game)[2]]
        except ValueError:
            continue
    return [str(h) for h in hands]


def _sampled(players: Sequence[Any], text: str, boards: Any, weights: Any, dead: Sequence[int],
             game: Optional[str], hilo: bool, trials: int, seed: Optional[int],
             threads: Optional[int]) -> EquityResult:
    """Monte Carlo over the board range: see the module docstring. The
    players' ranges are read once, without the board, and the engine draws
    each trial's board itself."""
    import numpy as np

    name, nhole, ranges = normalize(players, [], dead, game, bool(hilo))
    check_hilo(name, hilo)
    if seed is None:
        seed = new_seed()
    fixed = 0
    for r in ranges:
        if r.single:
            fixed |= r.mask()
    rows = np.ascontiguousarray(boards, dtype=np.uint8)
    # boards a player's one hand meets hold no deal: left out here rather than drawn and thrown away
    keep = (row_masks(rows) & np.uint64(fixed)) == 0
    if not keep.any():
        raise ValueError(f"board range {text!r}: every board of it shares a card with a player's hand")
    w = np.asarray(weights)[keep]
    if int(w.max()) > 0xFFFFFFFF:
        raise ValueError(f"board range {text!r}: a board weight of {int(w.max()):,}: Monte Carlo takes "
                         f"weights up to {0xFFFFFFFF:,}")
    board_weights = None if (w == w[0]).all() else np.ascontiguousarray(w, dtype=np.uint32)
    counters = sample_board_range(ranges, np.ascontiguousarray(rows[keep]), board_weights, dead, nhole,
                                  bool(hilo), trials, seed, threads)
    labels = [r.label for r in ranges]
    result = player_results(labels, counters, trials, False, hilo, _core.POT_UNITS)
    worst = max(pl.std_error for pl in result)
    method = (f"Monte Carlo: {trials:,} trials over the {int(keep.sum()):,} boards of the board range "
              f"{text!r}, drawn by weight, seed {seed}, standard error up to {worst:.4%}")
    return EquityResult(result, name, bool(hilo), text, cards_text(dead), False, trials, seed, method,
                        tuple(tuple(c) for c in counters))

"""Equity: each player's expected share of the pot, by exact enumeration of
every remaining board or by Monte Carlo.

The C core scores boards in ranges with the GIL released; this module cuts
the work into chunks, runs them on threads, and adds the integer counters,
so results never depend on the thread count. Monte Carlo chunk k always uses
random stream k of the seed, so the same seed gives the same result.
"""
from __future__ import annotations

import math
import os
import secrets
import sys
import threading
from array import array
from concurrent.futures import FIRST_EXCEPTION, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any, Iterable, List, Optional, Sequence

from . import _core
from .cards import CardsLike, cards_text, parse_cards
from .games import HOLE_CARDS, canonical_game, game_for_hole_count

CHUNK = 1 << 15  # boards per unit of work: small enough to stop quickly on Ctrl-C

SHARE, SHARE_SQ, HI_WIN, HI_TIE, LO_WIN, LO_TIE, SCOOP = range(7)
assert _core.NCOUNTERS == 7


@dataclass(frozen=True)
class PlayerEquity:
    """One player's result. Probabilities are per board (or trial)."""

    hand: str
    equity: float        # expected share of the pot, ties and halves as paid
    win: float           # takes the whole pot alone
    tie: float           # shares the high or the low with someone
    high: float          # wins or shares the high
    low: float           # wins or shares the low (Hi-Lo only, else 0)
    scoop: float         # takes the whole pot alone (Hi-Lo: both halves)
    std_error: float     # of equity; 0 when exact


@dataclass(frozen=True)
class EquityResult:
    players: List[PlayerEquity]
    game: str
    hilo: bool
    board: str
    dead: str
    exact: bool
    boards: int          # boards enumerated, or trials run
    seed: Optional[int] = None
    method: str = field(default="")

    @property
    def equities(self) -> List[float]:
        return [p.equity for p in self.players]

    def __str__(self) -> str:
        cols = ["hand", "equity", "win", "tie"] + (["high", "low", "scoop"] if self.hilo else [])
        rows = [[p.hand, f"{p.equity:.4%}", f"{p.win:.2%}", f"{p.tie:.2%}"]
                + ([f"{p.high:.2%}", f"{p.low:.2%}", f"{p.scoop:.2%}"] if self.hilo else [])
                for p in self.players]
        if not self.exact:
            cols.append("± s.e.")
            for r, p in zip(rows, self.players):
                r.append(f"{p.std_error:.4%}")
        widths = [max(len(c), *(len(r[i]) for r in rows)) for i, c in enumerate(cols)]
        def line(cells: Sequence[str]) -> str:
            return "  ".join(c.rjust(w) if i else c.ljust(w)
                             for i, (c, w) in enumerate(zip(cells, widths)))
        out = [line(cols)] + [line(r) for r in rows]
        out.append(self.method)
        return "\n".join(out)


def _board_sizes(game: str) -> Sequence[int]:
    # Courchevel shows the first flop card before the preflop betting.
    return (0, 1, 3, 4, 5) if game == "courchevel" else (0, 3, 4, 5)


def _check_positive(name: str, value: Any) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}={value!r}: expected a positive int or None")
    if value < 1:
        raise ValueError(f"{name}={value}: expected a positive int or None")


def equity(hands: Sequence[CardsLike], board: CardsLike = "", dead: CardsLike = "",
           game: Optional[str] = None, hilo: bool = False, trials: Optional[int] = None,
           seed: Optional[int] = None, threads: Optional[int] = None,
           progress: bool = False) -> EquityResult:
    """All-in equity of 2 to 10 hands.

    hands: one hole-card group per player (2 = Hold'em, 4/5/6 = Omaha, or
    name the game: "holdem", "omaha", "omaha5", "omaha6", "courchevel").
    board: 0, 3, 4 or 5 known cards (Courchevel also 1). dead: cards that
    will not come. hilo: split with the 8-or-better low (Omaha).

    With trials=None every remaining board is enumerated (exact). With
    trials=N, N random boards are drawn (Monte Carlo, reproducible with
    seed) unless there are no more than N boards, when enumeration is both
    exact and cheaper. threads: how many threads (default: all cores).
    """
    _check_positive("trials", trials)
    _check_positive("threads", threads)
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise TypeError(f"seed={seed!r}: expected an int or None")
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable):
        raise TypeError(f"hands {hands!r}: expected a list of hands, one per player")
    hands = list(hands)
    hands_cards = [parse_cards(h) for h in hands] if hands else []
    name = canonical_game(game) if game is not None else (
        game_for_hole_count(len(hands_cards[0])) if hands_cards else "holdem")
    board_cards = parse_cards(board)
    if len(board_cards) not in _board_sizes(name):
        sizes = ", ".join(map(str, _board_sizes(name)))
        raise ValueError(f"board {cards_text(board_cards)!r} has {len(board_cards)} cards: expected {sizes}")
    deal = _core.Deal(hands_cards, board_cards, parse_cards(dead), HOLE_CARDS[name], bool(hilo))

    total = deal.board_count()
    exact = trials is None or total <= trials
    if seed is None and not exact:
        seed = secrets.randbits(63)
    work = total if exact or trials is None else trials
    counters = _run(deal, exact, work, seed or 0, threads, progress)

    n = work
    players = []
    for p, cards in enumerate(hands_cards):
        c = counters[p * 7:(p + 1) * 7]
        mean = c[SHARE] / n / _core.POT_UNITS
        if exact:
            se = 0.0
        else:
            var = max(0.0, c[SHARE_SQ] / n / _core.POT_UNITS ** 2 - mean * mean)
            se = math.sqrt(var / n)
        players.append(PlayerEquity(
            hand=cards_text(cards), equity=mean, win=c[SCOOP] / n,
            tie=(c[HI_TIE] + c[LO_TIE]) / n if hilo else c[HI_TIE] / n,
            high=(c[HI_WIN] + c[HI_TIE]) / n, low=(c[LO_WIN] + c[LO_TIE]) / n,
            scoop=c[SCOOP] / n, std_error=se))
    if exact:
        method = f"exact: all {total:,} boards"
    else:
        worst = max(p.std_error for p in players)
        method = f"Monte Carlo: {trials:,} trials, seed {seed}, standard error up to {worst:.4%}"
    return EquityResult(players=players, game=name, hilo=bool(hilo), board=cards_text(board_cards),
                        dead=cards_text(parse_cards(dead)), exact=exact, boards=n,
                        seed=None if exact else seed, method=method)


def _progress_bar(total: int, enabled: bool) -> Any:
    if not enabled:
        return None
    try:
        from tqdm import tqdm
    except ImportError:
        raise ImportError("progress=True needs tqdm: pip install 'omaha-eval[progress]'") from None
    return tqdm(total=total, unit="boards", unit_scale=True, file=sys.stderr)


def _run(deal: "_core.Deal", exact: bool, work: int, seed: int, threads: Optional[int],
         progress: bool) -> List[int]:
    """Runs the chunks on a pool of threads; returns the summed counters."""
    nchunks = -(-work // CHUNK)
    workers = max(1, min(threads or os.cpu_count() or 1, nchunks))
    width = deal.nplayers * 7
    next_chunk = iter(range(nchunks))
    lock = threading.Lock()
    stop = threading.Event()
    bar = _progress_bar(work, progress)

    def worker() -> array[int]:
        acc = array("Q", bytes(8 * width))
        while not stop.is_set():
            with lock:
                k = next(next_chunk, None)
            if k is None:
                break
            count = min(CHUNK, work - k * CHUNK)
            if exact:
                deal.enumerate(k * CHUNK, count, acc)
            else:
                deal.sample(seed, k, count, acc)
            if bar is not None:
                with lock:
                    bar.update(count)
        return acc

    pool = ThreadPoolExecutor(workers)
    try:
        jobs = [pool.submit(worker) for _ in range(workers)]
        pending = set(jobs)
        while pending:  # wait in short steps so Ctrl-C reaches this thread
            _, pending = wait(pending, timeout=0.1, return_when=FIRST_EXCEPTION)
        totals = [0] * width
        for job in jobs:
            for i, v in enumerate(job.result()):
                totals[i] += v
        return totals
    except BaseException:
        stop.set()
        raise
    finally:
        pool.shutdown(wait=True)
        if bar is not None:
            bar.close()

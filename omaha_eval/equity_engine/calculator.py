"""Equity: each player's expected share of the pot, exact or by Monte Carlo,
for hands or ranges; and one hand against each of many hands.

The C core does the work (src/oe_exact.c scores board rank patterns,
src/oe_rangeq_*.c run ranges, sampling and one-against-many) in chunks fixed
by the job; ``_equity.runner`` runs the chunks inline or on a reusable
thread pool and the integer counters are summed, so results never depend on
the thread count. Monte Carlo chunk k uses random stream k of the seed.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from .board_range import is_range_text, over_board_range
from .checks import check_count, check_seed
from .each import equity_each
from .known_board import known_board_equity
from .results import EachResult, EquityResult, PlayerEquity
from .per_hand import HandEquities, RangeEquity, range_equity
from .single import exact_single_hands
from ..core.cards import CardsLike
from ..core._core import cards as card_numbers  # any card form to distinct card numbers (ints)
from ..core.games import SHORT_DECK, canonical_game, check_flag, check_hilo, hilo_from_game

__all__ = ["equity", "equity_each", "range_equity", "EquityResult", "PlayerEquity", "EachResult", "RangeEquity",
           "HandEquities"]


@hilo_from_game
def equity(hands: Sequence[Any], board: CardsLike = "", dead: CardsLike = "",
           game: Optional[str] = None, hilo: bool = False, trials: Optional[int] = None,
           seed: Optional[int] = None, threads: Optional[int] = None, executor: Any = None,
           progress: bool = False, boards: Any = None) -> EquityResult:
    """All-in equity of 2 to 10 players, each holding a hand or a range.

    hands: one entry per player: a hand ("AsAhKsKh" or a list of cards), a
    range (a list of hands, a numpy array of shape (n, hole cards), a tuple
    (hands, weights) with integer weights >= 1, an ``omaha_eval.Range``, or
    range text such as "AA$ds"), or "*" for any hand. The game is implied by
    the first written hand (2 cards = Hold'em, 4/5/6 = Omaha) or named:
    "holdem", "omaha", "omaha5", "omaha6", "courchevel", or Short Deck's
    "shortdeck" and "shortdeck_straights" (docs/shortdeck.md).
    board: 0, 3, 4 or 5 known cards (Courchevel also 1). dead: cards that
    will not come. hilo: split with the 8-or-better low (Omaha games).

    Exact (trials=None): every board, and every compatible combination of
    the players' hands weighted by the product of their weights. With
    trials=N, N random deals (Monte Carlo, reproducible with seed) unless the
    exact work is no larger. threads: how many threads (default: all cores).
    boards: a double board (docs/RULES.md §8): the two boards' cards
    [board1, board2] (or 2 for two empty boards); the result is a
    ``DoubleBoardResult`` (``omaha_eval.equity_engine.double_board``).
    A board range ("xxx", "A**!AA*") runs every board of it, weighted;
    with trials=N boards are drawn by their weights too. executor: with a
    board range, any concurrent.futures.Executor runs the boards (a process
    pool, a Dask cluster's ``client.get_executor()``): the same result;
    with boards= it runs the double board's chunks (hand tuples, or
    Monte Carlo chunks of deals), again with the same result.
    """
    check_flag("hilo", hilo)  # "false" is a true string: read flags exactly, before any path
    check_flag("progress", progress)
    if boards is not None:
        from .double_board import double_board_equity
        return double_board_equity(hands, boards, board, dead, game, hilo, trials, seed, threads, executor)
    check_count("trials", trials)
    check_count("threads", threads)
    check_seed(seed)
    if game is not None and canonical_game(game) in SHORT_DECK:   # the 36-card deck: its own kernel
        check_hilo(canonical_game(game), hilo)
        from .short_deck import short_deck_equity
        return short_deck_equity(hands, board, dead, canonical_game(game), trials, seed)
    # Each input read once: the board is told a range or cards by its
    # syntax, and cards are parsed here, once, for whichever path runs.
    if is_range_text(board):
        return over_board_range(hands, str(board), dead, game, hilo, trials, threads, seed, executor, progress)
    board_cards, dead_cards = card_numbers(board), card_numbers(dead)
    if trials is None and not progress:
        quick = exact_single_hands(hands, board_cards, dead_cards, game, hilo)
        if quick is not None:
            return quick
    if executor is not None:
        raise ValueError("executor= runs the boards of a board range (board='xxx'); one board runs on threads=")
    return known_board_equity(hands, board_cards, dead_cards, game, hilo, trials, seed, threads, progress)

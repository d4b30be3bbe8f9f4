"""One hand against each of many opponent hands, heads-up, exact: one
result per opponent (``omaha_eval.equity_each``).

One kernel does it on a flop, turn or river: ``against_each`` here, over
src/oe_analysis.c's ``oe_each_runouts`` (a pair table per runout, then a
few loads per opponent), which the analysis package's equity
distributions call too. It was the faster of the two kernels that answered
this (0.20 s against 0.50 s for 10,000 PLO4 hands on a flop, by
analysis' measure). Before the flop (or on Courchevel's one card) it does
not enumerate boards; there the exact job's ``oe_rq_each`` runs, as the
C API's one-against-many does on every board.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence, Tuple

from ..core import _core
from ..core.cards import card_mask, CardsLike, cards_text, parse_cards
from . import runner
from .checks import board_sizes, check_count
from .plan import TUPLES_PER_CHUNK, row_tables
from .players import normalize
from .results import NCOUNTERS, EachResult
from ..core.games import check_hilo, hilo_from_game
from ..core.pool import map_in_order

# Opponent rows a chunk of the runout count holds: fixed, so the chunks
# (each row's own integer counts) never depend on threads or executor.
ROWS_PER_CHUNK = 4096


def _runout_chunk(hole: Sequence[int], board: Sequence[int], dead: Sequence[int], holdem: bool, hilo: bool,
                  turns: bool, opp: Any) -> Tuple[Any, ...]:
    import numpy as np
    n = opp.shape[0]
    won: Any = np.zeros(n, dtype=np.uint32)
    boards: Any = np.zeros(n, dtype=np.uint32)
    wins: Any = np.zeros(n, dtype=np.uint32)
    losses: Any = np.zeros(n, dtype=np.uint32)
    turn_won: Any = np.zeros(52 * n, dtype=np.uint32) if turns else None
    turn_boards: Any = np.zeros(52 * n, dtype=np.uint32) if turns else None
    _core.each_runouts(hole, board, dead, holdem, hilo, opp, won, boards, turn_won, turn_boards, wins, losses)
    if turns:
        return won, boards, wins, losses, turn_won.reshape(52, n), turn_boards.reshape(52, n)
    return won, boards, wins, losses, None, None


def against_each(hole: Sequence[int], board: Sequence[int], dead: Sequence[int], holdem: bool, hilo: bool,
                 opp: Any, per_turn: bool = False, threads: Optional[int] = None,
                 executor: Any = None) -> Tuple[Any, ...]:
    """The hero's hand against each row of ``opp`` (a C-contiguous uint8
    array (n, hole cards) of valid hands) over every completion of a board
    of 3, 4 or 5 cards: (won, boards, wins, losses, turn_won, turn_boards),
    uint32 arrays of n: the hero's quarters of the pot, the boards counted
    (0 for a row that holds a hero, board or dead card), the boards where
    the hero takes the whole pot and where the opponent does; with per_turn
    on a flop, (52, n) arrays of won and boards per turn card (else None).
    Chunks of ROWS_PER_CHUNK rows run on ``threads`` or ``executor``
    (omaha_eval.core.pool.map_in_order): the same integers either way."""
    import numpy as np
    from functools import partial
    n = opp.shape[0]
    turns = per_turn and len(board) == 3
    count = partial(_runout_chunk, list(hole), list(board), list(dead), holdem, hilo, turns)
    chunks = [opp[i:i + ROWS_PER_CHUNK] for i in range(0, n, ROWS_PER_CHUNK)] or [opp]
    parts = list(map_in_order(count, chunks, threads, executor))
    out = [np.concatenate([p[i] for p in parts]) for i in range(4)]
    if turns:
        return (*out, np.concatenate([p[4] for p in parts], axis=1), np.concatenate([p[5] for p in parts], axis=1))
    return (*out, None, None)

@hilo_from_game
def equity_each(hand: CardsLike, opponents: Any, board: CardsLike = "", dead: CardsLike = "",
                game: Optional[str] = None, hilo: bool = False,
                threads: Optional[int] = None) -> EachResult:
    """One hand against each of many opponent hands, heads-up, exact.

    opponents: a numpy array of shape (n, hole cards), a list of hands, a
    Range, or range text. Opponent hands that share a card with the hand,
    the board or the dead cards are left out (``EachResult.index`` says
    which input rows remain).
    """
    import numpy as np
    check_count("threads", threads)
    board_cards, dead_cards = parse_cards(board), parse_cards(dead)
    name, nhole, (hero, _) = normalize([hand, "*"], board_cards, dead_cards, game)
    if not hero.single:
        raise ValueError(f"hand {hand!r}: expected one hand, not a range")
    check_hilo(name, hilo)
    if len(board_cards) not in board_sizes(name):
        sizes = ", ".join(map(str, board_sizes(name)))
        raise ValueError(f"board {cards_text(board_cards)!r} has {len(board_cards)} cards: expected {sizes}")
    opp = _opponent_array(opponents, name, nhole)
    n = len(opp)
    known = card_mask(board_cards) | card_mask(dead_cards)
    if 52 - bin(known).count("1") - 2 * nhole < 5 - len(board_cards):
        raise ValueError("too few cards left to finish the board")
    if len(board_cards) >= 3:  # the one kernel (see the module's docstring)
        won, boards, wins, losses, _tw, _tb = against_each(list(hero.cards), board_cards, dead_cards,
                                                           name == "holdem", bool(hilo),
                                                           np.ascontiguousarray(opp, dtype=np.uint8), False, threads)
        quarters = won.astype(np.float64)
    else:
        share, wins, losses, boards = by_exact_job(hero.cards, opp, board_cards, dead_cards, nhole, bool(hilo),
                                                   threads)
        quarters = share.astype(np.float64) / (_core.POT_UNITS // 4)  # exact: the pot is cut in quarters
    index = np.flatnonzero(boards > 0)
    nb = boards[index].astype(np.float64)
    win, lose = wins[index] / nb, losses[index] / nb
    return EachResult(hand=hero.label, board=cards_text(board_cards), game=name, hilo=bool(hilo),
                      opponents=opp[index], index=index, equity=quarters[index] / (4.0 * nb), win=win,
                      tie=1.0 - win - lose, lose=lose, boards=boards[index].astype(np.int64))


def by_exact_job(hero: Any, opp: Any, board_cards: Sequence[int], dead_cards: Sequence[int], nhole: int,
                 hilo: bool, threads: Optional[int]) -> Tuple[Any, Any, Any, Any]:
    """The exact job's one-against-many (src/oe_rangeq_each.c), for boards
    that against_each does not enumerate (none or one card): (the hero's
    share in POT_UNITS, wins, losses, boards), uint64 arrays over the rows
    of opp. On a flop, turn or river it is the oracle that
    tests/equity_engine/test_each_kernel.py holds against_each to."""
    import numpy as np
    n = len(opp)
    flat = np.ascontiguousarray(np.asarray(opp, dtype=np.uint8).reshape(-1))
    opp_cards: Any = flat if n else bytes(range(nhole))
    job = _core.Job([(bytes(hero), None, False), (opp_cards, None, False)],
                    board_cards, card_mask(dead_cards), nhole, hilo, [True, False],
                    row_tables([1, max(n, 1)], nhole, len(board_cards), n)[:1] + [False])
    # Each chunk keeps only the four counters used, column by column, in
    # its own rows of these: no 17-word row per opponent kept to the end
    # (20 MB on 148,995 hands, and its copy a serial tail that held two
    # threads to 1.73x one).
    width, won = _core.EACH_WIDTH, 6 if hilo else 2  # Hi-Lo: wins are scoops
    columns = (0, won, NCOUNTERS + won, 2 * NCOUNTERS)  # share, wins, losses, boards
    kept = np.zeros((len(columns), n), dtype=np.uint64)
    size = TUPLES_PER_CHUNK[len(board_cards)]

    def chunk(k: int, acc: Any) -> int:
        first = k * size
        count = min(size, n - first)
        rows = np.empty((count, width), dtype=np.uint64)
        flat_rows: Any = rows.reshape(-1)
        job.each(first, count, flat_rows)
        kept[:, first:first + count] = rows[:, columns].T
        return count

    if n:
        runner.run_chunks(-(-n // size), 0, chunk, threads)
    share, wins, losses, boards = kept
    return share, wins, losses, boards


def _opponent_array(opponents: Any, game: str, nhole: int) -> Any:
    import numpy as np

    if isinstance(opponents, str):
        from .players import _parse_range_text
        hands, _ = _parse_range_text(1, opponents, game)
        return np.asarray(hands, dtype=np.uint8).reshape(-1, nhole)
    if hasattr(opponents, "hands") and hasattr(opponents, "weights"):
        opponents = opponents.hands
    if hasattr(opponents, "shape"):
        arr = np.asarray(opponents)
        if arr.ndim != 2 or arr.shape[1] != nhole:
            raise ValueError(f"opponents: an array of shape {arr.shape}: expected (n, {nhole})")
        if arr.dtype.kind not in "iu":
            raise TypeError(f"opponents: an array of {arr.dtype}: expected integer card numbers")
        if arr.size and (int(arr.min()) < 0 or int(arr.max()) > 51):
            raise ValueError("opponents: a card outside 0..51")
        ordered = np.sort(arr, axis=1)
        bad = np.flatnonzero((ordered[:, 1:] == ordered[:, :-1]).any(axis=1))
        if len(bad):
            raise ValueError(f"opponents: hand {bad[0] + 1} {cards_text(arr[bad[0]].tolist())!r} repeats a card")
        return arr.astype(np.uint8)
    if isinstance(opponents, (bytes, bytearray)) or not hasattr(opponents, "__iter__"):
        raise TypeError(f"opponents {opponents!r}: expected an array or a list of hands")
    rows = []
    for i, h in enumerate(opponents):
        cards = parse_cards(h)
        if len(cards) != nhole or len(set(cards)) != nhole:
            raise ValueError(f"opponents: hand {i + 1} {cards_text(cards)!r}: expected {nhole} different cards")
        rows.append(cards)
    return np.array(rows, dtype=np.uint8).reshape(-1, nhole)

"""One hand against each of many opponent hands, heads-up, exact: one
result per opponent (``omaha_eval.equity_each``)."""
from __future__ import annotations

from typing import Any, Optional

from ..core import _core
from ..core.cards import card_mask, CardsLike, cards_text, parse_cards
from . import runner
from .checks import board_sizes, check_count
from .plan import TUPLES_PER_CHUNK, row_tables
from .players import normalize
from .results import NCOUNTERS, EachResult
from ..core.games import check_hilo, hilo_from_game

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
    flat = np.ascontiguousarray(opp.reshape(-1))
    opp_cards: Any = flat if n else bytes(range(nhole))
    job = _core.Job([(hero.cards, None, False), (opp_cards, None, False)],
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
    index = np.flatnonzero(boards > 0)
    nb = boards[index].astype(np.float64)
    eq = share[index].astype(np.float64) / _core.POT_UNITS / nb
    win = wins[index] / nb
    lose = losses[index] / nb
    tie = 1.0 - win - lose
    return EachResult(hand=hero.label, board=cards_text(board_cards), game=name, hilo=bool(hilo),
                      opponents=opp[index], index=index, equity=eq, win=win, tie=tie, lose=lose,
                      boards=boards[index].astype(np.int64))


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

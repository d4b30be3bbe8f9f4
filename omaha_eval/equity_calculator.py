"""Equity: each player's expected share of the pot, exact or by Monte Carlo,
for hands or ranges; and one hand against each of many hands.

The C core does the work (src/oe_exact.c scores board rank patterns,
src/oe_rangeq.c runs ranges, sampling and one-against-many) in chunks fixed
by the job; ``_equity.runner`` runs the chunks inline or on a reusable
thread pool and the integer counters are summed, so results never depend on
the thread count. Monte Carlo chunk k uses random stream k of the seed.
"""
from __future__ import annotations

import os
import threading
from array import array
from typing import Any, List, Optional, Sequence, Tuple

from . import _core
from ._equity import runner
from ._equity.players import PlayerRange, all_hands, normalize, parse_range_texts
from ._equity.results import NCOUNTERS, EachResult, EquityResult, PlayerEquity, player_results
from .cards import CardsLike, _valid_text, cards_text, parse_cards
from .games import HOLE_CARDS, canonical_game, game_code, game_for_hole_count

__all__ = ["equity", "equity_each", "EquityResult", "PlayerEquity", "EachResult"]

TRIALS_PER_CHUNK = 1 << 16
# Tuples of hands per exact chunk, by known board cards: about 20-50 ms of
# work each at most, so Ctrl-C is prompt and 16 threads keep busy.
TUPLES_PER_CHUNK = {0: 16, 1: 32, 3: 512, 4: 4096, 5: 16384}
# Rough seconds per tuple, to refuse an exact job that would take hours.
SECONDS_PER_TUPLE = {0: 2e-3, 1: 1e-3, 3: 3e-5, 4: 5e-6, 5: 1e-6}
MAX_EXACT_SECONDS = 3600.0
# Ranges up to this many hands keep every hand's tables (about 1 KB each).
PREPARE_LIMIT = 20000
# Exact Omaha with at most one board card known: hands, smallest ranges
# first, whose river-row tables (12 KB each) a job builds once and reuses
# for every combination they are in, instead of once a combination.
ROW_TABLE_HANDS = 4096
MAX_REJECTS = 10_000_000


def _board_sizes(game: str) -> Sequence[int]:
    # Courchevel shows the first flop card before the preflop betting.
    return (0, 1, 3, 4, 5) if game == "courchevel" else (0, 3, 4, 5)


def _check_count(name: str, value: Any) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}={value!r}: expected a positive int or None")
    if value < 1:
        raise ValueError(f"{name}={value}: expected a positive int or None")


def _check_seed(seed: Any) -> None:
    if seed is None:
        return
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed={seed!r}: expected an int or None")
    if not 0 <= seed < 1 << 64:
        raise ValueError(f"seed={seed}: expected 0 <= seed < 2**64")


def _comb(n: int, k: int) -> int:
    if k < 0 or k > n:
        return 0
    r = 1
    for i in range(1, k + 1):
        r = r * (n - k + i) // i
    return r


def _mask(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def equity(hands: Sequence[Any], board: CardsLike = "", dead: CardsLike = "",
           game: Optional[str] = None, hilo: bool = False, trials: Optional[int] = None,
           seed: Optional[int] = None, threads: Optional[int] = None,
           progress: bool = False) -> EquityResult:
    """All-in equity of 2 to 10 players, each holding a hand or a range.

    hands: one entry per player: a hand ("AsAhKsKh" or a list of cards), a
    range (a list of hands, a numpy array of shape (n, hole cards), a tuple
    (hands, weights) with integer weights >= 1, an ``omaha_eval.Range``, or
    range text such as "AA$ds"), or "*" for any hand. The game is implied by
    the first written hand (2 cards = Hold'em, 4/5/6 = Omaha) or named:
    "holdem", "omaha", "omaha5", "omaha6", "courchevel".
    board: 0, 3, 4 or 5 known cards (Courchevel also 1). dead: cards that
    will not come. hilo: split with the 8-or-better low (Omaha games).

    Exact (trials=None): every board, and every compatible combination of
    the players' hands weighted by the product of their weights. With
    trials=N, N random deals (Monte Carlo, reproducible with seed) unless the
    exact work is no larger. threads: how many threads (default: all cores).
    """
    _check_count("trials", trials)
    _check_count("threads", threads)
    _check_seed(seed)
    if trials is None and not progress:
        quick = _exact_single_hands(hands, board, dead, game, hilo)
        if quick is not None:
            return quick
    if _is_range_text(board):
        return _over_board_range(hands, str(board), dead, game, hilo, trials, threads)
    board_cards, dead_cards = parse_cards(board), parse_cards(dead)
    name, nhole, ranges = normalize(hands, board_cards, dead_cards, game)
    if hilo and name == "holdem":
        raise ValueError("hilo=True: Hold'em has no 8-or-better low; use an Omaha game")
    if len(board_cards) not in _board_sizes(name):
        sizes = ", ".join(map(str, _board_sizes(name)))
        raise ValueError(f"board {cards_text(board_cards)!r} has {len(board_cards)} cards: expected {sizes}")
    known = _mask(board_cards) | _mask(dead_cards)
    left = 52 - len(board_cards) - len(dead_cards) - nhole * len(ranges)
    need = 5 - len(board_cards)
    if left < need:
        raise ValueError(f"{len(ranges)} players with {nhole} cards each, {len(board_cards)} board and "
                         f"{len(dead_cards)} dead cards leave {left} cards: too few to finish the board")
    boards_per_tuple = _comb(left, need)
    fixed, tuples = 0, 1
    if not all(r.single for r in ranges):
        for r in ranges:
            if r.single:
                fixed |= r.mask()
        for r in ranges:
            tuples *= _comb(52 - bin(known | fixed).count("1"), nhole) if r.random else r.n
    exact = trials is None or tuples * boards_per_tuple <= trials
    dead_mask = _mask(dead_cards)
    if exact:
        counters, n, method = _exact(ranges, board_cards, dead_mask, known | fixed, nhole, hilo, tuples,
                                     boards_per_tuple, threads, progress)
        seed = None
    else:
        assert trials is not None
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "little") >> 1
        counters = _sample(ranges, board_cards, dead_mask, nhole, hilo, trials, seed, threads, progress)
        n = trials
        method = ""
    players = player_results([r.label for r in ranges], counters, n, exact, hilo, _core.POT_UNITS)
    if not exact:
        worst = max(p.std_error for p in players)
        method = f"Monte Carlo: {trials:,} trials, seed {seed}, standard error up to {worst:.4%}"
    return EquityResult(players, name, bool(hilo), _valid_text(board_cards), _valid_text(dead_cards), exact,
                        n, seed, method, tuple(tuple(c) for c in counters),
                        _beats(ranges, board_cards, nhole, name))


def _exact_single_hands(hands: Any, board: Any, dead: Any, game: Optional[str], hilo: bool
                        ) -> Optional[EquityResult]:
    """The most common call in few steps: every player one hand, written as
    text or as a list of card numbers, and the board and dead cards the
    same way; exact. None sends anything else (ranges, "*", other card
    forms, any error to word) down the general path, which gives the same
    result (tests/test_equity.py checks it)."""
    if type(hands) is not list and type(hands) is not tuple or not 2 <= len(hands) <= _core.MAX_PLAYERS:
        return None
    try:
        cards = [_plain_cards(h) for h in hands]
        board_cards, dead_cards = _plain_cards(board), _plain_cards(dead)
    except ValueError:
        return None
    nhole = len(cards[0])
    if nhole not in (2, 4, 5, 6):
        return None
    name = game_for_hole_count(nhole) if game is None else _canonical_game(game)
    if name is None or HOLE_CARDS[name] != nhole or len(board_cards) not in _board_sizes(name) or (
            hilo and name == "holdem"):
        return None
    try:
        done = _core.exact_hands(cards, board_cards, dead_cards, hilo)
    except (TypeError, ValueError):  # a number outside 0..51
        return None
    if done is None:
        return None
    counters, boards = done
    players = player_results([_valid_text(h) for h in cards], counters, boards, True, hilo, _core.POT_UNITS)
    return EquityResult(players, name, bool(hilo), _valid_text(board_cards), _valid_text(dead_cards), True,
                        boards, None, f"exact: all {boards:,} boards", tuple(map(tuple, counters)))


def _plain_cards(cards: Any) -> List[int]:
    """Card text, or a list or tuple of ints, as a list of ints; ValueError
    for anything else (the general path takes it)."""
    if type(cards) is str:
        return _core.parse_cards(cards)
    if (type(cards) is list or type(cards) is tuple) and all(type(c) is int for c in cards):
        return list(cards)
    raise ValueError("not plain cards")


def _canonical_game(game: Any) -> Optional[str]:
    try:
        return canonical_game(game)
    except (TypeError, ValueError):
        return None  # the general path words the error


def _beats(ranges: List[PlayerRange], board: Sequence[int], nhole: int, game: str
           ) -> Tuple[Optional[float], ...]:
    """EquityResult.beats: with one single hand against ranges on a board of
    three or more cards, the weighted share of each range's hands that the
    single hand's high hand beats now (ties half). Ranges here have already
    lost the hands that collide with the board, the dead cards and the
    single hand."""
    singles = [r for r in ranges if r.single]
    if len(board) < 3 or len(singles) != 1 or any(r.random for r in ranges):
        return (None,) * len(ranges)
    code = game_code(game)
    hero = _core.eval_high(list(bytes(singles[0].cards)), board, code)
    out: List[Optional[float]] = []
    for r in ranges:
        if r.single:
            out.append(None)
            continue
        cards = bytes(r.cards)
        won = total = 0
        for i in range(r.n):
            w = r.weights[i] if r.weights is not None else 1
            v = _core.eval_high(list(cards[i * nhole:(i + 1) * nhole]), board, code)
            won += w * (2 if hero < v else 1 if hero == v else 0)
            total += 2 * w
        out.append(won / total)
    return tuple(out)


def _is_range_text(board: Any) -> bool:
    """Board text that is not plain cards: a board range ("xxx", "A**!AA*")."""
    if not isinstance(board, str) or not board.strip():
        return False
    try:
        parse_cards(board)
    except ValueError:
        return True
    return False


def _over_board_range(hands: Sequence[Any], board: str, dead: CardsLike, game: Optional[str],
                      hilo: bool, trials: Optional[int], threads: Optional[int]) -> EquityResult:
    """Equity when the board is a range (docs/ranges.md "Boards and dead
    cards"): every board of the range, weighted by its weight, each with
    every compatible combination of the players' hands, exactly. Boards that
    a player's only hand (or whole range) collides with hold no deal and are
    left out, as the definition of a deal says."""
    from .ranges import board_range

    if trials is not None:
        raise ValueError(f"board range {board!r}: equity over a board range is exact; leave trials=None")
    dead_cards = parse_cards(dead)
    boards: Any = None
    for size in (3, 4, 5):  # the fewest cards the pattern fits: "xxx" is a flop, "RONR" a turn
        try:
            boards, weights = board_range(board, cards=size, known=dead_cards)
            break
        except ValueError:
            if size == 5:
                raise
    hands = parse_range_texts(hands, game)  # once, not once a board
    total: List[List[int]] = []
    weighted = count = 0
    first: Optional[EquityResult] = None
    error: Optional[ValueError] = None
    for cards, w in zip(boards.tolist(), weights.tolist()):
        try:
            r = equity(hands, board=cards, dead=dead_cards, game=game, hilo=hilo, threads=threads)
        except ValueError as err:  # no deal on this board: a hand uses one of its cards
            error = err
            continue
        first = first or r
        if not total:
            total = [[0] * NCOUNTERS for _ in r.counters]
        for acc, c in zip(total, r.counters):
            for i, v in enumerate(c):
                acc[i] += w * v
        weighted += w * r.boards
        count += 1
    if first is None:
        raise ValueError(f"board range {board!r}: no board of it leaves a possible deal ({error})")
    players = player_results([p.hand for p in first.players], total, weighted, True, hilo, _core.POT_UNITS)
    method = f"exact: {count:,} boards of the board range {board!r}, every completion and combination of hands"
    return EquityResult(players, first.game, bool(hilo), board, cards_text(dead_cards), True, weighted, None,
                        method, tuple(tuple(c) for c in total))


def _row_tables(sizes: List[int], nhole: int, nboard: int, tuples: int) -> List[bool]:
    """Which players' hands get a river-row table for the whole job: Omaha,
    at most one board card known (where the exact pass wants them), more
    than one combination of hands (one matchup builds its own), and the
    smallest ranges first while the hands fit ROW_TABLE_HANDS."""
    chosen = [False] * len(sizes)
    if nhole == 2 or nboard > 1 or tuples <= 1:
        return chosen
    total = 0
    for p in sorted(range(len(sizes)), key=lambda p: sizes[p]):
        if total + sizes[p] > ROW_TABLE_HANDS:
            break
        total += sizes[p]
        chosen[p] = True
    return chosen


def _exact(ranges: List[PlayerRange], board: Sequence[int], dead_mask: int, known: int, nhole: int,
           hilo: bool, tuples: int, boards_per_tuple: int, threads: Optional[int],
           progress: bool) -> Any:
    nboard = len(board)
    seconds = tuples * SECONDS_PER_TUPLE[nboard]
    if seconds > MAX_EXACT_SECONDS:
        raise ValueError(f"exact equity over {tuples:,} combinations of hands would take about "
                         f"{seconds / 3600:,.0f} hours on one core: pass trials=N for Monte Carlo")
    specs: List[Tuple[Any, Any, bool]] = []
    for r in ranges:
        if r.random:
            cards = all_hands(nhole, known)
            specs.append((cards, None, False))
        else:
            specs.append((r.cards, r.weights, False))
    prepare = [len(s[0]) // nhole <= PREPARE_LIMIT for s in specs]
    rows = None if tuples <= 1 else _row_tables([len(s[0]) // nhole for s in specs], nhole, nboard, tuples)
    job = _core.Job(specs, board, dead_mask, nhole, hilo, prepare, rows)
    width = len(ranges) * NCOUNTERS + 1
    if tuples == 1:  # one matchup: a single C call, no chunks
        acc = array("Q", bytes(16 * width))
        job.exact(0, 1, acc)
        high = acc[1::2]  # one matchup's counters fit 64 bits: the high words are 0
        totals = acc[0::2].tolist() if not any(high) else [lo + (hi << 64) for lo, hi in zip(acc[0::2], high)]
        counters = [totals[p * NCOUNTERS:(p + 1) * NCOUNTERS] for p in range(len(ranges))]
        return counters, totals[-1], f"exact: all {totals[-1]:,} boards"
    product = 1
    for n in job.sizes:
        product *= n
    size = TUPLES_PER_CHUNK[nboard]
    nchunks = -(-product // size)
    compatible = [0]
    lock = threading.Lock()

    def chunk(k: int, acc: Any) -> int:
        first = k * size
        found = job.exact(first, min(size, product - first), acc)
        with lock:
            compatible[0] += found
        return min(size, product - first)

    bar = runner.progress_bar(product, progress, "hands")
    totals = runner.sum128(runner.run_chunks(nchunks, 2 * width, chunk, threads, bar), width)
    boards = totals[-1]
    if boards == 0:
        raise ValueError("no combination of the players' hands is possible: every one shares a card")
    counters = [totals[p * NCOUNTERS:(p + 1) * NCOUNTERS] for p in range(len(ranges))]
    if product == 1:
        method = f"exact: all {boards:,} boards"
    else:
        method = f"exact: {compatible[0]:,} combinations of hands × {boards_per_tuple:,} boards each"
    return counters, boards, method


def _sample(ranges: List[PlayerRange], board: Sequence[int], dead_mask: int, nhole: int, hilo: bool,
            trials: int, seed: int, threads: Optional[int], progress: bool) -> List[List[int]]:
    specs = [(r.cards, r.weights, r.random) for r in ranges]
    prepare = [not r.random and (r.n == 1 or (r.n <= 4096 and r.n * 32 <= trials)) for r in ranges]
    nchunks = -(-trials // TRIALS_PER_CHUNK)
    # a fixed Omaha hand's river-row table, built once rather than once a chunk
    rows = [r.single and nhole > 2 and nchunks > 1 for r in ranges]
    job = _core.Job(specs, board, dead_mask, nhole, hilo, prepare, rows)

    def chunk(k: int, acc: Any) -> int:
        count = min(TRIALS_PER_CHUNK, trials - k * TRIALS_PER_CHUNK)
        if not job.sample(seed, k, count, MAX_REJECTS, acc):
            raise ValueError(f"{MAX_REJECTS:,} deals in a row shared a card: the players' ranges leave "
                             f"(almost) no possible deal")
        return count

    bar = runner.progress_bar(trials, progress, "trials")
    width = len(ranges) * NCOUNTERS
    totals = runner.sum64(runner.run_chunks(nchunks, width, chunk, threads, bar), width)
    return [totals[p * NCOUNTERS:(p + 1) * NCOUNTERS] for p in range(len(ranges))]


def equity_each(hand: CardsLike, opponents: Any, board: CardsLike = "", dead: CardsLike = "",
                game: Optional[str] = None, hilo: bool = False,
                threads: Optional[int] = None) -> EachResult:
    """One hand against each of many opponent hands, heads-up, exact.

    opponents: a numpy array of shape (n, hole cards), a list of hands, a
    Range, or range text. Opponent hands that share a card with the hand,
    the board or the dead cards are left out (``EachResult.index`` says
    which input rows remain). Needs numpy.
    """
    try:
        import numpy as np
    except ImportError:
        raise ImportError("equity_each returns numpy arrays: pip install 'omaha-eval[batch]'") from None
    _check_count("threads", threads)
    board_cards, dead_cards = parse_cards(board), parse_cards(dead)
    name, nhole, (hero, _) = normalize([hand, "*"], board_cards, dead_cards, game)
    if not hero.single:
        raise ValueError(f"hand {hand!r}: expected one hand, not a range")
    if hilo and name == "holdem":
        raise ValueError("hilo=True: Hold'em has no 8-or-better low; use an Omaha game")
    if len(board_cards) not in _board_sizes(name):
        sizes = ", ".join(map(str, _board_sizes(name)))
        raise ValueError(f"board {cards_text(board_cards)!r} has {len(board_cards)} cards: expected {sizes}")
    opp = _opponent_array(opponents, name, nhole)
    n = len(opp)
    known = _mask(board_cards) | _mask(dead_cards)
    if 52 - bin(known).count("1") - 2 * nhole < 5 - len(board_cards):
        raise ValueError("too few cards left to finish the board")
    flat = np.ascontiguousarray(opp.reshape(-1))
    opp_cards: Any = flat if n else bytes(range(nhole))
    job = _core.Job([(hero.cards, None, False), (opp_cards, None, False)],
                    board_cards, _mask(dead_cards), nhole, hilo, [True, False],
                    _row_tables([1, max(n, 1)], nhole, len(board_cards), n)[:1] + [False])
    width = _core.EACH_WIDTH
    out = np.zeros((n, width), dtype=np.uint64)
    size = TUPLES_PER_CHUNK[len(board_cards)] * 4
    flat_out: Any = out.reshape(-1)

    def chunk(k: int, acc: Any) -> int:
        first = k * size
        count = min(size, n - first)
        job.each(first, count, flat_out[first * width:(first + count) * width])
        return count

    if n:
        runner.run_chunks(-(-n // size), 0, chunk, threads)
    boards = out[:, 2 * NCOUNTERS]
    ok = boards > 0
    index = np.flatnonzero(ok)
    rows, nb = out[ok], boards[ok].astype(np.float64)
    hero_c, opp_c = rows[:, :NCOUNTERS], rows[:, NCOUNTERS:2 * NCOUNTERS]
    eq = hero_c[:, 0].astype(np.float64) / _core.POT_UNITS / nb
    if hilo:
        win = hero_c[:, 6] / nb
        lose = opp_c[:, 6] / nb
    else:
        win = hero_c[:, 2] / nb
        lose = opp_c[:, 2] / nb
    tie = 1.0 - win - lose
    return EachResult(hand=hero.label, board=cards_text(board_cards), game=name, hilo=bool(hilo),
                      opponents=opp[ok], index=index, equity=eq, win=win, tie=tie, lose=lose,
                      boards=boards[ok].astype(np.int64))


def _opponent_array(opponents: Any, game: str, nhole: int) -> Any:
    import numpy as np

    if isinstance(opponents, str):
        from ._equity.players import _parse_range_text
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
        bad = [i for i, row in enumerate(arr.tolist()) if len(set(row)) != nhole][:1]
        if bad:
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


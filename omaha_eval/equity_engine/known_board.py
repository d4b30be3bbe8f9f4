"""Equity on one known board (0 to 5 cards): the players normalised to
ranges, the job planned (the range-against-range sweep, exact tuples or Monte
Carlo) and run. The public ``omaha_eval.equity`` and the board-range job
(``board_range``, once a board) both call it, so neither goes back up through
the public function.
"""
from __future__ import annotations

import threading
from array import array
from typing import Any, List, Optional, Sequence, Tuple

from ..core import _core
from ..core.cards import card_mask, valid_cards_text, cards_text
from ..core.games import check_hilo, game_code
from . import plan, runner, versus
from ..core.seeds import new_seed
from .checks import NoDeal, board_sizes, no_deal
from .plan import (MAX_EXACT_SECONDS, MAX_REJECTS, MC_SECONDS_PER_TRIAL, PREPARE_LIMIT, SECONDS_PER_TUPLE, TRIALS_PER_CHUNK,
                   TUPLES_PER_CHUNK, row_tables)
from .players import PlayerRange, all_hands, normalize
from .results import NCOUNTERS, EquityResult, player_results


def known_board_equity(hands: Sequence[Any], board_cards: Sequence[int], dead_cards: Sequence[int], game: Optional[str],
                       hilo: bool, trials: Optional[int], seed: Optional[int], threads: Optional[int],
                       progress: bool) -> EquityResult:
    """omaha_eval.equity on a board of cards (already parsed and checked for
    count and seed): see its docstring."""
    name, nhole, ranges = normalize(hands, board_cards, dead_cards, game, bool(hilo))
    check_hilo(name, hilo)
    if trials is not None:  # whichever method is chosen below: trials=10**13 is refused, not swept
        runner.refuse_sampled(trials, MC_SECONDS_PER_TRIAL * len(ranges))
    if len(board_cards) not in board_sizes(name):
        sizes = ", ".join(map(str, board_sizes(name)))
        raise ValueError(f"board {cards_text(board_cards)!r} has {len(board_cards)} cards: expected {sizes}")
    known = card_mask(board_cards) | card_mask(dead_cards)
    left = 52 - len(board_cards) - len(dead_cards) - nhole * len(ranges)
    need = 5 - len(board_cards)
    if left < need:
        raise ValueError(f"{len(ranges)} players with {nhole} cards each, {len(board_cards)} board and "
                         f"{len(dead_cards)} dead cards leave {left} cards: too few to finish the board")
    # the method, estimate, limits and chunks: the C plan (plan.py), as the C API and JavaScript have it
    job_plan = plan.make([r.n for r in ranges], [r.random for r in ranges], nhole, len(board_cards),
                         len(dead_cards), hilo, trials)
    fixed = 0
    for r in ranges:
        if r.single:
            fixed |= r.mask()
    dead_mask = card_mask(dead_cards)
    if job_plan.method == "sweep":
        counters, n, method = versus.versus_counters(ranges, board_cards, dead_mask, known, nhole, hilo,
                                                     threads, progress, trials)
        seed = None
    elif job_plan.method == "tuples":
        counters, n, method = _exact(ranges, board_cards, dead_mask, known | fixed, nhole, hilo,
                                     _tuples(ranges, job_plan), job_plan.boards_per_tuple, threads, progress,
                                     trials, job_plan)
        seed = None
    else:
        assert trials is not None
        if seed is None:
            seed = new_seed()
        counters = _sample(ranges, board_cards, dead_mask, nhole, hilo, trials, seed, threads, progress)
        n = trials
        method = ""
    exact = job_plan.exact
    players = player_results([r.label for r in ranges], counters, n, exact, hilo, _core.POT_UNITS)
    if not exact:
        worst = max(p.std_error for p in players)
        method = f"Monte Carlo: {trials:,} trials, seed {seed}, standard error up to {worst:.4%}"
    return EquityResult(players, name, bool(hilo), valid_cards_text(board_cards), valid_cards_text(dead_cards), exact,
                        n, seed, method, tuple(tuple(c) for c in counters),
                        _beats(ranges, board_cards, nhole, name))




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


def _tuples(ranges: List[PlayerRange], job_plan: plan.Plan) -> int:
    """The combinations of hands, exactly (the plan's count saturates at
    2**64 - 1): 1 when every player holds one hand."""
    if all(r.single for r in ranges):
        return 1
    tuples = 1
    for size in job_plan.sizes:
        tuples *= size
    return tuples


def _exact(ranges: List[PlayerRange], board: Sequence[int], dead_mask: int, known: int, nhole: int,
           hilo: bool, tuples: int, boards_per_tuple: int, threads: Optional[int],
           progress: bool, trials: Optional[int] = None, job_plan: Optional[plan.Plan] = None) -> Any:
    """Exact tuples; known: the board, dead cards and single hands.
    job_plan: the job's plan (made here when a test calls without one)."""
    nboard = len(board)
    if job_plan is None:
        job_plan = plan.make([r.n for r in ranges], [r.random for r in ranges], nhole, nboard,
                             bin(dead_mask).count("1"), hilo, None)
    seconds = tuples * SECONDS_PER_TUPLE[nboard]  # for the words: the plan decides (its count saturates)
    if job_plan.refused == "exact too long" or (job_plan.method != "tuples" and seconds > MAX_EXACT_SECONDS):
        raise ValueError(f"exact equity over {tuples:,} combinations of hands would take about "
                         f"{seconds / 3600:,.0f} hours on one core: pass trials=N for Monte Carlo "
                         f"(--trials N on the command line)")
    runner.announce(seconds, f"equity over {tuples:,} combinations of hands", trials)
    specs: List[Tuple[Any, Any, bool]] = []
    for r in ranges:
        if r.random:
            cards = all_hands(nhole, known)
            specs.append((cards, None, False))
        else:
            specs.append((r.cards, r.weights, False))
    sizes = [len(s[0]) // nhole for s in specs]
    prepare = [n <= PREPARE_LIMIT for n in sizes]
    rows = None if tuples <= 1 else row_tables(sizes, nhole, nboard, tuples)
    job = _core.Job(specs, board, dead_mask, nhole, hilo, prepare, rows)
    width = len(ranges) * NCOUNTERS + 1
    if tuples == 1:  # one matchup: a single C call, no chunks
        acc = array("Q", bytes(16 * width))
        job.exact(0, 1, acc)
        high = acc[1::2]  # one matchup's counters fit 64 bits: the high words are 0
        totals = acc[0::2].tolist() if not any(high) else [lo + (hi << 64) for lo, hi in zip(acc[0::2], high)]
        if totals[-1] == 0:
            raise no_deal([r.label for r in ranges])
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
        raise no_deal([r.label for r in ranges])
    counters = [totals[p * NCOUNTERS:(p + 1) * NCOUNTERS] for p in range(len(ranges))]
    if product == 1:
        method = f"exact: all {boards:,} boards"
    else:
        method = f"exact: {compatible[0]:,} combinations of hands × {boards_per_tuple:,} boards each"
    return counters, boards, method


def sample_board_range(ranges: List[PlayerRange], boards: Any, weights: Any, dead: Sequence[int], nhole: int,
                       hilo: bool, trials: int, seed: int, threads: Optional[int]) -> List[List[int]]:
    """Monte Carlo over a board range in one job: every trial draws a board
    of `boards` (a (n, cards) uint8 array) by its weight (uint32 or None),
    then the players' hands; a deal whose cards meet is drawn again whole,
    so the trials follow the definition's weights exactly."""
    return _sample(ranges, [], card_mask(dead), nhole, hilo, trials, seed, threads, False,
                   board_list=(boards, weights))


def _sample(ranges: List[PlayerRange], board: Sequence[int], dead_mask: int, nhole: int, hilo: bool,
            trials: int, seed: int, threads: Optional[int], progress: bool,
            board_list: Optional[Tuple[Any, Any]] = None) -> List[List[int]]:
    """Monte Carlo counters; board_list: (boards, weights) to draw the known
    board from every trial (see sample_board_range)."""
    runner.check_sampled(trials, MC_SECONDS_PER_TRIAL * len(ranges))  # before any work: trials=10**13 is days
    job_plan = plan.make([r.n for r in ranges], [r.random for r in ranges], nhole, len(board),
                         bin(dead_mask).count("1"), hilo, trials, board_list=board_list is not None)
    specs = [(r.cards, r.weights, r.random) for r in ranges]
    boards, board_weights = board_list if board_list is not None else (None, None)
    # on a known flop or turn, each rank class's place in each row to come
    # (every hand scored by one load); else a fixed Omaha hand's river-place
    # table, built once rather than once a chunk: as the plan says
    job = _core.Job(specs, board, dead_mask, nhole, hilo, job_plan.prepare, places=job_plan.places,
                    board_list=boards, board_weights=board_weights, classes=job_plan.classes)

    def chunk(k: int, acc: Any) -> int:
        got = job.sample_chunk(trials, seed, k, acc)  # stream k of the seed
        if not got:
            raise NoDeal(f"{MAX_REJECTS:,} deals in a row shared a card: the players' ranges leave "
                             f"(almost) no possible deal")
        return min(TRIALS_PER_CHUNK, trials - k * TRIALS_PER_CHUNK)

    bar = runner.progress_bar(trials, progress, "trials")
    width = len(ranges) * NCOUNTERS
    totals = runner.sum64(runner.run_chunks(job_plan.nchunks, width, chunk, threads, bar), width)
    return [totals[p * NCOUNTERS:(p + 1) * NCOUNTERS] for p in range(len(ranges))]

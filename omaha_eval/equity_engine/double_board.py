"""Double-board equity (docs/RULES.md §8): two boards from one deck, each
worth half the pot, each half paid by that board alone (Hi-Lo: high and low
per board). ``oe.equity(hands, boards=[board1, board2])`` lands here.

Exact when each board misses at most two cards (both boards on the flop or
later). The two runouts share the deck, so the joint deals number about
C(m, 2) * C(m - 2, 2); they are never walked one by one:

- a board's expected share, high and low depend on that board's runout
  alone, and every runout of one board leaves the same number of runouts
  for the other, so each is the plain average over that board's runouts;
- what needs both boards at once (scooping both, a tie on either) is a sum
  of f(r1) * g(r2) over disjoint runout pairs, which inclusion-exclusion
  turns into sums over single runouts: for each r1, the total of g less
  the runouts of board 2 that hold one of r1's cards, plus those that hold
  both (counted twice). So the work is two single-board enumerations.

The per-runout scoring is in C (``_core.double_exact``, src/oe_double.c)
for single hands; ranges are enumerated hand tuple by hand tuple (when few)
or sampled, and everything else (preflop, or a board missing three cards or
more) is Monte Carlo.
"""
from __future__ import annotations

import math
import random
from array import array
from functools import partial
from itertools import combinations
from operator import itemgetter
from typing import Any, Dict, List, Optional, Sequence, Tuple

from ..core import _core
from ..core.cards import card_mask, Card, CardsLike, cards_text, parse_cards
from ..core.games import check_hilo, game_code
from ..core.pool import check_executor, map_in_order
from .checks import board_sizes, check_count, check_seed, comb
from ..core.seeds import new_seed
from .players import PlayerRange, normalize
from . import plan as job_plan
from .results import EquityResult, PlayerEquity, result_table
from .runner import check_sampled

# The job's plan is the C core's (oe_plan_double_make, read by plan.py):
# exact or Monte Carlo, the estimate and limit, the chunks. src/oe_plan.h
# says why a double board is planned apart from a single board's job.
MAX_REJECTS = job_plan.DOUBLE_MAX_REJECTS
# per-board counters of one player: share, high (won or shared), low, scoop, tie
SHARE, HIGH, LOW, SCOOP, TIE = range(5)


class DoubleBoardPlayer(PlayerEquity):
    """One player's double-board result: PlayerEquity's fields over the
    whole pot (``equity``: expected share of the pot; ``win`` = ``scoop``:
    takes both boards' every half alone; ``tie``: shares a high or a low on
    either board; ``high`` / ``low``: per board, won or shared, averaged
    over the two boards), and per board (a tuple of two):
    ``board_equity`` (expected share of that board's half), ``board_high``,
    ``board_low`` (won or shared) and ``board_scoop`` (that board's half
    alone)."""

    __slots__ = ()
    _fields = PlayerEquity._fields + ("board_equity", "board_high", "board_low", "board_scoop")  # type: ignore[assignment]
    board_equity: Tuple[float, float] = property(itemgetter(8))  # type: ignore[assignment]
    board_high: Tuple[float, float] = property(itemgetter(9))  # type: ignore[assignment]
    board_low: Tuple[float, float] = property(itemgetter(10))  # type: ignore[assignment]
    board_scoop: Tuple[float, float] = property(itemgetter(11))  # type: ignore[assignment]

    def __new__(cls, hand: str, equity: float, win: float, tie: float, high: float, low: float,
                scoop: float, std_error: float, board_equity: Tuple[float, float] = (0.0, 0.0),
                board_high: Tuple[float, float] = (0.0, 0.0), board_low: Tuple[float, float] = (0.0, 0.0),
                board_scoop: Tuple[float, float] = (0.0, 0.0)) -> "DoubleBoardPlayer":
        return tuple.__new__(cls, (hand, equity, win, tie, high, low, scoop, std_error, board_equity,
                                   board_high, board_low, board_scoop))


class DoubleBoardResult(EquityResult):
    """``oe.equity(..., boards=...)``: an EquityResult whose ``players`` are
    DoubleBoardPlayer and whose ``board`` reads "board 1 / board 2";
    ``double_boards`` gives the two boards; ``boards`` counts the deals
    (joint runouts of both boards, weighted) or the trials; ``counters`` is
    empty."""

    __slots__ = ()
    _fields = EquityResult._fields + ("double_boards",)  # type: ignore[assignment]
    players: List[DoubleBoardPlayer] = property(itemgetter(0))  # type: ignore[assignment]
    double_boards: Tuple[str, str] = property(itemgetter(11))  # type: ignore[assignment]

    def __new__(cls, players: List[DoubleBoardPlayer], game: str, hilo: bool, board: str,
                dead: str, exact: bool, boards: int, seed: Optional[int], method: str,
                double_boards: Tuple[str, str]) -> "DoubleBoardResult":
        return tuple.__new__(cls, (players, game, hilo, board, dead, exact, boards, seed, method, (),
                                   (None,) * len(players), double_boards))

    def __str__(self) -> str:
        cols = ["hand", "equity", "board 1", "board 2", "scoop both"]
        rows = [[p.hand, f"{p.equity:.4%}", f"{p.board_equity[0]:.2%}", f"{p.board_equity[1]:.2%}",
                 f"{p.scoop:.2%}"] for p in self.players]
        if self.hilo:
            cols += ["high 1", "low 1", "high 2", "low 2"]
            for r, p in zip(rows, self.players):
                r += [f"{p.board_high[0]:.2%}", f"{p.board_low[0]:.2%}", f"{p.board_high[1]:.2%}",
                      f"{p.board_low[1]:.2%}"]
        return result_table(cols, rows, self.players, self.exact, self.method)


def check_double_boards(boards: Any) -> Tuple[List[Card], List[Card]]:
    """The two boards of ``boards=``: 2 (two empty boards) or two boards,
    each in dealing order, as many cards on each, no card on both."""
    if isinstance(boards, int) and not isinstance(boards, bool):
        if boards != 2:
            raise ValueError(f"boards={boards}: expected 2 (a double board) or the two boards' cards")
        return [], []
    if isinstance(boards, (str, bytes)) or not hasattr(boards, "__len__") or len(boards) != 2:
        raise ValueError(f"boards={boards!r}: expected two boards (board 1, board 2), or 2")
    first, second = parse_cards(boards[0]), parse_cards(boards[1])
    if len(first) != len(second):
        raise ValueError(f"boards {cards_text(first)!r} and {cards_text(second)!r}: a double board deals both "
                         f"boards street by street, so both need as many cards ({len(first)} and {len(second)})")
    both = set(first) & set(second)
    if both or len(set(first)) != len(first) or len(set(second)) != len(second):
        card = min(both) if both else next(c for b in (first, second) for c in b if b.count(c) > 1)
        raise ValueError(f"duplicate card {cards_text([card])} in the boards {cards_text(first)!r} / "
                         f"{cards_text(second)!r}: two boards come from one deck")
    return first, second


def double_board_equity(hands: Sequence[Any], boards: Any, board: CardsLike = "", dead: CardsLike = "",
                        game: Optional[str] = None, hilo: bool = False, trials: Optional[int] = None,
                        seed: Optional[int] = None, threads: Optional[int] = None,
                        executor: Any = None) -> DoubleBoardResult:
    """Equity on a double board; the arguments as ``oe.equity``'s, with the
    two boards in ``boards`` (``board`` must stay empty). The work comes in
    chunks fixed by the job's plan, the C core's (exact: one hand tuple
    each; Monte Carlo: the plan's deals a chunk, chunk k from its own random
    stream of the seed), run on ``threads`` or ``executor`` and added up in chunk order,
    so neither changes the answer. The Monte Carlo deal loop is Python: it
    runs faster only on a process pool (executor=)."""
    check_count("trials", trials)
    check_count("threads", threads)
    check_seed(seed)
    check_executor(executor)
    if parse_cards(board):
        raise ValueError(f"board={board!r} with boards=: a double board's cards all go in "
                         "boards=(board 1, board 2)")
    first, second = check_double_boards(boards)
    dead_cards = parse_cards(dead)
    name, nhole, ranges = normalize(hands, first + second, dead_cards, game)
    check_hilo(name, hilo)
    if len(first) not in board_sizes(name):
        sizes = ", ".join(map(str, board_sizes(name)))
        raise ValueError(f"boards of {len(first)} cards: expected {sizes} on each")
    left = 52 - 2 * len(first) - len(dead_cards) - nhole * len(ranges)
    need = 10 - 2 * len(first)
    if left < need:
        raise ValueError(f"{len(ranges)} players with {nhole} cards each, two boards of {len(first)} and "
                         f"{len(dead_cards)} dead cards leave {left} cards: too few to finish both boards")
    job = _Job(name, nhole, hilo, ranges, first, second, dead_cards)
    plan = job_plan.make_double(len(ranges), nhole, len(first), len(dead_cards), job.tuple_count(), trials)
    if plan.exact:
        players, deals = job.exact(threads, executor)
        method = f"exact: {deals:,} deals of both boards, by runouts of each board"
    else:
        count = plan.units
        check_sampled(count, job_plan.DOUBLE_SECONDS_PER_DEAL * len(ranges))  # the plan's estimate, worded
        if seed is None:
            seed = new_seed()
        players = job.monte_carlo(plan, seed, threads, executor)
        deals = count
        method = f"Monte Carlo: {count:,} deals of both boards"
    texts = (cards_text(first), cards_text(second))
    return DoubleBoardResult(players, name, hilo, " / ".join(texts), cards_text(dead_cards), plan.exact, deals,
                             seed, method, texts)


class _Job:
    """One double-board equity job: the players' ranges and the known cards."""

    def __init__(self, name: str, nhole: int, hilo: bool, ranges: List[PlayerRange], first: List[Card],
                 second: List[Card], dead: List[Card]) -> None:
        self.name, self.nhole, self.hilo, self.ranges = name, nhole, hilo, ranges
        self.first, self.second = first, second
        self.code = game_code(name)
        self.known = card_mask(first) | card_mask(second) | card_mask(dead)
        self.labels = [r.label for r in ranges]
        # each range's hands as (cards, mask, weight)
        self.options: List[List[Tuple[Tuple[int, ...], int, int]]] = []
        for r in ranges:
            if r.random:
                self.options.append([])
                continue
            cards = [int(c) for c in r.cards]
            weights = [1] * r.n if r.weights is None else [int(w) for w in r.weights]
            found = []
            for j in range(r.n):
                hole = tuple(cards[j * nhole:(j + 1) * nhole])
                if not card_mask(hole) & self.known:
                    found.append((hole, card_mask(hole), weights[j]))
            self.options.append(found)

    def tuple_count(self) -> int:
        if any(r.random for r in self.ranges):
            return 1 << 62
        count = 1
        for found in self.options:
            count *= len(found)
        return count

    # -- exact -------------------------------------------------------------------------------

    def _tuples(self) -> List[Tuple[List[Tuple[int, ...]], int]]:
        out: List[Tuple[List[Tuple[int, ...]], int]] = []

        def walk(p: int, used: int, holes: List[Tuple[int, ...]], weight: int) -> None:
            if p == len(self.options):
                out.append((list(holes), weight))
                return
            for hole, m, w in self.options[p]:
                if not m & used:
                    holes.append(hole)
                    walk(p + 1, used | m, holes, weight * w)
                    holes.pop()
        walk(0, 0, [], 1)
        if not out:
            raise ValueError("no deal is possible: every combination of the players' hands shares a card")
        return out

    def exact(self, threads: Optional[int] = None, executor: Any = None) -> Tuple[List[DoubleBoardPlayer], int]:
        n = len(self.ranges)
        sums = [[0.0] * 12 for _ in range(n)]  # 5 per board, then scoop both, tie on both
        total_weight = 0
        deals = 0
        tuples = self._tuples()
        count = partial(_exact_counts_of, list(self.first), list(self.second), self.known, self.code, self.hilo)
        counted = map_in_order(count, [holes for holes, _ in tuples], threads, executor)
        for (holes, weight), (values, deals_here) in zip(tuples, counted):  # summed in tuple order
            for p in range(n):
                for i, v in enumerate(values[p]):
                    sums[p][i] += weight * v
            total_weight += weight
            deals += weight * deals_here
        players = [self._player(p, [v / total_weight for v in sums[p]], 0.0) for p in range(n)]
        return players, deals

    def _player(self, p: int, v: List[float], std_error: float) -> DoubleBoardPlayer:
        """From the averages: board 1's five, board 2's five, scoop both, tie on both."""
        one, two = v[0:5], v[5:10]
        equity = (one[SHARE] + two[SHARE]) / 2
        tie = one[TIE] + two[TIE] - v[11]
        return DoubleBoardPlayer(self.labels[p], equity, v[10], tie, (one[HIGH] + two[HIGH]) / 2,
                                 (one[LOW] + two[LOW]) / 2, v[10], std_error, (one[SHARE], two[SHARE]),
                                 (one[HIGH], two[HIGH]), (one[LOW], two[LOW]), (one[SCOOP], two[SCOOP]))

    # -- Monte Carlo -------------------------------------------------------------------------

    def _sample_holes(self, rng: random.Random) -> Tuple[List[Tuple[int, ...]], int]:
        """A hand per player, the whole tuple drawn at once and redrawn on
        a shared card (so tuples come in proportion to their weights)."""
        free = [c for c in range(52) if not self.known >> c & 1]
        cums = [_cumulative(found) for found in self.options]
        for _ in range(MAX_REJECTS):
            holes: List[Tuple[int, ...]] = []
            used = self.known
            ok = True
            for r, found, cum in zip(self.ranges, self.options, cums):
                if r.random:
                    hole = tuple(rng.sample(free, self.nhole))
                    m = card_mask(hole)
                else:
                    if not found:
                        raise ValueError(f"player {r.label}: no hand of the range is left with these cards")
                    hole, m, _ = rng.choices(found, cum_weights=cum)[0]
                if m & used:
                    ok = False
                    break
                used |= m
                holes.append(hole)
            if ok:
                return holes, used
        raise ValueError(f"no deal found in {MAX_REJECTS:,} tries: the players' hands nearly always share a card")

    def monte_carlo(self, plan: job_plan.DoubleBoardPlan, seed: int, threads: Optional[int] = None,
                    executor: Any = None) -> List[DoubleBoardPlayer]:
        """The plan's chunks: chunk k of per_chunk deals draws from stream
        k of the seed (chunk 0 from random.Random(seed) itself); the
        chunks' sums are added in order."""
        n = len(self.ranges)
        trials = plan.units
        sums = [[0.0] * 12 for _ in range(n)]
        share_sq = [0.0] * n
        chunks = plan.chunks()
        for part_sums, part_sq in map_in_order(partial(_sampled_chunk, self, seed), chunks, threads, executor):
            for p in range(n):
                share_sq[p] += part_sq[p]
                for i in range(12):
                    sums[p][i] += part_sums[p][i]
        players = []
        for p in range(n):
            mean = [v / trials for v in sums[p]]
            equity = (mean[SHARE] + mean[5 + SHARE]) / 2
            var = max(0.0, share_sq[p] / trials - equity * equity)
            players.append(self._player(p, mean, math.sqrt(var / trials)))
        return players

    def sampled_sums(self, trials: int, rng: random.Random) -> Tuple[List[List[float]], List[float]]:
        """One chunk's sums over ``trials`` deals drawn from ``rng``."""
        n = len(self.ranges)
        sums = [[0.0] * 12 for _ in range(n)]
        share_sq = [0.0] * n
        k1, k2 = 5 - len(self.first), 5 - len(self.second)
        fixed = all(r.single for r in self.ranges)
        holes, used = self._sample_holes(rng)
        deck = [c for c in range(52) if not used >> c & 1]
        for _ in range(trials):
            if not fixed:
                holes, used = self._sample_holes(rng)
                deck = [c for c in range(52) if not used >> c & 1]
            drawn = rng.sample(deck, k1 + k2)
            one = score(holes, self.first + drawn[:k1], self.code, self.hilo)
            two = score(holes, self.second + drawn[k1:], self.code, self.hilo)
            for p in range(n):
                a, b = one[p], two[p]
                row = sums[p]
                for i in range(5):
                    row[i] += a[i]
                    row[5 + i] += b[i]
                row[10] += a[SCOOP] * b[SCOOP]
                row[11] += a[TIE] * b[TIE]
                equity = (a[SHARE] + b[SHARE]) / 2
                share_sq[p] += equity * equity
        return sums, share_sq


def _sampled_chunk(job: _Job, seed: int, chunk: Tuple[int, int]) -> Tuple[List[List[float]], List[float]]:
    """Chunk k of a Monte Carlo job: module level, so process pools can pickle it."""
    k, trials = chunk
    return job.sampled_sums(trials, random.Random(seed if k == 0 else f"{seed}/{k}"))


def _exact_counts_of(first: Sequence[int], second: Sequence[int], known: int, code: int, hilo: bool,
                     holes: List[Tuple[int, ...]]) -> Tuple[List[List[float]], int]:
    """One hand tuple's exact counts (a chunk of the exact job)."""
    return exact_counts(holes, first, second, known, code, hilo)


def _cumulative(found: List[Tuple[Tuple[int, ...], int, int]]) -> List[int]:
    out, total = [], 0
    for _, _, w in found:
        total += w
        out.append(total)
    return out


def score(holes: Sequence[Sequence[int]], board: Sequence[int], code: int, hilo: bool) -> List[Tuple[float, ...]]:
    """Each player's (share, high, low, scoop, tie) of one complete board's
    half: high / low 1 when won or shared; ties split evenly."""
    n = len(holes)
    if hilo:
        values = [_core.eval_hilo(h, board, code) for h in holes]
        highs = [v[0] for v in values]
        lows = [v[1] for v in values]
    else:
        highs = [_core.eval_high(h, board, code) for h in holes]
        lows = [0] * n
    best = min(highs)
    high_winners = [p for p in range(n) if highs[p] == best]
    qualified = [v for v in lows if v]
    low_winners = [p for p in range(n) if qualified and lows[p] == min(qualified)]
    high_part = 0.5 if low_winners else 1.0
    out: List[Tuple[float, ...]] = []
    for p in range(n):
        share = 0.0
        high = p in high_winners
        low = p in low_winners
        if high:
            share += high_part / len(high_winners)
        if low:
            share += 0.5 / len(low_winners)
        scoop = high and len(high_winners) == 1 and (not low_winners or (low and len(low_winners) == 1))
        tie = (high and len(high_winners) > 1) or (low and len(low_winners) > 1)
        out.append((share, float(high), float(low), float(scoop), float(tie)))
    return out


def exact_counts(holes: List[Tuple[int, ...]], first: Sequence[int], second: Sequence[int], known: int, code: int,
                 hilo: bool) -> Tuple[List[List[float]], int]:
    """Averages over every deal of both boards, for fixed hands: per
    player board 1's five, board 2's five, P(scoop both), P(tie on both);
    and the number of deals. In C (src/oe_double.c) when it is built."""
    fast = getattr(_core, "double_exact", None)
    if fast is not None:
        flat = array("B", [c for h in holes for c in h])
        out = array("d", bytes(8 * 12 * len(holes)))
        deals = fast(flat, len(holes), len(holes[0]), code, hilo, first, second, known, out)
        return [list(out[12 * p:12 * p + 12]) for p in range(len(holes))], deals
    return exact_counts_python(holes, first, second, known, code, hilo)


def exact_counts_python(holes: List[Tuple[int, ...]], first: Sequence[int], second: Sequence[int], known: int,
                        code: int, hilo: bool) -> Tuple[List[List[float]], int]:
    """exact_counts in Python: the same method, the reference for the C."""
    used = known | card_mask([c for h in holes for c in h])
    deck = [c for c in range(52) if not used >> c & 1]
    k1, k2 = 5 - len(first), 5 - len(second)
    runs1 = list(combinations(deck, k1))
    runs2 = list(combinations(deck, k2))
    table1 = [score(holes, list(first) + list(r), code, hilo) for r in runs1]
    table2 = [score(holes, list(second) + list(r), code, hilo) for r in runs2]
    n = len(holes)
    after = comb(len(deck) - k1, k2)  # board 2's runouts left by each of board 1's
    deals = len(runs1) * after
    result = []
    for p in range(n):
        row = [sum(t[p][i] for t in table1) / len(runs1) for i in range(5)]
        row += [sum(t[p][i] for t in table2) / len(runs2) for i in range(5)]
        for i in (SCOOP, TIE):
            row.append(_joint([t[p][i] for t in table1], runs1, [t[p][i] for t in table2], runs2) / deals)
        result.append(row)
    return result, deals


def _joint(f: List[float], runs1: List[Tuple[int, ...]], g: List[float], runs2: List[Tuple[int, ...]]) -> float:
    """The sum of f(r1) * g(r2) over runout pairs with no card in common,
    by inclusion-exclusion on the cards of r1 (each runout has at most two
    cards, so single cards and pairs are all the overlaps there are)."""
    total = sum(g)
    by_card: Dict[int, float] = {}
    by_pair: Dict[Tuple[int, ...], float] = {}
    for run, value in zip(runs2, g):
        if value:
            for c in run:
                by_card[c] = by_card.get(c, 0.0) + value
            if len(run) == 2:
                by_pair[run] = by_pair.get(run, 0.0) + value
    out = 0.0
    for run, value in zip(runs1, f):
        if value:
            overlap = sum(by_card.get(c, 0.0) for c in run)
            if len(run) == 2:
                overlap -= by_pair.get(run, 0.0)
            out += value * (total - overlap)
    return out

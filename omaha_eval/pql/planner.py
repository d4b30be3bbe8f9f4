"""Running PQL statements: read the from clause, plan each statement
(the equity engine, exact enumeration of the deals, or Monte Carlo), and
aggregate the compiled selectors over the deals that pass `where`."""
from __future__ import annotations

import math
import sys
import threading
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Set, Tuple

import numpy as np

from ..equity_engine import (MAX_SAMPLED_SECONDS, MC_SECONDS_PER_TRIAL, default_threads, duration, progress_bar,
                             refuse_sampled)
from ..core.pool import check_executor, map_in_order
from ..core.seeds import new_seed
from ..core.cards import card_mask, cards_text
from ..core.games import GAME_NAMES, game_and_hilo
from .compile import Env, compile_expr, conjuncts, reads
from .context import Context
from .deals import Deals, Source, count_upper, enumerate_deals, fixed_board, sample_deals, segments
from .aggregates import Accumulators, selector_name
from .results import Plan as Plan, StatementResult as StatementResult, Value as Value
from .syntax import Call, Name, Selector, Statement, parse, position, unparse_expr

AGGREGATES = ("avg", "count", "max", "min", "histogram")
EXACT_LIMIT = 3_000_000  # deals enumerated at most (memory: about 60 bytes a deal)
DEFAULT_TRIALS = 100_000
CHUNK = 500_000  # deals evaluated at once
MAX_CHOSEN_EXACT = 20_000_000  # deals an enumeration chosen for trials=N holds at most (memory)
ENGINE_EXACT_DEALS = 10 ** 9  # without trials=, the equity engine runs exact up to this many deals
# game names: omaha_eval.core.games.game_and_hilo reads every one (PQL's among
# them); short deck, which omaha-eval does not play, is refused by name
SHORT_DECK = {"shortdeck", "short-deck", "6plus", "sixplus", "shortdeckholdem", "6+"}
SEQUENCE_KEYS = ("game", "board", "dead")
_EQUITY_CALLS = {"equity", "hvhequity", "riverequity", "fractionalriverequity"}


@dataclass
class Setup:
    game: str
    hilo: bool
    board_text: str
    board_cards: List[int]
    board_is_range: bool
    dead: List[int]
    players: List[str]
    ranges: List[Any]


def _error(st: Statement, pos: int, message: str) -> ValueError:
    return ValueError(f"PQL error at {position(st.text, pos)}\n{message}")


def read_from(st: Statement) -> Setup:
    from ..core.cards import parse_cards
    from ..equity_engine import is_range_text
    from ..equity_engine import board_sizes
    from ..ranges.range import Range
    seen: Dict[str, int] = {}
    values = {"game": "holdem", "board": "", "dead": ""}  # Open PQL's default game
    positions = {"game": 0, "board": 0, "dead": 0}
    players: List[Tuple[str, str, int]] = []
    for b in st.bindings:
        if b.key in seen:
            raise _error(st, b.pos, f"{b.key!r} is bound twice in the from clause")
        seen[b.key] = b.pos
        if b.key in SEQUENCE_KEYS:
            values[b.key] = b.value
            positions[b.key] = b.value_pos
        elif b.key in AGGREGATES or b.key in ("preflop", "flop", "turn", "river"):
            raise _error(st, b.pos, f"{b.key!r} cannot name a player: it is a PQL word")
        else:
            players.append((b.key, b.value, b.value_pos))
    gname = values["game"].strip().lower().replace("_", "").replace(" ", "")
    if gname in SHORT_DECK or "short" in gname:
        raise _error(st, positions["game"], f"game {values['game']!r}: short deck is not played by omaha-eval "
                                            f"(expected one of {', '.join(GAME_NAMES)} or a PQL name such as "
                                            "omahahi or omaha8)")
    try:  # the package's one vocabulary of game names (omaha_eval.core.games), PQL's among them
        game, hilo = game_and_hilo(gname)
    except ValueError as err:
        raise _error(st, positions["game"], str(err)) from None
    if len(players) > 10:
        raise _error(st, players[10][2], f"{len(players)} players: at most 10")
    try:
        dead = [int(c) for c in parse_cards(values["dead"])]
    except ValueError as err:
        raise _error(st, positions["dead"], f"dead={values['dead']!r}: {err}") from None
    board_text = values["board"].strip()
    is_range = bool(board_text) and is_range_text(board_text)
    board_cards: List[int] = []
    if not is_range:
        try:
            board_cards = [int(c) for c in parse_cards(board_text)]
        except ValueError as err:
            raise _error(st, positions["board"], f"board={board_text!r}: {err}") from None
        sizes = board_sizes(game)  # Courchevel shows one card before the flop
        if len(board_cards) not in sizes:
            raise _error(st, positions["board"], f"board={board_text!r} has {len(board_cards)} cards: "
                                                 f"expected {', '.join(map(str, sizes[:-1]))} or {sizes[-1]} "
                                                 "or a board range")
        placed: Set[int] = set()
        for c in board_cards + dead:
            if c in placed:
                raise _error(st, positions["board"], f"card {cards_text([c])} is both on the board "
                                                     f"{board_text!r} and in dead {values['dead']!r} (or twice in one)")
            placed.add(c)
    known = board_cards + dead  # card numbers: the ranges take them as they are
    ranges = []
    for name, text, pos in players:
        try:
            r = Range(text, game, hilo=hilo)
        except ValueError as err:
            raise _error(st, pos, f"player {name}: {err}") from None
        r = r.without(known) if known else r
        if not r:
            raise _error(st, pos, f"player {name}'s range {text!r} is empty once the board and dead cards "
                                  f"{cards_text(known) or '(none)'} are removed")
        ranges.append(r)
    _remove_fixed_hands(st, players, ranges)
    return Setup(game, hilo, board_text, board_cards, is_range, dead, [p[0] for p in players], ranges)


def _remove_fixed_hands(st: Statement, players: List[Tuple[str, str, int]], ranges: List[Any]) -> None:
    """A player holding one known hand takes its cards out of the others'
    ranges (so that a range left empty is named, not met deep in an engine)."""
    for i, r in enumerate(ranges):
        if len(r) != 1:
            continue
        cards = r.hands[0].tolist()
        for j, other in enumerate(ranges):
            if j != i:
                ranges[j] = other.without(cards)
                if not ranges[j]:
                    name, text, pos = players[j]
                    raise _error(st, pos, f"player {name}'s range {text!r} is empty once player "
                                          f"{players[i][0]}'s hand {cards_text(cards)} is removed")


def _sources(s: Setup) -> Tuple[List[Source], Source]:
    players = [Source(n, np.ascontiguousarray(r.hands), r.weights) for n, r in zip(s.players, s.ranges)]
    if s.board_is_range:
        from .deals import board_rows
        for n in (3, 4, 5):
            try:
                src = board_rows(s.board_text, n, s.dead)
                break
            except ValueError:
                if n == 5:
                    raise
        assert src is not None
        if not len(src.rows):
            raise ValueError(f"board range {s.board_text!r} has no board without the dead cards")
        return players, src
    return players, fixed_board(s.board_cards)


def _engine_path(st: Statement, s: Setup) -> bool:
    """Every selector avg(equity(p)) with no where and one known board:
    the equity engine's exact sweep (or its sampler) answers it at once."""
    if s.board_is_range or len(s.players) < 2:
        return False
    for sel in st.selectors:
        e = sel.expr
        if sel.aggregate != "avg" or not isinstance(e, Call) or e.name not in _EQUITY_CALLS:
            return False
        if len(e.args) == 2 and not (isinstance(e.args[1], Name) and e.args[1].name == "river"):
            return False
        if not e.args or not isinstance(e.args[0], Name) or e.args[0].name not in s.players:
            return False
    return True


def run_statement(st: Statement, trials: Optional[int] = None, seed: Optional[int] = None,
                  exact: Optional[bool] = None, threads: Optional[int] = None, executor: Any = None,
                  progress: bool = False) -> StatementResult:
    s = read_from(st)
    env = Env(st.text, s.players, s.hilo)
    compiled = []
    selectors = []
    for sel in st.selectors:
        kind, f = compile_expr(sel.expr, env)
        if not sel.aggregate:  # a bare expression: its mean, its frequency, or its histogram
            agg = "count" if kind == "bool" else "avg" if kind in ("num", "rating", "lorating") else "histogram"
            sel = Selector(agg, sel.expr, sel.alias, sel.pos, sel.source)
        selectors.append(sel)
        if sel.aggregate == "count" and kind != "bool":
            raise _error(st, sel.pos, f"count(...) needs a true/false expression, got {kind}")
        if sel.aggregate == "avg" and kind == "bool":  # as Open PQL: how often is count's question
            raise _error(st, sel.pos, "avg(...) needs a number, got a true/false expression: count(...) gives "
                                      "how often it holds")
        if sel.aggregate == "avg" and kind not in ("num", "rating", "lorating", "rank", "handtype", "flopcat"):
            raise _error(st, sel.pos, f"avg(...) needs a number, got {kind}")
        if kind in ("rankset", "text"):
            raise _error(st, sel.pos, f"{sel.aggregate}(...) cannot aggregate a {kind}")
        compiled.append((sel, kind, f))
    _check_names(st, selectors)
    where = None
    if st.where is not None:
        wkind, where = compile_expr(st.where, env)
        if wkind != "bool":
            raise _error(st, getattr(st.where, "pos", 0), f"where needs a true/false expression, got {wkind}")
    _drop_unread_random(st, s, env)
    players, board = _sources(s)
    rest = _push_down(st, s, env, players)
    where = None
    for part in rest:
        _, f = compile_expr(part, env)
        where = f if where is None else (lambda a, b: lambda c: np.logical_and(a(c), b(c)))(where, f)
    st = Statement(tuple(selectors), st.bindings, st.where, st.text)
    if exact is not False and not rest and _engine_path(st, s):
        return _by_engine(st, s, players, trials, seed, exact, threads)
    known = board.rows.shape[1]
    depth = max(known, env.depth)
    segs = segments(known, sorted(env.cuts), depth)
    live = 52 - known - len(s.dead) - sum(p.rows.shape[1] for p in players)
    upper = count_upper(players + [board], live, segs)
    n = DEFAULT_TRIALS if trials is None else trials
    cost = Cost(env, s, players, board, live)
    go_exact = exact if exact is not None else cost.prefer_exact(upper, trials)
    if go_exact and upper > 20 * EXACT_LIMIT:
        raise ValueError(f"exact=True: about {upper:,} deals to enumerate, more than "
                         f"{20 * EXACT_LIMIT:,}: let it sample (exact=None) or narrow the ranges")
    seconds = cost.seconds(upper if go_exact else n, go_exact)
    if not go_exact and seconds > MAX_SAMPLED_SECONDS:  # refused before any work, with the one estimate
        raise ValueError(f"trials={n:,}: Monte Carlo would take about {duration(seconds)} on one core, past the "
                         f"limit of {MAX_SAMPLED_SECONDS / 3600:.0f} hours; ask for fewer trials (--trials N)")
    show = progress or (seconds > ANNOUNCE_SECONDS and sys.stderr.isatty())
    _announce(seconds, f"exact enumeration of up to {upper:,} deals" if go_exact else f"Monte Carlo over {n:,} deals",
              go_exact)
    ready = (compiled, where)
    if go_exact:
        return _enumerate(st, s, players, board, segs, rest, ready, show, threads, executor, env)
    return _sample(st, s, players, board, depth, rest, ready, n, seed, show, threads, executor, env)


# An estimate longer than this is printed before the work starts (and a
# progress bar shown where standard error is a terminal).
ANNOUNCE_SECONDS = 3.0
# Seconds per deal dealt and aggregated, whatever the functions.
COST_PER_DEAL = 1.5e-7
# trials=N: an exact enumeration estimated at most this many times N
# sampled deals' time (or under QUICK_SECONDS) is run instead of sampling.
EXACT_OVER_SAMPLED = 2.0
QUICK_SECONDS = 0.1


def _announce(seconds: float, how: str, exact: bool) -> None:
    """A line on standard error before a statement estimated to take more
    than ANNOUNCE_SECONDS: what it will do and about how long."""
    if seconds > ANNOUNCE_SECONDS:
        hint = " (pass trials=N, or --trials N, for a quicker sampled answer)" if exact else \
            " (pass fewer trials for a quicker answer)"
        print(f"omaha-eval pql: {how}: about {seconds:,.0f} s on one core{hint}", file=sys.stderr, flush=True)


class Cost:
    """A statement's rough one-core time, from its functions' costs per
    deal (functions.Fn.cost): functions computed once per distinct hand and
    board cost that per distinct pair, at most the player's range times the
    boards up to the street."""

    def __init__(self, env: Env, s: Setup, players: List[Source], board: Source, live: int) -> None:
        self.per_deal = COST_PER_DEAL
        self.distinct: List[Tuple[float, int]] = []  # (cost, most distinct pairs)
        for cost, player, cards in env.costs:
            if player is None:
                self.per_deal += cost
                continue
            hands = len(players[s.players.index(player)].rows) if player in s.players else 1
            more = max(0, cards - board.rows.shape[1])
            self.distinct.append((cost, hands * len(board.rows) * math.comb(max(live, 0), more)))

    def seconds(self, deals: int, exact: bool) -> float:
        return deals * self.per_deal + sum(c * min(deals, most) for c, most in self.distinct)

    def prefer_exact(self, upper: int, trials: Optional[int]) -> bool:
        """trials=None: exact when at most EXACT_LIMIT deals; trials=N:
        exact only when that is no longer than about twice N sampled deals."""
        exact = self.seconds(upper, True)
        if trials is None:
            return upper <= EXACT_LIMIT or exact <= QUICK_SECONDS
        return upper <= min(max(EXACT_LIMIT, trials), MAX_CHOSEN_EXACT) and (
            exact <= EXACT_OVER_SAMPLED * self.seconds(trials, False) or exact <= QUICK_SECONDS)


class _Chunks:
    """What a chunk of a statement's deals needs, picklable for a process
    pool (the executor= of ``query``): the statement, its setup and the
    players' rows. The compiled selectors and where are closures, which do
    not pickle: each process compiles them again on its first chunk."""

    def __init__(self, st: Statement, s: Setup, players: List[Source], rest: List[Any], board: Source,
                 depth: int, seed: Optional[int], threads: int, compiled: Any = None) -> None:
        self.st = st
        self.setup = Setup(s.game, s.hilo, s.board_text, s.board_cards, s.board_is_range, s.dead, s.players, [])
        self.players = players
        self.rest = rest
        self.board = board
        self.depth = depth
        self.seed = seed
        self.threads = threads  # each chunk's evaluations (1 where the chunks themselves run on threads)
        self._compiled: Any = compiled  # (selectors, where) compiled here already, or None
        self.stop: Any = threading.Event()  # set on Ctrl-C: chunks on other threads stop at their next check

    def __getstate__(self) -> Dict[str, Any]:
        state = dict(self.__dict__)
        state["_compiled"] = None
        state["stop"] = None  # an Event does not pickle; a process's chunks stop with their process
        return state

    def compiled(self) -> Tuple[List[Any], Any]:
        if self._compiled is None:
            self._compiled = _compile(self.st, self.setup, self.rest)
        compiled: Tuple[List[Any], Any] = self._compiled
        return compiled

    def enumerated(self, deals: Deals) -> Tuple[Any, ...]:
        """The sums of one chunk of enumerated deals (_Accumulators.state)."""
        compiled, where = self.compiled()
        acc = Accumulators(compiled)
        acc.add(_context(self.setup, deals, self.players, self.threads, self.stop), deals, where)
        return acc.state()

    def sampled(self, chunk: Tuple[int, int]) -> Tuple[Any, ...]:
        """Sampled chunk k of m deals: random stream k of the seed."""
        k, m = chunk
        assert self.seed is not None  # a sampling job always has one
        compiled, where = self.compiled()
        deals = sample_deals(self.players, self.board, card_mask(self.setup.dead), m, self.seed, k, self.depth)
        acc = Accumulators(compiled)
        acc.add(_context(self.setup, deals, self.players, self.threads, self.stop), deals, where)
        return acc.state()


def _check_names(st: Statement, selectors: List[Selector]) -> None:
    """Two selectors may not share a name given with `as` (as Open PQL):
    the results would hold two values under one name."""
    seen: Dict[str, Selector] = {}
    for sel in selectors:
        name = sel.alias or selector_name(sel)
        first = seen.get(name)
        if first is not None and (sel.alias or first.alias):
            raise _error(st, sel.pos, f"two selectors are named {name!r}: give each its own name")
        seen.setdefault(name, sel)


def _compile(st: Statement, s: Setup, rest: List[Any]) -> Tuple[List[Any], Any]:
    """The statement's selectors (already given their aggregates) and the
    parts of where left to check deal by deal, compiled."""
    env = Env(st.text, s.players, s.hilo)
    compiled = []
    for sel in st.selectors:
        kind, f = compile_expr(sel.expr, env)
        compiled.append((sel, kind, f))
    where = None
    for part in rest:
        _, f = compile_expr(part, env)
        where = f if where is None else (lambda a, b: lambda c: np.logical_and(a(c), b(c)))(where, f)
    return compiled, where


# Memory: the chunks in flight at once hold their deals and what the
# functions computed from them (roughly BYTES_PER_DEAL, plus
# BYTES_PER_VALUE per function call), and the heavy functions (nut
# tables, outs) a bounded working set each (context.MAX_TABLE_BOARDS,
# functions.OUTS_ROWS). The chunks run side by side only as far as
# MEMORY_BUDGET allows, whatever threads= says; the answer does not
# change (chunks are fixed by the statement and merged in order).
MEMORY_BUDGET = 384 * 2 ** 20
BYTES_PER_DEAL = 64
BYTES_PER_VALUE = 32
HEAVY_COST = 5e-6  # functions at least this costly keep a working set of about
HEAVY_WORKING_SET = 32 * 2 ** 20


def chunk_bytes(env: Env, deals: int) -> int:
    """A rough peak of one chunk of `deals` deals of the statement."""
    heavy = any(cost >= HEAVY_COST for cost, _, _ in env.costs)
    return deals * (BYTES_PER_DEAL + BYTES_PER_VALUE * len(env.costs)) + (HEAVY_WORKING_SET if heavy else 0)


def _chunk_threads(chunks: int, threads: Optional[int], executor: Any,
                   bytes_each: int = 0) -> Tuple[int, Optional[int]]:
    """(threads each chunk's evaluations use, threads the chunks run on):
    several chunks run side by side, each on one thread, at most as many
    as MEMORY_BUDGET holds (map_in_order keeps two per thread in flight);
    one chunk (or an executor's chunks, one each) uses the threads inside."""
    if executor is not None:
        return 1, None
    total = threads or default_threads()
    if chunks == 1:
        return total, 1
    return 1, max(1, min(total, MEMORY_BUDGET // max(1, 2 * bytes_each)))


def _enumerate(st: Statement, s: Setup, players: List[Source], board: Source, segs: List[int],
               rest: List[Any], compiled: Any, show: bool, threads: Optional[int], executor: Any,
               env: Env) -> StatementResult:
    deals = enumerate_deals(players, board, card_mask(s.dead), segs)
    if not len(deals):
        raise ValueError("no deal is possible: the players' ranges, the board and the dead cards "
                         "always share a card")
    starts = range(0, len(deals), CHUNK)
    inner, outer = _chunk_threads(len(starts), threads, executor, chunk_bytes(env, min(CHUNK, len(deals))))
    job = _Chunks(st, s, players, rest, board, 0, None, inner, compiled)
    acc = Accumulators(job.compiled()[0])
    bar = progress_bar(len(deals), show, "deals")
    kept = 0.0
    try:  # merged in chunk order: the same sums whatever ran the chunks
        parts = (deals.rows(start, start + CHUNK) for start in starts)
        for start, state in zip(starts, map_in_order(job.enumerated, parts, outer, executor)):
            kept += acc.merge(state)
            if bar is not None:
                bar.update(min(CHUNK, len(deals) - start))
    except BaseException:  # Ctrl-C: the chunks running on other threads stop at their next check
        job.stop.set()
        raise
    finally:
        if bar is not None:
            bar.close()
    return acc.result(st, True, "exact enumeration", len(deals), kept / deals.weight.sum(), None)


def _sample(st: Statement, s: Setup, players: List[Source], board: Source, depth: int, rest: List[Any],
            compiled: Any, n: int, seed: Optional[int], show: bool, threads: Optional[int], executor: Any,
            env: Env) -> StatementResult:
    if seed is None:
        seed = new_seed()
    chunks = [(k, min(CHUNK, n - done)) for k, done in enumerate(range(0, n, CHUNK))]  # chunk k: stream k
    inner, outer = _chunk_threads(len(chunks), threads, executor, chunk_bytes(env, min(CHUNK, n)))
    job = _Chunks(st, s, players, rest, board, depth, seed, inner, compiled)
    acc = Accumulators(job.compiled()[0])
    bar = progress_bar(n, show, "deals")
    kept = 0.0
    try:
        for (_, m), state in zip(chunks, map_in_order(job.sampled, chunks, outer, executor)):
            kept += acc.merge(state)
            if bar is not None:
                bar.update(m)
    except BaseException:
        job.stop.set()
        raise
    finally:
        if bar is not None:
            bar.close()
    return acc.result(st, False, f"Monte Carlo: {n:,} deals, seed {seed}", n, kept, seed)




def _push_down(st: Statement, s: Setup, env: Env, players: List[Source]) -> List[Any]:
    """Applies each part of `where` that reads one player's hand and only the
    known board to that player's range (exact, and the deals shrink before
    they are dealt); returns the parts that must be checked deal by deal."""
    if st.where is None:
        return []
    rest = []
    known = 0 if s.board_is_range else len(s.board_cards)
    for part in conjuncts(st.where):
        names, cards, table = reads(part, env)
        if table or len(names) > 1 or cards > known:
            rest.append(part)
            continue
        _, f = compile_expr(part, env)
        if not names:  # the known board alone: true or false for every deal
            ctx = _range_context(s, players[0], 0) if players else _board_context(s)
            if not bool(np.all(f(ctx))):
                raise ValueError(f"the where clause ({unparse_expr(part)}) holds on no deal: it is false "
                                 "on this board")
            continue
        p = s.players.index(next(iter(names)))
        keep = np.broadcast_to(np.asarray(f(_range_context(s, players[p], p)), dtype=bool), (len(players[p].rows),))
        if not keep.any():
            raise ValueError(f"the where clause ({unparse_expr(part)}) holds on no deal: no hand of "
                             f"{s.players[p]}'s range passes it")
        players[p] = Source(players[p].name, players[p].rows[keep], players[p].weights[keep])
    return rest


def _drop_unread_random(st: Statement, s: Setup, env: Env) -> None:
    """Drops a player who holds any hand at all ('*', every hand equally)
    and whom no expression reads: dealing them a uniformly random hand
    first or not at all leaves the other cards' distribution the same, so
    the answer is unchanged and the deals are far fewer."""
    exprs = [sel.expr for sel in st.selectors] + ([st.where] if st.where is not None else [])
    named: Set[str] = set()
    for e in exprs:
        names, _, table = reads(e, env)
        if table:
            return
        named |= names
    fixed = sum(len(r.hands[0]) for r in s.ranges if len(r) == 1)
    for i in range(len(s.players) - 1, -1, -1):
        r = s.ranges[i]
        if s.players[i] in named or len(s.players) == 1 or r.weighted or len(r) == 1:
            continue
        free = 52 - len(s.board_cards) - len(s.dead) - fixed
        if s.board_is_range or len(r) != math.comb(free, r.hole_cards):
            continue
        del s.players[i], s.ranges[i]
    env.players = s.players


def _context(s: Setup, deals: Deals, players: List[Source], threads: int = 1, stop: Any = None) -> Context:
    known = [] if s.board_is_range else s.board_cards
    return Context(deals, s.players, s.game, s.hilo, s.dead, [p.rows for p in players], known, threads, stop)


def _board_context(s: Setup) -> Context:
    """A context of one deal: the known board, and no player."""
    board = np.zeros((1, 5), dtype=np.uint8)
    board[:, :len(s.board_cards)] = s.board_cards
    return Context(Deals([], board, np.ones(1), True), [], s.game, s.hilo, s.dead)


def _range_context(s: Setup, source: Source, p: int) -> Context:
    """A context whose deals are the hands of one range on the known board
    (the other players' hands are never read by what is run on it)."""
    n = len(source.rows)
    board = np.zeros((n, 5), dtype=np.uint8)
    board[:, :len(s.board_cards)] = s.board_cards
    holes = [source.rows] * len(s.players)
    return Context(Deals(holes, board, np.ones(n), True), s.players, s.game, s.hilo, s.dead)


def _by_engine(st: Statement, s: Setup, players: List[Source], trials: Optional[int], seed: Optional[int],
               exact: Optional[bool], threads: Optional[int]) -> StatementResult:
    from ..equity_engine import equity
    hands: List[Any] = [src.rows[0].tolist() if len(src.rows) == 1 else (src.rows, src.weights)
                        for src in players]
    # With trials=N the engine is exact only where that is no more work than
    # N sampled deals. exact=True: trials=None (exact, or the engine's own
    # error). Without trials: exact where the deals number at most
    # ENGINE_EXACT_DEALS (the engine's sweep takes seconds at most there),
    # else the engine chooses against DEFAULT_TRIALS. No error is retried.
    if exact:
        engine_trials = None
    elif trials is not None:
        engine_trials = trials
    else:
        live = 52 - len(s.board_cards) - len(s.dead) - sum(src.rows.shape[1] for src in players)
        deals = math.prod(len(src.rows) for src in players) * math.comb(max(live, 0), 5 - len(s.board_cards))
        engine_trials = None if deals <= ENGINE_EXACT_DEALS else DEFAULT_TRIALS
    if engine_trials is not None:  # the engine's own estimate and limit: one figure per call
        seconds = refuse_sampled(engine_trials, MC_SECONDS_PER_TRIAL * len(players))
        _announce(seconds, f"Monte Carlo over up to {engine_trials:,} trials", False)
    # card numbers, as the from clause read them: the engine takes them as they are
    res = equity(hands, board=s.board_cards, dead=s.dead, game=s.game, hilo=s.hilo, trials=engine_trials, seed=seed,
                 threads=threads)
    values = []
    for sel in st.selectors:
        e = sel.expr
        assert isinstance(e, Call) and isinstance(e.args[0], Name)
        pl = res.players[s.players.index(e.args[0].name)]
        values.append(Value(sel.alias or selector_name(sel), "avg", pl.equity, pl.std_error))
    method = "equity engine: " + res.method + (" (where applied to the ranges)" if st.where is not None else "")
    return StatementResult(tuple(values), Plan.ENGINE, res.exact, method, res.boards, 1.0, res.seed, st.text)


def query(text: str, trials: Optional[int] = None, seed: Optional[int] = None, exact: Optional[bool] = None,
          threads: Optional[int] = None, executor: Any = None, progress: bool = False) -> List[StatementResult]:
    """The results of every statement in a PQL text, one StatementResult each.

    trials: Monte Carlo deals per statement when it cannot be exact (default
    100,000; an exact enumeration of at most max(trials, 3 million) deals is
    preferred). seed: makes sampled results reproducible. exact: True
    requires enumeration, False forces sampling, None chooses.
    threads: how many threads (default: all cores); executor: any
    concurrent.futures.Executor (a process pool, a Dask cluster's
    ``client.get_executor()``) runs the chunks of 500,000 deals instead.
    Chunks are fixed by the statement and merged in order, so the answer
    never depends on threads= or executor= (the equity engine's path runs
    on threads=).
    """
    from ..equity_engine import check_count, check_seed
    check_count("trials", trials)
    check_count("threads", threads)
    check_seed(seed)
    check_executor(executor)
    if exact is not None and not isinstance(exact, bool):
        raise TypeError(f"exact={exact!r}: expected True, False or None")
    return [run_statement(st, trials, seed, exact, threads, executor, progress) for st in parse(text)]

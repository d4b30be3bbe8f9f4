"""Solving a spot, and reading the answer: strategies, EVs and equities per
hand, the range's aggregate by action and by hand category, the ranges
that reach a node, node locking, exploitability."""
from __future__ import annotations

import os
import threading
import time
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple, Union

import numpy as np

from ..core import _core
from ..core.cards import cards_text
from ..core.games import HOLE_CARDS
from ..ranges import Range
from .spot import Spot
from .tree import NODE_ACTION, NODE_CHANCE, PLAYERS, BetTree, action_label

Path = Union[str, Sequence[Union[str, int]], None]
DCFR = (1.5, 0.0, 3.0)   # gamma 3, as postflop-solver: fewer iterations than 2 (docs/benchmarks.md)


def default_memory_limit() -> int:
    """Half of the machine's memory (4 GiB where it cannot be read)."""
    try:
        return int(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")) // 2
    except (ValueError, OSError, AttributeError):
        return 4 << 30


class Solution:
    """A solved (or partly solved) spot. Paths name a node by its actions
    from the root: ``"check/bet 75"``, ``["bet 50", "raise 250"]``, or the
    child numbers; ``""`` or None is the root. On a turn spot the river
    card is a step of its own where the turn's betting ends:
    ``"check/check/Ah/bet 50"``."""

    def __init__(self, spot: Spot, tree: BetTree, core: Any, threads: int) -> None:
        self.spot, self.tree, self.threads = spot, tree, threads
        self._core = core
        self._nodes = core.nodes()
        self._lock = threading.Lock()
        self.seconds = 0.0
        self.stopped = False
        self._measure()

    # -- solving --------------------------------------------------------------
    def _measure(self) -> None:
        e, v0, v1 = self._core.exploitability()
        self.exploitability, self.ev = float(e), (float(v0), float(v1))

    @property
    def iterations(self) -> int:
        return int(self._core.iterations)

    def run(self, target: float = 0.005, max_iterations: int = 1000, check_every: int = 10,
            progress: Optional[Callable[[int, float], Any]] = None) -> "Solution":
        """More DCFR iterations, to `target` exploitability (a share of the
        pot) or max_iterations in all. progress(iteration, exploitability)
        returning True stops; Ctrl-C stops too and keeps the strategy so far
        (self.stopped says so)."""
        if not 0 <= target < 10:
            raise ValueError(f"target {target!r}: expected a share of the pot such as 0.005")
        if not isinstance(max_iterations, int) or max_iterations < 0:
            raise ValueError(f"max_iterations {max_iterations!r}: expected an integer >= 0")
        with self._lock:
            self._core.callback = progress
            start = time.perf_counter()
            self.stopped = bool(self._core.run(max_iterations, float(target), max(1, check_every), *DCFR))
            self.seconds += time.perf_counter() - start
            self._measure()
            pending, self._core.pending = self._core.pending, None
        if pending is not None and not isinstance(pending, KeyboardInterrupt):
            raise pending
        return self

    def seconds_per_iteration(self) -> float:
        """A measured estimate of one iteration's time, before running any:
        the time of the terminal sweeps an iteration makes (nearly all of
        its work; docs/benchmarks.md), on one thread."""
        with self._lock:
            start = time.perf_counter()
            self._core.sweeps()
            return time.perf_counter() - start

    # -- nodes ----------------------------------------------------------------
    def node_index(self, path: Path = None) -> int:
        """The node a path names (see the class)."""
        return self._where(path)[0]

    def river(self, path: Path = None) -> Optional[str]:
        """The river card a path names ("Ah"), or None above the river."""
        card = self._where(path)[1]
        return None if card < 0 else _core.card_name(card)

    def _where(self, path: Path) -> Tuple[int, int]:
        """(node, river card or -1) of a path."""
        if path is None:
            steps: List[Union[str, int]] = []
        elif isinstance(path, str):
            steps = [s.strip() for s in path.split("/") if s.strip()]
        else:
            steps = list(path)
        at, card = 0, -1
        for step in steps:
            node = self._nodes[at]
            if node[0] == NODE_CHANCE:
                card = self._river_card(path, step)
                at = node[5]
                continue
            if node[0] != NODE_ACTION:
                raise ValueError(f"path {path!r}: {step!r} comes after the hand has ended")
            labels = [action_label(self._nodes[node[5] + a]) for a in range(node[2])]
            if isinstance(step, int) and not isinstance(step, bool):
                if not 0 <= step < len(labels):
                    raise ValueError(f"path {path!r}: action number {step}; expected 0..{len(labels) - 1}")
                at = node[5] + step
                continue
            key = " ".join(str(step).lower().split())
            found = [a for a, lab in enumerate(labels) if lab == key or lab.split()[0] == key]
            if len(found) != 1:
                raise ValueError(f"path {path!r}: {step!r} is not one action here; expected one of "
                                 f"{', '.join(labels)}")
            at = node[5] + found[0]
        return at, card

    def _river_card(self, path: Path, step: Union[str, int]) -> int:
        try:
            cards = _core.cards(step) if isinstance(step, str) else [step]
        except ValueError:
            cards = []
        known = set(self.spot.board) | set(self.spot.dead)
        if len(cards) != 1 or not isinstance(cards[0], int) or not 0 <= cards[0] < 52 or cards[0] in known:
            raise ValueError(f"path {path!r}: {step!r} where the river comes; expected a card not on the board "
                             f"{cards_text(self.spot.board)} or dead, such as 'Ah'")
        return int(cards[0])

    def actions(self, path: Path = None) -> List[str]:
        """The actions at a decision."""
        node = self._nodes[self._decision(path)]
        return [action_label(self._nodes[node[5] + a]) for a in range(node[2])]

    def player(self, path: Path = None) -> str:
        """Who acts at a decision: "oop" or "ip"."""
        return PLAYERS[self._nodes[self._decision(path)][1]]

    def _decision(self, path: Path) -> int:
        at = self.node_index(path)
        if self._nodes[at][0] == NODE_CHANCE:
            raise ValueError(f"path {path!r} ends the turn; the river card comes next (e.g. {path}/Ah)")
        if self._nodes[at][0] != NODE_ACTION:
            raise ValueError(f"path {path!r} ends the hand; expected a decision")
        return at

    def hands(self, player: str = "oop") -> List[str]:
        """A player's hands as text, in the order of every per-hand array."""
        return ["".join(_core.card_name(c) for c in row) for row in self.spot.hands[_seat(player)].tolist()]

    def strategy(self, path: Path = None) -> np.ndarray:
        """The acting player's average strategy: (hands, actions) frequencies."""
        at = self._decision(path)
        card = self._where(path)[1]
        node = self._nodes[at]
        n = len(self.spot.hands[node[1]])
        out = np.empty(node[2] * n, dtype=np.float32)
        with self._lock:
            self._core.strategy(at, card, out)
        return out.reshape(node[2], n).T.astype(np.float64)

    def reach(self, path: Path = None, player: str = "oop") -> np.ndarray:
        """Each hand's weight in the range that reaches the node (its
        starting weight times its own strategy on the way)."""
        p = _seat(player)
        at, card = self._where(path)
        out = np.empty(len(self.spot.hands[p]), dtype=np.float32)
        with self._lock:
            self._core.reach(at, card, p, out)
        return out.astype(np.float64)

    def values(self, path: Path = None, player: str = "oop") -> Dict[str, np.ndarray]:
        """Per hand at the node: "ev" (chips, from the start of the spot, the
        pot counted as won), "equity" (share of the pot at a showdown
        against the other's range there) and "weight" (the other's range
        the hand can meet; 0 where it meets none)."""
        p = _seat(player)
        n = len(self.spot.hands[p])
        at, card = self._where(path)
        ev, eq, w = np.zeros(n), np.zeros(n), np.zeros(n)
        with self._lock:
            self._core.values(at, card, p, ev, eq, w)
        return {"ev": ev, "equity": eq, "weight": w}

    def range_at(self, path: Path = None, player: str = "oop") -> Range:
        """The range of `player` that reaches the node, as a Range (weights
        1..100 of the largest) usable anywhere the package takes one."""
        p = _seat(player)
        reach = self.reach(path, player)
        top = reach.max() if len(reach) else 0.0
        weights = np.zeros(len(reach), dtype=np.int64) if top <= 0 else np.rint(100 * reach / top).astype(np.int64)
        river = self.river(path)
        text = f"{PLAYERS[p]} at {path or 'root'} ({cards_text(self.spot.board)}{river or ''})"
        return Range.from_hands(self.spot.hands[p], weights, self.spot.game, text)

    def frequencies(self, path: Path = None) -> Dict[str, float]:
        """The acting range's frequency of each action (weighted by reach)."""
        at = self._decision(path)
        reach = self.reach(path, PLAYERS[self._nodes[at][1]])
        strat = self.strategy(path)
        total = reach.sum()
        freq = (reach @ strat) / total if total > 0 else np.zeros(strat.shape[1])
        return dict(zip(self.actions(path), (float(f) for f in freq)))

    def by_category(self, path: Path = None, by: str = "made") -> List[Dict[str, Any]]:
        """The acting range by the analysis package's classes: made hands
        (by="made"), or on the turn draws (by="draw": "nut flush draw",
        "non-nut flush draw + open-ended", "wrap (13 outs)", "no draw", ...):
        per class its share of the range and its action frequencies."""
        from .report import CATEGORY_ORDER, categories, draw_order

        at = self._decision(path)
        p = self._nodes[at][1]
        reach, strat = self.reach(path, PLAYERS[p]), self.strategy(path)
        names = categories(self.spot, p, self._where(path)[1], by)
        total = reach.sum()
        rows = []
        order = draw_order(names) if by == "draw" else [c for c in CATEGORY_ORDER if c in set(names)]
        for name in order:
            keep = names == name
            w = reach[keep].sum()
            if w <= 0:
                continue
            freq = (reach[keep] @ strat[keep]) / w
            rows.append({"category": name, "share": float(w / total),
                         "actions": dict(zip(self.actions(path), (float(f) for f in freq)))})
        return rows

    def lock(self, path: Path, strategy: Union[Dict[str, Any], np.ndarray, None]) -> None:
        """Fixes the acting player's strategy at a decision and keeps it
        through later runs: an array (hands, actions) with NaN rows left
        free, or {hand text: [frequency per action]}; None unlocks.

        Below a turn's deal (``"check/check/Ah/bet 75"``) the lock holds on
        that river; the hands holding the river card are not dealt there
        and their rows are not read. Where suit isomorphism (Spot's
        ``isomorphism``) makes rivers one class, the lock holds on the whole
        class: a river whose suits swap onto this one plays it with the
        hands' suits swapped (docs/solver.md); build the spot with
        ``isomorphism=False`` to lock one river alone."""
        at = self._decision(path)
        card = self._where(path)[1]
        node = self._nodes[at]
        n, na = len(self.spot.hands[node[1]]), node[2]
        if strategy is None:
            with self._lock:
                self._core.lock(at, card, None)
            return
        if isinstance(strategy, dict):
            table = np.full((n, na), np.nan)
            index = {tuple(sorted(row)): i for i, row in enumerate(self.spot.hands[node[1]].tolist())}
            for hand, freqs in strategy.items():
                key = tuple(sorted(_core.cards(hand)))
                if key not in index:
                    raise ValueError(f"lock: hand {hand!r} is not in the {PLAYERS[node[1]]} range here")
                if card in key:
                    raise ValueError(f"lock: hand {hand!r} holds the river card {_core.card_name(card)}; "
                                     "expected a hand dealt on this river")
                table[index[key]] = freqs
        else:
            table = np.asarray(strategy, dtype=np.float64)
        if table.shape != (n, na):
            raise ValueError(f"lock: a strategy of shape {table.shape}; expected ({n}, {na}) (hands, actions)")
        free = np.asarray(np.isnan(table).any(axis=1), dtype=bool)
        flat = np.where(free[:, None], -1.0, table).T.astype(np.float32).ravel()
        with self._lock:
            self._core.lock(at, card, np.ascontiguousarray(flat))

    def to_json(self, path: Path = None) -> Dict[str, Any]:
        """A node as plain data (json.dumps takes it): the actor, the river
        card (a turn spot's river; else None), actions, aggregate
        frequencies, and per hand its reach, strategy, EV, equity."""
        at = self._decision(path)
        p = self._nodes[at][1]
        who = PLAYERS[p]
        vals, reach, strat = self.values(path, who), self.reach(path, who), self.strategy(path)
        hands = [{"hand": h, "reach": round(float(r), 6), "strategy": [round(float(x), 6) for x in s],
                  "ev": round(float(e), 6), "equity": round(float(q), 6)}
                 for h, r, s, e, q in zip(self.hands(who), reach, strat, vals["ev"], vals["equity"]) if r > 0]
        return {"player": who, "river": self.river(path), "actions": self.actions(path),
                "frequencies": self.frequencies(path),
                "pot": self.spot.pot + sum(self._nodes[at][7:9]), "exploitability": self.exploitability,
                "hands": hands}

    def plot(self, path: Path = None, ax: Any = None) -> Any:
        """The node's strategy by hand category as stacked bars (needs
        matplotlib); returns the matplotlib axes."""
        from .plot import plot_node

        return plot_node(self, path, ax)

    def save(self, path: Any, resume: bool = True) -> None:
        """Writes the solution to a file (omaha_eval.solver.load reads it)."""
        from .files import save

        with self._lock:
            save(self, path, resume)

    def __repr__(self) -> str:
        return (f"Solution({self.spot!r}, {self.iterations} iterations, exploitability "
                f"{100 * self.exploitability:.3f}% of the pot)")


def _seat(player: Union[str, int]) -> int:
    if player in (0, 1):
        return int(player)
    key = str(player).lower()
    if key not in PLAYERS:
        raise ValueError(f"player {player!r}: expected 'oop' or 'ip'")
    return PLAYERS.index(key)


def build(spot: Spot, tree: BetTree, threads: int = 1, memory_limit: Optional[int] = None) -> Solution:
    """The solver for a spot and tree, allocated but not run: refused with
    the memory it needs when that is over the limit (default half the
    machine's memory)."""
    if not isinstance(spot, Spot):
        raise TypeError(f"spot {spot!r}: expected a Spot")
    if not isinstance(tree, BetTree):
        raise TypeError(f"tree {tree!r}: expected a BetTree")
    if not isinstance(threads, int) or not 1 <= threads <= 64:
        raise ValueError(f"threads {threads!r}: expected 1..64")
    limit = default_memory_limit() if memory_limit is None else int(memory_limit)
    need = spot.estimate(tree, threads)
    if need["bytes"] > limit:
        turn = (" (a turn: each river's tree is stored once per river card that can come; fewer river sizes "
                "cut the most)") if spot.streets == 2 else ""
        raise MemoryError(f"the solve needs {need['bytes'] / 2**20:,.0f} MiB for {need['nodes']:,} nodes, over the "
                          f"limit of {limit / 2**20:,.0f} MiB: cut bet sizes, the raise cap or the ranges{turn}")
    cfg = tree.config(spot.pot, spot.stack, spot.streets)
    core = _core.SolverCore(HOLE_CARDS[spot.game], spot.hilo, spot.board, *spot.core_hands(), cfg, threads, 0,
                            spot.dead, spot.isomorphism)
    return Solution(spot, tree, core, threads)


def solve(spot: Spot, tree: Optional[BetTree] = None, *, target: float = 0.005, max_iterations: int = 1000,
          threads: int = 1, memory_limit: Optional[int] = None,
          progress: Optional[Callable[[int, float], Any]] = None, check_every: int = 10) -> Solution:
    """Solves a spot on a bet tree (default BetTree()) with Discounted CFR
    to `target` exploitability (a share of the pot) or max_iterations.

    >>> from omaha_eval.solver import Spot, BetTree, solve
    >>> spot = Spot("holdem", "AsKd7c2h3s", pot=100, stack=100, oop="AA, 65s", ip="KK, QQ")
    >>> sol = solve(spot, BetTree(bets="pot", raises="", allin=False), target=0.001)
    >>> sol.exploitability < 0.001
    True
    """
    sol = build(spot, tree if tree is not None else BetTree(), threads, memory_limit)
    return sol.run(target, max_iterations, check_every, progress)


def load(path: Any, threads: int = 1) -> Solution:
    """A saved solution (Solution.save) back, ready to query or run further;
    a file from another version is refused."""
    from .files import read

    header, reader, sides = read(path)
    s = header["spot"]
    spot = Spot(s["game"], s["board"], s["pot"], s["stack"], sides[0], sides[1], dead=s["dead"], hilo=s["hilo"],
                isomorphism=s.get("isomorphism", True))
    spot.texts = list(s["ranges"])
    sol = build(spot, BetTree(**header["tree"]), threads=threads)
    for p in (0, 1):
        size = sol._core.store_size(p)
        for which in ((0, 1) if header["resume"] else (1,)):
            sol._core.set_store(p, which, np.ascontiguousarray(reader.take("<f4", size), dtype=np.float32))
    if reader.left():
        raise ValueError(f"{path}: {reader.left()} bytes left over; the file is damaged")
    sol._core.iterations = header["iterations"]
    sol.seconds = header["seconds"]
    sol._measure()
    return sol

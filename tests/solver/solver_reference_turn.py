"""A slow reference for turn spots, written from the rules (RULES.md) and
the DCFR paper, not from src/oe_solve*.c: the turn's betting, then a deal
of every river card that is not on the board and not dead, then the
river's betting. Given both hands, the river is any of the cards neither
holds, equally likely, so a pair of hands sees each of those rivers with
probability 1 / (their number); a hand holding a river card never sees that
river. Information sets: a hand and a node on the turn; a hand, a river
card and a node on the river. For a few hands a side only."""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

import omaha_eval as oe

from .solver_reference import pot_share

Node = Dict[str, Any]
EPS = 1e-9


def build_tree(pot: float, stack: float, bets: List[float], raises: List[float], allin: bool, raise_cap: int,
               min_bet: float, donk: bool = True) -> Node:
    """Bets and raises as fractions of the pot (a raise: of the pot after
    the call), the same on both streets. put: chips since the root; street:
    chips this street. Player 0 opens each street."""

    def sizes(put: List[float], st: List[float], p: int, last_inc: float) -> List[float]:
        o = 1 - p
        in_pot = pot + put[0] + put[1]
        facing = st[o] - st[p]
        most = st[p] + (stack - put[p])
        if facing > EPS:
            least = st[o] + max(last_inc, min_bet)
            wanted = [st[o] + f * (in_pot + facing) for f in raises]
        else:
            least = st[p] + min_bet
            wanted = [st[p] + f * in_pot for f in bets]
        least = min(least, most)
        out = [min(max(x, least), most) for x in wanted] + ([most] if allin else [])
        uniq: List[float] = []
        for x in sorted(out):
            if not any(abs(x - u) <= EPS * (1 + x) for u in uniq):
                uniq.append(x)
        return sorted(uniq)

    def end_of_street(put: List[float], street: int, aggressor: int) -> Node:
        if street == 1:
            return {"kind": "show", "put": list(put)}
        if put[0] >= stack - EPS or put[1] >= stack - EPS:
            return {"kind": "deal", "put": list(put), "next": {"kind": "show", "put": list(put)}}
        return {"kind": "deal", "put": list(put), "next": node(list(put), [0.0, 0.0], 0, 0, 0, 0.0, 1, aggressor, -1)}

    def node(put: List[float], st: List[float], p: int, acted: int, raises_made: int, last_inc: float,
             street: int, last_aggr: int, aggr: int) -> Node:
        o = 1 - p
        facing = st[o] - st[p]
        kids: List[Tuple[str, Node]] = []
        if facing > EPS:
            kids.append(("fold", {"kind": "fold", "folder": p, "put": list(put)}))
            called = list(put)
            called[p] += facing
            kids.append(("call", end_of_street(called, street, aggr)))
            can_raise = raises_made < raise_cap and put[o] < stack - EPS and stack - put[p] > facing + EPS
            amounts = sizes(put, st, p, last_inc) if can_raise else []
        else:
            if p == 1:
                kids.append(("check", end_of_street(list(put), street, aggr)))
            else:
                kids.append(("check", node(list(put), list(st), 1, acted + 1, raises_made, last_inc, street,
                                           last_aggr, aggr)))
            barred = not donk and p == 0 and acted == 0 and last_aggr == 1
            amounts = [] if barred or stack - put[p] <= EPS else sizes(put, st, p, 0.0)
        for x in amounts:
            new_put, new_st = list(put), list(st)
            new_put[p] += x - st[p]
            new_st[p] = x
            word = "all-in" if abs(x - (st[p] + stack - put[p])) <= EPS * (1 + x) else (
                "raise" if facing > EPS else "bet")
            kids.append((f"{word} {x:g}", node(new_put, new_st, o, acted + 1,
                                                raises_made + (1 if facing > EPS else 0), x - st[o], street,
                                                last_aggr, p)))
        return {"kind": "act", "player": p, "children": kids, "put": list(put), "street": street}

    return node([0.0, 0.0], [0.0, 0.0], 0, 0, 0, 0.0, 0, 1, -1)


class Game:
    """Hands, weights and every payoff of a turn spot."""

    def __init__(self, tree: Node, pot: float, board: List[int], dead: List[int], game: str, hilo: bool,
                 hands: List[List[str]], weights: List[List[float]]):
        self.tree, self.pot, self.game, self.hilo = tree, pot, game, hilo
        self.hands, self.weights = hands, weights
        self.board = board
        self.cards = [[set(oe.core._core.cards(h)) for h in side] for side in hands]
        known = set(board) | set(dead)
        self.rivers = [c for c in range(52) if c not in known]
        nhole = len(self.cards[0][0])
        self.chance = 1.0 / (len(self.rivers) - 2 * nhole)
        self.pairs = {(i, j) for i in range(len(hands[0])) for j in range(len(hands[1]))
                      if not self.cards[0][i] & self.cards[1][j]}
        self.norm = sum(weights[0][i] * weights[1][j] for i, j in self.pairs)
        self._share: Dict[Tuple[int, int, int], float] = {}

    def share(self, i: int, j: int, river: int) -> float:
        key = (i, j, river)
        if key not in self._share:
            text = "".join(oe.core._core.card_name(c) for c in self.board + [river])
            self._share[key] = pot_share(self.hands[0][i], self.hands[1][j], text, self.game, self.hilo)
        return self._share[key]

    def payoff(self, node: Node, i: int, j: int, p: int, river: Optional[int]) -> float:
        put = node["put"]
        net = self.pot + put[0] + put[1]
        if node["kind"] == "fold":
            return -put[p] if node["folder"] == p else net - put[p]
        s = self.share(i, j, river)
        return (s if p == 0 else 1 - s) * net - put[p]


def decisions(tree: Node, rivers: List[int], path: Tuple[Any, ...] = (), river: Optional[int] = None
              ) -> List[Tuple[Tuple[Any, ...], Optional[int], Node]]:
    """Every decision: (path with the river card's name, river card, node)."""
    out = []
    if tree["kind"] == "act":
        out.append((path, river, tree))
        for label, child in tree["children"]:
            out += decisions(child, rivers, path + (label,), river)
    elif tree["kind"] == "deal":
        for r in rivers:
            out += decisions(tree["next"], rivers, path + (oe.core._core.card_name(r),), r)
    return out


def _value(game: Game, strat: Dict[Any, List[float]], node: Node, p: int, h: int, opp: Dict[int, float],
           best: bool, river: Optional[int]) -> float:
    kind = node["kind"]
    if kind == "deal":
        v = 0.0
        for r in game.rivers:
            if r in game.cards[p][h]:
                continue
            alive = {j: x for j, x in opp.items() if r not in game.cards[1 - p][j]}
            v += game.chance * _value(game, strat, node["next"], p, h, alive, best, r)
        return v
    if kind != "act":
        v = 0.0
        for j, x in opp.items():
            pair = (h, j) if p == 0 else (j, h)
            if x and pair in game.pairs:
                v += x * game.payoff(node, pair[0], pair[1], p, river)
        return v
    kids = node["children"]
    if node["player"] == p:
        vals = [_value(game, strat, child, p, h, opp, best, river) for _, child in kids]
        if best:
            return max(vals)
        return sum(s * x for s, x in zip(strat[id(node), river, h], vals))
    return sum(_value(game, strat, child, p, h, {j: x * strat[id(node), river, j][a] for j, x in opp.items()},
                      best, river) for a, (_, child) in enumerate(kids))


def value(game: Game, strat: Dict[Any, List[float]], p: int, best: bool) -> float:
    """Player p's value per pair dealt: playing strat, or best-responding."""
    total = 0.0
    for h in range(len(game.hands[p])):
        opp = {j: game.weights[1 - p][j] for j in range(len(game.hands[1 - p]))}
        total += game.weights[p][h] * _value(game, strat, game.tree, p, h, opp, best, None)
    return total / game.norm


def exploitability(game: Game, strat: Dict[Any, List[float]]) -> float:
    gap = sum(value(game, strat, p, True) - value(game, strat, p, False) for p in (0, 1))
    return gap / 2 / game.pot


def dcfr(game: Game, iterations: int, alpha: float = 1.5, beta: float = 0.0, gamma: float = 2.0,
         locks: Optional[Dict[Any, List[float]]] = None) -> Dict[Any, List[float]]:
    """Discounted CFR with alternating updates, as the river reference's
    (solver_reference.dcfr) but over the turn's information sets: at
    iteration t the sums through t - 1 are discounted (positive regrets by
    (t-1)^a / ((t-1)^a + 1), negative by the same with b, the average's sum
    by ((t-1)/t)^g), then this iteration's regrets and reach-weighted
    strategy are added. Returns the average strategy. locks: information
    sets (keyed as here) whose strategy is fixed: played as given at every
    iteration, and their average is the lock."""
    locks = locks or {}
    keys = [(id(node), river, h) for _, river, node in decisions(game.tree, game.rivers)
            for h in range(len(game.hands[node["player"]]))]
    width = {id(node): len(node["children"]) for _, _, node in decisions(game.tree, game.rivers)}
    regret = {k: [0.0] * width[k[0]] for k in keys}
    avg = {k: [0.0] * width[k[0]] for k in keys}

    def current(key: Any) -> List[float]:
        if key in locks:
            return list(locks[key])
        pos = [max(r, 0.0) for r in regret[key]]
        s = sum(pos)
        return [x / s for x in pos] if s > 0 else [1.0 / len(pos)] * len(pos)

    for t in range(1, iterations + 1):
        prev = t - 1
        dpos = prev ** alpha / (prev ** alpha + 1) if t > 1 else 0.0
        dneg = prev ** beta / (prev ** beta + 1) if t > 1 else 0.0
        dstrat = (prev / t) ** gamma if t > 1 else 0.0
        for p in (0, 1):
            strat = {key: current(key) for key in regret}
            inst: Dict[Any, List[float]] = {}
            own_reach: Dict[Any, float] = {}

            def walk(node: Node, h: int, opp: Dict[int, float], own: float, river: Optional[int]) -> float:
                if node["kind"] == "deal":
                    v = 0.0
                    for r in game.rivers:
                        if r in game.cards[p][h]:
                            continue
                        alive = {j: x for j, x in opp.items() if r not in game.cards[1 - p][j]}
                        v += game.chance * walk(node["next"], h, alive, own, r)
                    return v
                if node["kind"] != "act":
                    return _value(game, strat, node, p, h, opp, False, river)
                kids = node["children"]
                if node["player"] == p:
                    key = (id(node), river, h)
                    sig = strat[key]
                    vals = [walk(child, h, opp, own * sig[a], river) for a, (_, child) in enumerate(kids)]
                    v = sum(s * x for s, x in zip(sig, vals))
                    inst[key] = [x - v for x in vals]
                    own_reach[key] = own
                    return v
                return sum(walk(child, h, {j: x * strat[id(node), river, j][a] for j, x in opp.items()}, own, river)
                           for a, (_, child) in enumerate(kids))

            for h in range(len(game.hands[p])):
                walk(game.tree, h, {j: game.weights[1 - p][j] for j in range(len(game.hands[1 - p]))},
                     game.weights[p][h], None)
            for key, r in inst.items():
                regret[key] = [old * (dpos if old > 0 else dneg) + x for old, x in zip(regret[key], r)]
                avg[key] = [old * dstrat + own_reach[key] * s for old, s in zip(avg[key], strat[key])]
    out = {}
    for key, sums in avg.items():
        s = sum(sums)
        out[key] = [x / s for x in sums] if s > 0 else [1.0 / len(sums)] * len(sums)
    out.update({key: list(lock) for key, lock in locks.items()})
    return out

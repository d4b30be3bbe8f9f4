"""A slow reference for the solver, written from the rules (RULES.md: the
no-limit and pot-limit sizes, the showdown, 8-or-better Hi-Lo) and from
Brown and Sandholm's Discounted CFR, not from src/oe_solve*.c: a betting
tree of nested dicts, payoffs by evaluating every pair of hands with the
package's public evaluator, CFR over every information set (one a hand and
a node) with dicts, and an exact best response by trying every action.
For a few hands a side only."""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

import omaha_eval as oe

Node = Dict[str, Any]


# -- the tree, from the rules ---------------------------------------------------
def build_tree(pot: float, stack: float, bets: List[Tuple[str, float]], raises: List[Tuple[str, float]],
               allin: bool, raise_cap: int, pot_limit: bool = False, min_bet: float = 1.0,
               threshold: float = 0.0, donk: bool = True) -> Node:
    """bets/raises: ("pot", fraction) or ("x", multiple). One street; player
    0 opens. A node: {"kind": "act"|"fold"|"show", "player", "children":
    [(label, node)], "put": [chips of each since the root], "folder"}."""

    def sizes(put: List[float], p: int, facing: bool, last_raise: float) -> List[float]:
        o = 1 - p
        in_pot = pot + put[0] + put[1]
        behind = stack - put[p]
        most = put[p] + behind                      # all-in, as a street total
        if facing:
            call = put[o] - put[p]
            pot_after_call = in_pot + call
            if pot_limit:
                most = min(most, put[o] + pot_after_call)
            least = put[o] + max(last_raise, min_bet)
            wanted = [put[o] + f * pot_after_call if k == "pot" else f * put[o] for k, f in raises]
        else:
            if pot_limit:
                most = min(most, put[p] + in_pot)
            least = put[p] + min_bet
            wanted = [put[p] + f * in_pot for k, f in bets]
        least = min(least, most)
        out = []
        for x in wanted:
            x = min(max(x, least), most)
            if stack - (put[p] + (x - put[p])) < threshold * stack and put[p] + behind <= most + 1e-9:
                x = put[p] + behind
            out.append(x)
        if allin:
            out.append(most)
        uniq: List[float] = []
        for x in sorted(out):
            if not uniq or abs(x - uniq[-1]) > 1e-9 * (1 + x):
                uniq.append(x)
        return uniq

    def node(put: List[float], p: int, acted: int, raises_made: int, last_raise: float) -> Node:
        o = 1 - p
        facing = put[o] > put[p] + 1e-9
        kids: List[Tuple[str, Node]] = []
        if facing:
            kids.append(("fold", {"kind": "fold", "folder": p, "put": list(put)}))
            kids.append(("call", {"kind": "show", "put": [put[o], put[o]]}))
            can_raise = raises_made < raise_cap and put[o] < stack - 1e-9 and stack - put[p] > put[o] - put[p] + 1e-9
            amounts = sizes(put, p, True, last_raise) if can_raise else []
        else:
            nxt = {"kind": "show", "put": list(put)} if p == 1 else node(list(put), 1, acted + 1, 0, 0.0)
            kids.append(("check", nxt))
            amounts = [] if (not donk and p == 0 and acted == 0) else sizes(put, p, False, 0.0)
        for x in amounts:
            new = list(put)
            new[p] = x
            word = "all-in" if abs(x - stack) <= 1e-9 * (1 + x) else ("raise" if facing else "bet")
            kids.append((f"{word} {x:g}", node(new, o, acted + 1, raises_made + (1 if facing else 0),
                                                x - put[o])))
        return {"kind": "act", "player": p, "children": kids, "put": list(put)}

    return node([0.0, 0.0], 0, 0, 0, 0.0)


def decisions(tree: Node, path: Tuple[str, ...] = ()) -> List[Tuple[Tuple[str, ...], Node]]:
    """Every decision with its path of labels."""
    out = []
    if tree["kind"] == "act":
        out.append((path, tree))
        for label, child in tree["children"]:
            out += decisions(child, path + (label,))
    return out


# -- payoffs, from the rules ---------------------------------------------------
def pot_share(h0: str, h1: str, board: str, game: str, hilo: bool) -> float:
    """Player 0's share of the pot at a showdown of h0 against h1."""
    def high_share() -> float:
        a, b = oe.evaluate(h0, board, game=game), oe.evaluate(h1, board, game=game)
        return 1.0 if a > b else 0.0 if b > a else 0.5
    if not hilo:
        return high_share()
    la, lb = oe.evaluate_low(h0, board, game=game), oe.evaluate_low(h1, board, game=game)
    if la is None and lb is None:
        return high_share()
    if lb is None or (la is not None and la > lb):
        low = 1.0
    elif la is None or lb > la:
        low = 0.0
    else:
        low = 0.5
    return 0.5 * high_share() + 0.5 * low


class Game:
    """The hands, their weights and every payoff of a spot."""

    def __init__(self, tree: Node, pot: float, board: str, game: str, hilo: bool,
                 hands: List[List[str]], weights: List[List[float]], rake: float = 0.0, rake_cap: float = 0.0):
        self.tree, self.pot = tree, pot
        self.hands, self.weights = hands, weights
        self.rake, self.rake_cap = rake, rake_cap
        cards = [[set(oe.core._core.cards(h)) for h in side] for side in hands]
        self.pairs = [(i, j) for i in range(len(hands[0])) for j in range(len(hands[1]))
                      if not cards[0][i] & cards[1][j]]
        self.share = {(i, j): pot_share(hands[0][i], hands[1][j], board, game, hilo) for i, j in self.pairs}
        self.norm = sum(weights[0][i] * weights[1][j] for i, j in self.pairs)

    def payoff(self, node: Node, i: int, j: int, p: int) -> float:
        put = node["put"]
        total = self.pot + put[0] + put[1]
        taken = self.rake * total
        if self.rake_cap > 0:
            taken = min(taken, self.rake_cap)
        net = total - taken
        if node["kind"] == "fold":
            return -put[p] if node["folder"] == p else net - put[p]
        s = self.share[i, j]
        return (s if p == 0 else 1 - s) * net - put[p]


# -- strategies ---------------------------------------------------------------------
def uniform(game: Game) -> Dict[Tuple[int, int], List[float]]:
    out = {}
    for n, (_, node) in enumerate(decisions(game.tree)):
        p = node["player"]
        for h in range(len(game.hands[p])):
            out[id(node), h] = [1.0 / len(node["children"])] * len(node["children"])
    return out


def value(game: Game, strat: Dict[Any, List[float]], p: int, best: bool) -> float:
    """Player p's value per pair dealt (chips): playing `strat`, or the best
    response to the other's strat when best is true."""
    total = 0.0
    for h in range(len(game.hands[p])):
        opp = {j: game.weights[1 - p][j] for j in range(len(game.hands[1 - p]))}
        total += game.weights[p][h] * _hand_value(game, strat, game.tree, p, h, opp, best)
    return total / game.norm


def _hand_value(game: Game, strat: Dict[Any, List[float]], node: Node, p: int, h: int,
                opp: Dict[int, float], best: bool) -> float:
    if node["kind"] != "act":
        v = 0.0
        for j, r in opp.items():
            pair = (h, j) if p == 0 else (j, h)
            if r and pair in game.share:
                v += r * game.payoff(node, pair[0], pair[1], p)
        return v
    kids = node["children"]
    if node["player"] == p:
        vals = [_hand_value(game, strat, child, p, h, opp, best) for _, child in kids]
        if best:
            return max(vals)
        return sum(s * v for s, v in zip(strat[id(node), h], vals))
    v = 0.0
    for a, (_, child) in enumerate(kids):
        v += _hand_value(game, strat, child, p, h, {j: r * strat[id(node), j][a] for j, r in opp.items()}, best)
    return v


def exploitability(game: Game, strat: Dict[Any, List[float]]) -> float:
    """((BR0 - V0) + (BR1 - V1)) / 2 as a share of the pot."""
    gap = sum(value(game, strat, p, True) - value(game, strat, p, False) for p in (0, 1))
    return gap / 2 / game.pot


# -- Discounted CFR (Brown and Sandholm 2019) ------------------------------------
def dcfr(game: Game, iterations: int, alpha: float = 1.5, beta: float = 0.0, gamma: float = 2.0
         ) -> Dict[Any, List[float]]:
    """Alternating updates; at iteration t the sums through t - 1 are
    discounted first (positive regrets by (t-1)^a / ((t-1)^a + 1), negative
    by the same with b, the average's sum by ((t-1)/t)^g), then this
    iteration's regrets and reach-weighted strategy are added. Returns the
    average strategy."""
    regret: Dict[Any, List[float]] = {}
    avg: Dict[Any, List[float]] = {}
    for _, node in decisions(game.tree):
        for h in range(len(game.hands[node["player"]])):
            regret[id(node), h] = [0.0] * len(node["children"])
            avg[id(node), h] = [0.0] * len(node["children"])

    def current(key: Any) -> List[float]:
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

            def walk(node: Node, h: int, opp: Dict[int, float], own: float) -> float:
                if node["kind"] != "act":
                    return _hand_value(game, strat, node, p, h, opp, False)
                kids = node["children"]
                if node["player"] == p:
                    key = (id(node), h)
                    sig = strat[key]
                    vals = [walk(child, h, opp, own * sig[a]) for a, (_, child) in enumerate(kids)]
                    v = sum(s * x for s, x in zip(sig, vals))
                    inst[key] = [x - v for x in vals]
                    own_reach[key] = own
                    return v
                return sum(walk(child, h, {j: r * strat[id(node), j][a] for j, r in opp.items()}, own)
                           for a, (_, child) in enumerate(kids))

            for h in range(len(game.hands[p])):
                walk(game.tree, h, {j: game.weights[1 - p][j] for j in range(len(game.hands[1 - p]))},
                     game.weights[p][h])
            for key, r in inst.items():
                regret[key] = [old * (dpos if old > 0 else dneg) + x for old, x in zip(regret[key], r)]
                avg[key] = [old * dstrat + own_reach[key] * s for old, s in zip(avg[key], strat[key])]
    out = {}
    for key, sums in avg.items():
        s = sum(sums)
        out[key] = [x / s for x in sums] if s > 0 else [1.0 / len(sums)] * len(sums)
    return out

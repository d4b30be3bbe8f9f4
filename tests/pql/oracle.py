"""Plain-Python meanings of PQL's functions on one fully known deal (one
hand per player, a five-card board), written from docs/pql.md and the
rules, never from omaha_eval.pql. Hand values come from tests/reference.py."""
import itertools
from typing import Dict, List, Optional, Sequence

import reference as R
from analysis import oracle as A

STREET = {"flop": 3, "turn": 4, "river": 5}
FLOP_ORDER = ["flopnothing", "flopunderpair", "flopthirdpair", "floppocket23", "flopsecondpair",
              "floppocket12", "floptoppair", "flopoverpair", "flopbottomtwo", "floptopandbottom",
              "floptoptwo", "floptrips", "flopset", "flopstraight", "flopflush", "flopfullhouse",
              "flopquads", "flopstraightflush"]
TYPES = ["highcard", "pair", "twopair", "trips", "straight", "flush", "fullhouse", "quads", "straightflush"]


class Deal:
    def __init__(self, hands: Sequence[Sequence[int]], board: Sequence[int], holdem: bool, hilo: bool,
                 dead: Sequence[int] = ()) -> None:
        self.hands = [list(h) for h in hands]
        self.board = list(board)
        self.holdem = holdem
        self.hilo = hilo
        self.dead = list(dead)

    def high(self, p: int, street: str) -> int:
        return A.high(self.hands[p], self.board[:STREET[street]], self.holdem)

    def low(self, p: int, street: str):
        return A.low(self.hands[p], self.board[:STREET[street]])

    def shares(self, board: Optional[List[int]] = None) -> List[float]:
        b = self.board if board is None else board
        vals = [(A.high(h, b, self.holdem), A.low(h, b) if self.hilo else None) for h in self.hands]
        return A.showdown_shares(vals, self.hilo)

    def equity(self, p: int, street: str) -> float:
        n = STREET[street]
        if n == 5:
            return self.shares()[p]
        gone = set(self.board[:n]) | set(self.dead) | {c for h in self.hands for c in h}
        live = [c for c in range(52) if c not in gone]
        runs = [self.shares(self.board[:n] + list(rest))[p] for rest in itertools.combinations(live, 5 - n)]
        return sum(runs) / len(runs)

    def wins_hi(self, p: int) -> bool:
        """The best high, alone or shared (Open PQL's tests, ProPokerTools)."""
        v = [self.high(q, "river") for q in range(len(self.hands))]
        return v[p] == min(v)

    def ties_hi(self, p: int) -> bool:
        v = [self.high(q, "river") for q in range(len(self.hands))]
        return v[p] == min(v) and v.count(v[p]) > 1

    def wins_lo(self, p: int) -> bool:
        v = [A.low_key(self.low(q, "river")) for q in range(len(self.hands))]
        return self.low(p, "river") is not None and v[p] == min(v)

    def ties_lo(self, p: int) -> bool:
        v = [A.low_key(self.low(q, "river")) for q in range(len(self.hands))]
        return self.low(p, "river") is not None and v[p] == min(v) and v.count(v[p]) > 1

    def unseen_pairs(self, p: int, street: str) -> Dict:
        """Every two-card holding of cards the player does not see, scored."""
        n = STREET[street]
        values = A.two_card_values(self.board[:n], self.dead, self.holdem)
        return {k: v for k, v in values.items() if not set(k) & set(self.hands[p])}

    def nut_hi(self, p: int, street: str) -> bool:
        mine = self.high(p, street)
        return all(v >= mine for v in self.unseen_pairs(p, street).values())

    def nut_hi_for_type(self, p: int, street: str) -> bool:
        mine = self.high(p, street)
        cat = A.category(mine)
        return all(v >= mine for v in self.unseen_pairs(p, street).values() if A.category(v) == cat)

    def flop_category(self, p: int) -> str:
        best = 0
        for two in itertools.combinations(self.hands[p], 2):
            best = max(best, FLOP_ORDER.index(flop_category_two(list(two), self.board[:3])))
        return FLOP_ORDER[best]


def flop_category_two(two: List[int], flop: List[int]) -> str:
    """Open PQL's reading (its eval_flop_holdem tests): the five cards' type,
    then where the pair or pairs sit against the flop's ranks."""
    cards = two + flop
    ranks = [c // 4 for c in cards]
    counts = {r: ranks.count(r) for r in set(ranks)}
    value = R.rank5(cards)
    cat = A.category(value)
    if cat >= 4:
        return {8: "flopstraightflush", 7: "flopquads", 6: "flopfullhouse", 5: "flopflush",
                4: "flopstraight"}[cat]
    btm, mid, top = sorted(c // 4 for c in flop)
    if cat == 3:
        r = next(r for r, n in counts.items() if n == 3)
        return "floptrips" if [c // 4 for c in flop].count(r) == 2 else "flopset"
    if cat == 2:
        pairs = {r for r, n in counts.items() if n == 2}
        if top in pairs and mid in pairs:
            return "floptoptwo"
        return "floptopandbottom" if top in pairs else "flopbottomtwo"
    if cat == 1:
        r = next(r for r, n in counts.items() if n == 2)
        for test, name in ((r > top, "flopoverpair"), (r == top, "floptoppair"), (r > mid, "floppocket12"),
                           (r == mid, "flopsecondpair"), (r > btm, "floppocket23"), (r == btm, "flopthirdpair")):
            if test:
                return name
        return "flopunderpair"
    return "flopnothing"


def ranks_of(cards: Sequence[int]) -> set:
    return {c // 4 + 2 for c in cards}


def straight_board(cards: Sequence[int]) -> bool:
    """Open PQL's straightBoard (its tests): three or more board ranks inside one straight's five."""
    ranks = {c // 4 for c in cards}
    windows = [{12, 0, 1, 2, 3}] + [set(range(i, i + 5)) for i in range(9)]
    return any(len(ranks & w) >= 3 for w in windows)


def next_cards(deal: Deal, p: int, street: str):
    n = STREET[street]
    gone = set(deal.hands[p]) | set(deal.board[:n]) | set(deal.dead)
    return [c for c in range(52) if c not in gone]


def outs_to_type(deal: Deal, p: int, street: str, t: int) -> int:
    n = STREET[street]
    return sum(1 for c in next_cards(deal, p, street)
               if A.category(A.high(deal.hands[p], deal.board[:n] + [c], deal.holdem)) >= t)


def nut_outs(deal: Deal, p: int, street: str) -> int:
    n = STREET[street]
    count = 0
    for c in next_cards(deal, p, street):
        board = deal.board[:n] + [c]
        mine = A.high(deal.hands[p], board, deal.holdem)
        others = A.two_card_values(board, deal.dead, deal.holdem)
        if all(v >= mine for k, v in others.items() if not set(k) & set(deal.hands[p])):
            count += 1
    return count

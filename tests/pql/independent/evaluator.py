"""A plain-Python PQL evaluator, written from docs/pql.md (which restates the project's PQL reading),
sharing no code with omaha_eval (hand values come from tests/reference.py,
which was written from the rules).

A query is built as data (``Query``: bindings, selectors, an optional
``where``), rendered to PQL text for the package, and answered here by
listing every deal: one hand from each player's range (no card shared with
another player, the board or the dead cards), then every completion of the
board from the rest of the deck. A deal weighs the product of its hands'
weights; every completion weighs the same. ``where`` keeps deals before
aggregating. Each function is its one-line definition from docs/pql.md's
table, applied to the cards of its street."""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Dict, List, Optional, Sequence, Tuple

import reference as R

RANKS = "23456789TJQKA"
SUITS = "cdhs"          # set from the package's card numbering by the tests (checked once)
STREETS = {"flop": 3, "turn": 4, "river": 5}
TYPES = ["highcard", "pair", "twopair", "trips", "straight", "flush", "fullhouse", "quads", "straightflush"]
FLOP_ORDER = ["flopnothing", "flopunderpair", "flopthirdpair", "floppocket23", "flopsecondpair",
              "floppocket12", "floptoppair", "flopoverpair", "flopbottomtwo", "floptopandbottom",
              "floptoptwo", "floptrips", "flopset", "flopstraight", "flopflush", "flopfullhouse",
              "flopquads", "flopstraightflush"]
GAMES = {"holdem": (2, False), "omahahi": (4, False), "omaha8": (4, True), "omaha5": (5, False)}


# --- cards -----------------------------------------------------------------------------------

def card(text: str) -> int:
    return RANKS.index(text[0].upper()) * 4 + SUITS.index(text[1].lower())


def cards(text: str) -> List[int]:
    return [card(text[i:i + 2]) for i in range(0, len(text), 2)]


def text_of(cs: Sequence[int]) -> str:
    return "".join(RANKS[c // 4] + SUITS[c % 4] for c in cs)


# --- hand values: smaller standard value is stronger (reference.py's scale) -------------------

def high(hole: Tuple[int, ...], board: Tuple[int, ...], holdem: bool) -> int:
    return _high(hole, tuple(sorted(board)), holdem)


def low(hole: Tuple[int, ...], board: Tuple[int, ...]):
    return _low(hole, tuple(sorted(board)))


@lru_cache(maxsize=200_000)
def _high(hole: Tuple[int, ...], board: Tuple[int, ...], holdem: bool) -> int:
    return R.best_holdem(list(hole) + list(board)) if holdem else R.best_omaha(hole, board)


@lru_cache(maxsize=200_000)
def _low(hole: Tuple[int, ...], board: Tuple[int, ...]):
    """Descending low ranks (ace = 1), smaller is better; None: no low."""
    return R.best_omaha_low(hole, board)


def hand_type(value: int) -> int:
    return R.STRENGTHS[value - 1][0]


@lru_cache(maxsize=2_000)
def unseen_pair_values(board: Tuple[int, ...], gone: Tuple[int, ...], holdem: bool) -> Tuple[int, ...]:
    """The value of every two unseen cards with the board, best first.
    In Omaha a hand plays exactly two hole cards, so these are all the values
    an opponent's hand can reach."""
    live = [c for c in range(52) if c not in gone]
    return tuple(sorted(high(pair, board, holdem) for pair in itertools.combinations(live, 2)))


def low_mask(lo) -> int:
    return 0 if lo is None else sum(1 << (r - 1) for r in lo)


# --- flop categories (docs/pql.md: the best two-card part with the flop) ----------------------

def flop_category_two(two: Sequence[int], flop: Sequence[int]) -> int:
    allc = list(two) + list(flop)
    t = hand_type(R.rank5(allc))
    if t >= 4:
        return FLOP_ORDER.index({8: "flopstraightflush", 7: "flopquads", 6: "flopfullhouse", 5: "flopflush",
                                 4: "flopstraight"}[t])
    fr = sorted((c // 4 for c in flop), reverse=True)
    ranks = [c // 4 for c in allc]
    if t == 3:
        r = next(r for r in ranks if ranks.count(r) == 3)
        return FLOP_ORDER.index("floptrips" if fr.count(r) == 2 else "flopset")
    if t == 2:
        pairs = {r for r in ranks if ranks.count(r) == 2}
        if fr[0] in pairs and fr[1] in pairs:
            return FLOP_ORDER.index("floptoptwo")
        return FLOP_ORDER.index("floptopandbottom" if fr[0] in pairs else "flopbottomtwo")
    if t == 1:
        r = next(r for r in ranks if ranks.count(r) == 2)
        top, mid, btm = fr
        for ok, name in ((r > top, "flopoverpair"), (r == top, "floptoppair"), (r > mid, "floppocket12"),
                         (r == mid, "flopsecondpair"), (r > btm, "floppocket23"), (r == btm, "flopthirdpair")):
            if ok:
                return FLOP_ORDER.index(name)
        return FLOP_ORDER.index("flopunderpair")
    return 0


def straight_board(board: Sequence[int]) -> bool:
    ranks = {c // 4 for c in board}
    windows = [{12, 0, 1, 2, 3}] + [set(range(i, i + 5)) for i in range(9)]
    return any(len(ranks & w) >= 3 for w in windows)


# --- queries as data --------------------------------------------------------------------------
# An expression is a tuple: ("num", x), ("call", name, args), ("cmp", op, a, b),
# ("and", a, b), ("or", a, b), ("not", a). A call's arguments are expressions or
# ("player", name), ("street", s), ("type", t), ("cat", c), ("range", text), ("str", text).
# Every expression has a kind: num, bool, type, cat, rank, card.

KIND = {"equity": "num", "riverEquity": "num", "hiRating": "num", "loRating": "num", "boardSuitCount": "num",
        "handBoardIntersections": "num", "outsToHandType": "num", "rankCount": "num",
        "winsHi": "bool", "tiesHi": "bool", "scoops": "bool", "winsLo": "bool", "tiesLo": "bool",
        "minHandType": "bool", "exactHandType": "bool", "bestHiRating": "bool", "madeLo": "bool",
        "nutHi": "bool", "pocketPair": "bool", "overpair": "bool", "pairedBoard": "bool",
        "flushingBoard": "bool", "monotoneBoard": "bool", "twoToneBoard": "bool", "rainbowBoard": "bool",
        "straightBoard": "bool", "hasTopBoardRank": "bool", "inRange": "bool", "minEquity": "bool",
        "minHiRating": "bool", "minLoRating": "bool", "bestLoRating": "bool", "minFlopHandCategory": "bool", "exactFlopHandCategory": "bool",
        "handType": "type", "winningHandType": "type", "flopHandCategory": "cat",
        "maxRank": "rank", "minRank": "rank", "turnCard": "card", "riverCard": "card", "toCard": "card",
        "boardRanks": "ranks", "handRanks": "ranks"}


def kind(e) -> str:
    if e[0] == "num":
        return "num"
    if e[0] in ("cmp", "and", "or", "not"):
        return "bool"
    return KIND[e[1]]


def render(e) -> str:
    tag = e[0]
    if tag == "num":
        return repr(e[1])
    if tag in ("player", "street", "type", "cat"):
        return e[1]
    if tag in ("range", "str"):
        return f"'{e[1]}'"
    if tag == "call":
        return f"{e[1]}({', '.join(render(a) for a in e[2])})"
    if tag == "cmp":
        return f"({render(e[2])} {e[1]} {render(e[3])})"
    if tag in ("and", "or"):
        return f"({render(e[1])} {tag} {render(e[2])})"
    if tag == "not":
        return f"(not {render(e[1])})"
    raise AssertionError(e)


@dataclass
class Query:
    game: str
    players: Dict[str, List[Tuple[List[int], int]]]      # name -> [(hand, weight)]; None weights: '*'
    board: List[int]
    selectors: List[Tuple[str, tuple]]                  # (aggregate, expression)
    where: Optional[tuple] = None
    dead: List[int] = field(default_factory=list)
    star: Tuple[str, ...] = ()                           # players holding '*' (any hand)
    weighted: bool = True

    def text(self) -> str:
        sel = ", ".join(f"{agg}({render(e)})" for agg, e in self.selectors)
        binds = [f"game='{self.game}'"]
        for name, hands in self.players.items():
            if name in self.star:
                binds.append(f"{name}='*'")
            elif self.weighted:
                binds.append(f"{name}='" + ",".join(f"{text_of(h)}@{w}" for h, w in hands) + "'")
            else:
                binds.append(f"{name}='" + ",".join(text_of(h) for h, _ in hands) + "'")
        if self.board:
            binds.append(f"board='{text_of(self.board)}'")
        if self.dead:
            binds.append(f"dead='{text_of(self.dead)}'")
        where = f" where {render(self.where)}" if self.where is not None else ""
        return f"select {sel} from {', '.join(binds)}{where}"


class NoDeal(Exception):
    """No deal is left (a range emptied by the board, or a where that never holds)."""


# --- one deal ---------------------------------------------------------------------------------

class Deal:
    def __init__(self, q: Query, hands: Dict[str, Tuple[int, ...]], board: Tuple[int, ...]):
        self.q = q
        self.nhole, self.hilo = GAMES[q.game]
        self.holdem = self.nhole == 2
        self.hands = hands
        self.board = board
        self.names = list(q.players)

    # values
    def hv(self, p: str, n: int) -> int:
        return high(self.hands[p], self.board[:n], self.holdem)

    def lo(self, p: str, n: int):
        return low(self.hands[p], self.board[:n])

    def shares(self, board: Tuple[int, ...]) -> Dict[str, float]:
        """One pot: the high half (whole pot without a qualifying low), the
        low half among the best qualifying lows, ties split (RULES.md)."""
        highs = {p: high(self.hands[p], board, self.holdem) for p in self.names}
        lows = {p: low(self.hands[p], board) for p in self.names} if self.hilo else {}
        best = min(highs.values())
        hi = [p for p in self.names if highs[p] == best]
        quals = [v for v in lows.values() if v is not None]
        out = {p: 0.0 for p in self.names}
        part = 0.5 if quals else 1.0
        for p in hi:
            out[p] += part / len(hi)
        if quals:
            lb = min(quals)
            lo = [p for p in self.names if lows[p] == lb]
            for p in lo:
                out[p] += 0.5 / len(lo)
        return out

    def equity_at(self, p: str, n: int) -> float:
        if n == 5:
            return self.shares(self.board)[p]
        return _street_equity(self.q.game, tuple((k, self.hands[k]) for k in self.names), self.board[:n],
                              tuple(self.q.dead), p)

    def ev(self, e):
        tag = e[0]
        if tag == "num":
            return e[1]
        if tag == "cmp":
            a, b = self.ev(e[2]), self.ev(e[3])
            return {"=": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[e[1]]
        if tag == "and":
            return self.ev(e[1]) and self.ev(e[2])
        if tag == "or":
            return self.ev(e[1]) or self.ev(e[2])
        if tag == "not":
            return not self.ev(e[1])
        if tag == "type":
            return TYPES.index(e[1])
        if tag == "cat":
            return FLOP_ORDER.index(e[1])
        if tag == "call":
            return getattr(self, "f_" + e[1])(*e[2])
        raise AssertionError(e)

    # functions (docs/pql.md's table)
    def f_equity(self, p, s=("street", "river")):
        return self.equity_at(p[1], STREETS[s[1]])

    def f_riverEquity(self, p):
        return self.shares(self.board)[p[1]]

    def f_minEquity(self, p, s, x):
        return self.equity_at(p[1], STREETS[s[1]]) >= self.ev(x)

    def _river_highs(self):
        return {q: self.hv(q, 5) for q in self.names}

    def f_winsHi(self, p):
        # docs/pql.md: wins or shares the high half
        v = self._river_highs()
        return v[p[1]] == min(v.values())

    def f_tiesHi(self, p):
        v = self._river_highs()
        return v[p[1]] == min(v.values()) and list(v.values()).count(v[p[1]]) > 1

    def f_scoops(self, p):
        return self.shares(self.board)[p[1]] == 1.0

    def _river_lows(self):
        return {q: self.lo(q, 5) for q in self.names}

    def f_winsLo(self, p):
        v = self._river_lows()
        mine = v[p[1]]
        # docs/pql.md: the best qualifying low, alone or shared (as winsHi)
        return mine is not None and all(o is None or mine <= o for q, o in v.items() if q != p[1])

    def f_tiesLo(self, p):
        v = self._river_lows()
        mine = v[p[1]]
        quals = [o for o in v.values() if o is not None]
        return mine is not None and mine == min(quals) and quals.count(mine) > 1

    def f_handType(self, p, s):
        return hand_type(self.hv(p[1], STREETS[s[1]]))

    def f_minHandType(self, p, s, t):
        return self.f_handType(p, s) >= TYPES.index(t[1])

    def f_exactHandType(self, p, s, t):
        return self.f_handType(p, s) == TYPES.index(t[1])

    def f_hiRating(self, p, s):
        return 7463 - self.hv(p[1], STREETS[s[1]])

    def f_minHiRating(self, p, s, r):
        return self.f_hiRating(p, s) >= self.ev(r)

    def f_bestHiRating(self, p, s):
        n = STREETS[s[1]]
        return self.hv(p[1], n) == min(self.hv(q, n) for q in self.names)

    def f_winningHandType(self):
        return hand_type(min(self._river_highs().values()))

    def f_loRating(self, p, s):
        return 256 - low_mask(self.lo(p[1], STREETS[s[1]])) if self.lo(p[1], STREETS[s[1]]) else 0

    def f_minLoRating(self, p, s, r):
        return self.f_loRating(p, s) >= self.ev(r)

    def f_bestLoRating(self, p, s):
        n = STREETS[s[1]]
        mine = self.lo(p[1], n)
        quals = [v for v in (self.lo(q, n) for q in self.names) if v is not None]
        return mine is not None and mine == min(quals)

    def f_madeLo(self, p, s):
        return self.lo(p[1], STREETS[s[1]]) is not None

    def f_nutHi(self, p, s):
        n = STREETS[s[1]]
        hand = self.hands[p[1]]
        gone = tuple(sorted(set(self.board[:n]) | set(self.q.dead) | set(hand)))
        values = unseen_pair_values(self.board[:n], gone, self.holdem)
        return values[0] >= self.hv(p[1], n)

    def f_outsToHandType(self, p, s, t):
        n = STREETS[s[1]]
        hand = self.hands[p[1]]
        gone = set(self.board[:n]) | set(self.q.dead) | set(hand)
        return sum(1 for c in range(52) if c not in gone
                   and hand_type(high(hand, self.board[:n] + (c,), self.holdem)) >= TYPES.index(t[1]))

    def f_pocketPair(self, p):
        return len({c // 4 for c in self.hands[p[1]]}) < len(self.hands[p[1]])

    def f_overpair(self, p, s):
        ranks = [c // 4 for c in self.hands[p[1]]]
        pairs = [r for r in ranks if ranks.count(r) > 1]
        return bool(pairs) and max(pairs) > max(c // 4 for c in self.board[:STREETS[s[1]]])

    def _suits(self, s):
        return [c % 4 for c in self.board[:STREETS[s[1]]]]

    def f_boardSuitCount(self, s):
        return len(set(self._suits(s)))

    def f_rainbowBoard(self, s):
        return len(set(self._suits(s))) == STREETS[s[1]]

    def f_twoToneBoard(self, s):
        return len(set(self._suits(s))) == 2

    def f_monotoneBoard(self, s):
        return len(set(self._suits(s))) == 1

    def f_flushingBoard(self, s):
        suits = self._suits(s)
        return max(suits.count(x) for x in suits) >= 3

    def f_pairedBoard(self, s):
        ranks = [c // 4 for c in self.board[:STREETS[s[1]]]]
        return len(set(ranks)) < len(ranks)

    def f_straightBoard(self, s):
        return straight_board(self.board[:STREETS[s[1]]])

    def f_hasTopBoardRank(self, p, s):
        return max(c // 4 for c in self.board[:STREETS[s[1]]]) in {c // 4 for c in self.hands[p[1]]}

    def f_handBoardIntersections(self, p, s):
        ranks = {c // 4 for c in self.board[:STREETS[s[1]]]}
        return len(ranks & {c // 4 for c in self.hands[p[1]]})  # ranks in common, as Open PQL counts

    def f_inRange(self, p, r):
        return frozenset(self.hands[p[1]]) in {frozenset(cards(h)) for h in r[1].split(",")}

    def f_flopHandCategory(self, p):
        return max(flop_category_two(two, self.board[:3]) for two in itertools.combinations(self.hands[p[1]], 2))

    def f_minFlopHandCategory(self, p, c):
        return self.f_flopHandCategory(p) >= FLOP_ORDER.index(c[1])

    def f_exactFlopHandCategory(self, p, c):
        return self.f_flopHandCategory(p) == FLOP_ORDER.index(c[1])

    def f_boardRanks(self, s):
        return frozenset(c // 4 for c in self.board[:STREETS[s[1]]])

    def f_handRanks(self, p):
        return frozenset(c // 4 for c in self.hands[p[1]])

    def f_maxRank(self, rs):
        return max(self.ev(rs))

    def f_minRank(self, rs):
        return min(self.ev(rs))

    def f_rankCount(self, rs):
        return len(self.ev(rs))

    def f_toCard(self, text):
        return card(text[1])

    def f_turnCard(self):
        return self.board[3]

    def f_riverCard(self):
        return self.board[4]


@lru_cache(maxsize=20_000)
def _street_equity(game, hands, board, dead, p) -> float:
    """Equity known at a street: every hand and the board so far known, exact over the runouts."""
    names = [k for k, _ in hands]
    hd = dict(hands)
    gone = set(board) | set(dead) | {c for _, h in hands for c in h}
    live = [c for c in range(52) if c not in gone]
    q = Query(game, {k: [] for k in names}, [], [])
    total = 0.0
    runs = 0
    for rest in itertools.combinations(live, 5 - len(board)):
        total += Deal(q, hd, board + rest).shares(board + rest)[p]
        runs += 1
    return total / runs


# --- every deal -------------------------------------------------------------------------------

def deals(q: Query):
    """(weight, Deal) for every deal consistent with the bindings."""
    fixed = set(q.board) | set(q.dead)
    names = list(q.players)
    options = []
    for name in names:
        if name in q.star:
            nhole = GAMES[q.game][0]
            hands = [(h, 1) for h in itertools.combinations([c for c in range(52) if c not in fixed], nhole)]
        else:
            hands = [(tuple(h), w) for h, w in q.players[name] if not set(h) & fixed]
        if not hands:
            raise NoDeal(f"{name}'s range is empty")
        options.append(hands)
    for combo in itertools.product(*options):
        held = [c for h, _ in combo for c in h]
        if len(set(held)) != len(held):
            continue
        weight = 1
        for _, w in combo:
            weight *= w if q.weighted else 1
        used = fixed | set(held)
        live = [c for c in range(52) if c not in used]
        hands = {name: h for name, (h, _) in zip(names, combo)}
        # ordered: the turn and the river are each uniform (a sorted pair's
        # first card is not a uniform turn)
        for rest in itertools.permutations(live, 5 - len(q.board)):
            yield weight, Deal(q, hands, tuple(q.board) + rest)


def present(k: str, v):
    """A value as the package shows it."""
    if k == "type":
        return TYPES[v]
    if k == "cat":
        return FLOP_ORDER[v]
    if k == "rank":
        return RANKS[v]
    if k == "card":
        return RANKS[v // 4] + SUITS[v % 4]
    return v


def answer(q: Query):
    """([(aggregate, value, standard deviation per deal or None)] for each
    selector, the share of the deals' weight that ``where`` keeps)."""
    rows = []   # (weight, [values])
    everything = 0
    for w, d in deals(q):
        everything += w
        if q.where is not None and not d.ev(q.where):
            continue
        rows.append((w, [d.ev(e) for _, e in q.selectors]))
    total = sum(w for w, _ in rows)
    if not rows or total == 0:
        raise NoDeal("no deal satisfies the where clause")
    out = []
    for i, (agg, e) in enumerate(q.selectors):
        k = kind(e)
        xs = [(w, v[i]) for w, v in rows]
        if agg in ("avg", "count"):
            mean = sum(w * float(x) for w, x in xs) / total
            var = sum(w * (float(x) - mean) ** 2 for w, x in xs) / total
            out.append((agg, mean, var ** 0.5))
        elif agg in ("max", "min"):
            best = (max if agg == "max" else min)(x for _, x in xs)
            out.append((agg, present(k, best), None))
        elif agg == "histogram":
            hist: Dict = {}
            for w, x in xs:
                key = present(k, x if k != "bool" else bool(x))
                hist[key] = hist.get(key, 0) + w / total
            out.append((agg, hist, None))
    return out, total / everything

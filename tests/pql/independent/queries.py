"""Random PQL queries as data (see evaluator.py), small enough for plain
Python: river or turn boards (a flop in Hold'em now and then), ranges of one
to three hands, a few dead cards."""
from __future__ import annotations

import random
from typing import List

from . import evaluator as E
from .evaluator import Query

P = lambda name: ("player", name)  # noqa: E731
S = lambda street: ("street", street)  # noqa: E731


def call(name, *args):
    return ("call", name, list(args))


def _range(rng: random.Random, deck: List[int], nhole: int, size: int):
    hands = []
    for _ in range(size):
        hand = sorted(rng.sample(deck, nhole))
        if hand not in [h for h, _ in hands]:
            hands.append((hand, rng.randint(1, 5)))
    return hands


def _known(n_board: int) -> List[str]:
    """Streets inside the known board (cheap for the costly functions)."""
    return [s for s, n in E.STREETS.items() if n <= n_board]


def random_expr(rng: random.Random, q: Query, want: str, depth: int = 0):
    """An expression of kind ``want`` ('num', 'bool', 'type', 'cat', 'rank', 'card')."""
    players = list(q.players)
    read = [p for p in players if p not in q.star] or players
    p = P(rng.choice(read))
    st = S(rng.choice(list(E.STREETS)))
    known = S(rng.choice(_known(len(q.board))))
    hilo = E.GAMES[q.game][1]
    t = ("type", rng.choice(E.TYPES[1:7]))
    if want == "num":
        options = [lambda: call("equity", p), lambda: call("riverEquity", p), lambda: call("hiRating", p, st),
                   lambda: call("boardSuitCount", st), lambda: call("handBoardIntersections", p, st),
                   lambda: call("rankCount", call("boardRanks", st))]
        if len(q.board) >= 4:
            options.append(lambda: call("equity", p, S("turn")))
        if len(q.board) >= 4 and E.GAMES[q.game][0] == 2:
            options.append(lambda: call("outsToHandType", p, S("flop"), t))
        if hilo:
            options.append(lambda: call("loRating", p, S("river")))
        return rng.choice(options)()
    if want == "bool":
        if depth < 1 and rng.random() < 0.25:
            op = rng.choice(["and", "or"])
            return (op, random_expr(rng, q, "bool", depth + 1), random_expr(rng, q, "bool", depth + 1))
        if depth < 1 and rng.random() < 0.1:
            return ("not", random_expr(rng, q, "bool", depth + 1))
        options = [lambda: call("winsHi", p), lambda: call("tiesHi", p), lambda: call("scoops", p),
                   lambda: call("minHandType", p, st, t), lambda: call("exactHandType", p, st, t),
                   lambda: call("bestHiRating", p, st), lambda: call("nutHi", p, known),
                   lambda: call("pocketPair", p), lambda: call("overpair", p, st),
                   lambda: call("pairedBoard", st), lambda: call("flushingBoard", st),
                   lambda: call("monotoneBoard", st), lambda: call("twoToneBoard", st),
                   lambda: call("rainbowBoard", st), lambda: call("straightBoard", st),
                   lambda: call("hasTopBoardRank", p, st),
                   lambda: call("minFlopHandCategory", p, ("cat", rng.choice(E.FLOP_ORDER[1:14]))),
                   lambda: call("exactFlopHandCategory", p, ("cat", rng.choice(E.FLOP_ORDER[:14]))),
                   lambda: call("minHiRating", p, st, ("num", rng.randint(1000, 7000))),
                   lambda: ("cmp", rng.choice([">=", "<", "="]), call("handType", p, st), t),
                   lambda: ("cmp", rng.choice([">", "<="]), call("riverEquity", p), ("num", 0.5)),
                   lambda: call("inRange", p, ("range", ",".join(E.text_of(h) for h, _ in
                                                                 rng.sample(q.players[p[1]], 1))))
                   if p[1] not in q.star else call("pocketPair", p)]
        if len(q.board) >= 4:
            options.append(lambda: call("minEquity", p, S("turn"), ("num", rng.choice([0.25, 0.5, 0.75]))))
        if hilo:
            # ratings around the 8-or-better boundary: 8-high lows and the best 7s
            lows = [0b10111000, 0b11110000, 0b10001111, 0b01111000, 0b00011111]
            options += [lambda: call("winsLo", p), lambda: call("tiesLo", p), lambda: call("madeLo", p, st),
                        lambda: call("minLoRating", p, st, ("num", 256 - rng.choice(lows))),
                        lambda: call("bestLoRating", p, st)]
        return rng.choice(options)()
    if want == "type":
        return rng.choice([lambda: call("handType", p, st), lambda: call("winningHandType")])()
    if want == "cat":
        return call("flopHandCategory", p)
    if want == "rank":
        return rng.choice([lambda: call("maxRank", call("boardRanks", st)),
                           lambda: call("minRank", call("boardRanks", st))])()
    if want == "card":
        return call("riverCard") if len(q.board) >= 4 else call("turnCard")
    raise AssertionError(want)


def random_query(rng: random.Random) -> Query:
    game = rng.choice(["holdem", "holdem", "omahahi", "omaha8"])
    nhole, _ = E.GAMES[game]
    deck = list(range(52))
    rng.shuffle(deck)
    n_board = rng.choice([5, 5, 4, 4] + ([3] if nhole == 2 else []))
    board = sorted(deck[:n_board])
    rest = deck[n_board:]
    dead = sorted(rng.sample(rest, rng.choice([0, 0, 1, 2])))
    pool = [c for c in rest if c not in dead]
    # cards that overlap between ranges make the no-shared-card rule matter
    shared = pool[:nhole * 6]
    sizes = [1, 2, 3] if n_board >= 4 else [1, 2]
    players = {"hero": _range(rng, shared, nhole, rng.choice(sizes)),
               "villain": _range(rng, shared, nhole, rng.choice(sizes))}
    star = ()
    if rng.random() < 0.3:
        if nhole == 2 and n_board == 5 and rng.random() < 0.5:
            players["third"] = []
            star = ("third",)        # any hand: read by the showdown functions only
        else:
            players["third"] = _range(rng, pool, nhole, rng.choice([1, 2]))
    q = Query(game, players, board, [], dead=dead, star=star, weighted=rng.random() < 0.7)
    selectors = []
    for _ in range(rng.randint(1, 3)):
        agg = rng.choice(["avg", "count", "count", "max", "min", "histogram"])
        want = {"avg": "num", "count": "bool"}.get(agg) or rng.choice(
            ["num", "type", "cat", "rank"] + (["card"] if agg == "histogram" and n_board >= 4 else []))
        selectors.append((agg, random_expr(rng, q, want)))
    q.selectors = selectors
    if rng.random() < 0.5:
        q.where = random_where(rng, q)
    return q


def random_where(rng: random.Random, q: Query):
    """Parts that read one player's hand and the known board (pushed down to
    the range) and parts that read the deal (filtered per deal)."""
    read = [p for p in q.players if p not in q.star]
    p = P(rng.choice(read))
    pushed = [lambda: call("pocketPair", p), lambda: ("not", call("pocketPair", p)),
              lambda: call("inRange", p, ("range", E.text_of(rng.choice(q.players[p[1]])[0]))),
              lambda: call("minFlopHandCategory", p, ("cat", rng.choice(["floppocket23", "flopthirdpair",
                                                                        "floptoppair"]))),
              lambda: call("hasTopBoardRank", p, S("flop"))]
    # two players on the known flop: reads two hands, so it cannot go to one range
    two = [lambda: ("cmp", ">=", call("hiRating", P("hero"), S("flop")), call("hiRating", P("villain"), S("flop")))]
    dealt = two + [lambda: call("minHandType", p, S("river"), ("type", "pair")),
             lambda: ("cmp", "<", call("riverEquity", p), ("num", 1)),
             lambda: call("flushingBoard", S("river")),
             lambda: ("not", call("pairedBoard", S("river")))]
    parts = [rng.choice(pushed + dealt)() for _ in range(rng.choice([1, 1, 2]))]
    expr = parts[0]
    for part in parts[1:]:
        expr = ("and", expr, part)
    return expr

"""Writes js/test/golden.json: answers of the Python package that the
JavaScript module must give bit for bit (js/test/golden.test.mjs): hand
evaluations with their names, exact equities and seeded Monte Carlo
counters, over every game, street, Hi-Lo, dead cards, ranges with weights
and random players.

    python tests/js/make_golden.py            # rewrite the file
    python tests/js/make_golden.py --check    # fail if the file differs

The cases come from a fixed random.Random seed; tests/js/test_js.py checks
that the committed file is what this script makes.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import numpy as np

import omaha_eval as oe
from omaha_eval.core import _core
from omaha_eval.core.cards import cards_text
from omaha_eval.ranges import board_range
from omaha_eval.ranges.errors import RangeSyntaxError

OUT = Path(__file__).resolve().parent.parent.parent / "js" / "test" / "golden.json"
GAMES = {"holdem": 2, "omaha": 4, "omaha5": 5, "omaha6": 6, "courchevel": 5}


def deal(rng: random.Random, n: int) -> list:
    return rng.sample(range(52), n)


def evaluations(rng: random.Random) -> list:
    out = []
    for i in range(1600):
        game = rng.choice(list(GAMES))
        nhole, nboard = GAMES[game], rng.choice((3, 4, 5))
        cards = deal(rng, nhole + nboard)
        hole, board = cards_text(cards[:nhole]), cards_text(cards[nhole:])
        value, _, _ = oe.best_hand(hole, board, game=game)
        case = {"game": game, "hole": hole, "board": board, "rank": value.rank, "name": value.name,
                "cards": cards_text(value.cards)}
        if nhole > 2:
            low = oe.evaluate_low(hole, board, game=game)
            case["low"] = low.mask if low else 0
            case["lowName"] = low.name if low else None
        out.append(case)
    for i in range(400):  # Hold'em's 5-7 card ranker
        cards = deal(rng, rng.choice((5, 6, 7)))
        rank = oe.rank5(cards) if len(cards) == 5 else oe.evaluate(cards[:2], cards[2:]).rank
        out.append({"cards7": cards_text(cards), "rank": rank})
    return out


def hand(rng: random.Random, deck: list, nhole: int) -> str:
    cards = deck[:nhole]
    del deck[:nhole]
    return cards_text(cards)


def a_range(rng: random.Random, deck: list, nhole: int, weighted: bool):
    """A few hands from the deck left (they may share cards with each
    other, not with the board); with weights, a {hands, weights} pair."""
    hands = [cards_text(rng.sample(deck, nhole)) for _ in range(rng.randint(2, 5))]
    hands = list(dict.fromkeys(hands))
    if weighted:
        return {"hands": hands, "weights": [rng.randint(1, 9) for _ in hands]}
    return hands


def as_python(player):
    if isinstance(player, dict):
        return (player["hands"], player["weights"])
    return player


def equity_case(rng: random.Random, trials, two_ranges: bool = False) -> dict:
    game = rng.choice(["holdem", "omaha", "omaha", "omaha5", "omaha6", "courchevel"])
    nhole = GAMES[game]
    hilo = game != "holdem" and rng.random() < 0.35
    sizes = (1, 3, 4, 5) if game == "courchevel" else (3, 4, 5)
    if trials:  # mostly streets where sampling beats enumerating
        sizes = (0, 0, 3, 3, 4) + ((1,) if game == "courchevel" else ())
    nboard = rng.choice(sizes)
    nplayers = rng.choice((2, 2, 2, 3, 4)) if trials is None else rng.randint(2, min(10, 38 // nhole))
    if trials is None and nboard < 4 and nhole >= 5:
        nplayers = 2
    deck = list(range(52))
    rng.shuffle(deck)
    board = cards_text(deck[:nboard])
    del deck[:nboard]
    dead = ""
    if rng.random() < 0.3:
        dead = cards_text(deck[:rng.randint(1, 3)])
        del deck[:len(dead) // 2]
    players = [hand(rng, deck, nhole) for _ in range(nplayers)]
    kind = rng.random()
    if two_ranges:  # heads-up range against range (or any hand): the sweep, or sampled
        players = players[:2]
        players[0] = a_range(rng, deck, nhole, rng.random() < 0.5)
        players[1] = "*" if trials and rng.random() < 0.3 else a_range(rng, deck, nhole, rng.random() < 0.5)
    elif kind < 0.25:  # a range, with or without weights
        players[-1] = a_range(rng, deck, nhole, rng.random() < 0.5)
    elif kind < 0.35 and (trials or nboard >= 4 and nhole <= 4):
        players[-1] = "*"
    case = {"hands": players, "board": board, "dead": dead, "game": game, "hilo": hilo}
    if trials:
        case["trials"] = trials
        case["seed"] = rng.randrange(1 << 64)
    seed = case.get("seed")
    if seed is not None:
        case["seed"] = str(seed)  # JSON numbers above 2**53 lose digits in JavaScript
    try:
        r = oe.equity([as_python(p) for p in players], board=board, dead=dead, game=game, hilo=hilo,
                      trials=trials, seed=seed)
    except ValueError as err:
        case["error"] = str(err)
        return case
    case["result"] = {
        "exact": r.exact, "boards": r.boards, "method": r.method,
        "counters": [[str(c) for c in row] for row in r.counters],
        "players": [{"hand": p.hand, "equity": p.equity, "win": p.win, "tie": p.tie, "high": p.high, "low": p.low,
                     "scoop": p.scoop, "stdError": p.std_error} for p in r.players],
    }
    return case


# Two ranges on a flop or turn: Python runs the sorted sweep (src/oe_rvr.c),
# the module the pair-by-pair engine; the counters must still agree, and
# with trials both must choose between exact and sampled alike.
SWEEPS = [
    ([["AsAhKsKh", "QdQcJdJc", "Td9d8c7c"], ["9s9h8s8h", "JsTs9d8d"]], "2c7d3h", False, None),
    ([{"hands": ["AsAhKsKh", "QdQcJdJc"], "weights": [1, 4]}, ["9s9h8s8h", "JsTs9d8d"]], "2c7d3h", True, None),
    ([["AsAhKsKh", "QdQcJdJc"], "*"], "2c7d3h5s", False, 50000),
    ([["AsAhKsKh", "QdQcJdJc"], "*"], "2c7d3h5s", False, None),
]


def sweep_case(hands, board, hilo, trials) -> dict:
    case = {"hands": hands, "board": board, "dead": "", "game": "omaha", "hilo": hilo}
    if trials:
        case.update(trials=trials, seed="3")
    r = oe.equity([as_python(p) for p in hands], board=board, game="omaha", hilo=hilo, trials=trials,
                  seed=3 if trials else None)
    case["result"] = {
        "exact": r.exact, "boards": r.boards, "method": r.method,
        "counters": [[str(c) for c in row] for row in r.counters],
        "players": [{"hand": p.hand, "equity": p.equity, "win": p.win, "tie": p.tie, "high": p.high, "low": p.low,
                     "scoop": p.scoop, "stdError": p.std_error} for p in r.players],
    }
    return case


# Jobs Python refuses with a ValueError: the module must throw too.
ERRORS = [
    (["AsAhKsKh", "AsQcJdJc"], "", "", None, False),
    (["AsAhKsKh", "QcJdJc"], "", "", None, False),
    (["AsKs", "QdQc"], "2c3d", "", None, False),
    (["AsKs", "QdQc"], "", "", None, True),
    (["AsAhKsKh", "QdQcJdJc"], "2c7d9h", "2c", None, False),
    (["AsAhKsKh", ["QdQcJdJc", "AsQcJdJc"]], "Qd7d9h", "Jc", None, False),
    (["AsAhKsKh"], "", "", None, False),
    (["AsAhKsKh", "QdQcJdJc"], "", "", "razz", False),
    (["AsAhKsKh", "QdQcJdJcTc"], "", "", "omaha", False),
]


def error_case(hands, board, dead, game, hilo) -> dict:
    try:
        oe.equity(hands, board=board, dead=dead, game=game, hilo=hilo)
    except ValueError as err:
        return {"hands": hands, "board": board, "dead": dead, "game": game, "hilo": hilo, "error": str(err)}
    raise AssertionError(f"no error for {hands} {board} {dead}")


# The job plan in C (src/oe_plan.c), cases enough to meet every method and
# chunk edge: exact tuples, the sweep, Monte Carlo of one chunk, exactly
# one, one and a bit, several. The C API's test (tests/c/golden_test.c)
# reads the same cases from the text twin below.
PLAN_TRIALS = (1, 777, 16384, 16385, 20000, 40000)


def plan_cases(rng: random.Random) -> list:
    out = []
    for i in range(2400):
        trials = None if i % 2 == 0 else rng.choice(PLAN_TRIALS)
        out.append(equity_case(rng, trials, two_ranges=i % 6 in (2, 3)))
    return out


def c_player(player) -> str:
    """A player as the C test reads it: a hand, '*', or hands[:weight] joined by ','."""
    if isinstance(player, str):
        return player
    if isinstance(player, dict):
        return ",".join(f"{h}:{w}" for h, w in zip(player["hands"], player["weights"]))
    return ",".join(player)


def c_line(case: dict) -> str:
    """One case a line for tests/c/golden_test.c: game hilo board dead trials
    seed nplayers players... then method and the counters (or 'error')."""
    nhole = GAMES[case["game"]]
    head = [str(nhole), "1" if case["hilo"] else "0", case["board"] or "-", case["dead"] or "-",
            str(case.get("trials") or 0), case.get("seed", "0"), str(len(case["hands"]))]
    head += [c_player(p) for p in case["hands"]]
    if "error" in case:
        return " ".join(head + ["error"])
    r = case["result"]
    method = "sample" if not r["exact"] else "sweep" if "range against range" in r["method"] else "tuples"
    return " ".join(head + [method] + [c for row in r["counters"] for c in row] + [str(r["boards"])])


# ---- range texts (issue 54): hands and weights as the Python package reads them ----
# The specification's examples (docs/ranges.md), texts generated from its
# pieces, and token soup (mostly errors). A range is kept as its count, the
# weighted flag and a 32-bit hash of its (hand, weight) rows in Range.hands
# order (rows are the hand's cards as Range.hands gives them, then the
# weight byte): row i's FNV-1a, times i + 1, summed mod 2**32 (range_hash).
# An error is kept as its message, column and hint.
SPEC_TEXTS = [
    "*", "AA", "AK", "$ds", "xxxx", "wxyz", "ss", "KsTsxx", "AA!AAA", "AARR", "ssxx", "RRON", "wxy", "A:hhxy",
    "Ahhxy", "[2,4,6,8,T][3,5,7,9]", "[As,Ah,K]K", "A{A$W$W}", "KQJT-T987", "AAJT-AA87", "TsJs-KsQs", "T8+",
    "664-", "[A-Q][J-T]23", "AK,*:xx!RR", "AA@10, KK@8, QQ@5", "AA$ds", "AA$ss", "AxAyxz", "15%", "5%-15%",
    "10%6h", "AKs", "AKo", "QQ+", "A2s+", "T9s-65s", "JJ-88", "random", "AsKd", "AAKK$ds", "(QQJJ$ds,JT98$ds)",
    "AAK$qq", "AAKKds", "$0g", "$1g", "$2g", "$B$M", "$Z$L$N$F$R", "", "AA@0", "AA-KQ", "(AA", "AsAs", "any",
    "A\u00e9", "15%!$np", "(AA,KK)@7,QQ@2", "AA@10,KK@5", "AAAAAAA",
]
BIG_GAME_TEXTS = ["AA", "AA$ds", "KQJT-T987", "AA@10,KK@5", "A{A$W$W}", "[A-Q][J-T]23", "15%", "10%6h", "AAAAAAA",
                  "AsAs", "RRON", "AK,*:xx!RR"]
TOKENS = ["A", "K", "Q", "J", "T", "9", "5", "2", "s", "h", "d", "c", "x", "y", "w", "z", "R", "O", "N", "r", "b",
          "*", "[A-J]", "[2,4", "]", "[Ks,5]", "{", "}", "(", ")", ",", ":", "!", "-", "+", "@10", "@", "@0",
          "@100", "5%", "15%", "2.5%", "5%-15%", "10%6h", "%", "$ds", "$ss", "$np", "$W", "$B", "$0g", "$q", "ds",
          "random", "any", " ", "AKs", "QQ+", "T9s-65s", "A2s+", "1", "0", "\u00e9", "'", "6h", "."]
PIECES = {2: ["AA", "AK", "AKs", "AKo", "QQ+", "A2s+", "T9s-65s", "JJ-88", "KQ", "T8+", "xx", "Ax", "ss", "RR",
              "[A-T][9-6]", "AsKd", "random", "5%", "10%", "3%-8%", "10%6h"],
          4: ["AA", "KK", "AK", "$ds", "xxxx", "AA$ds", "KQJT-T987", "T8+", "RRON", "A{A$W$W}", "[A-Q][J-T]23",
              "ss", "AxAyxz", "$B$M", "$2g", "AAK$qq", "QQJJ$ds", "*", "2%", "5%-7%", "3%6h"],
          5: ["AA", "AKK", "$ds", "AA$ds", "KQJT-T987", "RRON", "[A-Q][J-T]", "ss", "$B$M", "2%", "3%6h"]}
RANGE_GAMES = {"holdem": 2, "omaha": 4, "omaha5": 5}


def generated_text(rng: random.Random, k: int) -> str:
    """A union of pieces, some with ':' and '!' constraints and weights."""
    parts = []
    for _ in range(rng.choice((1, 1, 2, 3))):
        part = rng.choice(PIECES[k])
        if rng.random() < 0.3:
            part += rng.choice((":", "!")) + rng.choice(PIECES[k])
        if rng.random() < 0.3:
            part = f"({part})@{rng.randint(0, 100)}" if rng.random() < 0.5 else f"{part}@{rng.randint(1, 100)}"
        parts.append(part)
    return rng.choice((",", ", ")).join(parts)


def range_hash(hands, weights) -> int:
    """range_hash over numpy rows: see the comment above SPEC_TEXTS."""
    if len(weights) == 0:
        return 0
    rows = np.concatenate([np.asarray(hands, dtype=np.uint8).reshape(len(weights), -1),
                           np.asarray(weights, dtype=np.uint8).reshape(-1, 1)], axis=1).astype(np.uint32)
    h = np.full(len(weights), 2166136261, dtype=np.uint32)
    for j in range(rows.shape[1]):
        h = (h ^ rows[:, j]) * np.uint32(16777619)
    return int((h.astype(np.uint64) * np.arange(1, len(weights) + 1, dtype=np.uint64)).sum() & 0xFFFFFFFF)


def range_case(text: str, game: str, hilo: bool = False) -> dict:
    case = {"game": game, "hilo": hilo, "text": text}
    try:
        r = oe.Range(text, game=game, hilo=hilo)
    except RangeSyntaxError as err:
        return {**case, "error": err.message, "column": err.column, "hint": err.hint}
    except ValueError as err:
        return {**case, "error": str(err), "column": 0, "hint": ""}
    return {**case, "count": len(r), "weighted": r.weighted, "hash": range_hash(r.hands, r.weights)}


def range_cases(rng: random.Random) -> list:
    out = [range_case(t, g) for g in ("holdem", "omaha") for t in SPEC_TEXTS]
    out += [range_case(t, g) for g in ("omaha5", "courchevel") for t in BIG_GAME_TEXTS]
    out += [range_case(t, g, hilo=True) for g in ("omaha", "omaha5") for t in ("15%", "5%-15%", "10%6h", "AA,3%")]
    for i in range(240):
        game = rng.choice(list(RANGE_GAMES))
        out.append(range_case(generated_text(rng, RANGE_GAMES[game]), game, hilo=game != "holdem" and i % 7 == 0))
    for _ in range(120):
        text = "".join(rng.choice(TOKENS) for _ in range(rng.randint(0, 10)))
        out.append(range_case(text, rng.choice(("holdem", "omaha"))))
    return out


# Board ranges (docs/ranges.md "Boards"): the docs' examples and corners as
# flops, turns and rivers, some with dead cards, and generated unions; kept
# as range_hash of (board, weight) rows in board_range's order, or the error.
BOARD_TEXTS = ["xxx", "A**!AA*", "RONR", "***A", "RRR", "RRO", "xyz", "KKKRR", "AAARO", "****s", "{RR}RxR",
               "RRONR", "xyz:Rxx", "(xxx@2,RRR@5):[A-T]**!{AA}*", "AsKd*", "ssxxs", "2c3d4h5s6c", "AKQJ", "15%",
               "", "xx(", "AA@5,KK", "AKQJT9", "random", "[A-Q][J-T]2", "T8+", "A{A$W$W}"]
BOARD_PIECES = ["xxx", "RRR", "RRO", "A**", "[A-T]**", "ssx", "RONR", "xyzx", "***s", "RRONR", "xxxRR", "{RR}R",
                "K*", "AxAy"]


def board_case(text: str, cards: int, dead: str = "") -> dict:
    case = {"text": text, "cards": cards, "dead": dead}
    try:
        boards, weights = board_range(text, cards, dead)
    except RangeSyntaxError as err:
        return {**case, "error": err.message, "column": err.column, "hint": err.hint}
    except ValueError as err:
        return {**case, "error": str(err), "column": 0, "hint": ""}
    return {**case, "count": len(boards), "hash": range_hash(boards, weights)}


def board_cases(rng: random.Random) -> list:
    out = [board_case(t, c, d) for t in BOARD_TEXTS for c, d in ((3, ""), (4, "Kd"), (5, "Ah2c"))
           if c < 5 or t not in ("random", "T8+", "***A", "AsKd*")]  # (millions of rivers)
    for _ in range(30):
        parts = [rng.choice(BOARD_PIECES) for _ in range(rng.choice((1, 2)))]
        text = ",".join(f"{p}@{rng.randint(1, 100)}" if rng.random() < 0.3 else p for p in parts)
        if rng.random() < 0.3:
            text += rng.choice((":", "!")) + rng.choice(BOARD_PIECES)
        out.append(board_case(text, rng.choice((3, 4)), rng.choice(("", "As", "Td9d"))))
    return out


C_OUT = OUT.parent.parent.parent / "tests" / "c" / "golden_equity.txt"


def c_text(cases: dict) -> str:
    rows = [c_line(c) for name in ("exact", "monteCarlo", "sweeps", "plan") for c in cases[name]]
    return ("# made by tests/js/make_golden.py from the cases of js/test/golden.json: nhole hilo board dead trials "
            "seed nplayers players... method counters... boards\n" + "\n".join(rows) + "\n")


C_RANGES = C_OUT.parent / "golden_ranges.txt"


def c_range_line(case: dict) -> str:
    """One text a line for tests/c/golden_ranges_test.c: game, hilo, text, then
    'ok COUNT WEIGHTED HASH' or 'error COLUMN MESSAGE', tab-separated."""
    if "error" in case:
        tail = f"error {case['column']} {case['error']}"
    else:
        tail = f"ok {case['count']} {int(case['weighted'])} {case['hash']}"
    fields = [case["game"], str(int(case["hilo"])), case["text"], tail]
    assert not any(c in f for f in fields for c in "\t\n"), fields
    return "\t".join(fields)


def c_ranges_text(cases: dict) -> str:
    head = ("# made by tests/js/make_golden.py from the range cases of js/test/golden.json: game TAB hilo TAB text "
            "TAB (ok count weighted hash | error column message)\n")
    return head + "\n".join(map(c_range_line, cases["ranges"])) + "\n"


C_BOARDS = C_OUT.parent / "golden_boards.txt"


def c_boards_text(cases: dict) -> str:
    """One board range a line for tests/c/board_range_test.c: cards, dead
    card numbers (',' joined; '-' for none), text, then 'ok COUNT HASH' or
    'error COLUMN MESSAGE', tab-separated."""
    rows = []
    for case in cases["boards"]:
        dead = ",".join(str(c) for c in _core.cards(case["dead"])) if case["dead"] else "-"
        tail = f"error {case['column']} {case['error']}" if "error" in case else f"ok {case['count']} {case['hash']}"
        fields = [str(case["cards"]), dead, case["text"], tail]
        assert not any(c in f for f in fields for c in "\t\n"), fields
        rows.append("\t".join(fields))
    return ("# made by tests/js/make_golden.py from the board cases of js/test/golden.json: cards TAB dead TAB text "
            "TAB (ok count hash | error column message)\n" + "\n".join(rows) + "\n")


def make_all() -> tuple:
    """(golden.json's text, the C tests' texts: equity, ranges, boards)."""
    cases = _cases()
    return _json_text(cases), c_text(cases), c_ranges_text(cases), c_boards_text(cases)


def make() -> str:
    return make_all()[0]


def _cases() -> dict:
    rng = random.Random(20261205)
    cases = {
        "evaluations": evaluations(rng),
        "exact": [equity_case(rng, None) for _ in range(120)],
        "monteCarlo": [equity_case(rng, rng.choice((500, 3000, 20000, 40000))) for _ in range(120)],
        "sweeps": [sweep_case(*args) for args in SWEEPS],
        "errors": [error_case(*args) for args in ERRORS],
        "plan": plan_cases(rng),
        "ranges": range_cases(random.Random(54)),
        "boards": board_cases(random.Random(541)),
    }
    return cases


def _json_text(cases: dict) -> str:
    # one case a line: diffs stay readable, the file small
    parts = []
    for name, items in cases.items():
        lines = ",\n".join(json.dumps(item, ensure_ascii=False, separators=(",", ":")) for item in items)
        parts.append(f"{json.dumps(name)}:[\n{lines}\n]")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def main(argv: list) -> int:
    texts = dict(zip((OUT, C_OUT, C_RANGES, C_BOARDS), make_all()))
    if "--check" in argv:
        stale = [p for p, text in texts.items() if not p.exists() or p.read_text(encoding="utf-8") != text]
        for p in texts:
            print(f"{p}: {'OUT OF DATE: run python tests/js/make_golden.py' if p in stale else 'up to date'}")
        return 1 if stale else 0
    for p, text in texts.items():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
        print(f"wrote {p}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Writes js/test/solver_golden.json: solves by the Python package
(omaha_eval.solver: Spot, BetTree, build, run) that the JavaScript
module's oe.solve must match (js/test/solver.test.mjs): exploitability,
iterations, the root's actions, hands and strategy, and the values of
both players at the root, for a Hold'em river, a Hold'em river from hand
lists with weights and a dead card, a PLO4 river, a PLO4 Hi-Lo river, a
Courchevel river and a Hold'em turn.

    python tests/js/make_solver_golden.py            # rewrite the file
    python tests/js/make_solver_golden.py --check    # fail if the file differs

Each case is written in the JavaScript call's own words (spot, options);
the Python call is made from them here. tests/js/test_js.py checks that
the committed file is what this script makes.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Dict, List

from omaha_eval.solver import BetTree, Spot, build

OUT = Path(__file__).resolve().parent.parent.parent / "js" / "test" / "solver_golden.json"

CASES: List[Dict[str, Any]] = [
    {"name": "holdem river", "spot": {"game": "holdem", "board": "AsKd7c2h3s", "pot": 100, "stack": 100,
                                      "oop": "AA, KK, 65s", "ip": "QQ, JJ"}, "options": {}},
    {"name": "holdem river, hand lists with weights and a dead card",
     "spot": {"game": "holdem", "board": "Qh9c5d2s2h", "dead": "3c", "pot": 60, "stack": 150,
              "oop": [["AhAd", 1], ["QsQd", 0.5], ["8c7c", 2], ["3d3s", 1]],
              "ip": [["KhKd", 1], ["JcTc", 1], ["9s9d", 0.25]],
              "bets": "33%, pot", "raises": "2.5x", "raiseCap": 2},
     "options": {"iterations": 300, "target": 0.001}},
    {"name": "plo4 river", "spot": {"game": "omaha", "board": "Ks7d2c9h3s", "pot": 100, "stack": 200,
                                    "oop": "KK7*", "ip": "99T*", "bets": "pot", "raises": "pot"},
     "options": {"iterations": 200, "target": 0.002}},
    {"name": "plo4 hi-lo river", "spot": {"game": "omaha", "hilo": True, "board": "Ah4d7c8s2h",
                                          "pot": 40, "stack": 60, "oop": "A3KK, 3355", "ip": "A2QJ", "bets": "75%",
                                          "raises": "", "raiseCap": 0},
     "options": {"iterations": 80, "target": 0.003}},
    {"name": "courchevel river", "spot": {"game": "courchevel", "board": "Jc8d5h4s2c", "pot": 100,
                                          "stack": 100, "oop": "JJ8QK", "ip": "7632A", "bets": "pot",
                                          "raises": "", "raiseCap": 0},
     "options": {"iterations": 40, "target": 0.005}},
    {"name": "holdem turn", "spot": {"game": "holdem", "board": "Ts8h4c2d", "pot": 50, "stack": 100,
                                     "oop": "TT, 88, A9s", "ip": "AT, 99", "bets": "pot", "raises": "",
                                     "allin": False, "raiseCap": 0},
     "options": {"iterations": 60, "target": 0.0}},
]


def python_solution(case: Dict[str, Any]) -> Any:
    s = case["spot"]

    def hands(source: Any) -> Any:
        return [(h, float(w)) for h, w in source] if isinstance(source, list) else source

    spot = Spot(s["game"], s["board"], pot=s["pot"], stack=s["stack"], oop=hands(s["oop"]), ip=hands(s["ip"]),
                dead=s.get("dead", ""), hilo=s.get("hilo", False))
    tree = BetTree(bets=s.get("bets", "50%, pot"), raises=s.get("raises", "pot"), allin=s.get("allin", True),
                   raise_cap=s.get("raiseCap", 1))
    o = case["options"]
    return build(spot, tree).run(target=o.get("target", 0.005), max_iterations=o.get("iterations", 1000))


def make() -> str:
    out = []
    for case in CASES:
        sol = python_solution(case)
        out.append({**case, "expected": {
            "exploitability": sol.exploitability, "iterations": sol.iterations, "nodes": len(sol._nodes),
            "actions": sol.actions(), "hands": {"oop": sol.hands("oop"), "ip": sol.hands("ip")},
            "strategy": [[round(float(x), 7) for x in row] for row in sol.strategy()],
            "ev": {p: [round(float(x), 6) for x in sol.values(None, p)["ev"]] for p in ("oop", "ip")}}})
    return json.dumps(out, indent=1) + "\n"


def main() -> int:
    text = make()
    if "--check" in sys.argv[1:]:
        if OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT} is stale: run python tests/js/make_solver_golden.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

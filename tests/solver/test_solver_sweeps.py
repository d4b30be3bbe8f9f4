"""The showdown sweeps (src/oe_solve_showdown.c) against brute force in
every game: at showdown and fold nodes after a few iterations (so reaches
are uneven and some are exactly 0), each hand's compatible opponent reach
("weight") and pot share ("equity") equal a plain loop over the opponent's
hands that share no card with it. A paired board makes many ties, hands
shared by both players exercise the identical-hand term, and boards of
different cards move the table's card alphabet."""
import random
import zlib

import pytest

from omaha_eval.core import _core
from omaha_eval.solver import BetTree, Spot, build

from . import solver_reference as ref

GAMES = [("holdem", 2, False), ("omaha", 4, False), ("omaha", 4, True), ("omaha5", 5, False),
         ("omaha5", 5, True), ("omaha6", 6, False)]
BOARDS = ["Ks7d7c2h2s", "AhKh5c4d3s", "2c3c4c5c6c"]
PATHS = ["check/check", "bet 50/call", "check/bet 50/fold", "bet 50/raise/call"]


def hands_for(rng, k, board, count):
    left = [c for c in range(52) if c not in board]
    out = {}
    while len(out) < count:
        cards = sorted(rng.sample(left, k))
        out[tuple(cards)] = "".join(_core.card_name(c) for c in cards)
    return list(out.values())


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}{'-hilo' if g[2] else ''}")
@pytest.mark.parametrize("board_text", BOARDS)
def test_sweeps_equal_brute_force(game, board_text):
    name, k, hilo = game
    rng = random.Random(zlib.crc32(f"{name}{hilo}{board_text}".encode()))
    board = _core.cards(board_text)
    oop = hands_for(rng, k, board, 24)
    ip = hands_for(rng, k, board, 20) + oop[:4]          # four hands both players hold
    spot = Spot(name, board_text, pot=100, stack=300, oop=oop, ip=ip, hilo=hilo)
    sol = build(spot, BetTree(bets="50%", raises="pot", allin=False))
    for t in range(1, 5):
        sol._core.iterate(t, 1.5, 0.0, 2.0)
    cards = {p: [set(_core.cards(h)) for h in sol.hands(p)] for p in ("oop", "ip")}
    for path in PATHS:
        for me, other in (("oop", "ip"), ("ip", "oop")):
            reach = sol.reach(path, other)
            got = sol.values(path, me)
            for h, hand in enumerate(sol.hands(me)):
                num = den = 0.0
                for j, opp in enumerate(sol.hands(other)):
                    if cards[me][h] & cards[other][j]:
                        continue                          # a blocked pair never meets
                    den += reach[j]
                    num += reach[j] * ref.pot_share(hand, opp, board_text, name, hilo)
                assert got["weight"][h] == pytest.approx(den, rel=1e-6, abs=1e-9), (path, me, hand)
                assert got["equity"][h] == pytest.approx(num / den if den else 0.0, abs=1e-6), (path, me, hand)

"""The solver through the public C API's table (omaha_eval.h, since 1.3),
called with ctypes on the table the extension hands out in its capsule:
the same answers as the Python face, and bad arguments refused."""
import ctypes

import numpy as np
import pytest

from omaha_eval.core import _core
from omaha_eval.solver import BetTree, Spot, build


class Sizes(ctypes.Structure):
    _fields_ = [("n", ctypes.c_int), ("value", ctypes.c_double * 8), ("kind", ctypes.c_int * 8),
                ("allin", ctypes.c_int)]


class Request(ctypes.Structure):
    _fields_ = [("game", ctypes.c_int), ("hilo", ctypes.c_int), ("board", ctypes.POINTER(ctypes.c_uint8)),
                ("pot", ctypes.c_double), ("stack", ctypes.c_double), ("n", ctypes.c_size_t * 2),
                ("hands", ctypes.POINTER(ctypes.c_uint8) * 2), ("weights", ctypes.POINTER(ctypes.c_float) * 2),
                ("bets", Sizes * 2), ("raises", Sizes * 2), ("raise_cap", ctypes.c_int),
                ("pot_limit", ctypes.c_int), ("donk", ctypes.c_int), ("allin_threshold", ctypes.c_double),
                ("min_bet", ctypes.c_double), ("rake", ctypes.c_double), ("rake_cap", ctypes.c_double),
                ("threads", ctypes.c_int), ("memory_limit", ctypes.c_size_t),
                ("nboard", ctypes.c_int), ("dead", ctypes.c_uint64)]   # since 1.4


class NodeInfo(ctypes.Structure):
    _fields_ = [("kind", ctypes.c_int), ("player", ctypes.c_int), ("nchildren", ctypes.c_int),
                ("first_child", ctypes.c_int), ("parent", ctypes.c_int), ("action", ctypes.c_int),
                ("amount", ctypes.c_double), ("put", ctypes.c_double * 2)]


P = ctypes.c_void_p
PROGRESS = ctypes.CFUNCTYPE(ctypes.c_int, P, ctypes.c_int, ctypes.c_double)
SOLVE_FIELDS = [
    ("solve_new", ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(Request), ctypes.POINTER(P))),
    ("solve_free", ctypes.CFUNCTYPE(None, P)),
    ("solve_run", ctypes.CFUNCTYPE(ctypes.c_int, P, ctypes.c_int, ctypes.c_double, PROGRESS, P,
                                   ctypes.POINTER(ctypes.c_double))),
    ("solve_nodes", ctypes.CFUNCTYPE(ctypes.c_int, P)),
    ("solve_node", ctypes.CFUNCTYPE(ctypes.c_int, P, ctypes.c_int, ctypes.POINTER(NodeInfo))),
    ("solve_strategy", ctypes.CFUNCTYPE(ctypes.c_int, P, ctypes.c_int, ctypes.POINTER(ctypes.c_float))),
    ("solve_values", ctypes.CFUNCTYPE(ctypes.c_int, P, ctypes.c_int, ctypes.c_int, *[ctypes.POINTER(ctypes.c_double)] * 3)),
    # since 1.4: Short Deck and ICM first (tests/test_cython_api.py calls them), then the turn's
    ("shortdeck_eval", ctypes.CFUNCTYPE(ctypes.c_int)),
    ("shortdeck_equity", ctypes.CFUNCTYPE(ctypes.c_int)),
    ("icm", ctypes.CFUNCTYPE(ctypes.c_int)),
    ("solve_strategy_at", ctypes.CFUNCTYPE(ctypes.c_int, P, ctypes.c_int, ctypes.c_int,
                                           ctypes.POINTER(ctypes.c_float))),
    ("solve_values_at", ctypes.CFUNCTYPE(ctypes.c_int, P, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                         *[ctypes.POINTER(ctypes.c_double)] * 3)),
    # since 1.4: the equity plan's three (tests/test_c_api.py calls them), then node locking
    ("equity_plan", ctypes.CFUNCTYPE(ctypes.c_int)),
    ("equity_run", ctypes.CFUNCTYPE(ctypes.c_int)),
    ("equity_fractions", ctypes.CFUNCTYPE(ctypes.c_int)),
    ("solve_lock", ctypes.CFUNCTYPE(ctypes.c_int, P, ctypes.c_int, ctypes.c_int, ctypes.POINTER(ctypes.c_float))),
]
# the table's members before 1.3: size, version, then 27 function pointers
BEFORE = 27


def table():
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype, get.argtypes = P, [ctypes.py_object, ctypes.c_char_p]
    base = get(_core._C_API, b"omaha_eval.core._core._C_API")
    size, version = ctypes.cast(base, ctypes.POINTER(ctypes.c_uint32))[0:2]
    assert version >= 10400
    slots = ctypes.cast(base + 8, ctypes.POINTER(P))
    funcs = {name: kind(slots[BEFORE + i]) for i, (name, kind) in enumerate(SOLVE_FIELDS)}
    assert size >= 8 + (BEFORE + len(SOLVE_FIELDS)) * ctypes.sizeof(P)
    return funcs


def request(spot, keep):
    r = Request()
    r.game, r.hilo = 2, 0
    board = (ctypes.c_uint8 * 5)(*spot.board)
    r.nboard = len(spot.board)
    keep.append(board)
    r.board = board
    r.pot, r.stack = spot.pot, spot.stack
    for p in (0, 1):
        cards = np.ascontiguousarray(spot.hands[p].ravel())
        weights = spot.weights[p].astype(np.float32)
        keep += [cards, weights]
        r.n[p] = len(spot.hands[p])
        r.hands[p] = cards.ctypes.data_as(ctypes.POINTER(ctypes.c_uint8))
        r.weights[p] = weights.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
        r.bets[p].n, r.bets[p].value[0], r.bets[p].kind[0], r.bets[p].allin = 1, 1.0, 0, 1
        r.raises[p].n, r.raises[p].value[0], r.raises[p].kind[0], r.raises[p].allin = 1, 1.0, 0, 1
    r.raise_cap, r.donk, r.min_bet, r.threads = 1, 1, 1.0, 1
    return r


def test_the_c_api_solves_as_python_does():
    f = table()
    spot = Spot("holdem", "KsQd7h4c2s", pot=100, stack=300, oop="77, T9s, AK, KQ", ip="QJs, AQ, 44")
    keep = []
    r = request(spot, keep)
    handle = P()
    assert f["solve_new"](ctypes.byref(r), ctypes.byref(handle)) == 0
    try:
        seen = []
        cb = PROGRESS(lambda ctx, it, e: seen.append((it, e)) or 0)
        expl = ctypes.c_double()
        assert f["solve_run"](handle, 40, 0.0, cb, None, ctypes.byref(expl)) == 0
        assert [it for it, _ in seen] == [10, 20, 30, 40]
        sol = build(spot, BetTree(bets="pot", raises="pot", allin=True))
        sol.run(target=0, max_iterations=40)
        assert expl.value == pytest.approx(sol.exploitability, abs=1e-12)
        assert f["solve_nodes"](handle) == len(sol._nodes)
        info = NodeInfo()
        assert f["solve_node"](handle, 0, ctypes.byref(info)) == 0
        assert (info.kind, info.player, info.nchildren) == (0, 0, len(sol.actions()))
        out = np.empty(info.nchildren * len(spot.hands[0]), dtype=np.float32)
        assert f["solve_strategy"](handle, 0, out.ctypes.data_as(ctypes.POINTER(ctypes.c_float))) == 0
        assert np.array_equal(out.reshape(info.nchildren, -1).T, sol.strategy().astype(np.float32))
        assert f["solve_node"](handle, 10 ** 6, ctypes.byref(info)) == -8      # OE_ERR_ARGUMENT
    finally:
        f["solve_free"](handle)


def test_the_c_api_refuses_bad_requests():
    f = table()
    spot = Spot("holdem", "KsQd7h4c2s", pot=100, stack=300, oop="77", ip="QJs")
    keep = []
    handle = P()
    r = request(spot, keep)
    r.game = 3
    assert f["solve_new"](ctypes.byref(r), ctypes.byref(handle)) == -6        # OE_ERR_GAME
    r = request(spot, keep)
    r.pot = -1
    assert f["solve_new"](ctypes.byref(r), ctypes.byref(handle)) == -8
    r = request(spot, keep)
    r.bets[0].n = 9
    assert f["solve_new"](ctypes.byref(r), ctypes.byref(handle)) == -8
    r = request(spot, keep)
    r.memory_limit = 100
    assert f["solve_new"](ctypes.byref(r), ctypes.byref(handle)) == -9        # OE_ERR_MEMORY
    assert f["solve_new"](None, ctypes.byref(handle)) == -7                   # OE_ERR_NULL


def test_the_c_api_solves_a_turn_as_python_does():
    f = table()
    spot = Spot("holdem", "KsQd7h4c", pot=100, stack=150, oop="77, T9s, AK", ip="QJs, AQ, 44", dead="2c")
    keep = []
    r = request(spot, keep)
    r.dead = 1 << spot.dead[0]
    handle = P()
    assert f["solve_new"](ctypes.byref(r), ctypes.byref(handle)) == 0
    try:
        expl = ctypes.c_double()
        assert f["solve_run"](handle, 20, 0.0, PROGRESS(lambda ctx, it, e: 0), None, ctypes.byref(expl)) == 0
        sol = build(spot, BetTree(bets="pot", raises="pot", allin=True))
        sol.run(target=0, max_iterations=20)
        assert expl.value == pytest.approx(sol.exploitability, abs=1e-12)
        at = sol.node_index("check/check/3s")
        card = _core.cards("3s")[0]
        info = NodeInfo()
        assert f["solve_node"](handle, sol._nodes[at][6], ctypes.byref(info)) == 0
        assert (info.kind, info.nchildren) == (3, 1)                      # the river's deal
        n = len(spot.hands[0])
        out = np.empty(len(sol.actions("check/check/3s")) * n, dtype=np.float32)
        assert f["solve_strategy_at"](handle, at, card, out.ctypes.data_as(ctypes.POINTER(ctypes.c_float))) == 0
        assert np.array_equal(out.reshape(-1, n).T, sol.strategy("check/check/3s").astype(np.float32))
        ev, eq, w = np.zeros(n), np.zeros(n), np.zeros(n)
        ptr = [a.ctypes.data_as(ctypes.POINTER(ctypes.c_double)) for a in (ev, eq, w)]
        assert f["solve_values_at"](handle, at, card, 0, *ptr) == 0
        assert np.allclose(ev, sol.values("check/check/3s")["ev"])
        assert f["solve_strategy_at"](handle, at, spot.dead[0], out.ctypes.data_as(ctypes.POINTER(ctypes.c_float))) == -8
        assert f["solve_strategy_at"](handle, at, -1, out.ctypes.data_as(ctypes.POINTER(ctypes.c_float))) == -8
    finally:
        f["solve_free"](handle)
    r = request(spot, keep)
    r.nboard = 3
    assert f["solve_new"](ctypes.byref(r), ctypes.byref(handle)) == -8


def test_the_c_api_locks_nodes_as_python_does():
    """A lock at the root (half the hands always check) and one below a
    turn's river card, set through the table: the same solve as the
    Python face's Solution.lock; bad locks refused, nothing changed."""
    f = table()
    spot = Spot("holdem", "KsQd7h4c", pot=100, stack=150, oop="77, T9s, AK", ip="QJs, AQ, 44")
    keep = []
    r = request(spot, keep)
    handle = P()
    assert f["solve_new"](ctypes.byref(r), ctypes.byref(handle)) == 0
    try:
        sol = build(spot, BetTree(bets="pot", raises="pot", allin=True))
        n0, n1 = len(spot.hands[0]), len(spot.hands[1])
        root = np.full((len(sol.actions()), n0), -1.0, dtype=np.float32)
        root[:, ::2] = 0
        root[0, ::2] = 1                                # every other hand always checks
        river = "check/check/3s"
        at = sol.node_index(river)
        below = np.zeros((len(sol.actions(river)), n0), dtype=np.float32)
        below[-1] = 1                                   # every hand all-in on the 3s
        card = _core.cards("3s")[0]
        as_ptr = lambda a: a.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
        assert f["solve_lock"](handle, 0, -1, as_ptr(root)) == 0
        assert f["solve_lock"](handle, at, card, as_ptr(below)) == 0
        sol.lock("", np.where(root.T < 0, np.nan, root.T))
        sol.lock(river, below.T.copy())
        expl = ctypes.c_double()
        assert f["solve_run"](handle, 20, 0.0, PROGRESS(lambda ctx, it, e: 0), None, ctypes.byref(expl)) == 0
        sol.run(target=0, max_iterations=20)
        assert expl.value == pytest.approx(sol.exploitability, abs=1e-12)
        out = np.empty(root.size, dtype=np.float32)
        assert f["solve_strategy"](handle, 0, as_ptr(out)) == 0
        got = out.reshape(root.shape)
        assert np.array_equal(got[:, ::2], root[:, ::2])                 # the locked hands kept
        assert np.array_equal(got.T, sol.strategy().astype(np.float32))
        out = np.empty(below.size, dtype=np.float32)
        assert f["solve_strategy_at"](handle, at, card, as_ptr(out)) == 0
        assert np.array_equal(out.reshape(below.shape).T, sol.strategy(river).astype(np.float32))
        bad = root.copy()
        bad[0, 0] = 0.5                                 # frequencies that sum to 0.5
        assert f["solve_lock"](handle, 0, -1, as_ptr(bad)) == -8
        assert f["solve_lock"](handle, at, spot.board[0], as_ptr(below)) == -8   # a board card as the river
        showdown = next(i for i in range(f["solve_nodes"](handle)) if _kind(f, handle, i) == 2)
        assert f["solve_lock"](handle, showdown, -1, as_ptr(root)) == -8
        assert f["solve_lock"](handle, 10 ** 6, -1, as_ptr(root)) == -8
        assert f["solve_lock"](None, 0, -1, as_ptr(root)) == -7
        out = np.empty(root.size, dtype=np.float32)
        assert f["solve_strategy"](handle, 0, as_ptr(out)) == 0
        assert np.array_equal(out.reshape(root.shape)[:, ::2], root[:, ::2])   # the refused lock changed nothing
        assert f["solve_lock"](handle, 0, -1, None) == 0                        # unlocked
    finally:
        f["solve_free"](handle)
    assert n1 > 0


def _kind(f, handle, node):
    info = NodeInfo()
    assert f["solve_node"](handle, node, ctypes.byref(info)) == 0
    return info.kind

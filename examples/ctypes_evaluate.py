"""The omaha_eval C library from Python through ctypes: no compiler and no
extension module, so the same library serves PyPy, free-threaded CPython or
any program with a C FFI. Build the library first (docs/c-api.md):

    cmake -S . -B build && cmake --build build
    python examples/ctypes_evaluate.py build/libomaha_eval.so AhAd7c2s KsKd7h3c2d

Every function returns a value >= 0, or a negative status code that
oe_strerror() names; this wrapper turns the codes into ValueError.
"""
from __future__ import annotations

import ctypes
import sys
from typing import List, Optional, Sequence, Tuple

_U8P = ctypes.POINTER(ctypes.c_uint8)
_DEAL = [ctypes.c_int, _U8P, ctypes.c_int, _U8P, ctypes.c_int]  # game, hole, nhole, board, nboard
_BATCH = [ctypes.c_int, _U8P, ctypes.c_int, _U8P, ctypes.c_int, ctypes.c_int, ctypes.c_size_t]


class Range(ctypes.Structure):
    """oe_range: n hands of the game's hole count, optional weights."""
    _fields_ = [("hands", _U8P), ("weights", ctypes.POINTER(ctypes.c_uint32)), ("n", ctypes.c_size_t)]


class EquityRequest(ctypes.Structure):
    _fields_ = [("game", ctypes.c_int), ("hilo", ctypes.c_int), ("nplayers", ctypes.c_int),
                ("players", Range * 10), ("board", _U8P), ("nboard", ctypes.c_int),
                ("dead", _U8P), ("ndead", ctypes.c_int)]


class PlayerEquity(ctypes.Structure):
    _fields_ = [(name, ctypes.c_double)
                for name in ("equity", "win", "tie", "high", "low", "scoop", "std_error")]


class EquityResult(ctypes.Structure):
    _fields_ = [("nplayers", ctypes.c_int), ("exact", ctypes.c_int), ("boards", ctypes.c_double),
                ("players", PlayerEquity * 10)]


def _cards(cards: Sequence[int]) -> "ctypes.Array[ctypes.c_uint8]":
    # ints outside 0..255 would wrap silently in c_uint8: let the library see 255 (out of range)
    return (ctypes.c_uint8 * max(len(cards), 1))(*[c if 0 <= c <= 255 else 255 for c in cards])


class OmahaEval:
    """The functions of omaha_eval.h, loaded from a shared library."""

    def __init__(self, path: str) -> None:
        lib = ctypes.CDLL(path)
        signatures = {
            "oe_version": (ctypes.c_char_p, []),
            "oe_strerror": (ctypes.c_char_p, [ctypes.c_int]),
            "oe_cards_parse": (ctypes.c_int, [ctypes.c_char_p, ctypes.c_size_t, _U8P, ctypes.c_int,
                                              ctypes.POINTER(ctypes.c_size_t)]),
            "oe_hand_category": (ctypes.c_int, [ctypes.c_int]),
            "oe_eval_high": (ctypes.c_int, _DEAL),
            "oe_eval_low": (ctypes.c_int, _DEAL),
            "oe_best_high": (ctypes.c_int, _DEAL + [_U8P, ctypes.POINTER(ctypes.c_int)]),
            "oe_best_low": (ctypes.c_int, _DEAL + [_U8P]),
            "oe_eval_high_batch": (ctypes.c_int, _BATCH + [ctypes.POINTER(ctypes.c_uint16),
                                                           ctypes.POINTER(ctypes.c_size_t)]),
            "oe_equity_exact": (ctypes.c_int, [ctypes.POINTER(EquityRequest), ctypes.POINTER(EquityResult)]),
            "oe_equity_sample": (ctypes.c_int, [ctypes.POINTER(EquityRequest), ctypes.c_uint64,
                                                ctypes.c_uint64, ctypes.POINTER(EquityResult)]),
            "oe_equity_each": (ctypes.c_int, [ctypes.POINTER(EquityRequest), ctypes.POINTER(PlayerEquity),
                                              ctypes.POINTER(ctypes.c_uint64)]),
            "oe_range_equity": (ctypes.c_int, [ctypes.POINTER(EquityRequest), ctypes.POINTER(EquityResult)]
                                + [ctypes.POINTER(PlayerEquity), ctypes.POINTER(ctypes.c_double)] * 2),
        }
        for name, (restype, argtypes) in signatures.items():
            function = getattr(lib, name)
            function.restype, function.argtypes = restype, argtypes
        self.lib = lib

    def _check(self, status: int, what: object) -> int:
        if status < 0:
            raise ValueError(f"{what}: {self.lib.oe_strerror(status).decode()} (status {status})")
        return status

    def version(self) -> str:
        return str(self.lib.oe_version().decode())

    def parse(self, text: str) -> List[int]:
        raw = text.encode()
        out = (ctypes.c_uint8 * 52)()
        bad = ctypes.c_size_t(0)
        n = self._check(self.lib.oe_cards_parse(raw, len(raw), out, 52, ctypes.byref(bad)), repr(text))
        return list(out[:n])

    def evaluate(self, hole: Sequence[int], board: Sequence[int], game: int = 0) -> int:
        """The high value (1 = royal flush ... 7462)."""
        status = self.lib.oe_eval_high(game, _cards(hole), len(hole), _cards(board), len(board))
        return self._check(status, (hole, board))

    def evaluate_low(self, hole: Sequence[int], board: Sequence[int], game: int = 0) -> int:
        """The 8-or-better low mask, 0 for none."""
        status = self.lib.oe_eval_low(game, _cards(hole), len(hole), _cards(board), len(board))
        return self._check(status, (hole, board))

    def best_high(self, hole: Sequence[int], board: Sequence[int],
                  game: int = 0) -> Tuple[int, List[int], List[int]]:
        """(value, hole cards used, board cards used)."""
        used = (ctypes.c_uint8 * 5)()
        from_hole = ctypes.c_int(0)
        status = self.lib.oe_best_high(game, _cards(hole), len(hole), _cards(board), len(board),
                                       used, ctypes.byref(from_hole))
        value = self._check(status, (hole, board))
        return value, list(used[:from_hole.value]), list(used[from_hole.value:5])

    def category(self, value: int) -> int:
        """0 = high card ... 8 = straight flush."""
        return self._check(self.lib.oe_hand_category(value), value)

    def evaluate_many(self, holes: Sequence[Sequence[int]], boards: Sequence[Sequence[int]],
                      game: int = 0) -> List[int]:
        """High values of row i of holes with row i of boards, in one call."""
        n = len(holes)
        nhole, nboard = (len(holes[0]), len(boards[0])) if n else (4, 5)
        flat_holes = _cards([c for row in holes for c in row])
        flat_boards = _cards([c for row in boards for c in row])
        out = (ctypes.c_uint16 * max(n, 1))()
        bad = ctypes.c_size_t(0)
        status = self.lib.oe_eval_high_batch(game, flat_holes, nhole, flat_boards, nboard, 1, n,
                                             out, ctypes.byref(bad))
        self._check(status, f"row {bad.value}")
        return list(out[:n])


    def _request(self, players: Sequence[Sequence[Sequence[int]]], board: Sequence[int],
                 dead: Sequence[int], game: int, hilo: bool,
                 weights: Optional[Sequence[Optional[Sequence[int]]]]) -> Tuple[EquityRequest, list]:
        """The request, and the buffers it points into (keep them alive)."""
        rq = EquityRequest(game=game, hilo=int(hilo), nplayers=len(players))
        keep: list = []
        for p, hands in enumerate(players[:10]):
            flat = _cards([c for hand in hands for c in hand])
            rq.players[p].hands, rq.players[p].n = (flat if hands else None), len(hands)
            keep.append(flat)
            if weights is not None and weights[p] is not None:
                w = (ctypes.c_uint32 * len(hands))(*weights[p])
                rq.players[p].weights = w
                keep.append(w)
        rq.board, rq.nboard = _cards(board), len(board)
        rq.dead, rq.ndead = _cards(dead), len(dead)
        keep += [rq.board, rq.dead]
        return rq, keep

    def equity(self, players: Sequence[Sequence[Sequence[int]]], board: Sequence[int] = (),
               dead: Sequence[int] = (), game: int = 4, hilo: bool = False,
               trials: Optional[int] = None, seed: int = 0,
               weights: Optional[Sequence[Optional[Sequence[int]]]] = None) -> EquityResult:
        """Each player a list of hands (one hand, or a range; [] = any hand,
        Monte Carlo only). Exact when trials is None."""
        rq, keep = self._request(players, board, dead, game, hilo, weights)
        result = EquityResult()
        if trials is None:
            status = self.lib.oe_equity_exact(ctypes.byref(rq), ctypes.byref(result))
        else:
            status = self.lib.oe_equity_sample(ctypes.byref(rq), trials, seed, ctypes.byref(result))
        self._check(status, "equity")
        del keep
        return result

    def equity_each(self, hand: Sequence[int], opponents: Sequence[Sequence[int]],
                    board: Sequence[int] = (), dead: Sequence[int] = (), game: int = 4,
                    hilo: bool = False) -> Tuple[List[float], List[int]]:
        """The hand's equity against each opponent hand, and the boards of each."""
        rq, keep = self._request([[hand], opponents], board, dead, game, hilo, None)
        out = (PlayerEquity * max(len(opponents), 1))()
        boards = (ctypes.c_uint64 * max(len(opponents), 1))()
        self._check(self.lib.oe_equity_each(ctypes.byref(rq), out, boards), "equity_each")
        del keep
        return [out[i].equity for i in range(len(opponents))], list(boards[:len(opponents)])


    def range_equity(self, a: Sequence[Sequence[int]], b: Sequence[Sequence[int]], board: Sequence[int],
                     dead: Sequence[int] = (), game: int = 4, hilo: bool = False,
                     weights: Optional[Sequence[Optional[Sequence[int]]]] = None
                     ) -> Tuple[EquityResult, List[List[float]]]:
        """Two ranges on a flop, turn or river, exact (library 1.1): the
        result, and each range's per-hand equities."""
        rq, keep = self._request([a, b], board, dead, game, hilo, weights)
        result = EquityResult()
        each = [(PlayerEquity * max(len(r), 1))() for r in (a, b)]
        weight = [(ctypes.c_double * max(len(r), 1))() for r in (a, b)]
        self._check(self.lib.oe_range_equity(ctypes.byref(rq), ctypes.byref(result), each[0], weight[0], each[1],
                                             weight[1]), "range_equity")
        del keep
        return result, [[each[s][i].equity for i in range(len(r))] for s, r in enumerate((a, b))]


def main(argv: List[str]) -> int:
    if len(argv) != 4:
        print(__doc__)
        return 2
    oe = OmahaEval(argv[1])
    hole, board = oe.parse(argv[2]), oe.parse(argv[3])
    value, used_hole, used_board = oe.best_high(hole, board)
    names = ["high card", "pair", "two pair", "three of a kind", "straight", "flush",
             "full house", "four of a kind", "straight flush"]
    print(f"omaha_eval {oe.version()}: high {value} ({names[oe.category(value)]}), "
          f"hole cards used {used_hole}, board cards used {used_board}")
    if len(hole) > 2:
        print(f"low mask {oe.evaluate_low(hole, board)} (0 = none)")
    if len(board) < 5:
        result = oe.equity([[hole], []], board, game=len(hole), trials=100_000, seed=1)
        print(f"equity against a random hand: {result.players[0].equity:.4f} "
              f"(Monte Carlo, standard error {result.players[0].std_error:.4f})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

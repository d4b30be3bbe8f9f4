"""Short Deck and ICM through the public C API (the CMake-built shared
library, called with ctypes): the same answers as the Python API, and bad
input as status codes. Skipped without the source tree or cmake."""
import ctypes
import random

import pytest

from c_api_build import CMAKE, HAS_SOURCE_TREE, cmake_build, shared_library

import omaha_eval as oe
from omaha_eval import icm

from . import reference

pytestmark = [
    pytest.mark.skipif(not HAS_SOURCE_TREE, reason="needs the source tree (CMakeLists.txt, src/)"),
    pytest.mark.skipif(CMAKE is None, reason="needs cmake"),
]
OE_ERR_RANGE, OE_ERR_DUPLICATE, OE_ERR_COUNT, OE_ERR_GAME, OE_ERR_ARGUMENT = -1, -2, -5, -6, -8


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    so = ctypes.CDLL(str(shared_library(cmake_build(tmp_path_factory.mktemp("c-api-55")))))
    u8 = ctypes.POINTER(ctypes.c_uint8)
    dbl = ctypes.POINTER(ctypes.c_double)
    so.oe_shortdeck_eval.argtypes = [ctypes.c_int, u8, u8, ctypes.c_int]
    so.oe_shortdeck_equity.argtypes = [ctypes.c_int, u8, ctypes.c_int, u8, ctypes.c_int, ctypes.c_uint64,
                                       ctypes.c_uint64, ctypes.c_uint64, dbl, ctypes.POINTER(ctypes.c_uint64)]
    so.oe_icm.argtypes = [dbl, ctypes.c_int, dbl, ctypes.c_int, ctypes.c_int, dbl, dbl]
    return so


def u8(values):
    return (ctypes.c_uint8 * max(1, len(values)))(*values)


def test_evaluate_matches_python(lib):
    rng = random.Random(3)
    for rules, game in ((0, "shortdeck"), (1, "shortdeck_straights")):
        for _ in range(300):
            cards = rng.sample(reference.DECK, 7)
            want = oe.evaluate(cards[:2], cards[2:], game=game).rank
            assert lib.oe_shortdeck_eval(rules, u8(cards[:2]), u8(cards[2:]), 5) == want
    assert lib.oe_shortdeck_eval(0, u8([48, 3]), u8([40, 41, 42]), 3) == OE_ERR_RANGE   # 2s: not in the deck
    assert lib.oe_shortdeck_eval(0, u8([48, 48]), u8([40, 41, 42]), 3) == OE_ERR_DUPLICATE
    assert lib.oe_shortdeck_eval(0, u8([48, 49]), u8([40, 41]), 2) == OE_ERR_COUNT
    assert lib.oe_shortdeck_eval(2, u8([48, 49]), u8([40, 41, 42]), 3) == OE_ERR_GAME


def test_equity_matches_python(lib):
    holes, board = [48, 49, 44, 45], [40, 36, 20]
    out = (ctypes.c_double * 2)()
    boards = ctypes.c_uint64()
    assert lib.oe_shortdeck_equity(0, u8(holes), 2, u8(board), 3, 0, 0, 0, out, ctypes.byref(boards)) == 0
    want = oe.equity([holes[:2], holes[2:]], board=board, game="shortdeck")
    assert list(out) == pytest.approx(want.equities, abs=1e-12) and boards.value == want.boards


def test_icm_matches_python(lib):
    stacks = [5000.0, 3000.0, 2000.0, 700.0]
    payouts = [50.0, 30.0, 20.0]
    eq = (ctypes.c_double * 4)()
    places = (ctypes.c_double * 12)()
    for method in (0, 1, 2):
        assert lib.oe_icm((ctypes.c_double * 4)(*stacks), 4, (ctypes.c_double * 3)(*payouts), 3, method, eq,
                          places) == 0
        assert list(eq) == pytest.approx(icm.icm_equity(stacks, payouts).equities, abs=1e-9)
    assert lib.oe_icm((ctypes.c_double * 4)(*stacks), 4, (ctypes.c_double * 3)(*payouts), 5, 0, eq, None) \
        == OE_ERR_ARGUMENT
    bad = (ctypes.c_double * 4)(5000.0, 0.0, 2000.0, 700.0)
    assert lib.oe_icm(bad, 4, (ctypes.c_double * 3)(*payouts), 3, 0, eq, None) == OE_ERR_ARGUMENT

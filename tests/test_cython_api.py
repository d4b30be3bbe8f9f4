"""The C API for other extensions: a tiny Cython extension
(tests/c/capi_consumer.pyx) is built at test time against the installed
omaha_eval (its capi.pxd and the header from get_include()), reaches the
functions through the capsule omaha_eval.core._core._C_API, and must agree with
the Python API on random deals of every game. Skipped only without Cython
or a C compiler."""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from c_api_build import GAMES, build_consumer, compiler_available, expected, random_deals

import omaha_eval as oe

pytest.importorskip("Cython")
pytestmark = pytest.mark.skipif(not compiler_available(), reason="needs a C compiler")


@pytest.fixture(scope="module")
def consumer(tmp_path_factory):
    try:
        return build_consumer(tmp_path_factory.mktemp("cython-api"))
    except Exception as err:  # setuptools names a missing MSVC this way
        if "Microsoft Visual C++" in str(err):
            pytest.skip(str(err))
        raise


def test_get_include_holds_the_header():
    header = Path(oe.get_include()) / "omaha_eval.h"
    assert header.is_file()
    text = header.read_text()
    version = [re.search(rf"#define OE_VERSION_{p} (\d+)", text) for p in ("MAJOR", "MINOR", "PATCH")]
    assert all(version)
    assert (Path(oe.__file__).parent / "capi.pxd").is_file()


def test_capsule_is_exported():
    from omaha_eval.core import _core

    assert type(_core._C_API).__name__ == "PyCapsule"
    assert "omaha_eval.core._core._C_API" in repr(_core._C_API)


def test_consumer_matches_python(consumer):
    header = (Path(oe.get_include()) / "omaha_eval.h").read_text()
    major = re.search(r"#define OE_VERSION_MAJOR (\d+)", header).group(1)
    assert consumer.version().split(".")[0] == major
    for game, hole, board in random_deals(seed=23, per_game=40):
        high, used, low, low_used = expected(game, hole, board)
        got = consumer.evaluate(game, bytes(hole), bytes(board))
        assert got[0] == high and list(got[3]) == used, (hole, board, got)
        assert consumer.category(high) == int(oe.evaluate(hole, board).category)
        if game == 2:
            assert got[1] == -6  # OE_ERR_GAME: Hold'em has no low
        else:
            assert got[2] == 2 and got[1] == low and list(got[4]) == low_used, (hole, board, got)


def test_consumer_batch_matches_python(consumer):
    deals = random_deals(seed=24, per_game=30)
    for game, nhole, nboard in GAMES:
        rows = [(h, b) for g, h, b in deals if g == game and len(b) == nboard]
        status, highs, lows = consumer.batch(game, bytes(c for h, _ in rows for c in h), nhole,
                                             bytes(c for _, b in rows for c in b), nboard)
        assert status == 0
        assert highs == [expected(game, h, b)[0] for h, b in rows]
        if game > 2:
            assert lows == [expected(game, h, b)[2] for h, b in rows]


def test_consumer_bad_input_is_an_error_code(consumer):
    assert consumer.evaluate(4, bytes([0, 1, 2, 3]), bytes([3, 4, 5]))[0] == -2   # duplicate
    assert consumer.evaluate(4, bytes([0, 1, 2, 60]), bytes([6, 4, 5]))[0] == -1  # out of range
    assert consumer.evaluate(4, bytes([0, 1, 2]), bytes([6, 4, 5]))[0] == -5      # wrong count
    assert consumer.evaluate(4, bytes([0, 1, 2, 3]), bytes([6, 4]))[0] == -5      # no flop
    assert consumer.evaluate(3, bytes([0, 1, 2]), bytes([6, 4, 5]))[0] == -6      # no such game
    assert consumer.batch(4, bytes([0, 1, 2, 3, 8, 8, 9, 10]), 4, bytes([20, 21, 22] * 2), 3)[0] == -2


def test_consumer_equity_matches_the_rules(consumer):
    from c_api_build import brute_equity

    hands = [[int(c) for c in oe.parse_cards(h)] for h in ("Ah2d3cKs", "8h8d9c9s", "4h5dJsTs")]
    board = [int(c) for c in oe.parse_cards("6c7cQh2h")]
    expect, _ = brute_equity(4, hands, board, hilo=True)
    status, got = consumer.equity(4, True, [bytes(h) for h in hands], bytes(board))
    assert status == 0 and got == pytest.approx(expect, abs=1e-12)
    status, sampled = consumer.equity(4, True, [bytes(h) for h in hands], bytes(board), 20000, 3)
    assert status == 0 and sampled == pytest.approx(expect, abs=0.02)
    assert consumer.equity(2, True, [bytes(h[:2]) for h in hands], bytes(board))[0] == -6


def test_consumer_reaches_the_job_plan(consumer):
    """The three table entries of C API 1.4's job plan, declared in capi.pxd."""
    from c_api_build import brute_equity

    hands = [[int(c) for c in oe.parse_cards(h)] for h in ("Ah2d3cKs", "8h8d9c9s")]
    board = [int(c) for c in oe.parse_cards("6c7cQh2h")]
    expect, _ = brute_equity(4, hands, board, hilo=True)
    planned, method, refused, ran, got = consumer.plan_run(4, True, [bytes(h) for h in hands], bytes(board))
    assert (planned, refused, ran) == (0, 0, 0) and method in (1, 2)
    assert got == pytest.approx(expect, abs=1e-12)
    assert consumer.plan_run(3, True, [bytes(h) for h in hands], bytes(board))[0] == -6  # no such game


def test_extension_exports_only_its_module_init():
    """Other extensions reach the C API through the capsule, so the
    extension itself exports nothing but PyInit__core. Checked once the
    extension is built with hidden visibility (setup.py's -fvisibility=hidden)."""
    import shutil
    import subprocess
    import sys

    from omaha_eval.core import _core

    setup_py = Path(__file__).resolve().parents[1] / "setup.py"
    if not setup_py.exists() or "-fvisibility=hidden" not in setup_py.read_text():
        pytest.skip("the extension is not built with -fvisibility=hidden here")
    if sys.platform == "win32" or shutil.which("nm") is None:
        pytest.skip("reads ELF/Mach-O symbol tables with nm")
    if sys.platform == "darwin":
        out = subprocess.run(["nm", "-gU", _core.__file__], capture_output=True, text=True, check=True).stdout
        names = {line.split()[-1].lstrip("_") for line in out.splitlines() if line.strip()}
    else:
        out = subprocess.run(["nm", "-D", "--defined-only", _core.__file__], capture_output=True,
                             text=True, check=True).stdout
        names = {line.split()[-1].split("@")[0] for line in out.splitlines() if len(line.split()) >= 3}
    names -= {"_init", "_fini", "_edata", "_end", "__bss_start"}
    assert names == {"PyInit__core"}, sorted(names)[:20]


def test_consumer_reaches_short_deck_and_icm(consumer):
    """Short Deck's evaluator and equity and ICM, as the other functions:
    through the capsule, equal to the Python API."""
    cards = [int(c) for c in oe.parse_cards("AsKdQhJcTs9d8c")]
    for rules, game in ((0, "shortdeck"), (1, "shortdeck_straights")):
        want = oe.evaluate(cards[:2], cards[2:], game=game).rank
        assert consumer.shortdeck_eval(rules, bytes(cards[:2]), bytes(cards[2:])) == want
    assert consumer.shortdeck_eval(0, bytes([51, 3]), bytes(cards[2:5])) == -1      # 2s: OE_ERR_RANGE
    holes = [int(c) for c in oe.parse_cards("AsAdKsKd")]
    board = [int(c) for c in oe.parse_cards("Th9h8c")]
    status, boards, eq = consumer.shortdeck_equity(0, bytes(holes), bytes(board))
    py = oe.equity(["AsAd", "KsKd"], board="Th9h8c", game="shortdeck")
    assert status == 0 and boards == py.boards and eq == pytest.approx(py.equities, abs=1e-12)
    from omaha_eval.icm import icm_equity
    status, eq = consumer.icm([5000.0, 3000.0, 2000.0], [50.0, 30.0, 20.0])
    want = icm_equity([5000, 3000, 2000], [50, 30, 20]).equities
    assert status == 0 and eq == pytest.approx(list(want), abs=1e-12)
    assert consumer.icm([5000.0, -1.0], [50.0])[0] < 0

"""The C library built by CMake (CMakeLists.txt): its C test and example
under ctest, then each compared with the Python API on random deals of every
game and street, the same through ctypes, and the exported symbols. Built
once per session; skipped without the source tree or cmake."""
from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from c_api_build import (CMAKE, HAS_SOURCE_TREE, ROOT, brute_equity, brute_equity_detail, cmake_build, executable,
                         expected, random_deals, shared_library)

import omaha_eval as oe

pytestmark = [
    pytest.mark.skipif(not HAS_SOURCE_TREE, reason="needs the source tree (CMakeLists.txt, src/)"),
    pytest.mark.skipif(CMAKE is None, reason="needs cmake"),
]
CATEGORY_NAMES = ["high card", "pair", "two pair", "three of a kind", "straight", "flush",
                  "full house", "four of a kind", "straight flush"]


@pytest.fixture(scope="module")
def build(tmp_path_factory):
    return cmake_build(tmp_path_factory.mktemp("c-api"))


def test_ctest_runs_the_c_test_and_example(build):
    beside = Path(CMAKE).with_name("ctest" + Path(CMAKE).suffix)
    ctest = str(beside) if beside.exists() else shutil.which("ctest")
    result = subprocess.run([ctest, "-C", "Release", "--output-on-failure"],  # the golden files: about 15 s
                            cwd=build, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    for name in ("api_test_omaha_eval", "api_test_omaha_eval_static", "golden_test_omaha_eval",
                 "golden_test_omaha_eval_static", "golden_ranges_test_omaha_eval",
                 "golden_ranges_test_omaha_eval_static", "example_evaluate"):
        assert re.search(rf"{name} \.+\s+Passed", result.stdout), result.stdout


def test_c_test_matches_python(build):
    deals = random_deals(seed=17, per_game=40)
    lines = "".join(f"{g} {len(h)} {' '.join(map(str, h))} {len(b)} {' '.join(map(str, b))}\n"
                    for g, h, b in deals)
    result = subprocess.run([str(executable(build, "api_test_omaha_eval")), "--stdin"], input=lines,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    rows = result.stdout.splitlines()
    assert len(rows) == len(deals)
    for (game, hole, board), row in zip(deals, rows):
        got = [int(x) for x in row.split()]
        high, used, low, low_used = expected(game, hole, board)
        assert got[0] == high and got[3:8] == used and got[2] == (2 if game > 2 else got[2]), (hole, board, row)
        assert got[13] == high, "batch = single"
        if game == 2:
            assert got[1] == got[14] == -6  # OE_ERR_GAME: Hold'em has no low
        else:
            assert got[1] == low == got[14] and got[8:13] == (low_used or [0] * 5), (hole, board, row)


def spaced(cards):
    return " ".join(oe.cards_text([c]) for c in cards)


def test_example_matches_python(build):
    deals = random_deals(seed=18, per_game=10)
    text = "".join(f"{oe.cards_text(h)} {oe.cards_text(b)}\n"
                   for _, h, b in deals)
    result = subprocess.run([str(executable(build, "evaluate"))], input=text, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    out = iter(result.stdout.splitlines())
    for game, hole, board in deals:
        high, used, low, low_used = expected(game, hole, board)
        category = CATEGORY_NAMES[oe.evaluate(hole, board).category]
        assert next(out) == f"high {high} ({category}), used {spaced(used)}"
        if game == 2:
            continue
        assert next(out) == (f"low {low}, used {spaced(low_used)}" if low else "low none")
    assert next(out, None) is None


def test_example_reports_bad_input(build):
    exe = str(executable(build, "evaluate"))
    for hole, board, message in [("AhAd7c2s", "KsKd7hXx", "text that is not a card"),
                                 ("AhAd7c2s", "KsKdAh", "the same card twice"),
                                 ("AhAd7c", "KsKd7h", "a wrong number of cards")]:
        result = subprocess.run([exe, hole, board], capture_output=True, text=True, timeout=30)
        assert result.returncode == 1 and message in result.stderr, result.stderr


def load_ctypes_example():
    spec = importlib.util.spec_from_file_location("ctypes_evaluate", ROOT / "examples" / "ctypes_evaluate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_ctypes_matches_python(build):
    lib = load_ctypes_example().OmahaEval(str(shared_library(build)))
    assert lib.version() == "{}.{}.{}".format(*header_version())
    deals = random_deals(seed=19, per_game=30)
    for game, hole, board in deals:
        high, used, low, _ = expected(game, hole, board)
        assert lib.evaluate(hole, board) == lib.evaluate(hole, board, game) == high
        value, used_hole, used_board = lib.best_high(hole, board, game)
        assert (value, used_hole + used_board) == (high, used)
        if game > 2:
            assert lib.evaluate_low(hole, board, game) == low
    for game in (2, 4, 5, 6):
        rows = [(h, b) for g, h, b in deals if g == game and len(b) == 5]
        assert lib.evaluate_many([h for h, _ in rows], [b for _, b in rows], game) == \
            [expected(game, h, b)[0] for h, b in rows]
    assert lib.parse("As Kd 10h") == [int(c) for c in oe.parse_cards("As Kd Th")]


def test_ctypes_bad_input_is_an_error_code(build):
    lib = load_ctypes_example().OmahaEval(str(shared_library(build)))
    with pytest.raises(ValueError, match="the same card twice"):
        lib.evaluate([0, 1, 2, 3], [3, 4, 5])
    with pytest.raises(ValueError, match="outside 0..51"):
        lib.evaluate([0, 1, 2, 52], [6, 4, 5])
    with pytest.raises(ValueError, match="wrong number"):
        lib.evaluate([0, 1, 2], [6, 4, 5])
    with pytest.raises(ValueError, match="low asked of Hold'em"):
        lib.evaluate_low([0, 1], [6, 4, 5])
    with pytest.raises(ValueError, match="not a card"):
        lib.parse("As Zz")
    with pytest.raises(ValueError, match="row 1"):
        lib.evaluate_many([[0, 1, 2, 3], [9, 9, 10, 11]], [[20, 21, 22], [20, 21, 22]])


def header_version():
    text = (ROOT / "omaha_eval" / "include" / "omaha_eval.h").read_text()
    return [int(re.search(rf"#define OE_VERSION_{p} (\d+)", text).group(1)) for p in ("MAJOR", "MINOR", "PATCH")]


def header_functions():
    text = (ROOT / "omaha_eval" / "include" / "omaha_eval.h").read_text()
    return set(re.findall(r"^OE_API [^;(]*?\b(oe_\w+)\(", text, re.MULTILINE))


def dynamic_symbols(path):
    """Names of the functions and data a shared library exports."""
    if sys.platform == "darwin":
        out = subprocess.run(["nm", "-gU", str(path)], capture_output=True, text=True, check=True).stdout
        return {line.split()[-1].lstrip("_") for line in out.splitlines() if line.strip()}
    out = subprocess.run(["nm", "-D", "--defined-only", str(path)], capture_output=True, text=True,
                         check=True).stdout
    return {line.split()[-1].split("@")[0] for line in out.splitlines()
            if len(line.split()) >= 3 and line.split()[1] in "TDBRVWtdbr"}


@pytest.mark.skipif(sys.platform == "win32" or shutil.which("nm") is None,
                    reason="reads ELF/Mach-O symbol tables with nm")
def test_library_exports_exactly_the_public_api(build):
    declared = header_functions()
    assert len(declared) >= 16 and "oe_eval_high" in declared and "oe_api" in declared
    exported = dynamic_symbols(shared_library(build))
    # glibc/ld may add a few linker symbols; anything else must be ours
    exported -= {"_init", "_fini", "_edata", "_end", "__bss_start"}
    assert exported == declared, (sorted(exported - declared), sorted(declared - exported))


# --- equity through ctypes, against the rules board by board -----------------

EQUITY_DEALS = [  # (game, hilo, hands, board)
    (2, False, ["AsAh", "KsKh"], "2c7d9cQd"),
    (2, False, ["AsKs", "7h7d", "QcJc"], "2s7c9sTd"),
    (4, False, ["AhAd7c2s", "KsQsJhTh"], "KdKc7h"),
    (4, True, ["Ah2d3cKs", "8h8d9c9s", "4h5dJsTs"], "6c7cQh2h"),
    (5, True, ["Ah2d3cKsQs", "8h8d9c9sTc"], "6c7cQh"),
    (4, True, ["Ah2d9c9s", "As2cKhKd"], "3c4d8hQs"),  # the lows tie: quartered pots
    (6, False, ["AhAd7c2s5c5d", "KsQsJhTh9s8s"], "KdKc7h3s"),
]


@pytest.fixture(scope="module")
def lib(build):
    return load_ctypes_example().OmahaEval(str(shared_library(build)))


@pytest.mark.parametrize("game, hilo, hands, board", EQUITY_DEALS)
def test_ctypes_equity_matches_the_rules(lib, game, hilo, hands, board):
    holes = [[int(c) for c in oe.parse_cards(h)] for h in hands]
    cards = [int(c) for c in oe.parse_cards(board)]
    detail, boards = brute_equity_detail(game, holes, cards, hilo=hilo)
    expect = [d["equity"] for d in detail]
    result = lib.equity([[h] for h in holes], cards, game=game, hilo=hilo)
    assert result.exact == 1 and result.boards == boards
    for p, want in enumerate(detail):
        got = result.players[p]
        assert {k: getattr(got, k) for k in want} == pytest.approx(want, abs=1e-12), p
        assert got.win == got.scoop and got.std_error == 0
    sampled = lib.equity([[h] for h in holes], cards, game=game, hilo=hilo, trials=4000, seed=5)
    again = lib.equity([[h] for h in holes], cards, game=game, hilo=hilo, trials=4000, seed=5)
    for p in range(len(holes)):
        player = sampled.players[p]
        assert abs(player.equity - expect[p]) <= 5 * player.std_error + 1e-9
        assert player.equity == again.players[p].equity  # reproducible from the seed


def test_ctypes_equity_of_ranges_is_the_weighted_mean(lib):
    board = [int(c) for c in oe.parse_cards("2c7d9cQd")]
    mine = [[int(c) for c in oe.parse_cards(h)] for h in ("AsAh", "KsKh", "9h9s")]
    theirs = [[int(c) for c in oe.parse_cards(h)] for h in ("KdKc", "AsQs", "8c8d")]
    weights = [[1, 3, 2], [5, 1, 2]]
    total = numerator = 0.0
    for hand, w in zip(mine, weights[0]):
        for other, v in zip(theirs, weights[1]):
            if set(hand) & set(other):
                continue
            shares, boards = brute_equity(2, [hand, other], board)
            total += w * v * boards
            numerator += w * v * boards * shares[0]
    result = lib.equity([mine, theirs], board, game=2, weights=weights)
    assert result.boards == total
    assert result.players[0].equity == pytest.approx(numerator / total, abs=1e-12)
    equities, boards = lib.equity_each(mine[0], theirs, board, game=2)
    assert boards == [44, 0, 44]  # AsQs shares the ace of spades
    for other, got in zip(theirs, equities):
        if not set(other) & set(mine[0]):
            assert got == pytest.approx(brute_equity(2, [mine[0], other], board)[0][0], abs=1e-12)


def test_ctypes_range_equity_matches_python(lib):
    """oe_range_equity (1.1): the sweep from C, the same totals and per-hand
    equities as oe.range_equity, Hi-Lo and weights included."""
    a = oe.Range("AA$ds", game="omaha").hands[:40].tolist()
    b = oe.Range("KQJT-T987", game="omaha").hands[:60].tolist()
    weights = [[1 + i % 3 for i in range(len(a))], [1 + i % 5 for i in range(len(b))]]
    for board_text, hilo in (("Ks9s4d2h", False), ("Kd5s4d", True)):
        board = [int(c) for c in oe.parse_cards(board_text)]
        want = oe.range_equity((a, weights[0]), (b, weights[1]), board=board, game="omaha", hilo=hilo)
        result, each = lib.range_equity(a, b, board, game=4, hilo=hilo, weights=weights)
        assert result.exact == 1 and result.boards == want.result.boards
        for p in range(2):
            assert result.players[p].equity == pytest.approx(want.equities[p], abs=1e-12)
            mine = {tuple(h): e for h, e in zip(want.players[p].hands.tolist(), want.players[p].equity)}
            for hand, got in zip((a, b)[p], each[p]):
                expect = mine.get(tuple(hand))
                assert got == pytest.approx(0.0 if expect is None or expect != expect else expect, abs=1e-12)
    with pytest.raises(ValueError, match="wrong number"):
        lib.range_equity(a, b, [0, 1], game=4)


def test_ctypes_equity_errors(lib):
    with pytest.raises(ValueError, match="low asked of Hold'em"):
        lib.equity([[[0, 1]], [[2, 3]]], [10, 11, 12], game=2, hilo=True)
    for trials in (None, 100):
        with pytest.raises(ValueError, match="without a shared card"):
            lib.equity([[[0, 1]], [[1, 3]]], [10, 11, 12], game=2, trials=trials)
        with pytest.raises(ValueError, match="without a shared card"):  # a hand holds a dead card
            lib.equity([[[0, 1]], [[2, 3]]], [10, 11, 12], dead=[3], game=2, trials=trials)
    with pytest.raises(ValueError, match="the same card twice"):
        lib.equity([[[0, 1]], [[2, 3]]], [10, 11, 12], dead=[12], game=2)
    with pytest.raises(ValueError, match="out of its range"):  # a random hand: Monte Carlo only
        lib.equity([[[0, 1]], []], [10, 11, 12], game=2)


# --- the C test under AddressSanitizer and UBSan (no CMake needed) ------------

SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"]


def test_c_test_under_sanitizers(tmp_path):
    """tests/c/api_test.c (every error code, bad pointers and counts
    included) against src/ built as strict C99 with ASan and UBSan, where
    the compiler has them: a read outside a buffer stops it."""
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc is None or sys.platform == "win32":
        pytest.skip("needs a Unix C compiler")
    exe = tmp_path / "api_test"
    base = [cc, "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-O1", "-g",
            f"-I{ROOT / 'src'}", f"-I{ROOT / 'omaha_eval' / 'include'}",
            *map(str, sorted((ROOT / "src").glob("*.c"))), str(ROOT / "tests" / "c" / "api_test.c"),
            "-o", str(exe), "-lm"]   # (libm: the ICM kernel's exp and log)
    built = subprocess.run(base[:1] + SANITIZE + base[1:], capture_output=True, text=True)
    if built.returncode != 0:  # no sanitizer runtime: still strict
        built = subprocess.run(base, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    result = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and "all checks passed" in result.stdout, result.stderr


def random_equity_deals(seed):
    """(game, hilo, hands, board) for every game, Hi-Lo for the Omahas, on
    the flop, turn and river, 2 or 3 players."""
    import random

    rng = random.Random(seed)
    deals = []
    for game in (2, 4, 5, 6):
        for hilo in ((False,) if game == 2 else (False, True)):
            for nboard in (3, 4, 5):
                players = rng.choice((2, 3))
                cards = rng.sample(range(52), players * game + nboard)
                hands = [cards[p * game:(p + 1) * game] for p in range(players)]
                deals.append((game, hilo, hands, cards[players * game:]))
    return deals


FIELDS = ("equity", "win", "tie", "high", "low", "scoop")


def test_ctypes_equity_matches_python(lib):
    for game, hilo, hands, board in random_equity_deals(31):
        name = {2: "holdem", 4: "omaha", 5: "omaha5", 6: "omaha6"}[game]
        want = oe.equity([oe.cards_text(h) for h in hands], board=oe.cards_text(board), game=name, hilo=hilo)
        got = lib.equity([[h] for h in hands], board, game=game, hilo=hilo)
        assert got.boards == want.boards
        for p, player in enumerate(want.players):
            assert [getattr(got.players[p], f) for f in FIELDS] == \
                pytest.approx([getattr(player, f) for f in FIELDS], abs=1e-12), (game, hilo, hands, board)
    # one against many, against oe.equity_each
    hero, board = [int(c) for c in oe.parse_cards("AhKd7c2s")], [int(c) for c in oe.parse_cards("Kc7h2d")]
    rivals = [[int(c) for c in oe.parse_cards(h)] for h in ("QsQhJdTc", "AsAc9h8h", "KdKs3c4c", "8s7s6d5d")]
    want = oe.equity_each(oe.cards_text(hero), [oe.cards_text(h) for h in rivals], board=oe.cards_text(board))
    equities, boards = lib.equity_each(hero, rivals, board, game=4)
    assert boards[2] == 0  # KdKs shares the Kd; Python leaves it out of its opponents
    kept = [i for i, n in enumerate(boards) if n]
    assert [boards[i] for i in kept] == [int(b) for b in want.boards]
    assert [equities[i] for i in kept] == pytest.approx([float(e) for e in want.equity], abs=1e-12)


def test_ctypes_equity_of_ranges_matches_python(lib):
    np = pytest.importorskip("numpy")
    board = [int(c) for c in oe.parse_cards("Kc7h2d9s")]
    mine = [[int(c) for c in oe.parse_cards(h)] for h in ("AhKd7c2s", "QsQhJdTc", "As3c4c5c")]
    theirs = [[int(c) for c in oe.parse_cards(h)] for h in ("AsAc9h8h", "8s7s6d5d", "KdKs3h4h")]
    weights = [[3, 1, 2], [1, 4, 1]]
    want = oe.equity([(np.array(mine, dtype=np.uint8), np.array(weights[0])),
                      (np.array(theirs, dtype=np.uint8), np.array(weights[1]))],
                     board=oe.cards_text(board), game="omaha", hilo=True)
    got = lib.equity([mine, theirs], board, game=4, hilo=True, weights=weights)
    for p, player in enumerate(want.players):
        assert [getattr(got.players[p], f) for f in FIELDS] == \
            pytest.approx([getattr(player, f) for f in FIELDS], abs=1e-12)

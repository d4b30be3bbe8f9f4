"""The C API's board ranges (omaha_eval.h's oe_board_range,
tests/c/board_range_test.c), built from src/ as strict C99 with ASan and
UBSan where the compiler has them: its self-checks, then board range texts
read through the public API compared with the Python implementation, the
oracle (python_boards.py): count and the rows and weights in order, by
hash, or the same error at the same column; and the golden file's board
cases (tests/c/golden_boards.txt, made by tests/js/make_golden.py), as
ctest runs them."""
import pathlib
import shutil
import subprocess
import sys

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.ranges.errors import RangeSyntaxError  # noqa: E402

from .python_boards import python_board_range  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"]
# (cards, dead cards, text): the docs' board examples and corners, with rows
# few enough for a hash in Python
CASES = [(3, [], "xxx"), (3, [], "A**!AA*"), (4, [], "RONR"), (3, [51, 0], "xxx"), (3, [], "RRR"),
         (4, [], "xxy"), (5, [], "AAARO"), (5, [12], "KKKRR"), (5, [], "RRONR"), (5, [3, 7], "{RR}RxR"),
         (4, [], "(xxx@2,RRR@5):[A-T]**!{AA}*"), (3, [], "xxx@7,RRR@3"), (5, [], "AsKdQh*s"),
         (4, [5], "***A"), (3, [], "AsAhAd"), (3, [], "AKQJ"), (4, [], "15%"), (3, [], ""), (3, [], "xx("),
         (5, [], "AKQJT9"), (3, [], "é"), (6, [], "xxx"), (2, [], "xxx"), (4, [], "AA@5,KK"), (3, [], "$ds")]


def board_sources():
    """The C files board ranges need (the range language, the cards, the
    API's wrapper), not the whole core: a quarter of the compile."""
    src = ROOT / "src"
    return sorted([src / "oe_range.c", *src.glob("oe_range_*.c"), src / "oe_api_board_range.c", src / "oe_cards.c"])


@pytest.fixture(scope="module")
def board_test(tmp_path_factory):
    if ROOT.joinpath("src").is_dir() is False:
        pytest.skip("needs the source tree")
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc is None or sys.platform == "win32":
        pytest.skip("needs a Unix C compiler")
    exe = tmp_path_factory.mktemp("board-c") / "board_range_test"
    base = [cc, "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-O1", "-g",
            f"-I{ROOT / 'src'}", f"-I{ROOT / 'omaha_eval' / 'include'}",
            *map(str, board_sources()), str(ROOT / "tests" / "c" / "board_range_test.c"),
            "-o", str(exe), "-lm"]
    built = subprocess.run(base[:1] + SANITIZE + base[1:], capture_output=True, text=True)
    if built.returncode != 0:  # no sanitizer runtime: still strict
        built = subprocess.run(base, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    return exe


def test_self_checks(board_test):
    result = subprocess.run([str(board_test)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0 and "board ranges: all checks passed" in result.stdout, result.stderr


def test_golden_boards(board_test):
    golden = ROOT / "tests" / "c" / "golden_boards.txt"
    result = subprocess.run([str(board_test), str(golden)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0 and "all checks passed" in result.stdout, result.stdout[-3000:] + result.stderr


def fnv1a32(h, data):
    for b in data.tobytes():
        h = ((h ^ b) * 16777619) & 0xFFFFFFFF
    return h


def expected(cards, dead, text):
    try:
        boards, weights = python_board_range(text, cards, dead)
    except RangeSyntaxError as err:
        return f"error -3 {err.column} {err.message}|{err.hint}"
    except ValueError as err:
        return f"error -8 0 {err}|"
    h = fnv1a32(fnv1a32(2166136261, np.ascontiguousarray(boards)), weights.astype(np.uint8))
    return f"ok {len(boards)} {h:08x}"


def test_public_api_reads_as_python(board_test):
    lines = "".join(f"{cards}\t{','.join(map(str, dead)) or '-'}\t{text}\n" for cards, dead, text in CASES)
    result = subprocess.run([str(board_test), "--stdin"], input=lines.encode("utf-8"), capture_output=True,
                            timeout=300)
    assert result.returncode == 0, result.stderr
    rows = result.stdout.decode("utf-8").splitlines()
    assert len(rows) == len(CASES)
    for case, row in zip(CASES, rows):
        assert row == expected(*case), (case, row)

"""Builds tests/c/board_rows_test.c with the C core (strict C99, under
AddressSanitizer and UBSan where the compiler has them) and runs it: every
cell of the Omaha turn and river board-row tables, and random deals with
flushes over-represented, against the pair-by-triple evaluator they replaced;
and every river row's places (the Monte Carlo sampler's) against its values.

Deals per game and board size: 100,000 by default (CI time);
OMAHA_EVAL_BOARD_ROWS_DEALS=1000000 for the full million."""
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted((ROOT / "src").glob("*.c"))
TESTS_C = ROOT / "tests" / "c"
CC = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
STRICT = ["-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-O1", "-g"]
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"]
DEALS = int(os.environ.get("OMAHA_EVAL_BOARD_ROWS_DEALS", "100000"))

pytestmark = [
    pytest.mark.skipif(not SOURCES, reason="needs the source tree (src/*.c)"),
    pytest.mark.skipif(CC is None, reason="needs a C compiler"),
]


def build(tmp_path, extra):
    exe = tmp_path / "board_rows_test"
    cmd = [CC, *STRICT, *extra, f"-I{ROOT / 'src'}", f"-I{TESTS_C}", *map(str, SOURCES),
           str(TESTS_C / "pair_triple_oracle.c"), str(TESTS_C / "board_rows_test.c"), "-o", str(exe),
           "-lm"]   # (libm: the ICM kernel's exp and log)
    result = subprocess.run(cmd, capture_output=True, text=True)
    return exe if result.returncode == 0 else None, result.stderr


def test_board_rows_match_pair_by_triple(tmp_path):
    exe, err = build(tmp_path, SANITIZE)
    if exe is None:  # no sanitizer runtime: still build and run strictly
        exe, err = build(tmp_path, [])
    assert exe is not None, err
    result = subprocess.run([str(exe), str(DEALS)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    assert "all checks passed" in result.stdout
    assert "5-card boards: 6175 rows" in result.stdout
    assert "4-card boards: 1820 rows" in result.stdout

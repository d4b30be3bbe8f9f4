"""Builds src/ with tests/c/analysis_test.c as strict C99 and runs it, under
AddressSanitizer and UBSan where the compiler has them."""
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [ROOT / "src" / n for n in ("oe_analysis.c", "oe_cards.c", "oe_holdem.c", "oe_omaha.c", "oe_board_tables.c",
                                       "oe_low.c", "oe_tables.c")]
TEST = ROOT / "tests" / "c" / "analysis_test.c"
CC = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
STRICT = ["-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-O1", "-g"]
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"]

pytestmark = [
    pytest.mark.skipif(not TEST.exists() or not all(p.exists() for p in SOURCES),
                       reason="needs the source tree"),
    pytest.mark.skipif(CC is None, reason="needs a C compiler"),
]


def build(tmp_path, extra):
    exe = tmp_path / "analysis_test"
    cmd = [CC, *STRICT, *extra, f"-I{ROOT / 'src'}", *map(str, SOURCES), str(TEST), "-o", str(exe)]
    result = subprocess.run(cmd, capture_output=True, text=True)
    return exe if result.returncode == 0 else None, result.stderr


def test_analysis_c_alone(tmp_path):
    exe, err = build(tmp_path, SANITIZE)
    if exe is None:  # no sanitizer runtime: still build and run strictly
        exe, err = build(tmp_path, [])
    assert exe is not None, err
    result = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "all checks passed" in result.stdout

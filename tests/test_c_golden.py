"""The C API's golden test (tests/c/golden_test.c) without CMake: the
library's sources and the test compiled as C99 and run on the golden
file (tests/c/golden_equity.txt, made by tests/js/make_golden.py): every
case's method and counters are the Python package's, bit for bit. ctest runs
the same test against the built libraries (tests/test_c_api.py)."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "c" / "golden_equity.txt"
pytestmark = pytest.mark.skipif(not GOLDEN.exists() or not (ROOT / "src").is_dir(), reason="needs the source tree")


def test_the_c_api_gives_pythons_counters(tmp_path):
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc is None or sys.platform == "win32":
        pytest.skip("needs a Unix C compiler")
    exe = tmp_path / "golden_test"
    built = subprocess.run([cc, "-std=c99", "-O2",  # strictness is the sanitizer test's (test_c_api.py)
                            f"-I{ROOT / 'src'}", f"-I{ROOT / 'omaha_eval' / 'include'}",
                            *map(str, sorted((ROOT / "src").glob("*.c"))), str(ROOT / "tests" / "c" / "golden_test.c"),
                            "-o", str(exe), "-lm"], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    result = subprocess.run([str(exe), str(GOLDEN)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0 and "all checks passed" in result.stdout, result.stderr[-3000:]

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


def test_the_c_api_reads_ranges_as_python(tmp_path):
    """tests/c/golden_ranges_test.c on tests/c/golden_ranges.txt, with the
    shipped orderings written in the compact form so that percents are
    checked too (ctest runs it without them: percents skipped)."""
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc is None or sys.platform == "win32":
        pytest.skip("needs a Unix C compiler")
    from omaha_eval.ranges.c_parser import write_ordering
    from omaha_eval.ranges.percent import load_ordering

    for game in ("holdem", "omaha", "omaha5"):
        for hilo in (False, True) if game != "holdem" else (False,):
            for six, kind in ((False, "ring"), (True, "6h")):
                write_ordering(load_ordering(game, six, hilo),
                               str(tmp_path / f"{game}{'-hilo' if hilo else ''}-{kind}.oeorder"))
    exe = tmp_path / "golden_ranges_test"
    built = subprocess.run([cc, "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-O2",
                            f"-I{ROOT / 'src'}", f"-I{ROOT / 'omaha_eval' / 'include'}",
                            *map(str, sorted((ROOT / "src").glob("*.c"))),
                            str(ROOT / "tests" / "c" / "golden_ranges_test.c"), "-o", str(exe), "-lm"],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    result = subprocess.run([str(exe), str(ROOT / "tests" / "c" / "golden_ranges.txt"), str(tmp_path)],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0 and "all checks passed" in result.stdout, result.stderr[-3000:]
    skipped = int(result.stdout.split("(")[1].split()[0])
    assert skipped <= 4, result.stdout  # only Courchevel's percents, which Python refuses in its own words

"""The C API's range language (omaha_eval.h, tests/c/range_test.c), built
from src/ as strict C99 with ASan and UBSan where the compiler has them:
its self-checks, then range texts read through the public API compared
with the Python parser, the oracle (python_parser.py): count, weights and the whole set, by
hash, or the same error at the same column; percent ranges cut by the
shipped orderings written in the compact form (c_parser.write_ordering)."""
import pathlib
import shutil
import subprocess
import sys

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.ranges.c_parser import write_ordering  # noqa: E402
from omaha_eval.ranges.errors import RangeSyntaxError  # noqa: E402
from omaha_eval.ranges.percent import load_ordering  # noqa: E402
from .python_parser import python_range  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"]
GAMES = {"holdem": 2, "omaha": 4, "omaha5": 5}
TEXTS = ["*", "AA", "AK", "$ds", "xxxx", "wxyz", "AA$ds", "KQJT-T987", "AK,*:xx!RR", "AA@10,KK@5", "A{A$W$W}",
         "AKs,QQ+", "A2s+", "T9s-65s", "JJ-88", "15%", "5%-15%", "10%6h", "15%!$np", "(AA,KK)@7,QQ@2", "AAK$qq",
         "AAKKds", "", "AA@0", "AA-KQ", "(AA", "AsAs", "any", "RRON", "[A-Q][J-T]23", "A\u00e9", "$0g"]


@pytest.fixture(scope="module")
def range_test(tmp_path_factory):
    if ROOT.joinpath("src").is_dir() is False:
        pytest.skip("needs the source tree")
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc is None or sys.platform == "win32":
        pytest.skip("needs a Unix C compiler")
    exe = tmp_path_factory.mktemp("range-c") / "range_test"
    base = [cc, "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-O1", "-g",
            f"-I{ROOT / 'src'}", f"-I{ROOT / 'omaha_eval' / 'include'}",
            *map(str, sorted((ROOT / "src").glob("*.c"))), str(ROOT / "tests" / "c" / "range_test.c"),
            "-o", str(exe), "-lm"]  # libm: the ICM module's exp and pow
    built = subprocess.run(base[:1] + SANITIZE + base[1:], capture_output=True, text=True)
    if built.returncode != 0:  # no sanitizer runtime: still strict
        built = subprocess.run(base, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    return exe


def test_self_checks(range_test):
    result = subprocess.run([str(range_test)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0 and "ranges: all checks passed" in result.stdout, result.stderr


def fnv1a(data):
    h = 14695981039346656037
    for b in data.tobytes():
        h = ((h ^ b) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h


@pytest.mark.parametrize("game", ["holdem", "omaha"])
def test_public_api_reads_as_python(range_test, tmp_path, game):
    files = []
    for six in (False, True):
        path = tmp_path / f"{game}-{'6h' if six else 'ring'}.oeorder"
        write_ordering(load_ordering(game, six, False), str(path))
        files.append(str(path))
    lines = "".join(f"{GAMES[game]}\t{t}\n" for t in TEXTS)
    result = subprocess.run([str(range_test), "--stdin", *files], input=lines.encode("utf-8"),
                            capture_output=True, timeout=300)
    assert result.returncode == 0, result.stderr
    rows = result.stdout.decode("utf-8").splitlines()
    assert len(rows) == len(TEXTS)
    for text, row in zip(TEXTS, rows):
        try:
            r = python_range(text, game=game)
        except RangeSyntaxError as err:
            assert row == f"error -3 {err.column} {err.message}|{err.hint}", (text, row)
            continue
        dense = r._dense
        assert row == f"ok {len(r)} {int(r.weighted)} {fnv1a(dense)}", (text, row)

"""Builds the C core on its own as strict C99 and runs tests/c/core_test.c:
once plainly, once under AddressSanitizer and UBSan.

The sanitizer test skips only when the compiler cannot build a trivial
sanitized program (no sanitizer runtime on this platform); if it can, a
failed sanitized build of the core is a failure, never a quiet fallback.
CI sets OMAHA_EVAL_REQUIRE_ALL=1, which makes even that skip a failure
(tests/conftest.py)."""
import functools
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted((ROOT / "src").glob("*.c"))
CC = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
STRICT = ["-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-O1", "-g"]
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"]

pytestmark = [
    pytest.mark.skipif(not SOURCES, reason="needs the source tree (src/*.c)"),
    pytest.mark.skipif(CC is None, reason="needs a C compiler"),
]


def build(tmp_path, extra):
    exe = tmp_path / "core_test"
    cmd = [CC, *STRICT, *extra, f"-I{ROOT / 'src'}", *map(str, SOURCES), str(ROOT / "tests/c/core_test.c"),
           "-o", str(exe), "-lm"]   # (libm: the ICM kernel's exp and log)
    result = subprocess.run(cmd, capture_output=True, text=True)
    assert result.returncode == 0, f"build failed: {' '.join(cmd)}\n{result.stderr}"
    return exe


@functools.lru_cache(maxsize=None)
def sanitizers_available():
    """Whether CC builds and runs a trivial program with the sanitizers."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "probe.c"
        src.write_text("int main(void) { return 0; }\n")
        exe = Path(tmp) / "probe"
        built = subprocess.run([CC, *SANITIZE, str(src), "-o", str(exe)], capture_output=True)
        return built.returncode == 0 and subprocess.run([str(exe)], capture_output=True).returncode == 0


def run_core_test(exe):
    result = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "all checks passed" in result.stdout


def test_c_core_alone(tmp_path):
    run_core_test(build(tmp_path, []))


def test_c_core_under_sanitizers(tmp_path):
    if not sanitizers_available():
        pytest.skip(f"{CC} cannot build a program with {' '.join(SANITIZE)}")
    run_core_test(build(tmp_path, SANITIZE))

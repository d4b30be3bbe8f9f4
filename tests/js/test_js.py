"""The JavaScript module (js/): its Node test suite (golden answers of the
Python package, bad input, cancellation, fuzz smoke, the examples of
docs/js.md), the golden file's freshness and the build's reproducibility."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys

from .jsenv import JS, ROOT, have_ziglang, need


def _load_golden_script():
    spec = importlib.util.spec_from_file_location("make_golden", ROOT / "tests" / "js" / "make_golden.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def test_golden_file_is_what_the_script_makes():
    """js/test/golden.json and its text twins for the C API's tests
    (tests/c/golden_equity.txt, golden_ranges.txt, golden_boards.txt) are all current."""
    golden = _load_golden_script()
    text, c_text, c_ranges, c_boards = golden.make_all()
    assert golden.OUT.read_text(encoding="utf-8") == text, \
        "js/test/golden.json is stale: run python tests/js/make_golden.py"
    assert golden.C_OUT.read_text(encoding="utf-8") == c_text, \
        "tests/c/golden_equity.txt is stale: run python tests/js/make_golden.py"
    assert golden.C_RANGES.read_text(encoding="utf-8") == c_ranges, \
        "tests/c/golden_ranges.txt is stale: run python tests/js/make_golden.py"
    assert golden.C_BOARDS.read_text(encoding="utf-8") == c_boards, \
        "tests/c/golden_boards.txt is stale: run python tests/js/make_golden.py"


def test_node_suite(wasm, node):
    env = dict(os.environ, OMAHA_EVAL_JS_FUZZ_SECONDS=os.environ.get("OMAHA_EVAL_JS_FUZZ_SECONDS", "1"))
    run = subprocess.run([node, "--test", "test/"], cwd=JS, capture_output=True, text=True, env=env, timeout=600)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-3000:]
    assert "# fail 0" in run.stdout


def test_build_is_reproducible(wasm, tmp_path):
    """A second build, compiled afresh (a salt defeats zig's cache), gives the same bytes."""
    need(have_ziglang(), "the WebAssembly build needs the ziglang package (pip install ziglang)")
    out = tmp_path / "again.wasm"
    subprocess.run([sys.executable, str(JS / "build.py"), "--out", str(out), "--salt", str(os.getpid())],
                   check=True, cwd=ROOT, capture_output=True)
    assert out.read_bytes() == wasm.read_bytes()


def test_typescript_declarations_check():
    """src/index.d.ts type-checks the way the examples use the module
    (Debian's node-typescript: tsc --strict)."""
    import shutil

    tsc = shutil.which("tsc")
    need(tsc is not None, "no tsc (apt-get install node-typescript)")
    run = subprocess.run([tsc, "--strict", "--noEmit", "--target", "es2022", "--module", "es2022",
                          "--moduleResolution", "node", "--lib", "es2022,dom", "test/types.check.ts"],
                         cwd=JS, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr

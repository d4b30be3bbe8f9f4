"""What the JavaScript tests need: the WebAssembly build (built here when
js/dist/omaha_eval.wasm is missing or older than its sources, if the
ziglang package is installed), Node 20, Chromium.

These tests skip where a tool is missing. OMAHA_EVAL_REQUIRE_JS=1 (set by
.ci/run's JavaScript step, which installs them all) turns every such skip
into a failure."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
JS = ROOT / "js"
WASM = JS / "dist" / "omaha_eval.wasm"
REQUIRE_JS = os.environ.get("OMAHA_EVAL_REQUIRE_JS", "") not in ("", "0")


def need(ok: bool, reason: str) -> None:
    if ok:
        return
    if REQUIRE_JS:
        pytest.fail(f"{reason} (OMAHA_EVAL_REQUIRE_JS=1: this test must run)")
    pytest.skip(reason)


def _stale() -> bool:
    if not WASM.exists() or len(list((JS / "dist" / "orderings").glob("*.oeorder"))) < 10:
        return True  # the orderings (percent ranges) are written by the same build
    built = WASM.stat().st_mtime
    sources = [*ROOT.glob("src/*.[ch]"), *JS.glob("wasm/*.c"), ROOT / "omaha_eval" / "include" / "omaha_eval.h",
               JS / "build.py"]
    return any(p.stat().st_mtime > built for p in sources)


def have_ziglang() -> bool:
    try:
        import ziglang  # noqa: F401
    except ImportError:
        return False
    return True

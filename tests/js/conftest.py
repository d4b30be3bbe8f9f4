"""Fixtures of the JavaScript tests (see jsenv.py)."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .jsenv import JS, ROOT, WASM, _stale, have_ziglang, need

# the sdist ships tests/ but not js/: nothing here applies without it
collect_ignore_glob = [] if (JS / "package.json").exists() else ["test_*.py"]


@pytest.fixture(scope="session")
def wasm() -> Path:
    if _stale():
        need(have_ziglang(), "the WebAssembly build needs the ziglang package (pip install ziglang)")
        subprocess.run([sys.executable, str(JS / "build.py")], check=True, cwd=ROOT)
    return WASM


@pytest.fixture(scope="session")
def node() -> str:
    path = shutil.which("node")
    need(path is not None, "no node on PATH")
    assert path is not None
    version = subprocess.run([path, "--version"], capture_output=True, text=True).stdout.strip()
    major = int(re.match(r"v(\d+)", version).group(1)) if re.match(r"v(\d+)", version) else 0
    need(major >= 20, f"node {version}: the module needs Node 20 or later")
    return path

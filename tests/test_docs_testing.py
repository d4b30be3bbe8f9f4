"""docs/testing.md's mutation table follows the mutant files: each row's
"planted" figure is the number of mutants its file holds, every file of
this round has a row, and the page's commands run."""
from __future__ import annotations

import importlib
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "testing.md"
MUTATION = ROOT / "tests" / "mutation"
pytestmark = pytest.mark.skipif(not PAGE.exists() or not MUTATION.is_dir(), reason="needs the source tree's docs/")
ROW = re.compile(r"^\| `(mutants_issue\w+\.py)` \| [^|]+ \| (\d+) \| (\d+) \|", re.M)


def _planted(name: str) -> int:
    sys.path.insert(0, str(MUTATION))
    try:
        module = importlib.import_module(name[:-3])
    finally:
        sys.path.remove(str(MUTATION))
    return len(module.MUTANTS)


def test_each_row_counts_what_its_file_plants():
    rows = ROW.findall(PAGE.read_text(encoding="utf-8"))
    assert rows, "docs/testing.md has no mutation table"
    for name, planted, caught in rows:
        assert (MUTATION / name).exists(), f"docs/testing.md names {name}, which tests/mutation/ lacks"
        assert int(planted) == _planted(name), f"{name}: the page says {planted} planted, the file holds {_planted(name)}"
        assert int(caught) <= int(planted)


def test_every_file_of_this_round_has_a_row():
    named = {name for name, _, _ in ROW.findall(PAGE.read_text(encoding="utf-8"))}
    this_round = {p.name for p in MUTATION.glob("mutants_issue5*.py")}
    assert this_round <= named, f"without a row in docs/testing.md: {sorted(this_round - named)}"


def test_the_listing_command_runs():
    out = subprocess.run([sys.executable, str(MUTATION / "run.py"), "--list", "--only", "i58."],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0 and out.stdout.count("\n") == _planted("mutants_issue58.py")

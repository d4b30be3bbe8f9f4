"""Every citation of the rule book and the design resolves in the
repository, and every worked example of docs/RULES.md §4 is a test."""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"

pytestmark = pytest.mark.skipif(not (DOCS / "RULES.md").exists() or not (ROOT / "omaha_eval").is_dir(),
                                reason="needs the source tree (docs/, omaha_eval/)")


def sources():
    for folder in ("omaha_eval", "tests", "bench", "src", "docs"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".pyx", ".pxi", ".pxd", ".c", ".h", ".md") and path.is_file():
                yield path
    yield ROOT / "README.md"


def test_every_cited_document_exists():
    missing = []
    for path in sources():
        text = path.read_text(encoding="utf-8", errors="replace")
        for name in re.findall(r"\b(?:docs/)?([A-Z]+\.md)\b", text):
            if name in ("README.md", "CHANGELOG.md"):
                continue
            if not (DOCS / name).exists() and not (ROOT / name).exists():  # SECURITY.md: at the root
                missing.append(f"{path.relative_to(ROOT)} cites {name}")
    assert not missing, missing


def test_every_cited_section_exists():
    sections = set(re.findall(r"^## (\d+)\.", (DOCS / "RULES.md").read_text(encoding="utf-8"), re.M))
    bad = []
    for path in sources():
        text = path.read_text(encoding="utf-8", errors="replace")
        for cited in re.findall(r"RULES\.md[^§\n]{0,3}§\s?([\d\-, §/]+)", text):
            for number in re.findall(r"\d+", cited):
                if number not in sections:
                    bad.append(f"{path.relative_to(ROOT)} cites RULES.md §{number}")
    assert not bad, bad


def test_every_pot_limit_amount_of_the_worked_examples_is_tested():
    rules = (DOCS / "RULES.md").read_text(encoding="utf-8")
    section = rules[rules.index("## 4."):rules.index("## 5.")]
    amounts = {a.replace(",", "") for a in re.findall(r"\*\*(?:to )?([\d,]+)\*\*", section)}
    assert len(amounts) >= 9
    tests = "".join((ROOT / "tests/engine" / name).read_text(encoding="utf-8")
                    for name in ("test_rules.py", "test_betting_rules.py"))
    untested = sorted(a for a in amounts if not re.search(rf"\b{a}\b", tests.replace("_", "")))
    assert not untested, untested

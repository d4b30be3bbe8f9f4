"""The documentation site: every example in docs/*.md runs (doctest), and
every public name has a docstring and an entry in the API reference."""
import doctest
import inspect
import re
from pathlib import Path

import pytest

import omaha_eval
import omaha_eval.engine

DOCS = Path(__file__).resolve().parent.parent / "docs"
# the docs live in the source tree; a wheel's or an sdist's test run copies only tests/
pytestmark = pytest.mark.skipif(not (DOCS / "api.md").exists(), reason="needs the source tree's docs/")
PAGES = sorted(p for p in DOCS.glob("*.md") if ">>>" in p.read_text(encoding="utf-8")) if DOCS.is_dir() else []
GUIDES = ["getting-started", "evaluating", "hilo", "equity", "batch", "rules-engine"]


@pytest.mark.parametrize("page", PAGES, ids=[p.stem for p in PAGES])
def test_examples_run(page):
    if page.stem in ("batch", "equity", "tables", "indexing"):
        pytest.importorskip("numpy")
    result = doctest.testfile(str(page), module_relative=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} failing example(s) in docs/{page.name}"


def test_every_guide_has_a_doctest():
    with_examples = {p.stem for p in PAGES}
    assert set(GUIDES) <= with_examples


def public_names():
    for module in (omaha_eval, omaha_eval.engine):
        for name in module.__all__:
            if name in ("__version__", "batch"):
                continue
            yield module, name


@pytest.mark.parametrize("module,name", list(public_names()),
                         ids=[f"{m.__name__}.{n}" for m, n in public_names()])
def test_public_names_are_documented(module, name):
    obj = getattr(module, name)
    if inspect.isclass(obj) or inspect.isfunction(obj) or inspect.isbuiltin(obj):
        assert (obj.__doc__ or "").strip(), f"{module.__name__}.{name} has no docstring"
    api = (DOCS / "api.md").read_text(encoding="utf-8")
    assert re.search(rf"\b{re.escape(module.__name__)}\.{re.escape(name)}\b", api), \
        f"{module.__name__}.{name} is missing from docs/api.md"

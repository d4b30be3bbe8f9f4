"""The examples in docs/engine.md and docs/histories.md run."""
import doctest
import os

import pytest

DOCS = os.path.join(os.path.dirname(__file__), "..", "..", "docs")


@pytest.mark.parametrize("page", ["engine.md", "histories.md"])
def test_doc_page_examples(page, tmp_path, monkeypatch):
    path = os.path.abspath(os.path.join(DOCS, page))
    monkeypatch.chdir(tmp_path)  # outside the source tree, as a user runs them
    if not os.path.exists(path):  # an installed package without the docs
        pytest.skip("docs not present")
    assert doctest.testfile(path, module_relative=False).failed == 0

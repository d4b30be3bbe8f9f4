"""The examples in docs/ranges.md and in the ranges package run."""
import doctest
import os

import pytest

pytestmark = pytest.mark.thread_unsafe  # doctest prints

pytest.importorskip("numpy")

import omaha_eval.ranges  # noqa: E402
import omaha_eval.ranges.boards  # noqa: E402
import omaha_eval.ranges.range  # noqa: E402

DOC = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "ranges.md")


@pytest.mark.skipif(not os.path.exists(DOC), reason="docs/ not shipped with the tests")
def test_docs_examples(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # outside the source tree, as a user runs them
    result = doctest.testfile(os.path.abspath(DOC), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


@pytest.mark.parametrize("module", [omaha_eval.ranges, omaha_eval.ranges.range, omaha_eval.ranges.boards])
def test_docstring_examples(module, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert doctest.testmod(module).failed == 0

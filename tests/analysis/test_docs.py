"""The examples in docs/analysis.md and in the analysis docstrings run."""
import doctest
import importlib
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "analysis.md"
MODULES = ["omaha_eval.analysis", "omaha_eval.analysis.nuts", "omaha_eval.analysis.strength",
           "omaha_eval.analysis.outs", "omaha_eval.analysis.report", "omaha_eval.analysis.distribution",
           "omaha_eval.analysis.double_board"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name, tmp_path, monkeypatch):
    if name.endswith("distribution"):
        pytest.importorskip("numpy")
    monkeypatch.chdir(tmp_path)
    assert doctest.testmod(importlib.import_module(name)).failed == 0


@pytest.mark.skipif(not DOC.exists(), reason="needs the source tree (docs/)")
def test_user_guide_examples(tmp_path, monkeypatch):
    pytest.importorskip("numpy")
    monkeypatch.chdir(tmp_path)  # outside the source tree, as a user runs them
    result = doctest.testfile(str(DOC), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0 and result.attempted > 20


@pytest.mark.skipif(not (DOC.parent / "api.md").exists(), reason="needs the source tree (docs/)")
def test_public_names_documented():
    import inspect
    import re

    import omaha_eval.analysis as analysis
    api = (DOC.parent / "api.md").read_text(encoding="utf-8")
    for name in analysis.__all__:
        obj = getattr(analysis, name)
        if inspect.isclass(obj) or inspect.isfunction(obj):
            assert (obj.__doc__ or "").strip(), f"{name} has no docstring"
        assert re.search(rf"\bomaha_eval\.analysis\.{name}\b", api), f"{name} is missing from docs/api.md"

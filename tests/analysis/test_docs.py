"""The examples in docs/analysis.md and in the analysis docstrings run."""
import doctest
import importlib
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "analysis.md"
MODULES = ["omaha_eval.analysis", "omaha_eval.analysis.nuts", "omaha_eval.analysis.strength",
           "omaha_eval.analysis.outs", "omaha_eval.analysis.report", "omaha_eval.analysis.distribution"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    if name.endswith("distribution"):
        pytest.importorskip("numpy")
    assert doctest.testmod(importlib.import_module(name)).failed == 0


@pytest.mark.skipif(not DOC.exists(), reason="needs the source tree (docs/)")
def test_user_guide_examples():
    pytest.importorskip("numpy")
    result = doctest.testfile(str(DOC), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0 and result.attempted > 20

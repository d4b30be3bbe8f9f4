"""Every example in the package's docstrings runs (what `pytest
--doctest-modules omaha_eval` runs), against the installed package and from
a directory outside the source tree. A module that needs an optional
dependency this environment lacks is skipped by the dependency's name (the
test extras' modules count as must-run under OMAHA_EVAL_REQUIRE_ALL=1; see
conftest.py)."""
import doctest
import importlib
from pathlib import Path

import pytest

import omaha_eval

PACKAGE = Path(omaha_eval.__file__).resolve().parent
# modules of the optional extras (pyproject's optional-dependencies)
OPTIONAL = {"numpy", "tqdm", "pandas", "pyarrow", "dask", "distributed", "matplotlib", "tomli"}
SKIPPED = {"omaha_eval.__main__"}  # runs the command line when imported


def module_names():
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if "__pycache__" in parts:
            continue
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if name not in SKIPPED:
            names.append(name)
    return names


NAMES = module_names()


def test_the_walk_finds_the_package():
    assert len(NAMES) > 50 and "omaha_eval.equity_engine.per_hand" in NAMES


@pytest.mark.parametrize("name", NAMES)
def test_docstring_examples(name, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no example may lean on the source tree's files
    try:
        module = importlib.import_module(name)
    except ImportError as err:
        missing = (err.name or "").split(".")[0]
        if missing in OPTIONAL:
            pytest.skip(f"could not import '{missing}': {name} needs it")
        raise
    tests = doctest.DocTestFinder().find(module)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)  # as pytest --doctest-modules
    for test in tests:
        runner.run(test)
    assert runner.failures == 0, f"{runner.failures} failing example(s) in {name}'s docstrings"

"""The benchmarks name what exists: every ``omaha_eval`` name a bench/ or
tools/ script imports, and every attribute it reads from an imported
omaha_eval module, is there. The benchmarks do not run in the test suite
(they time things, and some need the peers installed), so without this a
moved module breaks one silently (bench/range_vs_range.py --old read
``calculator._exact`` after the equity engine moved it)."""
import ast
import importlib
import pathlib
import types

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
SCRIPTS = sorted(p for d in ("bench", "tools") if (ROOT / d).is_dir() for p in (ROOT / d).glob("*.py"))


def omaha_names(tree):
    """(alias bound in the script, the object it names) for each omaha_eval import."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0 \
                and node.module.split(".")[0] == "omaha_eval":
            module = importlib.import_module(node.module)
            for alias in node.names:
                if alias.name == "*":
                    continue
                if not hasattr(module, alias.name):
                    try:  # a submodule not yet imported by its package
                        importlib.import_module(f"{node.module}.{alias.name}")
                    except ImportError:
                        pytest.fail(f"from {node.module} import {alias.name}: no such name")
                yield alias.asname or alias.name, getattr(module, alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "omaha_eval":
                    module = importlib.import_module(alias.name)
                    yield alias.asname or alias.name.split(".")[0], (module if alias.asname else
                                                                      importlib.import_module("omaha_eval"))


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_omaha_eval_name_a_script_uses_exists(script):
    tree = ast.parse(script.read_text(encoding="utf-8"))
    modules = {name: obj for name, obj in omaha_names(tree) if isinstance(obj, types.ModuleType)}
    for node in ast.walk(tree):  # module.attribute reads, one level deep
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in modules:
            module = modules[node.value.id]
            if not hasattr(module, node.attr):
                try:
                    importlib.import_module(f"{module.__name__}.{node.attr}")
                except ImportError:
                    pytest.fail(f"{script.name}: {node.value.id}.{node.attr}: "
                                f"{module.__name__} has no {node.attr!r}")


def test_the_check_sees_a_stale_name(tmp_path, monkeypatch):
    stale = tmp_path / "stale.py"
    stale.write_text("from omaha_eval.equity_engine import calculator as ec\nec._exact()\n")
    with pytest.raises(pytest.fail.Exception, match="_exact"):
        test_every_omaha_eval_name_a_script_uses_exists(stale)

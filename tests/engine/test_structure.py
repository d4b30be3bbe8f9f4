"""The engine's files import only from the layers below their own (the
list in omaha_eval/engine/__init__.py's docstring), so there is no import
circle: every runtime import, module-level or inside a function, counts;
imports under ``if TYPE_CHECKING:`` (annotations only) do not."""
import ast
import pathlib

import omaha_eval.engine

ENGINE = pathlib.Path(omaha_eval.engine.__file__).parent


def layers():
    doc = omaha_eval.engine.__doc__
    block = doc.split("Layers, bottom first;", 1)[1].split("\n\n", 1)[1]
    found = {}
    for level, line in enumerate(l for l in block.splitlines() if l.strip()):
        for name in line.split():
            found[name] = level
    return found


def runtime_imports(path):
    """The engine modules ``path`` imports at run time (first name below engine/)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    depth = 2 if path.parent.name == "histories" else 1
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.dump(node.test):
            skipped.update(id(n) for child in node.body for n in ast.walk(child))
    found = set()
    for node in ast.walk(tree):
        if id(node) in skipped or not isinstance(node, ast.ImportFrom) or node.level == 0:
            continue
        if node.level != depth:
            continue  # within histories/, or above the engine
        if node.module:
            found.add(node.module.split(".")[0])
        else:
            found.update(alias.name for alias in node.names)
    return found


def test_every_engine_module_is_in_a_layer_and_imports_only_below_it():
    level = layers()
    modules = {p.stem: p for p in ENGINE.glob("*.py") if p.stem != "__init__"}
    modules["histories"] = ENGINE / "histories"
    assert set(modules) == set(level), set(modules) ^ set(level)
    for name, path in modules.items():
        files = sorted(path.glob("*.py")) if path.is_dir() else [path]
        for file in files:
            for target in runtime_imports(file):
                assert target in level, (file.name, target)
                assert level[target] < level[name], f"{file.name} imports {target}, a layer not below its own"


def test_the_checker_sees_a_function_level_import(tmp_path):
    # the check itself: an import inside a function counts, a TYPE_CHECKING one does not
    assert "hand" not in runtime_imports(ENGINE / "game.py")
    planted = tmp_path / "planted.py"
    planted.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .table import Table\n"
                       "def f():\n    from .hand import Hand\n    return Hand\n", encoding="utf-8")
    assert runtime_imports(planted) == {"hand"}

"""The package keeps docs/DESIGN.md's layer table: every module of
omaha_eval belongs to a row, imports only its own row and the rows below,
never closes a circle, and never takes another package's underscored name.

Every import counts, at any depth: module level, inside a function, under
``if TYPE_CHECKING:``, an ``importlib.import_module("...")`` (or
``__import__``) call with a literal name, a lazy-name table handed to
``core.lazy.lazy_names`` (each entry a module the package loads on first use),
and a registration hook (a ``register*`` function of module X handed a
class or function of module Y makes X depend on Y at run time). Importing a
module inside another package also runs that package's ``__init__``, so it
counts as an import of the package too.

The checker itself is tested on planted sources: it fails on a planted
upward import, a planted circle (through a function-level import and
through a TYPE_CHECKING one), a planted private import (a module and a
name), an ``importlib`` string, a lazy-name table and a registration hook
(test_the_checker_*).

KNOWN lists the violations still in the tree, each with the issue item (and
helper) that removes it; it may only shrink, and a listed violation that
has gone is itself a failure, so the list stays true.
"""
from __future__ import annotations

import ast
import pathlib
import re
from typing import Dict, List, Set, Tuple

import pytest

import omaha_eval

# the source tree's package where the tests run from one (CI installs the
# package into a venv; the layers are the source's), else the installed one
ROOT = pathlib.Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "omaha_eval" if (ROOT / "omaha_eval" / "__init__.py").is_file() \
    else pathlib.Path(omaha_eval.__file__).parent
DESIGN = ROOT / "docs" / "DESIGN.md"

pytestmark = pytest.mark.skipif(not DESIGN.is_file(), reason="needs the source tree's docs/DESIGN.md (an sdist's tests)")

# Violations others are removing now (issue 41, phase 1) or that phase 2
# removes. Each entry is (kind, importer, target) as check() reports it.
KNOWN: Set[Tuple[str, str, str]] = set()  # none left: issue 41's phase 2 removed the last


# -- the layer table ----------------------------------------------------------------------------

def layer_table(text: str) -> List[Tuple[str, List[str]]]:
    """The rows of DESIGN.md's layer block (a text block whose first line is
    "# layers"), bottom first: (row name,
    module prefixes). A prefix ending in ``+`` is shared floor: its
    underscored name is open to every layer above. A package ending in
    ``!`` has one public face: modules outside it import the package
    itself, never a module behind it."""
    block = re.search(r"```text\n# layers[^\n]*\n(.*?)```", text, re.S)
    assert block, "docs/DESIGN.md has no layer block"
    rows = []
    for line in block.group(1).splitlines():
        line = line.split("#", 1)[0].split()
        if line:
            rows.append((line[0].rstrip(":"), line[1:]))
    return rows


def _levels(rows: List[Tuple[str, List[str]]]) -> Tuple[Dict[str, int], Set[str], Set[str]]:
    level, shared, faces = {}, set(), set()
    for number, (_, prefixes) in enumerate(rows):
        for prefix in prefixes:
            name = prefix.rstrip("+!")
            assert name not in level, f"{name} is in two rows of the layer table"
            level[name] = number
            if prefix.endswith("+"):
                shared.add(name)
            if prefix.endswith("!"):
                faces.add(name)
    return level, shared, faces


# -- the modules and their imports ---------------------------------------------------------------

def package_sources(root: pathlib.Path = PACKAGE) -> Dict[str, Tuple[str, bool]]:
    """Every module of the package: dotted name -> (source, is a package).
    The compiled core counts as the module omaha_eval.core._core (its Cython
    sources import nothing of the package's Python)."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        found[".".join(parts)] = (path.read_text(encoding="utf-8"), is_package)
    for path in sorted(root.glob("*.pyx")) + sorted(root.glob("*.pxi")):
        assert not re.search(r"^\s*(from|import)\s+(omaha_eval|\.)", path.read_text(encoding="utf-8"), re.M), path
    found["omaha_eval.core._core"] = ("", False)
    return found


def _resolve(module: str, is_package: bool, level: int, target: str) -> str:
    if not level:
        return target
    base = module.split(".")
    if not is_package:
        base.pop()
    base = base[:len(base) - (level - 1)]
    return ".".join(base + ([target] if target else []))


def _relative_string(module: str, is_package: bool, text: str) -> str:
    dots = len(text) - len(text.lstrip("."))
    return _resolve(module, is_package, dots, text[dots:]) if dots else text


Edge = Tuple[str, str, str]  # importer, target module, name taken from it ("" for the module)


def imports(module: str, source: str, is_package: bool, known: Set[str]) -> List[Edge]:
    """Every import of the package's modules that ``module`` makes (see the
    module docstring for what counts). A registration hook is reported as
    an import of the hooking module by the registry's."""
    tree = ast.parse(source)
    found: List[Edge] = []
    imported_from: Dict[str, str] = {}  # local name -> module it came from
    own_defs = {n.name for n in tree.body if isinstance(n, (ast.ClassDef, ast.FunctionDef))}
    tables = {n.targets[0].id: n.value for n in tree.body
              if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)}

    def add(target: str, name: str = "") -> None:
        if target.split(".")[0] != "omaha_eval":
            return
        whole = f"{target}.{name}" if name else target
        if name and whole in known:
            found.append((module, whole, ""))
        else:
            found.append((module, target, name))

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            target = _resolve(module, is_package, node.level, node.module or "")
            for alias in node.names:
                add(target, alias.name)
                imported_from[alias.asname or alias.name] = target
        elif isinstance(node, ast.Call):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            args = node.args
            if called in ("import_module", "__import__") and args and isinstance(args[0], ast.Constant) \
                    and isinstance(args[0].value, str):
                add(_relative_string(module, is_package, args[0].value))
            elif called == "lazy_names" and len(args) == 3:
                table = tables.get(args[2].id) if isinstance(args[2], ast.Name) else args[2]
                assert isinstance(table, ast.Dict), f"{module}: lazy_names is handed a table the checker can't read"
                for value in table.values:
                    assert isinstance(value, ast.Constant), module
                    add(_relative_string(module, is_package, value.value))
            elif called.startswith("register") and called in imported_from:
                handed = {a.id for a in args if isinstance(a, ast.Name)} & own_defs
                if handed:  # the registry's module now depends on this one
                    found.append((imported_from[called], module, ""))
    return found


def graph(sources: Dict[str, Tuple[str, bool]]) -> Tuple[List[Edge], Dict[str, Set[str]]]:
    """All the edges, and the module graph for circles (an import of a module
    inside another package also imports that package's __init__)."""
    known = set(sources)
    edges = [edge for name, (source, is_package) in sources.items()
             for edge in imports(name, source, is_package, known)]
    out: Dict[str, Set[str]] = {name: set() for name in sources}
    for importer, target, _ in edges:
        while target and target not in known:
            target = target.rpartition(".")[0]
        if not target or target == importer:
            continue
        out[importer].add(target)
        parent = target.rpartition(".")[0]
        while parent and parent in known and not importer.startswith(parent + "."):
            out[importer].add(parent)
            parent = parent.rpartition(".")[0]
    return edges, out


def _circles(out: Dict[str, Set[str]]) -> List[List[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on: Set[str] = set()
    groups = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in out.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(out):
        if v not in index:
            visit(v)
    return groups


def _unit(name: str, level: Dict[str, int]) -> str:
    """The row's entry that holds ``name`` (the root package's entry holds only itself)."""
    unit = name
    while unit and unit not in level:
        unit = unit.rpartition(".")[0]
    return unit if unit and (unit != "omaha_eval" or name == unit) else ""


def _home(owner: str, sources: Dict[str, Tuple[str, bool]]) -> str:
    """The package whose modules may use an underscored part of ``owner``."""
    return owner if sources.get(owner, ("", True))[1] else owner.rpartition(".")[0]


def _in_home(importer: str, is_package: bool, home: str) -> bool:
    package = importer if is_package else importer.rpartition(".")[0]
    if package == home:
        return True
    if not package.startswith(home + "."):
        return False
    return all(part.startswith("_") for part in package[len(home) + 1:].split("."))


def check(sources: Dict[str, Tuple[str, bool]], rows: List[Tuple[str, List[str]]]) -> Set[Tuple[str, str, str]]:
    """The violations: ("unplaced", module, ""), ("upward", importer,
    target), ("private", importer, target), ("behind-face", importer,
    target), ("circle", first, second)."""
    level, shared, faces = _levels(rows)
    edges, out = graph(sources)
    found = set()
    for name in sources:
        if not _unit(name, level):
            found.add(("unplaced", name, ""))
    for importer, target, name in edges:
        whole = f"{target}.{name}" if name else target
        source_unit, target_unit = _unit(importer, level), _unit(target, level)
        if source_unit and target_unit and level[target_unit] > level[source_unit]:
            found.add(("upward", importer, target))
        if target_unit in faces and importer != target_unit and not importer.startswith(target_unit + ".") \
                and whole != target_unit and f"{target_unit}.{name}" != whole:
            found.add(("behind-face", importer, target))
        parts = whole.split(".")
        for at, part in enumerate(parts[1:], 1):
            if not part.startswith("_") or part.startswith("__"):
                continue
            owner = ".".join(parts[:at])
            if ".".join(parts[:at + 1]) in shared:
                continue
            if not _in_home(importer, sources.get(importer, ("", False))[1], _home(owner, sources)):
                found.add(("private", importer, ".".join(parts[:at + 1])))
                break
    for group in _circles(out):
        found.add(("circle", group[0], group[1]))
    return found


# -- the package ---------------------------------------------------------------------------------

def test_the_package_keeps_the_layer_table():
    rows = layer_table(DESIGN.read_text(encoding="utf-8"))
    found = check(package_sources(), rows)
    assert not found - KNOWN, sorted(found - KNOWN)
    assert not KNOWN - found, f"gone, take them off KNOWN: {sorted(KNOWN - found)}"


def test_every_row_of_the_table_names_modules_that_exist():
    sources = package_sources()
    for _, prefixes in layer_table(DESIGN.read_text(encoding="utf-8")):
        for prefix in prefixes:
            assert prefix.rstrip("+!") in sources, prefix


# -- the checker, on planted sources --------------------------------------------------------------

ROWS = [("floor", ["omaha_eval.core._core+", "omaha_eval.core.lazy+"]), ("low", ["omaha_eval.low"]),
        ("high", ["omaha_eval.high"]), ("face", ["omaha_eval"])]


def planted(**modules: str) -> Dict[str, Tuple[str, bool]]:
    sources = {"omaha_eval": ("", True), "omaha_eval.core._core": ("", False), "omaha_eval.core.lazy": ("", False),
               "omaha_eval.low": ("", True),
               "omaha_eval.low.a": ("", False), "omaha_eval.low._hidden": ("", False),
               "omaha_eval.high": ("", True), "omaha_eval.high.b": ("", False)}
    for name, source in modules.items():
        name = "omaha_eval." + name.replace("__", ".")
        sources[name] = (source, sources.get(name, ("", False))[1])
    return sources


def test_the_checker_passes_a_clean_tree():
    assert check(planted(high__b="from ..low import a\nfrom ..core import _core\n",
                         low__a="from . import _hidden\nfrom ._hidden import _x\n"), ROWS) == set()


@pytest.mark.parametrize("source", [
    "from ..high import b\n",
    "def f():\n    from ..high.b import g\n    return g\n",
    "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..high import b\n",
    "import importlib\nM = importlib.import_module('omaha_eval.high.b')\n",
    "import omaha_eval.high.b\n",
])
def test_the_checker_fails_a_planted_upward_import(source):
    assert ("upward", "omaha_eval.low.a", "omaha_eval.high.b") in check(planted(low__a=source), ROWS)


def test_the_checker_fails_a_planted_circle():
    found = check(planted(low__a="def f():\n    from ._hidden import g\n",
                          low___hidden="from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import f\n"),
                  ROWS)
    assert ("circle", "omaha_eval.low._hidden", "omaha_eval.low.a") in found


def test_the_checker_fails_a_planted_private_import():
    assert ("private", "omaha_eval.high.b", "omaha_eval.low._hidden") in check(
        planted(high__b="from ..low import _hidden\n"), ROWS)
    assert ("private", "omaha_eval.high.b", "omaha_eval.low.a._name") in check(
        planted(high__b="from ..low.a import _name\n"), ROWS)


def test_the_checker_fails_an_import_behind_a_face():
    rows = [("floor", ["omaha_eval.core._core+", "omaha_eval.core.lazy+"]), ("low", ["omaha_eval.low!"]),
            ("high", ["omaha_eval.high"]), ("face", ["omaha_eval"])]
    # the face itself, and a name it exports, are fine; a module behind it is not
    assert check(planted(high__b="from ..low import a_name\nimport omaha_eval.low\n"), rows) == set()
    assert ("behind-face", "omaha_eval.high.b", "omaha_eval.low.a") in check(
        planted(high__b="from ..low.a import f\n"), rows)
    assert ("behind-face", "omaha_eval.high.b", "omaha_eval.low.a") in check(
        planted(high__b="def g():\n    import omaha_eval.low.a\n"), rows)
    # modules behind the face use each other freely
    assert check(planted(low__a="from . import _hidden\n"), rows) == set()


def test_the_checker_sees_lazy_tables_and_registration_hooks():
    lazy = "from .._lazy import lazy_names\n_LAZY = {'b': '..high.b'}\n" \
           "__getattr__, __dir__ = lazy_names(__name__, globals(), _LAZY)\n"
    assert ("upward", "omaha_eval.low", "omaha_eval.high.b") in check(planted(low=lazy), ROWS)
    hook = "from ..low.a import register_thing\nclass Thing:\n    pass\nregister_thing(Thing)\n"
    found = check(planted(high__b=hook), ROWS)
    assert ("upward", "omaha_eval.low.a", "omaha_eval.high.b") in found
    assert ("circle", "omaha_eval.high.b", "omaha_eval.low.a") in found
    # handing a local object (an argparse parser) is no hook
    assert check(planted(high__b="from ..low.a import register_thing\ndef f(sub):\n    register_thing(sub)\n"),
                 ROWS) == set()

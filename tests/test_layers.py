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
counts as an import of the package too. The Cython sources count as
well, in every folder: a ``.pyx`` or ``.pxd`` is the module of its path, a
``.pxi`` the module that ``include``s it, and their ``import`` and
``cimport`` lines are imports of that module.

Underscored names are private to their package whichever way they are
reached: an underscored import (``from ..low import _hidden``), an
underscored attribute of a name imported from another package
(``Range._make``), and an underscored attribute of any other object
(``table._check_class``, ``r._dense``) when only other packages define
that name (a ``def``, a class, an assignment, ``__slots__``; the
namedtuple methods ``_make``, ``_replace``, ``_asdict``, ``_fields`` are
public and pass).

The binding may be gated: an entry marked ``*`` in the table (the
Cython binding, ``omaha_eval.core._core``) is imported only by its own row
and the rows whose name ends in ``*``; the other rows reach C through the
public API.

The checker itself is tested on planted sources (test_the_checker_*), one
planted violation per rule, each of which fails it:

- an upward import (module level, in a function, under TYPE_CHECKING,
  ``importlib``, a plain ``import``): ``from ..high import b`` in low/a.py;
- a circle through a function-level and a TYPE_CHECKING import;
- a private import, a module and a name: ``from ..low import _hidden``;
- an import behind a face: ``from ..low.a import f``;
- a lazy-name table and a registration hook that point up;
- an upward import in a Cython file of any folder:
  ``from omaha_eval.high cimport b`` in low/fast.pyx, or in a .pxi it includes;
- an underscored attribute of another package's name: ``a.A._of(1)`` or
  ``from ..low.a import A; A._of(1)`` in high/b.py;
- an underscored attribute only another package defines:
  ``table._check_class(1)`` in high/b.py, where only low/a.py defines it;
- the gated binding from a row not marked ``*``:
  ``from ..core import _core`` in high/b.py.

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

# Violations still in the tree, each with the issue (and helper) that
# removes it. Each entry is (kind, importer, target) as check() reports it.
KNOWN: Set[Tuple[str, str, str]] = set()


# -- the layer table ----------------------------------------------------------------------------

def layer_table(text: str) -> List[Tuple[str, List[str]]]:
    """The rows of DESIGN.md's layer block (a text block whose first line is
    "# layers"), bottom first: (row name,
    module prefixes). A prefix ending in ``+`` is shared floor: its
    underscored name is open to every layer above. A package ending in
    ``!`` has one public face: modules outside it import the package
    itself, never a module behind it. A prefix ending in ``*`` is gated:
    only its own row and the rows whose name ends in ``*`` import it."""
    block = re.search(r"```text\n# layers[^\n]*\n(.*?)```", text, re.S)
    assert block, "docs/DESIGN.md has no layer block"
    rows = []
    for line in block.group(1).splitlines():
        line = line.split("#", 1)[0].split()
        if line:
            rows.append((line[0].rstrip(":"), line[1:]))
    return rows


class Levels:
    """The layer table read for checking: each entry's row number, the
    shared (``+``), one-face (``!``) and gated (``*``) entries, and the rows
    that may import a gated entry."""

    def __init__(self, rows: List[Tuple[str, List[str]]]) -> None:
        self.level: Dict[str, int] = {}
        self.shared: Set[str] = set()
        self.faces: Set[str] = set()
        self.gated: Set[str] = set()
        self.opened = {number for number, (row, _) in enumerate(rows) if row.endswith("*")}
        for number, (_, prefixes) in enumerate(rows):
            for prefix in prefixes:
                name = prefix.rstrip("+!*")
                assert name not in self.level, f"{name} is in two rows of the layer table"
                self.level[name] = number
                marks = prefix[len(name):]
                if "+" in marks:
                    self.shared.add(name)
                if "!" in marks:
                    self.faces.add(name)
                if "*" in marks:
                    self.gated.add(name)


# -- the modules and their imports ---------------------------------------------------------------

CYTHON = (".pyx", ".pxd", ".pxi")
_CYTHON_IMPORT = re.compile(r"^[ \t]*((?:from[ \t]+\S+[ \t]+c?import[ \t]+.+)|(?:c?import[ \t]+.+))$", re.M)
_INCLUDE = re.compile(r"^[ \t]*include[ \t]+[\"']([^\"']+)[\"']", re.M)


def cython_imports(text: str) -> str:
    """A Cython file's import and cimport lines as Python import statements
    (the rest of Cython is not Python; the imports are all the checker needs)."""
    lines = []
    for match in _CYTHON_IMPORT.finditer(text):
        line = re.sub(r"\bcimport\b", "import", match.group(1)).split("#", 1)[0].strip()
        line = re.sub(r"\bimport[ \t]+\((.*)\)?$", r"import \1", line).rstrip("\\ (")
        try:
            ast.parse(line)
        except SyntaxError:  # a name list continued on the next line: the module is what counts
            line = line.split(" import ", 1)[0] + " import _" if line.startswith("from ") else line
        lines.append(line)
    return "\n".join(lines) + "\n"


def _dotted(path: pathlib.Path, root: pathlib.Path) -> Tuple[str, bool]:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    is_package = parts[-1] == "__init__"
    if is_package:
        parts.pop()
    return ".".join(parts), is_package


def package_sources(root: pathlib.Path = PACKAGE) -> Dict[str, Tuple[str, bool]]:
    """Every module of the package: dotted name -> (source, is a package).
    A Cython file, in any folder, counts as the module of its path (a .pyx
    and its .pxd are one module; a .pxi is part of the module whose .pyx
    includes it); its source here is its import and cimport lines."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        name, is_package = _dotted(path, root)
        found[name] = (path.read_text(encoding="utf-8"), is_package)
    cython = sorted(p for suffix in CYTHON for p in root.rglob("*" + suffix))
    owner: Dict[pathlib.Path, str] = {}
    for path in cython:
        if path.suffix == ".pyx":
            for included in _INCLUDE.findall(path.read_text(encoding="utf-8")):
                owner[(path.parent / included).resolve()] = _dotted(path, root)[0]
    for path in cython:
        name = owner.get(path.resolve()) or _dotted(path, root)[0]
        source = found.get(name, ("", False))[0] + cython_imports(path.read_text(encoding="utf-8"))
        found[name] = (source, False)
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
    imported_names: Dict[str, str] = {}  # local name -> the name it has in that module
    imported_modules: Dict[str, str] = {}  # local name -> the module it is (import a.b as c; from a import b)
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
                if alias.asname:
                    imported_modules[alias.asname] = alias.name
        elif isinstance(node, ast.ImportFrom):
            target = _resolve(module, is_package, node.level, node.module or "")
            for alias in node.names:
                add(target, alias.name)
                if f"{target}.{alias.name}" in known:
                    imported_modules[alias.asname or alias.name] = f"{target}.{alias.name}"
                else:
                    imported_from[alias.asname or alias.name] = target
                    imported_names[alias.asname or alias.name] = alias.name
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
    for node in ast.walk(tree):  # an underscored attribute of an imported name: X.y._z as an import of X.y._z
        chain = _chain(node)
        if chain and _underscored(chain[-1]):
            local, rest = chain[0], chain[1:]
            if local in imported_from:
                add(imported_from[local], ".".join([imported_names[local]] + rest))
            elif local in imported_modules:
                add(imported_modules[local], ".".join(rest))
    return found


def _underscored(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _chain(node: ast.AST) -> List[str]:
    """``a.b._c`` as ["a", "b", "_c"]; [] for what is not a dotted name."""
    names = []
    while isinstance(node, ast.Attribute):
        names.append(node.attr)
        node = node.value
    return [node.id] + names[::-1] if names and isinstance(node, ast.Name) else []


# a namedtuple's own methods: underscored so as not to clash with fields, public all the same
NAMEDTUPLE_API = {"_make", "_replace", "_asdict", "_fields", "_field_defaults"}


def underscored_definitions(source: str) -> Set[str]:
    """The underscored names a module defines: functions, classes,
    assignments (to a name or to an attribute), and ``__slots__`` entries."""
    names: Set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Name, ast.Attribute)) and isinstance(node.ctx, ast.Store):
            names.add(node.id if isinstance(node, ast.Name) else node.attr)
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__slots__"
                                                  for t in node.targets):
            names.update(c.value for c in ast.walk(node.value)
                         if isinstance(c, ast.Constant) and isinstance(c.value, str))
    return {name for name in names if _underscored(name)}


def attribute_uses(source: str) -> Set[str]:
    """The underscored attributes a module reads or writes on objects it
    did not import by name and that are not its own ``self`` or ``cls``."""
    tree = ast.parse(source)
    imported = {alias.asname or alias.name.split(".")[0] for node in ast.walk(tree)
                if isinstance(node, (ast.Import, ast.ImportFrom)) for alias in node.names}
    uses = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _underscored(node.attr) and node.attr not in NAMEDTUPLE_API:
            chain = _chain(node)
            if chain and chain[0] in imported | {"self", "cls"}:
                continue  # imported names are checked as imports; self and cls are the module's own
            uses.add(node.attr)
    return uses


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
    """The package whose modules may use an underscored part of ``owner``
    (a module, or a name defined in one: ``values.HandValue``)."""
    module = owner
    while "." in module and module not in sources:
        module = module.rpartition(".")[0]
    if module not in sources:
        return owner
    return module if sources[module][1] else module.rpartition(".")[0]


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
    target), ("binding", importer, gated target), ("circle", first, second).
    A private attribute of an object the checker can't name is reported as
    ("private", importer, "._name")."""
    table = Levels(rows)
    level, shared, faces = table.level, table.shared, table.faces
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
        if target_unit in table.gated and source_unit and level[source_unit] != level[target_unit] \
                and level[source_unit] not in table.opened:
            found.add(("binding", importer, target_unit))
        if target_unit in faces and importer != target_unit and not importer.startswith(target_unit + ".") \
                and whole != target_unit and f"{target_unit}.{name}" != whole:
            found.add(("behind-face", importer, target))
        parts = whole.split(".")
        for at, part in enumerate(parts[1:], 1):
            if not _underscored(part):
                continue
            owner = ".".join(parts[:at])
            if ".".join(parts[:at + 1]) in shared:
                continue
            if not _in_home(importer, sources.get(importer, ("", False))[1], _home(owner, sources)):
                found.add(("private", importer, ".".join(parts[:at + 1])))
                break
    found |= private_attributes(sources)
    for group in _circles(out):
        found.add(("circle", group[0], group[1]))
    return found


def private_attributes(sources: Dict[str, Tuple[str, bool]]) -> Set[Tuple[str, str, str]]:
    """Underscored attributes of objects the checker can't trace to an
    import (``table._check_class(h)``): a use is private when no module of
    the user's own package defines that name and a module elsewhere does."""
    defined_in: Dict[str, Set[str]] = {}
    for name, (source, _) in sources.items():
        for attr in underscored_definitions(source):
            defined_in.setdefault(attr, set()).add(name)
    found = set()
    for name, (source, is_package) in sources.items():
        for attr in attribute_uses(source) & set(defined_in):
            if not any(_in_home(name, is_package, _home(owner, sources)) for owner in defined_in[attr]):
                found.add(("private", name, "." + attr))
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
            assert prefix.rstrip("+!*") in sources, prefix


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


def test_the_checker_reads_cython_files_in_every_folder(tmp_path):
    root = tmp_path / "omaha_eval"
    for folder in ("core", "low", "high"):
        (root / folder).mkdir(parents=True)
        if folder != "core":  # core holds only placed modules
            (root / folder / "__init__.py").write_text("")
    (root / "__init__.py").write_text("")
    (root / "core" / "lazy.py").write_text("")
    (root / "core" / "_core.pyx").write_text('from libc.stdint cimport uint8_t\ninclude "_core_more.pxi"\n')
    (root / "core" / "_core_more.pxi").write_text("")
    (root / "low" / "a.py").write_text("")
    (root / "low" / "_hidden.py").write_text("")
    (root / "high" / "b.py").write_text("")
    assert check(package_sources(root), ROWS) == set()
    # an upward cimport in a .pyx of any folder, and an import in the .pxi it includes
    (root / "low" / "fast.pyx").write_text("cimport cython\nfrom omaha_eval.high cimport b\n")
    assert ("upward", "omaha_eval.low.fast", "omaha_eval.high.b") in check(package_sources(root), ROWS)
    (root / "low" / "fast.pyx").write_text('include "fast_part.pxi"\n')
    (root / "low" / "fast_part.pxi").write_text("    from omaha_eval.high import b\n")
    assert ("upward", "omaha_eval.low.fast", "omaha_eval.high.b") in check(package_sources(root), ROWS)
    # a .pxd beside its .pyx is the same module; one on its own is a module of its own
    (root / "low" / "fast.pxd").write_text("from ..high cimport b\n")
    (root / "low" / "decl.pxd").write_text("from omaha_eval.high.b cimport thing\n")
    found = check(package_sources(root), ROWS)
    assert {("upward", "omaha_eval.low.fast", "omaha_eval.high.b"),
            ("upward", "omaha_eval.low.decl", "omaha_eval.high.b")} <= found


def test_the_checker_fails_a_planted_private_attribute_of_an_imported_name():
    owner = "class A:\n    @classmethod\n    def _of(cls, n):\n        return n\n"
    for source in ("from ..low import a\nx = a.A._of(1)\n", "from ..low.a import A\nx = A._of(1)\n",
                   "import omaha_eval.low.a as a\nx = a.A._of(1)\n"):
        assert ("private", "omaha_eval.high.b", "omaha_eval.low.a.A._of") in check(
            planted(low__a=owner, high__b=source), ROWS), source
    # its own package may, and a dunder or a public name is no private one
    assert check(planted(low__a=owner, low___hidden="from .a import A\nx = A._of(1)\n",
                         high__b="from ..low.a import A\nx = A.__name__, A.of\n"), ROWS) == set()


def test_the_checker_fails_a_planted_private_attribute_of_any_object():
    owner = "class Table:\n    def _check_class(self, c):\n        return c\n"
    user = "def f(table):\n    return table._check_class(1)\n"
    assert ("private", "omaha_eval.high.b", "._check_class") in check(planted(low__a=owner, high__b=user), ROWS)
    # the owner's package may; a name the user's package defines too can't be told apart, and passes;
    # a namedtuple's _replace is public
    assert check(planted(low__a=owner, low___hidden=user), ROWS) == set()
    assert check(planted(low__a=owner, high__b=user + "def _check_class():\n    pass\n"), ROWS) == set()
    assert check(planted(low__a="def _replace():\n    pass\n", high__b="def f(t):\n    return t._replace(a=1)\n"),
                 ROWS) == set()


def test_the_checker_fails_the_binding_from_a_row_not_marked():
    rows = [("helpers", ["omaha_eval.core.lazy+"]), ("binding", ["omaha_eval.core._core+*"]),
            ("low*", ["omaha_eval.low"]), ("high", ["omaha_eval.high"]), ("face", ["omaha_eval"])]
    assert Levels(rows).gated == {"omaha_eval.core._core"} and Levels(rows).opened == {2}
    clean = planted(low__a="from ..core import _core\n", high__b="from ..low import a\n")
    assert check(clean, rows) == set()
    for source in ("from ..core import _core\n", "from ..core._core import evaluate\n",
                   "def f():\n    import omaha_eval.core._core\n"):
        assert ("binding", "omaha_eval.high.b", "omaha_eval.core._core") in check(planted(high__b=source), rows)
    # the table's own syntax: a row name ending in * opens the gate
    text = "```text\n# layers\nbinding:    omaha_eval.core._core+*\nlow*:  omaha_eval.low\n```\n"
    assert layer_table(text) == [("binding", ["omaha_eval.core._core+*"]), ("low*", ["omaha_eval.low"])]

"""Names a package loads on first use (a module __getattr__, PEP 562), so
that importing the package stays cheap and optional dependencies (numpy)
are only needed by what uses them."""
from __future__ import annotations

TYPE_CHECKING = False  # type checkers take it as True; typing would cost import time
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Tuple


def lazy_names(package: str, namespace: "Dict[str, object]", table: "Dict[str, str]"
               ) -> "Tuple[Callable[[str], object], Callable[[], List[str]]]":
    """A package's __getattr__ and __dir__: `table` maps each name to the
    relative module that holds it; a name that is that module's own last
    part (".batch" for "batch") is the module itself. A loaded name is
    stored in the package, so later lookups skip __getattr__."""

    def __getattr__(name: str) -> object:
        where = table.get(name)
        if where is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        import importlib

        module = importlib.import_module(where, package)
        value = module if where.rsplit(".", 1)[-1] == name else getattr(module, name)
        namespace[name] = value
        return value

    def __dir__() -> "List[str]":
        return sorted(set(namespace) | set(table))

    return __getattr__, __dir__

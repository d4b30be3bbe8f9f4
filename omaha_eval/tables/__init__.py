"""Precomputed preflop tables: starting-hand classes, each class's equity
against random hands, class-against-class matchups, and the orderings that
percent ranges use. Work is cut into chunks fixed by the job and runs on any
``concurrent.futures.Executor`` (threads, processes, a Dask cluster), with an
optional checkpoint file to resume. Needs numpy.

The names load on first use, so that the command line (which registers the
``table`` subcommand) works where numpy is not installed."""
import importlib

__all__ = ["HandClasses", "classes", "all_hands", "preflop", "matchups", "Table", "Ordering", "orderings"]

_LAZY = {
    "orderings": ".orderings",
    "Ordering": ".orderings",
    "HandClasses": ".hand_classes",
    "classes": ".hand_classes",
    "all_hands": ".hand_classes",
    "preflop": ".compute",
    "matchups": ".compute",
    "Table": ".table",
}

TYPE_CHECKING = False  # type checkers take it as True
if TYPE_CHECKING:
    from . import orderings
    from .hand_classes import HandClasses, all_hands, classes
    from .compute import matchups, preflop
    from .orderings import Ordering
    from .table import Table


def __getattr__(name: str) -> object:
    where = _LAZY.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = importlib.import_module(where, __name__)
    value = module if name == "orderings" else getattr(module, name)
    globals()[name] = value  # later lookups skip __getattr__
    return value


def __dir__() -> "list[str]":
    return sorted(set(globals()) | set(_LAZY))

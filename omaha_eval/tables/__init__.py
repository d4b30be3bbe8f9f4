"""Precomputed preflop tables: starting-hand classes, each class's equity
against random hands, class-against-class matchups, and the orderings that
percent ranges use. Work is cut into chunks fixed by the job and runs on any
``concurrent.futures.Executor`` (threads, processes, a Dask cluster), with an
optional checkpoint file to resume. Needs numpy.

The names load on first use, so that the command line (which registers the
``table`` subcommand) works where numpy is not installed."""
from .._lazy import lazy_names

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
    from ..ranges.orderings import ordering as orderings
    from ..ranges.orderings.hand_classes import HandClasses, all_hands, classes
    from .compute import matchups, preflop
    from ..ranges.orderings.ordering import Ordering
    from .table import Table


__getattr__, __dir__ = lazy_names(__name__, globals(), _LAZY)

"""Precomputed preflop tables: starting-hand classes, each class's equity
against random hands, class-against-class matchups, and the orderings that
percent ranges use. Work is cut into chunks fixed by the job and runs on any
``concurrent.futures.Executor`` (threads, processes, a Dask cluster), with an
optional checkpoint file to resume. Needs numpy.

The names load on first use, so that the command line (which registers the
``table`` subcommand) works where numpy is not installed."""
from ..core.lazy import lazy_names

__all__ = ["HandClasses", "classes", "all_hands", "preflop", "matchups", "EquityTable", "Ordering", "orderings"]

_LAZY = {
    # the orderings and hand classes live below ranges/ (percent ranges cut
    # them); tables builds them and shows them here too
    "orderings": "..ranges.orderings",
    "Ordering": "..ranges.orderings",
    "HandClasses": "..ranges.orderings",
    "classes": "..ranges.orderings",
    "all_hands": "..ranges.orderings",
    "preflop": ".compute",
    "matchups": ".compute",
    "EquityTable": ".table",
    "Table": ".table",  # the old name of EquityTable (deprecated: warns)
}

TYPE_CHECKING = False  # type checkers take it as True
if TYPE_CHECKING:
    from ..ranges import orderings
    from ..ranges.orderings import HandClasses, all_hands, classes
    from .compute import matchups, preflop
    from ..ranges.orderings import Ordering
    from .table import EquityTable


__getattr__, __dir__ = lazy_names(__name__, globals(), _LAZY)

"""omaha-eval: fast, correct poker hand evaluation for Omaha and Hold'em.

>>> import omaha_eval as oe
>>> oe.evaluate("AhAd7c2s", "KsKd7h3c2d").name
'Two pair, aces and kings'
"""
from ._version import __version__
try:
    from .core import _core  # the compiled core; there is no pure-Python fallback
except ImportError as err:  # pragma: no cover - only in a broken install
    raise ImportError(
        "omaha_eval's compiled core (omaha_eval.core._core) is missing. If this is the "
        "source tree, build it first (pip install -e .) or run from another "
        f"directory after pip install . ({err})") from err
from .core.cards import Card, Deck, cards_text, parse_cards
from .evaluate import best_hand, best_low, evaluate, evaluate_hilo, evaluate_low, rank5
from .core.games import GAME_NAMES
from .core.values import Category, HandValue, LowValue
from .core.lazy import lazy_names

__all__ = [
    "__version__", "Card", "Deck", "parse_cards", "cards_text",
    "evaluate", "best_hand", "evaluate_low", "best_low", "evaluate_hilo", "rank5",
    "Category", "HandValue", "LowValue", "GAME_NAMES",
    "equity", "equity_each", "range_equity", "EquityResult", "PlayerEquity", "EachResult", "RangeEquity",
    "HandEquities", "batch",
    "Pot", "ShowdownResult", "settle", "get_include", "Range",
]


# Imported on first use, so that `import omaha_eval` stays cheap
# (bench/import_time.py): batch brings numpy; equity brings its runner,
# thread pools and range handling; showdown brings dataclasses; analysis
# brings numpy too.
_LAZY = {
    "batch": ".batch",
    "equity": ".equity_engine",
    "equity_each": ".equity_engine",
    "EquityResult": ".equity_engine",
    "PlayerEquity": ".equity_engine",
    "EachResult": ".equity_engine",
    "range_equity": ".equity_engine",
    "RangeEquity": ".equity_engine",
    "HandEquities": ".equity_engine",
    "Pot": ".showdown",
    "ShowdownResult": ".showdown",
    "settle": ".showdown",
    "analysis": ".analysis",
    "Range": ".ranges.range",  # the range language (numpy)
}


def get_include() -> str:
    """The directory of omaha_eval.h, the C API's header: for C extensions,
    and for Cython extensions that ``cimport omaha_eval.capi`` (docs/c-api.md)."""
    import os

    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "include")


TYPE_CHECKING = False  # type checkers take it as True; typing.TYPE_CHECKING would import typing
if TYPE_CHECKING:
    from . import analysis, batch
    from .equity_engine import (EachResult, EquityResult, HandEquities, PlayerEquity, RangeEquity, equity,
                                equity_each, range_equity)
    from .ranges.range import Range
    from .showdown import Pot, ShowdownResult, settle


__getattr__, __dir__ = lazy_names(__name__, globals(), _LAZY)


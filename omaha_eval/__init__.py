"""omaha-eval: fast, correct poker hand evaluation for Omaha and Hold'em.

>>> import omaha_eval as oe
>>> oe.evaluate("AhAd7c2s", "KsKd7h3c2d").name
'Two pair, aces and kings'
"""
from typing import Any

from ._version import __version__
try:
    from . import _core  # the compiled core; there is no pure-Python fallback
except ImportError as err:  # pragma: no cover - only in a broken install
    raise ImportError(
        "omaha_eval's compiled core (omaha_eval._core) is missing. If this is the "
        "source tree, build it first (pip install -e .) or run from another "
        f"directory after pip install . ({err})") from err
from .cards import Card, Deck, cards_text, parse_cards
from .equity_calculator import EachResult, EquityResult, PlayerEquity, equity, equity_each
from .evaluate import best_hand, best_low, evaluate, evaluate_hilo, evaluate_low, rank5
from .games import GAME_NAMES
from .values import Category, HandValue, LowValue
from .showdown import Pot, ShowdownResult, settle

__all__ = [
    "__version__", "Card", "Deck", "parse_cards", "cards_text",
    "evaluate", "best_hand", "evaluate_low", "best_low", "evaluate_hilo", "rank5",
    "Category", "HandValue", "LowValue", "GAME_NAMES",
    "equity", "equity_each", "EquityResult", "PlayerEquity", "EachResult", "batch",
    "Pot", "ShowdownResult", "settle", "Range",
]


def __getattr__(name: str) -> Any:
    # omaha_eval.batch needs numpy, which the rest does not: import on first use
    if name == "batch":
        import importlib

        return importlib.import_module(".batch", __name__)
    if name == "Range":  # the range language needs numpy too
        from .ranges import Range

        return Range
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

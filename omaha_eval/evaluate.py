"""Evaluating hands: the public entry points over the C core."""
from __future__ import annotations

from .core import _core
from .core.cards import DECK, Card
from .core.games import SHORT_DECK_CODE, game_code
from .core.shortdeck_values import ShortDeckValue, short_deck_value
from .core.values import HAND_VALUE_CACHE, LOW_VALUE_CACHE, HandValue, LowValue, hand_value, low_value

TYPE_CHECKING = False  # type checkers take it as True; importing typing costs most of an import
if TYPE_CHECKING:
    from typing import List, Optional, Tuple, Union

    from .core.cards import CardsLike


# evaluate(hole, board, game=None) -> HandValue: the best high hand. It lives
# in the binding (one call, no Python frame: the hottest entry point) and
# hands out the shared values of omaha_eval.core.values; see its docstring.
_core.register_values(HAND_VALUE_CACHE, hand_value, game_code)
_core.register_short_deck(short_deck_value)   # game="shortdeck": a ShortDeckValue
evaluate = _core.evaluate


def best_hand(hole: CardsLike, board: CardsLike,
              game: Optional[str] = None) -> Tuple[Union[HandValue, ShortDeckValue], List[Card], List[Card]]:
    """(value, hole cards used, board cards used) of the best high hand;
    the value also carries the five cards in ``.cards`` (a ShortDeckValue
    for a Short Deck game)."""
    code = game_code(game)
    if code >= SHORT_DECK_CODE:
        rank, hole_cards, board_cards = _core.sd_best(hole, board, code - SHORT_DECK_CODE)
        used = [DECK[c] for c in hole_cards + board_cards]
        return ShortDeckValue(rank, code - SHORT_DECK_CODE, used), used[:len(hole_cards)], used[len(hole_cards):]
    rank, hole_cards, board_cards = _core.best_high(hole, board, code)
    used_hole = [DECK[c] for c in hole_cards]
    used_board = [DECK[c] for c in board_cards]
    return HandValue.from_core(rank, tuple(used_hole + used_board)), used_hole, used_board


def _low_game(game: Optional[str]) -> int:
    """The game code of a low job: a Short Deck game has no low."""
    code = 0 if game is None else game_code(game)
    if code >= SHORT_DECK_CODE:
        raise ValueError(f"game {game!r}: Short Deck has no 8-or-better low; use an Omaha game")
    return code


def evaluate_low(hole: CardsLike, board: CardsLike, game: Optional[str] = None) -> Optional[LowValue]:
    """The best 8-or-better low (Omaha only), or None if there is none."""
    mask = _core.eval_low(hole, board, _low_game(game))
    return (LOW_VALUE_CACHE[mask] or low_value(mask)) if mask else None


def best_low(hole: CardsLike, board: CardsLike,
             game: Optional[str] = None) -> Optional[Tuple[LowValue, List[Card], List[Card]]]:
    """(low, hole cards used, board cards used), or None without a low."""
    mask, hole_cards, board_cards = _core.best_low(hole, board, _low_game(game))
    if not mask:
        return None
    used_hole = [DECK[c] for c in hole_cards]
    used_board = [DECK[c] for c in board_cards]
    return LowValue.from_core(mask, tuple(used_hole + used_board)), used_hole, used_board


def evaluate_hilo(hole: CardsLike, board: CardsLike,
                  game: Optional[str] = None) -> Tuple[HandValue, Optional[LowValue]]:
    """High and low together, in one pass (Omaha only)."""
    high, low = _core.eval_hilo(hole, board, _low_game(game))
    return HAND_VALUE_CACHE[high] or hand_value(high), (LOW_VALUE_CACHE[low] or low_value(low)) if low else None


def rank5(cards: CardsLike) -> int:
    """The raw five-card ranker: 1 = royal flush ... 7462 = 7-5-4-3-2."""
    return _core.rank5(cards)

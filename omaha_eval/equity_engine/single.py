"""The most common equity call, one hand per player and exact, in few
steps: one binding call (``_core.exact_hands``) and the result, no job
object. Anything else goes down the general path in calculator.py."""
from __future__ import annotations

from typing import Any, List, Optional, Sequence

from ..core import _core
from ..core.cards import is_card_text, valid_cards_text
from ..core.games import HOLE_CARDS, canonical_game, game_for_hole_count
from .checks import board_sizes
from .results import EquityResult, player_results

def exact_single_hands(hands: Any, board_cards: Sequence[int], dead_cards: Sequence[int], game: Optional[str],
                       hilo: bool) -> Optional[EquityResult]:
    """The most common call in few steps: every player one hand, written as
    card text or as a list of card numbers, on a parsed board and dead
    cards; exact. None sends anything else (ranges, "*", other card forms,
    any error to word) down the general path, which gives the same result
    (tests/equity_engine/test_equity.py checks it). Each hand is told by its
    type and syntax, never by trying a parse."""
    if type(hands) is not list and type(hands) is not tuple or not 2 <= len(hands) <= _core.MAX_PLAYERS:
        return None
    cards = []
    for h in hands:
        plain = _plain_cards(h)
        if plain is None:
            return None
        cards.append(plain)
    nhole = len(cards[0])
    if nhole not in (2, 4, 5, 6):
        return None
    name = game_for_hole_count(nhole) if game is None else _canonical_game(game)
    if name is None or HOLE_CARDS[name] != nhole or len(board_cards) not in board_sizes(name) or (
            hilo and name == "holdem"):
        return None
    try:
        done = _core.exact_hands(cards, board_cards, dead_cards, hilo)
    except (TypeError, ValueError):  # a number outside 0..51, a card held twice: the general path words it
        return None
    if done is None:
        return None
    counters, boards = done
    players = player_results([valid_cards_text(h) for h in cards], counters, boards, True, hilo, _core.POT_UNITS)
    return EquityResult(players, name, bool(hilo), valid_cards_text(board_cards), valid_cards_text(dead_cards), True,
                        boards, None, f"exact: all {boards:,} boards", tuple(map(tuple, counters)))


def _plain_cards(cards: Any) -> Optional[List[int]]:
    """Card text, or a list or tuple of ints, as a list of ints; None for
    anything else (the general path takes it)."""
    if type(cards) is str:
        return _core.parse_cards(cards) if is_card_text(cards) else None
    if (type(cards) is list or type(cards) is tuple) and all(type(c) is int for c in cards):
        return list(cards)
    return None


def _canonical_game(game: Any) -> Optional[str]:
    try:
        return canonical_game(game)
    except (TypeError, ValueError):
        return None  # the general path words the error

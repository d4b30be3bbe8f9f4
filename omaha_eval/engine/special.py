"""Bomb pots and double boards (docs/RULES.md §8): the checks of a hand that
plays either, and a bomb pot's forced bets.

A bomb pot replaces the blinds, straddles and antes: every player puts the
bomb amount in as dead money before the deal (posted as antes, so that
histories and views read it as such), nobody is asked a preflop price, and
the hand goes straight to the flop. Every check raises before anything of
the hand exists.
"""
from __future__ import annotations

from typing import Dict, List, Mapping, Optional, Sequence, Tuple

from ..core.cards import Card, CardsLike
from . import history as ev
from .checks import check_bomb, check_boards
from .forced import Post, blind_seats
from .rules import Rules
from .phases import ROTATIONS


def check_runs(runs: object, game: Rules, players: int) -> int:
    """How many times the board is run: a whole number 1 or more, no more
    than the deck can deal after the hole cards (each run may need all five
    board cards: an all-in before the flop); a double board is run once
    (run it twice on two boards is not played here)."""
    if isinstance(runs, bool) or not isinstance(runs, int):
        raise TypeError(f"runs {runs!r}: expected a whole number 1 or more")
    if runs < 1:
        raise ValueError(f"runs {runs!r}: expected a whole number 1 or more")
    if runs != 1 and game.double_board:
        raise ValueError(f"runs {runs}: a double-board hand is run once (run it twice on a double board "
                         "is not supported)")
    left = 52 - players * game.hole_cards
    if runs * 5 > left:
        raise ValueError(f"runs {runs}: {players} players x {game.hole_cards} hole cards leave {left} cards, "
                         f"{left // 5} run(s) of a five-card board at most")
    return runs


def check_special(game: Rules, stacks: Sequence[int], board: Optional[CardsLike],
                  boards: Optional[Sequence[CardsLike]], runs: int, run_boards: Sequence[CardsLike],
                  bomb_pot: Optional[int]) -> Tuple[Optional[CardsLike], List[Card], int]:
    """(board 1 as given to the deal, board 2's cards, the bomb amount) of
    a hand that is a bomb pot or on a double board."""
    board2: List[Card] = []
    if game.double_board:
        n = len(stacks)
        if n * game.hole_cards + 10 > 52:
            raise ValueError(f"{n} players x {game.hole_cards} cards + two boards of 5 is more than 52 cards")
        check_runs(runs, game, n)
        if board is not None:
            raise ValueError(f"board {board!r}: a double board's cards are given as boards=(board 1, board 2)")
        if run_boards:
            raise ValueError("run_boards: a double-board hand is run once")
        if boards is not None:
            first, board2 = check_boards(boards)
            board = first if first else None
    elif boards is not None:
        raise ValueError(f"boards {boards!r}: this game has one board (Game(double_board=True) for two); "
                         "give its cards as board=")
    # the game's own bomb is never refused: stacks shrink at a table, and
    # players at most the bomb are all-in for it
    bomb = game.bomb_pot if bomb_pot is None else check_bomb(bomb_pot, stacks)
    return board, board2, bomb


def bomb_plan(n: int, button: int, bomb: int, posts: Tuple[int, ...], antes: Optional[Sequence[int]],
              blinds: Optional[Sequence[int]], dead: Optional[Mapping[int, int]]
              ) -> Tuple[Tuple[int, ...], Tuple[int, ...], Dict[int, int], Tuple[Post, ...], Tuple[int, int]]:
    """What ``forced.resolve_plan`` gives for a bomb pot: every player's
    bomb as a dead ante, posted clockwise from the small blind's seat; no
    blinds, so no preflop price."""
    given = [name for name, value in (("posts", posts), ("antes", antes), ("blinds", blinds), ("dead", dead))
             if value]
    if given:
        raise ValueError(f"{', '.join(given)}: a bomb pot has no other forced bets (the bomb replaces "
                         "blinds, straddles and antes)")
    small = blind_seats(n, button)[0]
    plan = tuple((seat, bomb, ev.ANTE, False) for seat in ROTATIONS[n][small])
    return (bomb,) * n, (0,) * n, {}, plan, (0, (button + 1) % n)

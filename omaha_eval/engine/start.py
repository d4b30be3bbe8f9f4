"""A new hand's state: the arguments checked, the forced bets planned and
posted, the cards dealt and the first betting round opened. ``Hand``
(hand.py) calls ``new_state`` with its own arguments (described there)
and keeps the HandState it returns.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, List, Mapping, Optional, Sequence

from ..core.cards import Card, CardsLike, parse_cards
from .checks import check_posts, check_stacks, prepare_cards
from .dealing import deal_board, deal_hole_cards, post_forced_bets, street_cards
from .forced import blind_seats, resolve_plan
from .hand_state import HandState
from .phases import ACTIVE, FLOP, PREFLOP
from .rounds import start_round
from .special import bomb_plan, check_runs, check_special

if TYPE_CHECKING:
    from .rules import Rules


def new_state(game: Rules, stacks: Sequence[int], button: int, seed: Optional[int],
              cards: Optional[Sequence[Optional[CardsLike]]], board: Optional[CardsLike], auto_showdown: bool,
              posts: Sequence[int], antes: Optional[Sequence[int]], blinds: Optional[Sequence[int]],
              dead: Optional[Mapping[int, int]], deal_missing_board: bool, runs: int,
              deck: Optional[Sequence[int]], run_boards: Sequence[CardsLike], bomb_pot: Optional[int],
              boards: Optional[Sequence[CardsLike]]) -> HandState:
    """The state of a hand dealt by ``game`` and waiting for its first action."""
    s = HandState()
    s.game = game
    s.n = n = check_stacks(stacks, game)
    if isinstance(button, bool) or not isinstance(button, int) or not 0 <= button < n:
        raise ValueError(f"button {button!r}: expected a seat 0..{n - 1}")
    s.button = button
    s.auto_showdown = bool(auto_showdown)
    s.posts = check_posts(posts, n, button) if posts else ()
    double = game.double_board
    board2: List[Card] = []
    if double or boards is not None or bomb_pot is not None or game.bomb_pot:
        board, board2, s.bomb_pot = check_special(game, stacks, board, boards, runs, run_boards, bomb_pot)
    else:
        s.bomb_pot = 0
    if s.bomb_pot:
        s.antes, s.blinds, s.dead, plan, (s.open_price, first) = \
            bomb_plan(n, button, s.bomb_pot, s.posts, antes, blinds, dead)
    else:
        s.antes, s.blinds, s.dead, plan, (s.open_price, first) = \
            resolve_plan(game, n, button, s.posts, antes, blinds, dead)
    s.deal_missing_board = bool(deal_missing_board)
    s.runs = check_runs(runs, game, n)
    s.starting_stacks = tuple(stacks)
    s.total = sum(stacks)
    holes, s.board_plan, s.deck, s.unknown_seats = prepare_cards(game, n, seed, cards, board, deck, board2)
    s.info = {}
    s.recorded = None
    s.run_plans = [board2] if board2 else [parse_cards(b) for b in run_boards] if run_boards else []
    _empty_table(s, n, stacks, double)
    s.smallest = game.smallest_bet
    s.small_blind_seat, s.big_blind_seat = blind_seats(n, button)  # heads-up: the button is small
    if game.button_blind:
        s.big_blind_seat = button
    post_forced_bets(s, plan)
    deal_hole_cards(s, holes)
    # the deck is never changed after the hole cards: board cards and burns
    # are read below deck_len, so the hand's future stays on record
    # (to_json) and copies can share the list
    s.deck_len = len(s.deck)
    if game.variant == "courchevel":  # one flop card face up before the preflop betting
        deal_board(s, 1)
    if s.bomb_pot:  # no preflop round: the flop at once, first to act left of the button
        s.street = FLOP
        deal_board(s, street_cards(s))
        first = (button + 1) % n
    start_round(s, first=first)
    return s


def _empty_table(s: HandState, n: int, stacks: Sequence[int], double: bool) -> None:
    """Chips in the stacks, nothing in the middle, no board, no log yet."""
    s.stacks = list(stacks)
    s.bets = [0] * n
    s.committed = [0] * n
    s.in_middle = 0
    s.table_dead = None
    s.status = [ACTIVE] * n
    s.mucked = [False] * n
    s.shown = {}
    s.board = []
    s.events = []
    s.history_seen = None
    s.run = 0
    s.reserve = 0
    s.double = double
    s.boards = [s.board, []] if double else []  # a double board: board 1 is ``board`` itself
    s.results = []
    s.result_args = None
    s.street = PREFLOP
    s.phase = ""
    s.actor = None
    s.show_order = []
    s.river_aggressor = None
    s.won = {}
    s.live_count = n
    s.n_active = n

"""The state of one hand: one declared record that the engine's parts share.

``Hand`` (hand.py) holds one ``HandState`` as ``hand.state`` and is the
hand's public face; start.py fills a new one, and the parts that work on a
hand (dealing.py, rounds.py, settlement.py, hand_view.py, and hand_data.py
for views, JSON and copies) are functions handed the state. Every field
here is public to the engine's parts: what is private to one module
stays in that module. Apps read the Hand's properties, which copy; the
state's lists are the live ones, changed only by the hand's actions.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple

from ..core.cards import Card
from ..showdown import ShowdownResult

if TYPE_CHECKING:
    from .recorded import Recorded
    from .rules import Rules


class HandState:
    """The fields of a hand that its parts share (filled by start.new_state).

    Slotted: a misspelt field is an AttributeError, not a new field. A
    field marked [part only] is read by that part alone (set here because
    it belongs to the hand: a copy or a restored hand carries it).
    """

    # how the hand was set up (the Hand's read-only properties of the same names)
    game: Rules                  # the rules that deal (the Hand's Game)
    button: int
    small_blind_seat: int
    big_blind_seat: int
    auto_showdown: bool
    deal_missing_board: bool
    unknown_seats: Tuple[int, ...]  # a history's ``????`` hands
    starting_stacks: Tuple[int, ...]
    posts: Tuple[int, ...]
    antes: Tuple[int, ...]
    blinds: Tuple[int, ...]
    dead: Dict[int, int]
    bomb_pot: int
    info: Dict[str, object]      # a history's fields that the engine does not play by
    recorded: Optional[Recorded]  # what a history records beyond the play (None: nothing; made on first use)
    n: int                       # players
    total: int                   # chips at the start: kept through the hand
    runs: int                    # how many times the board is run when all-in
    open_price: int              # [rounds only] the preflop price (the largest live blind or straddle)
    smallest: int                # [rounds only] the smallest bet of the game

    # chips and players
    stacks: List[int]
    bets: List[int]              # this street
    committed: List[int]         # this hand, antes included
    in_middle: int               # sum of committed, kept as it changes
    table_dead: Optional[List[int]]  # table money by seat (a big-blind ante, dead blinds)
    status: List[str]
    mucked: List[bool]
    live_count: int              # players not folded
    n_active: int                # players with status ACTIVE (neither folded nor all-in)

    # cards: the deck is never changed after the hole cards; board cards and
    # burns are read below deck_len
    holes: List[Tuple[Card, ...]]
    shown: Dict[int, Tuple[Card, ...]]
    deck: List[Card]
    deck_len: int                # [dealing only]
    board_plan: List[Card]
    run_plans: List[List[Card]]
    board: List[Card]
    boards: List[List[Card]]     # every run's board, once run more than once (a double board: from the start)
    double: bool
    run: int                     # which run of the board (run it twice), or board
    # cards the runs still to come will deal (set by the run-out while it
    # deals one run of several): a burn never takes one of them
    reserve: int                 # [dealing only]

    # the flow of the hand
    street: int
    phase: str                   # "", SHOWDOWN or COMPLETE
    actor: Optional[int]
    show_order: List[int]        # [settlement only]
    river_aggressor: Optional[int]
    # the betting round (set by rounds.start_round)
    to_match: int
    min_raise: int               # [rounds only]
    raise_id: int
    bets_made: int               # [rounds only]
    acted: List[Optional[int]]

    # the log (plain tuples in Event's field order: one allocation each;
    # hand_view.history hands them out as typed events) and the result
    events: List[Tuple[Any, ...]]
    # (the log it was built from, its length then, the Events): the log only grows
    history_seen: Optional[Tuple[List[Tuple[Any, ...]], int, Tuple[Any, ...]]]  # [hand_view only]
    results: List[ShowdownResult]
    result_args: Optional[Any]   # a fast showdown's inputs, for ``results``
    won: Dict[int, int]

    __slots__ = ("game", "button", "small_blind_seat", "big_blind_seat", "auto_showdown", "deal_missing_board",
                 "unknown_seats", "starting_stacks", "posts", "antes", "blinds", "dead", "bomb_pot", "info", "recorded", "n",
                 "total", "runs", "open_price", "smallest", "stacks", "bets", "committed", "in_middle",
                 "table_dead", "status", "mucked", "live_count", "n_active", "holes", "shown", "deck", "deck_len",
                 "board_plan", "run_plans", "board", "boards", "double", "run", "reserve", "street", "phase",
                 "actor", "show_order", "river_aggressor", "to_match", "min_raise", "raise_id", "bets_made",
                 "acted", "events", "history_seen", "results", "result_args", "won")

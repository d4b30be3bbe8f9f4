"""The state of one hand, as the parts of the engine share it.

``Hand`` (hand.py) sets these fields in ``__init__`` and is the one object
that holds them; the parts that work on a hand (dealing.py, settlement.py,
rounds.py, hand_view.py, and state.py for views, JSON and copies) are
functions that are handed the hand as a ``HandState`` and read or write
only the fields declared here. Keeping the
fields on the hand itself (not in a second object) keeps copies, JSON and
the per-action code as they were: no extra attribute hop on the hot path.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, List, Optional, Protocol, Tuple

from ..core.cards import Card
from ..showdown import ShowdownResult

if TYPE_CHECKING:
    from .rules import Rules


class HandState(Protocol):
    """The fields of a hand that its parts share (set by Hand.__init__)."""

    # how the hand was set up (Hand's public fields, then the private ones)
    @property
    def game(self) -> Rules: ...  # read-only here: a Hand holds a Game, these rules that deal
    button: int
    small_blind_seat: int
    auto_showdown: bool
    deal_missing_board: bool
    unknown_seats: Tuple[int, ...]
    starting_stacks: Tuple[int, ...]
    posts: Tuple[int, ...]
    antes: Tuple[int, ...]
    blinds: Tuple[int, ...]
    dead: Dict[int, int]
    bomb_pot: int
    info: Dict[str, object]      # a history's fields that the engine does not play by
    _n: int
    _total: int              # chips at the start: kept through the hand
    _runs: int
    _open_price: int         # the preflop price (the largest live blind or straddle)
    _smallest: int           # the smallest bet of the game

    # chips and players
    _stacks: List[int]
    _bets: List[int]         # this street
    _committed: List[int]    # this hand, antes included
    _in_middle: int          # sum of _committed, kept as it changes
    _table_dead: Optional[List[int]]  # table money by seat (a big-blind ante, dead blinds)
    _status: List[str]
    _mucked: List[bool]
    _live_count: int         # players not folded
    _n_active: int           # players with status ACTIVE (neither folded nor all-in)

    # cards: the deck is never changed after the hole cards; board cards and
    # burns are read below _deck_len
    _holes: List[Tuple[Card, ...]]
    _shown: Dict[int, Tuple[Card, ...]]
    _deck: List[Card]
    _deck_len: int
    _board_plan: List[Card]
    _run_plans: List[List[Card]]
    _board: List[Card]
    _boards: List[List[Card]]   # every run's board, once run more than once (a double board: from the start)
    _double: bool
    _run: int                   # which run of the board (run it twice), or board
    # cards the runs still to come will deal (set by the run-out while it
    # deals one run of several): a burn never takes one of them
    _reserve: int

    # the flow of the hand
    _street: int
    _phase: str                 # "", SHOWDOWN or COMPLETE
    _actor: Optional[int]
    _show_order: List[int]
    _river_aggressor: Optional[int]
    _to_match: int
    _min_raise: int
    _raise_id: int
    _bets_made: int
    _acted: List[Optional[int]]

    # the log (plain tuples in Event's field order) and the result
    _events: List[Tuple[Any, ...]]
    # (the log it was built from, its length then, the Events): the log only grows
    _history_seen: Optional[Tuple[List[Tuple[Any, ...]], int, Tuple[Any, ...]]]
    _results: List[ShowdownResult]
    _result_args: Optional[Any]  # a fast showdown's inputs, for ``results``
    _won: Dict[int, int]

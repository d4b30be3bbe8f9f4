"""A hand as data for apps built on the engine: a player's view (nothing
they may not see), the full state as JSON (restored exactly, mid-hand),
and cheap copies for search.

The JSON holds how the hand was set up (game, stacks, button, forced bets,
every seat's hole cards, the known board and the undealt deck) and the
actions taken; ``from_json`` deals the same hand and replays them, so the
restored hand has the same legal actions and the same future.

Functions over a hand's state (hand_state.HandState), which ``Hand``'s
``view``, ``to_json``, ``from_json`` and ``copy`` call; they read the
declared fields and the other parts' accessors, never the Hand class
(``from_json`` is handed it, and drives the restored hand by its actions).
"""
from __future__ import annotations

import dataclasses
import json
from decimal import Decimal
from typing import Any, Callable, Dict, List, Optional, TypeVar, cast

from ..core.cards import cards_text, parse_cards
from . import hand_view
from . import history as ev
from .errors import IllegalAction
from .hand_state import HandState
from .phases import COMPLETE, STREET_NAMES
from .recorded import Recorded, as_fields, taken_from
from .rounds import compute_legal_actions
from .rules import Rules

# the hand's own class (Hand), handed in by it: what a restored hand is
_H = TypeVar("_H")

FORMAT, VERSION = "omaha-eval-hand", 1
# the fields a hand changes in place: a copy gets its own (the others are
# replaced whole or never change: the game, the deck, the plans)
_LISTS = ("stacks", "bets", "committed", "status", "mucked", "board", "events", "acted", "show_order", "holes",
          "results")
_DICTS = ("shown", "won", "info")


def copy_state(hand: HandState) -> HandState:
    """An independent copy: the per-seat lists are copied, the immutable
    parts (game, the deck, which is never changed) shared."""
    new = HandState()
    for name in HandState.__slots__:
        setattr(new, name, getattr(hand, name))
    for name in _LISTS:
        setattr(new, name, getattr(hand, name)[:])
    for name in _DICTS:
        setattr(new, name, dict(getattr(hand, name)))
    new.boards = [b[:] for b in hand.boards]
    if hand.recorded is not None:
        new.recorded = hand.recorded.copy()
    if hand.double:  # a double board's board is its board 1, the same list
        new.board = new.boards[0]
    return new


def _plain(value: Any) -> Any:
    """JSON-ready: Decimals (from histories) as text, tuples as lists."""
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def _actions(hand: HandState) -> List[List[Any]]:
    """The choices made in the hand, from its log: player actions, manual
    shows and mucks, and bookkeeping notes after the end."""
    taken: List[List[Any]] = []
    for event in hand_view.history(hand):
        kind = event.kind
        if kind in (ev.FOLD, ev.CHECK, ev.CALL):
            taken.append([kind, event.seat])
        elif kind in (ev.BET, ev.RAISE):
            taken.append([kind, event.seat, event.amount])
        elif kind in (ev.SHOW, ev.MUCK):
            if event.street == "complete" or (event.street == "showdown" and kind == ev.MUCK):
                taken.append([("note_" if event.street == "complete" else "") + kind, event.seat])
            elif event.street == "showdown" and not hand.auto_showdown:
                taken.append([kind, event.seat])
    return taken


def to_json(hand: HandState) -> str:
    game = dataclasses.asdict(hand.game)
    state = {
        "format": FORMAT, "version": VERSION, "game": game,
        "stacks": list(hand.starting_stacks), "button": hand.button, "auto_showdown": hand.auto_showdown,
        "posts": list(hand.posts), "antes": list(hand.antes), "blinds": list(hand.blinds),
        "dead": [[seat, chips] for seat, chips in sorted(hand.dead.items())],
        "deal_missing_board": hand.deal_missing_board, "runs": hand.runs, "bomb_pot": hand.bomb_pot,
        "holes": [cards_text(h) for h in hand.holes], "unknown": list(hand.unknown_seats),
        "board_plan": cards_text(hand.board_plan), "deck": cards_text(hand.deck),
        "run_boards": [cards_text(b) for b in hand.run_plans],
        "actions": _actions(hand), "info": _plain({**hand.info, **as_fields(hand.recorded)}),
    }
    return json.dumps(state, separators=(",", ":"))


def _field(state: Dict[str, Any], key: str, kind: Any) -> Any:
    if key not in state:
        raise ValueError(f"hand JSON: field {key!r} is missing")
    value = state[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise ValueError(f"hand JSON: field {key!r} is {value!r}: expected {getattr(kind, '__name__', kind)}")
    return value


def from_json(text: str, hand_class: Callable[..., _H], game_class: Callable[..., Rules]) -> _H:
    """The hand ``to_json`` wrote, dealt again as ``hand_class`` of a
    ``game_class`` game (Hand and Game: they build on this module, so Hand
    passes them in) and replayed."""
    if not isinstance(text, (str, bytes)):
        raise TypeError(f"hand JSON {type(text).__name__}: expected str")
    try:
        state = json.loads(text)
    except json.JSONDecodeError as err:
        raise ValueError(f"hand JSON: not JSON ({err})") from None
    if not isinstance(state, dict) or state.get("format") != FORMAT:
        raise ValueError(f"hand JSON: expected an object with format {FORMAT!r}")
    if state.get("version") != VERSION:
        raise ValueError(f"hand JSON: version {state.get('version')!r}: expected {VERSION}")
    game_fields = _field(state, "game", dict)
    try:
        game_fields = dict(game_fields)
        game_fields["straddles"] = tuple(game_fields.get("straddles", ()))
        game = game_class(**game_fields)
    except TypeError as err:
        raise ValueError(f"hand JSON: field 'game': {err}") from None
    unknown = _field(state, "unknown", list)
    holes: List[Optional[str]] = list(_field(state, "holes", list))
    dead = {}
    for item in _field(state, "dead", list):
        if not (isinstance(item, list) and len(item) == 2):
            raise ValueError(f"hand JSON: field 'dead': {item!r}: expected [seat, chips]")
        dead[item[0]] = item[1]
    bomb = state.get("bomb_pot", 0)
    if isinstance(bomb, bool) or not isinstance(bomb, int):
        raise ValueError(f"hand JSON: field 'bomb_pot' is {bomb!r}: expected int")
    plan: str = _field(state, "board_plan", str)
    board: Optional[str] = plan
    run_boards = [str(b) for b in state.get("run_boards", [])]
    boards: Optional[List[str]] = None
    if game.double_board:  # board 2 is kept as the second run's plan
        boards, board, run_boards = [plan, run_boards[0] if run_boards else ""], None, []
    try:
        restored: Any = hand_class(game, _field(state, "stacks", list), _field(state, "button", int), cards=holes,
                          board=board, auto_showdown=_field(state, "auto_showdown", bool),
                          posts=_field(state, "posts", list),
                          antes=None if bomb else _field(state, "antes", list),
                          blinds=None if bomb else _field(state, "blinds", list), dead=dead,
                          deal_missing_board=_field(state, "deal_missing_board", bool),
                          runs=_field(state, "runs", int), deck=parse_cards(_field(state, "deck", str)),
                          run_boards=run_boards, bomb_pot=bomb or None, boards=boards)
    except TypeError as err:
        raise ValueError(f"hand JSON: {err}") from None
    if any(not isinstance(s, int) or not 0 <= s < restored.num_players for s in unknown):
        raise ValueError(f"hand JSON: field 'unknown' {unknown!r}: expected seats")
    restored.unknown_seats = tuple(unknown)
    info = state.get("info", {})
    restored.info = dict(info) if isinstance(info, dict) else {}
    facts = taken_from(restored.info)   # (a history's facts travel as its user-defined fields)
    if facts != _NOTHING:
        restored.recorded = facts
    for number, action in enumerate(_field(state, "actions", list), 1):
        _replay(restored, action, number)
    return cast(_H, restored)


_NOTHING = Recorded()


def _replay(restored: Any, action: Any, number: int) -> None:
    if not isinstance(action, list) or not action or not isinstance(action[0], str):
        raise ValueError(f"hand JSON: action {number} {action!r}: expected [name, seat, amount?]")
    name, args = action[0], action[1:]
    try:
        # the hand's own actions (Hand's methods), by name
        if name in ("bet", "raise") and len(args) == 2:
            getattr(restored, "bet" if name == "bet" else "raise_to")(args[1], args[0])
        elif name in ("fold", "check", "call", "show", "muck", "note_show", "note_muck") and len(args) == 1:
            getattr(restored, name)(args[0])
        else:
            raise ValueError("unknown action or wrong arguments")
    except (IllegalAction, ValueError, TypeError) as err:
        raise ValueError(f"hand JSON: action {number} {action!r}: {err}") from None


# -- a player's view ----------------------------------------------------------------------------

def view(hand: HandState, seat: Optional[int]) -> Dict[str, Any]:
    """What ``seat`` may see, JSON-ready: own hole cards, shown cards, the
    board, chips, pots, the log with every unseen card hidden ("??"), and
    the legal actions when it is their turn. ``seat`` None: a spectator's
    view, what every player sees (no hole cards until shown)."""
    n = hand.n
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n):
        raise ValueError(f"seat {seat!r}: expected a seat 0..{n - 1}, or None for a spectator")
    history = []
    for event in hand_view.history(hand):
        cards = event.cards
        if event.kind == ev.BURN or (event.kind == ev.DEAL_HOLE and (event.seat != seat
                                                                   or seat in hand.unknown_seats)):
            text = ["??"] * len(cards)
        else:
            text = [cards_text((c,)) for c in cards]
        history.append({"kind": event.kind, "seat": event.seat, "amount": event.amount, "cards": text,
                        "street": event.street, "all_in": event.all_in, "pot": event.pot, "run": event.run})
    their_turn = seat is not None and hand.actor == seat
    legal = None
    if their_turn:
        actions = compute_legal_actions(hand)
        legal = dict(actions._asdict())
        legal["names"] = list(actions.names)
    boards = hand_view.boards(hand)
    return {
        "seat": seat, "game": hand.game.name, "street": hand.phase or STREET_NAMES[hand.street],
        "button": hand.button, "actor": hand.actor, "num_players": n,
        "hole_cards": [] if seat is None else [cards_text((c,)) for c in hand_view.hole_cards(hand, seat)],
        "board": [cards_text((c,)) for c in hand.board],
        "boards": [[cards_text((c,)) for c in b] for b in boards] if len(boards) > 1 else None,
        "double_board": hand.double, "bomb_pot": hand.bomb_pot,
        "shown": {str(s): [cards_text((c,)) for c in cards] for s, cards in hand.shown.items()},
        "stacks": list(hand.stacks), "bets": list(hand.bets), "committed": list(hand.committed),
        "statuses": list(hand.status),
        "pots": [{"amount": p.amount, "eligible": list(p.eligible)} for p in hand_view.pots(hand)],
        "to_call": hand_view.to_call(hand) if their_turn else None,
        "legal": legal, "history": history,
        "collected": hand_view.collected(hand) if hand.phase == COMPLETE else None,
    }

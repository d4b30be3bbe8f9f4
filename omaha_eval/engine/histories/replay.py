"""The one replay every hand-history reader uses (PHH, OHH, PokerStars and
GGPoker text): each reader turns its format into the deal and a list of
typed actions (action.py: who, what, the amount, the cards), and
``Replay`` plays them on the engine hand, leniently where rooms differ
only in bookkeeping. ``Where`` names the hand in every error (a
``HistoryError``), so an error reads the same whatever the format.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Dict, List, Sequence, Tuple

from ..errors import IllegalAction
from ..hand import Hand
from .action import BET_RAISE, BETTING, CHECK_CALL, FOLD, MUCK, SHOW, Action
from .chips import to_chips
from .record import HistoryError


class Where:
    """Names the hand in errors: the format (``kind``), the hand's label
    (its number, else the caller's) and the number the file gave it."""

    def __init__(self, label: str, kind: str = "PHH", number: str = "") -> None:
        self.label = label
        self.kind = kind
        self.number = number

    def named(self, number: object) -> None:
        """The file numbers the hand: errors name it by that number."""
        self.number = str(number)
        self.label = f"hand {number}"

    def error(self, field: str, message: str) -> HistoryError:
        return HistoryError(self.kind, self.label, field, message, self.number)

    def typed(self, err: ValueError) -> HistoryError:
        """``err`` as a HistoryError naming the hand (a check deeper down
        may raise a plain ValueError)."""
        return err if isinstance(err, HistoryError) else self.error("", str(err))

    def refusal(self, err: Exception) -> HistoryError:
        """Any error a reader met in this hand as a HistoryError naming the
        hand: a number too large for the engine (OverflowError), nesting
        too deep (RecursionError) or another reader error refuses the hand,
        never the file."""
        if isinstance(err, ValueError):
            return self.typed(err)
        if isinstance(err, RecursionError):
            return self.error("", "nested too deeply to read")
        if isinstance(err, OverflowError):
            return self.error("", f"a number too large for the engine ({err})")
        return self.error("", f"could not be read ({type(err).__name__}: {err})")


_SEAT = re.compile(r"\bseat (\d+)\b")   # an engine seat in the engine's messages
_SHOW_OR_MUCK = frozenset((SHOW, MUCK))


class Replay:
    """Plays the file's actions on the hand, leniently where rooms differ
    only in bookkeeping. ``seats``: the engine seat of each of the file's
    players (an action's ``player`` indexes it)."""

    def __init__(self, hand: Hand, seats: List[int], n: int, where: Where,
                 name: Callable[[Any], str] = str) -> None:
        self.hand, self.seats, self.n, self.where = hand, seats, n, where
        # an action's key (its field, or a site reader's line index) as
        # errors write it: named only when one is raised
        self.name = name
        self.pending: Dict[int, Tuple[Any, bool]] = {}  # showdown lines waiting for their turn: (key, a show)

    def run(self, actions: Sequence[Action], scale: int) -> None:
        """Play ``actions`` (amounts in the money's unit, ``scale`` chips to one)."""
        for action in actions:
            try:
                self._one(action, scale)
            except IllegalAction as err:
                raise self.where.error(self.name(action.key), f"cannot be replayed: {self._players(err)}") from None
            except HistoryError:
                raise
            except ValueError as err:
                raise self.where.error(self.name(action.key), self._players(err)) from None
        try:
            self._finish_showdown()
        except HistoryError:
            raise
        except ValueError as err:
            raise self.where.error("showdown", self._players(err)) from None

    def _players(self, err: Exception) -> str:
        """The engine's message with its seats named as the file names
        them: the player's name, else PHH's word for the player (p1 ...)."""
        names = self.hand.info.get("players") if isinstance(self.hand.info, dict) else None
        words = {seat: f"p{i + 1}" for i, seat in enumerate(self.seats)}

        def name(found: "re.Match[str]") -> str:
            seat = int(found.group(1))
            if isinstance(names, list) and 0 <= seat < len(names):
                return f"player {names[seat]!r}"
            return f"player {words.get(seat, seat)}"
        return _SEAT.sub(name, str(err))

    def _one(self, action: Action, scale: int) -> None:
        hand = self.hand
        if action.player < 0:
            raise ValueError(action.bad)   # a player the file does not have
        seat = self.seats[action.player]
        verb, key = action.verb, action.key
        if verb in _SHOW_OR_MUCK:
            self._show_or_muck(seat, key, verb == SHOW)
            return
        street = hand.street
        # (a fold, check or call in turn on a betting street is regular: the
        # usual case, without _irregular's look)
        if verb in BETTING and (verb == BET_RAISE or hand.actor != seat or street == "showdown") \
                and self._irregular(key, seat, verb):
            return
        if street == "showdown":
            self._finish_showdown()
        if action.bad:
            raise ValueError(action.bad)
        if verb == FOLD:
            hand.fold(seat)
        elif verb == CHECK_CALL:
            hand.call(seat) if hand.to_call > 0 else hand.check(seat)   # (to_call: no LegalActions built)
        else:
            amount = to_chips(action.amount, scale)
            hand.bet(amount, seat) if hand.legal_actions().can_bet else hand.raise_to(amount, seat)

    def _irregular(self, key: Any, seat: int, verb: str) -> bool:
        """Actions a room accepted that the rules refuse, replayed as what
        they came to and listed in ``hand.recorded.irregular``: a fold or
        a call once the betting is over (or by a player all-in), a fold at
        the showdown (a muck), an all-in raise that nobody left could call
        (a call). True when the action was taken care of here."""
        hand = self.hand
        note = ""
        if hand.actor is None or hand.street in ("showdown", "complete") or (
                hand.actor != seat and hand.statuses[seat] == "all-in"):
            if verb == FOLD and hand.street == "showdown" and seat not in hand.shown:
                self._show_or_muck(seat, key, False)
                note = "a fold at the showdown: a muck"
            elif verb == BET_RAISE or hand.actor == seat:
                return False
            else:
                note = "nothing to fold to or call: the betting was over"
        elif verb == BET_RAISE and hand.actor == seat:
            legal = hand.legal_actions()
            if legal.can_bet or legal.can_raise:
                return False
            at = len(hand.history)   # the call's event (a run-out may follow it)
            hand.call(seat) if legal.can_call else hand.check(seat)
            note = "a raise that nobody left could call: a call"
            # the file's raise, for statistics (the history position of the call it became; not written back)
            hand.recorded.raises.append(at)
        if not note:
            return False
        facts = hand.recorded
        if facts.irregular is None:
            facts.irregular = []
            hand.info.pop("_irregular", None)   # (a file's own _irregular field of another type is replaced)
        facts.irregular.append(f"{self.name(key)}: {note}")
        return True

    def _show_or_muck(self, seat: int, key: Any, show: bool) -> None:
        hand = self.hand
        if seat in hand.shown and show:
            return  # shown already (an all-in run-out): the engine has recorded it
        if hand.street != "showdown":
            # a show after an uncontested win, a muck after a run-out:
            # bookkeeping, recorded as it stands
            if hand.street != "complete" and seat not in hand.shown:
                raise IllegalAction(f"seat {seat} cannot show or muck before the showdown")
            hand.note_show(seat) if show else hand.note_muck(seat)
            return
        self.pending[seat] = (key, show)
        self._drain()

    def _drain(self) -> None:
        """Apply the waiting showdown lines in the engine's order."""
        hand = self.hand
        while hand.street == "showdown" and hand.actor in self.pending:
            seat = hand.actor
            _, show = self.pending.pop(seat)
            if show or not hand.can_muck():
                hand.show(seat)
            else:
                hand.muck(seat)

    def _finish_showdown(self) -> None:
        """Players the file leaves silent at the showdown: muck where they
        may, else show (the room awarded them the pot)."""
        hand = self.hand
        self._drain()
        while hand.street == "showdown":
            seat = hand.actor
            if seat in self.pending:
                self._drain()
                continue
            if seat in hand.unknown_seats and hand.can_muck():
                hand.muck(seat)
            else:
                hand.show(seat)
        if self.pending:
            key, _ = next(iter(self.pending.values()))
            raise self.where.error(self.name(key), "show or muck that does not fit the showdown")

"""The one result shape of every hand-history reader: a ``HistoryRecord``
per hand of a file, holding the replayed hand or the ``HistoryError`` that
refused it, with the same fields whatever the format (PokerStars and
GGPoker text, PHH, a PHH collection, OHH).

A hand is known by ``(site, key)``: the room (or venue) and its hand number
where the format carries one (a room's text; PHH's ``hand`` field; OHH's
``game_number``), otherwise a digest of the deal and the actions
(``hand_digest``), never the file's name or the hand's place in it. The
hand database stores a hand under that pair, so importing the same hand
again from another file or format adds nothing.

>>> from omaha_eval.engine.histories import read_ohh, to_ohh
>>> from omaha_eval.engine import Game
>>> hand = Game.pot_limit_omaha(1, 2).deal([100] * 3, seed=5)
>>> hand.fold(); hand.fold()
>>> [record] = read_ohh(to_ohh(hand), name="one.ohh")
>>> record.ok, record.site, record.key.startswith("#"), record.source
(True, 'omaha-eval', True, 'one.ohh')
"""
from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Dict, List, Optional, Tuple

from ...core.cards import Card, valid_cards_text   # the engine's cards are valid: no checks
from .. import history as ev
from ..rules import FIXED_LIMIT
from ..hand import Hand
from .chips import chips_text


class HistoryError(ValueError):
    """A hand history that cannot be read or replayed. Its text names the
    format (``kind``: "PHH", "OHH", "PokerStars", ...), the hand
    (``label``), the field, action or line (``field``; "" when the error is
    the hand's as a whole) and what is wrong (``message``):
    ``PHH hand 17: action 5 'p1 cbr six': amount 'six': expected an amount``.
    ``number`` is the hand number the file gave, "" where it gave none."""

    def __init__(self, kind: str, label: str, field: str, message: str, number: str = "") -> None:
        super().__init__(f"{kind} {label}: {field}: {message}" if field else f"{kind} {label}: {message}")
        self.kind, self.label, self.field, self.message, self.number = kind, label, field, message, number

    def __reduce__(self) -> Tuple[type, Tuple[str, str, str, str, str]]:   # (by the fields, not the joined text)
        return (type(self), (self.kind, self.label, self.field, self.message, self.number))


@dataclass
class HistoryRecord:
    """One hand of a hand-history file: ``hand`` (replayed) or ``error``
    (the ``HistoryError`` that refused it), never both, with what the file
    says of it. Money is in the hand's chips (``hand.game.chip_scale`` units
    to one unit of the money: cents for money games).

    Every reader fills the same fields; a format that does not carry a fact
    leaves its empty value ("", 0, [], {})."""

    source: str                     # the file (or the name the reader was given)
    key: str                        # the hand number, else a digest ("#..."; see the module)
    hand: Optional[Hand] = None
    error: Optional[HistoryError] = None
    site: str = ""                  # the room or venue; else the format ("PHH", "OHH", "PHH <event>")
    line: int = 0                   # where the hand starts: its line (a room's text), else its place (1, 2, ...)
    players: List[str] = field(default_factory=list)   # names by engine seat
    rake: int = 0                   # rake and fees the file records, in the hand's chips
    collected: Dict[str, int] = field(default_factory=dict)  # what the room paid, by name (a room's text)
    date: str = ""                  # "2023-05-14"
    time: str = ""                  # "21:03:11", in ``time_zone``
    time_zone: str = ""
    table: str = ""
    seat_count: int = 0             # the table's seats (6-max: 6); 0 unknown
    seats: List[int] = field(default_factory=list)     # the room's seat number, by engine seat
    currency: str = ""              # "USD"...; "" for tournament or play chips
    stakes: Tuple[int, int] = (0, 0)  # small and big blind in chips (fixed limit: the bets)
    game: str = ""                  # the game as a room's header writes it
    tournament: str = ""            # tournament number ("" for cash)
    hero: str = ""                  # the player whose cards the file was dealt ("" when none)
    partial_shows: Dict[str, List[Card]] = field(default_factory=dict)  # a show of some of the cards

    @property
    def ok(self) -> bool:
        return self.hand is not None


def record_from_info(hand: Hand, kind: str, source: str, line: int) -> HistoryRecord:
    """The record of a replayed PHH or OHH hand, its facts read from the
    fields the readers keep in ``hand.info`` (docs/histories.md lists them):
    known by its venue (else ``kind``, scoped by the event) and hand number,
    or by its digest."""
    info = hand.info
    # (a hand number without a room is scoped by the event: PHH collections
    # of recorded events number each event's hands from 1)
    event = info.get("event")
    given = info.get("hand")
    key = str(given) if isinstance(given, (str, int)) and str(given) else hand_digest(hand)
    record = HistoryRecord(source, key, hand, site=str(info.get("venue") or (f"{kind} {event}" if event else kind)),
                           line=line)
    n = hand.num_players
    names = info.get("players")
    record.players = [str(x) for x in names] if isinstance(names, list) and len(names) == n \
        else [f"Seat {s + 1}" for s in range(n)]
    seats = info.get("seats")
    record.seats = [int(s) for s in seats] if isinstance(seats, list) and len(seats) == n else []
    record.table = str(info.get("table", ""))
    record.currency = str(info.get("currency", ""))
    seat_count = info.get("seat_count")
    if isinstance(seat_count, int) and not isinstance(seat_count, bool):
        record.seat_count = seat_count
    if all(isinstance(info.get(k), int) for k in ("year", "month", "day")):
        record.date = f"{info['year']:04d}-{info['month']:02d}-{info['day']:02d}"
    record.time = str(info.get("time", ""))
    facts = hand.recorded
    start = facts.start_utc
    if start is not None and "T" in start and not record.date:  # OHH: ISO UTC
        record.date, record.time, record.time_zone = start[:10], start[11:19], "UTC"
    if facts.hero is not None:
        record.hero = facts.hero
    record.rake = recorded_rake(hand)
    game = hand.game
    fixed = game.structure == FIXED_LIMIT and game.small_bet is not None and game.big_bet is not None
    record.stakes = (game.small_bet or 0, game.big_bet or 0) if fixed else (game.small_blind, game.big_blind)
    return record


def refused_record(error: HistoryError, kind: str, source: str, line: int, key: str = "") -> HistoryRecord:
    """The record of a hand a PHH or OHH reader refused: known by the hand
    number the file gave (``error.number``), else by ``key``, else by the
    file and the hand's place there (nothing else is known of it)."""
    key = error.number or key or f"{os.path.basename(source)}:{line}"
    return HistoryRecord(source, key, None, error, site=kind, line=line)


def recorded_rake(hand: Hand) -> int:
    """The rake a hand's file records (``hand.recorded.rake``, else PHH's
    ``rake`` field; in the money's unit) as chips; 0 when absent or odd."""
    value: object = hand.recorded.rake
    if value is None:
        value = hand.info.get("rake")
    try:
        chips = Fraction(str(value)) * hand.game.chip_scale if value is not None else Fraction(0)
    except (ValueError, ZeroDivisionError):
        return 0
    return int(chips) if chips.denominator == 1 and chips >= 0 else 0


def hand_digest(hand: Hand) -> str:
    """A key for a hand that carries no hand number: a digest of the deal
    and the actions (its game and stakes, players, button, starting stacks,
    the cards the file shows, the boards, every action with its amount in
    the money's unit), and of nothing a format writes its own way (the
    venue, the date and time), so the same hand gives the same digest
    whether it arrives as PHH, OHH or JSON. Two hands that differ in any of
    these never share one (short of a 80-bit collision)."""
    game, scale = hand.game, hand.game.chip_scale
    # amounts in millionths of the money's unit: the same whatever chip scale a format's reader chose
    per = _MICRO // scale if _MICRO % scale == 0 else 0

    def money(chips: int) -> str:
        return str(chips * per) if per else chips_text(chips, scale)

    info = hand.info
    unknown = set(hand.unknown_seats)
    n = hand.num_players
    # the names as every reader gives them ('Seat N' where a format leaves
    # them out); nothing a format words its own way (the venue, the time)
    names = info.get("players")
    names = [str(x) for x in names] if isinstance(names, list) and len(names) == n \
        else [f"Seat {s + 1}" for s in range(n)]
    parts: List[str] = [
        game.variant, str(game.hilo), game.structure, money(game.small_blind), money(game.big_blind),
        str(n), str(hand.button), repr(names),
        ",".join(money(s) for s in hand.starting_stacks),
        ",".join("" if s in unknown else valid_cards_text(hand.hole_cards(s)) for s in range(hand.num_players)),
        "|".join(valid_cards_text(b) for b in hand.boards)]
    per = per or 1   # (else amounts in chips, the scale named by the stakes above)
    parts.append(repr([(e.kind, e.seat, e.amount * per, valid_cards_text(e.cards) if e.cards else "", e.street)
                       for e in hand.history if e.kind not in _DEALING]))
    return "#" + hashlib.blake2b("\n".join(parts).encode(), digest_size=10).hexdigest()


def text_digest(text: str) -> str:
    """A key for a hand refused before it was dealt: a digest of its text."""
    return "#" + hashlib.blake2b(text.strip().encode(), digest_size=10).hexdigest()


_MICRO = 10 ** 6
# the deal's events: the unknown players' hole cards and the burns are the engine's, not the file's
_DEALING = frozenset((ev.DEAL_HOLE, ev.DEAL_BOARD, ev.BURN))

"""A replayed hand as the hand database's rows, table by table (the
columns of schema.py), and the one row of a hand that was refused.
"""
from __future__ import annotations

from operator import attrgetter
from typing import Any, Dict, List, Optional, Tuple

from ..core.cards import valid_cards_text   # the engine's cards are valid: no checks
from ..engine import history as ev
from ..engine.histories import HistoryRecord
from .allin_ev import all_in_ev
from .facts import hand_facts
from .stats import COUNTS, game_label, stakes_label, unit_label

TABLES = ("hands", "seats", "actions", "boards", "pots", "results", "all_in_ev", "totals")
Rows = Dict[str, List[Tuple[Any, ...]]]
_COUNTS_OF = attrgetter(*COUNTS)   # a PlayerFacts' counts, in the columns' order
# the deal is in seats and boards; the log's deal events would add the
# burns and the unknown players' hole cards, which the engine fills from
# its deck and the room never showed (an unknown hand is never shown: the
# engine refuses such a showdown)
_DEALING = frozenset((ev.DEAL_HOLE, ev.DEAL_BOARD, ev.BURN))
_LARGEST = 2 ** 63 - 1   # SQLite's largest integer


def hand_rows(record: HistoryRecord, source: str, hand_id: int, text_key: Optional[str]) -> Rows:
    """Every row of a replayed hand, by table."""
    hand = record.hand
    assert hand is not None
    # each of the hand's views read once (each call builds a fresh list)
    players, starting, final, button = record.players, hand.starting_stacks, hand.stacks, hand.button
    if sum(starting) > _LARGEST:   # (every amount of the hand is at most the chips in play)
        raise OverflowError(f"{sum(starting)} chips in play; SQLite stores at most 2^63 - 1")
    game, stakes, scale = game_label(hand), stakes_label(hand), hand.game.chip_scale
    unit = unit_label(hand, record.currency)
    allin = all_in_ev(hand)
    facts = hand_facts(hand, list(record.players), dict(record.collected) or None, record.rake, allin=allin)
    rows: Dict[str, List[Tuple[Any, ...]]] = {}
    rows["hands"] = [(
        hand_id, record.site, record.key, source, record.line, 1, None, record.date, record.time, record.time_zone,
        record.table, record.seat_count, record.currency, game, record.game, stakes, hand.game.small_blind,
        hand.game.big_blind, scale, record.tournament, record.hero, hand.num_players, sum(hand.payouts.values()),
        record.rake, allin.street if allin else None, text_key)]
    unknown = set(hand.unknown_seats)
    n = hand.num_players
    room_seats = record.seats if len(record.seats) == n else [None] * n
    # (rows as list comprehensions: a generator resumes once a row)
    rows["seats"] = [
        (hand_id, s, players[s], room_seats[s], starting[s], final[s],
         "" if s in unknown else valid_cards_text(hand.hole_cards(s)), int(s == button)) for s in range(n)]
    logged = [event for event in hand.history if event.kind not in _DEALING]
    rows["actions"] = [
        (hand_id, i, e.seat, e.street, e.kind, e.amount, int(e.all_in), valid_cards_text(e.cards) if e.cards else None)
        for i, e in enumerate(logged)]
    rows["boards"] = [(hand_id, run, valid_cards_text(b)) for run, b in enumerate(hand.boards) if b]
    pots = allin.pots if allin is not None else hand.showdown_pots
    rows["pots"] = [(hand_id, i, amount, ",".join(map(str, seats))) for i, (amount, seats) in enumerate(pots or ())]
    rows["results"] = [
        (hand_id, f.seat, f.name, game, stakes, f.big_blind, *_COUNTS_OF(f), f.put_in,
         f.net / f.big_blind, ev_won, ev_won / f.big_blind, unit, f.net / scale, ev_won / scale)
        for f in facts for ev_won in [f.ev_won]]
    if allin is not None:
        # (a row for each player in the all-in: all-in or calling one; not those who folded before)
        contesting = {seat for seat, status in enumerate(hand.statuses) if status != "folded"}
        rows["all_in_ev"] = [
            (hand_id, s, allin.street, None if v is None else float(v), None if v is None else str(v),
             allin.actual[s]) for s, v in allin.ev.items() if s in contesting]
    return rows




def refused_rows(record: HistoryRecord, source: str, hand_id: int, text_key: Optional[str]) -> Rows:
    """The one row of a refused hand (``hands``, with its error): what the file says of it."""
    return {"hands": [(
        hand_id, record.site, record.key, source, record.line, 0, str(record.error), record.date,
        record.time, record.time_zone, record.table, record.seat_count, record.currency, None, record.game,
        None, None, None, None, record.tournament, record.hero, None, None, None, None, text_key)]}

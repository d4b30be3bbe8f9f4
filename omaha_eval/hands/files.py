"""One hand-history file's text as SiteHand records, whatever wrote it: a
room's text (PokerStars, GGPoker: every hand of the file), one PHH hand, a
PHH collection (.phhs: a TOML table a hand), or an OHH file (.ohh: JSON
objects one after another). A hand that does not replay is a record with
its error, so the rest of the file still imports; text in which no hand can
be recognised is an error naming the file."""
from __future__ import annotations

import os
from typing import Any, List

from ..engine import Hand
from ..engine.histories.ohh import read_ohh
from ..engine.histories.phh import from_phh, read_phhs
from ..engine.histories.site_header import guess_site
from ..engine.histories.sites import SiteHand, read_site
from .facts import info_rake

SUFFIXES = (".txt", ".log", ".phh", ".phhs", ".ohh")


def file_records(text: str, source: str) -> List[SiteHand]:
    """The hands of one file's text (``source``: its path, which also
    tells a .phhs or .ohh file by its suffix)."""
    site = guess_site(text)
    if site is not None:
        return read_site(text, site, source)
    lower = source.lower()
    if lower.endswith(".ohh") or text.lstrip().startswith("{"):
        return [_record("OHH", key, i + 1, hand) for i, (key, hand) in enumerate(read_ohh(text, source))]
    if lower.endswith(".phhs"):
        return [_record("PHH", key, i + 1, hand) for i, (key, hand) in enumerate(read_phhs(text, source))]
    if lower.endswith(".phh") or "actions" in text and "variant" in text:
        number = os.path.splitext(os.path.basename(source))[0]
        try:
            hand: Any = from_phh(text, name=number)
        except ValueError as err:
            hand = err
        return [_record("PHH", number, 1, hand)]
    if not text.strip():
        return []
    raise ValueError(f"{source}: no hand found (expected PokerStars or GGPoker text, a PHH or PHH collection "
                     f"file, or an OHH file)")


def _record(kind: str, number: str, line: int, hand: Any) -> SiteHand:
    """A replayed hand (or its ValueError) as a record, its metadata from
    the fields the format carries (hand.info)."""
    record = SiteHand(kind, number, line)
    if not isinstance(hand, Hand):
        record.error = str(hand)
        return record
    info = hand.info
    record.site = str(info.get("venue", kind))
    record.id = str(info.get("hand", number))
    names = info.get("players")
    record.players = [str(x) for x in names] if isinstance(names, list) and len(names) == hand.num_players \
        else [f"Seat {s + 1}" for s in range(hand.num_players)]
    seats = info.get("seats")
    record.seats = [int(s) for s in seats] if isinstance(seats, list) and len(seats) == hand.num_players else []
    record.table = str(info.get("table", ""))
    record.currency = str(info.get("currency", ""))
    seat_count = info.get("seat_count")
    if isinstance(seat_count, int):
        record.seat_count = seat_count
    if all(isinstance(info.get(k), int) for k in ("year", "month", "day")):
        record.date = f"{info['year']:04d}-{info['month']:02d}-{info['day']:02d}"
    record.time = str(info.get("time", ""))
    start = info.get("_start_utc")
    if isinstance(start, str) and "T" in start and not record.date:  # OHH: ISO UTC
        record.date, record.time, record.time_zone = start[:10], start[11:19], "UTC"
    hero = info.get("_hero")
    if isinstance(hero, str):
        record.hero = hero
    record.rake = info_rake(hand)
    record.hand = hand
    return record

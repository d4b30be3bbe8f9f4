"""One hand-history file's text as SiteHand records, whatever wrote it: a
room's text (PokerStars, GGPoker: every hand of the file), one PHH hand, a
PHH collection (.phhs: a TOML table a hand), or an OHH file (.ohh: JSON
objects one after another). A hand that does not replay is a record with
its error, so the rest of the file still imports; text in which no hand can
be recognised is an error naming the file.

A hand is known by what it is: the room and its hand number where the format
carries one (a room's text; PHH's ``hand`` field; OHH's ``game_number``),
otherwise a digest of the deal and the actions (``hand_digest``), never the
file's name or the hand's place in it."""
from __future__ import annotations

import hashlib
import os
from typing import Any, List

from ..core.cards import valid_cards_text   # the engine's cards are valid: no checks
from ..engine import Hand
from ..engine import history as ev
from ..engine.histories.chips import chips_text
from ..engine.histories.ohh import read_ohh
from ..engine.histories.phh import from_phh, read_phhs
from ..engine.histories.site_header import guess_site
from ..engine.histories.sites import SiteHand, read_site
from .facts import info_rake

SUFFIXES = (".txt", ".log", ".phh", ".phhs", ".ohh")


_BOMS = ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16"))


def decode_text(data: bytes, name: str = "file") -> str:
    """A hand-history file's bytes as text, in this order: a byte-order mark
    says the encoding (UTF-8, UTF-16 little or big endian); else UTF-16
    without a mark when most bytes on one side of the start are NUL (ASCII
    text's high bytes; their side tells the byte order); else UTF-8 when the bytes are valid UTF-8
    (which text in another encoding with any byte over 127 almost never
    is); else cp1252 (Windows Western: rooms' older clients, the euro as
    0x80). Bytes that are none of these raise ValueError naming the file."""
    for mark, codec in _BOMS:
        if data.startswith(mark):
            try:
                return data.decode(codec)
            except UnicodeDecodeError as err:
                raise ValueError(f"{name}: starts with a {codec} byte-order mark but is not {codec} ({err})") \
                    from None
    head = data[:400]
    even, odd = head[0::2].count(0), head[1::2].count(0)
    half = len(head) // 2
    # ASCII in UTF-16: the high byte of most characters is NUL, on one side only
    if half >= 2 and max(even, odd) >= 0.7 * half and min(even, odd) <= 0.05 * half:
        codec = "utf-16-le" if odd > even else "utf-16-be"
        try:
            return data.decode(codec)
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError as err:
        raise ValueError(f"{name}: not text in UTF-8, UTF-16 or cp1252 ({err})") from None


def read_text(path: str) -> str:
    """A file's text, its encoding told as ``decode_text`` tells it."""
    with open(path, "rb") as f:
        return decode_text(f.read(), path)


def file_records(text: str, source: str) -> List[SiteHand]:
    """The hands of one file's text (``source``: its path, which also
    tells a .phhs or .ohh file by its suffix)."""
    site = guess_site(text)
    if site is not None:
        return read_site(text, site, source)
    lower = source.lower()
    if lower.endswith(".ohh") or text.lstrip().startswith("{"):
        # (read_ohh labels a hand without a game number by its place: 1, 2, ...)
        return [_record("OHH", key if key != str(i + 1) else _refused_key(source, key, hand), i + 1, hand)
                for i, (key, hand) in enumerate(read_ohh(text, source))]
    if lower.endswith(".phhs"):
        return [_record("PHH", _refused_key(source, key, hand), i + 1, hand)
                for i, (key, hand) in enumerate(read_phhs(text, source))]
    if lower.endswith(".phh") or "actions" in text and "variant" in text:
        label = os.path.basename(source)   # names the hand in errors only
        try:
            hand: Any = from_phh(text, name=label)
        except ValueError as err:
            hand = err
        # a refused hand is known by its text (there is no replayed deal to digest)
        return [_record("PHH", _text_digest(text), 1, hand)]
    if not text.strip():
        return []
    raise ValueError(f"{source}: no hand found (expected PokerStars or GGPoker text, a PHH or PHH collection "
                     f"file, or an OHH file, in UTF-8, UTF-16 or cp1252)")


def hand_digest(hand: Hand) -> str:
    """A key for a hand that carries no hand number: a digest of what the
    hand is (its game and stakes, players, starting stacks, the cards the
    file shows, the boards, every action with its amount in the money's
    unit, and the date, time and table where known). Two files of the same
    hand give the same digest; two different hands never share one (short
    of a 80-bit collision)."""
    game, scale = hand.game, hand.game.chip_scale
    # amounts in millionths of the money's unit: the same whatever chip scale a format's reader chose
    per = _MICRO // scale if _MICRO % scale == 0 else 0

    def money(chips: int) -> str:
        return str(chips * per) if per else chips_text(chips, scale)

    info = hand.info
    unknown = set(hand.unknown_seats)
    parts: List[str] = [
        game.variant, str(game.hilo), game.structure, money(game.small_blind), money(game.big_blind),
        str(hand.num_players), str(hand.button),
        repr(info.get("players")), repr([info.get(k) for k in ("venue", "event", "hand", "table", "year", "month",
                                                               "day", "time", "_start_utc")]),
        ",".join(money(s) for s in hand.starting_stacks),
        ",".join("" if s in unknown else valid_cards_text(hand.hole_cards(s)) for s in range(hand.num_players)),
        "|".join(valid_cards_text(b) for b in hand.boards)]
    per = per or 1   # (else amounts in chips, the scale named by the stakes above)
    parts.append(repr([(kind, seat, amount * per, valid_cards_text(cards) if cards else "", street)
                       for kind, seat, amount, cards, street, _, _, _ in hand.history if kind not in _DEALING]))
    return "#" + hashlib.blake2b("\n".join(parts).encode(), digest_size=10).hexdigest()


_MICRO = 10 ** 6
# the deal's events: the unknown players' hole cards and the burns are the engine's, not the file's
_DEALING = frozenset((ev.DEAL_HOLE, ev.DEAL_BOARD, ev.BURN))


def _text_digest(text: str) -> str:
    return "#" + hashlib.blake2b(text.strip().encode(), digest_size=10).hexdigest()


def _refused_key(source: str, key: str, hand: Any) -> str:
    """A refused hand of a collection: its number where the file gave one
    (a PHH ``hand`` field: the error names the hand by it), else the file
    and its place there (nothing else is known of it)."""
    if isinstance(hand, Hand) or str(hand).startswith(f"PHH hand {key}:"):
        return key
    return f"{os.path.basename(source)}:{key}"


def _record(kind: str, number: str, line: int, hand: Any) -> SiteHand:
    """A replayed hand (or its ValueError) as a record, its metadata from
    the fields the format carries (hand.info), known by its room and
    number, or by its digest."""
    record = SiteHand(kind, number, line)
    if not isinstance(hand, Hand):
        record.error = str(hand)
        return record
    info = hand.info
    # (a hand number without a room is scoped by the event: PHH collections
    # of recorded events number each event's hands from 1)
    event = info.get("event")
    record.site = str(info.get("venue") or (f"{kind} {event}" if event else kind))
    given = info.get("hand")
    record.id = str(given) if isinstance(given, (str, int)) and str(given) else hand_digest(hand)
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

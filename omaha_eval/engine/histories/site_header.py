"""The first two lines of a PokerStars or GGPoker hand: which room, which
header generation, the game, the stakes, the currency, the date and the
table.

Header generations read (as the rooms write them):

    PokerStars Hand #245678901234:  Omaha Pot Limit ($0.25/$0.50 USD) - 2023/05/14 21:03:11 ET
    PokerStars Game #35874998500:  Omaha Hi/Lo Pot Limit ($0.01/$0.02 USD) - 2009/11/10 ...   (before ~2011)
    PokerStars Zoom Hand #...     PokerStars Home Game Hand #...: {Club} Omaha ...
    PokerStars Hand #...: Tournament #3456789012, $10+$1 USD Hold'em No Limit - Level V (100/200) - ...
    PokerStars Hand #...:  Mixed NLH/PLO (Hold'em No Limit, $0.10/$0.25 USD) - ...
    Poker Hand #RC2001: PLO-5 Pot Limit ($0.5/$1) - 2024/01/02 10:00:00                       (GGPoker)
    Poker Hand #TM77: Tournament #901, Bounty $10 Hold'em No Limit - Level8(200/400(50)) - ...

and the table line ``Table 'Name' 6-max (Play Money) Seat #3 is the button``.
"""
from __future__ import annotations

import re
from functools import lru_cache
from decimal import Decimal
from typing import NamedTuple, Optional, Tuple

from .chips import money_unit, to_decimal

POKERSTARS, GGPOKER = "PokerStars", "GGPoker"
STARTS = {POKERSTARS: re.compile(r"^PokerStars (?:Zoom |Home Game |Rush |Fast ?Poker )?(?:Hand|Game) #"),
          GGPOKER: re.compile(r"^Poker Hand #")}
AMOUNT = r"[$€£¥]?\d[\d,]*(?:\.\d+)?"
_CURRENCY = re.compile(r"\b(USD|EUR|GBP|CAD|CNY|INR)\b")
_CODES = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "CNY"}
_DATE = re.compile(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})[ T]+(\d{1,2}:\d{2}(?::\d{2})?)(?: ([A-Z]{2,5})\b)?")
_TABLE = re.compile(r"^Table '(.*)' (?:(\d+)-max )?(?:\((?:Play Money|Real Money)\) )?Seat #(\d+) is the button")
# compiled once: a file's every hand reads its header through these
_HAND_ID = re.compile(r"(?:Hand|Game) #(\w+)")
_TOURNAMENT = re.compile(r"Tournament #(\d+)")
_LEVEL = re.compile(r"Level ?([IVXLC\d]+)")
_SYMBOL = re.compile(r"[$€£¥]")
_BUTTON = re.compile(r"Seat #(\d+) is the button")
_MIXED = re.compile(r"\(([^()]*?(?:Hold'em|Holdem|Omaha|Courchevel)[^(),]*),\s*([^()]*/[^()]*)\)")
_DATE_ON = re.compile(r"\s+-\s+\d{4}[/-]\d.*$")
_PARENTHESES = re.compile(r"\(([^()]*/[^()]*)\)")
_AMOUNTS = re.compile(AMOUNT)
_GG_LEVEL = re.compile(r"\((" + AMOUNT + r")/(" + AMOUNT + r")\(")
_CLUB = re.compile(r"\{[^}]*\}")
_TOURNAMENT_WORDS = re.compile(r"Tournament #\d+,?")
_LEVEL_WORDS = re.compile(r"- Level ?\S*")
_BUY_IN = re.compile(r"(?:[$€£¥]\d[\d.,]*|\d[\d.,]*(?=\+))(?:\+[$€£¥]?\d[\d.,]*)*(?: [A-Z]{3}\b)?")


class Header(NamedTuple):
    """What a hand's header and table line say (a tuple: one is made a hand)."""

    id: str
    game_text: str                  # the game as written, e.g. "Omaha Hi/Lo Pot Limit"
    stakes: Tuple[Decimal, Decimal]  # small and big blind (fixed limit: the small and the big bet)
    currency: str                   # "USD", "EUR", ... ; "" for tournament or play chips
    tournament: str                 # the tournament number, "" for a cash game
    level: str                      # the tournament level as written, "" for a cash game
    date: str                       # "2023-05-14" ("" when the header has none)
    time: str                       # "21:03:11"
    time_zone: str                  # "ET", "CET", "UTC" ... as written ("" when none)
    table: str = ""
    seat_count: int = 0             # the table's seats (6-max: 6); 0 when the line does not say
    button_seat: int = 0            # the room's seat number of the button

    @property
    def unit(self) -> int:
        """The chip scale of the room's smallest unit: cents for money, 1 for chips."""
        return money_unit(self.currency)


def hand_id(header: str) -> str:
    found = _HAND_ID.search(header)
    return found.group(1) if found else "?"


@lru_cache(maxsize=4096)   # the same stacks, blinds and bets come back hand after hand (a Decimal is immutable)
def amount(text: str) -> Decimal:
    """An amount the AMOUNT pattern matched ('$1,250.50') as an exact Decimal."""
    digits = text.strip().lstrip("$€£¥").replace(",", "")
    if digits[:1].isdigit():   # what the pattern matched: plain digits, a fast path
        return Decimal(digits)
    return to_decimal(digits, "amount")


def read_header(site: str, header: str, table_line: str) -> Header:
    """The header's facts; ValueError (a plain message) when a part is missing."""
    ident = _HAND_ID.search(header)
    date = _DATE.search(header)
    # a file's headers differ hand to hand only in the number and the date:
    # the rest is read once, under a key with those two made the same
    key = header
    if date is not None:
        key = key[:date.start()] + "2000/01/01 00:00:00" + key[date.end():]
    if ident is not None and (date is None or ident.end() <= date.start()):
        key = key[:ident.start(1)] + "0" + key[ident.end(1):]
    facts = _header_facts(site, key, table_line)
    day = clock = zone = ""
    if date is not None:
        year, month, number, clock, zone = date.groups()
        day = _day(year, month, number)
        if len(clock) <= 5:
            clock += ":00"
        zone = zone or ""
    # (positional: a hand's header is made once a hand)
    return Header(ident.group(1) if ident else "?", *facts[:5], day, clock, zone, *facts[5:])


@lru_cache(maxsize=256)   # a file's hands fall on a few days
def _day(year: str, month: str, day: str) -> str:
    return f"{year}-{int(month):02d}-{int(day):02d}"


@lru_cache(maxsize=1024)
def _header_facts(site: str, header: str, table_line: str) -> Tuple[str, Tuple[Decimal, Decimal], str, str, str,
                                                                     str, int, int]:
    """(game text, stakes, currency, tournament, level, table, seat count,
    button seat) of a header and its table line."""
    body = header.split(":", 1)[1] if ":" in header else header
    tournament = _TOURNAMENT.search(body)
    level = _LEVEL.search(body)
    game_text, stakes_text = _game_and_stakes(body)
    stakes = _stakes(stakes_text)
    play_money = "Play Money" in table_line or "Play Money" in header
    currency = ""
    if not tournament and not play_money:
        code = _CURRENCY.search(stakes_text) or _CURRENCY.search(body)
        symbol = _SYMBOL.search(stakes_text)
        if code:
            currency = code.group(1)
        elif symbol:
            currency = _CODES[symbol.group(0)]
    table = _TABLE.match(table_line)
    button = _BUTTON.search(table_line)
    if button is None:
        raise ValueError("expected the table line with 'Seat #N is the button'")
    return (game_text, stakes, currency, tournament.group(1) if tournament else "",
            level.group(1) if level and tournament else "",
            table.group(1) if table else "", int(table.group(2)) if table and table.group(2) else 0,
            int(button.group(1)))


def _game_and_stakes(body: str) -> Tuple[str, str]:
    """(game text, stakes text). A mixed game names the game of this hand
    and its stakes inside the parentheses: 'Mixed NLH/PLO (Hold'em No
    Limit, $0.10/$0.25 USD)'."""
    mixed = _MIXED.search(body)
    if mixed:
        return mixed.group(1).strip(), mixed.group(2)
    body = _DATE_ON.sub("", body)   # the date and what follows
    for group in _PARENTHESES.findall(body):
        if len(_AMOUNTS.findall(group)) >= 2:
            return _game_words(body[:body.index("(" + group)]), group
    level = _GG_LEVEL.search(body)  # GG levels: (100/200(30))
    if level:
        return _game_words(body[:level.start()]), f"{level.group(1)}/{level.group(2)}"
    raise ValueError("no stakes such as ($0.25/$0.50) or (10/20)")


@lru_cache(maxsize=256)   # a file repeats its few games: each text read once
def _game_words(text: str) -> str:
    text = _CLUB.sub("", text)                 # a home game's club name
    text = _TOURNAMENT_WORDS.sub("", text)
    text = _LEVEL_WORDS.sub("", text)
    text = _BUY_IN.sub("", text)
    text = text.replace("Freeroll", "")                   # buy-ins above, as 'Freeroll' here
    return " ".join(text.split()).strip(" -,")


@lru_cache(maxsize=256)
def _stakes(text: str) -> Tuple[Decimal, Decimal]:
    parts = _AMOUNTS.findall(text)
    if len(parts) < 2:
        raise ValueError("no stakes such as ($0.25/$0.50) or (10/20)")
    return amount(parts[0]), amount(parts[1])


def guess_site(text: str) -> Optional[str]:
    """The room whose header begins the first hand of ``text`` (None: neither)."""
    # the start of the text first: a start pattern reads only a line's
    # beginning, so a line cut short matches as the whole line would
    for part in (text[:4096], text) if len(text) > 4096 else (text,):
        for raw in part.splitlines():
            line = raw.strip().lstrip("\ufeff")
            for site, start in STARTS.items():
                if start.match(line):
                    return site
    return None

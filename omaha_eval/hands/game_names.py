"""Game names in the database: which stored games (PHH variant codes) a
name stands for. A name that says a betting structure names that structure
only: a PHH code (``PO``, ``NT``, ``FO/8``) or a structure-prefixed name
(``PLO``, ``PLO5``, ``NLH``, ``NLHE``, ``FLO8``, ``FLHE``); a name that does
not (``omaha``, ``omahahi``, ``holdem``, ``omaha8``) names the game and
Hi-Lo in every structure.

>>> matches = game_matcher("PLO")
>>> matches("PO"), matches("FO"), matches("PO/8")
(True, False, False)
>>> game_matcher("omaha")("FO"), game_matcher("FLO8")("FO/8")
(True, True)

The two Short Deck rule sets are two games here. PHH writes both ``NS``
and marks a straight beating trips by the field ``_short_deck_rules``
alone, so the database stores that rule set as ``NSS`` and keeps ``NS``
for trips beating a straight.

>>> stored_game("NSS"), stored_game("NS")
(('shortdeck_straights', False, 'no-limit'), ('shortdeck', False, 'no-limit'))
>>> game_matcher("shortdeck_straights")("NSS"), game_matcher("shortdeck")("NSS")
(True, False)
"""
from __future__ import annotations

import re
from typing import Callable, Optional, Tuple

from ..core.games import game_and_hilo
from ..engine.hand import Game
from ..engine.histories.phh import parse_variant, variant_code
from ..engine.rules import FIXED_LIMIT, NO_LIMIT, POT_LIMIT

# the structure's letters, the game's, big Omaha's cards, Hi-Lo
_PREFIXED = re.compile(r"^(PL|NL|FL|L)(O|H|HE|C)(4|5|6)?(?:/?8|HL|H/L|HILO)?$")
_GAMES = {"O": "omaha", "H": "holdem", "HE": "holdem", "C": "courchevel"}
_STRUCTURE = {"PL": POT_LIMIT, "NL": NO_LIMIT, "FL": FIXED_LIMIT, "L": FIXED_LIMIT}
_STRAIGHTS = "S"   # added to Short Deck's PHH code (NS -> NSS) where a straight beats trips


def stored_code(game: Game) -> str:
    """The code a game is stored by: its PHH variant code, with Short
    Deck's straights rule set apart (NSS; PHH writes it NS plus a field)."""
    code = variant_code(game)
    return code + _STRAIGHTS if game.variant == "shortdeck_straights" else code


def stored_game(code: str) -> Tuple[str, bool, str]:
    """(game, hilo, structure) of a stored code (``stored_code``'s
    inverse); ValueError for a code of a game omaha-eval does not play."""
    if code[1:] == "S" + _STRAIGHTS:
        _short_deck, hilo, structure = parse_variant(code[:-1])
        return "shortdeck_straights", hilo, structure
    return parse_variant(code)


def named_game(name: str) -> Tuple[str, bool, Optional[str]]:
    """(game, hilo, structure or None for every structure) of a
    name; ValueError naming a name the package does not know."""
    if not isinstance(name, str):
        game_and_hilo(name)   # (raises the TypeError that names it)
    code = name.strip().upper()
    try:
        return stored_game(code)
    except ValueError:
        pass
    found = _PREFIXED.match(code)
    if found:
        prefix, letters, cards = found.group(1), found.group(2), found.group(3)
        variant = _GAMES[letters]
        if cards in ("5", "6"):
            if variant != "omaha":
                raise ValueError(f"unknown game {name!r}: {cards}-card games are Omaha's")
            variant += cards
        hilo = code != found.group(1) + found.group(2) + (cards or "")
        if hilo and variant == "holdem":
            raise ValueError(f"unknown game {name!r}: Hi-Lo Hold'em is not a game here")
        return variant, hilo, _STRUCTURE[prefix]
    variant, hilo = game_and_hilo(name)   # (raises ValueError naming a name it does not know)
    return variant, hilo, None


def game_matcher(name: str) -> Callable[[str], bool]:
    """Whether a stored PHH code is a game ``name`` stands for."""
    variant, hilo, structure = named_game(name)

    def matches(stored: str) -> bool:
        try:
            found = stored_game(stored)
        except ValueError:
            return False
        return found[:2] == (variant, hilo) and (structure is None or found[2] == structure)
    return matches

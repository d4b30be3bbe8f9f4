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
"""
from __future__ import annotations

import re
from typing import Callable, Optional, Tuple

from ..core.games import game_and_hilo
from ..engine.histories.phh import parse_variant
from ..engine.rules import FIXED_LIMIT, NO_LIMIT, POT_LIMIT

# the structure's letters, the game's, big Omaha's cards, Hi-Lo
_PREFIXED = re.compile(r"^(PL|NL|FL|L)(O|H|HE|C)(4|5|6)?(?:/?8|HL|H/L|HILO)?$")
_GAMES = {"O": "omaha", "H": "holdem", "HE": "holdem", "C": "courchevel"}
_STRUCTURE = {"PL": POT_LIMIT, "NL": NO_LIMIT, "FL": FIXED_LIMIT, "L": FIXED_LIMIT}


def named_game(name: str) -> Tuple[str, bool, Optional[str]]:
    """(game, hilo, structure or None for every structure) of a
    name; ValueError naming a name the package does not know."""
    if not isinstance(name, str):
        game_and_hilo(name)   # (raises the TypeError that names it)
    code = name.strip().upper()
    try:
        return parse_variant(code)
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
            found = parse_variant(stored)
        except ValueError:
            return False
        return found[:2] == (variant, hilo) and (structure is None or found[2] == structure)
    return matches

"""Game names and the number of hole cards each deals.

Names follow docs/DESIGN.md: "holdem", "omaha" (4 cards), "omaha5", "omaha6",
"courchevel" (5 cards). Hi-Lo is a separate flag (``hilo=True``), not a name.
A few common aliases are accepted, case-insensitively.
"""
from __future__ import annotations

TYPE_CHECKING = False  # type checkers take it as True; typing costs ms at import
if TYPE_CHECKING:
    from typing import Optional

HOLE_CARDS = {"holdem": 2, "omaha": 4, "omaha5": 5, "omaha6": 6, "courchevel": 5}
ALIASES = {
    "hold'em": "holdem", "texas": "holdem", "nlhe": "holdem",
    "plo": "omaha", "plo4": "omaha", "omaha4": "omaha",
    "plo5": "omaha5", "plo6": "omaha6",
}
GAME_NAMES = tuple(HOLE_CARDS)


def canonical_game(game: str) -> str:
    """The canonical name of a game name or alias."""
    if not isinstance(game, str):
        raise TypeError(f"game {game!r} has type {type(game).__name__}: expected one of {', '.join(GAME_NAMES)}")
    key = game.strip().lower()
    key = ALIASES.get(key, key)
    if key not in HOLE_CARDS:
        raise ValueError(f"unknown game {game!r}: expected one of {', '.join(GAME_NAMES)}")
    return key


def check_hilo(game: str, hilo: object = True, what: str = "hilo=True") -> None:
    """The one check that a Hi-Lo (8-or-better low) job names an Omaha game:
    ValueError for Hold'em, which has no low. ``game`` canonical."""
    if hilo and game == "holdem":
        raise ValueError(f"{what}: Hold'em has no 8-or-better low; use an Omaha game (4, 5 or 6 hole cards)")


def game_code(game: Optional[str]) -> int:
    """The binding's game code: 0 = implied by the hole count, else the
    number of hole cards the game deals (2 means Hold'em)."""
    if game is None:
        return 0
    code = HOLE_CARDS.get(game) if isinstance(game, str) else None  # canonical names: no normalising
    return code if code is not None else HOLE_CARDS[canonical_game(game)]


def game_for_hole_count(count: int) -> str:
    """The game a hole-card count implies (2 = Hold'em, 4/5/6 = Omaha)."""
    for name, n in HOLE_CARDS.items():
        if n == count:
            return name
    raise ValueError(f"{count} hole cards: expected 2 (Hold'em) or 4, 5 or 6 (Omaha)")


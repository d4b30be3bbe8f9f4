"""Game names and the number of hole cards each deals.

Names follow docs/DESIGN.md: "holdem", "omaha" (4 cards), "omaha5", "omaha6",
"courchevel" (5 cards). Hi-Lo is a separate flag (``hilo=True``), not a name.
Every public ``game=`` also takes, case-insensitively, the common aliases
("PLO"), PHH variant codes ("PO", "PO/8") and PQL's names ("omahahi",
"omaha8"): ``game_and_hilo`` reads them all, and a name that means Hi-Lo
turns ``hilo`` on where a function takes it (``hilo_from_game``).
"""
from __future__ import annotations

TYPE_CHECKING = False  # type checkers take it as True; typing costs ms at import
if TYPE_CHECKING:
    from typing import Any, Callable, Optional, TypeVar
    F = TypeVar("F", bound=Callable[..., Any])

HOLE_CARDS = {"holdem": 2, "omaha": 4, "omaha5": 5, "omaha6": 6, "courchevel": 5}
ALIASES = {
    "hold'em": "holdem", "texas": "holdem", "nlhe": "holdem",
    "plo": "omaha", "plo4": "omaha", "omaha4": "omaha",
    "plo5": "omaha5", "plo6": "omaha6",
}
GAME_NAMES = tuple(HOLE_CARDS)
# Short Deck (6+) Hold'em: two hole cards from the 36-card deck, under one of
# two rule sets (docs/shortdeck.md): the name -> the core's rule-set code.
# "shortdeck": trips beat a straight (most rooms); "shortdeck_straights": a
# straight beats trips (pokerkit). Their game_code is SHORT_DECK_CODE + that.
SHORT_DECK = {"shortdeck": 0, "shortdeck_straights": 1}
SHORT_DECK_CODE = 100
ALIASES.update({"6+": "shortdeck", "6plus": "shortdeck", "sixplus": "shortdeck", "short deck": "shortdeck",
                "short_deck": "shortdeck", "shortdeck_trips": "shortdeck",
                "shortdeck-straights": "shortdeck_straights", "shortdeck-trips": "shortdeck"})
# PQL's game names (Open PQL, Odds Oracle) and Hi-Lo names: (game, hilo)
_HILO_NAMES = {
    "omahahi": ("omaha", False), "omahahi5": ("omaha5", False), "omahahi6": ("omaha6", False),
    "omaha8": ("omaha", True), "omahahilo": ("omaha", True), "omaha85": ("omaha5", True),
    "omaha5hilo": ("omaha5", True), "omaha68": ("omaha6", True), "omaha6hilo": ("omaha6", True),
    "courchevel8": ("courchevel", True), "courchevelhilo": ("courchevel", True),
    "plo8": ("omaha", True), "plo/8": ("omaha", True), "o8": ("omaha", True),
}
# PHH variant codes' game letters (docs/histories.md): T, O, O5, O6, C
_PHH_LETTERS = {"T": "holdem", "O": "omaha", "O5": "omaha5", "O6": "omaha6", "C": "courchevel",
                "S": "shortdeck"}   # NS: PHH's no-limit short-deck hold'em


def canonical_game(game: str) -> str:
    """The canonical name of any name ``game_and_hilo`` reads (its Hi-Lo
    part is the caller's: see ``hilo_from_game``)."""
    return game_and_hilo(game)[0]


def game_and_hilo(name: str) -> "tuple[str, bool]":
    """(game, hilo) of any name the package writes a game by, case-insensitively:
    its own names and aliases ("omaha", "PLO", "plo5", "holdem"), PHH variant
    codes ("PO", "PO/8", "NT", "FO5/8", "PC": the structure letter is
    ignored) and PQL's game names ("omahahi", "omahahilo", "omaha8").

    >>> game_and_hilo("PLO"), game_and_hilo("PO/8"), game_and_hilo("omahahi5")
    (('omaha', False), ('omaha', True), ('omaha5', False))
    """
    if not isinstance(name, str):
        raise TypeError(f"game {name!r} has type {type(name).__name__}: expected a game name such as "
                        f"'omaha', 'PLO', 'PO' or 'omahahi'")
    key = name.strip().lower()
    key = ALIASES.get(key, key)
    if key in HOLE_CARDS or key in SHORT_DECK:
        return key, False
    if key in _HILO_NAMES:
        return _HILO_NAMES[key]
    code = name.strip().upper()
    body, hilo = (code[:-2], True) if code.endswith("/8") else (code, False)
    if len(body) >= 2 and body[0] in "NPF" and body[1:] in _PHH_LETTERS and not (hilo and body[1:] in ("T", "S")):
        return _PHH_LETTERS[body[1:]], hilo
    raise ValueError(f"unknown game {name!r}: expected one of {', '.join(GAME_NAMES + tuple(SHORT_DECK))}, an alias such as PLO, "
                     "a PHH code such as PO or PO/8, or a PQL name such as omahahi or omahahilo")


def hilo_from_game(func: "F") -> "F":
    """Decorates a public function that takes ``game`` and ``hilo``: a game
    name that means Hi-Lo ("omaha8", "PO/8", "plo8") turns ``hilo`` on, so
    every vocabulary means the same job everywhere. The signature is kept."""
    import functools
    code = func.__code__
    names = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
    at_game, at_hilo = names.index("game"), names.index("hilo")

    @functools.wraps(func)
    def wrapper(*args: "Any", **kwargs: "Any") -> "Any":
        game = args[at_game] if len(args) > at_game else kwargs.get("game")
        if game is not None and game_and_hilo(game)[1]:
            if len(args) > at_hilo:
                args = args[:at_hilo] + (True,) + args[at_hilo + 1:]
            else:
                kwargs["hilo"] = True
        return func(*args, **kwargs)
    return wrapper  # type: ignore[return-value]


_TITLES = {"holdem": "a Hold'em", "omaha": "an Omaha", "omaha5": "a 5-card Omaha", "omaha6": "a 6-card Omaha",
           "courchevel": "a Courchevel"}


def a_game(game: str) -> str:
    """The game as a message writes it, with its article: "an Omaha",
    "a Hold'em" (any name: canonical ones are looked up, others kept)."""
    return _TITLES.get(game, f"a {game}")


def check_flag(name: str, value: object) -> bool:
    """A true/false argument read exactly: a bool or a numpy bool, never a
    string or a number standing for one."""
    if not isinstance(value, bool) and not (type(value).__module__ == "numpy" and type(value).__name__ in
                                            ("bool_", "bool")):
        raise TypeError(f"{name}={value!r} has type {type(value).__name__}: expected True or False")
    return bool(value)


def check_hilo(game: str, hilo: object = True, what: str = "hilo=True") -> None:
    """The one check that a Hi-Lo (8-or-better low) job names an Omaha game:
    ValueError for Hold'em, which has no low. ``game`` canonical. A flag
    that is not a bool (numpy's included) is a TypeError: "false" is true."""
    check_flag("hilo", hilo)
    if hilo and (game == "holdem" or game in SHORT_DECK):
        raise ValueError(f"{what}: Hold'em has no 8-or-better low; use an Omaha game (4, 5 or 6 hole cards)")


def game_code(game: Optional[str]) -> int:
    """The binding's game code: 0 = implied by the hole count, else the
    number of hole cards the game deals (2 means Hold'em); a Short Deck
    game: SHORT_DECK_CODE + its rule set."""
    if game is None:
        return 0
    code = HOLE_CARDS.get(game) if isinstance(game, str) else None  # canonical names: no normalising
    if code is not None:
        return code
    name = canonical_game(game)
    return HOLE_CARDS[name] if name in HOLE_CARDS else SHORT_DECK_CODE + SHORT_DECK[name]


def game_for_hole_count(count: int) -> str:
    """The game a hole-card count implies (2 = Hold'em, 4/5/6 = Omaha)."""
    for name, n in HOLE_CARDS.items():
        if n == count:
            return name
    raise ValueError(f"{count} hole cards: expected 2 (Hold'em) or 4, 5 or 6 (Omaha)")


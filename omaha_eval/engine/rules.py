"""The rules of a game: what is played (variant, Hi-Lo, betting structure,
stakes, seats), as an immutable description.

``Rules`` is the game's definition that every part of a hand reads; it
knows nothing of hands. ``Game`` (hand.py) is the public face: these rules
plus ``deal``, which starts a Hand. The split keeps the dependency one way:
the parts of a hand build on the rules, and dealing builds on the hand.

>>> from omaha_eval.engine.rules import Rules
>>> Rules.pot_limit_omaha(small_blind=10, big_blind=20).name
'Pot-limit Omaha 10/20'
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Dict, Optional, Tuple, Type, TypeVar

from ..core.games import HOLE_CARDS, SHORT_DECK, check_hilo, game_and_hilo

NO_LIMIT = "no-limit"
POT_LIMIT = "pot-limit"
FIXED_LIMIT = "fixed-limit"
STRUCTURES = (NO_LIMIT, POT_LIMIT, FIXED_LIMIT)

MIN_SEATS, MAX_SEATS = 2, 10
# who posts the game's ante: every player, the big blind for the whole
# table (the "big-blind ante" of modern tournaments), or the button
ANTE_EVERYONE, ANTE_BIG_BLIND, ANTE_BUTTON = "everyone", "big_blind", "button"
ANTE_BY = (ANTE_EVERYONE, ANTE_BIG_BLIND, ANTE_BUTTON)
# where the game's straddles start: under the gun (left of the big blind),
# or on the button (the Mississippi straddle)
STRADDLE_UTG, STRADDLE_BUTTON = "utg", "button"


# a named constructor called on a subclass (Game) makes one of it
_R = TypeVar("_R", bound="Rules")


def _check_chips(name: str, value: object, positive: bool) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} {value!r}: expected a whole number of chips (int)")
    if value < (1 if positive else 0):
        raise ValueError(f"{name} {value}: expected {'more than 0' if positive else '0 or more'}")


@dataclass(frozen=True)
class Rules:
    """A poker game's rules as docs/RULES.md §4 describes them (``Game``,
    the public class, is these rules plus ``deal``).

    variant:   "holdem", "omaha" (4 cards), "omaha5", "omaha6" or "courchevel".
    hilo:      split pots high / 8-or-better low (Omaha games only).
    structure: "no-limit", "pot-limit" or "fixed-limit".
    small_blind, big_blind, ante: forced bets (ante 0 = none).
    small_bet, big_bet: fixed-limit units (default: the big blind and twice it).
    max_raises: fixed-limit cap: raises allowed after the bet in a round
               (default 3: bet + 3 raises; preflop the big blind is the bet);
               None = no cap.
    uncapped_heads_up: lift the fixed-limit cap when only two players remain.
    seats:     the most players the game seats (2..10).
    min_bet:   the smallest bet after the flop (default: the big blind).
    ante_by:   who posts ``ante``: "everyone" (each player posts it),
               "big_blind" (the big blind posts it once for the table) or
               "button" (the button posts it once for the table).
    straddles: forced straddles posted every hand after the blinds, e.g.
               (4,) or (4, 8); the largest forced bet sets the preflop
               price and the first player to act is left of it.
    straddle_from: "utg" (the first straddle is under the gun, the next
               one left of it...) or "button" (Mississippi: one straddle,
               on the button; the small blind then acts first).
    chip_scale: chip units per currency unit, for histories in decimals
               (100: amounts are cents). Display only: the engine plays
               integers.
    double_board: two boards from one deck, each pot halved between them
               (docs/RULES.md §8).
    button_blind: the big blind is posted by the button, and there is no
               small blind (Short Deck's button blind): the button acts last
               preflop, the player on its left first.
    bomb_pot:  every hand a bomb pot of this many chips a player (0 = none):
               dead money from everyone, no blinds, no preflop betting
               (docs/RULES.md §8); ``deal(..., bomb_pot=...)`` makes one
               hand a bomb pot.
    """

    variant: str = "omaha"
    hilo: bool = False
    structure: str = POT_LIMIT
    small_blind: int = 1
    big_blind: int = 2
    ante: int = 0
    small_bet: Optional[int] = None
    big_bet: Optional[int] = None
    max_raises: Optional[int] = 3
    uncapped_heads_up: bool = False
    seats: int = MAX_SEATS
    min_bet: Optional[int] = None
    ante_by: str = ANTE_EVERYONE
    straddles: Tuple[int, ...] = ()
    straddle_from: str = STRADDLE_UTG
    chip_scale: int = 1
    double_board: bool = False
    bomb_pot: int = 0
    button_blind: bool = False
    if TYPE_CHECKING:
        _plans: ClassVar[Dict[Tuple[Any, ...], Any]]

    def __post_init__(self) -> None:
        # forced-bet plans by seating (engine.forced): not a field, so not
        # part of equality, hashing or asdict
        object.__setattr__(self, "_plans", {})
        if not isinstance(self.hilo, bool):
            raise TypeError(f"hilo {self.hilo!r}: expected True or False")
        variant, hilo = game_and_hilo(self.variant)  # any game name; a Hi-Lo one ("PO/8", "omaha8") sets hilo
        object.__setattr__(self, "variant", variant)
        if hilo:
            object.__setattr__(self, "hilo", True)
        check_hilo(self.variant, self.hilo)
        if self.structure not in STRUCTURES:
            raise ValueError(f"structure {self.structure!r}: expected one of {', '.join(STRUCTURES)}")
        _check_chips("small blind", self.small_blind, positive=False)
        _check_chips("big blind", self.big_blind, positive=True)
        _check_chips("ante", self.ante, positive=False)
        if self.small_blind > self.big_blind:
            raise ValueError(f"small blind {self.small_blind} is above the big blind {self.big_blind}")
        if self.structure == FIXED_LIMIT:
            small = self.big_blind if self.small_bet is None else self.small_bet
            big = 2 * small if self.big_bet is None else self.big_bet
            _check_chips("small bet", small, positive=True)
            _check_chips("big bet", big, positive=True)
            object.__setattr__(self, "small_bet", small)
            object.__setattr__(self, "big_bet", big)
        elif self.small_bet is not None or self.big_bet is not None:
            raise ValueError("small_bet / big_bet are fixed-limit units: not used by "
                             f"{self.structure} (its minimum bet is the big blind)")
        if self.max_raises is not None:
            _check_chips("max_raises", self.max_raises, positive=False)
        if isinstance(self.seats, bool) or not isinstance(self.seats, int) \
                or not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ValueError(f"seats {self.seats!r}: expected {MIN_SEATS}..{MAX_SEATS}")
        if self.min_bet is not None:
            _check_chips("min_bet", self.min_bet, positive=True)
        if self.ante_by not in ANTE_BY:
            raise ValueError(f"ante_by {self.ante_by!r}: expected one of {', '.join(ANTE_BY)}")
        if isinstance(self.straddles, (str, bytes)) or not hasattr(self.straddles, "__iter__"):
            raise TypeError(f"straddles {self.straddles!r}: expected a sequence of chip amounts")
        object.__setattr__(self, "straddles", tuple(self.straddles))
        previous = self.big_blind
        for amount in self.straddles:
            _check_chips("straddle", amount, positive=True)
            if amount < previous:
                raise ValueError(f"straddle {amount}: expected at least the blind or straddle before it ({previous})")
            previous = amount
        if self.straddle_from not in (STRADDLE_UTG, STRADDLE_BUTTON):
            raise ValueError(f"straddle_from {self.straddle_from!r}: expected 'utg' or 'button'")
        if self.straddle_from == STRADDLE_BUTTON and len(self.straddles) > 1:
            raise ValueError("the Mississippi (button) straddle is a single straddle")
        if isinstance(self.chip_scale, bool) or not isinstance(self.chip_scale, int) or self.chip_scale < 1:
            raise ValueError(f"chip_scale {self.chip_scale!r}: expected a whole number 1 or more")
        if not isinstance(self.double_board, bool):
            raise TypeError(f"double_board {self.double_board!r}: expected True or False")
        _check_chips("bomb_pot", self.bomb_pot, positive=False)
        if not isinstance(self.button_blind, bool):
            raise TypeError(f"button_blind {self.button_blind!r}: expected True or False")
        if self.button_blind and (self.small_blind or self.straddles):
            raise ValueError("button_blind: the button posts the only blind (the big blind's amount): expected "
                             f"small_blind 0 and no straddles, got {self.small_blind} and {self.straddles}")

    # -- facts the hand needs ----------------------------------------------------

    @property
    def smallest_bet(self) -> int:
        """The minimum bet after the flop (no-limit, pot-limit)."""
        return self.big_blind if self.min_bet is None else self.min_bet

    @property
    def hole_cards(self) -> int:
        """Hole cards each player gets."""
        return 2 if self.variant in SHORT_DECK else HOLE_CARDS[self.variant]

    @property
    def name(self) -> str:
        """e.g. 'Pot-limit Omaha Hi-Lo 10/20'."""
        variant = {"holdem": "Hold'em", "omaha": "Omaha", "omaha5": "5-card Omaha",
                   "omaha6": "6-card Omaha", "courchevel": "Courchevel", "shortdeck": "Short Deck",
                   "shortdeck_straights": "Short Deck (straights beat trips)"}[self.variant]
        hilo = " Hi-Lo" if self.hilo else ""
        stakes = f"button blind {self.big_blind}" if self.button_blind else f"{self.small_blind}/{self.big_blind}"
        if self.structure == FIXED_LIMIT:
            stakes = f"{self.small_bet}/{self.big_bet}"
        ante = f" ante {self.ante}" if self.ante else ""
        double = " double board" if self.double_board else ""
        bomb = f" bomb pot {self.bomb_pot}" if self.bomb_pot else ""
        return f"{self.structure.capitalize()} {variant}{hilo}{double} {stakes}{ante}{bomb}"

    # -- named constructors --------------------------------------------------------

    @classmethod
    def no_limit_short_deck(cls: Type[_R], ante: int, button_blind: int, straights_beat_trips: bool = False,
                            seats: int = 6) -> _R:
        """Short Deck (6+) Hold'em as rooms deal it: every player antes,
        the button posts the only blind (``button_blind``, typically one or
        two antes) and acts last preflop; the minimum bet is the button
        blind. Trips beat a straight unless ``straights_beat_trips``."""
        return cls("shortdeck_straights" if straights_beat_trips else "shortdeck", False, NO_LIMIT, 0, button_blind,
                   ante, seats=seats, button_blind=True)

    @classmethod
    def no_limit_holdem(cls: Type[_R], small_blind: int, big_blind: int, ante: int = 0,
                        seats: int = MAX_SEATS) -> _R:
        return cls("holdem", False, NO_LIMIT, small_blind, big_blind, ante, seats=seats)

    @classmethod
    def pot_limit_holdem(cls: Type[_R], small_blind: int, big_blind: int, ante: int = 0,
                         seats: int = MAX_SEATS) -> _R:
        return cls("holdem", False, POT_LIMIT, small_blind, big_blind, ante, seats=seats)

    @classmethod
    def fixed_limit_holdem(cls: Type[_R], small_bet: int, big_bet: Optional[int] = None,
                           small_blind: Optional[int] = None, ante: int = 0, max_raises: Optional[int] = 3,
                           uncapped_heads_up: bool = False, seats: int = MAX_SEATS) -> _R:
        return cls._fixed("holdem", False, small_bet, big_bet, small_blind, ante, max_raises,
                          uncapped_heads_up, seats)

    @classmethod
    def pot_limit_omaha(cls: Type[_R], small_blind: int, big_blind: int, ante: int = 0, cards: int = 4,
                        hilo: bool = False, seats: int = MAX_SEATS, double_board: bool = False,
                        bomb_pot: int = 0) -> _R:
        """PLO; cards=5 or 6 for the big-hand forms; double_board and
        bomb_pot as in ``Game``."""
        return cls(_omaha(cards), hilo, POT_LIMIT, small_blind, big_blind, ante, seats=seats,
                   double_board=double_board, bomb_pot=bomb_pot)

    @classmethod
    def pot_limit_omaha_hilo(cls: Type[_R], small_blind: int, big_blind: int, ante: int = 0, cards: int = 4,
                             seats: int = MAX_SEATS, double_board: bool = False, bomb_pot: int = 0) -> _R:
        return cls(_omaha(cards), True, POT_LIMIT, small_blind, big_blind, ante, seats=seats,
                   double_board=double_board, bomb_pot=bomb_pot)

    @classmethod
    def no_limit_omaha(cls: Type[_R], small_blind: int, big_blind: int, ante: int = 0, cards: int = 4,
                       hilo: bool = False, seats: int = MAX_SEATS, double_board: bool = False,
                       bomb_pot: int = 0) -> _R:
        return cls(_omaha(cards), hilo, NO_LIMIT, small_blind, big_blind, ante, seats=seats,
                   double_board=double_board, bomb_pot=bomb_pot)

    @classmethod
    def fixed_limit_omaha(cls: Type[_R], small_bet: int, big_bet: Optional[int] = None,
                          small_blind: Optional[int] = None, ante: int = 0, cards: int = 4, hilo: bool = False,
                          max_raises: Optional[int] = 3, uncapped_heads_up: bool = False,
                          seats: int = MAX_SEATS) -> _R:
        return cls._fixed(_omaha(cards), hilo, small_bet, big_bet, small_blind, ante, max_raises,
                          uncapped_heads_up, seats)

    @classmethod
    def fixed_limit_omaha_hilo(cls: Type[_R], small_bet: int, big_bet: Optional[int] = None,
                               small_blind: Optional[int] = None, ante: int = 0, cards: int = 4,
                               max_raises: Optional[int] = 3, uncapped_heads_up: bool = False,
                               seats: int = MAX_SEATS) -> _R:
        return cls._fixed(_omaha(cards), True, small_bet, big_bet, small_blind, ante, max_raises,
                          uncapped_heads_up, seats)

    @classmethod
    def pot_limit_courchevel(cls: Type[_R], small_blind: int, big_blind: int, ante: int = 0, hilo: bool = False,
                             seats: int = MAX_SEATS) -> _R:
        return cls("courchevel", hilo, POT_LIMIT, small_blind, big_blind, ante, seats=seats)

    @classmethod
    def _fixed(cls: Type[_R], variant: str, hilo: bool, small_bet: int, big_bet: Optional[int],
               small_blind: Optional[int], ante: int, max_raises: Optional[int],
               uncapped_heads_up: bool, seats: int) -> _R:
        # the big blind is the small bet; the small blind half of it, rounded
        # down for odd limits (seed 001)
        small_blind = small_bet // 2 if small_blind is None else small_blind
        return cls(variant, hilo, FIXED_LIMIT, small_blind, small_bet, ante, small_bet, big_bet,
                   max_raises, uncapped_heads_up, seats)


def _omaha(cards: int) -> str:
    names = {4: "omaha", 5: "omaha5", 6: "omaha6"}
    if cards not in names:
        raise ValueError(f"Omaha with {cards!r} hole cards: expected 4, 5 or 6")
    return names[cards]

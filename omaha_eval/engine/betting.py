"""What the player to act may do: the legal actions and their amounts.

Amounts for bets and raises are "to" amounts: the player's total bet on the
street after the action, as dealers announce them ("raise to 70").
"""
from __future__ import annotations

from typing import NamedTuple, Optional, Tuple


class LegalActions(NamedTuple):
    """The choices of ``seat`` now (immutable; a NamedTuple because the
    engine builds one per action and this is the cheapest to build).

    call_amount: chips a call puts in (may be less than owed: all-in), or None.
    min_to / max_to: bounds of a bet (``can_bet``) or raise (``can_raise``) as
    a total street bet; full_min_to is the smallest full bet/raise: below
    it, the only such move is the all-in for less.
    all_in_to: the street total if the player pushes everything, or None when
    going all-in is not a legal move (e.g. above the pot-limit maximum).
    """

    seat: Optional[int]
    can_fold: bool = False
    can_check: bool = False
    call_amount: Optional[int] = None
    can_bet: bool = False
    can_raise: bool = False
    min_to: Optional[int] = None
    max_to: Optional[int] = None
    all_in_to: Optional[int] = None
    can_show: bool = False
    can_muck: bool = False
    full_min_to: Optional[int] = None

    @property
    def can_call(self) -> bool:
        return self.call_amount is not None

    @property
    def names(self) -> Tuple[str, ...]:
        """The legal action names, e.g. ('fold', 'call', 'raise_to', 'all_in')."""
        found = []
        for name, ok in (("fold", self.can_fold), ("check", self.can_check), ("call", self.can_call),
                         ("bet", self.can_bet), ("raise_to", self.can_raise),
                         ("all_in", self.all_in_to is not None), ("show", self.can_show),
                         ("muck", self.can_muck)):
            if ok:
                found.append(name)
        return tuple(found)

    def allows_to(self, amount: int) -> bool:
        """Whether a bet/raise to ``amount`` is legal now."""
        if not (self.can_bet or self.can_raise):
            return False
        # set whenever a bet or raise is possible
        assert self.min_to is not None and self.max_to is not None and self.full_min_to is not None
        # below the full minimum only the all-in for less is allowed
        return self.min_to <= amount <= self.max_to and (amount >= self.full_min_to or amount == self.all_in_to)

    def describe(self) -> str:
        """e.g. 'fold, call 50, raise to 70..240'."""
        if self.seat is None:
            return "nothing: the hand is over"
        parts = []
        if self.can_fold:
            parts.append("fold")
        if self.can_check:
            parts.append("check")
        if self.call_amount is not None:
            parts.append(f"call {self.call_amount}")
        if self.can_bet or self.can_raise:
            word = "bet" if self.can_bet else "raise to"
            if self.min_to == self.max_to:
                parts.append(f"{word} {self.min_to}")
            elif self.full_min_to is not None and self.max_to is not None and self.full_min_to > self.max_to:
                parts.append(f"{word} {self.all_in_to} (all-in)")
            else:
                parts.append(f"{word} {self.min_to}..{self.max_to}")
        if self.all_in_to is not None:
            parts.append(f"all-in (to {self.all_in_to})")
        if self.can_show:
            parts.append("show")
        if self.can_muck:
            parts.append("muck")
        return f"seat {self.seat} may: " + ", ".join(parts)

    def __str__(self) -> str:
        return self.describe()


def fixed_limit_bounds(street: int, to_match: int, small_bet: Optional[int],
                       big_bet: Optional[int]) -> Tuple[int, int]:
    """(full_min_to, max_to) of a fixed-limit bet or raise before the stack
    cap: one unit more than the bet to match, the small bet preflop and on
    the flop, the big bet after. (Pot- and no-limit bounds are worked out in
    rounds.compute_legal_actions, the engine's hot path.)"""
    unit = small_bet if street < 2 else big_bet  # small bet preflop and flop
    assert unit is not None  # a fixed-limit Game always sets both units
    return to_match + unit, to_match + unit

"""Pots from what each seat put in: the main pot and the side pots.

A live player who is all-in can win from each opponent only what they put
in themselves; the rest goes to side pots among the players who put in more.
Folded players' chips are dead money in the layers they reached.
"""
from __future__ import annotations

from typing import List, Optional, Sequence, Tuple

from ..showdown import Pot


def build_pots(committed: Sequence[int], live: Sequence[bool], all_in: Sequence[bool]) -> List[Pot]:
    """The pots, main first.

    Layers are cut at each live all-in player's total (they cannot win more
    from anyone than they put in) and at the top; players still able to bet
    are eligible for every layer, since they can still match it.
    """
    if not any(alive and out for alive, out in zip(live, all_in)):
        # nobody live is all-in (the usual case): one pot for every live player
        return [Pot(sum(committed), tuple(seat for seat, alive in enumerate(live) if alive))]
    top = max(committed, default=0)
    levels = sorted({c for c, alive, out in zip(committed, live, all_in) if alive and out and c > 0} | {top})
    pots: List[Pot] = []
    previous = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, previous) for c in committed)
        eligible = tuple(seat for seat, c in enumerate(committed)
                         if live[seat] and (c >= level or not all_in[seat]))
        if not amount:
            continue
        if pots and (pots[-1].eligible == eligible or not eligible):
            # same claimants, or a layer nobody live reached (a folded bet
            # above every live all-in): it belongs to the pot below
            pots[-1] = Pot(pots[-1].amount + amount, pots[-1].eligible)
        else:
            pots.append(Pot(amount, eligible))
        previous = level
    return pots


def uncalled_excess(committed: Sequence[int]) -> Optional[Tuple[int, int]]:
    """(seat, chips) of a bet nobody matched, or None: the top contributor's
    excess over the second-highest contribution goes back to them."""
    top_seat, top, second = -1, -1, -1
    for seat, c in enumerate(committed):
        if c > top:
            top_seat, top, second = seat, c, top
        elif c > second:
            second = c
    if top > second >= 0 and top > 0:
        return top_seat, top - second
    return None

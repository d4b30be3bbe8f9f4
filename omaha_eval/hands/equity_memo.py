"""Exact all-in pot shares, remembered by the deal's suit pattern.

An exact equity depends on the cards only up to a relabelling of the four
suits, so two all-ins that differ by suits alone (AsKs against QdQc, and
AhKh against QcQs) have the same result. A deal's canonical form is the
sorted list of its four suits' signatures, a suit's signature being the
ranks of its cards in each part of the deal (each player's hand, the
board, the dead cards), each part's ranks as a bit mask: swapping suits
only reorders the signatures, and the signatures give the deal back up to
a relabelling, so the form names exactly one class of deals. The memo is
keyed by it and computes a class once on a representative deal (suit i
for the i-th signature).

A database import meets the same matchups again and again (AA against KK
preflop in Hold'em has only a few suit classes), and the exact Hold'em
preflop enumeration is most of an all-in hand's cost.
"""
from __future__ import annotations

from functools import lru_cache
from typing import List, Sequence, Tuple

import omaha_eval as oe

_SHARE = 0          # the counter of the expected pot share (EquityResult.counters)
_MEMO_SIZE = 1 << 13   # deals remembered (under 1 KB each: a few MB at most)

Signature = Tuple[int, ...]   # per part of the deal, the ranks of its cards of one suit, bit r for rank r


def suit_form(parts: Sequence[Sequence[int]]) -> Tuple[Signature, ...]:
    """The canonical form of a deal given as parts (hands, then board and
    dead cards), cards as numbers rank * 4 + suit: equal for two deals
    exactly when a relabelling of the suits turns one into the other."""
    masks = [[0] * len(parts) for _ in range(4)]
    for index, part in enumerate(parts):
        for card in part:
            masks[card & 3][index] |= 1 << (card >> 2)   # (a part holds a card once: no rank twice in a suit)
    return tuple(sorted(map(tuple, masks)))


def pot_shares(hands: Sequence[Sequence[int]], board: Sequence[int], dead: Sequence[int], game: str,
               hilo: bool) -> Tuple[int, Tuple[int, ...]]:
    """(boards, each hand's share counter) of oe.equity for these exact
    hands: ``counter / (boards * 5040)`` is the hand's expected pot share."""
    return _shares_of_form(suit_form([*hands, board, dead]), game, bool(hilo))


@lru_cache(maxsize=_MEMO_SIZE)
def _shares_of_form(form: Tuple[Signature, ...], game: str, hilo: bool) -> Tuple[int, Tuple[int, ...]]:
    parts: List[List[int]] = [[] for _ in form[0]]
    for suit, signature in enumerate(form):
        for index, mask in enumerate(signature):
            parts[index].extend(rank * 4 + suit for rank in range(13) if mask >> rank & 1)
    *hands, board, dead = parts
    # plain int lists take oe.equity's quick exact path; an import runs on one core
    result = oe.equity(hands, board=board, dead=dead, game=game, hilo=hilo, threads=1)
    return result.boards, tuple(counters[_SHARE] for counters in result.counters)


def clear_memo() -> None:
    """Forget every remembered deal (a benchmark's rounds start cold)."""
    _shares_of_form.cache_clear()


def memo_hits() -> Tuple[int, int]:
    """(calls answered from the memo, calls computed) since it was last cleared."""
    info = _shares_of_form.cache_info()
    return info.hits, info.misses

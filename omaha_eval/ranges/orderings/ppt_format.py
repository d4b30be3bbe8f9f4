"""ProPokerTools' ordering-file notation for a starting-hand class: the
cards of each suit holding two or more as a parenthesised group of ranks
(``(AK)(AK)`` = AsKsAhKh), every other card bare and of a suit of its own
(``(AK)QJ`` = AsKs with a queen and a jack of two other suits)."""
from __future__ import annotations

from typing import Any, Dict, List

_RANKS = "23456789TJQKA"


def ppt_text(hand: Any) -> str:
    """A hand in ProPokerTools' ordering-file notation: each suit with two
    or more cards as a parenthesised group of ranks, the rest bare."""
    by_suit: Dict[int, List[int]] = {}
    for c in sorted((int(x) for x in hand), reverse=True):
        by_suit.setdefault(c & 3, []).append(c >> 2)
    groups = sorted((sorted(r, reverse=True) for r in by_suit.values() if len(r) >= 2), reverse=True)
    bare = sorted((r[0] for r in by_suit.values() if len(r) == 1), reverse=True)
    return "".join("(" + "".join(_RANKS[r] for r in g) + ")" for g in groups) + "".join(_RANKS[r] for r in bare)


def parse_ppt(text: str, k: int) -> List[int]:
    """Cards of one class written as ``ppt_text`` writes it: each group in
    parentheses one suit, each bare card a suit of its own."""
    groups: List[List[int]] = []
    i = 0
    while i < len(text):
        ch = text[i].upper()
        if ch == "(":
            end = text.find(")", i)
            if end < 0:
                raise ValueError(f"{text!r}: '(' without ')'")
            inner = text[i + 1:end].upper()
            if len(inner) < 2 or any(r not in _RANKS for r in inner):
                raise ValueError(f"{text!r}: a group needs two or more ranks of {_RANKS}, got {inner!r}")
            groups.append([_RANKS.index(r) for r in inner])
            i = end + 1
        elif ch in _RANKS:
            groups.append([_RANKS.index(ch)])
            i += 1
        else:
            raise ValueError(f"{text!r}: unexpected {text[i]!r} (expected ranks {_RANKS} and parentheses)")
    if len(groups) > 4:
        raise ValueError(f"{text!r}: {len(groups)} suits (groups and bare cards); a deck has 4")
    cards = [r * 4 + s for s, g in enumerate(groups) for r in g]
    if len(cards) != k:
        raise ValueError(f"{text!r} holds {len(cards)} cards: expected {k}")
    if len(set(cards)) != len(cards):
        raise ValueError(f"{text!r}: a rank twice in one suit")
    return cards

"""Patterns (docs/ranges.md "Patterns" and "Spans"): the cards a hand must hold.

A pattern card is the set of cards it may be (a 52-bit mask), optionally a
rank variable and a suit variable, and a brace group (cards of one ``{...}``
have pairwise different ranks). A rank written as one letter outside a list
is "fixed": spans step it, and variables may not take it; likewise a suit
written as a letter. The C matcher (src/oe_range.c) tests a compiled pattern
against every hand of the game.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from typing import Dict, List, Optional, Tuple

RANK_CHARS = "23456789tjqka"
SUIT_CHARS = "cdhs"
ALL_SUITS = 0xF
ALL_CARDS = (1 << 52) - 1


def rank_cards(ranks: int) -> int:
    """The cards of the ranks in a 13-bit rank mask."""
    mask = 0
    for r in range(13):
        if ranks >> r & 1:
            mask |= 0xF << (4 * r)
    return mask


def suit_cards(suits: int) -> int:
    """The cards of the suits in a 4-bit suit mask."""
    mask = 0
    for s in range(4):
        if suits >> s & 1:
            mask |= 0x1111111111111 << s
    return mask


@dataclass(frozen=True)
class PatternCard:
    cards: int                      # the cards this one may be
    fixed_rank: Optional[int] = None  # a rank written as one letter
    suits: int = ALL_SUITS          # the suit mask written (all if none)
    suit_written: bool = False      # a suit letter was written
    rank_var: Optional[str] = None
    suit_var: Optional[str] = None
    brace: int = 0

    def stepped(self, by: int) -> "PatternCard":
        """The same card with its fixed rank moved by `by` ranks."""
        if self.fixed_rank is None or by == 0:
            return self
        rank = self.fixed_rank + by
        return replace(self, fixed_rank=rank, cards=rank_cards(1 << rank) & suit_cards(self.suits))

    def shape(self) -> Tuple[object, ...]:
        """What two span ends must share at this position."""
        return (self.fixed_rank is None, None if self.fixed_rank is not None else self.cards,
                self.suits, self.suit_written, self.rank_var, self.suit_var, self.brace)


@dataclass(frozen=True)
class Pattern:
    cards: Tuple[PatternCard, ...]

    def compiled(self) -> Tuple[List[Tuple[int, int, int, int]], int, int]:
        """(cards as (mask, rank var id, suit var id, brace), ranks and suits
        variables may not take), for _core.range_fill."""
        rank_ids: Dict[str, int] = {}
        suit_ids: Dict[str, int] = {}
        rank_excl = 0
        suit_excl = 0
        out = []
        for c in self.cards:
            if c.fixed_rank is not None:
                rank_excl |= 1 << c.fixed_rank
            if c.suit_written:
                suit_excl |= c.suits
            rank_id = -1 if c.rank_var is None else rank_ids.setdefault(c.rank_var, len(rank_ids))
            suit_id = -1 if c.suit_var is None else suit_ids.setdefault(c.suit_var, len(suit_ids))
            out.append((c.cards, rank_id, suit_id, c.brace))
        return out, rank_excl, suit_excl

    def fixed_ranks(self) -> List[int]:
        return [c.fixed_rank for c in self.cards if c.fixed_rank is not None]

    def stepped(self, by: int) -> "Pattern":
        return Pattern(tuple(c.stepped(by) for c in self.cards))


def span_between(first: Pattern, last: Pattern) -> Optional[List[Pattern]]:
    """`P-Q`: the patterns from first to last, the positions that differ
    stepping together; None if the ends have different shapes. The cards of
    the ends are paired in written order if that works, else in the first
    order that does (`TsJs-KsQs`: suits travel with their cards)."""
    if len(first.cards) != len(last.cards):
        return None
    for order in itertools.permutations(range(len(last.cards))):
        found = _span_in_order(first, Pattern(tuple(last.cards[i] for i in order)))
        if found is not None:
            return found
    return None


def _span_in_order(first: Pattern, last: Pattern) -> Optional[List[Pattern]]:
    steps = set()
    for a, b in zip(first.cards, last.cards):
        if a.shape() != b.shape():
            return None
        if a.fixed_rank is not None and b.fixed_rank is not None and a.fixed_rank != b.fixed_rank:
            steps.add(b.fixed_rank - a.fixed_rank)
    if not steps:
        return [first]
    if len(steps) != 1:
        return None
    (total,) = steps
    sign = 1 if total > 0 else -1
    moving = [a.fixed_rank is not None and b.fixed_rank is not None and a.fixed_rank != b.fixed_rank
              for a, b in zip(first.cards, last.cards)]
    out = []
    for t in range(abs(total) + 1):
        out.append(Pattern(tuple(c.stepped(sign * t) if move else c
                                 for c, move in zip(first.cards, moving))))
    return out


def span_open(first: Pattern, up: bool, kicker_only: bool = False) -> List[Pattern]:
    """`P+` / `P-`: every fixed rank steps up (down) until one would pass
    the ace (the deuce). With kicker_only (Hold'em's `A2s+`, `KT+`), only the
    lower of two different ranks moves, and stops below the higher one."""
    ranks = first.fixed_ranks()
    if not ranks:
        return [first]
    if kicker_only:
        high, low = max(ranks), min(ranks)
        stop = high - 1 if up else 0
        count = abs(stop - low)
        which = [c.fixed_rank == low for c in first.cards]
        sign = 1 if up else -1
        return [Pattern(tuple(c.stepped(sign * t) if w else c for c, w in zip(first.cards, which)))
                for t in range(count + 1)]
    count = 12 - max(ranks) if up else min(ranks)
    return [first.stepped(t if up else -t) for t in range(count + 1)]

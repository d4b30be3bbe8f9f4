"""A brute-force reading of docs/ranges.md, independent of omaha_eval.ranges.

Range texts are generated here as structures (patterns of cards, spans,
constraints, unions) and rendered to text; the oracle decides membership of
a hand straight from the structure by trying every assignment of the
pattern's cards (padded with '*') to the hand's cards. Slow and plain.
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field, replace
from typing import Callable, FrozenSet, List, Optional, Sequence, Tuple

RANKS = "23456789TJQKA"
SUITS = "cdhs"
ALL_RANKS = frozenset(range(13))
ALL_SUITS = frozenset(range(4))


@dataclass(frozen=True)
class OCard:
    text: str
    ranks: FrozenSet[int] = ALL_RANKS
    suits: FrozenSet[int] = ALL_SUITS
    cards: Optional[FrozenSet[int]] = None   # a list of exact cards/ranks: any of these cards
    rank_var: Optional[str] = None
    suit_var: Optional[str] = None
    written_rank: Optional[int] = None       # one rank letter (spans move it; variables avoid it)
    written_suit: Optional[int] = None       # one suit letter (variables avoid it)

    def fits(self, card: int) -> bool:
        rank, suit = card // 4, card % 4
        if self.cards is not None and card not in self.cards:
            return False
        return rank in self.ranks and suit in self.suits

    def moved(self, by: int) -> "OCard":
        if self.written_rank is None:
            return self
        r = self.written_rank + by
        suit = "" if self.written_suit is None else SUITS[self.written_suit]
        var = self.suit_var or ""
        return replace(self, text=RANKS[r] + suit + var, ranks=frozenset([r]), written_rank=r)


STAR = OCard("*")


@dataclass
class OPattern:
    cards: List[OCard]
    brace: Tuple[int, int] = (0, 0)   # cards[a:b] are inside {}: pairwise different ranks

    def text(self) -> str:
        parts = [c.text for c in self.cards]
        a, b = self.brace
        if b > a:
            parts[a] = "{" + parts[a]
            parts[b - 1] = parts[b - 1] + "}"
        return "".join(parts)

    def moved(self, by: int) -> "OPattern":
        return OPattern([c.moved(by) for c in self.cards], self.brace)

    def written_ranks(self) -> List[int]:
        return [c.written_rank for c in self.cards if c.written_rank is not None]


def board_matches(p: OPattern, board: Sequence[int]) -> bool:
    """Boards: the flop in any order, then the turn and river in place."""
    flop, rest = list(board[:3]), tuple(board[3:])
    return any(pattern_matches(p, tuple(order) + rest, fixed_order=True)
               for order in itertools.permutations(flop))


def pattern_matches(p: OPattern, hand: Sequence[int], fixed_order: bool = False) -> bool:
    """Every one-to-one pairing of the padded pattern with the hand (with
    fixed_order, only the hand's order as given)."""
    cards = list(p.cards) + [STAR] * (len(hand) - len(p.cards))
    if len(cards) > len(hand):
        return False
    written_ranks = {c.written_rank for c in p.cards if c.written_rank is not None}
    written_suits = {c.written_suit for c in p.cards if c.written_suit is not None}
    a, b = p.brace
    for order in ([tuple(hand)] if fixed_order else itertools.permutations(hand)):
        if not all(c.fits(x) for c, x in zip(cards, order)):
            continue
        rank_of = {}
        suit_of = {}
        ok = True
        for c, x in zip(cards, order):
            if c.rank_var is not None:
                if rank_of.setdefault(c.rank_var, x // 4) != x // 4:
                    ok = False
            if c.suit_var is not None:
                if suit_of.setdefault(c.suit_var, x % 4) != x % 4:
                    ok = False
        if not ok:
            continue
        if len(set(rank_of.values())) != len(rank_of) or len(set(suit_of.values())) != len(suit_of):
            continue
        if set(rank_of.values()) & written_ranks or set(suit_of.values()) & written_suits:
            continue
        brace_ranks = [x // 4 for x in order[a:b]]
        if len(set(brace_ranks)) != len(brace_ranks):
            continue
        return True
    return False


# An expression is a function hand -> bool, with its text.
@dataclass
class Expr:
    text: str
    test: Callable[[Sequence[int]], bool]
    patterns: List[OPattern] = field(default_factory=list)  # to build likely members


def pattern_expr(p: OPattern) -> Expr:
    return Expr(p.text(), lambda h: pattern_matches(p, h), [p])


def union(parts: List[Expr]) -> Expr:
    return Expr(",".join(e.text for e in parts), lambda h: any(e.test(h) for e in parts),
                [p for e in parts for p in e.patterns])


# -- generation --------------------------------------------------------------
RANK_VARS = "RONP"
SUIT_VARS = "wxyz"
RANK_CLASSES = {"$B": "AKQJ", "$M": "T987", "$Z": "65432", "$L": "A2345678", "$N": "KQJT9",
                "$F": "KQJ", "$R": "AKQJT", "$W": "A2345"}
# constraint macros as the patterns docs/ranges.md defines them
CONSTRAINTS = {"$ds": (":", "xxyy"), "$ss": (":", "xxyz"), "$np": ("!", "RR"), "$op": (":", "RRON"),
               "$tp": (":", "RROO"), "$nt": ("!", "RRR")}


def rank_set(text: str) -> FrozenSet[int]:
    return frozenset(RANKS.index(c) for c in text)


def random_card(rng: random.Random, after_rankless: bool, spanable: bool = False) -> OCard:
    """One pattern card. after_rankless: the previous card ends in a rank
    only, so a bare suit here would join it; write '*s' instead."""
    kind = rng.choice(["rank", "rank", "card", "star", "suit", "suitvar", "rankvar", "rankvar_suitvar",
                       "rank_suitvar", "list", "listspan", "listcards", "macro"] if not spanable
                      else ["rank", "rank", "card", "rank_suitvar"])
    r = rng.randrange(13)
    s = rng.randrange(4)
    if kind == "rank":
        return OCard(RANKS[r], ranks=frozenset([r]), written_rank=r)
    if kind == "card":
        return OCard(RANKS[r] + SUITS[s], ranks=frozenset([r]), suits=frozenset([s]), written_rank=r, written_suit=s)
    if kind == "star":
        return STAR
    if kind == "suit":
        return OCard(("*" if after_rankless else "") + SUITS[s], suits=frozenset([s]), written_suit=s)
    if kind == "suitvar":
        v = rng.choice(SUIT_VARS)
        return OCard(("*" if after_rankless else "") + v, suit_var=v)
    if kind == "rankvar":
        v = rng.choice(RANK_VARS)
        return OCard(v, rank_var=v)
    if kind == "rankvar_suitvar":
        v, w = rng.choice(RANK_VARS), rng.choice(SUIT_VARS)
        return OCard(v + w, rank_var=v, suit_var=w)
    if kind == "rank_suitvar":
        w = rng.choice(SUIT_VARS)
        return OCard(RANKS[r] + w, ranks=frozenset([r]), suit_var=w, written_rank=r)
    if kind == "list":
        ranks = rng.sample(range(13), rng.randint(1, 4))
        return OCard("[" + ",".join(RANKS[x] for x in ranks) + "]", ranks=frozenset(ranks))
    if kind == "listspan":
        a, b = rng.randrange(13), rng.randrange(13)
        lo, hi = min(a, b), max(a, b)
        return OCard(f"[{RANKS[a]}-{RANKS[b]}]", ranks=frozenset(range(lo, hi + 1)))
    if kind == "listcards":
        items = []
        cards = set()
        for _ in range(rng.randint(1, 3)):
            x = rng.randrange(13)
            if rng.random() < 0.5:
                y = rng.randrange(4)
                items.append(RANKS[x] + SUITS[y])
                cards.add(x * 4 + y)
            else:
                items.append(RANKS[x])
                cards.update(x * 4 + y for y in range(4))
        return OCard("[" + ",".join(items) + "]", cards=frozenset(cards))
    name = rng.choice(sorted(RANK_CLASSES))
    return OCard(name, ranks=rank_set(RANK_CLASSES[name]))


def exact_card(c: OCard) -> Optional[int]:
    """The one card a pattern card names (9c, [9c]), or None."""
    if c.cards is not None:
        return next(iter(c.cards)) if len(c.cards) == 1 else None
    if len(c.ranks) == 1 and len(c.suits) == 1 and c.rank_var is None and c.suit_var is None:
        return next(iter(c.ranks)) * 4 + next(iter(c.suits))
    return None


def random_pattern(rng: random.Random, k: int, spanable: bool = False) -> OPattern:
    n = rng.randint(1, k)
    cards: List[OCard] = []
    for _ in range(n):
        prev = cards[-1].text if cards else ""
        after_rankless = bool(prev) and prev[-1] not in SUITS + SUIT_VARS + "}"
        card = random_card(rng, after_rankless, spanable)
        # one card written twice (9c9c) is an error by the range language, not a pattern
        while exact_card(card) is not None and exact_card(card) in {exact_card(c) for c in cards}:
            card = random_card(rng, after_rankless, spanable)
        cards.append(card)
    brace = (0, 0)
    if not spanable and n >= 2 and rng.random() < 0.2:
        a = rng.randrange(n - 1)
        b = rng.randint(a + 2, n)
        # a bare suit right after '{' is fine; one right after '}' needs its star
        brace = (a, b)
        if b < n and cards[b].text[:1] in SUITS + SUIT_VARS:
            cards[b] = replace(cards[b], text="*" + cards[b].text)
    return OPattern(cards, brace)


def random_span(rng: random.Random, k: int) -> Expr:
    p = random_pattern(rng, k, spanable=True)
    ranks = p.written_ranks()
    lo, hi = min(ranks), max(ranks)
    form = rng.choice(["+", "-", "to"])
    if form == "+":
        steps = [p.moved(t) for t in range(12 - hi + 1)]
        text = p.text() + "+"
    elif form == "-":
        steps = [p.moved(-t) for t in range(lo + 1)]
        text = p.text() + "-"
    else:
        by = rng.randint(-lo, 12 - hi)
        steps = [p.moved(t if by >= 0 else -t) for t in range(abs(by) + 1)]
        text = p.text() + "-" + p.moved(by).text()
    return Expr(text, lambda h: any(pattern_matches(s, h) for s in steps), steps)


def random_term(rng: random.Random, k: int, depth: int) -> Expr:
    roll = rng.random()
    if roll < 0.2:
        return random_span(rng, k)
    if roll < 0.3 and depth < 2:
        inner = random_range(rng, k, depth + 1)
        return Expr("(" + inner.text + ")", inner.test, inner.patterns)
    return pattern_expr(random_pattern(rng, k))


def constraint(rng: random.Random, k: int, depth: int) -> Tuple[str, Expr]:
    if rng.random() < 0.4:
        name = rng.choice(sorted(CONSTRAINTS))
        op, body = CONSTRAINTS[name]
        cards = [OCard(c, rank_var=c) if c in RANK_VARS else OCard(c, suit_var=c) for c in body]
        p = OPattern(cards)
        if len(cards) > k:
            return constraint(rng, k, depth)
        return op, Expr(name, lambda h: pattern_matches(p, h))
    return rng.choice(":!"), random_term(rng, k, depth)


def random_part(rng: random.Random, k: int, depth: int) -> Expr:
    left = random_term(rng, k, depth)
    text = left.text
    tests: List[Tuple[str, Callable[[Sequence[int]], bool]]] = []
    for _ in range(rng.choice([0, 0, 1, 1, 2])):
        op, right = constraint(rng, k, depth)
        text += right.text if right.text in CONSTRAINTS else op + right.text
        tests.append((op, right.test))

    def test(h: Sequence[int]) -> bool:
        inside = left.test(h)
        for op, t in tests:
            inside = (inside and t(h)) if op == ":" else (inside and not t(h))
        return inside
    return Expr(text, test, left.patterns)


def random_range(rng: random.Random, k: int, depth: int = 0) -> Expr:
    return union([random_part(rng, k, depth) for _ in range(rng.choice([1, 1, 2, 3]))])


def likely_member(rng: random.Random, p: OPattern, k: int) -> Optional[List[int]]:
    """A hand built to contain the pattern's cards (variables ignored), or None."""
    hand: List[int] = []
    for c in p.cards:
        choices = [x for x in range(52) if c.fits(x) and x not in hand]
        if not choices:
            return None
        hand.append(rng.choice(choices))
    rest = [x for x in range(52) if x not in hand]
    hand += rng.sample(rest, k - len(hand))
    return hand

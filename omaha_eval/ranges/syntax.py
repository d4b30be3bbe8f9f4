"""The Python parser: range text (docs/ranges.md) to the nodes of nodes.py.

Not how the package reads hand ranges: ``Range`` reads them in C
(c_parser.py, src/oe_range_*.c). This parser is kept as the oracle the C
parser is held to (tests/ranges/test_c_parser.py through
tests/ranges/python_parser.py, and bench/ranges_c.py's baseline), and it
still reads board ranges (boards.py) until they move to C.

Grammar, on the text after macro expansion (whitespace dropped, case folded):

    union   := part (',' part)*            part := inter ['@' weight]
    inter   := [term] ((':' | '!') term)*  (a leading ':' or '!' acts on '*')
    term    := '(' union ')' ['@' weight] | percent | span
    percent := N '%' ['-' M '%'] ['6h']
    span    := pattern ['+' | '-' | '-' pattern]
    pattern := (card | '{' card+ '}')+     card := [rank] [suit]
    rank    := A..2 | '*' | list | another letter (a rank variable)
    suit    := s h d c | w x y z (a suit variable)
    list    := '[' item (',' item)* ']'    item := rank [suit] | rank '-' rank
"""
from __future__ import annotations

import re
from typing import Any, Callable, List, Optional, Tuple

from .errors import RangeSyntaxError
from .macros import expand
from .nodes import Combine, Everything, Node, Patterns, Percent, Union, Weighted, weighted_or
from .patterns import (ALL_CARDS, ALL_SUITS, RANK_CHARS, SUIT_CHARS, Pattern, PatternCard,
                       rank_cards, span_between, span_open, suit_cards)

SUIT_VARS = "wxyz"
PATTERN_START = set(RANK_CHARS + SUIT_CHARS + SUIT_VARS + "*[{") | set("abcdefghijklmnopqrstuvwxyz")
_PERCENT = re.compile(r"(\d+(?:\.\d*)?)%(?:-(\d+(?:\.\d*)?)%)?(6h)?")
_HOLDEM_SHORT = re.compile(r"([2-9tjqka])([2-9tjqka])([so])(?![a-z*\[{])")
_RANDOM = re.compile(r"random(?![a-z*\[{])")

# constraint macros whose names players often type without the `$`
SUFFIX_MACROS = ("ds", "ss", "np", "op", "tp", "nt")
MAX_DEPTH = 50  # parentheses; far below Python's recursion limit
Resolver = Callable[[bool], Tuple[Any, Any, Any]]


def _card_text(mask: int) -> str:
    card = mask.bit_length() - 1
    return "23456789TJQKA"[card >> 2] + SUIT_CHARS[card & 3]


class Parser:
    def __init__(self, text: str, k: int, game: str, resolve: Optional[Resolver]) -> None:
        self.text = text
        expanded, self.cols = expand(text)
        self.s = expanded.lower()
        self.i = 0
        self.k = k
        self.game = game
        self.holdem = k == 2
        self.resolve = resolve
        self.weighted = False
        self.brace_count = 0
        self.depth = 0

    # -- helpers ---------------------------------------------------------
    def error(self, message: str, at: Optional[int] = None) -> RangeSyntaxError:
        i = self.i if at is None else at
        return RangeSyntaxError(message, self.text, self.cols[min(i, len(self.cols) - 1)] + 1)

    def peek(self, ahead: int = 0) -> str:
        j = self.i + ahead
        return self.s[j] if j < len(self.s) else ""

    def shown(self, at: Optional[int] = None) -> str:
        """The user's character at a position (for messages)."""
        i = self.i if at is None else at
        if i >= len(self.s):
            return "end of text"
        col = self.cols[i]
        return repr(self.text[col]) if col < len(self.text) and self.text[col] != "$" else repr(self.s[i])

    def expect(self, ch: str) -> None:
        if self.peek() != ch:
            raise self.error(f"expected {ch!r}, found {self.shown()}")
        self.i += 1

    # -- grammar ---------------------------------------------------------
    def parse(self) -> Node:
        if not self.s:
            raise RangeSyntaxError("empty range: expected a pattern such as AA, a percent or *",
                                   self.text, 1)
        node = self.union()
        if self.i < len(self.s):
            raise self.error(f"unexpected {self.shown()}")
        return node

    def union(self) -> Node:
        parts: List[Tuple[Node, Optional[int], int]] = []
        while True:
            start = self.i
            node = self.inter()
            weight = self.weight() if self.peek() == "@" else None
            parts.append((node, weight, start))
            if self.peek() != ",":
                break
            self.i += 1
        given = [w is not None or isinstance(n, Weighted) for n, w, _ in parts]
        if any(given) and not all(given):
            bare = next(start for _, w, start in parts if w is None)
            raise self.error("weight on only some parts: give every comma-separated part "
                             "a weight (@1..@100) or none", bare)
        if len(parts) == 1:
            return weighted_or(parts[0][0], parts[0][1])
        return Union([weighted_or(n, w) for n, w, _ in parts])

    def inter(self) -> Node:
        left: Node = Everything() if self.peek() in (":", "!") else self.term()
        while self.peek() in (":", "!"):
            op = self.peek()
            self.i += 1
            left = Combine(left, op, self.term())
        return left

    def weight(self) -> int:
        self.expect("@")
        start = self.i
        found = re.match(r"-?\d+", self.s[self.i:])
        if not found:
            raise self.error("expected a weight 1..100 after @")
        self.i += len(found.group())
        value = int(found.group())
        if not 1 <= value <= 100:
            raise self.error(f"weight {value} outside 1..100", start)
        self.weighted = True
        return value

    def term(self) -> Node:
        ch = self.peek()
        if ch == "(":
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise self.error(f"parentheses nested more than {MAX_DEPTH} deep")
            self.i += 1
            node = self.union()
            self.depth -= 1
            self.expect(")")
            if self.peek() == "@":
                node = weighted_or(node, self.weight())
            return node
        found = _PERCENT.match(self.s, self.i)
        if found:
            return self.percent(found)
        found = _RANDOM.match(self.s, self.i)
        if found:
            self.i = found.end()
            return Everything()
        if ch == "" or ch not in PATTERN_START:
            raise self.error(f"expected a pattern, '(' or a percent, found {self.shown()}")
        return self.span()

    def percent(self, found: "re.Match[str]") -> Node:
        start = self.i
        low_text, high_text, six = found.group(1), found.group(2), found.group(3)
        low, high = (0.0, float(low_text)) if high_text is None else (float(low_text), float(high_text))
        for value in (low, high):
            if not 0 <= value <= 100:
                raise self.error(f"percent {value:g}% outside 0..100", start)
        if high_text is None and high == 0:
            raise self.error(f"percent {low_text}% holds no hand: expected a share above 0, such as 5%", start)
        if low == high:
            raise self.error(f"percent range {low:g}%-{high:g}% is empty: its two ends are equal", start)
        if low > high:
            raise self.error(f"percent range {low:g}%-{high:g}% is empty: expected the smaller first", start)
        if self.resolve is None:
            raise self.error(f"% needs an ordering of starting hands, and {self.game} has none", start)
        try:
            self.resolve(six is not None)  # load it now, so that a missing one points here
        except ValueError as err:
            raise self.error(str(err), start) from None
        self.i = found.end()
        return Percent(low, high, six is not None, self.resolve)

    def span(self) -> Node:
        start = self.i
        first = self.pattern()
        ch = self.peek()
        if ch == "+" or (ch == "-" and self.peek(1) not in PATTERN_START):
            self.i += 1
            kicker = self.holdem and len(first.cards) == 2 and len(set(first.fixed_ranks())) == 2
            return Patterns(span_open(first, ch == "+", kicker_only=kicker))
        if ch == "-":
            dash = self.i
            self.i += 1
            last = self.pattern()
            found = span_between(first, last)
            if found is None:
                raise self.error("span ends of different shapes: both ends need the same cards, "
                                 "differing only in ranks that step together", dash)
            return Patterns(found)
        del start
        return Patterns([first])

    def pattern(self) -> Pattern:
        start = self.i
        if self.holdem:
            short = _HOLDEM_SHORT.match(self.s, self.i)
            if short:
                self.i = short.end()
                suited = short.group(3) == "s"
                return Pattern(tuple(self.fixed(RANK_CHARS.index(short.group(n)), None,
                                                "#s1" if suited or n == 1 else "#s2") for n in (1, 2)))
        cards: List[PatternCard] = []
        positions: List[int] = []
        while self.peek() and self.peek() in PATTERN_START:
            if self.peek() == "{":
                brace_at = self.i
                self.i += 1
                self.brace_count += 1
                brace = self.brace_count
                count = 0
                while self.peek() != "}":
                    if not self.peek() or self.peek() not in PATTERN_START or self.peek() == "{":
                        raise self.error(f"expected a card or '}}', found {self.shown()}")
                    positions.append(self.i)
                    cards.append(self.card(brace))
                    count += 1
                if count == 0:
                    raise self.error("empty braces: expected cards inside {}", brace_at)
                self.i += 1
                continue
            positions.append(self.i)
            cards.append(self.card(0))
        if not cards:
            raise self.error(f"expected a pattern, found {self.shown()}", start)
        hint = self.suffix_hint(start) if len(cards) > self.k else ""
        if not hint:
            self.check_words(start)
        if len(cards) > self.k:
            raise self.error(f"more cards than the hand holds: {len(cards)} cards in a pattern "
                             f"for {self.k}-card hands", positions[self.k]).with_hint(hint)
        self.check_possible(cards, start)
        return Pattern(tuple(cards))

    def suffix_hint(self, start: int) -> str:
        """`AAKKds`: a macro's name written without its `$`."""
        typed = self.text[self.cols[start]:self.cols[self.i - 1] + 1]
        for name in SUFFIX_MACROS:
            if typed.lower().endswith(name) and len(typed) > len(name):
                return f"did you mean {typed[:-len(name)]}${name} (the macro ${name} needs its $)?"
        return ""

    def check_words(self, start: int) -> None:
        """A word such as `any` or `pairs` is not a pattern: rank variables
        are capitals by custom (RRON), so a lowercase one in a run of
        letters is taken as a word the parser does not know."""
        first, last = self.cols[start], self.cols[self.i - 1]
        if last - first != self.i - 1 - start:
            return  # a macro inside: not a word the user typed
        typed = self.text[first:last + 1]
        if len(typed) >= 2 and typed.isalpha() and any(
                ch.islower() and ch not in RANK_CHARS + SUIT_CHARS + SUIT_VARS for ch in typed):
            raise self.error(f"unknown word {typed!r}: expected a pattern (rank variables are capitals, "
                             "as in RRON), a percent, * or random", start)

    def check_possible(self, cards: List[PatternCard], start: int) -> None:
        """A pattern no hand can hold (`AsAs`, five aces) is an error, not an
        empty set."""
        seen = 0
        for c in cards:
            if c.cards & (c.cards - 1) == 0:  # exactly one card
                if seen & c.cards:
                    raise self.error(f"impossible pattern: the card {_card_text(c.cards)} is written twice",
                                     start)
                seen |= c.cards
        for rank in range(13):
            of_rank = rank_cards(1 << rank)
            if sum(1 for c in cards if c.cards and not c.cards & ~of_rank) > 4:
                raise self.error(f"impossible pattern: more than four cards of rank "
                                 f"{RANK_CHARS[rank].upper()}", start)

    @staticmethod
    def fixed(rank: int, suit: Optional[int], suit_var: Optional[str]) -> PatternCard:
        suits = ALL_SUITS if suit is None else 1 << suit
        return PatternCard(cards=rank_cards(1 << rank) & suit_cards(suits), fixed_rank=rank,
                           suits=suits, suit_written=suit is not None, suit_var=suit_var)

    def card(self, brace: int) -> PatternCard:
        ch = self.peek()
        cards = ALL_CARDS
        fixed_rank: Optional[int] = None
        rank_var: Optional[str] = None
        if ch == "[":
            cards = self.card_list()
        elif ch == "*":
            self.i += 1
        elif ch in RANK_CHARS:
            fixed_rank = RANK_CHARS.index(ch)
            cards = rank_cards(1 << fixed_rank)
            self.i += 1
        elif ch in SUIT_CHARS or ch in SUIT_VARS:
            pass  # a suit alone: '*' of that suit
        elif ch.isalpha():
            rank_var = ch
            self.i += 1
        else:
            raise self.error(f"expected a card, found {self.shown()}")
        suits = ALL_SUITS
        suit_written = False
        suit_var: Optional[str] = None
        ch = self.peek()
        if ch and ch in SUIT_CHARS:
            suits = 1 << SUIT_CHARS.index(ch)
            suit_written = True
            self.i += 1
        elif ch and ch in SUIT_VARS:
            suit_var = ch
            self.i += 1
        return PatternCard(cards=cards & suit_cards(suits), fixed_rank=fixed_rank, suits=suits,
                           suit_written=suit_written, rank_var=rank_var, suit_var=suit_var,
                           brace=brace)

    def card_list(self) -> int:
        """`[...]`: the union of ranks, cards and rank spans, as a card mask."""
        self.expect("[")
        mask = 0
        while True:
            ch = self.peek()
            if not ch or ch not in RANK_CHARS:
                raise self.error(f"expected a rank in the list, found {self.shown()}")
            rank = RANK_CHARS.index(ch)
            self.i += 1
            if self.peek() == "-":
                self.i += 1
                end = self.peek()
                if not end or end not in RANK_CHARS:
                    raise self.error(f"expected the rank that ends the span, found {self.shown()}")
                other = RANK_CHARS.index(end)
                self.i += 1
                low, high = min(rank, other), max(rank, other)
                mask |= rank_cards(((1 << (high + 1)) - 1) & ~((1 << low) - 1))
            elif self.peek() and self.peek() in SUIT_CHARS:
                mask |= rank_cards(1 << rank) & suit_cards(1 << SUIT_CHARS.index(self.peek()))
                self.i += 1
            else:
                mask |= rank_cards(1 << rank)
            if self.peek() == ",":
                self.i += 1
                continue
            self.expect("]")
            return mask


# Each pattern of a range text is matched against every hand of the game
# (about 3 ms for Omaha's 270,725), so a text is refused by size before it
# is read: 100 KB would be minutes. Longer lists: pass an array of hands.
MAX_TEXT = 20_000


def parse(text: str, k: int, game: str, resolve: Optional[Resolver]) -> Tuple[Node, bool]:
    """(the parsed range, whether it carries weights)."""
    if len(text) > MAX_TEXT:
        raise ValueError(f"range text of {len(text):,} characters ({text[:30]!r}...): at most {MAX_TEXT:,}; "
                         "pass a longer list of hands as an array of cards (one row a hand) instead")
    parser = Parser(text, k, game, resolve)
    node = parser.parse()
    return node, parser.weighted

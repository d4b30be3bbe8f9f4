"""The Python reading of board ranges, the oracle the C implementation
(src/oe_range_boards.c, read through omaha_eval.ranges.boards) is held to:
what ``board_range`` did before it read boards in C, kept here for the tests
only. It parses with the Python parser (omaha_eval/ranges/syntax.py), pins
the turn and river one choice at a time, which binds their variables and
narrows the flop pattern accordingly, and matches the flop with the C
matcher over all 22,100 flops. Minutes for a complicated five-card text.
"""
from __future__ import annotations

import itertools
from typing import Dict, List, Optional, Sequence, Set, Tuple

import numpy as np

from omaha_eval.core import _core
from omaha_eval.core.cards import CardsLike, card_mask
from omaha_eval.ranges.nodes import Combine, Everything, Node, Patterns, Union, Weighted, empty
from omaha_eval.ranges.patterns import Pattern, rank_cards, suit_cards
from omaha_eval.ranges.syntax import parse

Compiled = Tuple[List[Tuple[int, int, int, int]], int, int]


def _bind(var: Optional[str], value: int, excluded: int, bound: Dict[str, int]) -> bool:
    """Binds a pattern's rank or suit variable to the value a pinned card
    has; False when that contradicts the variable's earlier value, a value
    written elsewhere in the pattern, or another variable's value."""
    if var is None:
        return True
    if var in bound:
        return bound[var] == value
    if excluded >> value & 1 or value in bound.values():
        return False
    bound[var] = value
    return True


def _pinned(pattern: Pattern, pins: Sequence[int]) -> Optional[Compiled]:
    """The flop part of the pattern once the turn (and river) are the given
    cards, for _core.range_fill; None when they do not fit."""
    cards = pattern.cards
    rank_excl = 0
    suit_excl = 0
    for c in cards:
        if c.fixed_rank is not None:
            rank_excl |= 1 << c.fixed_rank
        if c.suit_written:
            suit_excl |= c.suits
    rank_of: Dict[str, int] = {}
    suit_of: Dict[str, int] = {}
    brace_ranks: Dict[int, Set[int]] = {}
    for j, card in enumerate(pins):
        if 3 + j >= len(cards):
            break
        pc = cards[3 + j]
        rank, suit = card >> 2, card & 3
        if not pc.cards >> card & 1:
            return None
        if not _bind(pc.rank_var, rank, rank_excl, rank_of) or not _bind(pc.suit_var, suit, suit_excl, suit_of):
            return None
        if pc.brace:
            if rank in brace_ranks.setdefault(pc.brace, set()):
                return None
            brace_ranks[pc.brace].add(rank)
    rank_ids: Dict[str, int] = {}
    suit_ids: Dict[str, int] = {}
    out = []
    for pc in cards[:3]:
        mask = pc.cards
        rank_id = suit_id = -1
        if pc.rank_var is not None:
            if pc.rank_var in rank_of:
                mask &= rank_cards(1 << rank_of[pc.rank_var])
            else:
                rank_id = rank_ids.setdefault(pc.rank_var, len(rank_ids))
        if pc.suit_var is not None:
            if pc.suit_var in suit_of:
                mask &= suit_cards(1 << suit_of[pc.suit_var])
            else:
                suit_id = suit_ids.setdefault(pc.suit_var, len(suit_ids))
        for r in brace_ranks.get(pc.brace, ()) if pc.brace else ():
            mask &= ~rank_cards(1 << r)
        out.append((mask, rank_id, suit_id, pc.brace))
    # unbound variables differ from the values the pinned cards bound
    for r in rank_of.values():
        rank_excl |= 1 << r
    for s in suit_of.values():
        suit_excl |= 1 << s
    return out, rank_excl, suit_excl


def _flops(node: Node, pins: Sequence[int]) -> "np.ndarray":
    """The flops (dense over 3-card sets) that complete the board with the
    pinned turn/river cards, by the node."""
    if isinstance(node, Everything):
        return np.ones(_core.range_size(3), dtype=np.uint8)
    if isinstance(node, Patterns):
        acc = empty(3)
        for p in node.patterns:
            compiled = _pinned(p, pins)
            if compiled is not None:
                _core.range_fill(3, compiled[0], compiled[1], compiled[2], 1, acc)
        return acc
    if isinstance(node, Weighted):
        d = _flops(node.inner, pins)
        d[d > 0] = node.weight
        return d
    if isinstance(node, Union):
        acc = empty(3)
        for part in node.parts:
            np.maximum(acc, _flops(part, pins), out=acc)
        return acc
    if isinstance(node, Combine):
        first, steps = node.chain()   # (a chain of any length, without recursion)
        d = _flops(first, pins)
        for op, right in steps:
            r = _flops(right, pins)
            if op == ":":
                d[r == 0] = 0
            else:
                d[r > 0] = 0
        return d
    raise ValueError("percent ranges do not describe boards")


def python_board_range(text: str, cards: int = 3, dead: CardsLike = "") -> Tuple["np.ndarray", "np.ndarray"]:
    """The boards of `cards` cards (3 = flop, 4 = turn, 5 = river) that the
    range text describes and that avoid the dead cards: (boards, weights),
    boards a numpy uint8 array (n, cards) with the flop first (highest card
    first), then the turn and the river.
    """
    if cards not in (3, 4, 5):
        raise ValueError(f"boards of {cards} cards: expected 3 (flop), 4 (turn) or 5 (river)")
    node, _weighted = parse(text, cards, "board", None)
    dead_mask = card_mask(_core.cards(dead))
    rows: List["np.ndarray"] = []
    weights: List["np.ndarray"] = []
    live = [c for c in range(52) if not dead_mask >> c & 1]
    for pins in itertools.permutations(live, cards - 3):
        flops = _flops(node, pins)
        _core.range_without(3, dead_mask | card_mask(pins), flops)
        n = int(np.count_nonzero(flops))
        if not n:
            continue
        hands = np.empty((n, 3), dtype=np.uint8)
        w = np.empty(n, dtype=np.uint8)
        _core.range_hands(3, flops, hands, w)
        if pins:
            hands = np.hstack([hands, np.tile(np.array(pins, dtype=np.uint8), (n, 1))])
        rows.append(hands)
        weights.append(w.astype(np.int64))
    if not rows:
        return np.empty((0, cards), dtype=np.uint8), np.empty(0, dtype=np.int64)
    return np.concatenate(rows), np.concatenate(weights)

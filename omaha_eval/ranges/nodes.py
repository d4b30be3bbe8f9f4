"""The parsed form of a range text, and how each part becomes a set.

A set of hands is a "dense" numpy uint8 array with one byte per hand of the
game in colex order (src/oe_range.h): 0 = not in the set, else the hand's
weight (1 when the range carries no weights).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, List, Optional, Tuple

import numpy as np

from ..core import _core
from .patterns import Pattern


def empty(k: int) -> "np.ndarray":
    return np.zeros(_core.range_size(k), dtype=np.uint8)


class Node:
    def dense(self, k: int) -> "np.ndarray":
        raise NotImplementedError

    def add_to(self, acc: "np.ndarray", k: int) -> None:
        """acc |= this set (the larger weight where both hold a hand)."""
        np.maximum(acc, self.dense(k), out=acc)


@dataclass
class Everything(Node):
    """`*`, and the implicit left side of a leading `:` or `!`."""

    def dense(self, k: int) -> "np.ndarray":
        return np.ones(_core.range_size(k), dtype=np.uint8)


@dataclass
class Patterns(Node):
    """One pattern, or the patterns of a span: their union."""
    patterns: List[Pattern]

    def add_to(self, acc: "np.ndarray", k: int) -> None:
        # unweighted: every match gets 1, which is what the union needs
        for p in self.patterns:
            cards, rank_excl, suit_excl = p.compiled()
            _core.range_fill(k, cards, rank_excl, suit_excl, 1, acc)

    def dense(self, k: int) -> "np.ndarray":
        acc = empty(k)
        self.add_to(acc, k)
        return acc


@dataclass
class Weighted(Node):
    """`X@w`: every hand of X takes weight w."""
    inner: Node
    weight: int

    def dense(self, k: int) -> "np.ndarray":
        d = self.inner.dense(k)
        d[d > 0] = self.weight
        return d


@dataclass
class Union(Node):
    """`a, b, ...`: a hand in several parts takes the larger weight."""
    parts: List[Node]

    def dense(self, k: int) -> "np.ndarray":
        acc = empty(k)
        for part in self.parts:
            part.add_to(acc, k)
        return acc


@dataclass
class Combine(Node):
    """`a : b` (the hands of a also in b) and `a ! b` (not in b), left to
    right; the hands keep a's weights."""
    left: Node
    op: str
    right: Node

    def chain(self) -> Tuple[Node, List[Tuple[str, Node]]]:
        """The first operand and the (op, operand) steps of a chain
        `a : b ! c ...`, which the parser nests to the left: read without
        recursion, so a chain of any length is no deeper than one."""
        steps: List[Tuple[str, Node]] = []
        node: Node = self
        while isinstance(node, Combine):
            steps.append((node.op, node.right))
            node = node.left
        return node, steps[::-1]

    def dense(self, k: int) -> "np.ndarray":
        first, steps = self.chain()
        d = first.dense(k)
        for op, right in steps:
            r = right.dense(k)
            if op == ":":
                d[r == 0] = 0
            else:
                d[r > 0] = 0
        return d


@dataclass
class Percent(Node):
    """`N%`, `N%-M%`, `N%6h`: the top M% less the top N% of an ordering."""
    low: float   # percent already excluded (0 for `N%`)
    high: float
    six_handed: bool
    resolve: Callable[[bool], Tuple[object, "np.ndarray", "np.ndarray"]]

    def dense(self, k: int) -> "np.ndarray":
        from .percent import top_percent

        d = empty(k)
        _ordering, indices, cumulative = self.resolve(self.six_handed)
        total = _core.range_size(k)
        keep = top_percent(indices, cumulative, self.high, total)
        drop = top_percent(indices, cumulative, self.low, total) if self.low > 0 else indices[:0]
        d[keep] = 1
        d[drop] = 0
        return d


def weighted_or(node: Node, weight: Optional[int]) -> Node:
    return node if weight is None else Weighted(node, weight)

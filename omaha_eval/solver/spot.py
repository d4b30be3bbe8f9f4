"""A spot to solve: the game, the board, the pot, the effective stack and
two players' ranges (out of position first), in any form the package reads.

>>> from omaha_eval.solver import Spot
>>> spot = Spot("holdem", "AsKd7c2h3s", pot=100, stack=100, oop="AA, KK, 65s", ip="QQ, JJ")
>>> spot.sizes()
(10, 12)
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

import numpy as np

from ..core import _core
from ..core.cards import CardsLike, card_mask, cards_text
from ..core.games import HOLE_CARDS, check_hilo, game_and_hilo
from ..ranges import Range

RangeLike = Union[str, Range, Sequence[Any], Any]


def _hands_of(source: RangeLike, game: str, hilo: bool, who: str) -> Tuple[np.ndarray, np.ndarray, str]:
    """(hands, weights, text) of a range in any form: range text, a Range,
    a breakdown's result (anything with .hands and .weights), or a list of
    hands, each a hand or a (hand, weight) pair."""
    k = HOLE_CARDS[game]
    if isinstance(source, str):
        r = Range(source, game, hilo=hilo and game != "holdem")
        return np.asarray(r.hands), np.asarray(r.weights, dtype=np.float64), source
    if isinstance(source, Range):
        if source.hole_cards != k:
            raise ValueError(f"the range of {who} is a {source.game} range; expected {game}")
        return np.asarray(source.hands), np.asarray(source.weights, dtype=np.float64), source.text
    if hasattr(source, "hands") and hasattr(source, "weights"):
        hands = np.asarray(source.hands, dtype=np.uint8)
        if hands.ndim != 2 or hands.shape[1] != k:
            raise ValueError(f"the range of {who}: hands of {hands.shape[-1]} cards; expected {k}")
        return hands, np.asarray(source.weights, dtype=np.float64), str(getattr(source, "source", "hands"))
    if isinstance(source, (list, tuple)):
        rows, weights = [], []
        seen: set[Any] = set()
        for item in source:
            hand, weight = (item if isinstance(item, tuple) and len(item) == 2 else (item, 1.0))
            cards = _core.cards(hand)
            if len(cards) != k or len(set(cards)) != k:
                raise ValueError(f"the range of {who}: hand {hand!r} is not {k} different cards")
            if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not weight >= 0:
                raise ValueError(f"the range of {who}: weight {weight!r} of {hand!r}; expected a number >= 0")
            if tuple(sorted(cards)) in seen:
                raise ValueError(f"the range of {who}: hand {hand!r} is listed twice")
            seen.add(tuple(sorted(cards)))
            rows.append(cards)
            weights.append(float(weight))
        return (np.array(rows, dtype=np.uint8).reshape(-1, k), np.array(weights, dtype=np.float64),
                f"{len(rows)} hands")
    raise TypeError(f"the range of {who}: {type(source).__name__}; expected range text, a Range, "
                    "a breakdown or a list of hands")


class Spot:
    """Two players on a known turn or river: ``game`` any name the package
    reads ("holdem", "omaha", "plo5", "omaha8", ...; hilo=True for
    8-or-better), ``board`` 4 or 5 cards, ``pot`` and ``stack`` (the
    effective stack behind) in chips, ``oop`` and ``ip`` the ranges of the
    player out of position (acting first) and in position, and dead cards.
    Hands that hold a board or dead card are left out; a range left empty,
    or a single hand that clashes with them, is an error. On a turn every
    river card not on the board or dead is dealt; ``isomorphism`` (default
    on) solves rivers that a suit swap maps onto each other once, where the
    board, dead cards and both ranges allow it."""

    def __init__(self, game: str, board: CardsLike, pot: float, stack: float, oop: RangeLike,
                 ip: RangeLike, *, dead: CardsLike = "", hilo: bool = False, isomorphism: bool = True) -> None:
        if not isinstance(game, str):
            raise TypeError(f"game {game!r}: expected a game name such as 'omaha' or 'holdem'")
        name, named_hilo = game_and_hilo(game)
        hilo = bool(hilo or named_hilo)
        check_hilo(name, hilo)
        board_cards, dead_cards = _core.cards(board), _core.cards(dead)
        if len(board_cards) not in (4, 5):
            raise ValueError(f"board {cards_text(board_cards)!r}: {len(board_cards)} cards; expected 4 (turn) "
                             "or 5 (river) (flops are out of the solver's scope)")
        if len(set(board_cards + dead_cards)) != len(board_cards) + len(dead_cards):
            raise ValueError(f"board {cards_text(board_cards)} and dead cards {cards_text(dead_cards)} share a card")
        for label, value in (("pot", pot), ("stack", stack)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value < 1e12:
                raise ValueError(f"{label} {value!r}: expected a positive number of chips")
        self.game, self.hilo = name, hilo
        self.isomorphism = bool(isomorphism)
        self.board, self.dead = board_cards, dead_cards
        self.pot, self.stack = float(pot), float(stack)
        known = card_mask(board_cards + dead_cards)
        self.hands: List[np.ndarray] = []
        self.weights: List[np.ndarray] = []
        self.texts: List[str] = []
        for who, source in (("OOP", oop), ("IP", ip)):
            hands, weights, text = _hands_of(source, name, hilo, who)
            if len(weights) != len(hands):
                raise ValueError(f"the range of {who}: {len(weights)} weights for {len(hands)} hands")
            masks = np.zeros(len(hands), dtype=np.uint64)
            for col in range(hands.shape[1] if len(hands) else 0):
                masks |= np.left_shift(np.uint64(1), hands[:, col].astype(np.uint64))
            clash = (masks & np.uint64(known)) != 0
            if len(hands) == 1 and clash[0]:
                raise ValueError(f"the hand of {who}, {cards_text(hands[0])}, clashes with the board "
                                 f"{cards_text(board_cards)} or dead cards")
            keep = ~clash & (weights > 0)
            if not keep.any():
                raise ValueError(f"the range of {who}, {text!r}, is empty once the board "
                                 f"{cards_text(board_cards)} and dead cards are removed")
            self.hands.append(np.ascontiguousarray(hands[keep], dtype=np.uint8))
            self.weights.append(weights[keep] / weights[keep].max())
            self.texts.append(text)

    @property
    def streets(self) -> int:
        return 1 if len(self.board) == 5 else 2

    def sizes(self) -> Tuple[int, int]:
        """Hands per player, out of position first."""
        return len(self.hands[0]), len(self.hands[1])

    def estimate(self, tree: Any, threads: int = 1) -> Dict[str, int]:
        """What a solve on this tree needs, before anything is allocated:
        {"bytes": ..., "nodes": ...}."""
        nbytes, nodes = _core.solve_estimate(HOLE_CARDS[self.game], self.hilo, self.board, *self.core_hands(),
                                             tree.config(self.pot, self.stack, self.streets), threads, self.dead,
                                             self.isomorphism)
        return {"bytes": int(nbytes), "nodes": int(nodes)}

    def core_hands(self) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Both players' cards and weights as the binding takes them."""
        return (self.hands[0].ravel(), self.weights[0].astype(np.float32),
                self.hands[1].ravel(), self.weights[1].astype(np.float32))

    def settings(self) -> Dict[str, Any]:
        return {"game": self.game, "hilo": self.hilo, "board": cards_text(self.board),
                "dead": cards_text(self.dead), "pot": self.pot, "stack": self.stack, "ranges": self.texts,
                "isomorphism": self.isomorphism}

    def __repr__(self) -> str:
        n0, n1 = self.sizes()
        return (f"Spot({self.game}{' hi-lo' if self.hilo else ''}, {cards_text(self.board)}, pot {self.pot:g}, "
                f"stack {self.stack:g}, {n0} vs {n1} hands)")

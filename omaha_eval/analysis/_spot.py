"""Shared plumbing: checked hole, board and dead cards, the game, and the
pair tables the C core builds for a board (see src/oe_analysis.h)."""
from __future__ import annotations

from array import array
from typing import Any, List, Optional, Sequence, Tuple

from ..core import _core
from ..core.cards import CardsLike, card_mask
from ..core.games import HOLE_CARDS, canonical_game, check_hilo, game_for_hole_count

FULL_DECK = (1 << 52) - 1
NO_PAIR = _core.NO_PAIR
NO_LOW = _core.NO_LOW




def resolve_game(game: Optional[str], nhole: Optional[int]) -> str:
    """The canonical game: named, or implied by the hole count (default Omaha)."""
    if game is not None:
        name = canonical_game(game)
        if nhole is not None and HOLE_CARDS[name] != nhole:
            raise ValueError(f"{name} needs {HOLE_CARDS[name]} hole cards, got {nhole}")
        return name
    return "omaha" if nhole is None else game_for_hole_count(nhole)


def check_low_game(game: str) -> None:
    check_hilo(game, True, "a low")


class Spot:
    """A checked hole (optional), board and dead cards, all distinct."""

    __slots__ = ("hole", "board", "dead", "game", "holdem", "used")

    def __init__(self, hole: Optional[CardsLike], board: CardsLike, dead: CardsLike = "",
                 game: Optional[str] = None, boards: Tuple[int, ...] = (3, 4, 5),
                 board_only: bool = False) -> None:
        # board_only: no hole cards (the nuts of a board); else None is an error
        self.hole: List[int] = [] if board_only else _core.cards(hole)  # type: ignore[arg-type]
        self.board: List[int] = _core.cards(board)
        self.dead: List[int] = _core.cards(dead)
        if len(self.board) not in boards:
            names = {3: "3 (flop)", 4: "4 (turn)", 5: "5 (river)"}
            raise ValueError(f"{len(self.board)} board cards: expected "
                             + " or ".join(names[n] for n in boards))
        self.game = resolve_game(game, None if board_only else len(self.hole))
        self.holdem = self.game == "holdem"
        seen = 0
        for what, group in (("hole", self.hole), ("board", self.board), ("dead", self.dead)):
            for c in group:
                if seen >> c & 1:
                    raise ValueError(f"duplicate card {_core.card_name(c)} in the {what} cards: "
                                     f"each card may appear only once")
                seen |= 1 << c
        self.used = seen

    @property
    def nhole(self) -> int:
        return HOLE_CARDS[self.game]

    def used_by_board(self) -> int:
        """Mask of the board and dead cards (what no player can hold)."""
        return card_mask(self.board) | card_mask(self.dead)

    @property
    def unseen(self) -> int:
        """Mask of the cards neither held, on the board nor dead."""
        return FULL_DECK & ~self.used

    def table(self, low: bool = False, board: Optional[Sequence[int]] = None) -> "array[int]":
        """The pair table of this board (or another board) and the dead cards."""
        if low:
            check_low_game(self.game)
        out = array("H", bytes(2 * _core.PAIR_CELLS))
        _core.pair_table(self.board if board is None else board, self.dead, self.holdem, low, out)
        return out


def hand_value_from_table(table: "array[int]", cards: Sequence[int]) -> int:
    """The best table entry over the hand's pairs (plain Python: a few cards)."""
    best = NO_PAIR
    for i, a in enumerate(cards):
        row = a * 52
        for b in cards[i + 1:]:
            v = table[row + b]
            if v < best:
                best = v
    return best


def range_rows(vs: Any, game: str, k: int) -> Tuple[Any, int, Any]:
    """A range in any form that ``oe.equity`` takes (range text such as
    "15%", a Range, a list of hands, an (n, k) array, or a (hands, weights)
    pair) as (rows, n, weights or None): rows as in as_hand_rows."""
    if isinstance(vs, str):
        if vs.strip().lower() in ("*", "random"):
            vs = "*"
        from ..ranges import Range
        vs = Range(vs, game)
    weights = getattr(vs, "weights", None)
    if (isinstance(vs, tuple) and len(vs) == 2 and not isinstance(vs[0], str)
            and hasattr(vs[1], "__len__") and not isinstance(vs[1], (str, bytes))
            and not (len(vs[1]) and isinstance(vs[1][0], (str, list, tuple)))):
        vs, weights = vs
    rows, n = as_hand_rows(vs, k)
    return rows, n, weights


def as_hand_rows(hands: Any, k: int) -> Tuple[Any, int]:
    """Hands as a C-contiguous (n, k) uint8 buffer (None when n is 0) and n.
    Accepts a numpy array, an object with ``.hands`` (a Range), or a list of
    hands in any card form."""
    hands = getattr(hands, "hands", hands)
    if hasattr(hands, "ndim") and hasattr(hands, "dtype"):
        import numpy as np

        a = np.asarray(hands)
        if a.dtype == bool or not np.issubdtype(a.dtype, np.integer):
            raise TypeError(f"hands have dtype {a.dtype}: expected integer card numbers 0..51")
        if a.ndim != 2 or a.shape[1] != k:
            raise ValueError(f"hands have shape {a.shape}: expected (n, {k})")
        if a.size and (a.min() < 0 or a.max() > 51):
            raise ValueError("hands hold a card outside 0..51")
        a = np.ascontiguousarray(a, dtype=np.uint8)
        return (a if a.shape[0] else None), a.shape[0]
    if isinstance(hands, (str, bytes)) or not hasattr(hands, "__iter__"):
        raise TypeError(f"hands {hands!r}: expected range text, a list of hands, an (n, {k}) array, "
                        f"a (hands, weights) pair or a Range")
    flat = bytearray()
    n = 0
    for hand in hands:
        cards = _core.cards(hand)
        if len(cards) != k:
            raise ValueError(f"hand {_text(cards)} has {len(cards)} cards: expected {k}")
        flat.extend(cards)
        n += 1
    return (memoryview(bytes(flat)).cast("B", (n, k)) if n else None), n


def _text(cards: Sequence[int]) -> str:
    return "".join(_core.card_name(c) for c in cards)

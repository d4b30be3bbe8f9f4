"""A range's breakdown on a board: how many of its hands (combinations, and
the share of its weight) have each made hand, each draw, each made hand with
each draw, and the nuts; and each category back as a range, so that a range
can be narrowed street by street (docs/analysis.md "Range breakdown").

>>> from omaha_eval.analysis import breakdown
>>> b = breakdown("AA,KK", "Kh9h4c", game="omaha")
>>> b.count("top set"), b.count("overpair")
(3151, 5905)
>>> len(b.range("top set+", "nut flush draw"))
30
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, Iterator, List, Optional, Tuple, Union

import numpy as np

from ..core import _core
from ..core.pool import check_executor, check_threads
from ..core.cards import CardsLike, cards_text
from ._spot import resolve_game
from .hand_features import MADE_CODE, MADE_NAMES, Features, features_in_chunks
from ..core.games import check_hilo, hilo_from_game

NEAR_NUTS = 3  # "near nuts": nut rank 2 or 3 (only one or two better values possible)
WRAP_OUTS = (9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20)


@dataclass(frozen=True)
class Row:
    """One line of a breakdown: a category, its combinations and its share
    of the range's weight (0..1)."""

    section: str
    name: str
    combos: int
    share: float


def _straight_name(kind: int, outs: int) -> str:
    return {0: "", 1: "gutshot", 2: "open-ended", 3: f"wrap ({outs} outs)"}[kind]


class Breakdown:
    """What the hands of a range have on a board (see ``breakdown``).

    ``hands`` and ``weights``: the range's hands that the board and dead
    cards leave possible; ``features``: per hand, what ``analyze`` finds
    (hand_features.Features). Category names: the made hands of
    ``MADE_NAMES`` (best first; ``"top set+"`` = that or better), draws
    (``"nut flush draw"``, ``"flush draw"``, ``"backdoor flush draw"``,
    ``"backdoor nut flush draw"``, ``"wrap"``, ``"wrap (13 outs)"``,
    ``"13+ outs"``, ``"open-ended"``, ``"gutshot"``, ``"straight draw"``,
    ``"backdoor straight"``, ``"no draw"``), ``"nuts"`` and ``"near nuts"``
    (nut rank 2 or 3), and in Hi-Lo ``"low"``, ``"nut low"``, ``"low draw"``,
    ``"nut low draw"``.
    """

    def __init__(self, source: Any, board: List[int], dead: List[int], game: str, hilo: bool,
                 hands: np.ndarray, weights: np.ndarray, found: Features) -> None:
        self.source = source
        self.board = board
        self.dead = dead
        self.game = game
        self.hilo = hilo
        self.hands = hands
        self.weights = weights
        self.features = found
        self.total_weight = int(weights.sum())
        self._masks: Dict[str, np.ndarray] = {}

    def __len__(self) -> int:
        return len(self.hands)

    # -- categories --------------------------------------------------------
    def names(self) -> List[str]:
        """Every category name this breakdown knows (wraps by their outs)."""
        f = self.features
        wraps = sorted({int(o) for o in f.straight_outs[f.straight == 3]}, reverse=True)
        out = list(MADE_NAMES) + ["nuts", "near nuts", "nut flush draw", "non-nut flush draw", "flush draw",
                                  "backdoor nut flush draw", "backdoor non-nut flush draw",
                                  "backdoor flush draw", "wrap"] + [f"wrap ({o} outs)" for o in wraps] + [
            "open-ended", "gutshot", "straight draw", "backdoor straight", "no draw"]
        if f.low is not None:
            out += ["low", "nut low", "low draw", "nut low draw"]
        return out

    def mask(self, name: str) -> np.ndarray:
        """The hands (a bool array over ``hands``) in the category `name`."""
        if not isinstance(name, str):
            raise TypeError(f"category {name!r}: expected a name such as 'top set' or 'flush draw'")
        key = " ".join(name.lower().split())
        if key not in self._masks:
            self._masks[key] = self._find(key, name)
        return self._masks[key]

    def _find(self, key: str, name: str) -> np.ndarray:
        f = self.features
        if key.endswith("+") and key[:-1].strip() in MADE_CODE:
            return np.asarray(f.made <= MADE_CODE[key[:-1].strip()])
        if key in MADE_CODE:
            return np.asarray(f.made == MADE_CODE[key])
        simple: Dict[str, Any] = {
            "nuts": lambda: f.nut_rank == 1,
            "near nuts": lambda: (f.nut_rank > 1) & (f.nut_rank <= NEAR_NUTS),
            "nut flush draw": lambda: f.nut_flush_draw,
            "flush draw": lambda: f.flush_draw,
            "non-nut flush draw": lambda: f.flush_draw & ~f.nut_flush_draw,
            "backdoor nut flush draw": lambda: f.backdoor_nut_flush,
            "backdoor flush draw": lambda: f.backdoor_flush,
            "backdoor non-nut flush draw": lambda: f.backdoor_flush & ~f.backdoor_nut_flush,
            "wrap": lambda: f.straight == 3,
            "open-ended": lambda: f.straight == 2,
            "gutshot": lambda: f.straight == 1,
            "straight draw": lambda: f.straight > 0,
            "backdoor straight": lambda: f.backdoor_straight,
            "no draw": lambda: ~(f.flush_draw | (f.straight > 0)),
        }
        if key in simple:
            return np.asarray(simple[key](), dtype=bool)
        if key.startswith("wrap (") and key.endswith(" outs)") and key[6:-6].isdigit():
            return np.asarray((f.straight == 3) & (f.straight_outs == int(key[6:-6])))
        if key.endswith("+ outs") and key[:-6].isdigit():
            return np.asarray(f.straight_outs >= int(key[:-6]))
        lows = {"low": f.low, "nut low": f.nut_low,
                "low draw": None if f.low_outs is None else f.low_outs > 0,
                "nut low draw": None if f.nut_low_outs is None else f.nut_low_outs > 0}
        if key in lows:
            found = lows[key]
            if found is None:
                raise ValueError(f"category {name!r} is a Hi-Lo one: pass hilo=True (--hilo on the command line; "
                                 f"an Omaha game)")
            return np.asarray(found, dtype=bool)
        raise ValueError(f"unknown category {name!r}: expected one of {', '.join(self.names())}, "
                         "or a made hand with + (e.g. 'top set+': that or better)")

    def select(self, *names: str) -> np.ndarray:
        """The hands in every one of the categories (AND); a name with ``|``
        inside is any of its parts (``"top set+|nut flush draw"``)."""
        if not names:
            raise ValueError("select needs at least one category name")
        keep = np.ones(len(self.hands), dtype=bool)
        for name in names:
            if not isinstance(name, str):
                raise TypeError(f"category {name!r}: expected a name such as 'top set'")
            either = np.zeros(len(self.hands), dtype=bool)
            for part in name.split("|"):
                either |= self.mask(part.strip())
            keep &= either
        return keep

    def count(self, *names: str) -> int:
        """Combinations of the range in all the categories."""
        return int(self.select(*names).sum())

    def share(self, *names: str) -> float:
        """Their share of the range's weight (0..1; 0 for an empty range)."""
        keep = self.select(*names)
        return float(self.weights[keep].sum()) / self.total_weight if self.total_weight else 0.0

    def range(self, *names: str) -> Any:
        """The hands in all the categories as a Range (with their weights),
        to narrow the range street by street."""
        from ..ranges import Range

        keep = self.select(*names)
        k = self.hands.shape[1]
        dense = np.zeros(_core.range_size(k), dtype=np.uint8)
        if keep.any():
            dense[_core.range_indices(np.ascontiguousarray(self.hands[keep]))] = self.weights[keep]
        what = " and ".join(repr(n) for n in names)
        text = f"({getattr(self.source, 'text', self.source)}) with {what} on {cards_text(self.board)}"
        weighted = bool(getattr(self.source, "weighted", False))
        return Range.from_dense(text, self.game, dense, weighted)

    # -- the report ----------------------------------------------------------
    def _draw_keys(self) -> Tuple[np.ndarray, Dict[int, str]]:
        """Per hand a number for its draws, and each number's words
        ("nut flush draw + wrap (13 outs)", "no draw")."""
        f = self.features
        flush = np.where(f.nut_flush_draw, 2, np.where(f.flush_draw, 1, 0))
        keys = (flush * 4 + f.straight) * 32 + np.where(f.straight == 3, f.straight_outs, 0)
        words: Dict[int, str] = {}
        for key in np.unique(keys).tolist():
            fl, rest = divmod(key, 128)
            kind, outs = divmod(rest, 32)
            parts = [p for p in (("", "non-nut flush draw", "nut flush draw")[fl], _straight_name(kind, outs)) if p]
            words[key] = " + ".join(parts) or "no draw"
        return keys, words

    def draw_names(self) -> np.ndarray:
        """Per hand, its draws in words ("nut flush draw + wrap (13 outs)",
        "no draw"), for the made-hand-by-draw table."""
        keys, words = self._draw_keys()
        return np.asarray([words[k] for k in keys.tolist()], dtype=object)

    def rows(self) -> List[Row]:
        """The report's lines: made hands (best first), nut status, draws,
        Hi-Lo lows, and every made hand with a draw that the range holds."""
        out: List[Row] = []

        def add(section: str, name: str, keep: np.ndarray) -> None:
            combos = int(keep.sum())
            if combos:
                share = float(self.weights[keep].sum()) / self.total_weight
                out.append(Row(section, name, combos, share))

        f = self.features
        for code, name in enumerate(MADE_NAMES):
            add("made", name, f.made == code)
        for name in ("nuts", "near nuts"):
            add("nuts", name, self.mask(name))
        if len(self.board) < 5:
            for name in [n for n in self.names() if n.startswith("wrap (")] + [
                    "open-ended", "gutshot", "nut flush draw", "non-nut flush draw", "backdoor nut flush draw",
                    "backdoor non-nut flush draw", "backdoor straight", "no draw"]:
                add("draw", name, self.mask(name))
        if f.low is not None:
            for name in ("low", "nut low") + (("low draw", "nut low draw") if len(self.board) < 5 else ()):
                add("low", name, self.mask(name))
        if len(self.board) < 5 and len(self.hands):
            keys, words = self._draw_keys()
            pair = f.made * 4096 + keys
            found, counts = np.unique(pair, return_counts=True)
            weight = np.bincount(np.searchsorted(found, pair), weights=self.weights, minlength=len(found))
            for p, combos, w in zip(found.tolist(), counts.tolist(), weight.tolist()):
                code, key = divmod(p, 4096)
                if words[key] != "no draw":
                    out.append(Row("made + draw", f"{MADE_NAMES[code]} + {words[key]}", combos,
                                   w / self.total_weight))
        return out

    def __iter__(self) -> Iterator[Row]:
        return iter(self.rows())

    def __str__(self) -> str:
        return self.report()

    def report(self, min_share: float = 0.005) -> str:
        """The rows as text; made-hand-with-draw lines below `min_share` of
        the range's weight are summed up in one line."""
        head = (f"{getattr(self.source, 'text', self.source)} on {cards_text(self.board)} ({self.game}"
                f"{', Hi-Lo' if self.hilo else ''}): {len(self):,} hands")
        lines = [head]
        section = ""
        small = [r for r in self.rows() if r.section == "made + draw" and r.share < min_share]
        for row in self.rows():
            if row.section == "made + draw" and row.share < min_share:
                continue
            if row.section != section:
                section = row.section
                lines.append(f"{section}:")
            lines.append(f"  {row.name:<44} {row.combos:>9,} {100 * row.share:6.2f}%")
        if small:
            lines.append(f"  ({len(small)} smaller made-hand-with-draw lines: "
                         f"{sum(r.combos for r in small):,} hands, {100 * sum(r.share for r in small):.2f}%)")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<Breakdown of {len(self):,} hands on {cards_text(self.board)} ({self.game})>"


@hilo_from_game
def breakdown(hands: Union[str, Any], board: CardsLike, dead: CardsLike = "", game: Optional[str] = None,
              hilo: bool = False, threads: Optional[int] = None, executor: Any = None) -> Breakdown:
    """What a range holds on a flop, turn or river: made hands, draws, nut
    status (and in Hi-Lo lows), per category the combinations and the share
    of the range's weight; ``.range(name, ...)`` gives a category back as a
    Range. `hands`: range text (with game=) or a Range. The range's hands
    that hold a board or dead card are left out; none left is an error.
    threads (default: all cores) or executor (any
    concurrent.futures.Executor) work through the hands in fixed chunks;
    each hand's features are its own, so neither changes the answer."""
    from ..ranges import Range

    if isinstance(hands, str):
        if game is None:
            raise ValueError(f"range {hands!r} needs a game: pass game= (e.g. game='omaha'; --game on the "
                             f"command line)")
        source = Range(hands, game, hilo=hilo and game != "holdem")
    elif isinstance(hands, Range):
        source = hands
    else:
        raise TypeError(f"range {hands!r}: expected range text or a Range")
    name = resolve_game(game if game is not None else source.game, source.hole_cards)
    board_cards = _core.cards(board)
    dead_cards = _core.cards(dead)
    if len(board_cards) not in (3, 4, 5):
        raise ValueError(f"{len(board_cards)} board cards: expected 3 (flop), 4 (turn) or 5 (river)")
    seen = 0
    for c in board_cards + dead_cards:
        if seen >> c & 1:
            raise ValueError(f"duplicate card {_core.card_name(c)} in the board and dead cards")
        seen |= 1 << c
    check_hilo(name, hilo)
    left = source.without(board_cards + dead_cards) if seen else source
    if not len(left):
        raise ValueError(f"range {source.text!r} has no hand left on {cards_text(board_cards)}"
                         + (f" with dead {cards_text(dead_cards)}" if dead_cards else ""))
    rows = np.ascontiguousarray(left.hands)
    check_threads(threads)
    check_executor(executor)
    found = features_in_chunks(rows, board_cards, dead_cards, name == "holdem", hilo, threads, executor)
    return Breakdown(source, board_cards, dead_cards, name, hilo, rows, np.asarray(left.weights), found)


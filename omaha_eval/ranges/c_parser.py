"""The range language read by the C parser (src/oe_range_parse.c and its
parts, src/oe_range_expand.c): how ``Range`` reads text. The same sets,
weights and errors as the Python parser (syntax.py, kept as the oracle the
tests hold it to), at C's speed.

>>> hands, weights = c_range("AA$ds", game="omaha")
>>> hands.shape, int(weights.max())
((864, 4), 1)
>>> c_range("AA@10,KK@5", game="omaha")[1][:3].tolist()
[5, 5, 5]

Percent ranges cut the same orderings as ``Range`` (the shipped ones, or
``ordering=``); each is handed to C once and kept (``c_ordering``).
``write_ordering`` writes an ordering in the compact form the C API reads
(``oe_range_ordering_read_file``)::

    python -m omaha_eval.ranges.c_parser --write-ordering omaha ring out.oeorder
"""
from __future__ import annotations

import argparse
import struct
import sys
from threading import Lock
from typing import Any, Dict, List, Optional, Tuple

import numpy as np

from ..core import _core
from ..core.games import HOLE_CARDS, canonical_game, game_for_hole_count, hilo_from_game
from .errors import RangeSyntaxError
from .orderings.hand_classes import classes
from .percent import checked_listing, load_ordering

MAGIC = b"OEORDER1"
# As the Python parser (issue 53's size limit): a longer text is refused
# before it is read (the C API's own limit is 100,000 characters).
MAX_TEXT = 20_000

# id(ordering) -> (ordering, its C form); the ordering is held so that its
# id stays its own. Bounded by the orderings a process uses (a few).
_C_ORDERINGS: Dict[int, Tuple[Any, Any]] = {}
_LOCK = Lock()


def game_of(text: str, game: Optional[str]) -> str:
    """The game named, else the one a fully written hand implies."""
    if game is not None:
        return canonical_game(game)
    try:
        count = len(_core.cards(text))
    except (ValueError, TypeError):
        count = 0
    if count in (2, 4, 5, 6):
        return game_for_hole_count(count)
    raise ValueError(f"range {text!r} needs a game, one of {', '.join(HOLE_CARDS)} (game= in Python, "
                     "--game on the command line): only one fully written hand implies its game")


def c_ordering(ordering: Any, k: int) -> Any:
    """The ordering in C (made once per ordering object), checked by
    percent.checked_listing, as the Python path checks it."""
    hit = _C_ORDERINGS.get(id(ordering))
    if hit is not None and hit[0] is ordering:
        return hit[1]
    hands, sizes = checked_listing(ordering, k)
    try:
        made = _core.range_ordering_from_hands(hands, np.ascontiguousarray(sizes, dtype=np.uint64))
    except _core.RangeTextError as err:
        raise ValueError(err.message) from None
    with _LOCK:
        _C_ORDERINGS[id(ordering)] = (ordering, made)
    return made


# k -> (every hand of k cards, all weights 1): read-only, made once, and
# handed out as they are for a set of every hand at weight 1 (`*`,
# `random`, `P+`), so that such a set costs no listing. Bounded (six keys).
_EVERY_HAND: Dict[int, Tuple["np.ndarray", "np.ndarray"]] = {}
# k -> the tables that fill and list sets of k-card hands in time
# proportional to their hands (src/oe_range_tables.h; k <= 4, PLO4's 3.3
# MB): read-only, made at first use. Bounded (four keys).
_TABLES: Dict[int, Any] = {}


def every_hand(k: int) -> Tuple["np.ndarray", "np.ndarray"]:
    """(hands, weights) of every hand of k cards, weights 1: read-only, shared."""
    every = _EVERY_HAND.get(k)
    if every is None:
        every = _read_only(_core.range_c_hands(k, np.ones(_core.range_size(k), dtype=np.uint8)))
        _EVERY_HAND[k] = every
    return every


def tables(k: int) -> Any:
    """The C tables of k-card hands (None for k > 4: the scans need none)."""
    made = _TABLES.get(k)
    if made is None and 1 <= k <= 4:
        made = _TABLES.setdefault(k, _core.range_tables(k))
    return made


def hands_of(k: int, dense: "np.ndarray") -> Tuple["np.ndarray", "np.ndarray"]:
    """(hands, int64 weights) of a dense set, read-only (as ``Range`` gives
    them): listed in C, or the shared table of every hand."""
    made = tables(k)
    if made is not None:
        return _core.range_tables_hands(made, dense, every_hand(k))
    full = len(dense) == _core.range_size(k) and dense[0] == 1 and dense[-1] == 1  # (a cheap first look)
    if full and int(dense.min()) == 1 and int(dense.max()) == 1:
        return every_hand(k)
    return _read_only(_core.range_c_hands(k, dense))


def _read_only(listed: Tuple["np.ndarray", "np.ndarray"]) -> Tuple["np.ndarray", "np.ndarray"]:
    for array in listed:
        array.flags.writeable = False
    return listed


def _syntax_error(err: Any, text: str) -> RangeSyntaxError:
    return RangeSyntaxError(err.message, text, max(err.column, 1), err.hint)


def _parse(text: str, k: int, game: str, resolve: Any) -> Any:
    """The C tree. A percent whose ordering cannot be had is an error at
    that percent, as in the Python parser, which loads it there: so where
    the text does not parse, the orderings are tried and the text parsed
    again with only those that load, so that the first error is the one the
    Python parser meets first."""
    try:
        return _core.range_tree(text, k, game, _core.RANGE_RING | _core.RANGE_SIX)
    except _core.RangeTextError as err:
        if "%" not in text:
            raise _syntax_error(err, text) from None
        first = err
    problems: Dict[bool, str] = {}
    available = 0
    for six, bit in ((False, _core.RANGE_RING), (True, _core.RANGE_SIX)):
        try:
            resolve(six)
            available |= bit
        except ValueError as problem:
            problems[six] = str(problem)
    if not problems:
        raise _syntax_error(first, text) from None
    try:
        _core.range_tree(text, k, game, available)
    except _core.RangeTextError as err:
        if err.code == _core.RANGE_ERR_ORDERING:
            six = "six-handed" in err.message
            raise RangeSyntaxError(problems[six], text, err.column) from None
        raise _syntax_error(err, text) from None
    raise _syntax_error(first, text) from None


def parse_dense(text: str, game: str, *, ordering: Any = None, hilo: bool = False) -> Tuple["np.ndarray", bool, List[Any]]:
    """(the set, one byte per hand of the game; whether the text gives
    weights; the orderings its percents cut, full ring first), as the
    Python parser's Range holds them. game: a canonical game name."""
    if len(text) > MAX_TEXT:
        raise ValueError(f"range text of {len(text):,} characters ({text[:30]!r}...): at most {MAX_TEXT:,}; "
                         "pass a longer list of hands as an array of cards (one row a hand) instead")
    k = HOLE_CARDS[game]
    loaded: Dict[bool, Tuple[Any, Any]] = {}
    resolve = _resolver(game, k, ordering, hilo, loaded)
    tree = _parse(text, k, game, resolve)
    made = _orderings_for(tree, text, resolve)
    try:
        dense = tree.dense(made.get(False), made.get(True), tables(k))
    except _core.RangeTextError as err:
        raise _syntax_error(err, text) from None
    return dense, tree.weighted, [loaded[six][0] for six in sorted(loaded)]


def _resolver(game: str, k: int, ordering: Any, hilo: bool, loaded: Dict[bool, Tuple[Any, Any]]) -> Any:
    """resolve(six_handed) -> (the ordering a percent cuts, its C form),
    loaded at the first percent that needs it and kept in `loaded`."""
    def resolve(six_handed: bool) -> Tuple[Any, Any]:
        if six_handed not in loaded:
            chosen = ordering if ordering is not None else load_ordering(game, six_handed, hilo)
            loaded[six_handed] = (chosen, c_ordering(chosen, k))
        return loaded[six_handed]
    return resolve


def _orderings_for(tree: Any, text: str, resolve: Any) -> Dict[bool, Any]:
    """The C orderings the tree's percents cut: six-handed -> C form."""
    made: Dict[bool, Any] = {}
    for six, bit in ((False, _core.RANGE_RING), (True, _core.RANGE_SIX)):
        if tree.needs & bit:
            try:
                made[six] = resolve(six)[1]
            except ValueError as problem:
                raise RangeSyntaxError(str(problem), text, tree.column(six)) from None
    return made


# (game, hilo) -> the C forms of its shipped full-ring and six-handed
# orderings, loaded once (as percent.load_ordering's own cache): the data
# a percent reads, never a range's result. Bounded by the games (a few keys).
_SHIPPED: Dict[Tuple[str, bool], Tuple[Any, Any]] = {}
_RANGE_BOTH = _core.RANGE_RING | _core.RANGE_SIX
_NO_ORDERINGS = (None, None)


def _c_orderings(game: str, k: int, ordering: Any, hilo: bool) -> Optional[Tuple[Any, Any]]:
    """(full ring, six-handed) in C for a percent, or None where one cannot
    be had (the slow path then says so where the Python parser would)."""
    try:
        if ordering is not None:
            made = c_ordering(ordering, k)
            return made, made
        hit = _SHIPPED.get((game, hilo))
        if hit is None:
            resolve = _resolver(game, k, None, hilo, {})
            hit = _SHIPPED.setdefault((game, hilo), (resolve(False)[1], resolve(True)[1]))
        return hit
    except ValueError:
        return None


def c_range(text: str, game: Optional[str] = None, *, ordering: Any = None,
            hilo: bool = False) -> Tuple["np.ndarray", "np.ndarray"]:
    """The hands of a range text and their weights, read in C: the same
    arrays as ``Range(text, game, ordering=, hilo=)``'s ``.hands`` and
    ``.weights`` (rows highest card first; weights int64; read-only)."""
    if not isinstance(text, str):
        raise TypeError(f"range text {text!r} has type {type(text).__name__}: expected a str")
    k = HOLE_CARDS.get(game) if isinstance(game, str) else None
    if k is None or game is None or len(text) > MAX_TEXT:  # an alias, a Hi-Lo name, no game, or too long
        return _c_range_named(text, game, ordering=ordering, hilo=hilo)
    orderings: Tuple[Any, Any] = _NO_ORDERINGS
    if "%" in text:
        found = _c_orderings(game, k, ordering, hilo)
        if found is None:
            return _listed(text, game, k, ordering, hilo)
        orderings = found
    try:  # one call into C: parsed, expanded and listed
        ring, six = orderings
        return _core.range_listed(text, k, game, _RANGE_BOTH, ring, six,
                                  _TABLES.get(k) or tables(k), _EVERY_HAND.get(k) or every_hand(k))
    except _core.RangeTextError as err:
        if "%" in text:  # the error the Python parser meets first (see _parse)
            return _listed(text, game, k, ordering, hilo)
        raise _syntax_error(err, text) from None


@hilo_from_game
def _c_range_named(text: str, game: Optional[str] = None, *, ordering: Any = None,
                   hilo: bool = False) -> Tuple["np.ndarray", "np.ndarray"]:
    """c_range for an alias, a Hi-Lo name or no game."""
    name = game_of(text, game)
    return _listed(text, name, HOLE_CARDS[name], ordering, hilo)


def _listed(text: str, game: str, k: int, ordering: Any, hilo: bool) -> Tuple["np.ndarray", "np.ndarray"]:
    """c_range's work step by step, as parse_dense: the size limit, then the
    orderings as the text's percents need them, with their errors."""
    if len(text) > MAX_TEXT:
        parse_dense(text, game)  # (raises the size error)
    resolve = _resolver(game, k, ordering, hilo, {})
    tree = _parse(text, k, game, resolve)
    made = _orderings_for(tree, text, resolve)
    try:
        return tree.listed(made.get(False), made.get(True), tables(k), every_hand(k))  # type: ignore[no-any-return]
    except _core.RangeTextError as err:
        raise _syntax_error(err, text) from None


def ordering_bytes(ordering: Any) -> bytes:
    """An Ordering (with .game and .classes) in the compact form the C API
    reads: the header, then one hand per class, best class first."""
    table = classes(ordering.game)
    reps = table.representatives(np.asarray(ordering.classes, dtype=np.int64))
    header = MAGIC + bytes([table.hole_cards, 0, 0, 0]) + struct.pack("<I", len(reps))
    return header + np.ascontiguousarray(reps, dtype=np.uint8).tobytes()


def write_ordering(ordering: Any, path: str) -> None:
    """Writes ``ordering_bytes(ordering)`` to a file."""
    with open(path, "wb") as f:
        f.write(ordering_bytes(ordering))


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description="Write a shipped ordering for the C API's percent ranges.")
    parser.add_argument("--write-ordering", nargs=3, metavar=("GAME", "KIND", "PATH"), required=True,
                        help="game (holdem, omaha, omaha5), kind (ring or 6h), output file")
    parser.add_argument("--hilo", action="store_true", help="the Hi-Lo ordering")
    args = parser.parse_args(argv)
    game, kind, path = args.write_ordering
    if kind not in ("ring", "6h"):
        parser.error(f"kind {kind!r}: expected ring or 6h")
    write_ordering(load_ordering(game, kind == "6h", args.hilo), path)
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

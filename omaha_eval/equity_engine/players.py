"""Players as ranges: every way a caller may name what a player holds (one
hand, a list or array of hands, hands with weights, a Range, range text,
"*" for any hand) becomes a PlayerRange: a flat buffer of cards, optional
integer weights, and the label printed in results. Hands that share a card
with the board, the dead cards or another player's single hand are removed
here, so an empty range is reported with the player's number."""
from __future__ import annotations

from array import array
from collections import OrderedDict
from itertools import combinations
from functools import lru_cache
from threading import Lock
from typing import Any, Dict, List, Optional, Sequence, Tuple

from ..core import _core
from ..core.cards import card_mask, cards_text, is_card_text, parse_cards, valid_cards_text
from .checks import NoDeal
from .rows import row_masks, take_rows
from ..core.games import HOLE_CARDS, canonical_game, game_for_hole_count

RANDOM_TEXT = ("*", "random")
MAX_WEIGHT = 0xFFFFFFFF


class PlayerRange:
    """What one player may hold. ``cards``: n * nhole card numbers (bytes or
    a flat numpy uint8 array); ``weights``: array('I') of n, or None for
    equal weights; ``random``: every hand of the remaining deck."""

    __slots__ = ("cards", "weights", "random", "label", "n", "tables")

    def __init__(self, cards: Any, weights: Optional[array], random: bool, label: str, n: int,  # type: ignore[type-arg]
                 tables: Optional[Dict[Any, Any]] = None) -> None:
        self.cards, self.weights, self.random, self.label, self.n = cards, weights, random, label, n
        # where the range is cached (range text on a known board): the
        # engine's tables built from it, kept for the next call
        self.tables = tables

    @property
    def single(self) -> bool:
        return self.n == 1 and not self.random

    def mask(self) -> int:
        m = 0
        for c in self.cards:
            m |= 1 << int(c)
        return m


class _Raw:
    """A player before the game is known: one hand, hands, or text/objects
    to resolve once it is."""

    __slots__ = ("kind", "value", "weights")

    def __init__(self, kind: str, value: Any, weights: Any = None) -> None:
        self.kind, self.value, self.weights = kind, value, weights


def _is_card_item(item: Any) -> bool:
    if isinstance(item, str):
        return is_card_text(item) and len(_core.parse_cards(item)) == 1
    return not isinstance(item, (list, tuple, bytes, bytearray)) and not hasattr(item, "shape")


def _classify(p: int, player: Any) -> _Raw:
    """What a player's argument is, told by its type and, for a string, its
    syntax (card text is a hand, "*" any hand, anything else range text):
    read once, never by trying a parse and catching its error."""
    if isinstance(player, str):
        if player.strip().lower() in RANDOM_TEXT:
            return _Raw("random", None)
        cards = _core.parse_cards(player) if is_card_text(player) else None
        if cards is not None and len(set(cards)) == len(cards):
            return _Raw("hand", parse_cards(cards), player)
        return _Raw("text", player)  # range text (a card written twice: the range reader words it)
    if hasattr(player, "hands") and hasattr(player, "weights"):
        return _Raw("arrays", player.hands, player.weights)
    if hasattr(player, "shape"):
        return _Raw("arrays", player, None)
    if isinstance(player, tuple) and len(player) == 2 and (
            hasattr(player[0], "shape") or (isinstance(player[0], (list, tuple))
                                            and player[0] and not _is_card_item(player[0][0]))):
        return _Raw("arrays", player[0], player[1])
    if isinstance(player, (list, tuple)):
        if player and not all(_is_card_item(item) for item in player):
            return _Raw("hands", list(player))
        return _Raw("hand", parse_cards(player), player)
    if isinstance(player, (bytes, bytearray)):
        raise TypeError(f"player {p + 1}: {player!r}: expected card text, a list of cards or of hands")
    return _Raw("hand", parse_cards(player), player)


def resolve_game(raws: Sequence[_Raw], game: Optional[str]) -> str:
    """The game named, or the one the first written hand (or array) implies."""
    if game is not None:
        return canonical_game(game)
    for raw in raws:
        if raw.kind == "hand":
            return game_for_hole_count(len(raw.value))
        if raw.kind == "arrays" and hasattr(raw.value, "shape") and len(raw.value.shape) == 2:
            return game_for_hole_count(int(raw.value.shape[1]))
        if raw.kind == "hands" and raw.value:
            return game_for_hole_count(len(parse_cards(raw.value[0])))
    raise ValueError("no player's hand implies the game: name it (game='omaha' in Python, "
                     "--game omaha on the command line)")


def _weights(p: int, weights: Any, n: int) -> Optional[array]:  # type: ignore[type-arg]
    if weights is None:
        return None
    if isinstance(weights, (str, bytes)) or not hasattr(weights, "__len__"):
        raise TypeError(f"player {p + 1}: weights {weights!r}: expected a sequence of ints")
    if len(weights) != n:
        raise ValueError(f"player {p + 1}: {len(weights)} weights for {n} hands: expected one per hand")
    kind = getattr(getattr(weights, "dtype", None), "kind", "")
    if kind in ("i", "u") and getattr(weights, "ndim", 0) == 1:
        return _integer_array_weights(p, weights)
    out = array("I")
    for w in (weights.tolist() if hasattr(weights, "tolist") else weights):
        if isinstance(w, bool) or not isinstance(w, int):
            if isinstance(w, float) and w.is_integer():
                w = int(w)
            else:
                raise TypeError(f"player {p + 1}: weight {w!r}: expected an int")
        if not 1 <= w <= MAX_WEIGHT:
            raise ValueError(f"player {p + 1}: weight {w}: expected 1 to {MAX_WEIGHT}")
        out.append(w)
    if all(w == out[0] for w in out):
        return None  # equal weights are no weights
    return out


def _integer_array_weights(p: int, weights: Any) -> Optional[array]:  # type: ignore[type-arg]
    """A numpy integer array of weights (a Range's), checked all at once:
    one by one, a 15% range's 41,000 weights cost 20 ms, all of it before
    any thread starts."""
    import numpy as np

    bad = np.flatnonzero((weights < 1) | (weights > MAX_WEIGHT))
    if len(bad):
        raise ValueError(f"player {p + 1}: weight {int(weights[bad[0]])}: expected 1 to {MAX_WEIGHT}")
    if not len(weights) or (weights == weights[0]).all():
        return None  # equal weights are no weights
    return _uint32_array(weights)


def _uint32_array(values: Any) -> array:  # type: ignore[type-arg]
    """A numpy array's values as array('I'), copied as bytes: a list of
    millions of Python ints on the way costs a second."""
    import numpy as np
    out = array("I")
    out.frombytes(np.ascontiguousarray(values, dtype=np.uint32).tobytes())
    return out


def _hands_from_array(p: int, hands: Any, nhole: int) -> Tuple[Any, int]:
    shape = getattr(hands, "shape", None)
    if shape is not None:
        if len(shape) != 2 or shape[1] != nhole:
            raise ValueError(f"player {p + 1}: an array of shape {tuple(shape)}: expected (n, {nhole})")
        kind = getattr(getattr(hands, "dtype", None), "kind", "")
        if kind not in "iu":
            raise TypeError(f"player {p + 1}: an array of {hands.dtype}: expected integer card numbers")
        flat = hands.reshape(-1)
        if flat.size and (int(flat.min()) < 0 or int(flat.max()) > 51):
            raise ValueError(f"player {p + 1}: a card outside 0..51 in the hands array")
        import numpy as np
        return np.ascontiguousarray(flat, dtype=np.uint8), int(shape[0])
    rows = list(hands)
    out = bytearray()
    for i, h in enumerate(rows):
        cards = parse_cards(h)
        if len(cards) != nhole:
            raise ValueError(f"player {p + 1}, hand {i + 1} {cards_text(cards)!r} has {len(cards)} cards: "
                             f"expected {nhole}")
        out.extend(cards)
    return bytes(out), len(rows)


def _filter(p: int, cards: Any, weights: Optional[array], n: int, nhole: int,  # type: ignore[type-arg]
            known: int, label: str) -> PlayerRange:
    """Drops the hands that use a known card; an empty result names the player."""
    if hasattr(cards, "shape"):  # numpy: one vectorised pass
        import numpy as np
        rows = cards.reshape(n, nhole)
        ok = (row_masks(rows) & np.uint64(known)) == 0
        if not ok.any():
            raise NoDeal(f"player {p + 1}'s range {label} is empty once the board, dead cards and "
                             f"other players' cards are removed")
        kept = take_rows(rows, ok).reshape(-1)
        w = None
        if weights is not None:
            w = _uint32_array(np.frombuffer(weights, dtype=np.uint32)[ok])
        return PlayerRange(kept, w, False, label, int(ok.sum()))
    keep = bytearray()
    kept_w: Optional[array] = array("I") if weights is not None else None  # type: ignore[type-arg]
    for i in range(n):
        hand = cards[i * nhole:(i + 1) * nhole]
        if card_mask(hand) & known:
            continue
        keep.extend(hand)
        if kept_w is not None and weights is not None:
            kept_w.append(weights[i])
    if not keep:
        raise NoDeal(f"player {p + 1}'s range {label} is empty once the board, dead cards and "
                         f"other players' cards are removed")
    return PlayerRange(bytes(keep), kept_w, False, label, len(keep) // nhole)


def _hand_mask(cards: Sequence[int], owners: Dict[int, str], what: str) -> int:
    """The cards' mask; a card already held says where: repeated in the same
    hand, or also on the board, among the dead cards or in another hand."""
    m = 0
    for c in cards:
        if m >> c & 1:
            raise ValueError(f"duplicate card {cards_text([c])} in {what}: each card may appear only once")
        if c in owners:  # held elsewhere: no deal gives both (a board range skips such a board)
            raise NoDeal(f"duplicate card {cards_text([c])}: both in {what} and in {owners[c]}; "
                             f"each card may appear only once")
        m |= 1 << c
    for c in cards:
        owners[c] = what
    return m


def player_list(players: Any) -> List[Any]:
    """The players as a list, 2 to MAX_PLAYERS of them; a string or a
    non-iterable is refused (a string would otherwise read as one player a
    character)."""
    if isinstance(players, (str, bytes)) or not hasattr(players, "__iter__"):
        raise TypeError(f"hands {players!r}: expected a list of hands, one per player")
    out: List[Any] = list(players)
    if not 2 <= len(out) <= _core.MAX_PLAYERS:
        raise ValueError(f"{len(out)} players: expected 2 to {_core.MAX_PLAYERS}")
    return out


def normalize(players: Any, board: Sequence[int], dead: Sequence[int], game: Optional[str],
              hilo: bool = False) -> Tuple[str, int, List[PlayerRange]]:
    """(game, hole cards, one PlayerRange per player), checked; with hilo,
    percent ranges are cut by the Hi-Lo ordering."""
    players = player_list(players)
    simple = _single_hands(players, board, dead, game)
    if simple is not None:
        return simple
    raws = [_classify(p, x) for p, x in enumerate(players)]
    name = resolve_game(raws, game)
    nhole = HOLE_CARDS[name]
    owners: Dict[int, str] = {}
    known = _hand_mask(board, owners, "the board")
    known |= _hand_mask(dead, owners, "the dead cards")
    out: List[Optional[PlayerRange]] = [None] * len(raws)
    for p, raw in enumerate(raws):  # single hands first: the ranges lose their cards
        if raw.kind == "hand":
            if len(raw.value) != nhole:  # strict: a miscounted hand is an error, not a pattern
                hint = (f" (for the hands that contain these cards, write the range {raw.weights.strip()}*)"
                        if isinstance(raw.weights, str) and len(raw.value) < nhole else "")
                raise ValueError(f"player {p + 1} has {len(raw.value)} hole cards: expected {nhole} "
                                 f"({name}){hint}")
            known |= _hand_mask(raw.value, owners, f"player {p + 1}'s hole cards")
            out[p] = PlayerRange(bytes(raw.value), None, False, cards_text(raw.value), 1)
    for p, raw in enumerate(raws):
        if out[p] is not None:
            continue
        if raw.kind == "random":
            out[p] = PlayerRange(bytes(range(nhole)), None, True, "*", 0)
            continue
        if raw.kind == "text":
            hands, weights = _parse_range_text(p, raw.value, name, hilo)
            out[p] = _filtered_text_range(p, hands, weights, nhole, known, str(players[p]).strip())
            continue
        cards, n = _hands_from_array(p, raw.value, nhole)
        out[p] = _filter(p, cards, _weights(p, raw.weights, n), n, nhole, known, _range_label(players[p], n))
    return name, nhole, [r for r in out if r is not None]


def _single_hands(players: List[Any], board: Sequence[int], dead: Sequence[int], game: Optional[str]
                  ) -> Optional[Tuple[str, int, List[PlayerRange]]]:
    """The common case in few steps: every player one hand written as text,
    all cards distinct. None sends anything else down the general path
    (which also words the errors)."""
    if not all(type(p) is str and is_card_text(p) for p in players):
        return None
    hands = [_core.parse_cards(p) for p in players]
    nhole = len(hands[0])
    name = canonical_game(game) if game is not None else (
        game_for_hole_count(nhole) if nhole in (2, 4, 5, 6) else None)
    if name is None or HOLE_CARDS[name] != nhole or any(len(h) != nhole for h in hands):
        return None
    cards = [c for h in hands for c in h] + list(board) + list(dead)
    if len(set(cards)) != len(cards):
        return None
    return name, nhole, [PlayerRange(bytes(h), None, False, valid_cards_text(h), 1) for h in hands]


def parse_range_texts(players: Any, game: Optional[str], hilo: bool = False) -> Any:
    """The players with any range text parsed into a Range once, for a caller
    that runs many equity jobs with the same players (a board range)."""
    players = player_list(players)
    raws = [_classify(p, x) for p, x in enumerate(players)]
    if not any(r.kind == "text" for r in raws):
        return players
    name = resolve_game(raws, game)
    from ..ranges import parse_player
    return [parse_player(x, name, hilo) if r.kind == "text" else x for x, r in zip(players, raws)]


def _range_label(player: Any, n: int) -> str:
    text = getattr(player, "text", None)
    return str(text) if isinstance(text, str) else f"{n:,} hands"


def _parse_range_text(p: int, text: str, game: str, hilo: bool = False) -> Tuple[Any, Any]:
    return _parsed_range(text, game, bool(hilo))


# A range's text becomes hand arrays once: the same texts meet the engine
# call after call (a table, a sweep of boards, a UI). Keyed by the text, the
# game and Hi-Lo (which picks the percent ordering: text always means the
# shipped one); the arrays are read-only, so no caller can change them.
# Bounded: a few hundred ranges of at most a few MB each.
@lru_cache(maxsize=256)
def _parsed_range(text: str, game: str, hilo: bool) -> Tuple[Any, Any]:
    from ..ranges import parse_player
    r = parse_player(text, game, hilo)
    hands, weights = r.hands, r.weights
    assert not hands.flags.writeable and not weights.flags.writeable
    return hands, weights


# A parsed range text's hands filtered by the known cards, kept for the
# next call with the same text and known cards (a table or UI that asks
# again): the filter and the engine's tables built on the result (the
# PlayerRange's tables) are done once. Keyed by the identity of the parsed,
# read-only arrays (held by the entry, so the id stays theirs) and the known
# cards; a few entries, most recent last.
_FILTERED: "OrderedDict[Tuple[int, int], Tuple[Any, Any, Any, Optional[array], int, Dict[Any, Any]]]" = OrderedDict()  # type: ignore[type-arg]
_FILTERED_LOCK = Lock()
FILTERED_ENTRIES = 16


def _filtered_text_range(p: int, hands: Any, weights: Any, nhole: int, known: int, label: str) -> PlayerRange:
    key = (id(hands), known)
    with _FILTERED_LOCK:
        hit = _FILTERED.get(key)
        if hit is not None and hit[0] is hands and hit[1] is weights:
            _FILTERED.move_to_end(key)
            return PlayerRange(hit[2], hit[3], False, label, hit[4], hit[5])
    cards, n = _hands_from_array(p, hands, nhole)
    r = _filter(p, cards, _weights(p, weights, n), n, nhole, known, label)
    r.tables = {}
    with _FILTERED_LOCK:
        _FILTERED[key] = (hands, weights, r.cards, r.weights, r.n, r.tables)
        while len(_FILTERED) > FILTERED_ENTRIES:
            _FILTERED.popitem(last=False)
    return r


def all_hands(nhole: int, known: int) -> bytes:
    """Every hand of the cards not in `known`, flat (exact equity with "*")."""
    deck = [c for c in range(52) if not known >> c & 1]
    out = bytearray()
    for hand in combinations(deck, nhole):
        out.extend(hand)
    return bytes(out)

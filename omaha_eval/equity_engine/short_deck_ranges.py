"""Short Deck Hold'em equity when a player holds a range: exact (every
compatible combination of the players' hands, weighted by the product of
their weights, each run over every board by the C kernel) or seeded Monte
Carlo (hands drawn by weight, a deal with a shared card drawn again, the
board completed from the cards left, every hand scored by the Short Deck
batch evaluator)."""
from __future__ import annotations

from typing import Any, List, Optional, Sequence, Tuple

import numpy as np

from ..core import _core
from ..core.cards import cards_text, parse_cards
from ..core.games import SHORT_DECK
from .plan import MAX_EXACT_SECONDS, MAX_REJECTS

DECK_MIN_CARD = 16
SECONDS_PER_EVAL = 2.5e-8      # one 7-card Short Deck evaluation, rough: to refuse an exact job of hours
CHUNK = 1 << 15                # Monte Carlo deals per numpy pass
Hands = Tuple["np.ndarray", "np.ndarray"]   # (n, 2) uint8 hands, their int64 weights


def _check_deck(hands: "np.ndarray", who: str) -> None:
    low = hands[hands < DECK_MIN_CARD]
    if low.size:
        raise ValueError(f"{who}: card {cards_text([int(low[0])])} is not in the Short Deck deck: "
                         "expected sixes to aces")


def player_hands(entry: Any, game: str, who: str) -> Tuple[Hands, str, bool]:
    """A player's hands and weights, the label printed, and whether it is
    one fixed hand: from a hand, range text ("*" any hand), a Range, a list
    or array of hands, or (hands, weights)."""
    from ..ranges import Range

    if isinstance(entry, Range):
        if entry.hole_cards != 2:
            raise ValueError(f"{who}: {entry.game} range: Short Deck deals 2 hole cards")
        _check_deck(np.asarray(entry.hands), who)
        return (np.asarray(entry.hands, dtype=np.uint8), np.asarray(entry.weights, np.int64)), entry.text, False
    if isinstance(entry, tuple) and len(entry) == 2 and not isinstance(entry[1], str):
        hands = _hand_rows(entry[0], who)
        w = np.asarray(entry[1])
        if w.shape != (len(hands),) or w.dtype.kind not in "iu" or (w.size and w.min() < 1):
            raise ValueError(f"{who}: weights: expected {len(hands)} integers >= 1, one per hand")
        return (hands, w.astype(np.int64)), f"{len(hands)} hands", False
    if isinstance(entry, str):
        try:
            cards = parse_cards(entry)
        except (ValueError, TypeError):
            cards = []
        if len(cards) == 2:
            hands = np.array([cards], dtype=np.uint8)
            _check_deck(hands, who)
            return (hands, np.ones(1, np.int64)), cards_text(cards), True
        text = "*" if entry.strip().lower() == "random" else entry
        r = Range(text, game)
        return (np.asarray(r.hands, dtype=np.uint8), np.asarray(r.weights, np.int64)), entry.strip(), False
    hands = _hand_rows(entry, who)
    single = len(hands) == 1
    return (hands, np.ones(len(hands), np.int64)), cards_text(hands[0].tolist()) if single else \
        f"{len(hands)} hands", single


def _hand_rows(value: Any, who: str) -> "np.ndarray":
    """Rows of two cards from a numpy array, a list of hands, or one hand."""
    if isinstance(value, np.ndarray):
        rows = np.ascontiguousarray(value, dtype=np.uint8)
        if rows.ndim != 2 or rows.shape[1] != 2 or rows.size == 0 or rows.max() > 51:
            raise ValueError(f"{who}: hands of shape {value.shape}: expected (n, 2) card numbers 0..51")
    else:
        try:
            one = parse_cards(value)
        except (ValueError, TypeError):
            one = []
        items = [one] if len(one) == 2 else [parse_cards(h) for h in value]
        if not items or any(len(h) != 2 for h in items):
            raise ValueError(f"{who}: expected Short Deck hands of 2 cards")
        rows = np.array(items, dtype=np.uint8)
    _check_deck(rows, who)
    return rows


def _without(hands: Hands, known: int, who: str, label: str) -> Hands:
    rows, w = hands
    bits = (np.uint64(1) << rows[:, 0].astype(np.uint64)) | (np.uint64(1) << rows[:, 1].astype(np.uint64))
    keep = (bits & np.uint64(known)) == 0
    if not keep.any():
        raise ValueError(f"the range of {who}, {label!r}, is empty once the known cards are removed")
    return rows[keep], w[keep]


def range_equity(entries: Sequence[Any], board: List[int], dead: List[int], game: str, trials: Optional[int],
                 seed: Optional[int]) -> Tuple["np.ndarray", float, List[str], bool]:
    """Per player (share, win, tie, squared share) summed, the total weight
    of the deals they are summed over, the labels, and whether exact."""
    known = 0
    for c in board + dead:
        known |= 1 << c
    players, labels = [], []
    for i, e in enumerate(entries):
        who = f"player {i + 1}"
        hands, label, _single = player_hands(e, game, who)
        players.append(_without(hands, known, who, label))
        labels.append(label)
    need = 5 - len(board)
    left = 36 - len(board) - len(dead) - 2 * len(players)
    if left < need:
        raise ValueError(f"{36 - left} cards known: too few left in the 36-card deck to deal the board")
    runouts = _comb(left, need)
    combos = 1
    for rows, _w in players:
        combos *= len(rows)
    if trials is None or combos * runouts <= trials:
        seconds = combos * runouts * len(players) * SECONDS_PER_EVAL
        if seconds > MAX_EXACT_SECONDS:
            raise ValueError(f"exact Short Deck equity of these ranges: about {combos:,} combinations of hands "
                             f"times {runouts:,} boards, hours of work; pass trials=N (Monte Carlo)")
        sums, total = _exact(players, board, known, SHORT_DECK[game])
        return sums, total, labels, True
    assert seed is not None
    sums, total = _sampled(players, board, known, SHORT_DECK[game], trials, seed)
    return sums, total, labels, False


def _comb(n: int, k: int) -> int:
    from math import comb
    return comb(n, k)


def _exact(players: List[Hands], board: List[int], known: int, rules: int) -> Tuple["np.ndarray", float]:
    n = len(players)
    sums = np.zeros((n, _core.SD_EQUITY_VALUES))
    out = np.zeros(_core.SD_EQUITY_VALUES * n)
    total = 0.0
    masks = [[(1 << int(a)) | (1 << int(b)) for a, b in rows.tolist()] for rows, _w in players]
    chosen = [0] * n
    dead_mask = known & ~_mask_of(board)

    def walk(p: int, used: int, weight: int) -> None:
        nonlocal total
        if p == n:
            holes = np.array([players[q][0][chosen[q]] for q in range(n)], dtype=np.uint8).reshape(-1)
            out[:] = 0
            deals = _core.sd_equity(holes, board, dead_mask, rules, 0, 0, out)
            sums[:] += weight * out.reshape(n, -1)
            total += weight * deals
            return
        rows, w = players[p]
        for j, m in enumerate(masks[p]):
            if not m & used:
                chosen[p] = j
                walk(p + 1, used | m, weight * int(w[j]))

    walk(0, known, 1)
    if total == 0:
        raise ValueError("no combination of the players' hands is possible: they share cards")
    return sums, total


def _mask_of(cards: List[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _draw(players: List[Hands], known: int, m: int, rng: "np.random.Generator") -> "np.ndarray":
    """m deals of one hand per player, (players, m, 2), none sharing a card
    with another or the known cards: independent draws by weight, a deal
    with a clash drawn again (which leaves the product of the weights over
    the compatible deals)."""
    probs = [w / w.sum() for _r, w in players]
    got: List["np.ndarray"] = []
    have, rejected = 0, 0
    while have < m:
        want = m - have
        picks = np.stack([rows[rng.choice(len(rows), size=want, p=p)] for (rows, _w), p in zip(players, probs)])
        bits = (np.uint64(1) << picks.astype(np.uint64)).sum(axis=2, dtype=np.uint64)   # (players, want)
        used = np.full(want, np.uint64(known))
        ok = np.ones(want, dtype=bool)
        for b in bits:
            ok &= (used & b) == 0
            used |= b
        got.append(picks[:, ok])
        have += int(ok.sum())
        rejected += want - int(ok.sum())
        if rejected > MAX_REJECTS:
            raise ValueError("the players' ranges almost never fit together without a shared card")
    return np.concatenate(got, axis=1)


def _sampled(players: List[Hands], board: List[int], known: int, rules: int, trials: int,
             seed: int) -> Tuple["np.ndarray", float]:
    n = len(players)
    rng = np.random.default_rng(seed)
    sums = np.zeros((n, _core.SD_EQUITY_VALUES))
    need = 5 - len(board)
    known_rows = np.array([c - DECK_MIN_CARD for c in range(DECK_MIN_CARD, 52) if known >> c & 1], dtype=np.int64)
    done = 0
    while done < trials:
        m = min(CHUNK, trials - done)
        hands = _draw(players, known, m, rng)                         # (n, m, 2)
        keys = rng.random((m, 36))
        keys[:, known_rows] = 2.0
        rows = np.arange(m)[:, None]
        keys[rows, hands.transpose(1, 0, 2).reshape(m, -1).astype(np.int64) - DECK_MIN_CARD] = 2.0
        extra = np.argsort(keys, axis=1)[:, :need].astype(np.uint8) + DECK_MIN_CARD
        boards = np.ascontiguousarray(np.hstack([np.tile(np.array(board, np.uint8), (m, 1)), extra]))
        values = np.empty((n, m), dtype=np.uint16)
        for p in range(n):
            _core.sd_batch(np.ascontiguousarray(hands[p]), boards, values[p], rules)
        best = values.min(axis=0)
        winners = values == best
        count = winners.sum(axis=0)
        share = winners / count
        sums[:, 0] += share.sum(axis=1)
        sums[:, 1] += (winners & (count == 1)).sum(axis=1)
        sums[:, 2] += (winners & (count > 1)).sum(axis=1)
        sums[:, 3] += (share * share).sum(axis=1)
        done += m
    return sums, float(trials)

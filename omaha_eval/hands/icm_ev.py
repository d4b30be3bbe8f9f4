"""Tournament all-in EV in prize equity (ICM), beside the chip EV.

For each all-in hand of a tournament whose payout table is known, every
board that can still come is dealt (the known hands and the cards seen out
of the deck), each pot is paid as the showdown would pay it (ties split,
Hi-Lo halves), and the table's stacks after each board go through the
Independent Chip Model (``omaha_eval.icm``). A seat's prize EV is the
expected prize equity after the hand less its prize equity before; its
prize result is the same after what happened. The pots are decided by the
same board, so they are dealt together, never as independent draws.

The table is taken as the whole field (a final table, a sit-and-go): the
payout table's first places, as many as the table's players. Players who
bust in the hand take the places below the survivors, the larger starting
stack the higher, as tournament rules finish them. Payouts come per
tournament (a mapping of tournament ids, or one table for every
tournament), or from the room's tournament summary (``read_payouts``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

import numpy as np

Payouts = Union[Mapping[str, Sequence[float]], Sequence[float]]
_STREET_CARDS = {"preflop": 0, "flop": 3, "turn": 4}


@dataclass(frozen=True)
class PrizeEV:
    """One seat of one tournament all-in hand: chips and prize equity."""

    hand_no: str
    tournament: str
    seat: int
    player: str
    street: str
    chip_ev: Optional[float]        # chips won less put in, expected (None: a contested hand unknown)
    chip_actual: int                # as it happened
    prize_before: float             # the seat's prize equity before the hand
    prize_ev: Optional[float]       # expected prize equity after, less before
    prize_actual: float             # prize equity after what happened, less before


def _prizes(stacks: Sequence[float], before: Sequence[float], payouts: Sequence[float]) -> List[float]:
    """Each seat's prize equity, the table as the whole field: ICM among
    the seats with chips for the first places; a seat with none takes a
    place below them, the larger stack ``before`` the hand the higher."""
    from ..icm import icm_equity

    alive = [i for i, s in enumerate(stacks) if s > 0]
    out = [0.0] * len(stacks)
    places = list(payouts) + [0.0] * max(0, len(stacks) - len(payouts))
    if len(alive) == 1:
        out[alive[0]] = float(places[0])
    elif alive:
        paid = [p for p in places[:len(alive)]]
        while len(paid) > 1 and paid[-1] == 0:    # places nobody is paid for: ICM takes the paid ones
            paid.pop()
        eq = icm_equity([stacks[i] for i in alive], paid).equities
        for i, e in zip(alive, eq):
            out[i] = float(e)
    busted = sorted((i for i, s in enumerate(stacks) if s <= 0), key=lambda i: -before[i])
    for place, i in enumerate(busted, start=len(alive)):
        out[i] = float(places[place])
    return out


def read_payouts(path: str) -> Dict[str, List[float]]:
    """A room's tournament summary file (PokerStars writes one per
    tournament: 'Tournament #N' and a line '  1: name (country), $50.00 ...'
    per paid place): {tournament id: [prize of place 1, 2, ...]}."""
    with open(path, encoding="utf-8-sig", errors="replace") as f:
        text = f.read()
    found: Dict[str, List[float]] = {}
    current: Optional[str] = None
    for line in text.splitlines():
        head = re.search(r"Tournament #(\d+)", line)
        if head:
            current = head.group(1)
            found.setdefault(current, [])
            continue
        place = re.match(r"\s*(\d+):\s.*?,\s*[$€£]?\s*([\d,]+(?:\.\d+)?)\s*(?:\(|$|[A-Z]{3})", line)
        if place and current is not None:
            number, amount = int(place.group(1)), float(place.group(2).replace(",", ""))
            prizes = found[current]
            prizes.extend([0.0] * (number - len(prizes)))
            prizes[number - 1] = amount
    found = {t: p for t, p in found.items() if any(p)}
    if not found:
        raise ValueError(f"{path}: no tournament summary with paid places found (expected 'Tournament #N' and "
                         "lines such as '  1: name (country), $50.00')")
    return found


def _table_for(payouts: Payouts, tournament: str) -> Optional[List[float]]:
    if isinstance(payouts, Mapping):
        table = payouts.get(tournament)
        return None if table is None else [float(x) for x in table]
    return [float(x) for x in payouts]


def _check(payouts: Payouts) -> None:
    tables = payouts.values() if isinstance(payouts, Mapping) else [payouts]
    for table in tables:
        if isinstance(table, (str, bytes)) or not len(table):
            raise ValueError(f"payouts {table!r}: expected the prizes of places 1, 2, ... (numbers >= 0)")
        for x in table:
            if isinstance(x, bool) or not isinstance(x, (int, float)) or not x >= 0:
                raise ValueError(f"payout {x!r}: expected a number >= 0")


def prize_ev(db: Any, payouts: Payouts, tournament: Optional[str] = None) -> List[PrizeEV]:
    """The prize EV of every seat in every all-in hand of the tournaments
    whose payout table is given (``db``: an open HandDatabase), in the
    order played."""
    _check(payouts)
    only = " AND tournament = ?" if tournament is not None else ""
    sql = ("SELECT id, hand_no, tournament, game, all_in FROM hands WHERE ok = 1 AND all_in IS NOT NULL "
           f"AND tournament IS NOT NULL AND tournament != ''{only} ORDER BY date, time, id")
    rows: List[PrizeEV] = []
    for hand_id, hand_no, tour, game, street in db.db.execute(sql, () if tournament is None else (tournament,)):
        table = _table_for(payouts, tour)
        if table is not None:
            rows.extend(_hand_rows(db.db, hand_id, hand_no, tour, game, street, table))
    return rows


def _hand_rows(con: Any, hand_id: int, hand_no: str, tournament: str, game_code: str, street: str,
               table: List[float]) -> List[PrizeEV]:
    seats = con.execute("SELECT seat, player, starting_stack, final_stack, hole_cards FROM seats WHERE hand_id = ? "
                        "ORDER BY seat", (hand_id,)).fetchall()
    won = dict(con.execute("SELECT seat, SUM(amount) FROM actions WHERE hand_id = ? AND kind = 'win' GROUP BY seat",
                           (hand_id,)).fetchall())
    pots = [(amount, tuple(int(s) for s in eligible.split(","))) for amount, eligible in con.execute(
        "SELECT amount, eligible FROM pots WHERE hand_id = ? ORDER BY pot", (hand_id,))]
    board_row = con.execute("SELECT cards FROM boards WHERE hand_id = ? AND run = 0", (hand_id,)).fetchone()
    chips = dict((s, (ev, actual)) for s, ev, actual in con.execute(
        "SELECT seat, ev, actual FROM all_in_ev WHERE hand_id = ?", (hand_id,)))
    start = [float(r[2]) for r in seats]
    final = [float(r[3]) for r in seats]
    base = [final[s] - float(won.get(s, 0)) for s in range(len(seats))]   # the stack before any pot is paid
    before = _prizes(start, start, table)
    after = _prizes(final, start, table)
    expected = _expected(seats, pots, board_row[0] if board_row else "", street, game_code, base, start, table)
    out = []
    for s, player, *_ in seats:
        if s not in chips:
            continue
        ev, actual = chips[s]
        out.append(PrizeEV(hand_no, tournament, s, player, street, ev, int(actual), before[s],
                           None if expected is None else expected[s] - before[s], after[s] - before[s]))
    return out


def _expected(seats: Sequence[Tuple[Any, ...]], pots: List[Tuple[int, Tuple[int, ...]]], board_text: str,
              street: str, game_code: str, base: List[float], start: List[float],
              table: List[float]) -> Optional[List[float]]:
    """Expected prize equity after the hand, over every board still to
    come; None when a contested hand is unknown."""
    import omaha_eval as oe
    from .game_names import stored_game

    game, hilo, _structure = stored_game(game_code)   # (NSS: Short Deck where a straight beats trips)
    holes = {int(r[0]): [int(c) for c in oe.parse_cards(r[4])] for r in seats if r[4]}
    contested = sorted({s for _, eligible in pots for s in eligible if len(eligible) > 1})
    if any(s not in holes for s in contested):
        return None
    board = [int(c) for c in oe.parse_cards(board_text)][:_STREET_CARDS.get(street, 0)]
    known = set(board) | {c for cards in holes.values() for c in cards}
    deck = [c for c in range(16 if game.startswith("shortdeck") else 0, 52) if c not in known]
    runouts = np.array(deck, np.uint8)[_combinations(len(deck), 5 - len(board))]
    boards = np.ascontiguousarray(np.hstack([np.tile(np.array(board, np.uint8), (len(runouts), 1)), runouts]))
    high = {s: oe.batch.evaluate(np.tile(np.array(holes[s], np.uint8), (len(boards), 1)), boards, game=game)
            for s in contested}
    low = {s: oe.batch.evaluate_low(np.tile(np.array(holes[s], np.uint8), (len(boards), 1)), boards, game=game)
           for s in contested} if hilo else {}
    # each board's outcome as one number: who takes each pot's high and low
    # part (a mask of seats each), so that each distinct outcome is paid once
    key = np.zeros(len(boards), dtype=object if 2 * len(pots) * len(seats) > 62 else np.int64)
    for _amount, eligible in pots:
        for values, is_low in ([(high, False)] + ([(low, True)] if hilo else [])):
            key = key * (1 << len(seats)) + _winners(eligible, values, len(boards), is_low)
    _keys, first, counts = np.unique(key, return_index=True, return_counts=True)
    total = np.zeros(len(seats))
    for board_at, count in zip(first, counts):
        won = np.zeros(len(seats))
        for amount, eligible in pots:
            _pay(won, amount, eligible, high, low, int(board_at))
        stacks = [base[s] + won[s] for s in range(len(seats))]
        total += count * np.array(_prizes(stacks, start, table))
    return [float(x) for x in total / counts.sum()]


def _combinations(n: int, k: int) -> "np.ndarray":
    """Every k-subset of range(n) as rows of indices, lexicographic."""
    rows = np.arange(n, dtype=np.int64).reshape(-1, 1)[:n - k + 1] if k else np.zeros((1, 0), np.int64)
    for j in range(1, k):
        last = rows[:, -1]
        counts = n - k + j - last               # the next index runs from last + 1 to n - k + j
        rep = np.repeat(rows, counts, axis=0)
        offset = np.arange(int(counts.sum())) - np.repeat(np.cumsum(counts) - counts, counts)
        rows = np.hstack([rep, (np.repeat(last, counts) + 1 + offset)[:, None]])
    return rows


def _winners(eligible: Tuple[int, ...], values: Dict[int, "np.ndarray"], n: int, is_low: bool) -> "np.ndarray":
    """Per board, the mask of eligible seats holding the best value (a low
    of 0 is none: nobody, when no one has one)."""
    if len(eligible) == 1:
        return np.full(n, 1 << eligible[0], dtype=np.int64)
    v = np.stack([values[s] for s in eligible]).astype(np.int64)
    if is_low:
        v[v == 0] = 1 << 40
    best = v.min(axis=0)
    mask = np.zeros(n, dtype=np.int64)
    for k, s in enumerate(eligible):
        mask |= np.where((v[k] == best) & (best < (1 << 40)), 1 << s, 0)
    return mask


def _pay(won: "np.ndarray", amount: float, eligible: Tuple[int, ...], high: Dict[int, "np.ndarray"],
         low: Dict[int, "np.ndarray"], at: int) -> None:
    """Adds one board's share of a pot: the best high (lower value) takes
    it, ties split; Hi-Lo: half to the best low where there is one."""
    if len(eligible) == 1:
        won[eligible[0]] += amount
        return
    lows = [int(low[s][at]) for s in eligible] if low else []
    real = [x for x in lows if x]
    half = amount / 2.0 if real else 0.0
    if real:
        best = min(real)
        winners = [s for s, x in zip(eligible, lows) if x == best]
        for s in winners:
            won[s] += half / len(winners)
    highs = [int(high[s][at]) for s in eligible]
    winners = [s for s, x in zip(eligible, highs) if x == min(highs)]
    for s in winners:
        won[s] += (amount - half) / len(winners)


def summary(rows: Iterable[PrizeEV]) -> Dict[str, Tuple[int, float, float]]:
    """Per player: (all-in hands, prize EV won, prize actually won)."""
    out: Dict[str, Tuple[int, float, float]] = {}
    for r in rows:
        n, ev, actual = out.get(r.player, (0, 0.0, 0.0))
        out[r.player] = (n + 1, ev + (r.prize_ev or 0.0), actual + r.prize_actual)
    return out

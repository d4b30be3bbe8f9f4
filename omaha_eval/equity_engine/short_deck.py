"""Short Deck Hold'em equity: every runout of the 36-card deck, or seeded
random runouts from it (src/oe_shortdeck.h); a player holding a range goes
to short_deck_ranges."""
from __future__ import annotations

from typing import Any, List, Optional, Sequence, Tuple

import numpy as np

from ..core import _core
from ..core.cards import cards_text, parse_cards
from ..core.games import SHORT_DECK
from ..core.seeds import new_seed
from .plan import MC_SECONDS_PER_TRIAL
from .results import EquityResult, PlayerEquity
from .runner import check_sampled
from .short_deck_ranges import range_equity


def _in_deck(cards: Sequence[Any], what: str) -> List[int]:
    for c in cards:
        if int(c) < 16:
            raise ValueError(f"{what} card {cards_text([c])} is not in the Short Deck deck: expected sixes to aces")
    return [int(c) for c in cards]


def short_deck_equity(hands: Sequence[Any], board: Any, dead: Any, game: str, trials: Optional[int],
                      seed: Optional[int]) -> EquityResult:
    """Equity of 2..10 two-card hands (``game``: "shortdeck" or
    "shortdeck_straights"); exact without ``trials``."""
    rules = SHORT_DECK[game]
    if isinstance(hands, (str, bytes)) or not 2 <= len(hands) <= _core.SD_MAX_PLAYERS:
        raise ValueError(f"Short Deck equity: expected 2..{_core.SD_MAX_PLAYERS} hands, one per player")
    board_cards = _in_deck(parse_cards(board), "board")
    dead_cards = _in_deck(parse_cards(dead), "dead")
    if len(board_cards) not in (0, 3, 4, 5):
        raise ValueError(f"{len(board_cards)} board cards: expected 0, 3 (flop), 4 (turn) or 5 (river)")
    holes = _fixed_hands(hands)
    if holes is None:          # a range somewhere: every combination of hands, or drawn ones
        return _with_ranges(hands, board_cards, dead_cards, game, trials, seed)
    seen = holes + board_cards + dead_cards
    for c in seen:
        if seen.count(c) > 1:
            raise ValueError(f"duplicate card {cards_text([c])}: each card may appear only once")
    if len(seen) + 5 - len(board_cards) > 36:
        raise ValueError(f"{len(seen)} cards known: too few left in the 36-card deck to deal the board")
    trials, seed = _checked_trials(trials, seed, len(hands))
    dead_mask = 0
    for c in dead_cards:
        dead_mask |= 1 << c
    n = len(hands)
    out = np.zeros(_core.SD_EQUITY_VALUES * n)
    deals = _core.sd_equity(np.array(holes, dtype=np.uint8), board_cards, dead_mask, rules,
                            trials or 0, seed if trials and seed is not None else 0, out)
    rows = out.reshape(n, _core.SD_EQUITY_VALUES) / deals
    players = []
    for i in range(n):
        share, win, tie, square = (float(x) for x in rows[i])
        se = float(np.sqrt(max(square - share * share, 0.0) / max(deals - 1, 1))) if trials else 0.0
        players.append(PlayerEquity(cards_text(holes[2 * i:2 * i + 2]), share, win, tie, win + tie, 0.0, win, se))
    method = (f"Monte Carlo: {deals:,} trials, seed {seed}, standard error up to "
              f"{max(p.std_error for p in players):.4%}" if trials else f"exact: all {deals:,} boards")
    # exact: each player's share counter in pot units, as the other games
    # give (a share is a sum of 1/k, k <= 10 players: whole pot units)
    counters = tuple((int(round(float(out[i * _core.SD_EQUITY_VALUES]) * _core.POT_UNITS)),) for i in range(n))
    return EquityResult(players, game, False, cards_text(board_cards), cards_text(dead_cards), not trials, deals,
                        seed if trials else None, method, () if trials else counters)


def _fixed_hands(hands: Sequence[Any]) -> Optional[List[int]]:
    """Every player's two cards when each holds one written hand, else None."""
    holes: List[int] = []
    for i, h in enumerate(hands):
        try:
            cards = parse_cards(h)
        except (ValueError, TypeError):
            return None
        if len(cards) != 2:
            return None
        holes += _in_deck(cards, f"player {i + 1}'s")
    return holes


def _checked_trials(trials: Optional[int], seed: Optional[int], n: int) -> Tuple[Optional[int], Optional[int]]:
    if trials is not None:
        if isinstance(trials, bool) or not isinstance(trials, int) or trials < 1:
            raise ValueError(f"trials={trials!r}: expected a positive int or None")
        check_sampled(trials, MC_SECONDS_PER_TRIAL * n)   # past a day of one core: refused, as every game
        seed = new_seed() if seed is None else seed
    return trials, seed


def _with_ranges(hands: Sequence[Any], board: List[int], dead: List[int], game: str, trials: Optional[int],
                 seed: Optional[int]) -> EquityResult:
    seen = board + dead
    for c in seen:
        if seen.count(c) > 1:
            raise ValueError(f"duplicate card {cards_text([c])}: each card may appear only once")
    trials, seed = _checked_trials(trials, seed, len(hands))
    sums, total, labels, exact = range_equity(hands, board, dead, game, trials, seed)
    rows = sums / total
    players = []
    for i, label in enumerate(labels):
        share, win, tie, square = (float(x) for x in rows[i])
        se = 0.0 if exact else float(np.sqrt(max(square - share * share, 0.0) / max(total - 1, 1)))
        players.append(PlayerEquity(label, share, win, tie, win + tie, 0.0, win, se))
    deals = int(round(total))
    method = (f"exact: every compatible combination of hands on every board ({deals:,} weighted boards)" if exact
              else f"Monte Carlo: {deals:,} trials, seed {seed}, standard error up to "
                   f"{max(p.std_error for p in players):.4%}")
    return EquityResult(players, game, False, cards_text(board), cards_text(dead), exact, deals,
                        None if exact else seed, method, ())

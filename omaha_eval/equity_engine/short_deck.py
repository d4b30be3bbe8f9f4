"""Short Deck Hold'em equity of fixed hands: every runout of the 36-card
deck, or seeded random runouts from it (src/oe_shortdeck.h). Ranges are not
read for Short Deck yet: a range is refused by name."""
from __future__ import annotations

from typing import Any, List, Optional, Sequence

import numpy as np

from ..core import _core
from ..core.cards import cards_text, parse_cards
from ..core.games import SHORT_DECK
from ..core.seeds import new_seed
from .plan import MC_SECONDS_PER_TRIAL
from .results import EquityResult, PlayerEquity
from .runner import check_sampled


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
    holes = []
    for i, h in enumerate(hands):
        try:
            cards = parse_cards(h)
        except (ValueError, TypeError) as err:
            raise ValueError(f"player {i + 1}: {err} (Short Deck equity takes fixed hands: ranges are not "
                             "read for Short Deck yet)") from None
        if len(cards) != 2:
            raise ValueError(f"player {i + 1}: {len(cards)} cards; Short Deck deals 2 hole cards "
                             "(ranges are not read for Short Deck yet)")
        holes += _in_deck(cards, f"player {i + 1}'s")
    board_cards = _in_deck(parse_cards(board), "board")
    dead_cards = _in_deck(parse_cards(dead), "dead")
    if len(board_cards) not in (0, 3, 4, 5):
        raise ValueError(f"{len(board_cards)} board cards: expected 0, 3 (flop), 4 (turn) or 5 (river)")
    seen = holes + board_cards + dead_cards
    for c in seen:
        if seen.count(c) > 1:
            raise ValueError(f"duplicate card {cards_text([c])}: each card may appear only once")
    if len(seen) + 5 - len(board_cards) > 36:
        raise ValueError(f"{len(seen)} cards known: too few left in the 36-card deck to deal the board")
    dead_mask = 0
    for c in dead_cards:
        dead_mask |= 1 << c
    n = len(hands)
    if trials is not None:
        if isinstance(trials, bool) or not isinstance(trials, int) or trials < 1:
            raise ValueError(f"trials={trials!r}: expected a positive int or None")
        check_sampled(trials, MC_SECONDS_PER_TRIAL * n)   # past a day of one core: refused, as every game
        seed = new_seed() if seed is None else seed
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
    return EquityResult(players, game, False, cards_text(board_cards), cards_text(dead_cards), not trials, deals,
                        seed if trials else None, method, ())

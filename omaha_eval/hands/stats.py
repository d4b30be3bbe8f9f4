"""Player statistics over any collection of hands, per player (and, if
asked, per game and stakes): the sums of each hand's PlayerFacts, and the
percentages trackers show. Definitions: facts.py and docs/hands.md.

>>> from omaha_eval.hands import player_stats
>>> stats = player_stats(read_pokerstars(text))          # doctest: +SKIP
>>> stats["alice"].vpip_pct, stats["alice"].bb_per_100   # doctest: +SKIP
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, Optional, Sequence

from ..engine.hand import Hand
from ..engine.histories.chips import chips_text
from .facts import PlayerFacts, hand_facts
from .game_names import stored_code

# the counts summed per player (database columns of the same names)
COUNTS = ("vpip", "pfr", "three_bet_chance", "three_bet", "fold_to_three_bet_chance", "fold_to_three_bet",
          "cbet_chance", "cbet", "saw_flop", "showdown", "won_showdown", "postflop_aggressive", "postflop_calls",
          "net", "rake")
GROUPS = ("player", "game", "stakes", "currency")
MIXED = "mixed"   # a group's currency when its hands are in several units (its net_units: None)


@dataclass
class PlayerStats:
    """One player's (or group's) statistics; counts, chips and big blinds."""

    player: str
    game: str = ""
    stakes: str = ""
    hands: int = 0
    counts: Dict[str, int] = field(default_factory=lambda: dict.fromkeys(COUNTS, 0))
    net_bb: float = 0.0       # net won in big blinds
    ev_won: float = 0.0       # all-in EV won, chips
    ev_bb: float = 0.0        # all-in EV won, big blinds
    currency: str = ""        # the unit of net_units: "USD", "EUR" ..., "chips"; "mixed": several
    net_units: Optional[float] = 0.0   # net won in the currency (dollars, not cents); None when mixed
    ev_units: Optional[float] = 0.0    # all-in EV won in the currency; None when mixed

    def add(self, f: PlayerFacts, unit: str = "chips", scale: int = 1) -> None:
        """Adds one hand's facts (``unit``: its currency or "chips";
        ``scale``: its chips to one unit)."""
        if self.hands and self.currency != unit:
            self.currency, self.net_units, self.ev_units = MIXED, None, None
        elif not self.hands:
            self.currency = unit
        self.hands += 1
        for key in COUNTS:
            self.counts[key] += getattr(f, key)
        self.net_bb += f.net / f.big_blind
        self.ev_won += f.ev_won
        self.ev_bb += f.ev_won / f.big_blind
        if self.net_units is not None and self.ev_units is not None:
            self.net_units += f.net / scale
            self.ev_units += f.ev_won / scale

    def _pct(self, part: str, whole: Optional[str] = None) -> Optional[float]:
        total = self.hands if whole is None else self.counts[whole]
        return 100.0 * self.counts[part] / total if total else None

    @property
    def net(self) -> int:
        return self.counts["net"]

    @property
    def vpip_pct(self) -> Optional[float]:
        return self._pct("vpip")

    @property
    def pfr_pct(self) -> Optional[float]:
        return self._pct("pfr")

    @property
    def three_bet_pct(self) -> Optional[float]:
        return self._pct("three_bet", "three_bet_chance")

    @property
    def fold_to_three_bet_pct(self) -> Optional[float]:
        return self._pct("fold_to_three_bet", "fold_to_three_bet_chance")

    @property
    def cbet_pct(self) -> Optional[float]:
        return self._pct("cbet", "cbet_chance")

    @property
    def wtsd_pct(self) -> Optional[float]:
        return self._pct("showdown", "saw_flop")

    @property
    def wsd_pct(self) -> Optional[float]:
        """W$SD: showdowns at which the player won any part of a pot."""
        return self._pct("won_showdown", "showdown")

    @property
    def aggression(self) -> Optional[float]:
        """(bets + raises) / calls after the flop; None with no calls."""
        calls = self.counts["postflop_calls"]
        return self.counts["postflop_aggressive"] / calls if calls else None

    @property
    def bb_per_100(self) -> Optional[float]:
        return 100.0 * self.net_bb / self.hands if self.hands else None

    @property
    def ev_bb_per_100(self) -> Optional[float]:
        return 100.0 * self.ev_bb / self.hands if self.hands else None

    def as_dict(self) -> Dict[str, Any]:
        row: Dict[str, Any] = {"player": self.player, "game": self.game, "stakes": self.stakes,
                               "hands": self.hands, **self.counts, "net_bb": self.net_bb, "ev_won": self.ev_won,
                               "ev_bb": self.ev_bb, "currency": self.currency, "net_units": self.net_units,
                               "ev_units": self.ev_units}
        for name in ("vpip_pct", "pfr_pct", "three_bet_pct", "fold_to_three_bet_pct", "cbet_pct", "wtsd_pct",
                     "wsd_pct", "aggression", "bb_per_100", "ev_bb_per_100"):
            row[name] = getattr(self, name)
        return row


def game_label(hand: Hand) -> str:
    """The game as a PHH variant code: PO (pot-limit Omaha), PO/8, NT, PO5 ...
    (NSS: Short Deck where a straight beats trips, game_names.py)."""
    return stored_code(hand.game)


def stakes_label(hand: Hand) -> str:
    """The blinds in the hand's units, e.g. '0.25/0.50' ('2/4' in fixed limit: the bets)."""
    game, scale = hand.game, hand.game.chip_scale
    if game.small_bet is not None and game.big_bet is not None and game.structure == "fixed-limit":
        return f"{chips_text(game.small_bet, scale)}/{chips_text(game.big_bet, scale)}"
    return f"{chips_text(game.small_blind, scale)}/{chips_text(game.big_blind, scale)}"


def unit_label(hand: Hand, currency: Optional[str] = None) -> str:
    """The unit a hand's money is counted in: its currency code ("USD"),
    or "chips" for tournaments and play money (``currency``: the room's,
    else the hand's ``currency`` field)."""
    code = currency if currency is not None else hand.info.get("currency")
    return str(code) if code else "chips"


def facts_of(item: Any) -> List[PlayerFacts]:
    """The facts of a Hand or of a reader's HistoryRecord ([] for a refused one)."""
    if isinstance(item, Hand):
        return hand_facts(item)
    hand = getattr(item, "hand", None)
    if hand is None:
        if getattr(item, "error", None) is not None:
            return []
        raise TypeError(f"{item!r}: expected an engine Hand or a HistoryRecord")
    return hand_facts(hand, list(item.players), dict(item.collected) or None, item.rake)


def player_stats(hands: Iterable[Any], by: Sequence[str] = ("player",),
                 player: Optional[str] = None) -> Dict[Any, PlayerStats]:
    """Statistics of every player over ``hands`` (Hands or HistoryRecords),
    keyed by the player's name, or with ``by=("player", "game", "stakes")``
    by (name, game, stakes) tuples (and "currency" to group by it). Net
    won is summed in chips and, per group, in the hands' currency
    (``net_units``); a group whose hands are in several currencies has
    currency "mixed" and no ``net_units``: group by "currency" to have
    each. ``player``: only that player."""
    keys = tuple(by)
    check_groups(keys, by)
    out: Dict[Any, PlayerStats] = {}
    for item in hands:
        facts = facts_of(item)
        if not facts:
            continue
        hand = item if isinstance(item, Hand) else item.hand
        unit = unit_label(hand, None if isinstance(item, Hand) else getattr(item, "currency", None))
        game = game_label(hand) if "game" in keys else ""
        stakes = stakes_label(hand) if "stakes" in keys else ""
        for f in facts:
            if player is not None and f.name != player:
                continue
            parts = {"player": f.name, "game": game, "stakes": stakes, "currency": unit}
            key: Any = f.name if keys == ("player",) else tuple(parts[k] for k in keys)
            found = out.get(key)
            if found is None:
                found = out[key] = PlayerStats(f.name, game, stakes)
            found.add(f, unit, hand.game.chip_scale)
    return out


def check_groups(keys: Sequence[str], by: Any) -> None:
    if not keys or any(k not in GROUPS for k in keys) or "player" not in keys:
        raise ValueError(f"by {by!r}: expected 'player' and any of 'game', 'stakes', 'currency'")


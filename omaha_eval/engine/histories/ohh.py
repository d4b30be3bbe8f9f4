"""Open Hand History (OHH, the JSON format of the PokerTracker-led
standard): import into the engine and export from it.

A hand is ``{"ohh": {...}}`` with the game (``game_type``, ``bet_limit``,
stakes), ``players`` (id, seat, name, starting_stack), ``rounds`` (Preflop,
Flop, Turn, River, Showdown; each with its board ``cards`` and
``actions``) and ``pots``. Amounts: Post/Call/Bet amounts are the chips the
action puts in; a Raise amount is the player's street total after it
("raise to"), as OHH files write it. Game types read and written:
Holdem, Omaha, OmahaHiLo (5- and 6-card Omaha by the cards dealt), and
Courchevel / CourchevelHiLo (an extension).
"""
from __future__ import annotations

import json
from decimal import Decimal
from typing import Any, Dict, List, Optional, Tuple

from ...core.cards import Card, cards_text, parse_cards
from .. import history as ev
from ..hand import Game, Hand
from ..recorded import Recorded
from ..rules import FIXED_LIMIT, NO_LIMIT, POT_LIMIT
from .chips import money_unit, scale_for, to_chips, to_decimal
from .action import BET_RAISE, CHECK_CALL, FOLD, MUCK, SHOW, Action
from .record import HistoryError, HistoryRecord, record_from_info, refused_record, text_digest
from .replay import Replay, Where

SPEC_VERSION = "1.4.6"
_LIMITS = {"NL": NO_LIMIT, "PL": POT_LIMIT, "FL": FIXED_LIMIT}
_STREETS = ("Preflop", "Flop", "Turn", "River")
_POSTS = {ev.ANTE: "Post Ante", ev.SMALL_BLIND: "Post SB", ev.BIG_BLIND: "Post BB", ev.STRADDLE: "Straddle",
          ev.POST: "Post Extra Blind", ev.DEAD_BLIND: "Post Dead"}
_AMOUNTLESS = {ev.FOLD: "Fold", ev.CHECK: "Check", ev.MUCK: "Mucks Cards"}
_WITH_AMOUNT = {ev.CALL: "Call", ev.BET: "Bet", ev.RAISE: "Raise"}


def _number(chips: int, scale: int) -> Any:
    """Chips as an OHH number in the hand's units (exact: via the decimal text)."""
    if chips % scale == 0:
        return chips // scale
    return float(Decimal(chips) / scale)


# -- export ---------------------------------------------------------------------------------------

def _check_one_board(hand: Hand) -> None:
    """OHH's rounds carry one board and a preflop round: a double board or
    a bomb pot (no preflop betting) has no faithful OHH form, so it is
    refused rather than written as a different hand (PHH carries both)."""
    if hand.double_board:
        raise ValueError("OHH has no second board: a double-board hand cannot be written as OHH (use to_phh)")
    if hand.bomb_pot:
        raise ValueError("OHH has no bomb pot (a hand with no preflop round): this hand cannot be written as "
                         "OHH (use to_phh)")


def to_ohh(hand: Hand, indent: Optional[int] = None) -> str:
    """The hand as OHH JSON text."""
    _check_one_board(hand)
    game, scale = hand.game, hand.game.chip_scale
    info = hand.info
    names = info.get("players")
    if not (isinstance(names, list) and len(names) == hand.num_players):
        names = [f"Seat {s + 1}" for s in range(hand.num_players)]
    if game.variant.startswith("shortdeck"):   # OHH's game types have no Short Deck
        raise ValueError(f"{game.name}: OHH has no Short Deck game type; write the hand as PHH (to_phh: NS)")
    game_type = {"holdem": "Holdem", "courchevel": "Courchevel"}.get(game.variant, "Omaha")
    if game.hilo:
        game_type += "HiLo"
    facts = hand.recorded
    data: Dict[str, Any] = {
        "spec_version": SPEC_VERSION, "site_name": str(info.get("venue", info.get("site", "omaha-eval"))),
        "game_number": str(info.get("hand", "")), "game_type": game_type,
        "bet_limit": {"bet_type": {v: k for k, v in _LIMITS.items()}[game.structure]},
        "table_size": info.get("seat_count", game.seats), "dealer_seat": hand.button + 1,
        "small_blind_amount": _number(game.small_blind, scale), "big_blind_amount": _number(game.big_blind, scale),
        "ante_amount": _number(max(hand.antes), scale),
        "players": [{"id": s + 1, "seat": s + 1, "name": str(names[s]),
                     "starting_stack": _number(hand.starting_stacks[s], scale)} for s in range(hand.num_players)],
        "rounds": _rounds(hand, scale), "pots": _pots(hand, scale, _rake_chips(facts.rake, scale)),
    }
    for key, field_name in (("table", "table_name"), ("currency", "currency")):
        if isinstance(info.get(key), str):
            data[field_name] = info[key]
    start = _start_utc(info, facts.start_utc)
    if start:
        data["start_date_utc"] = start
    hero = facts.hero
    if isinstance(hero, str) and hero in names:
        data["hero_player_id"] = names.index(hero) + 1
    if info.get("event"):
        data["tournament"] = True
    if game.structure == FIXED_LIMIT:
        assert game.small_bet is not None and game.big_bet is not None
        data["bet_limit"]["bet_cap"] = 0 if game.max_raises is None else 1 + game.max_raises
    data["omaha_eval"] = _extension(hand, scale)
    return json.dumps({"ohh": data}, indent=indent)


def _rounds(hand: Hand, scale: int) -> List[Dict[str, Any]]:
    """The hand's log as OHH rounds: Preflop, one a street dealt, Showdown;
    each with its board cards and its actions, numbered through the hand."""
    rounds: List[Dict[str, Any]] = []
    current: Dict[str, Any] = {"id": 0, "street": "Preflop", "cards": [], "actions": []}
    rounds.append(current)
    number = 0
    unknown = set(hand.unknown_seats)
    for event in hand.history:
        kind, seat = event.kind, event.seat
        if kind == ev.DEAL_BOARD:
            if event.street == "preflop":  # Courchevel's first flop card, before the preflop betting
                current["cards"] = [cards_text((c,)) for c in event.cards]
                continue
            current = {"id": len(rounds), "street": _STREETS[min(len(rounds), 3)],
                       "cards": [cards_text((c,)) for c in event.cards], "actions": []}
            rounds.append(current)
            continue
        if kind in (ev.SHOW, ev.MUCK) and current["street"] != "Showdown":
            current = {"id": len(rounds), "street": "Showdown", "cards": [], "actions": []}
            rounds.append(current)
        action = _action(event, scale, seat not in unknown)
        if action is None:
            continue
        number += 1
        action = {"action_number": number, "player_id": seat + 1 if seat is not None else 0, **action}
        if event.all_in:
            action["is_allin"] = True
        current["actions"].append(action)
    return rounds


def _action(event: ev.Event, scale: int, known: bool) -> Optional[Dict[str, Any]]:
    """An event as an OHH action (its name, amount and cards), or None for
    one OHH does not list (a burn, a win, a return)."""
    kind = event.kind
    if kind in _POSTS:
        return {"action": _POSTS[kind], "amount": _number(event.amount, scale)}
    if kind == ev.DEAL_HOLE:
        action: Dict[str, Any] = {"action": "Dealt Cards"}
        if known:
            action["cards"] = [cards_text((c,)) for c in event.cards]
        return action
    if kind in _AMOUNTLESS:
        return {"action": _AMOUNTLESS[kind]}
    if kind in _WITH_AMOUNT:
        return {"action": _WITH_AMOUNT[kind], "amount": _number(event.amount, scale)}
    if kind == ev.SHOW:
        return {"action": "Shows Cards", "cards": [cards_text((c,)) for c in event.cards]}
    return None


def _extension(hand: Hand, scale: int) -> Dict[str, Any]:
    """What OHH has no field for, in an extension object other readers skip:
    each seat's forced bets as asked (a short stack posts less), the
    fixed-limit units and heads-up rule, the smallest bet."""
    game = hand.game
    extension: Dict[str, Any] = {"antes": [_number(a, scale) for a in hand.antes],
                                 "blinds": [_number(b, scale) for b in hand.blinds]}
    if game.structure == FIXED_LIMIT:
        extension.update(small_bet=_number(game.small_bet, scale), big_bet=_number(game.big_bet, scale),  # type: ignore[arg-type]
                         uncapped_heads_up=game.uncapped_heads_up)
    elif game.min_bet is not None:
        extension["min_bet"] = _number(game.min_bet, scale)
    return extension


def _rake_chips(value: object, scale: int) -> int:
    try:
        return to_chips(to_decimal(value, "rake"), scale) if value is not None else 0
    except (ValueError, AssertionError):
        return 0


# the rooms' time-zone abbreviations, for start_date_utc
_ZONES = {"ET": "America/New_York", "EST": "America/New_York", "EDT": "America/New_York",
          "CET": "Europe/Paris", "CEST": "Europe/Paris", "WET": "Europe/Lisbon", "MSK": "Europe/Moscow",
          "UTC": "UTC", "GMT": "UTC", "PT": "America/Los_Angeles", "AEST": "Australia/Sydney"}


def _start_utc(info: Dict[str, object], given: Optional[str]) -> str:
    """The hand's start as ISO UTC text, when the date, time and zone are known
    (or as an OHH file gave it: ``given``)."""
    if given is not None:
        return given
    try:
        from datetime import datetime, timezone
        from zoneinfo import ZoneInfo
        year, month, day, clock = (info.get(k) for k in ("year", "month", "day", "time"))
        zone = _ZONES.get(str(info.get("time_zone_abbreviation", "")))
        if zone is None or not isinstance(clock, str):
            return ""
        hour, minute, second = (int(x) for x in clock.split(":"))
        if not all(isinstance(v, int) for v in (year, month, day)):
            return ""
        local = datetime(int(str(year)), int(str(month)), int(str(day)), hour, minute, second, tzinfo=ZoneInfo(zone))
        return local.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    except (ImportError, ValueError, TypeError, KeyError, OSError):
        return ""   # no time-zone data here, or an odd date: left out


def _pots(hand: Hand, scale: int, rake: int = 0) -> List[Dict[str, Any]]:
    if not hand.is_over:
        return []
    if hand.results:
        pots: Dict[int, Dict[int, int]] = {}
        amounts: Dict[int, int] = {}
        for result in hand.results:
            for award in result.awards:
                amounts[award.index] = amounts.get(award.index, 0) + award.amount
                wins = pots.setdefault(award.index, {})
                for seat, chips in award.won.items():
                    wins[seat] = wins.get(seat, 0) + chips
    else:
        amounts = {0: sum(hand.payouts.values())}
        pots = {0: dict(hand.payouts)}
    # the room's rake is one figure for the hand: written on the main pot
    return [{"number": i, "amount": _number(amounts[i], scale), "rake": _number(rake if i == 0 else 0, scale),
             "player_wins": [{"player_id": s + 1, "win_amount": _number(c, scale)} for s, c in pots[i].items() if c]}
            for i in sorted(amounts)]


# -- import ---------------------------------------------------------------------------------------

def from_ohh(data: Any, name: str = "hand") -> Hand:
    """Rebuild and replay a hand from OHH (JSON text or the parsed object).
    Raises HistoryError (a ValueError) naming the hand and the field."""
    return _from_object(data, Where(name, "OHH"))


def _from_object(data: Any, where: Where) -> Hand:
    """from_ohh, errors named by ``where``."""
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data, parse_float=Decimal)
        except json.JSONDecodeError as err:
            raise where.error("JSON", str(err)) from None
    if isinstance(data, dict) and isinstance(data.get("ohh"), dict):
        data = data["ohh"]
    if not isinstance(data, dict):
        raise where.error("ohh", "expected a JSON object")
    if isinstance(data.get("game_number"), (str, int)) and str(data["game_number"]):
        where.named(data["game_number"])
    return _Importer(data, where).run()


def read_ohh(text: str, name: str = "file", first: int = 1) -> List[HistoryRecord]:
    """The hands of an .ohh file (JSON objects one after another, a blank
    line between them: the OHH storage format) as ``HistoryRecord`` objects: each
    the replayed hand or the ``HistoryError`` that refused it, so one broken
    hand does not hide the rest. A refused hand without a game number is
    known by the file's base name and its place (``day.ohh:2``). Text that
    is not a run of JSON objects, or holds none, raises ``HistoryError``
    naming the file and the place (``first``: the place of the text's
    first hand in its file, when the text is a part of one)."""
    if not isinstance(text, str):
        raise TypeError(f"OHH text {type(text).__name__}: expected a str")
    decoder = json.JSONDecoder(parse_float=Decimal)
    out: List[HistoryRecord] = []
    pos, end = 0, len(text)
    while True:
        while pos < end and text[pos].isspace():
            pos += 1
        if pos == end:
            break
        place = len(out) + first
        try:
            data, pos = decoder.raw_decode(text, pos)
        except json.JSONDecodeError as err:
            raise HistoryError("OHH", name, f"hand {place}", f"not JSON ({err})") from None
        except RecursionError:   # (its end unknown: the rest of the text is this hand's)
            where = Where(f"{name} hand {place}", "OHH")
            out.append(refused_record(where.error("JSON", "nested too deeply to read"), "OHH", name, place,
                                      text_digest(text[pos:])))
            break
        inner = data.get("ohh") if isinstance(data, dict) else None
        number = inner.get("game_number") if isinstance(inner, dict) else None
        label = str(number) if isinstance(number, (str, int)) and str(number) else str(place)
        where = Where(f"{name} hand {label}", "OHH")
        try:
            hand = _from_object(data, where)
        except Exception as err:   # (any reader error refuses this hand only)
            out.append(refused_record(where.refusal(err), "OHH", name, place))
            continue
        out.append(record_from_info(hand, "OHH", name, place))
    if not out:
        raise HistoryError("OHH", name, "", "no hand in it (expected {\"ohh\": ...} objects)")
    return out


class _Dealt:
    """What an OHH hand's rounds deal and do, by engine seat; amounts in the
    money's unit as written."""

    __slots__ = ("antes", "blinds", "dead", "holes", "board", "actions", "amounts")

    def __init__(self, n: int, stacks: List[Decimal]) -> None:
        self.antes = [Decimal(0)] * n
        self.blinds = [Decimal(0)] * n
        self.dead = [Decimal(0)] * n
        self.holes: List[Optional[List[Card]]] = [None] * n
        self.board: List[Card] = []
        self.actions: List[Action] = []
        self.amounts: List[Decimal] = list(stacks)   # every amount, for the chip scale


class _Importer:
    def __init__(self, data: Dict[str, Any], where: Where) -> None:
        self.data, self.where = data, where

    def get(self, key: str, kind: Any, within: Optional[Dict[str, Any]] = None, field: str = "") -> Any:
        source = self.data if within is None else within
        if key not in source:
            raise self.where.error(field or key, "missing")
        value = source[key]
        if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
            raise self.where.error(field or key, f"{value!r}: expected {getattr(kind, '__name__', kind)}")
        return value

    def amount(self, value: Any, field: str) -> Decimal:
        if isinstance(value, bool) or not isinstance(value, (int, Decimal, float, str)):
            raise self.where.error(field, f"{value!r}: expected an amount")
        try:
            return to_decimal(value, "amount")
        except ValueError as err:
            raise self.where.error(field, str(err)) from None

    def cards(self, value: Any, field: str) -> List[Card]:
        if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
            raise self.where.error(field, f"{value!r}: expected a list of cards such as [\"Ah\", \"Kd\"]")
        try:
            return parse_cards("".join(value))
        except ValueError as err:
            raise self.where.error(field, str(err)) from None

    def run(self) -> Hand:
        data = self.data
        variant, hilo, structure = self._game_kind()
        players = self.get("players", list)
        seated, button = self._seated(players)
        n = len(seated)
        dealt = _Dealt(n, [s for _, _, s in seated])
        for key in ("small_blind_amount", "big_blind_amount"):
            if key in data:
                dealt.amounts.append(self.amount(data[key], key))
        index = {repr(pid): i for i, (_, pid, _) in enumerate(seated)}
        for r, round_ in enumerate(self.get("rounds", list)):
            self._round(r, round_, index, dealt)
        extension = self._extension(n, dealt)
        scale = max(money_unit(data.get("currency")), scale_for(dealt.amounts))  # money: exact in cents
        counts = {len(h) for h in dealt.holes if h is not None}
        if variant == "omaha" and counts in ({5}, {6}):
            variant = "omaha5" if counts == {5} else "omaha6"
        hand = self._deal((variant, hilo, structure), extension, [s for _, _, s in seated], button, dealt, scale)
        self._facts(hand, players)
        Replay(hand, list(range(n)), n, self.where).run(dealt.actions, scale)
        return hand

    def _game_kind(self) -> Tuple[str, bool, str]:
        """(variant, hilo, structure) of ``game_type`` and ``bet_limit``."""
        game_type = self.get("game_type", str)
        hilo = game_type.endswith("HiLo")
        base = game_type[:-4] if hilo else game_type
        variant = {"Holdem": "holdem", "Omaha": "omaha", "Courchevel": "courchevel"}.get(base)
        if variant is None:
            raise self.where.error("game_type", f"{game_type!r}: expected Holdem, Omaha, OmahaHiLo or Courchevel")
        limit = self.get("bet_type", str, self.get("bet_limit", dict), "bet_limit.bet_type")
        if limit not in _LIMITS:
            raise self.where.error("bet_limit.bet_type", f"{limit!r}: expected NL, PL or FL")
        return variant, hilo, _LIMITS[limit]

    def _seated(self, players: List[Any]) -> Tuple[List[Tuple[int, Any, Decimal]], int]:
        """(seat, player id, starting stack) of each player in seat order, and the button (engine seat)."""
        if len(players) < 2:
            raise self.where.error("players", "expected two players or more")
        seated: List[Tuple[int, Any, Decimal]] = []
        for i, player in enumerate(players):
            field = f"players[{i}]"
            if not isinstance(player, dict):
                raise self.where.error(field, "expected an object")
            seat = self.get("seat", int, player, f"{field}.seat")
            if "id" not in player:
                raise self.where.error(f"{field}.id", "missing")
            stack = self.amount(player.get("starting_stack"), f"{field}.starting_stack")
            seated.append((seat, player["id"], stack))
        seated.sort(key=lambda p: p[0])
        if len({s for s, _, _ in seated}) != len(seated) or len({repr(p) for _, p, _ in seated}) != len(seated):
            raise self.where.error("players", "a seat or player id is listed twice")
        dealer = self.get("dealer_seat", int)
        before = [i for i, (s, _, _) in enumerate(seated) if s <= dealer]
        return seated, before[-1] if before else len(seated) - 1

    def _round(self, r: int, round_: Any, index: Dict[str, int], dealt: "_Dealt") -> None:
        """One of ``rounds``: its board cards, and each action (posts and
        dealt cards into the deal, the players' actions typed)."""
        rfield = f"rounds[{r}]"
        if not isinstance(round_, dict):
            raise self.where.error(rfield, "expected an object")
        if round_.get("cards"):
            dealt.board.extend(self.cards(round_["cards"], f"{rfield}.cards"))
        for a, action in enumerate(self.get("actions", list, round_, f"{rfield}.actions")):
            field = f"{rfield}.actions[{a}]"
            if not isinstance(action, dict):
                raise self.where.error(field, "expected an object")
            verb = self.get("action", str, action, f"{field}.action")
            key = repr(action.get("player_id"))
            if key not in index:
                raise self.where.error(f"{field}.player_id", f"{action.get('player_id')!r} is not a player")
            value = self.amount(action["amount"], f"{field}.amount") if "amount" in action else None
            if value is not None:
                dealt.amounts.append(value)
            self._action(field, verb, index[key], value, action, dealt)

    def _action(self, field: str, verb: str, seat: int, value: Optional[Decimal], action: Dict[str, Any],
                dealt: "_Dealt") -> None:
        if verb in ("Post Ante",):
            dealt.antes[seat] += self._need(value, field)
        elif verb in ("Post SB", "Post BB", "Straddle", "Post Extra Blind"):
            posted = self._need(value, field)
            if action.get("is_allin") and verb in ("Post SB", "Post BB"):
                # all-in for less: the price stays the blind's
                key = "small_blind_amount" if verb == "Post SB" else "big_blind_amount"
                posted = max(posted, self.amount(self.data.get(key, 0), key))
            dealt.blinds[seat] += posted
        elif verb == "Post Dead":
            dealt.dead[seat] += self._need(value, field)
        elif verb == "Dealt Cards":
            if action.get("cards") and "??" not in "".join(map(str, action["cards"])):
                self._known(dealt.holes, seat, self.cards(action["cards"], f"{field}.cards"), field)
        elif verb == "Fold":
            dealt.actions.append(Action(field, seat, FOLD))
        elif verb in ("Check", "Call"):
            dealt.actions.append(Action(field, seat, CHECK_CALL))
        elif verb in ("Bet", "Raise"):
            # a Bet puts chips on an empty street, so its amount is also its total
            dealt.actions.append(Action(field, seat, BET_RAISE, self._need(value, field)))
        elif verb == "Shows Cards":
            cards = self.cards(action.get("cards"), f"{field}.cards")
            self._known(dealt.holes, seat, cards, field)
            dealt.actions.append(Action(field, seat, SHOW, cards=tuple(cards)))
        elif verb == "Mucks Cards":
            dealt.actions.append(Action(field, seat, MUCK))
        elif verb not in ("Sits Down", "Stands Up", "Added Chips", "Sits Out", "Sits In"):
            raise self.where.error(f"{field}.action", f"{verb!r} is not an action omaha-eval plays")

    def _extension(self, n: int, dealt: "_Dealt") -> Dict[str, Any]:
        """The ``omaha_eval`` object (what OHH has no field for): its amounts
        counted, its forced bets by seat replacing those posted."""
        found_extension = self.data.get("omaha_eval")
        extension: Dict[str, Any] = found_extension if isinstance(found_extension, dict) else {}
        for key in ("small_bet", "big_bet", "min_bet"):
            if key in extension:
                dealt.amounts.append(self.amount(extension[key], f"omaha_eval.{key}"))
        for key in ("antes", "blinds"):
            if key in extension:
                values = extension[key]
                if not isinstance(values, list) or len(values) != n:
                    raise self.where.error(f"omaha_eval.{key}", "expected one amount per player")
                found = [self.amount(v, f"omaha_eval.{key}") for v in values]
                dealt.amounts.extend(found)
                if key == "antes":
                    dealt.antes = found
                else:
                    dealt.blinds = found
        return extension

    def _deal(self, game_kind: Tuple[str, bool, str], extension: Dict[str, Any], stacks: List[Decimal],
              button: int, dealt: "_Dealt", scale: int) -> Hand:
        """The game (its stakes, and what the extension says) and the hand as dealt."""
        data = self.data
        variant, hilo, structure = game_kind
        small = to_chips(self.amount(data.get("small_blind_amount", 0), "small_blind_amount"), scale)
        big = to_chips(self.amount(data.get("big_blind_amount", 0), "big_blind_amount"), scale)
        blind_chips = [to_chips(b, scale) for b in dealt.blinds]
        big = big or max(blind_chips) or 1
        kwargs: Dict[str, Any] = {}
        if structure == FIXED_LIMIT:
            cap = data["bet_limit"].get("bet_cap", 0)
            small_bet = to_chips(self.amount(extension.get("small_bet", Decimal(big) / scale), "small_bet"), scale)
            big_bet = to_chips(self.amount(extension.get("big_bet", Decimal(2 * big) / scale), "big_bet"), scale)
            kwargs = dict(small_bet=small_bet, big_bet=big_bet,
                          uncapped_heads_up=extension.get("uncapped_heads_up") is True,
                          max_raises=cap - 1 if isinstance(cap, int) and not isinstance(cap, bool) and cap > 0 else None)
            big = small_bet
        elif "min_bet" in extension:
            kwargs = dict(min_bet=to_chips(self.amount(extension["min_bet"], "min_bet"), scale))
        try:
            game = Game(variant, hilo, structure, min(small, big), big, chip_scale=scale, **kwargs)
            return Hand(game, [to_chips(s, scale) for s in stacks], button, seed=0, cards=dealt.holes,
                        board=dealt.board[:5] or None, auto_showdown=False,
                        antes=[to_chips(a, scale) for a in dealt.antes], blinds=blind_chips,
                        dead={s: to_chips(d, scale) for s, d in enumerate(dealt.dead) if d}, deal_missing_board=False)
        except (ValueError, TypeError) as err:
            raise self.where.error("deal", str(err)) from None

    def _facts(self, hand: Hand, players: List[Any]) -> None:
        """What the file says beyond the play: ``hand.info`` by PHH's field
        names, the rake, the hero and the start into ``hand.recorded``."""
        data = self.data
        names = [p.get("name", f"Seat {s}") for s, p in sorted(((p["seat"], p) for p in players),
                                                                 key=lambda sp: sp[0])]
        hand.info = {"players": [str(x) for x in names]}
        if data.get("game_number") not in (None, ""):
            hand.info["hand"] = str(data["game_number"])
        if isinstance(data.get("site_name"), str):
            hand.info["venue"] = data["site_name"]
        for key, field_name in (("table_name", "table"), ("currency", "currency"), ("table_size", "seat_count")):
            if isinstance(data.get(key), (str, int)) and not isinstance(data.get(key), bool) and data[key] != "":
                hand.info[field_name] = data[key]
        rake = sum((self.amount(pot.get("rake", 0), "pots.rake") for pot in data.get("pots", [])
                    if isinstance(pot, dict)), Decimal(0))
        hero = next((p.get("name") for p in players if p.get("id") == data.get("hero_player_id")), None)
        start = data.get("start_date_utc")
        # the room's rake in the money's unit, as text (as an OHH file's rake was always kept)
        hand.recorded = Recorded(rake=str(rake) if rake else None, hero=hero if isinstance(hero, str) else None,
                                 start_utc=start if isinstance(start, str) else None)

    def _need(self, value: Optional[Decimal], field: str) -> Decimal:
        if value is None:
            raise self.where.error(f"{field}.amount", "missing")
        return value

    def _known(self, holes: List[Optional[List[Card]]], seat: int, cards: List[Card], field: str) -> None:
        before = holes[seat]
        if before is not None and sorted(before) != sorted(cards):
            raise self.where.error(field, "shows cards other than those dealt")
        holes[seat] = cards

"""PHH hand histories: export a Hand, import and replay one.

PHH (the poker hand history format of the uoftcprg phh-std specification,
read and written by pokerkit) is TOML. Players are listed in position order:
p1 is the first seat left of the button (the small blind; heads-up, the big
blind) and the last player holds the button. ``phh_seats(hand)`` gives the
engine seat of each PHH player. Actions:

    d dh p1 AsKsQhJh    hole cards dealt (``????``: unknown cards)
    d db 7c8d9h         board cards dealt      p1 cbr 70    bet or raise to 70
    p1 f                fold                   p1 cc        check or call
    p1 sm AsKs          show                   p1 sm        muck

Variant codes from the specification: NT (no-limit Hold'em), FT (fixed-limit
Hold'em), PO (pot-limit Omaha), FO/8 (fixed-limit Omaha Hi-Lo). The other
games here use codes of the same shape, an omaha-eval extension:
structure letter N / P / F, game letter T (Hold'em), O (Omaha), O5, O6
(5- and 6-card Omaha), C (Courchevel), and "/8" for Hi-Lo: e.g. PO/8, NO,
PO5, FO6/8, PC. An Omaha code whose dealt hands hold 5 or 6 cards reads
as 5- or 6-card Omaha (how converted room histories write them).

Amounts may be decimals (cash games): they become integers of the smallest
unit through the game's ``chip_scale`` and are written back the same.
Fixed-limit cap settings that differ from the default go in the
user-defined fields ``_max_raises`` (-1 = no cap) and
``_uncapped_heads_up``; dead blinds in ``_dead_blinds``; a double board in
``_boards = 2`` (each street's ``d db`` for board 1, then board 2) and a
bomb pot in ``_bomb_pot = true`` (the ``antes`` are the bombs). Fields the engine
does not play by (players, event, currency...) are kept in ``hand.info``
and written back.

The actions are replayed by the readers' one replay (replay.py), lenient
where rooms differ only in bookkeeping: a show or muck for a hand already
shown or already over is accepted and recorded, and showdown lines are
matched by seat, not by turn. A board card that the outcome needs but the
file does not deal is an error (``board_seed`` completes it from that seed
instead). ``from_phh`` returns the hand or raises ``HistoryError``;
``read_phh`` (a .phh file) and ``read_phhs`` (a .phhs collection) return
``HistoryRecord`` objects (record.py), a refused hand with its error.
"""
from __future__ import annotations

import os
import sys
from dataclasses import replace as _replace
from decimal import Decimal
from typing import Any, Dict, List, Optional, Sequence, Tuple

from ...core.cards import Card, cards_text, parse_cards
from .. import history as ev
from ..hand import Game, Hand
from ..recorded import NOT_WRITTEN, as_fields, taken_from
from ..rules import FIXED_LIMIT, NO_LIMIT, POT_LIMIT
from .chips import chips_text, money_unit, scale_for, to_chips, to_decimal
from .record import HistoryError, HistoryRecord, record_from_info, refused_record, text_digest
from .action import BET_RAISE, CHECK_CALL, FOLD, MUCK, SHOW, UNKNOWN, Action
from .replay import Replay, Where

_PLAYER_INDEX = {f"p{k + 1}": k for k in range(10)}   # the usual words, by one look-up
_VERBS = {"f": FOLD, "cc": CHECK_CALL, "cbr": BET_RAISE}
_MALFORMED = "unknown or malformed action (expected pN f, pN cc, pN cbr AMOUNT, pN sm [CARDS])"

_STRUCTURE_LETTER = {NO_LIMIT: "N", POT_LIMIT: "P", FIXED_LIMIT: "F"}
# NS: PHH's no-limit short-deck hold'em, read as "shortdeck" (trips beat a
# straight, as rooms play); "shortdeck_straights" writes NS and the field
# _short_deck_rules = "straights" (kept last: S reads as "shortdeck")
_GAME_LETTERS = {"holdem": "T", "omaha": "O", "omaha5": "O5", "omaha6": "O6", "courchevel": "C",
                 "shortdeck_straights": "S", "shortdeck": "S"}
_OMAHA_BY_CARDS = {4: "omaha", 5: "omaha5", 6: "omaha6"}
STANDARD_CODES = ("NT", "FT", "PO", "FO/8")
# fields the reader interprets (the rest go to hand.info, the facts of recorded.py to hand.recorded);
# the replay's own facts (history positions, the finishing stacks by engine seat) are never read from a file
_PLAYED = ("variant", "antes", "blinds_or_straddles", "small_bet", "big_bet", "min_bet", "starting_stacks",
           "actions", "seats", "seat_count", "finishing_stacks", "_max_raises", "_uncapped_heads_up",
           "_posts", "_dead_blinds", "_runs", "_boards", "_bomb_pot", "_short_deck_rules") + NOT_WRITTEN
# per-player fields kept in hand.info, there by engine seat (in the file by PHH position)
_PER_PLAYER = ("players", "seats", "winnings", "time_banks")


def player_index(word: str, n: int) -> int:
    """The index of a PHH player word ('p1' is 0) among ``n`` players;
    ValueError for another word."""
    index = _PLAYER_INDEX.get(word)
    if index is not None and index < n:
        return index
    if not (word.startswith("p") and word[1:].isdigit() and 1 <= int(word[1:]) <= n):
        raise ValueError(f"player {word!r}: expected p1..p{n}")
    return int(word[1:]) - 1


def variant_code(game: Game) -> str:
    """The PHH variant code of a game (an extension code where PHH has none)."""
    return _STRUCTURE_LETTER[game.structure] + _GAME_LETTERS[game.variant] + ("/8" if game.hilo else "")


def phh_seats(hand: Hand) -> List[int]:
    """The engine seat of each PHH player: ``phh_seats(hand)[0]`` is p1's."""
    n = hand.num_players
    return [(hand.button + 1 + i) % n for i in range(n)]


def phh_player(hand: Hand, seat: int) -> str:
    """The PHH name of an engine seat, e.g. 'p3'."""
    return f"p{phh_seats(hand).index(seat) + 1}"


def _recorded_amounts(data: Dict[str, Any]) -> List[Decimal]:
    """The amounts of the results a file records (``winnings``,
    ``finishing_stacks``, ``rake``, ``_rake``), those that read as numbers:
    statistics take them in the hand's chips, so the chip scale holds them."""
    found: List[Decimal] = []
    for key in ("winnings", "finishing_stacks", "rake", "_rake"):
        value = data.get(key)
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, (int, float, str, Decimal)) and not isinstance(item, bool):
                try:
                    number = Decimal(str(item))
                except ArithmeticError:
                    continue
                # (more decimals than a room's money: a float's noise, left out of the scale)
                exponent = number.as_tuple().exponent
                if isinstance(exponent, int) and exponent >= -4:
                    found.append(number)
    return found


def _parse_variant(code: object, where: Where) -> Tuple[str, bool, str]:
    if not isinstance(code, str):
        raise where.error("variant", f"{code!r}: expected a code such as NT, FT, PO or FO/8")
    body, hilo = (code[:-2], True) if code.endswith("/8") else (code, False)
    structure = {v: k for k, v in _STRUCTURE_LETTER.items()}.get(body[:1])
    variant = {v: k for k, v in _GAME_LETTERS.items()}.get(body[1:])
    if structure is None or variant is None:
        raise where.error("variant", f"{code!r} is not a game omaha-eval plays: expected e.g. NT, FT, PO, "
                          "FO/8, or an extension code such as PO/8, PO5, PC")
    return variant, hilo, structure


def parse_variant(code: str) -> Tuple[str, bool, str]:
    """A PHH variant code (NT, PO, FO/8, PO5 ...) as (game, hilo, structure
    letter); ValueError for a code of a game omaha-eval does not play."""
    return _parse_variant(code, Where("variant", "code"))


# -- writing ------------------------------------------------------------------------------------

def to_phh(hand: Hand) -> str:
    """The hand (finished or not) as PHH text."""
    game = hand.game
    order = phh_seats(hand)
    player = {seat: f"p{i + 1}" for i, seat in enumerate(order)}
    n = len(order)
    scale = game.chip_scale

    def amounts(values: Sequence[int]) -> List[Any]:
        return [_Amount(v, scale) for v in values]

    antes = [hand.antes[seat] for seat in order]
    blinds = [hand.blinds[seat] for seat in order]
    if n == 2:  # heads-up PHH lists the button's (p2's) forced bets first
        antes.reverse()
        blinds.reverse()
    fields: Dict[str, object] = {"variant": variant_code(game), "antes": amounts(antes),
                                 "blinds_or_straddles": amounts(blinds)}
    if game.variant == "shortdeck_straights":
        fields["_short_deck_rules"] = "straights"
    if game.structure == FIXED_LIMIT:
        assert game.small_bet is not None and game.big_bet is not None
        fields["small_bet"], fields["big_bet"] = _Amount(game.small_bet, scale), _Amount(game.big_bet, scale)
        if game.max_raises != 3:
            fields["_max_raises"] = -1 if game.max_raises is None else game.max_raises
        if game.uncapped_heads_up:
            fields["_uncapped_heads_up"] = True
    else:
        fields["min_bet"] = _Amount(game.smallest_bet, scale)
    if hand.dead:
        fields["_dead_blinds"] = amounts([hand.dead.get(seat, 0) for seat in order])
    if len(hand.boards) > 1 and not hand.double_board:
        fields["_runs"] = len(hand.boards)
    fields.update(_double_board_fields(hand))
    fields["starting_stacks"] = amounts([hand.starting_stacks[seat] for seat in order])
    fields["actions"] = _actions(hand, player, scale)
    info = dict(getattr(hand, "info", {}))
    for key in _PER_PLAYER:  # hand.info keeps them by engine seat; PHH by position
        listed = info.get(key)
        if isinstance(listed, list) and len(listed) == n:
            info[key] = [listed[seat] for seat in order]
    fields["seats"] = info.pop("seats", [seat + 1 for seat in order])
    fields["seat_count"] = info.pop("seat_count", game.seats)
    if hand.is_over:
        fields["finishing_stacks"] = amounts([hand.stacks[seat] for seat in order])
    for key, value in {**info, **as_fields(hand.state.recorded)}.items():
        if key not in fields and key not in NOT_WRITTEN:
            fields[key] = value
    lines = []
    for key, value in fields.items():
        try:
            lines.append(f"{key} = {_toml(value)}\n")
        except TypeError:
            continue  # a kept field of a type this writer does not know: left out
    return "".join(lines)


class _Amount:
    """An amount written back in the history's units."""

    def __init__(self, chips: int, scale: int) -> None:
        self.text = chips_text(chips, scale)


def _actions(hand: Hand, player: Dict[int, str], scale: int) -> List[str]:
    actions = []
    unknown = set(hand.unknown_seats)
    for event in hand.history:
        kind, who = event.kind, player.get(event.seat, "") if event.seat is not None else ""
        if kind == ev.DEAL_HOLE:
            cards = "??" * len(event.cards) if event.seat in unknown else cards_text(event.cards)
            actions.append(f"d dh {who} {cards}")
        elif kind == ev.DEAL_BOARD:
            actions.append(f"d db {cards_text(event.cards)}")
        elif kind == ev.FOLD:
            actions.append(f"{who} f")
        elif kind in (ev.CHECK, ev.CALL):
            actions.append(f"{who} cc")
        elif kind in (ev.BET, ev.RAISE):
            actions.append(f"{who} cbr {chips_text(event.amount, scale)}")
        elif kind == ev.SHOW:
            actions.append(f"{who} sm {cards_text(event.cards)}")
        elif kind == ev.MUCK:
            actions.append(f"{who} sm")
    # PHH deals hole cards from p1 on; the engine from the small blind (the
    # same player except heads-up, where p1 is the big blind)
    deals = sorted((a for a in actions if a.startswith("d dh ")), key=lambda a: int(a.split()[2][1:]))
    rest = [a for a in actions if not a.startswith("d dh ")]
    return deals + rest


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, _Amount):
        return value.text
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        if value and isinstance(value[0], str):
            return "[\n" + "".join(f"    {_toml(v)},\n" for v in value) + "]"
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    raise TypeError(f"cannot write {value!r} as TOML here")


# -- reading ------------------------------------------------------------------------------------

def _load_toml(text: str, where: Where) -> Dict[str, Any]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - older Pythons
        try:
            import tomli as tomllib
        except ImportError as err:
            raise ImportError("reading PHH needs Python 3.11+ or the 'tomli' package") from err
    if not isinstance(text, str):
        raise TypeError(f"PHH text {type(text).__name__}: expected a str")
    try:
        return tomllib.loads(text, parse_float=Decimal)  # exact decimals, never binary floats
    except tomllib.TOMLDecodeError as err:
        raise where.error("TOML", str(err)) from None
    except RecursionError:
        raise where.error("TOML", "nested too deeply to read") from None


def _amount_list(data: Dict[str, Any], key: str, n: int, where: Where, default: Optional[int] = None
                 ) -> List[Decimal]:
    value = data.get(key, default)
    if value is None:
        raise where.error(key, "missing")
    if not isinstance(value, list):  # one number for everyone
        value = [value] * n
    if len(value) != n:
        raise where.error(key, f"{len(value)} entries for {n} players")
    return [to_decimal(v, f"{key} entry {i + 1}") if not isinstance(v, bool) else _bad(where, key, v)
            for i, v in enumerate(value)]


def _bad(where: Where, key: str, value: object) -> Decimal:
    raise where.error(key, f"{value!r}: expected an amount")


class _Parsed:
    """The file's actions read: each player's action typed (an Action, its
    bet amount filled in once the amounts are read), and what the dealer's
    lines deal."""

    def __init__(self, actions: List[str], n: int, where: Where) -> None:
        self.actions: List[Action] = []
        # each bet or raise: (its place in ``actions``, its field, its amount as written; None: none or more)
        self.bets: List[Tuple[int, str, Optional[str]]] = []
        self.shows = False     # a show or muck is written: the file plays the showdown
        self.holes: List[Optional[List[Card]]] = [None] * n
        self.hole_count: Optional[int] = None
        self.board: List[Card] = []
        self.board_deals: List[List[Card]] = []   # each ``d db``'s cards (a double board's alternate)
        for number, raw in enumerate(actions, 1):
            if not isinstance(raw, str):
                raise where.error(f"action {number}", f"{raw!r}: expected a string")
            words = raw.split("#", 1)[0].split()
            if not words:
                continue
            field = f"action {number} {raw.strip()!r}"
            try:
                self._scan(words, n, field, where)
            except HistoryError:
                raise
            except ValueError as err:
                raise where.error(field, str(err)) from None
            if words[0] != "d":
                self._player_action(field, words, n)

    def _player_action(self, field: str, words: List[str], n: int) -> None:
        """``pN f``, ``pN cc``, ``pN cbr AMOUNT``, ``pN sm [CARDS]`` as an
        Action; one written otherwise keeps why in ``bad`` (refused when
        the replay comes to it)."""
        verb = words[1] if len(words) > 1 else ""
        if verb == "cbr":
            self.bets.append((len(self.actions), field, words[2] if len(words) == 3 else None))
        elif verb == "sm":
            self.shows = True
        try:
            player = player_index(words[0], n)
        except ValueError as err:
            self.actions.append(Action(field, -1, UNKNOWN, bad=str(err)))
            return
        if verb == "sm" and len(words) <= 3:
            if len(words) == 2 or set(words[2]) == {"?"}:   # 'sm ????': unknown cards mucked
                self.actions.append(Action(field, player, MUCK))
                return
            known = self.holes[player] if words[2] != "-" and "?" not in words[2] else None
            self.actions.append(Action(field, player, SHOW, cards=tuple(known or ())))
            return
        typed = _VERBS.get(verb)
        if typed is None:
            self.actions.append(Action(field, player, UNKNOWN, bad=_MALFORMED))
        else:
            self.actions.append(Action(field, player, typed, bad="" if len(words) == 2 or typed == BET_RAISE
                                       else _MALFORMED))

    def _scan(self, words: List[str], n: int, field: str, where: Where) -> None:
        if words[0] == "d":
            if words[1:2] == ["dh"] and len(words) == 4:
                index = player_index(words[2], n)
                text = words[3]
                self._count(len(text) // 2, field, where)
                if "?" not in text:
                    cards = parse_cards(text)
                    self._known(index, cards, field, where)
            elif words[1:2] == ["db"] and len(words) == 3:
                dealt = parse_cards(words[2])
                self.board.extend(dealt)
                self.board_deals.append(dealt)
            else:
                raise where.error(field, "unknown or malformed dealer action (expected d dh pN CARDS or d db CARDS)")
        elif len(words) == 3 and words[1] == "sm" and words[2] != "-" and "?" not in words[2]:
            index = player_index(words[0], n)
            cards = parse_cards(words[2])
            self._count(len(cards), field, where)
            self._known(index, cards, field, where)

    def _count(self, count: int, field: str, where: Where) -> None:
        if self.hole_count is None:
            self.hole_count = count
        elif count != self.hole_count:
            raise where.error(field, f"{count} hole cards where other players have {self.hole_count}")

    def _known(self, index: int, cards: List[Card], field: str, where: Where) -> None:
        before = self.holes[index]
        if before is not None and before != cards:
            raise where.error(field, f"p{index + 1} was dealt {cards_text(before)}, not {cards_text(cards)}")
        self.holes[index] = cards


def from_phh(text: str, play: bool = True, board_seed: Optional[int] = None, name: str = "hand") -> Hand:
    """Rebuild a hand from PHH text and replay its actions (``play=False``:
    only deal it). Unknown hole cards (``????``) stay unknown unless the
    file shows them later. Raises HistoryError (a ValueError) naming the hand and the field
    or action that does not fit the rules. ``board_seed``: deal board cards
    the file leaves out from this seed (otherwise needing one is an error).
    """
    where = Where(name)
    return _from_data(_load_toml(text, where), play, board_seed, where)


def read_phh(text: str, name: str = "hand") -> List[HistoryRecord]:
    """One PHH hand (a .phh file) as a list of one ``HistoryRecord``: the
    replayed hand, or the ``HistoryError`` that refused it (never raised;
    ``name``: the file, its base name naming the hand in errors). A refused
    hand without a ``hand`` number is known by a digest of its text."""
    where = Where(os.path.basename(name) or name)
    try:
        hand = _from_data(_load_toml(text, where), True, None, where)
    except Exception as err:   # (any reader error refuses the hand, by name)
        return [refused_record(where.refusal(err), "PHH", name, 1, text_digest(text))]
    return [record_from_info(hand, "PHH", name, 1)]


def read_phhs(text: str, name: str = "collection") -> List[HistoryRecord]:
    """The hands of a PHH collection (.phhs: one TOML table a hand, headed
    ``[1]``, ``[2]``, ...; a plain one-hand PHH text is a collection of
    one) as ``HistoryRecord`` objects in section order: each the replayed hand or
    the ``HistoryError`` that refused it, so that one broken hand does not
    hide the others. A refused hand without a ``hand`` number is known by
    the file's base name and its section (``stars.phhs:3``). Text that is
    not TOML, or holds no hand, raises ``HistoryError``."""
    where = Where(name)
    data = _load_toml(text, where)
    if "actions" in data:
        sections: List[Tuple[str, Any]] = [(name, data)]
    else:
        sections = [(str(k), v) for k, v in data.items() if isinstance(v, dict)]
        sections.sort(key=lambda kv: (0, int(kv[0]), "") if kv[0].isdigit() else (1, 0, kv[0]))
    if not any("actions" in v or "variant" in v for _, v in sections):
        raise where.error("collection", "no hand in it (expected [1], [2], ... tables of PHH fields)")
    out: List[HistoryRecord] = []
    for place, (key, fields) in enumerate(sections, 1):
        each = Where(f"{name} [{key}]")
        try:
            hand = _from_data(dict(fields), True, None, each)
        except Exception as err:   # (any reader error refuses this hand only)
            out.append(refused_record(each.refusal(err), "PHH", name, place, f"{os.path.basename(name)}:{key}"))
            continue
        out.append(record_from_info(hand, "PHH", name, place))
    return out


def _from_data(data: Dict[str, Any], play: bool, board_seed: Optional[int], where: Where) -> Hand:
    """from_phh on the parsed TOML."""
    if "hand" in data and isinstance(data["hand"], (int, str)):
        where.named(data["hand"])
    (variant, hilo, structure), parsed = _read_actions(data, where)
    n = len(parsed.holes)
    amounts = _Amounts(data, parsed, where)
    game = _game(data, variant, hilo, structure, amounts.blinds, amounts.singles, amounts.scale, where)
    hand, seats = _deal(data, game, parsed, amounts, board_seed, where)
    by_seat = {seats[i]: i for i in range(n)}
    _keep_fields(hand, data, by_seat)
    if play:
        Replay(hand, seats, n, where).run(parsed.actions, amounts.scale)
    return hand


def _read_actions(data: Dict[str, Any], where: Where) -> Tuple[Tuple[str, bool, str], _Parsed]:
    """The game (variant, hilo, structure) and the actions read: a PO file
    dealing 5 or 6 cards is 5- or 6-card Omaha."""
    for key in ("variant", "starting_stacks", "actions"):
        if key not in data:
            raise where.error(key, "missing")
    variant, hilo, structure = _parse_variant(data["variant"], where)
    if not isinstance(data["starting_stacks"], list) or not data["starting_stacks"]:
        raise where.error("starting_stacks", f"{data['starting_stacks']!r}: expected a list of amounts")
    n = len(data["starting_stacks"])
    if not isinstance(data["actions"], list):
        raise where.error("actions", "expected a list of strings")
    try:
        parsed = _Parsed(data["actions"], n, where)
    except HistoryError:
        raise
    except ValueError as err:
        raise where.error("actions", str(err)) from None
    if variant == "omaha" and parsed.hole_count in _OMAHA_BY_CARDS:
        variant = _OMAHA_BY_CARDS[parsed.hole_count]  # PO with 5 or 6 cards: big-hand Omaha
    rules = data.get("_short_deck_rules", "trips")
    if variant == "shortdeck" and rules not in ("trips", "straights"):
        raise where.error("_short_deck_rules", f"{rules!r}: expected 'trips' (trips beat a straight) or 'straights'")
    if variant == "shortdeck" and rules == "straights":
        variant = "shortdeck_straights"
    return (variant, hilo, structure), parsed


class _Amounts:
    """Every amount of the hand in chips of one exact chip scale (``scale``),
    by PHH position; the bets filled into the parsed actions."""

    def __init__(self, data: Dict[str, Any], parsed: _Parsed, where: Where) -> None:
        n = len(parsed.holes)
        try:
            stacks_d = _amount_list(data, "starting_stacks", n, where)
            antes_d = _amount_list(data, "antes", n, where, default=0)
            blinds_d = _amount_list(data, "blinds_or_straddles", n, where, default=0)
            dead_d = _amount_list(data, "_dead_blinds", n, where, default=0)
            singles = {key: to_decimal(data[key], key) for key in ("min_bet", "small_bet", "big_bet") if key in data}
            bets: Dict[int, Decimal] = {}
            for at, field, text in parsed.bets:
                if text is None:
                    raise where.error(field, "expected pN cbr AMOUNT")
                bets[at] = to_decimal(text, "amount")
        except HistoryError:
            raise
        except ValueError as err:
            raise where.error("amounts", str(err)) from None
        # money (a currency code) is exact in cents at least, whatever decimals the file writes;
        # the results the file records (winnings after rake, the rake) are exact in it too
        scale = self.scale = max(money_unit(data.get("currency")),
                                 scale_for([*stacks_d, *antes_d, *blinds_d, *dead_d, *singles.values(), *bets.values(),
                                            *_recorded_amounts(data)]))
        self.stacks = [to_chips(v, scale) for v in stacks_d]
        self.antes = [to_chips(v, scale) for v in antes_d]
        self.blinds = [to_chips(v, scale) for v in blinds_d]
        self.dead = [to_chips(v, scale) for v in dead_d]
        if n == 2:  # heads-up PHH lists the button's (p2's) forced bets first
            self.antes.reverse()
            self.blinds.reverse()
        self.singles: Dict[str, int] = {key: to_chips(v, scale) for key, v in singles.items()}
        for at, bet in bets.items():
            parsed.actions[at] = parsed.actions[at]._replace(amount=bet)


def _deal(data: Dict[str, Any], game: Game, parsed: _Parsed, amounts: _Amounts, board_seed: Optional[int],
          where: Where) -> Tuple[Hand, List[int]]:
    """The hand as the file deals it (its boards, runs, posts, a bomb pot),
    and the engine seat of each PHH player."""
    n = len(parsed.holes)
    double, bomb = _double_board_and_bomb(data, parsed.board_deals, where)
    runs, run_boards = (1, []) if double else _runs(data, parsed.board, where)
    if double or bomb:
        game = _replace(game, double_board=double is not None)
    seats = _seating(data.get("seats"), n)
    by_seat = {seats[i]: i for i in range(n)}
    holes = [parsed.holes[by_seat[s]] for s in range(n)]
    posts: List[int] = []
    if data.get("_posts"):
        flags = data["_posts"]
        if not isinstance(flags, list) or len(flags) != n:
            raise where.error("_posts", "expected one flag per player")
        posts = [seats[i] for i, flag in enumerate(flags) if flag]
    antes, blinds = amounts.antes, amounts.blinds
    try:
        hand = game.deal([amounts.stacks[by_seat[s]] for s in range(n)], button=seats[-1],
                         cards=holes, board=None if double else parsed.board[:5] or None, auto_showdown=not parsed.shows,
                         runs=runs, run_boards=run_boards,
                         seed=0 if board_seed is None else board_seed,
                         antes=None if bomb else [antes[by_seat[s]] for s in range(n)],
                         blinds=[blinds[by_seat[s]] for s in range(n)] if not posts and not bomb else None,
                         posts=posts,
                         dead={seats[i]: d for i, d in enumerate(amounts.dead) if d},
                         deal_missing_board=board_seed is not None,
                         **({"boards": double} if double else {}),
                         **({"bomb_pot": max(antes)} if bomb else {}))
    except (ValueError, TypeError) as err:
        raise where.error("deal", str(err)) from None
    return hand, seats


def _keep_fields(hand: Hand, data: Dict[str, Any], by_seat: Dict[int, int]) -> None:
    """The fields the engine does not play by into ``hand.info`` (per-player
    lists by engine seat), the facts of recorded.py into ``hand.recorded``
    (the file's finishing stacks among them)."""
    n = len(by_seat)
    hand.info = {key: value for key, value in data.items() if key not in _PLAYED}
    for key in ("seats", "seat_count"):
        if key in data:
            hand.info[key] = data[key]
    for key in _PER_PLAYER:  # by engine seat in hand.info
        value = hand.info.get(key)
        if isinstance(value, list) and len(value) == n:
            hand.info[key] = [value[by_seat[s]] for s in range(n)]
    facts = hand.recorded = taken_from(hand.info)
    finishing = data.get("finishing_stacks")
    if isinstance(finishing, list) and len(finishing) == n:   # (the net after rake where they are after it)
        facts.finishing = [finishing[by_seat[s]] for s in range(n)]


def _double_board_fields(hand: Hand) -> Dict[str, object]:
    """The user-defined fields of a double board or bomb pot (omaha-eval
    extensions: PHH has no field for either): ``_boards = 2``, the board
    deals then alternating board 1, board 2 on each street; ``_bomb_pot =
    true``, the ``antes`` being the bombs, no blinds, no preflop round."""
    fields: Dict[str, object] = {}
    if hand.double_board:
        fields["_boards"] = 2
    if hand.bomb_pot:
        fields["_bomb_pot"] = True
    return fields


def _double_board_and_bomb(data: Dict[str, Any], board_deals: List[List[Card]], where: Where
                           ) -> Tuple[Optional[Tuple[str, str]], bool]:
    """(the two boards of a ``_boards = 2`` file, or None; whether it is
    a ``_bomb_pot``): each ``d db`` deals to board 1 and board 2 in turn."""
    boards = data.get("_boards", 1)
    if isinstance(boards, bool) or boards not in (1, 2):
        raise where.error("_boards", f"{boards!r}: expected 1 or 2 boards")
    bomb = data.get("_bomb_pot", False)
    if not isinstance(bomb, bool):
        raise where.error("_bomb_pot", f"{bomb!r}: expected true or false")
    if boards == 2 and data.get("_runs", 1) != 1:
        raise where.error("_runs", "a double board is run once")
    if boards == 1:
        return None, bomb
    dealt: Tuple[List[Card], List[Card]] = ([], [])
    for deals, cards in enumerate(board_deals):
        dealt[deals % 2].extend(cards)
    return (cards_text(dealt[0]), cards_text(dealt[1])), bomb


def _runs(data: Dict[str, Any], board: List[Card], where: Where) -> Tuple[int, List[str]]:
    """(runs, boards of the later runs): a board run more than once is
    written as the first run's cards, then each later run's cards from the
    street where the run-out began, with ``_runs`` saying how many runs
    (an omaha-eval extension: PHH has no field for it)."""
    runs = data.get("_runs", 1)
    if isinstance(runs, bool) or not isinstance(runs, int) or not 1 <= runs <= 10:
        raise where.error("_runs", f"{runs!r}: expected a whole number of runs 1..10")
    extra = len(board) - 5
    if runs == 1:
        if extra > 0:
            raise where.error("actions", f"{len(board)} board cards: more than 5 needs _runs (the board was run "
                              "more than once)")
        return 1, []
    if extra <= 0 or extra % (runs - 1) or extra // (runs - 1) > 5:
        raise where.error("_runs", f"{runs} runs do not fit {len(board)} board cards")
    each = extra // (runs - 1)
    prefix = board[:5 - each]
    return runs, [cards_text(prefix + board[5 + r * each:5 + (r + 1) * each]) for r in range(runs - 1)]


def _game(data: Dict[str, Any], variant: str, hilo: bool, structure: str, blinds: List[int],
          chips: Dict[str, int], scale: int, where: Where) -> Game:
    # the game's own blinds: the small and the big blind of the list (a
    # single blind: no small blind); the hand posts the list seat by seat
    small, big = (blinds[1], blinds[0]) if len(blinds) == 2 else (blinds[0], blinds[1])
    if big == 0:  # a single blind
        small, big = 0, max(blinds) or chips.get("min_bet", chips.get("small_bet", 1))
    small = min(small, big)
    kwargs: Dict[str, Any] = {}
    if structure == FIXED_LIMIT:
        if "small_bet" not in chips or "big_bet" not in chips:
            raise where.error("small_bet" if "small_bet" not in chips else "big_bet", "missing (fixed-limit)")
        kwargs = dict(small_bet=chips["small_bet"], big_bet=chips["big_bet"])
        raises = data.get("_max_raises", 3)
        if isinstance(raises, bool) or not isinstance(raises, int) or raises < -1:
            raise where.error("_max_raises", f"{raises!r}: expected a whole number, -1 for no cap")
        kwargs["max_raises"] = None if raises == -1 else raises
        kwargs["uncapped_heads_up"] = bool(data.get("_uncapped_heads_up", False))
        big = chips["small_bet"]
        small = min(small, big)
    elif "min_bet" in chips:
        if chips["min_bet"] <= 0:
            raise where.error("min_bet", "expected an amount above 0")
        kwargs["min_bet"] = chips["min_bet"]
    seat_count = data.get("seat_count", 10)
    if isinstance(seat_count, bool) or not isinstance(seat_count, int):
        raise where.error("seat_count", f"{seat_count!r}: expected a whole number")
    try:
        return Game(variant, hilo, structure, small, max(big, 1), 0, seats=max(min(seat_count, 10), len(blinds)),
                    chip_scale=scale, **kwargs)
    except (ValueError, TypeError) as err:
        raise where.error("game", str(err)) from None


def _seating(seats: Any, n: int) -> List[int]:
    """Engine seat of each PHH player: the recorded seats, when they are
    distinct seat numbers in clockwise order (their order around the table
    a rotation of the position order: engine seat = rank of the number),
    else position order."""
    if isinstance(seats, list) and len(seats) == n and all(
            isinstance(s, int) and not isinstance(s, bool) and s >= 1 for s in seats) and len(set(seats)) == n:
        rank = {number: i for i, number in enumerate(sorted(seats))}
        first = rank[seats[0]]
        rotation = [(first + i) % n for i in range(n)]
        if [rank[s] for s in seats] == rotation:
            return rotation
    return list(range(n))

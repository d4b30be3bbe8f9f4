"""PHH hand histories: export a Hand, import and replay one.

PHH (the poker hand history format of the uoftcprg phh-std specification,
read and written by pokerkit) is TOML. Players are listed in position order:
p1 is the first seat left of the button (the small blind; heads-up, the big
blind) and the last player holds the button. Actions:

    d dh p1 AsKsQhJh    hole cards dealt       p1 cbr 70    bet or raise to 70
    d db 7c8d9h         board cards dealt      p1 cc        check or call
    p1 f                fold                   p1 sm AsKs   show (p1 sm: muck)

Variant codes from the specification: NT (no-limit Hold'em), FT (fixed-limit
Hold'em), PO (pot-limit Omaha), FO/8 (fixed-limit Omaha Hi-Lo). The other
games here use codes of the same shape, an omaha-eval extension:
structure letter N / P / F, game letter T (Hold'em), O (Omaha), O5, O6
(5- and 6-card Omaha), C (Courchevel), and "/8" for Hi-Lo: e.g. PO/8, NO,
PO5, FO6/8, PC. Fixed-limit cap settings that differ from the default go in
the user-defined fields ``_max_raises`` (-1 = no cap) and
``_uncapped_heads_up``; players who post a big blind to come into the game
are flagged in ``_posts``. The optional ``seats`` field keeps the real seat
numbers (1-based), so a replay puts everyone back where they sat.
"""
from __future__ import annotations

import json
import sys
from typing import Any, Dict, List, Optional, Tuple

from ..cards import Card, cards_text, parse_cards
from . import history as ev
from .errors import IllegalAction
from .game import FIXED_LIMIT, NO_LIMIT, POT_LIMIT, Game
from .hand import Hand

_STRUCTURE_LETTER = {NO_LIMIT: "N", POT_LIMIT: "P", FIXED_LIMIT: "F"}
_GAME_LETTERS = {"holdem": "T", "omaha": "O", "omaha5": "O5", "omaha6": "O6", "courchevel": "C"}
STANDARD_CODES = ("NT", "FT", "PO", "FO/8")


def variant_code(game: Game) -> str:
    """The PHH variant code of a game (an extension code where PHH has none)."""
    return _STRUCTURE_LETTER[game.structure] + _GAME_LETTERS[game.variant] + ("/8" if game.hilo else "")


def _parse_variant(code: str) -> Tuple[str, bool, str]:
    if not isinstance(code, str):
        raise ValueError(f"variant {code!r}: expected a code such as NT, FT, PO or FO/8")
    body, hilo = (code[:-2], True) if code.endswith("/8") else (code, False)
    structure = {v: k for k, v in _STRUCTURE_LETTER.items()}.get(body[:1])
    variant = {v: k for k, v in _GAME_LETTERS.items()}.get(body[1:])
    if structure is None or variant is None:
        raise ValueError(f"variant {code!r} is not a game omaha-eval plays: expected e.g. NT, FT, PO, FO/8, "
                         "or an extension code such as PO/8, PO5, PC")
    return variant, hilo, structure


def _player_order(hand: Hand) -> List[int]:
    n = hand.num_players
    return [(hand.button + 1 + i) % n for i in range(n)]


def to_phh(hand: Hand) -> str:
    """The hand (finished or not) as PHH text."""
    game = hand.game
    order = _player_order(hand)
    player = {seat: f"p{i + 1}" for i, seat in enumerate(order)}
    n = len(order)
    fields: Dict[str, object] = {"variant": variant_code(game), "antes": [game.ante] * n}
    fields["blinds_or_straddles"] = [game.small_blind, game.big_blind] + [0] * (n - 2)
    if game.structure == FIXED_LIMIT:
        fields["small_bet"], fields["big_bet"] = game.small_bet, game.big_bet
        if game.max_raises != 3:
            fields["_max_raises"] = -1 if game.max_raises is None else game.max_raises
        if game.uncapped_heads_up:
            fields["_uncapped_heads_up"] = True
    else:
        fields["min_bet"] = game.big_blind
    if hand.posts:  # players coming in with a big blind: an omaha-eval extension
        fields["_posts"] = [1 if seat in hand.posts else 0 for seat in order]
    fields["starting_stacks"] = [hand.starting_stacks[seat] for seat in order]
    fields["actions"] = _actions(hand, player)
    fields["seats"] = [seat + 1 for seat in order]
    fields["seat_count"] = game.seats
    if hand.is_over:
        fields["finishing_stacks"] = [hand.stacks[seat] for seat in order]
    return "".join(f"{key} = {_toml(value)}\n" for key, value in fields.items())


def _actions(hand: Hand, player: Dict[int, str]) -> List[str]:
    actions = []
    for event in hand.history:
        kind, who = event.kind, player.get(event.seat, "") if event.seat is not None else ""
        if kind == ev.DEAL_HOLE:
            actions.append(f"d dh {who} {cards_text(event.cards)}")
        elif kind == ev.DEAL_BOARD:
            actions.append(f"d db {cards_text(event.cards)}")
        elif kind == ev.FOLD:
            actions.append(f"{who} f")
        elif kind in (ev.CHECK, ev.CALL):
            actions.append(f"{who} cc")
        elif kind in (ev.BET, ev.RAISE):
            actions.append(f"{who} cbr {event.amount}")
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
    if isinstance(value, (int, str)):
        return json.dumps(value)
    if isinstance(value, list):
        if value and isinstance(value[0], str):
            return "[\n" + "".join(f"    {json.dumps(v)},\n" for v in value) + "]"
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    raise TypeError(f"cannot write {value!r} as TOML here")


def _load_toml(text: str) -> Dict[str, Any]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - older Pythons
        try:
            import tomli as tomllib
        except ImportError as err:
            raise ImportError("reading PHH needs Python 3.11+ or the 'tomli' package") from err
    return tomllib.loads(text)


def _chips(name: str, value: object) -> int:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} {value!r}: expected whole chips (omaha-eval plays integer chip counts)")
    return value


def from_phh(text: str, play: bool = True) -> Hand:
    """Rebuild a hand from PHH text and replay its actions (``play=False``:
    only deal it). Raises ValueError naming the field or action that does
    not fit the rules."""
    data = _load_toml(text)
    for key in ("variant", "antes", "blinds_or_straddles", "starting_stacks", "actions"):
        if key not in data:
            raise ValueError(f"PHH field {key!r} is missing")
    variant, hilo, structure = _parse_variant(data["variant"])
    stacks = [_chips("starting stack", s) for s in data["starting_stacks"]]
    n = len(stacks)
    antes = [_chips("ante", a) for a in data["antes"]]
    if len(set(antes)) > 1:
        raise ValueError(f"antes {antes}: only the same ante for everyone is supported")
    blinds = [_chips("blind", b) for b in data["blinds_or_straddles"]]
    if len(blinds) < 2 or any(blinds[2:]):
        raise ValueError(f"blinds_or_straddles {blinds}: expected a small and a big blind, no straddles")
    kwargs: Dict[str, Any] = {}  # Game's fixed-limit options, partly straight from the TOML
    if structure == FIXED_LIMIT:
        kwargs = dict(small_bet=_chips("small_bet", data.get("small_bet")),
                      big_bet=_chips("big_bet", data.get("big_bet")))
        raises = data.get("_max_raises", 3)
        kwargs["max_raises"] = None if raises == -1 else raises
        kwargs["uncapped_heads_up"] = bool(data.get("_uncapped_heads_up", False))
    game = Game(variant, hilo, structure, blinds[0], blinds[1], antes[0] if antes else 0,
                seats=_chips("seat_count", data.get("seat_count", 10)), **kwargs)

    seats = _seating(data.get("seats"), n)
    button = seats[-1]
    actions = [_strip(a) for a in data["actions"]]
    actions = [a for a in actions if a]
    holes: List[Optional[List[Card]]] = [None] * n
    board: List[Card] = []
    for action in actions:
        words = action.split()
        if words[:2] == ["d", "dh"] and len(words) == 4:
            holes[seats[_player(words[2], n)]] = parse_cards(words[3])
        elif words[:2] == ["d", "db"] and len(words) == 3:
            board.extend(parse_cards(words[2]))
    dealt = [h for h in holes if h is not None]
    if len(dealt) != n:
        raise ValueError("every player's hole cards must be dealt (d dh) with known cards")
    manual = any(a.split()[1:2] == ["sm"] for a in actions)
    posts = [seats[i] for i, flag in enumerate(data.get("_posts", [])) if flag]
    hand = game.deal([stacks[seats.index(s)] for s in range(n)], button=button,
                     cards=dealt, board=board or None, auto_showdown=not manual, posts=posts)
    if play:
        for action in actions:
            _replay(hand, action, seats, n)
    return hand


def _strip(action: object) -> str:
    if not isinstance(action, str):
        raise ValueError(f"PHH action {action!r}: expected a string")
    return action.split("#", 1)[0].strip()


def _seating(seats: Any, n: int) -> List[int]:
    """Engine seat of each PHH player: the recorded seats when they are
    1..n, else position order."""
    if seats is not None and sorted(seats) == list(range(1, n + 1)):
        return [s - 1 for s in seats]
    return list(range(n))


def _player(word: str, n: int) -> int:
    if not (word.startswith("p") and word[1:].isdigit() and 1 <= int(word[1:]) <= n):
        raise ValueError(f"player {word!r}: expected p1..p{n}")
    return int(word[1:]) - 1


def _replay(hand: Hand, action: str, seats: List[int], n: int) -> None:
    words = action.split()
    if words[0] == "d":
        if words[1] not in ("dh", "db"):
            raise ValueError(f"PHH action {action!r}: unknown dealer action")
        return  # cards were given to the deal; the engine deals them in order
    seat = seats[_player(words[0], n)]
    verb, args = words[1] if len(words) > 1 else "", words[2:]
    try:
        if verb == "f":
            hand.fold(seat)
        elif verb == "cc":
            hand.check(seat) if hand.can_check() else hand.call(seat)
        elif verb == "cbr" and len(args) == 1:
            amount = _chips("amount", float(args[0]) if "." in args[0] else int(args[0]))
            hand.bet(amount, seat) if hand.legal_actions().can_bet else hand.raise_to(amount, seat)
        elif verb == "sm":
            if not (args and seat in hand.shown):  # a run-out's forced show is already done
                hand.show(seat) if args else hand.muck(seat)
        else:
            raise ValueError(f"PHH action {action!r}: unknown or malformed")
    except IllegalAction as err:
        raise ValueError(f"PHH action {action!r} cannot be replayed: {err}") from None
    # "sm -" shows the cards already dealt (older pokerkit files): nothing to compare
    if verb == "sm" and args and args[0] != "-" and list(hand.shown[seat]) != parse_cards(args[0]):
        raise ValueError(f"PHH action {action!r}: seat {seat} was dealt {cards_text(hand.shown[seat])}")

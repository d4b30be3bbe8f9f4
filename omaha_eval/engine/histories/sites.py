"""Hand-history text of PokerStars and GGPoker: many hands per file, each
parsed into an engine hand, replayed, and checked against the room's own
results (uncalled chips returned, chips collected plus rake and fees).

Both rooms write the same shape of text, so one reader serves both; the
dialects differ in the header line, straddles (GGPoker) and the fees in the
summary (GGPoker adds jackpot and other fees to the rake). One hand that
cannot be read or replayed does not stop the file: its ``HistoryRecord`` carries
the error, which names the hand and the line.

>>> from omaha_eval.engine.histories.sites import read_pokerstars
>>> hands = read_pokerstars(open("stars.txt").read())    # doctest: +SKIP
>>> [h.hand.payouts for h in hands if h.ok]               # doctest: +SKIP

Each hand is a ``HistoryRecord`` (record.py) keyed by its hand number, with
what the header and the summary say: the players, the room's seats, the
rake and fees, what the room paid each player (``collected``), the date,
table, currency, stakes, the game as written, the hero and partial shows.
"""
from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache
from typing import Dict, List, Optional, Sequence, Set, Tuple, Union

from ...core.cards import Card, parse_cards
from ..hand import Game, Hand
from ..recorded import Recorded
from ..rules import FIXED_LIMIT, NO_LIMIT, POT_LIMIT
from .chips import chips_text, scale_for, to_chips
from .action import BET_RAISE, CHECK_CALL, FOLD, MUCK, SHOW, Action
from .record import HistoryRecord
from .replay import Replay, Where
from .site_header import AMOUNT, GGPOKER, POKERSTARS, STARTS, Header, amount as _amount, guess_site, hand_id, \
    read_header

_AMOUNT = AMOUNT
_SEAT = re.compile(r"^Seat (\d+): (.+?) \((" + _AMOUNT + r") in chips[^)]*\)(.*)$")
_RETURNED = re.compile(r"^Uncalled bet \((" + _AMOUNT + r")\) returned to (.+)$")
_COLLECT = re.compile(r"^collected (" + _AMOUNT + r") from (?:the )?(?:main |side )?pot")
_POST = re.compile(r"^posts (the ante|small blind|big blind|small & big blinds|straddle|missed blind"
                   r"|dead blind|missing blind) (" + _AMOUNT + r")( and is all-in)?$")
_ACT = re.compile(r"^(folds|checks|calls|bets|raises)(?: (" + _AMOUNT + r"))?(?: to (" + _AMOUNT
                  + r"))?(?: and is all-in)?$")
_FOLD_NOTE = re.compile(r"^folds (?:\([^)]*\)|\[[^\]]*\])$")
_INSURANCE = re.compile(r"(?i)\b(insurance|cash ?-?out|EV ?cashout)\b")
_SHOW = re.compile(r"^shows \[([^\]]*)\]")
_PLAYS = re.compile(r"(posts|folds|checks|calls|bets|raises|shows|mucks|straddle)\b")
_HOLE_COUNT = {"holdem": 2, "omaha": 4, "omaha5": 5, "omaha6": 6, "courchevel": 5}
_STREET = re.compile(r"^\*\*\* (FIRST |SECOND |THIRD )?(FLOP|TURN|RIVER) \*\*\*(.*)$")
_CARDS = re.compile(r"\[([^\]]*)\]")
_RUNS = {"": 0, "FIRST ": 0, "SECOND ": 1, "THIRD ": 2}
# a file's hands are mostly one game at one table: its Game (frozen, so shared
# safely) is built and checked once, and keeps its forced-bet plans
_same_game = lru_cache(maxsize=256)(Game)
_HILO = re.compile(r"Hi/Lo|Hi-Lo|H/L|8 or Better")
_BIG_OMAHA = re.compile(r"\b(5|6)[ -]?Card Omaha|PLO-?(5|6)|Omaha ?(5|6)")
_PLO = re.compile(r"\bPLO")
# games dealt otherwise: stud, razz, draw (the mixed-game header's own game comes first)
_NOT_PLAYED = re.compile(r"^[^(]*\b(Stud|Razz|Draw|Badugi|Badeucy|Badacey|Lowball)\b")
_DEALT = re.compile(r"^(.+?) \[([^\]]*)\]")
_FEES = re.compile(r"\| ?(Rake|Jackpot|Bingo|Fortune|Tax|JP Fee|Fee)s? (" + _AMOUNT + ")")
_SUMMARY_CARDS = re.compile(r"^Seat \d+: (.+?)(?: \([^)]*\))* (?:showed|mucked) \[([^\]]*)\]")


def read_pokerstars(text: str, name: str = "") -> List[HistoryRecord]:
    """Every hand of PokerStars hand-history text (``name``: the file, for errors)."""
    return read_site(text, POKERSTARS, name)


def read_ggpoker(text: str, name: str = "") -> List[HistoryRecord]:
    """Every hand of GGPoker hand-history text (``name``: the file, for errors)."""
    return read_site(text, GGPOKER, name)


def read_site(text: str, site: str, name: str = "") -> List[HistoryRecord]:
    """Every hand of the text as a ``HistoryRecord`` keyed by its hand
    number: the replayed hand, or the ``HistoryError`` that refused it
    (naming the hand and the line). Text with no hand of the site in it
    raises ValueError naming ``name`` (empty text gives [])."""
    if site not in STARTS:
        raise ValueError(f"site {site!r}: expected {POKERSTARS!r} or {GGPOKER!r}")
    if not isinstance(text, str):
        raise TypeError(f"hand-history text {type(text).__name__}: expected str")
    found = [read_site_hand(site, start, lines, name) for start, lines in _split(text, STARTS[site])]
    if not found and text.strip():
        other = guess_site(text)
        hint = f" (it looks like {other} text)" if other and other != site else ""
        raise ValueError(f"{name or 'hand-history text'}: no {site} hand found{hint}; a hand begins "
                         f"with a line such as {_EXAMPLE[site]!r}")
    return found


def read_site_hand(site: str, start: int, lines: List[str], name: str = "", ident: str = "") -> HistoryRecord:
    """One hand of a room's text (``lines``: its non-empty lines as written,
    the header first; ``start``: the header's line in the file) as a
    ``HistoryRecord``: the replayed hand, or the error that refused it.
    Whatever the reader meets (a number too large, any other error) refuses
    this hand only. ``ident``: the hand number, when the caller has read it."""
    ident = ident or hand_id(lines[0])
    record = HistoryRecord(name, ident, site=site, line=start)
    reader = _Reader(site, ident, start, lines, record)
    try:
        reader.read()
    except Exception as err:   # (a refusal names the hand; the file goes on)
        record.hand, record.error = None, reader.where.refusal(err)
    return record


_EXAMPLE = {POKERSTARS: "PokerStars Hand #245678901234:", GGPOKER: "Poker Hand #RC2001:"}


def _split(text: str, start: "re.Pattern[str]") -> List[Tuple[int, List[str]]]:
    hands: List[Tuple[int, List[str]]] = []
    # (byte-order marks dropped in one pass: a file joined from others has one at each join)
    for number, line in enumerate((text.replace("\ufeff", "") if "\ufeff" in text else text).splitlines(), 1):
        # (a line kept as written: a player's name may begin or end with a space)
        head = line.lstrip()
        if head.startswith("Poker") and start.match(head):   # (both rooms' first lines begin so)
            hands.append((number, [head.rstrip()]))
        elif hands and head:
            hands[-1][1].append(line)
    return hands


def _info(site: str, head: Header, record: HistoryRecord) -> Dict[str, object]:
    """The hand's metadata by PHH's field names (per-player lists by engine
    seat; ``to_phh`` writes them in PHH's order)."""
    info: Dict[str, object] = {"venue": site, "hand": record.key, "players": list(record.players),
                               "seats": list(record.seats)}
    if head.table:
        info["table"] = head.table
    if head.seat_count:
        info["seat_count"] = head.seat_count
    if head.currency:
        info["currency"] = head.currency
    if head.date:
        year, month, day = head.date.split("-")
        info.update(year=int(year), month=int(month), day=int(day))
    if head.time:
        info["time"] = head.time
    if head.time_zone:
        info["time_zone_abbreviation"] = head.time_zone
    if head.tournament:
        info["event"] = f"Tournament #{head.tournament}"
        if head.level:
            info["level"] = head.level
    return info


class _Play:
    """What a hand's lines from the seats to the summary say, by engine
    seat; amounts in the money's unit as written."""

    __slots__ = ("stakes", "antes", "blinds", "dead", "posted", "holes", "boards", "actions", "returned",
                 "collected", "fees", "amounts", "street_seen")

    def __init__(self, n: int, stakes: Sequence[Decimal], stacks: List[Decimal]) -> None:
        self.stakes = list(stakes)
        self.antes = [Decimal(0)] * n
        self.blinds = [Decimal(0)] * n
        self.dead = [Decimal(0)] * n
        self.posted: Dict[str, Decimal] = {}   # the blinds as posted (a level may change after the header)
        self.holes: List[Optional[List[Card]]] = [None] * n
        self.boards: List[List[Card]] = [[]]
        self.actions: List[Action] = []
        self.returned: Dict[int, Decimal] = {}
        self.collected: Dict[str, Decimal] = {}
        self.fees = Decimal(0)
        self.amounts: List[Decimal] = stacks + self.stakes   # every amount, for the chip scale
        self.street_seen = False


class _Reader:
    """Reads one hand's lines and replays them."""

    def __init__(self, site: str, ident: str, start: int, lines: List[str], record: HistoryRecord) -> None:
        self.site, self.lines, self.start, self.record = site, lines, start, record
        self.where = Where(f"hand #{ident}", site, ident)

    def fail(self, index: int, message: str) -> ValueError:
        return self.where.error(self._line_name(index), message)

    def _line_name(self, index: int) -> str:
        line = self.lines[index] if 0 <= index < len(self.lines) else ""
        return f"line {self.start + index} {line[:80]!r}"

    # -- reading -------------------------------------------------------------------------------

    def read(self) -> None:
        head, (variant, hilo, structure) = self._header()
        seats, index = self._seats(head.button_seat)
        play = _Play(len(seats), head.stakes, [s for _, _, s in seats])
        end = self._play(index, play)
        for i in range(end + 1, len(self.lines)):
            play.fees += self._summary_line(i, self.lines[i], play.holes, self.seat_of, play.amounts)
        # exact in the room's unit (cents for money), finer only where the file is
        scale = max(head.unit, scale_for(play.amounts + [play.fees]))
        variant = self._dealt_variant(variant, play.holes)
        hand = self._deal(head, (variant, hilo, structure), seats, play, scale)
        self._replay(hand, play, scale)

    def _header(self) -> Tuple[Header, Tuple[str, bool, str]]:
        """The header's facts (into the record) and the game: (variant, hilo, structure)."""
        lines = self.lines
        try:
            head = read_header(self.site, lines[0], lines[1] if len(lines) > 1 else "")
        except ValueError as err:
            kind = _game_kind(lines[0])   # a game not played here (stud, razz, draw) says so first
            if isinstance(kind, str):
                raise self.fail(0, kind) from None
            raise self.fail(1 if "table line" in str(err) else 0, str(err)) from None
        game = self._game_kind(head.game_text or lines[0])
        self.variant = game[0]
        record = self.record
        record.date, record.time, record.time_zone = head.date, head.time, head.time_zone
        record.table, record.seat_count, record.currency = head.table, head.seat_count, head.currency
        record.game, record.tournament = head.game_text, head.tournament
        return head, game

    def _seats(self, button_seat: int) -> Tuple[List[Tuple[int, str, Decimal]], int]:
        """The players dealt in, (room seat, name, stack) in seat order, from
        the seat lines; and the index of the first line after them. Sets the
        record's players and seats, and the button (engine seat)."""
        lines = self.lines
        listed: List[Tuple[int, str, Decimal, bool]] = []
        index = 2
        while index < len(lines) and lines[index].startswith("Seat ") and "*** " not in lines[index]:
            found = _SEAT.match(lines[index])
            if found is None:
                raise self.fail(index, "expected 'Seat N: name (amount in chips)'")
            away = "sitting out" in found.group(4) or "out of hand" in found.group(4)
            listed.append((int(found.group(1)), found.group(2), _amount(found.group(3)), away))
            index += 1
        # a player marked sitting out who is still dealt in (posts, acts) is in the hand
        playing = self._acting_names([name for _, name, _, away in listed if away], index)
        seats = sorted((number, name, stack) for number, name, stack, away in listed
                       if not away or name in playing)
        if len(seats) < 2:
            raise self.fail(index, "fewer than two players dealt in")
        names = [name for _, name, _ in seats]
        self.record.players = names
        self.record.seats = [number for number, _, _ in seats]
        self.names = sorted(names, key=len, reverse=True)  # longest first: names may share a prefix
        self.seat_of = {name: i for i, name in enumerate(names)}
        self.plain = not any(":" in name for name in names)   # then 'Name: ...' splits by one look-up
        # the button: that seat's player, else the last player before it (a dead button)
        before = [i for i, (number, _, _) in enumerate(seats) if number <= button_seat]
        self.button = before[-1] if before else len(seats) - 1
        return seats, index

    def _play(self, index: int, play: "_Play") -> int:
        """The lines from the seat lines to the summary into ``play``; the
        summary line's index (the number of lines when there is none)."""
        lines = self.lines
        for i in range(index, len(lines)):
            line = lines[i]
            first = line[0]   # (lines are stripped, never empty) one look picks the few kinds not a player's
            if first == "*" and line.startswith("*** "):
                if line.startswith("*** SUMMARY"):
                    return i
                self._street(i, line, play)   # (or HOLE CARDS, SHOW DOWN, FIRST SHOW DOWN ...)
            elif first == "D" and line.startswith("Dealt to "):
                self._dealt(i, line[len("Dealt to "):], play.holes, self.seat_of)
            elif not (first == "U" and line.startswith("Uncalled") and self._returned(i, line, play)):
                self._player_line(i, line, play)
        return len(lines)

    def _street(self, index: int, line: str, play: "_Play") -> None:
        """A street's line: the board so far of its run."""
        street = _STREET.match(line)
        if street is None:
            return
        play.street_seen = True
        run = _RUNS[street.group(1) or ""]
        cards = self._cards(index, " ".join(_CARDS.findall(street.group(3))))
        while len(play.boards) <= run:
            play.boards.append([])
        play.boards[run] = cards

    def _returned(self, index: int, line: str, play: "_Play") -> bool:
        """'Uncalled bet (X) returned to NAME'; False for another line."""
        found = _RETURNED.match(line)
        if found is None:
            return False
        who = self._seat(index, found.group(2), self.seat_of)
        value = _amount(found.group(1))
        play.amounts.append(value)
        play.returned[who] = play.returned.get(who, Decimal(0)) + value
        return True

    def _player_line(self, i: int, line: str, play: "_Play") -> None:
        """A line that begins with a player's name: their action, post, show
        or collection (anything else a player says is not play)."""
        # (no name holds ':', so no longer name fits too: most lines by one look-up)
        name, colon, rest = line.partition(": ")
        if colon and self.plain and name in self.seat_of:
            rest = rest.strip()
        else:
            found_name, rest = self._split_name(line)
            if found_name is None:
                return  # chat, connection notices, "... joins the table"
            name = found_name
        seat = self.seat_of[name]
        actions = play.actions
        if rest == "folds" or rest == "checks":   # the commonest lines, without a pattern
            actions.append(Action(i, seat, FOLD if rest == "folds" else CHECK_CALL))
            return
        if rest.startswith("folds ") and _FOLD_NOTE.match(rest):   # 'folds (disconnect)', 'folds [7h 2c]'
            actions.append(Action(i, seat, FOLD))
            return
        collect = _COLLECT.match(rest) if rest.startswith("collected") else None
        if collect:
            value = _amount(collect.group(1))
            play.amounts.append(value)
            play.collected[name] = play.collected.get(name, Decimal(0)) + value
            return
        if rest.startswith("straddle "):
            rest = "posts " + rest  # GGPoker: 'Name: straddle $2'
        post = _POST.match(rest) if rest.startswith("posts") else None
        if post:
            self._post(i, seat, post, play)
            return
        # (an action's key is its line's index: named, by self._line_name, only in an error)
        act = _ACT.match(rest)
        if act:
            verb = act.group(1)
            if verb == "folds":
                actions.append(Action(i, seat, FOLD))
            elif verb in ("checks", "calls"):
                actions.append(Action(i, seat, CHECK_CALL))
            else:
                text = act.group(3) or act.group(2)
                if text is None:
                    raise self.fail(i, f"{verb} without an amount")
                value = _amount(text)
                play.amounts.append(value)
                actions.append(Action(i, seat, BET_RAISE, value))
            return
        show = _SHOW.match(rest)
        if show:
            self._show(i, name, seat, self._cards(i, show.group(1)), play)
            return
        if rest.startswith("mucks hand") or rest.startswith("doesn't show hand"):
            actions.append(Action(i, seat, MUCK))
            return
        if _INSURANCE.search(rest):   # (recorded by the room, but not accounted for here)
            raise self.fail(i, "an all-in insurance or cash-out: omaha-eval does not account for its "
                               "premium or payout, so the hand's results would be wrong")

    def _post(self, i: int, seat: int, post: "re.Match[str]", play: "_Play") -> None:
        """A forced bet: an ante, a blind (dead or live), a straddle."""
        if play.street_seen:
            raise self.fail(i, "a forced bet after the first betting round")
        kind, value = post.group(1), _amount(post.group(2))
        play.amounts.append(value)
        if kind == "the ante":
            play.antes[seat] += value
        elif kind == "small & big blinds":
            big = play.posted.get("big blind", play.stakes[1])
            play.blinds[seat] += min(big, value)
            play.dead[seat] += value - min(big, value)
        elif kind in ("missed blind", "dead blind", "missing blind"):
            play.dead[seat] += value
        else:
            if kind in ("small blind", "big blind") and not post.group(3):
                play.posted.setdefault(kind, value)
            if post.group(3) and kind == "big blind":
                value = max(value, play.stakes[1])  # all-in for less: the price stays the big blind
            if kind == "straddle" and play.blinds[seat]:
                # a blind who straddles too (GGPoker) raises their own
                # blind to the straddle: the straddle is their total
                play.blinds[seat] = max(play.blinds[seat], value)
                return
            play.blinds[seat] += value

    def _show(self, i: int, name: str, seat: int, cards: List[Card], play: "_Play") -> None:
        """A show: all the cards (known from here on), or some of them (the hand stays unknown)."""
        variant = self.variant
        if len(cards) < _HOLE_COUNT[variant] and not (variant == "omaha" and len(cards) in (5, 6)):
            self._partial(i, name, play.holes[seat], cards)
            play.actions.append(Action(i, seat, MUCK))
            return
        self._known(i, play.holes, seat, cards)
        play.actions.append(Action(i, seat, SHOW, cards=tuple(cards)))

    def _dealt_variant(self, variant: str, holes: List[Optional[List[Card]]]) -> str:
        """The variant the hole cards dealt say: an Omaha header's 5- or 6-card
        hands are 5- or 6-card Omaha; another count is an error."""
        count = _HOLE_COUNT[variant]
        for seat, hole in enumerate(holes):
            if hole is not None and len(hole) != count:
                if variant == "omaha" and len(hole) in (5, 6) and all(
                        h is None or len(h) == len(hole) for h in holes):
                    variant = "omaha5" if len(hole) == 5 else "omaha6"
                    count = len(hole)
                else:
                    raise self.where.error("hole cards", f"{self.record.players[seat]} holds {len(hole)} cards; "
                                           f"{variant} deals {count}")
        return variant

    def _deal(self, head: Header, game_kind: Tuple[str, bool, str], seats: List[Tuple[int, str, Decimal]],
              play: "_Play", scale: int) -> Hand:
        """The engine hand as the room dealt it (the record's stakes set), its
        facts in ``hand.info`` and ``hand.recorded``."""
        variant, hilo, structure = game_kind
        stakes = list(head.stakes)
        if structure != FIXED_LIMIT:   # the blinds posted set the price, not a header one level behind
            stakes = [play.posted.get("small blind", stakes[0]), play.posted.get("big blind", stakes[1])]
        chips = [to_chips(v, scale) for v in stakes]
        self.record.stakes = (chips[0], chips[1])
        blind_chips = [to_chips(b, scale) for b in play.blinds]
        game = self._game(variant, hilo, structure, chips, blind_chips, len(seats), scale)
        board = play.boards[0]
        try:
            hand = Hand(game, [to_chips(s, scale) for _, _, s in seats], self.button, seed=0,
                        cards=[h for h in play.holes], board=board[:5] or None, auto_showdown=False,
                        antes=[to_chips(a, scale) for a in play.antes], blinds=blind_chips,
                        dead={s: to_chips(d, scale) for s, d in enumerate(play.dead) if d},
                        deal_missing_board=False, runs=len(play.boards),
                        run_boards=[self._run_board(board, b) for b in play.boards[1:]])
        except (ValueError, TypeError) as err:
            raise self.where.error("deal", str(err)) from None
        hand.info = _info(self.site, head, self.record)
        # an all-in loser's unknown hand forfeited, as rooms settle it (checked in _replay)
        hand.recorded = Recorded(rake=Decimal(chips_text(to_chips(play.fees, scale), scale)),
                                 hero=self.record.hero or None, forfeit_unknown=bool(hand.unknown_seats))
        return hand

    def _replay(self, hand: Hand, play: "_Play", scale: int) -> None:
        """Replay the actions, then check the room's results against it."""
        n = hand.num_players
        Replay(hand, list(range(n)), n, self.where, self._line_name).run(play.actions, scale)
        facts = hand.recorded
        if facts.forfeit_unknown and not any(
                e.kind == "muck" and e.seat in hand.unknown_seats and e.street not in ("showdown", "complete")
                for e in hand.history):
            facts.forfeit_unknown = False   # (kept, and written out, only where a hand was forfeited)
        if not hand.is_over:
            raise self.where.error("actions", f"the hand is not over after its last action ({hand.street})")
        record = self.record
        record.rake = to_chips(play.fees, scale)
        record.collected = {name: to_chips(v, scale) for name, v in play.collected.items()}
        self._check(hand, record.players, {s: to_chips(v, scale) for s, v in play.returned.items()})
        record.hand = hand

    def _acting_names(self, candidates: List[str], index: int) -> Set[str]:
        """Those of ``candidates`` who post, act or are dealt cards after the seat lines."""
        acting: Set[str] = set()
        if not candidates:
            return acting   # (most hands: nobody sitting out)
        for line in self.lines[index:]:
            if line.startswith("*** SUMMARY"):
                break
            for name in candidates:
                if line.startswith(name + ": ") and _PLAYS.match(line[len(name) + 2:]) \
                        or line.startswith(f"Dealt to {name} ["):
                    acting.add(name)
        return acting

    def _partial(self, index: int, name: str, known: Optional[List[Card]], cards: List[Card]) -> None:
        if known is not None and not set(cards) <= set(known):
            raise self.fail(index, "shows cards other than those dealt")
        shown = self.record.partial_shows.setdefault(name, [])
        shown.extend(c for c in cards if c not in shown)

    @staticmethod
    def _run_board(first: List[Card], other: List[Card]) -> str:
        # a later run's line shows that run's whole board so far
        return "".join(str(c) for c in (other if len(other) >= 5 else first[:5 - len(other)] + other))

    # -- pieces ------------------------------------------------------------------------------------

    def _game_kind(self, header: str) -> Tuple[str, bool, str]:
        found = _game_kind(header)
        if isinstance(found, str):
            raise self.fail(0, found)
        return found

    def _game(self, variant: str, hilo: bool, structure: str, stakes: List[int], blinds: List[int],
              n: int, scale: int) -> Game:
        small, big = stakes
        try:
            if structure == FIXED_LIMIT:  # the header shows the small and the big bet
                posted = sorted(b for b in blinds if b)
                # (assumed: the room's cap of a bet and three raises, lifted heads-up)
                return _same_game(variant, hilo, structure, posted[0] if len(posted) > 1 else small // 2, small, 0,
                                  small, big, max_raises=3, uncapped_heads_up=True, chip_scale=scale)
            return _same_game(variant, hilo, structure, min(small, big), big, chip_scale=scale)
        except (ValueError, TypeError) as err:
            raise self.fail(0, str(err)) from None

    def _cards(self, index: int, text: str) -> List[Card]:
        try:
            return parse_cards(text.replace(" ", ""))
        except ValueError as err:
            raise self.fail(index, str(err)) from None

    def _split_name(self, line: str) -> Tuple[Optional[str], str]:
        """The player a line begins with, by their names (longest first), for
        the lines read's one look-up leaves: names that hold ': ', and
        'Name collected ...'."""
        for name in self.names:
            if line.startswith(name + ": "):
                return name, line[len(name) + 2:].strip()
            if line.startswith(name + " collected "):
                return name, line[len(name) + 1:].strip()
        return None, line

    def _seat(self, index: int, name: str, seat_of: Dict[str, int]) -> int:
        if name not in seat_of:
            if name.rstrip() in seat_of:   # (a line's trailing spaces, not the name's)
                return seat_of[name.rstrip()]
            raise self.fail(index, f"player {name!r} is not dealt in this hand")
        return seat_of[name]

    def _dealt(self, index: int, rest: str, holes: List[Optional[List[Card]]], seat_of: Dict[str, int]) -> None:
        found = _DEALT.match(rest)
        if found is None:
            return  # GGPoker lists the others without cards
        seat = self._seat(index, found.group(1), seat_of)
        cards = self._cards(index, found.group(2))
        if cards and not self.record.hero:
            self.record.hero = found.group(1)
        self._known(index, holes, seat, cards)

    def _known(self, index: int, holes: List[Optional[List[Card]]], seat: int, cards: List[Card]) -> None:
        before = holes[seat]
        if before is not None and sorted(before) != sorted(cards):
            raise self.fail(index, "shows cards other than those dealt")
        if before is None:
            holes[seat] = cards

    def _summary_line(self, index: int, line: str, holes: List[Optional[List[Card]]], seat_of: Dict[str, int],
                      amounts: List[Decimal]) -> Decimal:
        """Rake and fees from 'Total pot' lines; cards shown or mucked in the seat lines."""
        if line.startswith("Total pot"):
            fees = Decimal(0)
            for label, value in _FEES.findall(line):
                fees += _amount(value)
                amounts.append(_amount(value))
            return fees
        # (the pattern needs ' showed [' or ' mucked [': most seat lines have neither)
        found = _SUMMARY_CARDS.match(line) if " showed [" in line or " mucked [" in line else None
        if found and found.group(1) in seat_of:
            seat = seat_of[found.group(1)]
            cards = self._cards(index, found.group(2))
            if len(cards) < _HOLE_COUNT[self.variant]:   # some of the cards: partial knowledge
                self._partial(index, found.group(1), holes[seat], cards)
            else:
                self._known(index, holes, seat, cards)
        return Decimal(0)

    def _check(self, hand: Hand, names: List[str], returned: Dict[int, int]) -> None:
        """The room's own results against the replay, player by player: the
        uncalled chips returned, and what each collected (the pots the
        engine pays less the rake: nobody collects more than the replay pays
        them, the shortfall is the rake, and with no rake they are equal).
        Files before about 2010 write no 'Uncalled bet' line in a walk: then
        the room's collected may include the return."""
        engine_returns: Dict[int, int] = {}
        for event in hand.history:
            if event.kind == "return" and event.seat is not None:
                engine_returns[event.seat] = engine_returns.get(event.seat, 0) + event.amount
        if returned and returned != engine_returns:
            raise self.where.error("result", f"the room returned {returned}, the replay returns {engine_returns} "
                                   "(uncalled chips by seat)")
        paid = {seat_name: self.record.collected.get(seat_name, 0) for seat_name in names}
        won = {names[s]: hand.payouts.get(s, 0) for s in range(len(names))}
        if not returned and engine_returns:
            for seat, chips in engine_returns.items():
                name = names[seat]
                if paid[name] > won[name] and paid[name] - chips <= won[name]:
                    paid[name] -= chips   # the return, counted in the room's collected
        rake = self.record.rake
        short = sum(won.values()) - sum(paid.values())
        wrong = [p for p in names if paid[p] > won[p] or (paid[p] < won[p] and not rake) or (paid[p] and not won[p])]
        if short != rake or wrong:
            room = {p: c for p, c in paid.items() if c}
            replay = {p: c for p, c in won.items() if c}
            raise self.where.error("result", f"the room paid {room} with {rake} rake and fees; the replay pays "
                                   f"{replay} (chips by player)")


@lru_cache(maxsize=256)   # a file repeats its few game texts
def _game_kind(header: str) -> Union[Tuple[str, bool, str], str]:
    """(variant, hilo, structure) of a header's game text, or what is wrong with it."""
    text = header.replace("Hold'em", "Holdem")
    hilo = bool(_HILO.search(text))
    big = _BIG_OMAHA.search(text)
    if _NOT_PLAYED.search(text):   # (a stud or draw game may name Hold'em too: a mixed game's list)
        return "not a game omaha-eval plays (it plays Hold'em, Omaha 4/5/6 and Courchevel)"
    if "Courchevel" in text:
        variant = "courchevel"
    elif big:
        variant = "omaha" + next(g for g in big.groups() if g)
    elif "Omaha" in text or "PLO" in text:
        variant = "omaha"
    elif "Holdem" in text:
        variant = "holdem"
    else:
        return "not a game omaha-eval plays (it plays Hold'em, Omaha 4/5/6 and Courchevel)"
    if hilo and variant == "holdem":
        return "Hi-Lo Hold'em is not a game here"
    if "No Limit" in text or "NL" in text.split():
        structure = NO_LIMIT
    elif "Pot Limit" in text or _PLO.search(text):
        structure = POT_LIMIT
    elif "Limit" in text:
        structure = FIXED_LIMIT
    else:
        return "no betting structure (No Limit, Pot Limit, Limit)"
    return variant, hilo, structure

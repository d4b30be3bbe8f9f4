"""Hand-history text of PokerStars and GGPoker: many hands per file, each
parsed into an engine hand, replayed, and checked against the room's own
results (uncalled chips returned, chips collected plus rake and fees).

Both rooms write the same shape of text, so one reader serves both; the
dialects differ in the header line, straddles (GGPoker) and the fees in the
summary (GGPoker adds jackpot and other fees to the rake). One hand that
cannot be read or replayed does not stop the file: its ``SiteHand`` carries
the error, which names the hand and the line.

>>> from omaha_eval.engine.histories.sites import read_pokerstars
>>> hands = read_pokerstars(open("stars.txt").read())    # doctest: +SKIP
>>> [h.hand.payouts for h in hands if h.ok]               # doctest: +SKIP
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Dict, List, Optional, Tuple

from ...cards import Card, parse_cards
from ..game import FIXED_LIMIT, NO_LIMIT, POT_LIMIT, Game
from ..hand import Hand
from .chips import scale_for, to_chips, to_decimal
from .phh import _Replay, _Where

POKERSTARS, GGPOKER = "PokerStars", "GGPoker"
_STARTS = {POKERSTARS: re.compile(r"^PokerStars (?:Zoom |Home Game )?Hand #"),
           GGPOKER: re.compile(r"^Poker Hand #")}
_AMOUNT = r"[$€£¥]?[\d,]+(?:\.\d+)?"
_SEAT = re.compile(r"^Seat (\d+): (.+?) \((" + _AMOUNT + r") in chips[^)]*\)(.*)$")
_BUTTON = re.compile(r"Seat #(\d+) is the button")
_STREET = re.compile(r"^\*\*\* (FIRST |SECOND |THIRD )?(FLOP|TURN|RIVER) \*\*\*(.*)$")
_CARDS = re.compile(r"\[([^\]]*)\]")
_RUNS = {"": 0, "FIRST ": 0, "SECOND ": 1, "THIRD ": 2}


@dataclass
class SiteHand:
    """One hand of a site's file: ``hand`` (replayed) or ``error``."""

    site: str
    id: str
    line: int                       # where the hand starts in the file (1-based)
    hand: Optional[Hand] = None
    error: Optional[str] = None
    players: List[str] = field(default_factory=list)   # names by engine seat
    rake: int = 0                   # rake and fees, in the hand's chips
    collected: Dict[str, int] = field(default_factory=dict)  # what the room paid, by name

    @property
    def ok(self) -> bool:
        return self.hand is not None


def read_pokerstars(text: str) -> List[SiteHand]:
    """Every hand of PokerStars hand-history text."""
    return read_site(text, POKERSTARS)


def read_ggpoker(text: str) -> List[SiteHand]:
    """Every hand of GGPoker hand-history text."""
    return read_site(text, GGPOKER)


def read_site(text: str, site: str) -> List[SiteHand]:
    if site not in _STARTS:
        raise ValueError(f"site {site!r}: expected {POKERSTARS!r} or {GGPOKER!r}")
    if not isinstance(text, str):
        raise TypeError(f"hand-history text {type(text).__name__}: expected str")
    found = []
    for start, lines in _split(text, _STARTS[site]):
        ident = _hand_id(lines[0])
        record = SiteHand(site, ident, start)
        try:
            _Reader(site, ident, start, lines, record).read()
        except ValueError as err:
            record.hand, record.error = None, str(err)
        found.append(record)
    return found


def _split(text: str, start: "re.Pattern[str]") -> List[Tuple[int, List[str]]]:
    hands: List[Tuple[int, List[str]]] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip().lstrip("\ufeff")
        if start.match(line):
            hands.append((number, [line]))
        elif hands and line:
            hands[-1][1].append(line)
    return hands


def _hand_id(header: str) -> str:
    found = re.search(r"Hand #(\w+)", header)
    return found.group(1) if found else "?"


def _amount(text: str) -> Decimal:
    return to_decimal(text.strip().lstrip("$€£¥").replace(",", ""), "amount")


class _Reader:
    """Reads one hand's lines and replays them."""

    def __init__(self, site: str, ident: str, start: int, lines: List[str], record: SiteHand) -> None:
        self.site, self.lines, self.start, self.record = site, lines, start, record
        self.where = _Where(f"hand #{ident}", site)

    def fail(self, index: int, message: str) -> ValueError:
        line = self.lines[index] if 0 <= index < len(self.lines) else ""
        return self.where.error(f"line {self.start + index} {line[:80]!r}", message)

    # -- reading -------------------------------------------------------------------------------

    def read(self) -> None:
        lines = self.lines
        header = lines[0]
        variant, hilo, structure = self._game_kind(header)
        stakes = self._stakes(header)
        button_match = _BUTTON.search(lines[1]) if len(lines) > 1 else None
        if button_match is None:
            raise self.fail(1, "expected the table line with 'Seat #N is the button'")
        button_seat = int(button_match.group(1))
        seats: List[Tuple[int, str, Decimal]] = []
        index = 2
        while index < len(lines) and lines[index].startswith("Seat ") and "*** " not in lines[index]:
            found = _SEAT.match(lines[index])
            if found is None:
                raise self.fail(index, "expected 'Seat N: name (amount in chips)'")
            if "sitting out" not in found.group(4) and "out of hand" not in found.group(4):
                seats.append((int(found.group(1)), found.group(2), _amount(found.group(3))))
            index += 1
        if len(seats) < 2:
            raise self.fail(index, "fewer than two players dealt in")
        seats.sort()
        names = [name for _, name, _ in seats]
        self.record.players = names
        self.names = sorted(names, key=len, reverse=True)  # longest first: names may share a prefix
        n = len(seats)
        seat_of = {name: i for i, name in enumerate(names)}
        # the button: that seat's player, else the last player before it (a dead button)
        before = [i for i, (number, _, _) in enumerate(seats) if number <= button_seat]
        button = before[-1] if before else n - 1

        antes = [Decimal(0)] * n
        blinds = [Decimal(0)] * n
        dead = [Decimal(0)] * n
        holes: List[Optional[List[Card]]] = [None] * n
        boards: List[List[Card]] = [[]]
        actions: List[Tuple[str, List[str]]] = []
        bets: Dict[str, Decimal] = {}
        returned: Dict[int, Decimal] = {}
        collected: Dict[str, Decimal] = {}
        fees = Decimal(0)
        amounts: List[Decimal] = [s for _, _, s in seats] + list(stakes)
        street_seen = False
        summary = False
        for i in range(index, len(lines)):
            line = lines[i]
            field_name = f"line {self.start + i} {line[:80]!r}"
            if line.startswith("*** SUMMARY"):
                summary = True
                continue
            if summary:
                fees += self._summary_line(i, line, holes, seat_of, amounts)
                continue
            street = _STREET.match(line)
            if street is not None:
                street_seen = True
                run = _RUNS[street.group(1) or ""]
                cards = self._cards(i, " ".join(_CARDS.findall(street.group(3))))
                while len(boards) <= run:
                    boards.append([])
                boards[run] = cards
                continue
            if line.startswith("*** "):
                continue  # HOLE CARDS, SHOW DOWN, FIRST SHOW DOWN ...
            if line.startswith("Dealt to "):
                self._dealt(i, line[len("Dealt to "):], holes, seat_of)
                continue
            returned_match = re.match(r"^Uncalled bet \((" + _AMOUNT + r")\) returned to (.+)$", line)
            if returned_match:
                who = self._seat(i, returned_match.group(2), seat_of)
                value = _amount(returned_match.group(1))
                amounts.append(value)
                returned[who] = returned.get(who, Decimal(0)) + value
                continue
            name, rest = self._split_name(line)
            if name is None:
                continue  # chat, connection notices, "... joins the table"
            seat = seat_of[name]
            player = f"p{seat + 1}"
            collect = re.match(r"^collected (" + _AMOUNT + r") from (?:the )?(?:main |side )?pot", rest)
            if collect:
                value = _amount(collect.group(1))
                amounts.append(value)
                collected[name] = collected.get(name, Decimal(0)) + value
                continue
            post = re.match(r"^posts (the ante|small blind|big blind|small & big blinds|straddle|missed blind"
                            r"|dead blind|missing blind) (" + _AMOUNT + r")( and is all-in)?$", rest)
            if post:
                if street_seen:
                    raise self.fail(i, "a forced bet after the first betting round")
                kind, value = post.group(1), _amount(post.group(2))
                amounts.append(value)
                if kind == "the ante":
                    antes[seat] += value
                elif kind == "small & big blinds":
                    big = stakes[1] if stakes else value
                    blinds[seat] += min(big, value)
                    dead[seat] += value - min(big, value)
                elif kind in ("missed blind", "dead blind", "missing blind"):
                    dead[seat] += value
                else:
                    if post.group(3) and kind == "big blind" and stakes:
                        value = max(value, stakes[1])  # all-in for less: the price stays the big blind
                    blinds[seat] += value
                continue
            act = re.match(r"^(folds|checks|calls|bets|raises)(?: (" + _AMOUNT + r"))?(?: to (" + _AMOUNT
                           + r"))?(?: and is all-in)?$", rest)
            if act:
                verb = act.group(1)
                if verb == "folds":
                    actions.append((field_name, [player, "f"]))
                elif verb in ("checks", "calls"):
                    actions.append((field_name, [player, "cc"]))
                else:
                    text = act.group(3) or act.group(2)
                    if text is None:
                        raise self.fail(i, f"{verb} without an amount")
                    bets[field_name] = value = _amount(text)
                    amounts.append(value)
                    actions.append((field_name, [player, "cbr", "x"]))
                continue
            show = re.match(r"^shows \[([^\]]*)\]", rest)
            if show:
                cards = self._cards(i, show.group(1))
                self._known(i, holes, seat, cards)
                actions.append((field_name, [player, "sm", "x"]))
                continue
            if rest.startswith("mucks hand") or rest.startswith("doesn't show hand"):
                actions.append((field_name, [player, "sm"]))
                continue
            # anything else a player says (sitting out, time bank, cash out...) is not play

        scale = scale_for(amounts + [fees])
        count = {"holdem": 2, "omaha": 4, "omaha5": 5, "omaha6": 6, "courchevel": 5}[variant]
        for seat, hole in enumerate(holes):
            if hole is not None and len(hole) != count:
                if variant == "omaha" and len(hole) in (5, 6) and all(
                        h is None or len(h) == len(hole) for h in holes):
                    variant = "omaha5" if len(hole) == 5 else "omaha6"
                    count = len(hole)
                else:
                    raise self.where.error("hole cards", f"{names[seat]} holds {len(hole)} cards; "
                                           f"{variant} deals {count}")
        chips = [to_chips(v, scale) for v in stakes]
        game = self._game(variant, hilo, structure, chips, [to_chips(b, scale) for b in blinds], n, scale)
        board = boards[0]
        runs = len(boards)
        try:
            hand = Hand(game, [to_chips(s, scale) for _, _, s in seats], button, seed=0,
                        cards=[h for h in holes], board=board[:5] or None, auto_showdown=False,
                        antes=[to_chips(a, scale) for a in antes], blinds=[to_chips(b, scale) for b in blinds],
                        dead={s: to_chips(d, scale) for s, d in enumerate(dead) if d},
                        deal_missing_board=False, runs=runs,
                        run_boards=[self._run_board(board, b) for b in boards[1:]])
        except (ValueError, TypeError) as err:
            raise self.where.error("deal", str(err)) from None
        hand.info = {"site": self.site, "hand": self.record.id, "players": names}
        _Replay(hand, list(range(n)), n, self.where).run(
            [(f, w if w[-1] != "x" else w[:-1] + [self._verb_arg(f, w, bets, holes, seat_of)])
             for f, w in actions], bets, scale)
        if not hand.is_over:
            raise self.where.error("actions", f"the hand is not over after its last action ({hand.street})")
        self.record.rake = to_chips(fees, scale)
        self.record.collected = {name: to_chips(v, scale) for name, v in collected.items()}
        self._check(hand, names, {s: to_chips(v, scale) for s, v in returned.items()})
        self.record.hand = hand

    def _verb_arg(self, field_name: str, words: List[str], bets: Dict[str, Decimal],
                  holes: List[Optional[List[Card]]], seat_of: Dict[str, int]) -> str:
        if words[1] == "cbr":
            return str(bets[field_name])
        seat = int(words[0][1:]) - 1
        cards = holes[seat]
        return "".join(str(c) for c in cards) if cards else "-"

    @staticmethod
    def _run_board(first: List[Card], other: List[Card]) -> str:
        # a later run's line shows that run's whole board so far
        return "".join(str(c) for c in (other if len(other) >= 5 else first[:5 - len(other)] + other))

    # -- pieces ------------------------------------------------------------------------------------

    def _game_kind(self, header: str) -> Tuple[str, bool, str]:
        text = header.replace("Hold'em", "Holdem")
        hilo = bool(re.search(r"Hi/Lo|Hi-Lo|H/L|8 or Better", text))
        big = re.search(r"\b(5|6)[ -]?Card Omaha|PLO-?(5|6)|Omaha ?(5|6)", text)
        if "Courchevel" in text:
            variant = "courchevel"
        elif big:
            variant = "omaha" + next(g for g in big.groups() if g)
        elif "Omaha" in text or "PLO" in text:
            variant = "omaha"
        elif "Holdem" in text:
            variant = "holdem"
        else:
            raise self.fail(0, "not a game omaha-eval plays (Hold'em, Omaha 4/5/6, Courchevel)")
        if hilo and variant == "holdem":
            raise self.fail(0, "Hi-Lo Hold'em is not a game here")
        if "No Limit" in text or "NL" in text.split():
            structure = NO_LIMIT
        elif "Pot Limit" in text or re.search(r"\bPLO", text):
            structure = POT_LIMIT
        elif "Limit" in text:
            structure = FIXED_LIMIT
        else:
            raise self.fail(0, "no betting structure (No Limit, Pot Limit, Limit)")
        return variant, hilo, structure

    def _stakes(self, header: str) -> List[Decimal]:
        for group in re.findall(r"\(([^()]*/[^()]*)\)", header):
            parts = re.findall(_AMOUNT, group)
            if len(parts) >= 2:
                return [_amount(parts[0]), _amount(parts[1])]
        found = re.search(r"\((" + _AMOUNT + r")/(" + _AMOUNT + r")", header)  # GG levels: (100/200(30))
        if found:
            return [_amount(found.group(1)), _amount(found.group(2))]
        raise self.fail(0, "no stakes such as ($0.25/$0.50) or (10/20)")

    def _game(self, variant: str, hilo: bool, structure: str, stakes: List[int], blinds: List[int],
              n: int, scale: int) -> Game:
        small, big = stakes
        try:
            if structure == FIXED_LIMIT:  # the header shows the small and the big bet
                posted = sorted(b for b in blinds if b)
                # (assumed: the room's cap of a bet and three raises, lifted heads-up)
                return Game(variant, hilo, structure, posted[0] if len(posted) > 1 else small // 2, small, 0,
                            small, big, max_raises=3, uncapped_heads_up=True, chip_scale=scale)
            return Game(variant, hilo, structure, min(small, big), big, chip_scale=scale)
        except (ValueError, TypeError) as err:
            raise self.fail(0, str(err)) from None

    def _cards(self, index: int, text: str) -> List[Card]:
        try:
            return parse_cards(text.replace(" ", ""))
        except ValueError as err:
            raise self.fail(index, str(err)) from None

    def _split_name(self, line: str) -> Tuple[Optional[str], str]:
        for name in self.names:
            if line.startswith(name + ": "):
                return name, line[len(name) + 2:].strip()
            if line.startswith(name + " collected "):
                return name, line[len(name) + 1:].strip()
        return None, line

    def _seat(self, index: int, name: str, seat_of: Dict[str, int]) -> int:
        if name not in seat_of:
            raise self.fail(index, f"player {name!r} is not dealt in this hand")
        return seat_of[name]

    def _dealt(self, index: int, rest: str, holes: List[Optional[List[Card]]], seat_of: Dict[str, int]) -> None:
        found = re.match(r"^(.+?) \[([^\]]*)\]", rest)
        if found is None:
            return  # GGPoker lists the others without cards
        seat = self._seat(index, found.group(1), seat_of)
        self._known(index, holes, seat, self._cards(index, found.group(2)))

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
            for label, value in re.findall(r"\| ?(Rake|Jackpot|Bingo|Fortune|Tax|JP Fee|Fee)s? (" + _AMOUNT + ")",
                                           line):
                fees += _amount(value)
                amounts.append(_amount(value))
            return fees
        found = re.match(r"^Seat \d+: (.+?)(?: \([^)]*\))* (?:showed|mucked) \[([^\]]*)\]", line)
        if found and found.group(1) in seat_of:
            self._known(index, holes, seat_of[found.group(1)], self._cards(index, found.group(2)))
        return Decimal(0)

    def _check(self, hand: Hand, names: List[str], returned: Dict[int, int]) -> None:
        """The room's own results against the replay."""
        engine_returns: Dict[int, int] = {}
        for event in hand.history:
            if event.kind == "return" and event.seat is not None:
                engine_returns[event.seat] = engine_returns.get(event.seat, 0) + event.amount
        if returned != engine_returns:
            raise self.where.error("result", f"the room returned {returned}, the replay returns {engine_returns} "
                                   "(uncalled chips by seat)")
        won = sum(hand.payouts.values())
        paid = sum(self.record.collected.values())
        if paid + self.record.rake != won:
            raise self.where.error("result", f"the room paid {paid} with {self.record.rake} rake and fees; the "
                                   f"replay pays {won}")
        winners = {names[s] for s, chips in hand.payouts.items() if chips}
        if set(self.record.collected) - winners:
            raise self.where.error("result", f"the room paid {sorted(self.record.collected)}, the replay "
                                   f"{sorted(winners)}")

"""`omaha-eval play`: pot-limit Omaha at the terminal against simple bots.

Typed input is never trusted: anything that is not a legal action is
answered with what is legal now, and the game goes on.
"""
from __future__ import annotations

import argparse
from typing import Callable, Mapping, Optional, Sequence

from ..core.cards import cards_text
from ..engine.betting import LegalActions
from ..engine.bots import Bot, Decision, PotBot
from ..engine.errors import IllegalAction
from ..engine.hand import Game, Hand
from ..engine.history import Event
from ..engine.table import Table

Read = Callable[[str], str]
Write = Callable[[str], None]

HUMAN = 0  # the human's table seat

HELP = ("actions: f(old), k/x (check), c(all), b(et) N, r(aise) N (to N), p(ot) = the largest bet/raise, "
        "min = the smallest, a(ll-in), s(how), m(uck); q(uit), ? (help)")


def register_play(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `play` subcommand to the CLI's sub-parsers."""
    p = sub.add_parser("play", help="play pot-limit Omaha at the terminal against simple bots",
                       description="Play PLO against bots. " + HELP)
    p.add_argument("--players", type=int, default=6, help="players at the table, you included (2-6)")
    p.add_argument("--stack", type=int, default=200, help="starting chips for everyone")
    p.add_argument("--blinds", default="1/2", help="small/big blind, e.g. 1/2")
    p.add_argument("--cards", type=int, default=4, choices=(4, 5, 6), help="hole cards (4, 5 or 6)")
    p.add_argument("--hilo", action="store_true", help="play Hi-Lo (8 or better)")
    p.add_argument("--double-board", action="store_true", help="two boards, each pot halved between them")
    p.add_argument("--bomb-pot", type=int, default=0, metavar="CHIPS",
                   help="every hand a bomb pot: everyone antes CHIPS, no blinds, the flop at once")
    p.add_argument("--hands", type=int, default=0, help="stop after this many hands (0 = until you quit)")
    p.add_argument("--seed", type=int, default=None, help="seed for reproducible deals and bots")
    p.set_defaults(run=lambda args: play(args))


def play(args: argparse.Namespace, read: Optional[Callable[[str], str]] = None,
         write: Callable[[str], None] = print) -> int:
    read = read or input  # looked up now, so tests can replace input()
    small, _, big = str(args.blinds).partition("/")
    if not (small.isdigit() and big.isdigit()):
        raise ValueError(f"blinds {args.blinds!r}: expected small/big, e.g. 1/2")
    if not 2 <= args.players <= 6:
        raise ValueError(f"players {args.players}: expected 2..6")
    if args.stack < 1:
        raise ValueError(f"stack {args.stack}: expected a positive number of chips")
    if args.hands < 0:
        raise ValueError(f"hands {args.hands}: expected 0 (until you quit) or more")
    bomb = getattr(args, "bomb_pot", 0) or 0
    if bomb < 0:
        raise ValueError(f"bomb pot {bomb}: expected 0 (none) or more chips")
    game = Game.pot_limit_omaha(int(small), int(big), cards=args.cards, hilo=args.hilo, seats=6,
                                double_board=bool(getattr(args, "double_board", False)), bomb_pot=bomb)
    table = Table(game, [args.stack] * args.players, button=args.players - 1)
    human = table.seats[HUMAN]
    assert human is not None  # every seat was given chips
    human.name = "you"
    bots: Mapping[int, Bot] = {seat: PotBot(None if args.seed is None else args.seed + seat) for seat in range(1, args.players)}
    write(f"{game.name}, {args.players} players, {args.stack} chips each. {HELP}")
    number = 0
    try:
        while not table.is_finished and table.seats[HUMAN] is not None:
            number += 1
            if args.hands and number > args.hands:
                break
            if not _play_one(table, bots, number, None if args.seed is None else args.seed * 1000 + number,
                             read, write):
                break
    except (EOFError, KeyboardInterrupt):
        write("")
    chips = table.chips
    write(f"you finish with {chips.get(HUMAN, 0)} chips" if table.seats[HUMAN] else "you are out of chips")
    return 0


def _play_one(table: Table, bots: Mapping[int, Bot], number: int, seed: Optional[int], read: Read,
              write: Write) -> bool:
    """One hand; False if the human quit."""
    hand = table.start_hand(seed=seed)
    seats = table.hand_seats
    me = seats.index(HUMAN) if HUMAN in seats else None
    forced = f"bomb pot {hand.bomb_pot}" if hand.bomb_pot else f"blinds {hand.game.small_blind}/{hand.game.big_blind}"
    write(f"\n=== hand {number}: button seat {table.button}, {forced}")
    if me is not None:
        write(f"your cards: {cards_text(hand.hole_cards(me), ' ')}")
    shown_board = 0
    while not hand.is_over:
        if len(hand.board) != shown_board:
            shown_board = len(hand.board)
            write(f"--- {hand.street}: {_boards(hand)}, pot {hand.total_pot}")
        actor = hand.actor
        assert actor is not None  # a hand that is not over has a player to act
        if actor == me:
            if not _human_turn(hand, actor, seats, read, write):
                return False
        else:
            before = len(hand.history)
            hand.act(*bots[seats[actor]](hand))
            for event in hand.history[before:]:
                # shown cards are listed once, with the cards, after the hand
                if event.kind in ("fold", "check", "call", "bet", "raise", "muck"):
                    assert event.seat is not None  # player actions name their seat
                    write(f"  {_who(event.seat, seats)} {_describe(event)}")
    if len(hand.board) != shown_board:
        write(f"--- {_boards(hand)}")
    for seat, cards in hand.shown.items():
        write(f"  {_who(seat, seats)} shows {cards_text(cards, ' ')}")
    if hand.result is not None:
        for number, result in enumerate(hand.results, 1):
            for line in result.describe():
                write(("  board %d: " % number if hand.double_board else "  ") + _rename(line, seats))
    else:
        for seat, chips in hand.payouts.items():
            write(f"  {_who(seat, seats)} wins {chips} (no showdown)")
    table.end_hand()
    write("stacks: " + ", ".join(f"{p.name} {p.chips}" for p in table.seats if p))
    return True


def _human_turn(hand: Hand, me: int, seats: Sequence[int], read: Read, write: Write) -> bool:
    legal = hand.legal_actions()
    pots = ", ".join(f"{p.amount}" for p in hand.pots)
    write(f"pot(s) {pots}; your stack {hand.stacks[me]}, your bet {hand.bets[me]}; "
          f"you may: {legal.describe().split('may: ', 1)[1]}")
    while True:
        text = read("> ").strip().lower()
        if text in ("q", "quit", "exit"):
            return False
        if text in ("?", "h", "help", ""):
            write(HELP)
            write(_you(str(legal), legal.seat))
            continue
        try:
            action, amount = _parse(text, legal)
            hand.act(action, amount)
            return True
        except IllegalAction as err:
            write(_you(f"not legal: {err}", legal.seat))
        except ValueError as err:
            write(_you(f"{err}; {legal}", legal.seat))


_WORDS = {"f": "fold", "fold": "fold", "k": "check", "x": "check", "check": "check", "c": "call",
          "call": "call", "b": "bet", "bet": "bet", "r": "raise_to", "raise": "raise_to", "raise_to": "raise_to",
          "a": "all_in", "allin": "all_in", "all-in": "all_in", "all_in": "all_in", "s": "show", "show": "show",
          "m": "muck", "muck": "muck"}


def _parse(text: str, legal: LegalActions) -> Decision:
    words = text.split()
    word = words[0]
    if word in ("p", "pot", "max", "min"):
        if not (legal.can_bet or legal.can_raise):
            raise ValueError("no bet or raise is possible now")
        amount = legal.max_to if word != "min" else legal.min_to
        return ("bet" if legal.can_bet else "raise_to"), amount
    if word not in _WORDS:
        raise ValueError(f"{word!r} is not an action ({HELP})")
    action = _WORDS[word]
    if action in ("bet", "raise_to"):
        if len(words) != 2 or not words[1].isdigit():
            raise ValueError(f"{word} needs a whole number of chips, e.g. '{word} {legal.min_to or 10}'")
        # 'b' and 'r' both mean "to this amount": pick the one that fits now
        return ("bet" if legal.can_bet else "raise_to"), int(words[1])
    if len(words) > 1:
        raise ValueError(f"{word} takes no amount")
    return action, None


def _boards(hand: Hand) -> str:
    if hand.double_board:
        one, two = hand.boards
        return f"board 1 {cards_text(one, ' ')} | board 2 {cards_text(two, ' ')}"
    return f"board {cards_text(hand.board, ' ')}"


def _you(text: str, hand_seat: Optional[int]) -> str:
    return text.replace(f"seat {hand_seat} may", "you may")


def _who(hand_seat: int, seats: Sequence[int]) -> str:
    table_seat = seats[hand_seat]
    return "you" if table_seat == HUMAN else f"seat {table_seat}"


def _describe(event: Event) -> str:
    if event.kind in ("bet", "raise"):
        return f"{'bets' if event.kind == 'bet' else 'raises to'} {event.amount}" + (" (all-in)" if event.all_in else "")
    if event.kind == "call":
        return f"calls {event.amount}" + (" (all-in)" if event.all_in else "")
    return {"fold": "folds", "check": "checks", "show": "shows", "muck": "mucks"}[event.kind]


def _rename(line: str, seats: Sequence[int]) -> str:
    """Showdown lines use hand seats: say table seats (and 'you')."""
    head, sep, rest = line.partition(": seat ")
    if not sep:
        return line
    number, _, tail = rest.partition(" ")
    return f"{head}: {_who(int(number), seats)} {tail}"

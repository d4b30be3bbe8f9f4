"""Argument checks for a new hand, for chip amounts, action names and
wagers (why one is illegal), and the cards a hand will deal. Every check
raises before anything of the hand changes."""
from __future__ import annotations

from typing import List, Optional, Sequence, Set, Tuple

from ..core.cards import Card, CardsLike, cards_text, parse_cards
from ..core.games import SHORT_DECK
from .betting import LegalActions
from .errors import IllegalAction
from .rules import Rules
from .shuffle import shuffled_deck

SHORT_DECK_LOWEST = 16   # the six of clubs: cards are rank * 4 + suit, the deuce rank 0


def is_chips(amount: object) -> bool:
    return isinstance(amount, int) and not isinstance(amount, bool) and amount >= 0


_ACTION_NAMES = frozenset(("fold", "check", "call", "bet", "raise_to", "all_in", "show", "muck"))
_ALIASES = {name: name for name in _ACTION_NAMES}
_ALIASES.update({"raise": "raise_to", "allin": "all_in"})


def action_name(action: object) -> Optional[str]:
    """The action ``Hand.act`` was given, as its method's name ('raise' and
    'all-in' spelled as people write them); None for no action."""
    if isinstance(action, str) and action in _ACTION_NAMES:
        return action
    return _ALIASES.get(str(action).strip().lower().replace("-", "_").replace(" ", "_"))


def check_amount(amount: object, legal: LegalActions) -> None:
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise IllegalAction(f"amount {amount!r} is not a whole number of chips; {legal}")
    if amount < 0:
        raise IllegalAction(f"amount {amount} is negative; {legal}")


def check_wager(amount: object, legal: LegalActions, is_bet: bool) -> None:
    """Why a bet (``is_bet``) or raise to ``amount`` is illegal, raised as
    IllegalAction naming what is legal; nothing when it is legal."""
    check_amount(amount, legal)
    assert isinstance(amount, int)  # check_amount let only whole chips through
    what = f"bet {amount}" if is_bet else f"raise to {amount}"
    if is_bet and not legal.can_bet:
        why = "there is already a bet: raise_to instead" if legal.can_raise else "betting is closed"
        raise IllegalAction(f"cannot {what}: {why}; {legal}")
    if not is_bet and not legal.can_raise:
        why = "nobody has bet: bet instead" if legal.can_bet else "raising is closed to this player"
        raise IllegalAction(f"cannot {what}: {why}; {legal}")
    if not legal.allows_to(amount):
        raise IllegalAction(f"cannot {what}; {legal}")


def check_posts(posts: Sequence[int], n: int, button: int) -> Tuple[int, ...]:
    seats = tuple(posts)
    for seat in seats:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(f"posting seat {seat!r}: expected a seat 0..{n - 1}")
    if len(set(seats)) != len(seats):
        raise ValueError(f"posts {list(seats)}: a seat is listed twice")
    return seats


def check_stacks(stacks: Sequence[int], game: Rules) -> int:
    if type(stacks) is list or type(stacks) is tuple:  # the usual case, checked in one pass (once a hand)
        n = len(stacks)
        if 2 <= n <= game.seats and n * game.hole_cards + 5 <= 52:
            for chips in stacks:
                if type(chips) is not int or chips <= 0:
                    break
            else:
                return n
    # the checks in full, in order, for the message
    if isinstance(stacks, (str, bytes)) or not hasattr(stacks, "__len__"):
        raise TypeError(f"stacks {stacks!r}: expected a list of chip counts, one per seat")
    n = len(stacks)
    if not 2 <= n <= game.seats:
        raise ValueError(f"{n} players: this game seats 2..{game.seats}")
    for seat, chips in enumerate(stacks):
        if isinstance(chips, bool) or not isinstance(chips, int):
            raise TypeError(f"stack of seat {seat} {chips!r}: expected a whole number of chips (int)")
        if chips <= 0:
            raise ValueError(f"stack of seat {seat} is {chips}: every player dealt in needs chips")
    if n * game.hole_cards + 5 > 52:
        raise ValueError(f"{n} players x {game.hole_cards} cards + 5 on the board is more than 52 cards")
    return n


def check_bomb(amount: object, stacks: Sequence[int]) -> int:
    """A hand's bomb amount: whole chips, above 0, at most the largest
    stack (a bigger bomb would put every player all-in for less)."""
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise TypeError(f"bomb_pot {amount!r}: expected a whole number of chips (int)")
    if amount <= 0:
        raise ValueError(f"bomb_pot {amount}: expected more than 0 chips (leave it out for no bomb pot)")
    if amount > max(stacks):
        raise ValueError(f"bomb_pot {amount}: expected at most the largest stack ({max(stacks)})")
    return amount


def check_boards(boards: object) -> Tuple[List[Card], List[Card]]:
    """The two known boards of a double-board hand, each in dealing order:
    both boards are dealt street by street, so both hold as many cards."""
    if isinstance(boards, (str, bytes)) or not hasattr(boards, "__len__") or len(boards) != 2:
        raise ValueError(f"boards {boards!r}: a double board expects two boards (board 1, board 2)")
    first, second = (parse_cards(b) for b in boards)  # type: ignore[attr-defined]
    for number, board in ((1, first), (2, second)):
        if len(board) > 5:
            raise ValueError(f"board {number} {cards_text(board, ' ')!r}: at most 5 cards")
    if len(first) != len(second):
        raise ValueError(f"boards {cards_text(first, ' ')!r} and {cards_text(second, ' ')!r}: each street deals "
                         f"both boards, so both need as many cards ({len(first)} and {len(second)})")
    return first, second


def prepare_cards(game: Rules, n: int, seed: Optional[int], cards: Optional[Sequence[Optional[CardsLike]]],
                  board: Optional[CardsLike], deck: Optional[Sequence[int]] = None,
                  board2: Sequence[Card] = ()
                  ) -> Tuple[Optional[List[Tuple[Card, ...]]], List[Card], List[Card], Tuple[int, ...]]:
    """(hole cards or None, known board, remaining deck as a stack to pop,
    seats whose hole cards are unknown). An unknown hand (None) gets
    stand-in cards from the deck, so that no card is ever dealt twice; they
    are never shown. ``board2``: a double board's second board (checked
    cards), kept out of the deck."""
    boards = 2 if game.double_board else 1
    short = game.variant in SHORT_DECK    # the 36-card deck: the deuces to fives are out
    if cards is None and board is None and deck is None and not short:
        # only the cards this hand can use: hole cards, the board(s), three burns a board
        return None, [], shuffled_deck(seed, need=n * game.hole_cards + 8 * boards), ()
    holes: Optional[List[Tuple[Card, ...]]] = None
    known: List[Card] = []
    unknown: List[int] = []
    if cards is not None:
        if isinstance(cards, (str, bytes)) or not hasattr(cards, "__len__") or len(cards) != n:
            raise ValueError(f"cards: expected one hole-card entry per seat ({n}), got {cards!r}")
        holes = []
        for seat, hole in enumerate(cards):
            if hole is None:
                unknown.append(seat)
                holes.append(())
                continue
            parsed = parse_cards(hole)
            if len(parsed) != game.hole_cards:
                raise ValueError(f"seat {seat} hole cards {cards_text(parsed, ' ')!r}: "
                                 f"{game.variant} deals {game.hole_cards}")
            holes.append(tuple(parsed))
            known.extend(parsed)
    plan: List[Card] = parse_cards(board) if board is not None else []
    if len(plan) > 5:
        raise ValueError(f"board {cards_text(plan, ' ')!r}: at most 5 cards")
    known.extend(plan)
    known.extend(board2)
    if len(set(known)) != len(known):
        seen: Set[Card] = set()
        for dup in known:  # the first card seen a second time
            if dup in seen:
                break
            seen.add(dup)
        raise ValueError(f"duplicate card {dup} in the given cards")
    if short:
        for card in known + ([] if deck is None else parse_cards(deck if isinstance(deck, str) else list(deck))):
            if int(card) < SHORT_DECK_LOWEST:
                raise ValueError(f"card {cards_text([card])} is not in the Short Deck deck: expected sixes to aces")
    if deck is not None:
        need = (n * game.hole_cards if holes is None else 0) + 5 * boards - len(plan) - len(board2)
        deck = _stacked(deck, known, need)
    else:
        deck = shuffled_deck(seed, remove=list(known) + (list(range(SHORT_DECK_LOWEST)) if short else []))
    if holes is not None:
        for seat in unknown:
            holes[seat] = tuple(deck.pop() for _ in range(game.hole_cards))
    return holes, plan, deck, tuple(unknown)



def _stacked(deck: object, known: List[Card], need: int) -> List[Card]:
    cards = parse_cards(deck if isinstance(deck, str) else list(deck))  # type: ignore[call-overload]
    if len(set(cards)) != len(cards) or set(cards) & set(known):
        raise ValueError("deck: a card appears twice, or is also in the given cards")
    if len(cards) < need:  # the hole cards still to deal and the board
        raise ValueError(f"deck: {len(cards)} cards are too few to deal this hand (needs {need})")
    return cards

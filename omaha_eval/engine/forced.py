"""The forced bets of one hand, per seat: antes, blinds and straddles, and
dead blinds (see docs/engine.md for the rules chosen where rooms differ).

A hand's forced bets come from its game's rules (the ante and who posts it, the two
blinds, the game's straddles, the players who post to come in) unless the
caller gives them seat by seat, as a hand history does.
"""
from __future__ import annotations

from threading import get_ident
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

from . import history as ev
from .rules import ANTE_BIG_BLIND, ANTE_BUTTON, STRADDLE_BUTTON, Rules

# one forced bet: (seat, chips asked, event kind, live: part of the street bet)
Post = Tuple[int, int, str, bool]


def _chips_list(name: str, values: Sequence[int], n: int) -> Tuple[int, ...]:
    if isinstance(values, (str, bytes)) or not hasattr(values, "__len__") or len(values) != n:
        raise ValueError(f"{name} {values!r}: expected one amount per seat ({n})")
    for seat, chips in enumerate(values):
        if isinstance(chips, bool) or not isinstance(chips, int) or chips < 0:
            raise ValueError(f"{name} of seat {seat} {chips!r}: expected whole chips, 0 or more")
    return tuple(values)


def blind_seats(n: int, button: int) -> Tuple[int, int]:
    """(small blind seat, big blind seat); heads-up the button is the small blind."""
    small = button if n == 2 else (button + 1) % n
    return small, (small + 1) % n




def resolve(game: Rules, n: int, button: int, posts: Tuple[int, ...], antes: Optional[Sequence[int]],
            blinds: Optional[Sequence[int]], dead: Optional[Mapping[int, int]]
            ) -> Tuple[Tuple[int, ...], Tuple[int, ...], Dict[int, int]]:
    """(antes, blinds, dead) per seat: what each seat is asked to post
    (a short stack posts what it has)."""
    found = resolve_plan(game, n, button, posts, antes, blinds, dead)
    return found[0], found[1], found[2]


def _thread_plans(game: Rules) -> Dict[Any, Any]:
    """The game's cache of posting plans for this thread. One per thread:
    on a free-threaded CPython 3.13, looking up tuples that another thread
    made in a shared dict stalls (a hand dealt from a game made by another
    thread took 0.3-40 ms instead of 20 µs on a loaded machine, issue 56)."""
    caches: Dict[Any, Dict[Any, Any]] = game._plans
    ident = get_ident()
    cache = caches.get(ident)
    if cache is None:
        if len(caches) > 64:  # threads come and go: never more than a few dozen caches
            caches.clear()
        cache = caches[ident] = {}
    return cache


def resolve_plan(game: Rules, n: int, button: int, posts: Tuple[int, ...], antes: Optional[Sequence[int]],
                 blinds: Optional[Sequence[int]], dead: Optional[Mapping[int, int]]
                 ) -> Tuple[Tuple[int, ...], Tuple[int, ...], Dict[int, int], Tuple[Post, ...], Tuple[int, int]]:
    """``resolve``, the posting plan (every non-zero forced bet in the
    order it is posted: antes, then blinds and straddles, then dead blinds,
    each clockwise from the small blind) and ``opening``."""
    if antes is None and blinds is None and not dead:
        # the game's own forced bets: the same for every hand at this
        # seating, kept on the game (hashing a game per hand costs more)
        cache = _thread_plans(game)
        key = (n, button, posts)
        known = cache.get(key)
        if known is None:
            if len(cache) > 1024:
                cache.clear()
            ante_list, blind_list, _ = _resolve(game, n, button, posts, None, None, None)
            known = cache[key] = (ante_list, blind_list,
                                  _plan(n, button, ante_list, blind_list, {}, game.button_blind),
                                  opening(blind_list, blind_seats(n, button)[0]))
        return known[0], known[1], {}, known[2], known[3]
    # given amounts (a hand history's): cached too when they are plain ints,
    # as a file's hands repeat a few seatings (bools, equal to ints as keys,
    # must meet the checks)
    key2 = _amounts_key(n, button, posts, antes, blinds, dead)
    cache = _thread_plans(game)
    known = cache.get(key2) if key2 is not None else None
    if known is None:
        ante_list, blind_list, dead_map = _resolve(game, n, button, posts, antes, blinds, dead)
        known = (ante_list, blind_list, dead_map, _plan(n, button, ante_list, blind_list, dead_map, game.button_blind),
                 opening(blind_list, blind_seats(n, button)[0]))
        if key2 is not None:
            if len(cache) > 1024:
                cache.clear()
            cache[key2] = known
    return known[0], known[1], dict(known[2]), known[3], known[4]


def _amounts_key(n: int, button: int, posts: Tuple[int, ...], antes: Optional[Sequence[int]],
                 blinds: Optional[Sequence[int]], dead: Optional[Mapping[int, int]]) -> Optional[Tuple[Any, ...]]:
    """The plan cache's key for given amounts, or None when any is not a plain int."""
    parts: List[Any] = [n, button, posts]
    for values in (antes, blinds):
        if values is None:
            parts.append(None)
        elif isinstance(values, (list, tuple)) and all(type(v) is int for v in values):
            parts.append(tuple(values))
        else:
            return None
    if dead:
        if not isinstance(dead, dict) or not all(type(k) is int and type(v) is int for k, v in dead.items()):
            return None
        parts.append(tuple(sorted(dead.items())))
    else:
        parts.append(None)
    return tuple(parts)


def _plan(n: int, button: int, antes: Sequence[int], blinds: Sequence[int], dead: Mapping[int, int],
          button_blind: bool = False) -> Tuple[Post, ...]:
    small, big = blind_seats(n, button)
    order = [(small + i) % n for i in range(n)]
    plan: List[Post] = [(seat, antes[seat], ev.ANTE, False) for seat in order if antes[seat]]
    posted = 0
    for seat in order:
        amount = blinds[seat]
        if amount:
            if button_blind and seat == button:   # Short Deck: the button's blind is the big blind
                kind = ev.BIG_BLIND
            elif seat == small:
                kind = ev.SMALL_BLIND
            elif seat == big:
                kind = ev.BIG_BLIND
            else:  # a straddle raises the price; a post of no more is a post
                kind = ev.STRADDLE if amount > posted else ev.POST
            plan.append((seat, amount, kind, True))
        posted = max(posted, amount)
    plan.extend((seat, dead[seat], ev.DEAD_BLIND, False) for seat in order if dead.get(seat))
    return tuple(plan)


def _resolve(game: Rules, n: int, button: int, posts: Sequence[int], antes: Optional[Sequence[int]],
             blinds: Optional[Sequence[int]], dead: Optional[Mapping[int, int]]
             ) -> Tuple[Tuple[int, ...], Tuple[int, ...], Dict[int, int]]:
    small, big = blind_seats(n, button)
    if antes is None:
        ante_list = [0] * n
        if game.ante:
            if game.ante_by == ANTE_BIG_BLIND:
                ante_list[big] = game.ante
            elif game.ante_by == ANTE_BUTTON:
                ante_list[button] = game.ante
            else:
                ante_list = [game.ante] * n
        antes = ante_list
    if blinds is None:
        blind_list = [0] * n
        if game.button_blind:   # Short Deck: the button posts the one blind
            blind_list[button] = game.big_blind
        else:
            blind_list[small] = game.small_blind
            blind_list[big] = game.big_blind
        for seat in posts:
            if seat not in (small, big):
                blind_list[seat] = game.big_blind
        for seat, amount in zip(_straddle_seats(game, n, button, small, big), game.straddles):
            blind_list[seat] = max(blind_list[seat], amount)
        blinds = blind_list
    dead_map: Dict[int, int] = {}
    for seat, chips in dict(dead or {}).items():
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(f"dead blind seat {seat!r}: expected a seat 0..{n - 1}")
        if isinstance(chips, bool) or not isinstance(chips, int) or chips <= 0:
            raise ValueError(f"dead blind of seat {seat} {chips!r}: expected whole chips above 0")
        dead_map[seat] = chips
    return _chips_list("antes", antes, n), _chips_list("blinds", blinds, n), dead_map


def _straddle_seats(game: Rules, n: int, button: int, small: int, big: int) -> List[int]:
    """Seats of the game's straddles; a straddle never falls on a blind (so
    short-handed some are not posted)."""
    if not game.straddles:
        return []
    if game.straddle_from == STRADDLE_BUTTON:
        return [button] if button not in (small, big) else []
    seats = []
    for i in range(1, n - 1):
        seat = (big + i) % n
        if seat in (small, big):
            break
        seats.append(seat)
    return seats[:len(game.straddles)]


def opening(blinds: Sequence[int], small: int) -> Tuple[int, int]:
    """(price to call preflop, first seat to act): the largest blind or
    straddle sets the price, and the player left of the first seat (in
    posting order) that posted it acts first."""
    n = len(blinds)
    top = max(blinds)
    for i in range(n):
        seat = (small + i) % n
        if blinds[seat] == top and top > 0:
            return top, (seat + 1) % n
    return 0, (small + 2) % n if n > 2 else small

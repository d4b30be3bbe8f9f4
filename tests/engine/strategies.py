"""Hypothesis strategies for hands with the forced bets real rooms use.

``deals()`` in test_properties.py draws a game and stacks and lets the game
post its own blinds and ante. Rooms post more than that: dead blinds and
posts of players coming in (with the button anywhere, not only in the last
seat), straddles and re-straddles, the big-blind ante, per-seat antes, a
big blind or an ante all-in for less, and boards run two or three times.
``forced_deals()`` draws all of those; a case is (game, stacks, button,
seed, kwargs for ``game.deal``).
"""
from hypothesis import strategies as st

from omaha_eval.engine import Game
from omaha_eval.core.games import HOLE_CARDS

from .test_properties import MAX_PLAYERS, STRUCTURES, VARIANTS

ANTE_BY = ["everyone", "big_blind", "button"]


@st.composite
def rooms_games(draw):
    """A game with its own straddles and ante rule (test_properties.games
    draws the plain blinds and an ante everyone posts)."""
    variant, structure = draw(st.sampled_from(VARIANTS)), draw(st.sampled_from(STRUCTURES))
    hilo = variant != "holdem" and draw(st.booleans())
    big = draw(st.integers(2, 40))
    small, ante = draw(st.integers(0, big)), draw(st.sampled_from([0, 1, big // 2, big]))
    kwargs = dict(ante_by=draw(st.sampled_from(ANTE_BY)))
    if structure == "fixed-limit":
        kwargs.update(small_bet=big, max_raises=draw(st.sampled_from([3, None])),
                      uncapped_heads_up=draw(st.booleans()))
    else:
        straddle = draw(st.sampled_from(["none", "none", "utg", "two", "button"]))
        if straddle == "utg":
            kwargs["straddles"] = (2 * big,)
        elif straddle == "two":
            kwargs["straddles"] = (2 * big, 4 * big)
        elif straddle == "button":
            kwargs.update(straddles=(2 * big,), straddle_from="button")
    return Game(variant, hilo, structure, small, big, ante, **kwargs)


@st.composite
def forced_deals(draw, runs=(1, 2, 3)):
    """(game, stacks, button, seed, deal kwargs): the game's own forced bets
    with posts and dead blinds, or every seat's forced bets written out
    (antes, blinds, straddles, posts, dead blinds), as a history gives them."""
    game = draw(rooms_games())
    n = draw(st.integers(2, MAX_PLAYERS[game.variant]))
    big = game.big_blind
    # some stacks shorter than a blind or an ante: all-ins for less
    stacks = draw(st.lists(st.one_of(st.integers(1, 3 * big), st.integers(1, 60 * big)), min_size=n, max_size=n))
    button = draw(st.integers(0, n - 1))
    seed = draw(st.integers(0, 2 ** 31))
    small_seat = button if n == 2 else (button + 1) % n
    big_seat = (small_seat + 1) % n
    others = [s for s in range(n) if s not in (small_seat, big_seat)]
    # several runs only where the deck holds every run's board and burns
    # (more runs than the deck can deal: tests/engine/test_forced_variety.py)
    fits = [r for r in runs if n * HOLE_CARDS[game.variant] + r * 8 <= 52] or [1]
    kwargs = {"auto_showdown": draw(st.booleans()), "runs": draw(st.sampled_from(fits))}
    dead_seats = draw(st.lists(st.sampled_from(others), unique=True, max_size=2)) if others else []
    if dead_seats:  # a missed small blind posted dead (with a live big blind, or alone)
        kwargs["dead"] = {s: max(1, game.small_blind) for s in dead_seats}
    if draw(st.booleans()):
        if others and not game.straddles:
            kwargs["posts"] = draw(st.lists(st.sampled_from(others), unique=True, max_size=2))
        return game, stacks, button, seed, kwargs
    # every seat's forced bets written out
    ante_kind = draw(st.sampled_from(["none", "everyone", "big_blind", "uneven"]))
    ante = max(1, big // 4)
    antes = [0] * n
    if ante_kind == "everyone":
        antes = [ante] * n
    elif ante_kind == "big_blind":
        antes[big_seat] = big
    elif ante_kind == "uneven":
        antes = draw(st.lists(st.integers(0, big), min_size=n, max_size=n))
    blinds = [0] * n
    blinds[small_seat] = game.small_blind
    blinds[big_seat] = big
    extra = draw(st.sampled_from(["none", "post", "straddle", "restraddle"])) if others else "none"
    order = [(big_seat + i) % n for i in range(1, n) if (big_seat + i) % n in others]
    if extra == "post":
        for seat in draw(st.lists(st.sampled_from(others), unique=True, min_size=1, max_size=2)):
            blinds[seat] = big
    elif extra in ("straddle", "restraddle") and game.structure != "fixed-limit":
        blinds[order[0]] = 2 * big
        if extra == "restraddle" and len(order) > 1:
            blinds[order[1]] = 4 * big
    kwargs.update(antes=antes, blinds=blinds)
    return game, stacks, button, seed, kwargs

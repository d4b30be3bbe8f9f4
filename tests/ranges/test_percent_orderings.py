"""Which ordering cuts a percent range, by game and seat count (docs/ranges.md,
"Percent ranges"): `N%` the full-ring ordering, `N%6h` the six-handed one,
each by ProPokerTools' evolution method (Hold'em, PLO4, PLO5); a Hi-Lo range
(`hilo=True`) the Hi-Lo ordering of the same kind. Checked through the
public Range API for every shipped game, at percents where the candidate
orderings cut different hands, so a range cut by the wrong one shows."""
import importlib

import numpy as np
import pytest

import omaha_eval as oe
from omaha_eval.ranges import Range



def top(ordering, percent):
    """The range ``{percent}%`` cut by `ordering` (Range's own ordering= argument)."""
    return Range(f"{percent}%", ordering.game, ordering=ordering, hilo=ordering.hilo)

def _orderings():
    return importlib.import_module("omaha_eval.ranges.orderings")


O = _orderings()


def documented(game, six_handed, hilo):
    """The ordering docs/ranges.md says a percent range of this kind uses,
    checked by what it says of itself (so that a loader handing back the
    wrong file shows)."""
    found = O.load_evolution(game, six_handed=six_handed, hilo=hilo)
    # PLO5's full ring seats nine: ten five-card hands and a board need 55 cards
    ring = 9 if game == "omaha5" else 10
    assert found.method.startswith("ppt-evolution"), found.name   # plain, or raced (tables/raced.py)
    assert found.seats == (6 if six_handed else ring), found.name
    assert (found.game, bool(found.hilo)) == (game, hilo), found.name
    return found


def candidates(game, hilo):
    """Every shipped ordering of the game (evolution and race, both seat counts)."""
    out = {}
    for six in (False, True):
        out[("evolution", six)] = O.load_evolution(game, six_handed=six, hilo=hilo)
        out[("race", six)] = O.load(game, opponents=5 if six else 1, hilo=hilo)
    return out


class hand_set:
    """A range's hands as a set, compared quickly (each hand a 52-bit mask)."""

    def __init__(self, r=None, masks=None):
        if masks is None:
            hands = np.asarray(r.hands, dtype=np.uint64)
            masks = np.bitwise_or.reduce(np.left_shift(np.uint64(1), hands), axis=1)
        self.masks = np.unique(masks)

    def __eq__(self, other):
        return np.array_equal(self.masks, other.masks)

    def __sub__(self, other):
        return hand_set(masks=np.setdiff1d(self.masks, other.masks))


KINDS = [("holdem", False), ("omaha", False), ("omaha", True), ("omaha5", False), ("omaha5", True)]


@pytest.mark.parametrize("game,hilo", KINDS)
def test_percent_ranges_are_cut_by_the_documented_ordering(game, hilo):
    percents = [10] if game == "omaha5" else [5, 20]
    for six in (False, True):
        want_ordering = documented(game, six, hilo)
        others = {k: o for k, o in candidates(game, hilo).items() if o is not want_ordering}
        for n in percents:
            text = f"{n}%6h" if six else f"{n}%"
            got = hand_set(oe.Range(text, game=game, hilo=hilo) if hilo else oe.Range(text, game=game))
            want = hand_set(top(want_ordering, n))
            assert got == want, (game, hilo, text)
            # the test can tell: every other shipped ordering cuts other hands
            for key, other in others.items():
                assert hand_set(top(other, n)) != want, (game, hilo, text, key)


@pytest.mark.parametrize("game", ["holdem", "omaha"])
def test_a_percent_span_is_the_difference_of_two_cuts(game):
    for six, suffix in ((False, ""), (True, "6h")):
        o = documented(game, six, False)
        got = hand_set(oe.Range(f"5%-15%{suffix}" if six else "5%-15%", game=game))
        assert got == hand_set(top(o, 15)) - hand_set(top(o, 5)), (game, suffix)


def test_hilo_and_high_cuts_differ_where_the_docs_say():
    # docs/ranges.md: a Hi-Lo job's 10% is not the high 10%
    assert hand_set(oe.Range("10%", game="omaha", hilo=True)) != hand_set(oe.Range("10%", game="omaha"))
    assert hand_set(oe.Range("10%6h", game="omaha", hilo=True)) == hand_set(
        top(documented("omaha", True, True), 10))


@pytest.mark.parametrize("pql_game,hilo", [("omahahi", False), ("omaha8", True)])
def test_breakdown_and_pql_cut_a_hilo_game_by_its_hilo_ordering(pql_game, hilo):
    """A Hi-Lo job's percent range is the Hi-Lo ordering's, wherever the text
    is read: a breakdown with hilo=True, a PQL player in a Hi-Lo game."""
    from omaha_eval import parse_cards
    from omaha_eval.analysis import breakdown
    from omaha_eval.pql import query

    board = "Kh7c2d5s9h"
    want = oe.Range("10%", game="omaha", hilo=hilo)
    seen = np.bitwise_or.reduce(np.left_shift(np.uint64(1), np.asarray(parse_cards(board), dtype=np.uint64)))
    kept = hand_set(want).masks
    kept = kept[(kept & seen) == 0]
    b = breakdown("10%", board, game="omaha", hilo=hilo)
    assert hand_set(b) == hand_set(masks=kept)
    # PQL: the share of the villain's hands holding an ace, counted on the same hands
    aces = np.uint64(0xF) << np.uint64(48)
    share = float(np.mean((kept & aces) != 0))
    r = query(f"select count(inRange(villain, 'A')) from game='{pql_game}', villain='10%', board='{board}'")[0]
    assert r[0] == pytest.approx(share, abs=1e-12)

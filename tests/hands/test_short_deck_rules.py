"""The hand database keeps a Short Deck hand's rule set: PHH writes both NS
(a straight beating trips only in the field _short_deck_rules), and the
database stores that rule set as NSS, so the chip EV and the prize EV of a
stored hand are those of its own rules. Checked on one all-in that the
rules decide (trips against a made straight on the turn), imported under
each rule set into one database, against a plain-Python count of the river
cards by the Short Deck reference (tests/shortdeck/reference.py)."""
from fractions import Fraction
from pathlib import Path

import pytest

import omaha_eval as oe
from omaha_eval.engine import Game
from omaha_eval.engine.histories import to_phh
from omaha_eval.hands import HandDatabase, prize_ev


def _load(path, name):
    """A helper module of another test folder by its path, under its own name."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


reference = _load(Path(__file__).resolve().parents[1] / "shortdeck" / "reference.py", "shortdeck_reference")

HOLES = ("9s9h", "JcTc")        # seat 0: trips of nines; seat 1: a jack-high straight, both made by the turn
BOARD = "9c8d7sKd6h"            # the river (6h) is what happened; the EV counts every river
STACK = 5000
RULES = {False: "trips", True: "straights"}


def _all_in_on_the_turn(straights):
    game = Game.no_limit_short_deck(ante=100, button_blind=200, straights_beat_trips=straights)
    hand = game.deal([STACK, STACK], button=0, cards=list(HOLES), board=BOARD)
    hand.call()
    hand.check()        # preflop: the big blind's (the button's) option
    hand.check()
    hand.check()        # flop
    hand.all_in()
    hand.call()         # turn
    assert hand.is_over
    return hand


def _river_shares(rules):
    """Seat 0's share of the pot over every river card, by the reference:
    (shares won, rivers)."""
    holes = [[int(c) for c in oe.parse_cards(h)] for h in HOLES]
    turn = [int(c) for c in oe.parse_cards(BOARD)][:4]
    known = set(turn).union(*holes)
    won, rivers = Fraction(0), 0
    for river in reference.DECK:
        if river in known:
            continue
        keys = [reference.best_key(h + turn + [river], rules) for h in holes]
        won += 1 if keys[0] > keys[1] else Fraction(1, 2) if keys[0] == keys[1] else 0
        rivers += 1
    return won, rivers


@pytest.fixture(scope="module")
def stored(tmp_path_factory):
    """Both rule sets' hands in one database (one tournament, so that
    prize EV reads them), with the hands' ids by rule set."""
    path = tmp_path_factory.mktemp("sd") / "hands.sqlite"
    with HandDatabase(path) as db:
        for straights in (False, True):
            assert db.import_text(to_phh(_all_in_on_the_turn(straights)), f"{RULES[straights]}.phh").imported == 1
        db.db.execute("UPDATE hands SET tournament = '55'")   # (the engine's PHH names no tournament)
        ids = dict(db.db.execute("SELECT game, id FROM hands"))
        yield db, ids


def test_each_rule_set_is_stored_by_its_own_code(stored):
    db, ids = stored
    assert set(ids) == {"NS", "NSS"}
    by_game = db.stats(by=("player", "game"))
    assert sorted(game for _, game in by_game) == ["NS", "NS", "NSS", "NSS"]
    assert {p: s.hands for p, s in db.stats(game="shortdeck_straights").items()} == {"Seat 1": 1, "Seat 2": 1}
    assert {p: s.hands for p, s in db.stats(game="NS").items()} == {"Seat 1": 1, "Seat 2": 1}


@pytest.mark.parametrize("straights", [False, True])
def test_chip_ev_follows_the_hands_rules(stored, straights):
    db, ids = stored
    hand_id = ids["NSS" if straights else "NS"]
    won, rivers = _river_shares(RULES[straights])
    expected = 2 * STACK * won / rivers - STACK
    stored_ev = dict(db.db.execute("SELECT seat, ev_exact FROM all_in_ev WHERE hand_id = ?", (hand_id,)))
    assert Fraction(stored_ev[0]) == expected and Fraction(stored_ev[1]) == -expected


def test_the_rule_sets_give_different_evs(stored):
    db, ids = stored
    trips, straights = (db.db.execute("SELECT ev_exact FROM all_in_ev WHERE hand_id = ? AND seat = 0",
                                      (ids[code],)).fetchone()[0] for code in ("NS", "NSS"))
    # trips always hold against the straight (they only improve); a straight
    # beats them unless the river pairs the board
    assert Fraction(trips) == STACK and Fraction(straights) == Fraction(-10000, 7)


@pytest.mark.parametrize("straights", [False, True])
def test_prize_ev_follows_the_hands_rules(stored, straights):
    """Heads-up with prizes 70 and 30: each starts at 50, and the winner of
    the all-in takes 70, so seat 0's prize EV is 40 * its share - 20."""
    db, ids = stored
    hand_no = db.db.execute("SELECT hand_no FROM hands WHERE id = ?",
                            (ids["NSS" if straights else "NS"],)).fetchone()[0]
    rows = {r.seat: r for r in prize_ev(db, {"55": [70, 30]}) if r.hand_no == hand_no}
    won, rivers = _river_shares(RULES[straights])
    share = float(won / rivers)
    assert rows[0].prize_ev == pytest.approx(40 * share - 20, abs=1e-9)
    assert rows[1].prize_ev == pytest.approx(20 - 40 * share, abs=1e-9)
    assert rows[0].chip_ev == pytest.approx(float(2 * STACK * won / rivers - STACK), abs=1e-6)

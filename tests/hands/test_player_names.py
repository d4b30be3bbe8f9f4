"""Player names kept as the room wrote them (issue 51): leading and
trailing spaces are part of a name, in room text, PHH and OHH alike."""
import os
import re

import pytest

import omaha_eval
from omaha_eval.engine.histories import read_ohh, read_phh, read_pokerstars, to_ohh, to_phh
from omaha_eval.hands import HandDatabase

from .integrity import engine_hand

SAMPLES = os.path.join(os.path.dirname(omaha_eval.__file__), "engine", "histories", "samples")
SPACED = [" lead", "trail ", " both ", "in side"]


def first_stars_hand():
    with open(os.path.join(SAMPLES, "stars.txt"), encoding="utf-8") as f:
        text = f.read()
    return text[:text.index("PokerStars Hand", 10)]


def renamed(text, names):
    old = re.findall(r"^Seat \d+: (.+?) \(", text, re.M)[:len(names)]
    for before, after in zip(old, names):
        text = re.sub(r"(?m)(^Seat \d+: |^|Dealt to |returned to )" + re.escape(before) + r"(?=:| \(| \[| collected|"
                      r" folded| showed| mucked|$)", lambda m: m.group(1) + after, text)
    return text, old


def test_room_text_keeps_names_with_spaces():
    plain = read_pokerstars(first_stars_hand(), "a.txt")[0]
    text, old = renamed(first_stars_hand(), SPACED[:3])
    [record] = read_pokerstars(text, "a.txt")
    assert record.ok, record.error
    assert record.players[:3] == SPACED[:3] and record.players[3:] == plain.players[3:]
    assert record.hand.payouts == plain.hand.payouts
    assert dict(zip(record.players, record.hand.stacks)) == {
        SPACED[old.index(n)] if n in old else n: s for n, s in zip(plain.players, plain.hand.stacks)}


def test_a_line_that_only_ends_in_spaces_still_names_its_player():
    text = "\n".join(line + "   " for line in first_stars_hand().splitlines())
    [record] = read_pokerstars(text, "a.txt")
    assert record.ok and record.players == read_pokerstars(first_stars_hand())[0].players


@pytest.mark.parametrize("write, read", [(to_phh, read_phh), (to_ohh, read_ohh)])
def test_phh_and_ohh_keep_names_with_spaces(write, read):
    hand = engine_hand(5)
    hand.info["players"] = SPACED[:3]
    [record] = read(write(hand), "x")
    assert record.ok and record.players == SPACED[:3]


def test_the_database_stores_and_finds_them(tmp_path):
    text, _ = renamed(first_stars_hand(), SPACED[:3])
    (tmp_path / "a.txt").write_text(text, encoding="utf-8")
    with HandDatabase(str(tmp_path / "h.sqlite")) as db:
        assert db.import_paths([tmp_path]).imported == 1
        names = {p for p, _ in db.players()}
        assert set(SPACED[:3]) <= names
        assert db.stats(player=" both ")[" both "].hands == 1
        assert " both" not in db.stats()

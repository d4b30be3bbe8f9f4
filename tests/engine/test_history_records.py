"""One result shape for every hand-history reader (issue 41 item 4): each
reader of a file (PokerStars and GGPoker text, one PHH hand, a PHH
collection, OHH) returns HistoryRecords with the same fields, a good hand
with its Hand and no error, a refused one with a typed HistoryError and no
Hand, and the same hand read from any format is known by the same key.

Plants tried (each failed the tests here, then reverted): read_ohh
dropping a refused hand's error (a record with neither hand nor error);
read_site keeping the error as its text (a str, not a HistoryError);
read_phhs leaving ``source`` empty; record_from_info keying a numbered hand
by its digest; a cross-module underscored import (``from .replay import
_PLAYER_INDEX`` in phh.py)."""
import ast
import dataclasses
import json
import os
import pathlib
import pickle

import pytest

import omaha_eval
from omaha_eval.engine import Game, Hand
from omaha_eval.engine.histories import (HistoryError, HistoryRecord, from_ohh, from_phh, read_ggpoker, read_ohh,
                                         read_phh, read_phhs, read_pokerstars, to_ohh, to_phh)

HERE = os.path.join(os.path.dirname(__file__), "histories")
FIELDS = [f.name for f in dataclasses.fields(HistoryRecord)]


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return f.read()


def _showdown(seed, **info):
    hand = Game.pot_limit_omaha(1, 2).deal([100, 100, 100], seed=seed)
    hand.call(); hand.call(); hand.check()
    for _ in range(3):
        hand.check(); hand.check(); hand.check()
    hand.info.update(info)
    return hand


BAD_PHH = to_phh(_showdown(1)).replace("p1 cc", "p1 cbr 9999", 1)
BAD_OHH = json.dumps({"ohh": {"game_number": "", "game_type": "Omaha", "bet_limit": {"bet_type": "XX"}}})


def files():
    """(reader name, records, how many of them are good, how many refused) for a
    file of each format holding good and bad hands."""
    stars = load("stars.txt").replace("carol: raises $6 to $9", "carol: raises $600 to $609")
    gg = load("gg.txt").replace("mucked [Ah Ad Ks Qs 2c]", "mucked [Ah Ad Ks Qs 3c]")
    good_phh = to_phh(_showdown(2))
    collection = "".join(f"[{i}]\n{text}\n" for i, text in enumerate((good_phh, BAD_PHH), 1))
    ohh = to_ohh(_showdown(3)) + "\n\n" + BAD_OHH + "\n\n" + to_ohh(_showdown(4, hand="88", venue="Room"))
    return [
        ("read_pokerstars", read_pokerstars(stars, name="stars.txt")),
        ("read_ggpoker", read_ggpoker(gg, name="gg.txt")),
        ("read_phh", read_phh(good_phh, name="dir/good.phh") + read_phh(BAD_PHH, name="dir/bad.phh")
         + read_phh("not = [toml", name="dir/broken.phh")),
        ("read_phhs", read_phhs(collection, name="dir/day.phhs")),
        ("read_ohh", read_ohh(ohh, name="dir/day.ohh")),
    ]


FILES = files()


@pytest.mark.parametrize("reader,records", FILES, ids=[name for name, _ in FILES])
def test_every_reader_returns_the_same_record_for_good_and_bad_hands(reader, records):
    good = [r for r in records if r.ok]
    bad = [r for r in records if not r.ok]
    assert good and bad, reader
    for record in records:
        assert type(record) is HistoryRecord
        assert [f.name for f in dataclasses.fields(record)] == FIELDS
        assert record.source and record.key and record.site and record.line >= 1, record
        assert (record.hand is None) != (record.error is None), record   # one of the two, never both
    for record in good:
        assert isinstance(record.hand, Hand) and record.hand.is_over
        assert len(record.players) == record.hand.num_players
        assert record.stakes[1] > 0
    for record in bad:
        error = record.error
        assert isinstance(error, HistoryError) and isinstance(error, ValueError)
        assert error.kind in ("PHH", "OHH", "PokerStars", "GGPoker") and error.message
        assert str(error).startswith(f"{error.kind} {error.label}: ")
        assert error.field in str(error)
    keys = [(r.site, r.key) for r in records]
    assert len(set(keys)) == len(keys), keys   # no two hands of a file share a key


def test_a_refused_hand_is_known_by_its_number_else_its_place():
    stars = dict(FILES)["read_pokerstars"]
    assert stars[0].key == "245678901234" and stars[0].error.number == "245678901234"
    phh = dict(FILES)["read_phh"]
    assert phh[1].key.startswith("#") and phh[1].site == "PHH" and phh[1].source == "dir/bad.phh"
    assert phh[2].error.field == "TOML"
    phhs = dict(FILES)["read_phhs"]
    assert (phhs[1].key, phhs[1].line, phhs[1].error.number) == ("day.phhs:2", 2, "")
    ohh = dict(FILES)["read_ohh"]
    assert (ohh[1].key, ohh[1].site, ohh[1].error.field) == ("day.ohh:2", "OHH", "bet_limit.bet_type")
    assert (ohh[2].site, ohh[2].key) == ("Room", "88")


def test_the_same_hand_in_every_format_is_one_record():
    # a site hand exported to PHH and OHH reads back with the same key and facts
    site = read_pokerstars(load("stars.txt"), name="stars.txt")[0]
    phh = to_phh(site.hand)
    again = [read_phh(phh, name="a.phh")[0], read_phhs(f"[1]\n{phh}", name="a.phhs")[0],
             read_ohh(to_ohh(site.hand), name="a.ohh")[0]]
    for record in again:
        assert record.ok, record.error
        facts = ("site", "key", "players", "rake", "hero", "table", "currency", "seat_count", "stakes")
        assert [getattr(record, f) for f in facts] == [getattr(site, f) for f in facts], record.source
    # (PHH keeps the room's date and clock; OHH's start is in UTC)
    assert [(r.date, r.time) for r in again] == [(site.date, site.time)] * 2 + [("2023-05-15", "01:03:11")]
    # a hand without a number: its digest, the same from a .phh and a .phhs file (to_ohh names the
    # venue "omaha-eval" and the players "Seat N", facts the digest counts, so its OHH is another key)
    text = to_phh(_showdown(5))
    digests = {read_phh(text, "b.phh")[0].key, read_phhs(f"[7]\n{text}", "b.phhs")[0].key}
    assert len(digests) == 1 and digests.pop().startswith("#")


def test_single_hand_readers_return_the_hand_or_raise_the_typed_error():
    assert isinstance(from_phh(to_phh(_showdown(6))), Hand)
    with pytest.raises(HistoryError) as found:
        from_phh(BAD_PHH, name="x")
    assert found.value.kind == "PHH" and found.value.field.startswith("action ")
    with pytest.raises(HistoryError) as found:
        from_ohh(BAD_OHH)
    assert (found.value.kind, found.value.field) == ("OHH", "bet_limit.bet_type")


def test_a_history_error_keeps_its_fields_through_pickle():
    error = dict(FILES)["read_phhs"][1].error
    again = pickle.loads(pickle.dumps(error))
    assert str(again) == str(error)
    assert (again.kind, again.label, again.field, again.message, again.number) == \
        (error.kind, error.label, error.field, error.message, error.number)


def test_a_file_with_no_hand_still_raises():
    with pytest.raises(HistoryError, match="no hand"):
        read_ohh("  \n", name="empty.ohh")
    with pytest.raises(HistoryError, match="no hand"):
        read_phhs("title = 'x'\n", name="empty.phhs")
    with pytest.raises(HistoryError, match="TOML"):
        read_phhs("not = [toml", name="broken.phhs")


# -- no module takes another module's underscored name ----------------------------------------

PACKAGE = pathlib.Path(omaha_eval.__file__).parent


def private_imports(path):
    """``from X import _name`` lines of a file (the names taken across files)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [f"{path.name}: from {'.' * node.level}{node.module or ''} import {alias.name}"
            for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
            for alias in node.names if alias.name.startswith("_") and not alias.name.startswith("__")]


@pytest.mark.parametrize("folder", ["engine/histories", "hands"])
def test_the_readers_and_the_database_take_no_underscored_name_across_files(folder):
    found = [line for path in sorted((PACKAGE / folder).glob("*.py")) for line in private_imports(path)]
    assert found == []


def test_the_checker_sees_a_planted_private_import(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text("from .replay import Where, _PLAYER_INDEX\n", encoding="utf-8")
    assert private_imports(planted) == ["planted.py: from .replay import _PLAYER_INDEX"]

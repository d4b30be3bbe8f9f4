"""Multi-hand PHH collections (.phhs) and OHH files (.ohh) in the hand
database: every hand of the file, a broken one recorded by its number with
the rest still imported, the metadata each format carries, and an error
naming the file when it holds no hand."""
import json

import pytest

from omaha_eval.engine.histories import read_pokerstars, to_phh
from omaha_eval.engine.histories.ohh import to_ohh
from omaha_eval.hands import HandDatabase

from .collection import HANDS
from .test_database import HISTORIES

import os


def _stars_hands():
    with open(os.path.join(HISTORIES, "stars.txt"), encoding="utf-8") as f:
        return [r for r in read_pokerstars(f.read()) if r.ok]


def _hands_of(db):
    return db.db.execute("SELECT site, hand_no, ok, error FROM hands ORDER BY id").fetchall()


def test_a_phh_collection_imports_every_hand_in_section_order(tmp_path):
    hands = [make() for make in HANDS[:3]]
    for i, hand in enumerate(hands):
        hand.info["hand"] = f"s{i}"
    broken = to_phh(hands[1]).replace('"p', '"px', 1)    # an action by no player
    # sections out of order in the text: 10 sorts after 2
    text = f"[10]\n{to_phh(hands[2])}\n[1]\n{to_phh(hands[0])}\n[2]\n{broken}\n"
    (tmp_path / "session.phhs").write_text(text, encoding="utf-8")
    with HandDatabase(str(tmp_path / "h.sqlite")) as db:
        summary = db.import_paths([tmp_path])
        rows = _hands_of(db)
    assert summary.imported == 2 and len(summary.refused) == 1
    assert [r[1] for r in rows] == ["s0", "s1", "s2"]
    assert rows[1][2] == 0 and "s1" in rows[1][3]          # refused, by its number, the rest imported


def test_an_ohh_file_imports_every_hand_with_its_metadata(tmp_path):
    records = _stars_hands()[:3]
    objects = [json.loads(to_ohh(r.hand)) for r in records]
    objects[0]["ohh"]["hero_player_id"] = 2
    objects[0]["ohh"]["start_date_utc"] = "2023-05-14T19:03:11Z"
    objects[0]["ohh"]["pots"][0]["rake"] = 1.5
    objects[1]["ohh"]["players"][0]["starting_stack"] = "lots"  # this one cannot replay
    text = "\n\n".join(json.dumps(o) for o in objects) + "\n"
    (tmp_path / "table.ohh").write_text(text, encoding="utf-8")
    with HandDatabase(str(tmp_path / "h.sqlite")) as db:
        summary = db.import_paths([tmp_path])
        rows = db.db.execute("SELECT hand_no, ok, hero, date, time, time_zone, rake FROM hands ORDER BY id").fetchall()
        again = db.import_paths([tmp_path])
    assert summary.imported == 2 and len(summary.refused) == 1
    first = rows[0]
    hero = objects[0]["ohh"]["players"][1]["name"]
    assert first[:6] == (records[0].key, 1, hero, "2023-05-14", "19:03:11", "UTC")
    assert first[6] == round(1.5 * records[0].hand.game.chip_scale)
    assert rows[1][0] == records[1].key and rows[1][1] == 0
    assert again.imported == 0 and again.duplicates == 3


@pytest.mark.parametrize("name, text, message", [
    ("empty.ohh", "   \n\n", "no hand found in it"),
    ("bad.ohh", '{"ohh": {}}\n\n{"ohh": ', "hand 2: not JSON"),
    ("empty.phhs", "[meta]\nnote = 1\n", "no hand in it"),
])
def test_a_file_with_no_readable_hand_is_an_error_naming_it(tmp_path, name, text, message):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with HandDatabase(str(tmp_path / "h.sqlite")) as db:
        with pytest.raises(ValueError, match=message) as err:
            db.import_paths([path])
    assert name in str(err.value)

"""A hand is known by what it is (issue 40): the room's hand number where
the format has one, else a digest of the deal and the actions, never the
file's name or the hand's place in its file."""
import json

from omaha_eval.engine import Game
from omaha_eval.engine.histories import from_phh, read_ohh, to_ohh, to_phh
from omaha_eval.hands import HandDatabase
from omaha_eval.engine.histories import hand_digest

GAME = Game.pot_limit_omaha(1, 2)


def _played(seed, stacks=(100, 100, 100)):
    """A hand dealt from ``seed``: the button raises, the blinds fold."""
    hand = GAME.deal(list(stacks), seed=seed)
    hand.raise_to(6); hand.fold(); hand.fold()
    return hand


def _showdown(seed):
    hand = GAME.deal([100, 100, 100], seed=seed)
    hand.call(); hand.call(); hand.check()
    for _ in range(3):
        hand.check(); hand.check(); hand.check()
    return hand


def test_two_different_phh_hands_in_files_of_the_same_name(tmp_path):
    for folder, seed in (("a", 1), ("b", 2)):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "hand.phh").write_text(to_phh(_showdown(seed)), encoding="utf-8")
    with HandDatabase(":memory:") as db:
        summary = db.import_paths([tmp_path])
        assert (summary.imported, summary.duplicates) == (2, 0)
        assert db.count() == 2


def test_the_same_hand_in_two_files_is_stored_once(tmp_path):
    text = to_phh(_showdown(3))
    (tmp_path / "one.phh").write_text(text, encoding="utf-8")
    (tmp_path / "copy of one.phh").write_text(text, encoding="utf-8")
    # and in a collection, as its second hand
    (tmp_path / "session.phhs").write_text(f"[1]\n{to_phh(_showdown(4))}\n[2]\n{text}\n", encoding="utf-8")
    with HandDatabase(":memory:") as db:
        summary = db.import_paths([tmp_path])
        assert (summary.imported, summary.duplicates) == (2, 2)


def test_engine_written_ohh_hands_are_all_kept(tmp_path):
    # to_ohh of engine hands writes an empty game number: 48 distinct hands
    hands = [_played(seed) if seed % 2 else _showdown(seed) for seed in range(48)]
    objects = [json.loads(to_ohh(hand)) for hand in hands]
    assert {o["ohh"]["game_number"] for o in objects} == {""}
    half = "\n\n".join(json.dumps(o) for o in objects[:24])
    rest = "\n\n".join(json.dumps(o) for o in objects[24:])
    (tmp_path / "first.ohh").write_text(half, encoding="utf-8")
    (tmp_path / "second.ohh").write_text(rest, encoding="utf-8")
    with HandDatabase(":memory:") as db:
        summary = db.import_paths([tmp_path])
        assert (summary.imported, summary.duplicates, len(summary.refused)) == (48, 0, 0)
        again = db.import_paths([tmp_path])
        assert (again.imported, again.duplicates) == (0, 48)


def test_folds_with_unknown_cards_differ_by_stacks_and_names():
    # all cards unknown, the same actions: told apart by what else the hand is
    text = ('variant = "PO"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n'
            'starting_stacks = [100, 100, {stack}]\nactions = ["d dh p1 ????????", "d dh p2 ????????", '
            '"d dh p3 ????????", "p3 cbr 6", "p1 f", "p2 f"]\n')
    a, b = from_phh(text.format(stack=100)), from_phh(text.format(stack=90))
    assert hand_digest(a) != hand_digest(b)
    assert hand_digest(a) == hand_digest(from_phh(text.format(stack=100)))
    named = from_phh(text.format(stack=100) + 'players = ["x", "y", "z"]\n')
    assert hand_digest(named) != hand_digest(a)


def test_a_hand_number_is_the_key_where_the_file_has_one(tmp_path):
    hand = _showdown(5)
    hand.info.update(hand="77", venue="SomeRoom")
    (tmp_path / "a.phh").write_text(to_phh(hand), encoding="utf-8")
    ohh = read_ohh(to_ohh(hand), "x.ohh")
    assert (ohh[0].site, ohh[0].key) == ("SomeRoom", "77")
    (tmp_path / "a.ohh").write_text(to_ohh(hand), encoding="utf-8")
    with HandDatabase(":memory:") as db:
        summary = db.import_paths([tmp_path])
        assert (summary.imported, summary.duplicates) == (1, 1)   # the same room and number: one hand
        assert db.db.execute("SELECT site, hand_no FROM hands").fetchall() == [("SomeRoom", "77")]


def test_hand_numbers_without_a_room_are_scoped_by_the_event(tmp_path):
    # two events' files, each numbering its hands from 1
    for i, event in enumerate(("Event A", "Event B")):
        hand = _showdown(10 + i)
        hand.info.update(hand=1, event=event)
        (tmp_path / f"{i}.phh").write_text(to_phh(hand), encoding="utf-8")
    with HandDatabase(":memory:") as db:
        assert db.import_paths([tmp_path]).imported == 2
        assert sorted(db.db.execute("SELECT site, hand_no FROM hands")) == [("PHH Event A", "1"),
                                                                           ("PHH Event B", "1")]


def test_a_database_of_the_earlier_schema_is_refused_by_name(tmp_path):
    import sqlite3
    path = str(tmp_path / "old.sqlite")
    old = sqlite3.connect(path)
    old.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    old.execute("CREATE TABLE totals (player TEXT, game TEXT, stakes TEXT, hands INTEGER)")   # version 2's key
    old.execute("INSERT INTO meta VALUES ('schema_version', '2')")
    old.commit()
    old.close()
    import pytest
    with pytest.raises(ValueError, match="schema version 2, expected 4"):
        HandDatabase(path)

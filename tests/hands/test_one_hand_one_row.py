"""One hand, one row (issue 52): a hand without a room's number is known by
a digest of its deal and actions, the same whether it arrives as PHH, OHH
or the engine's JSON; the same hands in several formats import once."""
import json

from omaha_eval.engine import Hand
from omaha_eval.engine.histories import from_phh, hand_digest, read_ohh, read_phh, to_ohh, to_phh
from omaha_eval.hands import HandDatabase

from .integrity import engine_hand


def forty():
    return [engine_hand(seed, showdown=seed % 3 != 0) for seed in range(40)]


def test_forty_hands_as_phh_and_as_ohh_import_as_forty(tmp_path):
    hands = forty()
    (tmp_path / "phh").mkdir()
    for k, hand in enumerate(hands):
        (tmp_path / "phh" / f"{k:02d}.phh").write_text(to_phh(hand), encoding="utf-8")
    (tmp_path / "all.ohh").write_text("\n\n".join(to_ohh(h) for h in hands), encoding="utf-8")
    with HandDatabase(str(tmp_path / "h.sqlite")) as db:
        summary = db.import_paths([tmp_path])
        assert (summary.imported, summary.duplicates, len(summary.refused)) == (40, 40, 0), str(summary)
        assert db.count() == 40


def test_the_digest_is_the_same_in_every_format():
    for hand in forty()[:10]:
        as_phh = read_phh(to_phh(hand), "a.phh")[0]
        as_ohh = read_ohh(to_ohh(hand), "a.ohh")[0]
        as_json = Hand.from_json(hand.to_json())
        assert as_phh.key == as_ohh.key == hand_digest(as_json) == hand_digest(hand)
        assert as_phh.site != as_ohh.site   # (the formats name themselves differently; the key is the hand)


def test_different_hands_keep_different_digests():
    keys = {hand_digest(h) for h in forty()}
    assert len(keys) == 40
    # the same deal with other names is another hand
    hand = engine_hand(1)
    named = from_phh(to_phh(hand))
    named.info["players"] = ["a", "b", "c"]
    assert hand_digest(named) != hand_digest(hand)


def test_a_numbered_hand_stays_known_by_its_room_and_number(tmp_path):
    hand = engine_hand(3)
    hand.info.update(venue="Home", hand=77)
    (tmp_path / "a.phh").write_text(to_phh(hand), encoding="utf-8")
    data = json.loads(to_ohh(hand))
    (tmp_path / "b.ohh").write_text(json.dumps(data), encoding="utf-8")
    with HandDatabase(":memory:") as db:
        summary = db.import_paths([tmp_path / "a.phh", tmp_path / "b.ohh"])
        assert (summary.imported, summary.duplicates) == (1, 1)
        assert db.db.execute("SELECT site, hand_no FROM hands").fetchall() == [("Home", "77")]

"""Issue 57, item 2: the readers hand the replay typed actions (who, what,
the amount, the cards), and what a file records beyond the play is a typed
record, ``hand.recorded``, not underscored keys of ``hand.info``; PHH, OHH
and the hand's JSON still carry it as the user-defined fields ``_rake``,
``_hero``, ... ."""
import json
from pathlib import Path
from decimal import Decimal

import pytest

from omaha_eval.engine import Game, Hand
from omaha_eval.engine.histories import from_ohh, from_phh, read_ohh, read_phhs, read_pokerstars, to_ohh, to_phh
from omaha_eval.engine.histories.action import BET_RAISE, CHECK_CALL, FOLD, SHOW, Action
from omaha_eval.engine.histories.replay import Replay, Where
from omaha_eval.engine.histories.samples import sample_path
from omaha_eval.engine.recorded import FIELDS, Recorded, as_fields, taken_from

# an all-in on the flop whose loser, plr5, shows only two of his four cards: the room forfeits his hand
FORFEIT = (Path(__file__).parent / "histories" / "partial_show.txt").read_text(encoding="utf-8")

# p2's all-in raise to 300 that nobody left could call: replayed as a call, kept as a raise
IRREGULAR = '''variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [50, 300, 40]
players = ["ann", "bob", "cid"]
actions = ["d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 QsQh", "p3 cbr 40", "p1 cbr 50", "p2 cbr 300",
           "d db 2c3d7h", "d db 8s", "d db 9c"]
'''


def _stars():
    with open(sample_path("stars.txt"), encoding="utf-8") as f:
        return read_pokerstars(f.read(), "stars.txt")


def test_the_replay_plays_typed_actions():
    hand = Game.pot_limit_omaha(1, 2).deal([100] * 3, button=0, seed=3)
    order = [hand.actor, (hand.actor + 1) % 3, (hand.actor + 2) % 3]   # the file's players are the seats
    actions = [Action("a", order[0], BET_RAISE, Decimal(6)), Action("b", order[1], FOLD),
               Action("c", order[2], CHECK_CALL)]
    Replay(hand, [0, 1, 2], 3, Where("typed")).run(actions, 1)
    kinds = [(e.kind, e.seat, e.amount) for e in hand.history if e.kind in ("raise", "fold", "call")]
    assert kinds == [("raise", order[0], 6), ("fold", order[1], 0), ("call", order[2], 4)]


def test_an_action_the_reader_could_not_read_is_refused_where_it_stands():
    hand = Game.pot_limit_omaha(1, 2).deal([100] * 3, button=0, seed=3)
    bad = Action("action 9", hand.actor, FOLD, bad="unknown or malformed action")
    with pytest.raises(ValueError, match="action 9: unknown or malformed action"):
        Replay(hand, [0, 1, 2], 3, Where("typed")).run([bad], 1)
    # an earlier illegal action is the one reported, a later malformed one never reached
    text = IRREGULAR.replace('"p3 cbr 40",', '"p1 cbr 40", "p3 f x",')
    with pytest.raises(ValueError, match=r"action 4 'p1 cbr 40': cannot be replayed"):
        from_phh(text)
    with pytest.raises(ValueError, match=r"action 4 'p3 f x': unknown or malformed"):
        from_phh(IRREGULAR.replace('"p3 cbr 40",', '"p3 f x",'))


def test_each_reader_shows_with_the_cards_it_read():
    seen = []
    original = Replay.run

    def spy(self, actions, scale):
        seen.extend(actions)
        return original(self, actions, scale)
    Replay.run = spy
    try:
        [record] = read_pokerstars(FORFEIT, "f.txt")
        from_phh(to_phh(record.hand))
        shown = [r.hand for r in _stars() if any(e.kind == "show" for e in r.hand.history)]
        for hand in shown:
            from_ohh(to_ohh(hand))
    finally:
        Replay.run = original
    assert shown and all(isinstance(a, Action) for a in seen)
    shows = [a for a in seen if a.verb == SHOW]
    assert shows and all(len(a.cards) >= 2 for a in shows)   # the cards, from every format
    bets = [a.amount for a in seen if a.verb == BET_RAISE]
    assert Decimal("18.50") in bets and Decimal("12") in bets


def test_a_room_hands_facts_are_typed_fields_not_info_keys():
    record = _stars()[0]
    hand = record.hand
    assert hand.recorded.rake == Decimal("0.61") and hand.recorded.hero == "bob"
    assert not any(key.startswith("_") for key in hand.info)
    assert record.rake == 61 and record.hero == "bob"
    # written as PHH's user-defined fields, read back into the record
    again = from_phh(to_phh(hand))
    assert again.recorded.rake == Decimal("0.61") and again.recorded.hero == "bob"
    assert "_rake" not in again.info and "_hero" not in again.info


def test_an_ohh_files_facts_are_typed_fields():
    record = _stars()[0]
    [back] = read_ohh(to_ohh(record.hand), "one.ohh")
    facts = back.hand.recorded
    assert facts.rake == "0.61" and facts.hero == "bob" and facts.start_utc == "2023-05-15T01:03:11Z"
    assert (back.date, back.time, back.time_zone) == ("2023-05-15", "01:03:11", "UTC")
    assert json.loads(to_ohh(back.hand))["ohh"]["start_date_utc"] == "2023-05-15T01:03:11Z"


def test_the_forfeit_and_the_recorded_raises_survive_json_and_copies():
    [record] = read_pokerstars(FORFEIT, "f.txt")
    hand = record.hand
    assert hand.recorded.forfeit_unknown
    restored = Hand.from_json(hand.to_json())
    assert restored.recorded.forfeit_unknown and restored.payouts == hand.payouts
    assert str(restored.recorded.rake) == str(hand.recorded.rake) == "2"   # (JSON keeps an amount as text)
    assert "_forfeit_unknown" not in restored.info
    raised = from_phh(IRREGULAR)
    assert raised.recorded.raises and raised.recorded.irregular
    again = Hand.from_json(raised.to_json())
    assert again.recorded.raises == raised.recorded.raises and again.recorded.irregular == raised.recorded.irregular
    copy = raised.copy()
    copy.recorded.raises.append(99)
    copy.recorded.irregular.append("x")
    assert 99 not in raised.recorded.raises and "x" not in raised.recorded.irregular


def test_the_fields_are_written_in_one_order_and_only_when_recorded():
    assert as_fields(None) == {} and as_fields(Recorded()) == {}
    full = Recorded(rake=1, hero="h", start_utc="t", forfeit_unknown=True, irregular=["n"], raises=[3],
                    finishing=[1, 2])
    assert tuple(as_fields(full)) == FIELDS
    info = dict(as_fields(full), venue="v")
    assert taken_from(info) == full and info == {"venue": "v"}


def test_a_field_of_another_type_stays_the_files_own():
    info = {"_rake": [1], "_hero": 7, "_forfeit_unknown": "yes", "_irregular": [1], "_recorded_raises": [True]}
    kept = dict(info)
    assert taken_from(info) == Recorded() and info == kept
    hand = from_phh(IRREGULAR.replace("min_bet = 2", 'min_bet = 2\n_hero = 7'))
    assert hand.info["_hero"] == 7 and hand.recorded.hero is None
    assert "_hero = 7" in to_phh(hand)


def test_a_phh_collections_recorded_finishing_stacks_are_typed():
    text = IRREGULAR + "finishing_stacks = [0, 250, 140]\n"
    [record] = read_phhs(text, "f.phhs")
    assert record.hand.recorded.finishing is not None and len(record.hand.recorded.finishing) == 3
    assert "_recorded_finishing" not in to_phh(record.hand)


def test_the_recorded_setter_takes_a_record_only():
    hand = Game.pot_limit_omaha(1, 2).deal([100] * 3, seed=1)
    with pytest.raises(TypeError, match="expected a Recorded"):
        hand.recorded = {"rake": 1}
    hand.recorded = Recorded(rake="0.5")
    assert json.loads(hand.to_json())["info"] == {"_rake": "0.5"}

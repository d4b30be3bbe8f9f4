"""The log's events are typed: one named-tuple type per kind (Fold,
Raise, Win, ...), each an Event, read by name and still unpacked by
position; and a hand's state is one record whose fields the engine's
parts share (hand.state), copied and restored whole."""
import pytest

from omaha_eval.engine import Event, Game
from omaha_eval.engine import history as ev
from omaha_eval.engine.bots import PotBot, play_out
from omaha_eval.engine.hand_state import HandState

KINDS = [ev.ANTE, ev.SMALL_BLIND, ev.BIG_BLIND, ev.POST, ev.STRADDLE, ev.DEAD_BLIND, ev.DEAL_HOLE, ev.BURN,
         ev.DEAL_BOARD, ev.FOLD, ev.CHECK, ev.CALL, ev.BET, ev.RAISE, ev.RETURN, ev.SHOW, ev.MUCK, ev.WIN]


def test_one_type_per_kind_named_after_it():
    assert set(ev.EVENT_TYPES) == set(KINDS)
    types = list(ev.EVENT_TYPES.values())
    assert len(set(types)) == len(types)
    for kind, kind_type in ev.EVENT_TYPES.items():
        assert issubclass(kind_type, Event) and kind_type._fields == Event._fields
        assert kind_type.__name__ == "".join(word.capitalize() for word in kind.split("_")), kind


@pytest.mark.parametrize("seed", range(20))
def test_every_event_of_a_played_hand_is_its_kinds_type(seed):
    game = Game.pot_limit_omaha(small_blind=1, big_blind=2, ante=1)
    hand = game.deal([200] * 6, button=seed % 6, seed=seed)
    play_out(hand, PotBot(seed=seed))
    for event in hand.history:
        assert type(event) is ev.EVENT_TYPES[event.kind]
        kind, seat, amount, cards, street, all_in, pot, run = event  # still unpacks by position
        assert (kind, seat, amount, cards, street, all_in, pot, run) == tuple(event)
        assert str(event)  # Event's text, inherited


def test_the_state_is_one_record_copied_and_restored_whole():
    game = Game.pot_limit_omaha(small_blind=1, big_blind=2)
    hand = game.deal([100] * 3, button=0, seed=3)
    hand.call()
    assert isinstance(hand.state, HandState)
    copy = hand.copy()
    assert copy.state is not hand.state
    for name in HandState.__slots__:
        assert getattr(copy.state, name) == getattr(hand.state, name), name
    copy.call()  # the copy moves on alone
    assert hand.state.stacks != copy.state.stacks and len(hand.history) < len(copy.history)
    again = type(hand).from_json(hand.to_json())
    assert again.view(None) == hand.view(None) and again.state.events == hand.state.events

"""A refusal names the player as the file does, never an engine seat
(issue 52): the all-in loser who shows only some of his cards."""
from pathlib import Path

from omaha_eval.engine.histories import read_pokerstars

# an all-in on the flop; the loser, plr5, shows two of his four cards (also read by test_typed_readers)
PARTIAL_SHOW = (Path(__file__).parent / "histories" / "partial_show.txt").read_text(encoding="utf-8")


def test_an_all_in_loser_who_shows_some_cards_forfeits_as_the_room_settled_it():
    [record] = read_pokerstars(PARTIAL_SHOW, "partial.txt")
    assert record.ok, record.error
    hand = record.hand
    plr3, plr5 = record.players.index("plr3"), record.players.index("plr5")
    # the winner collects the pot (less the rake the room took), the loser forfeits his stake
    assert hand.payouts == {plr3: 4000} and record.collected == {"plr3": 3800} and record.rake == 200
    assert hand.stacks[plr5] == 6000 - 2000 and plr5 in hand.unknown_seats
    assert [str(c) for c in record.partial_shows["plr5"]] == ["Ah", "As"]   # what is known stays known
    assert any(e.kind == "muck" and e.seat == plr5 and e.street == "flop" for e in hand.history)


def test_with_no_card_shown_too():
    text = PARTIAL_SHOW.replace("plr5: shows [Ah As] (a pair of Aces)\n", "").replace("mucked [Ah As]", "mucked")
    [record] = read_pokerstars(text, "none.txt")
    assert record.ok and record.partial_shows == {}


def test_an_unknown_all_in_hand_that_won_is_still_refused_naming_its_player():
    # the room paid plr5, whose cards it never showed: nothing to settle that by
    text = (PARTIAL_SHOW.replace("plr3 collected $38", "plr5 collected $38")
            .replace("showed [Jc Qd 6h 5s] and won ($38) with a straight, Eight to Queen", "showed [Jc Qd 6h 5s]")
            .replace("mucked [Ah As]", "won ($38)"))
    [record] = read_pokerstars(text, "won.txt")
    assert not record.ok
    assert "plr5" in str(record.error) and "seat 2" not in str(record.error)


def test_the_forfeit_survives_a_phh_round_trip_and_a_plain_phh_still_needs_the_cards():
    from omaha_eval.engine.histories import from_phh, to_phh
    [record] = read_pokerstars(PARTIAL_SHOW, "partial.txt")
    text = to_phh(record.hand)
    assert "_forfeit_unknown = true" in text
    again = from_phh(text)
    assert again.payouts == record.hand.payouts and again.stacks == record.hand.stacks
    import pytest
    with pytest.raises(ValueError, match="must show"):
        from_phh(text.replace("_forfeit_unknown = true\n", ""))
    # a hand without a forfeit writes no such field
    plain = PARTIAL_SHOW.split("*** FLOP ***")[0].replace("plr5: calls $1", "plr5: folds") + (
        "plr3 collected $1 from pot\n*** SUMMARY ***\nTotal pot $1 | Rake $0\n")
    [folded] = read_pokerstars(plain.replace("Uncalled", "Uncalled"), "plain.txt")
    assert folded.ok, folded.error
    assert not folded.hand.recorded.forfeit_unknown and "_forfeit_unknown" not in to_phh(folded.hand)

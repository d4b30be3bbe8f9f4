"""PokerStars and GGPoker hand-history text: hand-written histories in each
room's format, replayed, with the room's results (rake included) checked."""
import os

import pytest

from omaha_eval.core.cards import parse_cards
from omaha_eval.engine.histories import from_phh, to_phh
from omaha_eval.engine.histories.sites import read_ggpoker, read_pokerstars, read_site

HERE = os.path.join(os.path.dirname(__file__), "histories")


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return f.read()


def by_name(record):
    hand = record.hand
    return {name: hand.payouts.get(seat, 0) for seat, name in enumerate(record.players)}


def test_pokerstars_file():
    hands = read_pokerstars(load("stars.txt"))
    assert [h.key for h in hands] == ["245678901234", "245678901300", "245678901400", "245678901500",
                                     "245678901600"]
    assert all(h.ok for h in hands), [h.error for h in hands]
    plo, mtt, hilo, twice, limit = hands

    # PLO cash, cents: an uncontested pot with rake; erin sits out
    assert plo.players == ["alice", "bob", "carol", "dave"] and plo.hand.game.chip_scale == 100
    assert plo.hand.game.variant == "omaha" and plo.rake == 61 and plo.collected == {"carol": 2164}
    assert by_name(plo)["carol"] == 2225 and plo.hand.collected[2] == 2225 + 1200
    assert plo.hand.hole_cards(1) == parse_cards("AhKdQsJc") and plo.hand.unknown_seats == (0, 2, 3)

    # tournament with antes: two all-ins, a side pot, no rake
    assert mtt.hand.antes == (25, 25, 25, 25) and mtt.rake == 0
    assert by_name(mtt) == {"ann": 0, "ben": 0, "cat": 7225, "dan": 0}
    assert [p.amount for p in mtt.hand.result.awards] == [3625, 3600]

    # Omaha Hi/Lo: split, odd chip high
    assert hilo.hand.game.hilo and by_name(hilo) == {"hi": 113, "lo": 112, "mid": 0}

    # run it twice: each run pays half the pot on its own board
    assert len(twice.hand.boards) == 2
    assert twice.hand.boards[1] == parse_cards("Qd4h5sJc8d")
    assert by_name(twice) == {"rita": 15000, "tom": 15000}   # cents: $148.50 is in the file

    # fixed limit, the big bet on the turn
    assert limit.hand.game.structure == "fixed-limit" and limit.hand.game.big_bet == 20
    assert limit.collected == {"bb": 95} and limit.rake == 5


def test_ggpoker_file():
    hands = read_ggpoker(load("gg.txt"))
    assert all(h.ok for h in hands), [h.error for h in hands]
    plo5, nl = hands
    # PLO-5 with a straddle; GGPoker's jackpot fee counts with the rake
    assert plo5.hand.game.variant == "omaha5" and plo5.rake == 400   # cents, the room's unit (the file has $0.5)
    assert [e.kind for e in plo5.hand.history[:3]] == ["small_blind", "big_blind", "straddle"]
    assert by_name(plo5)["a1b2c3"] == 7550 and plo5.hand.hole_cards(3) == parse_cards("JcQcKc8h8d")
    assert nl.hand.game.chip_scale == 100 and by_name(nl)["0c0d0e"] == 810


def test_site_hands_convert_to_phh():
    for record in read_pokerstars(load("stars.txt"))[:3] + read_ggpoker(load("gg.txt")):
        text = to_phh(record.hand)
        again = from_phh(text)
        assert again.stacks == record.hand.stacks and again.payouts == record.hand.payouts


def test_one_bad_hand_does_not_stop_the_file():
    text = load("stars.txt").replace("carol: raises $6 to $9", "carol: raises $600 to $609")
    hands = read_pokerstars(text)
    assert [h.ok for h in hands] == [False, True, True, True, True]
    error = str(hands[0].error)
    assert "PokerStars hand #245678901234" in error and "line 18 'carol: raises $600 to $609'" in error


@pytest.mark.parametrize("old, new, words", [
    ("carol collected $21.64 from pot", "carol collected $25.64 from pot", "the room paid"),
    ("Uncalled bet ($12) returned to carol", "Uncalled bet ($11) returned to carol", "returned"),
    ("Seat #3 is the button", "Seat is the button", "button"),
    ("Omaha Pot Limit", "Razz Limit", "not a game"),
    ("($0.25/$0.50 USD)", "(USD)", "stakes"),
    ("Seat 2: bob ($48.75 in chips)", "Seat 2: bob", "Seat N"),
    ("[7h 8d 2c]", "[7h 8d 2x]", "2x"),
    ("Dealt to bob [Ah Kd Qs Jc]", "Dealt to bob [Ah Kd Qs]", "3 cards"),
    ("Dealt to bob [Ah Kd Qs Jc]", "Dealt to zed [Ah Kd Qs Jc]", "zed"),
    ("bob: bets $3", "bob: bets", "without an amount"),
    ("*** TURN *** [7h 8d 2c] [Ts]\nbob: checks\ncarol: bets $12\nbob: folds", "", "board card 4 is needed"),
])
def test_bad_site_text_names_the_hand(old, new, words):
    first = load("stars.txt").split("\n\n\n\n")[0]
    assert old in first
    [record] = read_pokerstars(first.replace(old, new))
    assert not record.ok and "PokerStars hand #245678901234" in str(record.error) and words in str(record.error)


def test_bad_arguments():
    with pytest.raises(ValueError):
        read_site("", "PartyPoker")
    with pytest.raises(TypeError):
        read_pokerstars(b"bytes")
    with pytest.raises(ValueError, match="stars.txt: no PokerStars hand found"):
        read_pokerstars("no hands here", name="stars.txt")
    with pytest.raises(ValueError, match="looks like GGPoker"):
        read_pokerstars(load("gg.txt"))
    assert read_pokerstars("") == [] and read_pokerstars("\n \n") == []


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

FIRST = load("stars.txt").split("\n\n\n\n")[0]


@settings(max_examples=300, deadline=None)
@given(st.integers(0, len(FIRST) - 1), st.integers(0, 12),
       st.text("$0123456789.:[]() abcdefhkosrtAKQJT*#\n-", max_size=8))
def test_mangled_site_text_is_an_error_record_never_a_crash(start, length, insert):
    text = FIRST[:start] + insert + FIRST[start + length:]
    try:
        records = read_pokerstars(text, name="mangled")
    except ValueError as err:   # the header itself mangled: no hand left to read
        assert str(err).startswith("mangled: no PokerStars hand found")
        return
    for record in records:
        assert record.ok or "PokerStars hand" in str(record.error)


COURCHEVEL = """PokerStars Hand #245678909999:  Courchevel Hi/Lo Pot Limit ($0.05/$0.10 USD) - 2023/05/16 20:00:00 ET
Table 'Eta' 6-max Seat #1 is the button
Seat 1: uno ($10 in chips)
Seat 2: dos ($10 in chips)
Seat 3: tres ($10 in chips)
dos: posts small blind $0.05
tres: posts big blind $0.10
*** HOLE CARDS ***
Dealt to uno [As 2s 3h Kd Kc]
uno: raises $0.25 to $0.35
dos: folds
tres: calls $0.25
*** FLOP *** [4c 9d Qh]
tres: checks
uno: bets $0.75
tres: folds
Uncalled bet ($0.75) returned to uno
uno collected $0.71 from pot
*** SUMMARY ***
Total pot $0.75 | Rake $0.04
Board [4c 9d Qh]
"""


def test_courchevel_hi_lo_with_its_first_flop_card_before_the_betting():
    [record] = read_pokerstars(COURCHEVEL)
    assert record.ok, record.error
    hand = record.hand
    assert hand.game.variant == "courchevel" and hand.game.hilo
    # the first flop card was face up before the preflop betting
    deals = [e for e in hand.history if e.kind == "deal_board"]
    assert [(e.street, len(e.cards)) for e in deals] == [("preflop", 1), ("flop", 2)]
    assert by_name(record)["uno"] == 75 and record.rake == 4


def test_site_hands_round_trip_through_the_engines_json():
    from omaha_eval.engine import Hand
    for record in read_pokerstars(load("stars.txt")) + read_ggpoker(load("gg.txt")):
        again = Hand.from_json(record.hand.to_json())
        assert again.history == record.hand.history and again.unknown_seats == record.hand.unknown_seats
        assert again.boards == record.hand.boards and again.to_json() == record.hand.to_json()


def test_names_holding_a_colon_and_sharing_a_prefix_read_as_the_same_hand():
    # a name with ': ' in it ('al: b') starts with another name and ': ' ('al'):
    # each line is the longest name's (the reader's quick 'Name: ' look-up must not take it)
    import re
    first = read_pokerstars(load("stars.txt"))[0]
    text = load("stars.txt").split("\n\n\n")[0]
    renamed = read_pokerstars(re.sub(r"\bbob\b", "al: b", re.sub(r"\balice\b", "al", text)))[0]
    assert renamed.ok, renamed.error
    assert renamed.players == ["al", "al: b", "carol", "dave"]
    assert renamed.hand.payouts == first.hand.payouts and renamed.collected == {"carol": 2164}
    assert [(e.seat, e.kind, e.amount) for e in renamed.hand.history] == \
        [(e.seat, e.kind, e.amount) for e in first.hand.history]
    assert renamed.hand.hole_cards(1) == first.hand.hole_cards(1)


def test_guess_site_finds_a_first_header_near_or_past_the_quick_look():
    # against a scan of every line by the rule: the first line that begins as a room's hand does
    import random
    from omaha_eval.engine.histories.site_header import STARTS, guess_site

    def by_every_line(text):
        for raw in text.splitlines():
            line = raw.strip().lstrip("\ufeff")
            for site, start in STARTS.items():
                if start.match(line):
                    return site
        return None

    rng = random.Random(26)
    heads = ["PokerStars Hand #1: x", "Poker Hand #RC1: y", "  PokerStars Zoom Hand #5:", "Poker Hand", "\ufeffPoker Hand #9"]
    for _ in range(3000):
        text = "".join(rng.choice(["a", " ", "\n", "\r\n"]) for _ in range(rng.randrange(30))) \
            + " " * rng.randrange(4050, 4120) + rng.choice(heads) + "\n" + rng.choice(heads)
        text = text[:rng.randrange(len(text) - 30, len(text) + 1)]
        assert guess_site(text) == by_every_line(text), repr(text[-60:])


def test_headers_of_games_not_played_are_refused_by_name_each_time():
    # the game text's reading is remembered: a second hand of the same text is refused the same way
    first = load("stars.txt").split("\n\n\n")[0]
    header = first.splitlines()[0]
    for game, why in [("Razz Limit", "not a game omaha-eval plays"), ("Hold'em Hi/Lo Limit", "Hi-Lo Hold'em"),
                      ("Omaha Spread", "no betting structure")]:
        text = first.replace(header, header.replace("Omaha Pot Limit", game))
        assert text != first
        for ident in ("245678901234", "245678901234"):
            (record,) = read_pokerstars(text)
            assert not record.ok and why in str(record.error) and f"hand #{ident}" in str(record.error), record.error


def test_summary_shows_and_mucks_are_checked_against_the_cards_dealt():
    # the summary's 'showed [..]' and 'mucked [..]' seat lines are read: cards other than those
    # the hand showed or was dealt refuse it, by name
    stars = load("stars.txt")
    assert "Seat 2: ben (small blind) showed [Qc Qd]" in stars
    (mtt,) = [h for h in read_pokerstars(stars.replace("showed [Qc Qd]", "showed [Qc Qh]")) if not h.ok]
    assert "shows cards other than those dealt" in str(mtt.error)
    gg = load("gg.txt")
    assert "Seat 1: Hero (button) mucked [Ah Ad Ks Qs 2c]" in gg
    (first, *_) = read_ggpoker(gg.replace("mucked [Ah Ad Ks Qs 2c]", "mucked [Ah Ad Ks Qs 3c]"))
    assert not first.ok and "shows cards other than those dealt" in str(first.error)

"""Card text (docs/DESIGN.md, Conventions): every rank character in both
cases (and "10"), every suit letter in both cases and all eight suit
symbols, filled and outlined; properties that check what was parsed
against a small independent parser written here."""
import re

import pytest
from hypothesis import given, settings, strategies as st

import omaha_eval as oe
from omaha_eval import Card

RANK_SPELLINGS = [(ch, r) for r, ch in enumerate("23456789")] + [
    ("T", 8), ("t", 8), ("10", 8), ("J", 9), ("j", 9), ("Q", 10), ("q", 10),
    ("K", 11), ("k", 11), ("A", 12), ("a", 12)]
# the symbols by their Unicode names: an oracle independent of any code point table
SUIT_SPELLINGS = [
    ("c", 0), ("C", 0), ("\N{BLACK CLUB SUIT}", 0), ("\N{WHITE CLUB SUIT}", 0),
    ("d", 1), ("D", 1), ("\N{BLACK DIAMOND SUIT}", 1), ("\N{WHITE DIAMOND SUIT}", 1),
    ("h", 2), ("H", 2), ("\N{BLACK HEART SUIT}", 2), ("\N{WHITE HEART SUIT}", 2),
    ("s", 3), ("S", 3), ("\N{BLACK SPADE SUIT}", 3), ("\N{WHITE SPADE SUIT}", 3),
]
SUIT_NAMES = ["clubs", "diamonds", "hearts", "spades"]
RANK_NAMES = ["deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen",
              "king", "ace"]


def test_the_spelling_tables_are_complete():
    assert sorted({r for _, r in RANK_SPELLINGS}) == list(range(13))
    assert len(RANK_SPELLINGS) == 8 + 2 * 5 + 1
    assert [ch for ch, _ in SUIT_SPELLINGS if len(ch.encode()) == 3] == list("♣♧♦♢♥♡♠♤")


@pytest.mark.parametrize("rank_text, rank", RANK_SPELLINGS)
@pytest.mark.parametrize("suit_text, suit", SUIT_SPELLINGS)
def test_every_rank_and_suit_spelling(rank_text, rank, suit_text, suit):
    text = rank_text + suit_text
    assert oe.parse_cards(text) == [rank * 4 + suit]
    card = Card(text)
    assert (card.rank, card.suit) == (rank, suit)
    assert card.name == f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}"
    assert str(card) == "23456789TJQKA"[rank] + "cdhs"[suit]
    # also as one item of a list, and inside a longer text
    assert oe.parse_cards([text]) == [rank * 4 + suit]
    before, after = [x for x in ("2c", "Ah", "Kd") if oe.parse_cards(x) != [rank * 4 + suit]][:2]
    assert oe.parse_cards(f"{before} {text},{after}") == [*oe.parse_cards(before), rank * 4 + suit,
                                                          *oe.parse_cards(after)]


def test_fixed_numbers():
    assert oe.parse_cards("2c 2d 2h 2s As") == [0, 1, 2, 3, 51]
    assert oe.parse_cards("Tc10dtH10S") == [32, 33, 34, 35]


@pytest.mark.parametrize("text", ["1s", "0s", "11s", "1", "A", "Ax", "As K", "Bs", "As-Kd", "A s",
                                  "A\N{EIGHTH NOTE}", "A\N{BLACK SPADE SUIT}x", "\N{BLACK SPADE SUIT}A",
                                  "AsAs", "10", "1O s"])
def test_bad_text_is_a_value_error_naming_it(text):
    with pytest.raises(ValueError) as err:
        oe.parse_cards(text)
    message = str(err.value)
    assert text in message or repr(text) in message or "duplicate" in message, message


# -- an independent parser and properties -------------------------------------------------------

TOKEN = re.compile(r"(10|[2-9tjqka])([cdhs\u2660-\u2667])", re.IGNORECASE)
SEPARATORS = " ,\t\n"
SYMBOL_SUITS = {"\u2660": 3, "\u2661": 2, "\u2662": 1, "\u2663": 0,
                "\u2664": 3, "\u2665": 2, "\u2666": 1, "\u2667": 0}


def reference_parse(text):
    """The cards in ``text`` or None if it is not valid card text."""
    found, i = [], 0
    while i < len(text):
        if text[i] in SEPARATORS:
            i += 1
            continue
        m = TOKEN.match(text, i)
        if not m:
            return None
        rank_text, suit_text = m.group(1).upper(), m.group(2)
        rank = 8 if rank_text == "10" else "23456789TJQKA".index(rank_text)
        suit = SYMBOL_SUITS.get(suit_text)
        if suit is None:
            suit = "cdhs".index(suit_text.lower())
        found.append(rank * 4 + suit)
        i = m.end()
    return None if len(set(found)) != len(found) else found


ALPHABET = list("23456789TtJjQqKkAa10cdhsCDHS ,\t\n-xX") + [ch for ch, _ in SUIT_SPELLINGS if len(ch) == 1
                                                             and ord(ch) > 127] + ["\N{EIGHTH NOTE}"]


@settings(max_examples=1500, deadline=None)
@given(st.text(alphabet=st.sampled_from(ALPHABET), max_size=14))
def test_text_parses_exactly_as_the_reference_parser_says(text):
    expected = reference_parse(text)
    if expected is None:
        with pytest.raises(ValueError):
            oe.parse_cards(text)
    else:
        assert oe.parse_cards(text) == expected


@st.composite
def written_cards(draw):
    """Distinct cards and a text for them in a random mix of spellings."""
    numbers = draw(st.lists(st.integers(0, 51), unique=True, max_size=12))
    parts = []
    for c in numbers:
        ranks = [t for t, r in RANK_SPELLINGS if r == c // 4]
        suits = [t for t, s in SUIT_SPELLINGS if s == c % 4]
        parts.append(draw(st.sampled_from(ranks)) + draw(st.sampled_from(suits)))
        parts.append(draw(st.sampled_from(["", " ", ",", ", ", "\t", "\n", "  "])))
    return numbers, "".join(parts)


@settings(max_examples=500, deadline=None)
@given(written_cards())
def test_any_mix_of_spellings_parses_to_the_cards_written(case):
    numbers, text = case
    assert oe.parse_cards(text) == numbers
    assert oe.parse_cards(oe.cards_text(numbers)) == numbers


# ---- is_card_text: the syntax alone, as the parser reads it ----------------

PIECES = [ch for ch, _ in RANK_SPELLINGS] + [ch for ch, _ in SUIT_SPELLINGS] + [
    " ", ",", "\t", "\n", ";", "1", "0", "x", "*", "$", "%", "AA", "ds", "\N{BLACK CHESS KING}", "10s"]


def parses(text):
    from omaha_eval.core import _core
    try:
        _core.parse_cards(text)  # the syntax only: repeated cards pass
    except ValueError as err:
        return "too many" in str(err)  # card text, only more cards than a deck: not a syntax question
    return True


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=10).map("".join))
def test_is_card_text_agrees_with_the_parser(text):
    from omaha_eval.core.cards import is_card_text
    assert is_card_text(text) == parses(text), repr(text)


def test_is_card_text_on_hands_boards_and_ranges():
    from omaha_eval.core.cards import is_card_text
    for text in ["AsKd", "as kd, 2c", "10h 9\N{WHITE HEART SUIT}", "", "  ", "AsAs"]:
        assert is_card_text(text), text
    for text in ["AA$ds", "*", "random", "xxx", "A**!AA*", "AsK", "1s", "As;Kd", "AsKd*", "15%"]:
        assert not is_card_text(text), text

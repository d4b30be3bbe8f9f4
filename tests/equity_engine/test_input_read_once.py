"""Issue 54, item 4: in one ``oe.equity`` call each argument is classified
by its type and syntax once and parsed once; nothing tries a parse and
catches the error to learn what a string is. The answers are those of
the general path (tests/test_equity.py covers them); here, how often the
board is read, and that card text is told from range text by syntax."""
import pytest

pytest.importorskip("numpy")

import omaha_eval as oe  # noqa: E402
from omaha_eval.core import _core  # noqa: E402
from omaha_eval.equity_engine import board_range, calculator, players  # noqa: E402


def counting(monkeypatch, module, name):
    calls = []
    real = getattr(module, name)

    def wrapped(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)
    monkeypatch.setattr(module, name, wrapped)
    return calls


@pytest.mark.thread_unsafe
@pytest.mark.parametrize("hands", [["AsAhKsKh", "QdQcJdJc"], ["AsAhKsKh", "QQ$ds"], ["AsAhKsKh", "*"]])
def test_the_board_is_parsed_once(monkeypatch, hands):
    calls = counting(monkeypatch, calculator, "card_numbers")
    oe.equity(hands, board="2c7d9h", game="omaha")
    assert [args[0] for args in calls] == ["2c7d9h", ""]  # the board, then the dead cards: once each


@pytest.mark.thread_unsafe
def test_no_try_parse_decides_what_a_string_is(monkeypatch):
    # a range text or board range never reaches the card parser: what it
    # is comes from its syntax
    seen = []
    real = _core.parse_cards

    def strict(text):
        seen.append(text)
        return real(text)
    for module in (players, board_range):
        monkeypatch.setattr(module._core, "parse_cards", strict)
    r = oe.equity(["AsAhKsKh", "QQ$ds"], board="2c7d9h", game="omaha")
    assert "QQ$ds" not in seen
    assert board_range.is_range_text("xxx") and board_range.is_range_text("A**!AA*")
    assert not board_range.is_range_text("2c7d9h") and not board_range.is_range_text("") \
        and not board_range.is_range_text([0, 1, 2])
    assert r.players[1].hand == "QQ$ds"


def test_a_hand_with_a_card_twice_is_read_as_range_text():
    # as before: the range reader words it (an impossible pattern), not the card parser
    with pytest.raises(ValueError, match="impossible pattern: the card As is written twice"):
        oe.equity(["AsAsKdKc", "QdQcJdJc"], game="omaha")


def test_answers_on_every_path_agree():
    plain = oe.equity(["AsAhKsKh", "QdQcJdJc"], board="2c7d9h")
    assert oe.equity([[51, 50, 47, 46], "QdQcJdJc"], board=[0, 21, 30]).equities == plain.equities
    assert oe.equity(["AsAhKsKh", "QdQcJdJc"], board="2c7d9h", trials=None, threads=1).equities == plain.equities
    assert oe.equity(["AsAhKsKh", oe.Range("QdQcJdJc", game="omaha")], board="2c 7d 9h").equities == \
        plain.equities

"""Every error case of docs/ranges.md (and the parser's own), with its message and
the column its caret points at."""
import pytest

pytest.importorskip("numpy")

from omaha_eval.ranges import Range, RangeSyntaxError, parse_player  # noqa: E402


def error_of(text, game="omaha", **kw):
    with pytest.raises(ValueError) as info:
        Range(text, game=game, **kw)
    return info.value


@pytest.mark.parametrize("text, message, column", [
    ("AAK$qq", "unknown macro $qq", 4),                        # the issue's example
    ("AAKQJ", "more cards than the hand holds: 5 cards", 5),
    ("AA,KQJT9s", "more cards than the hand holds: 5 cards", 8),
    ("KQJT-T98", "span ends of different shapes", 5),
    ("AK-AQJ", "span ends of different shapes", 3),
    ("AAKK-QQJT", "span ends of different shapes", 5),         # steps of different sizes
    ("AA@0,KK@5", "weight 0 outside 1..100", 4),
    ("AA@101", "weight 101 outside 1..100", 4),
    ("AA@10,KK", "weight on only some parts", 7),
    ("AA@", "expected a weight 1..100 after @", 4),
    ("", "empty range", 1),
    ("AA:", "expected a pattern, '(' or a percent, found end of text", 4),
    ("(AA", "expected ')', found end of text", 4),
    ("AA)", "unexpected ')'", 3),
    ("{}A", "empty braces", 1),
    ("A[", "expected a rank in the list", 3),
    ("A[K-]", "expected the rank that ends the span", 5),
    ("A#", "unexpected '#'", 2),
    ("50%-20%", "percent range 50%-20% is empty", 1),
    ("150%", "percent 150% outside 0..100", 1),
    ("A $qq", "unknown macro $qq", 3),                         # columns count the user's spaces
])
def test_syntax_errors(text, message, column):
    err = error_of(text)
    assert isinstance(err, RangeSyntaxError)
    assert err.message.startswith(message), err.message
    assert err.column == column
    first, shown, caret = str(err).split("\n")[:3]
    assert first == f"{err.message} at column {column}"
    assert shown == "  " + text
    assert caret == "  " + " " * (column - 1) + "^"


def test_unknown_macro_message_is_the_issues():
    assert str(error_of("AAK$qq")).startswith("unknown macro $qq at column 4")


def test_error_after_a_macro_points_at_the_macro():
    err = error_of("AAKQ$W")  # $W expands to a fifth card
    assert err.column == 5


@pytest.mark.thread_unsafe
def test_percent_without_orderings_points_at_it(monkeypatch):
    import omaha_eval.ranges.percent as percent

    def missing(game, six_handed, hilo):
        raise ValueError("no ordering here")
    monkeypatch.setattr(percent, "load_ordering", missing)
    import omaha_eval.ranges.c_parser as c_parser  # where Range loads orderings (it reads text in C)
    monkeypatch.setattr(c_parser, "load_ordering", missing)
    err = error_of("AA,15%")
    assert err.column == 4 and "no ordering here" in err.message


def test_game_needed_unless_one_hand():
    with pytest.raises(ValueError, match="needs a game"):
        Range("AA")
    assert Range("AsKdQh2c").game == "omaha"
    assert Range("AsKd").game == "holdem"


def test_bad_game_and_types():
    with pytest.raises(ValueError, match="unknown game"):
        Range("AA", game="stud")
    with pytest.raises(TypeError):
        Range(["AA"], game="omaha")
    with pytest.raises(TypeError):
        Range("AA", game=4)


def test_empty_once_known_cards_removed_names_the_player():
    r = Range("AsAh", game="omaha")
    with pytest.raises(ValueError, match="range of player 2, 'AsAh', is empty once the known cards"):
        r.without("AhKd3c", who="player 2")


def test_membership_of_bad_hands():
    r = Range("AA", game="omaha")
    with pytest.raises(ValueError, match="expected 4"):
        "AsAh" in r
    with pytest.raises(ValueError, match="repeats a card"):
        "AsAsKdQc" in r
    with pytest.raises(ValueError):
        "AsXxKdQc" in r


def test_parse_player_raises_value_error():
    with pytest.raises(ValueError):
        parse_player("AAK$qq", "omaha")
    assert len(parse_player("AA", "omaha")) == 6961


def test_deep_nesting_is_an_error_not_a_crash():
    err = error_of("(" * 60 + "AA" + ")" * 60)
    assert "nested more than 50 deep" in err.message


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

ALPHABET = "AKQJT98765432*shdcwxyzRONP[]{},:!()-+@%$ 0123456789"


@pytest.mark.thread_unsafe
@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=14), st.sampled_from(["holdem", "omaha"]))
def test_any_text_parses_or_raises_value_error(text, game):
    try:
        r = Range(text, game=game)
    except ValueError:
        return
    assert 0 <= len(r) <= len(Range("*", game=game))


def test_a_long_chain_of_intersections_reads_without_recursion():
    # a chain `a:b:c...` nests to the left as it is read; a recursive read
    # of it raised RecursionError at about 1,200 terms (issue 51's "no
    # limit a text can reach"), well inside the 20,000-character limit
    text = ":".join(["AA"] * 5000)
    assert len(Range(text, game="omaha")) == len(Range("AA", game="omaha"))
    assert len(Range("AA" + "!KK" * 3000, game="omaha")) == len(Range("AA!KK", game="omaha"))


def test_a_long_chain_of_board_intersections_reads_without_recursion():
    from omaha_eval.ranges.boards import board_range
    long_boards, _ = board_range(":".join(["xxx"] * 3000) + "!sss")
    boards, _ = board_range("xxx!sss")
    assert (long_boards == boards).all()

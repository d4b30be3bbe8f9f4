"""The range-text traps new users meet, each with the message that helps
(issue 29): a macro name without its `$`, constraint macros after `:`/`!`,
unknown words, impossible patterns, shares and listing order on the command
line, and Hi-Lo percent ranges."""

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.cli import main  # noqa: E402
from omaha_eval.ranges import Range, RangeSyntaxError  # noqa: E402
from omaha_eval.ranges.orderings import ordering as orderings  # noqa: E402


def error_of(text, game="omaha"):
    with pytest.raises(RangeSyntaxError) as info:
        Range(text, game=game)
    return info.value


@pytest.mark.parametrize("text, suggestion", [
    ("AAKKds", "did you mean AAKK$ds"), ("AAKKss", "did you mean AAKK$ss"),
    ("AAKKnp", "did you mean AAKK$np"), ("KQJTds", "did you mean KQJT$ds"),
])
def test_a_suffix_without_dollar_suggests_the_macro(text, suggestion):
    err = error_of(text)
    assert err.message.startswith("more cards than the hand holds")
    assert suggestion in str(err) and err.hint.startswith(suggestion)
    Range(suggestion.split()[-1], game="omaha")  # and the suggestion parses


def test_too_many_cards_without_a_macro_name_has_no_hint():
    assert error_of("AAKQJ").hint == ""


def test_constraint_macro_after_bang_or_colon_is_its_own_set():
    # PPT: `$np` is the set of unpaired hands, so `15%!$np` keeps the paired ones
    assert Range("15%!$np", game="omaha") == Range("15%:RR", game="omaha")
    assert Range("15%:$np", game="omaha") == Range("15%!RR", game="omaha")
    assert Range("KQJT-T987:$ds", game="omaha") == Range("KQJT-T987$ds", game="omaha")
    assert Range("AA!$ds", game="omaha") == Range("AA", game="omaha") - Range("$ds", game="omaha")
    assert len(Range("KQJT-T987:$ds", game="omaha")) == 4 * 36


@pytest.mark.parametrize("word", ["any", "all", "pairs", "none", "suited"])
def test_unknown_words_are_errors(word):
    err = error_of(word)
    assert err.message.startswith(f"unknown word {word!r}") and err.column == 1


def test_errors_point_at_the_users_text_not_the_expansion():
    err = error_of("AAK$ds Q")
    assert "AAK$ds Q" in str(err)  # the text shown is what the user wrote


def test_capital_rank_variables_and_suit_words_still_parse():
    assert len(Range("RRON", game="omaha")) > 0
    assert len(Range("ssxx", game="omaha")) > 0
    assert len(Range("random", game="omaha")) == 270_725


@pytest.mark.parametrize("text, game, message", [
    ("AsAs", "holdem", "impossible pattern: the card As is written twice"),
    ("AsKdAs", "omaha", "impossible pattern: the card As is written twice"),
    ("AAAAA", "omaha5", "impossible pattern: more than four cards of rank A"),
])
def test_impossible_patterns_are_errors(text, game, message):
    assert error_of(text, game).message.startswith(message)


def test_possible_patterns_with_repeated_ranks_are_fine():
    assert len(Range("AAAA", game="omaha")) == 1
    assert len(Range("AsAh", game="holdem")) == 1


def test_hilo_percent_ranges_use_the_hilo_ordering():
    hilo = orderings.percent_ordering("omaha", hilo=True)
    r = Range("10%", game="omaha", hilo=True)
    assert r == Range("10%", game="omaha", ordering=hilo) != Range("10%", game="omaha")
    assert hilo.hilo and r == Range("10%", "omaha", ordering=hilo, hilo=True)


def test_equity_hilo_cuts_percent_ranges_by_the_hilo_ordering():
    import omaha_eval as oe
    kw = dict(game="omaha", hilo=True, trials=20_000, seed=3)
    by_text = oe.equity(["As2sKdQd", "10%"], **kw).equities[0]
    by_range = oe.equity(["As2sKdQd", Range("10%", game="omaha", hilo=True)], **kw).equities[0]
    assert by_text == by_range


def run(argv, capsys):
    assert main(argv) == 0
    return capsys.readouterr().out


def test_range_share_without_cards_is_of_the_hands_still_possible(capsys):
    out = run(["range", "AA", "--game", "omaha", "--without", "AsKd2c"], capsys)
    n = len(Range("AA", game="omaha").without("AsKd2c"))
    assert f"hands:  {n:,} of 211,876" in out  # C(49, 4)


def test_range_list_of_a_percent_range_is_best_first(capsys):
    out = run(["range", "2%", "--game", "omaha", "--list"], capsys).splitlines()
    listed = [line for line in out if not line.startswith(("range:", "hands:"))]
    o = orderings.percent_ordering("omaha")
    places = [o.place(h) for h in listed]
    assert places == sorted(places) and len(listed) == len(Range("2%", game="omaha"))


def test_range_hilo_flag(capsys):
    out = run(["range", "10%", "--game", "omaha", "--hilo"], capsys)
    assert f"hands:  {len(Range('10%', game='omaha', hilo=True)):,} of 270,725" in out
    assert "Hi-Lo ordering" in out


def test_breakdown_and_analyze_vs_cut_hilo_percent_ranges_by_the_hilo_ordering(capsys):
    from omaha_eval.analysis import breakdown

    board = "7h5h2c"
    b = breakdown("10%", board, game="omaha", hilo=True)
    assert len(b) == len(Range("10%", game="omaha", hilo=True).without(board))
    assert len(b) != len(breakdown("10%", board, game="omaha"))
    assert main(["analyze", "As2sKdQd", board, "--vs", "2%", "--hilo"]) == 0
    hilo = capsys.readouterr().out
    assert main(["analyze", "As2sKdQd", board, "--vs", "2%"]) == 0
    high = capsys.readouterr().out
    n = len(Range("2%", game="omaha", hilo=True).without("As2sKdQd" + board))
    assert f"against {n:,} hands" in hilo and f"against {n:,} hands" not in high

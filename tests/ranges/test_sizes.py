"""The sizes docs/ranges.md lists (PLO4), each its own test, and closed-form counts."""
from math import comb

import pytest

pytest.importorskip("numpy")

from omaha_eval.ranges import Range  # noqa: E402


def size(text, game="omaha"):
    return len(Range(text, game=game))


def test_star():
    assert size("*") == 270_725


def test_aa():
    assert size("AA") == 6_961


def test_ak():
    assert size("AK") == 17_316


def test_double_suited():
    assert size("$ds") == 36_504


def test_monotone():
    assert size("xxxx") == 2_860


def test_rainbow():
    assert size("wxyz") == 28_561


# closed forms, PLO4
@pytest.mark.parametrize("text, count", [
    ("AA!AAA", comb(4, 2) * comb(48, 2)),                  # exactly two aces
    ("AAA", comb(4, 3) * 48 + 1),                          # three or four aces
    ("AAAA", 1),
    ("$np", comb(13, 4) * 4 ** 4),                         # no pair
    ("$op", 13 * comb(4, 2) * comb(12, 2) * 16),           # exactly one pair, two unpaired
    ("$tp", comb(13, 2) * comb(4, 2) ** 2),                # two pair
    ("$nt", comb(52, 4) - 13 * 4 * 48 - 13),               # no trips (nor quads)
    ("$ss", 4 * comb(13, 2) * 3 * 13 * 13),                # suits 2-1-1
    ("KQJT-T987", 4 * 4 ** 4),
    ("AAJT-AA87", 4 * comb(4, 2) * 16),
    ("$0g", 10 * 4 ** 4),                                  # AKQJ down to 5432
    ("A{A$W$W}", comb(4, 2) * comb(4, 2) * 16),
    ("AARR", comb(4, 2) * 12 * comb(4, 2)),
    ("ss", comb(52, 4) - comb(39, 4) - 13 * comb(39, 3)),  # two spades or more
    ("AsKs", comb(50, 2)),
    ("[As,Ah]", comb(52, 4) - comb(50, 4)),
    ("T8+", None),
])
def test_closed_forms(text, count):
    if count is None:  # T8+ = T8, J9, QT, KJ, AQ: the union of five two-rank patterns
        count = len(Range("T8,J9,QT,KJ,AQ", game="omaha"))
    assert size(text) == count


def test_spans_equal_their_lists():
    assert Range("KQJT-T987", game="omaha") == Range("KQJT,QJT9,JT98,T987", game="omaha")
    assert Range("664-", game="omaha") == Range("664,553,442", game="omaha")
    assert Range("TsJs-KsQs", game="omaha") == Range("TsJs,JsQs,QsKs", game="omaha")
    assert Range("[A-Q][J-T]23", game="omaha") == Range("[A,K,Q][J,T]23", game="omaha")
    assert Range("[A-5]", game="omaha") == Range("[A,K,Q,J,T,9,8,7,6,5]", game="omaha")


def test_precedence():
    assert Range("AK,*:xx!RR", game="omaha") == Range("AK,((*:xx)!RR)", game="omaha")


def test_plo5_and_courchevel():
    assert size("*", "omaha5") == comb(52, 5)
    assert size("AA", "omaha5") == comb(52, 5) - comb(48, 5) - 4 * comb(48, 4)
    assert size("AA", "courchevel") == size("AA", "omaha5")


def test_plo6_size():
    assert size("AAAA", "omaha6") == comb(48, 2)


@pytest.mark.parametrize("text, count", [
    ("AKs", 4), ("AKo", 12), ("AK", 16), ("QQ+", 18), ("A2s+", 48), ("KTo+", 36),
    ("T9s-65s", 20), ("JJ-88", 24), ("random", 1326), ("*", 1326), ("AsKd", 1),
    ("22+", 78), ("AA$s", 0), ("AK$s", 4), ("AK$o", 12), ("AKs,QQ+", 22),
])
def test_holdem_shorthand(text, count):
    assert size(text, "holdem") == count


def test_holdem_membership():
    r = Range("A2s+,JJ-88", game="holdem")
    assert "AsTs" in r and "AsTd" not in r and "9h9c" in r and "QhQc" not in r


def test_variables_are_local_to_a_pattern():
    """docs/ranges.md: A:hhxy (an ace, and two hearts with two other suits)
    differs from Ahhxy (the ace of hearts, another heart, two other suits)."""
    loose, tight = Range("A:hhxy", game="omaha"), Range("Ahhxy", game="omaha")
    assert "As2h3h4c" in loose and "As2h3h4c" not in tight
    assert len(tight) == len(tight & loose) < len(loose)


def test_at_least_three_suits():
    two_suits = comb(4, 2) * (comb(26, 4) - 2 * comb(13, 4))
    assert size("wxy") == comb(52, 4) - 4 * comb(13, 4) - two_suits

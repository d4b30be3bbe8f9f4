"""Issue 51: the PQL parser has no recursion limit a query can reach (a
clear "query too deeply nested" error at a fixed depth, never
RecursionError), and huge or empty range texts get clear messages."""
import pytest

pytest.importorskip("numpy")

import omaha_eval as oe  # noqa: E402
import omaha_eval.pql as pql  # noqa: E402
from omaha_eval.pql import syntax  # noqa: E402

BASE = "select count({}) from game='omahahi', hero='AsAhKdQd', villain='AA'"
E = "minHandType(hero, flop, pair)"


def _deep(n, f):
    """f() called n frames down: the limits hold with a caller's stack in use."""
    return f() if n == 0 else _deep(n - 1, f)


@pytest.mark.parametrize("inner", [
    "(" * 122 + E + ")" * 122,
    " or ".join([E] * 496),
    " and ".join([E] * 496),
    "(" + " + ".join(["1"] * 496) + ") > 3",
    "not " * 975 + E,
    "- " * 500 + "1 < 0",
    "(" * 5000 + E + ")" * 5000,
])
def test_deep_queries_get_a_clear_error(inner):
    with pytest.raises(ValueError, match="query too deeply nested"):
        _deep(100, lambda: pql.query(BASE.format(inner), trials=100, seed=1))


@pytest.mark.parametrize("inner", [
    "(" * (syntax.MAX_NESTING - 2) + E + ")" * (syntax.MAX_NESTING - 2),
    " or ".join([E] * (syntax.MAX_DEPTH - 2)),
    "not " * (syntax.MAX_NESTING - 2) + E,
])
def test_queries_at_the_limits_run(inner):
    r = _deep(100, lambda: pql.query(BASE.format(inner), trials=100, seed=1))
    assert 0 <= r[0].values[0].value <= 1


def test_a_huge_range_text_is_refused_by_size():
    with pytest.raises(ValueError, match="range text of 100,000 characters.*at most 20,000"):
        oe.Range("AA, " * 25_000, "omaha")


@pytest.mark.parametrize("text", ["0%", "0.0%"])
def test_zero_percent_says_so(text):
    with pytest.raises(ValueError, match="holds no hand: expected a share above 0"):
        oe.Range(text, "omaha")


def test_equal_ends_say_so():
    with pytest.raises(ValueError, match="its two ends are equal"):
        oe.Range("5%-5%", "omaha")

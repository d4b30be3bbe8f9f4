"""The grammar: generated queries round-trip through parse/unparse, and
every error names the position in the user's text and what was expected."""
import pytest
from hypothesis import given, settings, strategies as st

from omaha_eval.pql import PQLSyntaxError, parse, query, unparse
from omaha_eval.pql.syntax import Binary, Call, Name, Num, Str, Unary

names = st.sampled_from(["hero", "villain", "flop", "river", "flush", "flopset", "x1"])
leaves = st.one_of(st.integers(0, 999).map(lambda n: Num(float(n))), names.map(Name),
                   st.sampled_from(["AsKs", "15%", "xxx"]).map(Str))


def _tree(children):
    return st.one_of(
        st.tuples(st.sampled_from(["or", "and", "=", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/"]),
                  children, children).map(lambda t: Binary(*t)),
        st.tuples(st.sampled_from(["not", "-"]), children).map(lambda t: Unary(*t)),
        st.tuples(st.sampled_from(["equity", "handtype", "nuthi", "turncard"]),
                  st.lists(children, max_size=3).map(tuple)).map(lambda t: Call(*t)))


exprs = st.recursive(leaves, _tree, max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(exprs, st.lists(exprs, min_size=1, max_size=3), st.booleans())
def test_round_trip(where, selected, with_where):
    from omaha_eval.pql.syntax import Binding, Selector, Statement
    sels = tuple(Selector(agg, e, alias) for e, agg, alias in
                 zip(selected, ["avg", "count", "max"], [None, "b", None]))
    st_ = Statement(sels, (Binding("game", "holdem"), Binding("hero", "AK")), where if with_where else None)
    text = unparse([st_, st_])
    back = parse(text)
    assert back == [st_, st_]
    assert unparse(back) == text


def test_keywords_and_names_are_case_insensitive():
    a = parse("SELECT AVG(EQUITY(Hero)) FROM GAME='holdem', HERO='AK'")
    b = parse("select avg(equity(hero)) from game='holdem', hero='AK'")
    assert a == b


END = None


@pytest.mark.parametrize("text,at,expected", [
    ("select avg(equity(hero) from game='holdem', hero='AK'", "from", "',' or ')' in the arguments of avg"),
    ("select from game='holdem'", "from", "an aggregate"),
    ("select avg(equity(hero)) game='holdem'", "game", "'from'"),
    ("select avg(equity(hero)) from game='holdem', hero='AK' where", END, "a number, a quoted string"),
    ("select avg(equity(hero)) from game='holdem', hero='AK' where 1 < 2 < 3", "< 3", "between comparisons"),
    ("select avg(equity(hero)) from game='holdem', hero='AK", "'AK", "closing quote"),
    ("select avg(equity(hero)) from game='holdem' hero='AK'", "hero=", "';' between statements"),
    ("select avg(equity(hero)) from game='holdem', hero=", END, "a quoted value"),
    ("select avg(equity(hero)) from game='holdem', hero='AK' where # 2", "#", "unexpected character"),
    ("", END, "a statement"),
])
def test_syntax_errors_name_the_position(text, at, expected):
    where = len(text) if at is END else text.index(at)
    with pytest.raises(PQLSyntaxError) as info:
        parse(text)
    assert info.value.pos == where
    assert expected in str(info.value)
    assert f"column {where + 1}" in str(info.value)


def test_several_statements_and_aliases():
    rs = query("select count(pairedBoard(flop)) as paired from game='holdem', hero='AsAh', board='2c2d7h';"
               "select avg(riverEquity(hero)) as eq, max(handType(hero, river)) as best "
               "from game='holdem', hero='AsAh', villain='KsKh', board='2c7d9hTd';")
    assert len(rs) == 2
    assert rs[0]["paired"] == 1.0
    assert rs[1]["best"] in ("pair", "twopair", "trips", "fullhouse")
    assert rs[1][0] == pytest.approx(rs[1]["eq"])

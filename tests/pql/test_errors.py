"""Errors a user can act on: each a ValueError (or TypeError) that names
the bad value, never a traceback from deep inside."""
import pytest

from omaha_eval.pql import query

BASE = "from game='holdem', hero='AsAh', villain='KK', board='2c7d9h'"


@pytest.mark.parametrize("text,message", [
    (f"select avg(foo(hero)) {BASE}", "unknown function 'foo'"),
    (f"select avg(equity(bob)) {BASE}", "unknown player 'bob'"),
    (f"select avg(handType(hero, 'river')) {BASE}", "expected a street"),
    (f"select avg(handType(hero)) {BASE}", "takes 2 arguments"),
    (f"select count(equity(hero)) {BASE}", "count(...) needs a true/false"),
    (f"select avg(equity(hero)) {BASE} where equity(hero)", "where needs a true/false"),
    (f"select avg(equity(hero)) {BASE} where handType(hero, river) = flopset", "cannot compare handtype"),
    (f"select median(equity(hero)) {BASE}", "unknown function 'median'"),
    (f"select count(winsLo(hero)) {BASE}", "Hi-Lo function"),
    (f"select avg(equity(hero)) {BASE} where 1 = 2", "holds on no deal"),
    ("select avg(equity(hero)) from game='shortdeck', hero='AsAh', villain='KK'", "short deck"),
    ("select avg(equity(hero)) from game='razz', hero='AsAh', villain='KK'", "unknown game 'razz'"),
    ("select avg(equity(hero)) from game='holdem', hero='AsAh', villain='AsAh', board='2c7d9h'",
     "empty once"),
    ("select avg(equity(hero)) from game='holdem', hero='AsAh', villain='KK', board='AsAh'", "expected 0, 3, 4"),
    ("select avg(equity(hero)) from game='holdem', hero='AsAh', hero='KK'", "bound twice"),
    ("select avg(equity(hero)) from game='holdem', hero='Q#'", "player hero"),
    ("select avg(equity(hero)) from game='holdem'", "names no player"),
    (f"select avg(rateHiHand('AsKs')) {BASE}", "expected five cards"),
    (f"select avg(hero) {BASE}", "on its own has no value"),
    (f"select avg(handType(hero, preflop)) {BASE}", "not preflop"),
])
def test_error_messages(text, message):
    with pytest.raises(ValueError) as info:
        query(text)
    assert message in str(info.value)


def test_bad_options():
    with pytest.raises(ValueError):
        query(f"select avg(equity(hero)) {BASE}", trials=0)
    with pytest.raises(TypeError):
        query(f"select avg(equity(hero)) {BASE}", exact="yes")
    with pytest.raises(TypeError):
        query(None)

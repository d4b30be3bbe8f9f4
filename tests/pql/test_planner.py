"""The planner: exact enumeration, the equity engine and Monte Carlo agree;
weights, where-before-aggregation and board ranges are applied as
docs/pql.md says (each checked against a plain-Python enumeration)."""
import itertools

import pytest

import omaha_eval as oe
from omaha_eval.pql import Plan, query

from .oracle import Deal


def _agree(exact, sampled):
    for e, s in zip(exact.values, sampled.values):
        assert s.std_error > 0 or s.value == e.value
        assert abs(e.value - s.value) <= 4 * s.std_error + 1e-12, (e, s)


def test_exact_and_sampled_agree_on_overlapping_ranges():
    text = ("select avg(equity(hero)) as eq, count(handType(villain, river) >= twopair) as vtp, "
            "count(winsHi(hero)) as w from game='holdem', hero='AK,QQ', villain='AK,KK,QQ', board='Kd7c2s'")
    exact = query(text)[0]
    sampled = query(text, exact=False, trials=60_000, seed=7)[0]
    assert exact.exact and not sampled.exact
    _agree(exact, sampled)


def test_where_that_keeps_few_deals():
    text = ("select avg(riverEquity(hero)), count(flushingBoard(river)) from game='omahahi', "
            "hero='AsKsQd2c', villain='JJ$ds', board='Qh7h2d' where handType(villain, river) >= fullhouse")
    exact = query(text)[0]
    assert exact.exact and 0 < exact.kept < 0.05
    sampled = query(text, exact=False, trials=400_000, seed=3)[0]
    _agree(exact, sampled)


def test_exact_weights_match_a_plain_enumeration():
    """Weighted ranges: each deal counts by the product of the weights, and
    `where` filters deals before the average (not the average after)."""
    hero = {"AsAh": 3, "KsKh": 1}
    villain = {"QsQh": 2, "AdKd": 1}
    board = oe.parse_cards("2c7d9h")
    num = den = 0.0
    for (h, wh), (v, wv) in itertools.product(hero.items(), villain.items()):
        hh, vv = oe.parse_cards(h), oe.parse_cards(v)
        if set(hh) & set(vv):
            continue
        gone = set(hh) | set(vv) | set(board)
        for rest in itertools.combinations([c for c in range(52) if c not in gone], 2):
            d = Deal([hh, vv], board + list(rest), True, False)
            if d.high(1, "river") > 3325:  # where: villain has two pair or better on the river
                continue
            num += wh * wv * d.shares()[0]
            den += wh * wv
    r = query("select avg(riverEquity(hero)) from game='holdem', hero='AsAh@3, KsKh@1', "
              "villain='QsQh@2, AdKd@1', board='2c7d9h' where handType(villain, river) >= twopair")[0]
    assert r.exact
    assert r[0] == pytest.approx(num / den)


def test_board_range_weights_every_board_equally():
    boards = [b for b in itertools.combinations(range(52), 3)
              if len({c % 4 for c in b}) == 1 and not {c for c in b} & set(oe.parse_cards("AsKs2h2d"))]
    want = 0.0
    for b in boards:
        d = Deal([oe.parse_cards("AsKs"), oe.parse_cards("2h2d")], list(b) + [0, 0], True, False)
        want += float(d.high(0, "flop") < d.high(1, "flop"))
    r = query("select count(hiRating(hero, flop) > hiRating(villain, flop)) "
              "from game='holdem', hero='AsKs', villain='2h2d', board='xxx'")[0]
    assert r.exact
    assert r[0] == pytest.approx(want / len(boards))


def test_engine_path_equals_enumeration():
    text = "select avg(equity(hero)) from game='omahahi', hero='AsAhKdQd', villain='JJ$ds', board='Ks9s4d'"
    engine = query(text)[0]
    assert engine.plan is Plan.ENGINE and engine.method.startswith("equity engine") and engine.exact
    # the same question with a where that always holds, read deal by deal, takes the enumeration path
    enum = query(text + " where riverEquity(hero) >= 0")[0]
    assert enum.plan is Plan.ENUMERATION and enum.method == "exact enumeration"
    assert enum[0] == pytest.approx(engine[0], abs=1e-12)


def test_sampled_engine_matches_oe_equity_seeded():
    text = "select avg(equity(hero)) from game='omahahi', hero='AsAhKdQd', villain='15%', board='Ks9s4d'"
    r = query(text)[0]
    e = oe.equity(["AsAhKdQd", "15%"], board="Ks9s4d", game="omaha")
    assert r[0] == pytest.approx(e.players[0].equity)


def test_hilo_scoops_exact_vs_sampled():
    text = ("select avg(equity(hero)), count(scoops(hero)), count(winsLo(villain)) from game='omaha8', "
            "hero='As2sKdQd', villain='Ah3h5c9c', board='4s7d8c'")
    exact = query(text + " where riverEquity(hero) >= 0")[0]
    assert exact.method == "exact enumeration"
    sampled = query(text, exact=False, trials=50_000, seed=11)[0]
    _agree(exact, sampled)


def test_seeded_sampling_is_reproducible():
    text = "select avg(equity(hero)) from game='holdem', hero='AK', villain='*' where pairedBoard(river)"
    a = query(text, trials=20_000, seed=5)[0]
    b = query(text, trials=20_000, seed=5)[0]
    assert a[0] == b[0] and a.seed == 5 and not a.exact


def test_weighted_board_range():
    """board='xxx@3, RRR@1': a monotone flop weighs three times a trips flop."""
    gone = set(oe.parse_cards("AsKs2h2d"))
    mono = [b for b in itertools.combinations(range(52), 3) if len({c % 4 for c in b}) == 1 and not set(b) & gone]
    trips = [b for b in itertools.combinations(range(52), 3) if len({c // 4 for c in b}) == 1 and not set(b) & gone]
    def hero_ahead(b):
        d = Deal([oe.parse_cards("AsKs"), oe.parse_cards("2h2d")], list(b) + [0, 0], True, False)
        return d.high(0, "flop") < d.high(1, "flop")
    num = 3 * sum(hero_ahead(b) for b in mono) + sum(hero_ahead(b) for b in trips)
    den = 3 * len(mono) + len(trips)
    r = query("select count(monotoneBoard(flop)), count(hiRating(hero, flop) > hiRating(villain, flop)) "
              "from game='holdem', hero='AsKs', villain='2h2d', board='xxx@3, RRR@1'")[0]
    assert r.exact
    assert r[0] == pytest.approx(3 * len(mono) / den)
    assert r[1] == pytest.approx(num / den)


def test_where_on_one_player_is_applied_to_the_range():
    """A where part that reads one player's hand on the known board filters
    that range first: the same numbers as checking it deal by deal."""
    base = ("select avg(equity(hero)) as e, count(handType(villain, river) >= flush) as f from game='holdem', "
            "hero='AK,QQ', villain='KK@2,QQ@1,JTs@3,AQ@1', board='Kd7c2s'")
    pushed = query(base + " where minFlopHandCategory(villain, floppocket12)")[0]
    # or-ed with a test of the whole table that never holds: checked deal by deal
    by_deal = query(base + " where minFlopHandCategory(villain, floppocket12) or riverEquity(hero) > 2")[0]
    assert by_deal.kept < 1
    assert pushed.exact and by_deal.exact
    assert pushed["e"] == pytest.approx(by_deal["e"]) and pushed["f"] == pytest.approx(by_deal["f"])
    engine = query("select avg(equity(hero)) from game='holdem', hero='AK,QQ', villain='KK@2,QQ@1,JTs@3,AQ@1', "
                   "board='Kd7c2s' where minFlopHandCategory(villain, floppocket12)")[0]
    assert engine.method.startswith("equity engine")
    assert engine[0] == pytest.approx(pushed["e"])


def test_turn_equity_averages_to_river_equity():
    """Equity known on the turn, averaged over the turns, is the river
    equity's average (total expectation); and a where on it keeps exactly
    the turns where the hero is ahead on average (checked by hand)."""
    base = "from game='omahahi', hero='AsKsQd2c', villain='JhTh9c8c,6h6c5d4s', board='Qh7h2d'"
    r = query(f"select avg(equity(hero, turn)) as t, avg(riverEquity(hero)) as r {base}")[0]
    assert r.exact and r["t"] == pytest.approx(r["r"])
    hero = oe.parse_cards("AsKsQd2c")
    board = oe.parse_cards("Qh7h2d")
    num = den = 0.0
    for v in ("JhTh9c8c", "6h6c5d4s"):
        vv = oe.parse_cards(v)
        gone = set(hero) | set(vv) | set(board)
        for turn in [c for c in range(52) if c not in gone]:
            d = Deal([hero, vv], board + [turn, 0], False, False)
            e = d.equity(0, "turn")
            if e > 0.5:
                rivers = [c for c in range(52) if c not in gone | {turn}]
                num += sum(Deal([hero, vv], board + [turn, c], False, False).shares()[0] for c in rivers)
                den += len(rivers)
    r = query(f"select avg(riverEquity(hero)) {base} where equity(hero, turn) > 0.5")[0]
    assert r[0] == pytest.approx(num / den)


def test_an_unread_random_player_changes_nothing():
    base = "select count(handType(hero, river) >= twopair) as p from game='holdem', hero='AK', "
    dropped = query(base + "villain='*', board='8s5d2cKh'")[0]
    kept = query(base + "villain='*', board='8s5d2cKh' where pocketPair(villain) or not pocketPair(villain)")[0]
    assert dropped.exact and kept.exact and dropped.deals < kept.deals
    assert dropped["p"] == pytest.approx(kept["p"])
    # a player with a narrower range does remove cards: the river brings an ace less often
    aces = "select count(riverCard() >= toCard('Ac')) from game='holdem', hero='KK', villain='{}', board='8s5d2cKh'"
    assert query(aces.format("AA"))[0][0] == pytest.approx(2 / 44)
    assert query(aces.format("*"))[0][0] == pytest.approx(4 / 46)


def test_preflop_equity_per_matchup():
    r = query("select avg(equity(hero, preflop)) as pre, count(minEquity(hero, preflop, 0.8)) as big "
              "from game='holdem', hero='AsAh,7s2d', villain='QdQc', board='' where riverEquity(hero) >= 0",
              exact=False, trials=2000, seed=4)[0]
    aa = oe.equity(["AsAh", "QdQc"]).players[0].equity
    kk = oe.equity(["7s2d", "QdQc"]).players[0].equity
    assert aa > 0.8 > kk
    assert abs(r["pre"] - (aa + kk) / 2) <= 4 * r.values[0].std_error
    assert abs(r["big"] - 0.5) <= 4 * r.values[1].std_error


@pytest.mark.parametrize("exact", [True, False])
def test_per_hand_values_match_per_deal_values(monkeypatch, exact):
    """Values on a street inside the known board are computed once per hand
    of the range and looked up per deal: the same numbers as per deal."""
    text = ("select count(handType(villain, flop) >= twopair) as a, histogram(flopHandCategory(hero)) as b, "
            "avg(hiRating(hero, flop) - hiRating(villain, river)) as c, count(hiRating(villain, flop) > "
            "rateHiHand('QsQd7h3c2d')) as d from game='holdem', hero='AA,KK', villain='QQ@1,JT@3', board='Kd7c2s' "
            "where riverEquity(hero) >= 0 and hiRating(hero, flop) > hiRating(villain, river) - 600")
    fast = query(text, exact=exact, trials=20_000, seed=2)[0]
    from omaha_eval.pql.context import Context
    monkeypatch.setattr(Context, "per_hand", lambda self, p, n: None)
    slow = query(text, exact=exact, trials=20_000, seed=2)[0]
    assert fast.exact == exact
    assert fast["a"] == pytest.approx(slow["a"]) and fast["c"] == pytest.approx(slow["c"])
    assert fast["b"] == pytest.approx(slow["b"]) and fast["d"] == pytest.approx(slow["d"])


from hypothesis import given, settings, strategies as st  # noqa: E402

_HOLDEM_PARTS = ["AA", "KK", "QQ", "AK", "AQs", "KQ", "JTs", "T9s", "22", "A5s"]


@settings(max_examples=6, deadline=None)
@given(st.lists(st.sampled_from(_HOLDEM_PARTS), min_size=1, max_size=3, unique=True),
       st.lists(st.sampled_from(_HOLDEM_PARTS), min_size=1, max_size=3, unique=True),
       st.integers(0, 2 ** 32 - 1))
def test_sampler_is_unbiased_on_overlapping_ranges(hero, villain, seed):
    """The rejection sampler against the exact enumeration, on ranges that
    share cards with each other (both may hold aces, kings ...)."""
    text = (f"select avg(riverEquity(hero)) as e, count(pocketPair(villain)) as p from game='holdem', "
            f"hero='{','.join(hero)}', villain='{','.join(villain)}', board='Ah7c2d' "
            "where riverEquity(villain) >= 0")
    try:
        exact = query(text)[0]
    except ValueError:
        return  # no possible deal (e.g. both players hold AA on an ace board)
    sampled = query(text, exact=False, trials=30_000, seed=seed)[0]
    _agree(exact, sampled)


def test_trials_bound_the_time_of_a_costly_enumeration():
    """nutHiOuts on an undealt flop: enumerating every flop costs far more
    than 300 sampled deals, so trials=300 samples; the issue's turn query
    is one deal per villain hand and stays exact."""
    text = "select avg(nutHiOuts(hero, flop)) from game='holdem', hero='AsAh', villain='KK'"
    r = query(text, trials=300, seed=1)[0]
    assert not r.exact and r.deals == 300
    r = query("select max(nutHiOuts(hero, turn)) from game='omahahi', hero='AsAhKdQd', villain='KK', "
              "board='Ks9s4d2h'", trials=2000)[0]
    assert r.exact and r.deals == 861


def test_engine_without_trials_decides_before_it_calls():
    # 15% against 15% preflop: far past the engine's exact bound, so it samples (no error is caught)
    r = query("select avg(equity(hero)) from game='omahahi', hero='15%', villain='15%'", seed=2)[0]
    assert r.plan is Plan.ENGINE and not r.exact
    with pytest.raises(ValueError, match="trials"):  # exact=True: the engine's own refusal
        query("select avg(equity(hero)) from game='omahahi', hero='15%', villain='15%'", exact=True)


def test_functions_read_only_what_they_declare():
    """A function that reads more board cards than it declares stops the
    statement (never an answer from cards not dealt)."""
    from omaha_eval.pql import FUNCTIONS
    from omaha_eval.pql.functions import Fn
    spec = FUNCTIONS["pairedboard"]
    FUNCTIONS["pairedboard"] = Fn(spec.args, spec.returns, lambda c, street: FUNCTIONS["riverequity"].run(c, "hero"),
                                  "none")
    try:
        with pytest.raises(RuntimeError, match="reads more of the board than it declares"):
            query("select count(pairedBoard(flop)) from game='holdem', hero='AsAh', villain='KK'")
    finally:
        FUNCTIONS["pairedboard"] = spec

"""Reading a solution: saving and loading, JSON, ranges at a node usable
elsewhere, categories, frequencies."""
import json

import numpy as np
import pytest

import omaha_eval as oe
from omaha_eval.solver import BetTree, Spot, load, solve


@pytest.fixture(scope="module")
def sol():
    spot = Spot("omaha", "Ks7d2c9h4s", pot=100, stack=300, oop="AA, KK, 98, T8", ip="AK, QQ, JT, 65")
    return solve(spot, BetTree(bets="50%, pot", raises="pot"), target=0.01, max_iterations=40)


@pytest.mark.parametrize("resume", [True, False])
def test_save_and_load_round_trip(sol, tmp_path, resume):
    path = tmp_path / "spot.oes"
    sol.save(path, resume=resume)
    back = load(path)
    assert back.iterations == sol.iterations
    assert back.exploitability == pytest.approx(sol.exploitability, abs=1e-9)
    for path_ in ("", "check", "bet 50"):
        assert np.array_equal(back.strategy(path_), sol.strategy(path_))
    assert back.hands("ip") == sol.hands("ip")
    if resume:   # the regrets came back too: one more iteration matches
        sol2 = load(path)
        back.run(target=0, max_iterations=sol.iterations + 1)
        sol2.run(target=0, max_iterations=sol.iterations + 1)
        assert np.array_equal(back.strategy(), sol2.strategy())


def test_load_refuses_other_versions_and_junk(sol, tmp_path):
    path = tmp_path / "spot.oes"
    sol.save(path)
    data = path.read_bytes().replace(b'"format": 1', b'"format": 9', 1)
    path.write_bytes(data)
    with pytest.raises(ValueError, match="solve the spot again"):
        load(path)
    path.write_bytes(b"hello")
    with pytest.raises(ValueError, match="not a saved solution"):
        load(path)


def test_json_export(sol):
    node = json.loads(json.dumps(sol.to_json("check")))
    assert node["player"] == "ip" and node["actions"][0] == "check"
    assert sum(node["frequencies"].values()) == pytest.approx(1)
    for row in node["hands"][:20]:
        assert sum(row["strategy"]) == pytest.approx(1, abs=1e-5)
        assert 0 <= row["equity"] <= 1


def test_range_at_is_a_range_usable_elsewhere(sol):
    r = sol.range_at("bet 100", "oop")
    assert isinstance(r, oe.Range) and 0 < len(r) <= len(sol.hands("oop"))
    reach = sol.reach("bet 100", "oop")
    # the hands that bet most are in it at the top weight
    best = sol.hands("oop")[int(np.argmax(reach))]
    assert r.weight(best) == 100
    # usable back as range input, e.g. a breakdown on the board
    b = oe.analysis.breakdown(r, "Ks7d2c9h4s")
    assert len(b) == len(r)


@pytest.mark.parametrize("path", ["", "check/bet 50"])
def test_frequencies_and_categories_add_up(sol, path):
    freq = sol.frequencies(path)
    assert sum(freq.values()) == pytest.approx(1)
    rows = sol.by_category(path)
    assert sum(row["share"] for row in rows) == pytest.approx(1)
    total = {a: sum(row["share"] * row["actions"][a] for row in rows) for a in freq}
    for a in freq:
        assert total[a] == pytest.approx(freq[a], abs=1e-6)
    # by hand: the reach-weighted mean of the strategy
    reach = sol.reach(path, sol.player(path))
    strat = sol.strategy(path)
    for k, a in enumerate(sol.actions(path)):
        assert freq[a] == pytest.approx(float((reach * strat[:, k]).sum() / reach.sum()), abs=1e-9)


def test_values_are_consistent_with_the_totals(sol):
    for p, who in enumerate(("oop", "ip")):
        v = sol.values("", who)
        w = sol.spot.weights[p] * v["weight"]
        assert (w * v["ev"]).sum() / w.sum() == pytest.approx(sol.ev[p], rel=1e-4)


def test_plot_by_category(sol):
    pytest.importorskip("matplotlib")
    import matplotlib
    matplotlib.use("Agg")
    ax = sol.plot("check")
    assert ax.get_title() == "IP at check"
    assert len(ax.patches) == len(sol.actions("check")) * len(sol.by_category("check"))


def test_an_iteration_is_estimated_before_it_is_run(sol):
    assert 0 < sol.seconds_per_iteration() < 60

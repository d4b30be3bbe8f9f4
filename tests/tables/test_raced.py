"""The evolution program by racing (tables/raced.py) against the plain
program (tables/evolution.py) on Hold'em's 169 classes: the same good sets
round by round, the plain program's profits wherever a class ran a whole
round, fewer deals; its checkpoints resume; an ordering it makes records
what recomputes it."""

import pytest

np = pytest.importorskip("numpy")

from concurrent.futures import ThreadPoolExecutor  # noqa: E402

from omaha_eval.ranges import Range  # noqa: E402
from omaha_eval.ranges.orderings import Ordering, classes  # noqa: E402
from omaha_eval.tables.agreement import top_agreement  # noqa: E402
from omaha_eval.tables.evolution import evolve, round_segments  # noqa: E402
from omaha_eval.tables.raced import CUTS, cut_profits, evolve_raced  # noqa: E402
from evolution_replay import replay  # noqa: E402

ARGS = dict(rounds=8, base_trials=300)


def top(ordering, percent):
    """The range ``{percent}%`` cut by `ordering` (Range's own ordering= argument)."""
    return Range(f"{percent}%", ordering.game, ordering=ordering, hilo=ordering.hilo)


@pytest.fixture(scope="module")
def pool():
    with ThreadPoolExecutor(2) as ex:
        yield ex


@pytest.mark.parametrize("players,seed", [(10, 3), (6, 5)])
def test_the_same_good_sets_as_the_plain_program_round_by_round(pool, players, seed):
    plain = evolve("holdem", players=players, seed=seed, executor=pool, stages=4, **ARGS)
    raced = evolve_raced("holdem", players=players, seed=seed, executor=pool, **ARGS)
    for r in range(ARGS["rounds"]):
        assert np.array_equal(plain.good[r], raced.good[r]), r
        full = raced.deals[r] == plain.trials[r]
        # a class that ran the whole round had exactly the plain program's deals
        assert np.array_equal(plain.profit[r][full], raced.profit[r][full]), r
        assert (raced.deals[r] <= plain.trials[r]).all()
    plain_deals = 169 * sum(plain.trials)
    assert raced.total_deals() < 0.8 * plain_deals          # it did race
    assert (raced.deals[-1] < plain.trials[-1]).any() and (raced.deals[-1] == plain.trials[-1]).any()


@pytest.mark.skipif(not __import__("os").environ.get("OMAHA_EVAL_FULL_TESTS"),
                    reason="OMAHA_EVAL_FULL_TESTS=1: PLO4's 16,432 classes, 59 M deals each way (a minute)")
def test_plo4_with_few_deals_the_same_good_sets(pool):
    """PLO4, a fixed seed and few deals (three rounds from 512, stages from
    64 deals): the same good sets as the plain program. With skew=0 (z
    standard errors alone) one class stopped on the wrong side in round 1
    and the difference grew to 33 classes by round 3."""
    kw = dict(players=10, rounds=3, base_trials=512, seed=11, executor=pool, min_stage=64)
    plain = evolve("omaha", stages=4, **kw)
    raced = evolve_raced("omaha", **kw)
    assert all(np.array_equal(a, b) for a, b in zip(plain.good, raced.good))
    assert raced.total_deals() < 16432 * sum(plain.trials)


def test_stopped_classes_are_clear_of_zero_and_of_the_cuts(pool):
    r = evolve_raced("holdem", players=10, seed=7, executor=pool, **ARGS)
    last = len(r.trials) - 1
    stopped = r.deals[last] < r.trials[last]
    p, se = r.profit[last], r.std_error[last]
    n = r.deals[last][stopped]
    assert (np.abs(p[stopped]) >= r.z * se[stopped] + r.skew * r.z ** 2 * 10 / n).all()
    # their side of every cut was clear when they stopped (the cuts move a
    # little as the others' deals go on: half the margin is asked here)
    for t in cut_profits(p, classes("holdem").sizes.astype(float), r.cuts):
        assert (np.abs(p[stopped] - t) >= 0.5 * r.z_cut * se[stopped]).all(), t
    for r_ in range(last):
        early = r.deals[r_] < r.trials[r_]
        n = r.deals[r_][early]
        assert (np.abs(r.profit[r_][early]) >= r.z * r.std_error[r_][early] + r.skew * r.z ** 2 * 10 / n).all()


def test_round_segments():
    assert round_segments(19_200, 4, 256) == [300, 1200, 4800, 19_200]
    assert round_segments(2_400, 4, 256) == [600, 2400]
    assert round_segments(300, 4, 256) == [300]
    assert round_segments(1 << 20, 1, 256) == [1 << 20]


def test_cut_profits_by_counting():
    """The threshold at N% lies between the last class inside the top N%
    (counted in hands, best first) and the first outside."""
    sizes = classes("holdem").sizes.astype(float)
    rng = np.random.default_rng(1)
    profit = rng.normal(size=len(sizes))
    cuts = cut_profits(profit, sizes, CUTS)
    for pct, t in zip(CUTS, cuts):
        inside = sizes[profit > t].sum()
        assert inside <= pct / 100 * sizes.sum() + 1e-9
        assert inside + sizes[profit < t][np.argmax(profit[profit < t])] > pct / 100 * sizes.sum()


def test_a_resumed_build_is_the_same(pool, tmp_path):
    ckpt = tmp_path / "h"
    first = evolve_raced("holdem", players=6, seed=2, executor=pool, checkpoint=str(ckpt), rounds=4, base_trials=300)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert "h.round3.stage0" in files and len(files) > 4
    (tmp_path / "h.round3.stage1").unlink()   # as if the last sitting stopped there
    again = evolve_raced("holdem", players=6, seed=2, executor=pool, checkpoint=str(ckpt), rounds=4, base_trials=300)
    for a, b in zip(first.profit, again.profit):
        assert np.array_equal(a, b)
    assert all(np.array_equal(a, b) for a, b in zip(first.deals, again.deals))


def test_an_ordering_from_a_raced_build_recomputes_from_its_file(pool, tmp_path):
    r = evolve_raced("holdem", players=10, seed=4, executor=pool, **ARGS)
    path = str(tmp_path / "h.npz")
    Ordering.from_evolution(r, "test/holdem/raced", "1").save(path)
    o = Ordering.read(path)
    assert o.method.startswith("ppt-evolution-raced z=4 z_cut=2 skew=1 stages=4") and o.deals is not None
    assert top_agreement(o, o)[5] == 1.0
    sample = o.classes[[0, 5, 80, 168]].tolist()
    heroes = np.ascontiguousarray(classes("holdem").representatives(sample))
    for c, hero in zip(sample, heroes):
        assert abs(o.equity[list(o.classes).index(c)] - replay(o, c, hero)) < 1e-7


@pytest.mark.parametrize("kw, message", [
    (dict(z=0), "z=0"), (dict(z_cut=-1), "z_cut=-1"), (dict(stages=0), "stages=0"),
    (dict(min_stage=1.5), "min_stage=1.5"), (dict(skew=-1), "skew=-1"), (dict(cuts=(0,)), "cuts="),
    (dict(players=11), "players=11")])
def test_bad_arguments(kw, message):
    with pytest.raises((ValueError, TypeError), match=message):
        evolve_raced("holdem", **kw)


@pytest.mark.parametrize("six,hilo", [(False, False), (True, False), (False, True), (True, True)])
def test_every_plo5_percent_kind_cuts_its_raced_evolution_file(six, hilo):
    """Item 2: N% and N%6h in omaha5, high and Hi-Lo, cut the shipped raced
    evolution file of that kind, not the race (kept by name)."""
    from omaha_eval.ranges.orderings import ordering

    evo = ordering.percent_ordering("omaha5", six_handed=six, hilo=hilo)
    assert evo.method.startswith("ppt-evolution-raced") and evo.seats == (6 if six else 9)
    assert (evo.game, bool(evo.hilo)) == ("omaha5", hilo)
    race = ordering.load("omaha5", opponents=5 if six else 1, hilo=hilo)
    assert race.method == "race"
    text = "5%6h" if six else "5%"
    assert Range(text, game="omaha5", hilo=hilo) == top(evo, 5)
    assert Range(text, game="omaha5", hilo=hilo) != top(race, 5)


def test_a_missing_plo5_file_is_an_error_naming_it_not_the_race(monkeypatch, tmp_path):
    """An install without one of the four files says so; the race never
    stands in silently."""
    import shutil

    from omaha_eval.ranges.orderings import ordering

    data = tmp_path / "data"
    shutil.copytree(ordering.DATA_DIR, data)
    (data / "omaha5-hilo-6h.npz").unlink()
    monkeypatch.setattr(ordering, "DATA_DIR", str(data))
    monkeypatch.setattr(ordering, "_EVOLUTION_CACHE", {})
    monkeypatch.setattr(ordering, "_CACHE", {})
    with pytest.raises(ValueError, match="'omaha5-hilo-6h.npz' is missing from this install"):
        Range("5%6h", game="omaha5", hilo=True)
    assert Range("5%6h", game="omaha5") == top(ordering.load_evolution("omaha5", six_handed=True), 5)

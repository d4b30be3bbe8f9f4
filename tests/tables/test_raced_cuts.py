"""The raced build's parameters each change what it deals (issue 58): the
cut points' margin ``z_cut`` (a wider one stops fewer classes near the
cuts, so the build deals more), and a first stage of exactly
``min_stage`` deals is dealt as a stage of its own. Hold'em, seeded: the
totals are pinned as well as ordered."""
import pytest

np = pytest.importorskip("numpy")

from omaha_eval.tables.evolution import round_segments  # noqa: E402
from omaha_eval.tables.raced import evolve_raced  # noqa: E402

# two rounds of 4,096 and 8,192 deals a class, three stages each (about a second a build)
SMALL = dict(players=6, rounds=2, base_trials=4096, stages=3)


@pytest.fixture(scope="module")
def by_margin():
    return {z_cut: evolve_raced("holdem", z_cut=z_cut, **SMALL) for z_cut in (1.0, 3.0, 4.0)}


def test_a_wider_cut_margin_deals_more(by_margin):
    totals = {z_cut: r.total_deals() for z_cut, r in by_margin.items()}
    # every class's plain program would deal 169 * (4096 + 8192) = 2,076,672
    assert totals[1.0] < totals[3.0] < totals[4.0] < 169 * (4096 + 8192)
    assert (totals[1.0], totals[3.0]) == (1_497_600, 1_731_072)


def test_the_cut_margin_acts_in_the_last_round_only(by_margin):
    # only the last round's order near the cuts is read: round 1 stops by z alone
    loose, tight = by_margin[1.0], by_margin[3.0]
    assert np.array_equal(loose.deals[0], tight.deals[0])
    assert not np.array_equal(loose.deals[1], tight.deals[1])


def test_a_stage_of_exactly_min_stage_deals_is_kept():
    # 1024 deals in four stages: 16, 64 (under 256, skipped), 256, then 1024
    assert round_segments(1024, 4, 256) == [256, 1024]
    assert round_segments(1024, 2, 256) == [256, 1024]
    assert round_segments(1024, 2, 257) == [1024]
    r = evolve_raced("holdem", players=6, rounds=1, base_trials=1024, stages=4, min_stage=256)
    # some classes stopped after the 256-deal stage, the others ran to the end
    assert set(r.deals[0].tolist()) == {256, 1024}

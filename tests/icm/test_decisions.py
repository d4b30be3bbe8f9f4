"""All-in decisions, deals, bad input and the command line."""
import pytest

from omaha_eval import icm
from omaha_eval.cli import main

from . import reference


def test_folding_and_calling_are_valued_by_the_stacks_each_leaves():
    stacks, payouts = [5000, 3000, 2000], [50, 30, 20]
    r = icm.allin(stacks, payouts, caller=1, shover=0, win=0.6, tie=0.1)
    # fold: nothing posted, stacks unchanged; call: 3000 each, the caller doubles or busts (third: 20)
    assert r.fold == pytest.approx(reference.equities(stacks, payouts)[1], abs=1e-12)
    assert r.call_win == pytest.approx(reference.equities([2000, 6000, 2000], payouts)[1], abs=1e-12)
    assert r.call_lose == 20
    assert r.call_tie == pytest.approx(r.fold, abs=1e-12)
    assert r.call == pytest.approx(0.6 * r.call_win + 0.1 * r.call_tie + 0.3 * r.call_lose, abs=1e-12)
    assert r.chip_ev == pytest.approx(0.6 * 3000 - 0.3 * 3000)
    at = icm.allin(stacks, payouts, caller=1, shover=0, win=r.break_even, tie=0.1)
    assert at.call == pytest.approx(at.fold, abs=1e-9)


def test_posted_chips_go_to_the_pot():
    stacks, payouts = [5000, 3000, 2000], [50, 30, 20]
    r = icm.allin(stacks, payouts, caller=2, shover=0, win=0.5, posted=[0, 100, 200])
    assert r.fold == pytest.approx(reference.equities([5300, 2900, 1800], payouts)[2], abs=1e-12)
    assert r.call_win == pytest.approx(reference.equities([3000, 2900, 4100], payouts)[2], abs=1e-12)
    assert r.chip_ev == pytest.approx(0.5 * 4100 - 1800)


def test_a_short_stack_losing_is_placed_below_everyone_left():
    r = icm.allin([100, 5000, 5000], [50, 30, 20], caller=0, shover=1, win=0)
    assert r.call == 20 and r.call_lose == 20


def test_deals():
    stacks, payouts = [5000, 3000, 2000], [50, 30, 20]
    assert icm.deal(stacks, payouts) == pytest.approx(reference.equities(stacks, payouts), abs=1e-12)
    assert icm.deal(stacks, payouts, "chip-chop") == pytest.approx((40, 32, 28))
    assert sum(icm.deal([7, 2, 1, 1], [10, 5], "chipchop")) == pytest.approx(15)


@pytest.mark.parametrize("stacks,payouts,words", [
    ([100, 0, 50], [10], "stack of player 2: 0"),
    ([100, -5], [10], "stack of player 2: -5"),
    ([], [10], "at least one"),
    ([100, float("nan")], [10], "finite"),
    ([100, 50], [10, -1], "payout of place 2: -1"),
    ([100, 50], [10, 5, 1], "3 paid places for 2 players"),
    ([100, 50], [], "at least first place"),
])
def test_bad_input_is_refused_by_name(stacks, payouts, words):
    with pytest.raises(ValueError, match=words.replace("(", r"\(")):
        icm.icm_equity(stacks, payouts)


def test_other_bad_arguments():
    with pytest.raises(ValueError, match="method 'fast'"):
        icm.icm_equity([1, 2], [1], method="fast")
    with pytest.raises(TypeError, match="stacks"):
        icm.icm_equity("5000 3000", [1])
    with pytest.raises(ValueError, match="bounties: 1 values for 2 players"):
        icm.icm_equity([1, 2], [1], bounties=[3])
    with pytest.raises(ValueError, match="trials 1"):
        icm.icm_equity([1, 2], [1], method="montecarlo", trials=1)
    with pytest.raises(ValueError, match="caller 3"):
        icm.allin([1, 2, 3], [1], caller=3, shover=0, win=0.5)
    with pytest.raises(ValueError, match="win 1.5"):
        icm.allin([1, 2, 3], [1], caller=1, shover=0, win=1.5)
    with pytest.raises(ValueError, match="add up to more than 1"):
        icm.allin([1, 2, 3], [1], caller=1, shover=0, win=0.7, tie=0.4)
    with pytest.raises(ValueError, match="both player 1"):
        icm.allin([1, 2, 3], [1], caller=1, shover=1, win=0.5)
    with pytest.raises(ValueError, match="deal method"):
        icm.deal([1, 2], [1], "even")
    with pytest.raises(ValueError, match="paid places 3"):
        icm.place_probabilities([1, 2], 3)


def test_the_command_line(capsys):
    assert main(["icm", "5000", "3000", "2000", "--payouts", "50", "30", "20"]) == 0
    out = capsys.readouterr().out
    assert "32.7500" in out and "38.3929" in out and "method: exact" in out
    assert main(["icm", "5000", "3000", "--payouts", "50", "30", "20"]) == 2
    assert "3 paid places for 2 players" in capsys.readouterr().err
    assert main(["icm", "10", "10", "--payouts", "1", "--method", "montecarlo", "--seed", "3",
                 "--trials", "100", "--deal", "chip-chop"]) == 0
    out = capsys.readouterr().out
    assert "Monte Carlo, 100 trials, seed 3" in out and "deal (chip-chop): 0.50, 0.50" in out

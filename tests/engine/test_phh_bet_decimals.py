"""A PHH file that records no results and whose bets carry more decimals
than its stacks and blinds (issue 58): the chip scale is read from every
amount of the file, the bets' included, so a raise to 2.25 with whole
stacks plays at a scale of 100. (The round-trip tests write finishing
stacks, which carry the decimals themselves, so they cannot see this.)"""
import pytest

from omaha_eval.engine.histories import from_phh, read_phh, to_phh


def phh(stacks, blinds, actions):
    return "\n".join(['variant = "NT"', "antes = [0, 0, 0]", f"blinds_or_straddles = {blinds}", "min_bet = 1",
                      f"starting_stacks = {stacks}", "actions = [" + ", ".join(f'"{a}"' for a in actions) + "]", ""])


DEAL = ["d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 7c2d"]
# (file, chip scale, each wager (kind, seat, chips), stacks at the end in chips)
CASES = [
    # the small blind raises to 2.25 and the big blind folds: 0.50 + 1 + 1.25 = 2.75 won, 1 of it the big blind's
    (phh([100, 100, 100], [0.5, 1, 0], DEAL + ["p3 f", "p1 cbr 2.25", "p2 f"]),
     100, [("raise", 0, 225)], [10_100, 9_900, 10_000]),
    # whole blinds and stacks, a flop bet of 3.125 called: aces win 2 + 2 + 3.125 from the kings
    (phh([50, 50, 50], [1, 2, 0], DEAL + ["p3 f", "p1 cc", "p2 cc", "d db 9c8d3h", "p1 cbr 3.125", "p2 cc",
                                          "d db 4s", "p1 cc", "p2 cc", "d db Td", "p1 cc", "p2 cc"]),
     1000, [("call", 0, 1000), ("bet", 0, 3125), ("call", 1, 3125)], [55_125, 44_875, 50_000]),
]


@pytest.mark.parametrize("text,scale,wagers,finish", CASES)
def test_bets_set_the_chip_scale_of_a_file_without_results(text, scale, wagers, finish):
    assert "finishing_stacks" not in text and "winnings" not in text
    hand = from_phh(text)
    assert hand.is_over and hand.game.chip_scale == scale
    assert [(e.kind, e.seat, e.amount) for e in hand.history if e.kind in ("raise", "bet", "call")] == wagers
    assert hand.stacks == finish
    # the reader that refuses a bad hand reads it too, and it writes back with its decimals
    (record,) = read_phh(text)
    assert record.ok and record.hand.game.chip_scale == scale
    assert from_phh(to_phh(hand)).stacks == finish

"""Issue 54, item 3: one "this hand against each opponent hand" kernel.
``oe.equity_each`` on a flop, turn or river and the analysis package's
equity distributions both count with the equity engine's ``against_each``
(src/oe_analysis.c: oe_each_runouts); the exact job's one-against-many
(src/oe_rangeq_each.c, ``each.by_exact_job``), which ran before, is kept
for boards of none or one card and is the oracle here: the same wins,
losses and boards, and the same share of the pot, row by row."""
import random

import pytest

np = pytest.importorskip("numpy")

import omaha_eval as oe  # noqa: E402
from omaha_eval.core import _core  # noqa: E402
from omaha_eval.equity_engine import each  # noqa: E402


def deal(rng, nhole, nboard, nopp):
    deck = list(range(52))
    rng.shuffle(deck)
    hero, board, dead = deck[:nhole], deck[nhole:nhole + nboard], deck[nhole + nboard:nhole + nboard + 1]
    rest = deck[nhole + nboard + 1:]
    opp = [sorted(rng.sample(rest + hero[:1], nhole)) for _ in range(nopp)]  # some rows hold a hero card
    return hero, board, dead, np.array(opp, dtype=np.uint8)


@pytest.mark.parametrize("game,nhole", [("holdem", 2), ("omaha", 4), ("omaha5", 5)])
@pytest.mark.parametrize("nboard", [3, 4, 5])
@pytest.mark.parametrize("hilo", [False, True])
def test_the_kernel_counts_as_the_exact_job(game, nhole, nboard, hilo):
    if hilo and game == "holdem":
        pytest.skip("Hold'em has no low")
    rng = random.Random(nhole * 100 + nboard * 10 + hilo)
    hero, board, dead, opp = deal(rng, nhole, nboard, 40 if nboard > 3 or nhole < 5 else 12)
    won, boards, wins, losses, _, _ = each.against_each(hero, board, dead, game == "holdem", hilo, opp)
    share, o_wins, o_losses, o_boards = each.by_exact_job(hero, opp, board, dead, nhole, hilo, 1)
    assert boards.tolist() == o_boards.tolist()
    assert wins.tolist() == o_wins.tolist() and losses.tolist() == o_losses.tolist()
    assert (won.astype(np.uint64) * (_core.POT_UNITS // 4)).tolist() == share.tolist()
    assert (boards == 0).any() and (boards > 0).any()  # both kinds of row were there


def test_equity_each_answers_as_before_on_every_board():
    # the public face: the kernel's arrays made into the same result as the exact job's
    rng = random.Random(7)
    for nboard in (0, 3, 4, 5):
        hero, board, dead, opp = deal(rng, 4, nboard, 6 if nboard else 2)
        r = oe.equity_each(hero, opp, board=board, dead=dead, game="omaha")
        share, wins, losses, boards = each.by_exact_job(hero, opp, board, dead, 4, False, 1)
        keep = np.flatnonzero(boards > 0)
        nb = boards[keep].astype(np.float64)
        assert r.index.tolist() == keep.tolist() and r.boards.tolist() == boards[keep].tolist()
        assert r.equity.tolist() == (share[keep].astype(np.float64) / _core.POT_UNITS / nb).tolist()
        assert r.win.tolist() == (wins[keep] / nb).tolist() and r.lose.tolist() == (losses[keep] / nb).tolist()


def test_the_binding_checks_its_outputs():
    opp = np.array([[0, 1, 2, 3]], dtype=np.uint8)
    won, boards = np.zeros(1, np.uint32), np.zeros(1, np.uint32)
    with pytest.raises(ValueError, match="come together"):
        _core.each_runouts([51, 47, 43, 39], [20, 24, 28], [], False, False, opp, won, boards,
                           wins=np.zeros(1, np.uint32))
    with pytest.raises(ValueError, match=r"expected 3 \(flop\), 4 \(turn\) or 5"):
        _core.each_runouts([51, 47, 43, 39], [], [], False, False, opp, won, boards)

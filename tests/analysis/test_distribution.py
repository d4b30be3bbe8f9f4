"""Equity distributions against exact enumeration by the reference."""
import random

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.analysis import distribution  # noqa: E402

import reference as R  # noqa: E402

from . import oracle as O  # noqa: E402


def R_cards(text):
    from omaha_eval.core.cards import parse_cards
    return [int(c) for c in parse_cards(text)]


def exact(hero, villain, board, hilo):
    return R.equity_by_enumeration([hero, villain], board, hilo=hilo)[0][0]


@pytest.mark.parametrize("hilo", [False, True])
def test_each_opponent_on_the_turn(hilo):
    rng = random.Random(f"dist-{hilo}")
    for _ in range(O.boards(4)):
        hole, board, _ = O.deal(rng, 4, 4)
        live = [c for c in range(52) if c not in hole + board]
        hands = [rng.sample(live, 4) for _ in range(8)]
        d = distribution(hole, board, hands, hilo=hilo)
        assert d.opponents.tolist() == hands
        assert d.equity.tolist() == pytest.approx([exact(hole, h, board, hilo) for h in hands])


def test_flop_with_turn_equities():
    hero, board = [51, 47, 26, 22], [50, 33, 4]   # As Ks Qh Jh on Ah Tc 3c
    hands = [[49, 45, 0, 1], [30, 31, 17, 13], [48, 44, 40, 36]]
    d = distribution(hero, board, hands)
    assert d.equity.tolist() == pytest.approx([exact(hero, h, board, False) for h in hands])
    for turn in (2, 18, 40):  # a card no hand holds, one a hand holds, another
        kept = [h for h in hands if turn not in h]
        expect = sum(exact(hero, h, board + [turn], False) for h in kept) / len(kept)
        assert d.turn_equity[turn] == pytest.approx(expect)
    assert len(d.turn_equity) == 52 - 4 - 3


def test_incompatible_hands_dropped_and_histogram():
    hands = ["QhQc2d2c", "AsQcTd9d", "7h7c5d4s", "2h2c3s4s"]
    d = distribution("AsKsQdJd", "AdKh3s", hands)
    assert d.opponents.shape == (2, 4)          # As and 3s are taken
    hero, board = R_cards("AsKsQdJd"), R_cards("AdKh3s")
    equities = [exact(hero, R_cards(h), board, False) for h in (hands[0], hands[2])]
    assert d.equity.tolist() == pytest.approx(equities)
    counts, edges = d.histogram(4)
    assert counts == [sum(1 for e in equities if i / 4 <= e < (i + 1) / 4 or (i == 3 and e == 1)) for i in range(4)]
    assert edges == [0.0, 0.25, 0.5, 0.75, 1.0]
    assert d.mean == pytest.approx(sum(equities) / 2)


def test_weights_and_array_input():
    class Range:
        hands = np.array([[48, 44, 40, 36], [30, 31, 17, 13]], dtype=np.uint8)
        weights = np.array([1, 3])
    hero, board = [51, 47, 26, 22], [50, 33, 4, 8]
    d = distribution(hero, board, Range())
    equities = [exact(hero, list(h), board, False) for h in Range.hands.tolist()]
    assert d.equity.tolist() == pytest.approx(equities)
    assert d.mean == pytest.approx((equities[0] + 3 * equities[1]) / 4)
    expect = [0, 0]
    for e, w in zip(equities, (1, 3)):
        expect[0 if e < 0.5 else 1] += w
    assert d.histogram(2)[0] == expect


def test_plot(tmp_path):
    pytest.importorskip("matplotlib")
    d = distribution("AsKsQdJd", "AdKh3s", ["QhQc2d2c", "7h7c5d4s"])
    out = tmp_path / "dist.png"
    d.plot(str(out))
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and out.stat().st_size > 1000


def test_plot_panels_show_the_histogram_and_the_turn_equities():
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt

    d = distribution("AsKsQdJd", "AdKh3s", ["QhQc2d2c", "7h7c5d4s", "9c9d8c8d"])
    fig = d.plot(buckets=4, title="spot")
    try:
        hist, curve, turns = fig.axes
        assert [round(p.get_height()) for p in hist.patches] == d.histogram(4)[0]
        assert [round(p.get_x(), 9) for p in hist.patches] == [0.0, 0.25, 0.5, 0.75]
        assert [p.get_height() for p in turns.patches] == sorted(d.turn_equity.values(), reverse=True)
        assert len(turns.patches) == 52 - 4 - 3 and fig._suptitle.get_text() == "spot"
        x, y = curve.lines[0].get_data()
        assert list(y) == sorted(d.equity.tolist(), reverse=True) and x[-1] == pytest.approx(1.0)
    finally:
        plt.close(fig)
    river = distribution("AsKsQdJd", "AdKh3s2c2d", ["QhQc8d8c", "7h7c5d4s"])
    fig = river.plot()
    try:
        assert len(fig.axes) == 2     # no turn panel on the river
    finally:
        plt.close(fig)


def test_flop_hilo_and_river():
    hero, board = [48, 4, 9, 22], [0, 13, 30]          # Ac 3c 4d 7h on 2c 5d 9h
    hands = [[49, 1, 14, 40], [8, 12, 16, 20]]
    d = distribution(hero, board, hands, hilo=True, turns=False)
    assert d.equity.tolist() == pytest.approx([exact(hero, h, board, True) for h in hands])
    river = board + [44, 5]
    d = distribution(hero, river, hands, hilo=True)
    assert d.equity.tolist() == pytest.approx([exact(hero, h, river, True) for h in hands])
    assert d.turn_equity is None


@pytest.mark.parametrize("hilo", [False, True])
def test_the_equity_engine_agrees(hilo):
    """The equity engine's equity_each (the same kernel through the engine's face) gives the same
    numbers; tests/equity_engine/test_each_kernel.py holds the kernel to the exact job."""
    import omaha_eval as oe

    hero, board = [51, 47, 26, 22], [50, 33, 4, 8]
    hands = [[49, 45, 0, 1], [30, 31, 17, 13], [48, 44, 40, 36], [51, 1, 2, 3]]
    ours = distribution(hero, board, hands, hilo=hilo)
    theirs = oe.equity_each(hero, ours.opponents.tolist(), board=board, game="omaha", hilo=hilo)
    assert list(theirs.equity) == pytest.approx(ours.equity.tolist())

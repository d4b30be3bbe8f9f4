"""The Range object: size, iteration, membership, weights, arrays, known
cards, set operations, text; percent ranges on a fake ordering."""
import pytest

np = pytest.importorskip("numpy")

import omaha_eval as oe  # noqa: E402
from omaha_eval.ranges import Range  # noqa: E402


def test_exported():
    assert oe.Range is Range
    assert "Range" in oe.__all__


def test_len_iter_contains():
    r = Range("AA$ds", game="omaha")
    assert len(r) == 864
    hands = list(r)
    assert len(hands) == 864 and len(set(hands)) == 864
    assert all(h in r for h in hands[:50])
    assert "AsAhKsKh" in r and "AsAhKsKd" not in r
    assert [51, 50, 47, 46] in r  # card numbers work too


def test_hands_and_weights_arrays():
    r = Range("AA@10,KK@8,QQ@5", game="omaha")
    hands, weights = r.hands, r.weights
    assert hands.dtype == np.uint8 and hands.shape == (len(r), 4)
    assert np.issubdtype(weights.dtype, np.integer) and weights.shape == (len(r),)
    assert (np.diff(hands.astype(int), axis=1) < 0).all()  # highest card first
    by_hand = dict(zip(map(tuple, hands.tolist()), weights.tolist()))
    assert by_hand[(51, 50, 47, 46)] == 10  # AsAhKsKh: in AA and KK, the larger weight
    assert r.weight("KsKh2c3d") == 8 and r.weight("QsQh2c3d") == 5 and r.weight("2s3h4c5d") == 0
    assert r.weighted and not Range("AA", game="omaha").weighted
    assert set(Range("AA", game="omaha").weights.tolist()) == {1}


def test_paren_weight():
    r = Range("(AA,KK)@7,QQ@2", game="omaha")
    assert r.weight("AsAh2c3d") == 7 and r.weight("QsQh2c3d") == 2


def test_without():
    r = Range("AA", game="omaha")
    w = r.without("AdKs3s")
    brute = sum(1 for h in r if not ({"Ad", "Ks", "3s"} & {h[i:i + 2] for i in range(0, 8, 2)}))
    assert len(w) == brute
    assert Range(str(w), game="omaha") == w


def test_without_keeps_weights():
    r = Range("AA@10,KK@3", game="omaha")
    w = r.without(["As", "Kd"])
    for hand, weight in zip(w.hands[:200].tolist(), w.weights[:200].tolist()):
        assert r.weight(hand) == weight


def test_set_operations():
    a = Range("AA", game="omaha")
    b = Range("$ds", game="omaha")
    assert len(a & b) == 864
    assert len(a | b) == len(a) + len(b) - 864
    assert len(a - b) == len(a) - 864
    assert (a & "$ds") == (a & b)
    assert Range(str(a | b), game="omaha") == (a | b)
    assert Range(str(a - b), game="omaha") == (a - b)
    with pytest.raises(ValueError):
        a | Range("AA", game="holdem")
    with pytest.raises(TypeError):
        a | 3


def test_str_repr():
    r = Range("AA$ds", game="omaha")
    assert str(r) == "AA$ds"
    assert repr(r) == "Range('AA$ds', game='omaha')  # 864 hands"


def test_share():
    assert Range("*", game="holdem").share == 1.0
    assert Range("AA", game="holdem").share == pytest.approx(6 / 1326)


class FakeOrdering:
    """Hold'em: the 13 pairs best first (aces down), then everything else."""
    name = "fake"
    version = "1"
    game = "holdem"

    def __init__(self):
        pairs = [Range(r + r, game="holdem").hands for r in "AKQJT98765432"]
        rest = Range("*!RR", game="holdem").hands
        self.class_sizes = np.array([6] * 13 + [len(rest)])
        self._hands = np.concatenate(pairs + [rest])

    def hands_in_order(self):
        return self._hands


def test_percent_with_an_ordering():
    o = FakeOrdering()
    # 5% of 1326 = 66.3 hands: 11 pair classes (66 hands) fit, the 12th does not
    assert Range("5%", game="holdem", ordering=o) == Range("44+", game="holdem")
    # 10% = 132.6: all 13 pairs; the last class (1248 hands) does not fit
    assert Range("10%", game="holdem", ordering=o) == Range("22+", game="holdem")
    assert Range("5%-10%", game="holdem", ordering=o) == Range("33-22", game="holdem")
    assert len(Range("100%", game="holdem", ordering=o)) == 1326
    assert Range("5%:AA", game="holdem", ordering=o) == Range("AA", game="holdem")
    assert Range("5%6h", game="holdem", ordering=o) == Range("44+", game="holdem")


@pytest.mark.thread_unsafe
def test_percent_loads_the_shipped_ordering_lazily(monkeypatch):
    import omaha_eval.ranges.c_parser as c_parser  # where Range loads orderings (it reads text in C)
    calls = []

    def load(game, six_handed, hilo):
        calls.append((game, six_handed, hilo))
        return FakeOrdering()
    monkeypatch.setattr(c_parser, "load_ordering", load)
    assert len(Range("5%6h", game="holdem")) == 66
    assert calls == [("holdem", True, False)]


def test_percent_bad_ordering():
    class Wrong(FakeOrdering):
        def hands_in_order(self):
            return self._hands[:, :1]
    with pytest.raises(ValueError, match="shape"):
        Range("5%", game="holdem", ordering=Wrong())


def test_unweighted_part_beside_a_weighted_group_keeps_the_larger_weight():
    r = Range("(AA@5,KK@2),QQ", game="omaha")
    assert r.weight("AsAhQsQh") == 5 and r.weight("KsKhQsQh") == 2 and r.weight("QsQh2c3d") == 1

"""Bad input raises ValueError or TypeError naming what is wrong."""
import pytest

from omaha_eval import analysis as A


@pytest.mark.parametrize("call,match", [
    (lambda: A.nuts("AsKs"), "2 board cards"),
    (lambda: A.nuts("AsKsQsJsTs9s"), "too many|6 board cards"),
    (lambda: A.nuts("AsAsQs"), "duplicate card As"),
    (lambda: A.nuts("AsKsQs", game="stud"), "unknown game"),
    (lambda: A.nuts("AsKsQs", dead="As"), "duplicate card As"),
    (lambda: A.nut_low("AsKsQs", game="holdem"), "Hold'em has no"),
    (lambda: A.is_nuts("AsKdQh", "2c3c4c"), "3 hole cards"),
    (lambda: A.is_nuts("AsKdQhJh", "AsKs4c"), "duplicate card As"),
    (lambda: A.nut_rank("AsKdQhJh", "2c3c4c", game="omaha5"), "needs 5 hole cards"),
    (lambda: A.nut_rank("AsKd", "2c3c4c", hilo=True), "Hold'em has no"),
    (lambda: A.strength("AsKdQhJh", "2c3c4c", opponents=["2c5d6d7d"]), None),  # skipped, not an error
    (lambda: A.strength("AsKdQhJh", "2c3c4c", opponents=["5d6d7d"]), "expected 4"),
    (lambda: A.strength("AsKdQhJh", "2c3c4c", opponents=5), "expected range text"),
    (lambda: A.strength("AsKdQhJh", "2c3c4c", opponents="AAKKQ"), "more cards"),
    (lambda: A.strength("AsKdQhJh", "2c3c4c", opponents=["5d5d7d8d"]), "duplicate"),
    (lambda: A.outs_to("AsKdQhJh", "2c3c4c5c6c", "flush"), "5 \\(river\\)|expected 3"),
    (lambda: A.outs_to("AsKdQhJh", "2c3c4c", "flushy"), "unknown hand category"),
    (lambda: A.outs_to("AsKdQhJh", "2c3c4c", 5), "expected a Category"),
    (lambda: A.outs_to_low("AsKd", "2c3c4c"), "Hold'em has no"),
    (lambda: A.outs("AsKdQhJh", "2c3c4c", ["AsKcQcJc"]), "duplicate card As"),
    (lambda: A.outs("AsKdQhJh", "2c3c4c", ["5d6d7d8d", "5d9h9d9s"]), "duplicate card 5d"),
    (lambda: A.outs("AsKdQhJh", "2c3c4c", "5d6d7d8d"), "expected a list"),
    (lambda: A.outs("AsKdQhJh", "2c3c4c", []), "no opponents"),
    (lambda: A.outs("AsKdQhJh", "2c3c4c", ["5d6d7d8d", ["9h9d9s9c", "TcTdThTs"]]), "is a range"),
    (lambda: A.outs("AsKd", "2c3c4c", ["5d6d"], hilo=True), "Hold'em has no"),
    (lambda: A.analyze("AsKdQhJh", "2c3c"), "2 board cards"),
    (lambda: A.analyze(None, "2c3c4c"), "have type NoneType"),
    (lambda: A.analyze(["As", 99, "Qh", "Jh"], "2c3c4c"), "out of range"),
])
def test_bad_input(call, match):
    if match is None:
        call()
        return
    with pytest.raises((ValueError, TypeError), match=match):
        call()


def test_distribution_bad_input():
    pytest.importorskip("numpy")
    with pytest.raises(ValueError, match="Hold'em has no"):
        A.distribution("AsKd", "2c3c4c", ["5d6d"], hilo=True)
    with pytest.raises(ValueError, match="buckets"):
        A.distribution("AsKdQhJh", "2c3c4c", ["5d6d7d8d"]).histogram(0)

    class BadWeights:
        hands = [[20, 21, 22, 23]]
        weights = [0]
    with pytest.raises(ValueError, match="weights"):
        A.distribution("AsKdQhJh", "2c3c4c", BadWeights())


def test_core_bindings_refuse_or_survive_hostile_buffers():
    from array import array

    from omaha_eval.core import _core
    junk = array("H", [65535] * _core.PAIR_CELLS)   # values past any histogram
    hist = array("Q", bytes(8 * _core.HIGH_SLOTS))
    assert _core.table_histogram(junk, (1 << 52) - 1, 4, hist, False) == 270725 and sum(hist) == 0
    with pytest.raises(ValueError, match="pair table holds"):
        _core.table_best(array("H", [1, 2, 3]), 7)
    with pytest.raises(ValueError, match="histogram holds"):
        _core.table_histogram(junk, 7, 2, array("Q", bytes(8)), False)
    with pytest.raises(ValueError, match="cards per hand"):
        _core.table_histogram(junk, 7, 7, hist, False)
    with pytest.raises(ValueError, match="duplicate"):
        _core.table_hands(junk, memoryview(bytes([1, 1])).cast("B", (1, 2)), 0, array("H", [0]))
    with pytest.raises(ValueError, match="outside 0..51"):
        _core.table_hands(junk, memoryview(bytes([1, 99])).cast("B", (1, 2)), 0, array("H", [0]))

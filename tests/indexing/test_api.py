"""The Python API: names, errors, the module functions, and agreement with
the preflop classes omaha_eval.tables uses."""
import pytest

np = pytest.importorskip("numpy")

import omaha_eval.indexing as indexing  # noqa: E402
from omaha_eval.indexing import HandIndexer  # noqa: E402
from omaha_eval.ranges.orderings import all_hands, classes  # noqa: E402

from .reference import FULL  # noqa: E402


@pytest.mark.parametrize("game,k", [("holdem", 2), ("omaha", 4)] + ([("omaha5", 5), ("omaha6", 6)] if FULL else []))
def test_preflop_agrees_with_the_tables_classes(game, k):
    """The same partition of every starting hand: a bijection between the
    two numberings, and the same class sizes."""
    hands = all_hands(k)
    hc = classes(game)
    ours, sizes = indexing.indexer(game).index_array(hands)
    theirs = hc.lookup(hands)
    pairs = np.unique(np.stack([ours.astype(np.int64), theirs], axis=1), axis=0)
    assert len(pairs) == hc.count == indexing.indexer(game).count(0)
    assert np.array_equal(hc.sizes[theirs], sizes)


def test_index_and_unindex():
    ix = HandIndexer("omaha")
    r, i, size = ix.index_and_size("AsAhKsKh", "2c3d4h5s6s")
    assert r == 3 and size == 24  # four suits, each different: 24 relabellings
    assert ix.index("AsAhKsKh2c3d4h5s6s") == i
    assert ix.index(ix.unindex("river", i)) == i
    assert ix.class_size(3, i) == 24
    assert ix.index_and_size("AsAhKsKh")[2] == 6  # swap c/d: the same deal
    assert indexing.index("AsKs") == indexing.index("AdKd") != indexing.index("AsKd")
    assert [str(c) for c in indexing.unindex("preflop", indexing.index("AsKs"), game="holdem")] == ["Ks", "As"]
    assert indexing.index("AsKsQsJsTs", "9s", game="courchevel") == \
        indexing.index("AhKhQhJhTh", "9h", game="courchevel")


def test_bad_input():
    ix = HandIndexer("holdem")
    with pytest.raises(ValueError, match="unknown game"):
        HandIndexer("stud")
    with pytest.raises(ValueError, match="ordering"):
        HandIndexer("holdem", "sorted")
    with pytest.raises(ValueError, match="3 cards"):
        ix.index("AsKsQs")
    with pytest.raises(ValueError):
        ix.index("AsAs")
    with pytest.raises(ValueError, match="share a card"):
        ix.index("AsKs", board="As2c3c")
    with pytest.raises(ValueError, match="expected 0..168"):
        ix.unindex("preflop", 169)
    with pytest.raises(ValueError, match="expected 0..168"):
        ix.class_size(0, -1)
    with pytest.raises(TypeError):
        ix.unindex(0, 1.5)
    with pytest.raises(ValueError, match="round"):
        ix.count("showdown")
    with pytest.raises(TypeError):
        ix.count(True)
    with pytest.raises(ValueError, match=r"row 1\) repeats a card"):
        ix.index_array(np.array([[0, 1], [5, 5]]))
    with pytest.raises(ValueError, match="outside 0..51"):
        ix.index_array(np.array([[0, 52]]))
    with pytest.raises(TypeError):
        ix.index_array(np.array([[0.0, 1.0]]))
    with pytest.raises(ValueError, match="index 169"):
        ix.unindex_array(0, [0, 169])
    empty, sizes = ix.index_array(np.zeros((0, 2), dtype=np.uint8))
    assert empty.shape == (0,) and sizes.shape == (0,)


def test_counts_table():
    rows = indexing.counts_table(["holdem"])
    assert rows[0] == ("holdem", "street", {"preflop": 169, "flop": 1286792, "turn": 55190538,
                                            "river": 2428287420})

"""Class counts: the known values, Burnside's lemma for every game, round
and ordering, and class sizes that add up to the number of deals."""
import pytest

np = pytest.importorskip("numpy")

from omaha_eval import _core  # noqa: E402
from omaha_eval.indexing import ORDERINGS, HandIndexer, indexer  # noqa: E402

from .reference import FULL, burnside_count, deals  # noqa: E402

GAMES = ("holdem", "omaha", "omaha5", "omaha6", "courchevel")


def test_known_counts():
    holdem = HandIndexer("holdem", "street")
    assert holdem.counts() == {"preflop": 169, "flop": 1_286_792, "turn": 55_190_538, "river": 2_428_287_420}
    board = HandIndexer("holdem", "board")
    assert [board.count(r) for r in range(4)] == [169, 1_286_792, 13_960_050, 123_156_254]
    assert HandIndexer("omaha").count("preflop") == 16_432


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("ordering", ORDERINGS)
def test_burnside(game, ordering):
    ix = indexer(game, ordering)
    for r in range(4):
        groups = ix.groups(r)
        assert ix.count(r) == burnside_count(groups), (game, ordering, r, groups)
        assert ix.deals(r) == deals(groups)


def test_groups():
    assert indexer("omaha", "street").groups("river") == (4, 3, 1, 1)
    assert indexer("omaha", "board").groups("river") == (4, 5)
    assert indexer("courchevel", "street").groups("preflop") == (5, 1)
    assert indexer("courchevel", "street").groups("flop") == (5, 1, 2)
    assert indexer("courchevel", "board").groups("flop") == (5, 3)
    assert indexer("holdem", "board").groups(0) == (2,)


@pytest.mark.parametrize("groups", [(2,), (2, 3), (4,), (5,), (6,)] + ([(5, 1)] if FULL else []))
def test_class_sizes_add_up(groups):
    """Every index of the round, back to its deal: the sizes sum to the deals."""
    r = _core.IndexRound(groups)
    idx = np.arange(r.count, dtype=np.uint64)
    cards = np.empty((r.count, r.ncards), dtype=np.uint8)
    sizes = np.empty(r.count, dtype=np.uint8)
    r.unindex_rows(idx, cards, sizes)
    assert int(sizes.astype(np.int64).sum()) == deals(groups)
    back = np.empty(r.count, dtype=np.uint64)
    sizes2 = np.empty(r.count, dtype=np.uint8)
    r.index_rows(cards, back, sizes2)
    assert np.array_equal(back, idx)
    assert np.array_equal(sizes, sizes2)


def test_reduced_burnside_pieces():
    """The formula's pieces on decks small enough to count by hand."""
    assert burnside_count((1,), 1) == 1  # one card of four suits: all alike
    assert burnside_count((2,), 1) == 1
    assert burnside_count((1, 1), 1) == 1
    assert burnside_count((1,), 2) == 2
    assert burnside_count((2,), 2) == 4  # pair; suited; offsuit high-low... (2 ranks)
    for groups, nranks in [((2, 1), 2), ((3, 2), 3), ((1, 1, 1), 2)]:
        assert _core.IndexRound(groups, nranks).count == burnside_count(groups, nranks)

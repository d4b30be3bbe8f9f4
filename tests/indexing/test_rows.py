"""The numpy form: split over threads it gives what one thread gives, and a
bad row anywhere (in any thread's part, in any group of the deal) raises
ValueError naming that row, as the C rows loop's fast check sends it to the
exact one."""
import pytest

np = pytest.importorskip("numpy")

from omaha_eval import _core  # noqa: E402
from omaha_eval.indexing import hand_indexer, indexer  # noqa: E402

from .test_random import random_deals  # noqa: E402


@pytest.fixture
def small_parts(monkeypatch):
    """Parts of 64 rows, so that a few thousand rows make many parts."""
    monkeypatch.setattr(hand_indexer, "MIN_ROWS_PER_THREAD", 64)


@pytest.mark.parametrize("game,ordering,round", [("omaha", "street", 3), ("holdem", "board", 1),
                                                 ("courchevel", "street", 2), ("omaha6", "street", 3)])
def test_threads_give_what_one_thread_gives(small_parts, game, ordering, round):
    ix = indexer(game, ordering)
    deals = random_deals(5_000, ix.cards(round), seed=round + 7)
    one, one_sizes = ix.index_array(deals, threads=1)
    for threads in (2, 3, 8, None):
        idx, sizes = ix.index_array(deals, threads=threads)
        assert np.array_equal(idx, one) and np.array_equal(sizes, one_sizes), threads
        canon, canon_sizes = ix.unindex_array(round, one, threads=threads)
        assert np.array_equal(canon, ix.unindex_array(round, one, threads=1)[0])
        assert np.array_equal(canon_sizes, one_sizes)
    # one row per call, through the single-deal path, agrees too
    for deal, i, size in zip(deals[:50], one, one_sizes):
        assert ix.index_and_size(deal.tolist())[1:] == (int(i), int(size))


@pytest.mark.parametrize("threads", [1, 4, None])
@pytest.mark.parametrize("row", [0, 63, 64, 1000, 2500, 3001, 4999])
def test_a_bad_row_in_any_part_is_named(small_parts, threads, row):
    ix = indexer("omaha")
    deals = random_deals(5_000, 9, seed=3)
    repeated = deals.copy()
    repeated[row, 8] = repeated[row, 0]  # the river repeats a hole card
    with pytest.raises(ValueError, match=rf"\(row {row}\) repeats a card"):
        ix.index_array(repeated, threads=threads)
    outside = deals.copy()
    outside[row, 5] = 52  # a flop card outside the deck (uint8: the C loop checks it)
    with pytest.raises(ValueError, match=rf"\(row {row}\) has a card outside 0..51"):
        ix.index_array(outside, threads=threads)
    # two bad rows in different parts: the first is named, as on one thread
    both = deals.copy()
    both[row, 1] = both[row, 0]
    both[-1, 7] = 200
    with pytest.raises(ValueError, match=rf"\(row {row}\)"):
        ix.index_array(both, threads=threads)


@pytest.mark.parametrize("position", range(9))
@pytest.mark.parametrize("bad", ["repeat", 52, 63, 64, 255])
def test_every_position_of_a_deal_is_checked(position, bad):
    """A card repeated (of any earlier card, in its group or before) or
    outside the deck at each position of a PLO4 river by street (groups
    4, 3, 1, 1): always ValueError, never a wrong index."""
    ix = indexer("omaha")
    deals = random_deals(3, 9, seed=position)
    if bad == "repeat":
        if position == 0:
            deals[1, 1] = deals[1, 0]
            which = "repeats a card"
        else:
            deals[1, position] = deals[1, position - 1]
            which = "repeats a card"
    else:
        deals[1, position] = bad
        which = "outside 0..51"
    with pytest.raises(ValueError, match=rf"\(row 1\) .*{which}"):
        ix.index_array(deals, threads=1)


def test_reduced_deck_cards_outside_it():
    r = _core.IndexRound((2, 1), nranks=3)  # 12 cards
    out, sizes = np.empty(2, dtype=np.uint64), np.empty(2, dtype=np.uint8)
    r.index_rows(np.array([[0, 1, 11], [0, 1, 2]], dtype=np.uint8), out, sizes)
    with pytest.raises(ValueError, match=r"\(row 1\) has a card outside 0..11"):
        r.index_rows(np.array([[0, 1, 11], [0, 12, 2]], dtype=np.uint8), out, sizes)
    with pytest.raises(ValueError, match=r"\(row 8\) has a card outside 0..11"):
        r.index_rows(np.array([[0, 1, 11], [0, 1, 13]], dtype=np.uint8), out, sizes, 7)


@pytest.mark.parametrize("threads", [0, -1, True, 1.5, "2"])
def test_bad_threads(threads):
    with pytest.raises(ValueError, match="threads"):
        indexer("holdem").index_array(np.array([[0, 1]]), threads=threads)
    with pytest.raises(ValueError, match="threads"):
        indexer("holdem").unindex_array(0, [0], threads=threads)

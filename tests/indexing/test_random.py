"""Random deals of every game, ordering and round: the index ignores suit
names (all 24 relabellings), unindex(index(d)) is isomorphic to d (checked
by the plain-Python canonical form), and index(unindex(i)) == i. A few
thousand deals per round here; OMAHA_EVAL_INDEX_FULL=1 runs a million."""
import itertools

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.indexing import ORDERINGS, ROUNDS, indexer  # noqa: E402

from .reference import FULL, canonical, orbit_size, split  # noqa: E402

GAMES = ("holdem", "omaha", "omaha5", "omaha6", "courchevel")
DEALS = 1_000_000 if FULL else 2_000
CHECKED_BY_REFERENCE = 2_000 if FULL else 40
PERMS = np.array(list(itertools.permutations(range(4))), dtype=np.uint8)


def random_deals(n, k, seed):
    rng = np.random.default_rng(seed)
    out = np.empty((n, k), dtype=np.uint8)
    for start in range(0, n, 100_000):
        block = rng.random((min(100_000, n - start), 52))
        out[start:start + len(block)] = np.argpartition(block, k, axis=1)[:, :k]
    return out


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("ordering", ORDERINGS)
@pytest.mark.parametrize("round", range(4))
def test_random_deals(game, ordering, round):
    ix = indexer(game, ordering)
    k = ix.cards(round)
    deals = random_deals(DEALS, k, seed=hash((game, ordering, round)) & 0xFFFF)
    idx, sizes = ix.index_array(deals)
    assert int(idx.max()) < ix.count(round)
    ranks, suits = deals >> 2, deals & 3
    for perm in PERMS:
        relabelled = ranks * 4 + perm[suits]
        again, again_sizes = ix.index_array(relabelled)
        assert np.array_equal(again, idx), (game, ordering, ROUNDS[round], perm)
        assert np.array_equal(again_sizes, sizes)
    canon, canon_sizes = ix.unindex_array(round, idx)
    back, _ = ix.index_array(canon)
    assert np.array_equal(back, idx)
    assert np.array_equal(canon_sizes, sizes)
    groups = ix.groups(round)
    for deal, rep, size in zip(deals[:CHECKED_BY_REFERENCE], canon, sizes):
        d = split(deal.tolist(), groups)
        assert canonical(split(rep.tolist(), groups)) == canonical(d)
        assert orbit_size(d) == size


def test_board_order_matters_only_by_street():
    street, board = indexer("omaha", "street"), indexer("omaha", "board")
    a, b = "AsKsQhJh" + "2c3c4d" + "5d" + "6s", "AsKsQhJh" + "5d6s2c" + "4d" + "3c"
    assert board.index(a) == board.index(b)
    assert street.index(a) != street.index(b)
    # inside the flop the order never matters
    assert street.index("AsKsQhJh2c3c4d") == street.index("AsKsQhJh4d2c3c")

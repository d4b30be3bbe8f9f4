"""Every deal of a reduced deck (2 to 4 ranks in four suits), for the group
shapes of every game and round: the index is equal exactly when the
brute-force canonical forms are, dense, and the class sizes are the class
populations. The full deck is too big for most rounds; the C code takes the
deck size as a parameter, so the same code runs here."""
import itertools

import pytest

np = pytest.importorskip("numpy")

from omaha_eval import _core  # noqa: E402

from .reference import FULL, PERMUTATIONS, burnside_count, canonical, deals, orbit_size, split  # noqa: E402

GAME_CODES = (2, 4, 5, 6, 7)


def all_deals(groups, nranks):
    """Every deal (rows of cards, group by group, each group increasing)."""
    ncards = 4 * nranks
    rows = np.zeros((1, 0), dtype=np.uint8)
    masks = np.zeros(1, dtype=np.uint64)
    for size in groups:
        combos = np.array(list(itertools.combinations(range(ncards), size)), dtype=np.uint8)
        cmask = (np.uint64(1) << combos.astype(np.uint64)).sum(axis=1, dtype=np.uint64)
        ok = (masks[:, None] & cmask[None, :]) == 0
        i, j = np.nonzero(ok)
        rows = np.concatenate([rows[i], combos[j]], axis=1)
        masks = masks[i] | cmask[j]
    return rows


def canonical_keys(rows, groups, nranks):
    """Least over the 24 relabellings of the deal packed as group masks
    (first group most significant): one number per class."""
    bits = 4 * nranks
    ranks, suits = rows >> 2, rows & 3
    best = None
    for perm in PERMUTATIONS:
        card = (ranks * 4 + np.array(perm, dtype=np.uint8)[suits]).astype(np.uint64)
        key = np.zeros(len(rows), dtype=np.uint64)
        start = 0
        for size in groups:
            mask = (np.uint64(1) << card[:, start:start + size]).sum(axis=1, dtype=np.uint64)
            key = (key << np.uint64(bits)) | mask
            start += size
        best = key if best is None else np.minimum(best, key)
    return best


def shapes():
    seen = {}
    for game in GAME_CODES:
        for by_street in (True, False):
            for r in range(4):
                groups = _core.index_groups(game, by_street, r)
                for nranks in (4, 3, 2):
                    if sum(groups) <= 4 * nranks and len(groups) * 4 * nranks <= 64 \
                            and deals(groups, nranks) <= (2_000_000 if FULL else 60_000):
                        seen.setdefault(groups, nranks)
                        break
    return sorted(seen.items())


@pytest.mark.parametrize("groups,nranks", shapes())
def test_every_deal_of_a_reduced_deck(groups, nranks):
    rows = all_deals(groups, nranks)
    assert len(rows) == deals(groups, nranks)
    r = _core.IndexRound(groups, nranks)
    idx = np.empty(len(rows), dtype=np.uint64)
    sizes = np.empty(len(rows), dtype=np.uint8)
    r.index_rows(rows, idx, sizes)
    keys = canonical_keys(rows, groups, nranks)
    assert r.count == burnside_count(groups, nranks)
    assert len(np.unique(idx)) == r.count and int(idx.max()) == r.count - 1  # dense
    pairs = np.unique(np.stack([idx, keys], axis=1), axis=0)
    assert len(pairs) == r.count == len(np.unique(keys))  # same index <=> same canonical form
    _, inverse, population = np.unique(idx, return_inverse=True, return_counts=True)
    assert np.array_equal(population[inverse.ravel()], sizes)  # class size = deals in the class
    # and back: every index to its canonical deal and again
    every = np.arange(r.count, dtype=np.uint64)
    canon = np.empty((r.count, r.ncards), dtype=np.uint8)
    canon_sizes = np.empty(r.count, dtype=np.uint8)
    r.unindex_rows(every, canon, canon_sizes)
    again = np.empty(r.count, dtype=np.uint64)
    r.index_rows(canon, again, np.empty(r.count, dtype=np.uint8))
    assert np.array_equal(again, every)
    assert int(canon_sizes.astype(np.int64).sum()) == len(rows)


def test_numpy_keys_agree_with_the_plain_reference():
    """The vectorised canonical key above against the plain-Python one."""
    groups, nranks = (2, 3, 1), 3
    rows = all_deals(groups, nranks)[::97]
    keys = canonical_keys(rows, groups, nranks)
    forms = [canonical(split(row.tolist(), groups)) for row in rows]
    by_key = {}
    for key, form in zip(keys.tolist(), forms):
        assert by_key.setdefault(key, form) == form
    assert len(set(forms)) == len(by_key)
    assert all(orbit_size(split(row.tolist(), groups)) in (1, 2, 3, 4, 6, 8, 12, 24) for row in rows[:50])


def sampled_shapes():
    done = dict(shapes())
    out = []
    for game in GAME_CODES:
        for by_street in (True, False):
            for r in range(4):
                groups = _core.index_groups(game, by_street, r)
                if groups not in done and groups not in out:
                    out.append(groups)
    return out


@pytest.mark.parametrize("groups", sampled_shapes())
def test_sampled_deals_of_a_reduced_deck(groups):
    """Shapes whose every deal is too many here: 40,000 random deals of a
    3-rank deck, same index <=> same canonical form among them."""
    nranks = 3
    rng = np.random.default_rng(sum(groups) * 7 + len(groups))
    rows = np.argsort(rng.random((40_000, 4 * nranks)), axis=1)[:, :sum(groups)].astype(np.uint8)
    r = _core.IndexRound(groups, nranks)
    idx = np.empty(len(rows), dtype=np.uint64)
    sizes = np.empty(len(rows), dtype=np.uint8)
    r.index_rows(rows, idx, sizes)
    keys = canonical_keys(rows, groups, nranks)
    assert int(idx.max()) < r.count == burnside_count(groups, nranks)
    assert len(np.unique(np.stack([idx, keys], axis=1), axis=0)) == len(np.unique(idx)) == len(np.unique(keys))

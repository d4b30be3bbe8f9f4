"""The rows loop's eight-deal AVX2 step (src/oe_index_avx2.c) gives exactly
the scalar loop's indices and class sizes, and stops at the same first bad
row with the same error. Where the CPU has no AVX2 (or the build is not
x86-64) both runs are the scalar loop and the tests still pass."""
import pytest

np = pytest.importorskip("numpy")

from omaha_eval import _core  # noqa: E402

GAMES = {"holdem": 2, "omaha": 4, "omaha5": 5, "omaha6": 6, "courchevel": 7}
ORDERINGS = ("street", "board")
MAX_CARDS = 11  # omaha6's river


def fresh_round(game, ordering, round):
    """A round of its own (the package's shared indexers stay untouched)."""
    return _core.IndexRound(_core.index_groups(GAMES[game], ordering == "street", round))


def both_paths(r, deals):
    """(indices, sizes) of the rows through the AVX2 step and the scalar loop."""
    out = []
    for simd in (True, False):
        r.simd = simd
        idx = np.empty(len(deals), dtype=np.uint64)
        sizes = np.empty(len(deals), dtype=np.uint8)
        r.index_rows(np.ascontiguousarray(deals), idx, sizes)
        out.append((idx, sizes))
    r.simd = True
    return out


@pytest.fixture(scope="module")
def pool():
    """A million random deals of 11 distinct cards (any first k columns are
    a random deal of k cards), and 200,000 drawn from one to three suits
    only, so that the long suits (a flush on every street) come up often."""
    rng = np.random.default_rng(4343)
    uniform = rng.random((1_000_000, 52)).argsort(axis=1)[:, :MAX_CARDS].astype(np.uint8)
    suits = rng.integers(1, 4, size=200_000)
    allowed = (np.arange(52)[None, :] & 3) < suits[:, None]  # the first `suits` suits
    keys = rng.random((200_000, 52)) + np.where(allowed, 0.0, 2.0)
    suited = keys.argsort(axis=1)[:, :MAX_CARDS].astype(np.uint8)
    # an 11-card deal from one suit needs 11 of its 13 ranks: always possible
    return uniform, suited


def test_simd_is_chosen_where_the_cpu_has_it():
    r = fresh_round("omaha", "street", 3)
    assert r.simd in (True, False)
    r.simd = False
    assert not r.simd


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("ordering", ORDERINGS)
@pytest.mark.parametrize("round", range(4))
def test_simd_gives_the_scalar_numbers(pool, game, ordering, round):
    r = fresh_round(game, ordering, round)
    k = r.ncards
    for deals in pool:
        (a, sa), (b, sb) = both_paths(r, deals[:, :k])
        assert np.array_equal(a, b), np.flatnonzero(a != b)[:5]
        assert np.array_equal(sa, sb), np.flatnonzero(sa != sb)[:5]
        assert int(a.max()) < r.count


@pytest.mark.parametrize("rows", [1, 7, 8, 9, 15, 16, 17, 23])
def test_row_counts_not_multiples_of_eight(pool, rows):
    for game, ordering, round in (("omaha", "street", 3), ("holdem", "board", 1), ("courchevel", "street", 2)):
        r = fresh_round(game, ordering, round)
        deals = pool[0][1000:1000 + rows, :r.ncards]
        (a, sa), (b, sb) = both_paths(r, deals)
        assert np.array_equal(a, b) and np.array_equal(sa, sb)
        for i in range(rows):  # each row alone (the one-row scalar tail) agrees too
            (c, sc), _ = both_paths(r, deals[i:i + 1])
            assert (c[0], sc[0]) == (a[i], sa[i])


def reduced_rounds():
    """Rounds over decks of fewer ranks, and group lists of no game."""
    return [((1, 1, 1), 5), ((2, 2), 4), ((3, 1, 1, 1, 1), 13), ((1, 1, 1, 1, 1, 1), 13), ((6, 5), 13),
            ((2, 3, 1, 1), 7), ((4,), 3)]


@pytest.mark.parametrize("groups,nranks", reduced_rounds())
def test_other_rounds_and_small_decks(groups, nranks):
    r = _core.IndexRound(groups, nranks)
    rng = np.random.default_rng(sum(groups) * 13 + nranks)
    deals = rng.random((20_000, 4 * nranks)).argsort(axis=1)[:, :r.ncards].astype(np.uint8)
    (a, sa), (b, sb) = both_paths(r, deals)
    assert np.array_equal(a, b) and np.array_equal(sa, sb)


def error_of(r, deals, simd):
    r.simd = simd
    idx = np.full(len(deals), 7, dtype=np.uint64)
    sizes = np.zeros(len(deals), dtype=np.uint8)
    try:
        r.index_rows(np.ascontiguousarray(deals), idx, sizes)
        message = None
    except ValueError as exc:
        message = str(exc)
    finally:
        r.simd = True
    return message, idx, sizes


@pytest.mark.parametrize("position", range(8))
@pytest.mark.parametrize("bad", ["repeat", 52, 255])
def test_bad_row_at_every_position_of_a_block(pool, position, bad):
    r = fresh_round("omaha", "street", 3)
    deals = pool[0][:40, :9].copy()
    for block_start in (8, 32):  # a full block, and the tail of 8 rows after it
        row = block_start + position
        rows = deals.copy()
        if bad == "repeat":
            rows[row, 8] = rows[row, 2]
        else:
            rows[row, 6] = bad
        if row + 1 < len(rows):
            rows[row + 1, 0] = 200  # a later bad row (in the same block or the next) is not the one named
        simd_msg, simd_idx, simd_sizes = error_of(r, rows, True)
        scalar_msg, scalar_idx, scalar_sizes = error_of(r, rows, False)
        assert simd_msg is not None and f"(row {row})" in simd_msg
        assert simd_msg == scalar_msg
        # the rows before the bad one are written, and the same
        assert np.array_equal(simd_idx[:row], scalar_idx[:row])
        assert np.array_equal(simd_sizes[:row], scalar_sizes[:row])
        good, _ = both_paths(r, deals[:row])
        assert np.array_equal(simd_idx[:row], good[0])


@pytest.mark.parametrize("groups,nranks", [((4, 3, 1, 1), 13), ((2, 4), 3), ((3, 5), 4), ((6, 5), 13), ((1, 1, 1), 2)])
def test_rows_of_any_bytes(groups, nranks):
    """Rows of random bytes, most of them bad in some way (cards outside a
    small deck, repeats): both paths name the same first bad row, and agree
    on every row before it; nothing reads outside a table (a crash here)."""
    r = _core.IndexRound(groups, nranks)
    rng = np.random.default_rng(len(groups) * 100 + nranks)
    for top in (4 * nranks, 4 * nranks + 2, 64, 256):
        for start in range(0, 40):
            deals = rng.integers(0, top, size=(start + 9, r.ncards), dtype=np.uint8)
            simd_msg, simd_idx, _ = error_of(r, deals, True)
            scalar_msg, scalar_idx, _ = error_of(r, deals, False)
            assert simd_msg == scalar_msg
            if simd_msg is not None:
                row = int(simd_msg.split("(row ")[1].split(")")[0])
                assert np.array_equal(simd_idx[:row], scalar_idx[:row])
            else:
                assert np.array_equal(simd_idx, scalar_idx)

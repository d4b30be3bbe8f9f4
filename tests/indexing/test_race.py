"""The indexer against an array another thread changes during the call
(SECURITY.md: "arrays changed by another thread during a call"): each
card and index is read once, so every answer is an index below the count
or a ValueError, never a read outside a table. Run under the sanitizers
by tests/fuzz/sanitized.sh (OMAHA_EVAL_RACE_SECONDS sets how long); the
release build catches the same fault as an index at or above the count.

Also: the private round constructor refuses a round whose count would
not fit 64 bits."""
import contextlib
import os
import threading
import time

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.core import _core  # noqa: E402
from omaha_eval.indexing import HandIndexer  # noqa: E402

SECONDS = float(os.environ.get("OMAHA_EVAL_RACE_SECONDS", "2"))


def _writer(arr, stop, patterns):
    """Overwrite the array with one pattern after another until stopped
    (numpy copies release the GIL for large arrays, so the writes land
    while the C loop runs)."""
    i = 0
    while not stop.is_set():
        np.copyto(arr, patterns[i % len(patterns)])
        i += 1


@pytest.mark.parametrize("simd", [True, False])
def test_index_rows_with_a_writer_thread(simd):
    ix = HandIndexer("omaha")
    rnd = ix._rounds[3]
    rnd.simd = simd
    count = rnd.count
    rng = np.random.default_rng(51)
    n = 1 << 16
    good = np.array([rng.permutation(52)[:9] for _ in range(256)], dtype=np.uint8)
    good = np.tile(good, (n // 256, 1))
    # cards with ranks far past the deck (>= 52), in a row that a first
    # read found good: the old loop's second read indexed its tables with them
    bad = np.where(rng.random(good.shape) < 0.5, good, rng.integers(52, 256, good.shape)).astype(np.uint8)
    arr = good.copy()
    stop = threading.Event()
    writer = threading.Thread(target=_writer, args=(arr, stop, [good, bad]))
    writer.start()
    calls = refused = 0
    try:
        deadline = time.monotonic() + SECONDS
        while time.monotonic() < deadline:
            out = np.empty(n, dtype=np.uint64)
            sizes = np.empty(n, dtype=np.uint8)
            calls += 1
            try:
                rnd.index_rows(arr, out, sizes)
            except ValueError:
                refused += 1
                continue
            assert int(out.max()) < count, f"an index at or above the count {count} in call {calls}"
            assert set(np.unique(sizes).tolist()) <= {1, 4, 6, 12, 24}
    finally:
        stop.set()
        writer.join()
        rnd.simd = True
    assert calls > 0


@pytest.mark.parametrize("position", [4, 8])
def test_each_row_is_read_once(position):
    """Two valid versions of every row that differ in one card: a row read
    once gives the index of one version or the other, never a mix of its
    check and its use."""
    ix = HandIndexer("omaha")
    rnd = ix._rounds[3]
    rnd.simd = False
    rng = np.random.default_rng(position)
    n = 1 << 12
    rows = np.array([rng.permutation(52)[:10] for _ in range(n)], dtype=np.uint8)
    first = np.ascontiguousarray(rows[:, :9])
    second = first.copy()
    second[:, position] = rows[:, 9]
    want1, _ = ix.index_array(first)
    want2, _ = ix.index_array(second)
    arr = first.copy()
    stop = threading.Event()
    writer = threading.Thread(target=_writer, args=(arr, stop, [first, second]))
    writer.start()
    mixed = 0
    try:
        deadline = time.monotonic() + SECONDS
        while time.monotonic() < deadline:
            out = np.empty(n, dtype=np.uint64)
            sizes = np.empty(n, dtype=np.uint8)
            rnd.index_rows(arr, out, sizes)
            mixed += int(((out != want1) & (out != want2)).sum())
    finally:
        stop.set()
        writer.join()
        rnd.simd = True
    assert mixed == 0, f"{mixed} rows indexed from a mix of two reads"


@contextlib.contextmanager
def overwritten(arr, patterns):
    """While the block runs, another thread overwrites arr with the
    patterns in turn; it is stopped and joined however the block ends."""
    stop = threading.Event()
    writer = threading.Thread(target=_writer, args=(arr, stop, patterns))
    writer.start()
    try:
        yield
    finally:
        stop.set()
        writer.join()


def test_index_array_with_a_writer_thread():
    """The public call, on several threads, with a writer."""
    ix = HandIndexer("omaha")
    rng = np.random.default_rng(7)
    good = np.array([rng.permutation(52)[:4] for _ in range(1 << 15)], dtype=np.uint8)
    bad = (good + rng.integers(0, 2, good.shape) * 52).astype(np.uint8)
    arr = good.copy()
    with overwritten(arr, [good, bad]):
        deadline = time.monotonic() + SECONDS / 2
        while time.monotonic() < deadline:
            try:
                out, _ = ix.index_array(arr, threads=2)
            except ValueError:
                continue
            assert int(out.max()) < ix.count(0)


def test_unindex_rows_with_a_writer_thread():
    ix = HandIndexer("holdem")
    rnd = ix._rounds[3]
    count = rnd.count
    n = 1 << 16
    good = np.arange(n, dtype=np.uint64) % count
    bad = good + np.uint64(1 << 62)
    arr = good.copy()
    with overwritten(arr, [good, bad]):
        deadline = time.monotonic() + SECONDS / 2
        while time.monotonic() < deadline:
            cards = np.empty((n, rnd.ncards), dtype=np.uint8)
            sizes = np.empty(n, dtype=np.uint8)
            try:
                rnd.unindex_rows(arr, cards, sizes)
            except ValueError:
                continue
            assert int(cards.max()) < 52


@pytest.mark.parametrize("groups,nranks", [([26, 8], 13), ([26, 26], 13), ([13, 13, 13, 13], 13)])
def test_a_round_whose_count_overflows_is_refused(groups, nranks):
    with pytest.raises(ValueError, match=r"2\*\*62 deals"):
        _core.IndexRound(groups, nranks)


def test_the_largest_real_rounds_still_build():
    assert _core.IndexRound([6, 5], 13).deals == 20358520 * 1370754
    assert _core.IndexRound([8, 8], 13).count > 0  # big, but it fits

"""Issue 51: the nut functions group a chunk's rows by board (and by hand
and board) with one stable integer sort instead of np.unique(axis=0), whose
byte-wise sort of 500,000 rows held Ctrl-C up for seconds. The groups must
be np.unique's exactly (same order, same first rows), so no answer moves:
np.unique is the oracle here."""
import numpy as np
import pytest

from omaha_eval.pql.context import _first_and_inverse, _group_boards

SHAPES = [(1, 5, 52), (2, 3, 2), (7, 3, 4), (1000, 5, 6), (5000, 5, 52), (300, 4, 52), (200, 0, 52),
          (0, 5, 52), (50, 11, 52), (400, 2, 70)]


def _oracle_boards(boards):
    uniq, inverse = np.unique(boards, axis=0, return_inverse=True)
    inverse = inverse.reshape(-1)
    order = np.argsort(inverse, kind="stable")
    return uniq, inverse, order, np.searchsorted(inverse[order], np.arange(len(uniq) + 1))


@pytest.mark.parametrize("dtype", [np.uint8, np.int16, np.int64])
@pytest.mark.parametrize("n,k,hi", SHAPES)
def test_board_groups_are_np_unique_s(dtype, n, k, hi):
    rng = np.random.default_rng(n * 100 + k)
    boards = rng.integers(0, hi, (n, k)).astype(dtype)
    if n == 0:  # the callers return before grouping nothing
        return
    for want, got in zip(_oracle_boards(boards), _group_boards(boards)):
        assert want.shape == got.shape and want.dtype.kind == got.dtype.kind
        assert np.array_equal(want, got)


def test_board_groups_of_a_strided_slice():
    """Context.board hands the first cards of wider rows (a strided view)."""
    rng = np.random.default_rng(3)
    rows = rng.integers(0, 52, (3000, 9)).astype(np.uint8)
    rows[1000:2000, :5] = rows[:1000, :5]  # repeated boards
    for want, got in zip(_oracle_boards(rows[:, :3]), _group_boards(rows[:, :3])):
        assert np.array_equal(want, got)


@pytest.mark.parametrize("n,hi", [(1, 5), (64, 3), (1000, 5), (20000, 2 ** 52), (20000, 300), (100, 2 ** 64 - 1)])
def test_hand_and_board_groups_are_np_unique_s(n, hi):
    rng = np.random.default_rng(n)
    keys = rng.integers(0, hi, (n, 2), dtype=np.uint64)
    keys[n // 2:, 0] = keys[: n - n // 2, 0]  # equal hands with other boards
    _, first, inverse = np.unique(keys, axis=0, return_index=True, return_inverse=True)
    got_first, got_inverse = _first_and_inverse(keys)
    assert np.array_equal(first, got_first) and np.array_equal(inverse.reshape(-1), got_inverse)

"""Batch evaluation: equal to single calls, every game; bad rows named."""
import pytest

np = pytest.importorskip("numpy")

import omaha_eval as oe  # noqa: E402
from omaha_eval import _core, batch  # noqa: E402


def random_rows(seed, n, nhole, nboard):
    rng = np.random.default_rng(seed)
    cards = np.argsort(rng.random((n, 52)), axis=1)[:, :nhole + nboard]
    return cards[:, :nhole], cards[:, nhole:]


@pytest.mark.parametrize("nhole", [2, 4, 5, 6])
@pytest.mark.parametrize("nboard", [3, 4, 5])
def test_batch_equals_single_calls(nhole, nboard):
    holes, boards = random_rows(nhole * 10 + nboard, 3000, nhole, nboard)
    got = batch.evaluate(holes, boards)
    assert got.dtype == np.uint16
    assert got.tolist() == [_core.eval_high(list(h), list(b)) for h, b in zip(holes, boards)]
    if nhole > 2:
        lows = batch.evaluate_low(holes, boards, threads=2)
        assert lows.tolist() == [_core.eval_low(list(h), list(b)) for h, b in zip(holes, boards)]


def test_threads_give_the_same_answer():
    holes, boards = random_rows(1, 50000, 4, 5)
    assert (batch.evaluate(holes, boards, threads=1) == batch.evaluate(holes, boards, threads=3)).all()


def test_one_board_broadcast_to_all_hands():
    holes = np.array([[51, 50, 25, 3], [47, 46, 21, 6]])
    board = [0, 4, 8, 12, 20]
    assert batch.evaluate(holes, [board]).tolist() == [oe.evaluate(list(h), board).rank for h in holes]
    assert batch.evaluate(holes, np.array(board)).tolist() == batch.evaluate(holes, [board]).tolist()


def test_buffer_protocol_and_dtypes():
    holes = np.array([[51, 50, 25, 3]], dtype=np.int64)
    boards = memoryview(np.array([[0, 4, 8, 12, 20]], dtype=np.uint8))
    assert batch.evaluate(holes, boards, game="omaha")[0] == oe.evaluate([51, 50, 25, 3], [0, 4, 8, 12, 20]).rank


def test_empty_input():
    assert batch.evaluate(np.zeros((0, 4), dtype=np.uint8), np.zeros((0, 5), dtype=np.uint8)).shape == (0,)


@pytest.mark.parametrize("bad,match", [
    (np.array([[51, 50, 25, 3], [47, 46, 21, 52]]), "row 1: a card outside 0..51"),
    (np.array([[51, 50, 25, 3], [47, 46, 21, -1]]), "row 1: a card outside 0..51"),
    (np.array([[51, 50, 25, 3], [47, 46, 21, 21]]), "row 1: duplicate card"),
    (np.array([[51, 50, 25, 0], [47, 46, 21, 22]]), "row 0: duplicate card"),
])
def test_bad_rows_are_named(bad, match):
    with pytest.raises(ValueError, match=match):
        batch.evaluate(bad, [[0, 4, 8, 12, 20]])


def test_bad_shapes_and_types():
    holes = np.array([[51, 50, 25, 3]])
    with pytest.raises(ValueError, match="expected 3, 4 or 5"):
        batch.evaluate(holes, [[0, 4]])
    with pytest.raises(ValueError, match="expected 5"):
        batch.evaluate(holes, [[0, 4, 8]], game="omaha5")
    with pytest.raises(ValueError, match="board rows"):
        batch.evaluate(np.vstack([holes, holes + 0]), [[0, 4, 8], [1, 5, 9], [2, 6, 10]])
    with pytest.raises(TypeError, match="dtype float64"):
        batch.evaluate(holes.astype(float), [[0, 4, 8]])
    with pytest.raises(ValueError, match="Hold'em has no 8-or-better low"):
        batch.evaluate_low([[51, 50]], [[0, 4, 8]])
    with pytest.raises(ValueError, match="threads=0"):
        batch.evaluate(holes, [[0, 4, 8]], threads=0)


def test_bad_row_in_the_calling_threads_part_stops_the_others():
    holes, boards = random_rows(4, 40000, 4, 5)
    good = batch.evaluate(holes, boards, threads=4)
    bad = holes.copy()
    bad[5, 0] = bad[5, 1]
    with pytest.raises(ValueError, match="row 5: duplicate card"):
        batch.evaluate(bad, boards, threads=4)
    assert (batch.evaluate(holes, boards, threads=4) == good).all()  # the shared pool still serves


def test_bad_row_found_by_a_later_thread_is_named_by_its_global_index():
    holes, boards = random_rows(3, 40000, 4, 5)
    holes = holes.copy()
    holes[30001, 0] = holes[30001, 1]
    with pytest.raises(ValueError, match="row 30001: duplicate card"):
        batch.evaluate(holes, boards, threads=4)

"""The batch loop reads each row once, into a copy that it checks and then
evaluates: a caller's array changing under it (another thread writing bad
cards meanwhile) gives a ValueError or values, never a read past a table.
Shapes the C loop does not handle are refused by C too, with a clear error."""
import os
import subprocess
import sys
import textwrap

import pytest

import omaha_eval

np = pytest.importorskip("numpy")
from omaha_eval import _core  # noqa: E402

HAMMER = textwrap.dedent("""
    import threading, time
    import numpy as np
    from omaha_eval.core import _core
    rng = np.random.default_rng(7)
    n = 200_000
    cards = np.argsort(rng.random((n, 52)), axis=1)[:, :9].astype(np.uint8)
    holes, boards = np.ascontiguousarray(cards[:, :4]), np.ascontiguousarray(cards[:, 4:])
    good_holes = holes.copy()
    expected = np.zeros(n, np.uint16)
    _core.batch_high(good_holes, boards, expected)
    out = np.zeros(n, np.uint16)
    stop = False
    def vandal():
        while not stop:
            holes[::7] = 255          # out of range: would index past every table
            holes[:] = good_holes
    t = threading.Thread(target=vandal)
    t.start()
    outcomes = set()
    end = time.monotonic() + 1.0
    while time.monotonic() < end:
        out[:] = 0
        try:
            _core.batch_high(holes, boards, out)
            outcomes.add("values")
            done = n
        except ValueError as err:
            assert "outside 0..51" in str(err) or "duplicate" in str(err), err
            outcomes.add("error")
            done = int(str(err).split(":")[0].split()[1])
        # every row evaluated was evaluated from a good copy
        assert (out[:done] == expected[:done]).all(), np.flatnonzero(out[:done] != expected[:done])[:5]
    stop = True
    t.join()
    assert out.max() <= 7462
    print("ok", sorted(outcomes))
""")


def test_array_changing_under_the_loop_cannot_crash_it():
    # run beside the imported package, not in the source tree (which has no built core in CI)
    where = os.path.dirname(os.path.dirname(os.path.abspath(omaha_eval.__file__)))
    result = subprocess.run([sys.executable, "-c", HAMMER], capture_output=True, text=True, timeout=120,
                            cwd=where)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.startswith("ok")


@pytest.mark.parametrize("nhole, nboard, low", [(2, 8, False), (4, 6, False), (3, 5, False), (7, 5, False),
                                                (2, 5, True), (1, 5, True), (4, 2, True)])
def test_shapes_the_loop_does_not_handle_are_refused(nhole, nboard, low):
    holes = np.arange(nhole, dtype=np.uint8).reshape(1, nhole)
    boards = np.arange(20, 20 + nboard, dtype=np.uint8).reshape(1, nboard)
    out = np.zeros(1, np.uint8 if low else np.uint16)
    # the binding refuses the shape before the C loop would: its message names the bad count
    with pytest.raises(ValueError, match=rf"\b({nhole}|{nboard})\b.*(cards|hole|board)"):
        (_core.batch_low if low else _core.batch_high)(holes, boards, out)
    assert out[0] == 0  # nothing written


def test_bad_row_in_a_later_block_stops_there():
    rng = np.random.default_rng(3)
    cards = np.argsort(rng.random((100, 52)), axis=1)[:, :9].astype(np.uint8)
    holes, boards = np.ascontiguousarray(cards[:, :4]), np.ascontiguousarray(cards[:, 4:])
    boards[70, 1] = 60
    out = np.zeros(100, np.uint16)
    with pytest.raises(ValueError, match="row 70: a card outside 0..51"):
        _core.batch_high(holes, boards, out)
    assert (out[:70] > 0).all() and (out[70:] == 0).all()

"""Issue 51: Ctrl-C during a board-range equity job on the caller's
executor drops the boards not yet started, so the caller's executor (whose
`with` waits for what it holds) is free at once instead of running them all.

No clock: a one-thread executor; the first board runs, Ctrl-C comes from
the progress bar as it counts that board (in the caller's thread, where a
terminal's Ctrl-C lands), and the second board, if the worker has already
taken it, waits until the interrupt has been seen. Every board started is
counted; after the KeyboardInterrupt the executor is shut down and waited
for, and no board beyond those two may have run."""
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

pytest.importorskip("numpy")

import omaha_eval as oe  # noqa: E402
from omaha_eval.equity_engine import board_range, runner  # noqa: E402

BOARD = "AK*"  # a flop range of 752 boards: many left to cancel


class CtrlCOnFirstBoard:
    """A progress bar whose first count raises KeyboardInterrupt."""

    def update(self, n):
        raise KeyboardInterrupt

    def close(self):
        pass


def test_ctrl_c_drops_the_boards_not_started(monkeypatch):
    real = board_range.board_counters
    started = []
    interrupted = threading.Event()

    def counted(*args, **kwargs):
        started.append(args[1])
        if len(started) > 1:  # never past the interrupt: at most the second board is under way then
            assert interrupted.wait(timeout=120), "the job was never interrupted"
        return real(*args, **kwargs)

    monkeypatch.setattr(board_range, "board_counters", counted)
    monkeypatch.setattr(runner, "progress_bar", lambda total, enabled, unit: CtrlCOnFirstBoard())
    boards = len(board_range._boards_of(BOARD, [])[0])
    assert boards > 10
    executor = ThreadPoolExecutor(max_workers=1)
    try:
        with pytest.raises(KeyboardInterrupt):
            oe.equity(["AsAhKsKh", "QQ"], board=BOARD, executor=executor, progress=True)
    finally:
        interrupted.set()
        executor.shutdown(wait=True)  # what the caller's `with` does: runs whatever is left in it
    assert 1 <= len(started) <= 2, f"{len(started)} of {boards} boards ran after Ctrl-C on the first"

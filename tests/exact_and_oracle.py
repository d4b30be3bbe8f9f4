"""The exact path's counters beside the board-by-board oracle's for one
deal of fixed hands, both through the binding's Job (src/oe_exact.c by
rank pattern, src/oe_equity.c board by board), for tests that compare them
bit for bit."""
from array import array

from omaha_eval.core import _core

W = _core.NCOUNTERS


def pattern_and_oracle(hands, board, dead, nhole=2, hilo=False):
    """(the exact path's counters and board count, the oracle's), as two lists."""
    dead_mask = 0
    for c in dead:
        dead_mask |= 1 << c
    job = _core.Job([(bytes(h), None, False) for h in hands], board, dead_mask, nhole, hilo,
                    [True] * len(hands))
    width = len(hands) * W + 1
    acc = array("Q", bytes(16 * width))
    job.exact(0, 1, acc)
    pattern = [acc[2 * i] + (acc[2 * i + 1] << 64) for i in range(width)]
    oracle = array("Q", bytes(8 * len(hands) * W))
    boards = job.oracle(oracle)
    return pattern, list(oracle) + [boards]

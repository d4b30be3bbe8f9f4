"""Issue 14.3: the private batch bindings trusted their column counts:
2-column holes with an 8-column board overflowed a stack buffer in C, and
batch_low accepted 1-card rows."""
import numpy as np

from omaha_eval.core import _core


def rows(n, k, start=0):
    return (np.arange(n * k, dtype=np.uint8).reshape(n, k) + start) % 52


cases = []
for nh in range(0, 10):
    for nb in range(0, 10):
        cases.append((_core.batch_high, rows(3, nh), rows(3, nb, 20), np.zeros(3, np.uint16)))
        cases.append((_core.batch_low, rows(3, nh), rows(3, nb, 20), np.zeros(3, np.uint8)))
        cases.append((_core.batch_high, rows(3, nh), rows(1, nb, 20), np.zeros(2, np.uint16)))
for kernel, holes, boards, out in cases:
    try:
        kernel(holes, boards, out)
    except (ValueError, TypeError):
        pass
print("ok")

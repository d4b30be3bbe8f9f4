"""Issue 14.2: another thread writes 255s into the caller's array while
batch.evaluate reads it. The row checked must be the row evaluated: the
result is values or a ValueError naming a bad row, never a read past a
table (which only a sanitizer build sees)."""
import threading

import numpy as np

import omaha_eval.batch as batch

rng = np.random.default_rng(14)
n = 200_000
deals = np.argsort(rng.random((n, 52)), axis=1)[:, :9].astype(np.uint8)
holes = np.ascontiguousarray(deals[:, :4])
boards = np.ascontiguousarray(deals[:, 4:])
done = threading.Event()


def scribble():
    i = 0
    while not done.is_set():
        holes[i % n, 0] = 255
        holes[i % n, 0] = (i * 7) % 52
        i += 9973


writer = threading.Thread(target=scribble)
writer.start()
try:
    for _ in range(5):
        try:
            out = batch.evaluate(holes, boards)
            assert ((out >= 1) & (out <= 7462)).all()
        except ValueError as err:
            assert "row" in str(err), err
finally:
    done.set()
    writer.join()
print("ok")

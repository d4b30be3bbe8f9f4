"""Issue 14.1 (threads): another thread grows and shrinks the list while the
binding converts it. With the GIL this is the same hazard as a hostile
__index__; on a free-threaded build it is a real race. Any result or a
ValueError/TypeError is fine; a crash is not."""
import threading

import omaha_eval as oe

shared = [0, 1, 2, 3]
stop = threading.Event()


def churn():
    while not stop.is_set():
        shared.clear()
        shared.extend([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        del shared[3:]


worker = threading.Thread(target=churn)
worker.start()
try:
    for _ in range(100_000):
        try:
            oe.evaluate(shared, [20, 21, 22])
        except (ValueError, TypeError):
            pass
finally:
    stop.set()
    worker.join()
print("ok")

"""Issue 14.3: _core.best_high([5], [1, 2, 3], 1) returned uninitialised
indices; game codes other than 0/2/4/5/6 were not checked."""
from omaha_eval.core import _core

for game in (-2**31, -1, 1, 3, 7, 8, 100, 2**31 - 1):
    for n in range(0, 9):
        hole = list(range(n))
        for f in (_core.eval_high, _core.best_high, _core.eval_low, _core.best_low, _core.eval_hilo):
            try:
                f(hole, [40, 41, 42], game)
            except ValueError:
                pass
            else:
                raise AssertionError(f"{f.__name__}({hole}, game={game}) was accepted")
print("ok")

"""Issue 14.3: a Deal made without __init__ divided by zero in oe_equity.c
(SIGILL) from enumerate and sample."""
from array import array

from omaha_eval import _core

for method in ("enumerate", "sample"):
    deal = _core.Deal.__new__(_core.Deal)
    try:
        if method == "enumerate":
            deal.enumerate(0, 1, array("Q"))
        else:
            deal.sample(1, 0, 1, array("Q"))
    except (ValueError, TypeError):
        pass
try:
    _core.Deal.__new__(_core.Deal).board_count()
except (ValueError, TypeError):
    pass
print("ok")

"""Issue 14.3: a _core.Deal made without __init__ divided by zero in
oe_equity.c (SIGILL) from enumerate and sample. Now every extension class
of _core (Deal then, Job now, whatever comes next) is made with __new__
alone and every method is called with plausible arguments: each must refuse
politely (ValueError / TypeError), never crash."""
import itertools
from array import array

from omaha_eval.core import _core

classes = [obj for obj in vars(_core).values()
           if isinstance(obj, type) and obj.__module__ == _core.__name__]
assert classes, "no extension class found in _core"
values = [0, 1, 3, 2**63, array("Q", [0] * 40), array("Q"), None]
for cls in classes:
    for name in dir(cls):
        if name.startswith("__") or not callable(getattr(cls, name, None)):
            continue
        for n in range(0, 6):
            for args in itertools.islice(itertools.product(values, repeat=n), 300):
                try:
                    obj = cls.__new__(cls)
                except TypeError:
                    break  # a class that cannot be made bare at all is safe too
                try:
                    getattr(obj, name)(*args)
                except (ValueError, TypeError, AttributeError):
                    pass
print("ok")

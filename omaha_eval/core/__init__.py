"""The ground floor and the binding: what every other layer stands on.

- ``_core``: the compiled C core (src/) through its Cython binding
  (``_core.pyx`` and its ``.pxi`` parts: convert, validate, release the GIL);
  ``_core.pyi`` types it.
- ``cards``: card numbers, text, the deck and card masks.
- ``games``: the games' names (with PHH and PQL codes as aliases), hole
  counts, and the Hi-Lo check.
- ``values``: hand and low values as objects.
- helpers with no poker in them: ``lazy`` (names loaded on first use),
  ``pool`` (the shared thread pool), ``optional`` (optional dependencies,
  with the message to install them).

Nothing is imported here: ``import omaha_eval`` loads what it needs.
"""

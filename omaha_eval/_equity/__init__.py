"""The equity engine's Python side, behind ``omaha_eval.equity`` and
``omaha_eval.equity_each`` (defined in ``omaha_eval/equity_calculator.py``):
players turned into ranges (``players``), chunks of C work run inline or on a
reusable thread pool (``runner``), and the result objects (``results``)."""

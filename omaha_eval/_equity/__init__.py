"""The equity engine's Python side, behind ``omaha_eval.equity`` (defined in
``omaha_eval/equity_calculator.py``) and ``omaha_eval.equity_each``
(``each``): players turned into ranges (``players``), the short path for one
hand per player (``single``), board ranges (``board_range``), how a job is
cut into chunks (``plan``), chunks of C work run inline or on a reusable
thread pool (``runner``), argument checks (``checks``), and the result
objects (``results``)."""

"""Kept for ``omaha_eval.engine.phh`` imports: the PHH reader and writer
live in ``omaha_eval.engine.histories.phh``."""
from .histories.phh import *  # noqa: F401,F403
from .histories.phh import STANDARD_CODES, from_phh, phh_seats, to_phh, variant_code  # noqa: F401

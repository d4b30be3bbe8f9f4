"""Moved to omaha_eval.ranges.orderings.ppt_format (percent ranges load the
shipped orderings, so they live at or below ranges/: data flows down); this
name is the same module, kept for users of `omaha_eval.tables.ppt_format`."""
import sys

from ..ranges.orderings import ppt_format as _moved

sys.modules[__name__] = _moved

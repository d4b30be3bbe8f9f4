"""Moved to omaha_eval.ranges.orderings.ppt_format (percent ranges load the
shipped orderings, so they live at or below ranges/: data flows down); this
name is the same module, kept for users of `omaha_eval.tables.ppt_format`."""
import sys

from ..ranges.orderings import ppt_format as _moved

TYPE_CHECKING = False  # type checkers take it as True
if TYPE_CHECKING:
    from ..ranges.orderings.ppt_format import *  # noqa: F401,F403

sys.modules[__name__] = _moved

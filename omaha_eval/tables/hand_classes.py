"""Moved to omaha_eval.ranges.orderings.hand_classes (percent ranges load the
shipped orderings, so they live at or below ranges/: data flows down); this
name is the same module, kept for users of `omaha_eval.tables.hand_classes`."""
import sys

from ..ranges.orderings import hand_classes as _moved

TYPE_CHECKING = False  # type checkers take it as True
if TYPE_CHECKING:
    from ..ranges.orderings.hand_classes import *  # noqa: F401,F403

sys.modules[__name__] = _moved

"""Optional dependencies checked before the work that needs them starts:
a command that computes for an hour and then cannot write its output has
wasted the hour."""
from __future__ import annotations

import importlib


def require(module: str, what: str, extra: str) -> None:
    """ImportError naming ``what`` needs ``module`` and the extra that
    installs it, unless ``module`` imports."""
    try:
        importlib.import_module(module)
    except ImportError:
        raise ImportError(f"{what} needs {module}: pip install 'omaha-eval[{extra}]'") from None

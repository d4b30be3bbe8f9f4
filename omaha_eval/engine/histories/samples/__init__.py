"""Small hand-history files shipped with the package, so that the examples
in the documentation run wherever the package is installed.

stars.txt: five PokerStars hands (PLO, a Hold'em tournament, Omaha Hi/Lo,
No Limit Hold'em run twice, Limit Hold'em); gg.txt: two GGPoker hands (PLO5
with a straddle, Hold'em). Written for the project's tests (copies of two
files of tests/engine/histories/); the players are made up.

>>> from omaha_eval.engine.histories.samples import sample_path
>>> os.path.basename(sample_path("stars.txt"))
'stars.txt'
>>> sorted(f for f in os.listdir(sample_path()) if f.endswith(".txt"))
['gg.txt', 'stars.txt']
"""
from __future__ import annotations

import os

__all__ = ["sample_path", "SAMPLES"]

SAMPLES = ("gg.txt", "stars.txt")


def sample_path(name: str = "") -> str:
    """The path of the shipped sample file ``name`` ("stars.txt",
    "gg.txt"), or of the folder that holds them when ``name`` is empty."""
    folder = os.path.dirname(os.path.abspath(__file__))
    if not name:
        return folder
    if name not in SAMPLES:
        raise ValueError(f"no sample file {name!r}: expected one of {', '.join(SAMPLES)}")
    return os.path.join(folder, name)

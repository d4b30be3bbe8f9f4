"""The one recipe for a fresh Monte Carlo seed, shared by every job that
takes ``seed=None`` (the equity engine, PQL, the tables)."""
from __future__ import annotations

import os


def new_seed() -> int:
    """A fresh seed for a Monte Carlo job given none: 63 random bits, so the
    result's seed reproduces it (printed, and taken back by seed=) and fits
    every job's seed (the tables store it as a signed 64-bit number)."""
    return int.from_bytes(os.urandom(8), "little") >> 1

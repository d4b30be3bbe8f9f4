"""Names the hand and its settlement share: streets, phases, seat statuses,
and the seats of a table in clockwise order from any seat."""
from __future__ import annotations

from typing import List, Tuple

PREFLOP, FLOP, TURN, RIVER = 0, 1, 2, 3
STREET_NAMES = ("preflop", "flop", "turn", "river")
SHOWDOWN, COMPLETE = "showdown", "complete"

ACTIVE, FOLDED, ALL_IN = "active", "folded", "all-in"

# ROTATIONS[n][start]: the seats of an n-player hand clockwise from start
ROTATIONS: List[List[Tuple[int, ...]]] = [[tuple((start + i) % n for i in range(n)) for start in range(n)]
                                          for n in range(11)]
# AFTER[n][seat]: the seats clockwise from the one after seat (seat last)
AFTER: List[List[Tuple[int, ...]]] = [[rotation[1:] + rotation[:1] for rotation in rotations]
                                      for rotations in ROTATIONS]

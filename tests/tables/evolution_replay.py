"""Replays a class's last-round profit from what an evolution ordering file
records (tests/tables): written from the file's fields and the C binding's
documented streams, not from tables/raced.py."""
import numpy as np

from omaha_eval.core import _core
from omaha_eval.tables.evolution import colex_classes, round_segments


def replay(o, c, hero):
    """Class c's last-round profit from what the file records: its deals,
    in the segments its method names, each from its own stream."""
    params = dict(word.split("=") for word in o.method.split()[1:])
    plan = round_segments(o.trials, int(params["stages"]), int(params["min_stage"]))
    assert int(o.deals[c]) in plan
    good = np.ascontiguousarray(o.good[colex_classes(o.game)])
    out = np.zeros((1, 3), dtype=np.uint64)
    done = 0
    for s, upto in enumerate(plan):
        if done == int(o.deals[c]):
            break
        _core.evolution_deals(hero[None, :].copy(), o.game == "holdem", o.hilo, o.seats, good, upto - done,
                              o.seed, np.array([(o.rounds - 1) << 40 | s << 32 | c], dtype=np.uint64), out)
        done = upto
    return out[0, 1] / out[0, 0] / _core.EVOLUTION_UNITS - 1

"""How an equity job is run: the C plan (src/oe_plan.h), which the C API and
the JavaScript module call too, so that the same job with the same seed
gives the same counters in all three. It chooses the range-against-range
sweep, exact tuples or Monte Carlo, estimates the one-core cost, refuses
jobs past the limits, cuts the job into chunks fixed by the job (never by
the thread count: results never depend on threads) and says what each
player's hands get precomputed. Monte Carlo chunk k is stream k of the
seed (``Job.sample_chunk``). This module only reads it into Python.
"""
from __future__ import annotations

from typing import Any, Dict, List, NamedTuple, Optional, Sequence, Tuple

from ..core import _core

# The plan's constants, as the C core has them (one copy: src/oe_plan.h).
TRIALS_PER_CHUNK: int = _core.PLAN_TRIALS_PER_CHUNK
TUPLES_PER_CHUNK: Dict[int, int] = _core.PLAN_TUPLES_PER_CHUNK
SECONDS_PER_TUPLE: Dict[int, float] = _core.PLAN_SECONDS_PER_TUPLE
MAX_EXACT_SECONDS: float = _core.PLAN_MAX_EXACT_SECONDS
MAX_SAMPLED_SECONDS: float = _core.PLAN_MAX_SAMPLED_SECONDS
MC_SECONDS_PER_TRIAL: float = _core.PLAN_MC_SECONDS_PER_TRIAL
PREPARE_LIMIT: int = _core.PLAN_EXACT_PREPARE_HANDS
SAMPLE_PREPARE_HANDS: int = _core.PLAN_SAMPLE_PREPARE_HANDS
ROW_TABLE_HANDS: int = _core.PLAN_ROW_TABLE_HANDS
MAX_REJECTS: int = _core.PLAN_MAX_REJECTS
# A double board's (oe_plan_double_make; oe_plan.h says why it is planned apart).
DOUBLE_EXACT_TUPLES: int = _core.PLAN_DOUBLE_EXACT_TUPLES
DOUBLE_DEFAULT_TRIALS: int = _core.PLAN_DOUBLE_DEFAULT_TRIALS
DOUBLE_TRIALS_PER_CHUNK: int = _core.PLAN_DOUBLE_TRIALS_PER_CHUNK
DOUBLE_SECONDS_PER_DEAL: float = _core.PLAN_DOUBLE_SECONDS_PER_DEAL
DOUBLE_MAX_REJECTS: int = _core.PLAN_DOUBLE_MAX_REJECTS


class Plan(NamedTuple):
    """oe_plan's fields. method: "sweep", "tuples" or "sample"; refused: ""
    or why ("too many trials", "exact too long", "sweep too long", "sweep
    too big"); seconds: the one-core estimate of the method; tuples:
    the combinations of hands (saturating at 2**64 - 1; tuples_double goes
    on); units,
    per_chunk, nchunks: trials, tuples or boards and their chunks."""
    method: str
    refused: str
    seconds: float
    tuples: int
    tuples_double: float
    boards_per_tuple: int
    sizes: List[int]
    sweep_sizes: List[int]
    sweep_boards: int
    units: int
    per_chunk: int
    nchunks: int
    prepare: List[bool]
    rows: List[bool]
    places: List[bool]
    classes: bool

    @property
    def exact(self) -> bool:
        return self.method != "sample"


def make(sizes: Sequence[int], randoms: Sequence[bool], nhole: int, nboard: int, ndead: int, hilo: bool,
         trials: Optional[int], board_list: bool = False) -> Plan:
    """The plan of a job whose players hold `sizes` hands each once the
    known cards are removed (1: a single hand; random players any size)."""
    fields: Dict[str, Any] = _core.equity_plan(nhole, nboard, ndead, bool(hilo), trials, list(sizes),
                                               list(randoms), board_list)
    return Plan(**fields)


def row_tables(sizes: List[int], nhole: int, nboard: int, tuples: int) -> List[bool]:
    """Which players' hands get a river-row table for the whole job: Omaha,
    at most one board card known (where the exact pass wants them), more
    than one combination of hands (one matchup builds its own), and the
    smallest ranges first while the hands fit ROW_TABLE_HANDS."""
    result: List[bool] = _core.plan_row_tables(list(sizes), nhole, nboard, tuples)
    return result


class DoubleBoardPlan(NamedTuple):
    """oe_plan_double_make's fields for a double-board job. method: "tuples"
    (exact, one combination of hands a chunk) or "sample" (Monte Carlo,
    chunk k of per_chunk deals from stream k of the seed); refused: "" or
    "too many trials"; seconds: Monte Carlo's one-core estimate (0 for
    exact); boards_per_tuple: the joint deals of both boards."""
    method: str
    refused: str
    seconds: float
    tuples: int
    boards_per_tuple: int
    units: int
    per_chunk: int
    nchunks: int

    @property
    def exact(self) -> bool:
        return self.method != "sample"

    def chunks(self) -> List[Tuple[int, int]]:
        """(k, units) of each chunk, in order."""
        return [(k, min(self.per_chunk, self.units - k * self.per_chunk)) for k in range(self.nchunks)]


def make_double(nplayers: int, nhole: int, nboard: int, ndead: int, tuples: int,
                trials: Optional[int]) -> DoubleBoardPlan:
    """The plan of a double-board job: nboard cards known on each board,
    `tuples` combinations of the players' hands (any number past 2**64 - 1
    with a random player), trials None where none were asked for."""
    fields: Dict[str, Any] = _core.double_board_plan(nplayers, nhole, nboard, ndead, tuples, trials)
    return DoubleBoardPlan(**fields)

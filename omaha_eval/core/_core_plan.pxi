# The equity job's plan (src/oe_plan.h), included by _core.pyx: the
# method, estimate, limits, chunks and precomputations of a job, decided in
# C once for Python, the C API and JavaScript. Converts and returns; the
# equity engine (omaha_eval/equity_engine/plan.py) words the refusals.

PLAN_TRIALS_PER_CHUNK = OE_PLAN_TRIALS_PER_CHUNK
PLAN_MAX_REJECTS = OE_PLAN_MAX_REJECTS
PLAN_SAMPLE_PREPARE_HANDS = OE_PLAN_SAMPLE_PREPARE_HANDS
PLAN_EXACT_PREPARE_HANDS = OE_PLAN_EXACT_PREPARE_HANDS
PLAN_ROW_TABLE_HANDS = OE_PLAN_ROW_TABLE_HANDS
PLAN_MAX_EXACT_SECONDS = OE_PLAN_MAX_EXACT_SECONDS
PLAN_MAX_SAMPLED_SECONDS = OE_PLAN_MAX_SAMPLED_SECONDS
PLAN_MC_SECONDS_PER_TRIAL = OE_PLAN_MC_SECONDS_PER_TRIAL
PLAN_SWEEP_MAX_BOARDS_PER_CHUNK = OE_PLAN_SWEEP_MAX_BOARDS_PER_CHUNK
PLAN_SWEEP_MAX_SCRATCH_BYTES = OE_PLAN_SWEEP_MAX_SCRATCH_BYTES
# a double board's job (oe_plan_double_make: why it is planned apart is in oe_plan.h)
PLAN_DOUBLE_EXACT_TUPLES = OE_PLAN_DOUBLE_EXACT_TUPLES
PLAN_DOUBLE_DEFAULT_TRIALS = OE_PLAN_DOUBLE_DEFAULT_TRIALS
PLAN_DOUBLE_TRIALS_PER_CHUNK = OE_PLAN_DOUBLE_TRIALS_PER_CHUNK
PLAN_DOUBLE_SECONDS_PER_DEAL = OE_PLAN_DOUBLE_SECONDS_PER_DEAL
PLAN_DOUBLE_MAX_REJECTS = OE_PLAN_DOUBLE_MAX_REJECTS
# by known board cards: tuples per exact chunk, rough one-core seconds a tuple
PLAN_TUPLES_PER_CHUNK = {b: oe_plan_tuples_per_chunk(b) for b in (0, 1, 3, 4, 5)}
PLAN_SECONDS_PER_TUPLE = {b: oe_plan_seconds_per_tuple(b) for b in (0, 1, 3, 4, 5)}
PLAN_METHODS = {OE_PLAN_SWEEP: "sweep", OE_PLAN_TUPLES: "tuples", OE_PLAN_SAMPLE: "sample"}
PLAN_REFUSALS = ("", "too many trials", "exact too long", "sweep too long", "sweep too big")


cdef int _plan_players(object sizes, object randoms, oe_plan_job *job) except -1:
    if len(sizes) != len(randoms) or not 1 <= len(sizes) <= OE_MAX_PLAYERS:
        raise ValueError(f"{len(sizes)} players' sizes and {len(randoms)} random flags: "
                         f"expected 1 to {OE_MAX_PLAYERS} of each")
    job.nplayers = len(sizes)
    for p in range(job.nplayers):
        job.random[p] = 1 if randoms[p] else 0
        job.n[p] = sizes[p]
    return 0


def equity_plan(int nhole, int nboard, int ndead, bint hilo, trials, sizes, randoms, bint board_list=False):
    """The plan of an equity job (oe_plan_make): nhole, the known board and
    dead card counts, Hi-Lo, trials (None: exact asked for), per player the
    hands left (1 = a single hand) and whether the player is random, and
    whether each trial draws its board from a board range. Returns a dict
    of the plan's fields (method: "sweep", "tuples" or "sample"; refused: ""
    or why the job is refused)."""
    cdef oe_plan_job job
    cdef oe_plan out
    memset(&job, 0, sizeof(job))
    job.nhole, job.nboard, job.ndead, job.hilo, job.board_list = nhole, nboard, ndead, hilo, board_list
    job.trials = 0 if trials is None else trials
    if trials is not None and trials < 1:
        raise ValueError(f"trials={trials}: expected a positive integer")
    _plan_players(sizes, randoms, &job)
    cdef int err = oe_plan_make(&job, &out)
    if err != 0:
        raise ValueError(f"equity plan: status {err} (nhole {nhole}, board {nboard}, "
                         f"dead {ndead}, sizes {list(sizes)})")
    cdef int np = job.nplayers
    return {
        "method": PLAN_METHODS[out.method], "refused": PLAN_REFUSALS[out.refused], "seconds": out.seconds,
        "tuples": out.tuples, "tuples_double": out.tuples_double, "boards_per_tuple": out.boards_per_tuple,
        "sizes": [out.sizes[p] for p in range(np)],
        "sweep_sizes": [out.sweep_sizes[0], out.sweep_sizes[1]], "sweep_boards": out.sweep_boards,
        "units": out.units, "per_chunk": out.per_chunk, "nchunks": out.nchunks,
        "prepare": [bool(out.prepare[p]) for p in range(np)], "rows": [bool(out.rows[p]) for p in range(np)],
        "places": [bool(out.places[p]) for p in range(np)], "classes": bool(out.classes),
    }


def plan_row_tables(sizes, int nhole, int nboard, tuples):
    """Which players' hands get a river-row table for a whole exact job
    (oe_plan_row_tables); tuples saturates at 2**64 - 1."""
    cdef uint64_t n[10]
    cdef uint8_t out[10]
    if not 1 <= len(sizes) <= OE_MAX_PLAYERS:
        raise ValueError(f"{len(sizes)} players: expected 1 to {OE_MAX_PLAYERS}")
    for p in range(len(sizes)):
        n[p] = sizes[p]
    cdef uint64_t t = min(tuples, 0xFFFFFFFFFFFFFFFF)
    oe_plan_row_tables(n, len(sizes), nhole, nboard, t, out)
    return [bool(out[p]) for p in range(len(sizes))]


def plan_sweep_seconds(uint64_t small, uint64_t large, int nhole, uint64_t nboards, bint hilo):
    """Rough one-core seconds of the range-against-range sweep
    (oe_plan_sweep_seconds): ranges of small and large hands, nboards boards."""
    return oe_plan_sweep_seconds(small, large, nhole, nboards, hilo)


def double_board_plan(int nplayers, int nhole, int nboard, int ndead, tuples, trials):
    """The plan of a double-board job (oe_plan_double_make): players, hole
    cards, cards known on each board, dead cards, the combinations of the
    players' hands (saturating at 2**64 - 1 with a random player) and trials
    (None: none asked for). Returns a dict: method ("tuples" or "sample"),
    refused ("" or "too many trials"), seconds, tuples, boards_per_tuple,
    units, per_chunk, nchunks."""
    cdef oe_plan_double_job job
    cdef oe_plan out
    memset(&job, 0, sizeof(job))
    if trials is not None and trials < 1:
        raise ValueError(f"trials={trials}: expected a positive integer")
    if tuples < 1:
        raise ValueError(f"tuples={tuples}: expected a positive integer")
    job.nplayers, job.nhole, job.nboard, job.ndead = nplayers, nhole, nboard, ndead
    job.tuples = min(tuples, 0xFFFFFFFFFFFFFFFF)
    job.trials = 0 if trials is None else trials
    cdef int err = oe_plan_double_make(&job, &out)
    if err != 0:
        why = "too few cards left to finish both boards" if err == OE_PLAN_TOO_FEW_CARDS else "a count out of range"
        raise ValueError(f"double-board plan: {why} ({nplayers} players, {nhole} hole cards, boards of {nboard}, "
                         f"{ndead} dead cards)")
    return {
        "method": PLAN_METHODS[out.method], "refused": PLAN_REFUSALS[out.refused], "seconds": out.seconds,
        "tuples": out.tuples, "boards_per_tuple": out.boards_per_tuple,
        "units": out.units, "per_chunk": out.per_chunk, "nchunks": out.nchunks,
    }

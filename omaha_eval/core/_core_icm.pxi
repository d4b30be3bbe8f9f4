# Bindings of the Independent Chip Model kernel (src/oe_icm.h); included at
# the end of _core.pyx. The friendly objects are omaha_eval/icm/.

cdef extern from "oe_icm.h" nogil:
    enum:
        OE_ICM_EXACT_MAX
        OE_ICM_OK
        OE_ICM_BAD_ARGS
        OE_ICM_NO_MEMORY
        OE_ICM_NOT_CONVERGED
    int oe_icm_exact(const double *stacks, int n, int paid, double *out)
    int oe_icm_integral(const double *stacks, int n, int paid, double tol, double *out, double *error)
    int oe_icm_sample(const double *stacks, int n, int paid, const double *prizes, uint64_t trials,
                      uint64_t seed, uint64_t *counts, double *sum, double *sumsq)

ICM_EXACT_MAX = OE_ICM_EXACT_MAX


cdef _icm_check(int err, str what):
    if err == OE_ICM_NO_MEMORY:
        raise MemoryError(f"{what}: out of memory")
    if err == OE_ICM_BAD_ARGS:
        raise ValueError(f"{what}: expected 1..n paid places and stacks that are finite and > 0"
                         + (f" (exact: at most {OE_ICM_EXACT_MAX} players)" if what == "icm_exact" else ""))


cdef _icm_shape(const double[::1] stacks, int paid, double[::1] out):
    if out.shape[0] != stacks.shape[0] * paid:
        raise ValueError(f"output holds {out.shape[0]} values: expected {stacks.shape[0] * paid}")


def icm_exact(const double[::1] stacks, int paid, double[::1] out):
    """Place probabilities by the subset program into out (players x paid,
    row-major); omaha_eval.icm checks the stacks (GIL released)."""
    cdef int err, n = stacks.shape[0]
    _icm_shape(stacks, paid, out)
    if n < 1:
        raise ValueError("icm_exact: no players")
    with nogil:
        err = oe_icm_exact(&stacks[0], n, paid, &out[0])
    _icm_check(err, "icm_exact")


def icm_integral(const double[::1] stacks, int paid, double tol, double[::1] out):
    """Place probabilities by the exponential-clock integral into out;
    returns (converged, error estimate) (GIL released)."""
    cdef int err, n = stacks.shape[0]
    cdef double error = 0
    _icm_shape(stacks, paid, out)
    if n < 1:
        raise ValueError("icm_integral: no players")
    with nogil:
        err = oe_icm_integral(&stacks[0], n, paid, tol, &out[0], &error)
    _icm_check(err, "icm_integral")
    return err != OE_ICM_NOT_CONVERGED, error


def icm_sample(const double[::1] stacks, int paid, const double[::1] prizes, uint64_t trials, uint64_t seed,
               uint64_t[::1] counts, double[::1] total, double[::1] squares):
    """Monte Carlo finishing orders: adds to counts (players x paid), total
    and squares (the prizes won per player, and their squares) (GIL released)."""
    cdef int err, n = stacks.shape[0]
    if n < 1 or prizes.shape[0] != paid or counts.shape[0] != n * paid or total.shape[0] != n \
            or squares.shape[0] != n:
        raise ValueError(f"icm_sample: {n} players, {paid} prizes: arrays of the wrong size")
    with nogil:
        err = oe_icm_sample(&stacks[0], n, paid, &prizes[0], trials, seed, &counts[0], &total[0], &squares[0])
    _icm_check(err, "icm_sample")

# Bindings of the evolution ordering's showdowns (src/oe_evolution.h);
# included at the end of _core.pyx. The job around it is
# omaha_eval/tables/evolution.py.

cdef extern from "oe_evolution.h" nogil:
    enum:
        OE_EVO_UNITS
        OE_EVO_MAX_PLAYERS
    int oe_evolution_deals(const uint8_t *heroes, size_t n, int k, int holdem, int hilo, int players,
                            const uint8_t *good, uint64_t trials, uint64_t seed, const uint64_t *streams,
                            uint64_t *out)

EVOLUTION_UNITS = OE_EVO_UNITS


def evolution_deals(const uint8_t[:, ::1] heroes, bint holdem, bint hilo, int players, good,
                    uint64_t trials, uint64_t seed, const uint64_t[::1] streams, uint64_t[:, ::1] out):
    """Adds to out[i] (deals, chips won in EVOLUTION_UNITS, their squares
    summed) `trials` evolution deals of hand heroes[i] at a table of
    `players` seats; good: a uint8 array, one byte per hand in colex order
    (nonzero = plays), or None = every hand plays (GIL released)."""
    cdef Py_ssize_t n = heroes.shape[0]
    cdef int k = <int>heroes.shape[1]
    cdef const uint8_t[::1] good_view
    cdef const uint8_t *good_ptr = NULL
    cdef uint64_t seen
    if k not in (2, 4, 5, 6) or (holdem and k != 2) or (not holdem and k == 2):
        raise ValueError(f"hands of {k} cards: expected 2 (Hold'em) or 4, 5, 6 (Omaha)")
    if hilo and holdem:
        raise ValueError("Hold'em has no 8-or-better low")
    if not 2 <= players <= OE_EVO_MAX_PLAYERS:
        raise ValueError(f"players={players}: expected 2 to {OE_EVO_MAX_PLAYERS}")
    if players * k + 5 > 52:
        raise ValueError(f"{players} players of {k} cards and a board need more than 52 cards")
    if streams.shape[0] != n or out.shape[0] != n or out.shape[1] != 3:
        raise ValueError(f"streams and out must have {n} rows (out: 3 columns)")
    for i in range(n):
        seen = 0
        for j in range(k):
            if heroes[i, j] > 51 or (seen >> heroes[i, j]) & 1:
                raise ValueError(f"hand {i}: a card outside 0..51 or repeated in {list(heroes[i])}")
            seen |= (<uint64_t>1) << heroes[i, j]
    if good is not None:
        good_view = good
        if <uint64_t>good_view.shape[0] != oe_range_size(k):
            raise ValueError(f"good holds {good_view.shape[0]} bytes: expected {oe_range_size(k)}")
        good_ptr = &good_view[0]
    if n == 0:
        return
    cdef int status
    with nogil:
        status = oe_evolution_deals(&heroes[0, 0], <size_t>n, k, holdem, hilo, players, good_ptr, trials, seed,
                                    &streams[0], &out[0, 0])
    if status:
        raise MemoryError("evolution deals: no memory for the good set's bits")

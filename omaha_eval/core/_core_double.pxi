# Double-board equity for fixed hands (src/oe_double.h); included by _core.pyx.

cdef extern from "oe_double.h" nogil:
    enum:
        OE_DOUBLE_VALUES
    int oe_double_exact(const uint8_t *holes, int nplayers, int nhole, int hilo, const uint8_t *first,
                        int nfirst, const uint8_t *second, int nsecond, uint64_t known, double *out,
                        uint64_t *deals)

DOUBLE_VALUES = OE_DOUBLE_VALUES


def double_exact(const uint8_t[::1] holes, int nplayers, int nhole, int game, bint hilo, first, second,
                 uint64_t known, double[::1] out):
    """Exact double-board averages for fixed hands into out (OE_DOUBLE_VALUES
    per player; omaha_eval.equity_engine.double_board checks the cards); returns
    the number of joint deals of both boards (GIL released)."""
    cdef uint8_t b1[8]
    cdef uint8_t b2[8]
    cdef int n1 = to_cards(first, b1, MAX_CARDS, "board 1")
    cdef int n2 = to_cards(second, b2, MAX_CARDS, "board 2")
    cdef uint64_t deals = 0
    cdef int err
    if game not in (0, nhole):
        raise ValueError(f"game code {game}: expected {nhole} (the hole cards) or 0")
    if nplayers < 1 or nplayers > OE_MAX_PLAYERS or holes.shape[0] != nplayers * nhole:
        raise ValueError(f"{holes.shape[0]} hole cards for {nplayers} players of {nhole}")
    if out.shape[0] != nplayers * OE_DOUBLE_VALUES:
        raise ValueError(f"output holds {out.shape[0]} values: expected {nplayers * OE_DOUBLE_VALUES}")
    for i in range(holes.shape[0]):
        if holes[i] > 51:
            raise ValueError(f"hole card {holes[i]}: expected 0..51")
    with nogil:
        err = oe_double_exact(&holes[0], nplayers, nhole, hilo, b1, n1, b2, n2, known, &out[0], &deals)
    if err:
        raise ValueError("double_exact: expected 3..5 cards on each board, 2 or 4..6 hole cards "
                         "(Hi-Lo: Omaha), 1..10 players and cards left for both boards")
    return deals

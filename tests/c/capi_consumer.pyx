# cython: language_level=3, boundscheck=False, wraparound=False, freethreading_compatible=True
"""Another extension using omaha_eval's C API through the capsule
(omaha_eval/capi.pxd): built at test time by tests/test_cython_api.py, and
timed by bench/c_api.py. It links against nothing of omaha_eval's, and
keeps no state, so a free-threaded Python may import it without the GIL."""
from libc.stdint cimport uint8_t, uint16_t, uint64_t
from libc.string cimport memset
from omaha_eval.capi cimport (
    OE_OK, OE_OMAHA, import_omaha_eval, oe_best_high, oe_best_low, oe_equity_exact,
    oe_equity_request, oe_equity_result, oe_equity_sample, oe_eval_high, oe_eval_high_batch,
    oe_eval_low_batch, oe_hand_category, oe_version, oe_shortdeck_eval, oe_shortdeck_equity, oe_icm,
    OE_ICM_AUTO, oe_equity_estimate, oe_equity_counts, oe_equity_plan, oe_equity_run,
    oe_equity_fractions, OE_METHOD_TUPLES,
)

import_omaha_eval()


def version():
    return oe_version().decode()


def evaluate(int game, bytes hole, bytes board):
    """(high, low, from_hole, used, low_used) of one hand, as the C API gives them."""
    cdef uint8_t used[5]
    cdef uint8_t low_used[5]
    cdef int from_hole = -1
    cdef const uint8_t *h = hole
    cdef const uint8_t *b = board
    high = oe_best_high(game, h, len(hole), b, len(board), used, &from_hole)
    low = oe_best_low(game, h, len(hole), b, len(board), low_used)
    return (high, low, from_hole, bytes(used[:5]) if high > 0 else b"",
            bytes(low_used[:5]) if low > 0 else b"")


def category(int value):
    return oe_hand_category(value)


def batch(int game, bytes holes, int nhole, bytes boards, int nboard):
    """(status, high values, low masks) of len(holes) // nhole rows."""
    cdef size_t n = len(holes) // nhole if nhole > 0 else 0
    out_hi = [0] * n
    out_lo = [0] * n
    cdef bytearray hbuf = bytearray(2 * n)
    cdef bytearray lbuf = bytearray(n)
    cdef uint16_t *ph = <uint16_t *><char *>hbuf
    cdef uint8_t *pl = <uint8_t *><char *>lbuf
    cdef const uint8_t *hs = holes
    cdef const uint8_t *bs = boards
    cdef size_t bad = 0, i
    status = oe_eval_high_batch(game, hs, nhole, bs, nboard, 1, n, ph, &bad)
    if status == OE_OK and nhole > 2:
        status = oe_eval_low_batch(game, hs, nhole, bs, nboard, 1, n, pl, &bad)
    for i in range(n):
        out_hi[i] = ph[i]
        out_lo[i] = pl[i]
    return status, out_hi, out_lo


def time_plo4(bytes deals, int passes):
    """CPU seconds of each of `passes` passes over the deals (9 bytes each: 4
    hole, 5 board), evaluating PLO4 river highs without the GIL; the sum of
    the values, so no work can be dropped."""
    import time
    cdef const uint8_t *d = deals
    cdef Py_ssize_t n = len(deals) // 9, i
    cdef long total = 0
    times = []
    for _ in range(passes):
        start = time.process_time()
        with nogil:
            for i in range(n):
                total += oe_eval_high(OE_OMAHA, d + 9 * i, 4, d + 9 * i + 4, 5)
        times.append(time.process_time() - start)
    return times, total


def equity(int game, bint hilo, list hands, bytes board, uint64_t trials=0, uint64_t seed=0):
    """(status, [equity of each player]) of single hands (bytes each);
    exact when trials is 0."""
    cdef oe_equity_request rq
    cdef oe_equity_result res
    cdef int status
    memset(&rq, 0, sizeof(rq))
    rq.game = game
    rq.hilo = hilo
    rq.nplayers = len(hands)
    for p in range(min(len(hands), 10)):
        rq.players[p].hands = <const uint8_t *><bytes>hands[p]
        rq.players[p].n = 1
    rq.board = board
    rq.nboard = len(board)
    with nogil:
        if trials:
            status = oe_equity_sample(&rq, trials, seed, &res)
        else:
            status = oe_equity_exact(&rq, &res)
    if status != OE_OK:
        return status, []
    return status, [res.players[p].equity for p in range(rq.nplayers)]


def shortdeck_eval(int rules, bytes hole, bytes board):
    """Short Deck value (or an error code) through the capsule."""
    return oe_shortdeck_eval(rules, hole, board, len(board))


def shortdeck_equity(int rules, bytes holes, bytes board, uint64_t dead=0, uint64_t trials=0, uint64_t seed=0):
    """(status, runouts, [equity of each player]) of 2-card hands."""
    cdef int n = len(holes) // 2, status
    cdef double eq[10]
    cdef uint64_t boards = 0
    if n > 10:
        return -5, 0, []
    status = oe_shortdeck_equity(rules, holes, n, board, len(board), dead, trials, seed, eq, &boards)
    return status, boards, [eq[p] for p in range(n)] if status == OE_OK else []


def icm(list stacks, list payouts):
    """(status, [prize equity of each player]) by the auto method."""
    cdef int n = len(stacks), paid = len(payouts), status, i
    cdef double s[64]
    cdef double p[64]
    cdef double eq[64]
    if n > 64 or paid > 64:
        return -5, []
    for i in range(n):
        s[i] = stacks[i]
    for i in range(paid):
        p[i] = payouts[i]
    status = oe_icm(s, n, p, paid, OE_ICM_AUTO, eq, NULL)
    return status, [eq[i] for i in range(n)] if status == OE_OK else []


def plan_run(int game, bint hilo, list hands, bytes board, uint64_t trials=0, uint64_t seed=0):
    """Through the job plan's table entries (since 1.4): (plan status, method,
    refused, run status, [equity of each player]) of single hands."""
    cdef oe_equity_request rq
    cdef oe_equity_estimate est
    cdef oe_equity_counts counts
    cdef oe_equity_result res
    cdef int planned, ran, fractions = OE_OK
    memset(&rq, 0, sizeof(rq))
    rq.game = game
    rq.hilo = hilo
    rq.nplayers = len(hands)
    for p in range(min(len(hands), 10)):
        rq.players[p].hands = <const uint8_t *><bytes>hands[p]
        rq.players[p].n = 1
    rq.board = board
    rq.nboard = len(board)
    with nogil:
        planned = oe_equity_plan(&rq, trials, &est)
        ran = oe_equity_run(&rq, trials, seed, &counts)
        if ran == OE_OK:
            fractions = oe_equity_fractions(&counts, &res)
    if planned != OE_OK or ran != OE_OK or fractions != OE_OK:
        return planned, -1, -1, ran if ran != OE_OK else fractions, []
    return planned, est.method, est.refused, ran, [res.players[p].equity for p in range(rq.nplayers)]

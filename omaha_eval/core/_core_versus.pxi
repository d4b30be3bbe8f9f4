# Heads-up range against range on every board (src/oe_rvr.c), bound thinly:
# a checked, immutable Versus job (threads may share one) whose run() sweeps
# a chunk of boards with the GIL released. Chunks, threads and results are
# the Python layer's (omaha_eval/equity_engine/versus.py).

VERSUS_CELLS_HI = OE_RVR_CELLS_HI
VERSUS_CELLS_HILO = OE_RVR_CELLS_HILO


def versus_cell_counters(bint hilo, int cell, int side):
    """The equity counters (NCOUNTERS, in POT_UNITS) that one pair of hands
    on one board adds in cell `cell` to the query hand (side 0) or the
    inserted hand (side 1)."""
    cdef uint64_t out[8]
    if not 0 <= cell < (OE_RVR_CELLS_HILO if hilo else OE_RVR_CELLS_HI):
        raise ValueError(f"cell {cell}: expected 0 to {(OE_RVR_CELLS_HILO if hilo else OE_RVR_CELLS_HI) - 1}")
    if side not in (0, 1):
        raise ValueError(f"side {side}: expected 0 or 1")
    oe_rvr_cell_counters(hilo, cell, side, out)
    return tuple(out[i] for i in range(8))


cdef class VersusRange:
    """One side of a range-against-range job, checked and prepared once:
    cards a uint8 buffer of n * nhole valid cards, each hand's cards
    distinct; weights None or a uint32 buffer of n values >= 1. Holds every
    hand's card-subset ids (src/oe_rvr.c), so that jobs on the same range
    skip that work; immutable, shared by any number of jobs and threads."""

    cdef oe_rvr_side side
    cdef uint32_t *subsets
    cdef object keep
    cdef readonly int nhole
    cdef readonly uint64_t n

    def __dealloc__(self):
        PyMem_Free(self.subsets)

    def __init__(self, cards, weights, int nhole):
        cdef const uint8_t[::1] c
        cdef const uint32_t[::1] w
        cdef uint64_t n, i, badhand, hand_seen
        cdef int bad = 0
        if self.subsets != NULL:
            raise TypeError("a VersusRange cannot be re-initialised")
        if nhole not in (2, 4, 5, 6):
            raise ValueError(f"{nhole} hole cards: expected 2, 4, 5 or 6")
        c = cards
        if c.shape[0] % nhole:
            raise ValueError(f"{c.shape[0]} cards is not a whole number of {nhole}-card hands")
        n = <uint64_t>c.shape[0] // nhole
        if n == 0:
            raise ValueError("a range with no hands")
        if n >= 0xFFFFFFFF:
            raise ValueError(f"{n:,} hands; expected fewer than 2**32")
        badhand = n
        with nogil:
            for i in range(n):
                hand_seen = 0
                if oe_check_cards(&c[i * nhole], nhole, &hand_seen, &bad) != OE_OK:
                    badhand = i
                    break
        if badhand < n:
            i = badhand
            raise ValueError(f"hand {i + 1}: a card outside 0..51 or repeated in "
                             f"{list(c[i * nhole:(i + 1) * nhole])}")
        self.side.cards = &c[0]
        self.side.n = n
        self.side.weights = NULL
        keep = [c]
        if weights is not None:
            w = weights
            if <uint64_t>w.shape[0] != n:
                raise ValueError(f"{w.shape[0]} weights for {n} hands")
            for i in range(n):
                if w[i] == 0:
                    raise ValueError(f"hand {i + 1}: weight 0; expected >= 1")
            self.side.weights = &w[0]
            keep.append(w)
        self.subsets = <uint32_t *>PyMem_Malloc(n * oe_rvr_nsubsets(nhole) * sizeof(uint32_t))
        if self.subsets == NULL:
            raise MemoryError()
        with nogil:
            oe_rvr_subsets(self.side.cards, n, nhole, self.subsets)
        self.side.subsets = self.subsets
        self.keep = keep
        self.nhole = nhole
        self.n = n


cdef class Versus:
    """query and insert: the two ranges as VersusRange objects of the same
    hole-card count. board: 3, 4 or 5 known cards. dead: a mask of cards
    that will not come (the board excluded). Query hands get per-hand
    cells; the inserted range is swept as running weights."""

    cdef oe_rvr_job job
    cdef uint64_t *twin
    cdef object keep
    cdef bint ready
    cdef readonly int ncells
    cdef readonly uint64_t nboards, nquery, ninsert

    def __dealloc__(self):
        PyMem_Free(self.twin)

    def __init__(self, VersusRange query not None, VersusRange insert not None, board, uint64_t dead,
                 bint hilo):
        cdef uint8_t b[MAX_CARDS]
        cdef uint64_t seen = 0
        cdef int c, nhole
        if self.ready:
            raise TypeError("a Versus job cannot be re-initialised")
        if query.subsets == NULL or insert.subsets == NULL:
            raise TypeError("VersusRange was not initialised")
        nhole = query.nhole
        if insert.nhole != nhole:
            raise ValueError(f"ranges of {nhole} and {insert.nhole} hole cards: expected the same")
        if dead >> 52:
            raise ValueError(f"dead mask {dead:#x} names cards above 51")
        self.job.nboard = to_cards(board, b, MAX_BOARD, "board")
        if self.job.nboard not in (3, 4, 5):
            raise ValueError(f"{self.job.nboard} board cards: expected 3, 4 or 5")
        check_distinct(b, self.job.nboard, &seen, "the board")
        if seen & dead:
            raise ValueError("a dead card is also on the board")
        memcpy(self.job.board, b, self.job.nboard)
        self.job.nhole = nhole
        self.job.hilo = hilo
        self.job.dead = dead | seen
        self.job.nleft = 0
        for c in range(52):
            if not (self.job.dead >> c) & 1:
                self.job.left[self.job.nleft] = c
                self.job.nleft += 1
        self.job.query = query.side
        self.job.insert = insert.side
        self.twin = <uint64_t *>PyMem_Malloc(self.job.query.n * sizeof(uint64_t))
        if self.twin == NULL:
            raise MemoryError()
        with nogil:
            c = oe_rvr_twins(&self.job.query, &self.job.insert, nhole, self.twin)
        if c < 0:
            raise MemoryError()
        self.job.twin = self.twin
        self.keep = (query, insert)  # their buffers back the job's pointers
        self.ncells = OE_RVR_CELLS_HILO if hilo else OE_RVR_CELLS_HI
        self.nboards = oe_rvr_boards(&self.job)
        self.nquery = self.job.query.n
        self.ninsert = self.job.insert.n
        self.ready = True

    def run(self, uint64_t first, uint64_t count, uint64_t[::1] cells128, each=None):
        """Sweeps boards first .. first+count-1: cells128 (2 * ncells words,
        128-bit low/high pairs) += the query hands' cells weighted by both
        hands' weights; each (None, or nquery * ncells words) += every query
        hand's cells weighted by the inserted hands' weights."""
        cdef uint64_t[::1] per_hand
        cdef uint64_t *each_ptr = NULL
        cdef int rc
        if not self.ready:
            raise TypeError("Versus job was not initialised")
        if <uint64_t>cells128.shape[0] < 2 * <uint64_t>self.ncells:
            raise ValueError(f"cell buffer holds {cells128.shape[0]}: expected {2 * self.ncells}")
        if each is not None:
            per_hand = each
            if <uint64_t>per_hand.shape[0] < self.nquery * self.ncells:
                raise ValueError(f"per-hand buffer holds {per_hand.shape[0]}: expected "
                                 f"{self.nquery * self.ncells}")
            each_ptr = &per_hand[0]
        with nogil:
            rc = oe_rvr_run(&self.job, first, count, &cells128[0], each_ptr)
        if rc < 0:
            raise MemoryError("not enough memory for the range-against-range sweep")

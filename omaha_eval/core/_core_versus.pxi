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


cdef class Versus:
    """query and insert: (cards, weights or None): cards a uint8 buffer of
    n * nhole valid cards, each hand's cards distinct; weights a uint32
    buffer of n values >= 1. board: 3, 4 or 5 known cards. dead: a mask of
    cards that will not come (the board excluded). Query hands get per-hand
    cells; the inserted range is swept as running weights."""

    cdef oe_rvr_job job
    cdef uint32_t *subsets[2]
    cdef uint64_t *twin
    cdef object keep
    cdef bint ready
    cdef readonly int ncells
    cdef readonly uint64_t nboards, nquery, ninsert

    def __dealloc__(self):
        PyMem_Free(self.subsets[0])
        PyMem_Free(self.subsets[1])
        PyMem_Free(self.twin)

    def __init__(self, query, insert, board, uint64_t dead, int nhole, bint hilo):
        cdef const uint8_t[::1] cards
        cdef const uint32_t[::1] weights
        cdef uint8_t b[MAX_CARDS]
        cdef uint64_t seen = 0, n, i, badhand, hand_seen
        cdef int s, bad = 0, c, nsub
        cdef oe_rvr_side *side
        if self.ready:
            raise TypeError("a Versus job cannot be re-initialised")
        if nhole not in (2, 4, 5, 6):
            raise ValueError(f"{nhole} hole cards: expected 2, 4, 5 or 6")
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
        nsub = oe_rvr_nsubsets(nhole)
        keep = []
        for s in range(2):
            side = &self.job.query if s == 0 else &self.job.insert
            hands, wts = (query, insert)[s]
            cards = hands
            if cards.shape[0] % nhole:
                raise ValueError(f"range {s + 1}: {cards.shape[0]} cards is not a whole number of "
                                 f"{nhole}-card hands")
            n = <uint64_t>cards.shape[0] // nhole
            if n == 0:
                raise ValueError(f"range {s + 1} has no hands")
            if n >= 0xFFFFFFFF:
                raise ValueError(f"range {s + 1}: {n:,} hands; expected fewer than 2**32")
            badhand = n
            with nogil:
                for i in range(n):
                    hand_seen = 0
                    if oe_check_cards(&cards[i * nhole], nhole, &hand_seen, &bad) != OE_OK:
                        badhand = i
                        break
            if badhand < n:
                i = badhand
                raise ValueError(f"range {s + 1}, hand {i + 1}: a card outside 0..51 or repeated "
                                 f"in {list(cards[i * nhole:(i + 1) * nhole])}")
            side.cards = &cards[0]
            side.n = n
            side.weights = NULL
            keep.append(cards)
            if wts is not None:
                weights = wts
                if <uint64_t>weights.shape[0] != n:
                    raise ValueError(f"range {s + 1}: {weights.shape[0]} weights for {n} hands")
                for i in range(n):
                    if weights[i] == 0:
                        raise ValueError(f"range {s + 1}, hand {i + 1}: weight 0; expected >= 1")
                side.weights = &weights[0]
                keep.append(weights)
            self.subsets[s] = <uint32_t *>PyMem_Malloc(n * nsub * sizeof(uint32_t))
            if self.subsets[s] == NULL:
                raise MemoryError()
            with nogil:
                oe_rvr_subsets(side.cards, n, nhole, self.subsets[s])
            side.subsets = self.subsets[s]
        self.twin = <uint64_t *>PyMem_Malloc(self.job.query.n * sizeof(uint64_t))
        if self.twin == NULL:
            raise MemoryError()
        with nogil:
            c = oe_rvr_twins(&self.job.query, &self.job.insert, nhole, self.twin)
        if c < 0:
            raise MemoryError()
        self.job.twin = self.twin
        self.keep = keep
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

# The equity engine's binding (included by _core.pyx): a checked Job that
# holds each player's range as flat card and weight buffers, and methods that
# run one chunk of work in C with the GIL released. Chunking, threads and
# results are the Python layer's (omaha_eval/equity_engine/calculator.py).
from cpython.mem cimport PyMem_Calloc, PyMem_Free, PyMem_Malloc
from libc.stdint cimport uint16_t, uint32_t

NCOUNTERS = OE_NCOUNTERS
POT_UNITS = OE_POT
MAX_PLAYERS = OE_MAX_PLAYERS
EACH_WIDTH = OE_RQ_EACH_WIDTH
RIVER_ROWS = OE_RIVER_BOARDS


cdef class Job:
    """A checked equity job: for each player a range (hands as a flat buffer
    of n * nhole cards, optional uint32 weights, or every hand of the deck),
    the known board and the dead cards. Immutable once built, so threads may
    share one; every method refuses a Job that __init__ did not finish."""

    cdef oe_rq_job job
    cdef oe_eqhand *prepared[OE_MAX_PLAYERS]
    cdef uint64_t *cumulative[OE_MAX_PLAYERS]
    cdef uint64_t *records[OE_MAX_PLAYERS]
    cdef uint16_t *rows[OE_MAX_PLAYERS]
    cdef uint8_t *places[OE_MAX_PLAYERS]
    cdef uint64_t *board_cumulative
    cdef uint8_t *class_places
    cdef object keep  # the buffers the job points into
    cdef object _board_list
    cdef bint ready
    cdef readonly int nplayers, nhole, nboard
    cdef readonly tuple sizes

    def __dealloc__(self):
        for p in range(OE_MAX_PLAYERS):
            PyMem_Free(self.prepared[p])
            PyMem_Free(self.cumulative[p])
            PyMem_Free(self.records[p])
            PyMem_Free(self.rows[p])
            PyMem_Free(self.places[p])
        PyMem_Free(self.board_cumulative)
        PyMem_Free(self.class_places)

    def __init__(self, ranges, board, uint64_t dead, int nhole, bint hilo, prepare, rows=None,
                 places=None, board_list=None, board_weights=None, bint classes=False):
        """ranges: per player (cards, weights or None, random flag): cards a
        uint8 buffer of n * nhole valid cards, each hand's cards distinct;
        weights a uint32 buffer of n values >= 1. board: the known cards.
        dead: a mask of cards that will not come (the board excluded).
        prepare: per player, whether to precompute each hand's tables.
        rows: per player (Omaha only), whether to build each hand's river-row
        table (RIVER_ROWS values, 2 bytes each) once for every exact tuple
        it is in, or None for none. places: likewise, each hand's river-place
        table (RIVER_ROWS bytes) once for every Monte Carlo chunk.
        board_list (Monte Carlo only, with board empty): a (boards, 3 to 5)
        uint8 array of known boards, one drawn every trial in proportion to
        board_weights (uint32 values >= 1, or None for equal weights).
        classes (Omaha Monte Carlo on a known flop or turn): build the table
        of each rank class's place in each row the board leaves
        (oe_class_places.h) and store each hand's class in its record, once
        for all chunks."""
        cdef const uint8_t[::1] cards
        cdef const uint32_t[::1] weights
        cdef uint8_t b[MAX_CARDS]
        cdef uint64_t seen = 0, n, i, total, badhand
        cdef int p, q, same, bad = 0
        cdef uint16_t *table
        cdef uint8_t *place_table
        cdef size_t class_bytes
        if self.ready:
            raise TypeError("a Job cannot be re-initialised")
        if nhole not in (2, 4, 5, 6):
            raise ValueError(f"{nhole} hole cards: expected 2, 4, 5 or 6")
        if not 1 <= len(ranges) <= OE_MAX_PLAYERS:
            raise ValueError(f"{len(ranges)} players: expected 1 to {OE_MAX_PLAYERS}")
        if dead >> 52:
            raise ValueError(f"dead mask {dead:#x} names cards above 51")
        self.nboard = to_cards(board, b, MAX_BOARD, "board")
        check_distinct(b, self.nboard, &seen, "the board")
        if seen & dead:
            raise ValueError("a dead card is also on the board")
        self.nplayers = len(ranges)
        self.nhole = nhole
        self.job.nplayers = self.nplayers
        self.job.nhole = nhole
        self.job.hilo = hilo
        self.job.nboard = self.nboard
        memcpy(self.job.board, b, self.nboard)
        self.job.dead = dead | seen
        if board_list is not None:
            if self.nboard:
                raise ValueError("board_list replaces the board: pass an empty board")
            self._set_board_list(board_list, board_weights)
        keep = []
        sizes = []
        for p in range(self.nplayers):
            hands, wts, random = ranges[p]
            cards = hands
            if cards.shape[0] % nhole:
                raise ValueError(f"player {p + 1}: {cards.shape[0]} cards is not a whole number of "
                                 f"{nhole}-card hands")
            n = <uint64_t>cards.shape[0] // nhole
            if n == 0:
                raise ValueError(f"player {p + 1} has no hands")
            badhand = n
            # a range the same as an earlier player's (a range against
            # itself) shares its checked cards and records: half the memory
            # the sampler reads at random
            same = -1
            for q in range(p):
                if self.job.ranges[q].n == n and memcmp(self.job.ranges[q].cards, &cards[0], n * nhole) == 0:
                    same = q
                    break
            if same >= 0:
                self.job.ranges[p].cards = self.job.ranges[same].cards
                self.job.ranges[p].records = self.job.ranges[same].records
            else:
                # each hand's card mask and cards side by side: the sampler
                # tests a drawn hand for a clash with one load, and its
                # cards are on the same cache line
                self.records[p] = <uint64_t *>PyMem_Calloc(2 * n, sizeof(uint64_t))
                if self.records[p] == NULL:
                    raise MemoryError()
                with nogil:
                    for i in range(n):
                        seen = 0
                        if oe_check_cards(&cards[i * nhole], nhole, &seen, &bad) != OE_OK:
                            badhand = i
                            break
                        self.records[p][2 * i] = seen
                        memcpy(&self.records[p][2 * i + 1], &cards[i * nhole], nhole)
                if badhand < n:
                    i = badhand
                    raise ValueError(f"player {p + 1}, hand {i + 1}: a card outside 0..51 or repeated "
                                     f"in {list(cards[i * nhole:(i + 1) * nhole])}")
                self.job.ranges[p].cards = &cards[0]
                self.job.ranges[p].records = self.records[p]
            self.job.ranges[p].n = n
            self.job.ranges[p].random = bool(random)
            keep.append(cards)
            if wts is not None:
                weights = wts
                if <uint64_t>weights.shape[0] != n:
                    raise ValueError(f"player {p + 1}: {weights.shape[0]} weights for {n} hands")
                self.cumulative[p] = <uint64_t *>PyMem_Calloc(n, sizeof(uint64_t))
                if self.cumulative[p] == NULL:
                    raise MemoryError()
                total = 0
                for i in range(n):
                    if weights[i] == 0:
                        raise ValueError(f"player {p + 1}, hand {i + 1}: weight 0; expected >= 1")
                    total += weights[i]
                    self.cumulative[p][i] = total
                self.job.ranges[p].weights = &weights[0]
                self.job.ranges[p].cumulative = self.cumulative[p]
                keep.append(weights)
            if prepare[p]:
                self.prepared[p] = <oe_eqhand *>PyMem_Calloc(n, sizeof(oe_eqhand))
                if self.prepared[p] == NULL:
                    raise MemoryError()
                with nogil:
                    for i in range(n):
                        oe_eqhand_prepare(&self.prepared[p][i], &cards[i * nhole], nhole)
                self.job.ranges[p].prepared = self.prepared[p]
            if rows is not None and rows[p] and nhole > 2:
                if n > (<uint64_t>-1) // (2 * OE_RIVER_BOARDS):
                    raise MemoryError()
                table = <uint16_t *>PyMem_Malloc(n * OE_RIVER_BOARDS * sizeof(uint16_t))
                if table == NULL:
                    raise MemoryError()
                self.rows[p] = table
                with nogil:
                    oe_rq_row_tables(&cards[0], n, nhole, table)
                self.job.ranges[p].rows = table
            if places is not None and places[p] and nhole > 2:
                if n > (<uint64_t>-1) // OE_RIVER_BOARDS:
                    raise MemoryError()
                place_table = <uint8_t *>PyMem_Malloc(n * OE_RIVER_BOARDS)
                if place_table == NULL:
                    raise MemoryError()
                self.places[p] = place_table
                with nogil:
                    oe_rq_place_tables(&cards[0], n, nhole, place_table)
                self.job.ranges[p].places = place_table
            sizes.append(n)
        if classes and nhole > 2 and board_list is None and oe_class_rows(self.nboard):
            class_bytes = <size_t>oe_class_rows(self.nboard) * oe_rank_classes(nhole)
            self.class_places = <uint8_t *>PyMem_Malloc(class_bytes)
            if self.class_places == NULL:
                raise MemoryError()
            with nogil:
                oe_class_places(b, self.nboard, nhole, self.class_places)
                for p in range(self.nplayers):   # each record array once (a shared one is not owned)
                    if self.records[p] != NULL:
                        oe_class_store(self.records[p], self.job.ranges[p].n, nhole)
            self.job.class_places = self.class_places
            self.job.nclasses = oe_rank_classes(nhole)
        self.keep = keep
        self.sizes = tuple(sizes)
        self.ready = True

    cdef int _set_board_list(self, board_list, board_weights) except -1:
        cdef const uint8_t[:, ::1] boards = board_list
        cdef const uint32_t[::1] weights
        cdef uint64_t nlist = boards.shape[0], i, total = 0, seen
        cdef int nb = boards.shape[1], bad = 0
        if nlist == 0:
            raise ValueError("board_list holds no board")
        if not 3 <= nb <= 5:
            raise ValueError(f"board_list boards of {nb} cards: expected 3, 4 or 5")
        for i in range(nlist):
            seen = 0
            if oe_check_cards(&boards[i, 0], nb, &seen, &bad) != OE_OK:
                raise ValueError(f"board_list board {i + 1}: a card outside 0..51 or repeated")
            if seen & self.job.dead:
                raise ValueError(f"board_list board {i + 1} holds a dead card")
        self.board_cumulative = <uint64_t *>PyMem_Calloc(nlist, sizeof(uint64_t))
        if self.board_cumulative == NULL:
            raise MemoryError()
        if board_weights is None:
            for i in range(nlist):
                self.board_cumulative[i] = i + 1
        else:
            weights = board_weights
            if <uint64_t>weights.shape[0] != nlist:
                raise ValueError(f"{weights.shape[0]} board weights for {nlist} boards")
            for i in range(nlist):
                if weights[i] == 0:
                    raise ValueError(f"board {i + 1}: weight 0; expected >= 1")
                total += weights[i]
                self.board_cumulative[i] = total
        self.nboard = nb
        self.job.nboard = nb
        self.job.board_list = &boards[0, 0]
        self.job.board_cumulative = self.board_cumulative
        self.job.nlist = nlist
        self._board_list = board_list  # the buffer the job points into
        return 0

    cdef int _check(self, acc, Py_ssize_t width) except -1:
        if not self.ready:
            raise TypeError("Job was not initialised")
        if acc.shape[0] < width:
            raise ValueError(f"counter buffer holds {acc.shape[0]}: expected {width}")
        return 0

    cdef int _check_fixed_board(self) except -1:
        if self.job.board_list != NULL:
            raise ValueError("a Job with a board list only samples")
        return 0

    cdef int _check_prepared(self, int upto) except -1:
        for p in range(upto):
            if self.prepared[p] == NULL:
                raise ValueError(f"player {p + 1}'s hands were not prepared")
        return 0

    def exact(self, uint64_t first, uint64_t count, uint64_t[::1] acc128):
        """Scores tuples first .. first+count-1 of the product of the ranges
        exactly into 128-bit counters (low, high word pairs). Returns the
        number of compatible tuples."""
        self._check(acc128, ((self.nplayers * OE_NCOUNTERS) + 1) * 2)
        self._check_fixed_board()
        cdef uint64_t done
        with nogil:
            done = oe_rq_exact(&self.job, first, count, &acc128[0])
        return done

    def sample(self, uint64_t seed, uint64_t stream, uint64_t count, uint64_t max_rejects,
               uint64_t[::1] acc):
        """Scores `count` random deals of stream `stream` into acc. Returns
        the number of tuples drawn, or 0 if max_rejects in a row failed."""
        self._check(acc, self.nplayers * OE_NCOUNTERS)
        # a board list's boards are not among the dead cards: all 5 board cards count
        cdef uint64_t cards_needed = 5 if self.job.board_list != NULL else 5 - self.nboard
        cdef int p
        for p in range(self.nplayers):
            cards_needed += self.nhole
        if 52 - _popcount(self.job.dead) < cards_needed:
            raise ValueError("too few cards left to deal every player and the board")
        cdef uint64_t done
        with nogil:
            done = oe_rq_sample(&self.job, seed, stream, count, max_rejects, &acc[0])
        return done

    def sample_chunk(self, uint64_t trials, uint64_t seed, uint64_t k, uint64_t[::1] acc):
        """Monte Carlo chunk k of a job of `trials` trials: stream k of the
        seed (oe_plan_sample_chunk), the plan's chunk size and reject limit.
        Returns the tuples drawn, or 0 if the limit of draws in a row that
        shared a card was reached."""
        self._check(acc, self.nplayers * OE_NCOUNTERS)
        cdef uint64_t cards_needed = 5 if self.job.board_list != NULL else 5 - self.nboard
        cdef int p
        for p in range(self.nplayers):
            cards_needed += self.nhole
        if 52 - _popcount(self.job.dead) < cards_needed:
            raise ValueError("too few cards left to deal every player and the board")
        if k > (trials - 1) // OE_PLAN_TRIALS_PER_CHUNK or trials == 0:
            raise ValueError(f"chunk {k}: a job of {trials} trials has {-(-trials // OE_PLAN_TRIALS_PER_CHUNK)}")
        cdef uint64_t done
        with nogil:
            done = oe_plan_sample_chunk(&self.job, trials, seed, k, &acc[0])
        return done

    def each(self, uint64_t first, uint64_t count, uint64_t[::1] out):
        """Player 1's single hand against each of player 2's hands
        first .. first+count-1, exact: EACH_WIDTH values per opponent (the
        hero's counters, the opponent's, then the number of boards; 0 boards
        = a hand that shares a card)."""
        if not self.ready:
            raise TypeError("Job was not initialised")
        if self.nplayers != 2 or self.job.ranges[0].n != 1:
            raise ValueError("each() needs one hand against a range")
        self._check_fixed_board()
        self._check_prepared(1)
        if count > self.job.ranges[1].n or first > self.job.ranges[1].n - count:
            raise ValueError(f"opponents {first}..{first + count}: the range holds {self.job.ranges[1].n}")
        if <uint64_t>out.shape[0] < count * OE_RQ_EACH_WIDTH:
            raise ValueError(f"output holds {out.shape[0]}: expected {count * OE_RQ_EACH_WIDTH}")
        if 52 - _popcount(self.job.dead) < 2 * self.nhole + 5 - self.nboard:
            raise ValueError("too few cards left to finish the board")
        with nogil:
            oe_rq_each(&self.job, first, count, &out[0])

    def oracle(self, uint64_t[::1] acc):
        """Test oracle: the board-by-board enumerator on the first hand of
        every player (the old product path, kept to check the new one)."""
        self._check(acc, self.nplayers * OE_NCOUNTERS)
        self._check_fixed_board()
        cdef uint8_t holes[OE_MAX_PLAYERS * MAX_HOLE]
        cdef oe_deal deal
        cdef uint64_t used = self.job.dead
        cdef int p, i
        for p in range(self.nplayers):
            memcpy(&holes[p * self.nhole], self.job.ranges[p].cards, self.nhole)
            for i in range(self.nhole):
                if used >> holes[p * self.nhole + i] & 1:
                    raise ValueError("the players' first hands share a card")
                used |= (<uint64_t>1) << holes[p * self.nhole + i]
        if 52 - _popcount(used) < 5 - self.nboard:
            raise ValueError("too few cards left to finish the board")
        deal.nplayers = self.nplayers
        deal.nhole = self.nhole
        deal.hilo = self.job.hilo
        deal.holes = holes
        deal.nboard = self.nboard
        deal.board = self.job.board
        deal.dead = self.job.dead
        for i in range(self.nboard):
            deal.dead &= ~((<uint64_t>1) << self.job.board[i])
        cdef uint64_t done
        with nogil:
            done = oe_equity_enumerate(&deal, 0, <uint64_t>-1, &acc[0])
        return done


cdef int _popcount(uint64_t m) noexcept nogil:
    cdef int n = 0
    while m:
        m &= m - 1
        n += 1
    return n


def exact_hands(hands, board, dead, bint hilo):
    """Exact equity of one hand per player, without a Job: the most common
    call (a river or turn check costs little more than scoring it). hands:
    one card list per player, all the same length (2, 4, 5 or 6); board: 0
    to 5 cards; dead: cards that will not come. Returns (per player its
    OE_NCOUNTERS counters, boards), or None when the deal is not a plain
    one (wrong counts, a card repeated, too few cards left): the general
    path then words the error."""
    cdef oe_rq_job job
    cdef uint8_t holes[OE_MAX_PLAYERS * MAX_CARDS]
    cdef uint8_t d[53]
    cdef uint64_t acc[(OE_MAX_PLAYERS * OE_NCOUNTERS + 1) * 2]
    cdef uint64_t used = 0, bit
    cdef int nplayers = len(hands), nhole = 0, n, p, i, nd
    if not 1 <= nplayers <= OE_MAX_PLAYERS:
        return None
    memset(&job, 0, sizeof(job))  # every field the C side may read: no weights, no tables
    job.nboard = to_cards(board, job.board, MAX_BOARD, "board")
    for i in range(job.nboard):
        bit = (<uint64_t>1) << job.board[i]
        if used & bit:
            return None
        used |= bit
    nd = to_cards(dead, d, 52, "dead")
    for i in range(nd):
        bit = (<uint64_t>1) << d[i]
        if used & bit:
            return None
        used |= bit
    job.dead = used
    for p in range(nplayers):
        n = to_cards(hands[p], &holes[p * MAX_CARDS], MAX_CARDS, "hole")
        if p == 0:
            nhole = n
        if n != nhole or not (n == 2 or 4 <= n <= MAX_HOLE):
            return None
        for i in range(n):
            bit = (<uint64_t>1) << holes[p * MAX_CARDS + i]
            if used & bit:
                return None
            used |= bit
        job.ranges[p].cards = &holes[p * MAX_CARDS]
        job.ranges[p].n = 1
    if 52 - _popcount(used) < 5 - job.nboard:
        return None
    job.nplayers = nplayers
    job.nhole = nhole
    job.hilo = hilo
    memset(acc, 0, sizeof(acc))
    with nogil:
        oe_rq_exact(&job, 0, 1, acc)
    # one matchup's counters fit 64 bits: the low words are the values
    counters = [[acc[2 * (p * OE_NCOUNTERS + i)] for i in range(OE_NCOUNTERS)] for p in range(nplayers)]
    return counters, acc[2 * nplayers * OE_NCOUNTERS]

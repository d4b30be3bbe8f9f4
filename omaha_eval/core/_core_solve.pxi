# The turn and river solver (src/oe_solve*.c), bound thinly: tree settings from a
# plain dict, hands as uint8 card buffers with float32 weights, results
# written into the caller's numpy buffers. Spots, sizes and reports are the
# Python layer's (omaha_eval/solver/).
from libc.stdint cimport int32_t, int64_t
from cpython.exc cimport PyErr_CheckSignals

cdef extern from "oe_solve.h" nogil:
    enum:
        OE_STREE_MAX_SIZES
        OE_SERR_BAD
        OE_SERR_NOMEM
        OE_SERR_TOO_BIG
        OE_SERR_CANCELLED
        OE_SERR_NO_DEAL
        OE_SN_ACTION
    ctypedef struct oe_ssizes:
        int n
        double value[8]
        uint8_t kind[8]
        int allin
    ctypedef struct oe_stree_cfg:
        double pot, stack
        int pot_limit, nstreets, raise_cap, donk, last_aggressor
        double allin_threshold, min_bet, rake_pct, rake_cap
        oe_ssizes bet[2][2]
        oe_ssizes raise_ "raise"[2][2]
    ctypedef struct oe_snode:
        uint8_t kind, player, nchildren, street, action, nraises
        int32_t first_child, parent
        double contrib[2]
        double amount
        int64_t slot
    ctypedef struct oe_stree:
        oe_snode *nodes
        int32_t n
        int depth, max_actions
    int oe_stree_check(const oe_stree_cfg *cfg, const char **what)
    int oe_stree_build(const oe_stree_cfg *cfg, oe_stree *tree)
    void oe_stree_free(oe_stree *tree)
    ctypedef struct oe_solve_spot:
        int nhole, hilo, nboard
        uint8_t board[5]
        uint64_t dead
        int iso
        int32_t n[2]
        const uint8_t *cards[2]
        const float *weights[2]
    ctypedef int (*oe_solve_progress)(void *ctx, int iteration, double exploitability)
    ctypedef struct oe_solve_opts:
        double alpha, beta, gamma
        int max_iterations
        double target
        int check_every, threads
        oe_solve_progress progress
        void *ctx
        int *cancel
    ctypedef struct oe_solver:
        pass
    int oe_solver_estimate(const oe_solve_spot *spot, const oe_stree_cfg *cfg, int threads,
                           size_t *nbytes, int32_t *nodes)
    int oe_solver_new(const oe_solve_spot *spot, const oe_stree_cfg *cfg, int threads,
                      size_t mem_limit, oe_solver **out)
    void oe_solver_free(oe_solver *s)
    int oe_solver_run(oe_solver *s, const oe_solve_opts *opts)
    void oe_solver_iterate(oe_solver *s, int t, double alpha, double beta, double gamma)
    int oe_solver_iterations(const oe_solver *s)
    void oe_solver_set_iterations(oe_solver *s, int iterations)
    double oe_solver_exploitability(oe_solver *s, double *values)
    const oe_stree *oe_solver_tree(const oe_solver *s)
    int oe_solver_strategy(const oe_solver *s, int32_t node, int card, float *out)
    int oe_solver_reach(const oe_solver *s, int32_t node, int card, int p, float *out)
    int oe_solver_values(oe_solver *s, int32_t node, int card, int p, double *ev, double *equity,
                         double *weight)
    int oe_solver_rivers(const oe_solver *s, int *nclass)
    int oe_solver_river_index(const oe_solver *s, int card)
    int oe_solver_lock(oe_solver *s, int32_t node, int card, const float *values)
    int64_t oe_solver_store_size(const oe_solver *s, int p)
    float *oe_solver_store(oe_solver *s, int p, int which)
    int oe_solver_sweeps(oe_solver *s)

SOLVE_MAX_SIZES = OE_STREE_MAX_SIZES


cdef int _fill_sizes(oe_ssizes *z, object spec) except -1:
    sizes, allin = spec
    if len(sizes) > OE_STREE_MAX_SIZES:
        raise ValueError(f"{len(sizes)} sizes: expected at most {OE_STREE_MAX_SIZES}")
    z.n = len(sizes)
    for i, (kind, value) in enumerate(sizes):
        z.kind[i] = kind
        z.value[i] = value
    z.allin = 1 if allin else 0
    return 0


cdef int _fill_cfg(oe_stree_cfg *c, dict cfg) except -1:
    cdef const char *what = NULL
    c.pot = cfg["pot"]
    c.stack = cfg["stack"]
    c.pot_limit = cfg["pot_limit"]
    c.nstreets = cfg["streets"]
    c.raise_cap = cfg["raise_cap"]
    c.donk = cfg["donk"]
    c.last_aggressor = cfg["last_aggressor"]
    c.allin_threshold = cfg["allin_threshold"]
    c.min_bet = cfg["min_bet"]
    c.rake_pct = cfg["rake_pct"]
    c.rake_cap = cfg["rake_cap"]
    for st in range(2):
        for p in range(2):
            _fill_sizes(&c.bet[st][p], cfg["bet"][st][p])
            _fill_sizes(&c.raise_[st][p], cfg["raise"][st][p])
    if oe_stree_check(c, &what) != OE_OK:
        raise ValueError(f"bet tree: bad {what.decode()}")
    return 0


cdef list _nodes_of(const oe_stree *t):
    cdef int32_t i
    cdef const oe_snode *nd
    out = []
    for i in range(t.n):
        nd = &t.nodes[i]
        out.append((nd.kind, nd.player, nd.nchildren, nd.street, nd.action, nd.first_child,
                    nd.parent, nd.contrib[0], nd.contrib[1], nd.amount))
    return out


def solve_tree(dict cfg):
    """The tree of these settings as a list of node tuples (kind, player,
    nchildren, street, action, first_child, parent, contrib0, contrib1,
    amount), without a solver."""
    cdef oe_stree_cfg c
    cdef oe_stree t
    _fill_cfg(&c, cfg)
    rc = oe_stree_build(&c, &t)
    if rc == OE_SERR_TOO_BIG:
        raise ValueError("bet tree: more than a million nodes; expected fewer sizes or a lower raise cap")
    if rc != OE_OK:
        raise MemoryError("bet tree")
    try:
        return _nodes_of(&t)
    finally:
        oe_stree_free(&t)


cdef int _fill_spot(oe_solve_spot *sp, int nhole, bint hilo, board, const uint8_t[::1] c0,
                    const float[::1] w0, const uint8_t[::1] c1, const float[::1] w1, dead, bint iso) except -1:
    if len(board) not in (4, 5):
        raise ValueError(f"{len(board)} board cards: expected 4 (a turn) or 5 (a river)")
    memset(sp, 0, sizeof(oe_solve_spot))
    for card in dead:
        if not 0 <= card < 52:
            raise ValueError(f"dead card {card!r}: expected 0..51")
        sp.dead |= (<uint64_t>1) << <int>card
    sp.iso = iso
    sp.nhole = nhole
    sp.hilo = hilo
    sp.nboard = len(board)
    for i, card in enumerate(board):
        sp.board[i] = card
    if c0.shape[0] != w0.shape[0] * nhole or c1.shape[0] != w1.shape[0] * nhole:
        raise ValueError("cards and weights disagree on the number of hands")
    sp.n[0] = w0.shape[0]
    sp.n[1] = w1.shape[0]
    sp.cards[0] = &c0[0] if c0.shape[0] else NULL
    sp.cards[1] = &c1[0] if c1.shape[0] else NULL
    sp.weights[0] = &w0[0] if w0.shape[0] else NULL
    sp.weights[1] = &w1[0] if w1.shape[0] else NULL
    return 0


def solve_estimate(int nhole, bint hilo, board, cards0, weights0, cards1, weights1, dict cfg, int threads,
                   dead=(), bint iso=True):
    """(bytes, nodes) a solve of these hands on this tree needs (a turn:
    every river's hands counted, suit isomorphism included)."""
    cdef oe_stree_cfg c
    cdef oe_solve_spot sp
    cdef size_t nbytes = 0
    cdef int32_t nodes = 0
    _fill_cfg(&c, cfg)
    _fill_spot(&sp, nhole, hilo, board, cards0, weights0, cards1, weights1, dead, iso)
    with nogil:
        rc = oe_solver_estimate(&sp, &c, threads, &nbytes, &nodes)
    if rc == OE_SERR_TOO_BIG:
        raise ValueError("bet tree: more than a million nodes; expected fewer sizes or a lower raise cap")
    if rc != OE_OK:
        raise ValueError(f"cannot size a solve of {nhole}-card hands on {cfg['streets']} street(s)")
    return nbytes, nodes


cdef int _progress_cb(void *ctx, int iteration, double e) noexcept with gil:
    cdef SolverCore self = <SolverCore>ctx
    try:
        PyErr_CheckSignals()
        if self.callback is not None and self.callback(iteration, e):
            return 1
    except BaseException as exc:
        self.pending = exc
        return 1
    return 0


cdef int32_t _whole(object x, str what, int64_t lo, int64_t hi) except? -1:
    """A whole-number argument read exactly: TypeError for a non-int,
    ValueError outside lo..hi (never OverflowError)."""
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{what}={x!r}: expected an int")
    if not lo <= x <= hi:
        raise ValueError(f"{what}={x!r}: expected {lo} to {hi}")
    return <int32_t>x


cdef int _query_rc(int rc, int card) except -1:
    if rc == OE_SERR_NOMEM:
        raise MemoryError("solver query")
    if rc != OE_OK:
        raise ValueError(f"river card {card}: expected a card that can come on this node's river")
    return 0


cdef class SolverCore:
    """One solve: the C solver and everything it was given. Not for two
    threads at once (the Python layer holds one lock)."""

    cdef oe_solver *s
    cdef readonly int n0, n1
    cdef public object callback
    cdef public object pending

    def __dealloc__(self):
        oe_solver_free(self.s)

    def __init__(self, int nhole, bint hilo, board, cards0, weights0, cards1, weights1, dict cfg,
                 int threads, size_t mem_limit, dead=(), bint iso=True):
        cdef oe_stree_cfg c
        cdef oe_solve_spot sp
        cdef oe_solver *s = NULL
        if self.s != NULL:
            raise TypeError("a SolverCore cannot be re-initialised")
        _fill_cfg(&c, cfg)
        _fill_spot(&sp, nhole, hilo, board, cards0, weights0, cards1, weights1, dead, iso)
        with nogil:
            rc = oe_solver_new(&sp, &c, threads, mem_limit, &s)
        if rc == OE_SERR_TOO_BIG:
            raise MemoryError(f"the solve needs more than its memory limit of {mem_limit:,} bytes")
        if rc == OE_SERR_NOMEM:
            raise MemoryError("solver")
        if rc == OE_SERR_NO_DEAL:
            raise ValueError("spot: no hand out of position can meet a hand in position without a shared card")
        if rc != OE_OK:
            raise ValueError("spot: bad cards, weights or board")
        self.s = s
        self.n0 = sp.n[0]
        self.n1 = sp.n[1]

    # Whole-number arguments come in as Python objects and are read by
    # _whole(): a C int parameter would raise OverflowError for 2**63,
    # where a bad argument is a ValueError (tests/fuzz/crashers).
    cdef int _ready(self) except -1:
        # a SolverCore made by __new__ alone (no __init__) has no solver to call
        if self.s == NULL:
            raise ValueError("SolverCore: not initialised (make one with SolverCore(...))")
        return 0

    def run(self, max_iterations, double target, check_every, double alpha, double beta,
            double gamma):
        """Iterates until the target or the limit; True if stopped early
        (the callback said so, or Ctrl-C: the exception is then in .pending)."""
        self._ready()
        cdef oe_solve_opts o
        o.alpha, o.beta, o.gamma = alpha, beta, gamma
        o.max_iterations = _whole(max_iterations, "max_iterations", 0, 2147483647)
        o.target = target
        o.check_every = _whole(check_every, "check_every", 1, 2147483647)
        o.threads = 1
        o.progress = _progress_cb
        o.ctx = <void *>self
        o.cancel = NULL
        self.pending = None
        with nogil:
            rc = oe_solver_run(self.s, &o)
        return rc == OE_SERR_CANCELLED

    def iterate(self, t, double alpha, double beta, double gamma):
        self._ready()
        cdef int it = _whole(t, "t", 1, 2147483647)
        with nogil:
            oe_solver_iterate(self.s, it, alpha, beta, gamma)

    @property
    def iterations(self):
        self._ready()
        return oe_solver_iterations(self.s)

    @iterations.setter
    def iterations(self, t):
        self._ready()
        oe_solver_set_iterations(self.s, _whole(t, "iterations", 0, 2147483647))

    def exploitability(self):
        """(exploitability as a fraction of the pot, value of player 0, of player 1)."""
        self._ready()
        cdef double v[2]
        cdef double e
        with nogil:
            e = oe_solver_exploitability(self.s, v)
        return e, v[0], v[1]

    def nodes(self):
        self._ready()
        return _nodes_of(oe_solver_tree(self.s))

    cdef int32_t _node(self, node) except -1:
        return _whole(node, "node", 0, oe_solver_tree(self.s).n - 1)

    cdef int _card(self, card) except -2:
        # -1: no river card (a turn node, or a river spot)
        return _whole(card, "card", -1, 51)

    def rivers(self):
        """(river cards that can come, classes they make); (1, 1) on a river spot."""
        self._ready()
        cdef int nclass = 0
        cdef int nriver = oe_solver_rivers(self.s, &nclass)
        return nriver, nclass

    def strategy(self, node, card, float[::1] out):
        self._ready()
        cdef int32_t at = self._node(node)
        cdef int cd = self._card(card)
        cdef int rc
        cdef const oe_snode *nd = &oe_solver_tree(self.s).nodes[at]
        if nd.kind != OE_SN_ACTION:
            raise ValueError(f"node {at} is not a decision")
        if out.shape[0] != nd.nchildren * (self.n0 if nd.player == 0 else self.n1):
            raise ValueError("strategy buffer of the wrong size")
        with nogil:
            rc = oe_solver_strategy(self.s, at, cd, &out[0])
        _query_rc(rc, cd)

    def reach(self, node, card, p, float[::1] out):
        self._ready()
        cdef int32_t at = self._node(node)
        cdef int cd = self._card(card)
        cdef int pl = _whole(p, "player", 0, 1)
        cdef int rc
        if pl not in (0, 1) or out.shape[0] != (self.n0 if pl == 0 else self.n1):
            raise ValueError("player or reach buffer")
        with nogil:
            rc = oe_solver_reach(self.s, at, cd, pl, &out[0])
        _query_rc(rc, cd)

    def values(self, node, card, p, double[::1] ev, double[::1] equity, double[::1] weight):
        self._ready()
        cdef int32_t at = self._node(node)
        cdef int cd = self._card(card)
        cdef int pl = _whole(p, "player", 0, 1)
        cdef int rc
        n = self.n0 if pl == 0 else self.n1
        if pl not in (0, 1) or ev.shape[0] != n or equity.shape[0] != n or weight.shape[0] != n:
            raise ValueError("player or value buffers")
        with nogil:
            rc = oe_solver_values(self.s, at, cd, pl, &ev[0], &equity[0], &weight[0])
        _query_rc(rc, cd)

    def lock(self, node, card, values):
        """Locks the strategy at a decision (card: the river below a turn's
        deal, else -1); values None unlocks it."""
        self._ready()
        cdef const float[::1] v
        cdef int32_t at = self._node(node)
        cdef int cd = self._card(card)
        cdef int rc
        cdef const oe_snode *nd = &oe_solver_tree(self.s).nodes[at]
        if nd.kind != OE_SN_ACTION:
            raise ValueError(f"node {at} is not a decision")
        # street 1: below a turn's deal (a river spot's tree has one street)
        if nd.street == 1 and oe_solver_river_index(self.s, cd) < 0:
            raise ValueError(f"river card {cd}: expected a card that can come on this node's river")
        if values is None:
            rc = oe_solver_lock(self.s, at, cd, NULL)
            _query_rc(rc, cd)
            return
        v = values
        if v.shape[0] != nd.nchildren * (self.n0 if nd.player == 0 else self.n1):
            raise ValueError("lock buffer of the wrong size")
        rc = oe_solver_lock(self.s, at, cd, &v[0])
        if rc == OE_SERR_NOMEM:
            raise MemoryError("solver lock")
        if rc != OE_OK:
            raise ValueError("locked frequencies: each locked hand's must be >= 0 and sum to 1 (with "
                             "isomorphic rivers, a turn decision's lock must treat suit-swapped hands alike)")

    def sweeps(self):
        """Every terminal sweep of one iteration, alone (a benchmark's floor);
        returns how many."""
        self._ready()
        cdef int n
        with nogil:
            n = oe_solver_sweeps(self.s)
        return n

    def store_size(self, p):
        self._ready()
        return oe_solver_store_size(self.s, _whole(p, "player", 0, 1))

    def get_store(self, p, which, float[::1] out):
        self._ready()
        cdef int pl = _whole(p, "player", 0, 1)
        cdef int wh = _whole(which, "wh", 0, 1)
        cdef int64_t n = oe_solver_store_size(self.s, pl)
        if out.shape[0] != n:
            raise ValueError("store buffer of the wrong size")
        if n:
            memcpy(&out[0], oe_solver_store(self.s, pl, wh), n * sizeof(float))

    def set_store(self, p, which, const float[::1] data):
        self._ready()
        cdef int pl = _whole(p, "player", 0, 1)
        cdef int wh = _whole(which, "wh", 0, 1)
        cdef int64_t n = oe_solver_store_size(self.s, pl)
        if data.shape[0] != n:
            raise ValueError(f"{data.shape[0]} stored values: expected {n}")
        if n:
            memcpy(oe_solver_store(self.s, pl, wh), &data[0], n * sizeof(float))

# Bindings of the range language in C (src/oe_range_parse.h, oe_range_expand.h,
# oe_range_ordering.h): text to a parsed tree, the tree to a dense set (one
# byte per hand, colex order, as _core_ranges.pxi), and the orderings that
# percent ranges cut. Included at the end of _core.pyx; the Python face is
# omaha_eval/ranges/c_parser.py.

from cpython.buffer cimport PyBUF_C_CONTIGUOUS, PyBUF_WRITABLE, PyBuffer_Release, PyObject_GetBuffer
from libc.stdlib cimport free, malloc
from libc.stdint cimport int64_t, uint32_t

cdef extern from "oe_range_text.h":
    ctypedef struct oe_range_error:
        int code
        int column
        char message[512]
        char hint[512]

cdef extern from "oe_range_parse.h" nogil:
    ctypedef struct oe_range_tree:
        int k
        int weighted
        unsigned needs
        int ring_column
        int six_column
    int oe_rl_parse(const char *text, size_t len, int k, const char *game, unsigned available,
                    oe_range_tree **out, oe_range_error *err)
    void oe_rl_tree_free(oe_range_tree *tree)

cdef extern from "oe_range_ordering.h" nogil:
    ctypedef struct oe_range_ordering:
        int k
        uint64_t nhands
        uint32_t nclasses
    int oe_rl_ordering_from_hands(int k, const uint8_t *hands, uint64_t n, const uint64_t *class_sizes,
                                  uint32_t nclasses, oe_range_ordering **out, oe_range_error *err)
    int oe_rl_ordering_read(const uint8_t *data, size_t len, oe_range_ordering **out, oe_range_error *err)
    void oe_rl_ordering_free(oe_range_ordering *o)

cdef extern from "oe_range_fast.h" nogil:
    size_t oe_rl_list(int k, const uint8_t *dense, size_t cap, uint8_t *hands, uint8_t *weights)
    size_t oe_rl_list_rows(int k, const uint8_t *dense, size_t n, uint8_t *hands, int64_t *weights)

cdef extern from "oe_range_tables.h" nogil:
    ctypedef struct oe_rl_tables:
        int k
        uint32_t nhands
    int oe_rl_tables_make(int k, oe_rl_tables **out)
    void oe_rl_tables_free(oe_rl_tables *t)
    void oe_rl_tables_count(const oe_rl_tables *t, const uint8_t *dense, size_t *count, int *ones)
    size_t oe_rl_tables_list(const oe_rl_tables *t, const uint8_t *dense, size_t cap, uint8_t *hands,
                             int64_t *weights)

cdef extern from "oe_range_expand.h" nogil:
    int oe_rl_dense(const oe_range_tree *tree, const oe_range_ordering *ring, const oe_range_ordering *six,
                    uint8_t *dense, oe_range_error *err)
    int oe_rl_dense_tables(const oe_range_tree *tree, const oe_range_ordering *ring, const oe_range_ordering *six,
                           const oe_rl_tables *tables, uint8_t *dense, oe_range_error *err)

RANGE_ERR_SYNTAX = -3
RANGE_ERR_ORDERING = -11
RANGE_RING = 1
RANGE_SIX = 2
RANGE_NO_ORDERINGS = 4


class RangeTextError(ValueError):
    """An error of the C range parser: code, message, column (1-based, in
    the text as written; 0 for none) and hint. omaha_eval.ranges turns it
    into a RangeSyntaxError."""

    def __init__(self, code, message, column, hint):
        super().__init__(message)
        self.code = code
        self.message = message
        self.column = column
        self.hint = hint


cdef object _range_error(oe_range_error *err):
    raise RangeTextError(err.code, err.message.decode("utf-8", "replace"), err.column,
                         err.hint.decode("utf-8", "replace"))


cdef class RangeOrdering:
    """An ordering of starting hands in C (read-only once made, by
    range_ordering_from_hands or range_ordering_read)."""
    cdef oe_range_ordering *o

    def __dealloc__(self):
        oe_rl_ordering_free(self.o)

    cdef oe_range_ordering *made(self) except NULL:
        if self.o == NULL:  # made bare with __new__: refuse, never read NULL
            raise ValueError("an empty RangeOrdering: make one with range_ordering_from_hands or range_ordering_read")
        return self.o

    @property
    def hole_cards(self):
        return self.made().k

    @property
    def hands(self):
        return self.made().nhands

    @property
    def classes(self):
        return self.made().nclasses


def range_ordering_from_hands(const uint8_t[:, ::1] hands, const uint64_t[::1] class_sizes):
    """An ordering from every hand in order ((n, k) uint8) and the hands of
    each class (uint64), best class first."""
    cdef oe_range_error err
    cdef RangeOrdering made = RangeOrdering.__new__(RangeOrdering)
    cdef int k = <int>hands.shape[1]
    cdef uint64_t n = <uint64_t>hands.shape[0]
    cdef uint32_t nclasses = <uint32_t>class_sizes.shape[0]
    cdef int status
    if <Py_ssize_t>nclasses != class_sizes.shape[0]:
        raise ValueError(f"{class_sizes.shape[0]} classes: too many")
    with nogil:
        status = oe_rl_ordering_from_hands(k, &hands[0, 0] if n else NULL, n,
                                           &class_sizes[0] if nclasses else NULL, nclasses, &made.o, &err)
    if status != 0:
        _range_error(&err)
    return made


def range_ordering_read(const uint8_t[::1] data):
    """An ordering from its compact form (src/oe_range_ordering.h)."""
    cdef oe_range_error err
    cdef RangeOrdering made = RangeOrdering.__new__(RangeOrdering)
    cdef size_t n = <size_t>data.shape[0]
    cdef int status
    with nogil:
        status = oe_rl_ordering_read(&data[0] if n else NULL, n, &made.o, &err)
    if status != 0:
        _range_error(&err)
    return made


cdef class RangeTables:
    """The tables of a hand size's hands that fill and list sets in time
    proportional to their hands (src/oe_range_tables.h; read-only once made
    by range_tables, shared by every thread)."""
    cdef oe_rl_tables *t

    def __dealloc__(self):
        oe_rl_tables_free(self.t)

    cdef const oe_rl_tables *made(self) except NULL:
        if self.t == NULL:  # made bare with __new__: refuse, never read NULL
            raise ValueError("an empty RangeTables: make one with range_tables")
        return self.t

    @property
    def hole_cards(self):
        return self.made().k


def range_tables(int k):
    """The tables of k-card hands, k = 1..4 (PLO4: 3.3 MB)."""
    cdef RangeTables made = RangeTables.__new__(RangeTables)
    cdef int status
    if not 1 <= k <= 4:
        raise ValueError(f"range tables of {k}-card hands: expected 1..4 cards")
    with nogil:
        status = oe_rl_tables_make(k, &made.t)
    if status != 0:
        raise MemoryError("out of memory making the range tables")
    return made


cdef const oe_range_ordering *_ordering_of(RangeOrdering o) except? NULL:
    if o is None:
        return NULL
    return o.made()


cdef class RangeTree:
    """A parsed range text (read-only): k, whether it is weighted, which
    orderings its percents cut (needs: RANGE_RING | RANGE_SIX) and where the
    first of each kind is written."""
    cdef oe_range_tree *tree

    def __dealloc__(self):
        oe_rl_tree_free(self.tree)

    cdef oe_range_tree *made(self) except NULL:
        if self.tree == NULL:  # made bare with __new__: refuse, never read NULL
            raise ValueError("an empty RangeTree: make one with range_tree")
        return self.tree

    @property
    def hole_cards(self):
        return self.made().k

    @property
    def weighted(self):
        return bool(self.made().weighted)

    @property
    def needs(self):
        return self.made().needs

    def column(self, bint six):
        """Where the first percent that cuts that ordering is written."""
        cdef oe_range_tree *t = self.made()
        return t.six_column if six else t.ring_column

    def dense(self, RangeOrdering ring=None, RangeOrdering six=None, RangeTables tables=None):
        """The set: a numpy uint8 array, one byte per hand (the weight, or 0);
        tables (range_tables of the tree's hand size) make it quicker."""
        import numpy
        cdef oe_range_error err
        cdef int status
        self.made()
        cdef const oe_range_ordering *r = _ordering_of(ring)
        cdef const oe_range_ordering *s = _ordering_of(six)
        cdef const oe_rl_tables *t = tables.made() if tables is not None else NULL
        out = numpy.empty(oe_range_size(self.tree.k), dtype=numpy.uint8)
        cdef uint8_t[::1] view = out
        with nogil:
            status = oe_rl_dense_tables(self.tree, r, s, t, &view[0], &err)
        if status != 0:
            _range_error(&err)
        return out

    def listed(self, RangeOrdering ring=None, RangeOrdering six=None, RangeTables tables=None, every=None):
        """(hands, weights) of the set, read-only, as range_c_hands lists
        them; where the set is every hand at weight 1, `every` (the caller's
        shared listing of every hand) if given."""
        return _tree_listed(self, ring, six, tables, every)


# numpy.empty and the dtypes of a listing, looked up at the first listing
# (not at import: numpy costs ms to load)
cdef object _empty = None
cdef object _uint8 = None
cdef object _int64 = None


cdef object _tree_listed(RangeTree tree, RangeOrdering ring, RangeOrdering six, RangeTables tables, object every):
    global _empty, _uint8, _int64
    cdef oe_range_error err
    cdef int status
    cdef const oe_range_tree *tr = tree.made()
    cdef const oe_range_ordering *r = _ordering_of(ring)
    cdef const oe_range_ordering *s = _ordering_of(six)
    if tables is None or tables.made().k != tr.k:
        listed = range_c_hands(tr.k, tree.dense(ring, six))
        if every is not None and len(listed[0]) == oe_range_size(tr.k) and int(listed[1].max()) == 1:
            return every
        for array in listed:
            array.flags.writeable = False
        return listed
    if _empty is None:
        import numpy
        _empty, _uint8, _int64 = numpy.empty, numpy.dtype(numpy.uint8), numpy.dtype(numpy.int64)
    cdef const oe_rl_tables *t = tables.t
    cdef uint8_t *dense = <uint8_t *>malloc(t.nhands)
    cdef size_t n = 0
    cdef int ones = 0
    cdef bint big = t.nhands > 100000  # (small sets: the GIL's release costs more than the work)
    if dense == NULL:
        raise MemoryError("out of memory expanding a range")
    try:
        if big:
            with nogil:
                status = _expand(tr, r, s, t, dense, &err, &n, &ones)
        else:
            status = _expand(tr, r, s, t, dense, &err, &n, &ones)
        if status != 0:
            _range_error(&err)
        return _hands_of(t, dense, n, ones, every, big)
    finally:
        free(dense)


cdef object _hands_of(const oe_rl_tables *t, const uint8_t *dense, size_t n, int ones, object every, bint big):
    """The listing of a dense set of n hands (ones: all at weight 1)."""
    if every is not None and n == t.nhands and ones:
        return every
    hands = _empty((n, t.k), _uint8)
    weights = _empty(n, _int64)
    if n:
        _list_into(t, dense, n, hands, weights, big)
    hands.setflags(write=False)
    weights.setflags(write=False)
    return hands, weights


def range_tables_hands(RangeTables tables, const uint8_t[::1] dense, every=None):
    """(hands, weights) of a dense set, read-only, listed by the tables
    (as range_c_hands); `every` where it is every hand at weight 1."""
    global _empty, _uint8, _int64
    cdef const oe_rl_tables *t = tables.made()
    cdef size_t n = 0
    cdef int ones = 0
    if <uint64_t>dense.shape[0] != t.nhands:
        raise ValueError(f"a set of {t.k}-card hands needs {t.nhands} bytes, got {dense.shape[0]}")
    if _empty is None:
        import numpy
        _empty, _uint8, _int64 = numpy.empty, numpy.dtype(numpy.uint8), numpy.dtype(numpy.int64)
    oe_rl_tables_count(t, &dense[0], &n, &ones)
    return _hands_of(t, &dense[0], n, ones, every, t.nhands > 100000)


cdef int _expand(const oe_range_tree *tr, const oe_range_ordering *r, const oe_range_ordering *s,
                 const oe_rl_tables *t, uint8_t *dense, oe_range_error *err, size_t *n, int *ones) noexcept nogil:
    cdef int status = oe_rl_dense_tables(tr, r, s, t, dense, err)
    if status == 0:
        oe_rl_tables_count(t, dense, n, ones)
    return status


cdef int _list_into(const oe_rl_tables *t, const uint8_t *dense, size_t n, object hands, object weights,
                    bint big) except -1:
    """Lists into the two fresh arrays through their buffers (typed
    memoryviews cost about a microsecond each to make)."""
    cdef Py_buffer h, w
    PyObject_GetBuffer(hands, &h, PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS)
    try:
        PyObject_GetBuffer(weights, &w, PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS)
        try:
            if <size_t>h.len != n * <size_t>t.k or <size_t>w.len != n * 8:
                raise ValueError("listing buffers of the wrong size")
            if big:
                with nogil:
                    oe_rl_tables_list(t, dense, n, <uint8_t *>h.buf, <int64_t *>w.buf)
            else:
                oe_rl_tables_list(t, dense, n, <uint8_t *>h.buf, <int64_t *>w.buf)
        finally:
            PyBuffer_Release(&w)
    finally:
        PyBuffer_Release(&h)
    return 0


def range_listed(str text, int k, str game, unsigned available, RangeOrdering ring=None,
                 RangeOrdering six=None, RangeTables tables=None, every=None):
    """range_tree(text, k, game, available).listed(ring, six, tables,
    every) in one call: the text's hands and weights, read-only."""
    return _tree_listed(range_tree(text, k, game, available), ring, six, tables, every)


def range_tree(str text, int k, str game, unsigned available):
    """Parses range text for k-card hands (RangeTextError if it is not a
    range); available: the orderings a percent may use (RANGE_RING,
    RANGE_SIX; RANGE_NO_ORDERINGS where the game has none)."""
    cdef bytes raw = text.encode("utf-8", "surrogatepass")
    cdef bytes name = game.encode("utf-8")
    cdef const char *c_text = raw
    cdef const char *c_game = name
    cdef size_t n = len(raw)
    cdef oe_range_error err
    cdef RangeTree made = RangeTree.__new__(RangeTree)
    cdef int status
    if n > 256:
        with nogil:
            status = oe_rl_parse(c_text, n, k, c_game, available, &made.tree, &err)
    else:  # (a short text: the GIL's release costs more than the parse)
        status = oe_rl_parse(c_text, n, k, c_game, available, &made.tree, &err)
    if status != 0:
        _range_error(&err)
    return made


def range_c_hands(int k, const uint8_t[::1] dense):
    """(hands, weights) of a dense set: rows of k cards, highest first, and
    their weights (int64, as Range holds them), as range_hands gives them.
    A dense set is read whole with no branch a hand (oe_rl_list_rows), into
    buffers one row longer (its scratch row) returned as views of n rows; a
    sparse one skips its empty stretches (oe_rl_list)."""
    import numpy
    if not 1 <= k <= 6 or <uint64_t>dense.shape[0] != oe_range_size(k):
        raise ValueError(f"a set of {k}-card hands needs {oe_range_size(k)} bytes, got {dense.shape[0]}")
    cdef size_t n = <size_t>numpy.count_nonzero(dense)
    cdef uint8_t[:, ::1] h
    cdef int64_t[::1] w
    cdef uint8_t[::1] w8
    if n * 8 > <size_t>dense.shape[0]:
        hands = numpy.empty((n + 1, k), dtype=numpy.uint8)
        weights = numpy.empty(n + 1, dtype=numpy.int64)
        h = hands
        w = weights
        with nogil:
            oe_rl_list_rows(k, &dense[0], n, &h[0, 0], &w[0])
        return hands[:n], weights[:n]
    hands = numpy.empty((n, k), dtype=numpy.uint8)
    small = numpy.empty(n, dtype=numpy.uint8)
    if n:
        h = hands
        w8 = small
        with nogil:
            oe_rl_list(k, &dense[0], n, &h[0, 0], &w8[0])
    return hands, small.astype(numpy.int64)

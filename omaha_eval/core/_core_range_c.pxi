# Bindings of the range language in C (src/oe_range_parse.h, oe_range_expand.h,
# oe_range_ordering.h): text to a parsed tree, the tree to a dense set (one
# byte per hand, colex order, as _core_ranges.pxi), and the orderings that
# percent ranges cut. Included at the end of _core.pyx; the Python face is
# omaha_eval/ranges/c_parser.py.

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

cdef extern from "oe_range_expand.h" nogil:
    int oe_rl_dense(const oe_range_tree *tree, const oe_range_ordering *ring, const oe_range_ordering *six,
                    uint8_t *dense, oe_range_error *err)

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

    def dense(self, RangeOrdering ring=None, RangeOrdering six=None):
        """The set: a numpy uint8 array, one byte per hand (the weight, or 0)."""
        import numpy
        cdef oe_range_error err
        cdef int status
        self.made()
        if (ring is not None and ring.o == NULL) or (six is not None and six.o == NULL):
            raise ValueError("an empty RangeOrdering: make one with range_ordering_from_hands or range_ordering_read")
        out = numpy.empty(oe_range_size(self.tree.k), dtype=numpy.uint8)
        cdef uint8_t[::1] view = out
        cdef const oe_range_ordering *r = ring.o if ring is not None else NULL
        cdef const oe_range_ordering *s = six.o if six is not None else NULL
        with nogil:
            status = oe_rl_dense(self.tree, r, s, &view[0], &err)
        if status != 0:
            _range_error(&err)
        return out


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
    with nogil:
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

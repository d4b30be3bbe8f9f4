# Bindings of the range language's matcher (src/oe_range.h). Included at the
# end of _core.pyx. A "dense" set is one byte per hand of the game, indexed in
# colex order (see oe_range.h); the Python side (omaha_eval/ranges) keeps it
# in a numpy uint8 array.
from libc.stdint cimport int8_t, int64_t

cdef extern from "oe_range.h" nogil:
    enum:
        OE_RANGE_MAX_HOLE
    ctypedef struct oe_pattern_card:
        uint64_t cards
        int8_t rank_var
        int8_t suit_var
        uint8_t brace
    ctypedef struct oe_pattern:
        int n
        oe_pattern_card card[6]
        uint16_t rank_excl
        uint8_t suit_excl
    uint64_t oe_range_size(int k)
    int64_t oe_range_index(const uint8_t *cards, int k)
    void oe_range_fill(const oe_pattern *p, int k, uint8_t weight, uint8_t *dense)
    void oe_range_without(int k, uint64_t mask, uint8_t *dense)
    size_t oe_range_hands(int k, const uint8_t *dense, size_t cap, uint8_t *hands, uint8_t *weights)
    size_t oe_range_indices(const uint8_t *hands, size_t n, int k, int64_t *out)


cdef int _check_dense(int k, uint8_t[::1] dense) except -1:
    if not 1 <= k <= 6:
        raise ValueError(f"sets of {k}-card hands: expected 1 to 6 cards (2, 4, 5, 6 hole cards; 3 a flop)")
    if <uint64_t>dense.shape[0] != oe_range_size(k):
        raise ValueError(f"a set of {k}-card hands needs {oe_range_size(k)} bytes, got {dense.shape[0]}")
    return 0


def range_size(int k):
    """C(52, k): how many hands of k cards there are."""
    return oe_range_size(k)


def range_fill(int k, list cards, int rank_excl, int suit_excl, uint8_t weight,
               uint8_t[::1] dense):
    """Marks in dense, with weight, every hand of k cards that matches the
    pattern. cards: up to k tuples (card mask, rank var, suit var, brace)."""
    cdef oe_pattern p
    cdef Py_ssize_t i
    _check_dense(k, dense)
    if len(cards) > k:
        raise ValueError(f"a pattern of {len(cards)} cards for {k}-card hands")
    p.n = <int>len(cards)
    for i in range(p.n):
        mask, rank_var, suit_var, brace = cards[i]
        if not (-1 <= rank_var <= 12 and -1 <= suit_var <= 3 and 0 <= brace <= 6):
            raise ValueError(f"bad pattern card {cards[i]!r}")
        p.card[i].cards = mask
        p.card[i].rank_var = rank_var
        p.card[i].suit_var = suit_var
        p.card[i].brace = brace
    p.rank_excl = rank_excl & 0x1fff
    p.suit_excl = suit_excl & 0xf
    with nogil:
        oe_range_fill(&p, k, weight, &dense[0])


def range_without(int k, uint64_t mask, uint8_t[::1] dense):
    """Clears in dense every hand that holds a card of mask."""
    _check_dense(k, dense)
    with nogil:
        oe_range_without(k, mask, &dense[0])


def range_hands(int k, const uint8_t[::1] dense, uint8_t[:, ::1] hands, uint8_t[::1] weights):
    """Writes the hands of dense (highest card first) and their weights;
    returns how many there are (the buffers must hold that many rows)."""
    cdef size_t cap = hands.shape[0]
    cdef size_t n
    if not 1 <= k <= 6 or <uint64_t>dense.shape[0] != oe_range_size(k):
        raise ValueError(f"a set of {k}-card hands needs {oe_range_size(k)} bytes, got {dense.shape[0]}")
    if hands.shape[1] != k or weights.shape[0] != hands.shape[0]:
        raise ValueError("hands must be (n, k) and weights (n,)")
    with nogil:
        n = oe_range_hands(k, &dense[0], cap, &hands[0, 0] if cap else NULL,
                           &weights[0] if cap else NULL)
    return n


def range_index(object hand, int k):
    """The colex index of one hand of k cards (text, list of cards or ints)."""
    cdef uint8_t buf[MAX_CARDS]
    cdef int n = to_cards(hand, buf, MAX_CARDS - 1, "hand")
    if n != k:
        raise ValueError(f"hand {hand!r} has {n} cards: expected {k}")
    cdef int64_t index = oe_range_index(buf, k)
    if index < 0:
        raise ValueError(f"hand {hand!r} repeats a card")
    return index


def range_indices(const uint8_t[:, ::1] hands):
    """Colex indices (int64) of the rows of a (n, k) array of cards."""
    import numpy
    cdef Py_ssize_t n = hands.shape[0]
    cdef int k = <int>hands.shape[1]
    if not 1 <= k <= 6:
        raise ValueError(f"rows of {k} cards: expected 1 to 6")
    out = numpy.empty(n, dtype=numpy.int64)
    cdef int64_t[::1] view = out
    cdef size_t bad = 0
    if n:
        with nogil:
            bad = oe_range_indices(&hands[0, 0], <size_t>n, k, &view[0])
    if bad:
        raise ValueError(f"row {bad - 1} of the hands, {list(hands[bad - 1])}, "
                         f"has a card outside 0..51 or a repeated card")
    return out

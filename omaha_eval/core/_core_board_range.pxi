# Binding of board ranges in C (src/oe_range_boards.h): range text to the
# boards of 3, 4 or 5 cards it describes and their weights. Included at the
# end of _core.pyx, after _core_range_c.pxi (its error type); the Python
# face is omaha_eval/ranges/boards.py.

cdef extern from "oe_range_boards.h" nogil:
    ctypedef struct oe_rl_boards:
        int k
        size_t n
        uint8_t *boards
        uint8_t *weights
    int oe_rl_board_parse(const char *text, size_t len, int cards, oe_range_tree **out, oe_range_error *err)
    int oe_rl_boards_list(const oe_range_tree *tree, uint64_t dead, oe_rl_boards *out, oe_range_error *err)
    void oe_rl_boards_free(oe_rl_boards *b)


def board_range_c(str text, object cards, object dead):
    """(boards uint8 (n, cards), weights int64) of board range text for
    boards of `cards` cards (3, 4 or 5) avoiding the cards of the mask
    `dead` (bit c = card c); RangeTextError for bad text (column 0: not at
    a place, as for cards outside 3..5)."""
    import numpy
    if not isinstance(cards, int) or isinstance(cards, bool):
        raise TypeError(f"cards={cards!r}: expected an int, 3 (flop), 4 (turn) or 5 (river)")
    if not isinstance(dead, int) or isinstance(dead, bool) or not 0 <= dead < (1 << 52):
        raise ValueError(f"dead={dead!r}: expected a mask of cards, 0 <= dead < 2**52")
    cdef int k = cards if 3 <= cards <= 5 else 0
    cdef uint64_t mask = dead
    cdef bytes raw = text.encode("utf-8", "surrogatepass")
    cdef const char *c_text = raw
    cdef size_t n = len(raw)
    cdef oe_range_error err
    cdef oe_range_tree *tree = NULL
    cdef oe_rl_boards listed
    cdef int status
    if k == 0:
        raise ValueError(f"boards of {cards} cards: expected 3 (flop), 4 (turn) or 5 (river)")
    with nogil:
        status = oe_rl_board_parse(c_text, n, k, &tree, &err)
        if status == 0:
            status = oe_rl_boards_list(tree, mask, &listed, &err)
            oe_rl_tree_free(tree)
    if status != 0:
        _range_error(&err)
    cdef uint8_t[:, ::1] board_view
    cdef int64_t[::1] weight_view
    cdef size_t i
    try:  # (weights widened to int64 as they are copied: one pass, no uint8 array)
        boards = numpy.empty((listed.n, k), dtype=numpy.uint8)
        weights = numpy.empty(listed.n, dtype=numpy.int64)
        if listed.n:
            board_view = boards
            weight_view = weights
            with nogil:
                memcpy(&board_view[0, 0], listed.boards, listed.n * k)
                for i in range(listed.n):
                    weight_view[i] = listed.weights[i]
    finally:
        oe_rl_boards_free(&listed)
    return boards, weights

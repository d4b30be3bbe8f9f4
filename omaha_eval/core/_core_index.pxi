# Bindings of the canonical hand indexer (src/oe_index.h); included at the
# end of _core.pyx. The friendly objects are omaha_eval/indexing/.
from libc.stdint cimport uint32_t

cdef extern from "oe_index.h" nogil:
    enum:
        OE_IX_MAX_GROUPS
    ctypedef struct oe_ix_round:
        int ngroups
        int nranks
        int ncards
        uint8_t groups[6]
        uint32_t nshapes
        uint64_t count
        uint64_t deals
        int simd_shift
    int oe_ix_groups(int game, int by_street, int round, uint8_t *groups)
    int oe_ix_round_init(oe_ix_round *r, const uint8_t *groups, int ngroups, int nranks)
    void oe_ix_round_destroy(oe_ix_round *r)
    int oe_ix_index_rows(const oe_ix_round *r, const uint8_t *cards, size_t n, uint64_t *out, uint8_t *sizes,
                         size_t *bad_row)
    int oe_ix_unindex_rows(const oe_ix_round *r, const uint64_t *index, size_t n, uint8_t *cards,
                           uint8_t *sizes, size_t *bad_row)


def index_groups(int game, bint by_street, int round):
    """The group sizes of a round (0..3) of a game (2, 4, 5, 6 hole cards or
    7 = Courchevel), by street or by board, as the C core defines them."""
    cdef uint8_t groups[6]
    cdef int n = oe_ix_groups(game, by_street, round, groups)
    if n < 0:
        raise ValueError(f"game {game}, round {round}: expected a game 2, 4, 5, 6 or 7 and a round 0..3")
    return tuple(groups[i] for i in range(n))


cdef class IndexRound:
    """The tables of one round: its group sizes (cards dealt together,
    in order) over a deck of `nranks` ranks in four suits. Indices are
    0 .. count - 1; index_rows and unindex_rows release the GIL."""
    cdef oe_ix_round r
    cdef bint ready
    cdef int simd_shift  # what init chose, for the simd setter

    def __cinit__(self, groups, int nranks=13):
        cdef uint8_t g[6]
        groups = tuple(groups)
        if not 1 <= len(groups) <= OE_IX_MAX_GROUPS or not all(isinstance(n, int) and 1 <= n <= 52 for n in groups):
            raise ValueError(f"groups {groups!r}: expected 1 to {OE_IX_MAX_GROUPS} sizes of at least 1")
        for i, n in enumerate(groups):
            g[i] = n
        status = oe_ix_round_init(&self.r, g, len(groups), nranks)
        if status == -9:
            raise MemoryError("hand indexer: no memory for the round's tables")
        if status != 0:
            raise ValueError(f"groups {groups!r} over {nranks} ranks: expected at most 4 * ranks cards, "
                             f"ranks 1..13, fewer than 255 count vectors and at most 2**62 deals "
                             f"(a count that fits 64 bits)")
        self.ready = True
        self.simd_shift = self.r.simd_shift

    def __dealloc__(self):
        if self.ready:
            oe_ix_round_destroy(&self.r)

    @property
    def groups(self):
        return tuple(self.r.groups[i] for i in range(self.r.ngroups))

    @property
    def nranks(self):
        return self.r.nranks

    @property
    def ncards(self):
        return self.r.ncards

    @property
    def count(self):
        return self.r.count

    @property
    def deals(self):
        return self.r.deals

    @property
    def simd(self):
        """Whether index_rows runs its eight-deal AVX2 step (x86-64 with
        AVX2, and suit keys that fit 32 bits). Set False to force the
        scalar loop (same numbers: the tests compare both); True gives it
        back where init chose it."""
        return self.r.simd_shift != 0

    @simd.setter
    def simd(self, bint on):
        self.r.simd_shift = self.simd_shift if on else 0

    @property
    def shapes(self):
        return self.r.nshapes

    def index_rows(self, const uint8_t[:, ::1] cards, uint64_t[::1] out, uint8_t[::1] sizes, size_t first_row=0):
        """Rows of ncards cards to out and sizes (same length). ValueError
        names the first bad row (numbered from first_row: these rows may
        be a part of a larger array): a card outside the deck or repeated."""
        cdef size_t n = cards.shape[0], bad = 0
        cdef int status
        if cards.shape[1] != self.r.ncards or out.shape[0] != cards.shape[0] or sizes.shape[0] != cards.shape[0]:
            raise ValueError(f"cards must be ({cards.shape[0]}, {self.r.ncards}) and out, sizes "
                             f"{cards.shape[0]} long")
        if n == 0:
            return
        with nogil:
            status = oe_ix_index_rows(&self.r, &cards[0, 0], n, &out[0], &sizes[0], &bad)
        if status != 0:
            row = [int(c) for c in cards[bad]]
            what = "repeats a card" if status == -2 else f"has a card outside 0..{4 * self.r.nranks - 1}"
            raise ValueError(f"deal {row} (row {first_row + bad}) {what}")

    def unindex_rows(self, const uint64_t[::1] index, uint8_t[:, ::1] cards, uint8_t[::1] sizes, size_t first_row=0):
        """Indices to canonical rows of cards and class sizes. ValueError
        names the first index not below count (its row from first_row)."""
        cdef size_t n = index.shape[0], bad = 0
        cdef int status
        if cards.shape[1] != self.r.ncards or cards.shape[0] != index.shape[0] or sizes.shape[0] != index.shape[0]:
            raise ValueError(f"cards must be ({index.shape[0]}, {self.r.ncards}) and sizes {index.shape[0]} long")
        if n == 0:
            return
        with nogil:
            status = oe_ix_unindex_rows(&self.r, &index[0], n, &cards[0, 0], &sizes[0], &bad)
        if status != 0:
            raise ValueError(f"index {index[bad]} (row {first_row + bad}): expected 0..{self.r.count - 1}")

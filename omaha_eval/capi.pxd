# The C API of omaha_eval for other Cython extensions, without a Python
# call per hand and without linking against anything:
#
#     from omaha_eval.capi cimport import_omaha_eval, oe_eval_high, OE_OMAHA
#     import_omaha_eval()   # once, at module level (like numpy's import_array)
#
#     cdef int value = oe_eval_high(OE_OMAHA, hole, 4, board, 5)   # nogil
#
# Build the extension with include_dirs=[omaha_eval.get_include()] (the
# directory of omaha_eval.h). The functions are those of omaha_eval.h, with
# the same names, arguments, results and error codes (docs/c-api.md); they
# call through the table of function pointers that omaha_eval.core._core exports
# in the capsule "omaha_eval.core._core._C_API". They are nogil and thread safe.
# Calling one before import_omaha_eval() succeeded dereferences NULL.
from libc.stdint cimport uint8_t, uint16_t, uint32_t, uint64_t

cdef extern from "omaha_eval.h" nogil:
    enum:
        OE_VERSION_MAJOR
        OE_VERSION_MINOR
        OE_VERSION_PATCH
        OE_VERSION_NUMBER
    # status codes
    enum:
        OE_OK
        OE_ERR_RANGE
        OE_ERR_DUPLICATE
        OE_ERR_SYNTAX
        OE_ERR_TOO_MANY
        OE_ERR_COUNT
        OE_ERR_GAME
        OE_ERR_NULL
        OE_ERR_ARGUMENT
        OE_ERR_MEMORY
        OE_ERR_NO_DEAL
    # games
    enum:
        OE_GAME_AUTO
        OE_HOLDEM
        OE_OMAHA
        OE_OMAHA5
        OE_OMAHA6
    # hand categories
    enum:
        OE_HIGH_CARD
        OE_PAIR
        OE_TWO_PAIR
        OE_THREE_OF_A_KIND
        OE_STRAIGHT
        OE_FLUSH
        OE_FULL_HOUSE
        OE_FOUR_OF_A_KIND
        OE_STRAIGHT_FLUSH

    enum:
        OE_EQUITY_MAX_PLAYERS

    ctypedef struct oe_range:
        const uint8_t *hands
        const uint32_t *weights
        size_t n

    ctypedef struct oe_equity_request:
        int game
        int hilo
        int nplayers
        oe_range players[10]
        const uint8_t *board
        int nboard
        const uint8_t *dead
        int ndead

    ctypedef struct oe_equity_player:
        double equity
        double win
        double tie
        double high
        double low
        double scoop
        double std_error

    ctypedef struct oe_equity_result:
        int nplayers
        int exact
        double boards
        oe_equity_player players[10]

    # canonical hand indexing (since 1.2)
    enum:
        OE_COURCHEVEL
        OE_INDEX_BY_STREET
        OE_INDEX_BY_BOARD
    ctypedef struct oe_indexer:
        pass

    # Short Deck rule sets and ICM methods (since 1.3)
    enum:
        OE_SHORTDECK_TRIPS
        OE_SHORTDECK_STRAIGHTS
        OE_ICM_AUTO
        OE_ICM_SUBSETS
        OE_ICM_INTEGRAL

    # the job plan (since 1.4)
    enum:
        OE_ERR_TOO_LONG
        OE_EQUITY_TRIALS_PER_CHUNK
        OE_EQUITY_COUNTERS
        OE_METHOD_SWEEP
        OE_METHOD_TUPLES
        OE_METHOD_SAMPLE
        OE_REFUSED_NONE
        OE_REFUSED_TRIALS
        OE_REFUSED_EXACT
        OE_REFUSED_SWEEP
        OE_REFUSED_SWEEP_MEMORY

    ctypedef struct oe_equity_estimate:
        int method
        int refused
        double seconds
        uint64_t chunks

    ctypedef struct oe_equity_counts:
        int nplayers
        int method
        uint64_t seed
        uint64_t words[162]

    ctypedef struct oe_api_table:
        uint32_t size
        uint32_t version
        const char *(*version_string)() noexcept nogil
        const char *(*strerror)(int status) noexcept nogil
        int (*cards_parse)(const char *text, size_t len, uint8_t *out, int cap,
                           size_t *bad_offset) noexcept nogil
        int (*cards_check)(const uint8_t *cards, int n, uint64_t *seen, int *bad_index) noexcept nogil
        int (*card_name)(int card, char *out) noexcept nogil
        int (*eval5)(const uint8_t *cards) noexcept nogil
        int (*eval_cards)(const uint8_t *cards, int n) noexcept nogil
        int (*eval_high)(int game, const uint8_t *hole, int nhole, const uint8_t *board,
                         int nboard) noexcept nogil
        int (*eval_low)(int game, const uint8_t *hole, int nhole, const uint8_t *board,
                        int nboard) noexcept nogil
        int (*eval_hilo)(int game, const uint8_t *hole, int nhole, const uint8_t *board,
                         int nboard, int *low) noexcept nogil
        int (*best_high)(int game, const uint8_t *hole, int nhole, const uint8_t *board,
                         int nboard, uint8_t *used, int *from_hole) noexcept nogil
        int (*best_low)(int game, const uint8_t *hole, int nhole, const uint8_t *board,
                        int nboard, uint8_t *used) noexcept nogil
        int (*hand_category)(int value) noexcept nogil
        int (*eval_high_batch)(int game, const uint8_t *holes, int nhole, const uint8_t *boards,
                               int nboard, int board_step, size_t n, uint16_t *out,
                               size_t *bad_row) noexcept nogil
        int (*eval_low_batch)(int game, const uint8_t *holes, int nhole, const uint8_t *boards,
                              int nboard, int board_step, size_t n, uint8_t *out,
                              size_t *bad_row) noexcept nogil
        int (*equity_exact)(const oe_equity_request *request, oe_equity_result *result) noexcept nogil
        int (*equity_sample)(const oe_equity_request *request, uint64_t trials, uint64_t seed,
                             oe_equity_result *result) noexcept nogil
        int (*equity_each)(const oe_equity_request *request, oe_equity_player *out,
                           uint64_t *boards) noexcept nogil
        int (*range_equity)(const oe_equity_request *request, oe_equity_result *result,
                            oe_equity_player *each1, double *boards1, oe_equity_player *each2,
                            double *boards2) noexcept nogil
        int (*indexer_new)(int game, int ordering, oe_indexer **out) noexcept nogil
        void (*indexer_free)(oe_indexer *indexer) noexcept nogil
        int (*indexer_cards)(const oe_indexer *indexer, int round) noexcept nogil
        int (*indexer_count)(const oe_indexer *indexer, int round, uint64_t *count) noexcept nogil
        int (*index)(const oe_indexer *indexer, const uint8_t *cards, int ncards, uint64_t *index,
                     uint32_t *class_size) noexcept nogil
        int (*unindex)(const oe_indexer *indexer, int round, uint64_t index, uint8_t *cards,
                       uint32_t *class_size) noexcept nogil
        int (*index_batch)(const oe_indexer *indexer, int round, const uint8_t *cards, size_t n,
                           uint64_t *out, uint8_t *class_sizes, size_t *bad_row) noexcept nogil
        int (*unindex_batch)(const oe_indexer *indexer, int round, const uint64_t *index, size_t n,
                             uint8_t *cards, uint8_t *class_sizes, size_t *bad_row) noexcept nogil
        # since 1.3 (the table's solver members come between: not declared here)
        int (*shortdeck_eval)(int rules, const uint8_t *hole, const uint8_t *board, int nboard) noexcept nogil
        int (*shortdeck_equity)(int rules, const uint8_t *holes, int nplayers, const uint8_t *board,
                                int nboard, uint64_t dead, uint64_t trials, uint64_t seed, double *equity,
                                uint64_t *boards) noexcept nogil
        int (*icm)(const double *stacks, int n, const double *payouts, int paid, int method,
                   double *equity, double *places) noexcept nogil
        # since 1.4: the job plan
        int (*equity_plan)(const oe_equity_request *request, uint64_t trials,
                           oe_equity_estimate *plan) noexcept nogil
        int (*equity_run)(const oe_equity_request *request, uint64_t trials, uint64_t seed,
                          oe_equity_counts *counts) noexcept nogil
        int (*equity_fractions)(const oe_equity_counts *counts, oe_equity_result *result) noexcept nogil

# The table pointer lives in the consumer's own module (C static), filled
# from the capsule; importing checks the table is large enough and of the
# same major version as the header compiled against.
cdef extern from *:
    """
    static const oe_api_table *omaha_eval_capi = NULL;

    static int omaha_eval_import_capi(void)
    {
        const oe_api_table *table;
        if (omaha_eval_capi != NULL)
            return 0;
        table = (const oe_api_table *)PyCapsule_Import("omaha_eval.core._core._C_API", 0);
        if (table == NULL)
            return -1;
        if (table->version / 10000 != OE_VERSION_MAJOR || table->size < sizeof(oe_api_table)) {
            PyErr_Format(PyExc_ImportError,
                         "omaha_eval C API version %u (table of %u bytes) does not match the "
                         "header compiled against (version %d, %u bytes): rebuild this extension",
                         (unsigned)table->version, (unsigned)table->size, OE_VERSION_NUMBER,
                         (unsigned)sizeof(oe_api_table));
            return -1;
        }
        omaha_eval_capi = table;
        return 0;
    }
    """
    const oe_api_table *omaha_eval_capi
    int import_omaha_eval "omaha_eval_import_capi"() except -1


cdef inline const char *oe_version() noexcept nogil:
    return omaha_eval_capi.version_string()

cdef inline const char *oe_strerror(int status) noexcept nogil:
    return omaha_eval_capi.strerror(status)

cdef inline int oe_cards_parse(const char *text, size_t len, uint8_t *out, int cap,
                               size_t *bad_offset) noexcept nogil:
    return omaha_eval_capi.cards_parse(text, len, out, cap, bad_offset)

cdef inline int oe_cards_check(const uint8_t *cards, int n, uint64_t *seen,
                               int *bad_index) noexcept nogil:
    return omaha_eval_capi.cards_check(cards, n, seen, bad_index)

cdef inline int oe_card_name(int card, char *out) noexcept nogil:
    return omaha_eval_capi.card_name(card, out)

cdef inline int oe_eval5(const uint8_t *cards) noexcept nogil:
    return omaha_eval_capi.eval5(cards)

cdef inline int oe_eval_cards(const uint8_t *cards, int n) noexcept nogil:
    return omaha_eval_capi.eval_cards(cards, n)

cdef inline int oe_eval_high(int game, const uint8_t *hole, int nhole, const uint8_t *board,
                             int nboard) noexcept nogil:
    return omaha_eval_capi.eval_high(game, hole, nhole, board, nboard)

cdef inline int oe_eval_low(int game, const uint8_t *hole, int nhole, const uint8_t *board,
                            int nboard) noexcept nogil:
    return omaha_eval_capi.eval_low(game, hole, nhole, board, nboard)

cdef inline int oe_eval_hilo(int game, const uint8_t *hole, int nhole, const uint8_t *board,
                             int nboard, int *low) noexcept nogil:
    return omaha_eval_capi.eval_hilo(game, hole, nhole, board, nboard, low)

cdef inline int oe_best_high(int game, const uint8_t *hole, int nhole, const uint8_t *board,
                             int nboard, uint8_t *used, int *from_hole) noexcept nogil:
    return omaha_eval_capi.best_high(game, hole, nhole, board, nboard, used, from_hole)

cdef inline int oe_best_low(int game, const uint8_t *hole, int nhole, const uint8_t *board,
                            int nboard, uint8_t *used) noexcept nogil:
    return omaha_eval_capi.best_low(game, hole, nhole, board, nboard, used)

cdef inline int oe_hand_category(int value) noexcept nogil:
    return omaha_eval_capi.hand_category(value)

cdef inline int oe_eval_high_batch(int game, const uint8_t *holes, int nhole, const uint8_t *boards,
                                   int nboard, int board_step, size_t n, uint16_t *out,
                                   size_t *bad_row) noexcept nogil:
    return omaha_eval_capi.eval_high_batch(game, holes, nhole, boards, nboard, board_step, n, out,
                                           bad_row)

cdef inline int oe_eval_low_batch(int game, const uint8_t *holes, int nhole, const uint8_t *boards,
                                  int nboard, int board_step, size_t n, uint8_t *out,
                                  size_t *bad_row) noexcept nogil:
    return omaha_eval_capi.eval_low_batch(game, holes, nhole, boards, nboard, board_step, n, out,
                                          bad_row)

cdef inline int oe_equity_exact(const oe_equity_request *request,
                                oe_equity_result *result) noexcept nogil:
    return omaha_eval_capi.equity_exact(request, result)

cdef inline int oe_equity_sample(const oe_equity_request *request, uint64_t trials, uint64_t seed,
                                 oe_equity_result *result) noexcept nogil:
    return omaha_eval_capi.equity_sample(request, trials, seed, result)

cdef inline int oe_equity_each(const oe_equity_request *request, oe_equity_player *out,
                               uint64_t *boards) noexcept nogil:
    return omaha_eval_capi.equity_each(request, out, boards)

cdef inline int oe_range_equity(const oe_equity_request *request, oe_equity_result *result,
                                oe_equity_player *each1, double *boards1, oe_equity_player *each2,
                                double *boards2) noexcept nogil:
    # since 1.1: check omaha_eval_capi.size covers range_equity before calling it from an older library
    return omaha_eval_capi.range_equity(request, result, each1, boards1, each2, boards2)

# canonical hand indexing, since 1.2: check omaha_eval_capi.size covers these before calling them
# from an older library
cdef inline int oe_indexer_new(int game, int ordering, oe_indexer **out) noexcept nogil:
    return omaha_eval_capi.indexer_new(game, ordering, out)

cdef inline void oe_indexer_free(oe_indexer *indexer) noexcept nogil:
    omaha_eval_capi.indexer_free(indexer)

cdef inline int oe_indexer_cards(const oe_indexer *indexer, int round) noexcept nogil:
    return omaha_eval_capi.indexer_cards(indexer, round)

cdef inline int oe_indexer_count(const oe_indexer *indexer, int round, uint64_t *count) noexcept nogil:
    return omaha_eval_capi.indexer_count(indexer, round, count)

cdef inline int oe_index(const oe_indexer *indexer, const uint8_t *cards, int ncards, uint64_t *index,
                         uint32_t *class_size) noexcept nogil:
    return omaha_eval_capi.index(indexer, cards, ncards, index, class_size)

cdef inline int oe_unindex(const oe_indexer *indexer, int round, uint64_t index, uint8_t *cards,
                           uint32_t *class_size) noexcept nogil:
    return omaha_eval_capi.unindex(indexer, round, index, cards, class_size)

cdef inline int oe_index_batch(const oe_indexer *indexer, int round, const uint8_t *cards, size_t n,
                               uint64_t *out, uint8_t *class_sizes, size_t *bad_row) noexcept nogil:
    return omaha_eval_capi.index_batch(indexer, round, cards, n, out, class_sizes, bad_row)

cdef inline int oe_unindex_batch(const oe_indexer *indexer, int round, const uint64_t *index, size_t n,
                                 uint8_t *cards, uint8_t *class_sizes, size_t *bad_row) noexcept nogil:
    return omaha_eval_capi.unindex_batch(indexer, round, index, n, cards, class_sizes, bad_row)


# Short Deck Hold'em and ICM, since 1.3: check omaha_eval_capi.size covers these before calling them
# from an older library
cdef inline int oe_shortdeck_eval(int rules, const uint8_t *hole, const uint8_t *board, int nboard) noexcept nogil:
    return omaha_eval_capi.shortdeck_eval(rules, hole, board, nboard)

cdef inline int oe_shortdeck_equity(int rules, const uint8_t *holes, int nplayers, const uint8_t *board,
                                    int nboard, uint64_t dead, uint64_t trials, uint64_t seed, double *equity,
                                    uint64_t *boards) noexcept nogil:
    return omaha_eval_capi.shortdeck_equity(rules, holes, nplayers, board, nboard, dead, trials, seed, equity,
                                            boards)

cdef inline int oe_icm(const double *stacks, int n, const double *payouts, int paid, int method,
                       double *equity, double *places) noexcept nogil:
    return omaha_eval_capi.icm(stacks, n, payouts, paid, method, equity, places)

# the job plan (since 1.4): check omaha_eval_capi.size covers equity_fractions
# before calling these from an older library
cdef inline int oe_equity_plan(const oe_equity_request *request, uint64_t trials,
                               oe_equity_estimate *plan) noexcept nogil:
    return omaha_eval_capi.equity_plan(request, trials, plan)

cdef inline int oe_equity_run(const oe_equity_request *request, uint64_t trials, uint64_t seed,
                              oe_equity_counts *counts) noexcept nogil:
    return omaha_eval_capi.equity_run(request, trials, seed, counts)

cdef inline int oe_equity_fractions(const oe_equity_counts *counts, oe_equity_result *result) noexcept nogil:
    return omaha_eval_capi.equity_fractions(counts, result)

# Declarations of the C core (src/*.h) for the binding.
from libc.stdint cimport uint8_t, uint16_t, uint32_t, uint64_t


cdef extern from "oe_cards.h" nogil:
    enum:
        OE_OK
        OE_ERR_RANGE
        OE_ERR_DUPLICATE
        OE_ERR_SYNTAX
        OE_ERR_TOO_MANY
    int oe_check_cards(const uint8_t *cards, int n, uint64_t *seen, int *bad)
    int oe_parse_cards(const char *text, size_t length, uint8_t *out, int cap, size_t *bad)

cdef extern from "oe_holdem.h" nogil:
    int oe_rank5(int c0, int c1, int c2, int c3, int c4)
    int oe_rank7(const uint8_t *cards)
    int oe_holdem_high(const uint8_t *cards, int n)
    int oe_holdem_best(const uint8_t *cards, int n, uint8_t *used)

cdef extern from "oe_omaha.h" nogil:
    int oe_omaha_high(const uint8_t *hole, int nhole, const uint8_t *board, int nboard)
    int oe_omaha_best(const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                      uint8_t *used_hole, uint8_t *used_board)

cdef extern from "oe_low.h" nogil:
    int oe_omaha_low(const uint8_t *hole, int nhole, const uint8_t *board, int nboard)
    int oe_omaha_low_best(const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                          uint8_t *used_hole, uint8_t *used_board)
    int oe_omaha_hilo(const uint8_t *hole, int nhole, const uint8_t *board, int nboard, int *low)

cdef extern from "oe_tables.h" nogil:
    const uint16_t oe_category_first[10]
    const uint32_t oe_rank_pattern[7463]

cdef extern from "oe_batch.h" nogil:
    int oe_batch_high(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                      int board_step, size_t n, uint16_t *out, size_t *bad_row)
    int oe_batch_low(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                     int board_step, size_t n, uint8_t *out, size_t *bad_row)

cdef extern from "oe_equity.h" nogil:
    enum:
        OE_MAX_PLAYERS
        OE_POT
        OE_NCOUNTERS
    ctypedef struct oe_deal:
        int nplayers
        int nhole
        int hilo
        const uint8_t *holes
        int nboard
        const uint8_t *board
        uint64_t dead
    uint64_t oe_equity_board_count(const oe_deal *deal)
    uint64_t oe_equity_enumerate(const oe_deal *deal, uint64_t first, uint64_t count, uint64_t *acc)

cdef extern from "oe_eqhand.h" nogil:
    ctypedef struct oe_eqhand:
        uint64_t mask
    void oe_eqhand_prepare(oe_eqhand *h, const uint8_t *cards, int nhole)

cdef extern from "oe_exact.h" nogil:
    ctypedef struct oe_exact_job:
        int nplayers
        int nhole
        int hilo
        const oe_eqhand *hands[10]
        int nboard
        const uint8_t *board
        uint64_t used
    uint64_t oe_exact(const oe_exact_job *job, uint64_t *acc)

cdef extern from "oe_rangeq.h" nogil:
    enum:
        OE_RQ_EACH_WIDTH
        OE_RIVER_BOARDS
    ctypedef struct oe_rq_range:
        const uint8_t *cards
        const uint64_t *records
        const uint64_t *cumulative
        const uint32_t *weights
        uint64_t n
        const oe_eqhand *prepared
        int random
        const uint16_t *rows
        const uint8_t *places
    ctypedef struct oe_rq_job:
        int nplayers
        int nhole
        int hilo
        oe_rq_range ranges[10]
        int nboard
        uint8_t board[5]
        uint64_t dead
        const uint8_t *board_list
        const uint64_t *board_cumulative
        uint64_t nlist
        const uint8_t *class_places
        uint32_t nclasses
    uint64_t oe_rq_exact(const oe_rq_job *job, uint64_t first, uint64_t count, uint64_t *acc128)
    uint64_t oe_rq_sample(const oe_rq_job *job, uint64_t seed, uint64_t stream, uint64_t count,
                          uint64_t max_rejects, uint64_t *acc)
    void oe_rq_each(const oe_rq_job *job, uint64_t first, uint64_t count, uint64_t *out)
    void oe_rq_row_tables(const uint8_t *cards, uint64_t n, int nhole, uint16_t *out)
    void oe_rq_place_tables(const uint8_t *cards, uint64_t n, int nhole, uint8_t *out)

cdef extern from "oe_plan.h" nogil:
    enum:
        OE_PLAN_TRIALS_PER_CHUNK
        OE_PLAN_MAX_REJECTS
        OE_PLAN_SAMPLE_PREPARE_HANDS
        OE_PLAN_EXACT_PREPARE_HANDS
        OE_PLAN_ROW_TABLE_HANDS
        OE_PLAN_SWEEP_MAX_BOARDS_PER_CHUNK
        OE_PLAN_DOUBLE_EXACT_TUPLES
        OE_PLAN_DOUBLE_DEFAULT_TRIALS
        OE_PLAN_DOUBLE_TRIALS_PER_CHUNK
        OE_PLAN_DOUBLE_MAX_REJECTS
        OE_PLAN_TOO_FEW_CARDS
        OE_PLAN_SWEEP
        OE_PLAN_TUPLES
        OE_PLAN_SAMPLE
    double OE_PLAN_MAX_EXACT_SECONDS
    const uint64_t OE_PLAN_SWEEP_MAX_SCRATCH_BYTES
    double OE_PLAN_MAX_SAMPLED_SECONDS
    double OE_PLAN_MC_SECONDS_PER_TRIAL
    double OE_PLAN_DOUBLE_SECONDS_PER_DEAL
    ctypedef struct oe_plan_job:
        int nplayers, nhole, nboard, hilo, ndead, board_list
        uint64_t trials
        uint64_t n[10]
        int random[10]
    ctypedef struct oe_plan:
        int method, refused
        double seconds
        uint64_t tuples, boards_per_tuple
        double tuples_double
        uint64_t sizes[10]
        uint64_t sweep_sizes[2]
        uint64_t sweep_boards, units, per_chunk, nchunks
        uint8_t prepare[10]
        uint8_t rows[10]
        uint8_t places[10]
        int classes
    ctypedef struct oe_plan_double_job:
        int nplayers, nhole, nboard, ndead
        uint64_t tuples, trials
    int oe_plan_make(const oe_plan_job *job, oe_plan *out)
    int oe_plan_double_make(const oe_plan_double_job *job, oe_plan *out)
    uint64_t oe_plan_sample_chunk(const oe_rq_job *job, uint64_t trials, uint64_t seed, uint64_t k, uint64_t *acc)
    double oe_plan_sweep_seconds(uint64_t small, uint64_t large, int nhole, uint64_t nboards, int hilo)
    uint64_t oe_plan_tuples_per_chunk(int nboard)
    double oe_plan_seconds_per_tuple(int nboard)
    void oe_plan_row_tables(const uint64_t *sizes, int nplayers, int nhole, int nboard, uint64_t tuples,
                            uint8_t *out)

cdef extern from "oe_class_places.h" nogil:
    uint32_t oe_rank_classes(int nhole)
    void oe_class_store(uint64_t *records, uint64_t n, int nhole)
    int oe_class_rows(int nboard)
    void oe_class_places(const uint8_t *board, int nboard, int nhole, uint8_t *out)

cdef extern from "oe_analysis.h" nogil:
    enum:
        OE_PAIR_CELLS
        OE_NO_PAIR
        OE_NO_LOW
        OE_HIGH_SLOTS
        OE_LOW_SLOTS
    void oe_pair_table_high(const uint8_t *board, int nboard, uint64_t dead, int holdem, uint16_t *table)
    void oe_pair_table_low(const uint8_t *board, int nboard, uint64_t dead, uint16_t *table)
    int oe_table_hands(const uint16_t *table, const uint8_t *hands, int k, size_t n,
                       uint64_t excluded, uint16_t *out, size_t *bad_row)
    uint64_t oe_table_histogram(const uint16_t *table, uint64_t live, int k, uint64_t *hist, int slots)
    int oe_table_best(const uint16_t *table, uint64_t live)
    int oe_table_count_better(const uint16_t *table, uint64_t live, int value)
    int oe_table_best_between(const uint16_t *table, uint64_t live, int lo, int hi)
    void oe_next_cards(const uint8_t *hole, int nhole, const uint8_t *board, int nboard, uint64_t dead,
                       int holdem, uint16_t *hero_high, uint16_t *hero_low,
                       uint16_t *nut_high, uint16_t *nut_low)
    void oe_each_runouts(const uint8_t *hole, int nhole, const uint8_t *board, int nboard, uint64_t dead,
                         int holdem, int hilo, const uint8_t *opps, size_t n,
                         uint32_t *won, uint32_t *boards, uint32_t *wins, uint32_t *losses,
                         uint32_t *turn_won, uint32_t *turn_boards)

cdef extern from "oe_rvr.h" nogil:
    enum:
        OE_RVR_CELLS_HI
        OE_RVR_CELLS_HILO
    ctypedef struct oe_rvr_side:
        const uint8_t *cards
        const uint32_t *weights
        const uint32_t *subsets
        uint64_t n
    ctypedef struct oe_rvr_job:
        int nhole
        int hilo
        int nboard
        uint8_t board[5]
        uint64_t dead
        int nleft
        uint8_t left[52]
        oe_rvr_side query
        oe_rvr_side insert
        const uint64_t *twin
    int oe_rvr_nsubsets(int nhole)
    uint64_t oe_rvr_table_size(int nhole)
    void oe_rvr_subsets(const uint8_t *cards, uint64_t n, int nhole, uint32_t *out)
    int oe_rvr_twins(const oe_rvr_side *query, const oe_rvr_side *insert, int nhole, uint64_t *twin)
    uint64_t oe_rvr_boards(const oe_rvr_job *job)
    void oe_rvr_cell_counters(int hilo, int cell, int side, uint64_t out[8])
    int oe_rvr_run(const oe_rvr_job *job, uint64_t first, uint64_t count, uint64_t *cells128, uint64_t *each)

/* The equity job's plan, written once for the three faces (Python's
   equity engine, the public C API and the WebAssembly module): whether a job
   is swept range against range, enumerated tuple by tuple or sampled; its
   one-core cost estimate and the limits that refuse it; how it is cut into
   chunks; what each player's hands get precomputed; and the seeded Monte
   Carlo streams, chunk k being stream k of the seed. Chunks are fixed by the
   job, never by the thread count, and counters are integers, so the same
   job with the same seed gives the same counters in every face.

   The faces keep their own input forms (they parse, check and filter the
   players' hands) and their own result objects and messages. */
#ifndef OE_PLAN_H
#define OE_PLAN_H
#include "oe_rangeq.h"
#include <stdint.h>

/* Monte Carlo trials per chunk: about 0.5 ms of work, so that a 50 ms job
   is about 110 chunks (7 rounds of 16 threads, 2 % idle). */
#define OE_PLAN_TRIALS_PER_CHUNK 16384u
/* Draws in a row that share a card before a job is declared impossible. */
#define OE_PLAN_MAX_REJECTS 10000000u
/* Monte Carlo: ranges of at most this many hands get their per-hand tables
   when the trials draw each hand about 32 times or more. */
#define OE_PLAN_SAMPLE_PREPARE_HANDS 4096u
#define OE_PLAN_SAMPLE_PREPARE_DRAWS 32u
/* Exact: ranges up to this many hands keep every hand prepared. */
#define OE_PLAN_EXACT_PREPARE_HANDS 20000u
/* Exact Omaha with at most one board card known: hands, smallest ranges
   first, whose river-row tables (12 KB each) a job builds once. */
#define OE_PLAN_ROW_TABLE_HANDS 4096u
/* Limits on one core: an exact job past an hour, or Monte Carlo past a day
   (long before it more trials no longer move the answer), is refused. */
#define OE_PLAN_MAX_EXACT_SECONDS 3600.0
#define OE_PLAN_MAX_SAMPLED_SECONDS 86400.0
/* Rough one-core seconds of a Monte Carlo trial, per player. */
#define OE_PLAN_MC_SECONDS_PER_TRIAL 7e-8
/* The range-against-range sweep (oe_rvr.h): nanoseconds a hand and board,
   and a card subset and board; its scratch limit; boards per chunk. */
#define OE_PLAN_SWEEP_NS_PER_HAND 20.0
#define OE_PLAN_SWEEP_NS_PER_SUBSET 0.6
#define OE_PLAN_SWEEP_MAX_SCRATCH_BYTES ((uint64_t)2 << 30)
#define OE_PLAN_SWEEP_MAX_BOARDS_PER_CHUNK 8u

/* How a job is run. */
enum { OE_PLAN_SWEEP = 1, OE_PLAN_TUPLES = 2, OE_PLAN_SAMPLE = 3 };
/* Why a job is refused (0: it is not). */
enum {
    OE_PLAN_FITS = 0,
    OE_PLAN_TOO_MANY_TRIALS = 1, /* Monte Carlo past OE_PLAN_MAX_SAMPLED_SECONDS */
    OE_PLAN_EXACT_TOO_LONG = 2,  /* tuples past OE_PLAN_MAX_EXACT_SECONDS */
    OE_PLAN_SWEEP_TOO_LONG = 3,  /* the sweep past OE_PLAN_MAX_EXACT_SECONDS */
    OE_PLAN_SWEEP_TOO_BIG = 4    /* the sweep's subset tables past its scratch limit */
};

/* A job as the plan sees it: counts only. */
typedef struct {
    int nplayers, nhole, nboard, hilo;
    int ndead;      /* dead cards, the board excluded, distinct from it */
    int board_list; /* Monte Carlo over a board range (nboard then 0) */
    int sample_only; /* Monte Carlo even where exact is estimated quicker */
    uint64_t trials; /* 0: exact asked for; else the Monte Carlo trials */
    /* per player: the hands left once the board, the dead cards and the
       single hands' cards are removed (1 = a single hand), or random */
    uint64_t n[OE_EQ_MAX_PLAYERS];
    int random[OE_EQ_MAX_PLAYERS];
} oe_plan_job;

typedef struct {
    int method;    /* OE_PLAN_SWEEP, _TUPLES or _SAMPLE */
    int refused;   /* OE_PLAN_FITS, or why the chosen method is refused */
    double seconds; /* one-core estimate of the chosen method */
    /* exact tuples: combinations of hands (saturates at UINT64_MAX), the
       boards each, and the hands each player is dealt from (random: every
       hand of the deck the known cards leave) */
    uint64_t tuples, boards_per_tuple;
    double tuples_double; /* the combinations without saturation, for messages */
    uint64_t sizes[OE_EQ_MAX_PLAYERS];
    /* the sweep: hands per side (random: every hand left), boards */
    uint64_t sweep_sizes[2], sweep_boards;
    /* units (trials, tuples or boards), per chunk, chunks */
    uint64_t units, per_chunk, nchunks;
    /* precomputations (they change speed, never counters); the sweep's
       prepare flags are those of a walk of its tuples (a face without the
       sweep walks them, to the same counters) */
    uint8_t prepare[OE_EQ_MAX_PLAYERS], rows[OE_EQ_MAX_PLAYERS], places[OE_EQ_MAX_PLAYERS];
    int classes;
} oe_plan;

/* A double-board job (two boards from one deck, each worth half the pot:
   the Python package's omaha_eval/equity_engine/double_board.py; the C API
   and JavaScript have none). It is planned apart from oe_plan_make because
   its work is another job's:
   - exact sums, per combination of the players' hands, two single-board
     runout enumerations (src/oe_double.c) instead of walking boards: one
     combination a chunk, and exact only for few combinations, both boards
     on the flop or later, and (with trials) no more joint deals than trials;
   - Monte Carlo deals both boards in a Python loop (about 2e-5 s a deal and
     player, some 300 single-board trials) drawing from Python's
     random.Random streams (chunk k from stream "seed/k", chunk 0 from the
     seed), not from oe_plan_sample_chunk's generator: its chunk is
     OE_PLAN_DOUBLE_TRIALS_PER_CHUNK deals, the default job's whole, so that
     the default job is one stream (as before chunks) and no seeded answer
     moves; the single-board chunk (0.5 ms of work) would be 0.3 s here.
   Its limit on Monte Carlo is OE_PLAN_MAX_SAMPLED_SECONDS, as a single
   board's; exact needs none (at most OE_PLAN_DOUBLE_EXACT_TUPLES
   combinations of two enumerations each). */
#define OE_PLAN_DOUBLE_EXACT_TUPLES 400u
#define OE_PLAN_DOUBLE_DEFAULT_TRIALS 20000u
#define OE_PLAN_DOUBLE_TRIALS_PER_CHUNK 20000u
#define OE_PLAN_DOUBLE_SECONDS_PER_DEAL 2e-5
/* draws of the players' hands in a row that share a card before the
   Python loop declares a deal impossible */
#define OE_PLAN_DOUBLE_MAX_REJECTS 10000u

typedef struct {
    int nplayers, nhole;
    int nboard;      /* cards known on each board (as many on both) */
    int ndead;       /* dead cards, the boards excluded */
    uint64_t tuples; /* combinations of the players' hands; UINT64_MAX with a random player */
    uint64_t trials; /* 0: none asked for */
} oe_plan_double_job;

/* Fills the fields of *out a double board uses: method (OE_PLAN_TUPLES or
   OE_PLAN_SAMPLE), refused (OE_PLAN_TOO_MANY_TRIALS or OE_PLAN_FITS),
   seconds (Monte Carlo's estimate; 0 for exact), tuples and tuples_double,
   boards_per_tuple (joint deals of both boards, saturating), and units (combinations or
   deals), per_chunk, nchunks; the rest stays 0. Returns 0,
   OE_PLAN_BAD_JOB or OE_PLAN_TOO_FEW_CARDS (as oe_plan_make). */
int oe_plan_double_make(const oe_plan_double_job *in, oe_plan *out);

/* What oe_plan_make returns besides 0. */
enum {
    OE_PLAN_BAD_JOB = -1,      /* a count out of range: players, hole or board cards, a range of 0 hands */
    OE_PLAN_TOO_FEW_CARDS = -2 /* the players' hands leave too few cards to finish the board */
};

/* Fills *out for *in; returns 0 or one of the codes above. A refused job
   still gets its method and estimate. */
int oe_plan_make(const oe_plan_job *in, oe_plan *out);

/* Chunk k of a plan: its first unit in *first, its count returned (0 past
   the last chunk). */
uint64_t oe_plan_chunk(const oe_plan *plan, uint64_t k, uint64_t *first);

/* Monte Carlo chunk k of a job of `trials` trials: min(OE_PLAN_TRIALS_PER_CHUNK,
   what is left) deals of stream k of `seed` into acc (as oe_rq_sample).
   Returns the deals drawn, or 0 when OE_PLAN_MAX_REJECTS deals in a row
   shared a card (or k is past the last chunk). */
uint64_t oe_plan_sample_chunk(const oe_rq_job *job, uint64_t trials, uint64_t seed, uint64_t k, uint64_t *acc);

/* Which players' hands get a river-row table for the whole exact job:
   Omaha, at most one board card known, more than one combination of hands,
   and the smallest ranges first while the hands fit OE_PLAN_ROW_TABLE_HANDS.
   sizes: hands per player; out: one flag per player. */
void oe_plan_row_tables(const uint64_t *sizes, int nplayers, int nhole, int nboard, uint64_t tuples, uint8_t *out);

/* Whether Omaha Monte Carlo on a known flop or turn builds its class table
   (oe_class_places.h): it pays from as many trials as it has entries. */
int oe_plan_class_table_pays(int nhole, int nboard, uint64_t trials);

/* One-core seconds of the sweep of two ranges of these sizes over nboards. */
double oe_plan_sweep_seconds(uint64_t small, uint64_t large, int nhole, uint64_t nboards, int hilo);

/* Tuples of hands per exact chunk, and rough one-core seconds a tuple, by
   known board cards (0, 1, 3, 4 or 5; 0 for another count). */
uint64_t oe_plan_tuples_per_chunk(int nboard);
double oe_plan_seconds_per_tuple(int nboard);

/* C(n, k), 0 where no k of n exist; saturates at UINT64_MAX. */
uint64_t oe_plan_comb(int n, int k);

#endif

/* The WebAssembly build's own entry points, beside the public C API
   (omaha_eval.h) that the module exports as it is.

   The job plan is the C core's (src/oe_plan.h), as for the Python package
   and the C API: oe_wasm_plan gives JavaScript the method, estimate,
   limits, chunks and precomputations, and oe_wasm_job_sample_chunk runs
   Monte Carlo chunk k as stream k of the seed. To let JavaScript report
   progress and cancel between chunks, this file exposes the engine's job
   (src/oe_rangeq.h) the way the Cython binding's Job does: built once,
   then run chunk by chunk into integer counters.

   Every input is checked here (the engine trusts its job): bad input
   returns a negative OE_ERR_* code and never reads outside the buffers. */
#include "oe_cards.h"
#include "oe_class_places.h"
#include "oe_eqhand.h"
#include "oe_plan.h"
#include "oe_rangeq.h"
#include "oe_tables.h"

#define OE_STATIC 1
#include "../../omaha_eval/include/omaha_eval.h"

#include <stdlib.h>
#include <string.h>

#define EXPORT(name) __attribute__((export_name(#name)))

typedef struct {
    oe_rq_job job;
    uint8_t *cards[OE_EQ_MAX_PLAYERS];
    uint32_t *weights[OE_EQ_MAX_PLAYERS];
    uint64_t *cumulative[OE_EQ_MAX_PLAYERS];
    uint64_t *records[OE_EQ_MAX_PLAYERS];
    oe_eqhand *prepared[OE_EQ_MAX_PLAYERS];
    uint16_t *rows[OE_EQ_MAX_PLAYERS];
    uint8_t *places[OE_EQ_MAX_PLAYERS];
    uint8_t *class_places;
    int loaded[OE_EQ_MAX_PLAYERS];
} wasm_job;

/* The project's one version (OE_PROJECT_VERSION, the Python package's and
   js/package.json's): JavaScript's oe.version. oe_version() is the C API's
   own ABI version, oe.apiVersion. */
EXPORT(oe_wasm_project_version) const char *oe_wasm_project_version(void) { return OE_PROJECT_VERSION; }

EXPORT(oe_wasm_alloc) void *oe_wasm_alloc(size_t n) { return malloc(n ? n : 1); }
EXPORT(oe_wasm_free) void oe_wasm_free(void *p) { free(p); }

/* A single hand's cards passed as arguments, six bits a card (card i of a
   group at bit 6 * i): lo holds cards 0-4, hi card 5. JavaScript's evalHigh
   and evalLow write nothing into memory per call, so they need not check
   that the memory's view is still attached (issue 54: a single call within
   3x of oe_eval_high). Counts outside 0..6 are OE_ERR_COUNT; a field above
   51 is OE_ERR_RANGE, as oe_eval_high says of such a card. */
static int unpack_cards(uint32_t lo, uint32_t hi, int n, uint8_t *out)
{
    if (n < 0 || n > 6)
        return OE_ERR_COUNT;
    for (int i = 0; i < n; i++)
        out[i] = (uint8_t)((i < 5 ? lo >> (6 * i) : hi) & 63);
    return OE_OK;
}

EXPORT(oe_wasm_eval_high_packed)
int oe_wasm_eval_high_packed(int game, uint32_t hole_lo, uint32_t hole_hi, int nhole, uint32_t board, int nboard)
{
    uint8_t hole[6], cards[6];
    if (unpack_cards(hole_lo, hole_hi, nhole, hole) || nboard > 5 || unpack_cards(board, 0, nboard, cards))
        return OE_ERR_COUNT;
    return oe_eval_high(game, hole, nhole, cards, nboard);
}

EXPORT(oe_wasm_eval_low_packed)
int oe_wasm_eval_low_packed(int game, uint32_t hole_lo, uint32_t hole_hi, int nhole, uint32_t board, int nboard)
{
    uint8_t hole[6], cards[6];
    if (unpack_cards(hole_lo, hole_hi, nhole, hole) || nboard > 5 || unpack_cards(board, 0, nboard, cards))
        return OE_ERR_COUNT;
    return oe_eval_low(game, hole, nhole, cards, nboard);
}

/* The packed tie-break ranks (4 bits each, most significant first) of a
   high value, for hand names; 0 for a value outside 1..7462. */
EXPORT(oe_wasm_rank_pattern) uint32_t oe_wasm_rank_pattern(int value)
{
    return value >= 1 && value <= 7462 ? oe_rank_pattern[value] : 0;
}

static int popcount(uint64_t m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

EXPORT(oe_wasm_job_free) void oe_wasm_job_free(wasm_job *j)
{
    if (!j)
        return;
    for (int p = 0; p < OE_EQ_MAX_PLAYERS; p++) {
        free(j->cards[p]);
        free(j->weights[p]);
        free(j->cumulative[p]);
        free(j->records[p]);
        free(j->prepared[p]);
        free(j->rows[p]);
        free(j->places[p]);
    }
    free(j->class_places);
    free(j);
}

/* A job of nplayers (1..10) with nhole cards (2, 4, 5, 6), the known board
   and the dead mask (cards that will not come, the board excluded). Stores
   the job's address in *out; returns OE_OK or an error. */
EXPORT(oe_wasm_job_new)
int oe_wasm_job_new(int nplayers, int nhole, int hilo, const uint8_t *board, int nboard, uint64_t dead,
                    wasm_job **out)
{
    uint64_t seen = 0;
    int bad;
    if (!out)
        return OE_ERR_NULL;
    *out = NULL;
    if (nhole != 2 && (nhole < 4 || nhole > 6))
        return OE_ERR_GAME;
    if (hilo && nhole == 2)
        return OE_ERR_GAME;
    if (nplayers < 1 || nplayers > OE_EQ_MAX_PLAYERS)
        return OE_ERR_COUNT;
    if (nboard < 0 || nboard > 5 || nboard == 2)
        return OE_ERR_COUNT;
    if (nboard > 0 && !board)
        return OE_ERR_NULL;
    if (dead >> 52)
        return OE_ERR_RANGE;
    int err = oe_check_cards(board, nboard, &seen, &bad);
    if (err != OE_OK)
        return err;
    if (seen & dead)
        return OE_ERR_DUPLICATE;
    wasm_job *j = calloc(1, sizeof *j);
    if (!j)
        return OE_ERR_MEMORY;
    j->job.nplayers = nplayers;
    j->job.nhole = nhole;
    j->job.hilo = hilo != 0;
    j->job.nboard = nboard;
    if (nboard)
        memcpy(j->job.board, board, (size_t)nboard);
    j->job.dead = dead | seen;
    *out = j;
    return OE_OK;
}

/* Player p's range: n hands of cards (copied), weights (n values >= 1,
   copied) or NULL; random = every hand of the deck (cards then one
   placeholder hand, n = 1). prepare / rows / places: the precomputations
   the Python binding makes for the same job (they change speed, never
   counters). */
EXPORT(oe_wasm_job_player)
int oe_wasm_job_player(wasm_job *j, int p, const uint8_t *cards, uint32_t n, const uint32_t *weights, int random,
                       int prepare, int rows, int places)
{
    if (!j)
        return OE_ERR_NULL;
    if (p < 0 || p >= j->job.nplayers || j->loaded[p])
        return OE_ERR_ARGUMENT;
    if (n == 0)
        return OE_ERR_COUNT;
    if (!cards)
        return OE_ERR_NULL;
    int nh = j->job.nhole, bad;
    size_t ncards = (size_t)n * (size_t)nh;
    if ((uint64_t)n > SIZE_MAX / 16 / sizeof(oe_eqhand))
        return OE_ERR_MEMORY;
    oe_rq_range *r = &j->job.ranges[p];
    if (!(j->cards[p] = malloc(ncards)) || !(j->records[p] = calloc(2 * (size_t)n, sizeof(uint64_t))))
        return OE_ERR_MEMORY;
    memcpy(j->cards[p], cards, ncards);
    for (uint32_t i = 0; i < n; i++) {
        uint64_t seen = 0;
        int err = oe_check_cards(j->cards[p] + (size_t)i * nh, nh, &seen, &bad);
        if (err != OE_OK)
            return err;
        j->records[p][2 * i] = seen;
        memcpy(&j->records[p][2 * i + 1], j->cards[p] + (size_t)i * nh, (size_t)nh);
    }
    r->cards = j->cards[p];
    r->records = j->records[p];
    r->n = n;
    r->random = random != 0;
    if (weights) {
        uint64_t total = 0;
        if (!(j->weights[p] = malloc((size_t)n * sizeof(uint32_t))) ||
            !(j->cumulative[p] = malloc((size_t)n * sizeof(uint64_t))))
            return OE_ERR_MEMORY;
        for (uint32_t i = 0; i < n; i++) {
            if (weights[i] == 0)
                return OE_ERR_ARGUMENT;
            j->weights[p][i] = weights[i];
            total += weights[i];
            j->cumulative[p][i] = total;
        }
        r->weights = j->weights[p];
        r->cumulative = j->cumulative[p];
    }
    if (prepare) {
        if (!(j->prepared[p] = malloc((size_t)n * sizeof(oe_eqhand))))
            return OE_ERR_MEMORY;
        for (uint32_t i = 0; i < n; i++)
            oe_eqhand_prepare(&j->prepared[p][i], j->cards[p] + (size_t)i * nh, nh);
        r->prepared = j->prepared[p];
    }
    if (rows && nh > 2) {
        if (!(j->rows[p] = malloc((size_t)n * OE_RIVER_BOARDS * sizeof(uint16_t))))
            return OE_ERR_MEMORY;
        oe_rq_row_tables(j->cards[p], n, nh, j->rows[p]);
        r->rows = j->rows[p];
    }
    if (places && nh > 2) {
        if (!(j->places[p] = malloc((size_t)n * OE_RIVER_BOARDS)))
            return OE_ERR_MEMORY;
        oe_rq_place_tables(j->cards[p], n, nh, j->places[p]);
        r->places = j->places[p];
    }
    j->loaded[p] = 1;
    return OE_OK;
}

static int complete(const wasm_job *j)
{
    if (!j)
        return OE_ERR_NULL;
    for (int p = 0; p < j->job.nplayers; p++)
        if (!j->loaded[p])
            return OE_ERR_COUNT;
    return OE_OK;
}

/* Omaha Monte Carlo on a known flop or turn: each rank class's place in
   each row to come, and every hand's class in its record (as the binding's
   classes=True). Call after every player is loaded. */
EXPORT(oe_wasm_job_classes) int oe_wasm_job_classes(wasm_job *j)
{
    int err = complete(j);
    if (err != OE_OK)
        return err;
    int nh = j->job.nhole, rows = oe_class_rows(j->job.nboard);
    if (nh == 2 || rows == 0 || j->class_places)
        return OE_OK;
    for (int p = 0; p < j->job.nplayers; p++)
        if (j->job.ranges[p].random)
            return OE_OK;
    if (!(j->class_places = malloc((size_t)rows * oe_rank_classes(nh))))
        return OE_ERR_MEMORY;
    oe_class_places(j->job.board, j->job.nboard, nh, j->class_places);
    for (int p = 0; p < j->job.nplayers; p++)
        oe_class_store(j->records[p], j->job.ranges[p].n, nh);
    j->job.class_places = j->class_places;
    j->job.nclasses = oe_rank_classes(nh);
    return OE_OK;
}

/* Exact: tuples [first, first + count) of the product of the ranges into
   acc128 ((nplayers * 8 + 1) * 2 words, added to). Returns the number of
   compatible tuples (>= 0), or an error. */
EXPORT(oe_wasm_job_exact)
int64_t oe_wasm_job_exact(wasm_job *j, uint64_t first, uint64_t count, uint64_t *acc128)
{
    int err = complete(j);
    if (err != OE_OK)
        return err;
    if (!acc128)
        return OE_ERR_NULL;
    uint64_t product = 1;
    for (int p = 0; p < j->job.nplayers; p++) {
        if (j->job.ranges[p].random)
            return OE_ERR_ARGUMENT; /* exact deals every hand as a range */
        uint64_t n = j->job.ranges[p].n;
        if (product > UINT64_MAX / n)
            return OE_ERR_ARGUMENT;
        product *= n;
    }
    if (first > product || count > product - first)
        return OE_ERR_ARGUMENT;
    if (52 - popcount(j->job.dead) < j->job.nplayers * j->job.nhole + 5 - j->job.nboard)
        return OE_ERR_COUNT;
    return (int64_t)oe_rq_exact(&j->job, first, count, acc128);
}

/* Monte Carlo: `count` deals of stream `stream` of `seed` into acc
   (nplayers * 8 words, added to). Returns the tuples drawn, 0 when
   max_rejects deals in a row shared a card, or an error. */
EXPORT(oe_wasm_job_sample)
int64_t oe_wasm_job_sample(wasm_job *j, uint64_t seed, uint64_t stream, uint64_t count, uint64_t max_rejects,
                           uint64_t *acc)
{
    int err = complete(j);
    if (err != OE_OK)
        return err;
    if (!acc)
        return OE_ERR_NULL;
    if (52 - popcount(j->job.dead) < j->job.nplayers * j->job.nhole + 5 - j->job.nboard)
        return OE_ERR_COUNT;
    uint64_t drawn = oe_rq_sample(&j->job, seed, stream, count, max_rejects, acc);
    return drawn > INT64_MAX ? INT64_MAX : (int64_t)drawn;
}

/* Monte Carlo chunk k of a job of `trials` trials (oe_plan_sample_chunk:
   stream k of the seed, the plan's chunk size and reject limit) into acc
   (nplayers * 8 words, added to). Returns the tuples drawn, 0 when the
   plan's limit of deals in a row that shared a card was reached, or an
   error. */
EXPORT(oe_wasm_job_sample_chunk)
int64_t oe_wasm_job_sample_chunk(wasm_job *j, uint64_t trials, uint64_t seed, uint64_t k, uint64_t *acc)
{
    int err = complete(j);
    if (err != OE_OK)
        return err;
    if (!acc)
        return OE_ERR_NULL;
    if (trials == 0 || k > (trials - 1) / OE_PLAN_TRIALS_PER_CHUNK)
        return OE_ERR_ARGUMENT;
    if (52 - popcount(j->job.dead) < j->job.nplayers * j->job.nhole + 5 - j->job.nboard)
        return OE_ERR_COUNT;
    uint64_t drawn = oe_plan_sample_chunk(&j->job, trials, seed, k, acc);
    return drawn > INT64_MAX ? INT64_MAX : (int64_t)drawn;
}

/* The plan's fields as doubles, for JavaScript (js/src/equity.js reads
   them by these indices): method, refused, seconds, tuples,
   boards_per_tuple, units, per_chunk, nchunks, classes, the reject limit,
   the exact tuples per chunk of this board, then per player prepare, rows,
   places (OE_EQ_MAX_PLAYERS each). */
enum { PLAN_FIELDS = 11, PLAN_OUT = PLAN_FIELDS + 3 * OE_EQ_MAX_PLAYERS };

/* The plan (oe_plan_make) of a job: nplayers, nhole, known board and dead
   card counts, hilo, trials (0: exact asked for), sizes (hands left per
   player, 0 = a random player). Writes PLAN_OUT doubles to out; returns
   OE_OK, OE_ERR_COUNT (too few cards, or a count out of range) or an error. */
EXPORT(oe_wasm_plan)
int oe_wasm_plan(int nplayers, int nhole, int nboard, int ndead, int hilo, uint64_t trials, const uint32_t *sizes,
                 double *out)
{
    oe_plan_job in;
    oe_plan plan;
    if (!sizes || !out)
        return OE_ERR_NULL;
    if (nplayers < 1 || nplayers > OE_EQ_MAX_PLAYERS)
        return OE_ERR_COUNT;
    memset(&in, 0, sizeof in);
    in.nplayers = nplayers;
    in.nhole = nhole;
    in.nboard = nboard;
    in.ndead = ndead;
    in.hilo = hilo != 0;
    in.trials = trials;
    for (int p = 0; p < nplayers; p++) {
        in.n[p] = sizes[p];
        in.random[p] = sizes[p] == 0;
    }
    int err = oe_plan_make(&in, &plan);
    if (err == OE_PLAN_TOO_FEW_CARDS || err == OE_PLAN_BAD_JOB)
        return OE_ERR_COUNT;
    double fields[PLAN_FIELDS] = {plan.method, plan.refused, plan.seconds, plan.tuples_double,
                                  (double)plan.boards_per_tuple, (double)plan.units, (double)plan.per_chunk,
                                  (double)plan.nchunks, plan.classes, OE_PLAN_MAX_REJECTS,
                                  (double)oe_plan_tuples_per_chunk(nboard)};
    memset(out, 0, PLAN_OUT * sizeof *out);
    memcpy(out, fields, sizeof fields);
    for (int p = 0; p < nplayers; p++) {
        out[PLAN_FIELDS + p] = plan.prepare[p];
        out[PLAN_FIELDS + OE_EQ_MAX_PLAYERS + p] = plan.rows[p];
        out[PLAN_FIELDS + 2 * OE_EQ_MAX_PLAYERS + p] = plan.places[p];
    }
    return OE_OK;
}

/* The plan's one-core seconds of a Monte Carlo trial, per player (the
   refusal of days of trials comes before the plan is made). */
EXPORT(oe_wasm_mc_seconds_per_trial) double oe_wasm_mc_seconds_per_trial(void)
{
    return OE_PLAN_MC_SECONDS_PER_TRIAL;
}

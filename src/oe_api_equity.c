/* The public C API's equity (omaha_eval.h): checks a request, turns it into
   the engine's job (oe_rangeq.h), runs it on the calling thread and turns
   the integer counters into fractions the way omaha_eval.equity does.
   Internal headers first: the public header then skips the status codes
   oe_cards.h already defines. */
#include "oe_cards.h"
#include "oe_eqhand.h"
#include "oe_plan.h"
#include "oe_rangeq.h"
#include "oe_rvr.h"
#include "oe_u128.h"

#if !defined(OE_BUILDING_LIBRARY) && !defined(OE_STATIC)
#define OE_STATIC 1 /* compiled into a program or the extension */
#endif
#include "../omaha_eval/include/omaha_eval.h"

#include <stdlib.h>
#include <string.h>

typedef char oe_player_limits_agree[OE_EQUITY_MAX_PLAYERS == OE_EQ_MAX_PLAYERS ? 1 : -1];
typedef char oe_plan_chunks_agree[OE_EQUITY_TRIALS_PER_CHUNK == OE_PLAN_TRIALS_PER_CHUNK ? 1 : -1];
typedef char oe_counters_agree[OE_EQUITY_COUNTERS == OE_C_N ? 1 : -1];
/* (int): the two enums are distinct types to -Wenum-compare */
typedef char oe_methods_agree[(int)OE_METHOD_SWEEP == (int)OE_PLAN_SWEEP && (int)OE_METHOD_TUPLES == (int)OE_PLAN_TUPLES &&
                              (int)OE_METHOD_SAMPLE == (int)OE_PLAN_SAMPLE ? 1 : -1];
typedef char oe_refusals_agree[(int)OE_REFUSED_TRIALS == (int)OE_PLAN_TOO_MANY_TRIALS &&
                               (int)OE_REFUSED_EXACT == (int)OE_PLAN_EXACT_TOO_LONG &&
                               (int)OE_REFUSED_SWEEP == (int)OE_PLAN_SWEEP_TOO_LONG &&
                               (int)OE_REFUSED_SWEEP_MEMORY == (int)OE_PLAN_SWEEP_TOO_BIG ? 1 : -1];

/* Ranges up to this many hands get their per-hand tables for sampling
   (about 1 KB each); larger ones are scored straight from their cards. */
#define PREPARE_FOR_SAMPLING OE_PLAN_SAMPLE_PREPARE_HANDS
/* Opponents scored per oe_rq_each call (OE_RQ_EACH_WIDTH words each). */
#define EACH_CHUNK 64
/* Exact Omaha with at most one board card known: up to this many hands,
   smallest ranges first, get a river-row table (12 KB each) built once for
   every combination they are in (as omaha_eval.equity does). */
#define ROW_TABLE_HANDS OE_PLAN_ROW_TABLE_HANDS

typedef struct {
    oe_rq_job job;
    oe_eqhand *prepared[OE_EQ_MAX_PLAYERS];
    uint64_t *cumulative[OE_EQ_MAX_PLAYERS];
    uint16_t *rows[OE_EQ_MAX_PLAYERS];
    /* the planned job's own hands and weights (filtered, or every hand) */
    uint8_t *cards[OE_EQ_MAX_PLAYERS];
    uint32_t *weights[OE_EQ_MAX_PLAYERS];
} owned_job;

static void release(owned_job *o)
{
    for (int p = 0; p < OE_EQ_MAX_PLAYERS; p++) {
        free(o->prepared[p]);
        free(o->cumulative[p]);
        free(o->rows[p]);
        free(o->cards[p]);
        free(o->weights[p]);
    }
}

static int popcount(uint64_t m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

enum { PREPARE_ALL, PREPARE_SMALL, PREPARE_FIRST, PREPARE_NONE };

/* One player's range: every hand valid with distinct cards, weights >= 1. */
static int load_range(const oe_range *r, int p, int nh, int prepare, int allow_random, owned_job *o)
{
    oe_rq_range *jr = &o->job.ranges[p];
    if (r->n == 0) {
        if (r->hands != NULL || r->weights != NULL)
            return OE_ERR_COUNT; /* hands given but none counted */
        if (!allow_random)
            return OE_ERR_ARGUMENT;
        jr->random = 1;
        return OE_OK;
    }
    if (r->hands == NULL)
        return OE_ERR_NULL;
    for (size_t i = 0; i < r->n; i++) {
        uint64_t seen = 0;
        int bad, err = oe_check_cards(r->hands + i * (size_t)nh, nh, &seen, &bad);
        if (err != OE_OK)
            return err;
    }
    jr->cards = r->hands;
    jr->n = r->n;
    if (r->weights != NULL) {
        uint64_t total = 0;
        if (r->n > SIZE_MAX / sizeof(uint64_t) || !(o->cumulative[p] = malloc(r->n * sizeof(uint64_t))))
            return OE_ERR_MEMORY;
        for (size_t i = 0; i < r->n; i++) {
            if (r->weights[i] == 0)
                return OE_ERR_ARGUMENT;
            total += r->weights[i];
            o->cumulative[p][i] = total;
        }
        jr->weights = r->weights;
        jr->cumulative = o->cumulative[p];
    }
    if (prepare == PREPARE_ALL || (prepare == PREPARE_SMALL && r->n <= PREPARE_FOR_SAMPLING) ||
        (prepare == PREPARE_FIRST && p == 0)) {
        if (r->n > SIZE_MAX / sizeof(oe_eqhand) || !(o->prepared[p] = malloc(r->n * sizeof(oe_eqhand))))
            return OE_ERR_MEMORY;
        for (size_t i = 0; i < r->n; i++)
            oe_eqhand_prepare(&o->prepared[p][i], r->hands + i * (size_t)nh, nh);
        jr->prepared = o->prepared[p];
    }
    return OE_OK;
}

/* Checks a request and fills o->job; on an error the caller still releases o. */
static int load(const oe_equity_request *rq, int prepare, int allow_random, owned_job *o)
{
    uint64_t seen = 0;
    int bad, err, nh;
    memset(o, 0, sizeof *o);
    if (rq == NULL)
        return OE_ERR_NULL;
    nh = rq->game;
    if (nh != OE_HOLDEM && (nh < OE_OMAHA || nh > OE_OMAHA6))
        return OE_ERR_GAME;
    if (rq->hilo && nh == OE_HOLDEM)
        return OE_ERR_GAME;
    if (rq->nplayers < 1 || rq->nplayers > OE_EQUITY_MAX_PLAYERS)
        return OE_ERR_COUNT;
    /* 0, 3, 4 or 5 board cards; or 1, Courchevel's first flop card (five hole cards) */
    if ((rq->nboard != 0 && (rq->nboard < 3 || rq->nboard > 5) && !(rq->nboard == 1 && nh == OE_OMAHA5)) ||
        rq->ndead < 0 || rq->ndead > 52)
        return OE_ERR_COUNT;
    if ((rq->nboard > 0 && rq->board == NULL) || (rq->ndead > 0 && rq->dead == NULL))
        return OE_ERR_NULL;
    if ((err = oe_check_cards(rq->board, rq->nboard, &seen, &bad)) != OE_OK ||
        (err = oe_check_cards(rq->dead, rq->ndead, &seen, &bad)) != OE_OK)
        return err;
    /* every player's hand and the rest of the board must fit in the deck */
    if (popcount(seen) + rq->nplayers * nh + 5 - rq->nboard > OE_NCARDS)
        return OE_ERR_COUNT;
    o->job.nplayers = rq->nplayers;
    o->job.nhole = nh;
    o->job.hilo = rq->hilo != 0;
    o->job.nboard = rq->nboard;
    if (rq->nboard > 0)
        memcpy(o->job.board, rq->board, (size_t)rq->nboard);
    o->job.dead = seen; /* the engine takes the board in its dead mask too */
    for (int p = 0; p < rq->nplayers; p++)
        if ((err = load_range(&rq->players[p], p, nh, prepare, allow_random, o)) != OE_OK)
            return err;
    /* The engine deals players holding a single hand as they are, without
       checking them against each other: a clash there means no deal. */
    for (int p = 0; p < rq->nplayers; p++) {
        if (rq->players[p].n != 1)
            continue;
        uint64_t hand = oe_card_mask(rq->players[p].hands, nh);
        if (hand & seen)
            return OE_ERR_NO_DEAL;
        seen |= hand;
    }
    return OE_OK;
}

/* A square root by Newton's method from above: std_error is the only use,
   and this keeps libm off every build's link line. */
static double root(double x)
{
    if (!(x > 0))
        return 0;
    double r = x > 1 ? x : 1;
    for (int i = 0; i < 2000; i++) {
        double next = 0.5 * (r + x / r);
        if (!(next < r))
            break;
        r = next;
    }
    return r;
}

/* Counters (OE_C_N of them) over n boards -> fractions. */
static void fill(oe_equity_player *pl, const double *c, double n, int exact)
{
    memset(pl, 0, sizeof *pl);
    if (!(n > 0))
        return;
    double mean = c[OE_C_SHARE] / n / OE_EQ_POT;
    pl->equity = mean;
    pl->win = c[OE_C_SCOOP] / n;
    pl->tie = c[OE_C_TIE] / n;
    pl->high = (c[OE_C_HI_WIN] + c[OE_C_HI_TIE]) / n;
    pl->low = (c[OE_C_LO_WIN] + c[OE_C_LO_TIE]) / n;
    pl->scoop = c[OE_C_SCOOP] / n;
    if (!exact) {
        double var = c[OE_C_SHARE_SQ] / n / ((double)OE_EQ_POT * OE_EQ_POT) - mean * mean;
        pl->std_error = root((var > 0 ? var : 0) / n);
    }
}

/* The row tables of ROW_TABLE_HANDS above, for a job of more than one
   combination; optional: without memory a player goes without. */
static void add_row_tables(owned_job *o)
{
    oe_rq_job *j = &o->job;
    uint64_t total = 0;
    int several = 0;
    for (int p = 0; p < j->nplayers; p++)
        several |= j->ranges[p].n > 1;
    if (j->nhole == 2 || j->nboard > 1 || !several)
        return;
    for (;;) {
        int best = -1;
        for (int p = 0; p < j->nplayers; p++)
            if (!j->ranges[p].rows && (best < 0 || j->ranges[p].n < j->ranges[best].n))
                best = p;
        if (best < 0 || total + j->ranges[best].n > ROW_TABLE_HANDS)
            return;
        total += j->ranges[best].n;
        o->rows[best] = malloc((size_t)j->ranges[best].n * OE_RIVER_BOARDS * sizeof(uint16_t));
        if (!o->rows[best])
            return;
        oe_rq_row_tables(j->ranges[best].cards, j->ranges[best].n, j->nhole, o->rows[best]);
        j->ranges[best].rows = o->rows[best];
    }
}

/* ---- the job plan (oe_plan.h): the players read as Python reads them ---- */

static int sweep_side(const oe_rq_job *j, int query, double *cells, oe_equity_player *each, double *weights,
                      uint64_t *raw);

/* Every hand of the cards outside `known`, in the order of Python's
   itertools.combinations over the deck: into o->cards[p]. */
static int every_hand(owned_job *o, int p, int nh, uint64_t known)
{
    uint8_t deck[OE_NCARDS];
    int nd = 0, idx[6];
    for (int c = 0; c < OE_NCARDS; c++)
        if (!(known >> c & 1))
            deck[nd++] = (uint8_t)c;
    uint64_t n = oe_plan_comb(nd, nh);
    if (n == 0 || n > SIZE_MAX / (size_t)nh || !(o->cards[p] = malloc((size_t)n * (size_t)nh)))
        return OE_ERR_MEMORY;
    for (int i = 0; i < nh; i++)
        idx[i] = i;
    for (uint64_t k = 0; k < n; k++) {
        for (int i = 0; i < nh; i++)
            o->cards[p][k * (uint64_t)nh + (uint64_t)i] = deck[idx[i]];
        int i = nh - 1;
        while (i >= 0 && idx[i] == nd - nh + i)
            i--;
        if (i < 0)
            break;
        idx[i]++;
        for (int m = i + 1; m < nh; m++)
            idx[m] = idx[m - 1] + 1;
    }
    oe_rq_range *r = &o->job.ranges[p];
    r->cards = o->cards[p];
    r->n = n;
    r->random = 0;
    r->weights = NULL;
    r->cumulative = NULL;
    return OE_OK;
}

/* Player p's range without the hands that meet `known` (the board, the dead
   cards and the single hands), weights dropped when all are equal, as
   omaha_eval.equity reads a list of hands. OE_ERR_NO_DEAL when none is left. */
static int filter_range(const oe_range *in, owned_job *o, int p, int nh, uint64_t known)
{
    int equal = 1;
    for (size_t i = 1; in->weights && i < in->n; i++)
        equal &= in->weights[i] == in->weights[0];
    const uint32_t *w = equal ? NULL : in->weights;
    if (in->n > SIZE_MAX / 8 || !(o->cards[p] = malloc(in->n * (size_t)nh)) ||
        (w && (!(o->weights[p] = malloc(in->n * sizeof(uint32_t))) ||
               !(o->cumulative[p] = realloc(o->cumulative[p], in->n * sizeof(uint64_t))))))
        return OE_ERR_MEMORY;
    size_t kept = 0;
    uint64_t total = 0;
    for (size_t i = 0; i < in->n; i++) {
        const uint8_t *hand = in->hands + i * (size_t)nh;
        if (oe_card_mask(hand, nh) & known)
            continue;
        memcpy(o->cards[p] + kept * (size_t)nh, hand, (size_t)nh);
        if (w) {
            o->weights[p][kept] = w[i];
            total += w[i];
            o->cumulative[p][kept] = total;
        }
        kept++;
    }
    if (kept == 0)
        return OE_ERR_NO_DEAL;
    oe_rq_range *r = &o->job.ranges[p];
    r->cards = o->cards[p];
    r->n = kept;
    r->weights = w ? o->weights[p] : NULL;
    r->cumulative = w ? o->cumulative[p] : NULL;
    return OE_OK;
}

/* Checks the request, filters the ranges and plans the job. */
static int plan_job(const oe_equity_request *rq, uint64_t trials, int sample_only, owned_job *o, oe_plan *plan)
{
    int err = load(rq, PREPARE_NONE, 1, o);
    if (err != OE_OK)
        return err;
    int np = rq->nplayers, nh = o->job.nhole;
    uint64_t known = o->job.dead;
    for (int p = 0; p < np; p++)
        if (rq->players[p].n == 1)
            known |= oe_card_mask(rq->players[p].hands, nh);
    oe_plan_job pj;
    memset(&pj, 0, sizeof pj);
    pj.nplayers = np;
    pj.nhole = nh;
    pj.nboard = rq->nboard;
    pj.hilo = o->job.hilo;
    pj.ndead = popcount(o->job.dead) - rq->nboard;
    pj.trials = trials;
    pj.sample_only = sample_only;
    for (int p = 0; p < np; p++) {
        if (rq->players[p].n > 1 && (err = filter_range(&rq->players[p], o, p, nh, known)) != OE_OK)
            return err;
        pj.n[p] = o->job.ranges[p].n;
        pj.random[p] = o->job.ranges[p].random;
    }
    err = oe_plan_make(&pj, plan);
    return err == OE_PLAN_TOO_FEW_CARDS ? OE_ERR_COUNT : err != 0 ? OE_ERR_ARGUMENT : OE_OK;
}

static int prepare_hands(owned_job *o, const oe_plan *plan)
{
    for (int p = 0; p < o->job.nplayers; p++) {
        oe_rq_range *r = &o->job.ranges[p];
        if (!plan->prepare[p] || r->random)
            continue;
        if (r->n > SIZE_MAX / sizeof(oe_eqhand) || !(o->prepared[p] = malloc(r->n * sizeof(oe_eqhand))))
            return OE_ERR_MEMORY;
        for (uint64_t i = 0; i < r->n; i++)
            oe_eqhand_prepare(&o->prepared[p][i], r->cards + i * (uint64_t)o->job.nhole, o->job.nhole);
        r->prepared = o->prepared[p];
    }
    return OE_OK;
}

/* Monte Carlo: chunk k is stream k of the seed (oe_plan_sample_chunk). */
static int run_sample(owned_job *o, const oe_plan *plan, uint64_t seed, oe_equity_counts *out)
{
    uint64_t acc[OE_EQ_MAX_PLAYERS * OE_C_N] = {0};
    int err = prepare_hands(o, plan);
    for (uint64_t k = 0; err == OE_OK && k < plan->nchunks; k++)
        if (oe_plan_sample_chunk(&o->job, plan->units, seed, k, acc) == 0)
            err = OE_ERR_NO_DEAL;
    for (int i = 0; err == OE_OK && i < o->job.nplayers * OE_C_N; i++)
        out->words[2 * i] = acc[i];
    out->words[2 * o->job.nplayers * OE_C_N] = plan->units;
    out->seed = seed;
    return err;
}

/* Exact, combination by combination of hands, in the plan's chunks. */
static int run_tuples(owned_job *o, const oe_plan *plan, uint64_t known, oe_equity_counts *out)
{
    int err = OE_OK, nh = o->job.nhole;
    for (int p = 0; p < o->job.nplayers && err == OE_OK; p++)
        if (o->job.ranges[p].random)
            err = every_hand(o, p, nh, known);
    if (err == OE_OK)
        err = prepare_hands(o, plan);
    for (int p = 0; p < o->job.nplayers && err == OE_OK; p++) {
        oe_rq_range *r = &o->job.ranges[p];
        if (!plan->rows[p] || nh == 2)
            continue;
        if (!(o->rows[p] = malloc((size_t)r->n * OE_RIVER_BOARDS * sizeof(uint16_t))))
            continue; /* optional: without memory the hand goes without */
        oe_rq_row_tables(r->cards, r->n, nh, o->rows[p]);
        r->rows = o->rows[p];
    }
    for (uint64_t k = 0; err == OE_OK && k < plan->nchunks; k++) {
        uint64_t first, count = oe_plan_chunk(plan, k, &first);
        oe_rq_exact(&o->job, first, count, out->words);
    }
    return err;
}

/* Exact, two ranges by the sweep: each pair of hands' counters per cell. */
static int run_sweep(owned_job *o, oe_equity_counts *out)
{
    int err = OE_OK, nh = o->job.nhole, hilo = o->job.hilo;
    for (int p = 0; p < 2 && err == OE_OK; p++)
        if (o->job.ranges[p].random)
            err = every_hand(o, p, nh, o->job.dead);
    uint64_t raw[2 * OE_RVR_CELLS_HILO] = {0};
    double cells[OE_RVR_CELLS_HILO];
    /* the smaller range is queried (three passes a hand, not two) */
    int q = o->job.ranges[0].n <= o->job.ranges[1].n ? 0 : 1;
    if (err == OE_OK)
        err = sweep_side(&o->job, q, cells, NULL, NULL, raw);
    int ncells = hilo ? OE_RVR_CELLS_HILO : OE_RVR_CELLS_HI;
    for (int x = 0; err == OE_OK && x < ncells; x++) {
        for (int side = 0; side < 2; side++) {
            uint64_t per_pair[OE_C_N];
            oe_rvr_cell_counters(hilo, x, side, per_pair);
            uint64_t *w = out->words + 2 * (size_t)((side == 0 ? q : 1 - q) * OE_C_N);
            for (int k = 0; k < OE_C_N; k++) {
                oe_add_mul128(w + 2 * k, per_pair[k], raw[2 * x]);
                w[2 * k + 1] += per_pair[k] * raw[2 * x + 1];
            }
        }
        oe_add128(out->words + 2 * 2 * OE_C_N, raw + 2 * x);
    }
    return err;
}

static int run_planned(const oe_equity_request *rq, uint64_t trials, uint64_t seed, int sample_only,
                       oe_equity_counts *out)
{
    owned_job o;
    oe_plan plan;
    if (out == NULL)
        return OE_ERR_NULL;
    memset(out, 0, sizeof *out);
    int err = plan_job(rq, trials, sample_only, &o, &plan);
    if (err == OE_OK && plan.refused != OE_PLAN_FITS && !sample_only)
        err = OE_ERR_TOO_LONG;
    if (err == OE_OK) {
        uint64_t known = o.job.dead;
        for (int p = 0; p < rq->nplayers; p++)
            if (rq->players[p].n == 1)
                known |= oe_card_mask(rq->players[p].hands, o.job.nhole);
        out->nplayers = rq->nplayers;
        out->method = plan.method;
        err = plan.method == OE_PLAN_SAMPLE ? run_sample(&o, &plan, seed, out)
            : plan.method == OE_PLAN_TUPLES ? run_tuples(&o, &plan, known, out)
                                            : run_sweep(&o, out);
    }
    release(&o);
    int nb = 2 * out->nplayers * OE_C_N;
    if (err == OE_OK && out->words[nb] == 0 && out->words[nb + 1] == 0)
        err = OE_ERR_NO_DEAL;
    if (err != OE_OK)
        memset(out, 0, sizeof *out);
    return err;
}

int oe_equity_plan(const oe_equity_request *request, uint64_t trials, oe_equity_estimate *plan)
{
    owned_job o;
    oe_plan p;
    if (plan == NULL)
        return OE_ERR_NULL;
    memset(plan, 0, sizeof *plan);
    int err = plan_job(request, trials, 0, &o, &p);
    release(&o);
    if (err != OE_OK)
        return err;
    plan->method = p.method;
    plan->refused = p.refused;
    plan->seconds = p.seconds;
    plan->chunks = p.nchunks;
    return OE_OK;
}

int oe_equity_run(const oe_equity_request *request, uint64_t trials, uint64_t seed, oe_equity_counts *counts)
{
    return run_planned(request, trials, seed, 0, counts);
}

int oe_equity_fractions(const oe_equity_counts *counts, oe_equity_result *result)
{
    double c[OE_C_N];
    if (counts == NULL || result == NULL)
        return OE_ERR_NULL;
    int np = counts->nplayers;
    if (np < 1 || np > OE_EQUITY_MAX_PLAYERS || counts->method < OE_METHOD_SWEEP || counts->method > OE_METHOD_SAMPLE)
        return OE_ERR_ARGUMENT;
    const uint64_t *w = counts->words;
    double boards = (double)w[2 * np * OE_C_N] + (double)w[2 * np * OE_C_N + 1] * 18446744073709551616.0;
    int exact = counts->method != OE_METHOD_SAMPLE;
    memset(result, 0, sizeof *result);
    result->nplayers = np;
    result->exact = exact;
    result->boards = boards;
    for (int p = 0; p < np; p++) {
        for (int k = 0; k < OE_C_N; k++) {
            const uint64_t *x = w + 2 * (p * OE_C_N + k);
            c[k] = (double)x[0] + (double)x[1] * 18446744073709551616.0;
        }
        fill(&result->players[p], c, boards, exact);
    }
    return OE_OK;
}

int oe_equity_exact(const oe_equity_request *request, oe_equity_result *result)
{
    owned_job o;
    uint64_t acc[OE_RQ_WIDTH(OE_EQ_MAX_PLAYERS)] = {0};
    double c[OE_EQ_MAX_PLAYERS * OE_C_N];
    if (result == NULL)
        return OE_ERR_NULL;
    int err = load(request, PREPARE_ALL, 0, &o);
    if (err == OE_OK) { /* the plan's refusal, as Python's: exact past an hour (pass trials) */
        owned_job po;
        oe_plan plan;
        err = plan_job(request, 0, 0, &po, &plan);
        release(&po);
        if (err == OE_OK && plan.refused != OE_PLAN_FITS)
            err = OE_ERR_TOO_LONG;
    }
    if (err == OE_OK)
        add_row_tables(&o);
    uint64_t scored = err == OE_OK ? oe_rq_exact(&o.job, 0, UINT64_MAX, acc) : 0;
    release(&o);
    if (err != OE_OK)
        return err;
    if (scored == 0)
        return OE_ERR_NO_DEAL;
    int np = request->nplayers;
    for (int i = 0; i < np * OE_C_N; i++) /* 128-bit (low, high) pairs; then the boards' pair */
        c[i] = (double)acc[2 * i] + (double)acc[2 * i + 1] * 18446744073709551616.0;
    double boards = (double)acc[2 * np * OE_C_N] + (double)acc[2 * np * OE_C_N + 1] * 18446744073709551616.0;
    memset(result, 0, sizeof *result);
    result->nplayers = np;
    result->exact = 1;
    result->boards = boards;
    for (int p = 0; p < np; p++)
        fill(&result->players[p], c + p * OE_C_N, boards, 1);
    return OE_OK;
}

int oe_equity_sample(const oe_equity_request *request, uint64_t trials, uint64_t seed,
                     oe_equity_result *result)
{
    oe_equity_counts counts;
    if (result == NULL)
        return OE_ERR_NULL;
    if (trials == 0)
        return OE_ERR_ARGUMENT;
    int err = run_planned(request, trials, seed, 1, &counts);
    return err == OE_OK ? oe_equity_fractions(&counts, result) : err;
}

/* One side of oe_range_equity: the query range's cells on every board (and,
   with each, per hand). Returns 0, or an OE_ERR_*. */
static int sweep_side(const oe_rq_job *j, int query, double *cells, oe_equity_player *each, double *weights,
                      uint64_t *raw)
{
    oe_rvr_job v;
    memset(&v, 0, sizeof v);
    v.nhole = j->nhole;
    v.hilo = j->hilo;
    v.nboard = j->nboard;
    memcpy(v.board, j->board, (size_t)j->nboard);
    v.dead = j->dead;
    for (int c = 0; c < OE_NCARDS; c++)
        if (!(j->dead >> c & 1))
            v.left[v.nleft++] = (uint8_t)c;
    oe_rvr_side *sides[2] = {&v.query, &v.insert};
    uint32_t *subsets[2] = {NULL, NULL};
    int nsub = oe_rvr_nsubsets(j->nhole), ncells = j->hilo ? OE_RVR_CELLS_HILO : OE_RVR_CELLS_HI, err = OE_OK;
    for (int s = 0; s < 2; s++) {
        const oe_rq_range *r = &j->ranges[s == 0 ? query : 1 - query];
        sides[s]->cards = r->cards;
        sides[s]->weights = r->weights;
        sides[s]->n = r->n;
        if (r->n > SIZE_MAX / ((size_t)nsub * sizeof(uint32_t)) ||
            !(subsets[s] = malloc((size_t)r->n * (size_t)nsub * sizeof(uint32_t)))) {
            err = OE_ERR_MEMORY;
            break;
        }
        oe_rvr_subsets(r->cards, r->n, j->nhole, subsets[s]);
        sides[s]->subsets = subsets[s];
    }
    uint64_t *twin = NULL, *per_hand = NULL, acc[2 * OE_RVR_CELLS_HILO] = {0};
    if (err == OE_OK && !(twin = malloc((size_t)v.query.n * sizeof *twin)))
        err = OE_ERR_MEMORY;
    if (err == OE_OK && each && !(per_hand = calloc((size_t)v.query.n * (size_t)ncells, sizeof *per_hand)))
        err = OE_ERR_MEMORY;
    if (err == OE_OK && oe_rvr_twins(&v.query, &v.insert, j->nhole, twin) < 0)
        err = OE_ERR_MEMORY;
    v.twin = twin;
    if (err == OE_OK && oe_rvr_run(&v, 0, oe_rvr_boards(&v), acc, per_hand) < 0)
        err = OE_ERR_MEMORY;
    if (err == OE_OK) {
        for (int x = 0; x < ncells; x++)
            cells[x] = (double)acc[2 * x] + (double)acc[2 * x + 1] * 18446744073709551616.0;
        if (raw)
            memcpy(raw, acc, 2 * (size_t)ncells * sizeof *acc);
        for (uint64_t i = 0; each && i < v.query.n; i++) {
            double c[OE_C_N] = {0}, total = 0;
            for (int x = 0; x < ncells; x++) {
                uint64_t per_pair[OE_C_N];
                oe_rvr_cell_counters(j->hilo, x, 0, per_pair);
                for (int k = 0; k < OE_C_N; k++)
                    c[k] += (double)per_pair[k] * (double)per_hand[i * ncells + x];
                total += (double)per_hand[i * ncells + x];
            }
            fill(&each[i], c, total, 1);
            if (weights)
                weights[i] = total;
        }
    }
    free(subsets[0]);
    free(subsets[1]);
    free(twin);
    free(per_hand);
    return err;
}

int oe_range_equity(const oe_equity_request *request, oe_equity_result *result, oe_equity_player *each1,
                    double *boards1, oe_equity_player *each2, double *boards2)
{
    owned_job o;
    double cells[OE_RVR_CELLS_HILO] = {0}, c[2][OE_C_N] = {{0}};
    if (result == NULL)
        return OE_ERR_NULL;
    if (request != NULL && (request->nplayers != 2 || request->nboard < 3))
        return OE_ERR_COUNT;
    int err = load(request, PREPARE_NONE, 0, &o);
    if (err == OE_OK)
        err = sweep_side(&o.job, 0, cells, each1, boards1, NULL);
    if (err == OE_OK && (each2 || boards2)) {
        double unused[OE_RVR_CELLS_HILO];
        oe_equity_player *out2 = each2;
        if (!out2 && !(out2 = malloc((size_t)o.job.ranges[1].n * sizeof *out2)))
            err = OE_ERR_MEMORY;
        if (err == OE_OK)
            err = sweep_side(&o.job, 1, unused, out2, boards2, NULL);
        if (out2 != each2)
            free(out2);
    }
    int hilo = o.job.hilo, ncells = hilo ? OE_RVR_CELLS_HILO : OE_RVR_CELLS_HI;
    release(&o);
    if (err != OE_OK)
        return err;
    double boards = 0;
    for (int x = 0; x < ncells; x++) {
        for (int side = 0; side < 2; side++) {
            uint64_t per_pair[OE_C_N];
            oe_rvr_cell_counters(hilo, x, side, per_pair);
            for (int k = 0; k < OE_C_N; k++)
                c[side][k] += (double)per_pair[k] * cells[x];
        }
        boards += cells[x];
    }
    if (!(boards > 0))
        return OE_ERR_NO_DEAL;
    memset(result, 0, sizeof *result);
    result->nplayers = 2;
    result->exact = 1;
    result->boards = boards;
    fill(&result->players[0], c[0], boards, 1);
    fill(&result->players[1], c[1], boards, 1);
    return OE_OK;
}

int oe_equity_each(const oe_equity_request *request, oe_equity_player *out, uint64_t *boards)
{
    owned_job o;
    uint64_t rows[EACH_CHUNK * OE_RQ_EACH_WIDTH];
    double c[OE_C_N];
    if (out == NULL)
        return OE_ERR_NULL;
    if (request != NULL && (request->nplayers != 2 || request->players[0].n != 1 || request->players[1].n == 0))
        return OE_ERR_COUNT;
    int err = load(request, PREPARE_FIRST, 0, &o);
    if (err != OE_OK) {
        release(&o);
        return err;
    }
    uint64_t n = o.job.ranges[1].n;
    for (uint64_t first = 0; first < n; first += EACH_CHUNK) {
        uint64_t count = n - first < EACH_CHUNK ? n - first : EACH_CHUNK;
        oe_rq_each(&o.job, first, count, rows);
        for (uint64_t i = 0; i < count; i++) {
            const uint64_t *row = rows + i * OE_RQ_EACH_WIDTH; /* the hero's counters first */
            for (int k = 0; k < OE_C_N; k++)
                c[k] = (double)row[k];
            fill(&out[first + i], c, (double)row[2 * OE_C_N], 1);
            if (boards != NULL)
                boards[first + i] = row[2 * OE_C_N];
        }
    }
    release(&o);
    return OE_OK;
}

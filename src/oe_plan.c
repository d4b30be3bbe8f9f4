/* The equity job's plan (oe_plan.h). */
#include "oe_plan.h"
#include "oe_cards.h"
#include <string.h>

/* Tuples of hands per exact chunk, by known board cards: about 0.3-0.6 ms
   of PLO4 heads-up work, as a Monte Carlo chunk (up to 6 ms for Hi-Lo
   preflop); and rough one-core seconds a tuple, for the estimate. Index:
   board cards known (2 is no street). */
static const uint64_t tuples_per_chunk[6] = {4, 8, 0, 256, 2048, 4096};
static const double seconds_per_tuple[6] = {2e-3, 1e-3, 0, 3e-5, 5e-6, 1e-6};

uint64_t oe_plan_tuples_per_chunk(int nboard)
{
    return nboard >= 0 && nboard <= 5 ? tuples_per_chunk[nboard] : 0;
}

double oe_plan_seconds_per_tuple(int nboard)
{
    return nboard >= 0 && nboard <= 5 ? seconds_per_tuple[nboard] : 0;
}

static uint64_t mul_saturated(uint64_t a, uint64_t b)
{
    if (a != 0 && b > UINT64_MAX / a)
        return UINT64_MAX;
    return a * b;
}

uint64_t oe_plan_comb(int n, int k)
{
    if (k < 0 || n < 0 || k > n)
        return 0;
    if (k > n - k)
        k = n - k;
    uint64_t r = 1;
    for (int i = 1; i <= k; i++) { /* r * (n - k + i) / i is exact at every step */
        uint64_t f = (uint64_t)(n - k + i);
        if (r > UINT64_MAX / f)
            return UINT64_MAX; /* past every count this module compares */
        r = r * f / (uint64_t)i;
    }
    return r;
}

double oe_plan_sweep_seconds(uint64_t small, uint64_t large, int nhole, uint64_t nboards, int hilo)
{
    /* each board evaluates both ranges and passes every hand's subsets
       through the running weights (twice for an inserted hand, three times
       for a queried one; Hi-Lo about 1.8 times more). The order of the
       operations is Python's, so the doubles are the same. */
    uint64_t nsub = ((uint64_t)1 << nhole) - 2;
    double per_board = (double)(small + large) * OE_PLAN_SWEEP_NS_PER_HAND +
                       (double)((2 * large + 3 * small) * nsub) * OE_PLAN_SWEEP_NS_PER_SUBSET;
    return (double)nboards * per_board * (hilo ? 1.8 : 1.0) * 1e-9;
}

int oe_plan_class_table_pays(int nhole, int nboard, uint64_t trials)
{
    uint64_t rows = nboard == 3 ? 91 : nboard == 4 ? 13 : 0;
    return nhole > 2 && rows > 0 && trials >= rows * oe_plan_comb(12 + nhole, nhole);
}

void oe_plan_row_tables(const uint64_t *sizes, int nplayers, int nhole, int nboard, uint64_t tuples, uint8_t *out)
{
    int taken[OE_EQ_MAX_PLAYERS] = {0};
    memset(out, 0, (size_t)nplayers);
    if (nhole == 2 || nboard > 1 || tuples <= 1)
        return;
    uint64_t total = 0;
    for (int round = 0; round < nplayers; round++) {
        int best = -1; /* the smallest range not yet taken; the first of equals (a stable sort) */
        for (int p = 0; p < nplayers; p++)
            if (!taken[p] && (best < 0 || sizes[p] < sizes[best]))
                best = p;
        if (sizes[best] > OE_PLAN_ROW_TABLE_HANDS - total)
            return;
        total += sizes[best];
        taken[best] = 1;
        out[best] = 1;
    }
}

static void set_chunks(oe_plan *out, uint64_t units, uint64_t per_chunk)
{
    out->units = units;
    out->per_chunk = per_chunk;
    out->nchunks = units / per_chunk + (units % per_chunk != 0);
}

int oe_plan_make(const oe_plan_job *in, oe_plan *out)
{
    if (!in || !out)
        return OE_PLAN_BAD_JOB;
    memset(out, 0, sizeof *out);
    int np = in->nplayers, nh = in->nhole, nb = in->nboard;
    if (np < 1 || np > OE_EQ_MAX_PLAYERS || (nh != 2 && (nh < 4 || nh > 6)) || nb < 0 || nb > 5 || nb == 2 ||
        in->ndead < 0 || in->ndead > OE_NCARDS)
        return OE_PLAN_BAD_JOB;
    if (in->board_list && nb != 0)
        return OE_PLAN_BAD_JOB;
    int nsingle = 0, nrandom = 0;
    for (int p = 0; p < np; p++) {
        if (!in->random[p] && in->n[p] == 0)
            return OE_PLAN_BAD_JOB;
        nsingle += !in->random[p] && in->n[p] == 1;
        nrandom += in->random[p] != 0;
    }
    int known = nb + in->ndead, left = OE_NCARDS - known - nh * np, need = 5 - nb;
    if (left < need && !in->board_list)
        return OE_PLAN_TOO_FEW_CARDS;
    out->boards_per_tuple = oe_plan_comb(left, need);
    /* exact tuples: every hand a random player may hold besides the known
       cards and the single hands */
    uint64_t deck_hands = oe_plan_comb(OE_NCARDS - known - nh * nsingle, nh);
    out->tuples = 1;
    out->tuples_double = 1;
    for (int p = 0; p < np; p++) {
        out->sizes[p] = in->random[p] ? deck_hands : in->n[p];
        if (nsingle < np) {
            out->tuples = mul_saturated(out->tuples, out->sizes[p]);
            out->tuples_double *= (double)out->sizes[p];
        }
    }
    /* past 2^64 combinations the estimate goes on in doubles (refused anyway) */
    double tuples = out->tuples < UINT64_MAX ? (double)out->tuples : out->tuples_double;
    uint64_t trials = in->trials;
    double mc_seconds = (double)trials * (OE_PLAN_MC_SECONDS_PER_TRIAL * np);
    int exact;
    /* the sweep serves two players who both hold ranges (neither one hand)
       on a flop, turn or river */
    int sweep = np == 2 && nb >= 3 && nsingle == 0 && !in->board_list && !in->sample_only;
    if (sweep) {
        uint64_t left_hands = oe_plan_comb(OE_NCARDS - known, nh);
        for (int s = 0; s < 2; s++)
            out->sweep_sizes[s] = in->random[s] ? left_hands : in->n[s];
        out->sweep_boards = oe_plan_comb(OE_NCARDS - known, 5 - nb);
        uint64_t a = out->sweep_sizes[0], b = out->sweep_sizes[1];
        out->seconds = oe_plan_sweep_seconds(a < b ? a : b, a < b ? b : a, nh, out->sweep_boards, in->hilo);
        exact = trials == 0 || (out->seconds <= (double)trials * OE_PLAN_MC_SECONDS_PER_TRIAL &&
                                out->seconds <= OE_PLAN_MAX_EXACT_SECONDS);
    } else {
        double seconds = tuples * seconds_per_tuple[nb];
        exact = !in->board_list && !in->sample_only &&
                (trials == 0 || (mul_saturated(out->tuples, out->boards_per_tuple) <= trials &&
                                 seconds <= OE_PLAN_MAX_EXACT_SECONDS));
        if (exact)
            out->seconds = seconds;
    }
    if (exact && sweep) {
        out->method = OE_PLAN_SWEEP;
        uint64_t nsub = ((uint64_t)1 << nh) - 2;
        double scratch = (double)(out->sweep_sizes[0] + out->sweep_sizes[1]) * (double)nsub * 4.0;
        if (out->seconds > OE_PLAN_MAX_EXACT_SECONDS)
            out->refused = OE_PLAN_SWEEP_TOO_LONG;
        else if (scratch > (double)OE_PLAN_SWEEP_MAX_SCRATCH_BYTES)
            out->refused = OE_PLAN_SWEEP_TOO_BIG;
        /* a face without the sweep walks the tuples with these */
        for (int p = 0; p < np; p++)
            out->prepare[p] = out->sizes[p] <= OE_PLAN_EXACT_PREPARE_HANDS;
        uint64_t per = out->sweep_boards / 128;
        per = per < 1 ? 1 : per > OE_PLAN_SWEEP_MAX_BOARDS_PER_CHUNK ? OE_PLAN_SWEEP_MAX_BOARDS_PER_CHUNK : per;
        set_chunks(out, out->sweep_boards, per);
    } else if (exact) {
        out->method = OE_PLAN_TUPLES;
        if (out->seconds > OE_PLAN_MAX_EXACT_SECONDS)
            out->refused = OE_PLAN_EXACT_TOO_LONG;
        for (int p = 0; p < np; p++)
            out->prepare[p] = out->sizes[p] <= OE_PLAN_EXACT_PREPARE_HANDS;
        oe_plan_row_tables(out->sizes, np, nh, nb, out->tuples, out->rows);
        set_chunks(out, out->tuples, out->tuples <= 1 ? 1 : tuples_per_chunk[nb]);
    } else {
        out->method = OE_PLAN_SAMPLE;
        out->seconds = mc_seconds;
        set_chunks(out, trials, OE_PLAN_TRIALS_PER_CHUNK);
        out->classes = !in->board_list && nrandom == 0 && oe_plan_class_table_pays(nh, nb, trials);
        for (int p = 0; p < np; p++) {
            uint64_t n = in->n[p];
            int single = !in->random[p] && n == 1;
            out->prepare[p] = !in->random[p] &&
                              (n == 1 || (n <= OE_PLAN_SAMPLE_PREPARE_HANDS && n * OE_PLAN_SAMPLE_PREPARE_DRAWS <= trials));
            out->places[p] = single && nh > 2 && out->nchunks > 1 && !out->classes;
        }
    }
    /* asked for with trials, Monte Carlo past its limit is refused whichever
       method was chosen: trials=10**13 is refused, not swept */
    if (trials && mc_seconds > OE_PLAN_MAX_SAMPLED_SECONDS)
        out->refused = OE_PLAN_TOO_MANY_TRIALS;
    return 0;
}

int oe_plan_double_make(const oe_plan_double_job *in, oe_plan *out)
{
    if (!in || !out)
        return OE_PLAN_BAD_JOB;
    memset(out, 0, sizeof *out);
    int np = in->nplayers, nh = in->nhole, nb = in->nboard;
    if (np < 1 || np > OE_EQ_MAX_PLAYERS || (nh != 2 && (nh < 4 || nh > 6)) || nb < 0 || nb > 5 || nb == 2 ||
        in->ndead < 0 || in->ndead > OE_NCARDS || in->tuples == 0)
        return OE_PLAN_BAD_JOB;
    int left = OE_NCARDS - 2 * nb - in->ndead - nh * np, need = 10 - 2 * nb;
    if (left < need)
        return OE_PLAN_TOO_FEW_CARDS;
    out->tuples = in->tuples;
    out->tuples_double = in->tuples == UINT64_MAX ? (double)UINT64_MAX : (double)in->tuples;
    /* every runout of board 1, then every runout of board 2 from what is left */
    out->boards_per_tuple = mul_saturated(oe_plan_comb(left, 5 - nb), oe_plan_comb(left - (5 - nb), 5 - nb));
    uint64_t exact_deals = mul_saturated(in->tuples, out->boards_per_tuple);
    int exact = need <= 4 && in->tuples <= OE_PLAN_DOUBLE_EXACT_TUPLES && (in->trials == 0 || exact_deals <= in->trials);
    if (exact) {
        out->method = OE_PLAN_TUPLES;
        set_chunks(out, in->tuples, 1);
        return 0;
    }
    uint64_t deals = in->trials ? in->trials : OE_PLAN_DOUBLE_DEFAULT_TRIALS;
    out->method = OE_PLAN_SAMPLE;
    /* the order of the operations is Python's (deals * (seconds * players)) */
    out->seconds = (double)deals * (OE_PLAN_DOUBLE_SECONDS_PER_DEAL * np);
    if (out->seconds > OE_PLAN_MAX_SAMPLED_SECONDS)
        out->refused = OE_PLAN_TOO_MANY_TRIALS;
    set_chunks(out, deals, OE_PLAN_DOUBLE_TRIALS_PER_CHUNK);
    return 0;
}

uint64_t oe_plan_chunk(const oe_plan *plan, uint64_t k, uint64_t *first)
{
    *first = 0;
    if (k >= plan->nchunks)
        return 0;
    *first = k * plan->per_chunk;
    uint64_t rest = plan->units - *first;
    return rest < plan->per_chunk ? rest : plan->per_chunk;
}

uint64_t oe_plan_sample_chunk(const oe_rq_job *job, uint64_t trials, uint64_t seed, uint64_t k, uint64_t *acc)
{
    uint64_t nchunks = trials / OE_PLAN_TRIALS_PER_CHUNK + (trials % OE_PLAN_TRIALS_PER_CHUNK != 0);
    if (k >= nchunks)
        return 0;
    uint64_t rest = trials - k * OE_PLAN_TRIALS_PER_CHUNK;
    uint64_t count = rest < OE_PLAN_TRIALS_PER_CHUNK ? rest : OE_PLAN_TRIALS_PER_CHUNK;
    return oe_rq_sample(job, seed, k, count, OE_PLAN_MAX_REJECTS, acc);
}

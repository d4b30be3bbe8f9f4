/* The solver's lifecycle, its loop and its queries (oe_solve.h). */
#include "oe_solve.h"
#include "oe_cards.h"
#include "oe_solve_impl.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static int check_spot(const oe_solve_spot *sp)
{
    if (sp->nhole < 2 || sp->nhole > OE_SHOW_MAX_HOLE || sp->nhole == 3 || (sp->hilo && sp->nhole < 4))
        return OE_SERR_BAD;
    if (sp->nboard < 3 || sp->nboard > 5)
        return OE_SERR_BAD;
    uint64_t board = 0;
    int bad;
    if (oe_check_cards(sp->board, sp->nboard, &board, &bad) != OE_OK)
        return OE_SERR_BAD;
    for (int p = 0; p < 2; p++) {
        if (sp->n[p] <= 0 || !sp->cards[p] || !sp->weights[p])
            return OE_SERR_BAD;
        for (int32_t i = 0; i < sp->n[p]; i++) {
            uint64_t seen = board;
            if (oe_check_cards(sp->cards[p] + (size_t)i * sp->nhole, sp->nhole, &seen, &bad) != OE_OK)
                return OE_SERR_BAD;
            float w = sp->weights[p][i];
            if (!(w >= 0) || !isfinite(w))
                return OE_SERR_BAD;
        }
    }
    return OE_OK;
}

static int64_t assign_slots(oe_stree *t, const int32_t n[2], int64_t store[2])
{
    store[0] = store[1] = 0;
    for (int32_t i = 0; i < t->n; i++) {
        oe_snode *nd = &t->nodes[i];
        if (nd->kind != OE_SN_ACTION)
            continue;
        nd->slot = store[nd->player];
        store[nd->player] += (int64_t)nd->nchildren * n[nd->player];
    }
    return store[0] + store[1];
}

static int clamp_threads(int threads)
{
    return threads < 1 ? 1 : threads > OE_SOLVE_MAX_THREADS ? OE_SOLVE_MAX_THREADS : threads;
}

static size_t total_bytes(const oe_stree *t, const int32_t n[2], int nhole, int hilo, int threads,
                          int64_t store_floats)
{
    size_t mx = (size_t)(n[0] > n[1] ? n[0] : n[1]) + 1;
    return (size_t)store_floats * 2 * sizeof(float) + (size_t)t->n * (sizeof(oe_snode) + sizeof(float *)) +
           oe_show_bytes(nhole, hilo, n) + (size_t)threads * oe_solve_ws_bytes(t, n, nhole, hilo) +
           mx * (size_t)(2 * t->max_actions + 2) * sizeof(float) +
           (size_t)(n[0] + n[1]) * ((size_t)nhole + sizeof(float));
}

int oe_solver_estimate(const oe_solve_spot *spot, const oe_stree_cfg *cfg, int threads, size_t *bytes,
                       int32_t *nodes)
{
    if (spot->nhole < 2 || spot->nhole > OE_SHOW_MAX_HOLE || spot->n[0] < 0 || spot->n[1] < 0)
        return OE_SERR_BAD;
    if (cfg->nstreets != 1)
        return OE_SERR_BAD;   /* the turn's chance node is not built yet */
    oe_stree t;
    int rc = oe_stree_build(cfg, &t);
    if (rc != OE_OK)
        return rc;
    int64_t store[2];
    int64_t fl = assign_slots(&t, spot->n, store);
    *bytes = total_bytes(&t, spot->n, spot->nhole, spot->hilo, clamp_threads(threads), fl);
    *nodes = t.n;
    oe_stree_free(&t);
    return OE_OK;
}

int oe_solver_new(const oe_solve_spot *spot, const oe_stree_cfg *cfg, int threads, size_t mem_limit,
                  oe_solver **out)
{
    *out = NULL;
    int rc = check_spot(spot);
    if (rc != OE_OK)
        return rc;
    if (cfg->nstreets != 1)
        return OE_SERR_BAD;
    oe_solver *s = calloc(1, sizeof *s);
    if (!s)
        return OE_SERR_NOMEM;
    s->cfg = *cfg;
    s->nhole = spot->nhole;
    s->nthreads = clamp_threads(threads);
    rc = oe_stree_build(cfg, &s->tree);
    if (rc != OE_OK) {
        free(s);
        return rc;
    }
    int64_t fl = assign_slots(&s->tree, spot->n, s->store_size);
    size_t need = total_bytes(&s->tree, spot->n, spot->nhole, spot->hilo, s->nthreads, fl);
    if (mem_limit && need > mem_limit) {
        oe_stree_free(&s->tree);
        free(s);
        return OE_SERR_TOO_BIG;
    }
    rc = OE_SERR_NOMEM;
    for (int p = 0; p < 2; p++) {
        s->n[p] = spot->n[p];
        s->cards[p] = malloc((size_t)spot->n[p] * spot->nhole);
        s->weights[p] = malloc((size_t)spot->n[p] * sizeof(float));
        s->regret[p] = calloc((size_t)s->store_size[p] + 1, sizeof(float));
        s->cum[p] = calloc((size_t)s->store_size[p] + 1, sizeof(float));
        if (!s->cards[p] || !s->weights[p] || !s->regret[p] || !s->cum[p])
            goto fail;
        memcpy(s->cards[p], spot->cards[p], (size_t)spot->n[p] * spot->nhole);
        memcpy(s->weights[p], spot->weights[p], (size_t)spot->n[p] * sizeof(float));
    }
    s->locks = calloc((size_t)s->tree.n, sizeof *s->locks);
    s->ws = calloc((size_t)s->nthreads, sizeof *s->ws);
    size_t mx = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    s->root_scratch = malloc(mx * (size_t)(2 * s->tree.max_actions + 2) * sizeof(float));
    if (!s->locks || !s->ws || !s->root_scratch)
        goto fail;
    const uint8_t *cards[2] = {s->cards[0], s->cards[1]};
    rc = oe_show_init(&s->show, spot->nhole, spot->hilo, spot->board, spot->nboard, s->n, cards);
    if (rc != OE_OK)
        goto fail;
    rc = OE_SERR_NOMEM;
    for (int k = 0; k < s->nthreads; k++)
        if (oe_solve_ws_init(s, &s->ws[k]) != OE_OK)
            goto fail;
    /* the weight of every compatible pair: values are per pair dealt */
    oe_show_compatible(&s->show, &s->ws[0].show, 0, s->weights[1], s->ws[0].dtmp);
    s->norm = 0;
    for (int32_t h = 0; h < s->n[0]; h++)
        s->norm += s->weights[0][h] * s->ws[0].dtmp[h];
    if (!(s->norm > 0)) {
        rc = OE_SERR_NO_DEAL;   /* no pair of hands can be dealt */
        goto fail;
    }
    *out = s;
    return OE_OK;
fail:
    oe_solver_free(s);
    return rc;
}

void oe_solver_free(oe_solver *s)
{
    if (!s)
        return;
    if (s->ws)
        for (int k = 0; k < s->nthreads; k++)
            oe_solve_ws_free(&s->ws[k]);
    free(s->ws);
    if (s->locks)
        for (int32_t i = 0; i < s->tree.n; i++)
            free(s->locks[i]);
    free(s->locks);
    free(s->root_scratch);
    for (int p = 0; p < 2; p++) {
        free(s->cards[p]);
        free(s->weights[p]);
        free(s->regret[p]);
        free(s->cum[p]);
    }
    oe_show_free(&s->show);
    oe_stree_free(&s->tree);
    free(s);
}

/* x^a for x >= 0 without the maths library (whose linking is every
   build's business): x = m 2^e, log m by the atanh series, exp by halving
   into ln 2 steps and Taylor's series; about 1e-15 relative. */
static double log_pos(double x)
{
    double e = 0;
    while (x >= 2) {
        x /= 2;
        e++;
    }
    while (x < 1) {
        x *= 2;
        e--;
    }
    double z = (x - 1) / (x + 1), z2 = z * z, term = z, sum = 0;
    for (int k = 1; k < 60; k += 2) {
        sum += term / k;
        term *= z2;
    }
    return 2 * sum + e * 0.69314718055994530942;
}

static double exp_of(double y)
{
    double k = 0;
    while (y > 0.35) {
        y -= 0.69314718055994530942;
        k++;
    }
    while (y < -0.35) {
        y += 0.69314718055994530942;
        k--;
    }
    double term = 1, sum = 1;
    for (int i = 1; i < 25; i++) {
        term *= y / i;
        sum += term;
    }
    for (; k > 0; k--)
        sum *= 2;
    for (; k < 0; k++)
        sum /= 2;
    return sum;
}

static double power(double x, double a)
{
    if (a == 0)
        return 1;
    if (x <= 0)
        return 0;
    return exp_of(a * log_pos(x));
}

void oe_solver_iterate(oe_solver *s, int t, double alpha, double beta, double gamma)
{
    /* the discounts of the sums through iteration t - 1 */
    double prev = t - 1;
    oe_discount d;
    double pa = power(prev, alpha), pb = power(prev, beta);
    d.pos = t > 1 ? pa / (pa + 1) : 0;
    d.neg = t > 1 ? pb / (pb + 1) : 0;
    d.strat = t > 1 ? power(prev / t, gamma) : 0;
    size_t mx = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    float *out = malloc(mx * sizeof *out);
    if (!out)
        return;
    for (int trav = 0; trav < 2; trav++)
        oe_walk_root(s, trav, OE_WALK_CFR, &d, out);
    free(out);
    s->iterations = t;
}

double oe_solver_exploitability(oe_solver *s, double values[2])
{
    size_t mx = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    float *out = malloc(mx * sizeof *out);
    if (!out)
        return NAN;
    oe_discount d = {0, 0, 0};
    double gap = 0;
    for (int p = 0; p < 2; p++) {
        double br = 0, v = 0;
        oe_walk_root(s, p, OE_WALK_BR, &d, out);
        for (int32_t h = 0; h < s->n[p]; h++)
            br += (double)s->weights[p][h] * out[h];
        oe_walk_root(s, p, OE_WALK_EVAL, &d, out);
        for (int32_t h = 0; h < s->n[p]; h++)
            v += (double)s->weights[p][h] * out[h];
        br /= s->norm;
        v /= s->norm;
        if (values)
            values[p] = v;
        gap += br - v;
    }
    free(out);
    return gap / 2 / s->cfg.pot;
}

int oe_solver_run(oe_solver *s, const oe_solve_opts *o)
{
    int every = o->check_every > 0 ? o->check_every : 10;
    int t = s->iterations;
    while (t < o->max_iterations) {
        if (o->cancel && *o->cancel)
            return OE_SERR_CANCELLED;
        oe_solver_iterate(s, ++t, o->alpha, o->beta, o->gamma);
        if (t % every == 0 || t == o->max_iterations) {
            double e = oe_solver_exploitability(s, NULL);
            if (o->progress && o->progress(o->ctx, t, e))
                return OE_SERR_CANCELLED;
            if (e <= o->target)
                return OE_OK;
        }
    }
    return OE_OK;
}

int oe_solver_iterations(const oe_solver *s) { return s->iterations; }
void oe_solver_set_iterations(oe_solver *s, int iterations) { s->iterations = iterations; }
const oe_stree *oe_solver_tree(const oe_solver *s) { return &s->tree; }
int64_t oe_solver_store_size(const oe_solver *s, int p) { return p == 0 || p == 1 ? s->store_size[p] : -1; }

float *oe_solver_store(oe_solver *s, int p, int which)
{
    if (p != 0 && p != 1)
        return NULL;
    return which ? s->cum[p] : s->regret[p];
}

static int is_action(const oe_solver *s, int32_t node)
{
    return node >= 0 && node < s->tree.n && s->tree.nodes[node].kind == OE_SN_ACTION;
}

int oe_solver_strategy(const oe_solver *s, int32_t node, float *out)
{
    if (!is_action(s, node))
        return OE_SERR_BAD;
    oe_node_strategy(s, node, OE_WALK_EVAL, out);
    return OE_OK;
}

int oe_solver_reach(const oe_solver *s, int32_t node, int p, float *out)
{
    if (node < 0 || node >= s->tree.n || (p != 0 && p != 1))
        return OE_SERR_BAD;
    int32_t n = s->n[p];
    memcpy(out, s->weights[p], (size_t)n * sizeof *out);
    float *strat = malloc((size_t)s->tree.max_actions * n * sizeof *strat + 1);
    if (!strat)
        return OE_SERR_NOMEM;
    for (int32_t c = node; s->tree.nodes[c].parent >= 0; c = s->tree.nodes[c].parent) {
        int32_t up = s->tree.nodes[c].parent;
        const oe_snode *pn = &s->tree.nodes[up];
        if (pn->kind != OE_SN_ACTION || pn->player != p)
            continue;
        oe_node_strategy(s, up, OE_WALK_EVAL, strat);
        const float *sa = strat + (size_t)(c - pn->first_child) * n;
        for (int32_t h = 0; h < n; h++)
            out[h] *= sa[h];
    }
    free(strat);
    return OE_OK;
}

int oe_solver_values(oe_solver *s, int32_t node, int p, double *ev, double *equity, double *weight)
{
    if (node < 0 || node >= s->tree.n || (p != 0 && p != 1))
        return OE_SERR_BAD;
    int32_t n = s->n[p], m = s->n[1 - p];
    float *opp = malloc((size_t)m * sizeof *opp + 1), *out = malloc((size_t)n * sizeof *out + 1);
    double *share = malloc((size_t)n * sizeof *share + 1);
    if (!opp || !out || !share) {
        free(opp);
        free(out);
        free(share);
        return OE_SERR_NOMEM;
    }
    oe_solver_reach(s, node, 1 - p, opp);
    oe_discount d = {0, 0, 0};
    oe_solve_ws *ws = &s->ws[0];
    ws->compat_of = NULL;
    int depth = 0;   /* the walk's scratch: the node's depth is at most the tree's */
    oe_walk(s, ws, node, p, OE_WALK_EVAL, &d, opp, NULL, out, depth);
    oe_show_share(&s->show, &ws->show, p, opp, share, weight);
    for (int32_t h = 0; h < n; h++) {
        double w = weight[h];
        ev[h] = w > 0 ? out[h] / w : 0;
        equity[h] = w > 0 ? share[h] / w : 0;
    }
    free(opp);
    free(out);
    free(share);
    return OE_OK;
}

int oe_solver_lock(oe_solver *s, int32_t node, const float *values)
{
    if (!is_action(s, node))
        return OE_SERR_BAD;
    const oe_snode *nd = &s->tree.nodes[node];
    int32_t n = s->n[nd->player];
    size_t len = (size_t)nd->nchildren * n;
    if (!values) {
        free(s->locks[node]);
        s->locks[node] = NULL;
        return OE_OK;
    }
    for (int32_t h = 0; h < n; h++) {
        if (values[h] < 0)
            continue;
        double sum = 0;
        for (int a = 0; a < nd->nchildren; a++) {
            float v = values[(size_t)a * n + h];
            if (!(v >= 0) || !isfinite(v))
                return OE_SERR_BAD;
            sum += v;
        }
        if (fabs(sum - 1) > 1e-4)
            return OE_SERR_BAD;
    }
    float *copy = malloc(len * sizeof *copy);
    if (!copy)
        return OE_SERR_NOMEM;
    memcpy(copy, values, len * sizeof *copy);
    free(s->locks[node]);
    s->locks[node] = copy;
    return OE_OK;
}

int oe_solver_sweeps(oe_solver *s)
{
    oe_solve_ws *ws = &s->ws[0];
    ws->compat_of = NULL;
    int count = 0;
    for (int trav = 0; trav < 2; trav++)
        for (int32_t i = 0; i < s->tree.n; i++) {
            const oe_snode *nd = &s->tree.nodes[i];
            if (nd->kind == OE_SN_FOLD && nd->player == trav)
                continue;   /* the walk reuses the compatible reach of the call beside it */
            if (nd->kind == OE_SN_FOLD)
                oe_show_compatible(&s->show, &ws->show, trav, s->weights[1 - trav], ws->dtmp);
            else if (nd->kind == OE_SN_SHOWDOWN)
                oe_show_share(&s->show, &ws->show, trav, s->weights[1 - trav], ws->dtmp, ws->dtmp2);
            else
                continue;
            count++;
        }
    ws->compat_of = NULL;
    return count;
}

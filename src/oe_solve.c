/* The solver's lifecycle: checking a spot, sizing and building a solver,
   freeing it, and its plain accessors (oe_solve.h). The run loop and the
   exploitability are oe_solve_check.c's, the node queries
   oe_solve_query.c's, locking oe_solve_lock.c's. */
#include "oe_solve.h"
#include "oe_cards.h"
#include "oe_solve_impl.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static int check_spot(const oe_solve_spot *sp, int nstreets)
{
    if (sp->nhole < 2 || sp->nhole > OE_SHOW_MAX_HOLE || sp->nhole == 3 || (sp->hilo && sp->nhole < 4))
        return OE_SERR_BAD;
    if (sp->nboard != (nstreets == 2 ? 4 : 5) || (sp->dead >> 52) != 0)
        return OE_SERR_BAD;
    uint64_t board = 0;
    int bad;
    if (oe_check_cards(sp->board, sp->nboard, &board, &bad) != OE_OK || (board & sp->dead))
        return OE_SERR_BAD;
    board |= sp->dead;
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

/* Slots count actions per player and street (a river spot: one street):
   units[street][p]. */
static void assign_slots(oe_stree *t, int two, int64_t units[2][2])
{
    memset(units, 0, 4 * sizeof(int64_t));
    for (int32_t i = 0; i < t->n; i++) {
        oe_snode *nd = &t->nodes[i];
        if (nd->kind != OE_SN_ACTION)
            continue;
        int st = two ? nd->street : 0;
        nd->slot = units[st][nd->player];
        units[st][nd->player] += nd->nchildren;
    }
}

static int clamp_threads(int threads)
{
    return threads < 1 ? 1 : threads > OE_SOLVE_MAX_THREADS ? OE_SOLVE_MAX_THREADS : threads;
}

/* A solve's sizes: the stores (floats per player), and the bytes of all. */
typedef struct {
    int64_t store[2];
    size_t bytes;
    int nclass, nriver;
    int32_t n_class[48][2];
} plan;

static int make_plan(const oe_solve_spot *sp, oe_stree *t, int two, int threads, plan *pl)
{
    int64_t units[2][2];
    assign_slots(t, two, units);
    const int32_t *n = sp->n;
    size_t mx = (size_t)(n[0] > n[1] ? n[0] : n[1]) + 1;
    size_t extra = 0;
    pl->nclass = pl->nriver = 0;
    for (int p = 0; p < 2; p++)
        pl->store[p] = units[0][p] * n[p];
    if (two) {
        int nc = oe_deals_plan(sp->nhole, sp->board, sp->dead, n, sp->cards[0] ? sp->cards : NULL, sp->weights,
                               sp->iso, pl->n_class, &pl->nriver);
        if (nc < 0)
            return nc;
        pl->nclass = nc;
        for (int c = 0; c < nc; c++)
            for (int p = 0; p < 2; p++)
                pl->store[p] += units[1][p] * pl->n_class[c][p];
        extra = oe_deals_bytes(sp->nhole, sp->hilo, nc, pl->nriver, (const int32_t (*)[2])pl->n_class, n) +
                (size_t)pl->nriver * mx * sizeof(float) + mx * sizeof(double);
    }
    pl->bytes = (size_t)(pl->store[0] + pl->store[1]) * 2 * sizeof(float) +
                (size_t)t->n * (sizeof(oe_snode) + sizeof(float *)) + oe_show_bytes(sp->nhole, sp->hilo, n) +
                oe_solve_ws_bytes(t, n, sp->nhole, sp->hilo, threads, two) +
                mx * (size_t)(2 * t->max_actions + 2) * sizeof(float) +
                (size_t)(n[0] + n[1]) * ((size_t)sp->nhole + sizeof(float)) + extra;
    return OE_OK;
}

int oe_solver_estimate(const oe_solve_spot *spot, const oe_stree_cfg *cfg, int threads, size_t *bytes,
                       int32_t *nodes)
{
    if (spot->nhole < 2 || spot->nhole > OE_SHOW_MAX_HOLE || spot->n[0] < 0 || spot->n[1] < 0)
        return OE_SERR_BAD;
    if (spot->nboard != (cfg->nstreets == 2 ? 4 : 5))
        return OE_SERR_BAD;
    if (spot->cards[0] && check_spot(spot, cfg->nstreets) != OE_OK)
        return OE_SERR_BAD;
    oe_stree t;
    int rc = oe_stree_build(cfg, &t);
    if (rc != OE_OK)
        return rc;
    plan pl;
    rc = make_plan(spot, &t, cfg->nstreets == 2, clamp_threads(threads), &pl);
    *bytes = pl.bytes;
    *nodes = t.n;
    oe_stree_free(&t);
    return rc;
}

int oe_solver_new(const oe_solve_spot *spot, const oe_stree_cfg *cfg, int threads, size_t mem_limit,
                  oe_solver **out)
{
    *out = NULL;
    int rc = check_spot(spot, cfg->nstreets);
    if (rc != OE_OK)
        return rc;
    oe_solver *s = calloc(1, sizeof *s);
    if (!s)
        return OE_SERR_NOMEM;
    s->cfg = *cfg;
    s->nhole = spot->nhole;
    s->nthreads = clamp_threads(threads);
    s->turn = cfg->nstreets == 2;
    s->dead = spot->dead;
    s->iso = spot->iso;
    rc = oe_stree_build(cfg, &s->tree);
    if (rc != OE_OK) {
        free(s);
        return rc;
    }
    plan pl;
    rc = make_plan(spot, &s->tree, s->turn, s->nthreads, &pl);
    if (rc != OE_OK) {
        oe_stree_free(&s->tree);
        free(s);
        return rc;
    }
    s->store_size[0] = pl.store[0];
    s->store_size[1] = pl.store[1];
    if (mem_limit && pl.bytes > mem_limit) {
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
    s->root.n[0] = s->n[0];
    s->root.n[1] = s->n[1];
    s->root.show = &s->show;
    s->root.cls = -1;
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
    if (s->turn) {
        const float *w[2] = {s->weights[0], s->weights[1]};
        rc = oe_deals_init(&s->deals, spot->nhole, spot->hilo, spot->board, spot->dead, s->n, cards, w, spot->iso);
        if (rc != OE_OK)
            goto fail;
        rc = OE_SERR_NOMEM;
        int64_t units[2][2];
        assign_slots(&s->tree, 1, units);
        int64_t at[2] = {units[0][0] * s->n[0], units[0][1] * s->n[1]};
        for (int c = 0; c < s->deals.nclass; c++)
            for (int p = 0; p < 2; p++) {
                s->deals.classes[c].base[p] = at[p];
                at[p] += units[1][p] * s->deals.classes[c].n[p];
            }
        s->class_out = malloc((size_t)s->deals.nriver * mx * sizeof *s->class_out);
        s->chance_acc = malloc(mx * sizeof *s->chance_acc);
        if (!s->class_out || !s->chance_acc)
            goto fail;
    }
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
    if (s->river_locks)
        for (size_t i = 0; i < (size_t)s->tree.n * s->deals.nclass; i++)
            free(s->river_locks[i]);
    free(s->river_locks);
    free(s->root_scratch);
    free(s->class_out);
    free(s->chance_acc);
    oe_deals_free(&s->deals);
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
int oe_solver_rivers(const oe_solver *s, int *nclass)
{
    *nclass = s->turn ? s->deals.nclass : 1;
    return s->turn ? s->deals.nriver : 1;
}

int oe_solver_river_index(const oe_solver *s, int card)
{
    return s->turn && card >= 0 && card < 52 ? oe_deals_river(&s->deals, card) : -1;
}

int oe_solver_sweeps(oe_solver *s)
{
    oe_solve_ws *ws = &s->ws[0];
    ws->compat_of = NULL;
    int count = 0;
    float *lw = ws->scratch;   /* a class's starting weights, in its order */
    for (int trav = 0; trav < 2; trav++)
        for (int32_t i = 0; i < s->tree.n; i++) {
            const oe_snode *nd = &s->tree.nodes[i];
            if (nd->kind == OE_SN_FOLD && nd->player == trav)
                continue;   /* the walk reuses the compatible reach of the call beside it */
            if (nd->kind != OE_SN_FOLD && nd->kind != OE_SN_SHOWDOWN)
                continue;
            if (oe_walk_batch_covers(s, i))
                continue;   /* swept with the others below */
            int nc = oe_on_river(s, i) ? s->deals.nclass : 0;
            for (int c = -1; c < nc; c++) {
                if (c < 0 && nc)
                    continue;
                oe_deal dl;
                const float *w = s->weights[1 - trav];
                if (c >= 0) {
                    oe_class_deal(s, c, &dl);
                    const int32_t *f = s->deals.classes[c].full[1 - trav];
                    for (int32_t x = 0; x < dl.n[1 - trav]; x++)
                        lw[x] = w[f[x]];
                    w = lw;
                } else {
                    dl = s->root;
                }
                if (nd->kind == OE_SN_FOLD)
                    oe_show_compatible(dl.show, &ws->show, trav, w, ws->dtmp);
                else
                    oe_show_share(dl.show, &ws->show, trav, w, ws->dtmp, ws->dtmp2);
                count++;
            }
        }
    ws->compat_of = NULL;
    return count + oe_walk_batch_floors(s);
}

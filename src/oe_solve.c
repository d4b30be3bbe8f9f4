/* The solver's lifecycle, its loop and its queries (oe_solve.h). */
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
    /* Without rake every river deal pays out exactly the starting pot
       between the two players, so the values of the strategies held add
       up to the pot and only the best responses need walking. Rake takes
       a share; a turn's per-river weights are not yet shown to sum to one
       for every pair: those, and callers that ask for the values, walk them. */
    int zero_sum = !values && !s->turn && s->cfg.rake_pct == 0;
    for (int p = 0; p < 2; p++) {
        double br = 0, v = 0;
        oe_walk_root(s, p, OE_WALK_BR, &d, out);
        for (int32_t h = 0; h < s->n[p]; h++)
            br += (double)s->weights[p][h] * out[h];
        if (zero_sum) {
            gap += br / s->norm - s->cfg.pot / 2;
            continue;
        }
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

/* The iteration of the next exploitability check after one at t gave e
   (the one before at t0 gave e0; t0 = 0: none): the next multiple of
   every, or sooner where the trend of the last two checks, a power of t,
   says the target falls before it. Checking then, not up to `every`
   iterations after, saves most of the iterations run past the target; a
   check is never closer than a quarter of `every` to the last one, so a
   trend that flattens costs few extra checks. */
static int next_check(int t, double e, int t0, double e0, double target, int every)
{
    int next = (t / every + 1) * every;
    if (t0 <= 0 || !(target > 0) || !(e > target) || !(e0 > e))
        return next;
    double k = log_pos(e0 / e) / log_pos((double)t / t0);   /* e ~ t^-k */
    double more = log_pos(e / target) / k;                     /* log(t* / t) */
    if (!(k > 0) || !(more < 0.7))                             /* t* beyond 2 t: not near */
        return next;
    double at = (double)t * exp_of(more);
    int least = t + (every >= 4 ? every / 4 : 1);
    int want = (int)at + (at > (int)at);
    want = want > least ? want : least;
    return want < next ? want : next;
}

int oe_solver_run(oe_solver *s, const oe_solve_opts *o)
{
    int every = o->check_every > 0 ? o->check_every : 10;
    int t = s->iterations, t0 = 0;
    double e0 = 0;
    int check = (t / every + 1) * every;
    while (t < o->max_iterations) {
        if (o->cancel && *o->cancel)
            return OE_SERR_CANCELLED;
        oe_solver_iterate(s, ++t, o->alpha, o->beta, o->gamma);
        if (t >= check || t == o->max_iterations) {
            double e = oe_solver_exploitability(s, NULL);
            if (o->progress && o->progress(o->ctx, t, e))
                return OE_SERR_CANCELLED;
            if (e <= o->target)
                return OE_OK;
            check = next_check(t, e, t0, e0, o->target, every);
            t0 = t;
            e0 = e;
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

/* Whether a node of a turn spot lies below a chance node (on the river). */
static int on_river(const oe_solver *s, int32_t node) { return s->turn && s->tree.nodes[node].street == 1; }

/* The deal of a node: the root's, or (a river node) the class of `card`'s
   river, with *r its river index. OE_SERR_BAD for a card that cannot come. */
static int deal_of(const oe_solver *s, int32_t node, int card, oe_deal *dl, int *r)
{
    *r = -1;
    if (!on_river(s, node)) {
        *dl = s->root;
        return OE_OK;
    }
    *r = card >= 0 && card < 52 ? oe_deals_river(&s->deals, card) : -1;
    if (*r < 0)
        return OE_SERR_BAD;
    oe_class_deal(s, s->deals.cls[*r], dl);
    return OE_OK;
}

/* A river's hand order: class hand k is the spot's hand dst[k] (the
   root: the identity, NULL). */
static const int32_t *dst_of(const oe_solver *s, int r, int p) { return r < 0 ? NULL : s->deals.dst[r][p]; }

int oe_solver_strategy(const oe_solver *s, int32_t node, int card, float *out)
{
    if (!is_action(s, node))
        return OE_SERR_BAD;
    oe_deal dl;
    int r;
    if (deal_of(s, node, card, &dl, &r) != OE_OK)
        return OE_SERR_BAD;
    const oe_snode *nd = &s->tree.nodes[node];
    int q = nd->player, na = nd->nchildren;
    if (r < 0) {
        oe_node_strategy(s, &dl, node, OE_WALK_EVAL, out);
        return OE_OK;
    }
    int32_t n = s->n[q], m = dl.n[q];
    float *local = malloc((size_t)na * m * sizeof *local + 1);
    if (!local)
        return OE_SERR_NOMEM;
    oe_node_strategy(s, &dl, node, OE_WALK_EVAL, local);
    const int32_t *dst = dst_of(s, r, q);
    memset(out, 0, (size_t)na * n * sizeof *out);
    for (int a = 0; a < na; a++)
        for (int32_t k = 0; k < m; k++)
            out[(size_t)a * n + dst[k]] = local[(size_t)a * m + k];
    free(local);
    return OE_OK;
}

int oe_solver_reach(const oe_solver *s, int32_t node, int card, int p, float *out)
{
    if (node < 0 || node >= s->tree.n || (p != 0 && p != 1))
        return OE_SERR_BAD;
    oe_deal dl;
    int r;
    if (deal_of(s, node, card, &dl, &r) != OE_OK)
        return OE_SERR_BAD;
    int32_t n = s->n[p], m = dl.n[p];
    const int32_t *dst = dst_of(s, r, p);
    float *strat = malloc((size_t)s->tree.max_actions * n * sizeof *strat + 1);
    float *river = malloc((size_t)m * sizeof *river + 1);
    if (!strat || !river) {
        free(strat);
        free(river);
        return OE_SERR_NOMEM;
    }
    memcpy(out, s->weights[p], (size_t)n * sizeof *out);
    for (int32_t k = 0; k < m; k++)
        river[k] = 1;
    for (int32_t c = node; s->tree.nodes[c].parent >= 0; c = s->tree.nodes[c].parent) {
        int32_t up = s->tree.nodes[c].parent;
        const oe_snode *pn = &s->tree.nodes[up];
        if (pn->kind != OE_SN_ACTION || pn->player != p)
            continue;
        int river_node = on_river(s, up);
        oe_node_strategy(s, river_node ? &dl : &s->root, up, OE_WALK_EVAL, strat);
        int32_t len = river_node ? m : n;
        const float *sa = strat + (size_t)(c - pn->first_child) * len;
        float *to = river_node ? river : out;
        for (int32_t h = 0; h < len; h++)
            to[h] *= sa[h];
    }
    if (dst) {   /* on a river: the turn's reach times the river's, zero for hands holding the card */
        memcpy(strat, out, (size_t)n * sizeof *out);
        memset(out, 0, (size_t)n * sizeof *out);
        for (int32_t k = 0; k < m; k++)
            out[dst[k]] = strat[dst[k]] * river[k];
    }
    free(strat);
    free(river);
    return OE_OK;
}

/* Per turn hand: the showdown share and compatible reach of the river
   class, against the opponent's reach opp (turn hands), scattered back;
   r < 0: every river, summed (the turn's all-in equity). */
static int river_shares(oe_solver *s, int r, int p, const float *opp, double *share, double *weight)
{
    size_t mx = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    float *lo = malloc(mx * sizeof *lo);
    double *sh = malloc(mx * sizeof *sh), *cp = malloc(mx * sizeof *cp);
    if (!lo || !sh || !cp) {
        free(lo);
        free(sh);
        free(cp);
        return OE_SERR_NOMEM;
    }
    memset(share, 0, (size_t)s->n[p] * sizeof *share);
    memset(weight, 0, (size_t)s->n[p] * sizeof *weight);
    for (int q = r < 0 ? 0 : r; q < (r < 0 ? s->deals.nriver : r + 1); q++) {
        int c = s->deals.cls[q];
        const oe_river_class *k = &s->deals.classes[c];
        const int32_t *dt = s->deals.dst[q][p], *dop = s->deals.dst[q][1 - p];
        for (int32_t x = 0; x < k->n[1 - p]; x++)
            lo[x] = opp[dop[x]];
        oe_show_share(&k->show, &s->ws[0].show, p, lo, sh, cp);
        for (int32_t x = 0; x < k->n[p]; x++) {
            share[dt[x]] += sh[x];
            weight[dt[x]] += cp[x];
        }
    }
    free(lo);
    free(sh);
    free(cp);
    return OE_OK;
}

int oe_solver_values(oe_solver *s, int32_t node, int card, int p, double *ev, double *equity, double *weight)
{
    if (node < 0 || node >= s->tree.n || (p != 0 && p != 1))
        return OE_SERR_BAD;
    oe_deal dl;
    int r;
    if (deal_of(s, node, card, &dl, &r) != OE_OK)
        return OE_SERR_BAD;
    int32_t n = s->n[p], m = s->n[1 - p];
    float *opp = malloc((size_t)m * sizeof *opp + 1), *out = malloc((size_t)n * sizeof *out + 1);
    float *lo = malloc((size_t)m * sizeof *lo + 1), *lout = malloc((size_t)n * sizeof *lout + 1);
    double *share = malloc((size_t)n * sizeof *share + 1), *all = malloc((size_t)n * sizeof *all + 1);
    int rc = OE_SERR_NOMEM;
    if (!opp || !out || !lo || !lout || !share || !all)
        goto out;
    oe_solver_reach(s, node, card, 1 - p, opp);
    oe_discount d = {0, 0, 0};
    oe_solve_ws *ws = &s->ws[0];
    ws->compat_of = NULL;
    if (r < 0) {
        oe_walk(s, ws, &dl, node, p, OE_WALK_EVAL, &d, opp, NULL, out, 0);
        if (s->turn) {   /* a turn node: the equity over every river, the weight at the turn */
            rc = river_shares(s, -1, p, opp, share, all);
            if (rc != OE_OK)
                goto out;
            oe_show_compatible(&s->show, &ws->show, p, opp, weight);
            for (int32_t h = 0; h < n; h++)
                equity[h] = all[h] > 0 ? share[h] / all[h] : 0;
        } else {
            oe_show_share(&s->show, &ws->show, p, opp, share, weight);
            for (int32_t h = 0; h < n; h++)
                equity[h] = weight[h] > 0 ? share[h] / weight[h] : 0;
        }
    } else {   /* a river node: walk the class in its order, read back in the spot's */
        const int32_t *dt = dst_of(s, r, p), *dop = dst_of(s, r, 1 - p);
        for (int32_t x = 0; x < dl.n[1 - p]; x++)
            lo[x] = opp[dop[x]];
        oe_walk(s, ws, &dl, node, p, OE_WALK_EVAL, &d, lo, NULL, lout, 0);
        memset(out, 0, (size_t)n * sizeof *out);
        for (int32_t x = 0; x < dl.n[p]; x++)
            out[dt[x]] = lout[x];
        rc = river_shares(s, r, p, opp, share, weight);
        if (rc != OE_OK)
            goto out;
        for (int32_t h = 0; h < n; h++)
            equity[h] = weight[h] > 0 ? share[h] / weight[h] : 0;
    }
    ws->compat_of = NULL;
    for (int32_t h = 0; h < n; h++)
        ev[h] = weight[h] > 0 ? out[h] / weight[h] : 0;
    rc = OE_OK;
out:
    free(opp);
    free(out);
    free(lo);
    free(lout);
    free(share);
    free(all);
    return rc;
}

/* With isomorphic rivers, a turn lock must map onto itself. */
static int lock_symmetric(const oe_solver *s, const oe_snode *nd, const float *values)
{
    int q = nd->player;
    int32_t n = s->n[q];
    for (int k = 0; k < s->deals.nperm; k++)
        for (int32_t h = 0; h < n; h++) {
            int32_t g = s->deals.hand_perm[k][q][h];
            for (int a = 0; a < nd->nchildren; a++) {
                float x = values[(size_t)a * n + h], y = values[(size_t)a * n + g];
                if ((x < 0) != (y < 0) || (x >= 0 && x != y))
                    return 0;
                if (x < 0)
                    break;
            }
        }
    return 1;
}

int oe_solver_lock(oe_solver *s, int32_t node, const float *values)
{
    if (!is_action(s, node) || on_river(s, node))
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
    if (s->turn && !lock_symmetric(s, nd, values))
        return OE_SERR_BAD;
    float *copy = malloc(len * sizeof *copy);
    if (!copy)
        return OE_SERR_NOMEM;
    memcpy(copy, values, len * sizeof *copy);
    free(s->locks[node]);
    s->locks[node] = copy;
    return OE_OK;
}

int oe_solver_rivers(const oe_solver *s, int *nclass)
{
    *nclass = s->turn ? s->deals.nclass : 1;
    return s->turn ? s->deals.nriver : 1;
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
            int nc = on_river(s, i) ? s->deals.nclass : 0;
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

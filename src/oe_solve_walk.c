/* The walk over the tree (oe_solve_impl.h): one function for the DCFR
   update, the best response and the evaluation of average strategies, so
   the three can never disagree about payoffs. */
#include "oe_solve_impl.h"
#include "oe_cards.h"
#include <stdlib.h>
#include <string.h>

/* A thread's scratch: the walk's levels and the sweep's work; a river
   spot's helper threads (batched walks) take blocks of hands and groups
   of lanes, so they hold a subset table and a block's scratch alone. */
static int helper_only(int turn, int hilo, int k) { return k > 0 && !turn && !hilo; }

size_t oe_solve_ws_bytes(const oe_stree *t, const int32_t n[2], int nhole, int hilo, int threads, int turn)
{
    size_t m = (size_t)(n[0] > n[1] ? n[0] : n[1]) + 1;
    size_t per = m * (size_t)(2 * t->max_actions + 2);
    size_t walk = per * OE_WALK_LEVELS(t) * sizeof(float) + 2 * m * sizeof(double) + oe_show_work_bytes(nhole, hilo, n);
    size_t all = 0;
    for (int k = 0; k < threads; k++) {
        if (!helper_only(turn, hilo, k))
            all += walk;
        if (!hilo && !turn)
            all += oe_walk_batch_bytes(t, n, nhole, threads, helper_only(turn, hilo, k));
    }
    return all;
}

int oe_solve_ws_init(oe_solver *s, oe_solve_ws *ws)
{
    memset(ws, 0, sizeof *ws);
    int k = (int)(ws - s->ws), hilo = s->show.hilo;
    if (helper_only(s->turn, hilo, k)) {
        if (oe_walk_batch_init(s, ws, 1) != OE_OK) {
            oe_solve_ws_free(ws);
            return OE_SERR_NOMEM;
        }
        return OE_OK;
    }
    size_t m = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    ws->per_depth = m * (size_t)(2 * s->tree.max_actions + 2);
    ws->scratch = malloc(ws->per_depth * OE_WALK_LEVELS(&s->tree) * sizeof(float));
    ws->dtmp = malloc(m * sizeof(double));
    ws->dtmp2 = malloc(m * sizeof(double));
    if (!ws->scratch || !ws->dtmp || !ws->dtmp2 || oe_show_work_init(&s->show, &ws->show) != OE_OK ||
        (oe_walk_batch_ok(s) && oe_walk_batch_init(s, ws, 0) != OE_OK)) {
        oe_solve_ws_free(ws);
        return OE_SERR_NOMEM;
    }
    return OE_OK;
}

void oe_solve_ws_free(oe_solve_ws *ws)
{
    free(ws->scratch);
    free(ws->dtmp);
    free(ws->dtmp2);
    oe_show_work_free(&ws->show);
    oe_walk_batch_free(ws);
    memset(ws, 0, sizeof *ws);
}

/* Regret matching on the regrets (CFR) or the normalised cumulative
   strategy (the average); uniform where nothing is positive. A lock wins. */
void oe_node_strategy_part(const oe_solver *s, const oe_deal *dl, int32_t node, int mode, float *out, size_t stride,
                           int32_t h0, int32_t h1)
{
    const oe_snode *nd = &s->tree.nodes[node];
    int q = nd->player, na = nd->nchildren;
    int32_t n = dl->n[q];
    const float *src = (mode == OE_WALK_CFR ? s->regret[q] : s->cum[q]) + dl->base[q] + nd->slot * n;
    for (int32_t h = h0; h < h1; h++) {
        double sum = 0;
        for (int a = 0; a < na; a++) {
            float v = src[(size_t)a * n + h];
            sum += v > 0 ? v : 0;
        }
        for (int a = 0; a < na; a++) {
            float v = src[(size_t)a * n + h];
            out[(size_t)a * stride + (size_t)(h - h0)] = sum > 0 ? (float)((v > 0 ? v : 0) / sum) : 1.0f / (float)na;
        }
    }
    const float *lock = oe_lock_of(s, dl, node);
    if (lock)
        for (int32_t h = h0; h < h1; h++)
            if (lock[h] >= 0)
                for (int a = 0; a < na; a++)
                    out[(size_t)a * stride + (size_t)(h - h0)] = lock[(size_t)a * n + h];
}

void oe_node_strategy(const oe_solver *s, const oe_deal *dl, int32_t node, int mode, float *out)
{
    int32_t n = dl->n[s->tree.nodes[node].player];
    oe_node_strategy_part(s, dl, node, mode, out, (size_t)n, 0, n);
}

static void terminal(oe_solver *s, oe_solve_ws *ws, const oe_deal *dl, const oe_snode *nd, int trav,
                     const float *opp, float *out)
{
    int32_t n = dl->n[trav];
    double total = s->cfg.pot + nd->contrib[0] + nd->contrib[1];
    double net = total - oe_stree_rake(&s->cfg, total);
    double mine = nd->contrib[trav];
    if (nd->kind == OE_SN_FOLD) {
        double pay = nd->player == trav ? -mine : net - mine;
        if (ws->compat_of != opp)
            oe_show_compatible(dl->show, &ws->show, trav, opp, ws->dtmp2);
        ws->compat_of = opp;
        for (int32_t h = 0; h < n; h++)
            out[h] = (float)(pay * ws->dtmp2[h]);
        return;
    }
    oe_show_share(dl->show, &ws->show, trav, opp, ws->dtmp, ws->dtmp2);
    ws->compat_of = opp;
    for (int32_t h = 0; h < n; h++)
        out[h] = (float)(net * ws->dtmp[h] - mine * ws->dtmp2[h]);
}

/* The update at trav's own node in CFR mode, for hands [h0, h1) (hand h's
   action a at [a * stride + h - h0]): regrets discounted by sign, plus
   this iteration's; the average gains own reach times the strategy. */
static void update_part(oe_solver *s, const oe_deal *dl, int32_t node, const float *strat, const float *child,
                        const float *value, const float *own, const oe_discount *d, size_t stride, int32_t h0, int32_t h1)
{
    const oe_snode *nd = &s->tree.nodes[node];
    int q = nd->player, na = nd->nchildren;
    int32_t n = dl->n[q];
    const float *lock = oe_lock_of(s, dl, node);
    int64_t at = dl->base[q] + nd->slot * n;
    for (int a = 0; a < na; a++) {
        float *r = s->regret[q] + at + (size_t)a * n + h0;
        float *c = s->cum[q] + at + (size_t)a * n + h0;
        const float *ca = child + (size_t)a * stride, *sa = strat + (size_t)a * stride;
        float pos = (float)d->pos, neg = (float)d->neg, g = (float)d->strat;
        for (int32_t h = 0; h < h1 - h0; h++) {   /* h counts from h0 */
            float old = r[h];
            r[h] = old * (old > 0 ? pos : neg) + (ca[h] - value[h]);
            c[h] = c[h] * g + own[h] * sa[h];
        }
        if (lock)   /* a locked hand's average is its lock */
            for (int32_t h = h0; h < h1; h++)
                if (lock[h] >= 0)
                    c[h - h0] = lock[(size_t)a * n + h];
    }
}

/* One child of an action node: its inputs (the opponent's reach times
   the strategy, or trav's own reach times it in CFR mode) into buffers of
   the workspace at `depth`, then its values into out. */
static void run_child(oe_solver *s, oe_solve_ws *ws, const oe_deal *dl, int32_t node, int a, int trav, int mode, const oe_discount *d,
                      const float *opp, const float *own, const float *strat, float *out, int depth)
{
    const oe_snode *nd = &s->tree.nodes[node];
    size_t mx = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    float *inputs = ws->scratch + ws->per_depth * (size_t)depth + (size_t)(2 * s->tree.max_actions) * mx;
    if (nd->player == trav) {
        int32_t nt = dl->n[trav];
        const float *sa = strat + (size_t)a * nt;
        const float *own_a = NULL;
        if (mode == OE_WALK_CFR) {
            float *own2 = inputs + mx;
            for (int32_t h = 0; h < nt; h++)
                own2[h] = own[h] * sa[h];
            own_a = own2;
        }
        oe_walk(s, ws, dl, nd->first_child + a, trav, mode, d, opp, own_a, out, depth + 1);
    } else {
        int32_t m = dl->n[1 - trav];
        const float *sa = strat + (size_t)a * m;
        float *reach = inputs;
        ws->compat_of = NULL;
        for (int32_t j = 0; j < m; j++)
            reach[j] = opp[j] * sa[j];
        oe_walk(s, ws, dl, nd->first_child + a, trav, mode, d, reach, own, out, depth + 1);
    }
}

void oe_combine_part(oe_solver *s, const oe_deal *dl, int32_t node, int trav, int mode, const oe_discount *d,
                     const float *strat, const float *child, size_t stride, const float *own, float *out, int32_t h0,
                     int32_t h1)
{
    const oe_snode *nd = &s->tree.nodes[node];
    int na = nd->nchildren;
    int32_t len = h1 - h0;
    if (nd->player != trav) {
        memcpy(out, child, (size_t)len * sizeof *out);
        for (int a = 1; a < na; a++)
            for (int32_t i = 0; i < len; i++)
                out[i] += child[(size_t)a * stride + i];
        return;
    }
    for (int32_t i = 0; i < len; i++) {
        float v = mode == OE_WALK_BR ? child[i] : strat[i] * child[i];
        for (int a = 1; a < na; a++) {
            float ca = child[(size_t)a * stride + i];
            if (mode == OE_WALK_BR)
                v = ca > v ? ca : v;
            else
                v += strat[(size_t)a * stride + i] * ca;
        }
        out[i] = v;
    }
    if (mode == OE_WALK_CFR)
        update_part(s, dl, node, strat, child, out, own, d, stride, h0, h1);
}

/* The node's value from its children's, in a fixed order. */
static void combine(oe_solver *s, const oe_deal *dl, int32_t node, int trav, int mode, const oe_discount *d, const float *strat,
                    const float *child, const float *own, float *out)
{
    int32_t nt = dl->n[trav];
    oe_combine_part(s, dl, node, trav, mode, d, strat, child, (size_t)nt, own, out, 0, nt);
}

void oe_walk(oe_solver *s, oe_solve_ws *ws, const oe_deal *dl, int32_t node, int trav, int mode,
             const oe_discount *d, const float *opp, const float *own, float *out, int depth)
{
    const oe_snode *nd = &s->tree.nodes[node];
    if (nd->kind == OE_SN_FOLD || nd->kind == OE_SN_SHOWDOWN) {
        terminal(s, ws, dl, nd, trav, opp, out);
        return;
    }
    if (nd->kind == OE_SN_CHANCE) {
        oe_walk_chance(s, ws, node, trav, mode, d, opp, own, out, depth);
        return;
    }
    size_t mx = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    float *child = ws->scratch + ws->per_depth * (size_t)depth;
    float *strat = child + (size_t)s->tree.max_actions * mx;
    int32_t nt = dl->n[trav];
    oe_node_strategy(s, dl, node, mode, strat);
    /* last child first: a fold (child 0) then finds the compatible reach
       its call (child 1) has just computed */
    for (int a = nd->nchildren - 1; a >= 0; a--)
        run_child(s, ws, dl, node, a, trav, mode, d, opp, own, strat, child + (size_t)a * nt, depth);
    combine(s, dl, node, trav, mode, d, strat, child, own, out);
}

/* Threads (Hi-Lo): whole subtrees under the root, one an item. */
typedef struct {
    oe_solver *s;
    int trav, mode;
    const oe_discount *d;
    const float *opp, *own, *strat;
    float *child;
} root_job;

static void root_child(void *ctx, oe_solve_ws *ws, int a)
{
    root_job *j = ctx;
    int32_t nt = j->s->n[j->trav];
    ws->compat_of = NULL;
    run_child(j->s, ws, &j->s->root, 0, a, j->trav, j->mode, j->d, j->opp, j->own, j->strat, j->child + (size_t)a * nt,
              0);
}

void oe_walk_root(oe_solver *s, int trav, int mode, const oe_discount *d, float *out)
{
    const float *opp = s->weights[1 - trav], *own = s->weights[trav];
    const oe_snode *nd = &s->tree.nodes[0];
    for (int k = 0; k < s->nthreads; k++)
        s->ws[k].compat_of = NULL;
    if (!s->turn && oe_walk_batch_ok(s)) {   /* threads share the sweep's lanes */
        oe_walk_batch(s, &s->ws[0], &s->root, 0, trav, mode, d, opp, own, out, 0, s->nthreads);
        return;
    }
    /* a turn spot's threads share the rivers at each chance node instead */
    if (s->nthreads <= 1 || s->turn || nd->kind != OE_SN_ACTION || nd->nchildren < 2) {
        oe_walk(s, &s->ws[0], &s->root, 0, trav, mode, d, opp, own, out, 0);
        return;
    }
    /* the root's own buffers sit one level below every thread's depth 0 */
    size_t mx = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    float *child = s->root_scratch;
    float *strat = child + (size_t)s->tree.max_actions * mx;
    oe_node_strategy(s, &s->root, 0, mode, strat);
    root_job job = {s, trav, mode, d, opp, own, strat, child};
    oe_solve_parallel(s, &s->ws[0], s->nthreads, nd->nchildren, root_child, &job);
    combine(s, &s->root, 0, trav, mode, d, strat, child, own, out);
}

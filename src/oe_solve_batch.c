/* One river walk with its terminals evaluated together (oe_solve_impl.h,
   oe_walk_batch). While trav is updated the opponent's strategy is fixed,
   so the opponent's reach at every terminal is known after one pass down
   the tree. Terminals that see the same reach (a fold by trav and its
   call) share a lane; the lanes go side by side into one sweep
   (oe_show_batch), whose lanes split into groups, one a thread; then a
   pass back up, hand by hand in blocks, combines the stored values as the
   ordinary walk would. Hi-Lo and turns keep the walk that evaluates each
   terminal in turn. */
#include "oe_solve_impl.h"
#include "oe_cards.h"
#include <stdlib.h>
#include <string.h>

#define LANES 4
#define BLOCK 256   /* hands a block of the pass down: its reaches stay in cache */

static int round_up(int k) { return (k + LANES - 1) / LANES * LANES; }

/* The lanes of a walk from `root` for trav, in `groups` groups. Uses the
   plan arrays of ws (or of the caller: sizing). */
typedef struct {
    int nslot, nterm, ngroup;
    int kp[OE_SOLVE_MAX_THREADS], ks[OE_SOLVE_MAX_THREADS];
    int term_first[OE_SOLVE_MAX_THREADS + 1];
    size_t rs_off[OE_SOLVE_MAX_THREADS + 1], share_off[OE_SOLVE_MAX_THREADS + 1];
} batch_plan;

typedef struct {
    int32_t *slot_of;    /* per node: the slot whose reach it defines, or -1 */
    int32_t *slot_node;  /* per slot: that node */
    int32_t *slot_lane;  /* per slot: its group's lane */
    uint8_t *slot_show;  /* per slot: a showdown reads it (it needs the sweep) */
    uint8_t *slot_group;
    int32_t *term_node;  /* terminals, in order of discovery, then by group */
    int32_t *term_slot;
    int32_t *spare;      /* two per node */
} plan_arrays;

/* The terminals under node and the reach each sees: a node below an
   opponent's action defines a new reach (rid), one below trav's keeps it. */
static void plan_walk(const oe_stree *t, int32_t node, int trav, int32_t rid, plan_arrays *a, batch_plan *pl)
{
    const oe_snode *nd = &t->nodes[node];
    if (nd->kind == OE_SN_FOLD || nd->kind == OE_SN_SHOWDOWN) {
        int32_t sl = a->slot_of[rid];
        if (sl < 0) {
            sl = a->slot_of[rid] = pl->nslot++;
            a->slot_node[sl] = rid;
            a->slot_show[sl] = 0;
        }
        if (nd->kind == OE_SN_SHOWDOWN)
            a->slot_show[sl] = 1;
        a->term_node[pl->nterm] = node;
        a->term_slot[pl->nterm++] = sl;
        return;
    }
    for (int c = 0; c < nd->nchildren; c++) {
        int32_t ch = nd->first_child + c;
        plan_walk(t, ch, trav, nd->player == trav ? rid : ch, a, pl);
    }
}

/* Slots to groups: the showdown slots in even runs, the others (one read
   each, cheaper) in runs from the other end; within a group showdown lanes
   first (ks of them, rounded up), then the rest. Terminals by group. */
static void plan_make(const oe_stree *t, int32_t root, int trav, int groups, int32_t no, int32_t nt,
                      plan_arrays *a, batch_plan *pl)
{
    memset(pl, 0, sizeof *pl);
    plan_walk(t, root, trav, root, a, pl);
    int nshow = 0, nother = 0;
    for (int k = 0; k < pl->nslot; k++)
        nshow += a->slot_show[k];
    nother = pl->nslot - nshow;
    int g_count = groups < 1 ? 1 : groups;
    if (g_count > pl->nslot)
        g_count = pl->nslot > 0 ? pl->nslot : 1;
    pl->ngroup = g_count;
    int si = 0, oi = 0;
    int used[OE_SOLVE_MAX_THREADS][2] = {{0}};
    for (int k = 0; k < pl->nslot; k++) {
        int g;
        if (a->slot_show[k]) {
            g = (int)((int64_t)si++ * g_count / (nshow > 0 ? nshow : 1));
        } else {
            g = g_count - 1 - (int)((int64_t)oi++ * g_count / (nother > 0 ? nother : 1));
        }
        a->slot_group[k] = (uint8_t)g;
        used[g][a->slot_show[k] ? 0 : 1]++;
    }
    int seen[OE_SOLVE_MAX_THREADS][2] = {{0}};
    for (int g = 0; g < g_count; g++) {
        pl->ks[g] = round_up(used[g][0]);
        pl->kp[g] = round_up(pl->ks[g] + used[g][1]);
        if (pl->kp[g] == 0)
            pl->kp[g] = LANES;
        pl->rs_off[g + 1] = pl->rs_off[g] + (size_t)pl->kp[g] * (size_t)no;
        pl->share_off[g + 1] = pl->share_off[g] + (size_t)pl->ks[g] * (size_t)nt;
    }
    for (int k = 0; k < pl->nslot; k++) {
        int g = a->slot_group[k], show = a->slot_show[k];
        a->slot_lane[k] = show ? seen[g][0]++ : pl->ks[g] + seen[g][1]++;
    }
    /* terminals by group (a stable pass per group), through the spare */
    int32_t *tn = a->spare;
    int at = 0;
    for (int g = 0; g < pl->ngroup; g++) {
        pl->term_first[g] = at;
        for (int i = 0; i < pl->nterm; i++)
            if (a->slot_group[a->term_slot[i]] == g) {
                tn[2 * at] = a->term_node[i];
                tn[2 * at + 1] = a->term_slot[i];
                at++;
            }
    }
    pl->term_first[pl->ngroup] = at;
    for (int i = 0; i < pl->nterm; i++) {
        a->term_node[i] = tn[2 * i];
        a->term_slot[i] = tn[2 * i + 1];
    }
}

static void plan_clear(plan_arrays *a, const batch_plan *pl)
{
    for (int k = 0; k < pl->nslot; k++)
        a->slot_of[a->slot_node[k]] = -1;
}

static plan_arrays arrays_of(oe_solve_ws *ws)
{
    size_t n = (size_t)ws->b_nodes;
    plan_arrays a = {ws->b_ints, ws->b_ints + n, ws->b_ints + 2 * n, ws->b_bytes, ws->b_bytes + n,
                     ws->b_ints + 3 * n, ws->b_ints + 4 * n, ws->b_ints + 5 * n};
    return a;
}

/* A turn keeps one sweep per terminal: its rivers' classes hold a few
   thousand hands, too few to fill a table of lanes (5,000 hands a side:
   the batched walk measured 12% slower an iteration). */
int oe_walk_batch_ok(const oe_solver *s) { return !s->show.hilo && !s->turn; }

/* The larger plan of the two players (from the root): per group sums. */
typedef struct {
    size_t rs_lanes, share_lanes, kp_max;
    int nterm;
} batch_need;

static int need_of(const oe_stree *t, int groups, batch_need *nd)
{
    memset(nd, 0, sizeof *nd);
    size_t n = (size_t)t->n + 1;
    plan_arrays a;
    int32_t *ints = malloc(n * 7 * sizeof *ints);
    uint8_t *bytes = malloc(n * 2);
    if (!ints || !bytes) {
        free(ints);
        free(bytes);
        return OE_SERR_NOMEM;
    }
    a.slot_of = ints;
    a.slot_node = ints + n;
    a.slot_lane = ints + 2 * n;
    a.term_node = ints + 3 * n;
    a.term_slot = ints + 4 * n;
    a.spare = ints + 5 * n;
    a.slot_show = bytes;
    a.slot_group = bytes + n;
    for (size_t i = 0; i < n; i++)
        a.slot_of[i] = -1;
    for (int trav = 0; trav < 2; trav++) {
        batch_plan pl;
        plan_make(t, 0, trav, groups, 1, 1, &a, &pl);
        plan_clear(&a, &pl);
        if (pl.rs_off[pl.ngroup] > nd->rs_lanes)
            nd->rs_lanes = pl.rs_off[pl.ngroup];
        if (pl.share_off[pl.ngroup] > nd->share_lanes)
            nd->share_lanes = pl.share_off[pl.ngroup];
        for (int g = 0; g < pl.ngroup; g++)
            if ((size_t)pl.kp[g] > nd->kp_max)
                nd->kp_max = (size_t)pl.kp[g];
        if (pl.nterm > nd->nterm)
            nd->nterm = pl.nterm;
    }
    free(ints);
    free(bytes);
    return OE_OK;
}

/* A thread's block scratch: per level, a strategy, the children's values
   and a reach. */
static size_t block_floats(const oe_stree *t)
{
    return OE_WALK_LEVELS(t) * (size_t)(2 * t->max_actions + 2) * BLOCK;
}

/* A batched walk is a river spot's: five cards on the board, 47 off it. */
static size_t table_entries(int nhole)
{
    size_t e = 0;
    for (int k = 1; k < nhole; k++)
        e += (size_t)oe_choose(47, k);
    return e;
}

size_t oe_walk_batch_bytes(const oe_stree *t, const int32_t n[2], int nhole, int threads, int helper)
{
    batch_need nd;
    if (need_of(t, threads, &nd) != OE_OK)
        return 0;
    size_t m = (size_t)(n[0] > n[1] ? n[0] : n[1]) + 1;
    size_t own = table_entries(nhole) * nd.kp_max * sizeof(double) +
                 oe_show_batch_lane_doubles((int)nd.kp_max) * sizeof(double) + block_floats(t) * sizeof(float);
    if (helper)
        return own;
    return own + m * (nd.rs_lanes * sizeof(float) + nd.share_lanes * sizeof(double) +
                      (size_t)nd.nterm * sizeof(float)) +
           ((size_t)t->n + 1) * (7 * sizeof(int32_t) + 2 + sizeof(float *) + sizeof(oe_show_term));
}

int oe_walk_batch_init(oe_solver *s, oe_solve_ws *ws, int helper)
{
    batch_need nd;
    int rc = need_of(&s->tree, s->nthreads, &nd);
    if (rc != OE_OK)
        return rc;
    size_t m = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    ws->btable = malloc((size_t)s->show.table_size * nd.kp_max * sizeof(double) + 1);
    ws->blane = malloc(oe_show_batch_lane_doubles((int)nd.kp_max) * sizeof(double) + 1);
    ws->bblock = malloc(block_floats(&s->tree) * sizeof(float));
    if (!ws->btable || !ws->blane || !ws->bblock)
        return OE_SERR_NOMEM;
    if (helper)
        return OE_OK;
    size_t n = (size_t)s->tree.n + 1;
    ws->b_nodes = (int32_t)n;
    ws->brs = malloc(m * nd.rs_lanes * sizeof(float) + 1);
    ws->bshare = malloc(m * nd.share_lanes * sizeof(double) + 1);
    ws->bvals = malloc(m * (size_t)nd.nterm * sizeof(float) + 1);
    ws->b_ints = malloc(n * 7 * sizeof(int32_t));
    ws->b_bytes = malloc(n * 2);
    ws->bterm = calloc(n, sizeof *ws->bterm);
    ws->bterms = malloc(n * sizeof *ws->bterms);
    if (!ws->brs || !ws->bshare || !ws->bvals || !ws->b_ints || !ws->b_bytes || !ws->bterm || !ws->bterms)
        return OE_SERR_NOMEM;
    for (size_t i = 0; i < n; i++)
        ws->b_ints[i] = -1;   /* slot_of: none */
    return OE_OK;
}

void oe_walk_batch_free(oe_solve_ws *ws)
{
    free(ws->bblock);
    free(ws->btable);
    free(ws->blane);
    free(ws->brs);
    free(ws->bshare);
    free(ws->bvals);
    free(ws->b_ints);
    free(ws->b_bytes);
    free(ws->bterm);
    free(ws->bterms);
}

/* The opponent's reach down the tree for hands [j0, j1) (reach: theirs
   at node), each lane's written into its hands' rows. */
static void reach_block(oe_solver *s, oe_solve_ws *ws, oe_solve_ws *own, const plan_arrays *a, const batch_plan *pl,
                        const oe_deal *dl, int32_t node, int trav, int mode, const float *reach, int32_t j0, int32_t j1,
                        int depth)
{
    int32_t sl = a->slot_of[node];
    if (sl >= 0) {   /* rows by the opponent's high position: the sweep reads them in turn */
        int g = a->slot_group[sl], kp = pl->kp[g];
        float *rs = ws->brs + pl->rs_off[g] + a->slot_lane[sl];
        const int32_t *pos = dl->show->h[1 - trav].pos_hi + j0;
        for (int32_t j = 0; j < j1 - j0; j++)
            rs[(size_t)pos[j] * (size_t)kp] = reach[j];
    }
    const oe_snode *nd = &s->tree.nodes[node];
    if (nd->kind != OE_SN_ACTION)
        return;
    if (nd->player == trav) {
        for (int c = 0; c < nd->nchildren; c++)
            reach_block(s, ws, own, a, pl, dl, nd->first_child + c, trav, mode, reach, j0, j1, depth + 1);
        return;
    }
    float *strat = own->bblock + (size_t)depth * (size_t)(2 * s->tree.max_actions + 2) * BLOCK;
    float *child = strat + (size_t)s->tree.max_actions * BLOCK;
    oe_node_strategy_part(s, dl, node, mode, strat, BLOCK, j0, j1);
    for (int c = 0; c < nd->nchildren; c++) {
        const float *sa = strat + (size_t)c * BLOCK;
        for (int32_t j = 0; j < j1 - j0; j++)
            child[j] = reach[j] * sa[j];
        reach_block(s, ws, own, a, pl, dl, nd->first_child + c, trav, mode, child, j0, j1, depth + 1);
    }
}

typedef struct {
    oe_solver *s;
    oe_solve_ws *ws;
    const plan_arrays *a;
    const batch_plan *pl;
    const oe_deal *dl;
    int32_t node;
    int trav, mode, depth;
    const float *opp;   /* NULL: w at every lane (the floor) */
} reach_job;

/* One block of hands: rows cleared (unused lanes stay zero), then filled. */
static void reach_item(void *ctx, oe_solve_ws *own, int b)
{
    reach_job *j = ctx;
    const batch_plan *pl = j->pl;
    int32_t no = j->dl->n[1 - j->trav], j0 = (int32_t)b * BLOCK, j1 = j0 + BLOCK < no ? j0 + BLOCK : no;
    const int32_t *pos = j->dl->show->h[1 - j->trav].pos_hi;
    for (int g = 0; g < pl->ngroup; g++)
        for (int32_t h = j0; h < j1; h++)
            memset(j->ws->brs + pl->rs_off[g] + (size_t)pos[h] * (size_t)pl->kp[g], 0, (size_t)pl->kp[g] * sizeof(float));
    reach_block(j->s, j->ws, own, j->a, pl, j->dl, j->node, j->trav, j->mode, j->opp + j0, j0, j1, 0);
}

static void reach_all(reach_job *job, int threads)
{
    int32_t no = job->dl->n[1 - job->trav];
    int blocks = (int)((no + BLOCK - 1) / BLOCK);
    if (threads > 1)
        oe_solve_parallel(job->s, job->ws, threads, blocks, reach_item, job);
    else
        for (int b = 0; b < blocks; b++)
            reach_item(job, job->ws, b);
}

/* The floor's reaches: the starting weights in every lane. */
static void floor_lanes(oe_solve_ws *ws, const plan_arrays *a, const batch_plan *pl, int32_t no, const float *w,
                        const int32_t *dl_order)
{
    for (int g = 0; g < pl->ngroup; g++)
        memset(ws->brs + pl->rs_off[g], 0, (size_t)no * (size_t)pl->kp[g] * sizeof(float));
    for (int k = 0; k < pl->nslot; k++) {
        int g = a->slot_group[k], kp = pl->kp[g];
        float *rs = ws->brs + pl->rs_off[g] + a->slot_lane[k];
        const int32_t *order = dl_order;
        for (int32_t x = 0; x < no; x++)
            rs[(size_t)x * (size_t)kp] = w[order[x]];
    }
}

typedef struct {
    oe_solve_ws *ws;     /* the walk's: the plan, reaches, shares and values */
    const oe_deal *dl;
    const batch_plan *pl;
    int trav;
} sweep_job;

static void sweep_group(void *ctx, oe_solve_ws *own, int g)
{
    sweep_job *j = ctx;
    const batch_plan *pl = j->pl;
    oe_show_batch(j->dl->show, own->btable, own->blane, j->trav, j->ws->brs + pl->rs_off[g], pl->kp[g], pl->ks[g],
                  j->ws->bshare + pl->share_off[g], j->ws->bterms + pl->term_first[g],
                  pl->term_first[g + 1] - pl->term_first[g]);
}

/* The plan and each terminal's payoffs; its values will wait in
   ws->bterm[node]. */
static void plan_terms(oe_solver *s, oe_solve_ws *ws, const plan_arrays *a, const oe_deal *dl, int32_t node,
                       int trav, int groups, batch_plan *pl)
{
    plan_make(&s->tree, node, trav, groups, dl->n[1 - trav], dl->n[trav], (plan_arrays *)a, pl);
    size_t mx = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    for (int i = 0; i < pl->nterm; i++) {
        const oe_snode *tn = &s->tree.nodes[a->term_node[i]];
        double total = s->cfg.pot + tn->contrib[0] + tn->contrib[1];
        double net = total - oe_stree_rake(&s->cfg, total);
        double mine = tn->contrib[trav];
        oe_show_term *tm = &ws->bterms[i];
        tm->lane = a->slot_lane[a->term_slot[i]];
        tm->fold = tn->kind == OE_SN_FOLD;
        tm->pay = tn->player == trav ? -mine : net - mine;
        tm->net = net;
        tm->mine = mine;
        tm->out = ws->bvals + (size_t)i * mx;
        ws->bterm[a->term_node[i]] = tm->out;
    }
}

/* The groups' sweeps: on `threads` threads, or one after another. */
static void sweep_all(oe_solver *s, oe_solve_ws *ws, const oe_deal *dl, const batch_plan *pl, int trav, int threads)
{
    sweep_job job = {ws, dl, pl, trav};
    if (threads > 1 && pl->ngroup > 1)
        oe_solve_parallel(s, ws, threads, pl->ngroup, sweep_group, &job);
    else
        for (int g = 0; g < pl->ngroup; g++)
            sweep_group(&job, ws, g);
}

/* The pass up for trav's hands [h0, h1): the walk (oe_walk) on the
   terminals' stored values, every step hand by hand, so blocks of hands
   go to threads. own: trav's reach from h0 (CFR), out from h0. */
static void value_block(oe_solver *s, oe_solve_ws *ws, oe_solve_ws *mine, const oe_deal *dl, int32_t node, int trav,
                        int mode, const oe_discount *d, const float *own, float *out, int32_t h0, int32_t h1,
                        int depth)
{
    const oe_snode *nd = &s->tree.nodes[node];
    int32_t len = h1 - h0;
    if (nd->kind != OE_SN_ACTION) {   /* a terminal: its values by position */
        const float *v = ws->bterm[node];
        const int32_t *pos = dl->show->h[trav].pos_hi + h0;
        for (int32_t i = 0; i < len; i++)
            out[i] = v[pos[i]];
        return;
    }
    int na = nd->nchildren, A = s->tree.max_actions;
    float *strat = mine->bblock + (size_t)depth * (size_t)(2 * A + 2) * BLOCK;
    float *child = strat + (size_t)A * BLOCK, *own2 = child + (size_t)A * BLOCK;
    if (nd->player == trav)
        oe_node_strategy_part(s, dl, node, mode, strat, BLOCK, h0, h1);
    for (int a = 0; a < na; a++) {
        const float *own_a = own;
        if (nd->player == trav && mode == OE_WALK_CFR) {
            const float *sa = strat + (size_t)a * BLOCK;
            for (int32_t i = 0; i < len; i++)
                own2[i] = own[i] * sa[i];
            own_a = own2;
        }
        value_block(s, ws, mine, dl, nd->first_child + a, trav, mode, d, own_a, child + (size_t)a * BLOCK, h0, h1,
                    depth + 1);
    }
    oe_combine_part(s, dl, node, trav, mode, d, strat, child, BLOCK, own, out, h0, h1);
}

typedef struct {
    oe_solver *s;
    oe_solve_ws *ws;
    const oe_deal *dl;
    int32_t node;
    int trav, mode;
    const oe_discount *d;
    const float *own;
    float *out;
} value_job;

static void value_item(void *ctx, oe_solve_ws *mine, int b)
{
    value_job *j = ctx;
    int32_t nt = j->dl->n[j->trav], h0 = (int32_t)b * BLOCK, h1 = h0 + BLOCK < nt ? h0 + BLOCK : nt;
    value_block(j->s, j->ws, mine, j->dl, j->node, j->trav, j->mode, j->d, j->own ? j->own + h0 : NULL, j->out + h0,
                h0, h1, 0);
}

void oe_walk_batch(oe_solver *s, oe_solve_ws *ws, const oe_deal *dl, int32_t node, int trav, int mode,
                   const oe_discount *d, const float *opp, const float *own, float *out, int depth, int threads)
{
    (void)depth;   /* the passes keep their levels in the block scratch */
    plan_arrays a = arrays_of(ws);
    batch_plan pl;
    plan_terms(s, ws, &a, dl, node, trav, threads, &pl);
    reach_job rj = {s, ws, &a, &pl, dl, node, trav, mode, 0, opp};
    reach_all(&rj, threads);
    sweep_all(s, ws, dl, &pl, trav, threads);
    plan_clear(&a, &pl);
    value_job vj = {s, ws, dl, node, trav, mode, d, own, out};
    int blocks = (int)((dl->n[trav] + BLOCK - 1) / BLOCK);
    if (threads > 1)
        oe_solve_parallel(s, ws, threads, blocks, value_item, &vj);
    else
        for (int b = 0; b < blocks; b++)
            value_item(&vj, ws, b);
}

int oe_walk_batch_floor(oe_solver *s, oe_solve_ws *ws, const oe_deal *dl, int32_t node, int trav, const float *w,
                        int groups)
{
    plan_arrays a = arrays_of(ws);
    batch_plan pl;
    plan_terms(s, ws, &a, dl, node, trav, groups, &pl);
    floor_lanes(ws, &a, &pl, dl->n[1 - trav], w, dl->show->h[1 - trav].order_hi);
    sweep_all(s, ws, dl, &pl, trav, 1);
    plan_clear(&a, &pl);
    return pl.ngroup;
}

int oe_walk_batch_covers(const oe_solver *s, int32_t node)
{
    (void)node;
    return oe_walk_batch_ok(s);
}

int oe_walk_batch_floors(oe_solver *s)
{
    if (!oe_walk_batch_ok(s))
        return 0;
    int count = 0;
    for (int trav = 0; trav < 2; trav++)
        count += oe_walk_batch_floor(s, &s->ws[0], &s->root, 0, trav, s->weights[1 - trav], s->nthreads);
    return count;
}

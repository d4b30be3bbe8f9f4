/* Node queries (oe_solve.h): a node's average strategy, the reach of
   each player into it, and each hand's EV and equity there; on a turn
   spot's river, read from the river card's class in the spot's hand order. */
#include "oe_solve.h"
#include "oe_cards.h"
#include "oe_solve_impl.h"
#include <stdlib.h>
#include <string.h>

/* The deal of a node: the root's, or (a river node) the class of `card`'s
   river, with *r its river index. OE_SERR_BAD for a card that cannot come. */
static int deal_of(const oe_solver *s, int32_t node, int card, oe_deal *dl, int *r)
{
    *r = -1;
    if (!oe_on_river(s, node)) {
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
    if (!oe_is_action(s, node))
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
        int river_node = oe_on_river(s, up);
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

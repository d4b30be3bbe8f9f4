/* Node locking (oe_solve.h): a player's strategy fixed for some or all
   hands at a decision, which the walk then plays (oe_node_strategy) and
   keeps as the average (oe_solve_walk.c's update). */
#include "oe_solve.h"
#include "oe_cards.h"
#include "oe_solve_impl.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

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

/* Whether each locked hand's frequencies (values: action-major, n per
   action) are >= 0 and sum to 1. Only the hands `pick` lists are read
   (NULL: all `count`); a hand whose first value is negative stays free. */
static int rows_ok(const float *values, int32_t n, int na, const int32_t *pick, int32_t count)
{
    for (int32_t k = 0; k < count; k++) {
        int32_t h = pick ? pick[k] : k;
        if (values[h] < 0)
            continue;
        double sum = 0;
        for (int a = 0; a < na; a++) {
            float v = values[(size_t)a * n + h];
            if (!(v >= 0) || !isfinite(v))
                return 0;
            sum += v;
        }
        if (fabs(sum - 1) > 1e-4)
            return 0;
    }
    return 1;
}

/* A decision below a turn's deal: the lock is kept for the river card's
   class, gathered into the class's hand order through this river's
   permutation, so every river of the class plays it with its own suits
   swapped (with isomorphism off each river is a class of its own). The
   hands holding the card are not dealt on it: their values are not read. */
static int lock_river(oe_solver *s, int32_t node, int card, const float *values)
{
    int r = card >= 0 && card < 52 ? oe_deals_river(&s->deals, card) : -1;
    if (r < 0)
        return OE_SERR_BAD;
    const oe_snode *nd = &s->tree.nodes[node];
    int q = nd->player, na = nd->nchildren, c = s->deals.cls[r];
    int32_t n = s->n[q], m = s->deals.classes[c].n[q];
    const int32_t *dst = s->deals.dst[r][q];
    if (values && !rows_ok(values, n, na, dst, m))
        return OE_SERR_BAD;
    if (!s->river_locks) {
        if (!values)
            return OE_OK;
        s->river_locks = calloc((size_t)s->tree.n * s->deals.nclass, sizeof *s->river_locks);
        if (!s->river_locks)
            return OE_SERR_NOMEM;
    }
    float **slot = &s->river_locks[(size_t)node * s->deals.nclass + c];
    float *copy = NULL;
    if (values) {
        copy = malloc((size_t)na * m * sizeof *copy + 1);
        if (!copy)
            return OE_SERR_NOMEM;
        for (int a = 0; a < na; a++)
            for (int32_t k = 0; k < m; k++)
                copy[(size_t)a * m + k] = values[(size_t)a * n + dst[k]];
    }
    free(*slot);
    *slot = copy;
    return OE_OK;
}

int oe_solver_lock(oe_solver *s, int32_t node, int card, const float *values)
{
    if (!oe_is_action(s, node))
        return OE_SERR_BAD;
    if (oe_on_river(s, node))
        return lock_river(s, node, card, values);
    const oe_snode *nd = &s->tree.nodes[node];
    int32_t n = s->n[nd->player];
    size_t len = (size_t)nd->nchildren * n;
    if (!values) {
        free(s->locks[node]);
        s->locks[node] = NULL;
        return OE_OK;
    }
    if (!rows_ok(values, n, nd->nchildren, NULL, n))
        return OE_SERR_BAD;
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

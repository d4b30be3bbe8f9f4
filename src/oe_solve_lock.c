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

int oe_solver_lock(oe_solver *s, int32_t node, const float *values)
{
    if (!oe_is_action(s, node) || oe_on_river(s, node))
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

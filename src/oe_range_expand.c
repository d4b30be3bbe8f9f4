/* The range language's sets: see oe_range_expand.h. The tree's depth is
   bounded by the parser (parentheses only), so this recursion is too. */
#include "oe_range_expand.h"
#include "oe_range_fast.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const oe_range_tree *tree;
    const oe_range_ordering *ring, *six;
    uint64_t size;
    oe_range_error *err;
} job;

static int eval(const job *j, int node, uint8_t *out);

static int percent(const job *j, const oe_rl_node *nd, uint8_t *out)
{
    const oe_range_ordering *o = nd->six ? j->six : j->ring;
    if (!o)
        return oe_range_fail(j->err, OE_RANGE_ERR_ORDERING, nd->column, "no %s ordering given for this percent range",
                             nd->six ? "six-handed" : "full-ring");
    if (o->k != j->tree->k)
        return oe_range_fail(j->err, OE_RANGE_ERR_ARGUMENT, nd->column,
                             "an ordering of %d-card hands for a range of %d-card hands", o->k, j->tree->k);
    memset(out, 0, (size_t)j->size);
    uint64_t keep = oe_rl_ordering_top(o, nd->high, j->size);
    uint64_t drop = nd->low > 0 ? oe_rl_ordering_top(o, nd->low, j->size) : 0;
    for (uint64_t i = 0; i < keep; i++) out[o->index[i]] = 1;
    for (uint64_t i = 0; i < drop; i++) out[o->index[i]] = 0;
    return OE_RANGE_OK;
}

/* Raises acc to the child's weights (a union's part); patterns, weighted or
   not, are matched straight into acc. */
static int add_part(const job *j, int child, uint8_t *acc, uint8_t **tmp)
{
    const oe_rl_node *nd = &j->tree->node[child];
    uint8_t weight = 1;
    if (nd->kind == OE_RL_WEIGHTED && j->tree->node[nd->first].kind == OE_RL_PATTERNS) {
        weight = nd->weight;
        nd = &j->tree->node[nd->first];
    }
    if (nd->kind == OE_RL_PATTERNS) {
        for (int p = 0; p < nd->count; p++) {
            const oe_pattern *pattern = &j->tree->pattern[nd->first + p];
            if (!oe_rl_fill_fast(pattern, j->tree->k, weight, acc)) oe_range_fill(pattern, j->tree->k, weight, acc);
        }
        return OE_RANGE_OK;
    }
    if (!*tmp && !(*tmp = (uint8_t *)malloc((size_t)j->size)))
        return oe_range_fail(j->err, OE_RANGE_ERR_MEMORY, 0, "out of memory");
    int r = eval(j, child, *tmp);
    if (r != OE_RANGE_OK) return r;
    for (uint64_t i = 0; i < j->size; i++)
        if ((*tmp)[i] > acc[i]) acc[i] = (*tmp)[i];
    return OE_RANGE_OK;
}

static int eval(const job *j, int node, uint8_t *out)
{
    const oe_rl_node *nd = &j->tree->node[node];
    uint8_t *tmp = NULL;
    int r = OE_RANGE_OK;
    switch (nd->kind) {
    case OE_RL_ALL:
        memset(out, 1, (size_t)j->size);
        return OE_RANGE_OK;
    case OE_RL_PATTERNS:
    case OE_RL_UNION:
        memset(out, 0, (size_t)j->size);
        if (nd->kind == OE_RL_PATTERNS) return add_part(j, node, out, &tmp);
        for (int c = nd->first; c >= 0 && r == OE_RANGE_OK; c = j->tree->node[c].next) r = add_part(j, c, out, &tmp);
        break;
    case OE_RL_PERCENT:
        return percent(j, nd, out);
    case OE_RL_WEIGHTED:
        r = eval(j, nd->first, out);
        if (r == OE_RANGE_OK)
            for (uint64_t i = 0; i < j->size; i++)
                if (out[i]) out[i] = nd->weight;
        return r;
    case OE_RL_INTER:
        r = eval(j, nd->first, out);
        for (int c = j->tree->node[nd->first].next; c >= 0 && r == OE_RANGE_OK; c = j->tree->node[c].next) {
            if (!tmp && !(tmp = (uint8_t *)malloc((size_t)j->size))) {
                r = oe_range_fail(j->err, OE_RANGE_ERR_MEMORY, 0, "out of memory");
                break;
            }
            r = eval(j, c, tmp);
            if (r != OE_RANGE_OK) break;
            if (j->tree->node[c].op == ':') {
                for (uint64_t i = 0; i < j->size; i++)
                    if (!tmp[i]) out[i] = 0;
            } else {
                for (uint64_t i = 0; i < j->size; i++)
                    if (tmp[i]) out[i] = 0;
            }
        }
        break;
    default:
        r = oe_range_fail(j->err, OE_RANGE_ERR_ARGUMENT, 0, "a damaged range tree");
    }
    free(tmp);
    return r;
}

int oe_rl_dense(const oe_range_tree *tree, const oe_range_ordering *ring, const oe_range_ordering *six,
                uint8_t *dense, oe_range_error *err)
{
    job j;
    j.tree = tree;
    j.ring = ring;
    j.six = six;
    j.size = oe_range_size(tree->k);
    j.err = err;
    err->code = OE_RANGE_OK;
    return eval(&j, tree->root, dense);
}

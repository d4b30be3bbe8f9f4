/* The range language's sets: see oe_range_expand.h. The tree's depth is
   bounded by the parser (parentheses only), so this recursion is too. */
#include "oe_range_expand.h"
#include "oe_range_fast.h"
#include "oe_range_tables.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const oe_range_tree *tree;
    const oe_range_ordering *ring, *six;
    const oe_rl_tables *tables; /* NULL: the scans */
    uint64_t size;
    oe_range_error *err;
} job;

static int eval(const job *j, int node, uint8_t *out);

/* Clears out where tmp's hand is absent (present = 1: `:`) or present
   (present = 0: `!`), eight hands a step: 0xFF in each byte of the mask
   whose hand tmp holds. */
static void cut(uint8_t *out, const uint8_t *tmp, uint64_t n, int present)
{
    uint64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t o, t;
        memcpy(&o, out + i, 8);
        memcpy(&t, tmp + i, 8);
        t |= t >> 4;
        t |= t >> 2;
        t |= t >> 1;
        uint64_t held = (t & UINT64_C(0x0101010101010101)) * 0xFF;
        o &= present ? held : ~held;
        memcpy(out + i, &o, 8);
    }
    for (; i < n; i++)
        if ((tmp[i] != 0) != present) out[i] = 0;
}

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
   not, are matched straight into acc. *fresh: acc is all 0 still. */
static int add_part(const job *j, int child, uint8_t *acc, uint8_t **tmp, int *fresh)
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
            int was_fresh = *fresh;
            *fresh = 0;
            if (j->tables && oe_rl_fill_tables(j->tables, pattern, weight, acc, was_fresh)) continue;
            if (!oe_rl_fill_fast(pattern, j->tree->k, weight, acc)) oe_range_fill(pattern, j->tree->k, weight, acc);
        }
        return OE_RANGE_OK;
    }
    *fresh = 0;
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
    case OE_RL_UNION: {
        int fresh = 1;
        memset(out, 0, (size_t)j->size);
        if (nd->kind == OE_RL_PATTERNS) return add_part(j, node, out, &tmp, &fresh);
        for (int c = nd->first; c >= 0 && r == OE_RANGE_OK; c = j->tree->node[c].next)
            r = add_part(j, c, out, &tmp, &fresh);
        break;
    }
    case OE_RL_PERCENT:
        return percent(j, nd, out);
    case OE_RL_WEIGHTED:
        r = eval(j, nd->first, out);
        if (r == OE_RANGE_OK)
            for (uint64_t i = 0, n = j->size; i < n; i++) out[i] = (uint8_t)(-(out[i] != 0) & nd->weight);
        return r;
    case OE_RL_INTER: {
        int c = j->tree->node[nd->first].next;
        if (j->tree->node[nd->first].kind == OE_RL_ALL && c >= 0) {
            /* `*:X` and `*!X` (a leading `:` or `!`): X itself, at weight 1 or
               turned over, with no set of every hand to cut */
            r = eval(j, c, out);
            uint64_t n = j->size; /* (a local: the loops vectorise) */
            if (r == OE_RANGE_OK && j->tree->node[c].op == ':')
                for (uint64_t i = 0; i < n; i++) out[i] = out[i] != 0;
            else if (r == OE_RANGE_OK)
                for (uint64_t i = 0; i < n; i++) out[i] = out[i] == 0;
            c = j->tree->node[c].next;
        } else {
            r = eval(j, nd->first, out);
        }
        for (; c >= 0 && r == OE_RANGE_OK; c = j->tree->node[c].next) {
            if (!tmp && !(tmp = (uint8_t *)malloc((size_t)j->size))) {
                r = oe_range_fail(j->err, OE_RANGE_ERR_MEMORY, 0, "out of memory");
                break;
            }
            r = eval(j, c, tmp);
            if (r != OE_RANGE_OK) break;
            cut(out, tmp, j->size, j->tree->node[c].op == ':');
        }
        break;
    }
    default:
        r = oe_range_fail(j->err, OE_RANGE_ERR_ARGUMENT, 0, "a damaged range tree");
    }
    free(tmp);
    return r;
}

int oe_rl_dense(const oe_range_tree *tree, const oe_range_ordering *ring, const oe_range_ordering *six,
                uint8_t *dense, oe_range_error *err)
{
    return oe_rl_dense_tables(tree, ring, six, NULL, dense, err);
}

int oe_rl_dense_tables(const oe_range_tree *tree, const oe_range_ordering *ring, const oe_range_ordering *six,
                       const oe_rl_tables *tables, uint8_t *dense, oe_range_error *err)
{
    job j;
    j.tree = tree;
    j.ring = ring;
    j.six = six;
    j.tables = tables && tables->k == tree->k ? tables : NULL;
    j.size = oe_range_size(tree->k);
    j.err = err;
    err->code = OE_RANGE_OK;
    return eval(&j, tree->root, dense);
}

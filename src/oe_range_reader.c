/* The range parser's reader: see oe_range_reader.h. */
#include "oe_range_reader.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void oe_rl_shown(const oe_rl_reader *p, int at, char *out, size_t cap)
{
    out[0] = '\0';
    if (at >= p->n) {
        snprintf(out, cap, "end of text");
        return;
    }
    int col = p->t.col[at];
    uint32_t c = col < p->t.ncp && p->t.cp[col] != '$' ? p->t.cp[col] : (uint32_t)(unsigned char)p->s[at];
    oe_range_append_repr(out, cap, c);
}

int oe_rl_fail_at(oe_rl_reader *p, int at, const char *message)
{
    return oe_range_fail(p->err, OE_RANGE_ERR_SYNTAX, column_at(p, at), "%s", message);
}

int oe_rl_fail_found(oe_rl_reader *p, const char *what)
{
    char seen[32];
    oe_rl_shown(p, p->i, seen, sizeof seen);
    return oe_range_fail(p->err, OE_RANGE_ERR_SYNTAX, column_at(p, p->i), "%s%s", what, seen);
}

int oe_rl_expect(oe_rl_reader *p, char ch)
{
    if (peek(p, 0) != ch) {
        char what[32];
        snprintf(what, sizeof what, "expected '%c', found ", ch);
        return oe_rl_fail_found(p, what);
    }
    p->i++;
    return 0;
}

/* ---- the tree ------------------------------------------------------------ */

int oe_rl_new_node(oe_rl_reader *p, int kind)
{
    oe_range_tree *t = p->tree;
    if (t->nnodes == t->cap_nodes) {
        int cap = t->cap_nodes ? t->cap_nodes * 2 : 16;
        oe_rl_node *grown = (oe_rl_node *)realloc(t->node, (size_t)cap * sizeof *grown);
        if (!grown) return oe_range_fail(p->err, OE_RANGE_ERR_MEMORY, 0, "out of memory");
        t->node = grown;
        t->cap_nodes = cap;
    }
    oe_rl_node *nd = &t->node[t->nnodes];
    memset(nd, 0, sizeof *nd);
    nd->kind = (uint8_t)kind;
    nd->first = -1;
    nd->next = -1;
    return t->nnodes++;
}

int oe_rl_weighted_or(oe_rl_reader *p, int node, int weight)
{
    if (weight <= 0) return node;
    int w = oe_rl_new_node(p, OE_RL_WEIGHTED);
    if (w < 0) return w;
    p->tree->node[w].first = node;
    p->tree->node[w].weight = (uint8_t)weight;
    return w;
}

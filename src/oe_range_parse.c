/* The range language's parser: see oe_range_parse.h. The operators
   (`,` `:` `!`, parentheses, `@` on a part) are read here; patterns and
   spans in oe_range_patterns, percents and weights in oe_range_percents,
   over the shared reader of oe_range_reader. Every function that can fail
   returns < 0 with the error in p->err; the caller passes it up. */
#include "oe_range_parse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oe_range_patterns.h"
#include "oe_range_percents.h"
#include "oe_range_reader.h"

static int union_(oe_rl_reader *p);

static int term(oe_rl_reader *p)
{
    char ch = peek(p, 0);
    if (ch == '(') {
        if (++p->depth > OE_RL_MAX_DEPTH) {
            char message[64];
            snprintf(message, sizeof message, "parentheses nested more than %d deep", OE_RL_MAX_DEPTH);
            return oe_rl_fail_at(p, p->i, message);
        }
        p->i++;
        int node = union_(p);
        if (node < 0) return node;
        p->depth--;
        if (oe_rl_expect(p, ')') < 0) return -1;
        if (peek(p, 0) == '@') {
            int w = oe_rl_weight(p);
            if (w < 0) return -1;
            node = oe_rl_weighted_or(p, node, w);
        }
        return node;
    }
    int matched = 0;
    int node = oe_rl_percent(p, &matched);
    if (matched) return node;
    if (p->i + 6 <= p->n && memcmp(p->s + p->i, "random", 6) == 0) {
        char after = peek(p, 6);
        if (!((after >= 'a' && after <= 'z') || after == '*' || after == '[' || after == '{')) {
            p->i += 6;
            return oe_rl_new_node(p, OE_RL_ALL);
        }
    }
    if (!pattern_start(ch)) return oe_rl_fail_found(p, "expected a pattern, '(' or a percent, found ");
    return oe_rl_span(p);
}

static int inter(oe_rl_reader *p)
{
    int left = (peek(p, 0) == ':' || peek(p, 0) == '!') ? oe_rl_new_node(p, OE_RL_ALL) : term(p);
    if (left < 0 || (peek(p, 0) != ':' && peek(p, 0) != '!')) return left;
    int node = oe_rl_new_node(p, OE_RL_INTER);
    if (node < 0) return node;
    int tail = left, count = 1;
    while (peek(p, 0) == ':' || peek(p, 0) == '!') {
        char op = peek(p, 0);
        p->i++;
        int right = term(p);
        if (right < 0) return right;
        p->tree->node[right].op = op;
        p->tree->node[tail].next = right;
        tail = right;
        count++;
    }
    p->tree->node[node].first = left;
    p->tree->node[node].count = count;
    return node;
}

static int union_(oe_rl_reader *p)
{
    int head = -1, tail = -1, count = 0;
    int any_given = 0, all_given = 1, first_bare = -1;
    for (;;) {
        int start = p->i;
        int node = inter(p);
        if (node < 0) return node;
        int w = 0;
        if (peek(p, 0) == '@' && (w = oe_rl_weight(p)) < 0) return -1;
        int given = w > 0 || p->tree->node[node].kind == OE_RL_WEIGHTED;
        any_given |= given;
        all_given &= given;
        if (w == 0 && first_bare < 0) first_bare = start;
        node = oe_rl_weighted_or(p, node, w);
        if (node < 0) return node;
        if (tail >= 0) p->tree->node[tail].next = node;
        else head = node;
        tail = node;
        count++;
        if (peek(p, 0) != ',') break;
        p->i++;
    }
    if (any_given && !all_given)
        return oe_rl_fail_at(p, first_bare,
                       "weight on only some parts: give every comma-separated part a weight (@1..@100) or none");
    if (count == 1) return head;
    int node = oe_rl_new_node(p, OE_RL_UNION);
    if (node < 0) return node;
    p->tree->node[node].first = head;
    p->tree->node[node].count = count;
    return node;
}

void oe_rl_tree_free(oe_range_tree *tree)
{
    if (!tree) return;
    free(tree->node);
    free(tree->pattern);
    free(tree);
}

int oe_rl_parse(const char *text, size_t len, int k, const char *game, unsigned available, oe_range_tree **out,
                oe_range_error *err)
{
    oe_rl_reader p;
    *out = NULL;
    memset(&p, 0, sizeof p);
    p.err = err;
    if (k < 2 || k > OE_RANGE_MAX_HOLE) return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0, "hands of %d cards: expected 2 to 6", k);
    if (oe_range_text_prepare(text, len, &p.t, err) != OE_RANGE_OK) {
        oe_range_text_free(&p.t);
        return err->code;
    }
    p.s = p.t.s;
    p.n = p.t.n;
    p.k = k;
    p.holdem = k == 2;
    p.game = game ? game : "this game";
    p.available = available;
    p.tree = (oe_range_tree *)calloc(1, sizeof *p.tree);
    int root = -1;
    if (!p.tree) {
        oe_range_fail(err, OE_RANGE_ERR_MEMORY, 0, "out of memory");
    } else if (p.n == 0) {
        oe_range_fail(err, OE_RANGE_ERR_SYNTAX, 1, "empty range: expected a pattern such as AA, a percent or *");
    } else {
        p.tree->k = k;
        root = union_(&p);
        if (root >= 0 && p.i < p.n) root = oe_rl_fail_found(&p, "unexpected ");
    }
    oe_range_text_free(&p.t);
    if (root < 0) {
        oe_rl_tree_free(p.tree);
        return err->code;
    }
    p.tree->root = root;
    *out = p.tree;
    err->code = OE_RANGE_OK;
    return OE_RANGE_OK;
}

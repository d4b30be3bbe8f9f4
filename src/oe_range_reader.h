/* The range parser's reader (internal to oe_range_parse, oe_range_patterns
   and oe_range_percents): the text after macros, the position read to, the
   tree being built, and the helpers that report an error at a column or
   add a node. Every function that can fail returns < 0 with the error in
   p->err; the caller passes it up. */
#ifndef OE_RANGE_READER_H
#define OE_RANGE_READER_H
#include <stddef.h>
#include <stdint.h>

#include "oe_range_parse.h"

typedef struct {
    oe_rl_text t;          /* the text after macros, with each position's column */
    const char *s;         /* t's text, lowercase; n characters, read up to i */
    int n, i, k, holdem, depth, brace_count;
    unsigned available;
    const char *game;
    oe_range_tree *tree;
    oe_range_error *err;
} oe_rl_reader;

/* Where a pattern may start: a rank, a suit, a variable, '*', '[' or '{'. */
static inline int pattern_start(char ch)
{
    return (ch >= '2' && ch <= '9') || (ch >= 'a' && ch <= 'z') || ch == '*' || ch == '[' || ch == '{';
}

/* The character `ahead` places past the position read to; '\0' past the end. */
static inline char peek(const oe_rl_reader *p, int ahead)
{
    int j = p->i + ahead;
    return j < p->n ? p->s[j] : '\0';
}

/* The 1-based column in the user's text of position `at`. */
static inline int column_at(const oe_rl_reader *p, int at)
{
    return p->t.col[at < p->n ? at : p->n] + 1;
}

/* The user's character at a position, as Python's repr shows it. */
void oe_rl_shown(const oe_rl_reader *p, int at, char *out, size_t cap);
/* A syntax error at the text's position `at` (its column); returns < 0. */
int oe_rl_fail_at(oe_rl_reader *p, int at, const char *message);
/* "<what><the character read next>": the common "expected X, found Y". */
int oe_rl_fail_found(oe_rl_reader *p, const char *what);
/* Reads ch, or fails with "expected 'ch', found ...". */
int oe_rl_expect(oe_rl_reader *p, char ch);
/* A new node of the kind in the tree: its index, or < 0 (out of memory). */
int oe_rl_new_node(oe_rl_reader *p, int kind);
/* node under weight (node itself when weight is 0). */
int oe_rl_weighted_or(oe_rl_reader *p, int node, int weight);

#endif

/* The range language's parser (docs/ranges.md): range text to a tree of
   set operations over patterns, spans and percent ranges. The grammar, on
   the text after macros (oe_rl_text.h):

       union   := part (',' part)*            part := inter ['@' weight]
       inter   := [term] ((':' | '!') term)*  (a leading ':' or '!' acts on '*')
       term    := '(' union ')' ['@' weight] | percent | 'random' | span
       percent := N '%' ['-' M '%'] ['6h']
       span    := pattern ['+' | '-' | '-' pattern]
       pattern := (card | '{' card+ '}')+     card := [rank] [suit]
       list    := '[' item (',' item)* ']'    item := rank [suit] | rank '-' rank

   Its rules and messages are those of omaha_eval/ranges/syntax.py, the
   Python parser kept as the test oracle. Parsing takes time linear in the
   text; it recurses only into parentheses, at most OE_RL_MAX_DEPTH deep
   (an error beyond). An `a:b!c` chain is one node with a list of operands,
   so nothing else nests. */
#ifndef OE_RANGE_PARSE_H
#define OE_RANGE_PARSE_H
#include <stddef.h>
#include <stdint.h>

#include "oe_range.h"
#include "oe_range_text.h"

#define OE_RL_MAX_DEPTH 50

enum { OE_RL_ALL, OE_RL_PATTERNS, OE_RL_PERCENT, OE_RL_UNION, OE_RL_INTER, OE_RL_WEIGHTED };

/* Orderings a parse may use (the `available` argument). */
enum { OE_RL_RING = 1, OE_RL_SIX = 2, OE_RL_NO_ORDERINGS = 4 };

typedef struct {
    uint8_t kind;
    char op;        /* in an INTER's operand list: ':' or '!' (0 for the first) */
    uint8_t six;    /* PERCENT: the six-handed ordering */
    uint8_t weight; /* WEIGHTED */
    int32_t first;  /* PATTERNS: first pattern; UNION, INTER, WEIGHTED: first child */
    int32_t count;  /* PATTERNS: patterns; UNION, INTER: children */
    int32_t next;   /* the next sibling, -1 for none */
    int32_t column; /* PERCENT: where it was written (1-based) */
    double low, high; /* PERCENT: the top `high` % less the top `low` % */
} oe_rl_node;

typedef struct oe_range_tree {
    int k;           /* cards per hand */
    int weighted;    /* the text gave weights */
    int root;
    unsigned needs;  /* OE_RL_RING | OE_RL_SIX: the orderings its percents cut */
    int ring_column, six_column; /* where the first percent of each kind is */
    oe_rl_node *node;
    int nnodes, cap_nodes;
    oe_pattern *pattern;
    int npatterns, cap_patterns;
} oe_range_tree;

/* Parses text (len bytes of UTF-8) into a tree for k-card hands (2 reads
   Hold'em's shorthand too; 3..5 a board); game names the game in messages.
   A percent whose ordering is not in `available` is an OE_RANGE_ERR_ORDERING
   at its column (OE_RL_NO_ORDERINGS: the game has none: a syntax error).
   OE_RANGE_OK and *out (free with oe_rl_tree_free), or an error in err. */
int oe_rl_parse(const char *text, size_t len, int k, const char *game, unsigned available, oe_range_tree **out,
                oe_range_error *err);
void oe_rl_tree_free(oe_range_tree *tree);

#endif

/* Patterns and spans of the range language (docs/ranges.md): cards with
   ranks, suits, variables, lists and braces; P+, P-, P-Q; Hold'em's
   shorthand (AKs, T9o). Each becomes one or more of the matcher's
   oe_pattern in the tree, checked for the impossible (AsAs, five aces)
   and for words that are no pattern (`any`), with the Python parser's
   messages and hints. */
#ifndef OE_RANGE_PATTERNS_H
#define OE_RANGE_PATTERNS_H
#include "oe_range_reader.h"

/* A pattern or span at the reader's position: a PATTERNS node (its index),
   or < 0 with the error in p->err. */
int oe_rl_span(oe_rl_reader *p);

#endif

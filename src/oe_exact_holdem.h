/* Exact Hold'em preflop equity by rank pattern (oe_exact's cx->hx path):
   the flush pass of one suit, noting its boards per river row in
   cx->excl, and the plain pass over every river row less those. */
#ifndef OE_EXACT_HOLDEM_H
#define OE_EXACT_HOLDEM_H
#include "oe_exact_ctx.h"

void oe_exact_hx_flush_pass(ctx *cx, int s, int jmin);
void oe_exact_hx_plain(ctx *cx);

#endif

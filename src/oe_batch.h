/* Many hands at once: row i of `holes` (nhole cards) with row i of `boards`
   (nboard cards), or with one board for all when board_step is 0
   (board_step 1 means one board row per hand). Loops only: no allocation,
   no locking, safe to call from many threads on disjoint outputs. */
#ifndef OE_BATCH_H
#define OE_BATCH_H
#include <stddef.h>
#include <stdint.h>

/* Each row is checked as it is reached (cards 0..51, none repeated within
   hole + board): on a bad row the loop stops and returns its error code with
   the row in *bad_row, the outputs before it written, the rest untouched.
   Returns OE_OK when every row was evaluated. Each row is copied before it
   is checked and only the copy is read again, so the arrays may change
   under the call without harm. A shape the loops do not handle (nhole not
   2, 4, 5 or 6, or 2 for the low; nboard not 3..5) returns OE_ERR_TOO_MANY
   with *bad_row 0 and writes nothing. */

/* High values; nhole 2 means Hold'em (best five of 5..7 cards), else Omaha. */
int oe_batch_high(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                  int board_step, size_t n, uint16_t *out, size_t *bad_row);
/* Omaha 8-or-better low masks (0 = none). */
int oe_batch_low(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                 int board_step, size_t n, uint8_t *out, size_t *bad_row);

#endif

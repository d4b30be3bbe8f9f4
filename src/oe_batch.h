/* Many hands at once: row i of `holes` (nhole cards) with row i of `boards`
   (nboard cards), or with one board for all when board_step is 0
   (board_step 1 means one board row per hand). Loops only: no allocation,
   no locking, safe to call from many threads on disjoint outputs. */
#ifndef OE_BATCH_H
#define OE_BATCH_H
#include <stddef.h>
#include <stdint.h>

/* Checks every row (cards 0..51, none repeated within hole + board).
   Returns OE_OK, or an error code with the first bad row in *bad_row. */
int oe_batch_check(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                   int board_step, size_t n, size_t *bad_row);
/* High values; nhole 2 means Hold'em (best five of seven), else Omaha. */
void oe_batch_high(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                   int board_step, size_t n, uint16_t *out);
/* Omaha 8-or-better low masks (0 = none). */
void oe_batch_low(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                  int board_step, size_t n, uint8_t *out);

#endif

/* Board ranges for JavaScript (js/src/boards.js): one call lists a board
   range's boards and weights through the public C API (oe_board_range,
   oe_board_list_free in omaha_eval.h), in the Python package's order.
   Every input is checked by the public API; nothing here is global. */
#define OE_STATIC 1
#include "../../omaha_eval/include/omaha_eval.h"

#include <stdlib.h>
#include <string.h>

#define EXPORT(name) __attribute__((export_name(#name)))

/* What oe_wasm_board_range_read hands back (JavaScript reads it at these
   offsets): the boards (count rows of `cards` cards, malloc'd) and their
   weights (count bytes, malloc'd), and the count. */
typedef struct {
    uint8_t *boards;  /* offset 0 */
    uint8_t *weights; /* offset 4 */
    uint32_t count;   /* offset 8 */
} wasm_boards;

/* Lists the boards of `cards` cards (3, 4 or 5) that len bytes of text
   describe, without the ndead dead cards, into *out; the caller frees
   out->boards and out->weights with oe_wasm_free. Returns OE_OK or an
   error (err filled). */
EXPORT(oe_wasm_board_range_read)
int oe_wasm_board_range_read(const char *text, uint32_t len, int cards, const uint8_t *dead, int ndead,
                             wasm_boards *out, oe_range_error *err)
{
    if (!out) return OE_ERR_NULL;
    memset(out, 0, sizeof *out);
    oe_board_list *list = NULL;
    int status = oe_board_range(text, len, cards, dead, ndead, &list, err);
    if (status != OE_OK) return status;
    if (list->count > UINT32_MAX / 5) {
        oe_board_list_free(list);
        return OE_ERR_MEMORY;
    }
    out->boards = list->boards; /* handed over: only the list itself is freed */
    out->weights = list->weights;
    out->count = (uint32_t)list->count;
    list->boards = list->weights = NULL;
    oe_board_list_free(list);
    return OE_OK;
}

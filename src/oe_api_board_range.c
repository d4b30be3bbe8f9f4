/* The public C API's board ranges (omaha_eval.h): checks every argument,
   then calls oe_range_boards.h. Internal headers first: the public header
   then skips what they define. */
#include "oe_range_boards.h"
#include "oe_range_ordering.h"

#if !defined(OE_BUILDING_LIBRARY) && !defined(OE_STATIC)
#define OE_STATIC 1 /* compiled into a program or the extension */
#endif
#include "../omaha_eval/include/omaha_eval.h"

#include <stdio.h>
#include <stdlib.h>

static int plain(oe_range_error *err, int status, const char *message)
{
    if (err) {
        err->code = status;
        err->column = 0;
        snprintf(err->message, sizeof err->message, "%s", message);
        err->hint[0] = '\0';
    }
    return status;
}

int oe_board_range(const char *text, size_t len, int cards, const uint8_t *dead, int ndead, oe_board_list **out,
                   oe_range_error *err)
{
    oe_range_error local;
    oe_range_error *e = err ? err : &local;
    if (out == NULL || (text == NULL && len > 0) || (dead == NULL && ndead > 0))
        return plain(err, OE_ERR_NULL, "text, dead or out is NULL");
    *out = NULL;
    if (ndead < 0 || ndead > 52) return plain(err, OE_ERR_ARGUMENT, "ndead out of 0..52");
    uint64_t mask = 0;
    for (int i = 0; i < ndead; i++) {
        if (dead[i] >= 52) return plain(err, OE_ERR_RANGE, "a dead card outside 0..51");
        if (mask >> dead[i] & 1) return plain(err, OE_ERR_DUPLICATE, "a dead card twice");
        mask |= (uint64_t)1 << dead[i];
    }
    oe_range_tree *tree = NULL;
    int status = oe_rl_board_parse(text ? text : "", len, cards, &tree, e);
    if (status != OE_RANGE_OK) return status;
    oe_rl_boards listed;
    status = oe_rl_boards_list(tree, mask, &listed, e);
    oe_rl_tree_free(tree);
    if (status != OE_RANGE_OK) return status;
    oe_board_list *made = (oe_board_list *)malloc(sizeof *made);
    if (made == NULL) {
        oe_rl_boards_free(&listed);
        return plain(err, OE_ERR_MEMORY, "out of memory");
    }
    made->count = listed.n;
    made->cards = listed.k;
    made->boards = listed.boards;
    made->weights = listed.weights;
    *out = made;
    if (err) err->code = OE_OK;
    return OE_OK;
}

void oe_board_list_free(oe_board_list *list)
{
    if (list == NULL) return;
    free(list->boards);
    free(list->weights);
    free(list);
}

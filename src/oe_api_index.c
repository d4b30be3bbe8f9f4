/* The public C API's hand indexing (omaha_eval.h): checks every argument,
   then calls oe_index.h, whose functions trust their callers. Internal
   headers first: the public header then skips what they define. */
#include "oe_cards.h"
#include "oe_index.h"

#if !defined(OE_BUILDING_LIBRARY) && !defined(OE_STATIC)
#define OE_STATIC 1 /* compiled into a program or the extension */
#endif
#include "../omaha_eval/include/omaha_eval.h"

#include <stdlib.h>

typedef char oe_index_codes_agree[(OE_IX_ERR_ARGUMENT == OE_ERR_ARGUMENT && OE_IX_ERR_MEMORY == OE_ERR_MEMORY &&
                                   OE_COURCHEVEL == 7)
                                      ? 1
                                      : -1];

int oe_indexer_new(int game, int ordering, oe_indexer **out)
{
    if (out == NULL)
        return OE_ERR_NULL;
    *out = NULL;
    if (game != OE_HOLDEM && game != OE_OMAHA && game != OE_OMAHA5 && game != OE_OMAHA6 && game != OE_COURCHEVEL)
        return OE_ERR_GAME;
    if (ordering != OE_INDEX_BY_STREET && ordering != OE_INDEX_BY_BOARD)
        return OE_ERR_ARGUMENT;
    oe_indexer *ix = (oe_indexer *)malloc(sizeof *ix);
    if (ix == NULL)
        return OE_ERR_MEMORY;
    int err = oe_ix_init(ix, game, ordering == OE_INDEX_BY_STREET);
    if (err != OE_OK) {
        free(ix);
        return err;
    }
    *out = ix;
    return OE_OK;
}

void oe_indexer_free(oe_indexer *indexer)
{
    if (indexer != NULL) {
        oe_ix_destroy(indexer);
        free(indexer);
    }
}

static const oe_ix_round *round_of(const oe_indexer *indexer, int round)
{
    return round >= 0 && round < indexer->nrounds ? &indexer->rounds[round] : NULL;
}

int oe_indexer_cards(const oe_indexer *indexer, int round)
{
    if (indexer == NULL)
        return OE_ERR_NULL;
    const oe_ix_round *r = round_of(indexer, round);
    return r != NULL ? r->ncards : OE_ERR_ARGUMENT;
}

int oe_indexer_count(const oe_indexer *indexer, int round, uint64_t *count)
{
    if (indexer == NULL || count == NULL)
        return OE_ERR_NULL;
    const oe_ix_round *r = round_of(indexer, round);
    if (r == NULL)
        return OE_ERR_ARGUMENT;
    *count = r->count;
    return OE_OK;
}

int oe_index(const oe_indexer *indexer, const uint8_t *cards, int ncards, uint64_t *index, uint32_t *class_size)
{
    int bad;
    if (indexer == NULL || cards == NULL || index == NULL)
        return OE_ERR_NULL;
    for (int round = 0; round < indexer->nrounds; round++) {
        if (indexer->rounds[round].ncards == ncards) {
            int err = oe_ix_index_checked(&indexer->rounds[round], cards, index, class_size, &bad);
            return err != OE_OK ? err : round;
        }
    }
    return OE_ERR_COUNT;
}

int oe_unindex(const oe_indexer *indexer, int round, uint64_t index, uint8_t *cards, uint32_t *class_size)
{
    if (indexer == NULL || cards == NULL)
        return OE_ERR_NULL;
    const oe_ix_round *r = round_of(indexer, round);
    if (r == NULL || index >= r->count)
        return OE_ERR_ARGUMENT;
    oe_ix_unindex(r, index, cards, class_size);
    return r->ncards;
}

/* The checks both batch calls make, in their order: the indexer, the
   round, then (with rows to do) the two arrays. *r is the round. */
static int check_batch(const oe_indexer *indexer, int round, size_t n, const void *in, const void *out,
                       const oe_ix_round **r)
{
    if (indexer == NULL)
        return OE_ERR_NULL;
    *r = round_of(indexer, round);
    if (*r == NULL)
        return OE_ERR_ARGUMENT;
    if (n > 0 && (in == NULL || out == NULL))
        return OE_ERR_NULL;
    return OE_OK;
}

int oe_index_batch(const oe_indexer *indexer, int round, const uint8_t *cards, size_t n, uint64_t *out,
                   uint8_t *class_sizes, size_t *bad_row)
{
    const oe_ix_round *r = NULL;
    size_t bad = 0;
    int err = check_batch(indexer, round, n, cards, out, &r);
    if (err != OE_OK || n == 0)
        return err;
    err = oe_ix_index_rows(r, cards, n, out, class_sizes, &bad);
    if (err != OE_OK && bad_row != NULL)
        *bad_row = bad;
    return err;
}

int oe_unindex_batch(const oe_indexer *indexer, int round, const uint64_t *index, size_t n, uint8_t *cards,
                     uint8_t *class_sizes, size_t *bad_row)
{
    const oe_ix_round *r = NULL;
    size_t bad = 0;
    int err = check_batch(indexer, round, n, index, cards, &r);
    if (err != OE_OK || n == 0)
        return err;
    err = oe_ix_unindex_rows(r, index, n, cards, class_sizes, &bad);
    if (err != OE_OK && bad_row != NULL)
        *bad_row = bad;
    return err;
}

/* The public C API's range language (omaha_eval.h): checks every argument,
   then calls oe_range_parse.h, oe_range_expand.h and oe_range_ordering.h.
   Internal headers first: the public header then skips what they define. */
#include "oe_cards.h"
#include "oe_range.h"
#include "oe_range_expand.h"
#include "oe_range_ordering.h"
#include "oe_range_parse.h"

#if !defined(OE_BUILDING_LIBRARY) && !defined(OE_STATIC)
#define OE_STATIC 1 /* compiled into a program or the extension */
#endif
#include "../omaha_eval/include/omaha_eval.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef char oe_range_codes_agree[((int)OE_RANGE_ERR_SYNTAX == (int)OE_ERR_SYNTAX &&
                                   (int)OE_RANGE_ERR_ARGUMENT == (int)OE_ERR_ARGUMENT &&
                                   (int)OE_RANGE_ERR_MEMORY == (int)OE_ERR_MEMORY && OE_RANGE_MESSAGE == 512)
                                      ? 1
                                      : -1];

struct oe_range_parsed {
    oe_range_tree *tree;
};

/* Where the caller passed no error record, one on the stack takes it. */
#define ERR_OR_LOCAL(err, local) ((err) ? (err) : &(local))

static int finish(int status, oe_range_error *err)
{
    /* a missing ordering is an argument the caller did not give */
    if (status == OE_RANGE_ERR_ORDERING) status = OE_ERR_ARGUMENT;
    if (err) err->code = status;
    return status;
}

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

static const char *game_name(int game)
{
    switch (game) {
    case OE_HOLDEM: return "holdem";
    case OE_OMAHA: return "omaha";
    case OE_OMAHA5: return "omaha5";
    case OE_OMAHA6: return "omaha6";
    case OE_COURCHEVEL: return "courchevel";
    default: return NULL;
    }
}

int oe_range_parse(const char *text, size_t len, int game, oe_range_parsed **out, oe_range_error *err)
{
    oe_range_error local;
    if (out == NULL || (text == NULL && len > 0)) return plain(err, OE_ERR_NULL, "text or out is NULL");
    *out = NULL;
    const char *name = game_name(game);
    if (name == NULL) return plain(err, OE_ERR_GAME, "an unknown game: expected OE_HOLDEM, OE_OMAHA, OE_OMAHA5, "
                                                      "OE_OMAHA6 or OE_COURCHEVEL");
    int k = game == OE_COURCHEVEL ? 5 : game;
    oe_range_parsed *r = (oe_range_parsed *)malloc(sizeof *r);
    if (r == NULL) return plain(err, OE_ERR_MEMORY, "out of memory");
    int status = oe_rl_parse(text, len, k, name, OE_RL_RING | OE_RL_SIX, &r->tree, ERR_OR_LOCAL(err, local));
    if (status != OE_RANGE_OK) {
        free(r);
        return finish(status, err);
    }
    *out = r;
    return OE_OK;
}

void oe_range_parsed_free(oe_range_parsed *range)
{
    if (range == NULL) return;
    oe_rl_tree_free(range->tree);
    free(range);
}

int oe_range_parsed_hole_cards(const oe_range_parsed *range)
{
    return range ? range->tree->k : OE_ERR_NULL;
}

int oe_range_parsed_weighted(const oe_range_parsed *range)
{
    return range ? range->tree->weighted : OE_ERR_NULL;
}

int oe_range_dense(const oe_range_parsed *range, const oe_range_ordering *ring, const oe_range_ordering *six,
                   uint8_t *dense, size_t size, oe_range_error *err)
{
    oe_range_error local;
    if (range == NULL || dense == NULL) return plain(err, OE_ERR_NULL, "range or dense is NULL");
    if (size != oe_range_size(range->tree->k))
        return plain(err, OE_ERR_ARGUMENT, "dense has the wrong size: expected C(52, hole cards) bytes");
    return finish(oe_rl_dense(range->tree, ring, six, dense, ERR_OR_LOCAL(err, local)), err);
}

int oe_range_expand(const oe_range_parsed *range, const oe_range_ordering *ring, const oe_range_ordering *six,
                    const uint8_t *dead, int ndead, uint8_t *hands, uint8_t *weights, size_t cap, size_t *count,
                    oe_range_error *err)
{
    oe_range_error local;
    if (range == NULL || count == NULL || (hands == NULL && cap > 0) || (dead == NULL && ndead > 0))
        return plain(err, OE_ERR_NULL, "range, count, hands or dead is NULL");
    *count = 0;
    if (ndead < 0 || ndead > 52) return plain(err, OE_ERR_ARGUMENT, "ndead out of 0..52");
    uint64_t mask = 0;
    for (int i = 0; i < ndead; i++) {
        if (dead[i] >= 52) return plain(err, OE_ERR_RANGE, "a dead card outside 0..51");
        if (mask >> dead[i] & 1) return plain(err, OE_ERR_DUPLICATE, "a dead card twice");
        mask |= (uint64_t)1 << dead[i];
    }
    int k = range->tree->k;
    uint8_t *dense = (uint8_t *)malloc((size_t)oe_range_size(k));
    if (dense == NULL) return plain(err, OE_ERR_MEMORY, "out of memory");
    int status = oe_rl_dense(range->tree, ring, six, dense, ERR_OR_LOCAL(err, local));
    if (status == OE_RANGE_OK) {
        oe_range_without(k, mask, dense);
        *count = oe_range_hands(k, dense, cap, hands, weights);
        status = *count > cap ? OE_ERR_TOO_MANY : OE_OK;
        if (status != OE_OK) plain(err, status, "more hands than the output holds: see *count");
        else if (err) err->code = OE_OK;
    }
    free(dense);
    return finish(status, err);
}

int oe_range_ordering_read(const void *data, size_t len, oe_range_ordering **out, oe_range_error *err)
{
    oe_range_error local;
    if (out == NULL || data == NULL) return plain(err, OE_ERR_NULL, "data or out is NULL");
    return finish(oe_rl_ordering_read((const uint8_t *)data, len, out, ERR_OR_LOCAL(err, local)), err);
}

int oe_range_ordering_read_file(const char *path, oe_range_ordering **out, oe_range_error *err)
{
    if (out == NULL || path == NULL) return plain(err, OE_ERR_NULL, "path or out is NULL");
    *out = NULL;
    FILE *f = fopen(path, "rb");
    if (f == NULL) return plain(err, OE_ERR_ARGUMENT, "cannot open the ordering file");
    /* the largest ordering (PLO6's classes, six bytes each) is under 8 MB */
    size_t cap = (size_t)1 << 23, n = 0;
    uint8_t *data = (uint8_t *)malloc(cap + 1);
    if (data == NULL) {
        fclose(f);
        return plain(err, OE_ERR_MEMORY, "out of memory");
    }
    n = fread(data, 1, cap + 1, f);
    fclose(f);
    int status = n > cap ? plain(err, OE_ERR_ARGUMENT, "the ordering file is larger than any ordering")
                         : oe_range_ordering_read(data, n, out, err);
    free(data);
    return status;
}

int oe_range_ordering_from_hands(int hole_cards, const uint8_t *hands, size_t nhands, const uint64_t *class_sizes,
                                 size_t nclasses, oe_range_ordering **out, oe_range_error *err)
{
    oe_range_error local;
    if (out == NULL) return plain(err, OE_ERR_NULL, "out is NULL");
    *out = NULL;
    if (nclasses > UINT32_MAX) return plain(err, OE_ERR_ARGUMENT, "too many classes");
    return finish(oe_rl_ordering_from_hands(hole_cards, hands, nhands, class_sizes, (uint32_t)nclasses, out,
                                            ERR_OR_LOCAL(err, local)),
                  err);
}

void oe_range_ordering_free(oe_range_ordering *ordering)
{
    oe_rl_ordering_free(ordering);
}

/* The range language for JavaScript (js/src/range.js): one call reads a
   text into its hands and weights through the public C API
   (oe_range_parse, oe_range_dense, oe_range_parsed_free in omaha_eval.h),
   then lists them in the order of the Python package's Range.hands.
   Orderings (for percent ranges) come in as bytes and are read with
   oe_range_ordering_read; JavaScript keeps them and passes them back.
   Every input is checked by the public API; nothing here is global. */
#include "oe_range.h"
#include "oe_range_ordering.h"

#define OE_STATIC 1
#include "../../omaha_eval/include/omaha_eval.h"

#include <stdlib.h>
#include <string.h>

#define EXPORT(name) __attribute__((export_name(#name)))

/* What oe_wasm_range_read hands back (JavaScript reads it at these
   offsets): the hands (count rows of k cards, malloc'd), their weights
   (count bytes, malloc'd), the count, the hole cards and whether the text
   gives weights. */
typedef struct {
    uint8_t *hands;   /* offset 0 */
    uint8_t *weights; /* offset 4 */
    uint32_t count;   /* offset 8 */
    int32_t k;        /* offset 12 */
    int32_t weighted; /* offset 16 */
} wasm_range;

EXPORT(oe_wasm_range_error_size) int oe_wasm_range_error_size(void) { return (int)sizeof(oe_range_error); }

/* An ordering from its compact bytes into *out; OE_OK or an error in err. */
EXPORT(oe_wasm_ordering_read)
int oe_wasm_ordering_read(const uint8_t *data, uint32_t len, oe_range_ordering **out, oe_range_error *err)
{
    return oe_range_ordering_read(data, len, out, err);
}

EXPORT(oe_wasm_ordering_free) void oe_wasm_ordering_free(oe_range_ordering *o) { oe_range_ordering_free(o); }

/* Reads len bytes of text for a game (OE_HOLDEM ... OE_COURCHEVEL), with
   the full-ring and six-handed orderings (NULL where not loaded: a percent
   that needs one is an error at its column), into *out; the caller frees
   out->hands and out->weights with oe_wasm_free. Returns OE_OK or an error
   (err filled). */
EXPORT(oe_wasm_range_read)
int oe_wasm_range_read(const char *text, uint32_t len, int game, const oe_range_ordering *ring,
                       const oe_range_ordering *six, wasm_range *out, oe_range_error *err)
{
    if (!out)
        return OE_ERR_NULL;
    memset(out, 0, sizeof *out);
    oe_range_parsed *parsed = NULL;
    int status = oe_range_parse(text, len, game, &parsed, err);
    if (status != OE_OK)
        return status;
    int k = oe_range_parsed_hole_cards(parsed);
    size_t size = (size_t)oe_range_size(k);
    uint8_t *dense = malloc(size);
    if (!dense) {
        oe_range_parsed_free(parsed);
        return OE_ERR_MEMORY;
    }
    status = oe_range_dense(parsed, ring, six, dense, size, err);
    if (status == OE_OK) {
        size_t count = 0;
        for (size_t i = 0; i < size; i++)
            count += dense[i] != 0;
        out->hands = malloc(count * (size_t)k + 1);
        out->weights = malloc(count + 1);
        if (!out->hands || !out->weights) {
            free(out->hands);
            free(out->weights);
            out->hands = out->weights = NULL;
            status = OE_ERR_MEMORY;
        } else {
            out->count = (uint32_t)oe_range_hands(k, dense, count, out->hands, out->weights);
            out->k = k;
            out->weighted = oe_range_parsed_weighted(parsed);
        }
    }
    free(dense);
    oe_range_parsed_free(parsed);
    return status;
}

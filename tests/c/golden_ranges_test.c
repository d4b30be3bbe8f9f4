/* Range texts read by the public C API (oe_range_parse, oe_range_expand)
   as the Python package reads them (tests/c/golden_ranges.txt, made by
   tests/js/make_golden.py with js/test/golden.json): each text's count,
   weighted flag and hands with weights, bit for bit by a hash, or the same
   error message at the same column. Through the installed header only.

       golden_ranges_test FILE [ORDERINGS]

   ORDERINGS: a folder of the shipped orderings in the compact form
   (GAME[-hilo]-ring.oeorder and GAME[-hilo]-6h.oeorder, written by
   python -m omaha_eval.ranges.c_parser --write-ordering); without it, or
   without a game's files, the texts with a percent are skipped and counted.

   A line: GAME TAB HILO TAB TEXT TAB "ok COUNT WEIGHTED HASH" or
   "error COLUMN MESSAGE" (COLUMN 0: an error outside the range language,
   which C need not give). HASH: each (hand, weight) row's FNV-1a (32-bit;
   the hand's cards as the Python package's Range.hands gives them, then the
   weight byte), times its place plus one, summed mod 2**32. */
#include "omaha_eval.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static int game_code(const char *name)
{
    static const struct { const char *name; int code; } games[] = {
        {"holdem", OE_HOLDEM}, {"omaha", OE_OMAHA}, {"omaha5", OE_OMAHA5}, {"omaha6", OE_OMAHA6},
        {"courchevel", OE_COURCHEVEL}};
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        if (strcmp(games[i].name, name) == 0)
            return games[i].code;
    return -1;
}

static uint32_t range_hash(const uint8_t *hands, const uint8_t *weights, size_t n, int k)
{
    uint32_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t h = 2166136261u;
        for (int j = 0; j < k; j++)
            h = (h ^ hands[i * (size_t)k + (size_t)j]) * 16777619u;
        h = (h ^ weights[i]) * 16777619u;
        sum += h * (uint32_t)(i + 1);
    }
    return sum;
}

/* The shipped ordering of a game ("ring" or "6h"), or NULL where the
   folder or its file is missing. */
static oe_range_ordering *ordering(const char *dir, const char *game, int hilo, const char *kind)
{
    if (!dir)
        return NULL;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s%s-%s.oeorder", dir, game, hilo ? "-hilo" : "", kind);
    oe_range_ordering *o = NULL;
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fclose(f);
    oe_range_error err;
    CHECKF(oe_range_ordering_read_file(path, &o, &err) == OE_OK, "%s: %s", path, err.message);
    return o;
}

/* Checks one line; returns 1 if checked, 0 if skipped (-1: not a case). */
static int check_line(char *line, int lineno, const char *dir)
{
    char *field[4];
    line[strcspn(line, "\n")] = 0;
    if (line[0] == '#' || !line[0])
        return -1;
    field[0] = line;
    for (int i = 1; i < 4; i++) {
        char *tab = strchr(field[i - 1], '\t');
        if (!tab) {
            CHECKF(0, "line %d: %d fields", lineno, i);
            return -1;
        }
        *tab = 0;
        field[i] = tab + 1;
    }
    int game = game_code(field[0]), hilo = atoi(field[1]);
    const char *text = field[2], *want = field[3];
    CHECKF(game > 0, "line %d: game %s", lineno, field[0]);
    if (game < 0)
        return -1;
    oe_range_ordering *ring = NULL, *six = NULL;
    if (strchr(text, '%')) {
        ring = ordering(dir, field[0], hilo, "ring"); /* none is shipped for Courchevel: skipped */
        six = ordering(dir, field[0], hilo, "6h");
        if (!ring || !six) {
            oe_range_ordering_free(ring);
            oe_range_ordering_free(six);
            return 0;
        }
    }
    oe_range_parsed *r = NULL;
    oe_range_error err;
    size_t n = 0;
    uint8_t *hands = NULL, *weights = NULL;
    int status = oe_range_parse(text, strlen(text), game, &r, &err);
    if (status == OE_OK) {
        status = oe_range_expand(r, ring, six, NULL, 0, NULL, NULL, 0, &n, &err);
        if (status == OE_ERR_TOO_MANY) {
            int k = oe_range_parsed_hole_cards(r);
            hands = malloc(n * (size_t)k + 1);
            weights = malloc(n + 1);
            CHECK(hands && weights);
            status = hands && weights ? oe_range_expand(r, ring, six, NULL, 0, hands, weights, n, &n, &err)
                                      : OE_ERR_MEMORY;
        }
    }
    if (strncmp(want, "error ", 6) == 0) {
        int column = atoi(want + 6);
        const char *message = strchr(want + 6, ' ');
        message = message ? message + 1 : "";
        CHECKF(status != OE_OK, "line %d: %s reads, Python raises %s", lineno, text, message);
        if (status != OE_OK && column > 0)
            CHECKF(err.column == column && strcmp(err.message, message) == 0,
                   "line %d: %s: error '%s' at %d, Python's '%s' at %d", lineno, text, err.message, err.column,
                   message, column);
    } else {
        unsigned long long count = 0, hash = 0;
        int weighted = 0;
        CHECKF(sscanf(want, "ok %llu %d %llu", &count, &weighted, &hash) == 3, "line %d: %s", lineno, want);
        CHECKF(status == OE_OK, "line %d: %s: %s at %d", lineno, text, err.message, err.column);
        if (status == OE_OK) {
            int k = oe_range_parsed_hole_cards(r);
            uint32_t got = n ? range_hash(hands, weights, n, k) : 0;
            CHECKF(n == count && oe_range_parsed_weighted(r) == weighted && got == (uint32_t)hash,
                   "line %d: %s: %zu hands (weighted %d, hash %u), Python's %llu (%d, %llu)", lineno, text, n,
                   oe_range_parsed_weighted(r), (unsigned)got, count, weighted, hash);
        }
    }
    free(hands);
    free(weights);
    oe_range_parsed_free(r);
    oe_range_ordering_free(ring);
    oe_range_ordering_free(six);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: golden_ranges_test tests/c/golden_ranges.txt [ORDERINGS]\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    static char line[1 << 16];
    int cases = 0, skipped = 0, lineno = 0;
    while (fgets(line, sizeof line, f)) {
        int checked = check_line(line, ++lineno, argc > 2 ? argv[2] : NULL);
        cases += checked == 1;
        skipped += checked == 0;
    }
    fclose(f);
    CHECKF(cases >= 300, "%d cases: the file is cut short", cases);
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    printf("golden ranges: %d texts (%d with a percent skipped: no orderings), all checks passed\n", cases, skipped);
    return 0;
}

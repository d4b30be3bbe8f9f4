/* The public C API's board ranges (oe_board_range) through its installed
   header only: run by ctest (CMakeLists.txt) against the shared and the
   static library.

       board_range_test            self-checks: the counts docs/ranges.md
                                   fixes, the order of the rows, weights,
                                   dead cards, errors and their places,
                                   every bad argument
       board_range_test FILE       every case of tests/c/golden_boards.txt
                                   (made by tests/js/make_golden.py from
                                   the Python package's board_range): the
                                   same count and rows (by the golden
                                   file's hash), or the same error at the
                                   same column
       board_range_test --stdin    one "CARDS<TAB>DEAD<TAB>TEXT" per input
                                   line (DEAD: card numbers joined by ','
                                   or '-' for none), one result line each:
                                   "ok COUNT HASH" (HASH: FNV-1a of the
                                   rows, then of the weights) or "error CODE
                                   COLUMN MESSAGE|HINT". Used by
                                   tests/ranges/test_c_api_boards.py to
                                   compare with the Python package. */
#include "omaha_eval.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static oe_board_list *boards_of(const char *text, int cards, const uint8_t *dead, int ndead)
{
    oe_board_list *list = NULL;
    oe_range_error err;
    CHECKF(oe_board_range(text, strlen(text), cards, dead, ndead, &list, &err) == OE_OK, "%s: %s", text,
           err.message);
    return list;
}

static size_t count_of(const char *text, int cards)
{
    oe_board_list *list = boards_of(text, cards, NULL, 0);
    size_t n = list ? list->count : 0;
    oe_board_list_free(list);
    return n;
}

static void test_counts(void)
{
    CHECK(count_of("xxx", 3) == 1144);           /* monotone flops */
    CHECK(count_of("A**!AA*", 3) == 4512);       /* exactly one ace */
    CHECK(count_of("RONR", 4) == 164736);        /* unpaired flop that pairs on the turn */
    CHECK(count_of("RRR", 3) == 52);
    CHECK(count_of("*", 4) == 22100u * 49);
    CHECK(count_of("****s", 4) == 13u * 20825);  /* the turn a spade: 13 x C(51, 3) */
    CHECK(count_of("AAARO", 5) == 4u * 48 * 44);
    CHECK(count_of("KKKRR", 5) == 4u * 48 * 3);
}

static void test_rows_weights_and_dead_cards(void)
{
    /* one board written in full: the flop in any order, then the turn */
    oe_board_list *list = boards_of("AsAhAd2c", 4, NULL, 0);
    CHECK(list && list->count == 1 && list->cards == 4);
    if (list && list->count == 1) {
        /* the flop highest card first (As = 51), then the turn */
        CHECK(list->boards[0] == 51 && list->boards[1] == 50 && list->boards[2] == 49 && list->boards[3] == 0);
        CHECK(list->weights[0] == 1);
    }
    oe_board_list_free(list);
    const uint8_t dead[] = {51, 0}; /* As, 2c */
    list = boards_of("xxx", 3, dead, 2);
    CHECK(list && list->count == 1144 - 66 * 2);
    for (size_t i = 0; list && i < list->count * 3; i++) CHECK(list->boards[i] != 51 && list->boards[i] != 0);
    oe_board_list_free(list);
    list = boards_of("xxx@7,RRR@3", 3, NULL, 0);
    size_t seven = 0, three = 0;
    for (size_t i = 0; list && i < list->count; i++) {
        seven += list->weights[i] == 7;
        three += list->weights[i] == 3;
    }
    CHECK(list && list->count == 1144 + 52 && seven == 1144 && three == 52);
    oe_board_list_free(list);
    /* rows by the turn, then the flop in colex order: the first turn is 2c, its first flop 2d2h2s */
    list = boards_of("*", 4, NULL, 0);
    CHECK(list && list->boards[0] == 3 && list->boards[1] == 2 && list->boards[2] == 1 && list->boards[3] == 0);
    CHECK(list && list->boards[4 * (list->count - 1) + 3] == 51);
    oe_board_list_free(list);
}

static void test_errors(void)
{
    oe_board_list *list = NULL;
    oe_range_error err;
    CHECK(oe_board_range("AKQJ", 4, 3, NULL, 0, &list, &err) == OE_ERR_SYNTAX && list == NULL);
    CHECK(err.code == OE_ERR_SYNTAX && err.column == 4 && strstr(err.message, "more cards than the hand holds"));
    CHECK(oe_board_range("15%", 3, 5, NULL, 0, &list, &err) == OE_ERR_SYNTAX && err.column == 1);
    CHECK(strstr(err.message, "board has none") != NULL);
    CHECK(oe_board_range("xx(", 3, 3, NULL, 0, &list, &err) == OE_ERR_SYNTAX && err.column == 3);
    CHECK(oe_board_range("", 0, 3, NULL, 0, &list, &err) == OE_ERR_SYNTAX);
    CHECK(oe_board_range("xxx", 3, 6, NULL, 0, &list, &err) == OE_ERR_ARGUMENT && err.column == 0);
    CHECK(strcmp(err.message, "boards of 6 cards: expected 3 (flop), 4 (turn) or 5 (river)") == 0);
    CHECK(oe_board_range("xxx", 3, 2, NULL, 0, &list, &err) == OE_ERR_ARGUMENT);
    const uint8_t bad[] = {52}, twice[] = {7, 7};
    CHECK(oe_board_range("xxx", 3, 3, bad, 1, &list, &err) == OE_ERR_RANGE);
    CHECK(oe_board_range("xxx", 3, 3, twice, 2, &list, &err) == OE_ERR_DUPLICATE);
    CHECK(oe_board_range("xxx", 3, 3, twice, -1, &list, &err) == OE_ERR_ARGUMENT);
    CHECK(oe_board_range("xxx", 3, 3, NULL, 1, &list, &err) == OE_ERR_NULL);
    CHECK(oe_board_range(NULL, 3, 3, NULL, 0, &list, &err) == OE_ERR_NULL);
    CHECK(oe_board_range("xxx", 3, 3, NULL, 0, NULL, &err) == OE_ERR_NULL);
    CHECK(oe_board_range("xxx", 3, 3, NULL, 0, &list, NULL) == OE_OK && list && list->count == 1144);
    oe_board_list_free(list);
    CHECK(oe_board_range("(xxx", 4, 3, NULL, 0, &list, NULL) == OE_ERR_SYNTAX && list == NULL);
    oe_board_list_free(NULL);
}

static uint32_t fnv(uint32_t h, const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 16777619u;
    return h;
}

static int from_stdin(void)
{
    static char line[65536];
    while (fgets(line, sizeof line, stdin)) {
        size_t len = strlen(line);
        if (len && line[len - 1] == '\n') line[--len] = '\0';
        char *tab1 = strchr(line, '\t'), *tab2 = tab1 ? strchr(tab1 + 1, '\t') : NULL;
        if (!tab2) {
            printf("bad input line\n");
            continue;
        }
        *tab1 = *tab2 = '\0';
        int cards = atoi(line);
        uint8_t dead[52];
        int ndead = 0;
        for (char *p = tab1 + 1; *p && *p != '-' && ndead < 52;) {
            dead[ndead++] = (uint8_t)strtol(p, &p, 10);
            if (*p == ',') p++;
        }
        const char *text = tab2 + 1;
        oe_board_list *list = NULL;
        oe_range_error err;
        int status = oe_board_range(text, strlen(text), cards, dead, ndead, &list, &err);
        if (status == OE_OK) {
            uint32_t h = fnv(2166136261u, list->boards, list->count * (size_t)list->cards);
            h = fnv(h, list->weights, list->count);
            printf("ok %zu %08x\n", list->count, h);
        } else {
            printf("error %d %d %s|%s\n", status, err.column, err.message, err.hint);
        }
        oe_board_list_free(list);
        fflush(stdout);
    }
    return 0;
}

/* make_golden.py's range_hash: each (board, weight) row's FNV-1a, times its
   place plus one, summed mod 2**32. */
static uint32_t golden_hash(const oe_board_list *list)
{
    uint32_t sum = 0;
    for (size_t i = 0; i < list->count; i++) {
        uint32_t h = fnv(2166136261u, list->boards + i * (size_t)list->cards, (size_t)list->cards);
        h = fnv(h, list->weights + i, 1);
        sum += h * (uint32_t)(i + 1);
    }
    return sum;
}

/* Splits a line at tabs into n fields; 0 if it has fewer. */
static int split(char *line, char **field, int n)
{
    field[0] = line;
    for (int i = 1; i < n; i++) {
        char *tab = strchr(field[i - 1], '\t');
        if (!tab) return 0;
        *tab = '\0';
        field[i] = tab + 1;
    }
    return 1;
}

static int from_golden(const char *path)
{
    static char line[65536];
    FILE *f = fopen(path, "r");
    CHECKF(f != NULL, "cannot open %s", path);
    if (!f) return 1;
    int cases = 0;
    for (int lineno = 1; fgets(line, sizeof line, f); lineno++) {
        char *field[4];
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == '#' || !line[0]) continue;
        int whole = split(line, field, 4);
        CHECKF(whole, "line %d: fewer than 4 fields", lineno);
        if (!whole) continue;
        uint8_t dead[52];
        int ndead = 0;
        for (char *p = field[1]; *p && *p != '-' && ndead < 52;) {
            dead[ndead++] = (uint8_t)strtol(p, &p, 10);
            if (*p == ',') p++;
        }
        const char *text = field[2], *want = field[3];
        oe_board_list *list = NULL;
        oe_range_error err;
        int status = oe_board_range(text, strlen(text), atoi(field[0]), dead, ndead, &list, &err);
        if (strncmp(want, "error ", 6) == 0) {
            int column = atoi(want + 6);
            const char *message = strchr(want + 6, ' ');
            message = message ? message + 1 : "";
            CHECKF(status != OE_OK, "line %d: %s lists boards, Python raises %s", lineno, text, message);
            if (status != OE_OK)
                CHECKF(err.column == column && strcmp(err.message, message) == 0,
                       "line %d: %s: error '%s' at %d, Python's '%s' at %d", lineno, text, err.message, err.column,
                       message, column);
        } else {
            unsigned long count = 0, hash = 0;
            CHECKF(sscanf(want, "ok %lu %lu", &count, &hash) == 2, "line %d: %s", lineno, want);
            CHECKF(status == OE_OK, "line %d: %s: %s at %d", lineno, text, err.message, err.column);
            if (status == OE_OK)
                CHECKF(list->count == count && golden_hash(list) == (uint32_t)hash,
                       "line %d: %s: %zu boards, hash %lu; Python %lu, %lu", lineno, text, list->count,
                       (unsigned long)golden_hash(list), count, hash);
        }
        oe_board_list_free(list);
        cases++;
    }
    fclose(f);
    if (failures) {
        printf("golden boards: %d cases, %d checks failed\n", cases, failures);
        return 1;
    }
    printf("golden boards: %d cases, all checks passed\n", cases);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--stdin") == 0) return from_stdin();
    if (argc > 1) return from_golden(argv[1]);
    test_counts();
    test_rows_weights_and_dead_cards();
    test_errors();
    if (failures) {
        printf("board ranges: %d checks failed\n", failures);
        return 1;
    }
    printf("board ranges: all checks passed\n");
    return 0;
}

/* The public C API's range language through its installed header only: run
   by ctest (CMakeLists.txt) against the shared and the static library.

       range_test                  self-checks: the counts docs/ranges.md
                                   fixes, weights, dead cards, errors and
                                   their places, orderings from a buffer and
                                   from hands, every bad argument
       range_test --stdin [RING SIX]
                                   one "game<TAB>text" per input line, one
                                   result line each: "ok COUNT WEIGHTED HASH"
                                   (HASH: FNV-1a of the dense set) or "error
                                   CODE COLUMN MESSAGE|HINT"; RING, SIX:
                                   ordering files for percent ranges. Used by
                                   tests/ranges/test_c_api_ranges.py to compare
                                   with the Python package. */
#include "omaha_eval.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static size_t count_of(const char *text, int game)
{
    oe_range_parsed *r = NULL;
    oe_range_error err;
    size_t n = 0;
    CHECKF(oe_range_parse(text, strlen(text), game, &r, &err) == OE_OK, "%s: %s", text, err.message);
    CHECK(oe_range_expand(r, NULL, NULL, NULL, 0, NULL, NULL, 0, &n, &err) == (n ? OE_ERR_TOO_MANY : OE_OK));
    oe_range_parsed_free(r);
    return n;
}

static void test_counts(void)
{
    CHECK(count_of("*", OE_OMAHA) == 270725);
    CHECK(count_of("AA", OE_OMAHA) == 6961);
    CHECK(count_of("AK", OE_OMAHA) == 17316);
    CHECK(count_of("$ds", OE_OMAHA) == 36504);
    CHECK(count_of("xxxx", OE_OMAHA) == 2860);
    CHECK(count_of("wxyz", OE_OMAHA) == 28561);
    CHECK(count_of("AA!AAA", OE_OMAHA) == 6768);
    CHECK(count_of("AA$ds", OE_OMAHA) == 864);
    CHECK(count_of("AARR", OE_OMAHA) == 432);
    CHECK(count_of("A{A$W$W}", OE_OMAHA) == 576);
    CHECK(count_of("KQJT-T987", OE_OMAHA) == 1024);
    CHECK(count_of("AKs,QQ+", OE_HOLDEM) == 22);
    CHECK(count_of("A2s+", OE_HOLDEM) == 48);
    CHECK(count_of("random", OE_HOLDEM) == 1326);
    CHECK(count_of("AA", OE_COURCHEVEL) == count_of("AA", OE_OMAHA5));
}

static void test_weights_and_dead_cards(void)
{
    oe_range_parsed *r = NULL;
    oe_range_error err;
    size_t n = 0, cap = 13886;
    const char *text = "AA@10,KK@5";
    uint8_t *hands = (uint8_t *)malloc(cap * 4), *weights = (uint8_t *)malloc(cap);
    CHECK(hands && weights);
    CHECK(oe_range_parse(text, strlen(text), OE_OMAHA, &r, &err) == OE_OK);
    CHECK(oe_range_parsed_hole_cards(r) == 4 && oe_range_parsed_weighted(r) == 1);
    CHECK(oe_range_expand(r, NULL, NULL, NULL, 0, hands, weights, cap, &n, &err) == OE_OK && n == cap);
    size_t tens = 0, fives = 0, without_as = 0;
    for (size_t i = 0; i < n; i++) {
        int aces = 0, has_as = 0;
        for (int j = 0; j < 4; j++) {
            aces += hands[i * 4 + j] >> 2 == 12;
            has_as |= hands[i * 4 + j] == 51;
            if (j) CHECK(hands[i * 4 + j - 1] > hands[i * 4 + j]); /* highest card first */
        }
        tens += weights[i] == 10;
        fives += weights[i] == 5;
        CHECK(weights[i] == (aces >= 2 ? 10 : 5));
        without_as += !has_as;
    }
    CHECK(tens + fives == n && tens == 6961);
    uint8_t dead[1] = {51};
    CHECK(oe_range_expand(r, NULL, NULL, dead, 1, hands, weights, cap, &n, &err) == OE_OK && n == without_as);
    for (size_t i = 0; i < n * 4; i++) CHECK(hands[i] != 51);
    /* too small an output: the first rows, the count, OE_ERR_TOO_MANY */
    CHECK(oe_range_expand(r, NULL, NULL, NULL, 0, hands, weights, 10, &n, &err) == OE_ERR_TOO_MANY && n == cap);
    uint8_t twice[2] = {51, 51}, bad[1] = {52};
    CHECK(oe_range_expand(r, NULL, NULL, twice, 2, hands, weights, cap, &n, &err) == OE_ERR_DUPLICATE);
    CHECK(oe_range_expand(r, NULL, NULL, bad, 1, hands, weights, cap, &n, &err) == OE_ERR_RANGE);
    CHECK(oe_range_expand(r, NULL, NULL, NULL, 1, hands, weights, cap, &n, &err) == OE_ERR_NULL);
    CHECK(oe_range_expand(r, NULL, NULL, NULL, 0, NULL, weights, cap, &n, &err) == OE_ERR_NULL);
    CHECK(oe_range_dense(r, NULL, NULL, hands, 100, &err) == OE_ERR_ARGUMENT);
    oe_range_parsed_free(r);
    free(hands);
    free(weights);
}

static void expect_error(const char *text, int game, int code, int column, const char *message, const char *hint)
{
    oe_range_parsed *r = (oe_range_parsed *)&r; /* not NULL: the call must clear it */
    oe_range_error err;
    int status = oe_range_parse(text, strlen(text), game, &r, &err);
    CHECKF(status == code && err.code == code && r == NULL, "%s: %d", text, status);
    CHECKF(err.column == column, "%s: column %d", text, err.column);
    CHECKF(strcmp(err.message, message) == 0, "%s: %s", text, err.message);
    CHECKF(strncmp(err.hint, hint, strlen(hint)) == 0, "%s: %s", text, err.hint);
}

static void test_errors(void)
{
    expect_error("AAK$qq", OE_OMAHA, OE_ERR_SYNTAX, 4, "unknown macro $qq", "known macros: $B $M");
    expect_error("AAKKds", OE_OMAHA, OE_ERR_SYNTAX, 6,
                 "more cards than the hand holds: 5 cards in a pattern for 4-card hands",
                 "did you mean AAKK$ds (the macro $ds needs its $)?");
    expect_error("", OE_OMAHA, OE_ERR_SYNTAX, 1, "empty range: expected a pattern such as AA, a percent or *", "");
    expect_error("AA@0", OE_OMAHA, OE_ERR_SYNTAX, 4, "weight 0 outside 1..100", "");
    expect_error("AA@5,KK", OE_OMAHA, OE_ERR_SYNTAX, 6,
                 "weight on only some parts: give every comma-separated part a weight (@1..@100) or none", "");
    expect_error("AA-KQ", OE_OMAHA, OE_ERR_SYNTAX, 3,
                 "span ends of different shapes: both ends need the same cards, differing only in ranks that step "
                 "together", "");
    expect_error("(AA", OE_OMAHA, OE_ERR_SYNTAX, 4, "expected ')', found end of text", "");
    expect_error("A\xc3\xa9", OE_OMAHA, OE_ERR_SYNTAX, 2, "unexpected '\xc3\xa9'", ""); /* columns count characters */
    expect_error("AA", 3, OE_ERR_GAME, 0, "an unknown game: expected OE_HOLDEM, OE_OMAHA, OE_OMAHA5, OE_OMAHA6 or "
                                         "OE_COURCHEVEL", "");
    char deep[200];
    memset(deep, '(', 60);
    strcpy(deep + 60, "AA");
    expect_error(deep, OE_OMAHA, OE_ERR_SYNTAX, 51, "parentheses nested more than 50 deep", "");
    /* a percent with no ordering given: an argument missing, at its place */
    oe_range_parsed *r = NULL;
    oe_range_error err;
    size_t n;
    CHECK(oe_range_parse("AA,10%6h", 8, OE_OMAHA, &r, &err) == OE_OK);
    CHECK(oe_range_expand(r, NULL, NULL, NULL, 0, NULL, NULL, 0, &n, &err) == OE_ERR_ARGUMENT && err.column == 4);
    CHECK(strstr(err.message, "six-handed") != NULL);
    CHECK(oe_range_expand(r, NULL, NULL, NULL, 0, NULL, NULL, 0, &n, NULL) == OE_ERR_ARGUMENT); /* err may be NULL */
    oe_range_parsed_free(r);
    CHECK(oe_range_parse(NULL, 2, OE_OMAHA, &r, &err) == OE_ERR_NULL);
    CHECK(oe_range_parse("AA", 2, OE_OMAHA, NULL, &err) == OE_ERR_NULL);
    CHECK(oe_range_parse("AA(", 3, OE_OMAHA, &r, NULL) == OE_ERR_SYNTAX && r == NULL);
    CHECK(oe_range_parsed_hole_cards(NULL) == OE_ERR_NULL);
    oe_range_parsed_free(NULL);
    oe_range_ordering_free(NULL);
}

/* Hold'em's 169 classes, one hand each, in an order of this test's own
   (pairs, then suited, then offsuit, high ranks first), compact form. */
static size_t holdem_ordering(uint8_t *buf, int sizes[169])
{
    size_t at = 16;
    int c = 0;
    memcpy(buf, "OEORDER1\x02\x00\x00\x00", 12);
    for (int kind = 0; kind < 3; kind++)
        for (int hi = 12; hi >= 0; hi--)
            for (int lo = kind ? hi - 1 : hi; lo >= 0 && (kind || lo == hi); lo--) {
                buf[at++] = (uint8_t)(hi * 4 + 3);
                buf[at++] = (uint8_t)(lo * 4 + (kind == 1 ? 3 : 2));
                sizes[c++] = kind == 0 ? 6 : kind == 1 ? 4 : 12;
            }
    buf[12] = (uint8_t)c;
    buf[13] = buf[14] = buf[15] = 0;
    return at;
}

static void test_orderings(void)
{
    uint8_t buf[16 + 2 * 169];
    int sizes[169];
    size_t len = holdem_ordering(buf, sizes);
    oe_range_ordering *ring = NULL, *again = NULL;
    oe_range_error err;
    CHECKF(oe_range_ordering_read(buf, len, &ring, &err) == OE_OK, "%s", err.message);
    /* N% takes whole classes while their hands stay within N% of 1,326 */
    const char *texts[] = {"1%", "10%", "33.3%", "50%", "100%", "10%-50%", "AA:5%"};
    for (int t = 0; t < 7; t++) {
        oe_range_parsed *r = NULL;
        size_t n = 0;
        CHECK(oe_range_parse(texts[t], strlen(texts[t]), OE_HOLDEM, &r, &err) == OE_OK);
        CHECK(oe_range_expand(r, ring, NULL, NULL, 0, NULL, NULL, 0, &n, &err) == OE_ERR_TOO_MANY);
        double pct[2] = {0, 0};
        sscanf(texts[t], "%lf%%-%lf", &pct[0], &pct[1]);
        size_t want[2] = {0, 0};
        for (int side = 0; side < 2; side++) {
            double limit = pct[side] / 100.0 * 1326 + 1e-9;
            size_t run = 0;
            for (int c = 0; c < 169 && run + (size_t)sizes[c] <= limit; c++) run += (size_t)sizes[c];
            want[side] = run;
        }
        size_t expect = pct[1] > 0 ? want[1] - want[0] : want[0];
        if (t == 6) expect = 6; /* the aces are the first class */
        CHECKF(n == expect, "%s: %zu hands, expected %zu", texts[t], n, expect);
        oe_range_parsed_free(r);
    }
    /* the same ordering from its full listing */
    uint8_t hands[1326 * 2];
    uint64_t class_sizes[169];
    size_t nh = 0;
    for (int c = 0; c < 169; c++) {
        uint8_t a = buf[16 + 2 * c], b = buf[17 + 2 * c];
        class_sizes[c] = (uint64_t)sizes[c];
        for (int s1 = 0; s1 < 4; s1++)
            for (int s2 = 0; s2 < 4; s2++) {
                int x = (a & ~3) | s1, y = (b & ~3) | s2;
                int suited = (a & 3) == (b & 3), pair = a >> 2 == b >> 2;
                if (x == y || (suited && s1 != s2) || (!suited && s1 == s2) || (pair && x < y)) continue;
                hands[nh * 2] = (uint8_t)x;
                hands[nh * 2 + 1] = (uint8_t)y;
                nh++;
            }
    }
    CHECK(nh == 1326);
    CHECKF(oe_range_ordering_from_hands(2, hands, nh, class_sizes, 169, &again, &err) == OE_OK, "%s", err.message);
    uint8_t d1[1326], d2[1326];
    oe_range_parsed *r = NULL;
    CHECK(oe_range_parse("5%-40%", 6, OE_HOLDEM, &r, &err) == OE_OK);
    CHECK(oe_range_dense(r, ring, NULL, d1, sizeof d1, &err) == OE_OK);
    CHECK(oe_range_dense(r, again, NULL, d2, sizeof d2, &err) == OE_OK);
    CHECK(memcmp(d1, d2, sizeof d1) == 0);
    oe_range_parsed_free(r);
    /* bad orderings */
    oe_range_ordering *bad = NULL;
    CHECK(oe_range_ordering_read(buf, len - 1, &bad, &err) == OE_ERR_ARGUMENT && bad == NULL);
    CHECK(oe_range_ordering_read(buf, 8, &bad, &err) == OE_ERR_ARGUMENT);
    CHECK(oe_range_ordering_read(NULL, 8, &bad, &err) == OE_ERR_NULL);
    class_sizes[0] = 7;
    CHECK(oe_range_ordering_from_hands(2, hands, nh, class_sizes, 169, &bad, &err) == OE_ERR_ARGUMENT);
    CHECK(strstr(err.message, "add up to 1327") != NULL);
    CHECK(oe_range_ordering_read_file("/nonexistent/ordering", &bad, &err) == OE_ERR_ARGUMENT);
    /* an ordering of other hands than the range's */
    CHECK(oe_range_parse("5%", 2, OE_OMAHA, &r, &err) == OE_OK);
    size_t n;
    CHECK(oe_range_expand(r, ring, NULL, NULL, 0, NULL, NULL, 0, &n, &err) == OE_ERR_ARGUMENT);
    oe_range_parsed_free(r);
    oe_range_ordering_free(ring);
    oe_range_ordering_free(again);
}

/* Random texts, of range characters and of any bytes: every one parses or
   fails with a syntax error whose column lies in the text and whose
   message is a terminated string; Hold'em ones also expand. Under the
   sanitizers (tests/ranges/test_c_api_ranges.py) a read outside a buffer
   stops it. */
static void test_random_texts(void)
{
    static const char alphabet[] = "AKQJT98765432shdcxyzwRONPrb*[]{}(),:!-+@%$.6 0123456789gDSnpt";
    uint64_t state = 88172645463325252ull;
    char text[64];
    for (int t = 0; t < 20000; t++) {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17;
        int len = (int)(state % 24), any = (state >> 8) % 4 == 0;
        for (int i = 0; i < len; i++) {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17;
            text[i] = any ? (char)(state >> 24) : alphabet[(state >> 24) % (sizeof alphabet - 1)];
        }
        for (int g = 0; g < 2; g++) {
            int game = g ? OE_OMAHA : OE_HOLDEM;
            oe_range_parsed *r = NULL;
            oe_range_error err;
            int status = oe_range_parse(text, (size_t)len, game, &r, &err);
            CHECKF(status == OE_OK || status == OE_ERR_SYNTAX, "status %d", status);
            CHECK(memchr(err.message, 0, sizeof err.message) != NULL && memchr(err.hint, 0, sizeof err.hint) != NULL);
            if (status != OE_OK) {
                CHECKF(err.column >= 1 && err.column <= len + 1, "column %d of %d", err.column, len);
                continue;
            }
            if (game == OE_HOLDEM) {
                size_t n = 0;
                status = oe_range_expand(r, NULL, NULL, NULL, 0, NULL, NULL, 0, &n, &err);
                CHECKF(status == OE_OK || status == OE_ERR_TOO_MANY || status == OE_ERR_ARGUMENT, "%d", status);
            }
            oe_range_parsed_free(r);
        }
    }
}

static uint64_t fnv1a(const uint8_t *p, size_t n)
{
    uint64_t h = 14695981039346656037ull;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

static int run_stdin(int argc, char **argv)
{
    oe_range_ordering *ring = NULL, *six = NULL;
    oe_range_error err;
    if (argc > 2 && oe_range_ordering_read_file(argv[2], &ring, &err) != OE_OK) return 2;
    if (argc > 3 && oe_range_ordering_read_file(argv[3], &six, &err) != OE_OK) return 2;
    static char line[1 << 16];
    static uint8_t dense[2598960];
    while (fgets(line, sizeof line, stdin)) {
        char *tab = strchr(line, '\t');
        size_t len = strlen(line);
        if (len && line[len - 1] == '\n') line[--len] = '\0';
        if (!tab) return 2;
        int game = atoi(line);
        oe_range_parsed *r = NULL;
        size_t n = 0;
        const char *text = tab + 1;
        int status = oe_range_parse(text, strlen(text), game, &r, &err);
        if (status == OE_OK) {
            int k = oe_range_parsed_hole_cards(r);
            size_t size = k == 2 ? 1326 : k == 4 ? 270725 : 2598960;
            status = oe_range_dense(r, ring, six, dense, size, &err);
            if (status == OE_OK) {
                for (size_t i = 0; i < size; i++) n += dense[i] != 0;
                printf("ok %zu %d %llu\n", n, oe_range_parsed_weighted(r), (unsigned long long)fnv1a(dense, size));
            }
            oe_range_parsed_free(r);
        }
        if (status != OE_OK) printf("error %d %d %s|%s\n", status, err.column, err.message, err.hint);
    }
    oe_range_ordering_free(ring);
    oe_range_ordering_free(six);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--stdin") == 0) return run_stdin(argc, argv);
    test_counts();
    test_weights_and_dead_cards();
    test_errors();
    test_orderings();
    test_random_texts();
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    printf("omaha_eval %s ranges: all checks passed\n", oe_version());
    return 0;
}

/* The Python package's equity answers (tests/c/golden_equity.txt, made by
   tests/js/make_golden.py with js/test/golden.json) given bit for bit by
   the public C API's oe_equity_run: the job plan's method, exact counters
   and seeded Monte Carlo counters; an error wherever Python raises one.
   Through the installed header only; run by ctest with the file's path.

       golden_test FILE */
#include "omaha_eval.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define MAX_HANDS 64

typedef struct {
    uint8_t hands[OE_EQUITY_MAX_PLAYERS][MAX_HANDS * 6];
    uint32_t weights[OE_EQUITY_MAX_PLAYERS][MAX_HANDS];
    uint8_t board[5], dead[52];
} storage;

/* The next token of *at up to any of seps (cut there with a NUL), or NULL
   at the end: strtok_r is not C99. */
static char *token(char **at, const char *seps)
{
    char *t = *at + strspn(*at, seps);
    if (!*t)
        return NULL;
    char *end = t + strcspn(t, seps);
    *at = *end ? end + 1 : end;
    *end = 0;
    return t;
}

static int parse_cards(const char *text, uint8_t *out, int cap)
{
    if (strcmp(text, "-") == 0)
        return 0;
    return oe_cards_parse(text, strlen(text), out, cap, NULL);
}

/* "hand", "*" or "hand[:weight],hand[:weight]..." into player p. */
static int parse_player(char *text, int nhole, oe_range *r, storage *s, int p)
{
    memset(r, 0, sizeof *r);
    if (strcmp(text, "*") == 0)
        return 1;
    int weighted = strchr(text, ':') != NULL;
    size_t n = 0;
    for (char *at = text, *hand = token(&at, ","); hand; hand = token(&at, ",")) {
        char *colon = strchr(hand, ':');
        if (n >= MAX_HANDS)
            return 0;
        if (colon) {
            *colon = 0;
            s->weights[p][n] = (uint32_t)strtoul(colon + 1, NULL, 10);
        }
        if (parse_cards(hand, s->hands[p] + n * (size_t)nhole, 6) != nhole)
            return 0;
        n++;
    }
    r->hands = s->hands[p];
    r->weights = weighted ? s->weights[p] : NULL;
    r->n = n;
    return 1;
}

/* A decimal number into a 128-bit (low, high) pair. */
static void parse_u128(const char *text, uint64_t out[2])
{
    uint64_t lo = 0, hi = 0;
    for (; *text >= '0' && *text <= '9'; text++) {
        /* (hi, lo) * 10 + digit, by halves of lo */
        uint64_t l0 = (lo & 0xFFFFFFFFu) * 10 + (uint64_t)(*text - '0');
        uint64_t l1 = (lo >> 32) * 10 + (l0 >> 32);
        hi = hi * 10 + (l1 >> 32);
        lo = (l1 << 32) | (l0 & 0xFFFFFFFFu);
    }
    out[0] = lo;
    out[1] = hi;
}

static const char *method_name(int method)
{
    return method == OE_METHOD_SWEEP ? "sweep" : method == OE_METHOD_TUPLES ? "tuples" : "sample";
}

/* One line; returns 1 when it was a case. */
static int check_line(char *line, int lineno, int *sampled)
{
    char *tok[128];
    int nt = 0;
    for (char *at = line, *t = token(&at, " \n"); t && nt < 128; t = token(&at, " \n"))
        tok[nt++] = t;
    if (nt == 0 || tok[0][0] == '#')
        return 0;
    static storage s;
    oe_equity_request rq;
    memset(&rq, 0, sizeof rq);
    int nhole = atoi(tok[0]), np = atoi(tok[6]);
    rq.game = nhole;
    rq.hilo = atoi(tok[1]);
    rq.nboard = parse_cards(tok[2], s.board, 5);
    rq.board = s.board;
    rq.ndead = parse_cards(tok[3], s.dead, 52);
    rq.dead = s.dead;
    uint64_t trials = strtoull(tok[4], NULL, 10), seed = strtoull(tok[5], NULL, 10);
    rq.nplayers = np;
    if (!(np >= 2 && np <= OE_EQUITY_MAX_PLAYERS && nt >= 8 + np)) {
        CHECKF(0, "line %d: %d players", lineno, np);
        return 1;
    }
    const char *method = tok[7 + np];
    int ok = 1;
    for (int p = 0; p < np; p++)
        ok &= parse_player(tok[7 + p], nhole, &rq.players[p], &s, p);
    CHECKF(ok, "line %d: a player the test cannot read", lineno);
    oe_equity_counts counts;
    int status = oe_equity_run(&rq, trials, seed, &counts);
    if (strcmp(method, "error") == 0) {
        CHECKF(status < 0, "line %d: Python raises, the C API returns %d", lineno, status);
        return 1;
    }
    CHECKF(status == OE_OK, "line %d: %s", lineno, oe_strerror(status));
    if (status != OE_OK)
        return 1;
    CHECKF(strcmp(method_name(counts.method), method) == 0, "line %d: method %s, Python's %s", lineno,
           method_name(counts.method), method);
    CHECKF(nt == 8 + np + np * OE_EQUITY_COUNTERS + 1, "line %d: %d fields", lineno, nt);
    for (int i = 0; i <= np * OE_EQUITY_COUNTERS && 8 + np + i < nt; i++) {
        uint64_t want[2];
        parse_u128(tok[8 + np + i], want);
        CHECKF(counts.words[2 * i] == want[0] && counts.words[2 * i + 1] == want[1],
               "line %d: counter %d is %llu (high %llu), Python's %s", lineno, i,
               (unsigned long long)counts.words[2 * i], (unsigned long long)counts.words[2 * i + 1],
               tok[8 + np + i]);
    }
    *sampled += counts.method == OE_METHOD_SAMPLE;
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: golden_test tests/c/golden_equity.txt\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    static char line[1 << 16];
    int cases = 0, sampled = 0, lineno = 0;
    while (fgets(line, sizeof line, f))
        cases += check_line(line, ++lineno, &sampled);
    fclose(f);
    CHECKF(cases >= 2000 && sampled >= 500, "%d cases, %d sampled: the file is cut short", cases, sampled);
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    printf("golden: %d cases (%d sampled), all checks passed\n", cases, sampled);
    return 0;
}

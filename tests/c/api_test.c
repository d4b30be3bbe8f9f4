/* The public C API through its installed header only (no internal header):
   run by ctest (CMakeLists.txt) against the shared and the static library.

       api_test            self-checks: standard values, Omaha's rules,
                           every documented error code, batch = single,
                           the function table = the functions
       api_test --stdin    one deal per input line, "game nhole h.. nboard
                           b..", one result line each: "high low from_hole
                           u0..u4 l0..l4 batch_high batch_low"; used by
                           tests/test_c_api.py to compare with the Python API */
#include "omaha_eval.h"
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "check.h"

/* Parses text that must be valid cards; returns the count. */
static int cards(const char *text, uint8_t *out)
{
    int n = oe_cards_parse(text, strlen(text), out, 12, NULL); /* callers size out for their text */
    CHECK(n >= 0);
    return n;
}

static int high(int game, const char *hole, const char *board)
{
    uint8_t h[12], b[12];
    int nh = cards(hole, h), nb = cards(board, b);
    return oe_eval_high(game, h, nh, b, nb);
}

static int low(int game, const char *hole, const char *board)
{
    uint8_t h[12], b[12];
    int nh = cards(hole, h), nb = cards(board, b);
    return oe_eval_low(game, h, nh, b, nb);
}

static void test_version(void)
{
    char expect[32];
    sprintf(expect, "%d.%d.%d", OE_VERSION_MAJOR, OE_VERSION_MINOR, OE_VERSION_PATCH);
    CHECK(strcmp(oe_version(), expect) == 0);
    CHECK(oe_api()->version == OE_VERSION_NUMBER);
    CHECK(oe_api()->size == sizeof(oe_api_table));
}

/* Standard values of the 7462-class numbering. */
static void test_standard_values(void)
{
    uint8_t c[7];
    struct {
        const char *hand;
        int value, category;
    } known[] = {
        {"AsKsQsJsTs", 1, OE_STRAIGHT_FLUSH}, {"5d4d3d2dAd", 10, OE_STRAIGHT_FLUSH},
        {"AcAdAhAsKc", 11, OE_FOUR_OF_A_KIND}, {"AcAdAhKsKc", 167, OE_FULL_HOUSE},
        {"AhKhQhJh9h", 323, OE_FLUSH},        {"AhKdQcJsTs", 1600, OE_STRAIGHT},
        {"AhAdAcKsQs", 1610, OE_THREE_OF_A_KIND}, {"AhAdKcKsQs", 2468, OE_TWO_PAIR},
        {"AhAdKcQsJs", 3326, OE_PAIR},        {"AhKdQcJs9s", 6186, OE_HIGH_CARD},
        {"7h5d4c3s2s", 7462, OE_HIGH_CARD},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        CHECK(cards(known[i].hand, c) == 5);
        CHECK(oe_eval5(c) == known[i].value);
        CHECK(oe_eval_cards(c, 5) == known[i].value);
        CHECK(oe_hand_category(known[i].value) == known[i].category);
    }
    CHECK(cards("AsKsQsJsTs2c3d", c) == 7 && oe_eval_cards(c, 7) == 1);
    CHECK(cards("2c3d4h5s7s8d", c) == 6 && oe_eval_cards(c, 6) == 7450); /* 8-7-5-4-3 */
}

/* Omaha's two-plus-three rule and the low, worked out by hand. */
static void test_rules(void)
{
    /* one spade in the hole: no flush; As Kd with Qs Js Ts: broadway */
    CHECK(high(OE_OMAHA, "AsAhKdKc", "QsJsTs9s8s") == 1600);
    CHECK(high(OE_HOLDEM, "AsAh", "QsJsTs9s8s") == 3);          /* Q-high straight flush */
    CHECK(high(OE_GAME_AUTO, "AsAh", "KsQsJsTs2c") == 1);      /* royal on board + As */
    CHECK(high(OE_OMAHA, "AsAh7c2d", "KsQsJsTs2c") == 3326);    /* just aces: A-A-K-Q-J */
    CHECK(low(OE_OMAHA, "Ah2dKsKc", "3c4d5hKdQs") == 31);      /* A-2-3-4-5 */
    CHECK(low(OE_OMAHA, "AhKdKsQc", "2c3d4h5s9c") == 0);       /* one low hole card */
    CHECK(low(OE_OMAHA, "Ah2d3sKc", "4c5d9hTdQs") == 0);       /* two low board cards */
    CHECK(low(OE_OMAHA5, "Ah2d3s4cKc", "5c6d8hTdQs") == (1 | 2 | 16 | 32 | 128)); /* 8-6-5-2-A */
    /* the hilo call agrees with the two separate ones */
    uint8_t h[6], b[5];
    int lo = -99;
    cards("Ah2d3s4c5h6d", h);
    cards("7c8d2hKsTs", b);
    CHECK(oe_eval_hilo(OE_OMAHA6, h, 6, b, 5, &lo) == oe_eval_high(OE_OMAHA6, h, 6, b, 5));
    CHECK(lo == oe_eval_low(OE_OMAHA6, h, 6, b, 5) && lo > 0);
}

static void test_best(void)
{
    uint8_t h[6], b[5], used[5], expect[5];
    int from = -1;
    cards("AsAhKdKc", h);
    cards("QsJsTs9s8s", b);
    CHECK(oe_best_high(OE_OMAHA, h, 4, b, 5, used, &from) == 1600 && from == 2);
    cards("AsKdQsJsTs", expect);
    CHECK(memcmp(used, expect, 5) == 0);
    cards("AsAh", h);
    CHECK(oe_best_high(OE_HOLDEM, h, 2, b, 5, used, &from) == 3 && from == 0);
    CHECK(memcmp(used, b, 5) == 0);
    cards("Ah2dKsKc", h);
    cards("3c4d5hKdQs", b);
    CHECK(oe_best_low(OE_OMAHA, h, 4, b, 5, used) == 31);
    cards("Ah2d3c4d5h", expect);
    CHECK(memcmp(used, expect, 5) == 0);
    memset(used, 99, 5);
    cards("KhKcQcJc", h);
    CHECK(oe_best_low(OE_OMAHA, h, 4, b, 5, used) == 0 && used[0] == 99); /* untouched */
}

/* Every documented error code, and no write on an error. */
static void test_errors(void)
{
    uint8_t h[6] = {0, 1, 2, 3, 4, 5}, b[5] = {10, 11, 12, 13, 14}, used[5];
    uint16_t out16[4] = {0};
    uint8_t out8[4] = {0};
    size_t bad = 0;
    int idx = -1, lo = 0;
    uint64_t seen = 0;
    char name[3];

    CHECK(oe_eval_high(OE_OMAHA, h, 3, b, 5) == OE_ERR_COUNT);
    CHECK(oe_eval_high(OE_OMAHA, h, 5, b, 5) == OE_ERR_COUNT);
    CHECK(oe_eval_high(OE_GAME_AUTO, h, 3, b, 5) == OE_ERR_COUNT);
    CHECK(oe_eval_high(OE_OMAHA, h, 4, b, 2) == OE_ERR_COUNT);
    CHECK(oe_eval_high(OE_OMAHA, h, 4, b, 6) == OE_ERR_COUNT);
    CHECK(oe_eval_high(OE_OMAHA, h, -1, b, 5) == OE_ERR_COUNT);
    CHECK(oe_eval_high(3, h, 3, b, 5) == OE_ERR_GAME);
    CHECK(oe_eval_high(7, h, 7, b, 5) == OE_ERR_GAME);
    CHECK(oe_eval_high(-1, h, 4, b, 5) == OE_ERR_GAME);
    CHECK(oe_eval_low(OE_HOLDEM, h, 2, b, 5) == OE_ERR_GAME);
    CHECK(oe_eval_low(OE_GAME_AUTO, h, 2, b, 5) == OE_ERR_GAME);
    CHECK(oe_eval_hilo(OE_HOLDEM, h, 2, b, 5, &lo) == OE_ERR_GAME);
    CHECK(oe_eval_high(OE_OMAHA, NULL, 4, b, 5) == OE_ERR_NULL);
    CHECK(oe_eval_high(OE_OMAHA, h, 4, NULL, 5) == OE_ERR_NULL);
    CHECK(oe_eval_hilo(OE_OMAHA, h, 4, b, 5, NULL) == OE_ERR_NULL);
    CHECK(oe_best_high(OE_OMAHA, h, 4, b, 5, NULL, NULL) == OE_ERR_NULL);
    CHECK(oe_best_low(OE_OMAHA, h, 4, b, 5, NULL) == OE_ERR_NULL);
    CHECK(oe_eval5(NULL) == OE_ERR_NULL);
    CHECK(oe_eval_cards(h, 4) == OE_ERR_COUNT && oe_eval_cards(h, 8) == OE_ERR_COUNT);
    CHECK(oe_eval_cards(NULL, 5) == OE_ERR_NULL);

    h[1] = 52;
    CHECK(oe_eval_high(OE_OMAHA, h, 4, b, 5) == OE_ERR_RANGE);
    CHECK(oe_eval5(h) == OE_ERR_RANGE);
    h[1] = 255;
    CHECK(oe_eval_low(OE_OMAHA, h, 4, b, 5) == OE_ERR_RANGE);
    h[1] = 0;
    CHECK(oe_eval_high(OE_OMAHA, h, 4, b, 5) == OE_ERR_DUPLICATE);
    h[1] = 14; /* on the board too */
    CHECK(oe_eval_high(OE_OMAHA, h, 4, b, 5) == OE_ERR_DUPLICATE);
    CHECK(oe_best_high(OE_OMAHA, h, 4, b, 5, used, NULL) == OE_ERR_DUPLICATE);
    CHECK(oe_eval_hilo(OE_OMAHA, h, 4, b, 5, &lo) == OE_ERR_DUPLICATE);
    h[1] = 1;

    CHECK(oe_cards_check(h, 6, &seen, &idx) == OE_OK && seen == 0x3F);
    CHECK(oe_cards_check(b, 5, &seen, &idx) == OE_OK);
    CHECK(oe_cards_check(h, 1, &seen, &idx) == OE_ERR_DUPLICATE && idx == 0);
    CHECK(oe_cards_check(h, -1, NULL, NULL) == OE_ERR_COUNT);
    CHECK(oe_cards_check(NULL, 1, NULL, NULL) == OE_ERR_NULL);
    CHECK(oe_cards_check(NULL, 0, NULL, NULL) == OE_OK);

    CHECK(oe_cards_parse("As Xd", 5, out8, 4, &bad) == OE_ERR_SYNTAX && bad == 3);
    CHECK(oe_cards_parse("AsKdQhJcTs", 10, out8, 4, &bad) == OE_ERR_TOO_MANY && bad == 8);
    CHECK(oe_cards_parse("As", 2, out8, -1, NULL) == OE_ERR_ARGUMENT);
    CHECK(oe_cards_parse(NULL, 2, out8, 4, NULL) == OE_ERR_NULL);
    CHECK(oe_cards_parse(NULL, 0, NULL, 0, NULL) == 0);
    CHECK(oe_cards_parse("10s", 3, out8, 4, NULL) == 1 && out8[0] == 8 * 4 + 3);
    CHECK(oe_card_name(52, name) == OE_ERR_RANGE && oe_card_name(-1, name) == OE_ERR_RANGE);
    CHECK(oe_card_name(51, NULL) == OE_ERR_NULL);
    CHECK(oe_card_name(51, name) == OE_OK && strcmp(name, "As") == 0);
    CHECK(oe_card_name(0, name) == OE_OK && strcmp(name, "2c") == 0);
    CHECK(oe_hand_category(0) == OE_ERR_ARGUMENT && oe_hand_category(7463) == OE_ERR_ARGUMENT);

    CHECK(oe_eval_high_batch(OE_OMAHA, h, 4, b, 5, 2, 1, out16, &bad) == OE_ERR_ARGUMENT);
    CHECK(oe_eval_high_batch(OE_OMAHA, h, 5, b, 5, 1, 1, out16, &bad) == OE_ERR_COUNT);
    CHECK(oe_eval_high_batch(OE_GAME_AUTO, h, 3, b, 5, 1, 1, out16, &bad) == OE_ERR_COUNT);
    CHECK(oe_eval_high_batch(9, h, 9, b, 5, 1, 1, out16, &bad) == OE_ERR_GAME);
    CHECK(oe_eval_high_batch(OE_OMAHA, h, 4, b, 6, 1, 1, out16, &bad) == OE_ERR_COUNT);
    CHECK(oe_eval_high_batch(OE_OMAHA, h, 4, b, 5, 1, 1, NULL, &bad) == OE_ERR_NULL);
    CHECK(oe_eval_high_batch(OE_OMAHA, NULL, 4, NULL, 5, 1, 0, NULL, NULL) == OE_OK);
    CHECK(oe_eval_low_batch(OE_HOLDEM, h, 2, b, 5, 0, 1, out8, &bad) == OE_ERR_GAME);
    /* a bad second row: the first is written, the rest untouched */
    {
        uint8_t holes[12] = {0, 1, 2, 3, 4, 5, 6, 4, 20, 21, 22, 23};
        memset(out16, 0, sizeof out16);
        CHECK(oe_eval_high_batch(OE_OMAHA, holes, 4, b, 5, 0, 3, out16, &bad) == OE_ERR_DUPLICATE);
        CHECK(bad == 1 && out16[0] > 0 && out16[1] == 0 && out16[2] == 0);
        holes[5] = 60;
        CHECK(oe_eval_low_batch(OE_OMAHA, holes, 4, b, 5, 0, 3, out8, &bad) == OE_ERR_RANGE && bad == 1);
    }
    for (int code = OE_ERR_NO_DEAL; code <= OE_OK; code++)
        CHECK(oe_strerror(code) != NULL && strlen(oe_strerror(code)) > 0);
    CHECK(oe_strerror(-1000) != NULL && oe_strerror(7) != NULL);
}

/* Batch = single, best = eval, hilo = high + low, table = functions. */
static void test_consistency(void)
{
    enum { N = 400 };
    static uint8_t holes[N * 6], boards[N * 5];
    static uint16_t hb[N];
    static uint8_t lb[N];
    const int games[] = {OE_HOLDEM, OE_OMAHA, OE_OMAHA5, OE_OMAHA6};
    const oe_api_table *api = oe_api();
    for (int g = 0; g < 4; g++)
        for (int nboard = 3; nboard <= 5; nboard++) {
            int nhole = games[g];
            uint8_t c[11], used[5];
            size_t bad = 0;
            for (int i = 0; i < N; i++) {
                deal(c, nhole + nboard);
                memcpy(holes + i * nhole, c, (size_t)nhole);
                memcpy(boards + i * nboard, c + nhole, (size_t)nboard);
            }
            CHECK(oe_eval_high_batch(games[g], holes, nhole, boards, nboard, 1, N, hb, &bad) == OE_OK);
            if (nhole > 2)
                CHECK(oe_eval_low_batch(OE_GAME_AUTO, holes, nhole, boards, nboard, 1, N, lb, &bad) == OE_OK);
            for (int i = 0; i < N; i++) {
                const uint8_t *h = holes + i * nhole, *b = boards + i * nboard;
                int v = oe_eval_high(games[g], h, nhole, b, nboard), from = -1;
                CHECK(v >= 1 && v <= 7462 && v == hb[i]);
                CHECK(api->eval_high(OE_GAME_AUTO, h, nhole, b, nboard) == v);
                CHECK(oe_best_high(games[g], h, nhole, b, nboard, used, &from) == v);
                CHECK(oe_eval5(used) == v && from >= 0 && from <= 2);
                if (nhole == 2)
                    continue;
                CHECK(from == 2);
                int lo = oe_eval_low(games[g], h, nhole, b, nboard), lo2 = -1;
                CHECK(lo == lb[i] && lo == api->eval_low(games[g], h, nhole, b, nboard));
                CHECK(oe_eval_hilo(games[g], h, nhole, b, nboard, &lo2) == v && lo2 == lo);
                if (lo) {
                    int mask = 0;
                    CHECK(oe_best_low(games[g], h, nhole, b, nboard, used) == lo);
                    for (int k = 0; k < 5; k++)
                        mask |= used[k] >= 48 ? 1 : used[k] < 28 ? 2 << (used[k] >> 2) : 256;
                    CHECK(mask == lo);
                }
            }
        }
}

static double absd(double x)
{
    return x < 0 ? -x : x;
}

/* Equity: a turn worked out by hand, ranges = weighted single hands,
   Monte Carlo near exact and reproducible, one-against-many, errors. */
static void test_equity(void)
{
    uint8_t aa[4], kk[2], board[4], omaha[12], oboard[3];
    uint32_t weights[2] = {1, 3};
    oe_equity_request rq;
    oe_equity_result res, res2, single;
    oe_equity_player each[3];
    uint64_t boards[3];
    cards("AsAhAdAc", aa);
    cards("KsKh", kk);
    cards("2c7d9cQd", board);
    memset(&rq, 0, sizeof rq);
    rq.game = OE_HOLDEM;
    rq.nplayers = 2;
    rq.players[0].hands = aa;
    rq.players[0].n = 1;
    rq.players[1].hands = kk;
    rq.players[1].n = 1;
    rq.board = board;
    rq.nboard = 4;
    /* 44 rivers: only the two other kings save KK; no straight or flush */
    CHECK(oe_equity_exact(&rq, &res) == OE_OK && res.exact == 1 && res.boards == 44);
    CHECK(absd(res.players[0].equity - 42.0 / 44) < 1e-12 && absd(res.players[1].equity - 2.0 / 44) < 1e-12);
    CHECK(absd(res.players[0].win - 42.0 / 44) < 1e-12 && res.players[0].tie == 0 && res.players[0].std_error == 0);
    single = res;

    /* a range: AsAh weight 1, AdAc weight 3 (the same outs by symmetry) */
    rq.players[0].n = 2;
    rq.players[0].weights = weights;
    CHECK(oe_equity_exact(&rq, &res) == OE_OK && res.boards == 44 * 4);
    CHECK(absd(res.players[0].equity - single.players[0].equity) < 1e-12);

    /* preflop Omaha ranges, where the job builds each hand's river-row table
       once for all its combinations: the weighted mean of the matchups */
    {
        uint8_t mine[8], theirs[4];
        uint32_t w2[2] = {1, 2};
        oe_equity_request orq;
        oe_equity_result one;
        double num = 0, den = 0;
        cards("AsAhKsKhQdJdTc9c", mine);
        cards("8h8d7s6s", theirs);
        memset(&orq, 0, sizeof orq);
        orq.game = OE_OMAHA;
        orq.nplayers = 2;
        orq.players[1].hands = theirs;
        orq.players[1].n = 1;
        orq.players[0].n = 1;
        for (int i = 0; i < 2; i++) {
            orq.players[0].hands = mine + 4 * i;
            CHECK(oe_equity_exact(&orq, &one) == OE_OK);
            num += w2[i] * one.players[0].equity * one.boards;
            den += w2[i] * one.boards;
        }
        orq.players[0].hands = mine;
        orq.players[0].n = 2;
        orq.players[0].weights = w2;
        CHECK(oe_equity_exact(&orq, &one) == OE_OK && one.boards == den);
        CHECK(absd(one.players[0].equity - num / den) < 1e-12);
    }

    CHECK(oe_equity_sample(&rq, 20000, 7, &res) == OE_OK && res.exact == 0 && res.boards == 20000);
    CHECK(res.players[0].std_error > 0 &&
          absd(res.players[0].equity - single.players[0].equity) < 5 * res.players[0].std_error);
    CHECK(oe_equity_sample(&rq, 20000, 7, &res2) == OE_OK && memcmp(&res, &res2, sizeof res) == 0);
    rq.players[1].hands = NULL; /* KK -> any hand */
    rq.players[1].n = 0;
    CHECK(oe_equity_sample(&rq, 5000, 1, &res) == OE_OK && res.players[0].equity > 0.8);
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_ARGUMENT); /* a random hand: Monte Carlo only */

    /* one against many: AsAh against KsKh, KdKc and As Kd (shares the ace) */
    {
        uint8_t opp[6];
        cards("KsKhKdKcAsKd", opp);
        rq.players[0].n = 1;
        rq.players[0].weights = NULL;
        rq.players[1].hands = opp;
        rq.players[1].n = 3;
        CHECK(oe_equity_each(&rq, each, boards) == OE_OK);
        CHECK(boards[0] == 44 && boards[1] == 44 && boards[2] == 0 && each[2].equity == 0);
        CHECK(absd(each[0].equity - single.players[0].equity) < 1e-12);
        rq.players[1].n = 1;
        rq.players[1].hands = opp + 4; /* As Kd only: nothing to deal */
        CHECK(oe_equity_exact(&rq, &res) == OE_ERR_NO_DEAL);
        CHECK(oe_equity_sample(&rq, 10, 1, &res) == OE_ERR_NO_DEAL);
        rq.players[1].hands = kk;
    }

    /* Omaha Hi-Lo, three players on the flop: the shares add up to the pot */
    cards("Ah2d3cKs" "8h8d9c9s" "4h5dJsTs", omaha);
    cards("6c7cQh", oboard);
    memset(&rq, 0, sizeof rq);
    rq.game = OE_OMAHA;
    rq.hilo = 1;
    rq.nplayers = 3;
    for (int p = 0; p < 3; p++) {
        rq.players[p].hands = omaha + 4 * p;
        rq.players[p].n = 1;
    }
    rq.board = oboard;
    rq.nboard = 3;
    CHECK(oe_equity_exact(&rq, &res) == OE_OK && res.boards == 666); /* C(37, 2) */
    CHECK(absd(res.players[0].equity + res.players[1].equity + res.players[2].equity - 1) < 1e-9);
    CHECK(res.players[0].low > 0 && res.players[1].low == 0);
    CHECK(oe_api()->equity_exact(&rq, &res2) == OE_OK && memcmp(&res, &res2, sizeof res) == 0);

    /* errors */
    CHECK(oe_equity_exact(NULL, &res) == OE_ERR_NULL && oe_equity_exact(&rq, NULL) == OE_ERR_NULL);
    CHECK(oe_equity_sample(&rq, 0, 1, &res) == OE_ERR_ARGUMENT);
    rq.game = OE_HOLDEM;
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_GAME); /* Hi-Lo Hold'em */
    rq.game = 3;
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_GAME);
    rq.game = OE_OMAHA;
    rq.nboard = 2;
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_COUNT);
    rq.nboard = 3;
    rq.nplayers = 0;
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_COUNT);
    rq.nplayers = 11;
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_COUNT);
    rq.nplayers = 3;
    rq.dead = omaha; /* Ah: not on the board, but player 1 holds it: that hand is skipped */
    rq.ndead = 1;
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_NO_DEAL);
    rq.dead = oboard; /* a board card also dead */
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_DUPLICATE);
    rq.ndead = 0;
    omaha[1] = 77;
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_RANGE);
    omaha[1] = omaha[0];
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_DUPLICATE); /* within one hand */
    cards("2d", omaha + 1);
    weights[0] = 0;
    rq.players[0].weights = weights;
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_ARGUMENT);
    rq.players[0].weights = NULL;
    rq.players[0].hands = NULL;
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_NULL);
    CHECK(oe_equity_each(&rq, each, NULL) == OE_ERR_COUNT); /* three players */
    rq.players[0].hands = omaha;
    rq.game = OE_OMAHA6;
    rq.nplayers = 8; /* 48 hole cards + 3 on the board + 2 to come > 52 */
    for (int p = 3; p < 8; p++)
        rq.players[p] = rq.players[0];
    CHECK(oe_equity_exact(&rq, &res) == OE_ERR_COUNT);
}

/* One deal per line in, one result line out (see the top of the file). */
static int run_stdin(void)
{
    int game, nhole, nboard, line = 0;
    while (scanf("%d %d", &game, &nhole) == 2) {
        uint8_t h[8], b[8], used[5], lused[5] = {0, 0, 0, 0, 0}, lb = 0;
        uint16_t hb = 0;
        int v, from = 0, lo, x;
        line++;
        if (nhole < 0 || nhole > 8)
            return fprintf(stderr, "line %d: bad hole count\n", line), 2;
        for (int i = 0; i < nhole; i++)
            if (scanf("%d", &x) != 1)
                return 2;
            else
                h[i] = (uint8_t)x;
        if (scanf("%d", &nboard) != 1 || nboard < 0 || nboard > 8)
            return 2;
        for (int i = 0; i < nboard; i++)
            if (scanf("%d", &x) != 1)
                return 2;
            else
                b[i] = (uint8_t)x;
        memset(used, 0, 5);
        v = oe_best_high(game, h, nhole, b, nboard, used, &from);
        lo = oe_best_low(game, h, nhole, b, nboard, lused);
        int hs = oe_eval_high_batch(game, h, nhole, b, nboard, 0, 1, &hb, NULL);
        int ls = oe_eval_low_batch(game, h, nhole, b, nboard, 0, 1, &lb, NULL);
        printf("%d %d %d", v, lo, from);
        for (int k = 0; k < 5; k++)
            printf(" %d", used[k]);
        for (int k = 0; k < 5; k++)
            printf(" %d", lo > 0 ? lused[k] : 0);
        printf(" %d %d\n", hs == OE_OK ? hb : hs, ls == OE_OK ? lb : ls);
    }
    return 0;
}

/* Canonical hand indexing: known counts, suit relabelling, the round trip,
   the table, and every documented error. */
/* The job plan (since 1.4): the method, the refusals, the counters and
   their fractions, the table's entries. The golden test
   (golden_test.c) checks the counters against Python's. */
static void test_plan(void)
{
    uint8_t h[8], board[5];
    oe_equity_request rq;
    oe_equity_estimate est;
    oe_equity_counts counts, again;
    oe_equity_result res, sampled;
    memset(&rq, 0, sizeof rq);
    cards("AsAhKsKh" "QdQcJdJc", h);
    rq.game = OE_OMAHA;
    rq.nplayers = 2;
    rq.players[0].hands = h;
    rq.players[0].n = 1;
    rq.players[1].hands = h + 4;
    rq.players[1].n = 1;
    CHECK(oe_equity_plan(&rq, 0, &est) == OE_OK && est.method == OE_METHOD_TUPLES && est.refused == 0);
    CHECK(est.seconds > 0 && est.chunks == 1);
    /* a million trials: one matchup's 1,086,008 boards are quicker exact */
    CHECK(oe_equity_plan(&rq, 2000000, &est) == OE_OK && est.method == OE_METHOD_TUPLES);
    CHECK(oe_equity_plan(&rq, 1000, &est) == OE_OK && est.method == OE_METHOD_SAMPLE && est.chunks == 1);
    CHECK(oe_equity_plan(&rq, 40000, &est) == OE_OK && est.chunks == 3);
    CHECK(oe_equity_plan(&rq, UINT64_MAX / 2, &est) == OE_OK && est.refused == OE_REFUSED_TRIALS);
    CHECK(oe_equity_run(&rq, UINT64_MAX / 2, 1, &counts) == OE_ERR_TOO_LONG);
    CHECK(strcmp(oe_strerror(OE_ERR_TOO_LONG), "unknown status code") != 0);

    /* Monte Carlo: run's counters are oe_equity_sample's, chunk by chunk */
    CHECK(oe_equity_run(&rq, 40000, 9, &counts) == OE_OK && counts.method == OE_METHOD_SAMPLE);
    CHECK(counts.nplayers == 2 && counts.seed == 9 && counts.words[2 * 2 * OE_EQUITY_COUNTERS] == 40000);
    CHECK(oe_equity_run(&rq, 40000, 9, &again) == OE_OK && memcmp(&counts, &again, sizeof counts) == 0);
    CHECK(oe_equity_fractions(&counts, &res) == OE_OK && res.exact == 0 && res.boards == 40000);
    CHECK(oe_equity_sample(&rq, 40000, 9, &sampled) == OE_OK && memcmp(&res, &sampled, sizeof res) == 0);
    CHECK(oe_api()->equity_run(&rq, 40000, 9, &again) == OE_OK && memcmp(&counts, &again, sizeof counts) == 0);

    /* exact: the counters' fractions are oe_equity_exact's */
    cards("2c7d3h5s", board);
    rq.board = board;
    rq.nboard = 4;
    CHECK(oe_equity_run(&rq, 0, 0, &counts) == OE_OK && counts.method == OE_METHOD_TUPLES);
    CHECK(counts.words[2 * 2 * OE_EQUITY_COUNTERS] == 40 && counts.seed == 0);
    CHECK(oe_equity_fractions(&counts, &res) == OE_OK && oe_equity_exact(&rq, &sampled) == OE_OK);
    CHECK(memcmp(&res, &sampled, sizeof res) == 0);

    /* two ranges on a turn: the sweep; its counters are the tuples' */
    {
        uint8_t r2[16];
        cards("AsAhKsKh" "QdQcJdJc", r2); /* cards() reads at most 12 a call */
        cards("9s9h8s8h" "JsTs9d8d", r2 + 8);
        rq.players[0].hands = r2;
        rq.players[0].n = 2;
        rq.players[1].hands = r2 + 8;
        rq.players[1].n = 2;
        CHECK(oe_equity_plan(&rq, 0, &est) == OE_OK && est.method == OE_METHOD_SWEEP);
        CHECK(oe_api()->equity_plan(&rq, 0, &est) == OE_OK && est.method == OE_METHOD_SWEEP);
        CHECK(oe_equity_run(&rq, 0, 0, &counts) == OE_OK && counts.method == OE_METHOD_SWEEP);
        CHECK(oe_equity_exact(&rq, &sampled) == OE_OK && oe_api()->equity_fractions(&counts, &res) == OE_OK);
        CHECK(res.boards == sampled.boards && absd(res.players[0].equity - sampled.players[0].equity) < 1e-12);
    }
    /* oe_equity_exact refuses what the plan refuses: AsAhKsKh against two
       preflop ranges of 1,500 hands is 2.25 million combinations, past an
       hour on one core by the plan's estimate (every hand holds card 0, so
       that a walk of them, were it not refused, would end at once with
       OE_ERR_NO_DEAL) */
    {
        static uint8_t many[1500 * 4];
        uint8_t aces[4];
        int n = 0;
        cards("AsAhKsKh", aces);
        for (int d = 3; d < 52 && n < 1500; d++)
            for (int c = 2; c < d && n < 1500; c++)
                for (int b = 1; b < c && n < 1500; b++) {
                        uint8_t hand[4] = {0, (uint8_t)b, (uint8_t)c, (uint8_t)d};
                        int clash = 0;
                        for (int i = 0; i < 4; i++)
                            for (int j = 0; j < 4; j++) clash |= hand[i] == aces[j];
                        if (!clash) memcpy(many + 4 * n++, hand, 4);
                }
        oe_equity_request big;
        memset(&big, 0, sizeof big);
        big.game = OE_OMAHA;
        big.nplayers = 3;
        big.players[0].hands = aces;
        big.players[0].n = 1;
        big.players[1].hands = many;
        big.players[1].n = 1500;
        big.players[2].hands = many;
        big.players[2].n = 1500;
        CHECK(n == 1500);
        CHECK(oe_equity_plan(&big, 0, &est) == OE_OK && est.refused == OE_REFUSED_EXACT);
        CHECK(oe_equity_exact(&big, &res) == OE_ERR_TOO_LONG);
        CHECK(oe_api()->equity_exact(&big, &res) == OE_ERR_TOO_LONG);
        big.players[2].n = 10; /* 15,000 combinations: about 30 s, not refused (plan only) */
        CHECK(oe_equity_plan(&big, 0, &est) == OE_OK && est.refused == OE_REFUSED_NONE);
    }
    /* errors */
    CHECK(oe_equity_plan(NULL, 0, &est) == OE_ERR_NULL && oe_equity_plan(&rq, 0, NULL) == OE_ERR_NULL);
    CHECK(oe_equity_run(&rq, 0, 0, NULL) == OE_ERR_NULL && oe_equity_fractions(NULL, &res) == OE_ERR_NULL);
    counts.nplayers = 0;
    CHECK(oe_equity_fractions(&counts, &res) == OE_ERR_ARGUMENT);
    rq.nboard = 2;
    CHECK(oe_equity_plan(&rq, 0, &est) == OE_ERR_COUNT && oe_equity_run(&rq, 5, 1, &counts) == OE_ERR_COUNT);
}

static void test_index(void)
{
    oe_indexer *ix = NULL, *board = NULL;
    uint64_t count = 0, index = 0, again = 0;
    uint32_t size = 0, size2 = 0;
    uint8_t deal[9], back[9], relabelled[9];
    size_t bad = 99;
    CHECK(oe_indexer_new(OE_HOLDEM, OE_INDEX_BY_STREET, &ix) == OE_OK);
    static const uint64_t holdem[4] = {169, 1286792, 55190538, 2428287420u};
    for (int r = 0; r < 4; r++)
        CHECK(oe_indexer_count(ix, r, &count) == OE_OK && count == holdem[r]);
    oe_indexer_free(ix);
    CHECK(oe_indexer_new(OE_OMAHA, OE_INDEX_BY_STREET, &ix) == OE_OK);
    CHECK(oe_indexer_count(ix, 0, &count) == OE_OK && count == 16432);
    CHECK(oe_indexer_cards(ix, 3) == 9);
    CHECK(cards("AsAhKsKh2c3d4h5s6s", deal) == 9);
    CHECK(oe_index(ix, deal, 9, &index, &size) == 3 && size == 24);
    for (int i = 0; i < 9; i++) /* clubs <-> spades, hearts <-> diamonds */
        relabelled[i] = (uint8_t)((deal[i] & ~3) | (3 - (deal[i] & 3)));
    CHECK(oe_index(ix, relabelled, 9, &again, NULL) == 3 && again == index);
    CHECK(oe_unindex(ix, 3, index, back, &size2) == 9 && size2 == size);
    CHECK(oe_index(ix, back, 9, &again, NULL) == 3 && again == index);
    CHECK(oe_api()->index(ix, deal, 9, &again, NULL) == 3 && again == index);
    uint64_t out[2] = {0, 0};
    uint8_t rows[18], sizes[2];
    memcpy(rows, deal, 9);
    memcpy(rows + 9, relabelled, 9);
    CHECK(oe_index_batch(ix, 3, rows, 2, out, sizes, &bad) == OE_OK && out[0] == index && out[1] == index);
    CHECK(oe_unindex_batch(ix, 3, out, 2, rows, sizes, &bad) == OE_OK && memcmp(rows, back, 9) == 0);
    /* errors */
    CHECK(oe_index(ix, deal, 7, &index, NULL) == 1);
    CHECK(oe_index(ix, deal, 8, &index, NULL) == 2);
    CHECK(oe_index(ix, deal, 6, &index, NULL) == OE_ERR_COUNT);
    CHECK(oe_index(NULL, deal, 9, &index, NULL) == OE_ERR_NULL);
    rows[9 + 4] = rows[9 + 5];
    CHECK(oe_index_batch(ix, 3, rows, 2, out, NULL, &bad) == OE_ERR_DUPLICATE && bad == 1);
    deal[0] = 52;
    CHECK(oe_index(ix, deal, 9, &index, NULL) == OE_ERR_RANGE);
    CHECK(oe_indexer_count(ix, 4, &count) == OE_ERR_ARGUMENT);
    CHECK(oe_indexer_count(ix, 3, &count) == OE_OK && count == UINT64_C(389802959832));
    CHECK(oe_unindex(ix, 3, count, back, NULL) == OE_ERR_ARGUMENT);
    out[1] = count;
    CHECK(oe_unindex_batch(ix, 3, out, 2, rows, NULL, &bad) == OE_ERR_ARGUMENT && bad == 1);
    CHECK(oe_indexer_new(OE_GAME_AUTO, OE_INDEX_BY_STREET, &board) == OE_ERR_GAME && board == NULL);
    CHECK(oe_indexer_new(OE_OMAHA, 2, &board) == OE_ERR_ARGUMENT);
    CHECK(oe_indexer_new(OE_COURCHEVEL, OE_INDEX_BY_BOARD, &board) == OE_OK);
    CHECK(oe_indexer_cards(board, 0) == 6 && oe_indexer_cards(board, 1) == 8);
    oe_indexer_free(board);
    oe_indexer_free(ix);
    oe_indexer_free(NULL);
}

/* Short Deck and ICM through the table (since 1.3) = the functions. */
static void test_table_short_deck_icm(void)
{
    const oe_api_table *api = oe_api();
    const uint8_t hole[2] = {51, 46}, board[5] = {41, 36, 31, 26, 16};   /* As Kh, Qd Jc 9s 8h 6c */
    const uint8_t holes[4] = {51, 50, 47, 46}, flop[3] = {39, 34, 28};    /* AsAh KsKh, Js Th 9c */
    const double stacks[3] = {5000, 3000, 2000}, payouts[3] = {50, 30, 20};
    double eq1[2], eq2[2], icm1[3], icm2[3];
    uint64_t b1 = 0, b2 = 0;
    CHECK(api->size >= offsetof(oe_api_table, icm) + sizeof api->icm);
    for (int rules = 0; rules <= 1; rules++)
        CHECK(api->shortdeck_eval(rules, hole, board, 5) == oe_shortdeck_eval(rules, hole, board, 5));
    CHECK(api->shortdeck_eval(0, hole, board, 5) >= 1 && api->shortdeck_eval(0, hole, board, 5) <= 1404);
    CHECK(api->shortdeck_equity(0, holes, 2, flop, 3, 0, 0, 0, eq1, &b1) == OE_OK);
    CHECK(oe_shortdeck_equity(0, holes, 2, flop, 3, 0, 0, 0, eq2, &b2) == OE_OK);
    CHECK(b1 == b2 && b1 > 0 && eq1[0] == eq2[0] && eq1[1] == eq2[1]);
    CHECK(api->icm(stacks, 3, payouts, 3, OE_ICM_AUTO, icm1, NULL) == OE_OK);
    CHECK(oe_icm(stacks, 3, payouts, 3, OE_ICM_AUTO, icm2, NULL) == OE_OK);
    CHECK(memcmp(icm1, icm2, sizeof icm1) == 0 && icm1[1] > 32.7499 && icm1[1] < 32.7501);
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--stdin") == 0)
        return run_stdin();
    test_version();
    test_standard_values();
    test_rules();
    test_best();
    test_errors();
    test_consistency();
    test_equity();
    test_plan();
    test_index();
    test_table_short_deck_icm();
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    printf("omaha_eval %s: all checks passed\n", oe_version());
    return 0;
}

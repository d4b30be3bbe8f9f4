/* The public C API (omaha_eval/include/omaha_eval.h): thin wrappers that
   check every argument and then call the internal modules, whose functions
   trust their callers. Internal headers come first: the public header then
   skips the status codes that oe_cards.h already defines. */
#include "oe_batch.h"
#include "oe_cards.h"
#include "oe_holdem.h"
#include "oe_low.h"
#include "oe_omaha.h"
#include "oe_tables.h"

/* Compiled into a program or the Python extension rather than as the
   shared library: nothing to export or import. */
#if !defined(OE_BUILDING_LIBRARY) && !defined(OE_STATIC)
#define OE_STATIC 1
#endif
#include "../omaha_eval/include/omaha_eval.h"

#include <string.h>

/* The shared codes must agree with the public header's documented values
   (a negative array size fails the build otherwise). */
typedef char oe_status_codes_agree[(OE_OK == 0 && OE_ERR_RANGE == -1 && OE_ERR_DUPLICATE == -2 &&
                                    OE_ERR_SYNTAX == -3 && OE_ERR_TOO_MANY == -4)
                                       ? 1
                                       : -1];

#define OE_STR2(x) #x
#define OE_STR(x) OE_STR2(x)

const char *oe_version(void)
{
    return OE_STR(OE_VERSION_MAJOR) "." OE_STR(OE_VERSION_MINOR) "." OE_STR(OE_VERSION_PATCH);
}

const char *oe_strerror(int status)
{
    switch (status) {
    case OE_OK: return "success";
    case OE_ERR_RANGE: return "a card outside 0..51";
    case OE_ERR_DUPLICATE: return "the same card twice";
    case OE_ERR_SYNTAX: return "text that is not a card";
    case OE_ERR_TOO_MANY: return "more cards than the output holds";
    case OE_ERR_COUNT: return "a wrong number of cards for the game or street";
    case OE_ERR_GAME: return "an unknown game, or a low asked of Hold'em";
    case OE_ERR_NULL: return "a NULL pointer where cards or an output are needed";
    case OE_ERR_ARGUMENT: return "an argument out of its range";
    case OE_ERR_MEMORY: return "out of memory";
    case OE_ERR_NO_DEAL: return "no way to deal the hands without a shared card";
    case OE_ERR_TOO_LONG: return "a job estimated past the limits: exact past an hour (pass trials) or Monte Carlo past a day";
    default: return status > 0 ? "not an error (a result)" : "unknown status code";
    }
}

/* ---- cards ---------------------------------------------------------------- */

int oe_cards_parse(const char *text, size_t len, uint8_t *out, int cap, size_t *bad_offset)
{
    size_t bad = 0;
    if (cap < 0)
        return OE_ERR_ARGUMENT;
    if ((text == NULL && len > 0) || (out == NULL && cap > 0))
        return OE_ERR_NULL;
    int n = oe_parse_cards(text, len, out, cap, &bad);
    if (n < 0 && bad_offset != NULL)
        *bad_offset = bad;
    return n;
}

int oe_cards_check(const uint8_t *cards, int n, uint64_t *seen, int *bad_index)
{
    uint64_t mask = seen != NULL ? *seen : 0;
    int bad = 0;
    if (n < 0)
        return OE_ERR_COUNT;
    if (cards == NULL && n > 0)
        return OE_ERR_NULL;
    int err = oe_check_cards(cards, n, &mask, &bad);
    if (err != OE_OK) {
        if (bad_index != NULL)
            *bad_index = bad;
        return err;
    }
    if (seen != NULL)
        *seen = mask;
    return OE_OK;
}

int oe_card_name(int card, char out[3])
{
    if (out == NULL)
        return OE_ERR_NULL;
    if (card < 0 || card >= OE_NCARDS)
        return OE_ERR_RANGE;
    out[0] = "23456789TJQKA"[OE_RANK(card)];
    out[1] = "cdhs"[OE_SUIT(card)];
    out[2] = '\0';
    return OE_OK;
}

/* ---- single hands ------------------------------------------------------- */

/* Checks n distinct valid cards (none in *seen), adding them to *seen. */
static int check(const uint8_t *cards, int n, uint64_t *seen)
{
    int bad;
    return oe_check_cards(cards, n, seen, &bad);
}

int oe_eval5(const uint8_t cards[5])
{
    uint64_t seen = 0;
    if (cards == NULL)
        return OE_ERR_NULL;
    int err = check(cards, 5, &seen);
    return err != OE_OK ? err : oe_rank5(cards[0], cards[1], cards[2], cards[3], cards[4]);
}

int oe_eval_cards(const uint8_t *cards, int n)
{
    uint64_t seen = 0;
    if (n < 5 || n > 7)
        return OE_ERR_COUNT;
    if (cards == NULL)
        return OE_ERR_NULL;
    int err = check(cards, n, &seen);
    return err != OE_OK ? err : oe_holdem_high(cards, n);
}

/* Checks a deal for the game: returns the game with the hole count filled
   in (2, 4, 5 or 6) or an error. `low`: the caller wants an Omaha low. */
static int check_deal(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                      int low)
{
    uint64_t seen = 0;
    int err;
    if (game == OE_GAME_AUTO) {
        if (nhole != 2 && (nhole < 4 || nhole > 6))
            return OE_ERR_COUNT;
        game = nhole;
    } else if (game != OE_HOLDEM && (game < OE_OMAHA || game > OE_OMAHA6)) {
        return OE_ERR_GAME;
    }
    if (low && game == OE_HOLDEM)
        return OE_ERR_GAME;
    if (nhole != game || nboard < 3 || nboard > 5)
        return OE_ERR_COUNT;
    if (hole == NULL || board == NULL)
        return OE_ERR_NULL;
    if ((err = check(hole, nhole, &seen)) != OE_OK || (err = check(board, nboard, &seen)) != OE_OK)
        return err;
    return game;
}

int oe_eval_high(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard)
{
    uint8_t cards[7];
    game = check_deal(game, hole, nhole, board, nboard, 0);
    if (game < 0)
        return game;
    if (game == OE_HOLDEM) {
        memcpy(cards, hole, 2);
        memcpy(cards + 2, board, (size_t)nboard);
        return oe_holdem_high(cards, 2 + nboard);
    }
    return oe_omaha_high(hole, nhole, board, nboard);
}

int oe_eval_low(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard)
{
    game = check_deal(game, hole, nhole, board, nboard, 1);
    return game < 0 ? game : oe_omaha_low(hole, nhole, board, nboard);
}

int oe_eval_hilo(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                 int *low)
{
    int lo = 0;
    if (low == NULL)
        return OE_ERR_NULL;
    game = check_deal(game, hole, nhole, board, nboard, 1);
    if (game < 0)
        return game;
    int high = oe_omaha_hilo(hole, nhole, board, nboard, &lo);
    *low = lo;
    return high;
}

/* ---- which cards made the hand ------------------------------------------ */

int oe_best_high(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                 uint8_t used[5], int *from_hole)
{
    uint8_t cards[7], pos[5];
    int value, nfrom = 2;
    if (used == NULL)
        return OE_ERR_NULL;
    game = check_deal(game, hole, nhole, board, nboard, 0);
    if (game < 0)
        return game;
    if (game == OE_HOLDEM) {
        memcpy(cards, hole, 2);
        memcpy(cards + 2, board, (size_t)nboard);
        value = oe_holdem_best(cards, 2 + nboard, pos); /* positions, increasing */
        nfrom = 0;
        for (int i = 0; i < 5; i++) {
            used[i] = cards[pos[i]];
            nfrom += pos[i] < 2;
        }
    } else {
        value = oe_omaha_best(hole, nhole, board, nboard, pos, pos + 2);
        used[0] = hole[pos[0]];
        used[1] = hole[pos[1]];
        for (int i = 2; i < 5; i++)
            used[i] = board[pos[i]];
    }
    if (from_hole != NULL)
        *from_hole = nfrom;
    return value;
}

int oe_best_low(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                uint8_t used[5])
{
    uint8_t pos[5];
    if (used == NULL)
        return OE_ERR_NULL;
    game = check_deal(game, hole, nhole, board, nboard, 1);
    if (game < 0)
        return game;
    int low = oe_omaha_low_best(hole, nhole, board, nboard, pos, pos + 2);
    if (low) {
        used[0] = hole[pos[0]];
        used[1] = hole[pos[1]];
        for (int i = 2; i < 5; i++)
            used[i] = board[pos[i]];
    }
    return low;
}

int oe_hand_category(int value)
{
    if (value < 1 || value > 7462)
        return OE_ERR_ARGUMENT;
    int category = OE_STRAIGHT_FLUSH; /* oe_category_first runs from the strongest */
    for (int i = 1; i < 9 && value >= oe_category_first[i]; i++)
        category--;
    return category;
}

/* ---- many hands --------------------------------------------------------- */

/* Checks what the batch loops trust: the game, the counts, the pointers. */
static int check_batch(int game, const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                       int board_step, size_t n, const void *out, int low)
{
    if (game != OE_GAME_AUTO && game != OE_HOLDEM && (game < OE_OMAHA || game > OE_OMAHA6))
        return OE_ERR_GAME;
    if (game == OE_GAME_AUTO ? nhole != 2 && (nhole < 4 || nhole > 6) : nhole != game)
        return OE_ERR_COUNT;
    if (low && nhole == 2)
        return OE_ERR_GAME;
    if (nboard < 3 || nboard > 5)
        return OE_ERR_COUNT;
    if (board_step != 0 && board_step != 1)
        return OE_ERR_ARGUMENT;
    if (n > 0 && (holes == NULL || boards == NULL || out == NULL))
        return OE_ERR_NULL;
    return OE_OK;
}

int oe_eval_high_batch(int game, const uint8_t *holes, int nhole, const uint8_t *boards,
                       int nboard, int board_step, size_t n, uint16_t *out, size_t *bad_row)
{
    size_t bad = 0;
    int err = check_batch(game, holes, nhole, boards, nboard, board_step, n, out, 0);
    if (err == OE_OK && n > 0)
        err = oe_batch_high(holes, nhole, boards, nboard, board_step, n, out, &bad);
    if (err != OE_OK && bad_row != NULL)
        *bad_row = bad;
    return err;
}

int oe_eval_low_batch(int game, const uint8_t *holes, int nhole, const uint8_t *boards,
                      int nboard, int board_step, size_t n, uint8_t *out, size_t *bad_row)
{
    size_t bad = 0;
    int err = check_batch(game, holes, nhole, boards, nboard, board_step, n, out, 1);
    if (err == OE_OK && n > 0)
        err = oe_batch_low(holes, nhole, boards, nboard, board_step, n, out, &bad);
    if (err != OE_OK && bad_row != NULL)
        *bad_row = bad;
    return err;
}

/* ---- the table ------------------------------------------------------------ */

static const oe_api_table table = {
    sizeof(oe_api_table),
    OE_VERSION_NUMBER,
    oe_version,
    oe_strerror,
    oe_cards_parse,
    oe_cards_check,
    oe_card_name,
    oe_eval5,
    oe_eval_cards,
    oe_eval_high,
    oe_eval_low,
    oe_eval_hilo,
    oe_best_high,
    oe_best_low,
    oe_hand_category,
    oe_eval_high_batch,
    oe_eval_low_batch,
    oe_equity_exact,
    oe_equity_sample,
    oe_equity_each,
    oe_range_equity,
    oe_indexer_new,
    oe_indexer_free,
    oe_indexer_cards,
    oe_indexer_count,
    oe_index,
    oe_unindex,
    oe_index_batch,
    oe_unindex_batch,
    oe_solve_new,
    oe_solve_free,
    oe_solve_run,
    oe_solve_nodes,
    oe_solve_node,
    oe_solve_strategy,
    oe_solve_values,
    oe_shortdeck_eval,
    oe_shortdeck_equity,
    oe_icm,
    oe_solve_strategy_at,
    oe_solve_values_at,
    oe_equity_plan,
    oe_equity_run,
    oe_equity_fractions,
    oe_solve_lock,
};

const oe_api_table *oe_api(void)
{
    return &table;
}

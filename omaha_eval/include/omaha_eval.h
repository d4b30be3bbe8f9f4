/* omaha_eval.h: the public C API of omaha-eval, a poker hand evaluator for
   Omaha (4, 5 or 6 hole cards, high and 8-or-better low) and Texas Hold'em.

   This is the only header other programs include. It is plain C99 and
   needs nothing but the C library; the library is built by CMake
   (find_package(omaha_eval), pkg-config omaha_eval) or is reached from a
   Cython extension through omaha_eval/capi.pxd (see docs/c-api.md).

   Conventions
   - Card: rank * 4 + suit, rank 0 = deuce .. 12 = ace, suit 0 = clubs,
     1 = diamonds, 2 = hearts, 3 = spades ("2c" = 0, "As" = 51).
   - High value: 1 = royal flush .. 7462 = 7-5-4-3-2 high; lower is better
     (the numbering of Cactus Kev, treys and phevaluator).
   - Low value (8 or better): the 8-bit mask of the five low ranks, bit 0 =
     ace .. bit 7 = eight; smaller is better (A-2-3-4-5 = 31); 0 = no low.
   - Every function returns a value >= 0 on success, or a negative OE_ERR_*
     code (oe_strerror names it). Every input is checked: no input, however
     bad, makes a function read or write outside the buffers it was given.

   Thread safety: the library has no mutable global state (its tables are
   const) and no function allocates or locks. Every function may be called
   from any number of threads at once, as long as the output buffers of
   concurrent calls do not overlap.

   Versioning: OE_VERSION_* is the version of this C API, its own ABI
   version (semantic versioning, independent of the project's version,
   OE_PROJECT_VERSION below). A release that
   removes or changes anything declared here raises the major version (and
   the shared library's SONAME); additions raise the minor version; the
   oe_api_table struct only grows at its end. */
#ifndef OMAHA_EVAL_H
#define OMAHA_EVAL_H

#include <stddef.h>
#include <stdint.h>

#define OE_VERSION_MAJOR 1
#define OE_VERSION_MINOR 4
#define OE_VERSION_PATCH 0
/* The project's one version (the Python package's, omaha_eval/_version.py,
   and the JavaScript package's): which release this header came with. */
#define OE_PROJECT_VERSION "0.1.0"
/* MAJOR * 10000 + MINOR * 100 + PATCH, for #if comparisons. */
#define OE_VERSION_NUMBER (OE_VERSION_MAJOR * 10000 + OE_VERSION_MINOR * 100 + OE_VERSION_PATCH)

/* OE_API marks the exported functions. Define OE_STATIC when linking the
   static library (the CMake target omaha_eval::omaha_eval_static does it for
   you); the library's own build defines OE_BUILDING_LIBRARY. */
#if defined(OE_STATIC)
#define OE_API
#elif defined(_WIN32) || defined(__CYGWIN__)
#if defined(OE_BUILDING_LIBRARY)
#define OE_API __declspec(dllexport)
#else
#define OE_API __declspec(dllimport)
#endif
#elif defined(OE_BUILDING_LIBRARY) && (defined(__GNUC__) || defined(__clang__))
#define OE_API __attribute__((visibility("default")))
#else
#define OE_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- status codes --------------------------------------------------------
   The first five have the same names and values as the core's internal
   oe_cards.h, which is why they are skipped when that header came first. */
#ifndef OE_CARDS_H
enum {
    OE_OK = 0,
    OE_ERR_RANGE = -1,     /* a card outside 0..51 */
    OE_ERR_DUPLICATE = -2, /* the same card twice in one call */
    OE_ERR_SYNTAX = -3,    /* text that is not a card */
    OE_ERR_TOO_MANY = -4   /* more cards than the output holds */
};
#endif
enum {
    OE_ERR_COUNT = -5,   /* a wrong number of cards for the game or street */
    OE_ERR_GAME = -6,    /* an unknown game, or a low asked of Hold'em */
    OE_ERR_NULL = -7,     /* a NULL pointer where cards or an output are needed */
    OE_ERR_ARGUMENT = -8, /* another argument out of its range */
    OE_ERR_MEMORY = -9,   /* out of memory (equity over large ranges) */
    OE_ERR_NO_DEAL = -10, /* no way to deal the players' hands without a shared card */
    OE_ERR_TOO_LONG = -11 /* a job estimated past the plan's limits (since 1.4; oe_equity_plan) */
};

/* ---- games ---------------------------------------------------------------
   A game is the number of hole cards it deals. Courchevel is evaluated as
   OE_OMAHA5; Hi-Lo games use oe_eval_high and oe_eval_low (or oe_eval_hilo). */
enum {
    OE_GAME_AUTO = 0, /* implied by the hole count: 2 Hold'em, 4/5/6 Omaha */
    OE_HOLDEM = 2,    /* best five of the 2 hole + 3..5 board cards */
    OE_OMAHA = 4,     /* exactly 2 of the hole cards with exactly 3 of the board */
    OE_OMAHA5 = 5,
    OE_OMAHA6 = 6
};

/* ---- hand categories (oe_hand_category); a stronger one is larger -------- */
enum {
    OE_HIGH_CARD = 0,
    OE_PAIR = 1,
    OE_TWO_PAIR = 2,
    OE_THREE_OF_A_KIND = 3,
    OE_STRAIGHT = 4,
    OE_FLUSH = 5,
    OE_FULL_HOUSE = 6,
    OE_FOUR_OF_A_KIND = 7,
    OE_STRAIGHT_FLUSH = 8
};

/* ---- version and errors ----------------------------------------------- */

/* "MAJOR.MINOR.PATCH" of the library actually loaded (compare with the
   OE_VERSION_* macros of the header compiled against). */
OE_API const char *oe_version(void);
/* A short English description of a status code; never NULL. */
OE_API const char *oe_strerror(int status);

/* ---- cards -------------------------------------------------------------- */

/* Parses card text of `len` bytes ("AsKd", "As Kd", "10s", "a♠ k♦" in UTF-8,
   commas allowed) into out[0..cap). Returns the number of cards, or
   OE_ERR_SYNTAX / OE_ERR_TOO_MANY with the byte offset of the offending card
   in *bad_offset (may be NULL). Duplicates are not checked (oe_cards_check). */
OE_API int oe_cards_parse(const char *text, size_t len, uint8_t *out, int cap, size_t *bad_offset);
/* Checks n cards: each in 0..51, none repeated, none already in *seen (a
   mask, bit `card`; may be NULL). On OE_OK adds them to *seen; else returns
   OE_ERR_RANGE or OE_ERR_DUPLICATE with the position in *bad_index (may be
   NULL) and leaves *seen unchanged. */
OE_API int oe_cards_check(const uint8_t *cards, int n, uint64_t *seen, int *bad_index);
/* Writes the two-character name of a card ("As") and a NUL to out[0..3). */
OE_API int oe_card_name(int card, char out[3]);

/* ---- single hands ------------------------------------------------------ */

/* The high value of exactly five cards. */
OE_API int oe_eval5(const uint8_t cards[5]);
/* The high value of the best five of n = 5, 6 or 7 cards (Hold'em's ranker). */
OE_API int oe_eval_cards(const uint8_t *cards, int n);
/* The high value of a hand: hole cards (as many as the game deals; 2, 4, 5
   or 6 with OE_GAME_AUTO) and a board of 3 (flop), 4 (turn) or 5 (river)
   cards, all distinct. */
OE_API int oe_eval_high(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard);
/* The 8-or-better low of an Omaha hand (exactly two hole and three board
   cards of five different ranks, eight or lower): the mask, or 0 for none.
   OE_ERR_GAME for Hold'em. */
OE_API int oe_eval_low(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard);
/* High and low of an Omaha hand in one pass: returns the high value and
   stores the low mask (0 for none) in *low. */
OE_API int oe_eval_hilo(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                        int *low);

/* ---- which cards made the hand ----------------------------------------- */

/* As oe_eval_high, and writes the five cards (card numbers) that make the
   hand to used[0..5): first those from the hole, then those from the board,
   each in the order given; *from_hole (may be NULL) receives how many came
   from the hole (always 2 in Omaha; 0..2 in Hold'em). */
OE_API int oe_best_high(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                        uint8_t used[5], int *from_hole);
/* As oe_eval_low; when there is a low, writes its two hole cards then its
   three board cards to used[0..5) (each in the order given); untouched when
   the result is 0. */
OE_API int oe_best_low(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                       uint8_t used[5]);
/* The category (OE_HIGH_CARD .. OE_STRAIGHT_FLUSH) of a high value 1..7462. */
OE_API int oe_hand_category(int value);

/* ---- many hands -------------------------------------------------------- */

/* Row i of `holes` (n rows of nhole cards) with row i of `boards` (n rows of
   nboard cards) when board_step is 1, or with the single board row for
   every hand when board_step is 0. Each row is checked as it is reached: on
   a bad row the loop stops and returns its error with the row in *bad_row
   (may be NULL), the outputs before it written, the rest untouched. Returns
   OE_OK when all n rows were evaluated. With n = 0 the pointers may be NULL. */
OE_API int oe_eval_high_batch(int game, const uint8_t *holes, int nhole, const uint8_t *boards,
                              int nboard, int board_step, size_t n, uint16_t *out, size_t *bad_row);
/* 8-or-better low masks (0 = none) of Omaha rows, as oe_eval_high_batch. */
OE_API int oe_eval_low_batch(int game, const uint8_t *holes, int nhole, const uint8_t *boards,
                             int nboard, int board_step, size_t n, uint8_t *out, size_t *bad_row);

/* ---- equity -------------------------------------------------------------
   All-in equity of 1 to OE_EQUITY_MAX_PLAYERS players, each holding one
   hand or a range (hands with integer weights): exact over every remaining
   board (and, for ranges, every compatible combination of hands, weighted by
   the product of their weights), or Monte Carlo, reproducible from a seed.
   A call runs on the calling thread; calls may run on many threads at once. */
#define OE_EQUITY_MAX_PLAYERS 10

/* One player's hands: n hands of the game's hole count, hand i in
   hands[i * nhole ..]; weights (n values >= 1) or NULL for all 1. A single
   hand is a range with n = 1. hands = NULL with n = 0 means any hand (a
   random hand from the deck): Monte Carlo only. A hand that shares a card
   with the board, the dead cards or another player's hand is skipped. */
typedef struct oe_range {
    const uint8_t *hands;
    const uint32_t *weights;
    size_t n;
} oe_range;

typedef struct oe_equity_request {
    int game;    /* OE_HOLDEM, OE_OMAHA, OE_OMAHA5 or OE_OMAHA6 */
    int hilo;    /* 1: the pot is split with the 8-or-better low (Omaha only) */
    int nplayers;
    oe_range players[OE_EQUITY_MAX_PLAYERS];
    const uint8_t *board; /* 0, 3, 4 or 5 known board cards (or 1 with OE_OMAHA5: Courchevel, since 1.4) */
    int nboard;
    const uint8_t *dead;  /* cards that will not come (may be NULL when ndead is 0) */
    int ndead;
} oe_equity_request;

/* Fractions of the boards (weighted over hands for ranges). */
typedef struct oe_equity_player {
    double equity;    /* the expected share of the pot, 0..1 */
    double win;       /* takes the whole pot alone */
    double tie;       /* shares the high, or the low */
    double high;      /* wins or shares the high */
    double low;       /* wins or shares the low (Hi-Lo only, else 0) */
    double scoop;     /* the whole pot alone (Hi-Lo: both halves) */
    double std_error; /* of equity: Monte Carlo only, 0 when exact */
} oe_equity_player;

typedef struct oe_equity_result {
    int nplayers;
    int exact;     /* 1: every board enumerated; 0: Monte Carlo */
    double boards; /* boards scored: exact, the weighted count; else the trials */
    oe_equity_player players[OE_EQUITY_MAX_PLAYERS];
} oe_equity_result;

/* Exact equity. Costs about (combinations of hands) x (remaining boards).
   Since 1.4 a job the plan refuses (oe_equity_plan with trials 0: exact
   estimated past an hour on one core) is OE_ERR_TOO_LONG, as in Python. */
OE_API int oe_equity_exact(const oe_equity_request *request, oe_equity_result *result);
/* Monte Carlo: `trials` deals (hands drawn in proportion to their weights,
   combinations that share a card drawn again, then a random board), the
   same for the same seed on every platform. Since 1.4 in the chunks of the
   job plan (below), players read as the plan reads them: the same counters
   as oe_equity_run's Monte Carlo, and as the Python package's. */
OE_API int oe_equity_sample(const oe_equity_request *request, uint64_t trials, uint64_t seed,
                            oe_equity_result *result);
/* One hand against each hand of a range, heads-up and exact: player 1 holds
   one hand, player 2 the range; out[i] is player 1's result against hand i
   of the range, and boards[i] (may be NULL) the number of boards, 0 when
   hand i shares a card with player 1, the board or the dead cards (out[i]
   is then all 0). Sizes: player 2's n. */
OE_API int oe_equity_each(const oe_equity_request *request, oe_equity_player *out, uint64_t *boards);

/* Two ranges heads-up on a flop, turn or river (nboard 3 to 5), exact, by
   sorted sweeps with card removal (since 1.1): each board to come sorts both
   ranges by value once, so the cost is about (hands of both ranges) x
   (boards), not their product. result: the two ranges' equities, as
   oe_equity_exact gives them (the same numbers). each1, each2: NULL, or one
   entry per hand of player 1's / player 2's range: that hand's result
   against the other range (fractions of the weight of the other range's
   hands that share no card with it, over every board), all 0 for a hand
   that meets none; boards1, boards2: NULL, or per hand that weight (the
   other range's weights times boards; doubles, as they may pass 2^64).
   OE_ERR_COUNT unless nplayers is 2 and nboard 3..5; OE_ERR_NO_DEAL when
   no pair of hands is possible. */
OE_API int oe_range_equity(const oe_equity_request *request, oe_equity_result *result,
                           oe_equity_player *each1, double *boards1, oe_equity_player *each2,
                           double *boards2);

/* ---- the job plan (since 1.4) ---------------------------------------------
   The choice omaha_eval.equity and the JavaScript module make, written once
   in the core: exact (two ranges on a flop, turn or river by the sweep of
   oe_range_equity, else every combination of hands) or Monte Carlo, a
   one-core estimate, the limits that refuse a job (exact past an hour, or
   trials past a day), and the chunks a job is cut into. Players are read as
   Python reads them: a player with n = 1 holds that hand, and its cards,
   the board's and the dead cards are removed from the other ranges (a
   range with equal weights is a range without weights); n = 0 with hands =
   NULL is any hand. Monte Carlo chunk k is OE_EQUITY_TRIALS_PER_CHUNK
   trials of random stream k of the seed, so the same job with the same
   seed gives the same counters as the Python package and the JavaScript
   module, bit for bit. */
#define OE_EQUITY_TRIALS_PER_CHUNK 16384
#define OE_EQUITY_COUNTERS 8 /* per player, below */

enum { OE_METHOD_SWEEP = 1, OE_METHOD_TUPLES = 2, OE_METHOD_SAMPLE = 3 };
enum {
    OE_REFUSED_NONE = 0,
    OE_REFUSED_TRIALS = 1,      /* Monte Carlo estimated past a day on one core */
    OE_REFUSED_EXACT = 2,       /* exact combinations estimated past an hour: pass trials */
    OE_REFUSED_SWEEP = 3,       /* the sweep estimated past an hour: pass trials */
    OE_REFUSED_SWEEP_MEMORY = 4 /* the sweep's tables past 2 GiB: pass trials */
};

typedef struct oe_equity_estimate {
    int method;     /* OE_METHOD_*: what oe_equity_run does */
    int refused;    /* OE_REFUSED_*: why oe_equity_run would refuse it */
    double seconds; /* rough one-core estimate of the method */
    uint64_t chunks; /* the units of work the job is cut into */
} oe_equity_estimate;

/* Integer counters of a job. Per player OE_EQUITY_COUNTERS 128-bit numbers,
   each a (low, high) pair of words: pot share (units of 1/5040 of a pot),
   its square, high wins, high ties, low wins, low ties, scoops, ties; then
   the boards (exact: weighted by the hands' weights; Monte Carlo: the
   trials). words[2 * (p * OE_EQUITY_COUNTERS + k)] is player p's counter k. */
typedef struct oe_equity_counts {
    int nplayers;
    int method;    /* OE_METHOD_* that ran */
    uint64_t seed; /* Monte Carlo: the seed; else 0 */
    uint64_t words[(OE_EQUITY_MAX_PLAYERS * OE_EQUITY_COUNTERS + 1) * 2];
} oe_equity_counts;

/* The plan of a job: trials = 0 asks for exact, else Monte Carlo with that
   many trials unless exact is estimated quicker. Returns OE_OK (a refused
   job too: see plan->refused) or an error in the request. */
OE_API int oe_equity_plan(const oe_equity_request *request, uint64_t trials, oe_equity_estimate *plan);
/* Runs the plan's method on the calling thread: the counters as Python's
   EquityResult.counters has them. OE_ERR_TOO_LONG for a refused job. */
OE_API int oe_equity_run(const oe_equity_request *request, uint64_t trials, uint64_t seed,
                         oe_equity_counts *counts);
/* The fractions of oe_equity_result from counters. */
OE_API int oe_equity_fractions(const oe_equity_counts *counts, oe_equity_result *result);

/* ---- canonical hand indexing (since 1.2) ---------------------------------
   One dense number per suit-isomorphism class of deals: two deals get the
   same index exactly when a relabelling of the four suits turns one into the
   other, and the indices of a round are 0 .. count-1 with no gaps (after
   Waugh, "A Fast and Optimal Hand Isomorphism Algorithm", 2013). Rounds: 0
   preflop (the hole cards), 1 flop (+3), 2 turn (+1), 3 river (+1). A deal
   is its cards in order: the hole cards, then the board as dealt. By street
   (OE_INDEX_BY_STREET) the flop's cards, the turn and the river are kept
   apart, as a game tree needs; by board (OE_INDEX_BY_BOARD) the board is one
   set. Courchevel (OE_COURCHEVEL, indexing only) deals the first board card
   with the five hole cards: its preflop deal is 6 cards, and by street its
   flop adds the other two flop cards. An indexer holds its tables (built
   once, some kilobytes per round); a const indexer may be used from any
   number of threads. */
#define OE_COURCHEVEL 7 /* indexing only: five hole cards and the first board card */
enum {
    OE_INDEX_BY_STREET = 0, /* hole, flop, turn, river: each its own group */
    OE_INDEX_BY_BOARD = 1   /* hole, then the board as one set */
};
#ifndef OE_INDEX_H
typedef struct oe_indexer oe_indexer;
#endif

/* Builds the indexer of a game (OE_HOLDEM, OE_OMAHA, OE_OMAHA5, OE_OMAHA6 or
   OE_COURCHEVEL) in *out (free it with oe_indexer_free). OE_ERR_GAME,
   OE_ERR_ARGUMENT (an ordering other than the two), OE_ERR_MEMORY. */
OE_API int oe_indexer_new(int game, int ordering, oe_indexer **out);
/* Frees an indexer (NULL is ignored). */
OE_API void oe_indexer_free(oe_indexer *indexer);
/* The number of cards of a deal of `round` (0..3). */
OE_API int oe_indexer_cards(const oe_indexer *indexer, int round);
/* The number of classes of `round` in *count: its indices are 0..count-1. */
OE_API int oe_indexer_count(const oe_indexer *indexer, int round, uint64_t *count);
/* The index of a deal of ncards distinct cards (the round is the one with
   that many cards; returned on success) in *index, and in *class_size (may
   be NULL) how many deals its class holds (24 over the suit permutations
   that fix the deal: 1 .. 24). */
OE_API int oe_index(const oe_indexer *indexer, const uint8_t *cards, int ncards, uint64_t *index,
                    uint32_t *class_size);
/* The canonical deal of an index (< the round's count) into
   cards[0 .. oe_indexer_cards(round)) (returned on success): hole cards then
   each street, each group in increasing card order, the suits taken in the
   order spades, hearts, diamonds, clubs. class_size may be NULL. */
OE_API int oe_unindex(const oe_indexer *indexer, int round, uint64_t index, uint8_t *cards,
                      uint32_t *class_size);
/* n deals of round `round` (row i at cards[i * oe_indexer_cards(round)]) to
   out[0..n) and class_sizes[0..n) (may be NULL). A bad row stops the loop:
   its error, its row in *bad_row (may be NULL), the rows before it written. */
OE_API int oe_index_batch(const oe_indexer *indexer, int round, const uint8_t *cards, size_t n,
                          uint64_t *out, uint8_t *class_sizes, size_t *bad_row);
/* n indices of round `round` to their canonical deals (rows of
   oe_indexer_cards(round) cards) and class sizes (may be NULL); an index out
   of range is OE_ERR_ARGUMENT at *bad_row. */
OE_API int oe_unindex_batch(const oe_indexer *indexer, int round, const uint64_t *index, size_t n,
                            uint8_t *cards, uint8_t *class_sizes, size_t *bad_row);

/* ---- the range language (docs/ranges.md; since 1.3; not in oe_api_table) 
   ProPokerTools' generic syntax ("AA$ds", "KQJT-T987:$ds!AAA", "15%",
   "AA@10,KK@5") for Hold'em (also its shorthand, "AKs,QQ+"), Omaha with 4,
   5 or 6 cards and Courchevel (5). A text is parsed once into an oe_range_parsed
   (immutable: any number of threads may expand it at once), then expanded
   to the hands of the game it holds and their weights (1..100; 1 for every
   hand when the text gives none). Percent ranges ("15%", "5%-15%", "10%6h")
   cut an ordering of starting hands that the caller reads from a file or a
   buffer (oe_range_ordering_read*): the full-ring one for "N%", the
   six-handed one for "N%6h". Unlike the rest of this API these functions
   allocate (a parse: about 50 bytes per character of text, at most
   100,000 characters; an expansion: a byte per hand of the game, one more
   per level of parentheses being evaluated). Errors come back as a status
   and, where err is not NULL, an oe_range_error: the message names the bad
   text and what was expected, and column (1-based, in characters of the
   text as written) points at it; hint may add a suggestion. */
typedef struct oe_range_parsed oe_range_parsed;
#ifndef OE_RANGE_ORDERING_H
typedef struct oe_range_ordering oe_range_ordering;
#endif
#ifndef OE_RANGE_ERROR_DEFINED
#define OE_RANGE_ERROR_DEFINED
typedef struct oe_range_error {
    int code;          /* the status returned */
    int column;        /* 1-based place in the text; 0 when not at a place */
    char message[512]; /* NUL-terminated, cut with "..." to fit */
    char hint[512];    /* may be empty */
} oe_range_error;
#endif

/* Parses len bytes of UTF-8 text for a game (OE_HOLDEM, OE_OMAHA,
   OE_OMAHA5, OE_OMAHA6 or OE_COURCHEVEL) into *out (free it with
   oe_range_parsed_free). OE_ERR_SYNTAX: not a range of the game (err says where
   and why); OE_ERR_GAME, OE_ERR_NULL, OE_ERR_MEMORY. */
OE_API int oe_range_parse(const char *text, size_t len, int game, oe_range_parsed **out, oe_range_error *err);
/* Frees a range (NULL is ignored). */
OE_API void oe_range_parsed_free(oe_range_parsed *range);
/* The cards per hand (2, 4, 5 or 6); 1 if the text gives weights, else 0. */
OE_API int oe_range_parsed_hole_cards(const oe_range_parsed *range);
OE_API int oe_range_parsed_weighted(const oe_range_parsed *range);
/* The hands of the range that hold none of the ndead dead cards: rows of
   hole-cards cards, highest card first, in colex order of the hands (the
   order of the Python package's Range.hands; an oe_range for equity can
   point at them, with the weights widened), into hands (cap rows) and
   their weights into weights (cap bytes; may be NULL). *count gets the
   number of hands; when it exceeds cap, the first cap are written and
   OE_ERR_TOO_MANY is returned (call again with room for *count). ring and
   six: the orderings for "N%" and "N%6h" (NULL where there is none:
   OE_ERR_ARGUMENT if the text needs it). OE_ERR_RANGE / OE_ERR_DUPLICATE
   for bad dead cards. */
OE_API int oe_range_expand(const oe_range_parsed *range, const oe_range_ordering *ring, const oe_range_ordering *six,
                           const uint8_t *dead, int ndead, uint8_t *hands, uint8_t *weights, size_t cap,
                           size_t *count, oe_range_error *err);
/* The range as one byte per hand of the game (C(52, hole cards) bytes in
   size), index = the colex index of the hand's cards c0 < c1 < ...:
   C(c0,1) + C(c1,2) + ...; 0 = not in the range, else its weight. */
OE_API int oe_range_dense(const oe_range_parsed *range, const oe_range_ordering *ring, const oe_range_ordering *six,
                          uint8_t *dense, size_t size, oe_range_error *err);
/* An ordering from its compact form (len bytes): "OEORDER1", a byte with
   the hole-card count, three zero bytes, the class count as a little-endian
   uint32, then one hand per class, best class first (any hand of the
   class; python -m omaha_eval.ranges.c_parser --write-ordering writes the
   shipped ones). Free it with oe_range_ordering_free; a made ordering may
   be shared by any number of threads. */
OE_API int oe_range_ordering_read(const void *data, size_t len, oe_range_ordering **out, oe_range_error *err);
/* The same, read from a file. */
OE_API int oe_range_ordering_read_file(const char *path, oe_range_ordering **out, oe_range_error *err);
/* An ordering from every hand in order (nhands rows of hole_cards cards)
   and the hands in each class, best class first (they add up to nhands). */
OE_API int oe_range_ordering_from_hands(int hole_cards, const uint8_t *hands, size_t nhands,
                                        const uint64_t *class_sizes, size_t nclasses, oe_range_ordering **out,
                                        oe_range_error *err);
OE_API void oe_range_ordering_free(oe_range_ordering *ordering);
/* Board ranges (docs/ranges.md "Boards"; since 1.4): the same language
   describing flops (cards = 3), turns (4) and rivers (5). The first three
   pattern cards match the flop in any order, the fourth is the turn and the
   fifth the river by position; variables and braces are shared across the
   board ("RONR": an unpaired flop that pairs on the turn); percent ranges
   describe no board (OE_ERR_SYNTAX). Lists the boards that hold none of
   the ndead dead cards and their weights into *out (free it with
   oe_board_list_free): ordered by the turn, then the river (card number),
   then the flop in colex order, each row the flop highest card first, then
   the turn and river, as the Python package's board_range. Rows are ordered
   turn-river pairs, so "*" on the river lists 22,100 x 49 x 48 boards
   (about 312 MB); the work is a fill of the 22,100 flops per pattern for
   each turn-river pair that changes the flop patterns (every pair for
   "RRONR", one for "xxx"), a second for the longest texts. OE_ERR_SYNTAX
   (err says where and why), OE_ERR_ARGUMENT (cards not 3..5), OE_ERR_RANGE /
   OE_ERR_DUPLICATE (bad dead cards), OE_ERR_NULL, OE_ERR_MEMORY. */
typedef struct oe_board_list {
    size_t count;     /* boards */
    int cards;        /* cards per board: 3, 4 or 5 */
    uint8_t *boards;  /* count rows of `cards` cards */
    uint8_t *weights; /* count weights, 1..100 (1 where the text gives none) */
} oe_board_list;
OE_API int oe_board_range(const char *text, size_t len, int cards, const uint8_t *dead, int ndead,
                          oe_board_list **out, oe_range_error *err);
/* Frees a list of boards (NULL is ignored). */
OE_API void oe_board_list_free(oe_board_list *list);
/* ---- end of the range language -------------------------------------------- */

/* ---- Short Deck Hold'em (since 1.3; also in oe_api_table) ----------------
   Two hole cards from the 36-card deck, cards 16..51 (sixes to aces); a
   card below 16 is OE_ERR_RANGE. Values: 1 = royal flush ... 1404, lower is
   better, in the order of the rule set: A-6-7-8-9 the lowest straight, a
   flush above a full house, and trips above a straight (OE_SHORTDECK_TRIPS)
   or below it (OE_SHORTDECK_STRAIGHTS). */
enum { OE_SHORTDECK_TRIPS = 0, OE_SHORTDECK_STRAIGHTS = 1 };
OE_API int oe_shortdeck_eval(int rules, const uint8_t hole[2], const uint8_t *board, int nboard);
/* Equity of 2..10 fixed hands (2 cards each) on 0, 3, 4 or 5 board cards,
   dead: a mask of cards that cannot come; every runout (trials 0) or
   `trials` random ones from `seed`. equity[p]: player p's pot share;
   *boards (may be NULL): runouts counted. */
OE_API int oe_shortdeck_equity(int rules, const uint8_t *holes, int nplayers, const uint8_t *board, int nboard,
                               uint64_t dead, uint64_t trials, uint64_t seed, double *equity, uint64_t *boards);

/* ---- tournament equity: ICM (since 1.3; also in oe_api_table) --------------
   Malmuth-Harville: equity[i] = sum over the paid places k of P(player i
   finishes k-th) * payouts[k]; places (may be NULL): n * paid of those
   probabilities, player-major. Stacks > 0, 1 <= paid <= n. OE_ICM_AUTO:
   the exact subset program up to 20 players, then the exponential-clock
   integral (within 1e-9 of exact). */
enum { OE_ICM_AUTO = 0, OE_ICM_SUBSETS = 1, OE_ICM_INTEGRAL = 2 };
OE_API int oe_icm(const double *stacks, int n, const double *payouts, int paid, int method, double *equity,
                  double *places);
/* ---- the river solver (since 1.3; turns since 1.4) -------------------------
   Discounted CFR over a heads-up river betting tree with exact card removal
   (docs/solver.md). Unlike the rest of this API a solver allocates (all of
   it in oe_solve_new) and holds state: one solver may not be used by two
   threads at once, while different solvers may run side by side. Player 0
   is out of position and acts first. Nodes are numbered 0 (the root) up;
   a node's children are numbered first_child .. first_child + nchildren - 1. */
typedef struct oe_solve_handle oe_solve_handle;

typedef struct oe_solve_sizes {
    int n;              /* sizes, at most 8, increasing within a kind */
    double value[8];
    int kind[8];        /* 0: a share of the pot (a raise: of the pot after the call); 1: a multiple of the bet faced */
    int allin;          /* an all-in option too (pot-limit: the maximum) */
} oe_solve_sizes;

typedef struct oe_solve_request {
    int game, hilo;                 /* OE_HOLDEM, OE_OMAHA, OE_OMAHA5, OE_OMAHA6; hilo: 8-or-better */
    const uint8_t *board;           /* 5 cards */
    double pot, stack;              /* chips in the pot; the effective stack behind */
    size_t n[2];                    /* hands per player */
    const uint8_t *hands[2];        /* n[p] rows of the game's hole cards, none on the board */
    const float *weights[2];        /* n[p] weights >= 0 */
    oe_solve_sizes bets[2], raises[2];  /* per player */
    int raise_cap;                  /* raises after the bet */
    int pot_limit, donk;            /* donk 0: player 0 only checks first */
    double allin_threshold;         /* a bet leaving less than this share of the stack is all-in */
    double min_bet;                 /* the smallest bet (chips, > 0) */
    double rake, rake_cap;          /* a share of every pot, at most rake_cap (0: no cap) */
    int threads;                    /* the answer is the same whatever the count */
    size_t memory_limit;            /* bytes; 0: none */
    /* since 1.4 (zero: a river, as before) */
    int nboard;                     /* 4: a turn, every river card dealt (board then holds 4 cards); 0 or 5: a river */
    uint64_t dead;                  /* dead cards, bit (rank * 4 + suit): in no hand, never the river */
} oe_solve_request;

typedef struct oe_solve_node_info {
    int kind;           /* 0 a decision, 1 a fold, 2 a showdown, 3 the river's deal (since 1.4) */
    int player;         /* who acts (a fold: who folded) */
    int nchildren, first_child, parent;
    int action;         /* how the node was reached: 0 root, 1 fold, 2 check, 3 call, 4 bet, 5 raise, 6 all-in,
                           7 the river card (since 1.4) */
    double amount;      /* a bet or raise: the actor's total on the street */
    double put[2];      /* chips each player has put in since the root */
} oe_solve_node_info;

/* Builds a solver (OE_ERR_MEMORY past memory_limit or out of memory;
   OE_ERR_ARGUMENT for a bad tree, weight or size; OE_ERR_NO_DEAL when no
   pair of hands can be dealt without a shared card). */
OE_API int oe_solve_new(const oe_solve_request *request, oe_solve_handle **out);
OE_API void oe_solve_free(oe_solve_handle *solver);
/* Iterates to `target` exploitability (a share of the pot) or
   max_iterations in all; progress (may be NULL) is called every 10
   iterations (sooner when the trend says the target is near) and stops
   the solve by returning nonzero. Writes the
   exploitability reached. */
OE_API int oe_solve_run(oe_solve_handle *solver, int max_iterations, double target,
                        int (*progress)(void *ctx, int iteration, double exploitability), void *ctx,
                        double *exploitability);
/* The number of nodes, and one node. */
OE_API int oe_solve_nodes(const oe_solve_handle *solver);
OE_API int oe_solve_node(const oe_solve_handle *solver, int node, oe_solve_node_info *info);
/* A decision's average strategy: nchildren * n[player] values, action-major. */
OE_API int oe_solve_strategy(const oe_solve_handle *solver, int node, float *out);
/* Per hand of `player` at a node: EV (chips), showdown equity, and the
   opponent weight it meets (each may not be NULL; n[player] values). */
OE_API int oe_solve_values(oe_solve_handle *solver, int node, int player, double *ev, double *equity,
                           double *weight);
/* The same on a turn (since 1.4) at a node below the deal, for the river
   `card` (-1 above it): hands are the request's, and a hand holding the
   card gets zeros. The plain calls are these with card -1. */
OE_API int oe_solve_strategy_at(const oe_solve_handle *solver, int node, int card, float *out);
OE_API int oe_solve_values_at(oe_solve_handle *solver, int node, int card, int player, double *ev,
                              double *equity, double *weight);

/* ---- the API as a table of function pointers -----------------------------
   For programs that load the library at run time (one symbol to look up)
   and for the Python package, which hands this table to other extensions in
   the capsule "omaha_eval.core._core._C_API" (omaha_eval/capi.pxd). Check `size`
   before using a member added after version 1.0. */
typedef struct oe_api_table {
    uint32_t size;    /* sizeof(oe_api_table) in the library that filled it */
    uint32_t version; /* OE_VERSION_NUMBER of that library */
    const char *(*version_string)(void);
    const char *(*strerror)(int status);
    int (*cards_parse)(const char *text, size_t len, uint8_t *out, int cap, size_t *bad_offset);
    int (*cards_check)(const uint8_t *cards, int n, uint64_t *seen, int *bad_index);
    int (*card_name)(int card, char out[3]);
    int (*eval5)(const uint8_t cards[5]);
    int (*eval_cards)(const uint8_t *cards, int n);
    int (*eval_high)(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard);
    int (*eval_low)(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard);
    int (*eval_hilo)(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                     int *low);
    int (*best_high)(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                     uint8_t used[5], int *from_hole);
    int (*best_low)(int game, const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                    uint8_t used[5]);
    int (*hand_category)(int value);
    int (*eval_high_batch)(int game, const uint8_t *holes, int nhole, const uint8_t *boards,
                           int nboard, int board_step, size_t n, uint16_t *out, size_t *bad_row);
    int (*eval_low_batch)(int game, const uint8_t *holes, int nhole, const uint8_t *boards,
                          int nboard, int board_step, size_t n, uint8_t *out, size_t *bad_row);
    int (*equity_exact)(const oe_equity_request *request, oe_equity_result *result);
    int (*equity_sample)(const oe_equity_request *request, uint64_t trials, uint64_t seed,
                         oe_equity_result *result);
    int (*equity_each)(const oe_equity_request *request, oe_equity_player *out, uint64_t *boards);
    /* since 1.1 */
    int (*range_equity)(const oe_equity_request *request, oe_equity_result *result, oe_equity_player *each1,
                        double *boards1, oe_equity_player *each2, double *boards2);
    /* since 1.2 */
    int (*indexer_new)(int game, int ordering, oe_indexer **out);
    void (*indexer_free)(oe_indexer *indexer);
    int (*indexer_cards)(const oe_indexer *indexer, int round);
    int (*indexer_count)(const oe_indexer *indexer, int round, uint64_t *count);
    int (*index)(const oe_indexer *indexer, const uint8_t *cards, int ncards, uint64_t *index,
                 uint32_t *class_size);
    int (*unindex)(const oe_indexer *indexer, int round, uint64_t index, uint8_t *cards,
                   uint32_t *class_size);
    int (*index_batch)(const oe_indexer *indexer, int round, const uint8_t *cards, size_t n,
                       uint64_t *out, uint8_t *class_sizes, size_t *bad_row);
    int (*unindex_batch)(const oe_indexer *indexer, int round, const uint64_t *index, size_t n,
                         uint8_t *cards, uint8_t *class_sizes, size_t *bad_row);
    /* since 1.3 */
    int (*solve_new)(const oe_solve_request *request, oe_solve_handle **out);
    void (*solve_free)(oe_solve_handle *solver);
    int (*solve_run)(oe_solve_handle *solver, int max_iterations, double target,
                     int (*progress)(void *ctx, int iteration, double exploitability), void *ctx,
                     double *exploitability);
    int (*solve_nodes)(const oe_solve_handle *solver);
    int (*solve_node)(const oe_solve_handle *solver, int node, oe_solve_node_info *info);
    int (*solve_strategy)(const oe_solve_handle *solver, int node, float *out);
    int (*solve_values)(oe_solve_handle *solver, int node, int player, double *ev, double *equity,
                        double *weight);
    /* since 1.4: Short Deck Hold'em and ICM */
    int (*shortdeck_eval)(int rules, const uint8_t hole[2], const uint8_t *board, int nboard);
    int (*shortdeck_equity)(int rules, const uint8_t *holes, int nplayers, const uint8_t *board, int nboard,
                            uint64_t dead, uint64_t trials, uint64_t seed, double *equity, uint64_t *boards);
    int (*icm)(const double *stacks, int n, const double *payouts, int paid, int method, double *equity,
               double *places);
    /* since 1.4 */
    int (*solve_strategy_at)(const oe_solve_handle *solver, int node, int card, float *out);
    int (*solve_values_at)(oe_solve_handle *solver, int node, int card, int player, double *ev, double *equity,
                           double *weight);
    /* since 1.4 */
    int (*equity_plan)(const oe_equity_request *request, uint64_t trials, oe_equity_estimate *plan);
    int (*equity_run)(const oe_equity_request *request, uint64_t trials, uint64_t seed, oe_equity_counts *counts);
    int (*equity_fractions)(const oe_equity_counts *counts, oe_equity_result *result);
} oe_api_table;

/* The library's table (static, const: never freed). */
OE_API const oe_api_table *oe_api(void);

#ifdef __cplusplus
}
#endif

#endif /* OMAHA_EVAL_H */

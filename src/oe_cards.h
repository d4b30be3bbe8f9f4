/* Cards: card = rank * 4 + suit (rank 0 = deuce .. 12 = ace; suit 0 = clubs,
   1 = diamonds, 2 = hearts, 3 = spades). A set of cards is a 64-bit mask. */
#ifndef OE_CARDS_H
#define OE_CARDS_H
#include <stddef.h>
#include <stdint.h>

#define OE_NCARDS 52
#define OE_RANK(c) ((c) >> 2)
#define OE_SUIT(c) ((c) & 3)

/* The set of n cards as a mask: bit `card` set for each. */
static inline uint64_t oe_card_mask(const uint8_t *cards, int n)
{
    uint64_t m = 0;
    for (int i = 0; i < n; i++)
        m |= (uint64_t)1 << cards[i];
    return m;
}

/* C(n, k): the ways to pick k of n cards (0 when k < 0 or k > n). Exact
   for n <= 52: each partial product stays below C(52, k) * 52. */
static inline uint64_t oe_choose(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    uint64_t r = 1;
    for (int i = 1; i <= k; i++)
        r = r * (uint64_t)(n - k + i) / (uint64_t)i;
    return r;
}

/* Error codes shared by the core's checking and parsing functions. */
enum {
    OE_OK = 0,
    OE_ERR_RANGE = -1,     /* a card outside 0..51 */
    OE_ERR_DUPLICATE = -2, /* the same card twice */
    OE_ERR_SYNTAX = -3,    /* text that is not a card */
    OE_ERR_TOO_MANY = -4   /* more cards than the output holds */
};

/* Checks n cards: all in 0..51, none repeated, none in *seen. Adds them to
   *seen. Returns OE_OK, or an error with the offending position in *bad. */
int oe_check_cards(const uint8_t *cards, int n, uint64_t *seen, int *bad);

/* Parses card text ("AsKd", "As Kd", "10s", "a♠ k♦", commas allowed) into
   out[0..cap). Returns the number of cards, or an error with the byte offset
   of the offending text in *bad. Does not check for duplicates. */
int oe_parse_cards(const char *text, size_t len, uint8_t *out, int cap, size_t *bad);

#endif

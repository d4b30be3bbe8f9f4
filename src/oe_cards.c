#include "oe_cards.h"

int oe_check_cards(const uint8_t *cards, int n, uint64_t *seen, int *bad)
{
    uint64_t mask = *seen;
    for (int i = 0; i < n; i++) {
        if (cards[i] >= OE_NCARDS) {
            *bad = i;
            return OE_ERR_RANGE;
        }
        uint64_t bit = 1ull << cards[i];
        if (mask & bit) {
            *bad = i;
            return OE_ERR_DUPLICATE;
        }
        mask |= bit;
    }
    *seen = mask;
    return OE_OK;
}

static int rank_of(char ch)
{
    switch (ch) {
    case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9':
        return ch - '2';
    case 't': case 'T': return 8;
    case 'j': case 'J': return 9;
    case 'q': case 'Q': return 10;
    case 'k': case 'K': return 11;
    case 'a': case 'A': return 12;
    default: return -1;
    }
}

/* The suit at text[i]: a letter (one byte) or a UTF-8 suit symbol (three
   bytes, U+2660..U+2667, filled and outlined). Sets *width; -1 if none. */
static int suit_at(const unsigned char *t, size_t len, size_t i, size_t *width)
{
    *width = 1;
    switch (t[i]) {
    case 'c': case 'C': return 0;
    case 'd': case 'D': return 1;
    case 'h': case 'H': return 2;
    case 's': case 'S': return 3;
    default: break;
    }
    if (i + 2 < len && t[i] == 0xE2 && t[i + 1] == 0x99 && t[i + 2] >= 0xA0 && t[i + 2] <= 0xA7) {
        /* spade, heart, diamond, club; then the outlined ones in that order */
        static const int by_symbol[8] = {3, 2, 1, 0, 3, 2, 1, 0};
        *width = 3;
        return by_symbol[t[i + 2] - 0xA0];
    }
    return -1;
}

int oe_parse_cards(const char *text, size_t len, uint8_t *out, int cap, size_t *bad)
{
    const unsigned char *t = (const unsigned char *)text;
    int n = 0;
    size_t i = 0;
    while (i < len) {
        if (t[i] == ' ' || t[i] == ',' || t[i] == '\t' || t[i] == '\n') {
            i++;
            continue;
        }
        size_t start = i, width;
        int rank;
        if (t[i] == '1' && i + 1 < len && t[i + 1] == '0') {
            rank = 8;
            i += 2;
        } else {
            rank = rank_of((char)t[i]);
            i += 1;
        }
        int suit = (rank >= 0 && i < len) ? suit_at(t, len, i, &width) : -1;
        if (suit < 0) {
            *bad = start;
            return OE_ERR_SYNTAX;
        }
        if (n == cap) {
            *bad = start;
            return OE_ERR_TOO_MANY;
        }
        out[n++] = (uint8_t)(rank * 4 + suit);
        i += width;
    }
    return n;
}

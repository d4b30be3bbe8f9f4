/* What the equity loops need to know about one hole-card group, computed
   once per hand and reused for every board: its cards by suit, its low
   ranks, its card mask, and for Hold'em the rank part of the seven-card
   hash. Plus the inline helpers that
   turn a board into every hand's high and low values, and a board's values
   into pot shares; exact, Monte Carlo and one-against-many all share them,
   so they score boards the same way by construction. */
#ifndef OE_EQHAND_H
#define OE_EQHAND_H
#include "oe_board_tables.h"
#include "oe_cards.h"
#include "oe_flush.h"
#include "oe_low.h"
#include "oe_tables.h"
#include <stdint.h>

#define OE_EQ_MAX_PLAYERS 10

/* Counter layout per player, shared with oe_equity.h (which defines the
   public names). A pot is OE_EQ_POT units so that every split of a pot or a
   half among up to ten players is whole. */
#define OE_EQ_POT 5040
/* OE_C_TIE: shares the high or the low, counted once a board (the sum of
   the high and low ties would count a board where both are shared twice). */
enum { OE_C_SHARE, OE_C_SHARE_SQ, OE_C_HI_WIN, OE_C_HI_TIE, OE_C_LO_WIN, OE_C_LO_TIE, OE_C_SCOOP,
       OE_C_TIE, OE_C_N };

typedef struct {
    int suited[4][6];                /* rank bits of the cards of each suit */
    int nsuited[4];
    int suit_mask[4];                /* the same bits OR-ed together */
    uint32_t rank_word;              /* Hold'em: oe_card_word7 rank halves of the hole */
    int low_set;                     /* low-rank bits (ace = 1 ... eight = 128) */
    uint64_t mask;                   /* the cards */
    uint8_t cards[6];                /* the hole cards themselves, */
    int nhole;                       /* and how many */
} oe_eqhand;

/* Fills h for hole cards[0..nhole) (valid, distinct; nhole 2, 4, 5 or 6).
   Nothing per board triple: every Omaha path scores boards by river row
   (oe_board_river_row, oe_omaha_rows.h), and a hand this small keeps a
   range of prepared hands in cache. */
void oe_eqhand_prepare(oe_eqhand *h, const uint8_t *cards, int nhole);

/* A board described by what scoring needs: suit counts, rank bits per
   suit, the low set, the Hold'em rank word and the river row key, kept up
   to date as cards are pushed (Omaha reads river rows, so no triple
   columns are kept). */
typedef struct {
    int n;
    int suit_count;    /* 4 bits per suit */
    int suit_mask[4];  /* rank bits by suit */
    int low_set;
    int rank_bits;     /* ranks present */
    int paired;        /* two cards of one rank */
    uint32_t rank_word;
    uint32_t row_key;  /* oe_board_word rank halves: the river row of 5 cards */
} oe_board;

/* Adds a card of the given rank (and suit, or -1 when only the rank counts). */
static inline void oe_board_push(oe_board *b, int rank, int suit)
{
    b->n++;
    if (suit >= 0) {
        b->suit_count += 1 << (4 * suit);
        b->suit_mask[suit] |= 1 << rank;
    }
    b->low_set |= oe_low_bit[rank];
    b->paired |= b->rank_bits >> rank & 1;
    b->rank_bits |= 1 << rank;
    b->rank_word += (uint32_t)oe_card_word7[rank * 4];
    b->row_key += (uint32_t)oe_board_word[rank * 4];
}

/* The river row index of a full board (pushed card by card), and the row:
   each hole rank pair's best non-flush value with it. */
static inline unsigned oe_board_river_index(const oe_board *b)
{
    return (unsigned)oe_river_hi[b->row_key >> 16] + oe_river_lo[b->row_key & 0xFFFF];
}

static inline const uint16_t *oe_board_river_row(const oe_board *b)
{
    return oe_river_rows + (size_t)oe_board_river_index(b) * OE_HOLE_PAIRS;
}

/* v[row] = a hand's least entry on each river row of `rows`, from its hole
   rank pairs' indices pair[0..npair): one load a board afterwards, for a
   hand scored on enough boards to repay the 6,175 x npair loads.
   oe_row_table: best non-flush values (oe_river_rows); oe_place_table: best
   places (oe_river_places, the Monte Carlo sampler's). */
#define OE_DEFINE_ROW_TABLE(name, T, rows)                                        \
    static inline void name(T *v, const uint8_t *pair, int npair)                 \
    {                                                                             \
        for (unsigned row = 0; row < OE_RIVER_BOARDS; row++) {                    \
            const T *r = rows + (size_t)row * OE_HOLE_PAIRS;                      \
            int best = r[pair[0]];                                                \
            for (int k = 1; k < npair; k++)                                       \
                best = r[pair[k]] < best ? r[pair[k]] : best;                     \
            v[row] = (T)best;                                                     \
        }                                                                         \
    }
OE_DEFINE_ROW_TABLE(oe_row_table, uint16_t, oe_river_rows)
OE_DEFINE_ROW_TABLE(oe_place_table, uint8_t, oe_river_places)

/* A whole five-card board at once, in straight-line code: the Hold'em
   sampler's path (enumeration pushes card by card instead). The fields
   pushing the five cards sets, but the river row key. */
static inline void oe_board_set5(oe_board *b, const uint8_t *c)
{
    int sc = 0, lo = 0, rb = 0, paired = 0;
    uint32_t rw = 0;
    b->n = 5;
    b->suit_mask[0] = b->suit_mask[1] = b->suit_mask[2] = b->suit_mask[3] = 0;
    for (int i = 0; i < 5; i++) {
        int r = OE_RANK(c[i]);
        sc += 1 << (4 * OE_SUIT(c[i]));
        b->suit_mask[OE_SUIT(c[i])] |= 1 << r;
        lo |= oe_low_bit[r];
        paired |= rb >> r & 1;
        rb |= 1 << r;
        rw += (uint32_t)oe_card_word7[c[i]];
    }
    b->rank_bits = rb;
    b->paired = paired;
    b->suit_count = sc;
    b->low_set = lo;
    b->rank_word = rw;
}

/* The suit with three or more board cards, or -1 (five cards: at most one). */
static inline int oe_board_flush_suit(const oe_board *b)
{
    int three = (b->suit_count + 0x1111) & 0x4444; /* bit 2 of a nibble: 3+ */
    return !three ? -1 : (three & 0x4) ? 0 : (three & 0x40) ? 1 : (three & 0x400) ? 2 : 3;
}

/* Best non-flush Hold'em value of a prepared hand on a full board, by the
   seven-card rank hash (Omaha reads river rows, oe_omaha_rows.h). */
static inline int oe_holdem_nonflush(const oe_eqhand *h, const oe_board *b)
{
    uint32_t w = h->rank_word + b->rank_word;
    return oe_nf7[oe_hash7_hi[(w >> 16) & 0xFFFF] + oe_hash7_lo[w & 0xFFFF]];
}

/* The hand's flush value in suit s with board rank bits bmask (3+ bits), or
   0xFFFF when it makes none. */
static inline int oe_flush_value(const oe_eqhand *h, int s, int bmask, int omaha)
{
    if (omaha) {
        if (h->nsuited[s] < 2)
            return 0xFFFF;
        int br[5], nb = 0;
        for (int m = bmask; m; m &= m - 1)
            br[nb++] = m & -m;
        return oe_best_flush(h->suited[s], h->nsuited[s], br, nb);
    }
    int v = oe_flush[h->suit_mask[s] | bmask];
    return v ? v : 0xFFFF;
}

/* Who wins a board: the best high and low values, how many share each (no
   low qualifies: n_lo = 0), and the pot units one winner of each half takes. */
typedef struct {
    int best_hi, n_hi, best_lo, n_lo;
    uint64_t hi_unit, lo_unit;
} oe_showdown;

static inline oe_showdown oe_winners(const int *hi, const int *lo, int np, int hilo)
{
    oe_showdown w = {0xFFFF, 0, 256, 0, 0, 0};
    for (int p = 0; p < np; p++)
        w.best_hi = hi[p] < w.best_hi ? hi[p] : w.best_hi;
    for (int p = 0; p < np; p++)
        w.n_hi += hi[p] == w.best_hi;
    if (hilo) {
        for (int p = 0; p < np; p++)
            if (lo[p] && lo[p] < w.best_lo)
                w.best_lo = lo[p];
        for (int p = 0; p < np; p++)
            w.n_lo += lo[p] == w.best_lo;
    }
    w.hi_unit = (uint64_t)((w.n_lo ? OE_EQ_POT / 2 : OE_EQ_POT) / w.n_hi);
    w.lo_unit = w.n_lo ? (uint64_t)(OE_EQ_POT / 2 / w.n_lo) : 0;
    return w;
}

/* Counters of one board for every player, from their high and low values
   (low 0 = none), added to acc times w (or subtracted when sign < 0: the
   counters are unsigned and wrap, so a later addition restores them). */
static inline void oe_score(const int *hi, const int *lo, int np, int hilo, uint64_t w, int sign,
                            uint64_t *acc)
{
    oe_showdown sd = oe_winners(hi, lo, np, hilo);
    int best_hi = sd.best_hi, n_hi = sd.n_hi, best_lo = sd.best_lo, n_lo = sd.n_lo;
    uint64_t hi_unit = sd.hi_unit, lo_unit = sd.lo_unit;
    for (int p = 0; p < np; p++) {
        uint64_t c[OE_C_N] = {0};
        if (hi[p] == best_hi) {
            c[OE_C_SHARE] += hi_unit;
            c[n_hi == 1 ? OE_C_HI_WIN : OE_C_HI_TIE] = 1;
        }
        if (n_lo && lo[p] == best_lo) {
            c[OE_C_SHARE] += lo_unit;
            c[n_lo == 1 ? OE_C_LO_WIN : OE_C_LO_TIE] = 1;
        }
        c[OE_C_TIE] = c[OE_C_HI_TIE] | c[OE_C_LO_TIE];
        if (!c[OE_C_SHARE])
            continue;
        c[OE_C_SHARE_SQ] = c[OE_C_SHARE] * c[OE_C_SHARE];
        c[OE_C_SCOOP] = c[OE_C_SHARE] == OE_EQ_POT;
        uint64_t *a = acc + p * OE_C_N;
        if (sign > 0)
            for (int i = 0; i < OE_C_N; i++)
                a[i] += w * c[i];
        else
            for (int i = 0; i < OE_C_N; i++)
                a[i] -= w * c[i];
    }
}

/* oe_score for one board of weight 1, added: the sampler's hot path. */
static inline void oe_score1(const int *hi, const int *lo, int np, int hilo, uint64_t *acc)
{
    oe_showdown sd = oe_winners(hi, lo, np, hilo);
    int best_hi = sd.best_hi, n_hi = sd.n_hi, best_lo = sd.best_lo, n_lo = sd.n_lo;
    uint64_t hi_unit = sd.hi_unit, lo_unit = sd.lo_unit;
    for (int p = 0; p < np; p++) {
        uint64_t *a = acc + p * OE_C_N, share = 0;
        int tie = 0;
        if (hi[p] == best_hi) {
            share = hi_unit;
            a[n_hi == 1 ? OE_C_HI_WIN : OE_C_HI_TIE]++;
            tie = n_hi > 1;
        }
        if (n_lo && lo[p] == best_lo) {
            share += lo_unit;
            a[n_lo == 1 ? OE_C_LO_WIN : OE_C_LO_TIE]++;
            tie |= n_lo > 1;
        }
        a[OE_C_TIE] += (uint64_t)tie;
        a[OE_C_SHARE] += share;
        a[OE_C_SHARE_SQ] += share * share;
        a[OE_C_SCOOP] += share == OE_EQ_POT;
    }
}

/* Low values of every hand on a board (0 = no low). */
static inline void oe_lows(const oe_eqhand *const *hands, int np, const oe_board *b, int *lo)
{
    for (int p = 0; p < np; p++)
        lo[p] = oe_low[hands[p]->low_set << 8 | b->low_set];
}

#endif

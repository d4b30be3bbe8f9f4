#include "oe_equity.h"
#include "oe_cards.h"
#include "oe_flush.h"
#include "oe_holdem.h"
#include "oe_low.h"
#include "oe_tables.h"
#include <string.h>

#define NTRIPLES 455

/* What is fixed for a deal, computed once per call: the cards left to deal
   and, for Omaha, each hand's best non-flush value for every board rank
   triple, so a board costs ten lookups per hand instead of 60-150 five-card
   evaluations. */
typedef struct {
    const oe_deal *deal;
    uint8_t deck[52];
    int ndeck, need;
    uint16_t by_triple[OE_MAX_PLAYERS][NTRIPLES];
    int suited[OE_MAX_PLAYERS][4][6];      /* rank bits of each hand's cards, by suit */
    int nsuited[OE_MAX_PLAYERS][4];
    int suit_mask[OE_MAX_PLAYERS][4];      /* the same bits OR-ed together */
    uint64_t word7[OE_MAX_PLAYERS];        /* Hold'em: the hole cards' oe_card_word7 sum */
    int low_set[OE_MAX_PLAYERS];
} context;

/* A board built card by card, with what scoring needs kept up to date, so
   that enumeration pays only for the cards that changed. The sums serve
   every game; the triples only Omaha, which Hold'em leaves alone. */
typedef struct {
    uint64_t word7;   /* sum of oe_card_word7 (Hold'em) */
    int suit_mask[4]; /* rank bits by suit */
    int suit_count;   /* 4 bits per suit */
    int low_set;
} board_sums;

typedef struct {
    int n, ncols;
    uint16_t key[5];  /* each card's triple key, */
    uint16_t pair[10];/* the key sums of every pair, */
    uint16_t col[10]; /* and the triple index of every triple */
} board_triples;

static void sums_push(board_sums *b, int card)
{
    b->word7 += oe_card_word7[card];
    b->suit_mask[OE_SUIT(card)] |= 1 << OE_RANK(card);
    b->suit_count += 1 << (4 * OE_SUIT(card));
    b->low_set |= oe_low_bit[OE_RANK(card)];
}

/* A new card makes a triple with every pair already there and a pair with
   every card, so the columns grow without recomputing. */
static void triples_push(board_triples *b, int card)
{
    int key = oe_tri_key[OE_RANK(card)];
    int npairs = b->n * (b->n - 1) / 2;
    for (int i = 0; i < npairs; i++)
        b->col[b->ncols++] = oe_tri_index[b->pair[i] + key];
    for (int i = 0; i < b->n; i++)
        b->pair[npairs++] = (uint16_t)(b->key[i] + key);
    b->key[b->n++] = (uint16_t)key;
}

static void prepare(context *cx, const oe_deal *d)
{
    uint64_t used = d->dead | oe_card_mask(d->holes, d->nplayers * d->nhole)
                    | oe_card_mask(d->board, d->nboard);
    cx->deal = d;
    cx->ndeck = 0;
    for (int c = 0; c < 52; c++)
        if (!(used >> c & 1))
            cx->deck[cx->ndeck++] = (uint8_t)c;
    cx->need = 5 - d->nboard;
    for (int p = 0; p < d->nplayers; p++) {
        const uint8_t *h = d->holes + p * d->nhole;
        int low = 0;
        memset(cx->nsuited[p], 0, sizeof cx->nsuited[p]);
        memset(cx->suit_mask[p], 0, sizeof cx->suit_mask[p]);
        cx->word7[p] = OE_SUIT_SEED7;
        for (int i = 0; i < d->nhole; i++) {
            int s = OE_SUIT(h[i]);
            cx->suited[p][s][cx->nsuited[p][s]++] = 1 << OE_RANK(h[i]);
            cx->suit_mask[p][s] |= 1 << OE_RANK(h[i]);
            cx->word7[p] += oe_card_word7[h[i]];
            low |= oe_low_bit[OE_RANK(h[i])];
        }
        cx->low_set[p] = low;
        if (d->nhole == 2)
            continue;
        uint16_t rows[15];
        int np = 0;
        for (int i = 0; i < d->nhole; i++)
            for (int j = i + 1; j < d->nhole; j++)
                rows[np++] = oe_pair_row[OE_RANK(h[i]) * 13 + OE_RANK(h[j])];
        for (int t = 0; t < NTRIPLES; t++) {
            int best = 0xFFFF;
            for (int r = 0; r < np; r++) {
                int v = oe_pair_triple[rows[r] + t];
                best = v < best ? v : best;
            }
            cx->by_triple[p][t] = (uint16_t)best;
        }
    }
}

/* Omaha high values of every hand on a full board: ten lookups in each
   hand's by-triple table, and a flush check when the board has three or
   more of a suit (only one suit can). */
static void omaha_values(const context *cx, const board_sums *b, const board_triples *t3, int *hi)
{
    const oe_deal *d = cx->deal;
    int three = (b->suit_count + 0x1111) & 0x4444; /* bit 2 of a nibble: 3+ of that suit */
    int suit = !three ? -1 : (three & 0x4) ? 0 : (three & 0x40) ? 1 : (three & 0x400) ? 2 : 3;
    int br[5], nb = 0;
    if (suit >= 0)
        for (int m = b->suit_mask[suit]; m; m &= m - 1)
            br[nb++] = m & -m;
    for (int p = 0; p < d->nplayers; p++) {
        const uint16_t *row = cx->by_triple[p];
        int best = 0xFFFF;
        for (int t = 0; t < 10; t++)
            best = row[t3->col[t]] < best ? row[t3->col[t]] : best;
        if (suit >= 0 && cx->nsuited[p][suit] >= 2) {
            int v = oe_best_flush(cx->suited[p][suit], cx->nsuited[p][suit], br, nb);
            best = v < best ? v : best;
        }
        hi[p] = best;
    }
}

/* Hold'em values of every hand: the board's running sums plus the hand's.
   Five or more of a suit among seven cards rule out quads and full houses,
   so a flush is the answer when there is one. */
static void holdem_values(const context *cx, const board_sums *b, int *hi)
{
    for (int p = 0; p < cx->deal->nplayers; p++) {
        uint64_t acc = cx->word7[p] + b->word7;
        uint32_t flush = (uint32_t)(acc >> 32) & 0x8888u;
        if (flush) {
            int s = (flush & 0x8u) ? 0 : (flush & 0x80u) ? 1 : (flush & 0x800u) ? 2 : 3;
            hi[p] = oe_flush[cx->suit_mask[p][s] | b->suit_mask[s]];
        } else {
            hi[p] = oe_nf7[oe_hash7_hi[(acc >> 16) & 0xFFFF] + oe_hash7_lo[acc & 0xFFFF]];
        }
    }
}

/* Scores one full board: who wins what share of the pot. */
static void score(const context *cx, const board_sums *b, const board_triples *t3, uint64_t *acc)
{
    const oe_deal *d = cx->deal;
    int hi[OE_MAX_PLAYERS], lo[OE_MAX_PLAYERS];
    int np = d->nplayers;
    if (d->nhole == 2)
        holdem_values(cx, b, hi);
    else
        omaha_values(cx, b, t3, hi);
    int best_hi = 0xFFFF, n_hi = 0, best_lo = 256, n_lo = 0;
    for (int p = 0; p < np; p++)
        best_hi = hi[p] < best_hi ? hi[p] : best_hi;
    for (int p = 0; p < np; p++)
        n_hi += hi[p] == best_hi;
    if (d->hilo) {
        for (int p = 0; p < np; p++) {
            lo[p] = oe_low[cx->low_set[p] << 8 | b->low_set];
            if (lo[p] && lo[p] < best_lo)
                best_lo = lo[p];
        }
        for (int p = 0; p < np; p++)
            n_lo += lo[p] == best_lo;
    }
    int hi_unit = (n_lo ? OE_POT / 2 : OE_POT) / n_hi;
    int lo_unit = n_lo ? OE_POT / 2 / n_lo : 0;
    for (int p = 0; p < np; p++) {
        uint64_t *a = acc + p * OE_NCOUNTERS;
        uint64_t share = 0;
        if (hi[p] == best_hi) {
            share += (uint64_t)hi_unit;
            a[n_hi == 1 ? OE_HI_WIN : OE_HI_TIE]++;
        }
        if (n_lo && lo[p] == best_lo) {
            share += (uint64_t)lo_unit;
            a[n_lo == 1 ? OE_LO_WIN : OE_LO_TIE]++;
        }
        a[OE_SHARE] += share;
        a[OE_SHARE_SQ] += share * share;
        a[OE_SCOOP] += share == OE_POT;
        a[OE_TIE] += (n_hi > 1 && hi[p] == best_hi) || (n_lo > 1 && lo[p] == best_lo);
    }
}

static void known_board(const oe_deal *d, board_sums *b, board_triples *t3)
{
    memset(b, 0, sizeof *b);
    memset(t3, 0, sizeof *t3);
    for (int i = 0; i < d->nboard; i++) {
        sums_push(b, d->board[i]);
        if (d->nhole > 2)
            triples_push(t3, d->board[i]);
    }
}


uint64_t oe_equity_board_count(const oe_deal *deal)
{
    uint64_t used = deal->dead | oe_card_mask(deal->holes, deal->nplayers * deal->nhole)
                    | oe_card_mask(deal->board, deal->nboard);
    int left = 52;
    for (int c = 0; c < 52; c++)
        left -= (int)(used >> c & 1);
    return oe_choose(left, 5 - deal->nboard);
}

uint64_t oe_equity_enumerate(const oe_deal *deal, uint64_t first, uint64_t count, uint64_t *acc)
{
    context cx;
    prepare(&cx, deal);
    int k = cx.need, n = cx.ndeck;
    uint64_t total = oe_choose(n, k);
    if (first >= total)
        return 0;
    if (count > total - first)
        count = total - first;
    /* Unrank `first` into the lexicographic combination idx[0] < ... */
    int idx[5];
    uint64_t rank = first;
    for (int i = 0, c = 0; i < k; i++) {
        for (;; c++) {
            uint64_t below = oe_choose(n - c - 1, k - i - 1);
            if (rank < below)
                break;
            rank -= below;
        }
        idx[i] = c++;
    }
    /* [i]: the known board plus the first i drawn cards */
    board_sums sums[6];
    board_triples triples[6];
    int omaha = deal->nhole > 2;
    known_board(deal, &sums[0], &triples[0]);
    int changed = 0; /* first position whose card changed */
    for (uint64_t done = 0; done < count; done++) {
        for (int i = changed; i < k; i++) {
            sums[i + 1] = sums[i];
            sums_push(&sums[i + 1], cx.deck[idx[i]]);
            if (omaha) {
                triples[i + 1] = triples[i];
                triples_push(&triples[i + 1], cx.deck[idx[i]]);
            }
        }
        score(&cx, &sums[k], &triples[k], acc);
        /* next combination */
        int i = k - 1;
        while (i >= 0 && idx[i] == n - k + i)
            i--;
        if (i < 0)
            return done + 1;
        idx[i]++;
        for (int j = i + 1; j < k; j++)
            idx[j] = idx[j - 1] + 1;
        changed = i;
    }
    return count;
}

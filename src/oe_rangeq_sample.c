/* The range-equity sampler and its tables (oe_rangeq_sample.h). */
#include "oe_rangeq_sample.h"
#include "oe_cards.h"
#include "oe_class_places.h"
#include "oe_compiler.h"
#include "oe_exact.h"
#include "oe_omaha_rows.h"
#include "oe_rng.h"
#include "oe_u128.h"
#include <stdlib.h>
#include <string.h>

/* Index of a hand drawn in proportion to its weight: the first running sum
   above a uniform number below the total. */
static uint64_t pick(oe_rng *g, const oe_rq_range *r)
{
    return oe_rng_weighted(g, r->cumulative, r->n);
}

/* A board range's known board for one trial: its cards into board[0 ..
   nboard), their mask returned. */
static uint64_t draw_board(oe_rng *g, const oe_rq_job *job, uint8_t *board)
{
    const uint8_t *b = job->board_list
                       + oe_rng_weighted(g, job->board_cumulative, job->nlist) * (uint64_t)job->nboard;
    uint64_t m = 0;
    for (int i = 0; i < job->nboard; i++) {
        board[i] = b[i];
        m |= 1ull << b[i];
    }
    return m;
}


/* Low-rank bits of hole cards (ace = 1 ... eight = 128). */
/* Hand i's cards and card mask: from its record (the Job's), else from the
   range's cards (the C API's jobs have no records). */
static inline const uint8_t *hand_cards(const uint64_t *records, const uint8_t *cards, uint64_t i, int nh)
{
    return records ? (const uint8_t *)(records + 2 * i + 1) : cards + i * (uint64_t)nh;
}

static inline uint64_t hand_mask(const uint64_t *records, const uint8_t *hand, uint64_t i, int nh)
{
    return records ? records[2 * i] : oe_card_mask(hand, nh);
}

/* One hand for every player who has a range to draw from (neither one
   prepared hand nor a random hand): idx[p] and cards[p], their cards added
   to *used. Returns 0 at the first collision: the caller throws the whole
   tuple away, which keeps the draw exactly the weighted distribution. */
static int draw_ranges(oe_rng *g, const oe_rq_job *job, uint64_t *used, const uint8_t **cards,
                       uint64_t *idx)
{
    int nh = job->nhole;
    for (int p = 0; p < job->nplayers; p++) {
        const oe_rq_range *r = &job->ranges[p];
        if (r->random || (r->n == 1 && r->prepared))
            continue;
        uint64_t i = pick(g, r);
        idx[p] = i;
        cards[p] = hand_cards(r->records, r->cards, i, nh);
        uint64_t m = hand_mask(r->records, cards[p], i, nh);
        if (m & *used)
            return 0;
        *used |= m;
    }
    return 1;
}

/* Range draws in batches: BATCH candidate deals are drawn in one loop with
   no branch on a clash (the clash only decides whether the next candidate
   overwrites this one), and the deals without a clash are scored after.
   Drawn one at a time, each clash is a mispredicted branch and each draw
   waits for the last; range against range throws away about two deals in
   five. Candidates are independent and a clash throws one away whole, so
   the kept deals have exactly the weighted distribution; those a chunk
   does not need are dropped unseen. */
#define BATCH 64
typedef struct {
    const uint8_t *cards[BATCH][OE_EQ_MAX_PLAYERS]; /* per drawn player */
    uint64_t used[BATCH];                           /* every card of the deal so far */
    int n, next;                                    /* deals kept, the next to score */
} oe_rq_batch;

OE_ALWAYS_INLINE void draw_batch(oe_rng *g, const oe_rq_job *job, const int nh, uint64_t fixed_used,
                                 const int *drawn, int ndrawn, oe_rq_batch *b)
{
    /* the generator and each range's fields in locals: stores to the batch
       could alias them, so the compiler would reload every one a draw */
    oe_rng rng = *g;
    int n = 0;
    if (ndrawn == 2) { /* heads-up range against range, unrolled */
        const oe_rq_range *r0 = &job->ranges[drawn[0]], *r1 = &job->ranges[drawn[1]];
        const uint8_t *cards0 = r0->cards, *cards1 = r1->cards;
        const uint64_t *rec0 = r0->records, *rec1 = r1->records;
        const uint64_t *cum0 = r0->cumulative, *cum1 = r1->cumulative;
        uint64_t n0 = r0->n, n1 = r1->n;
        /* equal weights: both indices from one 64-bit number, 32 bits each */
        int halves = !cum0 && !cum1 && n0 <= 0xFFFFFFFFull && n1 <= 0xFFFFFFFFull;
        for (int k = 0; k < BATCH; k++) {
            uint64_t i0, i1;
            if (halves) {
                uint64_t x = oe_rng_next(&rng);
                i0 = oe_rng_below32(&rng, (uint32_t)x, n0);
                i1 = oe_rng_below32(&rng, (uint32_t)(x >> 32), n1);
            } else {
                i0 = oe_rng_weighted(&rng, cum0, n0);
                i1 = oe_rng_weighted(&rng, cum1, n1);
            }
            const uint8_t *c0 = hand_cards(rec0, cards0, i0, nh), *c1 = hand_cards(rec1, cards1, i1, nh);
            uint64_t m0 = hand_mask(rec0, c0, i0, nh), m1 = hand_mask(rec1, c1, i1, nh);
            uint64_t clash = (m0 & fixed_used) | (m1 & (fixed_used | m0));
            b->cards[n][0] = c0;
            b->cards[n][1] = c1;
            b->used[n] = fixed_used | m0 | m1;
            n += !clash;
        }
    } else {
        for (int k = 0; k < BATCH; k++) {
            uint64_t used = fixed_used, clash = 0;
            for (int d = 0; d < ndrawn; d++) {
                const oe_rq_range *r = &job->ranges[drawn[d]];
                uint64_t i = pick(&rng, r);
                const uint8_t *c = hand_cards(r->records, r->cards, i, nh);
                uint64_t m = hand_mask(r->records, c, i, nh);
                clash |= m & used;
                used |= m;
                b->cards[n][d] = c;
            }
            b->used[n] = used;
            n += !clash;
        }
    }
    *g = rng;
    b->n = n;
    b->next = 0;
}

static int low_set_of(const uint8_t *cards, int n)
{
    int m = 0;
    for (int i = 0; i < n; i++)
        m |= oe_low_bit[OE_RANK(cards[i])];
    return m;
}

/* The rank bits of a card mask's cards of suit s (card = rank * 4 + suit):
   every fourth bit from bit s, gathered to bits 0..12 in four steps that
   each halve the gaps (no pext in a portable build). */
static inline unsigned suit_ranks(uint64_t mask, int s)
{
    uint64_t x = (mask >> s) & 0x1111111111111ull;
    x = (x | x >> 3) & 0x0303030303030303ull;
    x = (x | x >> 6) & 0x000F000F000F000Full;
    x = (x | x >> 12) & 0x000000FF000000FFull;
    return (unsigned)((x | x >> 24) & 0x1FFF);
}

/* Best Omaha flush of hole rank bits h (the hand's cards of the board's
   flush suit) with the board's nb >= 3 ranks b of that suit, or 0xFFFF. Two
   suited hole cards and three board cards, by far the most common case,
   is one look-up. */
static inline int flush_of_bits(unsigned h, unsigned b, int nb)
{
    unsigned h2 = h & (h - 1);
    if (!h2)
        return 0xFFFF; /* fewer than two */
    if (!(h2 & (h2 - 1)) && nb == 3)
        return oe_flush[h | b];
    int hr[6], br[5], nh = 0;
    for (; h; h &= h - 1)
        hr[nh++] = (int)(h & (0u - h));
    for (nb = 0; b; b &= b - 1)
        br[nb++] = (int)(b & (0u - b));
    return oe_best_flush(hr, nh, br, nb);
}

/* The card mask of a hand whose cards hand_cards took from a record: the
   word before them. */
static inline uint64_t record_mask(const uint8_t *cards)
{
    return ((const uint64_t *)(const void *)cards)[-1];
}

/* The indices of a hand's hole rank pairs (C(nh, 2) of them). */
static int hole_pairs(const uint8_t *cards, int nh, uint8_t *pair)
{
    int npair = 0;
    for (int i = 0; i < nh; i++)
        for (int j = i + 1; j < nh; j++)
            pair[npair++] = oe_hole_pair[(unsigned)cards[i] << 6 | cards[j]];
    return npair;
}

void oe_rq_row_tables(const uint8_t *cards, uint64_t n, int nhole, uint16_t *out)
{
    uint8_t pair[15];
    for (uint64_t i = 0; i < n; i++) {
        int npair = hole_pairs(cards + i * (uint64_t)nhole, nhole, pair);
        oe_row_table(out + i * (uint64_t)OE_RIVER_BOARDS, pair, npair);
    }
}

/* The sampler scores hands by their place in the river row
   (oe_river_places: a byte, where oe_river_rows takes two). A fixed hand's
   best place for every row makes it one load a trial (6,175 rows times its
   hole pairs to build: worth it for a long chunk only). */
#define PLACE_TABLE_MIN_TRIALS 16384
void oe_rq_place_tables(const uint8_t *cards, uint64_t n, int nhole, uint8_t *out)
{
    uint8_t pair[15];
    for (uint64_t i = 0; i < n; i++) {
        int npair = hole_pairs(cards + i * (uint64_t)nhole, nhole, pair);
        oe_place_table(out + i * (uint64_t)OE_RIVER_BOARDS, pair, npair);
    }
}

/* On a board with a flush possible, places become values that rank against
   flushes: quads and full houses (places below OE_PLACE_UNDER_FLUSH)
   between straight flushes (values 1..10) and flushes (323..1599), the
   other places after every flush. Only comparisons within the trial use
   them. */
#define PLACE_OVER_FLUSH 11
#define PLACE_UNDER_FLUSH 1600
static inline int place_vs_flush(int place)
{
    /* without a branch: which side is as likely as not; places are below
       2 * OE_PLACE_UNDER_FLUSH, so the quotient is 0 or 1 */
    int under = (int)((unsigned)place / OE_PLACE_UNDER_FLUSH);
    return place + PLACE_OVER_FLUSH + under * (PLACE_UNDER_FLUSH - OE_PLACE_UNDER_FLUSH - PLACE_OVER_FLUSH);
}

/* Moves n cards drawn uniformly from deck[0..ndeck) to deck[0..n), in
   draw order (a partial Fisher-Yates shuffle; the deck stays a permutation
   of the same cards, so any order it is left in serves the next deal).
   Each index comes from a 16-bit slice of a random number by Lemire's
   multiply, rejecting the few slices that would bias it: exactly uniform,
   and the rejection branch is almost never taken. A deal starts on a fresh
   number, so it uses a fixed count of them in practice. A moving pointer
   and count, not indices recomputed each slice: the same draws in fewer
   instructions (the sampler runs about 15-20 % faster for it;
   tests/equity_engine/test_equity_seeded.py pins what a seed deals). */
static inline void deal_from_deck(oe_rng *g, uint8_t *deck, int ndeck, int n)
{
    uint8_t *d = deck, *end = deck + n;
    uint32_t m = (uint32_t)ndeck; /* cards left to draw from: deck[d - deck ..) */
    while (d < end) {
        uint64_t bits = oe_rng_next(g);
        for (int k = 0; k < 4; k++, bits >>= 16) {
            uint32_t prod = (uint32_t)(bits & 0xFFFF) * m;
            if ((prod & 0xFFFF) < m && (prod & 0xFFFF) < 65536u % m)
                continue; /* this slice would bias the draw */
            uint8_t *pick = d + (prod >> 16), c = *pick;
            *pick = *d;
            *d++ = c;
            m--;
            if (d == end)
                break;
        }
    }
}

/* The Omaha sampler. Cards come from deal_from_deck when no range is
   drawn, else as in the general sampler below. A board is scored by its
   river row: the cards' oe_board_word add up to the row and the suit
   counts, a fixed hand is one load in its place table, any other hand the
   least place over its hole pairs in the row, and a flush is ranked
   against places by place_vs_flush. Written for a constant count of hole
   cards nh (sample_omaha below makes one for each), so that every loop
   over a hand's cards or pairs unrolls. */
OE_ALWAYS_INLINE uint64_t sample_omaha_n(const oe_rq_job *job, oe_rng *g, uint64_t count, uint64_t max_rejects,
                                         uint64_t *acc, const int nh)
{
    int np = job->nplayers, hilo = job->hilo;
    const uint8_t *cards[OE_EQ_MAX_PLAYERS];
    const oe_eqhand *hp[OE_EQ_MAX_PLAYERS];
    const uint8_t *table[OE_EQ_MAX_PLAYERS];
    uint8_t dealt[OE_EQ_MAX_PLAYERS][6], board[5];
    int low[OE_EQ_MAX_PLAYERS], drawn_players = 0, dealt_players = 0, drawn_who[OE_EQ_MAX_PLAYERS];
    uint64_t fixed_used = job->dead, known_acc = 0;
    int known_low = 0;
    for (int i = 0; i < job->nboard; i++) {
        board[i] = job->board[i];
        known_acc += oe_board_word[board[i]];
        known_low |= oe_low_bit[OE_RANK(board[i])];
    }
    for (int p = 0; p < np; p++) {
        const oe_rq_range *r = &job->ranges[p];
        table[p] = NULL;
        hp[p] = NULL;
        if (r->random) {
            dealt_players++;
        } else if (r->n == 1 && r->prepared) {
            hp[p] = &r->prepared[0];
            cards[p] = r->cards;
            low[p] = hp[p]->low_set;
            fixed_used |= hp[p]->mask;
        } else {
            drawn_who[drawn_players++] = p;
        }
    }
    /* With the job's class table every hand is scored by its rank class:
       a fixed hand's once here, a drawn hand's from its record. */
    const uint8_t *class_places = job->class_places;
    if (dealt_players || job->board_list || oe_class_rows(job->nboard) == 0)
        class_places = NULL;
    unsigned fixed_class[OE_EQ_MAX_PLAYERS] = {0};
    size_t class_rows = (size_t)oe_class_rows(job->nboard);
    /* from_record: a hand drawn from records, its flush from the record's
       card mask */
    int from_record[OE_EQ_MAX_PLAYERS];
    for (int p = 0; p < np; p++) {
        from_record[p] = !hp[p] && !job->ranges[p].random && job->ranges[p].records;
        if (hp[p])
            fixed_class[p] = oe_rank_class(cards[p], nh);
        else if (!job->ranges[p].records)
            class_places = NULL;
    }
    /* A fixed hand's place table: the job's when it built one (once for
       all chunks), else built here for a long chunk. */
    int nbuild = 0;
    for (int p = 0; p < np; p++)
        if (hp[p] && job->ranges[p].places)
            table[p] = job->ranges[p].places;
        else
            nbuild += hp[p] != NULL;
    uint8_t *tables = NULL;
    if (nbuild && count >= PLACE_TABLE_MIN_TRIALS && !class_places)
        tables = malloc((size_t)nbuild * OE_RIVER_BOARDS);
    if (tables) { /* without memory the row lookup below does the same */
        int f = 0;
        for (int p = 0; p < np; p++)
            if (hp[p] && !table[p]) {
                uint8_t *v = tables + (size_t)f++ * OE_RIVER_BOARDS;
                oe_rq_place_tables(cards[p], 1, nh, v);
                table[p] = v;
            }
    }
    /* Without ranges to draw, the cards left are the same every trial: deal
       from that deck by a partial shuffle (no rejected draws). */
    uint8_t deck[52];
    int ndeck = 0, ndeal = dealt_players * nh + 5 - job->nboard;
    for (int c = 0; c < 52; c++)
        if (!(fixed_used >> c & 1))
            deck[ndeck++] = (uint8_t)c;
    int use_deck = !drawn_players && !job->board_list && ndeal <= ndeck;
    /* Batches for two ranges or more: one range against fixed hands rarely
       clashes and gains nothing. A board range draws its board with the
       hands: one deal at a time. */
    oe_rq_batch *batch = drawn_players >= 2 && !job->board_list ? malloc(sizeof *batch) : NULL;
    if (batch)
        batch->n = batch->next = 0;
    /* heads-up high only: a trial is a win for one or a tie */
    int heads_up = np == 2 && !hilo;
    uint64_t drawn = 0, rejects = 0, wins0 = 0, wins1 = 0;
    for (uint64_t t = 0; t < count;) {
        uint64_t used = fixed_used;
        int ok = 1;
        if (batch) {
            if (batch->next == batch->n) {
                draw_batch(g, job, nh, fixed_used, drawn_who, drawn_players, batch);
                drawn += BATCH;
                if (!batch->n) {
                    rejects += BATCH;
                    if (rejects > max_rejects) {
                        free(tables);
                        free(batch);
                        return 0;
                    }
                    continue;
                }
                rejects = 0;
            }
            int k = batch->next++;
            used = batch->used[k];
            if (np == 2 && drawn_players == 2) { /* heads-up range against range */
                cards[0] = batch->cards[k][0];
                cards[1] = batch->cards[k][1];
            } else {
                for (int d = 0; d < drawn_players; d++)
                    cards[drawn_who[d]] = batch->cards[k][d];
            }

            goto deal_the_rest;
        }
        drawn++;
        if (job->board_list) {
            uint64_t bm = draw_board(g, job, board);
            ok = !(bm & used);
            used |= bm;
            known_acc = 0;
            known_low = 0;
            for (int i = 0; i < job->nboard; i++) {
                known_acc += oe_board_word[board[i]];
                known_low |= oe_low_bit[OE_RANK(board[i])];
            }
        }
        if (ok && drawn_players) {
            uint64_t idx[OE_EQ_MAX_PLAYERS];
            ok = draw_ranges(g, job, &used, cards, idx);
        }
        if (!ok) {
            if (++rejects > max_rejects) {
                free(tables);
                return 0;
            }
            continue;
        }
        rejects = 0;
    deal_the_rest:;
        uint64_t bacc = known_acc;
        if (use_deck) {
            deal_from_deck(g, deck, ndeck, ndeal);
            const uint8_t *next = deck;
            for (int p = 0; p < np; p++)
                if (job->ranges[p].random) {
                    cards[p] = next;
                    next += nh;
                }
            for (int i = job->nboard; i < 5; i++) {
                board[i] = *next++;
                bacc += oe_board_word[board[i]];
            }
        } else {
            if (dealt_players)
                for (int p = 0; p < np; p++)
                    if (job->ranges[p].random) {
                        oe_rng_cards(g, &used, dealt[p], nh);
                        cards[p] = dealt[p];
                    }
            for (int i = job->nboard; i < 5; i++) {
                int c = oe_rng_card(g, used);
                used |= 1ull << c;
                board[i] = (uint8_t)c;
                bacc += oe_board_word[c];
            }
        }
        int hi[OE_EQ_MAX_PLAYERS], lo[OE_EQ_MAX_PLAYERS];
        if (class_places) {
            const uint8_t *col = class_places + oe_class_row(board, job->nboard);
#define CLASS_PLACE(p) col[(size_t)(hp[p] ? fixed_class[p] : oe_record_class(cards[p])) * class_rows]
            if (np == 2) { /* unrolled */
                hi[0] = CLASS_PLACE(0);
                hi[1] = CLASS_PLACE(1);
            } else {
                for (int p = 0; p < np; p++)
                    hi[p] = CLASS_PLACE(p);
            }
#undef CLASS_PLACE
        } else {
            unsigned row = (unsigned)oe_river_hi[(bacc >> 16) & 0xFFFF] + oe_river_lo[bacc & 0xFFFF];
            const uint8_t *rowp = oe_river_places + (size_t)row * OE_HOLE_PAIRS;
            for (int p = 0; p < np; p++)
                hi[p] = table[p] ? table[p][row] : oe_place_best(rowp, cards[p], nh);
        }
        unsigned three = ((unsigned)(bacc >> 32) + 0x1111) & 0x4444;
        if (three) {
            int s = (three & 0x4) ? 0 : (three & 0x40) ? 1 : (three & 0x400) ? 2 : 3;
            /* the suit's board ranks from the board's card mask, its count
               from the suit's nibble of the accumulator */
            uint64_t board_mask = 0;
            for (int i = 0; i < 5; i++)
                board_mask |= 1ull << board[i];
            unsigned bbits = suit_ranks(board_mask, s);
            int nb = (int)(bacc >> (32 + 4 * s) & 0xF);
            for (int p = 0; p < np; p++) {
                uint64_t m = from_record[p] ? record_mask(cards[p]) : hp[p] ? hp[p]->mask : oe_card_mask(cards[p], nh);
                int f = flush_of_bits(suit_ranks(m, s), bbits, nb);
                int h = place_vs_flush(hi[p]);
                hi[p] = f < h ? f : h;
            }
        }
        if (hilo) {
            int blow = known_low;
            for (int i = job->nboard; i < 5; i++)
                blow |= oe_low_bit[OE_RANK(board[i])];
            for (int p = 0; p < np; p++)
                lo[p] = oe_low[(hp[p] ? low[p] : low_set_of(cards[p], nh)) << 8 | blow];
        }
        if (heads_up) { /* counted here, added to acc once at the end */
            wins0 += hi[0] < hi[1];
            wins1 += hi[1] < hi[0];
        } else {
            oe_score1(hi, lo, np, hilo, acc);
        }
        t++;
    }
    free(tables);
    free(batch);
    if (heads_up) {
        uint64_t ties = count - wins0 - wins1, pot = OE_EQ_POT, half = OE_EQ_POT / 2;
        uint64_t w[2] = {wins0, wins1};
        for (int p = 0; p < 2; p++) {
            uint64_t *a = acc + p * OE_C_N;
            a[OE_C_SHARE] += w[p] * pot + ties * half;
            a[OE_C_SHARE_SQ] += w[p] * pot * pot + ties * half * half;
            a[OE_C_HI_WIN] += w[p];
            a[OE_C_HI_TIE] += ties;
            a[OE_C_TIE] += ties;
            a[OE_C_SCOOP] += w[p];
        }
    }
    return drawn;
}

static uint64_t sample_omaha(const oe_rq_job *job, oe_rng *g, uint64_t count, uint64_t max_rejects,
                             uint64_t *acc)
{
    switch (job->nhole) {
    case 4:
        return sample_omaha_n(job, g, count, max_rejects, acc, 4);
    case 5:
        return sample_omaha_n(job, g, count, max_rejects, acc, 5);
    default:
        return sample_omaha_n(job, g, count, max_rejects, acc, 6);
    }
}

/* The Hold'em sampler: ranges drawn, random hands dealt and the board
   finished card by card, each hand scored by its prepared tables. */
static uint64_t sample_holdem(const oe_rq_job *job, oe_rng *g, uint64_t count, uint64_t max_rejects,
                              uint64_t *acc)
{
    int np = job->nplayers, nh = job->nhole;
    oe_eqhand lite[OE_EQ_MAX_PLAYERS];
    const oe_eqhand *hp[OE_EQ_MAX_PLAYERS];
    const uint8_t *cards[OE_EQ_MAX_PLAYERS];
    uint8_t dealt[OE_EQ_MAX_PLAYERS][6], board[5];
    int direct[OE_EQ_MAX_PLAYERS], drawn_players = 0, dealt_players = 0;
    uint64_t fixed_used = job->dead;
    memcpy(board, job->board, (size_t)job->nboard);
    /* Players with one prepared hand are the same every trial: set them up
       once; only ranges are drawn, and random hands dealt, per trial. */
    for (int p = 0; p < np; p++) {
        const oe_rq_range *r = &job->ranges[p];
        direct[p] = 0;
        if (r->random) {
            dealt_players++;
        } else if (r->n == 1 && r->prepared) {
            hp[p] = &r->prepared[0];
            cards[p] = r->cards;
            fixed_used |= hp[p]->mask;
        } else {
            drawn_players++;
        }
    }
    uint64_t drawn = 0, rejects = 0;
    for (uint64_t t = 0; t < count;) {
        uint64_t used = fixed_used;
        drawn++;
        int ok = 1;
        if (job->board_list) {
            uint64_t bm = draw_board(g, job, board);
            ok = !(bm & used);
            used |= bm;
        }
        uint64_t idx[OE_EQ_MAX_PLAYERS];
        if (ok && drawn_players)
            ok = draw_ranges(g, job, &used, cards, idx);
        if (!ok) {
            if (++rejects > max_rejects)
                return 0;
            continue;
        }
        rejects = 0;
        if (drawn_players) {
            for (int p = 0; p < np; p++) {
                const oe_rq_range *r = &job->ranges[p];
                if (r->random || (r->n == 1 && r->prepared))
                    continue;
                hp[p] = r->prepared ? &r->prepared[idx[p]] : NULL;
                direct[p] = !r->prepared;
            }
        }
        if (dealt_players)
            for (int p = 0; p < np; p++)
                if (job->ranges[p].random) {
                    oe_rng_cards(g, &used, dealt[p], nh);
                    cards[p] = dealt[p];
                    direct[p] = 1;
                }
        for (int p = 0; p < np; p++)
            if (direct[p]) {
                oe_eqhand_prepare(&lite[p], cards[p], nh);
                hp[p] = &lite[p];
            }
        oe_rng_cards(g, &used, board + job->nboard, 5 - job->nboard);
        oe_board b;
        oe_board_set5(&b, board);
        int hi[OE_EQ_MAX_PLAYERS], lo[OE_EQ_MAX_PLAYERS];
        int s = oe_board_flush_suit(&b);
        for (int p = 0; p < np; p++) {
            hi[p] = oe_holdem_nonflush(hp[p], &b);
            if (s >= 0) {
                int f = oe_flush_value(hp[p], s, b.suit_mask[s], 0);
                hi[p] = f < hi[p] ? f : hi[p];
            }
        }
        if (job->hilo)
            oe_lows(hp, np, &b, lo);
        oe_score1(hi, lo, np, job->hilo, acc);
        t++;
    }
    return drawn;
}

uint64_t oe_rq_sample(const oe_rq_job *job, uint64_t seed, uint64_t stream, uint64_t count,
                      uint64_t max_rejects, uint64_t *acc)
{
    oe_rng g;
    oe_rng_seed(&g, seed, stream);
    uint64_t sums[OE_EQ_MAX_PLAYERS * OE_C_N] = {0}; /* see oe_rq_exact */
    uint64_t drawn = job->nhole > 2 ? sample_omaha(job, &g, count, max_rejects, sums)
                                    : sample_holdem(job, &g, count, max_rejects, sums);
    for (int i = 0; i < job->nplayers * OE_C_N; i++)
        acc[i] += sums[i];
    return drawn;
}

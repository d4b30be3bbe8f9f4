#include "oe_exact.h"
#include "oe_compiler.h"
#include "oe_exact_ctx.h"
#include "oe_exact_holdem.h"
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* Two passes over boards, which together count every board once:
   - the plain pass scores each rank multiset of the drawn cards without
     flushes, weighted by the boards that realise it with fewer than three
     cards of any suit in which someone could flush;
   - a flush pass per such suit scores every board with three or more of
     its cards whole: each set of suited cards, then each rank multiset of
     the other cards.
   On an unpaired board nobody has a full house or quads, so when someone
   makes a flush the outcome depends only on the suited cards (flushes
   against flushes, everyone else losing): the flush pass scores that
   outcome once per suited set and adds it for every unpaired board.
   Two closed forms save most of the rest: the plain pass's last card is
   not pushed, its boards' weights follow from the multiset before it
   (plain_last); and heads-up with row tables, the flush pass scores only a
   suited set's paired boards one by one and counts its unpaired ones
   (score_others_paired).
   Hold'em preflop takes its own path (oe_exact_holdem.c): the flush
   passes run first and note their boards per river row, and the plain
   pass is one loop over the river rows less those. The pieces both files
   share (the context, scoring a board) are in oe_exact_ctx.h. */

/* The masked counts as counters: the sums oe_score makes without a low,
   each board's counters being linear in its weight. */
static void add_masked(const ctx *cx)
{
    for (int m = 1; m < 1 << cx->np; m++) {
        uint64_t w = cx->mask_w[m];
        if (!w)
            continue;
        int n = 0;
        for (int x = m; x; x &= x - 1)
            n++;
        uint64_t unit = (uint64_t)(OE_EQ_POT / n);
        for (int p = 0; p < cx->np; p++) {
            if (!(m >> p & 1))
                continue;
            uint64_t *a = cx->acc + p * OE_C_N;
            a[OE_C_SHARE] += w * unit;
            a[OE_C_SHARE_SQ] += w * (unit * unit);
            a[n == 1 ? OE_C_HI_WIN : OE_C_HI_TIE] += w;
            a[OE_C_TIE] += n > 1 ? w : 0;
            a[OE_C_SCOOP] += n == 1 ? w : 0;
        }
    }
}

/* The heads-up counts as counters (the same sums oe_score would make). */
static void add_heads_up(const ctx *cx)
{
    uint64_t pot = OE_EQ_POT, half = OE_EQ_POT / 2;
    for (int p = 0; p < 2; p++) {
        uint64_t *a = cx->acc + p * OE_C_N;
        a[OE_C_SHARE] += cx->wins[p] * pot + cx->ties * half;
        a[OE_C_SHARE_SQ] += cx->wins[p] * (pot * pot) + cx->ties * (half * half);
        a[OE_C_HI_WIN] += cx->wins[p];
        a[OE_C_HI_TIE] += cx->ties;
        a[OE_C_TIE] += cx->ties;
        a[OE_C_SCOOP] += cx->wins[p];
    }
}

/* The minimum of row[pr[0..n)], n a constant where inlined. */
static inline int row_min(const uint16_t *row, const uint8_t *pr, int n)
{
    int best = row[pr[0]];
    for (int k = 1; k < n; k++)
        best = row[pr[k]] < best ? row[pr[k]] : best;
    return best;
}

/* Every player's best non-flush value on a full board whose cards add up
   to row_key (oe_board_word) and rank_word (oe_card_word7): Omaha from the
   board's river row (a row table load, or one load per hole rank pair),
   Hold'em from the hash. */
static inline void nonflush_keys(const ctx *cx, uint32_t row_key, uint32_t rank_word, int *hi)
{
    if (cx->vrow[0]) {
        unsigned row = (unsigned)oe_river_hi[row_key >> 16] + oe_river_lo[row_key & 0xFFFF];
        for (int p = 0; p < cx->np; p++)
            hi[p] = cx->vrow[p][row];
        return;
    }
    if (cx->omaha) {
        unsigned index = (unsigned)oe_river_hi[row_key >> 16] + oe_river_lo[row_key & 0xFFFF];
        const uint16_t *row = oe_river_rows + (size_t)index * OE_HOLE_PAIRS;
        for (int p = 0; p < cx->np; p++)
            hi[p] = cx->npairs == 6    ? row_min(row, cx->pairs[p], 6)
                    : cx->npairs == 10 ? row_min(row, cx->pairs[p], 10)
                                       : row_min(row, cx->pairs[p], 15);
        return;
    }
    for (int p = 0; p < cx->np; p++) {
        uint32_t w = cx->job->hands[p]->rank_word + rank_word;
        hi[p] = oe_nf7[oe_hash7_hi[(w >> 16) & 0xFFFF] + oe_hash7_lo[w & 0xFFFF]];
    }
}

/* Every player's low on a board with low-rank bits low_set (0 = none). */
static inline void lows(const ctx *cx, int low_set, int *lo)
{
    for (int p = 0; p < cx->np; p++)
        lo[p] = oe_low[cx->job->hands[p]->low_set << 8 | low_set];
}


/* Pushes `m` cards of rank r onto the plain pass's polynomials (their
   coefficients below keep[i] only). */
static inline void poly_push(ctx *cx, int r, int m)
{
    int d = cx->depth;
    for (int i = 0; i < cx->nexcluded; i++) {
        const uint64_t *from = cx->poly[i][d];
        uint64_t *to = cx->poly[i][d + 1], w0 = cx->w0[i][r][m], w1 = cx->w1[i][r][m];
        int top = d < cx->keep[i] - 1 ? d : cx->keep[i] - 1;
        uint64_t c = from[0] * w0, sum = c;
        to[0] = c;
        for (int t = 1; t <= top; t++) {
            c = from[t] * w0 + from[t - 1] * w1;
            to[t] = c;
            sum += c;
        }
        if (d + 1 < cx->keep[i]) {
            c = from[d] * w1;
            to[d + 1] = c;
            sum += c;
        }
        cx->kept[i][d + 1] = sum;
    }
}

/* A full board of the plain pass: its multiset's boards less those with
   keep[i] or more drawn cards of an excluded suit (the flush pass's). */
static inline void plain_board(ctx *cx, uint64_t w, uint32_t row_key, uint32_t rank_word, int low_set)
{
    if (!w)
        return;
    if (cx->fast) {
        unsigned row = (unsigned)oe_river_hi[row_key >> 16] + oe_river_lo[row_key & 0xFFFF];
        int a = cx->vrow[0][row], b = cx->vrow[1][row];
        cx->wins[0] += a < b ? w : 0;
        cx->wins[1] += b < a ? w : 0;
        cx->ties += a == b ? w : 0;
        return;
    }
    int hi[OE_EQ_MAX_PLAYERS], lo[OE_EQ_MAX_PLAYERS];
    nonflush_keys(cx, row_key, rank_word, hi);
    if (cx->job->hilo)
        lows(cx, low_set, lo);
    score(cx, hi, lo, w);
}

/* The boards of multiset e less those the flush passes take. */
static inline void plain_leaf(ctx *cx, const others_ms *e)
{
    uint64_t w = e->w;
    for (int i = 0; i < cx->nexcluded; i++)
        w -= e->w - cx->kept[i][cx->depth];
    plain_board(cx, w, e->row_key, e->rank_word, e->low_set);
}

/* The last card of the plain pass, of each rank r >= from, onto multiset s
   (whose polynomials are at cx->depth), without pushing it: one card of a
   rank multiplies s's weight by a = avail[r], and adds x (its suit's card,
   in = 1 if still available) to an excluded suit's polynomial p:
   p (a - in + in x). Of its boards, those with keep or more cards of the
   suit number a X + in p[keep - 1], where X = s's weight less the sum of
   p[0 .. keep - 1] (s's own such boards), p[keep - 1] being 0 when s has
   fewer distinct ranks. So each board's weight is a A - (the sum over
   excluded suits with in = 1 of p[keep - 1]), A = s's weight less every X. */
static void plain_last(ctx *cx, const others_ms *s, int from)
{
    int d = cx->depth, ne = cx->nexcluded, suit_bits[4];
    uint64_t big_a = s->w, top_coef[4];
    for (int i = 0; i < ne; i++) {
        big_a -= s->w - cx->kept[i][d];
        top_coef[i] = cx->keep[i] - 1 <= d ? cx->poly[i][d][cx->keep[i] - 1] : 0;
        suit_bits[i] = cx->avail_suit[cx->excluded[i]];
    }
    for (int r = from; r < 13; r++) {
        uint64_t a = (uint64_t)cx->avail[r], w = a * big_a;
        if (!a)
            continue;
        for (int i = 0; i < ne; i++)
            w -= (suit_bits[i] >> r & 1) ? top_coef[i] : 0;
        plain_board(cx, w, s->row_key + (uint32_t)oe_board_word[r * 4],
                    s->rank_word + (uint32_t)oe_card_word7[r * 4], s->low_set | oe_low_bit[r]);
    }
}

/* The plain pass: every rank multiset of `left` more cards from ranks >=
   from (at most avail[r] of rank r) added to s, each weighted by the ways
   to pick its cards. */
static void plain(ctx *cx, const others_ms *s, int from, int left)
{
    if (left == 1) {
        plain_last(cx, s, from);
        return;
    }
    for (int r = from; r < 13; r++) {
        others_ms e = *s;
        int a = cx->avail[r];
        for (int m = 1; m <= left && m <= a; m++) {
            e.w = s->w * CHOOSE4[a][m];
            e.row_key += (uint32_t)oe_board_word[r * 4];
            e.rank_word += (uint32_t)oe_card_word7[r * 4];
            e.low_set |= oe_low_bit[r];
            poly_push(cx, r, m);
            cx->depth++;
            if (m == left)
                plain_leaf(cx, &e);
            else
                plain(cx, &e, r + 1, left - m);
            cx->depth--;
        }
    }
}

/* w full boards with three or more cards of cx->suit, of ranks b. */
static void score_flush(ctx *cx, const others_ms *b, uint64_t w)
{
    const oe_exact_job *job = cx->job;
    if (cx->shortcut && !b->paired) {
        cx->unpaired_boards += w;
        return;
    }
    int hi[OE_EQ_MAX_PLAYERS], lo[OE_EQ_MAX_PLAYERS];
    nonflush_keys(cx, b->row_key, b->rank_word, hi);
    for (int i = 0; i < cx->nflushers; i++) {
        int p = cx->flushers[i];
        hi[p] = cx->flush[p] < hi[p] ? cx->flush[p] : hi[p];
    }
    if (job->hilo)
        lows(cx, b->low_set, lo);
    score(cx, hi, lo, w);
}

/* Adds m cards of rank r (of no suit that matters) to a multiset. */
static inline void ms_push(others_ms *e, int r, int m, int avail)
{
    e->w *= CHOOSE4[avail][m];
    e->row_key += (uint32_t)oe_board_word[r * 4];
    e->rank_word += (uint32_t)oe_card_word7[r * 4];
    e->paired |= (e->rank_bits >> r) & 1;
    e->rank_bits |= 1 << r;
    e->low_set |= oe_low_bit[r];
}

/* Every rank multiset of `left` more cards from ranks >= from, at most
   avail[r] of rank r, each weighted by the ways to pick its cards: the
   flush pass's other cards when more than OE_MAX_OTHERS (never, with at
   most five board cards: kept for safety). */
static void multisets(ctx *cx, const others_ms *b, int from, int left, const int *avail)
{
    if (left == 0) {
        score_flush(cx, b, b->w);
        return;
    }
    for (int r = from; r < 13; r++) {
        others_ms e = *b;
        for (int m = 1; m <= left && m <= avail[r]; m++) {
            e.w = b->w;
            ms_push(&e, r, m, avail[r]);
            multisets(cx, &e, r + 1, left - m, avail);
        }
    }
}

/* Lists every rank multiset of `left` more cards from ranks >= from into
   cx->others[n] (n = the count at the top of the recursion). */
static void list_others(ctx *cx, int n, const others_ms *sofar, int from, int left, const int *avail)
{
    if (left == 0) {
        cx->others[n][cx->nothers[n]++] = *sofar;
        return;
    }
    for (int r = from; r < 13; r++) {
        others_ms e = *sofar;
        for (int m = 1; m <= left && m <= avail[r]; m++) {
            e.w = sofar->w;
            ms_push(&e, r, m, avail[r]);
            list_others(cx, n, &e, r + 1, left - m, avail);
        }
    }
}

/* Adds w boards of the heads-up fast path with rank key k: each player's
   best of their flush (f, 0xFFFF for none) and their row table's value. */
static inline void hu_board(const uint16_t *v0, const uint16_t *v1, int f0, int f1, uint32_t k,
                            uint64_t w, uint64_t *sum)
{
    unsigned row = (unsigned)oe_river_hi[k >> 16] + oe_river_lo[k & 0xFFFF];
    int x = v0[row], y = v1[row];
    x = f0 < x ? f0 : x;
    y = f1 < y ? f1 : y;
    sum[0] += x < y ? w : 0;
    sum[1] += y < x ? w : 0;
    sum[2] += x == y ? w : 0;
}


/* The heads-up fast path's boards of one unpaired suited set b (someone
   flushes) with n <= 2 other cards: only the paired boards are scored one
   by one (a pair among the others, or an other of a rank of b); the
   unpaired ones, whose outcome the flushes decide, are counted in closed
   form: n = 1, the other cards of ranks off b; n = 2, the pairs of such
   cards of two distinct ranks ((sum^2 - sum of squares) / 2). */
static void score_others_paired(ctx *cx, const suited_ms *b, int n, int f0, int f1, uint64_t *sum)
{
    const uint16_t *v0 = cx->vrow[0], *v1 = cx->vrow[1];
    const int *a = cx->other_avail;
    int bits = b->ms.rank_bits;
    uint32_t key = b->ms.row_key;
    uint64_t off = cx->other_sum, off_sq = cx->other_sq;
    for (int m = bits; m; m &= m - 1) {
        int r = lowest_rank(m);
        off -= (uint64_t)a[r];
        off_sq -= (uint64_t)(a[r] * a[r]);
    }
    if (n == 0) {
        cx->unpaired_boards += 1;
        return;
    }
    if (n == 1) {
        for (int m = bits & cx->other_ranks; m; m &= m - 1) {
            int r = lowest_rank(m);
            hu_board(v0, v1, f0, f1, key + (uint32_t)oe_board_word[r * 4], (uint64_t)a[r], sum);
        }
        cx->unpaired_boards += off;
        return;
    }
    for (int m = cx->other_ranks; m; m &= m - 1) { /* a pair among the others */
        int r = lowest_rank(m);
        if (a[r] >= 2)
            hu_board(v0, v1, f0, f1, key + 2 * (uint32_t)oe_board_word[r * 4], CHOOSE4[a[r]][2], sum);
    }
    /* two ranks, r of b: each such pair once, by its lowest rank of b */
    for (int m = bits & cx->other_ranks; m; m &= m - 1) {
        int r = lowest_rank(m), low = m & -m;
        uint32_t kr = key + (uint32_t)oe_board_word[r * 4];
        uint64_t ar = (uint64_t)a[r];
        for (int y = cx->other_ranks & ~low & ~(bits & (low - 1)); y; y &= y - 1) {
            int q = lowest_rank(y);
            hu_board(v0, v1, f0, f1, kr + (uint32_t)oe_board_word[q * 4], ar * (uint64_t)a[q], sum);
        }
    }
    cx->unpaired_boards += (off * off - off_sq) / 2;
}

/* The flush pass's boards of one suited set b, from the listed multisets
   of the other cards: as multisets() and score_flush() would score them. */
static void score_others(ctx *cx, const suited_ms *b, int n)
{
    const others_ms *e = cx->others[n], *end = e + cx->nothers[n];
    if (cx->fast) { /* heads-up, high only, row tables: score_flush inlined */
        int f0 = 0xFFFF, f1 = 0xFFFF;
        for (int i = 0; i < cx->nflushers; i++)
            *(cx->flushers[i] ? &f1 : &f0) = cx->flush[cx->flushers[i]];
        uint64_t sum[3] = {0, 0, 0};
        if (cx->shortcut && !b->ms.paired) {
            score_others_paired(cx, b, n, f0, f1, sum);
        } else {
            for (; e < end; e++)
                hu_board(cx->vrow[0], cx->vrow[1], f0, f1, b->ms.row_key + e->row_key, e->w, sum);
        }
        cx->wins[0] += sum[0];
        cx->wins[1] += sum[1];
        cx->ties += sum[2];
        return;
    }
    for (; e < end; e++) {
        others_ms nb = b->ms;
        nb.paired |= e->paired | ((nb.rank_bits & e->rank_bits) != 0);
        nb.row_key += e->row_key;
        nb.rank_word += e->rank_word;
        nb.low_set |= e->low_set;
        nb.rank_bits |= e->rank_bits;
        score_flush(cx, &nb, e->w);
    }
}

/* With the suited cards chosen: each flusher's flush, and, without Hi-Lo,
   the outcome of every unpaired board (it needs nobody's other cards). */
static void suited_set_done(ctx *cx, const suited_ms *b)
{
    int any = 0;
    for (int i = 0; i < cx->nflushers; i++) {
        int p = cx->flushers[i];
        cx->flush[p] = oe_flush_value(cx->job->hands[p], cx->suit, b->suited, cx->omaha);
        any |= cx->flush[p] != 0xFFFF;
    }
    cx->shortcut = any && !cx->job->hilo;
    if (!cx->shortcut)
        return;
    int *hi = cx->unpaired_hi, lo[OE_EQ_MAX_PLAYERS] = {0};
    for (int p = 0; p < cx->np; p++)
        hi[p] = 0xFFFF; /* no flush: loses to any flush on an unpaired board */
    for (int i = 0; i < cx->nflushers; i++)
        hi[cx->flushers[i]] = cx->flush[cx->flushers[i]];
    if (cx->heads_up || cx->masked)
        return; /* score() counts them */
    memset(cx->unpaired, 0, sizeof cx->unpaired);
    oe_score(hi, lo, cx->np, 0, 1, +1, cx->unpaired);
}

/* Every board of a suited set b with `others` cards of other suits. */
static void suited_set_boards(ctx *cx, const suited_ms *b, int others, const int *avail_other)
{
    suited_set_done(cx, b);
    cx->unpaired_boards = 0;
    if (others <= OE_MAX_OTHERS)
        score_others(cx, b, others);
    else
        multisets(cx, &b->ms, 0, others, avail_other);
    if ((cx->heads_up || cx->masked) && cx->shortcut)
        score(cx, cx->unpaired_hi, NULL, cx->unpaired_boards);
    else
        for (int i = 0; cx->unpaired_boards && i < cx->np * OE_C_N; i++)
            cx->acc[i] += cx->unpaired_boards * cx->unpaired[i];
}

/* Every set of jmin to k cards of cx->suit: b and the sets that add ranks
   of `pool` to it, each extended by its highest rank only (so each set
   once); each with the other cards that fill the board to k drawn. */
static void suited_sets(ctx *cx, const suited_ms *b, int pool, int jmin, int k, const int *avail_other)
{
    if (b->j >= jmin)
        suited_set_boards(cx, b, k - b->j, avail_other);
    if (b->j == k)
        return;
    for (int m = pool; m; m &= m - 1) {
        int r = lowest_rank(m);
        suited_ms nb = *b;
        nb.ms.row_key += (uint32_t)oe_board_word[r * 4];
        nb.ms.rank_word += (uint32_t)oe_card_word7[r * 4];
        nb.ms.paired |= (nb.ms.rank_bits >> r) & 1;
        nb.ms.rank_bits |= 1 << r;
        nb.ms.low_set |= oe_low_bit[r];
        nb.suited |= 1 << r;
        nb.j++;
        suited_sets(cx, &nb, m & (m - 1), jmin, k, avail_other);
    }
}


static int popcount13(int m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

/* The flush pass of every suit in which someone can flush. */
static void flush_passes(ctx *cx, const int *flushable, const int *jmin, const oe_board *known, int k)
{
    for (int s = 0; s < 4; s++) {
        if (!flushable[s])
            continue;
        cx->suit = s;
        cx->nflushers = 0;
        for (int p = 0; p < cx->np; p++)
            if (cx->omaha ? cx->job->hands[p]->nsuited[s] >= 2 : 1)
                cx->flushers[cx->nflushers++] = p;
        int avail_other[13];
        cx->other_ranks = 0;
        cx->other_sum = cx->other_sq = 0;
        for (int r = 0; r < 13; r++) {
            int a = cx->avail[r] - (cx->avail_suit[s] >> r & 1);
            avail_other[r] = cx->other_avail[r] = a;
            cx->other_ranks |= (a > 0) << r;
            cx->other_sum += (uint64_t)a;
            cx->other_sq += (uint64_t)(a * a);
        }
        for (int n = 0; n <= OE_MAX_OTHERS && n <= k - jmin[s]; n++) { /* the counts used */
            others_ms none = {1, 0, 0, 0, 0, 0};
            cx->nothers[n] = 0;
            list_others(cx, n, &none, 0, n, avail_other);
        }
        suited_ms start = {{1, known->row_key, known->rank_word, known->rank_bits, known->low_set, known->paired},
                           known->suit_mask[s], 0};
        if (cx->hx) {
            for (int p = 0; p < cx->np; p++)
                cx->hmask[p] = cx->job->hands[p]->suit_mask[s];
            oe_exact_hx_flush_pass(cx, s, jmin[s]);
        } else {
            suited_sets(cx, &start, cx->avail_suit[s], jmin[s], k, avail_other);
        }
    }
}

uint64_t oe_exact(const oe_exact_job *job, uint64_t *acc)
{
    ctx cx;
    memset(&cx, 0, offsetof(ctx, poly));
    cx.job = job;
    cx.omaha = job->nhole > 2;
    cx.np = job->nplayers;
    cx.acc = acc;
    cx.suit = -1;
    cx.heads_up = cx.np == 2 && !job->hilo;
    if (cx.omaha)
        for (int p = 0; p < cx.np; p++) {
            const oe_eqhand *h = job->hands[p];
            cx.npairs = 0;
            for (int i = 0; i < h->nhole; i++)
                for (int j = i + 1; j < h->nhole; j++)
                    cx.pairs[p][cx.npairs++] = oe_hole_pair[(unsigned)h->cards[i] << 6 | h->cards[j]];
        }
    /* Preflop, a hand meets every river row in the plain pass and many again
       in the flush passes: a row table per hand (12 KB each) repays its
       cost. The job's own are used when every player has one; else, up to
       three hands, the missing ones are built here. On the heap, not the
       stack (small thread stacks, as musl's); without memory the pairs are
       read as elsewhere. */
    uint16_t *vtab = NULL;
    int given = 0;
    for (int p = 0; cx.omaha && p < cx.np; p++)
        given += job->rows[p] != NULL;
    if (cx.omaha && given < cx.np && job->nboard == 0 && cx.np <= 3)
        vtab = malloc((size_t)(cx.np - given) * OE_RIVER_BOARDS * sizeof *vtab);
    if (vtab || (cx.omaha && given == cx.np)) {
        uint16_t *v = vtab;
        for (int p = 0; p < cx.np; p++) {
            if (job->rows[p]) {
                cx.vrow[p] = job->rows[p];
            } else {
                oe_row_table(v, cx.pairs[p], cx.npairs);
                cx.vrow[p] = v;
                v += OE_RIVER_BOARDS;
            }
        }
    }
    cx.fast = cx.heads_up && cx.vrow[0] != NULL;
    for (int c = 0; c < 52; c++)
        if (!(job->used >> c & 1)) {
            cx.avail[OE_RANK(c)]++;
            cx.avail_suit[OE_SUIT(c)] |= 1 << OE_RANK(c);
        }
    oe_board known;
    memset(&known, 0, sizeof known);
    for (int i = 0; i < job->nboard; i++) {
        oe_board_push(&known, OE_RANK(job->board[i]), OE_SUIT(job->board[i]));
        cx.known_suit[OE_SUIT(job->board[i])]++;
    }
    int k = 5 - job->nboard, ndeck = 0;
    for (int r = 0; r < 13; r++)
        ndeck += cx.avail[r];
    uint64_t boards = 1;
    for (int i = 1; i <= k; i++)
        boards = boards * (uint64_t)(ndeck - k + i) / (uint64_t)i;

    /* Which suits can give someone a flush, and whether one already must
       be on the board (three known cards of it: then every board is one). */
    int flushable[4] = {0}, direct_suit = -1, jmin[4] = {0};
    for (int s = 0; s < 4; s++) {
        int nsuit = popcount13(cx.avail_suit[s]);
        int can_reach = cx.known_suit[s] + (nsuit < k ? nsuit : k);
        if (can_reach < 3)
            continue;
        int most = 0;
        for (int p = 0; p < cx.np; p++)
            most = job->hands[p]->nsuited[s] > most ? job->hands[p]->nsuited[s] : most;
        flushable[s] = cx.omaha ? most >= 2 : most + can_reach >= 5;
        if (!flushable[s])
            continue;
        jmin[s] = 3 - cx.known_suit[s] > 0 ? 3 - cx.known_suit[s] : 0;
        if (cx.known_suit[s] >= 3) { /* no plain pass: the flush pass takes every board */
            direct_suit = s;
            continue;
        }
        if (!cx.omaha && 5 - most - cx.known_suit[s] > jmin[s]) /* Hold'em: five among seven */
            jmin[s] = 5 - most - cx.known_suit[s];
        cx.keep[cx.nexcluded] = jmin[s];
        cx.excluded[cx.nexcluded++] = s;
    }

    /* Hold'em preflop: excl on the heap (12 KB; small thread stacks), or
       without memory the polynomials as elsewhere. */
    if (!cx.omaha && !job->hilo && job->nboard == 0) {
        cx.excl = calloc(OE_RIVER_BOARDS, sizeof *cx.excl);
        cx.hx = cx.excl != NULL;
    }
    for (int p = 0; cx.hx && p < cx.np; p++) {
        const oe_eqhand *h = job->hands[p];
        cx.hword[p] = h->rank_word;
        cx.hole_ranks |= 1 << OE_RANK(h->cards[0]) | 1 << OE_RANK(h->cards[1]);
        cx.pocket_pair |= OE_RANK(h->cards[0]) == OE_RANK(h->cards[1]);
    }
    cx.masked = !job->hilo && cx.np >= 3 && cx.np <= OE_MASK_MAX;
    if (cx.masked)
        memset(cx.mask_w, 0, sizeof cx.mask_w);
    for (int i = 0; !cx.hx && i < cx.nexcluded; i++) {
        int s = cx.excluded[i];
        cx.poly[i][0][0] = 1;
        cx.kept[i][0] = 1;
        for (int r = 0; r < 13; r++) {
            int in = cx.avail_suit[s] >> r & 1, a = cx.avail[r];
            for (int m = 1; m <= 4 && m <= k; m++) { /* at most k of a rank are drawn */
                cx.w0[i][r][m] = (uint64_t)choose4(a - in, m);
                cx.w1[i][r][m] = in ? (uint64_t)choose4(a - 1, m - 1) : 0;
            }
        }
    }
    if (cx.hx) { /* the flush passes first: they fill excl for the plain pass */
        flush_passes(&cx, flushable, jmin, &known, k);
        oe_exact_hx_plain(&cx);
    } else {
        if (direct_suit < 0) {
            others_ms start = {1, known.row_key, known.rank_word, known.rank_bits, known.low_set, known.paired};
            if (k > 0)
                plain(&cx, &start, 0, k);
            else
                plain_leaf(&cx, &start);
        }
        flush_passes(&cx, flushable, jmin, &known, k);
    }
    if (cx.heads_up)
        add_heads_up(&cx);
    if (cx.masked)
        add_masked(&cx);
    free(cx.excl);
    free(vtab);
    return boards;
}

#include "oe_exact_holdem.h"
#include "oe_compiler.h"

/* Hold'em preflop (cx->hx). Its functions take the player count np as a
   constant where inlined (hx_flush_pass and hx_plain are instantiated for
   two, three and four players, and once for any count), so that the loops
   over players unroll. Heads-up counts boards won and tied (cx->wins,
   cx->ties), three to OE_MASK_MAX players by set of winners (mask_w). */

/* A board's river row: its rank multiset. */
static inline unsigned river_row(uint32_t row_key)
{
    return (unsigned)oe_river_hi[row_key >> 16] + oe_river_lo[row_key & 0xFFFF];
}

/* The best non-flush value of seven cards of rank word w. */
static inline int nf7(uint32_t w)
{
    return oe_nf7[oe_hash7_hi[(w >> 16) & 0xFFFF] + oe_hash7_lo[w & 0xFFFF]];
}

/* Adds w boards with high values hi: score() for a constant np. */
OE_ALWAYS_INLINE void hx_score(ctx *cx, const int *hi, uint64_t w, const int np)
{
    if (np == 2) {
        int x = hi[0], y = hi[1];
        cx->wins[0] += x < y ? w : 0;
        cx->wins[1] += y < x ? w : 0;
        cx->ties += x == y ? w : 0;
    } else if (np >= 3 && np <= OE_MASK_MAX) { /* cx->masked */
        cx->mask_w[winners(hi, np)] += w;
    } else {
        oe_score(hi, NULL, np, 0, w, +1, cx->acc);
    }
}

/* One board (or w alike) of a flush pass scored whole: each player's best
   of their flush (f, 0xFFFF for none) and their non-flush value with the
   board's ranks (word). */
OE_ALWAYS_INLINE void hx_board(ctx *cx, const int *f, uint32_t word, uint64_t w, const int np)
{
    int hi[OE_EQ_MAX_PLAYERS];
    for (int p = 0; p < np; p++) {
        int v = nf7(cx->hword[p] + word);
        hi[p] = f[p] < v ? f[p] : v;
    }
    hx_score(cx, hi, w, np);
}

/* The boards of one suited set (its rank bits, key and word: no pair,
   preflop) with n = 1 or 2 other cards, each of their rank multisets noted
   in excl for the plain pass. When someone has a flush, only a full house
   or quads beats it, so a board is decided by the flushes (counted, and
   scored once) unless it pairs and some hand can fill up: such a board
   (suited cards of distinct ranks, at most two others) has at most trips
   and never two ranks of two or more besides a rank of three, so a hand
   needs one of its ranks on the board, or a pocket pair with trips on the
   board. */
OE_ALWAYS_INLINE void hx_set(ctx *cx, int bits, uint32_t key, uint32_t word, int n, const int np)
{
    int f[OE_EQ_MAX_PLAYERS], any = 0;
    for (int p = 0; p < np; p++) {
        int v = oe_flush[cx->hmask[p] | bits];
        f[p] = v ? v : 0xFFFF;
        any |= v;
    }
    uint16_t *excl = cx->excl;
    const int *a = cx->other_avail;
    uint64_t unpaired = 0;
    if (n == 1) {
        /* the other card pairs none of the suited ones, or nobody can fill up */
        int open = !any ? 0 : bits & cx->hole_ranks ? cx->other_ranks & ~bits : cx->other_ranks;
        for (int m = open; m; m &= m - 1) {
            int r = lowest_rank(m);
            excl[river_row(key + (uint32_t)oe_board_word[r * 4])] += (uint16_t)a[r];
            unpaired += (uint64_t)a[r];
        }
        for (int m = cx->other_ranks & ~open; m; m &= m - 1) {
            int r = lowest_rank(m);
            excl[river_row(key + (uint32_t)oe_board_word[r * 4])] += (uint16_t)a[r];
            hx_board(cx, f, word + (uint32_t)oe_card_word7[r * 4], (uint64_t)a[r], np);
        }
    } else {
        const others_ms *e = cx->others[n], *end = e + cx->nothers[n];
        for (; e < end; e++) {
            excl[river_row(key + e->row_key)] += (uint16_t)e->w;
            int hit = bits & e->rank_bits, ranks = bits | e->rank_bits;
            int fill = (e->paired | hit) && (ranks & cx->hole_ranks || (cx->pocket_pair && e->paired && hit));
            if (any && !fill) {
                unpaired += e->w;
                continue;
            }
            hx_board(cx, f, word + e->rank_word, e->w, np);
        }
    }
    if (unpaired)
        hx_score(cx, f, unpaired, np);
}

/* A board of five cards of the suit (bits): flushes for everyone. */
OE_ALWAYS_INLINE void hx_set5(ctx *cx, int bits, uint32_t key, const int np)
{
    cx->excl[river_row(key)] += 1;
    int f[OE_EQ_MAX_PLAYERS];
    for (int p = 0; p < np; p++)
        f[p] = oe_flush[cx->hmask[p] | bits];
    hx_score(cx, f, 1, np);
}

/* The flush pass of suit s: every set of jmin (3 or more) to 5 drawn cards
   of the suit, in nested loops over its ranks, each with the other cards
   that fill the board. */
OE_ALWAYS_INLINE void hx_flush_pass_n(ctx *cx, int s, int jmin, const int np)
{
    int rank[13], ns = 0;
    uint32_t key[13], word[13];
    for (int r = 0; r < 13; r++)
        if (cx->avail_suit[s] >> r & 1) {
            rank[ns] = 1 << r;
            key[ns] = (uint32_t)oe_board_word[r * 4];
            word[ns++] = (uint32_t)oe_card_word7[r * 4];
        }
    for (int i0 = 0; i0 < ns; i0++)
        for (int i1 = i0 + 1; i1 < ns; i1++) {
            int b1 = rank[i0] | rank[i1];
            uint32_t k1 = key[i0] + key[i1], w1 = word[i0] + word[i1];
            for (int i2 = i1 + 1; i2 < ns; i2++) {
                int b2 = b1 | rank[i2];
                uint32_t k2 = k1 + key[i2], w2 = w1 + word[i2];
                if (jmin <= 3)
                    hx_set(cx, b2, k2, w2, 2, np);
                for (int i3 = i2 + 1; i3 < ns; i3++) {
                    int b3 = b2 | rank[i3];
                    uint32_t k3 = k2 + key[i3];
                    if (jmin <= 4)
                        hx_set(cx, b3, k3, w2 + word[i3], 1, np);
                    for (int i4 = i3 + 1; i4 < ns; i4++)
                        hx_set5(cx, b3 | rank[i4], k3 + key[i4], np);
                }
            }
        }
}

/* The plain pass: every river row (rank multiset) in turn, weighted by its
   boards (the product over its groups of equal ranks of the ways to draw
   them: oe_river_groups) less those the flush passes took (excl). */
OE_ALWAYS_INLINE void hx_plain_n(ctx *cx, const int np)
{
    uint32_t ways[256]; /* [rank << 3 | count]: C(avail, count); the pad: 1 */
    for (int r = 0; r < 13; r++)
        for (int m = 1; m <= 4; m++)
            ways[r << 3 | m] = (uint32_t)choose4(cx->avail[r], m);
    ways[OE_RIVER_GROUP_PAD] = 1;
    const uint8_t *g = oe_river_groups;
    const uint16_t *excl = cx->excl;
    uint32_t hword[OE_EQ_MAX_PLAYERS];
    for (int p = 0; p < np; p++)
        hword[p] = cx->hword[p];
    uint64_t wins0 = 0, wins1 = 0, ties = 0; /* heads-up: in registers */
    for (unsigned row = 0; row < OE_RIVER_BOARDS; row++, g += 5) {
        uint64_t w = (uint64_t)(ways[g[0]] * ways[g[1]] * ways[g[2]] * ways[g[3]] * ways[g[4]]) - excl[row];
        if (!w)
            continue;
        uint32_t word = oe_river_word7[row];
        int hi[OE_EQ_MAX_PLAYERS];
        for (int p = 0; p < np; p++)
            hi[p] = nf7(hword[p] + word);
        if (np == 2) {
            wins0 += hi[0] < hi[1] ? w : 0;
            wins1 += hi[1] < hi[0] ? w : 0;
            ties += hi[0] == hi[1] ? w : 0;
        } else {
            hx_score(cx, hi, w, np);
        }
    }
    cx->wins[0] += wins0;
    cx->wins[1] += wins1;
    cx->ties += ties;
}

void oe_exact_hx_flush_pass(ctx *cx, int s, int jmin)
{
    switch (cx->np) {
    case 2: hx_flush_pass_n(cx, s, jmin, 2); break;
    case 3: hx_flush_pass_n(cx, s, jmin, 3); break;
    case 4: hx_flush_pass_n(cx, s, jmin, 4); break;
    default: hx_flush_pass_n(cx, s, jmin, cx->np); break;
    }
}

void oe_exact_hx_plain(ctx *cx)
{
    switch (cx->np) {
    case 2: hx_plain_n(cx, 2); break;
    case 3: hx_plain_n(cx, 3); break;
    case 4: hx_plain_n(cx, 4); break;
    default: hx_plain_n(cx, cx->np); break;
    }
}

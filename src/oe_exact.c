#include "oe_exact.h"
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
   outcome once per suited set and adds it for every unpaired board. */

typedef struct {
    const oe_exact_job *job;
    int omaha, np;
    uint64_t *acc;
    int avail[13], avail_suit[4], known_suit[4];
    int mcount[13];                              /* the plain pass's drawn multiset */
    int excluded[4], nexcluded;                  /* suits whose flush boards it leaves out, */
    int need[4];                                 /* boards with this many drawn cards of them */
    int suit;                                    /* during a flush pass: its suit; else -1 */
    int flushers[OE_EQ_MAX_PLAYERS], nflushers;  /* players who can flush in `suit` */
    int flush[OE_EQ_MAX_PLAYERS];                /* their flushes with the current suited set */
    int shortcut;                                /* unpaired boards take `unpaired` */
    uint64_t unpaired[OE_EQ_MAX_PLAYERS * OE_C_N];
    uint64_t unpaired_boards;                    /* how many boards took it */
} ctx;

static const uint8_t CHOOSE4[5][6] = {
    {1, 0, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 0}, {1, 2, 1, 0, 0, 0}, {1, 3, 3, 1, 0, 0}, {1, 4, 6, 4, 1, 0}};

static int choose4(int n, int k) { return k < 0 || k > n ? 0 : CHOOSE4[n][k]; }

/* How many of the ways to draw the multiset mcount put at least `need`
   cards of suit s on the board: a product of per-rank polynomials in the
   number of suited cards (a rank has at most one available card of s). */
static uint64_t suited_ways(const ctx *cx, int s, int need)
{
    uint64_t poly[6] = {1, 0, 0, 0, 0, 0};
    int deg = 0;
    for (int r = 0; r < 13; r++) {
        int m = cx->mcount[r];
        if (!m)
            continue;
        int in = cx->avail_suit[s] >> r & 1, a = cx->avail[r];
        uint64_t w0 = (uint64_t)choose4(a - in, m), w1 = in ? (uint64_t)choose4(a - 1, m - 1) : 0;
        for (int t = deg + 1; t >= 1; t--)
            poly[t] = poly[t] * w0 + poly[t - 1] * w1;
        poly[0] *= w0;
        deg++;
    }
    uint64_t ways = 0;
    for (int t = need; t <= deg; t++)
        ways += poly[t];
    return ways;
}

static void score_plain(ctx *cx, oe_board *b, uint64_t w)
{
    for (int i = 0; i < cx->nexcluded; i++) {
        int s = cx->excluded[i];
        w -= suited_ways(cx, s, cx->need[s]);
    }
    if (!w)
        return;
    if (cx->omaha)
        oe_board_finish(b);
    int hi[OE_EQ_MAX_PLAYERS], lo[OE_EQ_MAX_PLAYERS];
    for (int p = 0; p < cx->np; p++)
        hi[p] = oe_nonflush(cx->job->hands[p], b, cx->omaha);
    if (cx->job->hilo)
        oe_lows(cx->job->hands, cx->np, b, lo);
    oe_score(hi, lo, cx->np, cx->job->hilo, w, +1, cx->acc);
}

/* A full board with three or more cards of cx->suit. */
static void score_flush(ctx *cx, oe_board *b, uint64_t w)
{
    const oe_exact_job *job = cx->job;
    if (cx->shortcut && !b->paired) {
        cx->unpaired_boards += w;
        return;
    }
    if (cx->omaha)
        oe_board_finish(b);
    int hi[OE_EQ_MAX_PLAYERS], lo[OE_EQ_MAX_PLAYERS];
    for (int p = 0; p < cx->np; p++)
        hi[p] = oe_nonflush(job->hands[p], b, cx->omaha);
    for (int i = 0; i < cx->nflushers; i++) {
        int p = cx->flushers[i];
        hi[p] = cx->flush[p] < hi[p] ? cx->flush[p] : hi[p];
    }
    if (job->hilo)
        oe_lows(job->hands, cx->np, b, lo);
    oe_score(hi, lo, cx->np, job->hilo, w, +1, cx->acc);
}

/* Every rank multiset of `left` more cards from ranks >= from, at most
   avail[r] of rank r, each weighted by the ways to pick its cards. */
static void multisets(ctx *cx, oe_board *b, int from, int left, uint64_t w, const int *avail)
{
    if (left == 0) { /* b is the caller's scratch copy: finishing it in place is safe */
        if (cx->suit < 0)
            score_plain(cx, b, w);
        else
            score_flush(cx, b, w);
        return;
    }
    for (int r = from; r < 13; r++) {
        oe_board nb = *b;
        for (int m = 1; m <= left && m <= avail[r]; m++) {
            oe_board_push(&nb, r, -1);
            cx->mcount[r] = m;
            multisets(cx, &nb, r + 1, left - m, w * CHOOSE4[avail[r]][m], avail);
        }
        cx->mcount[r] = 0;
    }
}

/* With the suited cards chosen: each flusher's flush, and, without Hi-Lo,
   the outcome of every unpaired board (it needs nobody's other cards). */
static void suited_set_done(ctx *cx, const oe_board *b)
{
    int bmask = b->suit_mask[cx->suit], any = 0;
    for (int i = 0; i < cx->nflushers; i++) {
        int p = cx->flushers[i];
        cx->flush[p] = oe_flush_value(cx->job->hands[p], cx->suit, bmask, cx->omaha);
        any |= cx->flush[p] != 0xFFFF;
    }
    cx->shortcut = any && !cx->job->hilo;
    if (!cx->shortcut)
        return;
    int hi[OE_EQ_MAX_PLAYERS], lo[OE_EQ_MAX_PLAYERS] = {0};
    for (int p = 0; p < cx->np; p++)
        hi[p] = 0xFFFF; /* no flush: loses to any flush on an unpaired board */
    for (int i = 0; i < cx->nflushers; i++)
        hi[cx->flushers[i]] = cx->flush[cx->flushers[i]];
    memset(cx->unpaired, 0, sizeof cx->unpaired);
    oe_score(hi, lo, cx->np, 0, 1, +1, cx->unpaired);
}

/* Every set of `left` more cards of cx->suit among the rank bits `pool`
   (lowest bit first), then the other cards as rank multisets. */
static void suited_sets(ctx *cx, const oe_board *b, int pool, int left, int others,
                        const int *avail_other)
{
    if (left == 0) {
        oe_board nb = *b;
        suited_set_done(cx, b);
        cx->unpaired_boards = 0;
        multisets(cx, &nb, 0, others, 1, avail_other);
        for (int i = 0; cx->unpaired_boards && i < cx->np * OE_C_N; i++)
            cx->acc[i] += cx->unpaired_boards * cx->unpaired[i];
        return;
    }
    for (int m = pool; m; m &= m - 1) {
        int bit = m & -m, r = 0;
        while (!(bit >> r & 1))
            r++;
        oe_board nb = *b;
        oe_board_push(&nb, r, cx->suit);
        suited_sets(cx, &nb, m & (m - 1), left - 1, others, avail_other);
    }
}

static int popcount13(int m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

uint64_t oe_exact(const oe_exact_job *job, uint64_t *acc)
{
    ctx cx;
    memset(&cx, 0, sizeof cx);
    cx.job = job;
    cx.omaha = job->nhole > 2;
    cx.np = job->nplayers;
    cx.acc = acc;
    cx.suit = -1;
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
        cx.need[s] = jmin[s];
        cx.excluded[cx.nexcluded++] = s;
    }

    if (direct_suit < 0)
        multisets(&cx, &known, 0, k, 1, cx.avail);
    for (int s = 0; s < 4; s++) {
        if (!flushable[s])
            continue;
        cx.suit = s;
        cx.nflushers = 0;
        for (int p = 0; p < cx.np; p++)
            if (cx.omaha ? job->hands[p]->nsuited[s] >= 2 : 1)
                cx.flushers[cx.nflushers++] = p;
        int avail_other[13];
        for (int r = 0; r < 13; r++)
            avail_other[r] = cx.avail[r] - (cx.avail_suit[s] >> r & 1);
        int nsuit = popcount13(cx.avail_suit[s]);
        for (int j = jmin[s]; j <= k && j <= nsuit; j++)
            suited_sets(&cx, &known, cx.avail_suit[s], j, k - j, avail_other);
    }
    return boards;
}

#include "oe_exact.h"

typedef struct {
    const oe_exact_job *job;
    int omaha, np;
    uint64_t *acc;
    int suit;      /* during a flush pass: its suit; else -1 */
    int direct;    /* flush pass scores whole boards, not differences */
    int flushers[OE_EQ_MAX_PLAYERS], nflushers; /* players who can flush in `suit` */
} ctx;

static const uint8_t CHOOSE4[5][6] = {
    {1, 0, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 0}, {1, 2, 1, 0, 0, 0}, {1, 3, 3, 1, 0, 0}, {1, 4, 6, 4, 1, 0}};

static void score_plain(ctx *cx, const oe_board *b, uint64_t w)
{
    int hi[OE_EQ_MAX_PLAYERS], lo[OE_EQ_MAX_PLAYERS];
    for (int p = 0; p < cx->np; p++)
        hi[p] = oe_nonflush(cx->job->hands[p], b, cx->omaha);
    if (cx->job->hilo)
        oe_lows(cx->job->hands, cx->np, b, lo);
    oe_score(hi, lo, cx->np, cx->job->hilo, w, +1, cx->acc);
}

/* A full board with three or more cards of cx->suit. Only players who hold
   cards of that suit can change; when none does, the plain pass was right. */
static void score_flush(ctx *cx, const oe_board *b, uint64_t w)
{
    const oe_exact_job *job = cx->job;
    int hi[OE_EQ_MAX_PLAYERS], lo[OE_EQ_MAX_PLAYERS], flush[OE_EQ_MAX_PLAYERS];
    int bmask = b->suit_mask[cx->suit], improved = 0;
    for (int p = 0; p < cx->np; p++)
        hi[p] = -1;
    for (int i = 0; i < cx->nflushers; i++) {
        int p = cx->flushers[i];
        flush[p] = oe_flush_value(job->hands[p], cx->suit, bmask, cx->omaha);
        if (flush[p] == 0xFFFF)
            continue;
        hi[p] = oe_nonflush(job->hands[p], b, cx->omaha);
        improved |= flush[p] < hi[p];
    }
    if (!improved && !cx->direct)
        return;
    for (int p = 0; p < cx->np; p++)
        if (hi[p] < 0)
            hi[p] = oe_nonflush(job->hands[p], b, cx->omaha);
    if (job->hilo)
        oe_lows(job->hands, cx->np, b, lo);
    if (!cx->direct)
        oe_score(hi, lo, cx->np, job->hilo, w, -1, cx->acc);
    for (int i = 0; i < cx->nflushers; i++) {
        int p = cx->flushers[i];
        if (flush[p] != 0xFFFF && flush[p] < hi[p])
            hi[p] = flush[p];
    }
    oe_score(hi, lo, cx->np, job->hilo, w, +1, cx->acc);
}

/* Every rank multiset of `left` more cards from ranks >= from, at most
   avail[r] of rank r, each weighted by the ways to pick its cards. */
static void multisets(ctx *cx, const oe_board *b, int from, int left, uint64_t w, const int *avail)
{
    if (left == 0) {
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
            multisets(cx, &nb, r + 1, left - m, w * CHOOSE4[avail[r]][m], avail);
        }
    }
}

/* Every set of `left` more cards of cx->suit among the rank bits `pool`
   (lowest bit first), then the other cards as rank multisets. */
static void suited_sets(ctx *cx, const oe_board *b, int pool, int left, int others,
                        const int *avail_other)
{
    if (left == 0) {
        multisets(cx, b, 0, others, 1, avail_other);
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
    ctx cx = {0};
    cx.job = job;
    cx.omaha = job->nhole > 2;
    cx.np = job->nplayers;
    cx.acc = acc;
    cx.suit = -1;

    int avail[13] = {0}, avail_suit[4] = {0};
    for (int c = 0; c < 52; c++)
        if (!(job->used >> c & 1)) {
            avail[OE_RANK(c)]++;
            avail_suit[OE_SUIT(c)] |= 1 << OE_RANK(c);
        }
    oe_board known = {0};
    int known_suit[4] = {0};
    for (int i = 0; i < job->nboard; i++) {
        oe_board_push(&known, OE_RANK(job->board[i]), OE_SUIT(job->board[i]));
        known_suit[OE_SUIT(job->board[i])]++;
    }
    int k = 5 - job->nboard;
    uint64_t boards = 0;
    {
        int ndeck = 0;
        for (int r = 0; r < 13; r++)
            ndeck += avail[r];
        uint64_t c = 1;
        for (int i = 1; i <= k; i++)
            c = c * (uint64_t)(ndeck - k + i) / (uint64_t)i;
        boards = c;
    }

    /* Which suits can give someone a flush, and whether one already must
       be on the board (three known cards of it). */
    int flushable[4] = {0}, direct_suit = -1;
    for (int s = 0; s < 4; s++) {
        int can_reach = known_suit[s] + (popcount13(avail_suit[s]) < k ? popcount13(avail_suit[s]) : k);
        if (can_reach < 3)
            continue;
        for (int p = 0; p < cx.np && !flushable[s]; p++) {
            const oe_eqhand *h = job->hands[p];
            flushable[s] = cx.omaha ? h->nsuited[s] >= 2 : h->nsuited[s] + can_reach >= 5;
        }
        if (flushable[s] && known_suit[s] >= 3)
            direct_suit = s;
    }

    if (direct_suit < 0)
        multisets(&cx, &known, 0, k, 1, avail);
    for (int s = 0; s < 4; s++) {
        if (!flushable[s])
            continue;
        cx.suit = s;
        cx.direct = s == direct_suit;
        cx.nflushers = 0;
        for (int p = 0; p < cx.np; p++)
            if (cx.omaha ? job->hands[p]->nsuited[s] >= 2 : 1)
                cx.flushers[cx.nflushers++] = p;
        int avail_other[13];
        for (int r = 0; r < 13; r++)
            avail_other[r] = avail[r] - (avail_suit[s] >> r & 1);
        int nsuit = popcount13(avail_suit[s]);
        int jmin = 3 - known_suit[s] > 0 ? 3 - known_suit[s] : 0;
        if (!cx.omaha && !cx.direct) { /* Hold'em: five of the suit among seven cards */
            int most = 0;
            for (int p = 0; p < cx.np; p++)
                most = job->hands[p]->nsuited[s] > most ? job->hands[p]->nsuited[s] : most;
            if (5 - most - known_suit[s] > jmin)
                jmin = 5 - most - known_suit[s];
        }
        for (int j = jmin; j <= k && j <= nsuit; j++)
            suited_sets(&cx, &known, avail_suit[s], j, k - j, avail_other);
    }
    return boards;
}

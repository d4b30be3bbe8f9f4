#include "oe_rvr.h"
#include "oe_cards.h"
#include "oe_eqhand.h"
#include "oe_omaha_rows.h"
#include "oe_u128.h"
#include <stdlib.h>
#include <string.h>

#define MAX_VALUE 7462
/* per query hand and board: three sweeps' (wins, ties, all) */
#define RES 9
enum { R_ALL = 0, R_LOWS = 3, R_BETTER = 3, R_EQUAL = 6 };

int oe_rvr_nsubsets(int nhole)
{
    return (1 << nhole) - 2;
}

/* Ids of subsets of size s start at offset(s): all smaller sizes first. */
static uint64_t offset(int s)
{
    uint64_t off = 0;
    for (int t = 1; t < s; t++)
        off += oe_choose(52, t);
    return off;
}

uint64_t oe_rvr_table_size(int nhole)
{
    return offset(nhole);
}

static int bits(int m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

static void subsets_any(const uint8_t *cards, uint64_t n, int nhole, uint32_t *out)
{
    /* binom[j][c] = C(c, j): a subset's id is off[size] plus, for its j-th
       smallest card c (j from 1), C(c, j) */
    uint32_t binom[7][52], off[7];
    for (int k = 1; k <= 6; k++) {
        off[k] = (uint32_t)offset(k);
        for (int c = 0; c < 52; c++)
            binom[k][c] = (uint32_t)oe_choose(c, k);  /* k <= 6: fits 32 bits */
    }
    /* Every position mask m (positions of the sorted cards) is its highest
       position top[m] added to m's rest (rest[m] < m), as the size[m]-th
       smallest card: its id sum is rest's plus one table look-up, computed
       once a hand in increasing m. The subsets in the output order
       (smallest first, then by mask) are masks[], once a call. */
    int full = 1 << nhole, masks[OE_RVR_MAX_SUBSETS], nsub = 0;
    uint8_t top[64], size[64], rest[64];
    for (int m = 1; m < full; m++) {
        int t = 0;
        while (m >> (t + 1))
            t++;
        top[m] = (uint8_t)t;
        rest[m] = (uint8_t)(m & ~(1 << t));
        size[m] = (uint8_t)bits(m);
    }
    for (int s = 1; s < nhole; s++)
        for (int m = 1; m < full - 1; m++)
            if (size[m] == s)
                masks[nsub++] = m;
    for (uint64_t i = 0; i < n; i++) {
        uint8_t c[6];
        memcpy(c, cards + i * (uint64_t)nhole, (size_t)nhole);
        /* ids need ascending cards: an insertion sort by compare-exchange,
           no branches (ranges come in either order) */
        for (int a = 1; a < nhole; a++)
            for (int b = a; b > 0; b--) {
                uint8_t lo = c[b - 1] < c[b] ? c[b - 1] : c[b], hi = c[b - 1] ^ c[b] ^ lo;
                c[b - 1] = lo;
                c[b] = hi;
            }
        uint32_t sum[64];
        sum[0] = 0;
        for (int m = 1; m < full - 1; m++)
            sum[m] = sum[rest[m]] + binom[size[m]][c[top[m]]];
        uint32_t *ids = out + i * (uint64_t)nsub;
        for (int k = 0; k < nsub; k++)
            ids[k] = sum[masks[k]] + off[size[masks[k]]];
    }
}

/* PLO4, the common case, written out: with the cards a < b < x < d, the
   14 ids in subsets_any's order (sizes 1, 2, 3; masks ascending within a
   size) from three partial sums. About six times faster than the loop
   over masks, whose sums go through memory. */
static void subsets4(const uint8_t *cards, uint64_t n, uint32_t *out)
{
    uint32_t b2[52], b3[52], o2 = (uint32_t)offset(2), o3 = (uint32_t)offset(3);
    for (int c = 0; c < 52; c++) {
        b2[c] = (uint32_t)oe_choose(c, 2) + o2;
        b3[c] = (uint32_t)oe_choose(c, 3) + o3 - o2; /* added to a pair's id, which holds o2 */
    }
    for (uint64_t i = 0; i < n; i++) {
        uint8_t c[4];
        memcpy(c, cards + 4 * i, 4);
        for (int a = 1; a < 4; a++)
            for (int b = a; b > 0; b--) {
                uint8_t lo = c[b - 1] < c[b] ? c[b - 1] : c[b], hi = c[b - 1] ^ c[b] ^ lo;
                c[b - 1] = lo;
                c[b] = hi;
            }
        uint32_t a = c[0], b = c[1], x = c[2], d = c[3], *ids = out + 14 * i;
        uint32_t ab = a + b2[b], ax = a + b2[x], bx = b + b2[x];
        ids[0] = a;
        ids[1] = b;
        ids[2] = x;
        ids[3] = d;
        ids[4] = ab;
        ids[5] = ax;
        ids[6] = bx;
        ids[7] = a + b2[d];
        ids[8] = b + b2[d];
        ids[9] = x + b2[d];
        ids[10] = ab + b3[x];
        ids[11] = ab + b3[d];
        ids[12] = ax + b3[d];
        ids[13] = bx + b3[d];
    }
}

void oe_rvr_subsets(const uint8_t *cards, uint64_t n, int nhole, uint32_t *out)
{
    if (nhole == 4)
        subsets4(cards, n, out);
    else
        subsets_any(cards, n, nhole, out);
}

/* A slot for a card mask in a table of `size` (a power of two): the
   splitmix64 finaliser, so that masks differing in a few bits spread. */
static uint64_t slot_of(uint64_t m, uint64_t size)
{
    m ^= m >> 30;
    m *= 0xBF58476D1CE4E5B9ull;
    m ^= m >> 27;
    m *= 0x94D049BB133111EBull;
    m ^= m >> 31;
    return m & (size - 1);
}

static uint64_t weight_of(const oe_rvr_side *s, uint64_t i)
{
    return s->weights ? s->weights[i] : 1;
}

/* The slot of mask m in an open-addressing table (mask, value pairs; a
   hand's mask is never 0, so 0 marks a free slot): m's own, or the free
   slot where it belongs. */
static uint64_t find_slot(const uint64_t *slots, uint64_t size, uint64_t m)
{
    uint64_t h = slot_of(m, size);
    while (slots[2 * h] && slots[2 * h] != m)
        h = (h + 1) & (size - 1);
    return h;
}

int oe_rvr_twins(const oe_rvr_side *query, const oe_rvr_side *insert, int nhole, uint64_t *twin)
{
    /* the smaller side is the one hashed: a table that stays in cache (a
       few thousand query hands against tens of thousands inserted) */
    int by_query = query->n < insert->n;
    uint64_t keys = by_query ? query->n : insert->n, size = 1;
    while (size < 2 * keys + 2)
        size <<= 1;
    /* a slot's mask and value side by side: one cache miss a look-up */
    uint64_t *slots = calloc(2 * size, sizeof *slots);
    if (!slots)
        return -1;
    if (!by_query) { /* the inserted hands' weights by mask, looked up per query hand */
        for (uint64_t i = 0; i < insert->n; i++) {
            uint64_t m = oe_card_mask(insert->cards + i * (uint64_t)nhole, nhole);
            uint64_t h = find_slot(slots, size, m);
            slots[2 * h] = m;
            slots[2 * h + 1] += weight_of(insert, i);
        }
        for (uint64_t i = 0; i < query->n; i++) {
            uint64_t h = find_slot(slots, size, oe_card_mask(query->cards + i * (uint64_t)nhole, nhole));
            twin[i] = slots[2 * h] ? slots[2 * h + 1] : 0;
        }
    } else { /* each query mask's first hand gathers the inserted weights; its repeats copy them */
        memset(twin, 0, query->n * sizeof *twin);
        for (uint64_t i = 0; i < query->n; i++) {
            uint64_t m = oe_card_mask(query->cards + i * (uint64_t)nhole, nhole);
            uint64_t h = find_slot(slots, size, m);
            if (!slots[2 * h]) {
                slots[2 * h] = m;
                slots[2 * h + 1] = i;
            }
        }
        for (uint64_t i = 0; i < insert->n; i++) {
            uint64_t h = find_slot(slots, size, oe_card_mask(insert->cards + i * (uint64_t)nhole, nhole));
            if (slots[2 * h])
                twin[slots[2 * h + 1]] += weight_of(insert, i);
        }
        for (uint64_t i = 0; i < query->n; i++) {
            uint64_t h = find_slot(slots, size, oe_card_mask(query->cards + i * (uint64_t)nhole, nhole));
            twin[i] = twin[slots[2 * h + 1]];
        }
    }
    free(slots);
    return 0;
}

void oe_rvr_cell_counters(int hilo, int cell, int side, uint64_t out[OE_C_N])
{
    int lo = hilo ? cell / 3 : 0, hi = cell % 3;
    if (side) { /* the other hand's view: the low's and the high's winner change places */
        static const int swap_low[4] = {0, 3, 2, 1};
        lo = swap_low[lo];
        hi = 2 - hi;
    }
    uint64_t unit = lo == 0 ? OE_EQ_POT : OE_EQ_POT / 2;
    uint64_t share = (hi == 0 ? unit : hi == 1 ? unit / 2 : 0)
                     + (lo == 1 ? OE_EQ_POT / 2 : lo == 2 ? OE_EQ_POT / 4 : 0);
    memset(out, 0, OE_C_N * sizeof *out);
    if (!share)
        return;
    out[OE_C_SHARE] = share;
    out[OE_C_SHARE_SQ] = share * share;
    out[OE_C_HI_WIN] = hi == 0;
    out[OE_C_HI_TIE] = hi == 1;
    out[OE_C_LO_WIN] = lo == 1;
    out[OE_C_LO_TIE] = lo == 2;
    out[OE_C_SCOOP] = share == OE_EQ_POT;
    out[OE_C_TIE] = hi == 1 || lo == 2;
}

uint64_t oe_rvr_boards(const oe_rvr_job *job)
{
    return oe_choose(job->nleft, 5 - job->nboard);
}

/* One call's scratch and the state of the sweep. */
typedef struct {
    const oe_rvr_job *job;
    int nsub, nhole, per_size[6];  /* subsets of each size 1 .. nhole - 1 */
    uint64_t *table, total;        /* running weights by subset id; of all passed */
    uint64_t table_words;
    uint16_t *qv, *iv;             /* high values on this board (lower is better) */
    uint8_t *ql, *il;              /* low values (0: none) */
    uint8_t *qls, *ils;            /* low-rank sets of the hole cards */
    uint8_t cls[256];              /* low value -> class (rank among the board's lows) */
    uint64_t *qmask, *imask;
    oe_eqhand *qh, *ih;            /* Hold'em: prepared hands */
    uint32_t *qs, *is, *qlow, *qnone, *ilow, *tmp;
    uint64_t *res;                 /* RES words per query hand */
    uint64_t *beaten;              /* a sweep's wins per query hand, for its ties */
} ctx;

static inline void add_hand(ctx *c, uint32_t b, uint64_t w)
{
    const uint32_t *ids = c->job->insert.subsets + (uint64_t)b * c->nsub;
    for (int k = 0; k < c->nsub; k++)
        c->table[ids[k]] += w;
    c->total += w;
}

static inline void remove_hand(ctx *c, uint32_t b, uint64_t w)
{
    const uint32_t *ids = c->job->insert.subsets + (uint64_t)b * c->nsub;
    for (int k = 0; k < c->nsub; k++)
        c->table[ids[k]] -= w;
    c->total -= w;
}

/* The weight of the passed inserted hands that share no card with query
   hand q: inclusion-exclusion over q's subsets (unsigned arithmetic wraps,
   the true value is never negative); with_twin when q's twin is passed. */
static inline uint64_t compatible(const ctx *c, uint32_t q, int with_twin)
{
    const uint32_t *ids = c->job->query.subsets + (uint64_t)q * c->nsub;
    uint64_t r = c->total;
    int k = 0;
    for (int s = 1; s < c->nhole; s++) {
        uint64_t sum = 0;
        for (int e = k + c->per_size[s]; k < e; k++)
            sum += c->table[ids[k]];
        r = (s & 1) ? r - sum : r + sum;
    }
    if (with_twin && c->job->twin) {
        uint64_t t = c->job->twin[q];
        r = (c->nhole & 1) ? r - t : r + t;
    }
    return r;
}

/* ins[0..ni) and qry[0..nq): hands sorted by high value, worst first. For
   each query hand, res[slot ..] += the compatible weight of the inserted
   hands it beats, ties and all of them. twins: the inserted list holds
   every query hand's twin (the same cards, so the same values). The
   running weights are clean again on return. */
static void sweep(ctx *c, const uint32_t *ins, uint64_t ni, const uint32_t *qry, uint64_t nq, int slot,
                  int twins)
{
    if (!ni || !nq)
        return;
    const oe_rvr_side *is = &c->job->insert;
    uint64_t i = 0;
    for (uint64_t j = 0; j < nq;) {
        int v = c->qv[qry[j]];
        while (i < ni && c->iv[ins[i]] > v) {
            add_hand(c, ins[i], weight_of(is, ins[i]));
            i++;
        }
        uint64_t g = j;
        while (g < nq && c->qv[qry[g]] == v)
            g++;
        for (uint64_t k = j; k < g; k++) {
            uint64_t won = compatible(c, qry[k], 0);
            c->beaten[qry[k]] = won;
            c->res[(uint64_t)qry[k] * RES + slot] += won;
        }
        int equal = 0;
        while (i < ni && c->iv[ins[i]] == v) {
            add_hand(c, ins[i], weight_of(is, ins[i]));
            i++;
            equal = 1;
        }
        if (equal)
            for (uint64_t k = j; k < g; k++)
                c->res[(uint64_t)qry[k] * RES + slot + 1] += compatible(c, qry[k], twins) - c->beaten[qry[k]];
        j = g;
    }
    while (i < ni) {
        add_hand(c, ins[i], weight_of(is, ins[i]));
        i++;
    }
    for (uint64_t k = 0; k < nq; k++)
        c->res[(uint64_t)qry[k] * RES + slot + 2] += compatible(c, qry[k], twins);
    /* clean for the next sweep: hand by hand, or at once where the table is
       the smaller write (PLO4: 23,478 words against 14 a hand) */
    if (ni * (uint64_t)c->nsub < c->table_words / 4) {
        for (i = 0; i < ni; i++)
            remove_hand(c, ins[i], weight_of(is, ins[i]));
    } else {
        memset(c->table, 0, c->table_words * sizeof *c->table);
        c->total = 0;
    }
}

/* Moves the entries of a[0..n) whose low class is below mid to the front,
   both parts in order; returns how many. */
static uint64_t split(ctx *c, uint32_t *a, uint64_t n, const uint8_t *low, int mid)
{
    uint64_t l = 0, r = 0;
    for (uint64_t k = 0; k < n; k++) {
        if (c->cls[low[a[k]]] < mid)
            a[l++] = a[k];
        else
            c->tmp[r++] = a[k];
    }
    memcpy(a + l, c->tmp, r * sizeof *a);
    return l;
}

/* Hands with a low, classes [lo, hi): an inserted hand of a better class
   than a query hand is counted into its R_BETTER, one of the same class
   into its R_EQUAL. Each level of the recursion is one sweep. */
static void by_low_class(ctx *c, int lo, int hi, uint32_t *ins, uint64_t ni, uint32_t *qry, uint64_t nq)
{
    if (!ni || !nq)
        return;
    if (hi - lo == 1) {
        sweep(c, ins, ni, qry, nq, R_EQUAL, 1);
        return;
    }
    int mid = (lo + hi) / 2;
    uint64_t il = split(c, ins, ni, c->il, mid), ql = split(c, qry, nq, c->ql, mid);
    sweep(c, ins, il, qry + ql, nq - ql, R_BETTER, 0);
    by_low_class(c, lo, mid, ins, il, qry, ql);
    by_low_class(c, mid, hi, ins + il, ni - il, qry + ql, nq - ql);
}

/* The hands of one side on a board, worst high value first (a counting
   sort over the 7,462 values); fills values (and lows) and returns how
   many hands the board leaves. */
static uint64_t rank_side(const ctx *c, const oe_rvr_side *s, const uint64_t *mask, const oe_eqhand *held,
                          const uint8_t *lowset, const uint8_t *full, uint64_t used, uint16_t *val,
                          uint8_t *low, uint32_t *sorted, uint32_t *count)
{
    const oe_rvr_job *job = c->job;
    int nh = job->nhole;
    uint64_t acc = oe_board_acc(full, 5);
    const uint16_t *row = nh > 2 ? oe_board_row(acc, 5) : NULL;
    oe_board hb;
    memset(&hb, 0, sizeof hb);
    int hs = -1;
    if (nh == 2) {
        oe_board_set5(&hb, full);
        hs = oe_board_flush_suit(&hb);
    }
    int blow = 0;
    for (int i = 0; i < 5; i++)
        blow |= oe_low_bit[OE_RANK(full[i])];
    memset(count, 0, (MAX_VALUE + 2) * sizeof *count);
    uint64_t live = 0;
    for (uint64_t i = 0; i < s->n; i++) {
        if (mask[i] & used) {
            val[i] = 0; /* not dealt on this board */
            continue;
        }
        const uint8_t *h = s->cards + i * (uint64_t)nh;
        int v;
        if (nh > 2) {
            v = oe_row_best(row, h, nh);
            int f = oe_omaha_flush(h, nh, full, 5, (unsigned)(acc >> 32));
            v = f < v ? f : v;
        } else {
            v = oe_holdem_nonflush(&held[i], &hb);
            if (hs >= 0) {
                int f = oe_flush_value(&held[i], hs, hb.suit_mask[hs], 0);
                v = f < v ? f : v;
            }
        }
        val[i] = (uint16_t)v;
        if (job->hilo)
            low[i] = oe_low[lowset[i] << 8 | blow];
        count[v]++;
        live++;
    }
    /* worst first: positions from the highest value down */
    uint32_t at = 0;
    for (int v = MAX_VALUE; v >= 1; v--) {
        uint32_t n = count[v];
        count[v] = at;
        at += n;
    }
    for (uint64_t i = 0; i < s->n; i++)
        if (val[i])
            sorted[count[val[i]]++] = (uint32_t)i;
    return live;
}

/* The query hand's cells on this board from its sweeps (see oe_rvr.h). */
static void cells_of(const ctx *c, uint32_t q, uint64_t *cell)
{
    const uint64_t *r = c->res + (uint64_t)q * RES;
    uint64_t w = r[0], t = r[1], n = r[2];
    if (!c->job->hilo) {
        cell[0] = w;
        cell[1] = t;
        cell[2] = n - w - t;
        return;
    }
    memset(cell, 0, OE_RVR_CELLS_HILO * sizeof *cell);
    if (!c->ql[q]) { /* no low: the inserted hand wins the low, or nobody has one */
        uint64_t w1 = r[R_LOWS], t1 = r[R_LOWS + 1], n1 = r[R_LOWS + 2];
        cell[9] = w1;
        cell[10] = t1;
        cell[11] = n1 - w1 - t1;
        cell[0] = w - w1;
        cell[1] = t - t1;
        cell[2] = (n - w - t) - (n1 - w1 - t1);
        return;
    }
    uint64_t wb = r[R_BETTER], tb = r[R_BETTER + 1], nb = r[R_BETTER + 2];
    uint64_t we = r[R_EQUAL], te = r[R_EQUAL + 1], ne = r[R_EQUAL + 2];
    cell[9] = wb; /* the inserted low is better */
    cell[10] = tb;
    cell[11] = nb - wb - tb;
    cell[6] = we; /* the lows tie */
    cell[7] = te;
    cell[8] = ne - we - te;
    cell[3] = w - wb - we; /* the query hand's low wins: the rest */
    cell[4] = t - tb - te;
    cell[5] = (n - w - t) - (nb - wb - tb) - (ne - we - te);
}

static void score_board(ctx *c, const uint8_t *full, uint64_t used, uint32_t *count, uint64_t *sums,
                        uint64_t *each)
{
    const oe_rvr_job *job = c->job;
    uint64_t nq = rank_side(c, &job->query, c->qmask, c->qh, c->qls, full, used, c->qv, c->ql, c->qs, count);
    uint64_t ni = rank_side(c, &job->insert, c->imask, c->ih, c->ils, full, used, c->iv, c->il, c->is, count);
    if (!nq || !ni)
        return;
    for (uint64_t k = 0; k < nq; k++)
        memset(c->res + (uint64_t)c->qs[k] * RES, 0, RES * sizeof *c->res);
    sweep(c, c->is, ni, c->qs, nq, R_ALL, 1);
    if (job->hilo) {
        uint64_t nil = 0, nql = 0, nqn = 0;
        int present[256] = {0};
        for (uint64_t k = 0; k < ni; k++)
            if (c->il[c->is[k]]) {
                c->ilow[nil++] = c->is[k];
                present[c->il[c->is[k]]] = 1;
            }
        for (uint64_t k = 0; k < nq; k++) {
            uint32_t q = c->qs[k];
            if (c->ql[q]) {
                c->qlow[nql++] = q;
                present[c->ql[q]] = 1;
            } else {
                c->qnone[nqn++] = q;
            }
        }
        sweep(c, c->ilow, nil, c->qnone, nqn, R_LOWS, 0);
        int classes = 0;
        for (int l = 1; l < 256; l++) /* a smaller low value is a better low */
            if (present[l])
                c->cls[l] = (uint8_t)classes++;
        by_low_class(c, 0, classes, c->ilow, nil, c->qlow, nql);
    }
    int ncells = job->hilo ? OE_RVR_CELLS_HILO : OE_RVR_CELLS_HI;
    for (uint64_t k = 0; k < nq; k++) {
        uint32_t q = c->qs[k];
        uint64_t cell[OE_RVR_CELLS_HILO], w = weight_of(&job->query, q);
        cells_of(c, q, cell);
        for (int x = 0; x < ncells; x++)
            oe_add_mul128(sums + 2 * x, cell[x], w);
        if (each)
            for (int x = 0; x < ncells; x++)
                each[(uint64_t)q * ncells + x] += cell[x];
    }
}

static void free_ctx(ctx *c)
{
    free(c->table);
    free(c->qv);
    free(c->iv);
    free(c->ql);
    free(c->il);
    free(c->qls);
    free(c->ils);
    free(c->qmask);
    free(c->imask);
    free(c->qh);
    free(c->ih);
    free(c->qs);
    free(c->is);
    free(c->qlow);
    free(c->qnone);
    free(c->ilow);
    free(c->tmp);
    free(c->res);
    free(c->beaten);
}

static int init_ctx(ctx *c, const oe_rvr_job *job)
{
    memset(c, 0, sizeof *c);
    c->job = job;
    c->nhole = job->nhole;
    c->nsub = oe_rvr_nsubsets(job->nhole);
    for (int s = 1; s < job->nhole; s++)
        c->per_size[s] = (int)oe_choose(job->nhole, s);
    uint64_t nq = job->query.n ? job->query.n : 1, ni = job->insert.n ? job->insert.n : 1;
    uint64_t most = nq > ni ? nq : ni;
    c->table_words = oe_rvr_table_size(job->nhole);
    c->table = calloc(c->table_words, sizeof *c->table);
    c->qv = malloc(nq * sizeof *c->qv);
    c->iv = malloc(ni * sizeof *c->iv);
    c->ql = calloc(nq, 1);
    c->il = calloc(ni, 1);
    c->qls = malloc(nq);
    c->ils = malloc(ni);
    c->qmask = malloc(nq * sizeof *c->qmask);
    c->imask = malloc(ni * sizeof *c->imask);
    c->qs = malloc(nq * sizeof *c->qs);
    c->is = malloc(ni * sizeof *c->is);
    c->qlow = malloc(nq * sizeof *c->qlow);
    c->qnone = malloc(nq * sizeof *c->qnone);
    c->ilow = malloc(ni * sizeof *c->ilow);
    c->tmp = malloc(most * sizeof *c->tmp);
    c->res = malloc(nq * RES * sizeof *c->res);
    c->beaten = malloc(nq * sizeof *c->beaten);
    if (job->nhole == 2) {
        c->qh = malloc(nq * sizeof *c->qh);
        c->ih = malloc(ni * sizeof *c->ih);
        if (!c->qh || !c->ih)
            return -1;
    }
    if (!c->table || !c->qv || !c->iv || !c->ql || !c->il || !c->qls || !c->ils || !c->qmask || !c->imask
        || !c->qs || !c->is || !c->qlow || !c->qnone || !c->ilow || !c->tmp || !c->res || !c->beaten)
        return -1;
    const oe_rvr_side *side[2] = {&job->query, &job->insert};
    uint64_t *masks[2] = {c->qmask, c->imask};
    uint8_t *lows[2] = {c->qls, c->ils};
    oe_eqhand *held[2] = {c->qh, c->ih};
    for (int s = 0; s < 2; s++)
        for (uint64_t i = 0; i < side[s]->n; i++) {
            const uint8_t *h = side[s]->cards + i * (uint64_t)job->nhole;
            masks[s][i] = oe_card_mask(h, job->nhole);
            int ls = 0;
            for (int k = 0; k < job->nhole; k++)
                ls |= oe_low_bit[OE_RANK(h[k])];
            lows[s][i] = (uint8_t)ls;
            if (held[s])
                oe_eqhand_prepare(&held[s][i], h, job->nhole);
        }
    return 0;
}

int oe_rvr_run(const oe_rvr_job *job, uint64_t first, uint64_t count, uint64_t *cells128, uint64_t *each)
{
    uint64_t nboards = oe_rvr_boards(job);
    if (first >= nboards || !count || !job->query.n || !job->insert.n)
        return 0;
    if (count > nboards - first)
        count = nboards - first;
    ctx c;
    memset(&c, 0, sizeof c);
    uint32_t *bucket = malloc((MAX_VALUE + 2) * sizeof *bucket);
    if (!bucket || init_ctx(&c, job) < 0) {
        free(bucket);
        free_ctx(&c);
        return -1;
    }
    uint64_t sums[2 * OE_RVR_CELLS_HILO] = {0};
    int need = 5 - job->nboard;
    uint8_t full[5];
    memcpy(full, job->board, (size_t)job->nboard);
    /* boards in lexicographic order of the cards to come: (i) or (i, j) */
    uint64_t t = 0;
    int n = job->nleft;
    for (int i = 0; i < (need ? n : 1) && t < first + count; i++) {
        for (int j = need == 2 ? i + 1 : 0; j < (need == 2 ? n : 1) && t < first + count; j++, t++) {
            if (t < first)
                continue;
            uint64_t used = job->dead;
            if (need >= 1) {
                full[job->nboard] = job->left[i];
                used |= 1ull << job->left[i];
            }
            if (need == 2) {
                full[4] = job->left[j];
                used |= 1ull << job->left[j];
            }
            score_board(&c, full, used, bucket, sums, each);
        }
    }
    int ncells = job->hilo ? OE_RVR_CELLS_HILO : OE_RVR_CELLS_HI;
    for (int x = 0; x < ncells; x++)
        oe_add128(cells128 + 2 * x, sums + 2 * x);
    free(bucket);
    free_ctx(&c);
    return 0;
}

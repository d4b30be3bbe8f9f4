/* Terminal values with exact card removal (oe_solve_showdown.h). */
#include "oe_solve_showdown.h"
#include "oe_batch.h"
#include "oe_cards.h"
#include "oe_solve_tree.h"
#include <stdlib.h>
#include <string.h>

/* The table: subsets of the cards off the board (d of them), by size,
   each size in colex order. */
static uint32_t table_offset(int k, int d)
{
    uint32_t off = 0;
    for (int i = 1; i < k; i++)
        off += (uint32_t)oe_choose(d, i);
    return off;
}

static int nsub_of(int nhole) { return (1 << nhole) - 2; }

size_t oe_show_bytes(int nhole, int hilo, const int32_t n[2])
{
    size_t row = nhole == 2 || nhole == 4 ? 2 : 4;   /* oe_show's narrow */
    size_t per = (size_t)nsub_of(nhole) * row + 4 * 4 + (hilo ? 1 + 4 * 5 : 0);
    return per * (size_t)(n[0] + n[1]);
}

size_t oe_show_work_bytes(int nhole, int hilo, const int32_t n[2])
{
    size_t m = (size_t)(n[0] > n[1] ? n[0] : n[1]) + 1;
    return (size_t)table_offset(nhole, 52) * 8 + m * (3 * 8 + 4 + (hilo ? 4 + 16 : 0));
}

/* Counting sort: strengths are small integers, and qsort with a global
   key would not be thread safe. */
static int order_by(const int32_t *key, int32_t n, int32_t kmax, int32_t *order)
{
    int32_t *count = calloc((size_t)kmax + 2, sizeof *count);
    if (!count)
        return OE_SERR_NOMEM;
    for (int32_t i = 0; i < n; i++)
        count[key[i] + 1]++;
    for (int32_t k = 0; k <= kmax; k++)
        count[k + 1] += count[k];
    for (int32_t i = 0; i < n; i++)
        order[count[key[i]]++] = i;
    free(count);
    return OE_OK;
}

static uint64_t hand_key(const uint8_t *c, int nhole)
{
    uint64_t m = 0;
    for (int i = 0; i < nhole; i++)
        m |= (uint64_t)1 << c[i];
    return m;
}

static int cmp_u64_idx(const void *a, const void *b)
{
    const uint64_t *x = a, *y = b;
    return (x[0] > y[0]) - (x[0] < y[0]);
}

static int32_t *inverse(const int32_t *order, int32_t n)
{
    int32_t *pos = malloc((size_t)(n > 0 ? n : 1) * sizeof *pos);
    if (pos)
        for (int32_t x = 0; x < n; x++)
            pos[order[x]] = x;
    return pos;
}

/* same_hi (and same_lo): for each position of p's hands, the position of
   the opponent's identical hand, or -1. */
static int match_same(oe_show *s, const uint8_t *const cards[2])
{
    int32_t no = s->h[1].n;
    uint64_t *keys = malloc((size_t)(no > 0 ? no : 1) * 2 * sizeof *keys);
    int32_t *pos[2][2] = {{NULL, NULL}, {NULL, NULL}};
    int rc = OE_SERR_NOMEM;
    if (!keys)
        goto out;
    for (int p = 0; p < 2; p++) {
        pos[p][0] = inverse(s->h[p].order_hi, s->h[p].n);
        if (!pos[p][0] || (s->hilo && !(pos[p][1] = inverse(s->h[p].order_lo, s->h[p].n))))
            goto out;
    }
    for (int32_t j = 0; j < no; j++) {
        keys[2 * j] = hand_key(cards[1] + (size_t)j * s->nhole, s->nhole);
        keys[2 * j + 1] = (uint64_t)j;
    }
    qsort(keys, (size_t)no, 2 * sizeof *keys, cmp_u64_idx);
    for (int p = 0; p < 2; p++)
        for (int32_t x = 0; x < s->h[p].n; x++) {
            s->h[p].same_hi[x] = -1;
            if (s->hilo)
                s->h[p].same_lo[x] = -1;
        }
    for (int32_t i = 0; i < s->h[0].n; i++) {
        uint64_t k = hand_key(cards[0] + (size_t)i * s->nhole, s->nhole);
        int32_t lo = 0, hi = no;
        while (lo < hi) {
            int32_t mid = (lo + hi) / 2;
            if (keys[2 * mid] < k)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo < no && keys[2 * lo] == k) {
            int32_t j = (int32_t)keys[2 * lo + 1];
            s->h[0].same_hi[pos[0][0][i]] = pos[1][0][j];
            s->h[1].same_hi[pos[1][0][j]] = pos[0][0][i];
            if (s->hilo) {
                s->h[0].same_lo[pos[0][1][i]] = pos[1][1][j];
                s->h[1].same_lo[pos[1][1][j]] = pos[0][1][i];
            }
        }
    }
    rc = OE_OK;
out:
    free(keys);
    for (int p = 0; p < 2; p++) {
        free(pos[p][0]);
        free(pos[p][1]);
    }
    return rc;
}

/* The table offsets of every proper nonempty subset of a hand's cards
   (dense indices, ascending), smallest subsets first (read_row sums them by size). */
static void subset_row(const oe_show *s, const uint8_t *c, uint32_t *row)
{
    int idx = 0, d = s->nfree;
    for (int k = 1; k < s->nhole; k++)
        for (int mask = 1; mask < (1 << s->nhole) - 1; mask++) {
            int bits = 0;
            for (int b = 0; b < s->nhole; b++)
                bits += mask >> b & 1;
            if (bits != k)
                continue;
            uint32_t rank = 0;
            int j = 0;
            for (int b = 0; b < s->nhole; b++)
                if (mask >> b & 1)
                    rank += (uint32_t)oe_choose(c[b], ++j);
            row[idx++] = table_offset(k, d) + rank;
        }
}

static int init_hands(oe_show *s, oe_show_hands *h, const uint8_t *board, int nboard,
                      int32_t n, const uint8_t *cards)
{
    h->n = n;
    h->nhole = s->nhole;
    size_t m = n > 0 ? (size_t)n : 1;
    int32_t *key = malloc(m * sizeof *key), *klo = NULL;
    uint16_t *val = malloc(m * sizeof *val);
    uint8_t *low = NULL;
    if (s->narrow)
        h->sub16 = malloc(m * (size_t)s->nsub * sizeof *h->sub16);
    else
        h->sub32 = malloc(m * (size_t)s->nsub * sizeof *h->sub32);
    h->order_hi = malloc(m * sizeof *h->order_hi);
    h->key_hi = malloc(m * sizeof *h->key_hi);
    h->same_hi = malloc(m * sizeof *h->same_hi);
    int rc = OE_SERR_NOMEM;
    if (!key || !val || (!h->sub16 && !h->sub32) || !h->order_hi || !h->key_hi || !h->same_hi)
        goto out;
    if (s->hilo) {
        klo = malloc(m * sizeof *klo);
        low = malloc(m);
        h->haslo_hi = malloc(m);
        h->order_lo = malloc(m * sizeof *h->order_lo);
        h->key_lo = malloc(m * sizeof *h->key_lo);
        h->row_lo = malloc(m * sizeof *h->row_lo);
        h->same_lo = malloc(m * sizeof *h->same_lo);
        h->pos_lo_of_hi = malloc(m * sizeof *h->pos_lo_of_hi);
        if (!klo || !low || !h->haslo_hi || !h->order_lo || !h->key_lo || !h->row_lo || !h->same_lo ||
            !h->pos_lo_of_hi)
            goto out;
    }
    size_t bad;
    rc = OE_SERR_BAD;
    if (n > 0 && oe_batch_high(cards, s->nhole, board, nboard, 0, (size_t)n, val, &bad) != OE_OK)
        goto out;
    if (s->hilo && n > 0 && oe_batch_low(cards, s->nhole, board, nboard, 0, (size_t)n, low, &bad) != OE_OK)
        goto out;
    for (int32_t i = 0; i < n; i++) {
        key[i] = 8192 - (int32_t)val[i];
        if (s->hilo)
            klo[i] = low[i] ? 256 - (int32_t)low[i] : 0;
    }
    rc = order_by(key, n, 8192, h->order_hi);
    if (rc == OE_OK && s->hilo)
        rc = order_by(klo, n, 256, h->order_lo);
    if (rc != OE_OK)
        goto out;
    rc = OE_SERR_BAD;
    for (int32_t x = 0; x < n; x++) {
        int32_t i = h->order_hi[x];
        h->key_hi[x] = key[i];
        uint8_t c[OE_SHOW_MAX_HOLE];
        for (int b = 0; b < s->nhole; b++) {
            uint8_t card = cards[(size_t)i * s->nhole + b];
            if (card >= 52 || s->dense[card] < 0)
                goto out;   /* a card off the deck or on the board */
            c[b] = (uint8_t)s->dense[card];
        }
        for (int a = 1; a < s->nhole; a++)   /* insertion sort: colex ranks need order */
            for (int b = a; b > 0 && c[b - 1] > c[b]; b--) {
                uint8_t t = c[b];
                c[b] = c[b - 1];
                c[b - 1] = t;
            }
        uint32_t row[(1 << OE_SHOW_MAX_HOLE) - 2];
        subset_row(s, c, row);
        for (int k = 0; k < s->nsub; k++)
            if (s->narrow)
                h->sub16[(size_t)x * s->nsub + k] = (uint16_t)row[k];
            else
                h->sub32[(size_t)x * s->nsub + k] = row[k];
    }
    rc = OE_SERR_NOMEM;
    h->pos_hi = inverse(h->order_hi, n);
    if (!h->pos_hi)
        goto out;
    rc = OE_OK;
    if (s->hilo) {
        int32_t *pos_hi = inverse(h->order_hi, n);
        if (!pos_hi) {
            rc = OE_SERR_NOMEM;
            goto out;
        }
        for (int32_t y = 0; y < n; y++) {
            int32_t i = h->order_lo[y], x = pos_hi[i];
            h->key_lo[y] = klo[i];
            h->row_lo[y] = x;
            h->pos_lo_of_hi[x] = y;
            h->haslo_hi[x] = klo[i] > 0;
        }
        free(pos_hi);
    }
out:
    free(key);
    free(klo);
    free(val);
    free(low);
    return rc;
}

int oe_show_init(oe_show *s, int nhole, int hilo, const uint8_t *board, int nboard,
                 const int32_t n[2], const uint8_t *const cards[2])
{
    memset(s, 0, sizeof *s);
    if (nhole < 2 || nhole > OE_SHOW_MAX_HOLE || (hilo && nhole < 4) || nboard < 3 || nboard > 5 || n[0] < 0 || n[1] < 0)
        return OE_SERR_BAD;
    s->nhole = nhole;
    s->hilo = hilo;
    s->nsub = nsub_of(nhole);
    memset(s->dense, -1, sizeof s->dense);
    uint64_t on_board = 0;
    for (int b = 0; b < nboard; b++) {
        if (board[b] >= 52 || (on_board >> board[b] & 1))
            return OE_SERR_BAD;
        on_board |= (uint64_t)1 << board[b];
    }
    for (int c = 0; c < 52; c++)
        if (!(on_board >> c & 1))
            s->dense[c] = (int8_t)s->nfree++;
    s->table_size = table_offset(nhole, s->nfree);
    s->narrow = nhole == 2 || nhole == 4;   /* C(52,1) + C(52,2) + C(52,3) < 65536 */
    for (int k = 1; k < nhole; k++)   /* subset_row's order: by size */
        s->count[k] = (int)oe_choose(nhole, k);
    int rc = OE_OK;
    for (int p = 0; p < 2 && rc == OE_OK; p++)
        rc = init_hands(s, &s->h[p], board, nboard, n[p], cards[p]);
    if (rc == OE_OK)
        rc = match_same(s, cards);
    if (rc != OE_OK)
        oe_show_free(s);
    return rc;
}

void oe_show_free(oe_show *s)
{
    for (int p = 0; p < 2; p++) {
        oe_show_hands *h = &s->h[p];
        free(h->sub16);
        free(h->sub32);
        free(h->order_hi);
        free(h->pos_hi);
        free(h->key_hi);
        free(h->same_hi);
        free(h->haslo_hi);
        free(h->order_lo);
        free(h->key_lo);
        free(h->row_lo);
        free(h->same_lo);
        free(h->pos_lo_of_hi);
    }
    memset(s, 0, sizeof *s);
}

int oe_show_work_init(const oe_show *s, oe_show_work *w)
{
    memset(w, 0, sizeof *w);
    size_t m = (size_t)(s->h[0].n > s->h[1].n ? s->h[0].n : s->h[1].n) + 1;
    w->table = malloc((size_t)s->table_size * sizeof *w->table + 1);
    w->rs = malloc(m * sizeof *w->rs);
    w->w = malloc(m * sizeof *w->w);
    w->wt = malloc(m * sizeof *w->wt);
    w->c = malloc(m * sizeof *w->c);
    if (s->hilo) {
        w->rs2 = malloc(m * sizeof *w->rs2);
        w->a = malloc(m * sizeof *w->a);
        w->b = malloc(m * sizeof *w->b);
    }
    if (!w->table || !w->rs || !w->w || !w->wt || !w->c || (s->hilo && (!w->rs2 || !w->a || !w->b))) {
        oe_show_work_free(w);
        return OE_SERR_NOMEM;
    }
    return OE_OK;
}

void oe_show_work_free(oe_show_work *w)
{
    free(w->table);
    free(w->rs);
    free(w->rs2);
    free(w->w);
    free(w->wt);
    free(w->c);
    free(w->a);
    free(w->b);
    memset(w, 0, sizeof *w);
}

/* Adds r to every subset sum of row x of h's hands. */
static inline void add_row(const oe_show *s, const oe_show_hands *h, double *table, int32_t x, double r)
{
    if (s->nsub == 14) {   /* Omaha 4, unrolled: the solver's main case */
        const uint16_t *sub = h->sub16 + (size_t)x * 14;
        table[sub[0]] += r, table[sub[1]] += r, table[sub[2]] += r, table[sub[3]] += r;
        table[sub[4]] += r, table[sub[5]] += r, table[sub[6]] += r, table[sub[7]] += r;
        table[sub[8]] += r, table[sub[9]] += r, table[sub[10]] += r, table[sub[11]] += r;
        table[sub[12]] += r, table[sub[13]] += r;
    } else if (s->narrow) {
        const uint16_t *sub = h->sub16 + (size_t)x * (size_t)s->nsub;
        for (int k = 0; k < s->nsub; k++)
            table[sub[k]] += r;
    } else {
        const uint32_t *sub = h->sub32 + (size_t)x * (size_t)s->nsub;
        for (int k = 0; k < s->nsub; k++)
            table[sub[k]] += r;
    }
}

/* The reach of the added opponent hands that share no card with row x of
   h's hands: inclusion-exclusion, plus the identical hand's term (same:
   its reach when it has been added). Each size of subset is summed on its
   own, in pairs, so the additions do not wait on one another. */
static inline double read_row(const oe_show *s, const double *t, const oe_show_hands *h, int32_t x, double total,
                              double same)
{
    if (s->nsub == 14) {   /* 4 singles - 6 pairs + 4 triples, whole hand + */
        const uint16_t *sub = h->sub16 + (size_t)x * 14;
        double s1 = (t[sub[0]] + t[sub[1]]) + (t[sub[2]] + t[sub[3]]);
        double s2 = ((t[sub[4]] + t[sub[5]]) + (t[sub[6]] + t[sub[7]])) + (t[sub[8]] + t[sub[9]]);
        double s3 = (t[sub[10]] + t[sub[11]]) + (t[sub[12]] + t[sub[13]]);
        return ((total - s1) + (s2 - s3)) + same;
    }
    if (s->nsub == 2) {    /* Hold'em: two singles, whole hand + */
        const uint16_t *sub = h->sub16 + (size_t)x * 2;
        return (total - (t[sub[0]] + t[sub[1]])) + same;
    }
    const uint32_t *sub = h->sub32 + (size_t)x * (size_t)s->nsub;   /* Omaha 5 and 6 */
    double v = total;
    for (int k = 1, at = 0; k < s->nhole; k++) {
        double a = 0, b = 0;
        int end = at + s->count[k];
        for (; at + 1 < end; at += 2) {
            a += t[sub[at]];
            b += t[sub[at + 1]];
        }
        if (at < end)
            a += t[sub[at++]];
        v += k & 1 ? -(a + b) : a + b;
    }
    return v + ((s->nhole & 1) ? -same : same);
}

/* One sweep's view of both players' hands in one order (high or low). */
typedef struct {
    const oe_show_hands *t, *o;
    const int32_t *kt, *ko;       /* keys by position, ascending */
    const int32_t *rowt, *rowo;   /* position -> subset row; NULL: the position */
    const int32_t *same;          /* trav position -> the identical opponent hand's position */
} sweep_view;

static sweep_view view_hi(const oe_show *s, int p)
{
    sweep_view v = {&s->h[p], &s->h[1 - p], s->h[p].key_hi, s->h[1 - p].key_hi, NULL, NULL, s->h[p].same_hi};
    return v;
}

static sweep_view view_lo(const oe_show *s, int p)
{
    sweep_view v = {&s->h[p], &s->h[1 - p], s->h[p].key_lo, s->h[1 - p].key_lo,
                    s->h[p].row_lo, s->h[1 - p].row_lo, s->h[p].same_lo};
    return v;
}

#define ROW(rows, x) ((rows) ? (rows)[x] : (x))

/* One sweep: for each trav position x, the compatible opponent reach
   (rs, by the opponent's position) it beats (w), beats or ties (wt), and,
   if want_c, in all (c). */
static void sweep(const oe_show *s, oe_show_work *wk, const sweep_view *v, const float *rs, int want_c)
{
    double *table = wk->table;
    memset(table, 0, (size_t)s->table_size * sizeof *table);
    double total = 0;
    int32_t j = 0, nt = v->t->n, no = v->o->n;
    for (int32_t g = 0; g < nt;) {
        int32_t key = v->kt[g], e = g;
        while (e < nt && v->kt[e] == key)
            e++;
        for (; j < no && v->ko[j] < key; j++)
            if (rs[j] != 0) {
                add_row(s, v->o, table, ROW(v->rowo, j), rs[j]);
                total += rs[j];
            }
        for (int32_t x = g; x < e; x++)
            wk->w[x] = read_row(s, table, v->t, ROW(v->rowt, x), total, 0);
        int tied = 0;
        for (; j < no && v->ko[j] == key; j++)
            if (rs[j] != 0) {
                add_row(s, v->o, table, ROW(v->rowo, j), rs[j]);
                total += rs[j];
                tied = 1;
            }
        /* the identical hand ties, so it is in by now (if it has reach) */
        for (int32_t x = g; x < e; x++)
            wk->wt[x] = tied ? read_row(s, table, v->t, ROW(v->rowt, x), total,
                                        v->same[x] >= 0 ? rs[v->same[x]] : 0)
                             : wk->w[x];
        g = e;
    }
    if (!want_c)
        return;
    for (; j < no; j++)
        if (rs[j] != 0) {
            add_row(s, v->o, table, ROW(v->rowo, j), rs[j]);
            total += rs[j];
        }
    for (int32_t x = 0; x < nt; x++)
        wk->c[x] = read_row(s, table, v->t, ROW(v->rowt, x), total, v->same[x] >= 0 ? rs[v->same[x]] : 0);
}

/* The opponent's reach in its high (or low) order. */
static void gather(const float *reach, const int32_t *order, int32_t n, float *out)
{
    for (int32_t j = 0; j < n; j++)
        out[j] = reach[order[j]];
}

void oe_show_compatible(const oe_show *s, oe_show_work *wk, int p, const float *reach, double *out)
{
    const oe_show_hands *ht = &s->h[p], *ho = &s->h[1 - p];
    double *table = wk->table;
    float *rs = wk->rs;
    gather(reach, ho->order_hi, ho->n, rs);
    memset(table, 0, (size_t)s->table_size * sizeof *table);
    double total = 0;
    for (int32_t j = 0; j < ho->n; j++)
        if (rs[j] != 0) {
            add_row(s, ho, table, j, rs[j]);
            total += rs[j];
        }
    for (int32_t x = 0; x < ht->n; x++) {
        int32_t sm = ht->same_hi[x];
        out[ht->order_hi[x]] = read_row(s, table, ht, x, total, sm >= 0 ? rs[sm] : 0);
    }
}

void oe_show_share(const oe_show *s, oe_show_work *wk, int p, const float *reach, double *share, double *compat)
{
    const oe_show_hands *ht = &s->h[p], *ho = &s->h[1 - p];
    int32_t nt = ht->n;
    sweep_view hv = view_hi(s, p);
    gather(reach, ho->order_hi, ho->n, wk->rs);
    sweep(s, wk, &hv, wk->rs, 1);
    if (!s->hilo) {
        for (int32_t x = 0; x < nt; x++) {
            int32_t i = ht->order_hi[x];
            share[i] = 0.5 * (wk->w[x] + wk->wt[x]);
            compat[i] = wk->c[x];
        }
        return;
    }
    /* Hi-Lo: a = high share against everyone; b = high share against the
       hands with a low; the low sweep's share where this hand has a low. */
    for (int32_t x = 0; x < nt; x++) {
        wk->a[x] = 0.5 * (wk->w[x] + wk->wt[x]);
        compat[ht->order_hi[x]] = wk->c[x];
    }
    for (int32_t j = 0; j < ho->n; j++)
        wk->rs2[j] = ho->haslo_hi[j] ? wk->rs[j] : 0.0f;
    sweep(s, wk, &hv, wk->rs2, 0);
    for (int32_t x = 0; x < nt; x++)
        wk->b[x] = 0.5 * (wk->w[x] + wk->wt[x]);
    sweep_view lv = view_lo(s, p);
    gather(reach, ho->order_lo, ho->n, wk->rs);
    sweep(s, wk, &lv, wk->rs, 0);
    for (int32_t x = 0; x < nt; x++) {
        int32_t i = ht->order_hi[x];
        if (ht->haslo_hi[x]) {   /* a low: the high half and the low half */
            int32_t y = ht->pos_lo_of_hi[x];
            share[i] = 0.5 * wk->a[x] + 0.5 * (0.5 * (wk->w[y] + wk->wt[y]));
        } else {                 /* no low: the whole pot, halved where the opponent has one */
            share[i] = wk->a[x] - 0.5 * wk->b[x];
        }
    }
}

/* Terminal values with exact card removal (oe_solve_showdown.h). */
#include "oe_solve_showdown.h"
#include "oe_batch.h"
#include "oe_cards.h"
#include "oe_solve_tree.h"
#include <stdlib.h>
#include <string.h>

static uint32_t table_offset(int k)
{
    uint32_t off = 0;
    for (int i = 1; i < k; i++)
        off += (uint32_t)oe_choose(52, i);
    return off;
}

static int nsub_of(int nhole) { return (1 << nhole) - 2; }

size_t oe_show_bytes(int nhole, int hilo, const int32_t n[2])
{
    size_t per = (size_t)nsub_of(nhole) * 4 + 4 * 3 + (hilo ? 8 : 0);
    return per * (size_t)(n[0] + n[1]);
}

size_t oe_show_work_bytes(int nhole, int hilo, const int32_t n[2])
{
    size_t m = (size_t)(n[0] > n[1] ? n[0] : n[1]);
    return (size_t)table_offset(nhole) * 8 + m * (3 * 8 + (hilo ? 4 + 16 : 0));
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

/* same[i] for player p: the index of p's hand i in the other's list, or -1. */
static int match_same(oe_show *s, const uint8_t *const cards[2])
{
    int32_t no = s->h[1].n;
    uint64_t *keys = malloc((size_t)(no > 0 ? no : 1) * 2 * sizeof *keys);
    if (!keys)
        return OE_SERR_NOMEM;
    for (int32_t j = 0; j < no; j++) {
        keys[2 * j] = hand_key(cards[1] + (size_t)j * s->nhole, s->nhole);
        keys[2 * j + 1] = (uint64_t)j;
    }
    qsort(keys, (size_t)no, 2 * sizeof *keys, cmp_u64_idx);
    for (int p = 0; p < 2; p++)
        for (int32_t i = 0; i < s->h[p].n; i++)
            s->h[p].same[i] = -1;
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
            s->h[0].same[i] = j;
            s->h[1].same[j] = i;
        }
    }
    free(keys);
    return OE_OK;
}

static int init_hands(oe_show *s, oe_show_hands *h, const uint8_t *board, int nboard,
                      int32_t n, const uint8_t *cards)
{
    h->n = n;
    h->nhole = s->nhole;
    size_t m = n > 0 ? (size_t)n : 1;
    h->subsets = malloc(m * (size_t)s->nsub * sizeof *h->subsets);
    h->same = malloc(m * sizeof *h->same);
    h->pos_hi = malloc(m * sizeof *h->pos_hi);
    h->order_hi = malloc(m * sizeof *h->order_hi);
    h->hi = malloc(m * sizeof *h->hi);
    uint16_t *val = malloc(m * sizeof *val);
    uint8_t *low = s->hilo ? malloc(m) : NULL;
    if (s->hilo) {
        h->order_lo = malloc(m * sizeof *h->order_lo);
        h->lo = malloc(m * sizeof *h->lo);
    }
    int rc = OE_SERR_NOMEM;
    if (!h->subsets || !h->same || !h->pos_hi || !h->order_hi || !h->hi || !val || (s->hilo && (!low || !h->order_lo || !h->lo)))
        goto out;
    size_t bad;
    rc = OE_SERR_BAD;
    if (n > 0 && oe_batch_high(cards, s->nhole, board, nboard, 0, (size_t)n, val, &bad) != OE_OK)
        goto out;
    if (s->hilo && n > 0 && oe_batch_low(cards, s->nhole, board, nboard, 0, (size_t)n, low, &bad) != OE_OK)
        goto out;
    for (int32_t i = 0; i < n; i++) {
        h->hi[i] = 8192 - (int32_t)val[i];
        if (s->hilo)
            h->lo[i] = low[i] ? 256 - (int32_t)low[i] : 0;
        /* the table offsets of every proper nonempty subset */
        uint8_t c[OE_SHOW_MAX_HOLE];
        memcpy(c, cards + (size_t)i * s->nhole, (size_t)s->nhole);
        for (int a = 1; a < s->nhole; a++)   /* insertion sort: colex ranks need order */
            for (int b = a; b > 0 && c[b - 1] > c[b]; b--) {
                uint8_t t = c[b];
                c[b] = c[b - 1];
                c[b - 1] = t;
            }
        int idx = 0;
        for (int mask = 1; mask < (1 << s->nhole) - 1; mask++) {
            uint32_t rank = 0;
            int k = 0;
            for (int b = 0; b < s->nhole; b++)
                if (mask >> b & 1) {
                    rank += (uint32_t)oe_choose(c[b], k + 1);
                    k++;
                }
            h->subsets[(size_t)i * s->nsub + idx++] = table_offset(k) + rank;
        }
    }
    rc = order_by(h->hi, n, 8192, h->order_hi);
    if (rc == OE_OK && s->hilo)
        rc = order_by(h->lo, n, 256, h->order_lo);
    if (rc == OE_OK) {   /* the subset rows in strength order */
        uint32_t *sorted = malloc(m * (size_t)s->nsub * sizeof *sorted);
        if (!sorted) {
            rc = OE_SERR_NOMEM;
            goto out;
        }
        for (int32_t x = 0; x < n; x++) {
            memcpy(sorted + (size_t)x * s->nsub, h->subsets + (size_t)h->order_hi[x] * s->nsub,
                   (size_t)s->nsub * sizeof *sorted);
            h->pos_hi[h->order_hi[x]] = x;
        }
        free(h->subsets);
        h->subsets = sorted;
    }
out:
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
    s->table_size = table_offset(nhole);
    for (int mask = 1, idx = 0; mask < (1 << nhole) - 1; mask++) {
        int bits = 0;
        for (int b = 0; b < nhole; b++)
            bits += mask >> b & 1;
        s->sign[idx++] = (int8_t)(bits & 1 ? -1 : 1);
    }
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
        free(h->subsets);
        free(h->same);
        free(h->pos_hi);
        free(h->order_hi);
        free(h->hi);
        free(h->order_lo);
        free(h->lo);
    }
    memset(s, 0, sizeof *s);
}

int oe_show_work_init(const oe_show *s, oe_show_work *w)
{
    memset(w, 0, sizeof *w);
    size_t m = (size_t)(s->h[0].n > s->h[1].n ? s->h[0].n : s->h[1].n) + 1;
    w->table = malloc((size_t)s->table_size * sizeof *w->table);
    w->w = malloc(m * sizeof *w->w);
    w->wt = malloc(m * sizeof *w->wt);
    w->c = malloc(m * sizeof *w->c);
    if (s->hilo) {
        w->masked = malloc(m * sizeof *w->masked);
        w->a = malloc(m * sizeof *w->a);
        w->b = malloc(m * sizeof *w->b);
    }
    if (!w->table || !w->w || !w->wt || !w->c || (s->hilo && (!w->masked || !w->a || !w->b))) {
        oe_show_work_free(w);
        return OE_SERR_NOMEM;
    }
    return OE_OK;
}

void oe_show_work_free(oe_show_work *w)
{
    free(w->table);
    free(w->w);
    free(w->wt);
    free(w->c);
    free(w->masked);
    free(w->a);
    free(w->b);
    memset(w, 0, sizeof *w);
}

static inline void add_hand(const oe_show *s, double *table, const oe_show_hands *ho, int32_t row, double r)
{
    const uint32_t *sub = ho->subsets + (size_t)row * s->nsub;
    for (int k = 0; k < s->nsub; k++)
        table[sub[k]] += r;
}

/* The reach of the added opponent hands that share no card with hand i:
   inclusion-exclusion, less the identical hand when it has been added. */
static inline double read_hand(const oe_show *s, const double *table, const oe_show_hands *ht, int32_t row,
                               double total, double same_reach)
{
    const uint32_t *sub = ht->subsets + (size_t)row * s->nsub;
    double v = total;
    for (int k = 0; k < s->nsub; k++)
        v += s->sign[k] * table[sub[k]];
    return v + ((s->nhole & 1) ? -same_reach : same_reach);
}

/* One sweep: for each hand of p, the compatible opponent reach it beats
   (w), beats or ties (wt), and in all (c), by the strengths given. With
   the high strengths (by_hi) the subset rows come in sequence. */
static void sweep(const oe_show *s, oe_show_work *wk, int p, const int32_t *key_t, const int32_t *order_t,
                  const int32_t *key_o, const int32_t *order_o, const float *reach, int by_hi)
{
    const oe_show_hands *ht = &s->h[p], *ho = &s->h[1 - p];
    double *table = wk->table;
    memset(table, 0, (size_t)s->table_size * sizeof *table);
    double total = 0;
    int32_t j = 0, nt = ht->n, no = ho->n;
#define ROW_T(x) (by_hi ? (x) : ht->pos_hi[order_t[x]])
#define ROW_O(x) (by_hi ? (x) : ho->pos_hi[order_o[x]])
    for (int32_t g = 0; g < nt;) {
        int32_t key = key_t[order_t[g]], e = g;
        while (e < nt && key_t[order_t[e]] == key)
            e++;
        for (; j < no && key_o[order_o[j]] < key; j++) {
            double r = reach[order_o[j]];
            if (r != 0) {
                add_hand(s, table, ho, ROW_O(j), r);
                total += r;
            }
        }
        for (int32_t x = g; x < e; x++)
            wk->w[order_t[x]] = read_hand(s, table, ht, ROW_T(x), total, 0);
        for (; j < no && key_o[order_o[j]] == key; j++) {
            double r = reach[order_o[j]];
            if (r != 0) {
                add_hand(s, table, ho, ROW_O(j), r);
                total += r;
            }
        }
        for (int32_t x = g; x < e; x++) {
            int32_t i = order_t[x], sm = ht->same[i];
            /* the identical hand ties, so it is in by now */
            wk->wt[i] = read_hand(s, table, ht, ROW_T(x), total, sm >= 0 ? reach[sm] : 0);
        }
        g = e;
    }
    for (; j < no; j++) {
        double r = reach[order_o[j]];
        if (r != 0) {
            add_hand(s, table, ho, ROW_O(j), r);
            total += r;
        }
    }
    for (int32_t x = 0; x < nt; x++) {
        int32_t i = ht->order_hi[x], sm = ht->same[i];
        wk->c[i] = read_hand(s, table, ht, x, total, sm >= 0 ? reach[sm] : 0);
    }
#undef ROW_T
#undef ROW_O
}

void oe_show_compatible(const oe_show *s, oe_show_work *wk, int p, const float *reach, double *out)
{
    const oe_show_hands *ht = &s->h[p], *ho = &s->h[1 - p];
    double *table = wk->table;
    memset(table, 0, (size_t)s->table_size * sizeof *table);
    double total = 0;
    for (int32_t x = 0; x < ho->n; x++) {
        double r = reach[ho->order_hi[x]];
        if (r != 0) {
            add_hand(s, table, ho, x, r);
            total += r;
        }
    }
    for (int32_t x = 0; x < ht->n; x++) {
        int32_t i = ht->order_hi[x], sm = ht->same[i];
        out[i] = read_hand(s, table, ht, x, total, sm >= 0 ? reach[sm] : 0);
    }
}

void oe_show_share(const oe_show *s, oe_show_work *wk, int p, const float *reach, double *share, double *compat)
{
    const oe_show_hands *ht = &s->h[p], *ho = &s->h[1 - p];
    int32_t nt = ht->n;
    sweep(s, wk, p, ht->hi, ht->order_hi, ho->hi, ho->order_hi, reach, 1);
    if (!s->hilo) {
        for (int32_t i = 0; i < nt; i++) {
            share[i] = 0.5 * (wk->w[i] + wk->wt[i]);
            compat[i] = wk->c[i];
        }
        return;
    }
    /* Hi-Lo: a = high share against everyone; b = high share against the
       hands with a low; the low sweep's share where this hand has a low. */
    for (int32_t i = 0; i < nt; i++) {
        wk->a[i] = 0.5 * (wk->w[i] + wk->wt[i]);
        compat[i] = wk->c[i];
    }
    for (int32_t j = 0; j < ho->n; j++)
        wk->masked[j] = ho->lo[j] ? reach[j] : 0.0f;
    sweep(s, wk, p, ht->hi, ht->order_hi, ho->hi, ho->order_hi, wk->masked, 1);
    for (int32_t i = 0; i < nt; i++)
        wk->b[i] = 0.5 * (wk->w[i] + wk->wt[i]);
    sweep(s, wk, p, ht->lo, ht->order_lo, ho->lo, ho->order_lo, reach, 0);
    for (int32_t i = 0; i < nt; i++) {
        if (ht->lo[i])   /* a low: the high half and the low half */
            share[i] = 0.5 * wk->a[i] + 0.5 * (0.5 * (wk->w[i] + wk->wt[i]));
        else             /* no low: the whole pot, halved where the opponent has one */
            share[i] = wk->a[i] - 0.5 * wk->b[i];
    }
}

/* Many terminals in one sweep (oe_solve_showdown.h, oe_show_batch): the
   subset table holds kp lanes a subset, one per terminal's opponent reach,
   side by side, so each hand's offsets are read once for all of them and
   the lanes' adds and reads are plain loops the compiler vectorises. Each
   lane does exactly what oe_show_share and oe_show_compatible do for its
   reach, in the same order (adding a zero reach changes no double), so
   the values are the same floats. */
#include "oe_solve_showdown.h"
#include <string.h>

#define LANES 4   /* kp and ks are multiples of it */

/* The table rows of position x's subsets. */
static void rows_of(const oe_show *s, const oe_show_hands *h, int32_t x, double *table, int kp, double **r)
{
    if (s->narrow) {
        const uint16_t *sub = h->sub16 + (size_t)x * (size_t)s->nsub;
        for (int k = 0; k < s->nsub; k++)
            r[k] = table + (size_t)sub[k] * (size_t)kp;
    } else {
        const uint32_t *sub = h->sub32 + (size_t)x * (size_t)s->nsub;
        for (int k = 0; k < s->nsub; k++)
            r[k] = table + (size_t)sub[k] * (size_t)kp;
    }
}

/* Adds opponent position j's lanes of reach (rs) to its subset rows and
   the totals; nothing for a hand no lane reaches. */
static void add_hand(const oe_show *s, const oe_show_hands *o, double *table, int kp, int32_t j, const float *rs,
                     double *restrict total, double *restrict rd)
{
    const float *restrict r = rs + (size_t)j * (size_t)kp;
    int any = 0;
    for (int k = 0; k < kp; k++)
        any |= r[k] != 0;
    if (!any)
        return;
    for (int k = 0; k < kp; k++)
        rd[k] = r[k];
    double *row[(1 << OE_SHOW_MAX_HOLE) - 2];
    rows_of(s, o, j, table, kp, row);
    for (int i = 0; i < s->nsub; i++) {
        double *restrict t = row[i];
        for (int k = 0; k < kp; k++)
            t[k] += rd[k];
    }
    for (int k = 0; k < kp; k++)
        total[k] += rd[k];
}

/* Omaha 4's read, lane by lane, restrict so the lanes vectorise. */
static void read14(double *const *r, int nk, const double *restrict total, const double *restrict same,
                   double *restrict out)
{
    const double *restrict r0 = r[0], *restrict r1 = r[1], *restrict r2 = r[2], *restrict r3 = r[3];
    const double *restrict r4 = r[4], *restrict r5 = r[5], *restrict r6 = r[6], *restrict r7 = r[7];
    const double *restrict r8 = r[8], *restrict r9 = r[9], *restrict r10 = r[10], *restrict r11 = r[11];
    const double *restrict r12 = r[12], *restrict r13 = r[13];
    for (int l = 0; l < nk; l++) {
        double s1 = (r0[l] + r1[l]) + (r2[l] + r3[l]);
        double s2 = ((r4[l] + r5[l]) + (r6[l] + r7[l])) + (r8[l] + r9[l]);
        double s3 = (r10[l] + r11[l]) + (r12[l] + r13[l]);
        out[l] = ((total[l] - s1) + (s2 - s3)) + same[l];
    }
}

/* read_row (oe_solve_showdown.c) on the first nk lanes of position x:
   the same sums in the same order, lane by lane. same: per lane. */
static void read_hand(const oe_show *s, const oe_show_hands *h, double *table, int kp, int nk, int32_t x,
                      const double *total, const double *same, double *out)
{
    double *r[(1 << OE_SHOW_MAX_HOLE) - 2];
    rows_of(s, h, x, table, kp, r);
    if (s->nsub == 14) {
        read14(r, nk, total, same, out);
        return;
    }
    if (s->nsub == 2) {
        for (int l = 0; l < nk; l++)
            out[l] = (total[l] - (r[0][l] + r[1][l])) + same[l];
        return;
    }
    for (int l = 0; l < nk; l++) {
        double v = total[l];
        for (int k = 1, at = 0; k < s->nhole; k++) {
            double a = 0, b = 0;
            int end = at + s->count[k];
            for (; at + 1 < end; at += 2) {
                a += r[at][l];
                b += r[at + 1][l];
            }
            if (at < end)
                a += r[at++][l];
            v += k & 1 ? -(a + b) : a + b;
        }
        out[l] = v + ((s->nhole & 1) ? -same[l] : same[l]);
    }
}

/* The identical opponent hand's lanes of reach (zero where there is none). */
static void same_of(const oe_show_hands *h, int32_t x, const float *rs, int kp, double *out)
{
    int32_t sm = h->same_hi[x];
    const float *r = sm >= 0 ? rs + (size_t)sm * (size_t)kp : NULL;
    for (int k = 0; k < kp; k++)
        out[k] = r ? r[k] : 0;
}

size_t oe_show_batch_lane_doubles(int kp) { return (size_t)kp * 5; }

void oe_show_batch(const oe_show *s, double *table, double *lane, int p, const float *rs, int kp, int ks,
                   double *share, const oe_show_term *terms, int nterm)
{
    const oe_show_hands *ht = &s->h[p], *ho = &s->h[1 - p];
    const int32_t *kt = ht->key_hi, *ko = ho->key_hi;
    int32_t nt = ht->n, no = ho->n, j = 0;
    double *total = lane, *rd = lane + kp, *sm = lane + 2 * kp, *v = lane + 3 * kp, *zero = lane + 4 * kp;
    memset(table, 0, (size_t)s->table_size * (size_t)kp * sizeof *table);
    memset(total, 0, (size_t)kp * sizeof *total);
    memset(zero, 0, (size_t)kp * sizeof *zero);
    if (ks > 0)
        for (int32_t g = 0; g < nt;) {
            int32_t key = kt[g], e = g;
            while (e < nt && kt[e] == key)
                e++;
            for (; j < no && ko[j] < key; j++)
                add_hand(s, ho, table, kp, j, rs, total, rd);
            for (int32_t x = g; x < e; x++)   /* what each lane's hand beats */
                read_hand(s, ht, table, kp, ks, x, total, zero, share + (size_t)x * (size_t)ks);
            int tied = j < no && ko[j] == key;
            for (; j < no && ko[j] == key; j++)
                add_hand(s, ho, table, kp, j, rs, total, rd);
            for (int32_t x = g; x < e; x++) {   /* and what it beats or ties: the share */
                double *w = share + (size_t)x * (size_t)ks;
                if (tied) {
                    same_of(ht, x, rs, kp, sm);
                    read_hand(s, ht, table, kp, ks, x, total, sm, v);
                } else {
                    memcpy(v, w, (size_t)ks * sizeof *v);
                }
                for (int k = 0; k < ks; k++)
                    w[k] = 0.5 * (w[k] + v[k]);
            }
            g = e;
        }
    for (; j < no; j++)
        add_hand(s, ho, table, kp, j, rs, total, rd);
    for (int32_t x = 0; x < nt; x++) {   /* the compatible reach, and each terminal's value */
        same_of(ht, x, rs, kp, sm);
        read_hand(s, ht, table, kp, kp, x, total, sm, v);
        const double *w = share + (size_t)x * (size_t)ks;
        for (int t = 0; t < nterm; t++) {
            const oe_show_term *tm = &terms[t];
            tm->out[x] = tm->fold ? (float)(tm->pay * v[tm->lane])
                                  : (float)(tm->net * w[tm->lane] - tm->mine * v[tm->lane]);
        }
    }
}

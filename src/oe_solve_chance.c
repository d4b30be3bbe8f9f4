/* The turn's chance node (oe_solve_chance.h): the rivers, their classes
   under suit isomorphism, and each class's hands and showdown. */
#include "oe_solve_chance.h"
#include "oe_cards.h"
#include "oe_solve_tree.h"
#include <stdlib.h>
#include <string.h>

static uint64_t hand_mask(const uint8_t *c, int nhole)
{
    uint64_t m = 0;
    for (int i = 0; i < nhole; i++)
        m |= (uint64_t)1 << c[i];
    return m;
}

static uint64_t permute_mask(uint64_t m, const uint8_t perm[4])
{
    uint64_t out = 0;
    for (int c = 0; c < 52; c++)
        if (m >> c & 1)
            out |= (uint64_t)1 << (c / 4 * 4 + perm[c % 4]);
    return out;
}

static int cmp_key(const void *a, const void *b)
{
    const uint64_t *x = a, *y = b;
    return (x[0] > y[0]) - (x[0] < y[0]);
}

/* keys: n pairs (mask, index), sorted by mask. */
static int32_t find_hand(const uint64_t *keys, int32_t n, uint64_t m)
{
    int32_t lo = 0, hi = n;
    while (lo < hi) {
        int32_t mid = lo + (hi - lo) / 2;
        if (keys[2 * mid] < m)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n && keys[2 * lo] == m ? (int32_t)keys[2 * lo + 1] : -1;
}

/* The suit permutations (not the identity) that keep the board, the dead
   cards and both weighted ranges; with hand_perm filled when asked. */
static int find_perms(int nhole, uint64_t board, uint64_t dead, const int32_t n[2], const uint8_t *const cards[2],
                      const float *const weights[2], uint8_t perms[OE_DEAL_MAX_PERMS][4],
                      int32_t *hand_perm[OE_DEAL_MAX_PERMS][2])
{
    uint64_t *keys[2] = {NULL, NULL};
    int32_t *img[2] = {NULL, NULL};
    int count = 0, rc = OE_SERR_NOMEM;
    for (int p = 0; p < 2; p++) {
        keys[p] = malloc(((size_t)n[p] + 1) * 2 * sizeof *keys[p]);
        img[p] = malloc(((size_t)n[p] + 1) * sizeof *img[p]);
        if (!keys[p] || !img[p])
            goto out;
        for (int32_t h = 0; h < n[p]; h++) {
            keys[p][2 * h] = hand_mask(cards[p] + (size_t)h * nhole, nhole);
            keys[p][2 * h + 1] = (uint64_t)h;
        }
        qsort(keys[p], (size_t)n[p], 2 * sizeof *keys[p], cmp_key);
    }
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++)
            for (int c = 0; c < 4; c++) {
                int d = 6 - a - b - c;
                if (a == b || a == c || b == c || d < 0 || d > 3 || d == a || d == b || d == c)
                    continue;
                uint8_t perm[4] = {(uint8_t)a, (uint8_t)b, (uint8_t)c, (uint8_t)d};
                if (a == 0 && b == 1 && c == 2)
                    continue;   /* the identity */
                if (permute_mask(board, perm) != board || permute_mask(dead, perm) != dead)
                    continue;
                int ok = 1;
                for (int p = 0; p < 2 && ok; p++)
                    for (int32_t h = 0; h < n[p] && ok; h++) {
                        uint64_t m = permute_mask(hand_mask(cards[p] + (size_t)h * nhole, nhole), perm);
                        int32_t j = find_hand(keys[p], n[p], m);
                        ok = j >= 0 && weights[p][j] == weights[p][h];
                        img[p][h] = j;
                    }
                if (!ok)
                    continue;
                memcpy(perms[count], perm, 4);
                if (hand_perm)
                    for (int p = 0; p < 2; p++) {
                        hand_perm[count][p] = malloc(((size_t)n[p] + 1) * sizeof(int32_t));
                        if (!hand_perm[count][p]) {
                            for (int k = 0; k <= count; k++)
                                for (int q = 0; q < 2; q++) {
                                    free(hand_perm[k][q]);
                                    hand_perm[k][q] = NULL;
                                }
                            goto out;
                        }
                        memcpy(hand_perm[count][p], img[p], (size_t)n[p] * sizeof(int32_t));
                    }
                count++;
            }
    rc = count;
out:
    for (int p = 0; p < 2; p++) {
        free(keys[p]);
        free(img[p]);
    }
    return rc;
}

static uint8_t permute_card(int c, const uint8_t perm[4]) { return (uint8_t)(c / 4 * 4 + perm[c % 4]); }

/* Rivers in card order; classes by orbits of the permutations: cls[r],
   and via[r] the permutation that maps the class's river to r (-1: it is
   the class's river). Returns the number of classes. */
static int orbits(uint64_t known, int nperm, uint8_t perms[OE_DEAL_MAX_PERMS][4], int *nriver,
                  uint8_t card[48], int cls[48], int via[48], uint8_t rep[48])
{
    int index[52], nr = 0, nc = 0;
    for (int c = 0; c < 52; c++) {
        index[c] = -1;
        if (!(known >> c & 1)) {
            index[c] = nr;
            card[nr++] = (uint8_t)c;
        }
    }
    for (int r = 0; r < nr; r++)
        cls[r] = -1;
    for (int r = 0; r < nr; r++) {
        if (cls[r] >= 0)
            continue;
        rep[nc] = card[r];
        cls[r] = nc;
        via[r] = -1;
        for (int k = 0; k < nperm; k++) {
            int q = index[permute_card(card[r], perms[k])];
            if (q >= 0 && cls[q] < 0) {
                cls[q] = nc;
                via[q] = k;
            }
        }
        nc++;
    }
    *nriver = nr;
    return nc;
}

static int32_t count_without(const uint8_t *cards, int32_t n, int nhole, int card)
{
    int32_t k = 0;
    for (int32_t h = 0; h < n; h++)
        if (!(hand_mask(cards + (size_t)h * nhole, nhole) >> card & 1))
            k++;
    return k;
}

int oe_deals_plan(int nhole, const uint8_t *board, uint64_t dead, const int32_t n[2],
                  const uint8_t *const cards[2], const float *const weights[2], int iso,
                  int32_t n_class[48][2], int *nriver)
{
    uint64_t bmask = hand_mask(board, 4);
    uint8_t perms[OE_DEAL_MAX_PERMS][4], card[48], rep[48];
    int cls[48], via[48], nperm = 0;
    if (cards && iso) {
        nperm = find_perms(nhole, bmask, dead, n, cards, weights, perms, NULL);
        if (nperm < 0)
            return nperm;
    }
    int nc = orbits(bmask | dead, nperm, perms, nriver, card, cls, via, rep);
    for (int c = 0; c < nc; c++)
        for (int p = 0; p < 2; p++)
            n_class[c][p] = cards ? count_without(cards[p], n[p], nhole, rep[c]) : n[p];
    return nc;
}

size_t oe_deals_bytes(int nhole, int hilo, int nclass, int nriver, const int32_t n_class[48][2],
                      const int32_t n[2])
{
    size_t b = 0;
    for (int c = 0; c < nclass; c++) {
        b += oe_show_bytes(nhole, hilo, n_class[c]);
        b += 2 * (size_t)(n_class[c][0] + n_class[c][1]) * sizeof(int32_t);   /* full, and dst */
    }
    /* dst of the rivers that are not a class's own, and the permutations */
    b += (size_t)(nriver - nclass) * (size_t)(n[0] + n[1]) * sizeof(int32_t);
    b += (size_t)(nriver - nclass > 0 ? 6 : 0) * (size_t)(n[0] + n[1]) * sizeof(int32_t);
    return b;
}

int oe_deals_init(oe_deals *d, int nhole, int hilo, const uint8_t *board, uint64_t dead,
                  const int32_t n[2], const uint8_t *const cards[2], const float *const weights[2], int iso)
{
    memset(d, 0, sizeof *d);
    uint64_t bmask = hand_mask(board, 4);
    int rc = OE_SERR_NOMEM;
    if (iso) {
        d->nperm = find_perms(nhole, bmask, dead, n, cards, weights, d->perm, d->hand_perm);
        if (d->nperm < 0) {
            rc = d->nperm;
            d->nperm = 0;
            goto fail;
        }
    }
    uint8_t rep[48];
    int via[48];
    d->nclass = orbits(bmask | dead, d->nperm, d->perm, &d->nriver, d->card, d->cls, via, rep);
    int ways = d->nriver - 2 * nhole;
    if (ways <= 0) {
        rc = OE_SERR_BAD;
        goto fail;
    }
    d->weight = 1.0 / ways;
    d->classes = calloc((size_t)d->nclass, sizeof *d->classes);
    if (!d->classes)
        goto fail;
    uint8_t *local[2] = {NULL, NULL};
    for (int c = 0; c < d->nclass; c++) {
        oe_river_class *k = &d->classes[c];
        k->card = rep[c];
        for (int p = 0; p < 2; p++) {
            k->full[p] = malloc(((size_t)n[p] + 1) * sizeof *k->full[p]);
            local[p] = malloc(((size_t)n[p] + 1) * (size_t)nhole);
            if (!k->full[p] || !local[p])
                goto fail_local;
            int32_t m = 0;
            for (int32_t h = 0; h < n[p]; h++)
                if (!(hand_mask(cards[p] + (size_t)h * nhole, nhole) >> rep[c] & 1)) {
                    memcpy(local[p] + (size_t)m * nhole, cards[p] + (size_t)h * nhole, (size_t)nhole);
                    k->full[p][m++] = h;
                }
            k->n[p] = m;
        }
        uint8_t five[5];
        memcpy(five, board, 4);
        five[4] = rep[c];
        const uint8_t *lc[2] = {local[0], local[1]};
        rc = oe_show_init(&k->show, nhole, hilo, five, 5, k->n, lc);
        free(local[0]);
        free(local[1]);
        local[0] = local[1] = NULL;
        if (rc != OE_OK)
            goto fail;
        rc = OE_SERR_NOMEM;
        continue;
    fail_local:
        free(local[0]);
        free(local[1]);
        goto fail;
    }
    for (int r = 0; r < d->nriver; r++) {
        const oe_river_class *k = &d->classes[d->cls[r]];
        for (int p = 0; p < 2; p++) {
            if (via[r] < 0) {
                d->dst[r][p] = k->full[p];
                continue;
            }
            d->dst[r][p] = malloc(((size_t)k->n[p] + 1) * sizeof(int32_t));
            if (!d->dst[r][p])
                goto fail;
            for (int32_t x = 0; x < k->n[p]; x++)
                d->dst[r][p][x] = d->hand_perm[via[r]][p][k->full[p][x]];
        }
    }
    return OE_OK;
fail:
    oe_deals_free(d);
    return rc;
}

void oe_deals_free(oe_deals *d)
{
    for (int r = 0; r < d->nriver; r++)
        for (int p = 0; p < 2; p++)
            if (d->classes && d->dst[r][p] != d->classes[d->cls[r]].full[p])
                free(d->dst[r][p]);
    if (d->classes)
        for (int c = 0; c < d->nclass; c++) {
            for (int p = 0; p < 2; p++)
                free(d->classes[c].full[p]);
            oe_show_free(&d->classes[c].show);
        }
    free(d->classes);
    for (int k = 0; k < d->nperm; k++)
        for (int p = 0; p < 2; p++)
            free(d->hand_perm[k][p]);
    memset(d, 0, sizeof *d);
}

int oe_deals_river(const oe_deals *d, int card)
{
    for (int r = 0; r < d->nriver; r++)
        if (d->card[r] == card)
            return r;
    return -1;
}

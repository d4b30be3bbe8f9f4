/* Independent Chip Model place probabilities: see oe_icm.h. */
#include "oe_icm.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "oe_rng.h"

static int check(const double *stacks, int n, int paid)
{
    if (!stacks || n < 1 || paid < 1 || paid > n)
        return OE_ICM_BAD_ARGS;
    for (int i = 0; i < n; i++)
        if (!(stacks[i] > 0) || !isfinite(stacks[i]))   /* (NaN fails the first test) */
            return OE_ICM_BAD_ARGS;
    return OE_ICM_OK;
}

static int lowest_bit(uint32_t x)   /* x != 0 */
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctz(x);
#else
    int i = 0;
    for (; !(x & 1); x >>= 1)
        i++;
    return i;
#endif
}

static int popcount32(uint32_t x)
{
    int c = 0;
    for (; x; x &= x - 1)
        c++;
    return c;
}

int oe_icm_exact(const double *stacks, int n, int paid, double *out)
{
    if (check(stacks, n, paid) || n > OE_ICM_EXACT_MAX || !out)
        return OE_ICM_BAD_ARGS;
    uint32_t full = (uint32_t)1 << n;
    /* prob[m]: P(the players in m, and only they, took the first |m|
       places). A set is complete before it is read because every set it
       grows from is numerically smaller. */
    double *prob = calloc(full, sizeof *prob);
    double *chips = malloc(full * sizeof *chips);   /* chips[m]: the stacks of m, summed */
    if (!prob || !chips) {
        free(prob);
        free(chips);
        return OE_ICM_NO_MEMORY;
    }
    chips[0] = 0;
    for (uint32_t m = 1; m < full; m++)
        chips[m] = chips[m & (m - 1)] + stacks[lowest_bit(m)];
    memset(out, 0, (size_t)n * paid * sizeof *out);
    prob[0] = 1;
    for (uint32_t m = 0; m < full; m++) {
        double p = prob[m];
        if (p == 0)
            continue;     /* (only sets of fewer than `paid` are ever reached) */
        int place = popcount32(m);
        /* the chips still in play: the sum over the players left (never the
           total less those gone, which would cancel near the end) */
        uint32_t rest = ~m & (full - 1);
        double scale = p / chips[rest];
        double *row = out + place;
        if (place + 1 < paid) {
            for (; rest; rest &= rest - 1) {
                int i = lowest_bit(rest);
                double q = scale * stacks[i];
                row[i * paid] += q;
                prob[m | (uint32_t)1 << i] += q;
            }
        } else {
            for (; rest; rest &= rest - 1) {
                int i = lowest_bit(rest);
                row[i * paid] += scale * stacks[i];
            }
        }
    }
    free(prob);
    free(chips);
    return OE_ICM_OK;
}

/* ---- the integral ------------------------------------------------------ */

typedef struct {
    int n, paid;
    const double *rate;    /* stacks / total: the clocks ring once in all per unit time */
    double *a, *b;         /* per player: not yet rung, rung */
    double *light, *heavy; /* products of the two kinds of factor (below) */
    double *all, *without, *ratio;
    double *value;         /* paid * n, place-major: the integrand at one node */
} race;

/* The integrand at time t = e^x, times dt/dx = t: value[k][i] = rate_i t
   a_i * [x^k] prod_{j != i}(a_j + b_j x). Dividing one factor out of the
   whole product is stable forward (from x^0) when a_i >= b_i and backward
   (from the top) when b_i > a_i; so players are split by which is larger:
   the "light" ones (a >= b) go in a product truncated to the paid places,
   the "heavy" ones in a full product, divided backward. */
static void integrand(race *r, double t)
{
    int n = r->n, paid = r->paid, m = 0, deg = 0;
    double *L = r->light, *H = r->heavy, *A = r->all;
    memset(L, 0, paid * sizeof *L);
    L[0] = 1;
    H[0] = 1;
    for (int j = 0; j < n; j++) {
        double a = exp(-r->rate[j] * t), b = -expm1(-r->rate[j] * t);
        r->a[j] = a;
        r->b[j] = b;
        if (a >= b) {
            int top = deg + 1 < paid ? deg + 1 : paid - 1;
            for (int k = top; k > 0; k--)
                L[k] = L[k] * a + L[k - 1] * b;
            L[0] *= a;
            deg = top;
        } else {
            H[m + 1] = H[m] * b;
            for (int k = m; k > 0; k--)
                H[k] = H[k] * a + H[k - 1] * b;
            H[0] *= a;
            m++;
        }
    }
    for (int k = 0; k < paid; k++) {   /* all = light * heavy, truncated */
        double s = 0;
        for (int j = 0; j <= k && j <= m; j++)
            s += H[j] * L[k - j];
        A[k] = s;
    }
    /* light players, all at once (independent chains, so the loop over
       players vectorizes): with v_k = rate t a Q_k and Q = all / (a + b x),
       v_k = rate t all_k - (b / a) v_{k-1}. value is place-major here. */
    double *ratio = r->ratio, *V = r->value;
    for (int i = 0; i < n; i++)
        ratio[i] = r->a[i] >= r->b[i] ? r->b[i] / r->a[i] : 0;
    for (int i = 0; i < n; i++)
        V[i] = r->rate[i] * t * A[0];
    for (int k = 1; k < paid; k++) {
        double *v = V + (size_t)k * n, *prev = v - n, Ak = A[k];
        for (int i = 0; i < n; i++)
            v[i] = r->rate[i] * t * Ak - ratio[i] * prev[i];
    }
    if (!m)
        return;
    for (int i = 0; i < n; i++) {
        double a = r->a[i], b = r->b[i];
        if (a >= b)
            continue;
        double *W = r->without;   /* heavy / (a + b x), degree m - 1 */
        W[m - 1] = H[m] / b;
        for (int j = m - 1; j > 0; j--)
            W[j - 1] = (H[j] - a * W[j]) / b;
        double density = r->rate[i] * t * a;
        for (int k = 0; k < paid; k++) {
            double s = 0;
            for (int j = 0; j <= k && j < m; j++)
                s += W[j] * L[k - j];
            V[(size_t)k * n + i] = density * s;
        }
    }
}

/* P(fewer than `paid` clocks have rung by t): the mass left beyond t. */
static double tail(race *r, double t)
{
    double *L = r->all;
    memset(L, 0, r->paid * sizeof *L);
    L[0] = 1;
    for (int j = 0; j < r->n; j++) {
        double a = exp(-r->rate[j] * t), b = -expm1(-r->rate[j] * t);
        for (int k = r->paid - 1; k > 0; k--)
            L[k] = L[k] * a + L[k - 1] * b;
        L[0] *= a;
    }
    double s = 0;
    for (int k = 0; k < r->paid; k++)
        s += L[k];
    return s;
}

/* Gauss-Kronrod 7-15 on [-1, 1]: the Kronrod nodes (the odd ones are
   Gauss's) and weights, and the 7-point Gauss weights. */
static const double XK[8] = {
    0.991455371120812639206854697526329, 0.949107912342758524526189684047851,
    0.864864423359769072789712788640926, 0.741531185599394439863864773280788,
    0.586087235467691130294144845693013, 0.405845151377397166906606412076961,
    0.207784955007898467600689403773245, 0.0};
static const double WK[8] = {
    0.022935322010529224963732008058970, 0.063092092629978553290700663189204,
    0.104790010322250183839876322541518, 0.140653259715525918745189590510238,
    0.169004726639267902826583426598550, 0.190350578064785409913256402421014,
    0.204432940075298892414161999234649, 0.209482141084727828012999174891714};
static const double WG[4] = {
    0.129484966168869693270611432679082, 0.279705391489276667901467771423780,
    0.381830050505118944950369775488975, 0.417959183673469387755102040816327};

enum { MAX_PANELS = 1 << 16, STACK_DEPTH = 256 };

int oe_icm_integral(const double *stacks, int n, int paid, double tol, double *out, double *error)
{
    if (check(stacks, n, paid) || !out || !(tol > 0))
        return OE_ICM_BAD_ARGS;
    size_t np = (size_t)n * paid;
    /* one block: rate, a, b (n each), heavy (n + 1), without (n), light, all
       (paid each), ratio (n), the integrand and the panel's two sums (n * paid each) */
    double *mem = malloc(((size_t)7 * n + 1 + 2 * (size_t)paid + 3 * np) * sizeof *mem);
    if (!mem)
        return OE_ICM_NO_MEMORY;
    double total = 0;
    for (int i = 0; i < n; i++)
        total += stacks[i];
    double *rate = mem, *at = mem + n;
    for (int i = 0; i < n; i++)
        rate[i] = stacks[i] / total;
    race r = {.n = n, .paid = paid, .rate = rate};
    r.a = at; at += n;
    r.b = at; at += n;
    r.heavy = at; at += n + 1;
    r.without = at; at += n;
    r.light = at; at += paid;
    r.all = at; at += paid;
    r.ratio = at; at += n;
    r.value = at; at += np;
    double *kron = at, *gauss = at + np;
    memset(out, 0, np * sizeof *out);

    /* from t = 1e-17 (the first clock rings before it with probability
       below that: the rates add to 1) to a t with even less mass beyond */
    double lo = log(1e-17), hi = 1;
    while (tail(&r, exp(hi)) > 1e-17 && hi < 700)
        hi += 1;
    double span = hi - lo, err_sum = 0;
    struct { double lo, hi; } stack[STACK_DEPTH];
    int top = 0, panels = 0, status = OE_ICM_OK;
    enum { FIRST = 8 };
    for (int s = FIRST - 1; s >= 0; s--) {     /* first panels, pushed so the lowest is done first */
        stack[top].lo = lo + span * s / FIRST;
        stack[top].hi = lo + span * (s + 1) / FIRST;
        top++;
    }
    while (top > 0) {
        top--;
        double x0 = stack[top].lo, x1 = stack[top].hi;
        double mid = 0.5 * (x0 + x1), half = 0.5 * (x1 - x0);
        memset(kron, 0, np * sizeof *kron);
        memset(gauss, 0, np * sizeof *gauss);
        for (int node = 0; node < 15; node++) {
            int k = node < 8 ? node : 14 - node;
            double x = node < 8 ? mid - half * XK[k] : mid + half * XK[k];
            integrand(&r, exp(x));
            double wk = WK[k] * half, wg = (k & 1) ? WG[k / 2] * half : 0;
            for (size_t j = 0; j < np; j++)
                kron[j] += wk * r.value[j];
            if (wg != 0)
                for (size_t j = 0; j < np; j++)
                    gauss[j] += wg * r.value[j];
        }
        double diff = 0;
        for (size_t j = 0; j < np; j++) {
            double d = fabs(kron[j] - gauss[j]);
            if (d > diff)
                diff = d;
        }
        /* |Kronrod - Gauss| is the error of the 7-point rule; the 15-point
           one's is far smaller on a smooth integrand (QUADPACK's estimate,
           with the probabilities' scale of 1) */
        double err = fmin(diff, pow(200 * diff, 1.5));
        panels++;
        int split = err > tol * (x1 - x0) / span && top + 2 <= STACK_DEPTH && panels < MAX_PANELS
                    && half > 1e-9;
        if (split) {
            stack[top].lo = mid;            /* the upper half waits; the lower goes first */
            stack[top].hi = x1;
            stack[top + 1].lo = x0;
            stack[top + 1].hi = mid;
            top += 2;
            continue;
        }
        if (err > tol * (x1 - x0) / span)
            status = OE_ICM_NOT_CONVERGED;
        err_sum += err;
        for (size_t j = 0; j < np; j++)
            out[j] += kron[j];
    }
    for (size_t j = 0; j < np; j++)   /* place-major to the caller's player-major */
        kron[j] = out[j];
    for (int i = 0; i < n; i++)
        for (int k = 0; k < paid; k++)
            out[(size_t)i * paid + k] = kron[(size_t)k * n + i];
    if (error)
        *error = err_sum;
    free(mem);
    return status;
}

/* ---- Monte Carlo ---------------------------------------------------------- */

typedef struct {
    double t;
    int who;
} ring;

static void sift_down(ring *h, int size, int at)   /* a max-heap on t */
{
    for (;;) {
        int big = at, l = 2 * at + 1, r = l + 1;
        if (l < size && h[l].t > h[big].t)
            big = l;
        if (r < size && h[r].t > h[big].t)
            big = r;
        if (big == at)
            return;
        ring x = h[at];
        h[at] = h[big];
        h[big] = x;
        at = big;
    }
}

int oe_icm_sample(const double *stacks, int n, int paid, const double *prizes, uint64_t trials,
                  uint64_t seed, uint64_t *counts, double *sum, double *sumsq)
{
    if (check(stacks, n, paid) || !prizes || !counts || !sum || !sumsq)
        return OE_ICM_BAD_ARGS;
    ring *heap = malloc((size_t)paid * sizeof *heap);
    if (!heap)
        return OE_ICM_NO_MEMORY;
    oe_rng g;
    oe_rng_seed(&g, seed, 0x1c3);
    for (uint64_t trial = 0; trial < trials; trial++) {
        /* each clock rings at Exp(stack); keep the `paid` earliest in a max-heap */
        int size = 0;
        for (int i = 0; i < n; i++) {
            double u = ((oe_rng_next(&g) >> 11) + 1) * (1.0 / 9007199254740992.0);   /* (0, 1] */
            double t = -log(u) / stacks[i];
            if (size < paid) {
                heap[size].t = t;
                heap[size].who = i;
                size++;
                if (size == paid)
                    for (int at = paid / 2 - 1; at >= 0; at--)
                        sift_down(heap, paid, at);
            } else if (t < heap[0].t) {
                heap[0].t = t;
                heap[0].who = i;
                sift_down(heap, paid, 0);
            }
        }
        /* popping the latest first gives the places from the last paid up */
        for (int place = paid - 1; place >= 0; place--) {
            int who = heap[0].who;
            counts[(size_t)who * paid + place]++;
            sum[who] += prizes[place];
            sumsq[who] += prizes[place] * prizes[place];
            heap[0] = heap[place];
            sift_down(heap, place, 0);
        }
    }
    free(heap);
    return OE_ICM_OK;
}

/* The solve's loop (oe_solve.h): DCFR iterations, the exact
   exploitability of the average strategy, and when to check it. */
#include "oe_solve.h"
#include "oe_cards.h"
#include "oe_solve_impl.h"
#include <math.h>
#include <stdlib.h>

/* x^a for x >= 0 without the maths library (whose linking is every
   build's business): x = m 2^e, log m by the atanh series, exp by halving
   into ln 2 steps and Taylor's series; about 1e-15 relative. */
static double log_pos(double x)
{
    double e = 0;
    while (x >= 2) {
        x /= 2;
        e++;
    }
    while (x < 1) {
        x *= 2;
        e--;
    }
    double z = (x - 1) / (x + 1), z2 = z * z, term = z, sum = 0;
    for (int k = 1; k < 60; k += 2) {
        sum += term / k;
        term *= z2;
    }
    return 2 * sum + e * 0.69314718055994530942;
}

static double exp_of(double y)
{
    double k = 0;
    while (y > 0.35) {
        y -= 0.69314718055994530942;
        k++;
    }
    while (y < -0.35) {
        y += 0.69314718055994530942;
        k--;
    }
    double term = 1, sum = 1;
    for (int i = 1; i < 25; i++) {
        term *= y / i;
        sum += term;
    }
    for (; k > 0; k--)
        sum *= 2;
    for (; k < 0; k++)
        sum /= 2;
    return sum;
}

static double power(double x, double a)
{
    if (a == 0)
        return 1;
    if (x <= 0)
        return 0;
    return exp_of(a * log_pos(x));
}

void oe_solver_iterate(oe_solver *s, int t, double alpha, double beta, double gamma)
{
    /* the discounts of the sums through iteration t - 1 */
    double prev = t - 1;
    oe_discount d;
    double pa = power(prev, alpha), pb = power(prev, beta);
    d.pos = t > 1 ? pa / (pa + 1) : 0;
    d.neg = t > 1 ? pb / (pb + 1) : 0;
    d.strat = t > 1 ? power(prev / t, gamma) : 0;
    size_t mx = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    float *out = malloc(mx * sizeof *out);
    if (!out)
        return;
    for (int trav = 0; trav < 2; trav++)
        oe_walk_root(s, trav, OE_WALK_CFR, &d, out);
    free(out);
    s->iterations = t;
}

double oe_solver_exploitability(oe_solver *s, double values[2])
{
    size_t mx = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    float *out = malloc(mx * sizeof *out);
    if (!out)
        return NAN;
    oe_discount d = {0, 0, 0};
    double gap = 0;
    /* Without rake every terminal pays out exactly the starting pot
       between the two players, so the values of the strategies held add
       up to the pot and only the best responses need walking. On a turn
       too: a pair of hands meets each of the M rivers neither holds with
       weight 1/M, and M is the same for every pair (docs/testing.md).
       Rake takes a share: then, and for callers that ask for the values,
       the values are walked. */
    int zero_sum = !values && s->cfg.rake_pct == 0;
    for (int p = 0; p < 2; p++) {
        double br = 0, v = 0;
        oe_walk_root(s, p, OE_WALK_BR, &d, out);
        for (int32_t h = 0; h < s->n[p]; h++)
            br += (double)s->weights[p][h] * out[h];
        if (zero_sum) {
            gap += br / s->norm - s->cfg.pot / 2;
            continue;
        }
        oe_walk_root(s, p, OE_WALK_EVAL, &d, out);
        for (int32_t h = 0; h < s->n[p]; h++)
            v += (double)s->weights[p][h] * out[h];
        br /= s->norm;
        v /= s->norm;
        if (values)
            values[p] = v;
        gap += br - v;
    }
    free(out);
    return gap / 2 / s->cfg.pot;
}

/* The iteration of the next exploitability check after one at t gave e
   (the one before at t0 gave e0; t0 = 0: none): the next multiple of
   every, or sooner where the trend of the last two checks, a power of t,
   says the target falls before it. Checking then, not up to `every`
   iterations after, saves most of the iterations run past the target; a
   check is never closer than a quarter of `every` to the last one, so a
   trend that flattens costs few extra checks. */
static int next_check(int t, double e, int t0, double e0, double target, int every)
{
    int next = (t / every + 1) * every;
    if (t0 <= 0 || !(target > 0) || !(e > target) || !(e0 > e))
        return next;
    double k = log_pos(e0 / e) / log_pos((double)t / t0);   /* e ~ t^-k */
    double more = log_pos(e / target) / k;                     /* log(t* / t) */
    if (!(k > 0) || !(more < 0.7))                             /* t* beyond 2 t: not near */
        return next;
    double at = (double)t * exp_of(more);
    int least = t + (every >= 4 ? every / 4 : 1);
    int want = (int)at + (at > (int)at);
    want = want > least ? want : least;
    return want < next ? want : next;
}

int oe_solver_run(oe_solver *s, const oe_solve_opts *o)
{
    int every = o->check_every > 0 ? o->check_every : 10;
    int t = s->iterations, t0 = 0;
    double e0 = 0;
    int check = (t / every + 1) * every;
    while (t < o->max_iterations) {
        if (o->cancel && *o->cancel)
            return OE_SERR_CANCELLED;
        oe_solver_iterate(s, ++t, o->alpha, o->beta, o->gamma);
        if (t >= check || t == o->max_iterations) {
            double e = oe_solver_exploitability(s, NULL);
            if (o->progress && o->progress(o->ctx, t, e))
                return OE_SERR_CANCELLED;
            if (e <= o->target)
                return OE_OK;
            check = next_check(t, e, t0, e0, o->target, every);
            t0 = t;
            e0 = e;
        }
    }
    return OE_OK;
}

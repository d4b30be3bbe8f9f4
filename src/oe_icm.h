/* Tournament prize equity under the Independent Chip Model (Malmuth-
   Harville): the winner is drawn with probability proportional to stack,
   then second among the rest the same way, and so on. A player's prize
   equity is the sum over paid places of P(finishing there) * prize.

   Three ways to the place probabilities, out[i * paid + k] = P(player i
   finishes in place k + 1), k < paid:

   - oe_icm_exact: a dynamic program over the set of players who have
     already finished (2^n subsets, each reached once), exact to rounding;
     n <= OE_ICM_EXACT_MAX.
   - oe_icm_integral: the same model as a race of independent exponential
     clocks, player i's rate proportional to its stack, the first to ring
     finishing first. P(i in place k) = integral over t of i's density at t
     times P(exactly k - 1 others rang before t), the latter a coefficient
     of prod_j (a_j + b_j x) (a_j = P(j not yet rung), b_j = 1 - a_j),
     truncated to the paid places. Adaptive Gauss-Kronrod in log time; any
     number of players.
   - oe_icm_sample: seeded Monte Carlo of finishing orders (the clocks
     drawn), for cross-checks.

   Stacks must be finite and > 0; 1 <= paid <= n. Nothing here keeps state:
   every call works in memory it allocates and frees. */
#ifndef OE_ICM_H
#define OE_ICM_H
#include <stdint.h>

enum { OE_ICM_EXACT_MAX = 24 };

enum {
    OE_ICM_OK = 0,
    OE_ICM_BAD_ARGS = -1,   /* n, paid or a stack outside the bounds above */
    OE_ICM_NO_MEMORY = -2,
    OE_ICM_NOT_CONVERGED = -3 /* integral: the panel limit was reached (out still written) */
};

int oe_icm_exact(const double *stacks, int n, int paid, double *out);

/* tol: the sum of the panels' error estimates allowed (e.g. 1e-11);
   *error gets that sum (an upper estimate of the largest error in out). */
int oe_icm_integral(const double *stacks, int n, int paid, double tol, double *out, double *error);

/* trials finishing orders from (seed); counts[i * paid + k] += times i
   finished in place k + 1; sum[i] += prizes won, sumsq[i] += their squares
   (prizes: paid values). counts, sum and sumsq are added to, not cleared. */
int oe_icm_sample(const double *stacks, int n, int paid, const double *prizes, uint64_t trials,
                  uint64_t seed, uint64_t *counts, double *sum, double *sumsq);

#endif

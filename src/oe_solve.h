/* The turn and river solver: Discounted CFR (Brown and Sandholm 2019) with
   alternating updates over a two-player betting tree (oe_solve_tree.h),
   vectorised over each player's hands, with exact card removal at every
   terminal (oe_solve_showdown.h), and an exact best response to measure it.
   A solver owns its copies of everything it is given. Values are in chips;
   the exploitability is ((BR0 - V0) + (BR1 - V1)) / 2 as a fraction of the
   starting pot, where BRp is p's best-response value against the other's
   average strategy and Vp p's value when both play their averages.
   Thread count never changes a result: threads take whole subtrees under
   the root, each with its own scratch, and sums run in a fixed order. */
#ifndef OE_SOLVE_H
#define OE_SOLVE_H
#include "oe_solve_showdown.h"
#include "oe_solve_tree.h"
#include <stddef.h>
#include <stdint.h>

typedef struct {
    int nhole, hilo, nboard;        /* nboard 5: a river; 4: a turn (the tree has two streets) */
    uint8_t board[5];
    uint64_t dead;                  /* dead cards (bit per card): no hand holds one, no river is one */
    int iso;                        /* a turn: share rivers that a suit permutation maps onto each other */
    int32_t n[2];                   /* hands per player (0 out of position) */
    const uint8_t *cards[2];        /* n[p] * nhole cards, none on the board */
    const float *weights[2];        /* n[p] weights >= 0 */
} oe_solve_spot;

/* Called at every exploitability check with the figure then (the
   fraction of the pot); a nonzero return stops the solve. Checks come at
   multiples of check_every, and sooner (never closer than a quarter of
   it) where the trend of the last two says the target falls before the
   next multiple. */
typedef int (*oe_solve_progress)(void *ctx, int iteration, double exploitability);

typedef struct {
    double alpha, beta, gamma;      /* DCFR: 1.5, 0, 3 (omaha_eval.solver) */
    int max_iterations;
    double target;                  /* stop at this exploitability (fraction of the pot) */
    int check_every;                /* iterations between exploitability checks */
    int threads;
    oe_solve_progress progress;
    void *ctx;
    volatile int *cancel;           /* set nonzero from anywhere to stop after the iteration */
} oe_solve_opts;

typedef struct oe_solver oe_solver;

/* The memory a solve of this spot and tree would take, in bytes (the tree
   is built to count it). Returns OE_OK or an error. */
int oe_solver_estimate(const oe_solve_spot *spot, const oe_stree_cfg *cfg, int threads,
                       size_t *bytes, int32_t *nodes);
/* Builds the solver (all memory up front). OE_SERR_TOO_BIG when it would
   need more than mem_limit bytes (0: no limit). */
int oe_solver_new(const oe_solve_spot *spot, const oe_stree_cfg *cfg, int threads,
                  size_t mem_limit, oe_solver **out);
void oe_solver_free(oe_solver *s);
/* Runs iterations until the target, the limit, a stop from the progress
   callback or the cancel flag. Returns OE_OK, or OE_SERR_CANCELLED when
   stopped early; the strategy so far stays usable either way. */
int oe_solver_run(oe_solver *s, const oe_solve_opts *opts);
/* One iteration of a given number (for tests: plain loops). */
void oe_solver_iterate(oe_solver *s, int t, double alpha, double beta, double gamma);
int oe_solver_iterations(const oe_solver *s);
/* The exploitability of the average strategy, and each player's value
   (chips) when both play it: values may be NULL. */
double oe_solver_exploitability(oe_solver *s, double values[2]);

const oe_stree *oe_solver_tree(const oe_solver *s);
/* Node queries (node: an index into the tree; card: the river card for a
   node on a turn spot's river, ignored elsewhere). Hands are the spot's,
   in its order; on a river, a hand that holds the river card gets zeros.
   Each returns OE_OK, or OE_SERR_BAD for a node, card or player that does
   not fit. */
/* The average strategy at an action node: nchildren * n[player] values,
   action-major. */
int oe_solver_strategy(const oe_solver *s, int32_t node, int card, float *out);
/* Player p's reach at a node: its weight times its own average strategy
   along the path (the range that arrives). */
int oe_solver_reach(const oe_solver *s, int32_t node, int card, int p, float *out);
/* Per hand of player p at a node: the expected value (chips, counting from
   the root) and the showdown equity against the opponent's range there,
   both given the hand; hands the opponent's range cannot meet get 0, and
   their compatible opponent reach (0) in out_weight. */
int oe_solver_values(oe_solver *s, int32_t node, int card, int p, double *out_ev, double *out_equity,
                     double *out_weight);
/* Locks player's strategy at an action node: values (nchildren * n,
   action-major, the spot's hands); a hand whose first value is negative
   stays free. NULL unlocks the node. Locked hands keep exactly these
   frequencies. With isomorphic rivers a lock on a turn decision must be
   one the suit permutations keep (else OE_SERR_BAD). Below a turn's deal
   (card: the river) the lock is the river class's: the other rivers of
   the class play it with their suits swapped; the hands holding the card
   are not read, and NULL unlocks the whole class. */
int oe_solver_lock(oe_solver *s, int32_t node, int card, const float *values);
/* The floor of an iteration, for benchmarks: every terminal's sweep that
   one iteration runs (each terminal once per traverser, less the folds of
   the traverser, which reuse the call's), alone, with the starting weights
   as the opponent's reach. Returns the terminals swept. */
int oe_solver_sweeps(oe_solver *s);
/* A turn spot's rivers: how many can come, and how many classes they
   make (1 and 1 on a river spot). */
int oe_solver_rivers(const oe_solver *s, int *nclass);
/* A turn spot's river card: its index among those that can come, or -1
   (a card on the board, dead, out of range; any card on a river spot). */
int oe_solver_river_index(const oe_solver *s, int card);
/* The raw stores, for saving and loading: per player, regrets then
   cumulative strategy, each store_size(p) floats. */
int64_t oe_solver_store_size(const oe_solver *s, int p);
float *oe_solver_store(oe_solver *s, int p, int which);
void oe_solver_set_iterations(oe_solver *s, int iterations);

#endif

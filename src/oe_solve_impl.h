/* The solver's insides, shared by its files (oe_solve.h is the face):
   the walk over the tree in three modes, and per-thread scratch. */
#ifndef OE_SOLVE_IMPL_H
#define OE_SOLVE_IMPL_H
#include "oe_solve.h"

#define OE_SOLVE_MAX_THREADS 64

enum { OE_WALK_CFR, OE_WALK_BR, OE_WALK_EVAL };

typedef struct {
    oe_show_work show;
    float *scratch;     /* per depth: children's values, own reach, opponent reach, strategy */
    double *dtmp, *dtmp2;
    /* dtmp2 holds the compatible reach of this opponent reach vector
       (NULL: nothing): a fold then reuses the call's beside it. Cleared
       whenever a reach vector is written. */
    const float *compat_of;
    size_t per_depth;
} oe_solve_ws;

struct oe_solver {
    oe_stree_cfg cfg;
    oe_stree tree;
    oe_show show;
    int32_t n[2];
    int nhole;
    uint8_t *cards[2];
    float *weights[2];
    int64_t store_size[2];
    float *regret[2], *cum[2];
    float **locks;      /* per node: a locked strategy, or NULL */
    int nthreads;
    oe_solve_ws *ws;    /* one per thread */
    float *root_scratch; /* the root's children's values and strategy, when threaded */
    int iterations;
    double norm;        /* the weight of all compatible pairs of hands */
};

/* Discount factors of one iteration. */
typedef struct {
    double pos, neg, strat;
} oe_discount;

/* Values of trav's hands at `node` given the opponent's reach (and, in
   CFR mode, trav's own reach for the average strategy) into out. */
void oe_walk(oe_solver *s, oe_solve_ws *ws, int32_t node, int trav, int mode, const oe_discount *d,
             const float *opp, const float *own, float *out, int depth);
/* The same from the root, with whole subtrees under the root spread over
   the solver's threads. */
void oe_walk_root(oe_solver *s, int trav, int mode, const oe_discount *d, float *out);
/* The strategy player `p` plays at action node `node` in a mode into out. */
void oe_node_strategy(const oe_solver *s, int32_t node, int mode, float *out);
size_t oe_solve_ws_bytes(const oe_stree *t, const int32_t n[2], int nhole, int hilo);
int oe_solve_ws_init(oe_solver *s, oe_solve_ws *ws);
void oe_solve_ws_free(oe_solve_ws *ws);

#endif

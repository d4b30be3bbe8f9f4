/* The solver's insides, shared by its files (oe_solve.h is the face):
   the walk over the tree in three modes, and per-thread scratch. */
#ifndef OE_SOLVE_IMPL_H
#define OE_SOLVE_IMPL_H
#include "oe_solve.h"
#include "oe_solve_chance.h"

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
    /* the batched walk (oe_solve_batch.c): its subset table and lane
       scratch (every thread's), and the walk's own (NULL in a thread that
       only sweeps): reaches by lane, shares, terminals' values, the plan */
    double *btable, *blane;
    float *bblock;        /* the pass down's per-level block scratch */
    float *brs;
    double *bshare;
    float *bvals;
    oe_show_term *bterms;
    const float **bterm;  /* per node: a terminal's values (by position) in a batched walk */
    int32_t *b_ints;
    uint8_t *b_bytes;
    int32_t b_nodes;
} oe_solve_ws;

/* Where a walk is: the hands in play and their showdown (the turn's or a
   river class's), and where its strategies sit in the stores: an action
   node's block starts at base[p] + slot * n[p] (slot counts the actions
   before it on its street, per player). */
typedef struct {
    int32_t n[2];
    const oe_show *show;
    int64_t base[2];
    int cls;            /* its river class, or -1: the turn's (or a river spot's) */
} oe_deal;

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
    float **river_locks; /* turn: per river node and class (node * nclass + class): a lock in the
                            class's hand order, or NULL; allocated by the first river lock */
    int nthreads;
    oe_solve_ws *ws;    /* one per thread */
    float *root_scratch; /* the root's children's values and strategy, when threaded */
    int iterations;
    double norm;        /* the weight of all compatible pairs of hands */
    oe_deal root;       /* the deal at the root: every hand, the spot's board */
    int turn;           /* a turn spot: the rivers below the chance nodes */
    oe_deals deals;
    float *class_out;   /* turn: each class's values at a chance node (nclass * mx) */
    double *chance_acc; /* turn: their sum per hand */
    uint64_t dead;
    int iso;
};

/* Discount factors of one iteration. */
typedef struct {
    double pos, neg, strat;
} oe_discount;

/* Values of trav's hands at `node` given the opponent's reach (and, in
   CFR mode, trav's own reach for the average strategy) into out. */
void oe_walk(oe_solver *s, oe_solve_ws *ws, const oe_deal *dl, int32_t node, int trav, int mode, const oe_discount *d,
             const float *opp, const float *own, float *out, int depth);
/* The same from the root, with whole subtrees under the root spread over
   the solver's threads. */
void oe_walk_root(oe_solver *s, int trav, int mode, const oe_discount *d, float *out);
/* The deal of river class c. */
void oe_class_deal(const oe_solver *s, int c, oe_deal *out);
/* The chance node: every river's values, weighted, into out (turn hands). */
void oe_walk_chance(oe_solver *s, oe_solve_ws *ws, int32_t node, int trav, int mode, const oe_discount *d,
                    const float *opp, const float *own, float *out, int depth);
/* The strategy player `p` plays at action node `node` in a mode into out. */
void oe_node_strategy(const oe_solver *s, const oe_deal *dl, int32_t node, int mode, float *out);
/* A node's value from its children's for trav's hands [h0, h1) (child and
   strategy: action a of hand h at [a * stride + h - h0]; own and out from
   h0), the CFR update included: every walk's one combination. */
void oe_combine_part(oe_solver *s, const oe_deal *dl, int32_t node, int trav, int mode, const oe_discount *d,
                     const float *strat, const float *child, size_t stride, const float *own, float *out, int32_t h0,
                     int32_t h1);
/* The same for hands [h0, h1) only: hand h's action a at out[a * stride + h - h0]. */
void oe_node_strategy_part(const oe_solver *s, const oe_deal *dl, int32_t node, int mode, float *out, size_t stride,
                           int32_t h0, int32_t h1);
/* Whether a node is a decision. */
static inline int oe_is_action(const oe_solver *s, int32_t node)
{
    return node >= 0 && node < s->tree.n && s->tree.nodes[node].kind == OE_SN_ACTION;
}
/* Whether a node of a turn spot lies below a chance node (on the river). */
static inline int oe_on_river(const oe_solver *s, int32_t node)
{
    return s->turn && s->tree.nodes[node].street == 1;
}
/* The lock of a decision where a walk is (NULL: none): a river class's
   own (oe_solve_lock.c), else the node's. */
static inline const float *oe_lock_of(const oe_solver *s, const oe_deal *dl, int32_t node)
{
    if (dl->cls >= 0)
        return s->river_locks ? s->river_locks[(size_t)node * s->deals.nclass + dl->cls] : NULL;
    return s->locks ? s->locks[node] : NULL;
}
/* Every thread's workspace together. */
size_t oe_solve_ws_bytes(const oe_stree *t, const int32_t n[2], int nhole, int hilo, int threads, int turn);
/* Levels of scratch a walk needs: the action nodes, a chance node, two spare. */
#define OE_WALK_LEVELS(t) ((size_t)(t)->depth + 4)
int oe_solve_ws_init(oe_solver *s, oe_solve_ws *ws);
void oe_solve_ws_free(oe_solve_ws *ws);

/* The walk from `node` (no chance node below; not Hi-Lo) with every
   terminal's values from one batched sweep per group of lanes, `groups`
   groups on as many of the solver's threads (1: ws's thread alone). */
void oe_walk_batch(oe_solver *s, oe_solve_ws *ws, const oe_deal *dl, int32_t node, int trav, int mode,
                   const oe_discount *d, const float *opp, const float *own, float *out, int depth, int groups);
/* Its sweeps alone, on one thread, the opponent's reach w at every
   terminal (a benchmark's floor); returns how many sweeps. */
int oe_walk_batch_floor(oe_solver *s, oe_solve_ws *ws, const oe_deal *dl, int32_t node, int trav, const float *w,
                        int groups);
/* Whether a terminal node is evaluated in a batched sweep; every batched
   sweep of one iteration alone (one thread, the starting weights as
   every reach): how many. */
int oe_walk_batch_covers(const oe_solver *s, int32_t node);
int oe_walk_batch_floors(oe_solver *s);
/* Whether the solver's walks are batched (a river spot, not Hi-Lo). */
int oe_walk_batch_ok(const oe_solver *s);
/* A workspace's batch buffers: a helper thread's (its table) or a walk's. */
size_t oe_walk_batch_bytes(const oe_stree *t, const int32_t n[2], int nhole, int threads, int helper);
int oe_walk_batch_init(oe_solver *s, oe_solve_ws *ws, int helper);
void oe_walk_batch_free(oe_solve_ws *ws);
/* Runs fn(ctx, ws_k, item) for every item in [0, items) on up to
   `threads` threads, each taking the next item from a counter: the
   caller's thread with `first`, thread k with the solver's ws[k]. */
typedef void (*oe_solve_item_fn)(void *ctx, oe_solve_ws *ws, int item);
void oe_solve_parallel(oe_solver *s, oe_solve_ws *first, int threads, int items, oe_solve_item_fn fn, void *ctx);

#endif

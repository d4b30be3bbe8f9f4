/* The walk through a turn's chance node (oe_solve_impl.h). DCFR walks
   each class of rivers once with its own hands (the turn's reach gathered
   into the class's order), and its values go to every river of the class
   (a river other than the class's own reads them through its permuted
   hands), weighted 1/M: exact while the reach into the node is as
   symmetric as the ranges. The best response and the evaluation walk every
   river, each gathering the reach through its own permutation, so the
   exploitability is exact for the strategy held, symmetric reach or not.
   Threads take whole classes (rivers); their values are summed in a fixed
   order afterwards, so any thread count gives the same floats. */
#include "oe_solve_impl.h"
#include <stdlib.h>
#include <string.h>

void oe_class_deal(const oe_solver *s, int c, oe_deal *out)
{
    const oe_river_class *k = &s->deals.classes[c];
    out->n[0] = k->n[0];
    out->n[1] = k->n[1];
    out->show = &k->show;
    out->base[0] = k->base[0];
    out->base[1] = k->base[1];
    out->cls = c;
}

typedef struct {
    oe_solver *s;
    int32_t child;
    int trav, mode, depth, items;
    int each_river;     /* items are rivers (else classes) */
    const oe_discount *d;
    const float *opp, *own;
} chance_job;

/* One class (or river): gather, walk, leave its values in class_out. */
static void run_class(void *ctx, oe_solve_ws *ws, int item)
{
    chance_job *j = ctx;
    oe_solver *s = j->s;
    oe_deal dl;
    int c = j->each_river ? s->deals.cls[item] : item;
    oe_class_deal(s, c, &dl);
    const oe_river_class *k = &s->deals.classes[c];
    size_t mx = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    float *opp = ws->scratch + ws->per_depth * (size_t)j->depth, *own = opp + mx;
    const int32_t *fo = k->full[1 - j->trav], *ft = k->full[j->trav];
    if (j->each_river) {
        fo = s->deals.dst[item][1 - j->trav];
        ft = s->deals.dst[item][j->trav];
    }
    for (int32_t x = 0; x < k->n[1 - j->trav]; x++)
        opp[x] = j->opp[fo[x]];
    if (j->own)
        for (int32_t x = 0; x < k->n[j->trav]; x++)
            own[x] = j->own[ft[x]];
    ws->compat_of = NULL;
    oe_walk(s, ws, &dl, j->child, j->trav, j->mode, j->d, opp, j->own ? own : NULL,
            s->class_out + (size_t)item * mx, j->depth + 1);
    ws->compat_of = NULL;
}

void oe_walk_chance(oe_solver *s, oe_solve_ws *ws, int32_t node, int trav, int mode, const oe_discount *d,
                    const float *opp, const float *own, float *out, int depth)
{
    chance_job job;
    job.s = s;
    job.child = s->tree.nodes[node].first_child;
    job.trav = trav;
    job.mode = mode;
    job.depth = depth;
    job.d = d;
    job.opp = opp;
    job.own = own;
    job.each_river = mode != OE_WALK_CFR && s->deals.nclass < s->deals.nriver;
    job.items = job.each_river ? s->deals.nriver : s->deals.nclass;
    /* a walk that is itself one of several threads runs its rivers alone */
    oe_solve_parallel(s, ws, ws == &s->ws[0] ? s->nthreads : 1, job.items, run_class, &job);
    /* every river of every class, in a fixed order */
    size_t mx = (size_t)(s->n[0] > s->n[1] ? s->n[0] : s->n[1]) + 1;
    int32_t n = s->n[trav];
    double *acc = s->chance_acc;
    memset(acc, 0, (size_t)n * sizeof *acc);
    for (int r = 0; r < s->deals.nriver; r++) {
        int c = s->deals.cls[r];
        const float *v = s->class_out + (size_t)(job.each_river ? r : c) * mx;
        const int32_t *dst = s->deals.dst[r][trav];
        for (int32_t x = 0; x < s->deals.classes[c].n[trav]; x++)
            acc[dst[x]] += v[x];
    }
    for (int32_t h = 0; h < n; h++)
        out[h] = (float)(acc[h] * s->deals.weight);
    ws->compat_of = NULL;
}

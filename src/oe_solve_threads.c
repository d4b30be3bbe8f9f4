/* The solver's threads (oe_solve_impl.h, oe_solve_parallel): the one
   place that starts and joins them. Items go out from a counter, so which
   thread runs an item varies; callers make each item's result depend on
   the item alone and combine results in a fixed order, so any thread
   count gives the same floats. */
#include "oe_solve_impl.h"
#ifndef _WIN32
#include <pthread.h>
#endif

typedef struct {
    oe_solve_item_fn fn;
    void *ctx;
    int next, items;
#ifndef _WIN32
    pthread_mutex_t lock;
#endif
} item_queue;

typedef struct {
    item_queue *q;
    oe_solve_ws *ws;
} item_worker;

static void *run_items(void *p)
{
    item_worker *w = p;
    item_queue *q = w->q;
    for (;;) {
#ifndef _WIN32
        pthread_mutex_lock(&q->lock);
#endif
        int item = q->next++;
#ifndef _WIN32
        pthread_mutex_unlock(&q->lock);
#endif
        if (item >= q->items)
            return NULL;
        q->fn(q->ctx, w->ws, item);
    }
}

void oe_solve_parallel(oe_solver *s, oe_solve_ws *first, int threads, int items, oe_solve_item_fn fn, void *ctx)
{
    item_queue q;
    q.fn = fn;
    q.ctx = ctx;
    q.next = 0;
    q.items = items;
    int nt = threads < items ? threads : items;
    if (nt > s->nthreads)
        nt = s->nthreads;
    if (nt < 1)
        nt = 1;
    item_worker w[OE_SOLVE_MAX_THREADS];
    for (int k = 0; k < nt; k++) {
        w[k].q = &q;
        w[k].ws = k == 0 ? first : &s->ws[k];
    }
#ifdef _WIN32
    run_items(&w[0]);
#else
    pthread_t tid[OE_SOLVE_MAX_THREADS];
    int started[OE_SOLVE_MAX_THREADS] = {0};
    pthread_mutex_init(&q.lock, NULL);
    for (int k = 1; k < nt; k++)
        started[k] = pthread_create(&tid[k], NULL, run_items, &w[k]) == 0;
    run_items(&w[0]);
    for (int k = 1; k < nt; k++)
        if (started[k])
            pthread_join(tid[k], NULL);
    pthread_mutex_destroy(&q.lock);
#endif
}

/* The public C API of the turn and river solver (omaha_eval/include/omaha_eval.h):
   checks every argument, converts the request into the solver's own
   settings (src/oe_solve.h) and wraps its handle. */
#include "oe_cards.h"
#include "oe_solve.h"

#if !defined(OE_BUILDING_LIBRARY) && !defined(OE_STATIC)
#define OE_STATIC 1
#endif
#include "../omaha_eval/include/omaha_eval.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

struct oe_solve_handle {
    oe_solver *s;
};

static int map_error(int rc)
{
    switch (rc) {
    case OE_OK:
        return OE_OK;
    case OE_SERR_NOMEM:
    case OE_SERR_TOO_BIG:
        return OE_ERR_MEMORY;
    case OE_SERR_NO_DEAL:
        return OE_ERR_NO_DEAL;
    default:
        return OE_ERR_ARGUMENT;
    }
}

static int copy_sizes(oe_ssizes *to, const oe_solve_sizes *from)
{
    if (from->n < 0 || from->n > OE_STREE_MAX_SIZES)
        return 0;
    memset(to, 0, sizeof *to);
    to->n = from->n;
    for (int i = 0; i < from->n; i++) {
        if (from->kind[i] != OE_SZ_POT && from->kind[i] != OE_SZ_MULT)
            return 0;
        to->value[i] = from->value[i];
        to->kind[i] = (uint8_t)from->kind[i];
    }
    to->allin = from->allin != 0;
    return 1;
}

int oe_solve_new(const oe_solve_request *r, oe_solve_handle **out)
{
    if (!r || !out || !r->board)
        return OE_ERR_NULL;
    *out = NULL;
    if (r->game != OE_HOLDEM && r->game != OE_OMAHA && r->game != OE_OMAHA5 && r->game != OE_OMAHA6)
        return OE_ERR_GAME;
    if (r->hilo && r->game == OE_HOLDEM)
        return OE_ERR_GAME;
    oe_stree_cfg cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.pot = r->pot;
    cfg.stack = r->stack;
    cfg.pot_limit = r->pot_limit != 0;
    int nboard = r->nboard == 0 ? 5 : r->nboard;
    if (nboard != 4 && nboard != 5)
        return OE_ERR_ARGUMENT;
    if (r->dead >> 52)
        return OE_ERR_ARGUMENT;
    cfg.nstreets = nboard == 4 ? 2 : 1;
    cfg.raise_cap = r->raise_cap;
    cfg.donk = r->donk != 0;
    cfg.last_aggressor = 1;
    cfg.allin_threshold = r->allin_threshold;
    cfg.min_bet = r->min_bet;
    cfg.rake_pct = r->rake;
    cfg.rake_cap = r->rake_cap;
    for (int p = 0; p < 2; p++)
        for (int st = 0; st < 2; st++)
            if (!copy_sizes(&cfg.bet[st][p], &r->bets[p]) || !copy_sizes(&cfg.raise[st][p], &r->raises[p]))
                return OE_ERR_ARGUMENT;
    const char *what;
    if (oe_stree_check(&cfg, &what) != OE_OK)
        return OE_ERR_ARGUMENT;
    oe_solve_spot spot;
    memset(&spot, 0, sizeof spot);
    spot.nhole = r->game;
    spot.hilo = r->hilo != 0;
    spot.nboard = nboard;
    memcpy(spot.board, r->board, (size_t)nboard);
    spot.dead = r->dead;
    spot.iso = 1;
    uint64_t seen = 0;
    int bad;
    int rc = oe_check_cards(spot.board, nboard, &seen, &bad);
    if (rc != OE_OK)
        return rc;
    for (int p = 0; p < 2; p++) {
        if (!r->hands[p] || !r->weights[p])
            return OE_ERR_NULL;
        if (r->n[p] == 0 || r->n[p] > 10000000)
            return OE_ERR_ARGUMENT;
        spot.n[p] = (int32_t)r->n[p];
        spot.cards[p] = r->hands[p];
        spot.weights[p] = r->weights[p];
    }
    oe_solve_handle *h = malloc(sizeof *h);
    if (!h)
        return OE_ERR_MEMORY;
    rc = oe_solver_new(&spot, &cfg, r->threads, r->memory_limit, &h->s);
    if (rc != OE_OK) {
        free(h);
        return map_error(rc);
    }
    *out = h;
    return OE_OK;
}

void oe_solve_free(oe_solve_handle *h)
{
    if (!h)
        return;
    oe_solver_free(h->s);
    free(h);
}

int oe_solve_run(oe_solve_handle *h, int max_iterations, double target,
                 int (*progress)(void *ctx, int iteration, double exploitability), void *ctx, double *expl)
{
    if (!h)
        return OE_ERR_NULL;
    if (max_iterations < 0 || !(target >= 0))
        return OE_ERR_ARGUMENT;
    oe_solve_opts o;
    memset(&o, 0, sizeof o);
    o.alpha = 1.5;
    o.beta = 0;
    o.gamma = 3;   /* as omaha_eval.solver.solution.DCFR */
    o.max_iterations = max_iterations;
    o.target = target;
    o.check_every = 10;
    o.progress = progress;
    o.ctx = ctx;
    oe_solver_run(h->s, &o);
    double values[2];   /* asked for: the full walk, the figure Python reports */
    if (expl)
        *expl = oe_solver_exploitability(h->s, values);
    return OE_OK;
}

int oe_solve_nodes(const oe_solve_handle *h)
{
    return h ? oe_solver_tree(h->s)->n : OE_ERR_NULL;
}

int oe_solve_node(const oe_solve_handle *h, int node, oe_solve_node_info *info)
{
    if (!h || !info)
        return OE_ERR_NULL;
    const oe_stree *t = oe_solver_tree(h->s);
    if (node < 0 || node >= t->n)
        return OE_ERR_ARGUMENT;
    const oe_snode *nd = &t->nodes[node];
    info->kind = nd->kind == OE_SN_ACTION ? 0 : nd->kind == OE_SN_FOLD ? 1 : nd->kind == OE_SN_CHANCE ? 3 : 2;
    info->player = nd->player;
    info->nchildren = nd->kind == OE_SN_ACTION || nd->kind == OE_SN_CHANCE ? nd->nchildren : 0;
    info->first_child = nd->first_child;
    info->parent = nd->parent;
    info->action = nd->action;
    info->amount = nd->amount;
    info->put[0] = nd->contrib[0];
    info->put[1] = nd->contrib[1];
    return OE_OK;
}

int oe_solve_strategy_at(const oe_solve_handle *h, int node, int card, float *out)
{
    if (!h || !out)
        return OE_ERR_NULL;
    int rc = oe_solver_strategy(h->s, node, card, out);
    return rc == OE_OK ? OE_OK : rc == OE_SERR_NOMEM ? OE_ERR_MEMORY : OE_ERR_ARGUMENT;
}

int oe_solve_values_at(oe_solve_handle *h, int node, int card, int player, double *ev, double *equity,
                       double *weight)
{
    if (!h || !ev || !equity || !weight)
        return OE_ERR_NULL;
    int rc = oe_solver_values(h->s, node, card, player, ev, equity, weight);
    return rc == OE_OK ? OE_OK : rc == OE_SERR_NOMEM ? OE_ERR_MEMORY : OE_ERR_ARGUMENT;
}

int oe_solve_strategy(const oe_solve_handle *h, int node, float *out)
{
    return oe_solve_strategy_at(h, node, -1, out);
}

int oe_solve_values(oe_solve_handle *h, int node, int player, double *ev, double *equity, double *weight)
{
    return oe_solve_values_at(h, node, -1, player, ev, equity, weight);
}

int oe_solve_lock(oe_solve_handle *h, int node, int card, const float *values)
{
    if (!h)
        return OE_ERR_NULL;
    int rc = oe_solver_lock(h->s, node, card, values);
    return rc == OE_OK ? OE_OK : rc == OE_SERR_NOMEM ? OE_ERR_MEMORY : OE_ERR_ARGUMENT;
}

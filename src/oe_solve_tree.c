/* Building the solver's betting tree (oe_solve_tree.h). Sizes follow the
   rules (RULES.md): a bet is at least min_bet, a raise raises by at least
   the last bet or raise, pot-limit caps a raise at the pot after the call;
   a size past the stack is the all-in. */
#include "oe_solve_tree.h"
#include "oe_cards.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define EPS 1e-9

typedef struct {
    double c[2], s[2];      /* contributions since the root; on this street */
    double street_stack[2]; /* stack behind at the street's start */
    double last_inc;        /* the last bet or raise's increment this street */
    int nraises, street, acted, last_aggr, aggr;
} state;

double oe_stree_rake(const oe_stree_cfg *cfg, double pot)
{
    double r = cfg->rake_pct * pot;
    if (cfg->rake_cap > 0 && r > cfg->rake_cap)
        r = cfg->rake_cap;
    return r;
}

static int check_sizes(const oe_ssizes *z, int raise)
{
    if (z->n < 0 || z->n > OE_STREE_MAX_SIZES)
        return 0;
    double last[2] = {0, 0};
    for (int i = 0; i < z->n; i++) {
        int k = z->kind[i];
        if (k != OE_SZ_POT && !(raise && k == OE_SZ_MULT))
            return 0;
        double v = z->value[i];
        if (!(v > 0) || !isfinite(v) || v > 1e6 || (k == OE_SZ_MULT && v <= 1))
            return 0;
        if (v <= last[k])           /* ascending within a kind */
            return 0;
        last[k] = v;
    }
    return 1;
}

int oe_stree_check(const oe_stree_cfg *cfg, const char **what)
{
    *what = NULL;
    if (!(cfg->pot > 0) || !isfinite(cfg->pot))
        *what = "pot";
    else if (!(cfg->stack > 0) || !isfinite(cfg->stack))
        *what = "stack";
    else if (cfg->nstreets != 1 && cfg->nstreets != 2)
        *what = "streets";
    else if (cfg->raise_cap < 0 || cfg->raise_cap > 100)
        *what = "raise_cap";
    else if (!(cfg->allin_threshold >= 0 && cfg->allin_threshold <= 1))
        *what = "allin_threshold";
    else if (!(cfg->min_bet > 0) || !isfinite(cfg->min_bet))
        *what = "min_bet";
    else if (!(cfg->rake_pct >= 0 && cfg->rake_pct < 1) || !(cfg->rake_cap >= 0) || !isfinite(cfg->rake_cap))
        *what = "rake";
    else if (cfg->last_aggressor < -1 || cfg->last_aggressor > 1)
        *what = "last_aggressor";
    for (int st = 0; st < 2 && !*what; st++)
        for (int p = 0; p < 2 && !*what; p++)
            if (!check_sizes(&cfg->bet[st][p], 0))
                *what = "bet sizes";
            else if (!check_sizes(&cfg->raise[st][p], 1))
                *what = "raise sizes";
    return *what ? OE_SERR_BAD : OE_OK;
}

static int32_t reserve(oe_stree *t, int k)
{
    if (t->n + k > OE_STREE_MAX_NODES)
        return -1;
    if (t->n + k > t->cap) {
        int32_t cap = t->cap ? t->cap : 64;
        while (cap < t->n + k)
            cap *= 2;
        oe_snode *nodes = realloc(t->nodes, (size_t)cap * sizeof *nodes);
        if (!nodes)
            return -2;
        t->nodes = nodes;
        t->cap = cap;
    }
    int32_t first = t->n;
    memset(t->nodes + first, 0, (size_t)k * sizeof *t->nodes);
    t->n += k;
    return first;
}

static int add_unique(double *to, int n, double v)
{
    for (int i = 0; i < n; i++)
        if (fabs(to[i] - v) <= EPS * (1 + v))
            return n;
    to[n] = v;
    return n + 1;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The street totals ("to" amounts) player p may bet or raise to. */
static int sizes_for(const oe_stree_cfg *cfg, const state *st, int p, double *to)
{
    int o = 1 - p;
    double pot_now = cfg->pot + st->c[0] + st->c[1];
    double facing = st->s[o] - st->s[p];
    double allin_to = st->s[p] + (cfg->stack - st->c[p]);
    double max_to = allin_to, min_to;
    const oe_ssizes *z;
    if (facing > EPS) {
        z = &cfg->raise[st->street][p];
        double inc = st->last_inc > cfg->min_bet ? st->last_inc : cfg->min_bet;
        min_to = st->s[o] + inc;
        if (cfg->pot_limit && st->s[o] + pot_now + facing < max_to)
            max_to = st->s[o] + pot_now + facing;
    } else {
        z = &cfg->bet[st->street][p];
        min_to = st->s[p] + cfg->min_bet;
        if (cfg->pot_limit && st->s[p] + pot_now < max_to)
            max_to = st->s[p] + pot_now;
    }
    if (min_to > max_to)
        min_to = max_to;
    double floor_left = cfg->allin_threshold * st->street_stack[p];
    int n = 0;
    for (int i = 0; i < z->n; i++) {
        double x;
        if (z->kind[i] == OE_SZ_MULT)
            x = z->value[i] * st->s[o];
        else if (facing > EPS)
            x = st->s[o] + z->value[i] * (pot_now + facing);
        else
            x = st->s[p] + z->value[i] * pot_now;
        if (x < min_to)
            x = min_to;
        if (x > max_to)
            x = max_to;
        /* a bet that leaves too little behind is the all-in, where that is allowed */
        if (allin_to - x < floor_left && allin_to <= max_to + EPS)
            x = allin_to;
        n = add_unique(to, n, x);
    }
    if (z->allin)
        n = add_unique(to, n, max_to);
    qsort(to, (size_t)n, sizeof *to, cmp_double);
    return n;
}

static int build(const oe_stree_cfg *cfg, oe_stree *t, int32_t at, state st, int depth);

/* The street ends with the bets level: the next street, or the showdown. */
static int street_over(const oe_stree_cfg *cfg, oe_stree *t, int32_t at, state st, int aggr, int depth)
{
    oe_snode *nd = &t->nodes[at];
    int allin = st.c[0] >= cfg->stack - EPS || st.c[1] >= cfg->stack - EPS;
    if (st.street + 1 >= cfg->nstreets) {
        nd->kind = OE_SN_SHOWDOWN;
        return OE_OK;
    }
    nd->kind = OE_SN_CHANCE;
    nd->nchildren = 1;
    int32_t c = reserve(t, 1);
    if (c < 0)
        return c == -1 ? OE_SERR_TOO_BIG : OE_SERR_NOMEM;
    nd = &t->nodes[at];
    nd->first_child = c;
    oe_snode *ch = &t->nodes[c];
    ch->parent = at;
    ch->action = OE_SA_DEAL;
    ch->street = (uint8_t)(st.street + 1);
    ch->contrib[0] = st.c[0];
    ch->contrib[1] = st.c[1];
    if (allin) {
        ch->kind = OE_SN_SHOWDOWN;
        return OE_OK;
    }
    state nx = st;
    nx.street++;
    nx.s[0] = nx.s[1] = 0;
    nx.last_inc = 0;
    nx.nraises = 0;
    nx.acted = 0;
    nx.last_aggr = aggr;
    nx.aggr = -1;
    for (int p = 0; p < 2; p++)
        nx.street_stack[p] = cfg->stack - st.c[p];
    return build(cfg, t, c, nx, depth);
}

static int build(const oe_stree_cfg *cfg, oe_stree *t, int32_t at, state st, int depth)
{
    int p = st.acted % 2 == 0 ? 0 : 1;  /* player 0 opens every street */
    if (st.acted > 0)
        p = 1 - t->nodes[t->nodes[at].parent].player;
    int o = 1 - p;
    double facing = st.s[o] - st.s[p];
    double to[OE_STREE_MAX_SIZES + 1];
    uint8_t act[OE_STREE_MAX_ACTIONS];
    double amt[OE_STREE_MAX_ACTIONS];
    int na = 0, nsz = 0;
    int opp_allin = st.c[o] >= cfg->stack - EPS;
    if (facing > EPS) {
        act[na] = OE_SA_FOLD, amt[na++] = 0;
        act[na] = OE_SA_CALL, amt[na++] = st.s[o];
        if (st.nraises < cfg->raise_cap && !opp_allin && cfg->stack - st.c[p] > facing + EPS)
            nsz = sizes_for(cfg, &st, p, to);
    } else {
        act[na] = OE_SA_CHECK, amt[na++] = st.s[p];
        int lead_barred = !cfg->donk && p == 0 && st.acted == 0 && st.last_aggr == 1;
        if (!lead_barred && cfg->stack - st.c[p] > EPS)
            nsz = sizes_for(cfg, &st, p, to);
    }
    double allin_to = st.s[p] + (cfg->stack - st.c[p]);
    for (int i = 0; i < nsz; i++) {
        act[na] = fabs(to[i] - allin_to) <= EPS * (1 + allin_to) ? OE_SA_ALLIN : facing > EPS ? OE_SA_RAISE : OE_SA_BET;
        amt[na++] = to[i];
    }
    int32_t first = reserve(t, na);
    if (first < 0)
        return first == -1 ? OE_SERR_TOO_BIG : OE_SERR_NOMEM;
    oe_snode *nd = &t->nodes[at];
    nd->kind = OE_SN_ACTION;
    nd->player = (uint8_t)p;
    nd->nchildren = (uint8_t)na;
    nd->first_child = first;
    nd->nraises = (uint8_t)st.nraises;
    if (depth + 1 > t->depth)
        t->depth = depth + 1;
    if (na > t->max_actions)
        t->max_actions = na;
    for (int a = 0; a < na; a++) {
        oe_snode *ch = &t->nodes[first + a];
        state nx = st;
        nx.acted++;
        ch->parent = at;
        ch->action = act[a];
        ch->street = (uint8_t)st.street;
        ch->player = (uint8_t)o;
        int rc = OE_OK, aggr = st.aggr;
        if (act[a] == OE_SA_FOLD) {
            ch->kind = OE_SN_FOLD;
            ch->player = (uint8_t)p;        /* the folder */
        } else if (act[a] == OE_SA_CHECK || act[a] == OE_SA_CALL) {
            nx.c[p] += amt[a] - st.s[p];
            nx.s[p] = amt[a];
            ch->contrib[0] = nx.c[0];
            ch->contrib[1] = nx.c[1];
            ch->amount = amt[a];
            if (act[a] == OE_SA_CALL || p == 1)
                rc = street_over(cfg, t, first + a, nx, aggr, depth + 1);
            else
                rc = build(cfg, t, first + a, nx, depth + 1);
        } else {
            nx.c[p] += amt[a] - st.s[p];
            nx.s[p] = amt[a];
            nx.last_inc = amt[a] - st.s[o];
            if (facing > EPS)
                nx.nraises++;
            nx.aggr = p;
            ch->amount = amt[a];
            ch->contrib[0] = nx.c[0];
            ch->contrib[1] = nx.c[1];
            rc = build(cfg, t, first + a, nx, depth + 1);
        }
        if (act[a] == OE_SA_FOLD) {
            ch->contrib[0] = st.c[0];
            ch->contrib[1] = st.c[1];
        }
        if (rc != OE_OK)
            return rc;
    }
    return OE_OK;
}

int oe_stree_build(const oe_stree_cfg *cfg, oe_stree *tree)
{
    const char *what;
    memset(tree, 0, sizeof *tree);
    if (oe_stree_check(cfg, &what) != OE_OK)
        return OE_SERR_BAD;
    if (reserve(tree, 1) < 0)
        return OE_SERR_NOMEM;
    tree->nodes[0].parent = -1;
    tree->nodes[0].action = OE_SA_ROOT;
    state st;
    memset(&st, 0, sizeof st);
    st.street_stack[0] = st.street_stack[1] = cfg->stack;
    st.last_aggr = cfg->last_aggressor;
    st.aggr = -1;
    int rc = build(cfg, tree, 0, st, 0);
    if (rc != OE_OK) {
        oe_stree_free(tree);
        return rc;
    }
    return OE_OK;
}

void oe_stree_free(oe_stree *tree)
{
    free(tree->nodes);
    memset(tree, 0, sizeof *tree);
}

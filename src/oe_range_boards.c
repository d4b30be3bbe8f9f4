/* Board ranges: see oe_range_boards.h. The tree's depth is bounded by the
   parser (parentheses only), so the evaluation's recursion is too. */
#include "oe_range_boards.h"
#include "oe_range.h"
#include "oe_range_fast.h"

#include <stdlib.h>
#include <string.h>

#define FLOPS 22100 /* C(52, 3) */
#define CACHE_BYTES ((size_t)16 << 20)
#define CACHE_MAX 64
#define PATTERN_SETS 256

static uint64_t rank_cards(unsigned ranks)
{
    uint64_t m = 0;
    for (int r = 0; r < 13; r++)
        if (ranks >> r & 1) m |= (uint64_t)0xF << (4 * r);
    return m;
}

static uint64_t suit_cards(int suit)
{
    return UINT64_C(0x1111111111111) << suit;
}

/* The flop part of pattern p once the cards after the flop are pins[0..npins)
   (turn, river): 0 when they do not fit it. A pinned card must be in its
   pattern card's set, bind its variables consistently (a variable never to
   an excluded value, two variables never to one value) and differ in rank
   from the other cards of its brace group; the flop cards then take the
   bound values, and unbound variables keep off them. */
static int pin(const oe_pattern *p, const uint8_t *pins, int npins, oe_pattern *flop)
{
    int rank_of[13], suit_of[4];
    uint16_t rank_taken = 0, brace_ranks[OE_RANGE_MAX_HOLE + 1] = {0};
    uint8_t suit_taken = 0;
    memset(rank_of, -1, sizeof rank_of);
    memset(suit_of, -1, sizeof suit_of);
    for (int j = 0; j < npins && 3 + j < p->n; j++) {
        const oe_pattern_card *pc = &p->card[3 + j];
        int card = pins[j], r = card >> 2, s = card & 3;
        if (!(pc->cards >> card & 1)) return 0;
        if (pc->rank_var >= 0) {
            if (rank_of[pc->rank_var] >= 0) {
                if (rank_of[pc->rank_var] != r) return 0;
            } else {
                if ((p->rank_excl | rank_taken) >> r & 1) return 0;
                rank_of[pc->rank_var] = r;
                rank_taken |= (uint16_t)(1u << r);
            }
        }
        if (pc->suit_var >= 0) {
            if (suit_of[pc->suit_var] >= 0) {
                if (suit_of[pc->suit_var] != s) return 0;
            } else {
                if ((p->suit_excl | suit_taken) >> s & 1) return 0;
                suit_of[pc->suit_var] = s;
                suit_taken |= (uint8_t)(1u << s);
            }
        }
        if (pc->brace) {
            if (brace_ranks[pc->brace] >> r & 1) return 0;
            brace_ranks[pc->brace] |= (uint16_t)(1u << r);
        }
    }
    memset(flop, 0, sizeof *flop); /* (zeroed whole: the cache compares the bytes) */
    flop->n = p->n < 3 ? p->n : 3;
    flop->rank_excl = (uint16_t)(p->rank_excl | rank_taken);
    flop->suit_excl = (uint8_t)(p->suit_excl | suit_taken);
    for (int i = 0; i < flop->n; i++) {
        const oe_pattern_card *pc = &p->card[i];
        oe_pattern_card *o = &flop->card[i];
        o->cards = pc->cards;
        o->rank_var = pc->rank_var;
        o->suit_var = pc->suit_var;
        o->brace = pc->brace;
        if (pc->rank_var >= 0 && rank_of[pc->rank_var] >= 0) {
            o->cards &= rank_cards(1u << rank_of[pc->rank_var]);
            o->rank_var = OE_RANGE_NO_VAR;
        }
        if (pc->suit_var >= 0 && suit_of[pc->suit_var] >= 0) {
            o->cards &= suit_cards(suit_of[pc->suit_var]);
            o->suit_var = OE_RANGE_NO_VAR;
        }
        if (pc->brace) o->cards &= ~rank_cards(brace_ranks[pc->brace]);
    }
    return 1;
}

/* A flop set listed: its flops (rows highest card first, colex order) and
   weights, for the pinned patterns `key` (the bytes of every pattern's
   flop part, a 0/1 byte before each for whether it fit). */
typedef struct {
    uint8_t *key;
    size_t keylen;
    uint64_t hash;
    size_t n;
    uint8_t rows[FLOPS * 3];
    uint8_t weights[FLOPS];
} entry;

/* One pattern's flop part and its flops (0/1 a flop). */
typedef struct {
    oe_pattern key;
    uint64_t hash;
    uint8_t set[FLOPS];
} pattern_set;

typedef struct {
    const oe_range_tree *tree;
    oe_pattern *flop;   /* each pattern's flop part for the current pins */
    uint8_t *fits;      /* whether the pins fit it */
    uint8_t *key;       /* fits and flop, as bytes */
    size_t keylen;
    entry **cache;
    int ncache, cap_cache, next;
    pattern_set **sets; /* the flop parts met, most of them again at other pins */
    int nsets, next_set;
    oe_range_error *err;
} job;

static int eval(job *j, int node, uint8_t *out);

static uint64_t fnv(const uint8_t *b, size_t n)
{
    uint64_t h = UINT64_C(14695981039346656037);
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * UINT64_C(1099511628211);
    return h;
}

static int fail_memory(const job *j)
{
    return oe_range_fail(j->err, OE_RANGE_ERR_MEMORY, 0, "out of memory");
}

/* The flops of a pattern's flop part: matched once, then kept (the oldest
   replaced once PATTERN_SETS are kept); NULL when out of memory. */
static const uint8_t *flops_of(job *j, const oe_pattern *flop)
{
    uint64_t h = fnv((const uint8_t *)flop, sizeof *flop);
    for (int i = 0; i < j->nsets; i++)
        if (j->sets[i]->hash == h && memcmp(&j->sets[i]->key, flop, sizeof *flop) == 0) return j->sets[i]->set;
    pattern_set *ps;
    if (j->nsets < PATTERN_SETS) {
        if (!(ps = (pattern_set *)malloc(sizeof *ps))) return NULL;
        j->sets[j->nsets++] = ps;
    } else {
        ps = j->sets[j->next_set];
        j->next_set = (j->next_set + 1) % PATTERN_SETS;
    }
    memcpy(&ps->key, flop, sizeof *flop);
    ps->hash = h;
    memset(ps->set, 0, FLOPS);
    if (!oe_rl_fill_fast(flop, 3, 1, ps->set)) oe_range_fill(flop, 3, 1, ps->set);
    return ps->set;
}

/* Raises acc to the child's weights (a union's part); patterns, weighted or
   not, are matched straight into acc. */
static int add_part(job *j, int child, uint8_t *acc, uint8_t **tmp)
{
    const oe_rl_node *nd = &j->tree->node[child];
    uint8_t weight = 1;
    if (nd->kind == OE_RL_WEIGHTED && j->tree->node[nd->first].kind == OE_RL_PATTERNS) {
        weight = nd->weight;
        nd = &j->tree->node[nd->first];
    }
    if (nd->kind == OE_RL_PATTERNS) {
        for (int p = nd->first; p < nd->first + nd->count; p++) {
            if (!j->fits[p]) continue;
            const uint8_t *set = flops_of(j, &j->flop[p]);
            if (!set) return fail_memory(j);
            for (int i = 0; i < FLOPS; i++) {
                uint8_t w = (uint8_t)(set[i] * weight);
                if (w > acc[i]) acc[i] = w;
            }
        }
        return OE_RANGE_OK;
    }
    if (!*tmp && !(*tmp = (uint8_t *)malloc(FLOPS))) return fail_memory(j);
    int r = eval(j, child, *tmp);
    if (r != OE_RANGE_OK) return r;
    for (int i = 0; i < FLOPS; i++)
        if ((*tmp)[i] > acc[i]) acc[i] = (*tmp)[i];
    return OE_RANGE_OK;
}

/* The flops of the node for the current pins, as oe_rl_dense's sets. */
static int eval(job *j, int node, uint8_t *out)
{
    const oe_rl_node *nd = &j->tree->node[node];
    uint8_t *tmp = NULL;
    int r = OE_RANGE_OK;
    switch (nd->kind) {
    case OE_RL_ALL:
        memset(out, 1, FLOPS);
        return OE_RANGE_OK;
    case OE_RL_PATTERNS:
    case OE_RL_UNION:
        memset(out, 0, FLOPS);
        if (nd->kind == OE_RL_PATTERNS) return add_part(j, node, out, &tmp);
        for (int c = nd->first; c >= 0 && r == OE_RANGE_OK; c = j->tree->node[c].next) r = add_part(j, c, out, &tmp);
        break;
    case OE_RL_WEIGHTED:
        r = eval(j, nd->first, out);
        if (r == OE_RANGE_OK)
            for (int i = 0; i < FLOPS; i++)
                if (out[i]) out[i] = nd->weight;
        return r;
    case OE_RL_INTER:
        r = eval(j, nd->first, out);
        for (int c = j->tree->node[nd->first].next; c >= 0 && r == OE_RANGE_OK; c = j->tree->node[c].next) {
            if (!tmp && !(tmp = (uint8_t *)malloc(FLOPS))) {
                r = fail_memory(j);
                break;
            }
            r = eval(j, c, tmp);
            if (r != OE_RANGE_OK) break;
            if (j->tree->node[c].op == ':') {
                for (int i = 0; i < FLOPS; i++)
                    if (!tmp[i]) out[i] = 0;
            } else {
                for (int i = 0; i < FLOPS; i++)
                    if (tmp[i]) out[i] = 0;
            }
        }
        break;
    case OE_RL_PERCENT: /* the parser refuses them for boards; a tree made otherwise */
        r = oe_range_fail(j->err, OE_RANGE_ERR_ARGUMENT, nd->column, "percent ranges do not describe boards");
        break;
    default:
        r = oe_range_fail(j->err, OE_RANGE_ERR_ARGUMENT, 0, "a damaged range tree");
    }
    free(tmp);
    return r;
}

/* Pins every pattern to the turn and river and fills j->key with the result. */
static void pin_all(job *j, const uint8_t *pins, int npins)
{
    size_t at = 0;
    for (int p = 0; p < j->tree->npatterns; p++) {
        j->fits[p] = (uint8_t)pin(&j->tree->pattern[p], pins, npins, &j->flop[p]);
        j->key[at++] = j->fits[p];
        if (j->fits[p]) memcpy(j->key + at, &j->flop[p], sizeof(oe_pattern));
        else memset(j->key + at, 0, sizeof(oe_pattern));
        at += sizeof(oe_pattern);
    }
}

/* The flop set of the current pins: from the cache, else evaluated, listed
   and cached (the oldest entry replaced when the cache is full). NULL on an
   error (in j->err). */
static const entry *flops(job *j, uint8_t *dense)
{
    uint64_t h = fnv(j->key, j->keylen);
    for (int i = 0; i < j->ncache; i++)
        if (j->cache[i]->hash == h && memcmp(j->cache[i]->key, j->key, j->keylen) == 0) return j->cache[i];
    if (eval(j, j->tree->root, dense) != OE_RANGE_OK) return NULL;
    entry *e;
    if (j->ncache < j->cap_cache) {
        e = (entry *)malloc(sizeof *e);
        uint8_t *key = (uint8_t *)malloc(j->keylen ? j->keylen : 1);
        if (!e || !key) {
            free(e);
            free(key);
            fail_memory(j);
            return NULL;
        }
        e->key = key;
        j->cache[j->ncache++] = e;
    } else {
        e = j->cache[j->next];
        j->next = (j->next + 1) % j->cap_cache;
    }
    memcpy(e->key, j->key, j->keylen);
    e->keylen = j->keylen;
    e->hash = h;
    /* the flops in colex order: c2 > c1 > c0, index C(c0,1) + C(c1,2) + C(c2,3) */
    size_t n = 0;
    int i = 0;
    for (int c2 = 2; c2 < 52; c2++)
        for (int c1 = 1; c1 < c2; c1++)
            for (int c0 = 0; c0 < c1; c0++, i++)
                if (dense[i]) {
                    e->rows[3 * n] = (uint8_t)c2;
                    e->rows[3 * n + 1] = (uint8_t)c1;
                    e->rows[3 * n + 2] = (uint8_t)c0;
                    e->weights[n++] = dense[i];
                }
    e->n = n;
    return e;
}

/* Appends the flops of e that avoid `mask`, each followed by the pins. */
static int append(oe_rl_boards *out, const entry *e, uint64_t mask, const uint8_t *pins, int npins)
{
    int k = out->k;
    if (out->cap - out->n < e->n) {
        size_t cap = out->cap ? out->cap : 4096;
        while (cap - out->n < e->n) cap *= 2;
        uint8_t *boards = (uint8_t *)realloc(out->boards, cap * (size_t)k);
        if (!boards) return OE_RANGE_ERR_MEMORY;
        out->boards = boards;
        uint8_t *weights = (uint8_t *)realloc(out->weights, cap);
        if (!weights) return OE_RANGE_ERR_MEMORY;
        out->weights = weights;
        out->cap = cap;
    }
    uint8_t *row = out->boards + out->n * (size_t)k;
    size_t n = out->n;
    for (size_t i = 0; i < e->n; i++) {
        const uint8_t *f = &e->rows[3 * i];
        if ((mask >> f[0] | mask >> f[1] | mask >> f[2]) & 1) continue;
        row[0] = f[0];
        row[1] = f[1];
        row[2] = f[2];
        for (int t = 0; t < npins; t++) row[3 + t] = pins[t];
        out->weights[n++] = e->weights[i];
        row += k;
    }
    out->n = n;
    return OE_RANGE_OK;
}

int oe_rl_board_parse(const char *text, size_t len, int cards, oe_range_tree **out, oe_range_error *err)
{
    *out = NULL;
    if (cards < 3 || cards > 5)
        return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0, "boards of %d cards: expected 3 (flop), 4 (turn) or 5 (river)",
                             cards);
    return oe_rl_parse(text, len, cards, "board", OE_RL_NO_ORDERINGS, out, err);
}

void oe_rl_boards_free(oe_rl_boards *b)
{
    free(b->boards);
    free(b->weights);
    b->boards = b->weights = NULL;
    b->n = b->cap = 0;
}

int oe_rl_boards_list(const oe_range_tree *tree, uint64_t dead, oe_rl_boards *out, oe_range_error *err)
{
    memset(out, 0, sizeof *out);
    err->code = OE_RANGE_OK;
    if (tree->k < 3 || tree->k > 5)
        return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0, "boards of %d cards: expected 3 (flop), 4 (turn) or 5 (river)",
                             tree->k);
    out->k = tree->k;
    job j;
    memset(&j, 0, sizeof j);
    j.tree = tree;
    j.err = err;
    size_t np = (size_t)tree->npatterns;
    j.keylen = np * (1 + sizeof(oe_pattern));
    j.flop = (oe_pattern *)malloc((np ? np : 1) * sizeof(oe_pattern));
    j.fits = (uint8_t *)malloc(np ? np : 1);
    j.key = (uint8_t *)malloc(j.keylen ? j.keylen : 1);
    size_t per = sizeof(entry) + j.keylen;
    j.cap_cache = CACHE_BYTES / per > CACHE_MAX ? CACHE_MAX : CACHE_BYTES / per < 1 ? 1 : (int)(CACHE_BYTES / per);
    j.cache = (entry **)malloc((size_t)j.cap_cache * sizeof(entry *));
    j.sets = (pattern_set **)malloc(PATTERN_SETS * sizeof(pattern_set *));
    uint8_t *dense = (uint8_t *)malloc(FLOPS);
    int status = OE_RANGE_OK;
    if (!j.flop || !j.fits || !j.key || !j.cache || !j.sets || !dense) status = fail_memory(&j);
    int npins = tree->k - 3;
    dead &= (UINT64_C(1) << 52) - 1;
    /* every turn, then every river, in card order (turn, river distinct and live) */
    for (int t = 0; status == OE_RANGE_OK && t < (npins ? 52 : 1); t++) {
        if (npins && (dead >> t & 1)) continue;
        for (int r = 0; status == OE_RANGE_OK && r < (npins == 2 ? 52 : 1); r++) {
            if (npins == 2 && (r == t || (dead >> r & 1))) continue;
            uint8_t pins[2] = {(uint8_t)t, (uint8_t)r};
            uint64_t mask = dead;
            for (int i = 0; i < npins; i++) mask |= UINT64_C(1) << pins[i];
            pin_all(&j, pins, npins);
            const entry *e = flops(&j, dense);
            if (!e) status = err->code;
            else if (append(out, e, mask, pins, npins) != OE_RANGE_OK) status = fail_memory(&j);
        }
    }
    for (int i = 0; i < j.ncache; i++) {
        free(j.cache[i]->key);
        free(j.cache[i]);
    }
    free(j.cache);
    for (int i = 0; i < j.nsets; i++) free(j.sets[i]);
    free(j.sets);
    free(j.flop);
    free(j.fits);
    free(j.key);
    free(dense);
    if (status != OE_RANGE_OK) oe_rl_boards_free(out);
    return status;
}

/* The turn and river solver for JavaScript (js/src/solver.js): a solver
   built from flat arguments (its oe_solve_request has nested structs and
   64-bit fields that are awkward to lay out from JavaScript), and a run
   that also says how many iterations the solver has made. Everything else
   JavaScript calls is the public C API itself (oe_solve_node, _strategy,
   _values, _free: js/build.py exports them). Nothing here is global.
   Threads: wasm32-wasi has no pthread_create that succeeds, so the
   solver runs every walk on the calling thread (the answer does not
   depend on the thread count). */
#define OE_STATIC 1
#include "../../omaha_eval/include/omaha_eval.h"

#include <string.h>

#define EXPORT(name) __attribute__((export_name(#name)))

/* The bet tree as doubles (js/src/solver.js writes them in this order). */
enum { T_RAISE_CAP, T_POT_LIMIT, T_DONK, T_ALLIN_THRESHOLD, T_MIN_BET, T_RAKE, T_RAKE_CAP, T_THREADS,
       T_MEMORY_MIB, T_HEAD };
/* Then four blocks of sizes (bets out of position, bets in position,
   raises out of position, raises in position): n, allin, 8 values, 8 kinds. */
enum { S_N, S_ALLIN, S_VALUE, S_KIND = S_VALUE + 8, S_BLOCK = S_KIND + 8 };
EXPORT(oe_wasm_solve_tree_size) int oe_wasm_solve_tree_size(void) { return T_HEAD + 4 * S_BLOCK; }

static int read_sizes(oe_solve_sizes *to, const double *from)
{
    if (!(from[S_N] >= 0 && from[S_N] <= 8))
        return 0;
    memset(to, 0, sizeof *to);
    to->n = (int)from[S_N];
    to->allin = from[S_ALLIN] != 0;
    for (int i = 0; i < to->n; i++) {
        to->value[i] = from[S_VALUE + i];
        to->kind[i] = (int)from[S_KIND + i];
    }
    return 1;
}

/* Builds a solver into *out: the board's nboard cards (4 a turn, 5 a
   river), ndead dead cards, n0 and n1 hands (rows of the game's hole
   cards) with their weights, the tree as above. Returns oe_solve_new's
   status (OE_ERR_ARGUMENT for a dead card outside 0..51). */
EXPORT(oe_wasm_solve_new)
int oe_wasm_solve_new(int game, int hilo, const uint8_t *board, int nboard, const uint8_t *dead, int ndead,
                      double pot, double stack, uint32_t n0, const uint8_t *hands0, const float *weights0,
                      uint32_t n1, const uint8_t *hands1, const float *weights1, const double *tree,
                      oe_solve_handle **out)
{
    if (!tree || !out || (ndead > 0 && !dead))
        return OE_ERR_NULL;
    *out = NULL;
    oe_solve_request r;
    memset(&r, 0, sizeof r);
    r.game = game;
    r.hilo = hilo;
    r.board = board;
    r.nboard = nboard;
    for (int i = 0; i < ndead; i++) {
        if (dead[i] > 51)
            return OE_ERR_ARGUMENT;
        r.dead |= (uint64_t)1 << dead[i];
    }
    r.pot = pot;
    r.stack = stack;
    r.n[0] = n0;
    r.n[1] = n1;
    r.hands[0] = hands0;
    r.hands[1] = hands1;
    r.weights[0] = weights0;
    r.weights[1] = weights1;
    if (!(tree[T_RAISE_CAP] >= 0 && tree[T_RAISE_CAP] <= 100) || !(tree[T_THREADS] >= 0 && tree[T_THREADS] <= 64) ||
        !(tree[T_MEMORY_MIB] >= 0 && tree[T_MEMORY_MIB] <= 4096))
        return OE_ERR_ARGUMENT;
    r.raise_cap = (int)tree[T_RAISE_CAP];
    r.pot_limit = tree[T_POT_LIMIT] != 0;
    r.donk = tree[T_DONK] != 0;
    r.allin_threshold = tree[T_ALLIN_THRESHOLD];
    r.min_bet = tree[T_MIN_BET];
    r.rake = tree[T_RAKE];
    r.rake_cap = tree[T_RAKE_CAP];
    r.threads = (int)tree[T_THREADS];
    r.memory_limit = (size_t)(tree[T_MEMORY_MIB] * 1048576.0);
    const double *block = tree + T_HEAD;
    if (!read_sizes(&r.bets[0], block) || !read_sizes(&r.bets[1], block + S_BLOCK) ||
        !read_sizes(&r.raises[0], block + 2 * S_BLOCK) || !read_sizes(&r.raises[1], block + 3 * S_BLOCK))
        return OE_ERR_ARGUMENT;
    return oe_solve_new(&r, out);
}

/* The last iteration the solver checked (it checks at the end of a run too). */
static int note_iteration(void *ctx, int iteration, double exploitability)
{
    (void)exploitability;
    *(int *)ctx = iteration;
    return 0;
}

/* oe_solve_run, and out[1] the iterations made in all (-1: none ran now);
   out[0] the exploitability (a share of the pot). */
EXPORT(oe_wasm_solve_run)
int oe_wasm_solve_run(oe_solve_handle *h, int max_iterations, double target, double *out)
{
    if (!out)
        return OE_ERR_NULL;
    int last = -1;
    int rc = oe_solve_run(h, max_iterations, target, note_iteration, &last, &out[0]);
    out[1] = last;
    return rc;
}

"""Mutants of issue 53's turn solver (src/oe_solve_chance*.c, the turn's
parts of src/oe_solve_query.c and src/oe_solve_lock.c, and
omaha_eval/solver/). Plain tuples (id, file, snippet, replacement, test
files, what the bug means), made into
``Mutant``s by mutants.py."""

TURN = ("tests/solver/test_solver_turn.py",)

_CH = "src/oe_solve_chance.c"
_CW = "src/oe_solve_chance_walk.c"
_QUERY = "src/oe_solve_query.c"
_LOCK = "src/oe_solve_lock.c"
_SOL = "omaha_eval/solver/solution.py"

MUTANTS = [
    ("i53t.chance_over_every_river", _CW, "        out[h] = (float)(acc[h] * s->deals.weight);",
     "        out[h] = (float)(acc[h] / s->deals.nriver);", TURN,
     "the chance node weighs each river by all rivers, not by those neither hand holds"),
    ("i53t.rivers_less_one_hand", _CH, "    int ways = d->nriver - 2 * nhole;", "    int ways = d->nriver - nhole;",
     TURN, "only one player's cards are taken out of the rivers that can come"),
    ("i53t.iso_ignores_weights", _CH, "                        ok = j >= 0 && weights[p][j] == weights[p][h];",
     "                        ok = j >= 0;", TURN,
     "rivers are shared although the ranges' weights differ between the swapped suits"),
    ("i53t.iso_without_the_swap", _CH,
     "                d->dst[r][p][x] = d->hand_perm[via[r]][p][k->full[p][x]];",
     "                d->dst[r][p][x] = k->full[p][x];", TURN,
     "an isomorphic river reads its class's values without swapping the hands' suits"),
    ("i53t.chance_sum_not_cleared", _CW, "    memset(acc, 0, (size_t)n * sizeof *acc);\n", "", TURN,
     "a chance node's sum starts from the last chance node's"),
    ("i53t.reach_skips_the_river", _QUERY, "            out[dst[k]] = strat[dst[k]] * river[k];",
     "            out[dst[k]] = strat[dst[k]];", TURN,
     "the reach below the deal forgets the river's own strategy"),
    ("i53t.asymmetric_lock", _LOCK, "    if (s->turn && !lock_symmetric(s, nd, values))",
     "    if (0 && !lock_symmetric(s, nd, values))", TURN,
     "a lock that breaks the suit symmetry is taken while isomorphic rivers share a strategy"),
    ("i53t.path_keeps_board_rivers", _SOL,
     "        if len(cards) != 1 or not isinstance(cards[0], int) or not 0 <= cards[0] < 52 or cards[0] in known:",
     "        if len(cards) != 1 or not isinstance(cards[0], int) or not 0 <= cards[0] < 52:", TURN,
     "a path may name a board card as the river"),
]

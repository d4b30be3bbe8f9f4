"""Mutants of issue 53: the river solver (src/oe_solve*.c and
omaha_eval/solver/). Plain tuples (id, file, snippet, replacement, test
files, what the bug means), made into ``Mutant``s by mutants.py."""

REF = ("tests/solver/test_solver_reference.py",)
GAMES = ("tests/solver/test_solver_games.py",)
BOTH = REF + GAMES
RESULTS = ("tests/solver/test_solver_results.py",)

_SHOW = "src/oe_solve_showdown.c"
_WALK = "src/oe_solve_walk.c"
_TREE = "src/oe_solve_tree.c"
_SOL = "omaha_eval/solver/solution.py"

MUTANTS = [
    ("i53.ignore_a_blocker", _SHOW, "        double s1 = (t[sub[0]] + t[sub[1]]) + (t[sub[2]] + t[sub[3]]);",
     "        double s1 = (t[sub[1]]) + (t[sub[2]] + t[sub[3]]);", BOTH,
     "card removal forgets one card of every hand"),
    ("i53.identical_hand", _SHOW, "        return ((total - s1) + (s2 - s3)) + same;",
     "        return (total - s1) + (s2 - s3);",
     GAMES, "an opponent hand identical to this one is counted as if it could be dealt"),
    ("i53.ties_win", _SHOW, "        for (; j < no && v->ko[j] < key; j++)",
     "        for (; j < no && v->ko[j] <= key; j++)", BOTH, "a tie counts as a win"),
    ("i53.hilo_no_low_half", _SHOW, "            share[i] = wk->a[x] - 0.5 * wk->b[x];",
     "            share[i] = wk->a[x];", BOTH, "a hand without a low scoops even when the opponent has one"),
    ("i53.pay_the_folder", _WALK, "        double pay = nd->player == trav ? -mine : net - mine;",
     "        double pay = nd->player == trav ? net - mine : -mine;", BOTH, "the folder wins the pot"),
    ("i53.best_response_min", _WALK, "                v = ca > v ? ca : v;", "                v = ca < v ? ca : v;",
     BOTH, "the best response takes the worst action"),
    ("i53.discount_swapped", _WALK, "            r[h] = old * (old > 0 ? pos : neg) + (ca[h] - value[h]);",
     "            r[h] = old * (old > 0 ? neg : pos) + (ca[h] - value[h]);", REF,
     "DCFR discounts positive regrets as negative ones"),
    ("i53.average_without_reach", _WALK, "            c[h] = c[h] * g + own[h] * sa[h];",
     "            c[h] = c[h] * g + sa[h];", REF, "the average strategy ignores the player's own reach"),
    ("i53.pot_limit_without_call", _TREE, "        if (cfg->pot_limit && st->s[o] + pot_now + facing < max_to)\n"
     "            max_to = st->s[o] + pot_now + facing;",
     "        if (cfg->pot_limit && st->s[o] + pot_now < max_to)\n            max_to = st->s[o] + pot_now;",
     GAMES, "the pot-limit raise leaves the call out of the pot"),
    ("i53.min_raise", _TREE, "        double inc = st->last_inc > cfg->min_bet ? st->last_inc : cfg->min_bet;",
     "        double inc = cfg->min_bet;", GAMES, "a raise need not raise by the last bet"),
    ("i53.rake_cap_zero", _TREE, "    if (cfg->rake_cap > 0 && r > cfg->rake_cap)", "    if (r > cfg->rake_cap)",
     GAMES, "no cap (0) read as a cap of nothing"),
    ("i53.threshold_ignored", _TREE, "        if (allin_to - x < floor_left && allin_to <= max_to + EPS)",
     "        if (allin_to - x < 0 && allin_to <= max_to + EPS)", GAMES, "the all-in threshold is ignored"),
    ("i53.frequencies_unweighted", _SOL, "        freq = (reach @ strat) / total if total > 0 else np.zeros(strat.shape[1])",
     "        freq = strat.mean(axis=0)", RESULTS, "a range's frequencies ignore how much of each hand arrives"),
]

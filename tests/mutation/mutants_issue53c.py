"""Mutants of issue 53's batched walk (src/oe_solve_batch.c,
src/oe_solve_showdown_batch.c)
and the solver's one thread starter (src/oe_solve_threads.c). Plain tuples
(id, file, snippet, replacement, test files, what the bug means), made
into ``Mutant``s by mutants.py."""

BATCH = ("tests/solver/test_solver_batch.py",)
GAMES = ("tests/solver/test_solver_games.py",)
REFERENCE = ("tests/solver/test_solver_reference.py",)
_B = "src/oe_solve_batch.c"
_K = "src/oe_solve_showdown_batch.c"
_T = "src/oe_solve_threads.c"

MUTANTS = [
    ("i53c.fold_pays_the_folder", _B, "        tm->pay = tn->player == trav ? -mine : net - mine;",
     "        tm->pay = -mine;", BATCH, "a batched fold by the opponent costs the traverser its stake"),
    ("i53c.ties_never_read", _K, "            int tied = j < no && ko[j] == key;", "            int tied = 0;", BATCH,
     "the batched sweep treats every tie as a loss"),
    ("i53c.identical_hand_dropped", _K, "        out[l] = ((total[l] - s1) + (s2 - s3)) + same[l];",
     "        out[l] = ((total[l] - s1) + (s2 - s3));", BATCH,
     "Omaha 4's batched read leaves out the identical hand's term (blocked hands counted as met)"),
    ("i53c.last_subset_not_added", _K, "    for (int i = 0; i < s->nsub; i++) {\n        double *restrict t = row[i];",
     "    for (int i = 0; i < s->nsub - 1; i++) {\n        double *restrict t = row[i];", BATCH,
     "the batched add forgets a hand's last subset row"),
    ("i53c.other_lanes_overlap", _B, "        a->slot_lane[k] = show ? seen[g][0]++ : pl->ks[g] + seen[g][1]++;",
     "        a->slot_lane[k] = show ? seen[g][0]++ : seen[g][1]++;", BATCH,
     "a fold-only reach takes a showdown's lane"),
    ("i53c.rows_by_hand", _B, "            rs[(size_t)pos[j] * (size_t)kp] = reach[j];",
     "            rs[(size_t)(j0 + j) * (size_t)kp] = reach[j];", BATCH,
     "the pass down writes reaches by hand, the sweep reads them by strength"),
    ("i53c.terminal_by_hand", _B, "            out[i] = v[pos[i]];", "            out[i] = v[h0 + i];", BATCH,
     "a batched terminal's values read by hand, not by the position they were written at"),
    ("i53c.pass_up_plays_the_average", _B,
     "        oe_node_strategy_part(s, dl, node, mode, strat, BLOCK, h0, h1);\n    for (int a = 0; a < na; a++) {",
     "        oe_node_strategy_part(s, dl, node, OE_WALK_EVAL, strat, BLOCK, h0, h1);\n    for (int a = 0; a < na; a++) {",
     REFERENCE, "the pass up weighs the traverser's children by its average strategy, not regret matching"),
    ("i53c.last_item_skipped", _T, "        if (item >= q->items)", "        if (item >= q->items - 1)", BATCH + GAMES,
     "the threads leave the last item (a group of lanes, a block, a river class) undone"),
]

"""Mutants of issue 53's faster showdown sweeps (src/oe_solve_showdown.c):
the table over the cards off the board, rows by subset size, the unrolled
Omaha and Hold'em paths, the skipped second read of an unreached tie, the
low order's gathers and identical hands. Plain tuples (id, file, snippet,
replacement, test files, what the bug means), made into ``Mutant``s by
mutants.py."""

SWEEPS = ("tests/solver/test_solver_sweeps.py",)
_SHOW = "src/oe_solve_showdown.c"

MUTANTS = [
    ("i53s.colex_rank", _SHOW, "                    rank += (uint32_t)oe_choose(c[b], ++j);",
     "                    rank += (uint32_t)oe_choose(c[b], j++);", SWEEPS,
     "subsets of a hand's cards get the wrong table entries (ranks collide)"),
    ("i53s.tie_never_read", _SHOW, "                tied = 1;", "                tied = 0;", SWEEPS,
     "a tie group's second read is skipped even where the opponent reaches it"),
    ("i53s.unrolled_add_drops_one", _SHOW, "        table[sub[12]] += r, table[sub[13]] += r;",
     "        table[sub[12]] += r;", SWEEPS, "Omaha 4's unrolled add forgets one triple"),
    ("i53s.holdem_one_card", _SHOW, "        return (total - (t[sub[0]] + t[sub[1]])) + same;",
     "        return (total - t[sub[0]]) + same;", SWEEPS, "Hold'em removal forgets the second card"),
    ("i53s.generic_pairs", _SHOW, "            b += t[sub[at + 1]];", "            b += t[sub[at]];", SWEEPS,
     "the generic read (Omaha 5 and 6) counts one subset twice and skips the next"),
    ("i53s.low_gathers_high", _SHOW, "    gather(reach, ho->order_lo, ho->n, wk->rs);",
     "    gather(reach, ho->order_hi, ho->n, wk->rs);", SWEEPS,
     "the low sweep reads the opponent's reach in high order"),
    ("i53s.low_same_in_high_order", _SHOW, "                s->h[0].same_lo[pos[0][1][i]] = pos[1][1][j];",
     "                s->h[0].same_lo[pos[0][1][i]] = pos[1][0][j];", SWEEPS,
     "the low sweep finds the identical hand at its high position"),
    ("i53s.compat_misses_the_strongest", _SHOW, "    if (!want_c)\n        return;\n    for (; j < no; j++)",
     "    if (!want_c)\n        return;\n    for (; j < 0; j++)", SWEEPS,
     "the compatible reach leaves out the opponent hands stronger than every hand of the traverser"),
]

"""Mutants of issue 53's locks below a turn's deal (src/oe_solve_lock.c,
the lock lookup in src/oe_solve_impl.h, the turn's deal in src/oe_solve.c,
omaha_eval/solver/solution.py). Plain tuples (id, file, snippet,
replacement, test files, what the bug means), made into ``Mutant``s by
mutants.py."""

LOCKS = ("tests/solver/test_solver_river_locks.py",)
GAMES = ("tests/solver/test_solver_games.py",)

_LOCK = "src/oe_solve_lock.c"
_IMPL = "src/oe_solve_impl.h"
_SOLVE = "src/oe_solve.c"
_SOL = "omaha_eval/solver/solution.py"

MUTANTS = [
    ("i53d.lock_without_the_swap", _LOCK,
     "                copy[(size_t)a * m + k] = values[(size_t)a * n + dst[k]];",
     "                copy[(size_t)a * m + k] = values[(size_t)a * n + s->deals.classes[c].full[q][k]];", LOCKS,
     "a lock given on a river other than its class's first is read without swapping the hands' suits"),
    ("i53d.every_class_reads_the_first", _IMPL,
     "        return s->river_locks ? s->river_locks[(size_t)node * s->deals.nclass + dl->cls] : NULL;",
     "        return s->river_locks ? s->river_locks[(size_t)node * s->deals.nclass] : NULL;", LOCKS,
     "every river class plays the lock of class 0"),
    ("i53d.river_reads_the_turn_slot", _IMPL, "    if (dl->cls >= 0)\n", "    if (0)\n", LOCKS,
     "a river decision looks its lock up among the turn's (where there is none)"),
    ("i53d.held_rows_checked", _LOCK, "    if (values && !rows_ok(values, n, na, dst, m))",
     "    if (values && !rows_ok(values, n, na, NULL, n))", LOCKS,
     "the rows of hands that hold the river card (never dealt there) must be valid frequencies too"),
    ("i53d.unlock_keeps_the_lock", _LOCK, "    free(*slot);\n    *slot = copy;",
     "    if (copy) {\n        free(*slot);\n        *slot = copy;\n    }", LOCKS,
     "unlocking a river leaves its lock in place"),
    ("i53d.lock_drops_the_card", _SOL, "            self._core.lock(at, card, np.ascontiguousarray(flat))",
     "            self._core.lock(at, -1, np.ascontiguousarray(flat))", LOCKS,
     "Solution.lock forgets the river card of its path"),
    ("i53d.turn_reads_a_river_class", _SOLVE, "    s->root.cls = -1;", "    s->root.cls = 0;", GAMES,
     "the turn's (and a river spot's) decisions look their locks up among river class 0's"),
]

"""Mutants of issue 53's cheaper exploitability checks (src/oe_solve_check.c):
the check that walks only the best responses where the values add up to
the pot, and the next check put where the trend says the target falls.
Plain tuples (id, file, snippet, replacement, test files, what the bug
means), made into ``Mutant``s by mutants.py."""

CHECKS = ("tests/solver/test_solver_checks.py",)
GAMES = ("tests/solver/test_solver_games.py",)
_SOLVE = "src/oe_solve_check.c"

MUTANTS = [
    ("i53f.short_check_with_rake", _SOLVE, "int zero_sum = !values && s->cfg.rake_pct == 0;",
     "int zero_sum = !values;", CHECKS,
     "the short check assumes the values add up to the pot even when rake comes off"),
    ("i53f.short_check_whole_pot", _SOLVE, "            gap += br / s->norm - s->cfg.pot / 2;",
     "            gap += br / s->norm - s->cfg.pot;", CHECKS,
     "the short check takes the whole pot off each player's best response"),
    ("i53f.values_not_walked", _SOLVE, "int zero_sum = !values && s->cfg.rake_pct == 0;",
     "int zero_sum = s->cfg.rake_pct == 0;", CHECKS,
     "a caller that asks for the values gets them unwalked"),
    ("i53f.check_every_iteration", _SOLVE, "    int least = t + (every >= 4 ? every / 4 : 1);",
     "    int least = t + 1;", CHECKS,
     "the early checks may come every iteration near the target"),
    ("i53f.check_after_the_target", _SOLVE, "    return want < next ? want : next;",
     "    return want > next ? want : next;", CHECKS,
     "the next check waits past both the predicted crossing and the next multiple"),
]

# Equivalent, so not run: keeping a turn off the short check
# ("int zero_sum = !values && !s->turn && s->cfg.rake_pct == 0;", the
# code before 2026-12-06) changes how the figure is got, not the figure:
# a turn's two values add up to the pot as a river's do (the argument is
# in docs/testing.md, "Not worth a test"), so only the time differs.

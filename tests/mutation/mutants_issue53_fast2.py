"""Mutants of issue 53's cheaper exploitability checks (src/oe_solve_check.c):
the check that walks only the best responses where the values add up to
the pot, and the next check put where the trend says the target falls.
Plain tuples (id, file, snippet, replacement, test files, what the bug
means), made into ``Mutant``s by mutants.py."""

CHECKS = ("tests/solver/test_solver_checks.py",)
GAMES = ("tests/solver/test_solver_games.py",)
_SOLVE = "src/oe_solve_check.c"

MUTANTS = [
    ("i53f.short_check_with_rake", _SOLVE, "int zero_sum = !values && !s->turn && s->cfg.rake_pct == 0;",
     "int zero_sum = !values && !s->turn;", CHECKS,
     "the short check assumes the values add up to the pot even when rake comes off"),
    ("i53f.short_check_whole_pot", _SOLVE, "            gap += br / s->norm - s->cfg.pot / 2;",
     "            gap += br / s->norm - s->cfg.pot;", CHECKS,
     "the short check takes the whole pot off each player's best response"),
    ("i53f.values_not_walked", _SOLVE, "int zero_sum = !values && !s->turn && s->cfg.rake_pct == 0;",
     "int zero_sum = !s->turn && s->cfg.rake_pct == 0;", CHECKS,
     "a caller that asks for the values gets them unwalked"),
    ("i53f.check_every_iteration", _SOLVE, "    int least = t + (every >= 4 ? every / 4 : 1);",
     "    int least = t + 1;", CHECKS,
     "the early checks may come every iteration near the target"),
    ("i53f.check_after_the_target", _SOLVE, "    return want < next ? want : next;",
     "    return want > next ? want : next;", CHECKS,
     "the next check waits past both the predicted crossing and the next multiple"),
]

# Found equivalent, so not run: letting the short check run on a turn
# ("int zero_sum = !values && s->cfg.rake_pct == 0;") passes
# tests/solver/test_solver_checks.py: on its turn spot the two values add
# up to the pot as well (a turn's river weights seem to sum to one for
# every pair of hands). The turn keeps the full walk until that is shown.

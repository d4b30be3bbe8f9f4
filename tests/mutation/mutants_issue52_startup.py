"""Mutants of issue 52's start-up and packaging items: the command line's
lazy dispatch (omaha_eval/cli/__init__.py) and the C API doc's version
check. Plain tuples (id, file, snippet, replacement, test files, what the
bug means), made into ``Mutant``s by mutants.py."""

CLI = ("tests/cli/test_cli_imports.py", "tests/cli/test_cli.py")
_CLI = "omaha_eval/cli/__init__.py"

MUTANTS = [
    ("i52.cli_loads_all", _CLI, "        if only is None or name == only:", "        if True:", CLI,
     "every subcommand's module is imported whatever the command"),
    ("i52.cli_first_argument", _CLI, "return argv[0] if argv and argv[0] in SUBCOMMANDS else None",
     "return argv[-1] if argv and argv[-1] in SUBCOMMANDS else None", CLI,
     "the subcommand looked for in the wrong argument: the whole parser loads"),
    ("i52.cli_unknown_name", _CLI, "return argv[0] if argv and argv[0] in SUBCOMMANDS else None",
     "return argv[0] if argv else None", CLI,
     "an unknown name builds an empty parser: the error lists no subcommand"),
    ("i52.cli_help_order", _CLI, "    \"eval\": (\"omaha_eval.cli.evaluate\", \"register_eval\"),",
     "    \"eval\": (\"omaha_eval.cli.analyze\", \"register_analyze\"),", CLI,
     "eval registered from another subcommand's module"),
    ("i52.cli_eval_imports_equity", "omaha_eval/cli/evaluate.py", "from ..evaluate import best_hand, best_low\n",
     "from ..equity_engine import equity  # noqa: F401\nfrom ..evaluate import best_hand, best_low\n", CLI,
     "eval's module loads the equity engine"),
]

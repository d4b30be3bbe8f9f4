"""Mutants of issue 57's command-line room and the layer test's last
entries: the shared argparse types (omaha_eval/cli/args.py), a moved
subcommand, and the public functions PQL now reaches C through
(Range.holds, batch.pair_table, equity_engine.draw_deals). Plain tuples
(id, file, snippet, replacement, test files, what the bug means), made
into ``Mutant``s by mutants.py."""

ARGS = ("tests/cli/test_cli_args.py",)
HOLDS = ("tests/ranges/test_range_holds.py",)

MUTANTS = [
    ("i57c.args_zero_is_a_count", "omaha_eval/cli/args.py", "    if value < 1:\n", "    if value < 0:\n", ARGS,
     "--trials 0 (or --threads 0) accepted as a count"),
    ("i57c.args_hilo_name_ignored", "omaha_eval/cli/args.py", "if hilo and hasattr(namespace, \"hilo\"):",
     "if False and hasattr(namespace, \"hilo\"):", ARGS, "--game omaha8 plays the high game only"),
    ("i57c.holds_weight_zero", "omaha_eval/ranges/range.py",
     "held: \"np.ndarray\" = self._dense[_core.range_indices(np.ascontiguousarray(rows))] > 0",
     "held: \"np.ndarray\" = self._dense[_core.range_indices(np.ascontiguousarray(rows))] >= 0", HOLDS,
     "every hand is in every range for PQL's inRange"),
    ("i57c.holds_narrows_first", "omaha_eval/ranges/range.py",
     "            if rows.size and (rows.min() < 0 or rows.max() > 51):\n",
     "            if False:\n", HOLDS, "card 300 read as card 44: a wrong answer, not an error"),
    ("i57c.draw_deals_never_refuses", "omaha_eval/equity_engine/sampling.py",
     "max_rejects, picks, rest))\n", "max_rejects, picks, rest)) or True\n",
     ("tests/pql/test_deal_sampler.py",), "PQL samples on forever-rejected deals without saying the ranges leave none"),
    ("i57c.pair_table_holdem_flag", "omaha_eval/pql/context.py", "batch.pair_table(b, dead, holdem, low, tables[u])",
     "batch.pair_table(b, dead, not holdem, low, tables[u])", ("tests/pql/test_streets.py",),
     "PQL's nut counts take Hold'em's pair table for Omaha and Omaha's for Hold'em"),
    ("i57c.range_list_card_names", "omaha_eval/cli/ranges.py", "names = [str(card) for card in DECK]",
     "names = [str(card) for card in DECK[::-1]]", ("tests/ranges/test_traps.py",),
     "omaha-eval range 2% --list prints other hands than the range's"),
]

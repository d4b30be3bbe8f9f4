"""Mutants of issues 51 and 52's limits and inputs: the indexer read once
and its overflow check, PQL's bounded blocks, memory-limited chunks,
nesting limit and Open PQL readings, the trials limit and exact flags.
Plain tuples as in mutants_issue45.py."""

RACE = ("tests/indexing/test_race.py",)
MEMORY = ("tests/pql/test_memory.py",)
LIMITS = ("tests/pql/test_limits.py",)
READINGS = ("tests/pql/test_open_pql_readings.py",)
EQUITY = ("tests/equity_engine/test_equity_limits.py",)
SIGINT = ("tests/test_sigint_latency.py",)
CANCEL = ("tests/test_sigint_executor_cancel.py",)

MUTANTS = [
    ("i51.index_read_twice", "src/oe_index.c",
     "        uint8_t row[4 * 13];\n        copy_once(row, cards + i * (size_t)k, k);",
     "        const uint8_t *row = cards + i * (size_t)k;", RACE,
     "each card read twice (check, then use): a row changed between them gives a mixed index"),
    ("i51.index_overflow", "src/oe_index_tables.c", "if (deals > (UINT64_MAX >> 2) / c)", "if (0)", RACE,
     "a round of more than 2^62 deals wraps its count instead of being refused"),
    ("i51.pql_block_offset", "omaha_eval/pql/context.py", "tabled = (tables, inverse[part] - lo, ordered)",
     "tabled = (tables, inverse[part], ordered)", MEMORY,
     "a later block of boards reads the first block's tables"),
    ("i51.pql_memory_budget", "omaha_eval/pql/planner.py",
     "return 1, max(1, min(total, MEMORY_BUDGET // max(1, 2 * bytes_each)))", "return 1, total", MEMORY,
     "chunks run side by side whatever memory they take"),
    ("i51.pql_nesting", "omaha_eval/pql/syntax.py", "if self.nesting > MAX_NESTING:",
     "if self.nesting > 10 * MAX_NESTING:", LIMITS, "a deep query meets Python's recursion limit"),
    ("i52.pql_duplicate_names", "omaha_eval/pql/planner.py", "if first is not None and (sel.alias or first.alias):",
     "if first is not None and sel.alias is None and first.alias is None:", READINGS,
     "two selectors named alike with 'as' run and return two values of one name"),
    ("i52.trials_limit_first", "omaha_eval/equity_engine/known_board.py",
     "    if trials is not None:  # whichever method is chosen below", "    if False:  # whichever method is chosen below",
     EQUITY, "trials=10**13 runs an exact sweep instead of being refused"),
    ("i51.hilo_flag", "omaha_eval/core/games.py", "    if not isinstance(value, bool) and not (",
     "    if isinstance(value, type) and not (", EQUITY, "hilo='false' runs Hi-Lo"),
    ("i51.index_steps", "omaha_eval/indexing/hand_indexer.py", "STEP_ROWS = 1 << 20", "STEP_ROWS = 1 << 40", SIGINT,
     "a 20-million-row unindex_array is one C call per thread: Ctrl-C waits for it (about 30 s)"),
    ("i51.pql_stop", "omaha_eval/pql/context.py",
     "        if self.stop is not None and self.stop.is_set():\n            raise Cancelled()", "        pass",
     SIGINT, "chunks on other threads run to their end after Ctrl-C"),
    ("i51.executor_cancel", "omaha_eval/equity_engine/board_range.py",
     "            for f in futures:  # caller's executor (its `with` waits for them) is free at once\n"
     "                f.cancel()\n", "", CANCEL, "the boards not yet started run after Ctrl-C"),
]

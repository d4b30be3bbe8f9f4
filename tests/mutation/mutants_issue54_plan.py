"""Mutants of issue 54, item 2: the equity job's plan in C (src/oe_plan.c),
the C API's planned jobs (src/oe_api_equity.c) and JavaScript's reading of
the plan (js/src/equity.js), each caught by the plan's reference test
(tests/equity_engine/test_equity_plan.py), the seeded pins (tests/equity_engine/test_equity_seeded.py),
the row-table test, the C API's ctest run with its golden file
(tests/test_c_golden.py) or node's golden test (tests/js/test_js.py). Plain
tuples (id, file, snippet, replacement, test files, what the bug means),
made into ``Mutant``s by mutants.py."""

PLAN = ("tests/equity_engine/test_equity_plan.py",)
SEEDED = ("tests/equity_engine/test_equity_seeded.py", "tests/equity_engine/test_equity_plan.py")
ROWS = ("tests/equity_engine/test_range_row_tables.py",)
C_API = ("tests/test_c_golden.py",)
NODE = ("tests/js/test_js.py",)

_PLAN = "src/oe_plan.c"

MUTANTS = [
    ("i54.plan_sweep_vs_trials", _PLAN,
     "exact = trials == 0 || (out->seconds <= (double)trials * OE_PLAN_MC_SECONDS_PER_TRIAL &&",
     "exact = trials == 0 || (out->seconds <= (double)trials &&", PLAN,
     "two ranges with trials= are swept exactly even where Monte Carlo is much quicker"),
    ("i54.plan_chunk_size", _PLAN, "set_chunks(out, trials, OE_PLAN_TRIALS_PER_CHUNK);",
     "set_chunks(out, trials, OE_PLAN_TRIALS_PER_CHUNK / 2);", SEEDED,
     "twice as many Monte Carlo chunks as the streams: the counters of a seed change"),
    ("i54.plan_stream", _PLAN, "return oe_rq_sample(job, seed, k, count, OE_PLAN_MAX_REJECTS, acc);",
     "return oe_rq_sample(job, seed, 0, count, OE_PLAN_MAX_REJECTS, acc);", SEEDED,
     "every Monte Carlo chunk draws stream 0: chunks repeat each other's deals"),
    ("i54.plan_prepare_draws", _PLAN, "n * OE_PLAN_SAMPLE_PREPARE_DRAWS <= trials",
     "n * OE_PLAN_SAMPLE_PREPARE_DRAWS >= trials", PLAN,
     "ranges are prepared for short Monte Carlo jobs and left raw for long ones"),
    ("i54.plan_trials_limit", _PLAN, "if (trials && mc_seconds > OE_PLAN_MAX_SAMPLED_SECONDS)",
     "if (trials && mc_seconds > 10 * OE_PLAN_MAX_SAMPLED_SECONDS)", PLAN,
     "Monte Carlo of up to ten days is accepted"),
    ("i54.plan_rows_smallest_first", _PLAN, "if (!taken[p] && (best < 0 || sizes[p] < sizes[best]))",
     "if (!taken[p] && (best < 0 || sizes[p] > sizes[best]))", ROWS,
     "river-row tables go to the largest ranges first: the small ones go without"),
    ("i54.api_equal_weights", "src/oe_api_equity.c", "const uint32_t *w = equal ? NULL : in->weights;",
     "const uint32_t *w = in->weights;", C_API,
     "the C API keeps equal weights: it draws by weight where Python draws uniformly, other counters"),
    ("i54.js_stream", "js/src/equity.js",
     "core.x.oe_wasm_job_sample_chunk(job, BigInt(trials), seed, BigInt(k), accp);",
     "core.x.oe_wasm_job_sample_chunk(job, BigInt(trials), seed, 0n, accp);", NODE,
     "JavaScript samples every chunk from stream 0: not Python's counters"),
]
